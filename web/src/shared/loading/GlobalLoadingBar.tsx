import LinearProgress from '@mui/material/LinearProgress';
import { observer } from 'mobx-react-lite';

import { useStores } from '../../stores/store-context';

/** A thin bar along the top of the viewport while any API request is in flight. */
export const GlobalLoadingBar = observer(function GlobalLoadingBar() {
  const { ui } = useStores();
  if (!ui.loading.isShow) return null;
  return (
    <LinearProgress
      aria-label="Loading"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
    />
  );
});

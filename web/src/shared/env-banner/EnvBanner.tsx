import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { observer } from 'mobx-react-lite';

import { useStores } from '../../stores/store-context';

export const ENV_BANNER_HEIGHT = 22;

/**
 * A slim strip naming the environment (TEST or DEVELOPMENT) when the host matches the app configuration.
 * It sets `--ls-banner-height`, which layouts use to keep their content below it.
 */
export const EnvBanner = observer(function EnvBanner() {
  const { ui } = useStores();
  const environment = ui.bannerEnvironment;
  const height = environment === undefined ? 0 : ENV_BANNER_HEIGHT;
  return (
    <>
      <GlobalStyles styles={{ ':root': { '--ls-banner-height': `${height}px` } }} />
      {environment !== undefined && (
        <Box
          role="note"
          aria-label={`Environment: ${environment}`}
          sx={{
            position: 'fixed',
            top: 0,
            left: 0,
            right: 0,
            height,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: '0.6875rem',
            fontWeight: 700,
            letterSpacing: '0.12em',
            color: environment === 'TEST' ? '#1f1400' : '#ffffff',
            bgcolor: environment === 'TEST' ? '#f2b233' : '#7b4ce0',
            zIndex: (theme) => theme.zIndex.modal + 2,
            pointerEvents: 'none',
          }}
        >
          {environment}
        </Box>
      )}
    </>
  );
});

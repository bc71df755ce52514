import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { observer } from 'mobx-react-lite';

import { useStores } from '../../stores/store-context';

/** Switches between the dark (default) and light theme; the choice is remembered. */
export const ThemeToggle = observer(function ThemeToggle() {
  const { ui } = useStores();
  const dark = ui.themeMode === 'dark';
  return (
    <Tooltip title={dark ? 'Switch to light theme' : 'Switch to dark theme'}>
      <IconButton
        aria-label="Toggle theme"
        aria-pressed={dark}
        onClick={() => {
          ui.toggleThemeMode();
        }}
        color="inherit"
      >
        {dark ? <DarkModeOutlined fontSize="small" /> : <LightModeOutlined fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
});

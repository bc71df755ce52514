import { alpha, createTheme, type Theme } from '@mui/material/styles';

export type ThemeMode = 'dark' | 'light';

/** The one accent colour of the product, in the tone that reads on each background. */
const ACCENT: Record<ThemeMode, string> = { dark: '#6b8cff', light: '#2f5bd8' };

const SURFACES: Record<
  ThemeMode,
  { default: string; paper: string; text: string; muted: string; line: string }
> = {
  dark: { default: '#0f1318', paper: '#161b22', text: '#e6eaf0', muted: '#9aa4b2', line: '#262d38' },
  light: { default: '#f5f7fa', paper: '#ffffff', text: '#141a22', muted: '#5a6472', line: '#dfe3ea' },
};

export const FONT_FAMILY =
  '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The app's Material UI theme: dark and light palettes, one accent, Inter, a 4 px spacing grid. */
export function createAppTheme(mode: ThemeMode): Theme {
  const surface = SURFACES[mode];
  const accent = ACCENT[mode];
  return createTheme({
    spacing: 4,
    shape: { borderRadius: 8 },
    palette: {
      mode,
      // Dark: the hover and focus tone of a filled button (`dark`) keeps the dark text at 5:1 (WCAG AA), where
      // Material's computed one (30 % darker) gives 3.3:1.
      primary:
        mode === 'dark'
          ? { main: accent, dark: '#5a7cf0', contrastText: '#0b1020' }
          : { main: accent, contrastText: '#ffffff' },
      // Material's default red reads at 4.45:1 on the dark paper (and white on it at 3.7:1): the dark
      // palette takes its lighter tone, with dark text on filled red, to pass WCAG AA (4.5:1) both ways.
      ...(mode === 'dark' ? { error: { main: '#f6685e', dark: '#f44336', contrastText: '#0b1020' } } : {}),
      background: { default: surface.default, paper: surface.paper },
      text: { primary: surface.text, secondary: surface.muted },
      divider: surface.line,
    },
    typography: {
      fontFamily: FONT_FAMILY,
      fontSize: 14,
      h1: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.02em' },
      h2: { fontSize: '1.625rem', fontWeight: 700, letterSpacing: '-0.015em' },
      h3: { fontSize: '1.375rem', fontWeight: 650, letterSpacing: '-0.01em' },
      h4: { fontSize: '1.25rem', fontWeight: 650 },
      h5: { fontSize: '1.125rem', fontWeight: 600 },
      h6: { fontSize: '1rem', fontWeight: 600 },
      subtitle1: { fontSize: '0.9375rem', fontWeight: 500 },
      subtitle2: { fontSize: '0.8125rem', fontWeight: 600 },
      body1: { fontSize: '0.9375rem' },
      body2: { fontSize: '0.875rem' },
      overline: { fontSize: '0.6875rem', fontWeight: 600, letterSpacing: '0.08em' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { fontFeatureSettings: '"cv11", "ss01"', WebkitFontSmoothing: 'antialiased' },
          // The app's search fields draw their own clear button (one, labelled "Clear search"): the browser's
          // own cross of `type="search"` would be a second one.
          'input[type="search"]::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' },
        },
      },
      MuiPaper: {
        styleOverrides: { root: { backgroundImage: 'none' } },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: { backgroundColor: surface.paper, borderBottom: `1px solid ${surface.line}` },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 8 } },
      },
      MuiTextField: {
        defaultProps: { fullWidth: true },
      },
      MuiOutlinedInput: {
        styleOverrides: {
          root: { backgroundColor: mode === 'dark' ? alpha('#ffffff', 0.02) : '#ffffff' },
        },
      },
      MuiTooltip: {
        defaultProps: { arrow: true },
      },
      MuiDrawer: {
        styleOverrides: { paper: { borderLeft: `1px solid ${surface.line}` } },
      },
    },
  });
}

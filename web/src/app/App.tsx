import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { EnvBanner } from '../shared/env-banner/EnvBanner';
import { GlobalLoadingBar } from '../shared/loading/GlobalLoadingBar';
import { NotificationHost } from '../shared/notifications/NotificationHost';
import { SplashScreen } from '../shared/splash/SplashScreen';
import { createAppTheme } from '../shared/theme/theme';
import { useStores } from '../stores/store-context';

/** The theme, the app-wide chrome (loading bar, environment banner, notifications) and the routes. */
export const App = observer(function App({ router }: { router: DataRouter }) {
  const { ui } = useStores();
  const theme = useMemo(() => createAppTheme(ui.themeMode), [ui.themeMode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <GlobalLoadingBar />
      <EnvBanner />
      {ui.splashVisible ? <SplashScreen /> : <RouterProvider router={router} />}
      <NotificationHost />
    </ThemeProvider>
  );
});

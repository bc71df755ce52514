import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { createAppRouter } from './app/router';
import { browserSessionStorage, browserStorage } from './stores/key-value-storage';
import { RootStore } from './stores/root-store';
import { StoreContext } from './stores/store-context';

const router = createAppRouter();

const rootStore = new RootStore({
  fetch: window.fetch.bind(window),
  storage: browserStorage(),
  sessionStorage: browserSessionStorage(),
  navigate: (path) => {
    if (router.state.location.pathname !== path) void router.navigate(path, { replace: true });
  },
});
rootStore.start();

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <StoreContext value={rootStore}>
      <App router={router} />
    </StoreContext>
  </StrictMode>,
);

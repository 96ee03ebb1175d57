import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import { populate } from './features/auth/authThunks';

const store = makeStore();
// Spec point 2: on start, load the current user if a token is stored (populate purges otherwise).
void store.dispatch(populate());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </AppProviders>
  </StrictMode>,
);

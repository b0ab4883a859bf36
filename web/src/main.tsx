import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { i18nReady } from './i18n';
import './styles.css';
import Providers from './layout/Providers';
import { createAppRouter } from './router';
import { enablePageRouteReports } from './router/pageRouteReports';
import { storedToken } from './session';
import { useAppStore } from './store';
import { startVersionChecks } from './lib/versionCheck';

const token = storedToken();
if (token) useAppStore.getState().set({ token });

if (import.meta.env.PROD) enablePageRouteReports();
const router = createAppRouter();
startVersionChecks();

// An English session waits for its texts (one small chunk, asked for as the app starts); a Chinese one at once.
// Drawn anyway if they fail to load: Chinese, the default, is always there.
const draw = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
i18nReady.then(draw, draw);

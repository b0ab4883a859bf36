import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './i18n';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

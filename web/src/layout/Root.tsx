import { Outlet } from 'react-router-dom';
import { useAppStore } from '../store';
import InitError from './InitError';
import LoadingOverlay from './LoadingOverlay';
import { useRouteEffects } from './useRouteEffects';

/**
 * Top of the signed-in part of the app: the loading overlay until auth is positive and the user is
 * loaded (unless the startup failed), the init-error screen, then the screens.
 */
export default function Root() {
  useRouteEffects();
  const initError = useAppStore((s) => s.initError);
  const ready = useAppStore((s) => s.authStatus === 'identified' && !!s.user);
  if (initError) return <InitError />;
  if (!ready) return <LoadingOverlay />;
  return <Outlet />;
}

import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import InitError from './InitError';

/** Errors thrown while loading or rendering a route (a failed chunk load, a render error). */
export default function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  if (error) console.error('[tessera] route error', error);
  return <InitError detail={detail} />;
}

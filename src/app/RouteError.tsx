import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { CrashNotice } from './ErrorBoundary';

/** A route that threw while rendering or loading its code. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <CrashNotice />;
}

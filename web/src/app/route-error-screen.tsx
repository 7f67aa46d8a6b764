import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../components/ui/error-screen.tsx';

/** The router catches render and loader errors itself; show them on the global error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unhandled error in a route', error);
  }, [error]);
  return <ErrorScreen />;
}

import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from './error-screen';

/** The full app's route error element (src/app/router.tsx). */
export function RouteError() {
  return <ErrorScreen error={useRouteError()} />;
}

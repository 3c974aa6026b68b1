import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorFallback } from './error-fallback';
import { reportError } from './report-error';

/**
 * The root route's error element: errors React Router catches itself (a lazy route module that
 * fails to load, a loader that throws, a crash in the root layout). Reports once, then shows the
 * same fallback screen; Try Again navigates to the same address again.
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    reportError(error, null);
  }, [error]);

  return (
    <ErrorFallback
      error={error}
      onRetry={() => {
        void navigate(
          { pathname: location.pathname, search: location.search, hash: location.hash },
          { replace: true },
        );
      }}
    />
  );
}

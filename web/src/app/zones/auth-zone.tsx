import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { AuthLayout, redirectTarget } from '../../features/auth';
import { SessionLoading } from './session-loading';

/**
 * /login and /register: the auth card layout, for signed-out visitors only. Signed-in users go
 * on to where they were heading (or /dashboard) — except while a sign-in or registration is
 * still finishing, which navigates by itself once the profile and claims are in place.
 */
export function AuthZone() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading' && !session.busy) return <SessionLoading />;
  if (session.status === 'signed-in' && !session.busy) {
    return <Navigate to={redirectTarget(location.state)} replace />;
  }
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}

export { AuthZone as Component };

import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { logout } from '../../features/auth/api/logout';
import { useSession } from '../../lib/session';
import { CustomerLayout } from '../../features/shell';
import type { Role } from '@haulbooks/domain';
import { SessionLoading } from './session-loading';

/**
 * What every customer screen can read with useOutletContext(). Features declare the part they
 * use as their own interface (they may not import app/), and this object satisfies them all.
 */
export interface CustomerOutletContext {
  user: { uid: string; name: string; email: string; role: Role | null };
}

/**
 * Signed-in customer screens. Signed-out visitors go to /login, which brings them back here
 * (the path is kept in the location state) after signing in.
 */
export function CustomerZone() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  if (session.status === 'loading') return <SessionLoading />;
  if (session.status === 'signed-out') {
    return (
      <Navigate to="/login" replace state={{ from: location.pathname + location.search + location.hash }} />
    );
  }

  const { user } = session;
  const outletContext: CustomerOutletContext = {
    user: { uid: user.uid, name: user.name, email: user.email, role: user.role },
  };

  const handleLogout = () => {
    void logout().then(() => navigate('/login', { replace: true }));
  };

  return (
    <CustomerLayout user={outletContext.user} onLogout={handleLogout}>
      <Outlet context={outletContext} />
    </CustomerLayout>
  );
}

export { CustomerZone as Component };

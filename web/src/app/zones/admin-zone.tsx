import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { logout } from '../../features/auth';
import { useSession } from '../../lib/session';
import { AdminLayout } from '../../features/admin';
import { SessionLoading } from './session-loading';

/**
 * Every /admin/* screen: only a signed-in user whose ID token carries `admin: true` gets in;
 * anyone else is sent to the Administrator Login at /admin. (Firestore rules and the admin
 * callables enforce the same claim on the server.)
 */
export function AdminZone() {
  const session = useSession();
  const navigate = useNavigate();

  if (session.status === 'loading') return <SessionLoading />;
  if (session.status !== 'signed-in' || !session.user.admin) return <Navigate to="/admin" replace />;

  const handleLogout = () => {
    void logout().then(() => navigate('/admin', { replace: true }));
  };

  return (
    <AdminLayout admin={{ name: session.user.name, email: session.user.email }} onLogout={handleLogout}>
      <Outlet />
    </AdminLayout>
  );
}

export { AdminZone as Component };

import { Navigate } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { AdminLoginPage } from '../../features/admin';

/**
 * /admin: the Administrator Login — unless an administrator is already signed in on this device,
 * who goes straight on to the admin dashboard. A signed-in customer still sees the form (their
 * account cannot pass it). The form stays mounted while a sign-in runs, whatever the session
 * passes through, so its error message survives a refused attempt.
 */
export function AdminEntryZone() {
  const session = useSession();
  if (session.status === 'signed-in' && session.user.admin) {
    return <Navigate to="/admin/dashboard" replace />;
  }
  return <AdminLoginPage />;
}

export { AdminEntryZone as Component };

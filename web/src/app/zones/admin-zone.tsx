import { useMemo } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { ownBooks } from '@haulbooks/domain';
import { logout } from '../../features/auth';
import { appDataStore } from '../../lib/data/app-data-store';
import { DataProvider } from '../../lib/data/data-context';
import { useFirestoreAvailability } from '../../lib/data/use-firestore-availability';
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
  const availability = useFirestoreAvailability();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  // The admin area reads platform-wide data (useAdminRepositories); its own subject is the
  // administrator's account, which no admin screen writes to.
  const subject = useMemo(() => (uid ? ownBooks(uid) : null), [uid]);

  if (session.status === 'loading') return <SessionLoading />;
  if (session.status !== 'signed-in' || !session.user.admin || !subject)
    return <Navigate to="/admin" replace />;

  const handleLogout = () => {
    void logout().then(() => navigate('/admin', { replace: true }));
  };

  return (
    <DataProvider store={appDataStore} subject={subject} availability={availability}>
      <AdminLayout admin={{ name: session.user.name, email: session.user.email }} onLogout={handleLogout}>
        <Outlet />
      </AdminLayout>
    </DataProvider>
  );
}

export { AdminZone as Component };

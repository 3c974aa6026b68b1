import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  ADMIN_AUTH_MESSAGES,
  USERS,
  booksAccessFor,
  type Listener,
  type Role,
  type Stored,
  type UserProfileDoc,
} from '@haulbooks/domain';
import { logout } from '../../features/auth';
import { useSession } from '../../lib/session';
import { NotificationBell } from '../../features/notifications';
import { SupportChat } from '../../features/support';
import { CustomerLayout } from '../../features/shell';
import { LapsedNotice } from '../../features/payments';
import { appDataStore } from '../../lib/data/app-data-store';
import { DataProvider, useRepositories } from '../../lib/data/data-context';
import { useFirestoreAvailability } from '../../lib/data/use-firestore-availability';
import { useLive } from '../../lib/data/use-live';
import {
  clearViewingClientId,
  readViewingClientId,
  subjectForSession,
} from '../../lib/data/subject-for-session';
import { notify } from '../../lib/toaster';
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
 * (the path is kept in the location state) after signing in. Every screen below shows the books
 * of one subject: the user's own, or a client an administrator is viewing read-only.
 */
export function CustomerZone() {
  const session = useSession();
  const location = useLocation();
  const availability = useFirestoreAvailability();
  const [viewingClientId, setViewingClientId] = useState(readViewingClientId);
  const user = session.status === 'signed-in' ? session.user : null;
  const uid = user?.uid;
  // A lapsed subscription (canceled, unpaid, trial over) leaves the owner's books read-only.
  const [lapsed, setLapsed] = useState(false);
  useEffect(() => {
    if (!uid || availability !== 'ready') return undefined;
    return appDataStore.collection(USERS, uid).watchDoc(uid, {
      next: (profile) =>
        setLapsed(
          profile ? booksAccessFor(profile.subscriptionStatus, profile.trialEndsAt) === 'read-only' : false,
        ),
      error: () => setLapsed(false),
    });
  }, [uid, availability]);
  const subject = useMemo(
    () => (user ? subjectForSession(user, viewingClientId, lapsed) : null),
    [user, viewingClientId, lapsed],
  );

  if (session.status === 'loading') return <SessionLoading />;
  if (!user || !subject) {
    return (
      <Navigate to="/login" replace state={{ from: location.pathname + location.search + location.hash }} />
    );
  }

  return (
    <DataProvider store={appDataStore} subject={subject} availability={availability}>
      <CustomerShell
        user={{ uid: user.uid, name: user.name, email: user.email, role: user.role }}
        onReturnToAdmin={() => {
          clearViewingClientId();
          setViewingClientId(null);
          notify.success({ title: ADMIN_AUTH_MESSAGES.returnedToAdmin });
        }}
      />
    </DataProvider>
  );
}

/** The layout around the screens; the header shows the subject's saved name as it changes. */
function CustomerShell({
  user,
  onReturnToAdmin,
}: {
  user: CustomerOutletContext['user'];
  onReturnToAdmin: () => void;
}) {
  const navigate = useNavigate();
  const repositories = useRepositories();
  const profile = useLive(
    useCallback(
      (listener: Listener<Stored<UserProfileDoc> | null>) => repositories.profile.watchProfile(listener),
      [repositories],
    ),
  );
  const viewingClient = repositories.subject.viewer === 'admin';
  const savedName = profile.status === 'ready' ? profile.data?.name : undefined;
  const shown = viewingClient
    ? { ...user, name: savedName ?? '', email: profile.status === 'ready' ? (profile.data?.email ?? '') : '' }
    : { ...user, name: savedName ?? user.name };
  const outletContext: CustomerOutletContext = { user: shown };

  const handleLogout = () => {
    if (viewingClient) {
      onReturnToAdmin();
      navigate('/admin/dashboard', { replace: true });
      return;
    }
    void logout().then(() => navigate('/login', { replace: true }));
  };

  return (
    <CustomerLayout
      user={shown}
      onLogout={handleLogout}
      viewingClient={viewingClient}
      notifications={<NotificationBell />}
    >
      {!viewingClient && repositories.subject.readOnly ? <LapsedNotice /> : null}
      <Outlet context={outletContext} />
      <SupportChat />
    </CustomerLayout>
  );
}

export { CustomerZone as Component };

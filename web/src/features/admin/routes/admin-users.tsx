import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Badge,
  Button,
  Flex,
  HStack,
  IconButton,
  Input,
  Menu,
  NativeSelect,
  Portal,
  Text,
} from '@chakra-ui/react';
import {
  ADMIN_SCREEN_TITLES,
  ADMIN_USERS_WINDOW,
  ADMIN_USER_MESSAGES,
  ROLES,
  ROLE_LABELS,
  filterUsers,
  planById,
  subscriptionStatusColor,
  type AdminUser,
  type CreateUserInput,
  type Listener,
} from '@haulbooks/domain';
import {
  ConfirmDialog,
  DataTable,
  EmptyState,
  FormAlert,
  ScreenHeading,
  type DataTableColumn,
} from '../../../components';
import { useAdminRepositories } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { useLive } from '../../../lib/data/use-live';
import { setViewingClientId } from '../../../lib/data/subject-for-session';
import { UsersIcon } from '../../../lib/icons';
import { notify } from '../../../lib/toaster';
import { usersAdminApi, type UsersAdminApi } from '../api/users-admin-api';
import { CreateUserDialog } from '../components/create-user-dialog';
import { UserDetailsDialog } from '../components/user-details-dialog';
import { ADMIN_USERS_UI as UI } from '../messages';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

type Confirm = { kind: 'delete'; uids: string[] } | { kind: 'reset'; user: AdminUser } | null;

function reason(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * User Management (/admin/users): every account (the newest 1,000, live), searched by name,
 * e-mail and company and filtered by role and account type; create a client account, view one in
 * full, suspend or activate it, send a password reset, view the books as the user, and delete
 * selected accounts after confirmation. The server calls come in as `api` (tests pass a fake).
 */
export function AdminUsersPage({ api = usersAdminApi, now }: { api?: UsersAdminApi; now?: Date }) {
  const { users } = useAdminRepositories();
  const navigate = useNavigate();
  const all = useLive(useCallback((listener: Listener<AdminUser[]>) => users.watchAll(listener), [users]));
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('all');
  const [accountType, setAccountType] = useState<'all' | 'real' | 'test'>('all');
  const [selected, setSelected] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const [details, setDetails] = useState<AdminUser | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const loaded = all.status === 'ready' ? all.data : [];
  const rows = filterUsers(loaded, { search, role, accountType });
  const filtered = search.trim() !== '' || role !== 'all' || accountType !== 'all';
  const nameOf = (uid: string) => loaded.find((u) => u.id === uid)?.name ?? uid;

  const create = async (input: CreateUserInput) => {
    try {
      await api.createUser(input);
    } catch (error) {
      throw new Error(reason(error, ADMIN_USER_MESSAGES.createFailed), { cause: error });
    }
    setCreating(false);
    notify.success({ title: UI.created });
    if (input.accountType === 'real' && input.sendWelcomeEmail) {
      try {
        await api.sendPasswordReset(input.email);
        notify.success({ title: ADMIN_USER_MESSAGES.welcomeSent });
      } catch {
        notify.error({ title: ADMIN_USER_MESSAGES.resetFailed });
      }
    }
  };

  const toggleSuspended = async (user: AdminUser) => {
    const suspend = user.suspended !== true;
    try {
      await api.setSuspended(user.id, suspend);
      notify.success({ title: suspend ? ADMIN_USER_MESSAGES.suspended : ADMIN_USER_MESSAGES.activated });
    } catch (error) {
      notify.error({ title: ADMIN_USER_MESSAGES.statusFailed, description: reason(error, '') || undefined });
    }
  };

  const viewAsUser = (user: AdminUser) => {
    setViewingClientId(user.id);
    notify.success({ title: ADMIN_USER_MESSAGES.viewingClient });
    navigate('/dashboard');
  };

  const runConfirmed = async () => {
    if (!confirm) return;
    if (confirm.kind === 'reset') {
      try {
        await api.sendPasswordReset(confirm.user.email);
        notify.success({ title: UI.resetSent });
      } catch {
        notify.error({ title: ADMIN_USER_MESSAGES.resetFailed });
      }
      setConfirm(null);
      return;
    }
    try {
      const result = await api.deleteUsers(confirm.uids);
      if (result.deleted.length > 0) notify.success({ title: UI.deleted(result.deleted.length) });
      if (result.failed.length > 0) {
        notify.error({
          title: ADMIN_USER_MESSAGES.deleteFailed,
          description: UI.notDeleted(result.failed.map((f) => `${nameOf(f.uid)}: ${f.reason}`).join('; ')),
        });
      }
      setSelected((ids) => ids.filter((id) => !result.deleted.includes(id)));
    } catch (error) {
      notify.error({ title: ADMIN_USER_MESSAGES.deleteFailed, description: reason(error, '') || undefined });
    }
    setConfirm(null);
  };

  const columns: readonly DataTableColumn<AdminUser>[] = [
    {
      key: 'user',
      header: UI.columns.user,
      render: (u) => (
        <>
          <Text fontWeight="medium">{u.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {u.email}
          </Text>
        </>
      ),
    },
    { key: 'company', header: UI.columns.company, render: (u) => u.companyName || '—' },
    { key: 'role', header: UI.columns.role, render: (u) => ROLE_LABELS[u.role] },
    { key: 'type', header: UI.columns.type, render: (u) => UI.types[u.accountType] },
    {
      key: 'status',
      header: UI.columns.status,
      render: (u) =>
        u.suspended ? (
          <Badge colorPalette="gray">{UI.status.suspended}</Badge>
        ) : (
          <Badge colorPalette="green">{UI.status.active}</Badge>
        ),
    },
    {
      key: 'subscription',
      header: UI.columns.subscription,
      render: (u) => (
        <HStack gap="2">
          <Text>{planById(u.plan).name}</Text>
          <Badge
            colorPalette={subscriptionStatusColor(u.subscriptionStatus)}
            data-color={subscriptionStatusColor(u.subscriptionStatus)}
          >
            {u.subscriptionStatus}
          </Badge>
        </HStack>
      ),
    },
    { key: 'joined', header: UI.columns.joined, render: (u) => DAY.format(u.createdAt) },
    {
      key: 'actions',
      header: UI.columns.actions,
      align: 'end',
      render: (u) => (
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton aria-label={UI.rowActions(u.name)} variant="ghost" size="sm">
              <span aria-hidden="true">⋮</span>
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="details" onClick={() => setDetails(u)}>
                  {UI.actions.viewDetails}
                </Menu.Item>
                <Menu.Item value="suspend" onClick={() => void toggleSuspended(u)}>
                  {u.suspended ? UI.actions.activate : UI.actions.suspend}
                </Menu.Item>
                <Menu.Item value="reset" onClick={() => setConfirm({ kind: 'reset', user: u })}>
                  {UI.actions.resetPassword}
                </Menu.Item>
                <Menu.Item value="view-as" onClick={() => viewAsUser(u)}>
                  {UI.actions.viewAsUser}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" wrap="wrap">
        <ScreenHeading>{ADMIN_SCREEN_TITLES.users}</ScreenHeading>
        <HStack mb="4">
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() =>
              selected.length === 0
                ? notify.error({ title: ADMIN_USER_MESSAGES.noneSelected })
                : setConfirm({ kind: 'delete', uids: selected })
            }
          >
            {UI.deleteSelected}
            {selected.length > 0 ? ` (${selected.length})` : ''}
          </Button>
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            {UI.createUser}
          </Button>
        </HStack>
      </Flex>

      <Flex gap="3" mb="4" wrap="wrap">
        <Input
          type="search"
          maxW="sm"
          aria-label={UI.searchPlaceholder}
          placeholder={UI.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <NativeSelect.Root width="48">
          <NativeSelect.Field
            aria-label={UI.roleFilter}
            value={role}
            onChange={(e) => setRole(e.target.value)}
          >
            <option value="all">{UI.allRoles}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root width="44">
          <NativeSelect.Field
            aria-label={UI.typeFilter}
            value={accountType}
            onChange={(e) =>
              setAccountType(e.target.value === 'real' || e.target.value === 'test' ? e.target.value : 'all')
            }
          >
            <option value="all">{UI.allTypes}</option>
            <option value="real">{UI.types.real}</option>
            <option value="test">{UI.types.test}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>

      {all.status === 'error' ? (
        <>
          <FormAlert status="error" message={ADMIN_USER_MESSAGES.loadFailed} />
          <DataErrorNotice error={all.error} />
        </>
      ) : (
        <>
          {loaded.length >= ADMIN_USERS_WINDOW ? (
            <FormAlert status="info" message={UI.windowFull(ADMIN_USERS_WINDOW)} />
          ) : null}
          <DataTable
            label={ADMIN_SCREEN_TITLES.users}
            columns={columns}
            rows={rows}
            getRowId={(u) => u.id}
            getRowLabel={(u) => u.name}
            selection={{ selectedIds: selected, onSelectionChange: setSelected }}
            loading={all.status === 'loading'}
            empty={
              <EmptyState
                icon={<UsersIcon />}
                title={UI.emptyTitle}
                text={filtered ? UI.emptyFiltered : UI.emptyFirstUse}
              />
            }
          />
        </>
      )}

      <CreateUserDialog open={creating} onClose={() => setCreating(false)} onCreate={create} />
      <UserDetailsDialog user={details} now={now} onClose={() => setDetails(null)} />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'reset' ? UI.confirmResetTitle : UI.confirmDeleteTitle}
        body={
          confirm?.kind === 'reset'
            ? UI.confirmReset(confirm.user.email)
            : UI.confirmDelete(confirm?.kind === 'delete' ? confirm.uids.length : 0)
        }
        confirmLabel={confirm?.kind === 'reset' ? UI.send : UI.deleteSelected}
        destructive={confirm?.kind === 'delete'}
        onCancel={() => setConfirm(null)}
        onConfirm={runConfirmed}
      />
    </>
  );
}

export function Component() {
  return <AdminUsersPage />;
}

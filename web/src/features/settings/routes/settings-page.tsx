import { useCallback } from 'react';
import { Button, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SCREEN_TITLES, type Listener, type Stored, type UserProfileDoc } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';
import { useRepositories, useSubject } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { useLive } from '../../../lib/data/use-live';
import { changePassword } from '../api/change-password';
import { signOutEverywhere } from '../api/sign-out-everywhere';
import { ApiKeysTab } from '../components/api-keys-tab';
import { NotificationsTab } from '../components/notifications-tab';
import { ProfileTab } from '../components/profile-tab';
import { SecurityTab, type SecurityActions } from '../components/security-tab';
import { SETTINGS_UI } from '../messages';

const FIREBASE_SECURITY_ACTIONS: SecurityActions = { changePassword, signOutEverywhere };

/** Settings (/settings): Profile, Notifications, Security and API Keys of the screen's subject. */
export function SettingsPage({
  securityActions = FIREBASE_SECURITY_ACTIONS,
}: {
  securityActions?: SecurityActions;
}) {
  const navigate = useNavigate();
  const repositories = useRepositories();
  const subject = useSubject();
  const profile = useLive(
    useCallback(
      (listener: Listener<Stored<UserProfileDoc> | null>) => repositories.profile.watchProfile(listener),
      [repositories],
    ),
  );
  const preferences = useLive(
    useCallback(
      (listener: Parameters<typeof repositories.notificationPreferences.watch>[0]) =>
        repositories.notificationPreferences.watch(listener),
      [repositories],
    ),
  );

  return (
    <>
      <ScreenHeading
        actions={
          subject.viewer === 'owner' ? (
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to="/billing">{SETTINGS_UI.billingLink}</RouterLink>
            </Button>
          ) : undefined
        }
      >
        {SCREEN_TITLES.settings}
      </ScreenHeading>
      {subject.readOnly ? (
        <Text mb="4" color="orange.700" data-testid="read-only-notice">
          {SETTINGS_UI.readOnlyNotice}
        </Text>
      ) : null}
      <Tabs.Root
        defaultValue="profile"
        orientation="vertical"
        variant="subtle"
        colorPalette="brand"
        lazyMount
        display="flex"
        flexDirection={{ base: 'column', md: 'row' }}
        gap="6"
      >
        <Tabs.List
          aria-label={SETTINGS_UI.menuLabel}
          minW="44"
          flexDirection={{ base: 'row', md: 'column' }}
          overflowX={{ base: 'auto', md: 'visible' }}
          whiteSpace="nowrap"
        >
          <Tabs.Trigger value="profile">{SETTINGS_UI.tabs.profile}</Tabs.Trigger>
          <Tabs.Trigger value="notifications">{SETTINGS_UI.tabs.notifications}</Tabs.Trigger>
          <Tabs.Trigger value="security">{SETTINGS_UI.tabs.security}</Tabs.Trigger>
          <Tabs.Trigger value="api-keys">{SETTINGS_UI.tabs.apiKeys}</Tabs.Trigger>
        </Tabs.List>
        <Stack flex="1" minW="0">
          <Tabs.Content value="profile" pt="0">
            {profile.status === 'error' ? (
              <DataErrorNotice error={profile.error} />
            ) : profile.status === 'loading' ? (
              <LoadingForm />
            ) : profile.data === null ? (
              <Text>{SETTINGS_UI.profileMissing}</Text>
            ) : (
              <ProfileTab profile={profile.data} />
            )}
          </Tabs.Content>
          <Tabs.Content value="notifications" pt="0">
            {preferences.status === 'error' ? (
              <DataErrorNotice error={preferences.error} />
            ) : preferences.status === 'loading' ? (
              <LoadingForm />
            ) : (
              <NotificationsTab saved={preferences.data} />
            )}
          </Tabs.Content>
          <Tabs.Content value="security" pt="0">
            <SecurityTab
              actions={securityActions}
              onSignedOut={() => navigate('/login', { replace: true })}
            />
          </Tabs.Content>
          <Tabs.Content value="api-keys" pt="0">
            {profile.status === 'ready' && profile.data ? (
              <ApiKeysTab plan={profile.data.plan} />
            ) : (
              <LoadingForm />
            )}
          </Tabs.Content>
        </Stack>
      </Tabs.Root>
    </>
  );
}

function LoadingForm() {
  return (
    <Stack gap="4" aria-busy="true" data-testid="settings-loading" maxW="2xl">
      <Skeleton height="10" />
      <Skeleton height="10" />
      <Skeleton height="10" />
    </Stack>
  );
}

export { SettingsPage as Component };

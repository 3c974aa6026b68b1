import { useCallback, useEffect, useState } from 'react';
import { Button, HStack, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import {
  ADMIN_NOTIFICATION_SETTINGS,
  NOTIFICATION_TOGGLES,
  PLATFORM_SETTINGS_MESSAGES as M,
  notificationSettingsSchema,
  type AdminNotificationSettingsDoc,
  type Listener,
  type NotificationSettings,
  type Stored,
} from '@haulbooks/domain';
import { FormAlert } from '../../../../components';
import { useAdminRepositories } from '../../../../lib/data/data-context';
import { useLive } from '../../../../lib/data/use-live';
import { notify } from '../../../../lib/toaster';
import type { PlatformSettingsApi } from '../../api/platform-settings-api';
import { PLATFORM_SETTINGS_UI } from './messages';

const DEFAULTS = notificationSettingsSchema.getDefault() as NotificationSettings;

/** Notifications: the six switches of which alerts staff get (the admin alerts honour them). */
export function NotificationsTab({ api }: { api: PlatformSettingsApi }) {
  const { platform } = useAdminRepositories();
  const saved = useLive(
    useCallback(
      (listener: Listener<Stored<AdminNotificationSettingsDoc> | null>) =>
        platform.watchNotificationSettings(listener),
      [platform],
    ),
  );
  const [values, setValues] = useState<NotificationSettings>(DEFAULTS);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const ready = saved.status === 'ready';
  const savedData = ready ? saved.data : null;

  useEffect(() => {
    if (!ready) return;
    setValues(
      savedData
        ? (Object.fromEntries(
            NOTIFICATION_TOGGLES.map((key) => [key, savedData[key]]),
          ) as NotificationSettings)
        : DEFAULTS,
    );
  }, [ready, savedData]);

  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      await api.saveNotifications(values);
      notify.success({ title: M.notificationsSaved });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : M.notificationsSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  if (saved.status === 'loading') return <Skeleton height="48" />;
  return (
    <Stack gap="4" maxW="xl" data-collection={ADMIN_NOTIFICATION_SETTINGS.key}>
      <FormAlert message={error} />
      {NOTIFICATION_TOGGLES.map((key) => (
        <Switch.Root
          key={key}
          checked={values[key]}
          onCheckedChange={(details) => setValues((v) => ({ ...v, [key]: details.checked }))}
          justifyContent="space-between"
          width="full"
        >
          <Switch.Label>{PLATFORM_SETTINGS_UI.toggles[key]}</Switch.Label>
          <Switch.HiddenInput />
          <Switch.Control />
        </Switch.Root>
      ))}
      <Text fontSize="sm" color="fg.muted">
        {PLATFORM_SETTINGS_UI.togglesHelp}
      </Text>
      <HStack justify="end">
        <Button colorPalette="brand" loading={saving} onClick={() => void save()}>
          {PLATFORM_SETTINGS_UI.saveToggles}
        </Button>
      </HStack>
    </Stack>
  );
}

import { useState } from 'react';
import { Box, Button, Checkbox, Stack, Table, Text } from '@chakra-ui/react';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  NOTIFICATION_TOPIC_LABELS,
  type NotificationChannel,
  type NotificationSwitches,
} from '@haulbooks/domain';
import { notify } from '../../../lib/toaster';
import { useRepositories, useSubject } from '../../../lib/data/data-context';
import { FormAlert } from '../../../components';
import { SETTINGS_UI } from '../messages';

const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  Email: SETTINGS_UI.channelEmail,
  InApp: SETTINGS_UI.channelInApp,
};

/** Settings > Notifications: one switch per topic and channel, saved together. */
export function NotificationsTab({ saved }: { saved: NotificationSwitches }) {
  const { notificationPreferences } = useRepositories();
  const { readOnly } = useSubject();
  const [switches, setSwitches] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      await notificationPreferences.save(switches);
      notify.success({ title: SETTINGS_UI.preferencesSaved });
    } catch (cause) {
      setError(SETTINGS_UI.preferencesSaveFailed);
      notify.error({
        title: SETTINGS_UI.preferencesSaveFailed,
        description: cause instanceof Error ? cause.message : undefined,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="5" maxW="2xl">
      <Text color="fg.muted">{SETTINGS_UI.notificationsIntro}</Text>
      <FormAlert message={error} />
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader />
            {NOTIFICATION_CHANNELS.map((channel) => (
              <Table.ColumnHeader key={channel} textAlign="center">
                {CHANNEL_LABELS[channel]}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {NOTIFICATION_TOPICS.map((topic) => (
            <Table.Row key={topic}>
              <Table.Cell>
                <Text fontWeight="medium">{NOTIFICATION_TOPIC_LABELS[topic].title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {NOTIFICATION_TOPIC_LABELS[topic].description}
                </Text>
              </Table.Cell>
              {NOTIFICATION_CHANNELS.map((channel) => {
                const key = `${topic}${channel}` as const;
                return (
                  <Table.Cell key={channel} textAlign="center">
                    <Box display="inline-flex">
                      <Checkbox.Root
                        colorPalette="brand"
                        checked={switches[key]}
                        disabled={readOnly}
                        onCheckedChange={(details) =>
                          setSwitches((current) => ({ ...current, [key]: details.checked === true }))
                        }
                      >
                        <Checkbox.HiddenInput
                          aria-label={`${NOTIFICATION_TOPIC_LABELS[topic].title}: ${CHANNEL_LABELS[channel]}`}
                        />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Box>
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {readOnly ? null : (
        <Button colorPalette="brand" alignSelf="flex-start" loading={saving} onClick={() => void save()}>
          {SETTINGS_UI.savePreferences}
        </Button>
      )}
    </Stack>
  );
}

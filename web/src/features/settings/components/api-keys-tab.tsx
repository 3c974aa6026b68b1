import { Badge, Stack, Text } from '@chakra-ui/react';
import { planById, type PlanId } from '@haulbooks/domain';
import { SETTINGS_UI } from '../messages';

/**
 * Settings > API Keys. The Fleet plan lists API access, but there is no public API yet, and keys
 * without an API would be a promise we cannot keep: this says so plainly.
 */
export function ApiKeysTab({ plan }: { plan: PlanId }) {
  return (
    <Stack gap="4" maxW="2xl">
      <Text>{SETTINGS_UI.apiKeysText}</Text>
      <Text color="fg.muted">
        {SETTINGS_UI.apiKeysPlanNote}{' '}
        <Badge colorPalette="brand" variant="subtle">
          {planById(plan).name}
        </Badge>
      </Text>
    </Stack>
  );
}

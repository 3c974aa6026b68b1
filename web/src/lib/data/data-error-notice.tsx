import { Alert, Code, Stack } from '@chakra-ui/react';
import type { DataError } from '@haulbooks/domain';
import { FIRESTORE_NOT_RUNNING_FIX, FIRESTORE_NOT_RUNNING_TITLE } from './emulator-notice-text';

export const DATA_ERROR_TITLES = {
  unavailable: 'Your data cannot be reached right now',
  permission: 'You do not have access to this account’s data',
  malformed: 'Some of this account’s data could not be read',
  unknown: 'Something went wrong while loading your data',
} as const;

/**
 * The one way a data screen says it cannot show its data: the Firestore emulator missing in local
 * work (with the fix), no permission, a malformed document (named, so it can be repaired), or any
 * other failure. Never an endless spinner.
 */
export function DataErrorNotice({ error }: { error: DataError }) {
  if (error.code === 'unavailable' && error.message === FIRESTORE_NOT_RUNNING_TITLE) {
    return (
      <Alert.Root status="warning" data-testid="firestore-not-running">
        <Alert.Indicator />
        <Stack gap="1">
          <Alert.Title>{FIRESTORE_NOT_RUNNING_TITLE}</Alert.Title>
          <Alert.Description>{FIRESTORE_NOT_RUNNING_FIX}</Alert.Description>
        </Stack>
      </Alert.Root>
    );
  }
  const title =
    error.code === 'unavailable'
      ? DATA_ERROR_TITLES.unavailable
      : error.code === 'permission-denied'
        ? DATA_ERROR_TITLES.permission
        : error.code === 'malformed-document'
          ? DATA_ERROR_TITLES.malformed
          : DATA_ERROR_TITLES.unknown;
  return (
    <Alert.Root status="error" data-testid="data-error">
      <Alert.Indicator />
      <Stack gap="1">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Code variant="plain" whiteSpace="pre-wrap">
            {error.message}
          </Code>
        </Alert.Description>
      </Stack>
    </Alert.Root>
  );
}

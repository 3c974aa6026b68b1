import { Flex, Spinner, Text } from '@chakra-ui/react';
import { AUTH_UI } from '@haulbooks/domain';

/** Shown while Firebase Auth restores the session, so nobody stares at a blank page. */
export function SessionLoading() {
  return (
    <Flex minHeight="100dvh" align="center" justify="center" direction="column" gap="3" role="status">
      <Spinner size="lg" color="brand.600" borderWidth="3px" />
      <Text color="fg.muted" fontSize="sm">
        {AUTH_UI.loading}
      </Text>
    </Flex>
  );
}

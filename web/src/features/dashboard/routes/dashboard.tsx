import { Heading, Stack, Text } from '@chakra-ui/react';
import { useOutletContext } from 'react-router-dom';
import { SCREEN_TITLES, SHELL_MESSAGES } from '@haulbooks/domain';

/** The part of the customer zone's outlet context the dashboard reads. */
export interface DashboardContext {
  user: { name: string };
}

/**
 * Dashboard shell: title and greeting. The period selector, figures and role-dependent panels
 * (customer-app.md §2, Dashboard) read Firestore aggregates and arrive with the data issues.
 */
export function DashboardPage() {
  const { user } = useOutletContext<DashboardContext>();
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl">
        {SCREEN_TITLES.dashboard}
      </Heading>
      <Text color="fg.muted">{SHELL_MESSAGES.greeting(user.name)}</Text>
    </Stack>
  );
}

export { DashboardPage as Component };

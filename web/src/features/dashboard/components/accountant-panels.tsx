import { SimpleGrid } from '@chakra-ui/react';
import { DASHBOARD_MESSAGES } from '@haulbooks/domain';
import { EmptyState } from '../../../components';
import { DASHBOARD_UI } from '../messages';
import { Panel } from './panel';

/**
 * Accountants: Client Overview and Tasks Due. Accountant access to clients' books is not built
 * yet (the rules' isAccountantFor() is closed), so both show their empty states.
 */
export function AccountantPanels() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mb="4">
      <Panel title={DASHBOARD_MESSAGES.clientOverview}>
        <EmptyState title={DASHBOARD_MESSAGES.noClients} text={DASHBOARD_UI.noClientsText} />
      </Panel>
      <Panel title={DASHBOARD_MESSAGES.tasksDue}>
        <EmptyState title={DASHBOARD_MESSAGES.noTasks} text={DASHBOARD_UI.noTasksText} />
      </Panel>
    </SimpleGrid>
  );
}

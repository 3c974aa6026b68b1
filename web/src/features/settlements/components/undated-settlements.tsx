import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Card, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import {
  formatCents,
  type Listener,
  type SettlementRow,
  type SettlementStatusFilter,
} from '@haulbooks/domain';
import { useRepositories } from '../../../lib/data/data-context';
import { useLive } from '../../../lib/data/use-live';
import { SETTLEMENTS_UI } from '../messages';
import { SettlementStatusBadge } from './settlement-status-badge';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

/**
 * The settlements without a date, above the list: a date-ordered query (every period of the list)
 * leaves them out, so they are listed here, newest first (with the list's search and status), each
 * linking to its details where the date can be added. Nothing shows while there are none. A failure to read shows in the list
 * below, which reads the same collection.
 */
export function UndatedSettlements({ search, status }: { search: string; status: SettlementStatusFilter }) {
  const repositories = useRepositories();
  const undated = useLive(
    useCallback(
      (listener: Listener<SettlementRow[]>) => repositories.settlements.watchUndated(listener, search),
      [repositories, search],
    ),
  );
  const rows =
    undated.status === 'ready'
      ? undated.data.filter((row) => status === 'all' || row.parsedStatus === status)
      : [];
  if (rows.length === 0) return null;
  return (
    <Card.Root size="sm" mb="4" variant="outline" data-testid="undated-settlements">
      <Card.Header>
        <Heading as="h2" size="sm">
          {SETTLEMENTS_UI.undatedHeading(rows.length)}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {SETTLEMENTS_UI.undatedText}
        </Text>
      </Card.Header>
      <Card.Body pt="2">
        <List.Root variant="plain" gap="2" aria-label={SETTLEMENTS_UI.undatedListLabel}>
          {rows.map((row) => (
            <List.Item key={row.id}>
              <HStack justify="space-between" width="full" gap="3" wrap="wrap">
                <Stack gap="0">
                  <Link asChild fontWeight="medium" color="brand.700">
                    <RouterLink to={`/settlements/${row.id}`}>
                      {row.brokerName || row.fileName || SETTLEMENTS_UI.noBroker}
                    </RouterLink>
                  </Link>
                  <Text fontSize="xs" color="fg.muted">
                    {SETTLEMENTS_UI.undatedAdded(WHEN.format(row.createdAt))}
                    {row.grossCents === undefined ? '' : ` · ${formatCents(row.grossCents)}`}
                  </Text>
                </Stack>
                <SettlementStatusBadge status={row.parsedStatus} />
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}

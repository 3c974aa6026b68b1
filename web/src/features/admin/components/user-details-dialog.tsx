import { useCallback } from 'react';
import {
  Badge,
  Box,
  Button,
  Dialog,
  Flex,
  Heading,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  ADMIN_USER_MESSAGES,
  ROLE_LABELS,
  formatCents,
  paymentStatusColor,
  planById,
  reportFileOf,
  type AdminUser,
} from '@haulbooks/domain';
import { useAdminRepositories } from '../../../lib/data/data-context';
import { useLoad } from '../../../lib/data/use-load';
import { downloadFile } from '../../../lib/download';
import { ADMIN_USERS_UI } from '../messages';

const UI = ADMIN_USERS_UI.details;
const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function timeZoneOf(user: AdminUser): string {
  return user.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
}

/** One account in full: profile, this month and this year from its aggregates, activity, payments, tax documents. */
export function UserDetailsDialog({
  user,
  now,
  onClose,
}: {
  user: AdminUser | null;
  now?: Date;
  onClose: () => void;
}) {
  return (
    <Dialog.Root
      open={user !== null}
      onOpenChange={(event) => (event.open ? undefined : onClose())}
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{UI.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{user ? <DetailsBody user={user} now={now} /> : null}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {UI.close}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Line({ term, value }: { term: string; value: string }) {
  return (
    <Flex justify="space-between" gap="4">
      <Text color="fg.muted">{term}</Text>
      <Text fontVariantNumeric="tabular-nums" textAlign="end">
        {value}
      </Text>
    </Flex>
  );
}

function DetailsBody({ user, now }: { user: AdminUser; now?: Date }) {
  const { users } = useAdminRepositories();
  const load = useCallback(
    () => users.details(user.id, timeZoneOf(user), now ?? new Date()),
    [users, user, now],
  );
  const details = useLoad(load);
  return (
    <Stack gap="5" data-testid="user-details">
      <Box>
        <Heading as="h3" size="md">
          {user.name}
        </Heading>
        <Text color="fg.muted">{user.email}</Text>
        <Stack gap="1" mt="2" fontSize="sm">
          <Line term={ADMIN_USERS_UI.columns.role} value={ROLE_LABELS[user.role]} />
          <Line term={UI.plan} value={`${planById(user.plan).name} (${user.subscriptionStatus})`} />
          <Line term={UI.company} value={user.companyName || '—'} />
          <Line term={UI.phone} value={user.phone || '—'} />
          <Line term={UI.address} value={user.address || '—'} />
          <Line term={UI.joined} value={DAY.format(user.createdAt)} />
        </Stack>
      </Box>
      {details.status === 'error' ? (
        <Text color="fg.error">{ADMIN_USER_MESSAGES.detailsFailed}</Text>
      ) : details.status === 'loading' ? (
        <Stack gap="2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="5" />
          ))}
        </Stack>
      ) : (
        <>
          <Box>
            <Heading as="h4" size="sm" mb="2">
              {UI.financial}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="1" fontSize="sm">
              <Line
                term={UI.monthlyRevenue}
                value={formatCents(details.data.financial.monthlyRevenueCents)}
              />
              <Line
                term={UI.monthlyExpenses}
                value={formatCents(details.data.financial.monthlyExpensesCents)}
              />
              <Line term={UI.ytdRevenue} value={formatCents(details.data.financial.ytdRevenueCents)} />
              <Line term={UI.ytdExpenses} value={formatCents(details.data.financial.ytdExpensesCents)} />
              <Line term={UI.taxDeductible} value={formatCents(details.data.financial.taxDeductibleCents)} />
              <Line term={UI.pendingSettlements} value={String(details.data.financial.pendingSettlements)} />
            </SimpleGrid>
          </Box>
          <Box>
            <Heading as="h4" size="sm" mb="2">
              {UI.recentActivity}
            </Heading>
            {details.data.recentActivity.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                {UI.noActivity}
              </Text>
            ) : (
              <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
                {details.data.recentActivity.map((a) => (
                  <Flex as="li" key={a.id} justify="space-between" gap="3">
                    <Text>
                      {a.title}
                      {a.description ? ` — ${a.description}` : ''}
                    </Text>
                    <Text color="fg.muted" flexShrink={0}>
                      {WHEN.format(a.at)}
                    </Text>
                  </Flex>
                ))}
              </Stack>
            )}
          </Box>
          <Box>
            <Heading as="h4" size="sm" mb="2">
              {UI.subscriptionHistory}
            </Heading>
            {details.data.payments.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                {UI.noPayments}
              </Text>
            ) : (
              <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
                {details.data.payments.map((p) => (
                  <Flex as="li" key={p.id} justify="space-between" gap="3">
                    <Text>
                      {DAY.format(p.at)} · {p.description}
                    </Text>
                    <Flex gap="2" align="center">
                      <Text fontVariantNumeric="tabular-nums">{formatCents(p.amountCents)}</Text>
                      <Badge colorPalette={paymentStatusColor(p.status)}>{p.status}</Badge>
                    </Flex>
                  </Flex>
                ))}
              </Stack>
            )}
          </Box>
          <Box>
            <Heading as="h4" size="sm" mb="2">
              {UI.taxDocuments}
            </Heading>
            {details.data.taxDocuments.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                {UI.noTaxDocuments}
              </Text>
            ) : (
              <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
                {details.data.taxDocuments.map((doc) => (
                  <Flex as="li" key={doc.id} justify="space-between" gap="3" align="center">
                    <Text>
                      {doc.name} · {DAY.format(doc.createdAt)}
                    </Text>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => {
                        const file = reportFileOf(doc);
                        downloadFile(file.name, file.body, file.type);
                      }}
                    >
                      {UI.download}
                    </Button>
                  </Flex>
                ))}
              </Stack>
            )}
          </Box>
        </>
      )}
    </Stack>
  );
}

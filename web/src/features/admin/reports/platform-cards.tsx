import { Text } from '@chakra-ui/react';
import { ADMIN_REPORTS_MESSAGES as M, formatCents, vsLastPeriod } from '@haulbooks/domain';
import { FigureRow } from '../../../components';
import type { PlatformReport } from './use-platform-report';

/** The four stat cards, each with its change against the previous period of the same kind. */
export function PlatformCards({ report }: { report: PlatformReport | null }) {
  const current = report?.cards.current;
  const change = report?.cards.change;
  const figure = (key: keyof NonNullable<typeof current>, label: string, text: (n: number) => string) => ({
    key,
    label,
    value: current ? text(current[key]) : null,
    note: change ? vsLastPeriod(change[key]) : undefined,
  });
  return (
    <>
      <FigureRow
        figures={[
          figure('revenueCents', M.cards.revenue, formatCents),
          figure('activeUsers', M.cards.activeUsers, (n) => n.toLocaleString('en-US')),
          figure('documentsProcessed', M.cards.documents, (n) => n.toLocaleString('en-US')),
          figure('arpuCents', M.cards.arpu, formatCents),
        ]}
      />
      <Text color="fg.muted" fontSize="sm" mt="-3" mb="6" data-testid="active-users-help">
        {M.activeUsersHelp}
      </Text>
    </>
  );
}

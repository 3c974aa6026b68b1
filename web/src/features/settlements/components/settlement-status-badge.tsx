import { Badge } from '@chakra-ui/react';
import type { ParsedStatus } from '@haulbooks/domain';
import { SETTLEMENTS_UI } from '../messages';

const PALETTE: Record<ParsedStatus, string> = { processed: 'green', pending: 'yellow', error: 'red' };

/** Processed, Pending or Error (customer-app.md §4), coloured by value. */
export function SettlementStatusBadge({ status }: { status: ParsedStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {SETTLEMENTS_UI.statusLabels[status]}
    </Badge>
  );
}

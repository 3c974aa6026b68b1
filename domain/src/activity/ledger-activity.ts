import { categoryLabel } from '../categories/screen-categories.js';
import type { ActivityDoc, ExpenseDoc, SettlementDoc } from '../data/collections.js';
import { formatBusinessDate } from '../dates/calendar.js';
import { ACTIVITY_MESSAGES as M } from '../messages/activity.js';
import { formatCents } from '../money/format.js';

export type LedgerDocument =
  | { readonly type: 'expense'; readonly id: string; readonly doc: ExpenseDoc }
  | { readonly type: 'settlement'; readonly id: string; readonly doc: SettlementDoc };

export type LedgerEvent = 'created' | 'deleted';

export interface LedgerActivityItem {
  /** Deterministic per source document and event, so a retried trigger writes the same item. */
  readonly id: string;
  readonly data: Omit<ActivityDoc, 'createdAt'>;
}

const MAX_ID = 128;

/** A short, stable digest (FNV-1a, 32 bits) for ids too long to embed whole. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function activityId(type: LedgerDocument['type'], event: LedgerEvent, sourceId: string): string {
  const id = `${type}-${event}-${sourceId}`;
  return id.length <= MAX_ID ? id : `${id.slice(0, MAX_ID - 9)}-${digest(sourceId)}`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The Recent Activity item for a ledger document created or deleted. */
export function ledgerActivity(source: LedgerDocument, event: LedgerEvent): LedgerActivityItem {
  const id = activityId(source.type, event, source.id);
  if (source.type === 'expense') {
    const { doc } = source;
    const title = (event === 'created' ? M.expenseRecorded : M.expenseDeleted)(
      categoryLabel(doc.category),
      formatCents(doc.amountCents),
    );
    const description = `${doc.description} · ${M.onDate(formatBusinessDate(doc.date))}`;
    return {
      id,
      data: {
        type: 'expense',
        title: clip(title, 120),
        description: clip(description, 500),
        status: 'success',
      },
    };
  }
  const { doc } = source;
  const name = doc.brokerName || doc.fileName || M.untitledSettlement;
  const what = doc.grossCents === undefined ? name : `${name} ${formatCents(doc.grossCents)}`;
  const title = (event === 'created' ? M.settlementAdded : M.settlementDeleted)(what);
  const details = [
    ...(doc.date ? [M.onDate(formatBusinessDate(doc.date))] : []),
    ...(event === 'created' && doc.parsedStatus === 'pending' ? [M.settlementPending] : []),
    ...(event === 'created' && doc.parsedStatus === 'error' ? [M.settlementError] : []),
  ];
  const status = event === 'deleted' || doc.parsedStatus === 'processed' ? 'success' : doc.parsedStatus;
  return {
    id,
    data: {
      type: 'settlement',
      title: clip(title, 120),
      description: clip(details.join(' · '), 500),
      status,
    },
  };
}

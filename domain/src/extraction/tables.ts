import { findMoney, foldPattern, foldText, runInteger, splitCells, type NumberLocale } from './tokens.js';

export type ColumnKind = 'id' | 'miles' | 'linehaul' | 'fsc' | 'broker' | 'amount' | 'other';

interface Column {
  kind: ColumnKind;
  idRank: number;
  start: number;
  end: number;
}

/** Which id column names the trip best: a trip beats a load, a load beats a PRO, … an invoice. */
export const ID_RANKS: [RegExp, number][] = [
  [foldPattern(/^(trip|viaje|voyage|no voyage)/), 1],
  [foldPattern(/^(load|carta porte|cp\b)/), 2],
  [foldPattern(/^pro/), 3],
  [foldPattern(/^(freight bill|fb)/), 4],
  [foldPattern(/^order/), 5],
  [foldPattern(/^move/), 6],
  [foldPattern(/^(shipment|embarque|expedition)/), 7],
  [foldPattern(/^(ref|folio)/), 8],
  [foldPattern(/^(invoice|factura|facture)/), 9],
];

const ID_HEADER = foldPattern(
  /^(trip|load|pro|freight bill|fb|order|invoice|move|reference|ref|shipment|viaje|voyage|no voyage|carta porte|factura|facture|folio|embarque)\s*(#|no\.?|num\.?|number|id)?$/,
);
const MILES_HEADER = foldPattern(/^((loaded|total|paid) )?(miles|millas|milles|mi|distance)$/);
const LINEHAUL_HEADER = foldPattern(/^(line ?haul|base|flete|fletes|taux de base|base rate)$/);
const FSC_HEADER = foldPattern(/^(fsc|fuel sur\.?|fuel surcharge|recargo|surcharge)$/);
const BROKER_HEADER = foldPattern(/^(broker|customer|debtor|deudor|debiteur|client du transport)$/);
const AMOUNT_HEADER = foldPattern(
  /^(amount|amt|pay|rate|total|amount paid|invoice amt|invoice amount|other|montant|importe|monto|total revenue|revenue|trip total|load total|total pay|carrier pay)$/,
);

function columnOf(text: string, start: number, end: number): Column {
  const t = foldText(text).replace(/[:.]$/, '').trim();
  const base = { start, end, idRank: 99 };
  if (ID_HEADER.test(t)) return { ...base, kind: 'id', idRank: ID_RANKS.find(([p]) => p.test(t))?.[1] ?? 99 };
  if (MILES_HEADER.test(t)) return { ...base, kind: 'miles' };
  if (LINEHAUL_HEADER.test(t)) return { ...base, kind: 'linehaul' };
  if (FSC_HEADER.test(t)) return { ...base, kind: 'fsc' };
  if (BROKER_HEADER.test(t)) return { ...base, kind: 'broker' };
  if (AMOUNT_HEADER.test(t)) return { ...base, kind: 'amount' };
  return { ...base, kind: 'other' };
}

function nearestColumn(columns: Column[], start: number, end: number): Column | undefined {
  let best: Column | undefined;
  let bestScore = -Infinity;
  for (const c of columns) {
    const overlap = Math.min(end, c.end) - Math.max(start, c.start);
    const distance = Math.abs((start + end) / 2 - (c.start + c.end) / 2);
    const score = overlap > 0 ? 1000 + overlap : -distance;
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

export interface TableFindings {
  consumed: Set<number>;
  ids: { value: string; rank: number; line: number }[];
  brokers: string[];
  miles: number | null;
  linehaul: number | null;
  fsc: number | null;
  /** The sum (or printed total) of amount columns: trip or invoice totals before any fee. */
  amount: number | null;
}

type Sums = Record<'miles' | 'linehaul' | 'fsc' | 'amount', number>;
const SUM_KEYS = ['miles', 'linehaul', 'fsc', 'amount'] as const;

/** Column tables (loads, freight bills, invoices): ids, brokers and per-column totals. */
export function readTables(lines: string[], locale: NumberLocale): TableFindings {
  const out: TableFindings = {
    consumed: new Set(),
    ids: [],
    brokers: [],
    miles: null,
    linehaul: null,
    fsc: null,
    amount: null,
  };
  for (let i = 0; i < lines.length; i += 1) {
    const header = lines[i] ?? '';
    if (findMoney(header, locale).length > 0) continue;
    const columns = splitCells(header).map((c) => columnOf(c.text, c.start, c.end));
    const known = columns.filter((c) => c.kind !== 'other');
    if (columns.length < 3 || known.length < 2 || !known.some((c) => c.kind === 'id')) continue;
    out.consumed.add(i);
    const sums: Sums = { miles: 0, linehaul: 0, fsc: 0, amount: 0 };
    const seen = { miles: false, linehaul: false, fsc: false, amount: false };
    let totals: Sums | null = null;
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const row = lines[j] ?? '';
      const cells = splitCells(row);
      if (cells.length < 2) break;
      const isTotal = /^totals?\b|^total\s/i.test(cells[0]?.text ?? '');
      const values: Sums = { miles: 0, linehaul: 0, fsc: 0, amount: 0 };
      const found = { miles: false, linehaul: false, fsc: false, amount: false };
      let rowId: { value: string; rank: number } | null = null;
      let rowBroker: string | null = null;
      let numericOnly = true;
      for (const cell of isTotal ? cells.slice(1) : cells) {
        const column = nearestColumn(columns, cell.start, cell.end);
        if (!column) continue;
        const money = findMoney(cell.text, locale)[0];
        const integer = runInteger(cell.text.replace(/[$\s]+$/, '').replace(/^\$/, ''), locale);
        if (!money && integer === null) numericOnly = false;
        if (
          column.kind === 'id' &&
          /\d/.test(cell.text) &&
          cell.text.length >= 3 &&
          (!rowId || column.idRank < rowId.rank)
        ) {
          rowId = { value: cell.text, rank: column.idRank };
        } else if (column.kind === 'broker' && /\p{L}/u.test(cell.text)) rowBroker = cell.text;
        else if (column.kind === 'miles' && integer !== null && !money) {
          values.miles = integer;
          found.miles = true;
        } else if (column.kind === 'linehaul' || column.kind === 'fsc' || column.kind === 'amount') {
          if (money) {
            values[column.kind] = money.cents;
            found[column.kind] = true;
          }
        }
      }
      // A totals row is labelled Total, or is only numbers under the table's number columns.
      if (isTotal || (!rowId && numericOnly && SUM_KEYS.some((k) => found[k]))) {
        totals = { ...values };
        for (const k of SUM_KEYS) if (!found[k]) totals[k] = seen[k] ? sums[k] : Number.NaN;
        // "Total Invoices 4,525.00" is also a labelled line the amount reader should see.
        if (!isTotal || /^totals?:?$/i.test(cells[0]?.text ?? '')) out.consumed.add(j);
        j += 1;
        break;
      }
      if (!rowId) break; // not a data row: the table has ended
      out.consumed.add(j);
      out.ids.push({ ...rowId, line: j });
      if (rowBroker) out.brokers.push(rowBroker);
      for (const k of SUM_KEYS) {
        if (found[k]) {
          sums[k] += values[k];
          seen[k] = true;
        }
      }
    }
    const pick = (k: (typeof SUM_KEYS)[number]) =>
      totals && !Number.isNaN(totals[k]) ? totals[k] : seen[k] ? sums[k] : null;
    out.miles ??= pick('miles');
    out.linehaul ??= pick('linehaul');
    out.fsc ??= pick('fsc');
    out.amount ??= pick('amount');
    i = j - 1;
  }
  return out;
}

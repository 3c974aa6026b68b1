import type { BusinessDate } from '../dates/calendar.js';
import { fixOcrDigits, findDates, findMoney, parseInteger, splitCells, type MoneyToken } from './tokens.js';

export interface ExtractedField<T> {
  value: T | null;
  /** 0 (not found) to 1 (certain). */
  confidence: number;
}

export interface ExtractedDeduction {
  label: string;
  amountCents: number;
  confidence: number;
}

export interface SettlementExtraction {
  gross: ExtractedField<number>;
  net: ExtractedField<number>;
  date: ExtractedField<BusinessDate>;
  broker: ExtractedField<string>;
  tripNumber: ExtractedField<string>;
  miles: ExtractedField<number>;
  linehaul: ExtractedField<number>;
  fuelSurcharge: ExtractedField<number>;
  advances: ExtractedField<number>;
  escrow: ExtractedField<number>;
  reimbursements: ExtractedField<number>;
  deductions: ExtractedDeduction[];
  /** gross − deductions − advances − escrow = net, to the cent, both as printed. */
  reconciles: boolean;
}

type Kind =
  | 'totalDeductions'
  | 'net'
  | 'gross'
  | 'escrow'
  | 'advances'
  | 'fuelSurcharge'
  | 'reimbursements'
  | 'linehaul';

const FIELD_PATTERNS: [Kind, RegExp][] = [
  ['totalDeductions', /^(total (deductions|charges|debits)|deductions total|less total)/],
  [
    'net',
    /\bnet\b|amount paid|total paid|check amount|deposit amount|amount deposited|total payment|payment total|amount remitted|total remitted/,
  ],
  [
    'gross',
    /gross|total (earnings|revenue|compensation|pay\b|income|settlement|credits|amount|invoices?)|carrier pay total|purchase amount|invoice total/,
  ],
  ['escrow', /escrow|reserve/],
  ['advances', /advance|com-?chek|t-chek|efs check|cash adv/],
  ['fuelSurcharge', /fuel sur|\bfsc\b|fuel adj/],
  ['reimbursements', /reimb|lumper|^tolls?\b|rebate/],
  [
    'linehaul',
    /line ?haul|base rate|mileage pay|miles? pay|contractor share|revenue share|% of revenue|percentage pay|move pay|freight pay/,
  ],
];

const DEDUCTION_WORDS =
  /fee|insurance|\bins\b|occ(upational)?\.? ?acc|\beld\b|qualcomm|omnitracs|trailer rent|lease|truck pay|tractor|fuel (purchase|card)|^fuel\b|plates|\birp\b|ifta|permit|\btax\b|fica|social security|soc sec|medicare|w\/h|withholding|401|garnish|uniform|cargo|\bcpp\b|\bei\b|chassis|port fees/;
const SECTION_START = /^(deductions|charges|debits|withholdings|less)\b/i;
const SECTION_END_HEADING = /^(earnings|credits|reimbursements|summary|payments?)\b/i;
const COMPANY =
  /\b(inc\.?|llc|l\.l\.c\.|corp\.?|co\.|company|companies|ltd\.?|logistics|transport|transportation|trucking|freight|express|lines|carriers?|enterprises|national|ranger|inway|financial|capital|factoring|worldwide|relay|distribution|services)(?=\W|$)/i;
const TITLE = /(statement|settlement|remittance|stub|earnings|payment|advice|notification|details|summary)/i;

interface Line {
  index: number;
  text: string;
  money: MoneyToken[];
  label: string;
}

function cleanLabel(text: string): string {
  return text
    .replace(/^\s*(less|minus)\s*:?\s*/i, '')
    .replace(/^[\s\-•*]+/, '')
    .replace(/[\s.:$]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

type Column = {
  kind: 'id' | 'miles' | 'linehaul' | 'fsc' | 'broker' | 'amount' | 'other';
  idRank: number;
  start: number;
  end: number;
};

const ID_RANKS: [RegExp, number][] = [
  [/^trip/, 1],
  [/^load/, 2],
  [/^pro/, 3],
  [/^(freight bill|fb)/, 4],
  [/^order/, 5],
  [/^move/, 6],
  [/^shipment/, 7],
  [/^ref/, 8],
  [/^invoice/, 9],
];

function columnOf(text: string, start: number, end: number): Column {
  const t = text.toLowerCase();
  const base = { start, end, idRank: 99 };
  if (
    /^(trip|load|pro|freight bill|fb|order|invoice|move|reference|ref|shipment)\s*(#|no\.?|number|id)?$/.test(
      t,
    )
  ) {
    return { ...base, kind: 'id', idRank: ID_RANKS.find(([p]) => p.test(t))?.[1] ?? 99 };
  }
  if (/^((loaded|total|paid) )?miles$|^mi$/.test(t)) return { ...base, kind: 'miles' };
  if (/^line ?haul$|^base$/.test(t)) return { ...base, kind: 'linehaul' };
  if (/^(fsc|fuel sur\.?|fuel surcharge)$/.test(t)) return { ...base, kind: 'fsc' };
  if (/^(broker|customer|debtor)$/.test(t)) return { ...base, kind: 'broker' };
  if (/^(amount|amt|pay|rate|total|amount paid|invoice amt|invoice amount|other)$/.test(t))
    return { ...base, kind: 'amount' };
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

interface TableFindings {
  consumed: Set<number>;
  ids: { value: string; rank: number; line: number }[];
  brokers: string[];
  miles: number | null;
  linehaul: number | null;
  fsc: number | null;
}

/** Column tables (loads, freight bills, invoices): ids, brokers and per-column totals. */
function readTables(lines: string[]): TableFindings {
  const out: TableFindings = {
    consumed: new Set(),
    ids: [],
    brokers: [],
    miles: null,
    linehaul: null,
    fsc: null,
  };
  for (let i = 0; i < lines.length; i += 1) {
    const header = lines[i] ?? '';
    if (findMoney(header).length > 0) continue;
    const columns = splitCells(header).map((c) => columnOf(c.text, c.start, c.end));
    const known = columns.filter((c) => c.kind !== 'other');
    if (columns.length < 3 || known.length < 2 || !known.some((c) => c.kind === 'id')) continue;
    out.consumed.add(i);
    const sums = { miles: 0, linehaul: 0, fsc: 0 };
    const seen = { miles: false, linehaul: false, fsc: false };
    let totals: typeof sums | null = null;
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const row = lines[j] ?? '';
      const cells = splitCells(row);
      if (cells.length < 2) break;
      const isTotal = /^totals?\b/i.test(cells[0]?.text ?? '');
      const values = { miles: 0, linehaul: 0, fsc: 0 };
      const found = { miles: false, linehaul: false, fsc: false };
      let rowId: { value: string; rank: number } | null = null;
      let rowBroker: string | null = null;
      for (const cell of isTotal ? cells.slice(1) : cells) {
        const column = nearestColumn(columns, cell.start, cell.end);
        if (!column) continue;
        if (
          column.kind === 'id' &&
          /\d/.test(cell.text) &&
          cell.text.length >= 3 &&
          (!rowId || column.idRank < rowId.rank)
        ) {
          rowId = { value: cell.text, rank: column.idRank };
        } else if (column.kind === 'broker' && /[a-z]/i.test(cell.text)) rowBroker = cell.text;
        else if (column.kind === 'miles' && /^[\d,]+$/.test(cell.text)) {
          values.miles = parseInteger(cell.text);
          found.miles = true;
        } else if (column.kind === 'linehaul' || column.kind === 'fsc') {
          const money = findMoney(cell.text)[0];
          if (money) {
            const key = column.kind === 'fsc' ? 'fsc' : 'linehaul';
            values[key] = money.cents;
            found[key] = true;
          }
        }
      }
      if (isTotal) {
        totals = { ...values };
        for (const k of ['miles', 'linehaul', 'fsc'] as const)
          if (!found[k]) totals[k] = seen[k] ? sums[k] : Number.NaN;
        j += 1;
        break;
      }
      if (!rowId) break; // not a data row: the table has ended
      out.consumed.add(j);
      out.ids.push({ ...rowId, line: j });
      if (rowBroker) out.brokers.push(rowBroker);
      for (const k of ['miles', 'linehaul', 'fsc'] as const) {
        if (found[k]) {
          sums[k] += values[k];
          seen[k] = true;
        }
      }
    }
    const pick = (k: 'miles' | 'linehaul' | 'fsc') =>
      totals && !Number.isNaN(totals[k]) ? totals[k] : seen[k] ? sums[k] : null;
    out.miles ??= pick('miles');
    out.linehaul ??= pick('linehaul');
    out.fsc ??= pick('fsc');
    i = j - 1;
  }
  return out;
}

const DATE_LABELS: [RegExp, number][] = [
  [
    /(pay|check|settlement|payment|deposit|remittance|ach|funding|paid)\s*date\s*:?\s*$|date\s*paid\s*:?\s*$/i,
    0.95,
  ],
  [/(statement|invoice|issue)\s*date\s*:?\s*$|\bdate\s*:?\s*$/i, 0.85],
  [/(week|period)\s*ending\s*:?\s*$|period end(ing)?\s*:?\s*$/i, 0.75],
];

function field<T>(value: T | null, confidence: number): ExtractedField<T> {
  return value === null ? { value: null, confidence: 0 } : { value, confidence };
}

/**
 * Reads a settlement statement, pay stub or remittance from OCR or PDF text: gross, net, date,
 * payer, trip or load number, miles, line items and itemised deductions, each with a confidence.
 */
export function extractSettlement(rawText: string): SettlementExtraction {
  const rawLines = joinStackedValues(
    rawText.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n').map(fixOcrDigits),
  );
  const tables = readTables(rawLines);
  const lines: Line[] = rawLines.map((text, index) => {
    const money = findMoney(text);
    return { index, text, money, label: cleanLabel(money[0] ? text.slice(0, money[0].start) : text) };
  });

  // Dates: the best-labelled date wins; any date at all is a weak fallback.
  let date: ExtractedField<BusinessDate> = field<BusinessDate>(null, 0);
  for (const line of lines) {
    let previousEnd = 0;
    for (const token of findDates(line.text)) {
      const before = line.text.slice(previousEnd, token.start);
      previousEnd = token.end;
      const confidence =
        DATE_LABELS.find(([pattern]) => pattern.test(before))?.[1] ??
        (tables.consumed.has(line.index) ? 0.3 : 0.5);
      if (confidence > date.confidence) date = field(token.date, confidence);
    }
  }

  // Trip or load number: labelled lines first, then table id columns.
  const tripCandidates: { value: string; rank: number; line: number; confidence: number }[] = tables.ids.map(
    (id) => ({ ...id, confidence: 0.8 }),
  );
  const TRIP =
    /\b(trip|load|pro|freight bill|order|move|shipment)\s*(?:#|no\.?|number|id)?\s*[:#]?\s*([A-Z0-9][A-Z0-9-]{2,})/gi;
  for (const line of lines) {
    if (tables.consumed.has(line.index)) continue;
    for (const m of line.text.matchAll(TRIP)) {
      const value = m[2] ?? '';
      if (!/\d/.test(value)) continue;
      const rank = ID_RANKS.find(([p]) => p.test((m[1] ?? '').toLowerCase()))?.[1] ?? 99;
      tripCandidates.push({ value, rank: rank - 0.5, line: line.index, confidence: 0.9 });
    }
  }
  tripCandidates.sort((a, b) => a.rank - b.rank || a.line - b.line);
  const trip = tripCandidates[0];
  const tripNumber = field(trip?.value ?? null, trip?.confidence ?? 0);

  // Miles: labelled totals beat loaded or generic miles; a table's miles column comes next.
  const mileCandidates: { miles: number; rank: number }[] = [];
  for (const line of lines) {
    if (tables.consumed.has(line.index)) continue;
    for (const m of line.text.matchAll(
      /\b(?:(total|paid|loaded|team|dispatched|trip|empty)\s+)?miles?\b\s*:?\s*(\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]*\d*[.,]\d{2}\b)/gi,
    )) {
      const prefix = (m[1] ?? '').toLowerCase();
      if (prefix === 'empty') continue;
      mileCandidates.push({
        miles: parseInteger(m[2] ?? '0'),
        rank: prefix === 'total' ? 0 : prefix === 'paid' ? 1 : prefix === 'loaded' ? 2 : 4,
      });
    }
    for (const m of line.text.matchAll(
      /(?:distance|miles)\s*:?\s*(\d{1,3}(?:,\d{3})+|\d+)\s*(?:mi|miles)\b/gi,
    )) {
      mileCandidates.push({ miles: parseInteger(m[1] ?? '0'), rank: 3 });
    }
  }
  if (tables.miles !== null) mileCandidates.push({ miles: tables.miles, rank: 0.5 });
  mileCandidates.sort((a, b) => a.rank - b.rank);
  const bestMiles = mileCandidates[0];
  const miles = field(bestMiles?.miles ?? null, bestMiles ? (bestMiles.rank <= 1 ? 0.9 : 0.75) : 0);

  // Amount lines.
  let ytd = false;
  let inDeductions = false;
  const hits: Record<Kind, { cents: number; label: string; line: number }[]> = {
    totalDeductions: [],
    net: [],
    gross: [],
    escrow: [],
    advances: [],
    fuelSurcharge: [],
    reimbursements: [],
    linehaul: [],
  };
  const deductions: ExtractedDeduction[] = [];
  for (const line of lines) {
    if (tables.consumed.has(line.index)) continue;
    if (line.money.length === 0) {
      if (/\b(ytd|year[- ]to[- ]date)\b/i.test(line.text)) ytd = true;
      if (SECTION_START.test(line.label)) inDeductions = true;
      else if (SECTION_END_HEADING.test(line.label)) inDeductions = false;
      continue;
    }
    if (!line.label) continue;
    const token =
      ytd && line.money.length >= 2 ? line.money[line.money.length - 2] : line.money[line.money.length - 1];
    if (!token) continue;
    const lower = line.label.toLowerCase();
    const lessPrefix = /^\s*(less|minus)\b/i.test(line.text);
    const kind = FIELD_PATTERNS.find(([k, pattern]) => {
      if (inDeductions || lessPrefix)
        return (
          (k === 'totalDeductions' || k === 'net' || k === 'gross' || k === 'escrow' || k === 'advances') &&
          pattern.test(lower)
        );
      return pattern.test(lower);
    })?.[0];
    if (kind === 'net' || kind === 'gross' || kind === 'totalDeductions') inDeductions = false;
    if (kind) {
      hits[kind].push({
        cents: kind === 'net' ? token.cents : Math.abs(token.cents),
        label: line.label,
        line: line.index,
      });
      continue;
    }
    // Outside a deductions block, a line that names pay (Chassis Split Pay, Hazmat Pay) is earnings.
    const earnings = /\b(pay|bonus|detention|layover)$/.test(lower);
    const isDeduction =
      inDeductions || lessPrefix || token.cents < 0 || (DEDUCTION_WORDS.test(lower) && !earnings);
    if (isDeduction && token.cents !== 0) {
      deductions.push({
        label: line.label,
        amountCents: Math.abs(token.cents),
        confidence: inDeductions || lessPrefix ? 0.85 : 0.7,
      });
    }
  }

  const sum = (list: { cents: number }[]) => list.reduce((s, h) => s + h.cents, 0);
  const summed = (kind: Kind, tableValue: number | null = null): ExtractedField<number> => {
    const list = hits[kind];
    if (list.length === 1) return field(list[0]?.cents ?? null, 0.9);
    if (list.length > 1) {
      const total = list.find((h) => /total/i.test(h.label));
      return total ? field(total.cents, 0.85) : field(sum(list), 0.7);
    }
    return tableValue === null ? field<number>(null, 0) : field(tableValue, 0.85);
  };
  const pickGross = (): ExtractedField<number> => {
    const list = hits.gross;
    if (list.length === 0) return field<number>(null, 0);
    const best =
      list.find((h) => /gross/i.test(h.label)) ?? list.find((h) => /total/i.test(h.label)) ?? list[0];
    return field(best?.cents ?? null, list.length === 1 ? 0.9 : 0.8);
  };
  const pickNet = (): ExtractedField<number> => {
    const list = hits.net;
    const last = list[list.length - 1];
    return last ? field(last.cents, list.length === 1 ? 0.9 : 0.8) : field<number>(null, 0);
  };

  let gross = pickGross();
  let net = pickNet();
  const advances = summed('advances');
  const escrow = summed('escrow');
  const held =
    sum(deductions.map((d) => ({ cents: d.amountCents }))) + (advances.value ?? 0) + (escrow.value ?? 0);
  // Both read from the text and balancing is the strong check; a computed figure proves nothing.
  const reconciles = gross.value !== null && net.value !== null && gross.value - held === net.value;
  if (gross.value === null && net.value !== null) gross = field(net.value + held, held === 0 ? 0.6 : 0.5);
  if (net.value === null && gross.value !== null) net = field(gross.value - held, 0.5);
  if (reconciles) {
    gross = { ...gross, confidence: Math.max(gross.confidence, 0.99) };
    net = { ...net, confidence: Math.max(net.confidence, 0.99) };
    for (const d of deductions) d.confidence = Math.max(d.confidence, 0.95);
  }

  return {
    gross,
    net,
    date,
    broker: findBroker(lines, tables.brokers),
    tripNumber,
    miles,
    linehaul: summed('linehaul', tables.linehaul),
    fuelSurcharge: summed('fuelSurcharge', tables.fsc),
    advances,
    escrow,
    reimbursements: summed('reimbursements'),
    deductions,
    reconciles,
  };
}

const LONE_VALUE =
  /^\s*(\(?-?\$?\s?\d[\d,./-]*\)?-?|[A-Z]{0,4}-?\d[A-Z0-9-]*|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4})\s*$/i;

/**
 * PDF text extraction (pdf.js) often puts each text item on its own line: "Gross Pay" then
 * "1,470.72". A label line without digits followed by a lone value becomes one "label  value" line.
 */
export function joinStackedValues(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const next = lines[i + 1];
    if (next !== undefined && line.trim() !== '' && !/\d/.test(line) && LONE_VALUE.test(next)) {
      out.push(`${line.replace(/\s+$/, '')}  ${next.trim()}`);
      i += 1;
    } else out.push(line);
  }
  return out;
}

function findBroker(lines: Line[], tableBrokers: string[]): ExtractedField<string> {
  for (const line of lines) {
    const m = /\b(broker|debtor|customer|paid by|payer|remitter)\s*(?:name)?\s*:\s*(\S.*?)(?=\s{2,}|$)/i.exec(
      line.text,
    );
    if (m?.[2]) return field(m[2].trim(), 0.95);
  }
  if (tableBrokers[0]) return field(tableBrokers[0], 0.75);
  const top = lines
    .map((l) => l.text.trim())
    .filter((t) => t !== '')
    .slice(0, 3);
  for (const text of top) {
    for (const part of text.split(/\s+[-—–]\s+/)) {
      if (COMPANY.test(part) && !(TITLE.test(part) && !/\b(inc|llc|corp|co)\b/i.test(part)))
        return field(part.trim(), 0.7);
    }
  }
  const first = top.find((t) => !TITLE.test(t));
  return first ? field(first, 0.4) : field<string>(null, 0);
}

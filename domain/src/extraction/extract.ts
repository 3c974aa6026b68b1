import type { BusinessDate } from '../dates/calendar.js';
import { alignBarTables } from './bar-tables.js';
import { classifyDocument, PAYMENT_DOCUMENT_TYPES, type DocumentType } from './classify.js';
import {
  blockAbove,
  HELD_KINDS,
  namesCharge,
  readAmountItems,
  totalOf,
  yearToDateOrder,
  type AmountItem,
} from './items.js';
import { EMPTY, field, type ExtractedField } from './field.js';
import {
  heldAsPrinted,
  repairedPart,
  repairOneDeduction,
  repairOneFigure,
  REPAIRED_CONFIDENCE,
} from './figure-repair.js';
import { findPayer } from './parties.js';
import { isDayFirst, readDate } from './read-date.js';
import { readMiles } from './read-miles.js';
import { readTrip } from './read-trip.js';
import { withoutRecapRepeats } from './recap.js';
import { LEDGER_CREDITS_TOTAL, rewriteLedger } from './ledger.js';
import { unfoldBarColumns, unfoldNoteColumn, unfoldSpacedColumns } from './side-by-side.js';
import { joinStackedValues } from './stacked.js';
import { COLUMN_RULE, readTables, type TableFindings } from './tables.js';
import {
  detectNumberLocale,
  fixOcrDigits,
  findMoney,
  foldPattern,
  foldText,
  MAX_INPUT_CHARS,
  MAX_LINE_CHARS,
  MAX_LINES,
  RATE_CEILING_CENTS,
  type NumberLocale,
} from './tokens.js';

/** "Contractor share 70%", "72% of revenue", "Part du voiturier 75 %": the contractor's share. */
const CONTRACTOR_SHARE_LABEL = foldPattern(
  /\b(share|part|parte|participacion|split)\b[^%]{0,30}\d{1,3}([.,]\d{1,2})?\s?%|\d{1,3}([.,]\d{1,2})?\s?% (share|split|of (the )?(revenue|gross))/,
);
const REVENUE_LABEL = foldPattern(/\b(revenue|revenu|ingresos?|flete bruto)\b/);

export type { ExtractedField } from './field.js';
export { joinStackedValues } from './stacked.js';

export interface ExtractedDeduction {
  label: string;
  amountCents: number;
  confidence: number;
}

/**
 * Whether the printed figures add up: gross − deductions − advances − escrow = net.
 * balanced: both gross and net were printed (or gross is the printed trips or invoices) and they
 * agree to the cent; unbalanced: both printed and they do not (someone must look); derived: one of
 * them was computed from the other, so nothing was checked; incomplete: neither was found.
 */
export interface Reconciliation {
  status: 'balanced' | 'unbalanced' | 'derived' | 'incomplete';
  grossCents: number | null;
  heldCents: number;
  netCents: number | null;
  /** gross − held − net when both were read, else null. */
  differenceCents: number | null;
}

export interface SettlementExtraction {
  documentType: ExtractedField<DocumentType>;
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
  reconciliation: Reconciliation;
  /** The number style the document was read with (1,234.56 or 1.234,56 / 1 234,56). */
  numberLocale: NumberLocale;
  /** The input was longer than the reader takes (MAX_INPUT_CHARS, MAX_LINES) and was cut. */
  truncated: boolean;
}

// Not "CU ...7702": three dots before an account's last four digits mask the rest of its number.
const LEADERS = /[ ]{0,8}(?:(?!\.{3}\d{4}(?![\d.,]))[.·…]{3,}|[-=_]{4,})[ ]{0,8}/g;

const BOXED_LINE = /^\s*\|.*\|\s*$/;
// A few specks may follow the closing bar ("| 1,050.00 | = =").
const PIPE_ROW = /^\s*\|(?:[^|\n]*\|){4,}[^|\n]{0,8}$/;

const ALL_REIMBURSEMENTS = /^\W*(plus:?\s*)?(reimbursements?|remboursements?|reembolsos?|added back)\b/i;

/** Read the lines as a document: input capped, OCR digits repaired, stacked labels joined. */
/** "=  3 079,55 $": a line that holds only a sum's result. */
const RESULT_ALONE = /^\s*=\s{0,12}\$?\s?(\d[\d .,]{0,14}\d)\s?\$?\s*$/;
/** "5 279,31 - 2 209,56": two figures with a plus or minus between them. */
const FIGURES_ADDED = /\d\s{1,3}[-+]\s{1,3}\$?\d/;

/**
 * "NET VERSÉ :  5 279,31 - 2 209,56 + 9,80" over "=  3 079,55 $": a labelled sum whose result is
 * printed on the next line. The label is given its result, and the terms (printed above as items)
 * are left out.
 */
function withSumResultsJoined(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i += 1) {
    const result = RESULT_ALONE.exec(out[i + 1] ?? '');
    const sum = out[i] ?? '';
    if (!result || sum.includes('=') || !FIGURES_ADDED.test(sum)) continue;
    const firstDigit = sum.search(/\d/);
    const label = sum.slice(0, firstDigit);
    if (!/\p{L}{2}/u.test(label)) continue;
    out[i] = `${label.trimEnd()}  ${result[1] ?? ''}`;
    out[i + 1] = '';
  }
  return out;
}

/** A quote mark of an e-mail reply at a line's start ("> LOADS COLLECTED", ">> 1  2026-02-16 …"). */
const QUOTE_MARKS = /^(\s{0,3})(>+)/;

/**
 * A statement quoted in an e-mail has its lines set off with "> ": the marks become blanks in
 * place, so the quoted tables keep their columns. Only when several lines are quoted: a lone ">"
 * at a line's start is text.
 */
function unquoted(lines: string[]): string[] {
  if (lines.filter((line) => QUOTE_MARKS.test(line)).length < 5) return lines;
  return lines.map((line) =>
    line.replace(QUOTE_MARKS, (_, lead: string, marks: string) => lead + ' '.repeat(marks.length)),
  );
}

function prepare(rawText: string): { lines: string[]; truncated: boolean } {
  let truncated = rawText.length > MAX_INPUT_CHARS;
  const text = truncated ? rawText.slice(0, MAX_INPUT_CHARS) : rawText;
  let split = text.replace(/\r\n?/g, '\n').split('\n');
  if (split.length > MAX_LINES) {
    split = split.slice(0, MAX_LINES);
    truncated = true;
  }
  // Two columns split by a bar are read one after the other, before rules are blanked (a rule's
  // "+" keeps its place).
  // Then a table split by bars is laid out in columns again.
  const lines = alignBarTables(unfoldNoteColumn(unfoldSpacedColumns(unfoldBarColumns(unquoted(split))))).map(
    (raw) => {
      // Tabs become spaces, then the line is cut: every pattern after this sees at most
      // MAX_LINE_CHARS characters.
      const spaced = (raw.length > MAX_LINE_CHARS ? raw.slice(0, MAX_LINE_CHARS) : raw).replace(
        /\t/g,
        '    ',
      );
      const capped = spaced.length > MAX_LINE_CHARS ? spaced.slice(0, MAX_LINE_CHARS) : spaced;
      // "| 1 | Prairieland Logistics | PL-330918 | …": a table drawn with bars between its cells (four
      // or more; a box of three totals is read as labels over amounts). The bars become blanks in
      // place, so the cells keep their columns and stand two spaces apart.
      // "| Fletes              55,600.00   |": a box drawn around the page; its walls are no text.
      const line = PIPE_ROW.test(capped)
        ? capped.replace(/\|/g, ' ')
        : BOXED_LINE.test(capped)
          ? capped.replace(/^(\s*)\|/, '$1 ').replace(/\|(\s*)$/, ' $1')
          : capped;
      // Dot, dash and underscore leaders ("Gross Pay........1,234.56") become a column gap, so the
      // label and the amount separate as in any column layout.
      // A rule of dash segments under a table's header keeps its dashes: each segment spans a column
      // (see ruledCells).
      // A rule that opens the line ("-------  401(k) 4%  64.63") is the left block's: it is blanked in
      // place, so the right block keeps its column.
      const flat = (
        COLUMN_RULE.test(line)
          ? line
          : line.replace(/^[ ]*[-=_]{4,}[ ]*(?=\S)/, (rule) => ' '.repeat(rule.length)).replace(LEADERS, '  ')
      )
        // OCR splits "9.384,00" as "9.384, 00" or "1,270. 50": two decimals after a mark and a space.
        .replace(/(?<=\d[.,]) (?=\d{2}(?!\d))/g, '')
        // "NET PAY.1,136.80": OCR read the gap between a label and its amount as a stop.
        .replace(/(?<=\p{L}{3})\.(?=\d{1,3}(?:,\d{3})+\.\d{2}(?!\d))/gu, ' ');
      return fixOcrDigits(flat);
    },
  );
  return { lines: withSumResultsJoined(joinStackedValues(lines)), truncated };
}

/**
 * The pay listed above the first charge (or the net, with no charge): one item per load or line.
 * "Rates 3,200.00  Detention 60.00  Dispatch fee 8% (256.00)  …  Lumper* 125.00": on the first
 * charge's own line, what stands before it is pay too, and what stands after it comes after.
 */
function earnedBeforeCharges(items: AmountItem[]): {
  afterFirstCharge: (item: AmountItem) => boolean;
  earned: AmountItem[];
} {
  const linesOf = (kinds: AmountItem['kind'][]) =>
    items.filter((i) => kinds.includes(i.kind)).map((i) => i.line);
  const chargeLines = linesOf(['deduction', 'totalDeductions']);
  const firstCharge = Math.min(...(chargeLines.length > 0 ? chargeLines : linesOf(['net'])));
  const firstChargeAt = items.findIndex(
    (i) =>
      i.line === firstCharge &&
      (chargeLines.length > 0 ? i.kind === 'deduction' || i.kind === 'totalDeductions' : i.kind === 'net'),
  );
  const position = new Map(items.map((item, k) => [item, k]));
  const before = (i: AmountItem) =>
    i.line < firstCharge || (i.line === firstCharge && (position.get(i) ?? Infinity) < firstChargeAt);
  const afterFirstCharge = (i: AmountItem) =>
    i.line > firstCharge || (i.line === firstCharge && (position.get(i) ?? -1) > firstChargeAt);
  const earned = items.filter(
    (i) =>
      before(i) &&
      i.cents > 0 &&
      (i.kind === 'unknown' ||
        i.kind === 'linehaul' ||
        i.kind === 'fuelSurcharge' ||
        i.kind === 'reimbursements'),
  );
  return { afterFirstCharge, earned };
}

/** A charge or a holdback read from a table column's sum, as one item beside the labelled ones. */
function tableItem(label: string, cents: number, kind: AmountItem['kind']): AmountItem {
  return { label, cents: Math.abs(cents), line: -1, kind, priority: 0, confidence: 0.85 };
}

/**
 * A load table's fees: one charge per fee column ("Disp. fee 9%", "QP 2.5%") when the columns add
 * up to the fees read, else their total as one.
 */
function feeItems(tables: TableFindings): AmountItem[] {
  const byColumn = [...tables.deductedByColumn];
  const total = byColumn.reduce((sum, [, cents]) => sum + cents, 0);
  if (byColumn.length >= 2 && total === tables.deducted)
    return byColumn.map(([name, cents]) => tableItem(`${name} (load table)`, cents, 'deduction'));
  return [tableItem('Deductions (load table)', tables.deducted ?? 0, 'deduction')];
}

/** How many charges in a row a recap's line may add up ("Advance & pass-through" is two). */
const LONGEST_RECAPPED_RUN = 6;

/**
 * "FEES (QP + DESK)", "Adv. & charges", "Dispatch & QuickPay fees": a label that joins several
 * charges' names.
 */
const JOINED_CHARGES = foldPattern(/\p{L}{2,}\.?\)?\s?(&|\+|\band\b|\bet\b|\by\b)\s?\p{L}{2,}/u);
/** A name for a kind of charges, not one charge ("Occ/Acc + Physical Damage" is one insurance). */
const CHARGES_CATEGORY = foldPattern(
  /\b(charges|fees|deductions|adv|advances?|avances?|anticipos?|pass-?through|withholdings|debits|frais|retenues|cargos|descuentos|retenciones)\b/,
);

/**
 * "Lumper pass-through", "Scale (pass-thru)", "Lumper reimbursement, rcpt 4471": a line that says it
 * hands a cost back to the trucker untouched.
 */
const SAYS_PAID_BACK = foldPattern(/\bpass(ed)?[- ]?thr(ough|u)\b|\breimb(urse(ment|d))?\b/);

/**
 * "MAINT. RESERVE (175.00)" in the recap, then under the net "Maintenance reserve: 175.00 withheld
 * this statement": an advance or a reserve told again after the net is the same money, held once.
 */
function withoutHeldRepeatsAfterNet(items: AmountItem[]): AmountItem[] {
  const net = items.find((i) => i.kind === 'net');
  // A net printed above the charges heads a summary: what follows is the detail, not a repeat.
  if (!net || !items.some((i) => i.kind === 'deduction' && i.line < net.line)) return items;
  const repeats = new Set<AmountItem>();
  for (const kind of ['advances', 'escrow'] as const) {
    const told = new Set(
      items.filter((i) => i.kind === kind && i.line <= net.line).map((i) => Math.abs(i.cents)),
    );
    for (const item of items)
      if (item.kind === kind && item.line > net.line && told.has(Math.abs(item.cents))) repeats.add(item);
  }
  return repeats.size === 0 ? items : items.filter((i) => !repeats.has(i));
}

/**
 * "RECAP  Dispatch & QuickPay fees (523.93)  Advance & pass-through (285.00)": under a summary
 * heading, a charge that is the sum of the load table's fee columns, or of a run of charges listed
 * above it, tells them again. So does a charge whose label joins several names ("ADV. & CHARGES
 * -327.50" in a tile over the detail), wherever the run it sums stands. The charges themselves are
 * kept, so the repeat is dropped.
 */
function withoutSummaryRepeats(items: AmountItem[], tables: TableFindings): AmountItem[] {
  const joined = (i: AmountItem) => {
    const label = foldText(i.label);
    return JOINED_CHARGES.test(label) && CHARGES_CATEGORY.test(label);
  };
  // Each label is folded and matched once: the joined ones are looked up again below.
  const joinedCharges = new Set(items.filter((i) => HELD_KINDS.includes(i.kind) && joined(i)));
  const candidates = items.filter(
    (i) => HELD_KINDS.includes(i.kind) && (i.inSummary === true || joinedCharges.has(i)),
  );
  if (candidates.length === 0) return items;
  const isCandidate = new Set(candidates);
  const detail = items.filter((i) => HELD_KINDS.includes(i.kind) && !isCandidate.has(i));
  const tableFees = tables.deductedByColumn.size >= 2 ? Math.abs(tables.deducted ?? Number.NaN) : Number.NaN;
  // Each run's sum, with the line its last charge stands on (the earliest, if sums repeat) and the
  // line its first stands on (the latest): worked out once, so a page of hundreds of charges stays
  // linear.
  const runEnds = new Map<number, number>();
  const runStarts = new Map<number, number>();
  for (let start = 0; start < detail.length; start += 1) {
    const first = detail[start];
    if (!first) continue;
    let sum = Math.abs(first.cents);
    for (let k = start + 1; k < Math.min(detail.length, start + LONGEST_RECAPPED_RUN); k += 1) {
      const charge = detail[k];
      if (!charge) break;
      sum += Math.abs(charge.cents);
      runEnds.set(sum, Math.min(runEnds.get(sum) ?? Infinity, charge.line));
      runStarts.set(sum, Math.max(runStarts.get(sum) ?? -Infinity, first.line));
    }
  }
  const repeats = new Set<AmountItem>();
  for (const item of candidates) {
    const cents = Math.abs(item.cents);
    const summedAbove = (runEnds.get(cents) ?? Infinity) < item.line;
    const summedBelow = joinedCharges.has(item) && (runStarts.get(cents) ?? -Infinity) > item.line;
    if (cents === tableFees || summedAbove || summedBelow) repeats.add(item);
  }
  return repeats.size === 0 ? items : items.filter((i) => !repeats.has(i));
}

/**
 * Reads a settlement statement, pay stub or remittance from OCR or PDF text: what kind of
 * document it is, gross, net, date, payer, trip or load number, miles, line items and itemised
 * deductions, each with a confidence. Any input is read in linear time: it is capped, numbers are
 * found by a single scan and every pattern is bounded.
 */
export function extractSettlement(rawText: string): SettlementExtraction {
  const prepared = prepare(rawText);
  const { truncated } = prepared;
  const locale = detectNumberLocale(prepared.lines.join('\n'));
  const lines = rewriteLedger(prepared.lines, locale);
  const dayFirst = isDayFirst(lines, locale);
  const tables = readTables(lines, locale);
  const ytdOrder = yearToDateOrder(lines, tables.consumed, locale);
  const items = withoutHeldRepeatsAfterNet(
    withoutSummaryRepeats(readAmountItems(lines, tables.consumed, locale, ytdOrder), tables),
  );
  // A load table's own deductions column ("Invoice Amt  Deductions  Amount Paid") is one charge.
  // Not when a labelled line says the same charge ("Less factoring fee (225.13)" under the fee column).
  const printedApart = (cents: number, kinds: AmountItem['kind'][]) =>
    items.some((i) => kinds.includes(i.kind) && Math.abs(i.cents) === Math.abs(cents));
  const deducted = Math.abs(tables.deducted ?? 0);
  if (deducted !== 0) {
    const printedTotal = items.find((i) => i.kind === 'deduction' && Math.abs(i.cents) === deducted);
    const byColumn = feeItems(tables);
    if (!printedTotal) {
      // Nor when it sums to a line of pay: "Comisión" per trip on a payroll receipt details the
      // driver's "Comisión por viajes 3,807.00", which is earned, not charged.
      if (!items.some((i) => i.cents === deducted && (i.kind === 'unknown' || i.kind === 'linehaul')))
        items.push(...byColumn.filter((fee) => !printedApart(fee.cents, ['deduction'])));
    } else if (byColumn.length >= 2 && !byColumn.some((fee) => printedApart(fee.cents, ['deduction']))) {
      // "less fees 403.65" in a recap, under "FEES BY LOAD … Dispatch 7%  QuickPay 2%": the table's
      // fee columns, each its own charge, summed once more; the columns are the charges.
      printedTotal.kind = 'unknown';
      items.push(...byColumn);
    }
  }
  // "Adjust  -85.00 *" beside the QuickPay fee: a claim or chargeback column taken off the loads is a
  // charge of its own. Adjustments that add to the pay are in the loads' amounts already.
  if (tables.adjusted !== null && tables.adjusted < 0 && !printedApart(tables.adjusted, ['deduction']))
    items.push(tableItem('Adjustments (load table)', tables.adjusted, 'deduction'));
  // A factor's per-invoice reserve column is money held back: escrow, not a charge.
  if (tables.reserve !== null && tables.reserve !== 0 && !printedApart(tables.reserve, ['escrow']))
    items.push(tableItem('Reserve (invoice table)', tables.reserve, 'escrow'));
  // "Advance on schedule above 7,275.62": the invoices' face less the fee and reserve columns is the
  // factor's advance, a subtotal of the table, not an advance the client repays.
  if (tables.amount !== null && (tables.deducted !== null || tables.reserve !== null)) {
    const advanced =
      Math.abs(tables.amount) -
      Math.abs(tables.deducted ?? 0) -
      Math.abs(Math.min(tables.adjusted ?? 0, 0)) -
      Math.abs(tables.reserve ?? 0);
    for (const item of items)
      if (item.kind === 'advances' && Math.abs(item.cents) === advanced) item.kind = 'unknown';
  }
  const classification = classifyDocument(
    lines.join('\n'),
    items.length > 0 || tables.amount !== null,
    items.some((i) => i.kind === 'gross' || i.kind === 'net'),
  );
  const documentType = field<DocumentType>(classification.value, classification.confidence);

  const date = readDate(
    lines,
    tables.consumed,
    dayFirst,
    classification.value === 'repair_invoice' || classification.value === 'fuel_receipt',
  );
  const tripNumber = readTrip(lines, tables, classification.value === 'rate_confirmation');
  const miles = readMiles(lines, tables, locale, ytdOrder);
  // A carrier's statement lists each load's customer or broker; the carrier at its head pays.
  // A factor's remittance pays what each invoice's debtor owes: there the table names the payer.
  const carrierPays = classification.value === 'settlement_statement' || classification.value === 'pay_stub';
  // A dispatch service that only reports the loads booked under the carrier's own authority: the
  // brokers pay. One that collects and sends the money itself ("NET ACH TO CARRIER", "Rook collects
  // on carrier's behalf") pays, like a carrier.
  // The whole text is folded only for a dispatch service's statement.
  const dispatched =
    DISPATCH_SERVICE.test(foldText(lines.slice(0, 12).join(' '))) &&
    !DISPATCHER_PAYS.test(foldText(lines.join(' ')));
  const payer = findPayer(
    lines,
    carrierPays ? (dispatched ? tables.brokers : []) : [...tables.brokers, ...tables.customers],
    carrierPays && !dispatched,
  );
  const broker = field(payer.value, payer.confidence);
  // "SHT-1105 … 3,120.60" (OCR for 3,120.00) under "SCHEDULE TOTALS … 8,425.00": the rows' sum is
  // printed nowhere, so a gross taken from it may carry a misread, however well the figures balance.
  // Looked for only when the gross is that sum: scanning every line is work most documents skip.
  const tableSumPrinted = () =>
    tables.amount !== null &&
    lines.some((l) => findMoney(l, locale).some((m) => Math.abs(m.cents) === Math.abs(tables.amount ?? 0)));
  const figuresOnLine = (index: number) => findMoney(lines[index] ?? '', locale).map((m) => m.cents);
  const money = readMoney(withoutRecapRepeats(items), tables, tableSumPrinted, figuresOnLine);

  if (
    !PAYMENT_DOCUMENT_TYPES.includes(classification.value) &&
    classification.value !== 'rate_confirmation'
  ) {
    // A fuel receipt, a repair invoice or a bill of lading pays nobody: its totals are not pay.
    return {
      documentType,
      gross: EMPTY,
      net: EMPTY,
      date,
      broker: EMPTY,
      tripNumber: EMPTY,
      miles: EMPTY,
      linehaul: EMPTY,
      fuelSurcharge: EMPTY,
      advances: EMPTY,
      escrow: EMPTY,
      reimbursements: EMPTY,
      deductions: [],
      reconciles: false,
      reconciliation: {
        status: 'incomplete',
        grossCents: null,
        heldCents: 0,
        netCents: null,
        differenceCents: null,
      },
      numberLocale: locale,
      truncated,
    };
  }
  const result: SettlementExtraction = {
    documentType,
    ...money,
    date,
    broker,
    tripNumber,
    miles,
    numberLocale: locale,
    truncated,
  };
  if (classification.value === 'rate_confirmation') {
    // A rate confirmation promises pay; nothing has been paid yet, so nothing is certain. Its pay
    // may be called only "Rate" or "Total": the largest such amount is what the load pays.
    if (result.gross.value === null) {
      const offered = items
        .filter((i) => i.cents > 0 && RATE_CON_PAY.test(foldText(i.label)))
        .sort((a, b) => b.cents - a.cents)[0];
      if (offered) result.gross = field(offered.cents, 0.5);
    }
    const cap = <T>(f: ExtractedField<T>): ExtractedField<T> => ({
      ...f,
      confidence: Math.min(f.confidence, 0.6),
    });
    return {
      ...result,
      gross: cap(result.gross),
      net: EMPTY,
      linehaul: cap(result.linehaul),
      fuelSurcharge: cap(result.fuelSurcharge),
      reconciles: false,
      reconciliation: {
        ...result.reconciliation,
        status: 'incomplete',
        netCents: null,
        differenceCents: null,
      },
    };
  }
  return result;
}

const DISPATCHER_PAYS = foldPattern(
  /\b(ach|wire|wired|payment|payout|paid|amount paid|net ach|net wire) (sent|to (the )?carrier)\b|\b(wire|send|remit|pay|ach) (you )?the balance\b|\bpaid by (ach|wire|check|direct deposit)\b|\bcollects? on (the )?carrier.?s behalf\b|\bon your behalf\b|\bach sent\b|\bremitted to (the )?carrier\b|\b(ach|wire|payment) from\b|\bwe (forward|remit|send|pass)\b|\bbrokers pay us\b|\b(ach|wire|payment|payout) of \$?\s?\d[\d,.]* sent\b|\breleased (to (the )?carrier|by (ach|wire))\b|\bwe release\b|\bpaid (us|our)\b/,
);
const DISPATCH_SERVICE = foldPattern(
  /\bdispatch(ing)? (service|services|solutions|desk|fee)\b|\bdispatcher\b/,
);

const RATE_CON_PAY = foldPattern(/total|rate|pay|all.?in|flat|tarifa?|taux|agreed|convenu|pactad/);

type MoneyFields = Pick<
  SettlementExtraction,
  | 'gross'
  | 'net'
  | 'linehaul'
  | 'fuelSurcharge'
  | 'advances'
  | 'escrow'
  | 'reimbursements'
  | 'deductions'
  | 'reconciles'
  | 'reconciliation'
>;

const SUBTOTAL = foldPattern(/^(sub-? ?total|sous-tota(?:l|ux)|subtotal)\b/);
/** "Fletes y maniobras", "Freight & accessorials": a load's freight and its extras in one sum. */
const FREIGHT_AND_EXTRAS = foldPattern(
  /^(fletes?|freight|line ?haul|transport) (y|and|&|et|\+) (maniobras|estadias|accessorials?|extras|stops|detention|attente)\b/,
);
/** "Maniobras de descarga", "Estadías", "Detention 2 h": pay for a load beside its freight. */
const EXTRA_UNDER_LOAD = foldPattern(
  /^(maniobras?|estadias?|detention|layover|stop-?offs?|extra stops?|temps d.attente|attente)\b/,
);

/**
 * A load table's pay column with the fuel surcharge printed apart ("Pay" per load, then "Fuel
 * Surcharge 287.28", then "Total Earnings"): when the loads' pay, the surcharge and any
 * reimbursement add up to the gross exactly, the loads' pay is the linehaul.
 */
function loadPayBeforeSurcharge(
  items: AmountItem[],
  tables: ReturnType<typeof readTables>,
  grossCents: number | null,
): number | null {
  if (tables.amount === null || tables.fsc !== null || grossCents === null) return null;
  if (items.some((i) => i.kind === 'linehaul')) return null;
  const loads = Math.abs(tables.amount);
  const subtotals = items.filter((i) => SUBTOTAL.test(foldText(i.label))).map((i) => Math.abs(i.cents));
  // "Maniobras de descarga 1,200.00" under a trip's row, then "Subtotal fletes y maniobras": the
  // trips' amounts and the extras under them add up to the subtotal, so the trips' are the freight.
  const extras = items.filter((i) => i.kind === 'unknown' && EXTRA_UNDER_LOAD.test(foldText(i.label)));
  if (extras.length > 0 && subtotals.includes(loads + totalOf(extras))) return loads;
  const surcharge = items.filter((i) => i.kind === 'fuelSurcharge');
  if (surcharge.length === 0) return null;
  // Reimbursements paid with the loads (a lumper) are in the gross too.
  const besideLoads = [...surcharge, ...items.filter((i) => i.kind === 'reimbursements')];
  const besideCents = totalOf(besideLoads);
  // "Surcharge carburant 18 %" then "Sous-total" before the sales taxes: the loads' pay and the
  // surcharge add up to the subtotal, and the taxes on top make the gross.
  return loads + besideCents === grossCents || subtotals.includes(loads + totalOf(surcharge)) ? loads : null;
}

/**
 * Two or more parts, from the first, that add up to the net: "Employer 401(k) match 33.24" on a
 * line under the deposits is no part of it.
 */
function partsAddUp(parts: AmountItem[], net: number | undefined): boolean {
  let added = 0;
  for (const [k, part] of parts.entries()) {
    added += part.cents;
    if (k >= 1 && added === net) return true;
  }
  return false;
}

/** "Flat rates (3)": the count of the items a total sums. */
const COUNT_IN_LABEL = /\((\d{1,2})\)/;

/**
 * "Fuel surcharge pass-thru 551.72" among the lines, then "Fuel surcharge 551.72" again in a summary
 * after the net or the gross, or under a summary heading: the same money printed twice. The items
 * on each side of such a line adding up to the same sum are one amount, not two.
 */
function printedTwice(list: AmountItem[], items: AmountItem[]): number | null {
  for (const total of items) {
    if (total.kind !== 'gross' && total.kind !== 'net') continue;
    const before = list.filter((i) => i.line < total.line);
    const after = list.filter((i) => i.line > total.line);
    if (before.length > 0 && after.length > 0 && totalOf(before) === totalOf(after)) return totalOf(before);
  }
  // The same split at a summary heading ("SOMMAIRE DES REVENUS") that repeats the detail above it.
  const detail = list.filter((i) => !i.inSummary);
  const summary = list.filter((i) => i.inSummary);
  if (detail.length > 0 && summary.length > 0 && totalOf(detail) === totalOf(summary)) return totalOf(detail);
  return null;
}

function readMoney(
  items: AmountItem[],
  tables: ReturnType<typeof readTables>,
  tableSumPrinted: () => boolean,
  figuresOnLine: (index: number) => number[],
): MoneyFields {
  const of = (kind: AmountItem['kind']) => items.filter((i) => i.kind === kind);
  const sum = (list: { cents: number }[]) => list.reduce((s, h) => s + h.cents, 0);
  const netHits = of('net');
  // "Net Pay 855.67 … Checking 1 -855.67 … Net Check 0.00": after the deposit, nothing is left to
  // pay by check; the net is the last one that pays something.
  const lastPaying = netHits.findLast((n) => n.cents !== 0) ?? netHits[netHits.length - 1];
  // "NET PAY 1,078.24" then "DEPOSITS  chk xxxx2209 1,000.00" and "sav xxxx7713 78.24": the net
  // split across accounts, whose parts add up to it; the first part is no net of its own. The parts
  // run from under the net to the last one ("Direct deposit Savings ****0912  100.00" over
  // "Direct deposit Checking ****3318  956.99", both read as nets).
  const namedNet = netHits.find((n) => n !== lastPaying && /\bnet\b/i.test(n.label) && n.cents > 0);
  // "NET PAY 1,136.80   Direct deposit: … chk 986.80  ****9902 sav 150.00": the parts may follow the
  // net on its own line.
  const splitAfterNet =
    namedNet &&
    lastPaying &&
    items.indexOf(lastPaying) > items.indexOf(namedNet) &&
    lastPaying.cents < namedNet.cents
      ? { net: namedNet, part: lastPaying }
      : null;
  const parts = splitAfterNet
    ? items
        .slice(items.indexOf(splitAfterNet.net) + 1)
        .filter((i) => i.line <= splitAfterNet.part.line + 3 && i.cents > 0)
    : [];
  // "DIRECT DEPOSIT  Checking ****4471  1,020.39   Savings ****0862  150.00": the parts on one line,
  // the savings account's figure no item of its own.
  const printedParts = () => {
    // On the net's own line its figure is among them.
    if (!splitAfterNet || splitAfterNet.part.line === splitAfterNet.net.line) return false;
    let printed = 0;
    for (let line = splitAfterNet.part.line; line <= splitAfterNet.part.line + 2; line += 1) {
      for (const cents of figuresOnLine(line)) if (cents > 0) printed += cents;
      if (printed === splitAfterNet.net.cents) return true;
    }
    return false;
  };
  const netItem = partsAddUp(parts, namedNet?.cents) || printedParts() ? namedNet : lastPaying;
  const advancesList = of('advances');
  const escrowList = of('escrow');
  const totalDeductions = of('totalDeductions')[0];

  // "FEES & CHARGES" over "Tracking app (per truck) 14.95" … "total charges 576.95": the lines
  // right above a total of charges, charges among them, that add up to it are all its charges,
  // whatever their words.
  for (const total of of('totalDeductions')) {
    // A rule ("--------") may stand between the last charge and the total, not between charges.
    const block = blockAbove(items, total.line, (other) => CHARGE_OR_UNNAMED.includes(other.kind), true);
    const unnamed = block.filter((i) => i.kind === 'unknown');
    if (
      unnamed.length > 0 &&
      block.length > unnamed.length &&
      unnamed.every((i) => i.cents > 0) &&
      totalOf(block) === Math.abs(total.cents)
    )
      for (const item of unnamed) item.kind = 'deduction';
  }
  // A "deduction" that equals all the other charges together is their total under a label OCR
  // garbled ("Totel Deductons 321.46"): counting it would hold the money back twice.
  const charges = items.filter((i) => i.kind === 'deduction' || i.kind === 'advances' || i.kind === 'escrow');
  const allCharges = totalOf(charges);
  // Or all the other deductions, the advances and escrow told apart from them ("(-) Retenciones y
  // descuentos 26,638.83" in a summary over the five it sums, with the advance on a line of its own).
  const fees = charges.filter((i) => i.kind === 'deduction');
  const allFees = totalOf(fees);
  for (const item of items) {
    if (item.kind !== 'deduction' || charges.length < 3) continue;
    const cents = Math.abs(item.cents);
    if (cents * 2 === allCharges || (fees.length >= 4 && cents * 2 === allFees))
      item.kind = 'totalDeductions';
  }
  // "Truck lease payment 725.00", "Fuel - fleet card 1,402.37" in a ledger whose columns OCR closed
  // up: left unread, they are charges when with the charges read they make the printed total.
  if (totalDeductions) {
    const named = items.filter((i) => i.kind === 'unknown' && i.cents > 0 && namesCharge(i.label));
    const fees = items.filter((i) => i.kind === 'deduction');
    // "Fees & charges 1,963.36" beside "Advance repaid 200.00": a total may leave the advances out.
    const total = Math.abs(totalDeductions.cents);
    if (named.length > 0 && [charges, fees].some((read) => totalOf(read) + totalOf(named) === total))
      for (const item of named) item.kind = 'deduction';
  }
  // "Load pay 4,769.50" under a load table whose share column sums to 3,996.00 and whose load pay
  // column to 4,769.50: the loads' whole pay, surcharge included, is what was earned.
  // (A share is most of the pay: a rate column misread as linehaul sums to a few dollars.)
  const shareOfPay =
    tables.amount !== null &&
    tables.linehaul !== null &&
    Math.abs(tables.linehaul) * 2 > Math.abs(tables.amount) &&
    Math.abs(tables.linehaul) < Math.abs(tables.amount);
  if (shareOfPay && tables.amount !== null)
    for (const item of items)
      if (item.kind === 'linehaul' && Math.abs(item.cents) === Math.abs(tables.amount)) item.kind = 'gross';
  const linehaulItems = items.filter((i) => i.kind === 'linehaul');
  // "Miles this period: 2,184  Loads: 5  Hours: 6.50": a few dollars beside the miles paid in full
  // is a count or a rate, not more pay for hauling, unless a rate worked it out ("10 @ 0.550  5.50").
  if (linehaulItems.some((i) => Math.abs(i.cents) >= RATE_CEILING_CENTS))
    for (const item of linehaulItems)
      if (Math.abs(item.cents) < RATE_CEILING_CENTS && !/[@x×]\s?\$?\d/i.test(item.label))
        item.kind = 'unknown';
  // "Load revenue (100%) 4,395.00" over "Contractor share 70% 3,076.50": beside the contractor's
  // share, the load's revenue is the customer's rate, not the pay for hauling.
  const isShare = (item: AmountItem) => CONTRACTOR_SHARE_LABEL.test(foldText(item.label));
  if (linehaulItems.some(isShare))
    for (const item of linehaulItems)
      if (REVENUE_LABEL.test(foldText(item.label)) && !isShare(item)) item.kind = 'unknown';
  const deductions = items.filter((i) => i.kind === 'deduction');
  // Charges print as 612.40, (612.40) or -612.40: all are money held back.
  const held = () => totalOf(deductions) + totalOf(advancesList) + totalOf(escrowList);
  const heldAsRead = held();
  /** Reimbursements printed below a line: what a pay stub adds back after the charges. */
  const paidBackAfter = (line: number) => {
    const after = (kind: AmountItem['kind']) => of(kind).filter((r) => r.line > line && r.cents > 0);
    // "TOTAL DES REMBOURSEMENTS" under the tolls it sums: the money is paid back once.
    const reimbursements = after('reimbursements');
    // "Reimbursements 97.50" in a summary under the lumper and the scale it sums (or under the one
    // lumper it repeats, named for all of them): their total too.
    const all = totalOf(reimbursements);
    const total =
      reimbursements.find((r) => /total/i.test(r.label)) ??
      reimbursements.find(
        (r) => r.cents * 2 === all && (reimbursements.length >= 3 || ALL_REIMBURSEMENTS.test(r.label)),
      );
    return (total ? total.cents : totalOf(reimbursements)) + totalOf(after('escrowReleased'));
  };
  const paidBackInAll = paidBackAfter(Number.NEGATIVE_INFINITY);
  // "* lumper 150.00 paid by driver …" by the loads, then "lumper pass-through 150.00" under "what
  // comes back": one lumper told twice. Each amount once is a reading the figures may confirm.
  const paidBackOnce =
    totalOf(
      of('reimbursements')
        .filter((r) => r.cents > 0)
        .filter((r, k, all) => all.findIndex((o) => o.cents === r.cents) === k),
    ) + totalOf(of('escrowReleased').filter((r) => r.cents > 0));
  const printedHeld = heldAsPrinted(of('gross'), netHits, of('totalDeductions'));
  // Gross less net falls short of the charges by exactly what was paid back: nothing was misread.
  const explainedByPaidBack =
    printedHeld !== null && paidBackInAll > 0 && heldAsRead - printedHeld === paidBackInAll;
  // "Deductions (1,623.30)" over "Advances (300.00)" and "Escrow (75.00)" in a recap: a printed total
  // of the charges alone, which the charges read make exactly, leaves the advances and escrow out.
  // "Deductions & advances (2,249.65)" beside "Reserve (150.00)": the total may take in the advances
  // and leave the escrow out, or the other way round.
  const chargesAloneAsPrinted =
    of('totalDeductions').length > 0 &&
    (advancesList.length > 0 || escrowList.length > 0) &&
    [0, totalOf(advancesList), totalOf(escrowList)].some(
      (also) => totalOf(deductions) + also === printedHeld,
    );
  const repaired =
    explainedByPaidBack || chargesAloneAsPrinted
      ? null
      : repairOneDeduction(deductions, heldAsRead, printedHeld);
  const repairedDeductions = new Set<AmountItem>(repaired ? [repaired] : []);

  // Gross: of the printed candidates, the one that balances with net wins; then the best named.
  const grossCandidates = of('gross').sort((a, b) => a.priority - b.priority);
  const net = netItem?.cents ?? null;
  let gross: AmountItem | undefined;
  let status: Reconciliation['status'] = 'incomplete';
  let balancedOnTotals = false;
  let addedBack = 0;
  if (net !== null) {
    // A pay stub adds non-taxable reimbursements after the taxes: net = gross − charges + them.
    // "Toll reimb 23.75" among the loads, a gross of pay only, then "Reimbursements 23.75" again
    // beside it: the reimbursements are added after the gross wherever they are listed.
    // The best-named candidates that balance any of these ways win, and among them one that
    // balances alone: "GROSS EARNINGS 4,343.69" and the toll after it, over a ledger's "Total
    // credits 4,382.44" that holds the toll too. A ledger's "Total credits" that holds a toll listed
    // among the loads balances alone, but "Gross earnings" beside it is the better name.
    // "TOTAL DES GAINS 4 213,99-$": what was earned is never below zero, whatever sign OCR left.
    const balancesAlone = (g: AmountItem) => Math.abs(g.cents) - held() === net;
    const balancesPaidBack = (g: AmountItem) => Math.abs(g.cents) - held() + paidBackAfter(g.line) === net;
    const balancesAllPaidBack = (g: AmountItem) => Math.abs(g.cents) - held() + paidBackInAll === net;
    const balancesPaidBackOnce = (g: AmountItem) =>
      paidBackOnce !== paidBackInAll && Math.abs(g.cents) - held() + paidBackOnce === net;
    const best = grossCandidates.find(
      (g) => balancesAlone(g) || balancesPaidBack(g) || balancesAllPaidBack(g) || balancesPaidBackOnce(g),
    );
    const peers = grossCandidates.filter((g) => g.priority === best?.priority);
    gross =
      peers.find(balancesAlone) ??
      peers.find(balancesPaidBack) ??
      peers.find(balancesAllPaidBack) ??
      peers.find(balancesPaidBackOnce);
    // "Reserve release - schedule S-04352  312.40" in a factor's credit column: the column's sum
    // holds reserve paid back, which was never earned. "Face value of invoices purchased" listed
    // among the credits, the sum less the release, is the gross.
    const ledgerCredits = gross;
    if (ledgerCredits && ledgerCredits.label === LEDGER_CREDITS_TOTAL) {
      const released = totalOf(
        of('escrowReleased').filter((r) => r.cents > 0 && r.line < ledgerCredits.line),
      );
      gross =
        (released > 0 &&
          grossCandidates.find(
            (g) =>
              g !== ledgerCredits &&
              Math.abs(g.cents) + released === Math.abs(ledgerCredits.cents) &&
              (balancesPaidBack(g) || balancesAllPaidBack(g)),
          )) ||
        ledgerCredits;
    }
    if (gross && !balancesAlone(gross)) {
      addedBack = balancesPaidBack(gross)
        ? paidBackAfter(gross.line)
        : balancesAllPaidBack(gross)
          ? paidBackInAll
          : paidBackOnce;
    }
    if (!gross && totalDeductions) {
      // "GROSS REVENUE 3,170.40" and the reimbursements after it, over a ledger's "Total credits
      // 3,355.40" that holds them: both balance with the total charges; the better name wins.
      const charged = Math.abs(totalDeductions.cents);
      gross = grossCandidates.find(
        (g) => g.cents - charged === net || (paidBackInAll > 0 && g.cents - charged + paidBackInAll === net),
      );
      balancedOnTotals = gross !== undefined;
    }
  }
  // Nothing balanced: of the best-named candidates, one that is the sum of the others ("Invoice
  // total" per load, then "Invoices total (2)") is their total.
  const bestNamed = grossCandidates.filter((g) => g.priority === grossCandidates[0]?.priority);
  // The others' sum is all of them less the one: worked out once, a page of hundreds stays cheap.
  const allNamed = totalOf(bestNamed);
  gross ??=
    bestNamed.find((g) => bestNamed.length >= 3 && allNamed - Math.abs(g.cents) === g.cents) ??
    grossCandidates[0];
  // Gross candidates not taken may still be a line item ("Total Compensation (68% of revenue)").
  // Not the gross printed again ("TOTAL FLETES CON IVA" in the summary, then in the account).
  for (const g of grossCandidates)
    if (g !== gross && g.alsoKind && Math.abs(g.cents) !== Math.abs(gross?.cents ?? Number.NaN))
      g.kind = g.alsoKind;

  // "TOTAL DES GAINS 4 213,99-$": what was earned is never below zero, whatever sign OCR left.
  let grossCents: number | null = gross ? Math.abs(gross.cents) : null;
  let grossConfidence = gross ? (grossCandidates.length === 1 ? 0.8 : 0.75) : 0;
  let grossPrinted = gross !== undefined;
  let grossSummedUnprinted = false;
  /** No gross printed: the items listed before the charges were summed, and net plus charges agree. */
  let grossSummedFromItems = false;
  const tripTotals = of('tripTotal');
  if (grossCents === null && tripTotals.length > 0) {
    // Each load prints its total and no gross is printed: their sum is the gross.
    grossCents = totalOf(tripTotals);
    grossConfidence = 0.7;
    grossPrinted = true;
  } else if (grossCents === null && tables.amount !== null) {
    // Trip or invoice totals before a quick-pay or factoring fee are the gross.
    grossCents = Math.abs(tables.amount);
    grossConfidence = 0.7;
    grossPrinted = true;
    grossSummedUnprinted = !tableSumPrinted();
    // "Linehaul 1,100.00" on a load's row and "Detention 3h 150.00" on its second line: the table
    // summed the rows' amounts, the pay listed before the charges holds the extras too. When that
    // pay and the net agree through the charges, it is the gross.
    const pay = totalOf(earnedBeforeCharges(items).earned.filter((i) => i.kind !== 'reimbursements'));
    if (net !== null && pay > grossCents && pay - held() + paidBackInAll === net) grossCents = pay;
  }
  // Under a gross taken from the tables, every reimbursement ("Reserve release") is added after it.
  if (!gross && grossCents !== null && net !== null) {
    if (paidBackInAll > 0 && grossCents - held() + paidBackInAll === net) addedBack = paidBackInAll;
    // "Lumper … 210.00 (pass-through)" under a load, then "Lumper reimbursement +210.00": told twice.
    else if (paidBackOnce !== paidBackInAll && grossCents - held() + paidBackOnce === net)
      addedBack = paidBackOnce;
  }
  let heldCents = held();
  let netCents = net;
  let netConfidence = netItem ? (netHits.length === 1 ? 0.8 : 0.75) : 0;
  let difference: number | null = null;
  /** Figures changed from what OCR gave so that the statement adds up: each is shown at 0.5. */
  const misread = new Set<string>();
  if (grossCents !== null && netCents !== null) {
    difference = grossCents - (repaired ? heldAsRead : heldCents) + addedBack - netCents;
    // A deduction worked out from the totals cannot also confirm them: the figures as printed did
    // not add up (the total itself may be the misread one), so a person checks.
    if (repaired) status = 'unbalanced';
    else if (difference === 0 || balancedOnTotals) status = 'balanced';
    else status = 'unbalanced';
    // Balanced on the printed totals, the charges as read may still not add up to them.
    if ((status === 'unbalanced' || balancedOnTotals) && !repaired && difference !== 0) {
      const charges = [...deductions, ...advancesList, ...escrowList];
      const chargesPrinted = of('totalDeductions').length > 0 ? printedHeld : null;
      // Balanced on the printed totals, a charge may still be misread ("1560.00" for 150.00): the
      // printed total of the charges must confirm its repair.
      let fix =
        status === 'unbalanced'
          ? repairOneFigure(grossCents, netCents, charges, difference, chargesPrinted)
          : repairOneFigure(grossCents, netCents, charges, difference, chargesPrinted, true);
      // What is paid back was not added, as the figures did not add up either way: with it added, a
      // charge whose repair the printed total of the charges confirms.
      if (!fix && addedBack === 0 && paidBackInAll > 0) {
        fix = repairOneFigure(
          grossCents,
          netCents,
          charges,
          difference + paidBackInAll,
          chargesPrinted,
          true,
        );
      }
      if (fix?.figure === 'gross') grossCents = fix.cents;
      else if (fix?.figure === 'net') netCents = fix.cents;
      else if (fix?.figure === 'charge') {
        fix.item.cents = Math.sign(fix.item.cents || 1) * fix.cents;
        heldCents = held();
      }
      if (fix) misread.add(fix.figure === 'charge' ? fix.item.kind : fix.figure);
      if (fix?.figure === 'charge' && fix.item.kind === 'deduction') repairedDeductions.add(fix.item);
      // "400.60" and "140.60" for 400.00 and 140.00: OCR reads a ".00" as ".60" more than once on
      // a page. When the charges are over by exactly 60 cents for each charge read with 60 cents,
      // each was a round figure.
      const sixties = charges.filter((c) => Math.abs(c.cents) % 100 === 60);
      const roundedSixties = !fix && sixties.length >= 2 && difference === -60 * sixties.length;
      if (roundedSixties) {
        for (const item of sixties) {
          item.cents = Math.sign(item.cents) * (Math.abs(item.cents) - 60);
          misread.add(item.kind);
          if (item.kind === 'deduction') repairedDeductions.add(item);
        }
        heldCents = held();
      }
      // "TVQ 9,975 % 572,24-$" (a tax OCR gave a minus), a balance OCR ran onto a charge's line: the
      // charges are over the printed figures by exactly the amount of one of them, which no other
      // charge shares. It is one too many.
      const overBy = -(difference ?? 0);
      const over = overBy > 0 ? deductions.filter((d) => Math.abs(d.cents) === overBy) : [];
      const extra = !fix && !roundedSixties && over.length === 1 ? over[0] : undefined;
      if (extra) {
        deductions.splice(deductions.indexOf(extra), 1);
        extra.kind = 'unknown';
        heldCents = held();
      }
      // "Comchek advance 300.60", "Escrow deposit 150.60" on a page whose figures do not add up: an
      // advance or a deposit is a round sum, and OCR reads ".00" as ".60" more than anything else.
      if (!fix && !roundedSixties && !extra && status === 'unbalanced')
        for (const item of [...advancesList, ...escrowList]) {
          const cents = Math.abs(item.cents);
          if (cents < 1000 || cents % 100 !== 60 || (cents - 60) % 500 !== 0) continue;
          item.cents = Math.sign(item.cents) * (cents - 60);
          misread.add(item.kind);
          heldCents = held();
        }
    }
  } else if (grossCents === null && netCents !== null) {
    grossCents = netCents + heldCents;
    grossConfidence = heldCents === 0 ? 0.6 : 0.5;
    status = 'derived';
    // No gross printed, but the amounts listed before the first charge (one per load) add up to
    // net plus charges: two readings agree, so gross is that sum and net is confirmed.
    // ">>> YOUR PAYOUT: $3,060.88 <<<" above the loads: a net printed first does not end the pay.
    const { afterFirstCharge, earned } = earnedBeforeCharges(items);
    // "Lumper  driver paid $240.00 …" under a load, then "Lumper pass-through  +240.00" among the
    // charges: the lumper is paid back after the charges, so the gross is the pay without it
    // (net + charges − it), which the loads' pay alone must add up to.
    const paidBackEarlier = new Set(earned.filter((e) => e.kind === 'reimbursements').map((e) => e.cents));
    const paidBackLater = items.filter(
      (i) => i.kind === 'reimbursements' && afterFirstCharge(i) && i.cents > 0,
    );
    const paidBackAmongCharges = paidBackLater.filter((i) => paidBackEarlier.has(i.cents));
    const pay = earned.filter((i) => i.kind !== 'reimbursements');
    const payOnly = grossCents - totalOf(paidBackAmongCharges);
    const paidBackAfterCharges =
      paidBackAmongCharges.length > 0 && pay.length > 0 && totalOf(pay) === payOnly;
    // "PASS-THROUGH TO CARRIER  Lumper … 160.00" under the charges, told nowhere above: paid back
    // after the charges, it is part of the net but not of what was earned.
    const paidBackOnlyAfter = paidBackLater.filter((i) => !paidBackEarlier.has(i.cents));
    if (paidBackAfterCharges) {
      grossCents = payOnly;
      addedBack = totalOf(paidBackAmongCharges);
    } else if (paidBackOnlyAfter.length > 0 && totalOf(paidBackOnlyAfter) < grossCents) {
      grossCents -= totalOf(paidBackOnlyAfter);
      addedBack = totalOf(paidBackOnlyAfter);
    }
    // "Load revenue … 4,745.00" over "Lumper pass-through … 185.00", then the charges: what is paid
    // back is listed with the pay, and the pay alone is the gross. Only a line that says in English
    // that it is passed through or a reimbursement ("Lumper reimbursement, rcpt 4471"): tolls and
    // fuel listed with the earnings ("Gastos comprobados", "Reembolso de casetas" in a ledger's
    // credits) are summed with them into a total of earnings, which is the gross.
    const paidBackWithPay = earned.filter((e) => e.kind === 'reimbursements' && e.cents > 0);
    const saysPaidBack = paidBackWithPay.every((e) => SAYS_PAID_BACK.test(foldText(e.label)));
    const payWithoutPaidBack =
      !paidBackAfterCharges &&
      paidBackAmongCharges.length === 0 &&
      paidBackWithPay.length > 0 &&
      saysPaidBack &&
      pay.length > 0 &&
      totalOf(pay) + totalOf(paidBackWithPay) === grossCents;
    if (payWithoutPaidBack) {
      grossCents = totalOf(pay);
      addedBack = totalOf(paidBackWithPay);
    }
    if (earned.length > 0 && (paidBackAfterCharges || payWithoutPaidBack || totalOf(earned) === grossCents)) {
      status = 'balanced';
      grossSummedFromItems = true;
      grossConfidence = 0.85;
      netConfidence = 0.9;
      grossPrinted = true;
    }
  } else if (netCents === null && grossCents !== null) {
    netCents = grossCents - heldCents;
    netConfidence = 0.5;
    status = 'derived';
  }
  const reconciles = status === 'balanced' && grossPrinted && netItem !== undefined;
  const itemisedBalanced = reconciles && difference === 0;
  // Balanced only on the totals, with a better-named gross set aside ("Total abonos" taken over
  // "GROSS EARNINGS"): the sum holds, but which total is the gross is a guess.
  // Nor is it sure when a better-named gross of another amount was set aside because it did not
  // balance ("Gross compensation 4,348.55" beside "Total credits 4,433.55"): OCR may have garbled a
  // line the better name needed.
  const grossInDoubt =
    grossSummedUnprinted ||
    (gross !== undefined &&
      grossCandidates.some(
        (g) =>
          g.priority < gross.priority && (balancedOnTotals || Math.abs(g.cents) !== Math.abs(gross.cents)),
      ));
  if (reconciles) {
    // A gross summed from the lines above the charges agrees with net plus charges, but both come
    // from the same lines: one line read as pay that is not (a lumper told twice) still agrees.
    grossConfidence = grossInDoubt ? 0.75 : grossSummedFromItems ? 0.89 : 0.99;
    netConfidence = 0.99;
  } else if (status === 'unbalanced') {
    // The figures disagree: something was misread. Keep the values for review, trust them less.
    grossConfidence = Math.min(grossConfidence, misread.has('gross') ? REPAIRED_CONFIDENCE : 0.6);
    netConfidence = Math.min(netConfidence, misread.has('net') ? REPAIRED_CONFIDENCE : 0.65);
  }
  const partConfidence = (base: number) =>
    // The sum checks the amounts, not which charge is a deduction, an advance or escrow.
    itemisedBalanced
      ? 0.88
      : status === 'unbalanced' || balancedOnTotals
        ? Math.min(base, 0.6) // the items do not add up to what was printed
        : base;

  const summed = (kind: AmountItem['kind'], tableValue: number | null = null): ExtractedField<number> => {
    const list = of(kind);
    const only = list.length === 1 ? list[0] : undefined;
    // "Fletes y maniobras 43,700.00" beside a trips table whose freight column sums 42,500.00: the
    // line holds the extras too, and the table's freight alone is the linehaul.
    if (
      only &&
      tableValue !== null &&
      FREIGHT_AND_EXTRAS.test(foldText(only.label)) &&
      Math.abs(tableValue) < Math.abs(only.cents)
    )
      return field(Math.abs(tableValue), 0.8);
    if (only) return field(Math.abs(only.cents), 0.85);
    if (list.length > 1) {
      // "Km recorridos / importe de fletes 42,500.00" under the loads, "Fletes 42,500.00" in the
      // summary: each says the loads' total, which the table has summed.
      if (tableValue !== null && list.every((h) => Math.abs(h.cents) === Math.abs(tableValue)))
        return field(Math.abs(tableValue), 0.8);
      const total = list.find((h) => /total/i.test(h.label));
      if (total) return field(Math.abs(total.cents), 0.8);
      // "Plus reimbursements 160.00" in the payout, under the lumper it sums: the section's total.
      const listed = Math.abs(sum(list));
      const sectionTotal = list.find(
        (h) => ALL_REIMBURSEMENTS.test(h.label) && Math.abs(h.cents) * 2 === listed,
      );
      if (kind === 'reimbursements' && sectionTotal) return field(Math.abs(sectionTotal.cents), 0.8);
      // "RECAP: … LINEHAUL+EMPTY 1,918.68" under the net: a recap's one figure that is at least all
      // the lines above it together restates their total (with pay no line named so, the empty miles).
      const netLine = netItem?.line;
      const belowNet = netLine === undefined ? [] : list.filter((h) => h.line > netLine);
      const above = netLine === undefined ? [] : list.filter((h) => h.line < netLine);
      const recap = belowNet.length === 1 ? belowNet[0] : undefined;
      const pay = kind === 'linehaul' || kind === 'fuelSurcharge';
      if (pay && recap && above.length >= 1 && Math.abs(recap.cents) >= Math.abs(sum(above)))
        return field(Math.abs(recap.cents), 0.75);
      const recapped = printedTwice(list, items);
      if (recapped !== null) return field(recapped, 0.8);
      // "Flete 12,880.00", "Flete 21,204.00", then "Flete de viajes (2) 34,084.00": one item that
      // is the others' sum is their total.
      const all = Math.abs(sum(list));
      const subtotal = list.length >= 3 ? list.find((h) => Math.abs(h.cents) * 2 === all) : undefined;
      if (subtotal) return field(Math.abs(subtotal.cents), 0.75);
      // "Rate 1,350.60 flat" per load (an OCR'd 0 among them), then "Flat rates (3) 4,175.00": the
      // last item, counting the ones before it, is their total even when they do not sum to it.
      const counted = list[list.length - 1];
      const count = Number(COUNT_IN_LABEL.exec(counted?.label ?? '')?.[1] ?? 0);
      if (
        counted &&
        list.length >= 3 &&
        count === list.length - 1 &&
        list.every((h) => h.line <= counted.line)
      )
        return field(Math.abs(counted.cents), 0.7);
      return field(all, 0.7);
    }
    if (tableValue === null) return field<number>(null, 0);
    // The table's printed total and its rows disagree: OCR misread one of them.
    const inDoubt =
      (kind === 'linehaul' && tables.inDoubt.has('linehaul')) ||
      (kind === 'fuelSurcharge' && tables.inDoubt.has('fsc'));
    return field(Math.abs(tableValue), inDoubt ? 0.5 : 0.8);
  };
  // "lumper 210.00" under a load, "lumper reimbursement +210.00" among the credits, "plus
  // reimbursements 210.00" in the payout: one lumper told three times. When the statement balanced
  // by adding back what was paid back, that sum is the reimbursements, however often it was listed.
  const paidBackList = of('reimbursements');
  const paidBackAsBalanced =
    status === 'balanced' &&
    addedBack > 0 &&
    of('escrowReleased').length === 0 &&
    paidBackList.length > 1 &&
    Math.abs(sum(paidBackList)) !== addedBack
      ? field(addedBack, 0.8)
      : null;
  // "Mileage pay (all mi @ .64)": a few cents or dollars is the rate a mile, never a statement's pay
  // for hauling; read as the linehaul it is a misread, so none is named.
  const notARate = (f: ExtractedField<number>): ExtractedField<number> =>
    f.value !== null && f.value < RATE_CEILING_CENTS ? field<number>(null, 0) : f;
  const withPart = (f: ExtractedField<number>): ExtractedField<number> =>
    f.value === null ? f : { ...f, confidence: partConfidence(f.confidence) };
  return {
    // "GROSS PAY 1,732.43-", "(2,737.00)" in OCR'd text: what was earned is never below zero.
    gross: field(grossCents === null ? null : Math.abs(grossCents), grossConfidence),
    net: field(netCents, netConfidence),
    linehaul: notARate(
      summed('linehaul', tables.linehaul ?? loadPayBeforeSurcharge(items, tables, grossCents)),
    ),
    fuelSurcharge: summed('fuelSurcharge', tables.fsc),
    advances: repairedPart(withPart(summed('advances')), misread.has('advances')),
    escrow: repairedPart(withPart(summed('escrow')), misread.has('escrow')),
    reimbursements: paidBackAsBalanced ?? summed('reimbursements'),
    deductions: deductions.map((d) => ({
      label: d.label,
      amountCents: Math.abs(d.cents),
      confidence: repairedDeductions.has(d) ? REPAIRED_CONFIDENCE : partConfidence(d.confidence),
    })),
    reconciles,
    reconciliation: {
      status,
      grossCents,
      heldCents,
      netCents,
      differenceCents: difference,
    },
  };
}

/** What a block of charges over its total may hold: charges, and lines no word named. */
const CHARGE_OR_UNNAMED: readonly AmountItem['kind'][] = ['deduction', 'advances', 'escrow', 'unknown'];

import type { BusinessDate } from '../dates/calendar.js';
import { field, type ExtractedField } from './field.js';
import { TRUCKER_ADVANCE } from './items.js';
import { findDates, foldPattern, foldText, splitCells, type NumberLocale } from './tokens.js';

/**
 * What the words before a date make of it, checked in this order: a pay or check date is the date
 * of a settlement; a period end or a ship date is not, even when it says "date"; a statement or
 * issue date comes next, then any "date" label; an unlabelled date is a guess.
 */
const DATE_LABELS: [RegExp, number][] = [
  // "REPRINT 03/12/2026 08:14", "Printed 2/25/26": the day a copy was printed, not the document's.
  [foldPattern(/\b(reprint(ed)?|printed|print date)\b[^\d]{0,6}$/), 0.2],
  [
    foldPattern(
      /(pay|check|cheque|payment|deposit|remittance|ach|eft|wire|funding|paid|transfer|disbursement)\s*(date|dt)\b[^\d]{0,6}$|\bpay ?day\b[^\d]{0,6}$|\b(depot|deposit|deposito|paiement|payment|pago|virement) (prevu|scheduled|programado|planifie)( (le|on|el|for|pour))?\s{0,3}:?\s{0,3}$|^\W{0,3}(deposit|depot|deposito|paiement|pago)\s{0,12}:\s{0,3}$|^\W{0,3}released\s{0,12}:?\s{0,3}$|\b(depot|deposit|deposito|paiement|pago|virement|versement|paid|deposited) (le|el|on)\s{0,3}:\s{0,3}$|(date|dt)\s*(paid|of payment|de paiement|de paie|du versement|du paiement|du depot)[^\d]{0,6}$|(paid|funded|deposited)\s*on[^\d]{0,4}$|\b(paid|funded|wired|deposited|remitted)( out)?[^\d\p{L}]{0,3}\s{0,10}$|\b(funds|deposit|payment|net pay) (sent|wired|released|disbursed|transferred|transfer|out)[^\d\p{L}]{0,3}\s{0,10}$|\b(ach|eft|wire|payment|deposit|funds) (effective|release)( date| on)?[^\d\p{L}]{0,3}\s{0,10}$|\b(ach|wire|eft|net|payment)\b.{0,30}\bsent[^\d\p{L}]{0,3}\s{0,3}$|\b(check|cheque)\b.{0,30}\bdated[^\d\p{L}]{0,3}\s{0,3}$|fecha de (pago|deposito|dispersion|transferencia)( spei)?[^\d]{0,4}$|\b(direct deposit|ach|ach sent|eft|wire sent|(ach|eft|wire) deposit)[^\d\p{L}]{0,3}$|\bvalue date[^\d]{0,6}$|\bby (ach|wire|eft|check|cheque) on[^\d\p{L}]{0,3}\s{0,10}$|\b(ach|wire|payment|check)? ?(sent|paid|deposited|wired) to (the )?(carrier|contractor|driver|you)[^\d\p{L}]{0,3}\s{0,6}$|\bnet (ach|eft|wire|deposit|payment) to (the )?(carrier|contractor|driver|you)[^\d\p{L}]{0,3}\s{0,6}$|date (de |du )(paiement|paie|versement|depot|virement)[^\d]{0,6}$|\bdepot direct( le)?[^\d\p{L}]{0,3}$|\b(ach|wire|eft|direct deposit|deposited|depose|depot|virement|transferencia|spei)\b[^.:]{0,40}\b(on|le|el)(\s?:)?$|\b(ach|wire|eft|sent|paid|deposited|remitted)\b.{0,40}\d[.,]\d{2}\s{1,3}on$/u,
    ),
    0.85,
  ],
  // "Settlement date: 2026-11-10" beside "Paid by ACH: 2026-11-13": the day it was settled, which
  // is the pay date unless another line says when the money was paid.
  // "Fecha de liquidación" is the same settlement date in Spanish.
  [
    foldPattern(
      /settlement\s*(date|dt)\b[^\d]{0,6}$|fecha de liquidacion[^\d]{0,4}$|^\W{0,3}settled( on)?\s*:?\s*$/,
    ),
    0.8,
  ],
  [
    foldPattern(
      /(week|period|periode|periodo)\s*(ending|end|ended|se terminant le|terminada)[^\d]{0,10}$|ending[^\d]{0,4}$/,
    ),
    0.6,
  ],
  [
    foldPattern(
      /(ship|pickup|pick up|picked up|delivery|delivered|drop|load|invoice dt|from|to|through|thru|al|au|appt|recoleccion|entrega)\s*(date|dt)?[^\d\p{L}]{0,8}$/u,
    ),
    0.3,
  ],
  [
    foldPattern(
      /(statement|invoice|issue|stmt|document|fecha|date|emision|emission|issued|sent|dated?|le|purchased)\s*(date|de emision|d.emission)?[^\d\p{L}]{0,4}$/u,
    ),
    0.7,
  ],
  [foldPattern(/(date|fecha|dated|\bdt)\b[^\d]{0,22}$/), 0.65],
  // "WORKED   MAR 11 2026 12:05": a receipt's day of service is its date.
  [foldPattern(/\b(worked|serviced|unloaded|service date|date of service|date serviced)\b[^\d]{0,6}$/), 0.6],
  // "Puebla, Pue., 26 de noviembre de 2026", "Guadalajara, Jal., a 3 de diciembre de 2026",
  // "Montréal, le 4 décembre 2026": a letter's place and date, the date the document was issued.
  [/^\s*\p{L}[\p{L} .'-]{2,30},[\p{L} .,]{0,12}?\s(?:a|le|el)?\s*$/u, 0.6],
];

/** Day-first when a date says so (13/11/2026) or, failing that, the document is comma-decimal or Spanish/French. */
export function isDayFirst(lines: string[], locale: NumberLocale): boolean {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const line of lines) {
    for (const m of line.matchAll(/(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-](?:\d{4}|\d{2})(?![\d/])/g)) {
      // "86/22/2025": neither number can be a day or a month (an OCR slip); it says nothing.
      const [a, b] = [Number(m[1]), Number(m[2])];
      if (a > 12 && a <= 31 && b <= 12) dayFirst += 1;
      else if (b > 12 && b <= 31 && a <= 12) monthFirst += 1;
    }
  }
  if (dayFirst !== monthFirst) return dayFirst > monthFirst;
  if (locale.decimal === ',') return true;
  return SPANISH_OR_FRENCH.test(foldText(lines.slice(0, 40).join('\n')));
}
const SPANISH_OR_FRENCH = foldPattern(
  /\b(fecha|periodo|pago|liquidacion|date de|periode|paiement|releve|talon de)\b/,
);

/** "Sent Tuesday, November 24, 2026": the weekday sits between the label and the date. */
const WEEKDAY = foldPattern(
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|lunes|martes|miercoles|jueves|viernes|sabado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\.?,?\s*$/,
);

const CHECK_BLOCK = foldPattern(/\b(check|cheque|chk)\s*(no\.?|number|#)/);

/** "Invoice Dt: 12/02/2025" beside "Date In: 12/01/2025": on a bill, the day it was invoiced. */
const INVOICE_DATE = foldPattern(/\b(invoice|inv\.?|bill|billing|factura|facture)\s*(date|dt)\b[^\d]{0,6}$/);

/**
 * The document's date. `billed`: a repair invoice or a receipt, dated by its invoice date (on a
 * statement an invoice date is a load's, not the pay date).
 */
export function readDate(
  lines: string[],
  consumed: Set<number>,
  dayFirst: boolean,
  billed = false,
): ExtractedField<BusinessDate> {
  const labels: [RegExp, number][] = billed ? [[INVOICE_DATE, 0.85], ...DATE_LABELS] : DATE_LABELS;
  let date: ExtractedField<BusinessDate> = field<BusinessDate>(null, 0);
  // How strongly the date taken so far was labelled (a repaired one shows less than it ranks).
  let dateRank = 0;
  const distinct = new Set<string>();
  for (const [index, text] of lines.entries()) {
    let previousEnd = 0;
    // A line's first dates are the labelled ones; a line of dozens of dates is a table or noise.
    for (const token of findDates(text, { dayFirst }).slice(0, 6)) {
      if (dateRank >= 0.85) break;
      distinct.add(token.date);
      // "2026-04-26 to           15-May-2026" under "Pay period   Pay date": a range the next line
      // ends, then a wide gap; the "to" is the period's, no label of the date in the next column.
      const between = text.slice(previousEnd, token.start);
      const rangeCutShort =
        previousEnd > 0 && /^\s*(to|thru|through|-|–|au|al)(\s{3,}|\s*\|\s*)$/i.test(between);
      const onLine = rangeCutShort
        ? ''
        : // "Virement Desjardins (folio 4471902) effectué le": a remark in brackets does not push the
          // label out of reach.
          foldText(text.slice(Math.max(previousEnd, token.start - 60), token.start))
            .replace(/\([^()]{0,30}\)/g, ' ')
            .slice(-40)
            .replace(WEEKDAY, ' ');
      const firstOnLine = previousEnd === 0 && token.start <= 12;
      previousEnd = token.end;
      // "… remitted the advance by ACH" then "on 10/09/26.": a label the line above ends with.
      // Not "SETTLEMENT DATE   WEEK ENDING   DEPOSIT DATE" over a row of three dates: a row of headings
      // labels the date under each (headerAbove), its last heading is not the first date's label.
      const underHeadings =
        firstOnLine && splitCells(lines[index - 1] ?? '').length >= 2 && splitCells(text).length >= 2;
      const before =
        firstOnLine && !underHeadings && /^[^\d\p{L}]*(\p{L}{1,3}[^\d\p{L}]*)?$/u.test(onLine)
          ? `${foldText((lines[index - 1] ?? '').slice(-40)).trimEnd()} ${onLine.trimStart()}`
          : onLine;
      // "ACH sent:       2026-04-21", "ACH date       : 2026-03-20": the blanks that align a label
      // and its date are no part of it.
      const label = before.replace(/\s+/g, ' ').trimEnd();
      // "Check Date 1 04/17/2026": OCR read the colon after the label as a 1 or an l.
      const colonRead = label.replace(/ [1l|]$/, ':');
      // "Fecha de pago (transferencia SPEI): 10/jun/2026": a remark in brackets after the label.
      const unremarked = label.replace(/\s*\([^()]{1,40}\)(?=\W{0,3}$)/, '');
      const found = labels.find(
        ([pattern]) => pattern.test(label) || pattern.test(colonRead) || pattern.test(unremarked),
      )?.[1];
      // "Fuel advance wired 2026-04-08": the day a trucker's advance was sent is a charge's date, not
      // the pay date.
      // "Trailhead Freight Partners, Inc. (paid 2026-02-12, ACH)" in a load table: the day a broker
      // paid for one load, told in a remark, not the day the trucker was paid.
      const loadRemark =
        found !== undefined && found >= 0.85 && consumed.has(index) && /\(\s*\p{L}[^()]*$/u.test(label);
      const labelled =
        found !== undefined && found >= 0.85 && (TRUCKER_ADVANCE.test(label) || loadRemark) ? 0.3 : found;
      // "Check No. 048813" over "Date: Nov 20, 2026": a check's own date is the pay date.
      const onCheck =
        labelled !== undefined &&
        labelled >= 0.65 &&
        labelled < 0.8 &&
        CHECK_BLOCK.test(foldText(`${lines[index - 1] ?? ''} ${text}`));
      const confidence =
        (onCheck ? 0.8 : labelled) ??
        (consumed.has(index) ? undefined : headerAbove(lines, index, token.start, token.end)) ??
        (consumed.has(index) ? 0.25 : 0.4);
      // A date an OCR slip was undone in is a good guess, never a certainty (shown at 0.5 at most);
      // under a pay-date label it still beats the dates of the lines (a period, a charge's date).
      const rank = token.repaired
        ? Math.min(confidence, labelled !== undefined && labelled >= 0.85 ? 0.75 : 0.5)
        : confidence;
      if (rank > dateRank) {
        date = field(token.date, token.repaired ? Math.min(confidence, 0.5) : confidence);
        dateRank = rank;
      }
    }
  }
  // The only date a document prints is most likely its date, labelled or not.
  if (date.value !== null && date.confidence < 0.5 && distinct.size === 1) date = field(date.value, 0.5);
  return date;
}

/**
 * "Pay Period          Pay Date" over "11/22/2026 - 12/05/2026   12/10/2026": the column heading
 * above a date labels it. The heading line has no digits; its cell over the date is the label.
 */
function headerAbove(lines: string[], index: number, start: number, end: number): number | undefined {
  let above = index - 1;
  // At most one blank line between the heading and its row.
  while (above >= index - 2 && above >= 0 && (lines[above] ?? '').trim() === '') above -= 1;
  const header = lines[above];
  if (header === undefined || index - above > 2 || /\d/.test(header)) return undefined;
  // When both lines are laid out in the same columns, by position; OCR that closed the gaps up
  // leaves only the order: the headings that name dates, one for each date or date range.
  const headings = splitCells(header);
  const cells = splitCells(lines[index] ?? '');
  if (headings.length < 2 || cells.length < 2) return headingInOrder(header, lines[index] ?? '', start);
  const heading = headings.find((h) => h.start < end && h.end > start);
  if (!heading) return undefined;
  const confidence = DATE_LABELS.find(([pattern]) => pattern.test(`${foldText(heading.text)}: `))?.[1];
  return confidence === undefined ? undefined : headingAboveConfidence(confidence);
}

const DATE_HEADING = foldPattern(
  /((pay|check|cheque|settlement|payment|deposit|statement|issue|invoice|advice|remittance|ship|delivery)\s*(date|dt)|(pay )?period( ending| end)?|week ending|\bdate\b|fecha( de pago)?|periodo|date de paie|periode)/g,
);
const RANGE_JOIN = /^\s*(-|–|—|to|thru|through|al|au|a)\s*$/i;

function headingInOrder(header: string, line: string, start: number): number | undefined {
  const labels = [...foldText(header).matchAll(DATE_HEADING)].map((m) => m[0]);
  if (labels.length < 2) return undefined;
  // "11/22/2026 - 12/05/2026" is one period: a range takes one heading.
  const groups: { start: number; end: number }[] = [];
  for (const token of findDates(line)) {
    const last = groups[groups.length - 1];
    if (last && RANGE_JOIN.test(line.slice(last.end, token.start))) last.end = token.end;
    else groups.push({ start: token.start, end: token.end });
  }
  if (groups.length !== labels.length) return undefined;
  const at = groups.findIndex((g) => start >= g.start && start < g.end);
  const label = labels[at];
  if (label === undefined) return undefined;
  const confidence = DATE_LABELS.find(([pattern]) => pattern.test(`${label}: `))?.[1];
  return confidence === undefined ? undefined : headingAboveConfidence(confidence);
}

/**
 * A heading over a date is a weaker label than one beside it: at most 0.75. Under "SETTLEMENT DATE
 * … DEPOSIT DATE" the pay date still outranks the settlement date (0.75 against 0.745).
 */
function headingAboveConfidence(label: number): number {
  return label >= 0.75 ? 0.75 - (0.85 - label) / 10 : label;
}

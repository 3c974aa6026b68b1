import { findMoney, foldPattern, foldText, splitCells, type NumberLocale } from './tokens.js';

/**
 * An account statement ("estado de cuenta", "relevé de compte") lists dated movements in a debit
 * and a credit column with a running balance after each. The balance is not an item, and which
 * column a movement sits in says whether it is a charge or pay. This rewrites such a ledger as the
 * labelled amounts the item reader knows: each movement with its amount (a charge written
 * negative), the totals line as "Total cargos" and "Ledger credits total".
 */
/** The name the credit column's sum is given, read as a gross candidate (items.ts). */
export const LEDGER_CREDITS_TOTAL = 'Ledger credits total';
const DEBIT = foldPattern(/\b(cargos?|debits?|debe|charges|retraits?|debit|dr)\b/);
const CREDIT = foldPattern(/\b(abonos?|credits?|haber|depots?|credit|cr)\b/);
const BALANCE = foldPattern(/\b(saldo|balance|solde)\b/);
/**
 * "Clave  Concepto  Percepciones  Deducciones": the last two columns of a pay sheet's header, one
 * for what is earned and one for what is taken off, each line's amount in one of them.
 */
const PAY_COLUMN = foldPattern(/\b(percepciones|ingresos|earnings|gains)\b/);
const CHARGE_COLUMN = foldPattern(/\b(deducciones|descuentos|deductions|retenues)\b/);
/** The same names as a whole cell, built once: the header test runs on every line. */
const whole = (word: RegExp) => new RegExp(`^${word.source}$`, word.flags);
const PAY_COLUMN_CELL = whole(PAY_COLUMN);
const CHARGE_COLUMN_CELL = whole(CHARGE_COLUMN);
function payThenChargeHeader(line: string): boolean {
  const cells = splitCells(line);
  return (
    cells.length >= 3 &&
    PAY_COLUMN_CELL.test(foldText(cells[cells.length - 2]?.text ?? '')) &&
    CHARGE_COLUMN_CELL.test(foldText(cells[cells.length - 1]?.text ?? ''))
  );
}
/**
 * "... AMOUNT  BALANCE" at the end of a header: one column of movements, then the running balance.
 * The ledger reads such a header's rows by the balance; the item reader, when OCR closed it up.
 * OCR may leave a speck or the box's bar after it ("AMOUNT BALANCE |", the bar folded to "l"), or
 * a bar between the two ("AMOUNT | BALANCE").
 */
export const AMOUNT_THEN_BALANCE = foldPattern(
  /\b(amount|montant|importe)(\s+l)?\s+(balance|solde|saldo)[\s.:_-]*(\sl)?\s*$/,
);

/** "DATE  REF  DESCRIPTION  AMOUNT  BALANCE": column names before the two, each figure marked CR or DR. */
function amountThenBalanceHeader(folded: string): boolean {
  const m = AMOUNT_THEN_BALANCE.exec(folded);
  return m !== null && /\S\s+$/.test(folded.slice(0, m.index));
}
const TOTALS = foldPattern(
  /^\s*((period|week|page|grand|column|section [a-z0-9]{1,3}) )?(totales|totals?|sumas?|totaux)\b/,
);
const LEDGER_END = foldPattern(/^\s*(net|neto|montant net|gross|bruto|summary|recap|sommaire|resumen)\b/);
/**
 * "Net ACH to carrier", "Payment to contractor", "ACH to Wyalusing Ridge Hauling LLC ..4471": the
 * movement that pays the account out.
 */
const PAID_OUT = foldPattern(
  /\bnet\b|\b(paid|payment|ach|eft|wire|transfer|deposit) to (the )?(carrier|contractor|operator|driver|you)\b|^(ach|eft|wire|direct deposit)( payment| transfer| deposit)? to [a-z]/,
);
/** The name a movement that pays the account out is given when its own words do not say net. */
const PAID_OUT_LABEL = 'Net paid out';
const NET_PAID_OUT = foldPattern(/\bnet\b/);
/** "489.33 DR": a balance the contractor owes (below zero); "650.67 CR" one owed to them. */
const DEBIT_BALANCE = /^\s?dr\b/i;
const CLOSING = foldPattern(/\b(ending|closing|final|new)\b/);
/** "3,342.00 CR", "1,687.71.CR": a figure marked as a balance. */
const BALANCE_MARK = /^[\s.]?(cr|dr)\b/i;
/** A movement's date at the start of its line: "28/11", "2026-11-28", "28-NOV", "09 Mar 2026". */
const LEADING_DATE =
  /^\s*\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\s+|^\s*\d{1,2}[-\s][A-Za-z]{3}\.?(?:[-\s]\d{4})?\s+|^\s*[A-Za-z]{3}\.?\s\d{1,2}(?:,?\s\d{4})?\s+/;

/** Indented lines without figures from `at`, at most three, then a line with figures. */
function wrapsUnderMovement(lines: string[], at: number, locale: NumberLocale): boolean {
  for (let k = at; k < Math.min(lines.length, at + 4); k += 1) {
    const line = lines[k] ?? '';
    if (findMoney(line, locale).length > 0) return k > at;
    if (!/^\s{4,}\S/.test(line)) return false;
  }
  return false;
}

export function rewriteLedger(lines: string[], locale: NumberLocale): string[] {
  const isHeader = (line: string) => {
    const folded = foldText(line);
    // A header of columns ("Date  Ref  Description  DR  CR"), not a numbered section's heading that
    // names both ("SECTION B - CHARGES (DR) AND REIMBURSEMENTS (CR)").
    return (
      findMoney(line, locale).length === 0 &&
      ((DEBIT.test(folded) && CREDIT.test(folded)) ||
        amountThenBalanceHeader(folded) ||
        payThenChargeHeader(line)) &&
      !/^\s*(sectlon|part|partle|secclon)\s+[a-z0-9]{1,3}\b/.test(folded)
    );
  };
  let header = lines.findIndex(isHeader);
  if (header < 0) return lines;
  // "AMOUNT   DR/CR": one column marks each amount a charge or a credit; the item reader reads the
  // marks, there are no debit and credit columns to tell apart.
  if (
    splitCells(lines[header] ?? '').some((c) =>
      /^(dr|debit)\s?\/\s?(cr|credit)$|^(cr|credit)\s?\/\s?(dr|debit)$/i.test(c.text),
    )
  )
    return lines;
  // "OTHER CREDITS AND CHARGES" over "Date  Ref  Description  Debit (DR)  Credit (CR)": the section's
  // heading names both too; the columns' header is the line under it.
  if (isHeader(lines[header + 1] ?? '')) header += 1;
  const folded = foldText(lines[header] ?? '');
  const [debitWord, creditWord] = payThenChargeHeader(lines[header] ?? '')
    ? [CHARGE_COLUMN, PAY_COLUMN]
    : [DEBIT, CREDIT];
  const debitFirst = folded.search(debitWord) < folded.search(creditWord);
  const withBalance = BALANCE.test(folded);
  // Without a balance column, the column an amount sits under: amounts are right-aligned, so the
  // nearer column end is the column.
  // OCR that closed the gaps up leaves no positions to go by.
  const positional = splitCells(lines[header] ?? '').length >= 3;
  const debitEnd = columnEnd(folded, debitWord);
  const creditEnd = columnEnd(folded, creditWord);
  const out = lines.slice(0, header + 1);
  let balance: number | null = null;
  /** A movement whose balance did not follow from the one before: perhaps OCR misread either. */
  let unread: { before: number; cents: number; at: number; label: string; figure: string } | null = null;
  let i = header + 1;
  const firstLine = firstAfterHeader(lines, header);
  for (; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    // A blank line, or the rule of dashes drawn under the header or above the sums.
    if (BLANK_OR_RULE.test(line)) {
      out.push(line);
      continue;
    }
    // "Linehaul 1,126 mi x $1.58   5520871   1,779.08": a rate in the description is no movement.
    // Not "AMARILLO TX  573.06": an x that ends a word is no multiplication.
    const money = findMoney(line, locale).filter(
      (m) => !/(?:[@×]|(?:^|[\s\d)])x)\s*\$?\s*$/i.test(line.slice(0, m.start)),
    );
    const foldedLine = foldText(line);
    // "NET SETTLEMENT - DIRECT DEPOSIT  1,175.00" right under the movements: the ledger has ended.
    if (LEDGER_END.test(foldedLine)) break;
    // "   1,780.69   3,278.90" under the last rule, with no word: the columns' sums.
    const unlabelledSums = money.length === 2 && !/\p{L}/u.test(line);
    // "Total credits - operator earnings  6,687.73 CR" between the credits and the debits: one
    // column's subtotal, with the movements going on from the balance under it.
    // Without a balance column: "TOTAL TRIP EARNINGS  6,706.65" with more movements under it.
    const subtotal =
      TOTALS.test(foldedLine) &&
      money.length === 1 &&
      (balance !== null
        ? goesOnFrom(lines.slice(i + 1, i + 4), balance, locale)
        : !withBalance && positional && movementFollows(lines.slice(i + 1, i + 4), locale));
    if (subtotal) {
      out.push(line);
      continue;
    }
    // "Total fletes con IVA  61,596.00" as the account's first line: a movement that carries a sum
    // in, not the columns' sums.
    const firstMovement = i === firstLine;
    if ((TOTALS.test(foldedLine) && !(firstMovement && money.length === 1)) || unlabelledSums) {
      // "Totals  1,685.60  5,438.41  3,752.81": with a balance column, the last sum is the balance.
      const [first, second] = withBalance && money.length >= 3 ? money.slice(-3, -1) : money.slice(-2);
      if (money.length >= 2 && first && second) {
        const [debit, credit] = debitFirst ? [first, second] : [second, first];
        out.push(`Total cargos  ${line.slice(debit.start, debit.end)}`);
        out.push(`${LEDGER_CREDITS_TOTAL}  ${line.slice(credit.start, credit.end)}`);
        i += 1;
      }
      break;
    }
    // "03/30/26  Trip 5520871  Flagstaff AZ - Ontario CA" over its movements: a group's heading.
    const next = lines.slice(i + 1).find((l) => l.trim() !== '');
    if (money.length === 0 && next !== undefined && findMoney(next, locale).length > 0) {
      out.push(line);
      continue;
    }
    // "(bkr ref 884120) Worcester MA >" over "Albany NY": a movement's description wrapped onto
    // indented lines, the next movement under them.
    if (money.length === 0 && wrapsUnderMovement(lines, i, locale)) {
      out.push(line);
      continue;
    }
    if (money.length === 0) break;
    const last = money[money.length - 1];
    if (!last) break;
    if (!withBalance) {
      if (!positional) {
        if (money.length !== 1) break;
        out.push(line);
        continue;
      }
      const charged = Math.abs(last.end - debitEnd) < Math.abs(last.end - creditEnd);
      // "Line revenue 1,240.00 @ 70%      868.00": a figure in the description stays in it; the
      // amount in the column is the last.
      if (money.length > 1) {
        out.push(`${line.slice(0, last.start)}${charged ? '-' : ''}${line.slice(last.start)}`);
        continue;
      }
      const label = movementLabel(line, last.start);
      out.push(`${label}  ${charged ? '-' : ''}${line.slice(last.start, last.end)}`);
      continue;
    }
    if (money.length === 1) {
      // "Saldo anterior  0,00": the opening balance. "Ending balance - paid by ACH  2,108.19 CR": the
      // closing one, after which the ledger is over (a boxed recap under it is no movement).
      if (BALANCE.test(foldedLine)) {
        balance = signedBalance(line, last);
        if (CLOSING.test(foldedLine)) {
          out.push(line);
          i += 1;
          break;
        }
      } else if (balance !== null && BALANCE_MARK.test(line.slice(last.end, last.end + 4))) {
        // "Fuel surcharge 68 mi x .60 : 40:80 3,342.00 CR": OCR lost the movement, and the figure
        // marked CR or DR is the balance after it. The balance's change is the movement.
        const after = signedBalance(line, last);
        const label = movementLabel(line, last.start);
        out.push(after === balance ? line : `${label}  ${centsText(after - balance, locale)}`);
        balance = after;
        unread = null;
      } else out.push(line);
      continue;
    }
    const amount = money[money.length - 2];
    if (!amount) break;
    const label = movementLabel(line, amount.start);
    const figure = line.slice(amount.start, amount.end);
    // The running balance says which column the amount was in: down for a charge, up for pay.
    const after = signedBalance(line, last);
    const cents = Math.abs(amount.cents);
    const charged = balance !== null && balance - cents === after;
    const paid = balance !== null && balance + cents === after;
    // "Net ACH to carrier  4,370.95" in the debit column, the balance down to nothing: the account
    // paid out to the carrier, which is the net, not a charge.
    const paidOut = charged && after === 0 && PAID_OUT.test(foldText(label));
    if (paidOut) {
      // "ACH to Wyalusing Ridge Hauling LLC ..4471": named to whom, not as the net.
      out.push(`${NET_PAID_OUT.test(foldText(label)) ? label : PAID_OUT_LABEL}  ${figure}`);
      unread = null;
    } else if (charged || paid) {
      out.push(`${label}  ${charged ? '-' : ''}${figure}`);
      unread = null;
    } else if (unread && balance !== null) {
      // OCR misread the balance on the line before ("1,562.33" for 1,502.33): from the last balance
      // that agreed, the two movements together reach this one; one way only says both columns.
      const { before, cents: previous, at, label: previousLabel, figure: previousFigure } = unread;
      const ways = [-1, 1].flatMap((p) => [-1, 1].map((c) => [p, c] as const));
      const fits = ways.filter(([p, c]) => before + p * previous + c * cents === after);
      const fit = fits.length === 1 ? fits[0] : undefined;
      if (fit) {
        out[at] = `${previousLabel}  ${fit[0] < 0 ? '-' : ''}${previousFigure}`;
        out.push(`${label}  ${fit[1] < 0 ? '-' : ''}${figure}`);
      } else out.push(line);
      unread = null;
    } else if (
      oneDigitApart(Math.abs(after - (balance ?? 0)), cents) &&
      balanceConfirmed(lines.slice(i + 1, i + 3), after, locale)
    ) {
      // "Maintenance escrow deposit  150.60  1,687.71 CR" after 1,837.71, the next line going on from
      // 1,687.71: OCR misread one digit of the amount, and the balance's change is what moved. As the
      // first movement ("Invoices purchased (4)  9,225.60 CR  9,225.00 CR"), the account opened at
      // nothing.
      out.push(`${label}  ${centsText(after - (balance ?? 0), locale)}`);
      unread = null;
    } else {
      if (balance !== null) unread = { before: balance, cents, at: out.length, label, figure };
      out.push(line);
    }
    balance = after;
  }
  return [...out, ...lines.slice(i)];
}

/** The next line that is not blank or a rule is a movement of one figure, not the sums. */
function movementFollows(next: string[], locale: NumberLocale): boolean {
  const line = firstFilled(next);
  if (line === undefined) return false;
  const folded = foldText(line);
  return findMoney(line, locale).length === 1 && !TOTALS.test(folded) && !LEDGER_END.test(folded);
}

/** The first line under a ledger's header that is not blank or a rule. */
function firstAfterHeader(lines: string[], header: number): number {
  let i = header + 1;
  while (i < lines.length && BLANK_OR_RULE.test(lines[i] ?? '')) i += 1;
  return i;
}

/** A blank line, or a rule of dashes, equal signs or underscores. */
const BLANK_OR_RULE = /^[\s=_-]*$/;

/** The first of the lines that is neither blank nor a rule. */
function firstFilled(next: string[]): string | undefined {
  return next.find((l) => !BLANK_OR_RULE.test(l));
}

/** The next movement's balance follows from `balance` by its amount, up or down. */
function goesOnFrom(next: string[], balance: number, locale: NumberLocale): boolean {
  const line = firstFilled(next);
  if (line === undefined) return false;
  const money = findMoney(line, locale);
  const [amount, last] = money.slice(-2);
  if (money.length < 2 || !amount || !last) return false;
  const after = signedBalance(line, last);
  return Math.abs(after - balance) === Math.abs(amount.cents);
}

/** A movement's words: the line up to its amount, without the date that starts it or a rate in it. */
function movementLabel(line: string, amountStart: number): string {
  return withoutRates(line.slice(0, amountStart).replace(LEADING_DATE, '')).trim();
}

/** "Maintenance escrow 2,000 mi x $0.08": the rate in a description, which is no amount of its own. */
function withoutRates(label: string): string {
  // Not a share ("Revenue 3,150.00 x 72%"), which the item reader reads as the linehaul's basis.
  return label.replace(/\s[x@×]\s*\$?\s*\d[\d.,]*(?![\d.,]|\s?%)/gi, ' ');
}

/**
 * Two amounts of the same digits but one: the same figure, one of its digits misread, or one digit
 * too many ("1560.00" for 150.00, a speck read as a 6).
 */
function oneDigitApart(a: number, b: number): boolean {
  const [x, y] = [String(a), String(b)];
  if (a === b) return false;
  if (x.length === y.length) {
    let differing = 0;
    for (let k = 0; k < x.length; k += 1) if (x[k] !== y[k]) differing += 1;
    return differing === 1;
  }
  const [shorter, longer] = x.length < y.length ? [x, y] : [y, x];
  if (longer.length !== shorter.length + 1) return false;
  for (let k = 0; k < longer.length; k += 1)
    if (longer.slice(0, k) + longer.slice(k + 1) === shorter) return true;
  return false;
}

/**
 * The next non-blank line goes on from `balance`: a movement whose balance follows from it, or the
 * totals line whose last figure is it.
 */
function balanceConfirmed(next: string[], balance: number, locale: NumberLocale): boolean {
  const line = firstFilled(next);
  if (line === undefined) return false;
  const money = findMoney(line, locale);
  const last = money[money.length - 1];
  if (!last) return false;
  const after = signedBalance(line, last);
  if (TOTALS.test(foldText(line))) return after === balance;
  const amount = money[money.length - 2];
  return amount !== undefined && Math.abs(after - balance) === Math.abs(amount.cents);
}

/** Cents written as the document writes amounts: "-40.80", or "-40,80" with a decimal comma. */
function centsText(cents: number, locale: NumberLocale): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}${locale.decimal}${fraction}`;
}

function signedBalance(line: string, token: { cents: number; end: number }): number {
  return DEBIT_BALANCE.test(line.slice(token.end, token.end + 4)) ? -Math.abs(token.cents) : token.cents;
}

/**
 * Where a column's name ends: its last mention, since a section's title before the columns may
 * name it too ("DEDUCTIONS AND CREDITS      DR      CR").
 */
function columnEnd(folded: string, word: RegExp): number {
  let end = -1;
  for (const m of folded.matchAll(new RegExp(word.source, `${word.flags}g`))) end = m.index + m[0].length;
  return end;
}

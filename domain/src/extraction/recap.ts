import { HELD_KINDS, toldAgainAfterNet, totalOf, type AmountItem } from './items.js';
import { foldText } from './tokens.js';

const PAID_BACK: readonly AmountItem['kind'][] = ['reimbursements', 'escrowReleased'];

/**
 * A remittance that lists its adjustments and then works the payment out again ("FUNDING
 * CALCULATION": face value, less reserve, advance, less fee, less chargeback, plus release, net)
 * prints some figures twice, and a running subtotal among them ("Advance (90%) 8,473.50" is the
 * face value less the reserve). Other statements print the totals of their debits and credits
 * again at the foot, or per-load charges and then their total. When the figures as read do not add
 * up, and leaving out such repeats, subtotals or parts makes them add up exactly, they are left
 * out. The arithmetic decides: nothing is dropped on the words alone.
 */
export function withoutRecapRepeats(items: AmountItem[]): AmountItem[] {
  const grosses = items.filter((i) => i.kind === 'gross');
  const net = items.filter((i) => i.kind === 'net').pop();
  if (grosses.length === 0 || !net) return items;
  const balances = (list: AmountItem[]) => {
    const charged = totalOf(list.filter((i) => HELD_KINDS.includes(i.kind)));
    const paidBack = totalOf(list.filter((i) => PAID_BACK.includes(i.kind) && i.cents > 0));
    return grosses.some((g) => g.cents - charged + paidBack === net.cents || g.cents - charged === net.cents);
  };
  if (balances(items)) return items;
  const totalsAgain = totalsPrintedAgain(items);
  const partsOfLaterTotal = partsOfALaterTotal(items);
  const runSums = sumsOfRunsBefore(items);
  const chargesAgain = chargesPrintedAgain(items, (earlier, later) => later.kind === 'deduction');
  const toldAgain = chargesPrintedAgain(
    items,
    (earlier, later) => earlier.kind === later.kind && namesShared(earlier.label, later.label),
  );
  const summedAfterNet = items.filter(
    (i) => ['advances', 'escrow', 'reimbursements'].includes(i.kind) && toldAgainAfterNet(items, i, net),
  );
  for (const gross of grosses) {
    const subtotals = runningSubtotals(items, gross);
    const repeats = repeatedBefore(items, gross);
    for (const dropped of [
      new Set([...subtotals, ...repeats]),
      new Set(subtotals),
      new Set(repeats),
      new Set(totalsAgain),
      new Set(partsOfLaterTotal),
      // Each load's dispatch fee summed again in the summary, and its lumper printed again there.
      new Set([...repeats, ...partsOfLaterTotal]),
      new Set(runSums),
      // "Less: fuel, lease & program charges (1,864.65)" under the ledger, beside its advances again.
      new Set([...repeats, ...runSums]),
      // "OPERATOR DEBITS  Fuel 1,096.42  Lease / ins. / plate 913.96" in a box under the debits:
      // one charge printed again and the sum of a run of them.
      new Set([...chargesAgain, ...runSums]),
      // "Fuel advance repaid (500.00)" and "ACH fee (10.00)" in a funding summary, then "Fuel advance
      // issued …, repaid from this batch 500.00" and "Same-day ACH fee 10.00" under the adjustments.
      new Set(toldAgain),
      // "ADVANCES (250.00)  ESCROW (150.00)  REIMBURSED 145.00" in a box over the net, each listed
      // again after it.
      new Set(summedAfterNet),
    ]) {
      if (dropped.size === 0) continue;
      const kept = items.filter((i) => !dropped.has(i));
      if (balances(kept)) return kept;
    }
  }
  return items;
}

/**
 * "PLUS CREDITS 197.50" and "LESS DEBITS 2,183.27" in the sum at the foot: the totals of the
 * credits (reimbursements) and of the debits (charges) printed again, read as charges.
 */
function totalsPrintedAgain(items: AmountItem[]): AmountItem[] {
  const printedTotals = new Set(
    items.filter((i) => i.kind === 'totalDeductions').map((i) => Math.abs(i.cents)),
  );
  const paidBack = totalOf(items.filter((i) => PAID_BACK.includes(i.kind) && i.cents > 0));
  return items.filter(
    (i) =>
      i.kind === 'deduction' &&
      (printedTotals.has(Math.abs(i.cents)) || (paidBack > 0 && Math.abs(i.cents) === paidBack)),
  );
}

/**
 * "QuickPay fee 3%  -59.15" in each load's block, then "QuickPay fees  -98.18" under them all: the
 * charges named like a later one that add up to it are its parts, printed again in the total.
 */
function partsOfALaterTotal(items: AmountItem[]): AmountItem[] {
  // "Total QuickPay Discount": the total's name is its parts' name after "Total".
  const firstWord = (i: AmountItem) =>
    i.label
      .toLowerCase()
      .replace(/^\W*(total|less|minus)\s+/, '')
      .match(/\p{L}{3,}/u)?.[0] ?? '';
  for (const total of items) {
    if (total.kind !== 'deduction') continue;
    const parts = items.filter(
      (i) => i.kind === 'deduction' && i.line < total.line && firstWord(i) === firstWord(total),
    );
    if (parts.length >= 2 && totalOf(parts) === Math.abs(total.cents)) return parts;
  }
  return [];
}

const MAX_RUN = 12;
const MAX_LOOK_BACK = 40;

/**
 * "GROSS  PRE-TAX  TAXES  NET PAY" over "1,556.78  105.39  316.71  1,134.68", or "STATUTORY  OTHER"
 * over "729.77  153.60", below the sections: a charge whose amount is the sum of a run of two or
 * more charges listed before it (a section, which may hold an advance repaid) is that section's
 * subtotal printed again. Runs are bounded (MAX_RUN charges, ending at most MAX_LOOK_BACK charges
 * back), so a long list stays cheap.
 */
function sumsOfRunsBefore(items: AmountItem[]): AmountItem[] {
  // The sections' charges alone, or with an advance repaid or an escrow deposit among them.
  const found = new Set([
    ...sumsOfRunsAmong(items.filter((i) => i.kind === 'deduction')),
    ...sumsOfRunsAmong(items.filter((i) => HELD_KINDS.includes(i.kind))),
  ]);
  return items.filter((i) => found.has(i));
}

/** The deductions among `charges` whose amount is the sum of a run of charges listed before them. */
function sumsOfRunsAmong(charges: AmountItem[]): AmountItem[] {
  const sumsARun = (target: number, end: number) => {
    let sum = 0;
    for (let start = end - 1; start >= Math.max(0, end - MAX_RUN) && sum < target; start -= 1) {
      sum += Math.abs(charges[start]?.cents ?? 0);
      if (sum === target && end - start >= 2) return true;
    }
    return false;
  };
  return charges.filter((charge, k) => {
    if (charge.kind !== 'deduction') return false;
    for (let end = k; end >= Math.max(2, k - MAX_LOOK_BACK); end -= 1)
      if (sumsARun(Math.abs(charge.cents), end)) return true;
    return false;
  });
}

/**
 * Charges whose amount is that of a charge listed before them, when `twins` says the two are one
 * charge printed again; each earlier charge is matched once.
 */
function chargesPrintedAgain(
  items: AmountItem[],
  twins: (earlier: AmountItem, later: AmountItem) => boolean,
): AmountItem[] {
  const earlier: AmountItem[] = [];
  const found: AmountItem[] = [];
  for (const item of items) {
    if (!HELD_KINDS.includes(item.kind)) continue;
    const twin = earlier.findIndex((e) => Math.abs(e.cents) === Math.abs(item.cents) && twins(e, item));
    if (twin >= 0) {
      earlier.splice(twin, 1);
      found.push(item);
    } else earlier.push(item);
  }
  return found;
}

/** "ACH fee" and "Same-day ACH fee": names sharing two words, or one name's words all in the other. */
function namesShared(a: string, b: string): boolean {
  const words = (label: string) => new Set(foldText(label).match(/\p{L}{3,}/gu) ?? []);
  const [x, y] = [words(a), words(b)];
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared >= 2 || (shared >= 1 && shared === Math.min(x.size, y.size));
}

/** Items after the gross whose amount is the gross less the charges (plus what was paid back) between. */
function runningSubtotals(items: AmountItem[], gross: AmountItem): AmountItem[] {
  const after = items.filter((i) => i.line > gross.line && i.kind !== 'net' && i.kind !== 'gross');
  const found: AmountItem[] = [];
  let running = gross.cents;
  let chargesBetween = 0;
  for (const item of after) {
    const value = Math.abs(item.cents);
    if (chargesBetween > 0 && value === running && item.kind !== 'escrowReleased') {
      found.push(item);
      continue;
    }
    if (HELD_KINDS.includes(item.kind)) {
      running -= value;
      chargesBetween += 1;
    } else if (PAID_BACK.includes(item.kind) && item.cents > 0) running += value;
  }
  return found;
}

/** Charges and releases listed before the gross that the lines after it print again, one for one. */
function repeatedBefore(items: AmountItem[], gross: AmountItem): AmountItem[] {
  const kinds = [...HELD_KINDS, ...PAID_BACK];
  const later = items.filter((i) => i.line > gross.line && kinds.includes(i.kind));
  const found: AmountItem[] = [];
  for (const item of items) {
    if (item.line >= gross.line || !kinds.includes(item.kind)) continue;
    const twin = later.findIndex((l) => Math.abs(l.cents) === Math.abs(item.cents));
    if (twin < 0) continue;
    later.splice(twin, 1);
    found.push(item);
  }
  return found;
}

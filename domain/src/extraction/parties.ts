import { columnKindOf } from './tables.js';
import { foldPattern, foldText, splitCells } from './tokens.js';

export interface PayerField {
  value: string | null;
  confidence: number;
}

/** Labels that name who paid (or whose freight it was): broker, debtor, customer of a factor. */
const PAYER_LABEL = foldPattern(
  // "Customs broker: Farrow (Windsor)": the border's broker is paid by the carrier, never pays it.
  /(?<!\bcustoms )\b(broker(?: of record)?|debtor|deudor|debiteur|customer|paid by|payer|payor|remitter|shipper of record|pagador|paye par|employer|empleador|employeur|company name|issued by|payment from|pagado por|empresa|razon social|compagnie)\)?\s*(?:name|nombre|nom)?\s*\)?\s*:\s*(\S.*?)(?=\s{2,}|$)/,
);
/**
 * "Account Debtor ......... GlobalTranz Enterprises" (leaders become a gap): a payer label that
 * starts the line and one name after the gap, nothing else on the line (a table header has more).
 */
const PAYER_LABEL_SPACED = foldPattern(
  /^\s*(?:account )?(broker|debtor|account debtor|deudor|debiteur|customer|payer|payor|paid by|pagador|employer)\s{2,}(\p{L}\S*(?: \S+)*)\s*$/u,
);
/**
 * "Debtor 0881  Harwick & Sloane Logistics Inc.      terms net 30": a schedule's group heading, the
 * debtor's account number before its name, its terms after it (OCR may leave one space between).
 */
const PAYER_GROUP_HEADING = foldPattern(
  /^\s*(?:account )?(debtor|deudor|debiteur|customer|broker)\s+(?:#\s?|no\.?\s?)?[a-z]{0,3}-?\d{2,8}\s{1,4}[^\p{L}\d\s]{0,2}(\p{L}\S*(?: \S+)*?)(?=\s{2,}|\s[\s:.]*terms\b|$)/u,
);
/** "Direct Deposit", "ACH", "Check #4410", "Wire", "Comchek": a way to pay, not a payer. */
const PAYMENT_METHOD = foldPattern(
  /^(direct deposit|ach|eft|wire|wire transfer|check|cheque|paper check|comchek|efs|zelle|spei|transferencia|virement|depot direct)\b/,
);
/** "Carrier Payments", "Carrier Relations", "Accounts Payable": a desk of the payer, not its name. */
const DEPARTMENT = foldPattern(
  /^(carrier (payments?|pay|payables|relations|services|settlements|accounting)|accounts payable|ap (dept|department)|billing( dept| department)?|settlements?( dept| department)?|payroll( dept| department)?)$/,
);
/** Labels that name the one being paid: never the payer, and neither is the address under them. */
const RECIPIENT_LABEL = foldPattern(
  /^\s*(remit(tance)? to|pay to|prepared for|payee|paid to|carrier|contractor|driver|employee|employe|empleado|owner|bco|client|cliente|permisionario|voiturier|transportista|operador|bill to|sold to|ship to|deliver to|consignee|vendor|beneficiar[a-z]*|to the order of|cedente)\b/,
);
const COMPANY = foldPattern(
  /\b(inc\.?|llc|l\.l\.c\.|corp\.?|co\.|company|companies|ltd\.?|ltee|limited|logistics|transport|transports|transportes|autotransportes|transportation|trucking|freight|express|lines|carriers?|enterprises|national|ranger|inway|financial|capital|factoring|factoraje|worldwide|relay|distribution|services|lease|leasing|holdings|groupe?|s\.a\.|de c\.v\.|sapi|solutions?|hauling|haulers?|haulage|cartage)(?=\W|$)/,
);
/** A company word strong enough that a line holding it is a name even beside a title word. */
const STRONG_COMPANY = foldPattern(
  /\b(inc\.?|llc|corp\.?|co\.|ltd\.?|ltee|limited|services|holdings|groupe?|s\.a\.|de c\.v\.|company|capital|leasing)(?=\W|$)/,
);
const TITLE = foldPattern(
  /(statement|settlement|remittance|stub|earnings|payment|advice|notification|details|summary|releve|reglement|liquidacion|aviso|talon|recibo|confirmation|agreement|invoice|receipt|notice|schedule|bill of lading|ledger)/,
);
const GENERIC_WORDS = new Set(
  'direct deposit statement settlement settlements register run payment payments remittance advice notification details summary driver carrier contractor owner operator independent pay earnings quickpay quick weekly purchase schedule accounts and rate confirmation load the for ach funding notice pay stub the of deductions taxes payroll check cheque voucher date page no employee wages period account ledger lease lessee lessor voiturier proprietaire exploitant permisionario de du des la le del semanal quincenal mensual hebdomadaire paie paiement pago nomina report etat compte'
    .split(' ')
    .map(foldText),
);
// No leading \s*: tried at every position of a long run of spaces it would take quadratic time.
const PAGE_MARK = /\b(page|pagina|página)\s*\d+\s*(of|de|sur|\/)\s*\d+\W{0,4}$/i;
const ADDRESS =
  /^\s*(\d{1,6}[\s,]|p\.?o\.? box|suite|ste\b|\(\d{3}\))|\b[A-Z]{2}\s+\d{5}(-\d{4})?\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/i;

/**
 * Who paid: a labelled broker, debtor or customer first; then the broker column of a load table;
 * then the company that heads the document, skipping titles ("Settlement Statement" is nobody)
 * and the remit-to, pay-to, carrier or employee lines and the address under them.
 */
/**
 * A name without the specks OCR leaves around it: "- HOOSIER LEASE LLC", "LANDSTAR RANGER, INC. . 0",
 * "Landstar Inway, Inc. o" lose the marks and the stray letter or digit at either end.
 */
function tidyName(name: string): string {
  let out = name
    // "ACME LOGISTICS INC (MC 123456)", "ACME LOGISTICS INC, 123 Main St, Dallas TX": the name ends
    // before an authority number or a street address.
    .replace(/\s*\((?:mc|dot|usdot|scac|#|id|no\.?)\b[^)]{0,30}\)/giu, '')
    .replace(/\s+(?:mc|usdot|dot)\s*#?\s*\d{4,8}\b.*$/iu, '')
    .replace(/,?\s+\d{1,6}\s+\p{L}[^,]{2,40},.*$/u, '')
    // "BADGER FLATBED, INC.  ·  N4120 County Rd K", "RoadLink Exchange — Carrier Payments": a
    // dot, bar or dash set apart by spaces closes the name; what follows is an address or a desk
    // (a division is still the payer's name: "TFI INTERNATIONAL — DIVISION CAMIONNAGE").
    // "DirectHaul Exchange is the broker of record and pays …": a sentence about the name.
    .replace(/(?<=\p{L}.*\p{L})\s+(is|are|will|pays|acts as)\s+(the|a|an|your|as|responsible)\b.*$/iu, '')
    .replace(/(?<=\p{L}.*\p{L}\.?)\s+[·•|—–]\s+(?!(division|divisi[oó]n|branch|succursale)\b).*$/iu, '')
    .trim();
  // "i AGATE SPRINGS FREIGHTWAYS, INC.": a speck OCR read as a small letter before a name in capitals;
  // "B BROKENSTRAW CREEK CARRIERS": a drop capital OCR read twice.
  // "B . FLETES HUICHOL DE OCCIDENTE": a capital with a speck after it is no word of the name.
  out = out
    .replace(/^\p{Lu}\s+[.,'‘’:;]\s*(?=\p{Lu}{2,})/u, '')
    .replace(/^\p{Ll}{1,2}\s+(?=\p{Lu}{2,}[\s\p{Lu}]*\b)/u, '')
    .replace(/^(\p{Lu})\s+(?=\1\p{Lu}{2,})/u, '');
  // "RUTAS DEL PAPALOAPAN CARGA, S.A. DE C.V. RFC: RPC-…": a Mexican tax number after the name.
  out = out.replace(/\s+R\.?F\.?C\.?\s*[:#]?\s*[-A-Z0-9&Ñ]{2,}.*$/u, '');
  out = dropAfterLegalSuffix(repairNameDigits(out));
  for (let i = 0; i < 4; i += 1) {
    const next = out
      .replace(/^[^\p{L}\d]+/u, '')
      .replace(/(\s+[^\s\p{L}\d]{1,3}|\s+[\p{L}\d](?![.]))+$/u, '')
      .replace(/[\s:;,°~>|-]+$/u, '')
      .trim();
    if (next === out) break;
    out = next;
  }
  // "S.A. DE C.\.", "S.A. DE Cc.v.", "S.A. DE G.N.", "S.A. DE": a Mexican company's "S.A. de C.V."
  // whose last letters OCR garbled or cut.
  out = out.replace(/(\bS\.?\s?A\.?,?\s+DE)(\s+[^\s]{1,6})?$/iu, (whole, head: string, last?: string) =>
    last && /^\s*C\.?\s?V\.?$/i.test(last) ? whole : `${head} C.V.`,
  );
  return out || name.trim();
}

/**
 * A legal suffix alone on a line, or the last words of a name and its suffix, with any specks OCR
 * left after them: "Inc. .", "LLC :", "Group, Inc.", "Brokerage Inc. : :".
 */
const SUFFIX_ALONE =
  /^\s*[-–.,'"]?\s*((\p{Lu}[\p{L}&'-]*,?\s){0,3})(Inc|INC|LLC|L\.L\.C|Ltd|LTD|Ltée|LTÉE|Corp|CORP|Co|CO|LP|LLP)\.?(?=[\s.,:;'"°©0)]*$)/u;

/**
 * "1187 WM-330541 Westmarch Freight Partners, 02/19/26 2,400.00 …" over "Inc. .": OCR closed up the
 * table's columns, so the broker's suffix, wrapped onto the next line alone, was not joined to it.
 */
function withWrappedSuffix(broker: string, lines: string[]): string {
  const name = tidyName(broker).replace(/,\s*$/, '');
  if (LEGAL_SUFFIX_THEN_TAIL.test(`${name} x`)) return broker;
  const at = lines.findIndex((line) => line.includes(name));
  const suffix = at < 0 ? null : SUFFIX_ALONE.exec(lines[at + 1] ?? '');
  if (!suffix) return broker;
  const comma = lines[at]?.includes(`${name},`) ? ',' : '';
  return `${name}${comma} ${suffix[0].replace(/^\s*[-–.,'"]?\s*/, '')}`;
}

const DIGIT_AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };

/**
 * OCR reads letters of a name as digits: "BAJ10" is BAJÍO, "5.A. DE C.V." is S.A., "C0., INC." is
 * CO. A word of two letters or more whose only digits look like letters is a word (and so is a
 * capital and a zero); a number stays a number.
 */
function repairNameDigits(name: string): string {
  return (
    name
      // "COPPER BASlN": a lower-case l inside a capitalised word is an I.
      .replace(/(?<=\p{Lu})l(?=\p{Lu})/gu, 'I')
      .replace(/(?<![\p{L}\d])5\.A\.(?=\s|,|$)/gu, 'S.A.')
      .replace(/\b(DE\s+)[€(]\.V\b/giu, '$1C.V')
      .replace(/[\p{L}\d]+/gu, (word) =>
        /\p{L}.*\p{L}|^\p{Lu}0$/u.test(word) && /^[\p{L}0158]+$/u.test(word) && /\d/.test(word)
          ? word.replace(/[0158]/g, (d) => DIGIT_AS_LETTER[d] ?? d)
          : word,
      )
  );
}

const LEGAL_SUFFIX_THEN_TAIL =
  /^(.*?\b(?:inc|llc|l\.l\.c|corp|co|company|ltd|ltee|ltée|limited|l\.p|s\.a\. de c\.v|s\. de r\.l\. de c\.v)\b[.,]?)\.?(\s+\S.*)$/iu;

/**
 * A legal suffix ends a company's name: what follows it on the line is a parenthesis ("CON-WAY
 * FREIGHT INC. (XPO)") or the document's title ("CENTRAL FREIGHT LINES, INC. PAY STUB"), not the name.
 */
function dropAfterLegalSuffix(name: string): string {
  const m = LEGAL_SUFFIX_THEN_TAIL.exec(name);
  if (!m?.[1] || !m[2]) return name;
  const tail = m[2].trim();
  if (/^[^\p{L}\d(]{0,3}\([^)]{0,40}\)\W{0,3}$/u.test(tail)) return m[1];
  // Words with digits in a title are its run dates and times ("REGISTER RUN 5DEC26 14:22").
  const words = foldText(tail)
    .split(/\s+/)
    .filter((w) => !/\d/.test(w))
    .flatMap((w) => w.match(/\p{L}+/gu) ?? []);
  // A word OCR garbled in the title ("OWNER-QPERATOR PAY STATEMENT") leaves it a title when the
  // others are, and it ends with a title's word.
  const unknown = words.filter((w) => !(GENERIC_WORDS.has(w) || TITLE.test(w) || w.length <= 2));
  const titleOnly =
    words.length > 0 &&
    (unknown.length === 0 ||
      (unknown.length === 1 && words.length >= 3 && TITLE.test(words[words.length - 1] ?? '')));
  // "… FLATBED, INC. .- N4120 County Rd K, -Portage WI 53901", "… Logistics Inc. Cincinnati OH":
  // an address or a city after the suffix, run into the name by OCR.
  const place = ADDRESS.test(tail) || /^\p{L}[\p{L} .'-]{1,30}\s[A-Z]{2}$/u.test(tail);
  // "… LTD. Employee: PELLETIER", "… INC.\" Advice No. DD-0093318", "… INC. . oo PAGE 1 OF 1",
  // "… INC. Period Starting" (its colon lost): a labelled field, a page mark or a desk that OCR ran
  // into the name's line.
  const field =
    /^[^\p{L}\d]{0,4}\p{L}[\p{L} .'-]{0,30}:|^\W{0,3}["“”]|\bpage \d+ of \d+\b|\b(advice|check|cheque|voucher|invoice) (no|#)|^(period|week|pay) (starting|ending|beginning|begin|end|date)\b|\b(payables|dept\.?|department)\s*\.?$/iu.test(
      tail,
    );
  // "… LLC Jan", "… LLC . Carrier Portal > Statements > Export": a date's month or a page's path
  // from the next column, which OCR ran in with one space.
  const monthOrPath = /^\W{0,3}(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\b|\S\s?>\s?\S/i.test(
    tail,
  );
  // "… LINES, INC. BE EEE EEE", "… INC. LE ETT Terre": a rule OCR garbled into short specks, two
  // or more of them capitals alone. Not a second legal suffix (", LLC" after "Company").
  const tailWords = tail.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const specks =
    tailWords.length >= 2 &&
    tailWords.every((w) => w.replace(/[^\p{L}]/gu, '').length <= 5) &&
    tailWords.filter((w) => /^\W{0,2}\p{Lu}{1,3}\W{0,2}$/u.test(w)).length >= 2 &&
    !/\b(llc|inc|ltd|co|corp|lp|llp|plc|sa|cv)\b/i.test(tail);
  // "ALAPAHA RIVER REFRIGERATED, INC. fmmemmmmesasoooas stones sea": after a name in capitals,
  // words in small letters only are OCR's reading of a rule or a logo.
  const smallAfterCapitals = !/\p{Ll}/u.test(m[1]) && /\p{Ll}/u.test(tail) && !/\p{Lu}/u.test(tail);
  return titleOnly || place || field || monthOrPath || specks || smallAfterCapitals ? m[1] : name;
}

/**
 * "Processed on behalf of:" over "JUNIPER FLATS TRUCKING CO.", "KINGSBURY PAYROLL SERVICES * payroll
 * processing for:" over "HOLLISTER FLATBED LINES, INC.": a payroll service names the employer.
 */
const PAYER_ABOVE = foldPattern(
  /^\s*((processed|prepared|issued|paid) )?(on behalf of|for)\s*:?\s*$|\b(payroll\b[^:]{0,24}\bfor|on behalf of)\s*:?\s*$/,
);

/**
 * "From: Willowbend Logistics Carrier Payables": a sender named with its department. The company's
 * own line further down ("WILLOWBEND LOGISTICS, INC.  |  MC 812204 | …") names it in full.
 */
function namedInFull(sender: string, lines: string[], within = 15): string | null {
  const firstWord = foldText(sender).split(/\s+/)[0] ?? '';
  if (firstWord.length < 3) return null;
  // "From: GPL Carrier Payables": the sender's initials stand for "GATLIN POINT LOGISTICS, LLC".
  const acronym = /^[A-Z]{2,5}$/.test(sender.split(/\s+/)[0] ?? '') ? firstWord : null;
  for (const line of lines.slice(0, within)) {
    // "r Usquepaug Load Management, LLC": a speck OCR left before the name is not part of it.
    const name = (line.split(/\s+\|\s+|\s{3,}/)[0] ?? '')
      .replace(/^(\W*\p{Ll}\W*|\W+)\s+(?=\p{L}{3})/u, '')
      .trim();
    const folded = foldText(name);
    if (!LEGAL_SUFFIX_THEN_TAIL.test(`${name} x`) || /[:@<]/.test(name)) continue;
    if (folded.startsWith(`${firstWord} `)) return name;
    const initials = folded
      .split(/[\s,.&-]+/)
      .filter((w) => /^\p{L}/u.test(w))
      .map((w) => w[0])
      .join('');
    if (acronym !== null && initials.startsWith(acronym) && initials.length <= acronym.length + 2)
      return name;
  }
  return null;
}

/**
 * "Processing for: TIETON FRUIT HAULERS, INC.  |  2210 S 1st St …": a payroll service's line that names
 * the employer after the label, on the same line. Not "Prepared for : Ruiz Hermanos Trucking": a
 * statement prepared for someone names who it pays.
 */
const PAYER_AFTER_LABEL = foldPattern(
  /^\s*(?:(?:processed|processing|issued|paid) (?:for|on behalf of)|on behalf of)\s*:\s*(\S.*)$/,
);

/** "GREENHAVEN PAYROLL SOLUTIONS", "ADP Payroll Services": a company that runs others' payroll. */
const PAYROLL_CODE_HEADER = foldPattern(/^co\.?\s+file\b|\bfile\s+dept\.?\s+clock\b/);
const PAYROLL_SERVICE = foldPattern(
  /\bpayroll (services?|solutions|processing|company|co\b|inc\b|llc\b)|\bemployer services\b/,
);

/** "Processed for:" at the right of a payroll service's name line: the employer is below it. */
/** The gap before the label starts after a non-blank: tried at every blank, it took quadratic time. */
const PAYER_ABOVE_RIGHT = foldPattern(
  /(?<!\s)\s{2,}((processed|prepared|paid|issued) for|on behalf of)\s*:\s*$/,
);

/** "Broker:", "Customer:", "Shipper:": labels that name a load's customer on a carrier's statement. */
const LOAD_CUSTOMER_LABEL = foldPattern(/^(broker|broker of record|customer|shipper of record)$/);

/**
 * Pay-side labels on a carrier's statement that name several different brokers ("Load 3390417 …
 * Broker: Heronwood Logistics", then "Broker: Bluejay Freight" under the next load): each names a
 * load's customer, and the carrier at the head pays.
 */
function namesEachLoadsCustomer(lines: string[]): boolean {
  const named = new Set<string>();
  for (const line of lines) {
    const m = PAYER_LABEL.exec(foldText(line));
    if (m?.[1] && m[2] && LOAD_CUSTOMER_LABEL.test(m[1])) named.add(m[2].trim());
  }
  return named.size >= 2;
}

/**
 * carrierPays: a carrier's settlement or pay stub, whose per-load broker labels name no payer.
 */
export function findPayer(lines: string[], tableBrokers: string[], carrierPays = false): PayerField {
  const perLoadLabels = carrierPays && namesEachLoadsCustomer(lines);
  // "ULEN EMPLOYER SERVICES" over "payroll processing for small fleets", then "Company   WYNOT CATTLE
  // & GRAIN HAULERS, INC.   Co. code …": a payroll service's stub names the employer as the company.
  const runByPayrollService = lines.slice(0, 3).some((l) => PAYROLL_SERVICE.test(foldText(l)));
  for (const [index, line] of lines.slice(0, 20).entries()) {
    const folded = foldText(line);
    // OCR may close the gaps up and leave specks after the label ("Company ~~ WYNOT … INC. Co. code").
    const named = runByPayrollService
      ? /^\s*company\b[\s~:._=-]{2,}(\S.*?)(?=\s{2,}|$)/i.exec(line)?.[1]
      : undefined;
    const company = named ? (LEGAL_SUFFIX_THEN_TAIL.exec(named)?.[1] ?? named) : undefined;
    if (company && COMPANY.test(foldText(company))) return { value: tidyName(company), confidence: 0.75 };
    const after = PAYER_AFTER_LABEL.exec(folded)?.[1];
    if (after !== undefined) {
      const start = folded.length - after.length;
      const name = splitCells(line.slice(start))[0]
        ?.text.split(/\s+\|\s+/)[0]
        ?.trim();
      if (name && COMPANY.test(foldText(name))) return { value: tidyName(name), confidence: 0.8 };
    }
    const label = PAYER_ABOVE.exec(folded) ?? PAYER_ABOVE_RIGHT.exec(folded);
    if (!label) continue;
    const next = lines.slice(index + 1, index + 3).find((l) => l.trim() !== '');
    // "WRENFIELD PAYROLL SERVICES      Processed for:" over "3300 SW …      UPTON GRAIN HAULERS,
    // INC.": the employer stands under the label, in its column.
    const underLabel = next && splitCells(next).find((c) => c.start >= label.index - 2 && c.start > 0);
    // "GREENHAVEN PAYROLL SOLUTIONS  -  processed for:" over "ANSEL CREEK TANK LINES, INC.   Check No.":
    // the employer may also start the line below.
    const names = [
      underLabel && label.index > 0 ? underLabel.text : next?.trim(),
      splitCells(next ?? '')[0]?.text,
    ];
    const name = names.find((n) => n && COMPANY.test(foldText(n)));
    if (name) return { value: tidyName(name), confidence: 0.8 };
  }
  for (const line of lines) {
    const folded = foldText(line);
    if (RECIPIENT_LABEL.test(folded)) continue;
    const m = PAYER_LABEL.exec(folded) ?? PAYER_LABEL_SPACED.exec(folded) ?? PAYER_GROUP_HEADING.exec(folded);
    if (perLoadLabels && m?.[1] && LOAD_CUSTOMER_LABEL.test(m[1])) continue;
    if (m?.[2] && m.index !== undefined) {
      const start = folded.indexOf(m[2], m.index);
      const value = line.slice(start, start + m[2].length).trim();
      // "Broker :   Load / Ref   Pick up": a header's label before the next column's name. A post
      // office box is an address, never who pays.
      // "Please direct debtor: payments only to …": a sentence goes on in small letters; a name does not.
      if (
        /\p{L}{2}/u.test(value) &&
        columnKindOf(value) === 'other' &&
        !/^p\.?\s?o\.?\s?box\b/i.test(value) &&
        !/^\p{Ll}{3,}\s\p{Ll}/u.test(value) &&
        // "Paid By: Direct Deposit": how it was paid, not who paid.
        !PAYMENT_METHOD.test(foldText(value)) &&
        // "Invoice Debtor : Load/Ref # Inv Date Face Amt Fee …": OCR's speck after a column's name,
        // and the header's next names after it.
        value.split(/\s+/).filter((word) => columnKindOf(word) !== 'other').length < 3
      )
        return { value: tidyName(value), confidence: 0.85 };
    }
  }
  // An e-mailed remittance names its sender: "From: Echo Global Logistics <ap@echo.com>". "From"
  // also starts an origin or a period, so only a company name counts. OCR may leave a speck after
  // the address ("<ap@echo.com> )", "<ap@echo.com> B"), or lose its closing bracket.
  for (const line of lines.slice(0, 15)) {
    const m =
      /^\s*(?:from|sender|remitente|expediteur|de la part de)\s*:\s*([^<\d][^<]{1,80}?)\s*(?:<[^>]*>?)?(?:\s+[a-z])?[\s).,'`-]{0,4}$/i.exec(
        line,
      );
    const value = m?.[1]?.trim();
    // "From: Carrier Payments <carrierpay@…>": a department's desk, whose company heads the letter.
    if (!value || /@/.test(value) || DEPARTMENT.test(foldText(value))) continue;
    if (COMPANY.test(foldText(value)))
      return { value: tidyName(namedInFull(value, lines) ?? value), confidence: 0.75 };
    // "From: Usquepaug Load Management <settle@…>", signed "Usquepaug Load Management, LLC" at the
    // foot of the letter: the sender without its legal suffix, named in full below.
    const signed = namedInFull(value, lines, lines.length);
    if (signed) return { value: tidyName(signed), confidence: 0.75 };
  }
  if (tableBrokers[0])
    return { value: tidyName(withWrappedSuffix(tableBrokers[0], lines)), confidence: 0.75 };

  const candidates: string[] = [];
  let inRecipientBlock = false;
  let skipName = false;
  let seen = 0;
  for (const raw of lines) {
    // A page header ends with "Page 1 of 2": that is not part of the name.
    const text = raw.replace(PAGE_MARK, '').trim();
    if (text === '') {
      inRecipientBlock = false;
      continue;
    }
    seen += 1;
    if (seen > 12) break;
    // An e-mail's header lines name its recipient and subject, not who pays; its sender, when a
    // company, was taken above, and a desk ("From: Carrier Payables <…>") is nobody.
    if (/^(to|subject|cc|date|sent|re|from)\s*:/i.test(text)) continue;
    // "Hi Gabe,", "Dear Mr. Tipton:": a letter's greeting names whom it is written to.
    if (
      /^(hi|hello|hey|dear|good (morning|afternoon|evening)|bonjour|buenos d[ií]as|hola|estimad[oa]s?)\b/i.test(
        text,
      )
    )
      continue;
    const folded = foldText(text);
    const label = RECIPIENT_LABEL.exec(folded);
    if (label) {
      // "Pay To: NAME" skips itself; "Carrier" or "Remit To:" alone skips the name under it too.
      inRecipientBlock = true;
      skipName = folded.slice(label[0].length).replace(/[\s:#.-]+/g, '') === '';
      continue;
    }
    if (inRecipientBlock) {
      if (skipName) {
        skipName = false;
        continue;
      }
      if (ADDRESS.test(text)) continue;
      inRecipientBlock = false;
    }
    if (ADDRESS.test(text) && !COMPANY.test(folded)) continue;
    // An amount line is not a name, but the first cell of the page's first line may be: "| GIMLI
    // INTERLAKE CARTAGE LTD.   STATEMENT OF EARNINGS   NET PAY $2,041.27 |", a letterhead boxed
    // with the net beside it.
    if (/\d[.,]\d{2}(?!\d)/.test(text)) {
      const firstCell = text.replace(/^\|\s*/, '').split(/\s{3,}/)[0] ?? '';
      if (seen <= 2 && !/\d/.test(firstCell) && COMPANY.test(foldText(firstCell)))
        candidates.push(tidyName(firstCell));
      continue;
    }
    // "CO.  FILE    DEPT.  CLOCK  VCHR. NO.": a payroll stub's code header names columns; its "CO." is
    // the company code's column, not a company.
    if (PAYROLL_CODE_HEADER.test(folded)) continue;
    candidates.push(tidyName(text.replace(/\s*:\s*[^\p{L}]{0,6}\p{L}{0,2}[^\p{L}]{0,6}$/u, '')));
  }
  const companies = candidates.flatMap((text) =>
    text.split(/\s+[-—–|*•·]\s+|\s{3,}/).filter((part) => {
      const folded = foldText(part);
      return (
        COMPANY.test(folded) && (!TITLE.test(folded) || STRONG_COMPANY.test(folded)) && /\p{L}{2}/u.test(part)
      );
    }),
  );
  // "JUNIATA PAYROLL SERVICES | Lewistown, PA" over "ELLSWORTH CREAMERY TRANSPORT, INC.": a payroll
  // service prints the stub; the employer below it pays.
  const payer = PAYROLL_SERVICE.test(foldText(companies[0] ?? ''))
    ? (companies.find((c) => !PAYROLL_SERVICE.test(foldText(c))) ?? companies[0])
    : companies[0];
  if (payer) return { value: tidyName(payer), confidence: 0.7 };
  // No company word: the first line that is not only title words ("Truckstop Payments").
  const first = candidates.find(
    (t) => !/\d|:/.test(t) && [...foldText(t).matchAll(/\p{L}{3,}/gu)].some((w) => !GENERIC_WORDS.has(w[0])),
  );
  // The document's first line is usually who issued it; further down it is only a guess.
  if (!first) return { value: null, confidence: 0 };
  return { value: first, confidence: candidates.indexOf(first) === 0 ? 0.55 : 0.4 };
}

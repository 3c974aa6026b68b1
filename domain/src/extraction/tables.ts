import {
  asDigits,
  findDates,
  findIntegers,
  findMoney,
  foldPattern,
  foldText,
  monthOf,
  RATE_CEILING_CENTS,
  runInteger,
  splitCells,
  type Cell as TokenCell,
  type NumberLocale,
} from './tokens.js';

export type ColumnKind =
  'id' | 'miles' | 'linehaul' | 'fsc' | 'broker' | 'amount' | 'deducted' | 'adjusted' | 'reserve' | 'other';
/** Columns of money: each is summed, and a row's figure under one is cents. */
const MONEY_KINDS: readonly ColumnKind[] = ['linehaul', 'fsc', 'amount', 'deducted', 'adjusted', 'reserve'];

interface Column {
  kind: ColumnKind;
  idRank: number;
  start: number;
  end: number;
  /** For amount columns: 0 a load's whole pay (Total, Invoice Amt), 1 any other, 2 what was paid after deductions. */
  amountRank?: number;
  /** A share of each load's revenue ("72% PAY", "Your 80%"). */
  share?: boolean;
  /** The header's words, folded. */
  name?: string;
  /** A broker column headed Customer or Client: on a carrier's statement, the shipper. */
  customer?: boolean;
  /** "Broker / Load #": each cell names the broker, then the load's number after a slash. */
  idInCell?: boolean;
  /** "Load / Broker": each cell gives the load's number, then the broker's name after a slash. */
  idFirst?: boolean;
}

/**
 * Columns that name a price or the customer's revenue beside the column that pays: "Miles  Rate
 * Team Pay", "Revenue  72% Pay". The pay column counts; the rate and the revenue are not pay.
 */
function withoutPriceColumns(columns: Column[], names: string[]): Column[] {
  const pays = (c: Column, i: number) =>
    (c.kind === 'linehaul' || c.kind === 'amount') && !PER_UNIT_HEADER.test(foldText(names[i] ?? '').trim());
  const share = columns.some((c) => c.share === true);
  columns.forEach((c, i) => {
    const name = foldText(names[i] ?? '').trim();
    if (c.kind !== 'amount' && c.kind !== 'linehaul') return;
    const otherPays = columns.some((o, k) => k !== i && pays(o, k));
    if (PER_UNIT_HEADER.test(name) && otherPays) c.kind = 'other';
    else if (share && !c.share && REVENUE_HEADER.test(name)) c.kind = 'other';
  });
  return columns;
}

/** A load's charges on top of its rate: "Access.", "Detention", "Extras", "Lumper", "Other". */
const EXTRAS_HEADER = foldPattern(
  /^(access\.?|accessorials?|acc\.?|accs\.?|accessor\.?|accsr\.?|accsrl\.?|acces?soires|accesorios|detention|det\.?|detn\.?|det ?\/ ?(lu|lump|lumper|lay|layover|tonu)\.?|tonu|extras?|extra pay|lumper|other|other pay|add'?l|additional|stops?|stop pay)$/,
);
const DISPATCH_FEE_HEADER = foldPattern(
  /^(disp(atch)?\.?|dsp|fee|disp(atch)? fee|dsp fee)( \d{1,2}(\.\d)? ?%)?$/,
);
/** The load's agreed rate, as a column of money. */
const LOAD_RATE_HEADER = foldPattern(/^(rate|load rate|flat rate|taux|tarif|tarifa|flete|freight)$/);

/**
 * "Rate  Access.  Total", "Rate  Detention  Load Total", "Rate  Det/Lu  Disp 8%": beside a column of
 * the load's extras, the rate column is the load's linehaul. A rate column alone is the load's whole
 * pay, which names no linehaul.
 */
const TRIP_PAY_HEADER = foldPattern(/^(trip|load|run|move) pay$/);
function rateBesideExtras(columns: Column[], names: string[]): Column[] {
  const named = (i: number) => foldText(names[i] ?? '').trim();
  // "LINE PAY  DEADHEAD  FSC  ACCESSORIAL  TRIP PAY": a trip's pay right of its surcharge is its
  // total, not a second linehaul.
  const surchargeAt = columns.findIndex((c) => c.kind === 'fsc');
  const linehaulBefore = columns.some((c, i) => c.kind === 'linehaul' && i < surchargeAt);
  if (surchargeAt >= 0 && linehaulBefore)
    columns.forEach((c, i) => {
      if (i > surchargeAt && c.kind === 'linehaul' && TRIP_PAY_HEADER.test(named(i))) {
        c.kind = 'amount';
        c.amountRank = 0;
      }
    });
  // "Rate  Disp 7%", "Rate  Fee 9%": a dispatcher's fee taken per load is a share of the load's rate.
  // "Taux  Surch. 18,5 %": a fuel surcharge paid apart from the rate is no part of it either.
  const hasExtras = columns.some(
    (c, i) => EXTRAS_HEADER.test(named(i)) || DISPATCH_FEE_HEADER.test(named(i)) || c.kind === 'fsc',
  );
  const hasLinehaul = columns.some((c) => c.kind === 'linehaul');
  if (!hasExtras || hasLinehaul) return columns;
  columns.forEach((c, i) => {
    if ((c.kind === 'amount' || c.kind === 'other') && LOAD_RATE_HEADER.test(named(i))) c.kind = 'linehaul';
  });
  return columns;
}

/** Of several amount columns, the load's whole pay is the one a gross adds up. */
const PAID_COLUMN = foldPattern(/\b(paid|net|deposit(ed)?|remitted|funded|paye|pagado|advance|advanced)\b/);
const WHOLE_PAY_COLUMN = foldPattern(
  /total|\btot\b|\bcomp\b|compensation|invoice|face|gross|approved|\bamount\b|montant|importe|monto/,
);
/** Reads folded header text (see foldText). */
function amountRankOf(header: string): number {
  if (PAID_COLUMN.test(header)) return 2;
  if (WHOLE_PAY_COLUMN.test(header)) return 0;
  return 1;
}

/** Which id column names the trip best: a trip beats a load, a load beats a PRO, … an invoice. */
export const ID_RANKS: [RegExp, number][] = [
  [
    foldPattern(
      /^(trip|viaje|voyage|n[o°º]?\.? ?voyage|(n[o°º]?|num|nro)\.? ?(de )?(viaje|voyage|carga|embarque)|run\b|route\b|ruta\b)/,
    ),
    1,
  ],
  [foldPattern(/^(load|ld\s?(#|no\b)|carga|charge|chargement|no de charge)/), 2],
  [foldPattern(/^pro/), 3],
  [foldPattern(/^(freight bill|fb|bill)/), 4],
  [foldPattern(/^(order|orden|commande|pedido)/), 5],
  [foldPattern(/^(move|movimiento)/), 6],
  // "Carta porte": the waybill that goes with a Mexican load, numbered apart from the trip or order.
  [
    foldPattern(
      /^(shipment|embarque|expedition|bol|bill of lading|manifest|dispatch|bon|billet|carta porte|carta p\b|c\.? ?porte|cp\b|folio (cp|carta porte))/,
    ),
    7,
  ],
  [foldPattern(/^(ref|folio|confirmation|conf\b)/), 8],
  [foldPattern(/^(invoice|factura|facture)/), 9],
];

const ID_HEADER = foldPattern(
  /^(trip|load|bill|orden|bon|billet|voyages|viajes|ld(?=\s?(#|no\b))|pro|freight bill|frt bill|fb|order|invoice|inv|ticket|move|movimiento|reference|ref|shipment|viaje|voyage|n[o°º]?\.? ?voyage|(n[o°º]?|num|nro)\.? ?(de )?(viaje|voyage|carga|embarque)|carta porte|carta p|c\.? ?porte|factura|facture|folio|folio cfdi|folio cp|folio carta porte|embarque|charge|no de charge|chargement|bol|bill of lading|run|route|ruta)\s*(#|no\.?|nbr\.?|num\.?|number|id|ref\.?|ref ?#|reference)?$|^(fees|charges|deductions) (by|per) (load|trip|invoice)$/,
);
/** "MILES LD+DH", "mi loaded/empty": one column of each load's loaded and empty miles, added up. */
const LOADED_PLUS_EMPTY = String.raw`(miles|mi) (ld|loaded) ?[+/] ?(dh|mt|empty|deadhead)`;
const LOADED_PLUS_EMPTY_IN_HEADER = new RegExp(String.raw`\b${LOADED_PLUS_EMPTY}\b`, 'i');
// Loaded and empty columns are both driven miles: a row's miles are their sum.
const MILES_HEADER = foldPattern(
  new RegExp(
    String.raw`^((loaded|ld|ldd|lded|total|paid|pd|empty|mt|dh|deadhead|team|trip|hub|route|run|driven|dispatched|practical|billed) ?)?(miles|millas|milles|mi|distance|kms?|kilometres|kilometers|kilometros)$|^(loaded|loadd|empty|deadhead|deadhd|dead hd|dhd|mt|ld|ldd|lded|mty|dh|vides)$|^m\.? ?(char|vide)s?\.?$|^(ld|loaded)\/(dh|mt|empty|deadhead)( miles| mi)?$|^${LOADED_PLUS_EMPTY}$`,
  ),
);
/** A distance in kilometres (Canadian and Mexican statements): converted to miles by the reader. */
export const KILOMETRES = foldPattern(
  /\b(kms?|kil[oe]metres?|kil[oe]meters?|kil[oe]metros?|kil[oe]metrage|kil[oe]metraje)\b/,
);
/** A per-load deductions column: what the payer held back from each load. */
/**
 * A per-load or per-invoice charges column: deductions, or a factor's discount or fee
 * ("Invoice  Amount  Discount  Reserve  Paid").
 */
const DEDUCTED_HEADER = foldPattern(
  /^(deductions?|deducted|less|retenues?|deducciones|descuentos|discount|disc\.?( fee)?|fees?|factoring fee|discount fee|(qp|quick ?pay)( fee| disc\.?| discount)?|comision|commission|escompte|frais|disp|dispatch|dsp|disp(atch)?\.? fee|dsp\.? fee|(brkr|bkr|broker) (qp|quick ?pay)( fee)?|desk( fee)?|factoring)$/,
);
/**
 * "Invoice  QP 3%  Adjust  Net Paid": a per-load adjustments column (claims, chargebacks), a charge
 * of its own beside the fee when its figures are taken off.
 */
const ADJUSTED_HEADER = foldPattern(
  /^(adj|adjust|adjusted|adjustments?|adjmt|chargebacks?|charge backs?|claims?)$/,
);
/** "SKL Load", "ABC Trip #": a company's initials before a load-number column's name. */
const INITIALS_BEFORE_ID = foldPattern(/^[a-z]{2,4} (?=(load|trip|pro|order|inv|invoice)\b)/);
/** A per-invoice reserve column: money the factor holds back, tracked as escrow. */
const RESERVE_HEADER = foldPattern(
  /^(reserve|reserves|rsv|resv|holdback|hold back|escrow|reserva|aforo|rebate)$/,
);
const LINEHAUL_HEADER = foldPattern(
  /^(line ?haul|line ?haul (pay|rate|amount)|lh|lh pay|l\/h|l\/h pay|rev\.? share|revenue share|(loaded|empty|deadhead|mt|ld) (mi |mile |miles )?pay|base|base pay|flat rate|flat pay|flete|fletes|fret|forfait|(taux|tarifs?) forf\.?|(taux|tarifs?) forfait(aire)?s?|taux de base|base rate|km pay|mileage|millage|mileage pay|mile pay|miles pay|mi pay|line pay|route pay|run pay|trip pay|move pay|team pay|driver pay|contractor pay|o\/o pay|haul pay|share|(lh|line ?haul|your|contractor|driver|operator|owner|o\/o) share|transport)$/,
);
/**
 * "72% PAY", "Pay 72%", "Driver 68%", "Your Pay" (beside a "Plan 72%" column): a column paid as a share of each load's revenue is the
 * contractor's linehaul; the revenue column beside it is the customer's rate, not pay.
 */
const RATED_PAY_HEADER = foldPattern(
  /^(\d{1,3}([.,]\d{1,2})?\s?% (pay|share|shr|lh|line ?haul)|@\s?\d{1,3}([.,]\d{1,2})?\s?%|(pay|share|driver|contractor|owner|operator|your|o\/o|importe|amount|monto|montant)( share| pay)? \d{1,3}([.,]\d{1,2})?\s?%|(your|contractor|operator|o\/o) (pay|share))$/,
);
/** The load's revenue or the customer's rate: pay only when no share column says otherwise. */
const REVENUE_HEADER = foldPattern(
  /^(revenue|revenu|gross|gross revenue|load revenue|line rev|line revenue|l\/h rev\.?|lh rev\.?|l\/h revenue|freight rev|freight revenue|rate|freight|line ?haul rev|line ?haul revenue|ingreso|importe|flete|fret|monto|montant|tarif|tarifa)$/,
);
/**
 * "      load 7781204", "      #HC-80441", "   Brokerage LLC  Load HF-204519": a load number on an
 * indented line, after the rest of the broker's name.
 */
/** "      load 90417", "   load 90417 (lumper paid by driver)": a row's number on the line below it. */
const WRAPPED_ID_LINE =
  /^\s{2,}(?:[A-Za-z][A-Za-z&.,' ]{1,40}?\s{2,})?(?:(?:load|trip|order|pro|ref)\s*(?:#|no\.?)?\s*:?\s*|#\s?)?([A-Z0-9][A-Z0-9-]{2,24})(?:\s+\([^()]{0,80}\))?\s*$/i;
/** A price per unit ("Rate/Mi", "Rate", "CPM"): never money paid, when a pay column stands beside it. */
const PER_UNIT_HEADER = foldPattern(
  /^(rate|rpm|cpm|rate ?\/ ?(mi|mile|km|hr|hour)|per mile|per km|\$ ?\/ ?mi|mi rate|rate per mile)$/,
);
/** In a load table, a "Fuel" or "Carburant" column is the fuel surcharge paid on each load. */
const FSC_HEADER = foldPattern(
  /^(fsc|fsc pay|fsc amount|f\/s|fuel (sur|surch|surchg|sur chg|s\/?c|adj|adjustment)\.?|fuel surcharge|recargo|surcharge|fuel|carburant|combustible|surcharge carb\.?|surch\.? ?c(arb)?\.?|surch\.?|surcharge carburant|supplement carburant|suppl\.? ?carb\.?|supplement carb\.?|recargo (por )?combustible)$/,
);
/** Who a share column pays, and its rate ("Your 80%", "Permisionario 80%", "Your-72%"). */
const SHARE_WORDS =
  'your|contractor|contr\\.?|driver|owner|operator|lessee|permisionario|operador|socio|voiturier|camionneur|part\\.?|parte|partic\\.?|participacion|share';
const SHARE_RATE = '[\\s-]\\d{1,3}([.,]\\d{1,2})?\\s?%';
const SHARE_HEADER = foldPattern(new RegExp(`^(${SHARE_WORDS}|o\\/o|l\\/o)( share| pay)?${SHARE_RATE}$`));
/** The same share inside an OCR'd header line, where it becomes the one word "Share". */
const SHARE_IN_HEADER = new RegExp(`\\b(${SHARE_WORDS})( share)?${SHARE_RATE}`, 'gi');
const BROKER_HEADER = foldPattern(
  /^(broker|customer|debtor|account debtor|deudor|debiteur|client du transport)$/,
);
const FOLIO_HEADER = foldPattern(/^folio$/);
const CUSTOMER_HEADER = foldPattern(/^(customer|client du transport)$/);
const DESCRIPTION_HEADER = foldPattern(/\b(description|descripcion|concepto|item|detail|details|libelle)\b/);
const AMOUNT_HEADER = foldPattern(
  /^(amount|amt|pay|rate|total|amount paid|load pay|trip pay|freight|collected|amount collected|amt collected|invoice amt|invoice amount|other|montant|importe|monto|total revenue|revenue|load rev|load revenue|trip rev|trip revenue|trip total|trip totl|trip tot|load total|load totl|load tot|load gross|trip gross|load net|trip net|total pay|carrier pay|comp|compensation|total comp|face|face value|face amount|face amt|invoice face|gross|gross pay|gross amount|ticket total|invoice total|inv\.? amt|inv\.? amount|inv\.? total|advance|advanced|amount advanced|total invoice|invoice value|net|net amount|net paid|paid|approved|approved amt|approved amount|taux|taux (du )?voyage|tarif|tarifa|precio|prix|prix (du )?voyage|montant (du )?voyage)$/,
);

/**
 * "Broker / Load #" (each cell the broker's name, then the load's number) or "Load / Broker" (the
 * number first): one column that holds both. Null for any other header.
 */
function brokerWithIdColumn(
  folded: string,
): Pick<ColumnName, 'name' | 'kind' | 'idInCell' | 'idFirst' | 'idRank'> | null {
  const nameFirst = /^(broker|customer|debtor|client)\s*\/\s*(.+)$/.exec(folded);
  const idFirst = /^(.+?)\s*\/\s*(broker|customer|debtor|client)$/.exec(folded);
  for (const [broker, id, first] of [
    [nameFirst?.[1], nameFirst?.[2], false],
    [idFirst?.[2], idFirst?.[1], true],
  ] as const) {
    // "Broker / Load / Dates": the load's number, then what else the cell holds.
    const idName =
      id
        ?.replace(/[:.]$/, '')
        .replace(/\s*\/\s*(dates?|lane|route|pu\/dl)$/, '')
        .trim() ?? '';
    if (broker && ID_HEADER.test(idName))
      return {
        name: broker,
        kind: 'broker',
        idInCell: true,
        ...(first ? { idFirst: true } : {}),
        idRank: ID_RANKS.find(([p]) => p.test(idName))?.[1] ?? 99,
      };
  }
  return null;
}

/**
 * A cell of such a column: "Hartsell Logistics Inc / 2211904" under "Broker / Load #" (the number
 * may also stand in the next cell), "TQ-8841207 / Tidewater Quay Logistics" under "Load / Broker".
 */
function brokerAndIdOf(text: string, idFirst: boolean): { name: string; id: string | undefined } | null {
  // "KL-2231 / Kestrel Logistics", "CLL-7719420 - Carolina Lowcountry": a slash, or a dash set apart.
  const numberFirst = idFirst
    ? /^([A-Z0-9#-]*\d[A-Z0-9#-]*)\s*(?:\/|(?<=\s)[-–—](?=\s))\s*(.*)$/iu.exec(text)
    : null;
  if (numberFirst) return { name: numberFirst[2] ?? '', id: numberFirst[1] };
  const nameFirst = /^(.*?)\s*\/?\s*([A-Z0-9#-]*\d[A-Z0-9#-]*)?$/iu.exec(text);
  return nameFirst ? { name: nameFirst[1] ?? '', id: nameFirst[2] } : null;
}

/** What a table column holds, from its header cell alone ("Load #" → id, "Miles" → miles). */
export function columnKindOf(header: string): ColumnKind {
  return namedColumn(header).kind;
}

type ColumnName = Omit<Column, 'start' | 'end'>;
/**
 * What a header cell names depends on its text alone: a document repeats its headers (a page
 * header, 1,500 times in the worst input), so each text is read once. Bounded, so it cannot grow.
 */
const COLUMN_NAMES = new Map<string, ColumnName>();

function namedColumn(text: string): ColumnName {
  let named = COLUMN_NAMES.get(text);
  if (!named) {
    named = nameColumn(text);
    if (COLUMN_NAMES.size >= 4096) COLUMN_NAMES.clear();
    COLUMN_NAMES.set(text, named);
  }
  return named;
}

function columnOf(text: string, start: number, end: number): Column {
  return { ...namedColumn(text), start, end };
}

function nameColumn(text: string): ColumnName {
  const folded = foldText(text);
  // "Load / PRO", "PRO/Load #": two names for one column; the first says what it is.
  const t = folded
    .replace(/\s*\((cad|usd|mxn|us\$|\$|ca\$|mn)\)\s*$|\s+(cad|usd|mxn|mn|\$)$/, '')
    // "Debtor (account debtor)": a bracketed remark after the name explains it.
    .replace(/^(\p{L}[\p{L} /#.]{1,24}?)\s*\([\p{L} ]{3,30}\)$/u, '$1')
    // "Fee 2.5%", "Reserve 10%", "LH @72%": the rate is not part of the column's name.
    .replace(/\s+@?\s*\d{1,3}([.,]\d{1,2})?\s?%$/, '')
    .replace(/[:.]$/, '')
    // "Broker / Rate Con #": the broker's column, whatever number it also holds.
    .replace(/^(broker|customer|debtor|client)\s*\/.*$/, '$1')
    // "Trip / Date / Lane": of three names too.
    .replace(/^([\p{L} ]{2,20}?)(?:\s*\/\s*[\p{L} ]{2,20}?){1,2}(\s*(#|no\.?|number))?$/u, '$1$2')
    .trim();
  const base = { idRank: 99, name: t };
  const brokerAndId = brokerWithIdColumn(folded.trim());
  if (brokerAndId) return { ...base, ...brokerAndId };
  // "Your 80%", "Contractor 75%", "72% PAY": the contractor's share of each load's revenue is its linehaul.
  const whole = folded.trim();
  if (SHARE_HEADER.test(whole) || RATED_PAY_HEADER.test(whole))
    return { ...base, kind: 'linehaul', share: true };
  if (/^rate ?\/ ?(mi|mile|km|hr|hour)\.?$/.test(whole)) return { ...base, kind: 'other' };
  // "Broker Load #", "Customer Ref", "Carrier PRO": whose number it is does not change what it is.
  // "Debtor Ld #": the debtor's (the broker's) load number.
  // "SKL Load", "Carr Inv": the issuer's initials or a short "Carr." before the name too.
  const idName = t
    .replace(/^(broker|customer|cust|carrier|carr\.?|shipper|your|our|client|debtor) (?=\S)/, '')
    .replace(INITIALS_BEFORE_ID, '');
  // "FOLIO  C. PORTE": a liquidación table's folio column numbers the trip; the carta porte is its waybill.
  if (FOLIO_HEADER.test(idName)) return { ...base, kind: 'id', idRank: 1 };
  if (ID_HEADER.test(idName)) {
    const rankOf = (name: string) => ID_RANKS.find(([p]) => p.test(name))?.[1] ?? 99;
    // "Ref / Load #": of two names for the column, the one that says more of the trip ranks it.
    const second = /^[\p{L} ]{2,20}?\s*\/\s*([\p{L} ]{2,20}?(\s*(#|no\.?|number))?)$/u.exec(
      folded.trim(),
    )?.[1];
    const secondRank = second && ID_HEADER.test(second) ? rankOf(second) : 99;
    return { ...base, kind: 'id', idRank: Math.min(rankOf(idName), secondRank) };
  }
  if (MILES_HEADER.test(t)) return { ...base, kind: 'miles' };
  if (LINEHAUL_HEADER.test(t)) return { ...base, kind: 'linehaul' };
  if (FSC_HEADER.test(t)) return { ...base, kind: 'fsc' };
  if (BROKER_HEADER.test(t)) return { ...base, kind: 'broker', customer: CUSTOMER_HEADER.test(t) };
  if (AMOUNT_HEADER.test(t)) return { ...base, kind: 'amount', amountRank: amountRankOf(t) };
  if (DEDUCTED_HEADER.test(t)) return { ...base, kind: 'deducted' };
  if (ADJUSTED_HEADER.test(t)) return { ...base, kind: 'adjusted' };
  if (RESERVE_HEADER.test(t)) return { ...base, kind: 'reserve' };
  return { ...base, kind: 'other' };
}

/** A cell that is one date and nothing else ("06-09-26", "Jun 9"). */
function onlyDate(text: string): boolean {
  const dates = findDates(text.trim());
  return dates.length === 1 && dates[0]?.start === 0 && dates[0].end === text.trim().length;
}

/**
 * Loaded and empty mile columns add up to a row's miles, unless the table also has a total (or
 * paid) miles column: then that one alone is the row's miles.
 */
function onlyTotalMiles<C extends { kind: ColumnKind }>(columns: C[], names: string[]): C[] {
  // "Ld  MT  Paid": a bare "Paid" after the miles columns counts the miles paid.
  columns.forEach((c, i) => {
    if (/^paid$/i.test((names[i] ?? '').trim()) && columns[i - 1]?.kind === 'miles') c.kind = 'miles';
    // "Chargés  Vides": French loaded and empty miles ("chargés" alone may be English charges).
    if (/^charg[eé]s$/i.test((names[i] ?? '').trim()) && /^vides$/i.test((names[i + 1] ?? '').trim()))
      c.kind = 'miles';
  });
  const total = columns.findIndex(
    (c, i) => c.kind === 'miles' && /^(total|paid|pd)\b/i.test((names[i] ?? '').trim()),
  );
  if (total >= 0)
    columns.forEach((c, i) => {
      if (c.kind === 'miles' && i !== total) c.kind = 'other';
    });
  return columns;
}

function nearestColumn(columns: Column[], start: number, end: number): Column | undefined {
  // A figure right of every column ("Total earnings … 3,870.40" beyond FSC) belongs to none.
  const rightEdge = Math.max(...columns.map((c) => c.end));
  if (start > rightEdge + 2) return undefined;
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
  /** Names from Broker or Debtor columns. */
  brokers: string[];
  /** Names from Customer columns: the debtor on a factor's schedule, the shipper on a carrier's statement. */
  customers: string[];
  miles: number | null;
  linehaul: number | null;
  fsc: number | null;
  /** The sum (or printed total) of amount columns: trip or invoice totals before any fee. */
  amount: number | null;
  /** The sum of a per-load deductions or fee column ("Invoice Amt  Deductions  Amount Paid"). */
  deducted: number | null;
  /**
   * "Disp. fee 9%  QP 2.5%": with several fee columns, each one's sum over the rows, by the column's
   * name. Each is a charge of its own; `deducted` is their total.
   */
  deductedByColumn: Map<string, number>;
  /** The sum of a per-load adjustments column ("Adjust", "Chargeback"), signed as printed. */
  adjusted: number | null;
  /** The sum of a per-invoice reserve column. */
  reserve: number | null;
  /** The distance column counts kilometres (Km, Kilomètres, Kms): `miles` holds kilometres. */
  kilometres: boolean;
  /** Sums whose printed total and rows disagree (see markDisagreements). */
  inDoubt: Set<SumKey>;
}

const SUM_KEYS = ['miles', 'linehaul', 'fsc', 'amount', 'deducted', 'adjusted', 'reserve'] as const;
export type SumKey = (typeof SUM_KEYS)[number];
type Sums = Record<SumKey, number>;
const noSums = (): Sums => ({
  miles: 0,
  linehaul: 0,
  fsc: 0,
  amount: 0,
  deducted: 0,
  adjusted: 0,
  reserve: 0,
});
const noneFound = (): Record<SumKey, boolean> => ({
  miles: false,
  linehaul: false,
  fsc: false,
  amount: false,
  deducted: false,
  adjusted: false,
  reserve: false,
});

/**
 * A printed total that is not the sum of the rows above it: OCR misread one of them. The total is
 * still read, but the field it gives is shown for review.
 */
function markDisagreements(
  out: TableFindings,
  totals: Sums | null,
  sums: Sums,
  seen: Record<SumKey, boolean>,
): void {
  if (!totals) return;
  for (const k of SUM_KEYS)
    if (seen[k] && !Number.isNaN(totals[k]) && totals[k] !== sums[k]) out.inDoubt.add(k);
}

/**
 * Adds one table's column totals: a statement continued on the next page repeats the header, and
 * the loads of both pages make the totals.
 */
function addTotals(out: TableFindings, pick: (k: SumKey) => number | null): void {
  for (const k of SUM_KEYS) {
    const value = pick(k);
    if (value !== null) out[k] = (out[k] ?? 0) + value;
  }
}

/**
 * "Invoice  Debtor" over "Load No.  Invoice Date  Invoice Total  Fee  Net": a header on two
 * lines whose rows are printed on two lines too. The upper line is a header when every cell of it
 * names a column and one names an id or the broker.
 */
function upperHeader(line: string | undefined, locale: NumberLocale): Column[] | null {
  if (!line || /\d/.test(line) || findMoney(line, locale).length > 0) return null;
  const cells = splitCells(line);
  if (cells.length < 2) return null;
  const columns = cells.map((c) => columnOf(c.text, c.start, c.end));
  if (columns.some((c) => c.kind === 'other')) return null;
  return columns.some((c) => c.kind === 'id' || c.kind === 'broker') ? columns : null;
}

/** "2.75%", "(3%)": a rate written as a percentage in a header. */
const PERCENT = String.raw`\(?\d{1,2}(?:[.,]\d{1,3})?\s?%\)?`;
/** "75%" as a whole cell. */
const PERCENT_ALONE = new RegExp(`^${PERCENT}$`);

/** "@1.72/mi", "x .38", "2,05 $/km", "(2.75%)": a rate printed under a column's name. */
const RATE_UNDER_NAME = new RegExp(
  String.raw`[@x×]\s?\$?\d{0,4}[.,]?\d{1,4}(?:\s?\/\s?\p{L}{1,5})?|\$?\d{0,3}[.,]\d{1,4}\s?\$?\s?\/\s?\p{L}{1,5}|${PERCENT}`,
  'giu',
);

/**
 * "PAID" over "MILES", "LINEHAUL" over "@1.72/mi", "Fee" over "(2.75%)": column names wrapped onto
 * a second line, with a rule or a blank line under both and rows of one line each. Each word below
 * joins the name it stands under, so "PAID MILES" is read as miles, not as an amount paid.
 */
function wrappedHeaderCells(
  header: string,
  wrappedLines: (string | undefined)[],
  after: string | undefined,
): Cell[] | null {
  const closed = RULE_LINE.test(after ?? '') || after?.trim() === '';
  const cells = splitCells(header).map((c) => ({ ...c }));
  const firstStart = cells[0]?.start ?? 0;
  if (!closed && !idRowWithAmounts(after, firstStart)) return null;
  const added: Cell[] = [];
  for (const next of wrappedLines) {
    if (next === undefined) return null;
    const below = next.replace(RATE_UNDER_NAME, (m) => ' '.repeat(m.length));
    if (/\d/.test(below) || next.trim() === '' || RULE_LINE.test(next)) return null;
    // "        DEBTOR" under "INV #  LOAD / PRO  …": the name of what each row's second line holds
    // (a detail header), not the rest of the name above it.
    const parts = splitCells(below);
    if (wrappedLines.length === 1 && parts.length === 1 && columnKindOf(parts[0]?.text ?? '') === 'broker')
      return null;
    for (const part of parts) {
      // With no rule to close the header, only words continue it: "| i Se SS" is a rule OCR garbled.
      if (!closed && !/\p{L}{3}/u.test(part.text)) return null;
      const over = cells.filter((c) => c.start < part.end && part.start < c.end);
      const cell = over[0];
      // "Load  Date  Lane  Miles" under nothing, left of "Cust. Line  Lessee  Fuel": the upper line
      // names only the figures' columns; the words below it stand alone.
      if (over.length === 0 && part.end < firstStart && cells.length >= 3) {
        added.push({ ...part });
        continue;
      }
      if (over.length !== 1 || !cell) return null;
      cell.text = `${cell.text} ${part.text}`;
    }
  }
  const next = wrappedLines[0] ?? '';
  // "Lessee" over "75%": a share's rate is its name's rest, not a rate printed under it.
  const rates = splitCells(next).filter((part) => PERCENT_ALONE.test(part.text));
  for (const cell of cells) {
    const rate = rates.find((part) => cell.start < part.end && part.start < cell.end);
    if (rate && SHARE_HEADER.test(foldText(`${cell.text} ${rate.text}`)))
      cell.text = `${cell.text} ${rate.text}`;
  }
  return [...added, ...cells];
}

/**
 * "CFN-7716   Mont-Laurier -> Montréal-Est   1 480,00   1 154,40": a row that starts with a load's
 * number and holds amounts, right under a header wrapped onto two lines ("Revenu de" over
 * "transport") with no rule between.
 */
function idRowWithAmounts(line: string | undefined, headerStart: number): boolean {
  const first = splitCells(line ?? '')[0];
  return (
    first !== undefined &&
    // "   V-26-0412 …" under "   Voyage  Date …": under the header's first name, indented as it is.
    first.start <= headerStart + 2 &&
    ID_CELL.test(first.text) &&
    /\d[.,]\d{2}(?!\d)/.test(line ?? '')
  );
}

/**
 * "Trip No.  Origin / Destination  Loaded Mi  Empty Mi" over "Linehaul  Fuel Surch.  Other  Trip
 * Total": the second line of a header on two lines names only money columns.
 */
function lowerHeader(line: string | undefined, locale: NumberLocale): Column[] | null {
  if (!line || /\d/.test(line) || findMoney(line, locale).length > 0) return null;
  const cells = splitCells(line);
  if (cells.length < 2) return null;
  const columns = cells.map((c) => columnOf(c.text, c.start, c.end));
  // Every column it knows is money ("Hourly" it does not know is ignored), and most of them; the
  // broker may start it ("Broker  Rate  Accs  Lumper  Load total" under "Load #  PU date  Lane").
  const known = columns.filter((c, k) => c.kind !== 'other' && !(k === 0 && c.kind === 'broker'));
  // "Loaded mi  Empty mi  Loaded pay  Empty pay  FSC  Trip total": the miles may stand there too.
  const moneyOnly =
    known.every((c) => MONEY_KINDS.includes(c.kind) || c.kind === 'miles') &&
    known.some((c) => MONEY_KINDS.includes(c.kind));
  // "            Flat Rate      Accessorial    Accessorial detail": indented under the id column,
  // one money column is enough.
  const indented = /^\s{4,}\S/.test(line);
  // "LINE PAY  DEADHEAD  FSC": among money columns a bare "Deadhead" pays the empty miles.
  if (columns.some((c) => c.kind === 'linehaul'))
    columns.forEach((c, i) => {
      if (c.kind === 'miles' && /^(deadhead|empty|mt|dh)$/.test(foldText(cells[i]?.text ?? '').trim()))
        c.kind = 'linehaul';
    });
  return moneyOnly && known.length >= (indented ? 1 : 2) && (indented || known.length * 2 >= columns.length)
    ? rateBesideExtras(
        columns,
        cells.map((c) => c.text),
      )
    : null;
}

/**
 * "   PU date  Lane  Miles" under "#  Broker / Load #  Line haul  FSC …": the names of what each
 * row's second line holds, its miles among them. Words only, no money column.
 */
function detailHeader(
  line: string | undefined,
  locale: NumberLocale,
  after: string | undefined,
): Column[] | null {
  if (!line || /\d/.test(line) || findMoney(line, locale).length > 0) return null;
  const cells = splitCells(line);
  const columns = cells.map((c) => columnOf(c.text, c.start, c.end));
  // "Account debtor (payer)": the broker that owes each invoice, on the row's second line.
  if (!columns.every((c) => c.kind === 'miles' || c.kind === 'other' || c.kind === 'broker')) return null;
  // "          Bill-to customer" under "Load  Ship  Route  Miles …", then the rule: indented under
  // the first column, it names what each row's second line holds.
  const indentedOverRule = /^\s{4,}\S/.test(line) && RULE_LINE.test(after ?? '');
  return (cells.length >= 2 && columns.some((c) => c.kind === 'miles')) || indentedOverRule ? columns : null;
}

/** The miles on a row's second line, under the detail header's miles column; null if none. */
function milesUnderDetail(line: string | undefined, detail: Column[], locale: NumberLocale): number | null {
  if (!line || findMoney(line, locale).length > 0 || RULE_LINE.test(line)) return null;
  let miles: number | null = null;
  for (const cell of splitCells(line)) {
    const column = nearestColumn(detail, cell.start, cell.end);
    const value =
      column?.kind === 'miles' && /^\d[\d,]*$/.test(cell.text) ? runInteger(cell.text, locale) : null;
    if (value !== null) miles = (miles ?? 0) + value;
  }
  return miles;
}

/** The second line of a wrapped row: amounts only, no id of its own. */
function wrappedMoneyLine(
  line: string | undefined,
  locale: NumberLocale,
  brokerFirst = false,
): readonly Cell[] | null {
  if (!line || findMoney(line, locale).length === 0) return null;
  const cells = splitCells(line);
  // "Coastal Plain Logistics   2,350.00   -   2,350.00": the broker's name before the money, when
  // the lower header names it first.
  const named =
    brokerFirst && /\p{L}{2}/u.test(cells[0]?.text ?? '') && !/\d/.test(cells[0]?.text ?? '') ? 1 : 0;
  // "1,350.00   175.00   Stop-off 75.00 / Tarp 100.00": a remark may close the line, after the money.
  const firstWords = cells.findIndex((c, k) => k >= named && /\p{L}{2}/u.test(c.text));
  if (firstWords === 0) return null;
  const figures = firstWords < 0 ? cells : cells.slice(0, firstWords);
  return figures.length > named ? figures : null;
}

function readUpperRow(
  cells: { text: string; start: number; end: number }[],
  upper: Column[],
  line: number,
  out: TableFindings,
): void {
  out.consumed.add(line);
  for (const cell of cells) {
    const column = nearestColumn(upper, cell.start, cell.end);
    if (column?.kind === 'id' && ID_CELL.test(cell.text) && cell.text.length >= 3)
      out.ids.push({ value: cell.text, rank: column.idRank, line });
    else if (column?.kind === 'broker' && /\p{L}{2}/u.test(cell.text))
      (column.customer ? out.customers : out.brokers).push(cell.text);
  }
}

/** "Taux 1,72   Surch. 0,38", "Rate 1.65": the rate printed after a rate column's name. */
const RATE_AFTER_NAME = /\b((?:taux|rate|tarif|tasa|surch\.?|fsc)\s)\$?\d?[.,]\d{2,3}\b(?![.,]\d)/gi;

/**
 * A header line without the rates printed in its column names, blanked in place so the columns
 * keep their positions: "MILE PAY @1.65", "EXTRA STOPS (>4 @ 30.00)", "FSC x 0.41", "Taux 1,72".
 */
function withoutHeaderRates(line: string): string {
  const blank = (m: string) => ' '.repeat(m.length);
  // "Ldd  MT  Tot    @1.38 FSC .41": a column named only by a rate of a few dollars is the loads'
  // mileage pay, their linehaul; it keeps a name ("LH") where the rate stood.
  line = line.replace(/(?<=(?:^|[ |]) )@\s?\$?\d[.,]\d{2,3}(?=\s|$)/g, (m) => 'LH'.padEnd(m.length));
  line = line.replace(RATE_AFTER_NAME, (m, name: string) => name + blank(m.slice(name.length)));
  if (!/[@x×]\s?\$?\d/i.test(line)) return line;
  return line
    .replace(/\([^()\n]{0,16}[@x×]\s?\$?\d{0,4}[.,]?\d{1,3}\)/gi, blank)
    .replace(/(^|\s)[@x×]\s?\$?\d{0,4}[.,]?\d{1,3}(?=\s|$)/gi, blank)
    .replace(/@\s?\$?\d{0,4}[.,]?\d{1,3}(?=[\s)]|$)/g, blank);
}

/**
 * "----------  ------  ------": a rule drawn across a table, under its header or above its totals,
 * or only its corners once the dashes between are blanked ("+   +   +").
 */
const RULE_LINE = /^\s*[-=_+|.:~](?:\s*[-=_+|.:~])*\s*$/;

/**
 * "---------- -------- ----- ----": a rule of dash segments drawn under a header, one segment per
 * column. It marks where each column starts and ends when the header's names are only a space apart
 * ("TRIP NO    DISPATCH ORIGIN    LD MI MT MI   MI PAY     FSC D&H/ACC TRIP TOTL").
 */
export const COLUMN_RULE = /^ *[-=]{2,}(?: +[-=]{2,}){2,} *$/;

/**
 * The header's cells cut where the rule below it shows the columns: each header word goes to the
 * segment it overlaps most (a right-aligned name may overhang its dashes by a letter). Null when
 * there is no such rule.
 */
function ruledCells(header: string, rule: string | undefined): Cell[] | null {
  if (!rule || !COLUMN_RULE.test(rule)) return null;
  const segments = splitWords(rule);
  const words: Cell[][] = segments.map(() => []);
  for (const word of splitWords(header)) {
    let best = -1;
    let bestOverlap = 0;
    segments.forEach((segment, k) => {
      const overlap = Math.min(word.end, segment.end) - Math.max(word.start, segment.start);
      if (overlap > bestOverlap) {
        bestOverlap = overlap;
        best = k;
      }
    });
    if (best < 0) return null;
    words[best]?.push(word);
  }
  const cells = words
    .filter((w) => w.length > 0)
    .map((w) => ({
      text: w.map((x) => x.text).join(' '),
      start: Math.min(...w.map((x) => x.start)),
      end: Math.max(...w.map((x) => x.end)),
    }));
  return cells.length >= 3 ? cells : null;
}

/**
 * "Carta Porte Fecha" over "FHO-8812    11/05/2026", "Transport Surch.carb." over "581,36  127,90":
 * a header whose names stand one space apart, over a row of figures whose cells start where the
 * names start, or end where they end. The header is cut there, so each name heads its own column.
 */
function cutWhereRowsStart(
  cells: readonly Cell[],
  row: string | undefined,
  locale: NumberLocale,
): readonly Cell[] {
  if (!row || findMoney(row, locale).length === 0) return cells;
  const rowCells = splitCells(row);
  const starts = new Set(rowCells.map((c) => c.start));
  // A figure set right under a name: it ends where the name ends. An amount may be wider than the
  // name's last word ("1 934,40" under "Part 78 %"); a rate of three or four decimals ("1.720" under
  // "Rate") is right-aligned too; a whole number must not start where the name does (an id as
  // wide as its name is left-aligned): under its last word, or wider than it ("285" under "Km").
  const rightAligned = (word: { start: number; end: number } | undefined, nameStart: number) =>
    word !== undefined &&
    rowCells.some(
      (c) =>
        c.end === word.end &&
        (findMoney(c.text, locale).length > 0 ||
          /^\d*[.,]\d{3,4}$/.test(c.text) ||
          // "02/23" under "Dlvd" in "Dlvd Miles": a date ends where its column's name does.
          DATE_CELL.test(c.text) ||
          (c.start !== nameStart && /^\d[\d,]*$/.test(c.text))),
    );
  return cells.flatMap((cell) => {
    const words = splitWords(cell.text, cell.start);
    // Left-aligned cells start where their name starts; right-aligned figures end where it ends.
    // "Fee 2.75%": a rate after a name is part of it, whatever figure starts under it.
    const cuts: typeof words = [];
    for (const [k, w] of words.slice(1).entries()) {
      const nameStart = cuts[cuts.length - 1]?.start ?? cell.start;
      // "Fuel Surch." over "184.00" set under its second word: one name, which that word alone is not.
      const before = words[k];
      const oneName =
        before !== undefined &&
        namedColumn(w.text).kind === 'other' &&
        namedColumn(`${before.text} ${w.text}`).kind !== 'other';
      // "Surch. 18,5 %": a rate whose per cent sign stands apart is one word with it.
      const rateApart =
        (/^\d{1,3}([.,]\d{1,3})?$/.test(w.text) && words[k + 2]?.text === '%') || w.text === '%';
      if (RATE_WORD.test(w.text) || rateApart || oneName) continue;
      if (starts.has(w.start) || rightAligned(before, nameStart)) cuts.push(w);
    }
    if (cuts.length === 0) return [cell];
    const bounds = [cell.start, ...cuts.map((w) => w.start)];
    return bounds.map((start, k) => {
      const end = k + 1 < bounds.length ? (bounds[k + 1] ?? cell.end) : cell.end;
      const text = cell.text.slice(start - cell.start, end - cell.start).trim();
      return { text, start, end: start + text.length };
    });
  });
}

/**
 * "Caprock Freight Solutions CFS-20977" under "-------------------------  -----------": a cell that
 * fills its column meets the next one a space apart. Under a rule of dashes the cell is cut where a
 * segment of the rule starts between two of its words, before a figure or an id, or after one
 * ("3 invoices Schedule totals" stays one label).
 */
function cutAtRule(cell: Cell, ruleStarts: number[]): Cell[] {
  const words = splitWords(cell.text, cell.start);
  const parts: Cell[][] = [];
  for (const [k, word] of words.entries()) {
    const previous = words[k - 1];
    // "NFA-772104 Northeast Frt Alliance": after an id or a date, a word that starts right where
    // the rule's next segment does is the next column's.
    const cut =
      previous &&
      (/\d/.test(word.text) || (/\d/.test(previous.text) && ruleStarts.includes(word.start))) &&
      ruleStarts.some((start) => previous.end < start && start <= word.start);
    if (cut || parts.length === 0) parts.push([word]);
    else parts[parts.length - 1]?.push(word);
  }
  return parts.map((p) => {
    const start = p[0]?.start ?? cell.start;
    const end = p[p.length - 1]?.end ?? cell.end;
    return { text: cell.text.slice(start - cell.start, end - cell.start), start, end };
  });
}

/** "Fee 2.75%": the rate after a column's name is a word of it. */
const RATE_WORD = new RegExp(`^(?:${PERCENT})$`);

/** Runs of non-blank characters with their positions, counted from `offset`. */
function splitWords(line: string, offset = 0): Cell[] {
  return [...line.matchAll(/\S+/g)].map((m) => ({
    text: m[0],
    start: offset + m.index,
    end: offset + m.index + m[0].length,
  }));
}

/**
 * "0451873 2026-11-02 MSCU4829136 40HC IMP LIVE" under "MOVE#   DATE   CONTAINER   SZ   TYPE": a
 * row's cell that spans several columns with one space between its values is cut into its words,
 * each under its own column. Only a cell that starts with a figure and holds two or more (ids,
 * dates, sizes): a name written under two columns ("Total Quality Logistics") stays whole.
 */
function cellsUnder(cells: readonly Cell[], columns: Column[], ruleStarts: number[] = []): Cell[] {
  return cells.flatMap((cell) => {
    const ruled = cutAtRule(cell, ruleStarts);
    if (ruled.length > 1) return ruled;
    // Columns the cell reaches into ("(73.50) (122.50)" under "Disc. Fee  Reserve").
    const spanned = columns.filter((c) => c.start < cell.end && cell.start < c.end).length;
    // "TFB 77-3018 Tombigbee Freight Brokerage" under "Load #  Broker": an id one space from the
    // name, where the next column starts.
    const next = columns.find((c) => c.start > cell.start && c.start < cell.end);
    const cut = next ? next.start - cell.start : -1;
    const head = cut > 0 ? cell.text.slice(0, cut - 1) : '';
    if (
      cut > 0 &&
      cell.text[cut - 1] === ' ' &&
      ID_CELL.test(head) &&
      /^\p{L}+(\s|$)/u.test(cell.text.slice(cut))
    )
      return [
        { text: head, start: cell.start, end: cell.start + head.length },
        { text: cell.text.slice(cut), start: cell.start + cut, end: cell.end },
      ];
    const words = splitWords(cell.text, cell.start);
    // "King City CA-Phoenix AZ 642" under "Lane   Mi": a worded cell one space from the whole
    // number of the column after it. The number is wholly past where that column starts to be read.
    const lastWord = words[words.length - 1];
    const beforeLast = words[words.length - 2];
    if (
      lastWord &&
      beforeLast &&
      /^\d{1,3}(,\d{3})?$/.test(lastWord.text) &&
      /\p{L}{2}/u.test(beforeLast.text)
    ) {
      const under = columns.find(
        (c) => c.kind === 'miles' && c.start < lastWord.end && lastWord.start < c.end,
      );
      if (under && beforeLast.end < under.start && under.start > cell.start)
        return [
          { text: cell.text.slice(0, beforeLast.end - cell.start), start: cell.start, end: beforeLast.end },
          lastWord,
        ];
    }
    const figures = words.filter((w) => /\d/.test(w.text)).length;
    // A remark under a row starts with words ("Detention 2 hrs @ 25.00 (shipper …)"): kept whole.
    if (!(spanned >= 2 && figures >= 2 && /\d/.test(words[0]?.text ?? ''))) return [cell];
    // "HCT-1101 KRL-558201 Kestrel Ridge Logistics": ids and figures one each, a name of several
    // words one cell, and so is a name with the number after its slash ("Hartsell Inc / 2211904").
    const parts: Cell[] = [];
    for (const word of words) {
      const last = parts[parts.length - 1];
      if (last && !/\d/.test(last.text) && (!/\d/.test(word.text) || /\/$/.test(last.text)))
        parts[parts.length - 1] = { text: `${last.text} ${word.text}`, start: last.start, end: word.end };
      else parts.push(word);
    }
    return parts;
  });
}

/** "No", "No.", "N°", "#": a column's name that says only that it numbers something. */
const BARE_NUMBER_HEADER = /^(no\.?|n[°º]|#)$/;
/** "C. ", "3. ", "IV) " before a section's heading ("C. REVENUE", "3. REVENUS", "IV) EARNINGS"). */
const LETTERED_HEADING_MARK = /^([A-H]|\d{1,2}|[IVX]{1,4})[.)]\s+/;
/** "02/23", "05/11/2025": a date alone in its cell. */
const DATE_CELL = /^\d{1,2}[/.-]\d{1,2}([/.-]\d{2,4})?$/;
const SECTION_HEADING = foldPattern(
  /^(deductions?|charges|earnings|reimbursements?|credits|debits|expenses|advances|retenues|deducciones|cargos|abonos|percepciones|gains)\b/,
);

const DEADHEAD_ROW = foldPattern(/^(deadhead|empty|dh|mt)( miles| mi)?\b/);

/** "TOTALS", "Sous-total", "4 invoices" (the count of the rows above, under their id column). */
/** What a totals row may count: "4 invoices", "4 inv.", "3 loads", "6 voyages". */
const COUNTED_ROWS = 'invoices|inv|invs|loads|lds|trips|moves|bills|factures|voyages|facturas|viajes';
const TOTAL_ROW = new RegExp(
  String.raw`^[^\p{L}\d]{0,3}(totals?\b|total\s|grand total|totaux\b|sous-tota(?:l|ux)|subtotals?|(week|weekly|sum|suma|somme)( totals?)?:?$|(fee|fees|column|load|loads|page) totals:?$|\d{1,3} (${COUNTED_ROWS})\.?$)`,
  'iu',
);
/** A totals row named only "Totals" or by its count ("4 loads"): the table's alone. */
const ONLY_TOTALS_NAME = new RegExp(
  String.raw`^(totals?:?|(fee|fees|column|load|loads|page) totals:?|\d{1,3} (${COUNTED_ROWS})\.?)$`,
  'i',
);

/** "4 invoices", "(4 invoices)": the count of a table's rows, in a table OCR has closed up. */
const COUNTED = String.raw`\d{1,3} (?:${COUNTED_ROWS}|orders|shipments|runs|commandes|cargas|embarques)\b\.?`;
const ROW_COUNT = new RegExp(String.raw`^[^\p{L}\d]{0,3}${COUNTED}`, 'iu');
const ROW_COUNT_ANYWHERE = new RegExp(String.raw`\(?\b${COUNTED}\)?`, 'giu');

type Cell = Readonly<TokenCell>;

/**
 * A line under a row starts indented past the first column, or at least off the margin under an id
 * column ("  Sudbury ON > Mississauga ON" under "PLB-26-10377").
 */
function indentedUnderRow(first: Cell, columns: Column[]): boolean {
  const secondColumn = columns[1];
  if (!secondColumn) return false;
  // Rows start at the margin with their id, or with their broker's name ("Pinon Ridge Logistics
  // PRL-2206184 …" over "   Albuquerque NM > Amarillo TX"): a line set in from it is no new row.
  const margin = columns[0];
  return (
    first.start >= secondColumn.start - 1 ||
    (margin?.kind === 'id' && first.start >= 2) ||
    (margin?.kind === 'broker' && first.start >= margin.start + 2)
  );
}

/** A load's number after the word naming it: "Load OT-7731", "Trip # MX-2231", "order no. 44120". */
const NAMED_LOAD = String.raw`\s?(?:#|no\.?)?\s?:?\s?`;
const LOAD_NUMBER_SHAPE = String.raw`[A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*`;
/** "Load TQ-5589120", "Trip # 44120": a cell that is a load's number with its name. */
const NAMED_LOAD_CELL = new RegExp(
  String.raw`^(?:load|trip|order|pro)${NAMED_LOAD}(${LOAD_NUMBER_SHAPE})$`,
  'i',
);
const PLURAL_ID_HEADER = foldPattern(/^(voyages|viajes)$/);
/**
 * "Load OT-7731     Green Bay WI to Duluth MN", "LOAD 2 of 3   SBL-3315   Columbus OH -> …": a load's
 * number heading its own block.
 */
const LOAD_BLOCK_HEADING = new RegExp(
  String.raw`^\s{0,4}(load|trip|order|run)${NAMED_LOAD}(?:\d{1,2} of \d{1,2}\s+)?(${LOAD_NUMBER_SHAPE})\s{2,}\S`,
  'i',
);
/** "Load 6620194", "Trip # MX-2231" opening a remark under a row: a labelled load number. */
const LOAD_IN_REMARK = new RegExp(
  String.raw`^\s+(load|trip|pro|order)\s?(?:#|no\.?)?\s?(${LOAD_NUMBER_SHAPE})\b`,
  'i',
);
/** "PRO 88-201557", "BOL# 66104381" under a load's row: another reference of that load, named. */
const LABELLED_REFERENCE = /^(pro|bol|po|ref|bl|b\/l|conf|order)\s?#?\s\S/i;

/** A note's words ("(2 drops)", "(DET 2h)"), and an amount in cents, which no note holds. */
const WORDED_NOTE = /\p{L}{2}/u;
const CENTS_FIGURE = /\d[.,]\d\d(?!\d)/;

/**
 * "Co | | access.: detention 2.5 hrs | | | i | | Co": a ruled grid's remark row, whose bars OCR read
 * around specks, so it could not be set in columns like the rows above and below it.
 */
function barredRemark(row: string, locale: NumberLocale): boolean {
  return (row.match(/\|/g) ?? []).length >= 3 && /\p{L}{3}/u.test(row) && findMoney(row, locale).length === 0;
}

function isRemarkUnderRow(cells: Cell[], columns: Column[], locale: NumberLocale): boolean {
  const first = cells[0];
  const secondColumn = columns[1];
  if (!first || !secondColumn || cells.length > 5) return false;
  const text = cells.map((c) => c.text).join(' ');
  // "* DET 2.0H", "* STOP-OFF": a starred note on the row above, whatever figure it holds.
  if (
    /^\*\s?\p{L}/u.test(text) &&
    text.length <= 30 &&
    cells.length === 1 &&
    indentedUnderRow(first, columns)
  )
    return true;
  // "Detention 2 hrs @ 25.00 (shipper: …)": a rate in the remark is no figure of the table.
  const figures = findMoney(withoutHeaderRates(text), locale);
  // Words, or a reference under a text column ("E-2291874" under "Broker / Rate Con #"), or the end
  // of a bracketed remark wrapped from the line above ("26 24 3471 6001882)", a customs number).
  const words =
    /\p{L}{2}/u.test(text) || (ID_CELL.test(text) && /\p{L}/u.test(text)) || /^[^()]{1,40}\)$/.test(text);
  if (figures.length > 0 || !words || TOTAL_ROW.test(first.text)) return false;
  // Off the margin only, it must not read as a new row's id.
  if (!indentedUnderRow(first, columns)) return false;
  if (
    first.start < secondColumn.start - 1 &&
    ID_CELL.test(first.text) &&
    !LABELLED_REFERENCE.test(first.text)
  )
    return false;
  return cells.every((c) => {
    // "BOL 4471209 - picked up Feb 2, delivered Feb 2": a sentence runs on across the columns to its
    // right; it belongs to the column it starts under.
    const sentence = (c.text.match(/\p{L}{2,}/gu) ?? []).length >= 3;
    const column = nearestColumn(columns, c.start, sentence ? c.start + 1 : c.end);
    // Words under a column named like an id ("ROUTE" over "Dallas TX >" / "McDonough GA") are a
    // wrapped lane, not a new row's id.
    // Words alone may run on under any column ("Amarillo TX > Oklahoma City OK > Joplin MO").
    return (
      column === undefined ||
      column.kind === 'other' ||
      column.kind === 'broker' ||
      (column.kind === 'id' && (!ID_CELL.test(c.text) || LABELLED_REFERENCE.test(c.text))) ||
      // "DH 40" under the row's miles: its deadhead, named, a note on the miles above it.
      (column.kind === 'miles' && /^(dh|mt|empty|deadhead)\s*\d{1,4}$/i.test(c.text)) ||
      // "(ref TRL-883201)" after the broker's name: the broker's own reference, a remark.
      /^\((pro|bol|po|ref|conf|order)\s?#?\s?[\w-]+\)$/i.test(c.text) ||
      // "(DET 2h)", "(LAYOVER)", "(Acc. = detention 1.5 hr)": a worded note in brackets on the row's
      // extras.
      /^\([\p{L}][^()]{0,38}\)$/u.test(c.text) ||
      // "(3.0%)" under the fee: the rate the row's fee was worked out at.
      /^\(\d{1,2}([.,]\d{1,3})?\s?%\)$/.test(c.text) ||
      // "(2 drops)": a count with words, but no amount in cents.
      (/^\(\d[^()]{0,37}\)$/.test(c.text) && WORDED_NOTE.test(c.text) && !CENTS_FIGURE.test(c.text)) ||
      // "DET 2H", "LAYOVER 1D", "Detention 2 hrs @ 40" under the row's extras: what the extra was
      // for, how long, and at what rate.
      /^\p{L}{2,12}\.?\s?\d{1,2}([.,]\d)?\s?(h|hrs?|d|days?)(\s?@\s?\$?\d{1,4}([.,]\d{2})?)?$/iu.test(
        c.text,
      ) ||
      // "Knoxville TN > Charlotte NC  01/09": the load's day after its lane.
      DATE_CELL.test(c.text) ||
      !/\d/.test(c.text)
    );
  });
}

/** The extras a load is paid beside its rate: detention, stops, tarp… */
const LOAD_EXTRAS =
  'stop-?offs?|extra stops?|detention|layover|tarp|lumper|accessorials?|breakdown|driver assist';
/** A load's extra on its own line under the load: "* Stop-off pay (1) 50.00", "Detention 2 hrs 80.00". */
const LOAD_EXTRA_LINE = foldPattern(
  new RegExp(
    String.raw`^[^\p{L}\d]{0,6}(${LOAD_EXTRAS}|fuel surcharge|fsc)\b[^\d]{0,30}(\(\d{1,2}\)[^\d]{0,6})?\d[\d,.]*[.,]\d{2}\W{0,4}$`,
    'u',
  ),
);

/** What an extra under a load's row is paid for: "detention 1.5 h", "TONU", "tarp". */
const EXTRA_UNDER_ROW = foldPattern(
  new RegExp(String.raw`\b(${LOAD_EXTRAS}|stops?|tarping|tonu|attente|bachage|estadia)\b`),
);

const FUEL_SURCHARGE_WORDS = foldPattern(
  /^(fuel surcharge|fuel surch|fsc|fuel adj|fuel sur|surcharge carburant|supplement carburant|recargo)/,
);

/**
 * A line under a load's row that names an item of that load in words, indented past the id
 * column, with its amount: "Fuel surcharge  358  0.520  186.16", "Detention 2 hrs (Memphis)  50.00".
 */
function isItemUnderRow(cells: Cell[], columns: Column[], locale: NumberLocale): boolean {
  const first = cells[0];
  if (!first || !indentedUnderRow(first, columns)) return false;
  if (!/\p{L}{3}/u.test(first.text) || TOTAL_ROW.test(first.text) || ID_CELL.test(first.text)) return false;
  return findMoney(cells.map((c) => c.text).join('  '), locale).length > 0;
}

/** The next line when it holds the figures of a row that wrapped: no id, money under money columns. */
function figuresOfWrappedRow(
  line: string | undefined,
  columns: Column[],
  locale: NumberLocale,
): readonly Cell[] | null {
  if (!line || findMoney(line, locale).length === 0) return null;
  const cells = splitCells(line);
  if (cells.length < 2 || TOTAL_ROW.test(cells[0]?.text ?? '')) return null;
  // "MRF-26-1183  02/08  Eureka CA - Sacramento CA" over "Loaded  412  1.950  803.40", "Empty …",
  // "Fuel surcharge …": the load's own items, each named, not its row's figures wrapped.
  if (PAY_ITEM_START.test(foldText(cells[0]?.text ?? ''))) return null;
  let underMoney = false;
  for (const cell of cells) {
    // "rémunération 438 x 2,05 $": an item worked out on its own line, not the row's figures.
    if (/\p{L}{3}.*\d\s?[x×]\s?\$?\d/u.test(cell.text)) return null;
    const column = nearestColumn(columns, cell.start, cell.end);
    if (column?.kind === 'id' && ID_CELL.test(cell.text) && cell.text.length >= 3) return null;
    if (column && MONEY_KINDS.includes(column.kind) && findMoney(cell.text, locale).length > 0)
      underMoney = true;
  }
  return underMoney ? cells : null;
}

/** "Loaded", "Empty (deadhead …)", "Fuel surcharge": a line that starts by naming a kind of pay. */
const PAY_ITEM_START = foldPattern(
  /^(loaded|empty|deadhead|fuel surcharge|fuel surch\.?|fsc|detention|layover|extra stop|stop-?off|mileage|line ?haul)\b/,
);

/**
 * The rest of a company's name wrapped onto a line of its own: "Brokerage, Inc.", "Logistics LLC",
 * "& Logistics, LLC", "Inc.".
 */
const TRAILING_DASHED_DATE = /\s+[-–]\s+\d{1,2}[ /.-](?:[A-Za-z]{3}|\d{1,2})[ /.-]\d{2,4}\s*$/;
const NAME_ENDING =
  /^(?:&\s*)?(?:\p{Lu}[\p{L}&.,' -]{0,40}\b)?(inc|llc|l\.l\.c|ltd|ltee|co|corp|company|brokerage|logistics|freight|transport|transportation|group|services|solutions|s\.?a\.? de c\.?v)\.?$/iu;

/** Column tables (loads, freight bills, invoices): ids, brokers and per-column totals. */
export function readTables(lines: string[], locale: NumberLocale): TableFindings {
  const out: TableFindings = {
    consumed: new Set(),
    ids: [],
    brokers: [],
    customers: [],
    miles: null,
    linehaul: null,
    fsc: null,
    amount: null,
    deducted: null,
    deductedByColumn: new Map(),
    adjusted: null,
    reserve: null,
    kilometres: false,
    inDoubt: new Set(),
  };
  for (let i = 0; i < lines.length; i += 1) {
    // "MILE PAY @1.65", "EXTRA STOPS (>4 @ 30.00)": a rate in a column's name is no figure of the row.
    const header = withoutHeaderRates(lines[i] ?? '');
    if (findMoney(header, locale).length > 0) continue;
    // The first row may stand under a rule drawn below the header.
    const firstRow =
      RULE_LINE.test(lines[i + 1] ?? '') || lines[i + 1]?.trim() === '' ? lines[i + 2] : lines[i + 1];
    // "Surch." over "carb." over "16,5 %", then the rule: a header wrapped onto two lines and the
    // rate printed under it on a third, which names nothing.
    const rateLine = lines[i + 2] ?? '';
    const ratesOnly =
      rateLine.trim() !== '' &&
      rateLine.replace(RATE_UNDER_NAME, '').trim() === '' &&
      !RULE_LINE.test(rateLine);
    const wrappedOverRates = ratesOnly ? wrappedHeaderCells(header, [lines[i + 1]], lines[i + 3]) : null;
    // "Det/" over "Layov", "Lumper" over "(pass-" over "thru)": names wrapped onto three lines.
    const wrappedThrice = wrappedOverRates
      ? null
      : wrappedHeaderCells(header, [lines[i + 1], lines[i + 2]], lines[i + 3]);
    const rateDepth = wrappedOverRates || wrappedThrice ? 1 : 0;
    const wrapped =
      wrappedOverRates ?? wrappedThrice ?? wrappedHeaderCells(header, [lines[i + 1]], lines[i + 2]);
    const ruled = wrapped ? null : ruledCells(header, lines[i + 1]);
    // The rule of dashes under the header, or under a header wrapped onto two lines.
    const ruleLine = ruled
      ? lines[i + 1]
      : wrapped && RULE_LINE.test(lines[i + 2 + rateDepth] ?? '')
        ? lines[i + 2 + rateDepth]
        : undefined;
    const ruleStarts = ruleLine ? splitWords(ruleLine).map((segment) => segment.start) : [];
    // "Km Transport" over "2,05 $/km", then a rule: a wrapped header's names are cut where the rows
    // under the rule start, as a header of one line is.
    const cells = wrapped
      ? cutWhereRowsStart(wrapped, lines[i + 3 + rateDepth], locale)
      : (ruled ?? cutWhereRowsStart(splitCells(header), firstRow, locale));
    const columns = rateBesideExtras(
      withoutPriceColumns(
        onlyTotalMiles(
          cells.map((c) => columnOf(c.text, c.start, c.end)),
          cells.map((c) => c.text),
        ),
        cells.map((c) => c.text),
      ),
      cells.map((c) => c.text),
    );
    // "C. REVENUE   MILES   REVENUE   SHARE   YOUR PAY": a lettered section's heading stands over the
    // loads' numbers when the first row starts with one.
    const firstRowCell = splitCells(firstRow ?? '')[0];
    const sectionName = header.trimStart().replace(LETTERED_HEADING_MARK, '');
    if (
      firstRowCell &&
      sectionName !== header.trimStart() &&
      /^\p{L}{3}/u.test(sectionName) &&
      ID_CELL.test(firstRowCell.text) &&
      // "A. CHARGES TO YOUR ACCOUNT" over "01/05  Tractor lease …": a date, and a section of charges.
      !DATE_CELL.test(firstRowCell.text) &&
      !SECTION_HEADING.test(foldText(sectionName)) &&
      !columns.some((c) => c.kind === 'id')
    ) {
      // The heading's name ("REVENUE") may be cut off as a column of its own, over the numbers.
      const over = columns.findIndex((c) => c.start <= firstRowCell.end && firstRowCell.start <= c.end);
      const column = columns[over];
      if (column && over <= 1) columns[over] = { ...column, kind: 'id', idRank: 1 };
    }
    // "No  Date  Trajet  Forfait …" over "N-40217  24/02/2026 …": a bare "No" over numbers with
    // letters in them numbers the loads, not the rows.
    const numberColumn = columns[0];
    if (
      numberColumn &&
      firstRowCell &&
      numberColumn.kind === 'other' &&
      BARE_NUMBER_HEADER.test(foldText(cells[0]?.text ?? '')) &&
      numberColumn.start <= firstRowCell.end &&
      firstRowCell.start <= numberColumn.end &&
      ID_CELL.test(firstRowCell.text) &&
      /\p{L}/u.test(firstRowCell.text) &&
      !columns.some((c) => c.kind === 'id')
    )
      columns[0] = { ...numberColumn, kind: 'id', idRank: 2 };
    // "Ld Mi  MT Mi  Rate  Pay": a pay column beside a rate per mile and no linehaul or surcharge
    // column is the loads' mileage pay, their linehaul, when the rates are a few dollars (a dispatch
    // table's "Rate  Detention  Load Total" holds each load's whole rate).
    const rateColumn =
      columns.filter((c) => c.kind === 'amount').length === 1 &&
      columns.some((c) => c.kind === 'miles') &&
      !columns.some((c) => c.kind === 'linehaul' || c.kind === 'fsc')
        ? columns.find(
            (c, k) => c.kind === 'other' && PER_UNIT_HEADER.test(foldText(cells[k]?.text ?? '').trim()),
          )
        : undefined;
    let highestRate = 0;
    let previousRow = null as { id: string; miles: number } | null;
    const known = columns.filter((c) => c.kind !== 'other');
    // "DEDUCTIONS    Ref    Amount": a section's heading over its labelled lines, not a load table.
    const sectionHeading = SECTION_HEADING.test(foldText(cells[0]?.text ?? ''));
    // "Load OT-7731   Green Bay WI to Duluth MN" over "Miles  Line Haul Rev.  Your Share  …" and its
    // one row: each load prints its own header, the load's number on the line above it.
    // "Your 72%": a share's rate is part of a column's name.
    const loadAbove = /\d/.test(header.replace(/\d{1,3}(?:[.,]\d{1,2})?\s?%/g, ''))
      ? null
      : LOAD_BLOCK_HEADING.exec(lines[i - 1] ?? '');
    // "VOYAGES  Revenu  Part 75 %  Surch." over "V-26-0412  03-03  Laval > Rimouski  2 140,00 $ …": the
    // trips' column, each row a trip with its figures. Not "VOYAGES  MILLES  TAUX  MONTANT" over a
    // trip's heading without figures, its lines under it: a section of labelled lines.
    const tripsHeadingOverNoFigures =
      columns.some(
        (c, k) => c.kind === 'id' && PLURAL_ID_HEADER.test(foldText(cells[k]?.text ?? '').trim()),
      ) && findMoney(firstRow ?? '', locale).length === 0;
    const hasIds =
      !tripsHeadingOverNoFigures &&
      (loadAbove !== null || known.some((c) => c.kind === 'id' || c.idInCell === true));
    // "Trip  Disp date  Shipper -> Consignee" over "Loaded mi  …  Trip total": an upper line that
    // names only the id is a header when the line under it names the figures.
    const figuresBelow = wrapped ? null : lowerHeader(lines[i + 1], locale);
    const knownBelow = figuresBelow?.filter((c) => c.kind !== 'other').length ?? 0;
    if (columns.length < 3 || known.length + knownBelow < 2 || !hasIds || sectionHeading) {
      const end = sectionHeading ? null : readLooseTable(lines, i, locale, out);
      if (end !== null) i = end - 1;
      continue;
    }
    out.consumed.add(i);
    if (columns.some((c, k) => c.kind === 'miles' && KILOMETRES.test(foldText(cells[k]?.text ?? ''))))
      out.kilometres = true;
    // With a description column each row is a labelled amount ("K-77120  Linehaul  1,480.00"):
    // the amount reader must see it, so the rows are not kept from it.
    const described = DESCRIPTION_HEADER.test(foldText(header));
    const upper = upperHeader(lines[i - 1], locale);
    if (upper) out.consumed.add(i - 1);
    const lower = figuresBelow;
    const detail = wrapped || lower ? null : detailHeader(lines[i + 1], locale, lines[i + 2]);
    if (lower || wrapped || detail) out.consumed.add(i + 1);
    if (wrapped && rateDepth > 0) out.consumed.add(i + 2);
    // Where the rows start: under a header of one line or of two.
    const firstRowAt = i + (lower || wrapped || detail ? 2 : 1) + (wrapped ? rateDepth : 0);
    const sums = noSums();
    const seen = noneFound();
    let totals: Sums | null = null;
    let surchargeTotalPrinted = false;
    let linehaulTotalPrinted = false;
    const feesByColumn = new Map<string, number>();
    /** Figures of the extras named on lines under the rows, by the column they stand in. */
    const extrasUnderRows = noSums();
    let j = firstRowAt;
    let rowsRead = 0;
    let surchargeUnderRows = false;
    /** The last row read named a broker, whose name may wrap onto the next line. */
    let brokerOfLastRow = false;
    for (; j < lines.length; j += 1) {
      const row = lines[j] ?? '';
      const cells = cellsUnder(splitCells(row), columns, ruleStarts);
      // "(info)" under "MILES", "(100%)" under "FSC": remarks in brackets under the header's names.
      if (j === firstRowAt && cells.length > 0 && cells.every((c) => /^\([^()]{1,24}\)$/.test(c.text))) {
        out.consumed.add(j);
        continue;
      }
      // "(Ridgeview Dist.)", "waited 2 hrs, appt 0700" under a row: a remark wrapped into a text
      // column, indented past the first column and holding no figure, does not end the table.
      if (rowsRead > 0 && (isRemarkUnderRow(cells, columns, locale) || barredRemark(row, locale))) {
        out.consumed.add(j);
        // "Keowee Crossing Freight" over "  Brokerage, Inc.": the row's broker, wrapped in its column.
        // "Brokers, LLC  … (3.0%)": a bracketed note under another column beside the name's end.
        const named = cells.filter((c) => !/^\(.*\)$/.test(c.text));
        const rest = named.length === 1 ? named[0] : undefined;
        // "Inc. (Lynchburg VA)": the name's end, with a remark after it that is no part of it.
        // "Inc. - 09 Mar 2026": the name's end, then the invoice's date in the same column.
        const restName = rest?.text.replace(/\s*\([^()]*\)\s*$/, '').replace(TRAILING_DASHED_DATE, '') ?? '';
        const lastBroker = out.brokers.length - 1;
        if (
          rest &&
          brokerOfLastRow &&
          nearestColumn(columns, rest.start, rest.end)?.kind === 'broker' &&
          NAME_ENDING.test(restName)
        ) {
          out.brokers[lastBroker] = `${out.brokers[lastBroker]} ${restName}`;
          brokerOfLastRow = false;
        }
        // "NP-2207  4418203 …" over "      Nett Lake Logistics, Inc.   (MC 770215)" under a header whose
        // second line names the account debtor: the invoice's broker, its remark left out.
        const debtorColumn = detail?.find((c) => c.kind === 'broker');
        const debtor = splitCells(row)[0];
        if (
          debtorColumn &&
          debtor &&
          !brokerOfLastRow &&
          detail &&
          nearestColumn(detail, debtor.start, debtor.end) === debtorColumn &&
          /\p{L}{2}/u.test(debtor.text)
        )
          out.brokers.push(debtor.text.replace(/\s*\([^)]*\)?\s*$/, ''));
        // "Load 6620194   Plant City FL > Atlanta GA" under an invoice's row: the load it billed,
        // a better name for the trip than the invoice's number.
        const load = LOAD_IN_REMARK.exec(row);
        const rank = load?.[1] ? (ID_RANKS.find(([p]) => p.test(foldText(load[1] ?? '')))?.[1] ?? 99) : 99;
        if (load?.[2] && rank < 99) out.ids.push({ value: load[2], rank, line: j });
        continue;
      }
      // "          Fuel surcharge   358   0.520   186.16 CR" under a load's row: an item of that load,
      // labelled in words. It is left to the amount reader, and the table goes on.
      if (rowsRead > 0 && !upper && !lower && isItemUnderRow(cells, columns, locale)) {
        if (FUEL_SURCHARGE_WORDS.test(foldText(cells[0]?.text ?? ''))) surchargeUnderRows = true;
        // "detention 1.5 h (approved)  75.00  6.00" under a load: the extra's figures in the columns.
        if (EXTRA_UNDER_ROW.test(foldText(cells[0]?.text ?? '')))
          for (const cell of cells) {
            const kind = nearestColumn(columns, cell.start, cell.end)?.kind;
            const money = findMoney(cell.text, locale)[0];
            if (money && kind && (SUM_KEYS as readonly string[]).includes(kind))
              extrasUnderRows[kind as SumKey] += money.cents;
          }
        continue;
      }
      // "----------  ------  ------": a rule under the header or above the totals is no row (the
      // long dashes are blank by now: leaders become gaps).
      // "| i Se SS": the rule under the header, as OCR garbled it into specks of letters.
      const specks = row.split(/[\s|:.,'-]+/).filter((t) => t !== '');
      const garbledRule =
        rowsRead === 0 &&
        j === firstRowAt &&
        !/\d/.test(row) &&
        specks.length >= 1 &&
        specks.length <= 8 &&
        specks.every((t) => t.length <= 3);
      if (RULE_LINE.test(row) || (rowsRead === 0 && j === firstRowAt && row.trim() === '') || garbledRule) {
        out.consumed.add(j);
        continue;
      }
      // "PU/DEL" over "06-08-26", and "06-09-26" alone on the next line: the row's second date.
      if (cells.length === 1 && rowsRead > 0 && onlyDate(cells[0]?.text ?? '')) {
        out.consumed.add(j);
        continue;
      }
      // "CLL-7719420 - Carolina Lowcountry" over "    Logistics   214  1,050.00 …": a row whose load
      // and broker fill the first column's line alone, its figures wrapped onto the next.
      const figuresWrapped =
        cells.length === 1 &&
        findMoney(row, locale).length === 0 &&
        nearestColumn(columns, cells[0]?.start ?? 0, cells[0]?.end ?? 0) === columns[0] &&
        figuresOfWrappedRow(lines[j + 1], columns, locale) !== null;
      if (cells.length < 2 && !figuresWrapped) break;
      if (upper && findMoney(row, locale).length === 0) {
        // The first line of a row printed on two: what it holds is under the upper header.
        readUpperRow(cells, upper, j, out);
        continue;
      }
      const isTotal = TOTAL_ROW.test(cells[0]?.text ?? '');
      const values = noSums();
      const found = noneFound();
      // Set inside readCells: declared wide so the checks after it are not narrowed to null.
      let rowId = null as { value: string; rank: number } | null;
      let amountRankSeen = 99;
      let rowBroker = null as string | null;
      let rowCustomer = false;
      const rowFees = new Map<string, number>();
      const rowLine = j;
      let numericOnly = true;
      const readCells = (rowCells: readonly Cell[], rowColumns: Column[]) => {
        for (const cell of rowCells) {
          const named = nearestColumn(rowColumns, cell.start, cell.end);
          if (!named) continue;
          const money = findMoney(cell.text, locale)[0];
          // "Invoice" over "3,640.00": a column named like an id that holds amounts is the invoice's amount.
          const column: Column =
            named.kind === 'id' && money && /\d[.,]\d{2}\)?$/.test(cell.text) && /[.,]/.test(cell.text)
              ? { ...named, kind: 'amount', amountRank: 0 }
              : named;
          if (named === rateColumn && money) highestRate = Math.max(highestRate, Math.abs(money.cents));
          // "563/48" under "LD/DH mi", "246 + 15" under "MILES LD+DH": a load's loaded and deadhead
          // miles, both driven.
          const loadedAndEmpty =
            column.kind === 'miles' ? /^(\d{1,5}) ?[/+] ?(\d{1,5})$/.exec(cell.text) : null;
          const integer = loadedAndEmpty
            ? Number(loadedAndEmpty[1]) + Number(loadedAndEmpty[2])
            : runInteger(
                // Under a miles heading a cell of digits and look-alikes is a count OCR misread ("3l", "Sl2").
                column.kind === 'miles' && /^[\dOolI|SB]{1,6}$/.test(cell.text) && /\d/.test(cell.text)
                  ? asDigits(cell.text)
                  : cell.text.replace(/[$\s]+$/, '').replace(/^\$/, ''),
                locale,
              );
          if (!money && integer === null) numericOnly = false;
          if (
            column.kind === 'id' &&
            ID_CELL.test(cell.text) &&
            cell.text.length >= 3 &&
            (!rowId || column.idRank < rowId.rank)
          ) {
            // "Load# 4471902", "Load HFB-2291047": the number, without the word that names it.
            rowId = {
              value: cell.text.replace(/^(load|trip|pro|order)\s?(#|no\.?)?\s?(?=\S*\d)/i, ''),
              rank: column.idRank,
            };
          } else if (column.kind === 'broker' && (/\p{L}/u.test(cell.text) || column.idInCell)) {
            const both = column.idInCell ? brokerAndIdOf(cell.text, column.idFirst === true) : null;
            // "Miles: 1,028 loaded + 77 DH = 1,105" is a sentence with a number, not a broker and a load;
            // "Tarheel Freight Exchange," is a name that wraps onto the next line.
            const id = /[\d=]$|\d,$/.test(both?.name ?? '') ? undefined : both?.id;
            if (id && id.length >= 3 && ID_CELL.test(id) && (!rowId || column.idRank < rowId.rank))
              rowId = { value: id, rank: column.idRank };
            const name = both ? both.name : cell.text;
            if (/\p{L}{2}/u.test(name)) {
              rowBroker = name;
              rowCustomer = column.customer === true;
            }
          } else if (
            // A "Mileage" column of whole numbers counts miles; of amounts, it pays them.
            (column.kind === 'miles' ||
              (column.kind === 'linehaul' && (column.name === 'mileage' || column.name === 'millage'))) &&
            integer !== null &&
            !money
          ) {
            values.miles += integer;
            found.miles = true;
          } else if (MONEY_KINDS.includes(column.kind)) {
            // "Linehaul … Other  Total", "Invoice Amt … Amount Paid": of several amount columns the
            // load's whole pay counts.
            const rank = column.amountRank ?? 1;
            if (money && !(column.kind === 'amount' && found.amount && rank >= amountRankSeen)) {
              if (column.kind === 'amount') amountRankSeen = rank;
              // "Loaded pay  Empty pay": two linehaul columns are one load's mileage pay together;
              // beside "72% Share" the other is the revenue it is a share of.
              const shared = rowColumns.some((c) => c.share === true);
              // "Disp. fee 9%  QP 2.5%": two fee columns are both taken off the load.
              const added =
                (column.kind === 'linehaul' && found.linehaul && !shared) ||
                (column.kind === 'deducted' && found.deducted)
                  ? values[column.kind]
                  : 0;
              values[column.kind as SumKey] = added + money.cents;
              found[column.kind as SumKey] = true;
              if (column.kind === 'deducted') rowFees.set(column.name ?? 'fees', money.cents);
            }
          }
        }
      };
      readCells(isTotal ? cells.slice(1) : cells, columns);
      // A row printed on two lines under a header on two lines: the money is on the second.
      let second = lower ? wrappedMoneyLine(lines[j + 1], locale, lower[0]?.kind === 'broker') : null;
      if (lower && second) {
        readCells(second, lower);
        out.consumed.add(j + 1);
      } else if (!isTotal && rowId && !SUM_KEYS.some((k) => found[k])) {
        // "DPO-33017  DLX 53412  Dunmore PA 10/19 ->" then "Columbus OH 10/20  412  25  906.40":
        // a row whose figures wrapped onto the next line, which has no id of its own.
        const next = figuresOfWrappedRow(lines[j + 1], columns, locale);
        if (next) {
          readCells(next, columns);
          out.consumed.add(j + 1);
          second = next;
        }
      } else if (detail && !isTotal && rowId) {
        // "   04/20/26 Joplin, MO -> Memphis, TN   391" under the row, as the detail header says.
        const miles = milesUnderDetail(lines[j + 1], detail, locale);
        if (miles !== null) {
          values.miles += miles;
          found.miles = true;
          out.consumed.add(j + 1);
          second = [];
        }
      } else if (!isTotal && !rowId && rowBroker) {
        // "1  2026-04-13 Larkspur Logistics Inc. …" over "      load 7781204": under "Broker / Load #"
        // the load's number wraps onto the line below the broker's name.
        const idColumn = columns.find((c) => c.idInCell === true);
        const wrapped = WRAPPED_ID_LINE.exec(lines[j + 1] ?? '')?.[1];
        // "            BFP88410        125.00 LUMPER*": the number first under its column, with a
        // remark of the row beside it.
        const nextCells = splitCells(lines[j + 1] ?? '');
        const first = nextCells[0];
        const leading =
          first &&
          nearestColumn(columns, first.start, first.end) === idColumn &&
          !/^\d[\d.,]*$/.test(first.text)
            ? // "Load TFC-118204": the number, without the word naming it.
              first.text.replace(/^(?:load|trip|order|pro|ref)\s*(?:#|no\.?)?\s*:?\s*(?=\S*\d)/i, '')
            : undefined;
        // "  Brokerage Inc 7731095   Medford OR": the rest of the broker's name, then the load's number.
        const afterName = leading?.match(
          /^\p{L}[\p{L}&.,' ]{1,40}\s(\d{5,}|[A-Z]{1,4}-?\d{3,}[A-Z0-9-]*)$/u,
        )?.[1];
        // "  Inc.  Load TQ-5589120": the broker's name ends, then the load's number, named, in its cell.
        const named = nextCells
          .slice(0, 3)
          .map((c) => NAMED_LOAD_CELL.exec(c.text)?.[1])
          .find((value) => value !== undefined);
        const leadingId = leading !== undefined && /\d/.test(leading);
        const id = wrapped ?? afterName ?? (leadingId ? leading : named);
        if (!wrapped && !afterName && !leadingId && named && leading && NAME_ENDING.test(leading))
          rowBroker = `${rowBroker} ${leading}`;
        if (idColumn && id && /\d/.test(id) && ID_CELL.test(id)) {
          rowId = { value: id, rank: idColumn.idRank };
          out.consumed.add(j + 1);
          second = [];
        }
      }
      // The one row under a load's own header is that load's, numbered on the line above.
      const loadNumber = loadAbove?.[2];
      if (!rowId && !isTotal && loadAbove && loadNumber && rowsRead === 0)
        rowId = {
          value: loadNumber,
          rank: ID_RANKS.find(([p]) => p.test(foldText(loadAbove[1] ?? '')))?.[1] ?? 99,
        };
      // A totals row is labelled Total, or is only numbers under the table's number columns.
      if (isTotal || (!rowId && numericOnly && SUM_KEYS.some((k) => found[k]))) {
        totals = { ...values };
        surchargeTotalPrinted = found.fsc;
        linehaulTotalPrinted = found.linehaul;
        for (const k of SUM_KEYS) if (!found[k]) totals[k] = seen[k] ? sums[k] : Number.NaN;
        // "Total Invoices 4,525.00" is also a labelled line the amount reader should see; a row
        // named only "Totals" or "4 loads" is the table's alone.
        if (!isTotal || ONLY_TOTALS_NAME.test(cells[0]?.text ?? '')) out.consumed.add(j);
        j += second ? 2 : 1;
        break;
      }
      if (second) j += 1;
      // "Deadhead   57" under the loads: empty miles driven for them, in the miles column only.
      if (
        !rowId &&
        found.miles &&
        !SUM_KEYS.some((k) => k !== 'miles' && found[k]) &&
        DEADHEAD_ROW.test(foldText(cells[0]?.text ?? ''))
      ) {
        sums.miles += values.miles;
        seen.miles = true;
        out.consumed.add(j);
        continue;
      }
      if (!rowId) break; // not a data row: the table has ended
      rowsRead += 1;
      if (!described) out.consumed.add(rowLine);
      out.ids.push({ ...rowId, line: rowLine });
      if (rowBroker) (rowCustomer ? out.customers : out.brokers).push(rowBroker);
      brokerOfLastRow = rowBroker !== null && !rowCustomer;
      // "N-228814 LINEHAUL … 186" then "N-228814 FUEL SURCHARGE 186": the same load's miles, printed
      // again on its surcharge's row, are driven once.
      const sameLoadAgain =
        previousRow !== null && previousRow.id === rowId.value && previousRow.miles === values.miles;
      previousRow = { id: rowId.value, miles: values.miles };
      for (const k of SUM_KEYS) {
        if (found[k] && !(k === 'miles' && sameLoadAgain)) {
          sums[k] += values[k];
          seen[k] = true;
        }
      }
      for (const [name, cents] of rowFees) feesByColumn.set(name, (feesByColumn.get(name) ?? 0) + cents);
    }
    // "TOTAL … 3,905.00" over rates summing to 3,830.00 and "detention 1.5 h … 75.00" under a row: the
    // total holds the extras. The rates alone are the linehaul, and nothing was misread.
    const extrasExplain = (k: SumKey) =>
      totals !== null && extrasUnderRows[k] !== 0 && totals[k] - sums[k] === extrasUnderRows[k];
    // "Sous-total des services  4 314,40 $" under the rates' column, no surcharge total beside it:
    // as much as the rates and the surcharges together or more, it sums every column, not the rates
    // ("Total des revenus  2 714,00 $" under "Tarif forfait." and "Suppl. carb." alone).
    const totalOfAll =
      totals !== null &&
      seen.linehaul &&
      seen.fsc &&
      !surchargeTotalPrinted &&
      totals.linehaul >= sums.linehaul + sums.fsc;
    // "Sous-total  3 591,40 $" alone at the row's end, under the surcharges' column: as much as the
    // rates and the surcharges together or more, it sums every column, not the surcharges.
    const totalOfAllUnderSurcharge =
      totals !== null &&
      seen.linehaul &&
      seen.fsc &&
      surchargeTotalPrinted &&
      !linehaulTotalPrinted &&
      totals.fsc >= sums.linehaul + sums.fsc;
    const pick = (k: SumKey) =>
      (k === 'linehaul' && seen.linehaul && (extrasExplain(k) || totalOfAll)) ||
      (k === 'fsc' && totalOfAllUnderSurcharge)
        ? sums[k]
        : totals && !Number.isNaN(totals[k])
          ? totals[k]
          : seen[k]
            ? sums[k]
            : null;
    const withExtras = { ...sums };
    for (const k of SUM_KEYS) if (extrasExplain(k)) withExtras[k] += extrasUnderRows[k];
    if (totalOfAll && totals) withExtras.linehaul = totals.linehaul;
    // Confirmed only when the rates, the surcharges and the extras under the rows make it exactly.
    if (
      totalOfAllUnderSurcharge &&
      totals &&
      totals.fsc ===
        sums.linehaul + sums.fsc + extrasUnderRows.linehaul + extrasUnderRows.fsc + extrasUnderRows.amount
    )
      withExtras.fsc = totals.fsc;
    markDisagreements(out, totals, withExtras, seen);
    // The loads' own amounts, with each load's fuel surcharge printed on a line under it: their
    // sum is the linehaul, and the table's total (if printed) holds the surcharges too.
    // So are the loads' own amounts when an extra under a row ("+ detention 3 hr  90.00") is what their
    // printed total holds beyond them.
    const loadsPayLinehaul = (surchargeUnderRows || extrasExplain('amount')) && !seen.linehaul && seen.amount;
    const printedTotal = totals && !Number.isNaN(totals.amount) ? totals.amount : null;
    const mileagePay =
      rateColumn !== undefined && highestRate > 0 && highestRate < RATE_CEILING_CENTS && !seen.linehaul;
    if (feesByColumn.size >= 2)
      for (const [name, cents] of feesByColumn)
        out.deductedByColumn.set(name, (out.deductedByColumn.get(name) ?? 0) + cents);
    addTotals(out, (k) => {
      if (k === 'linehaul' && mileagePay) return pick('amount');
      if (!loadsPayLinehaul) return pick(k);
      if (k === 'linehaul') return sums.amount;
      if (k === 'amount') return printedTotal !== sums.amount ? printedTotal : null;
      return pick(k);
    });
    i = j - 1;
  }
  return out;
}

// ---- tables whose columns OCR has closed up to single spaces -------------------------------

/** Column names as a header says them, longest first, with what each column holds. */
const HEADER_PHRASES: [string, ColumnKind][] = [
  ['invoice date|ship date|pickup date|delivery date|invoice dt|fecha|date', 'other'],
  [
    'invoice amt|invoice amount|amount paid|net adv(ance|anced)?|amount advanced|advanced|net funded|total revenue|trip tot(a?l)?\\.?|load tot(a?l)?\\.?|total pay|carrier pay|face value|face amount',
    'amount',
  ],
  // "MI PAY" before "MI": the mileage pay, not a miles column and an amount.
  ['mi pay|mile pay|mileage pay', 'linehaul'],
  [
    '^charge|chargement|no de charge|ticket( #| no\\.?)?|(carr(ier)?|your) inv(oice)?( ?#| no\\.?)?|inv ?#|inv no\\.?|\\binv\\b(?!\\.? ?(date|dt))|freight bill( #| no\\.?)?|load( #| no\\.?| number| id)?|trip( #| no\\.?| number| id)?|run ?#|route ?#|^route(?! pay)|pro ?#?|order( #| no\\.?)?|move( #)?|movimiento|folio (cp|carta porte)|shipment( #| id)?|viaje( no\\.?)?|no voyage|voyage|carta porte|c\\.? ?porte|folio (factura|fiscal)|factura|facture|invoice( #| no\\.?| number)?|ref(erence)?( #)?|folio|fb ?#|bill of lading( #| no\\.?)?|\\bbol\\b( #| no\\.?)?',
    'id',
  ],
  [
    '(loaded |total |paid |empty )?miles|(loaded|total|paid|empty) mi\\b|(ld|mt|dh) ?mi\\b|millas|milles|distance|\\bmi\\b|\\bloaded\\b|\\bempty\\b|deadhead|\\bkms?\\b|kilometres|kilometers|kilometros',
    'miles',
  ],
  [
    'line ?haul( pay)?|\\blh( pay)?\\b|fletes?|base rate|\\bbase\\b|route pay|run pay|trip pay|\\bshare\\b',
    'linehaul',
  ],
  [
    'fuel surcharge|fuel (surchg|surch|sur chg|sur|adj)\\.?|surch(arge)?\\.? ?-?carb(urant)?\\.?|\\bfsc\\b|recargo|\\bfuel\\b|carburant|combustible',
    'fsc',
  ],
  ['broker|customer|debtor|deudor|debiteur', 'broker'],
  // "Fee%", "Disc %": a rate in each row, which no total sums.
  ['(fee|disc(ount)?|rate|taux|tasa) ?(%|pct\\b)', 'other'],
  [
    '(qp-? ?|quick ?pay )?fees?\\b|\\bqp\\b|disc(ount)?( fee)?\\b|factoring fee|comision|escompte|frais',
    'deducted',
  ],
  ['\\badj(ust(ments?|ed)?)?\\b|charge ?backs?|\\bclaims?\\b', 'adjusted'],
  ['reserve|rsv|resv|holdback|escrow|reserva|aforo', 'reserve'],
  [
    'flat ?rate|stop pay|stop-off pay|extra stops?( pay)?|line rev(enue)?|freight rev(enue)?|\\bfret\\b|inv(oice)? total|net paid|net amount|amount|\\ba[mn]t\\b|montant|importe|monto|\\bpay\\b|\\brate\\b|\\btotal\\b|\\bother\\b|\\brevenue\\b|\\bearnings\\b|\\bgross\\b|\\bingreso\\b|\\brevenu\\b|\\bface\\b|\\badvance\\b',
    'amount',
  ],
];
/** Column names as whole words, or their plurals ("TRIPS"): "Program" names no PRO column. */
const HEADER_SCAN = new RegExp(
  `(?<![a-z])(?:${HEADER_PHRASES.map(([phrase]) => `(${foldPattern(new RegExp(phrase)).source})`).join('|')})(?=s?(?![a-z]))`,
  'g',
);

const HEADER_ANCHORED: [RegExp, ColumnKind][] = HEADER_PHRASES.map(([phrase, kind]) => [
  new RegExp(`^(${foldPattern(new RegExp(phrase)).source})$`),
  kind,
]);

/** "12-05", "05/09": a day and a month, with no year. */
const DAY_MONTH = /(?<![\d.,/-])(?:0?[1-9]|[12]\d|3[01])[-/](?:0?[1-9]|1[0-2])(?![\d.,/-])/g;

/** "Supplément carburant …", "Fuel surcharge …", "Attente …": a pay line of the statement's own. */
const PAY_LINE_START = foldPattern(
  /^(supplement|surcharge|fuel|attente|temps d.attente|detention|layover|lumper|stop|extra stop|accessorial|frais)\b/,
);

/** `unnamed`: a header word no phrase knows ("Pump/Wash"), which may hold a number in each row. */
type LooseColumn = {
  kind: ColumnKind;
  idRank: number;
  amountRank: number;
  unnamed?: boolean;
  customer?: boolean;
  /** "Paid Mi", "Total Miles": beside loaded and empty miles, the row's miles. */
  totalMiles?: boolean;
  /** "Ship", "Dt", "Fecha": a word of a date column's name. */
  date?: boolean;
  /** "Fret" beside "Part 76 %": a column of figures that is not read, but keeps its place. */
  holdsFigure?: boolean;
};

/**
 * A header as OCR leaves it, without what is not a column name: a rate in it ("HST 13%",
 * "Contractor 75%"), specks between its names and at its end ("Flete : 5").
 */
const SPECK_WORD = /^([^\p{L}\d\s]{1,3}|[^\p{L}\d\s]{0,2}\d)$/u;

function headerWords(header: string): string {
  // "MILE PAY @1.65", "Taux 1,72", "EXTRA STOPS (>4 @ 30.00)": rates are no names.
  let out = withoutHeaderRates(header)
    // '"| Trip / PU date … |': a box's bars and specks before the first name (a bar folds to "l").
    .replace(/^[\s"'“”‘’|:;.,]*\|\s*/, '')
    .replace(/\s\|[\s|:;.,]*$/, '')
    .replace(SHARE_IN_HEADER, 'Share')
    .replace(/\s\d{1,3}([.,]\d{1,3})?\s?%/g, ' ')
    // Short tokens without letters between the names ("-", "0/0" for O/O), but not "#".
    .replace(/\s([^\p{L}\d\s#]{1,3}|\d\/\d)(?=\s)/gu, ' ');
  // The last word by hand, not by a regular expression anchored at the end: tried at every
  // position of a long run of spaces, that would take quadratic time.
  for (let i = 0; i < 4; i += 1) {
    const trimmed = out.trimEnd();
    let start = trimmed.length;
    while (start > 0 && !/\s/.test(trimmed[start - 1] ?? '')) start -= 1;
    const head = trimmed.slice(0, start);
    if (head.trim() === '' || !SPECK_WORD.test(trimmed.slice(start))) break;
    out = head.trimEnd();
  }
  return out;
}

/** Words of a heading that follows a table, never of a remark wrapped under one of its rows. */
const HEADING_WORDS = foldPattern(
  /\b(earnings|deductions?|charges|summary|totals?|pay|reimburs\w*|expenses|gains|retenues|percepciones|deducciones|less|credits|debits|advances?|escrow|notes?|accessorials?|other|trips?|loads?|balances?|page|settlement|statement|liquidacion|releve|abonos|cargos|gastos|fletes?)\b/,
);

const SHARE_IN_RAW_HEADER = new RegExp(
  `\\b(${SHARE_WORDS})( share)?${SHARE_RATE}|\\d{1,3}([.,]\\d{1,2})?\\s?%\\s(pay|share)\\b`,
  'i',
);

/** "CARRIER RATE & LOAD CONFIRMATION": a document's title names columns' words, and is no header. */
const DOCUMENT_TITLE_END = foldPattern(
  /\b(confirmation|statement|settlement|remittance|advice|summary|report|releve|liquidacion|agreement|tender|stub)$/,
);

const DOCUMENT_TITLE_START = foldPattern(
  /^(liquidacion|settlement|statement|releve|reglement|remittance|carrier (rate|pay|payment)|rate confirmation|recibo|aviso|avis|estado de cuenta)\b/,
);

/** Header words naming a column of words (a lane, a code): no slot for a row's figures. */
const WORDS_ONLY_COLUMN = foldPattern(
  /^(code|lane|origin|destination|dest|description|desc|commodity|shipper|consignee)$/,
);

const DATE_WORD = foldPattern(/^(ship|pu|pickup|dlvd|del|delivered|disp|dt|date|fecha|day|jour)\.?$/);

/** The columns a header line names by its words, in order, with their names. */
function scanHeaderWords(rawHeader: string): { columns: LooseColumn[]; names: string[] } | null {
  const names: string[] = [];
  const header = headerWords(rawHeader);
  if (/\d/.test(header)) return null;
  const folded = foldText(header);
  if (DOCUMENT_TITLE_END.test(folded.trim()) || DOCUMENT_TITLE_START.test(folded.trim())) return null;
  // "LOADS (flat rate per load, fuel included - no separate FSC)": a heading with a remark.
  if (/\([^)]*,/.test(header)) return null;
  const columns: LooseColumn[] = [];
  let end = 0;
  const unnamedWords = (text: string) => {
    // "(CAD)", "($)": a bracket says something about the column before it, it is no column.
    const words = text.replace(/\([^)]{0,12}\)/g, ' ').match(/\p{L}[\p{L}/&.-]*/gu) ?? [];
    for (const word of words) {
      // "Lane", "Acc Code": a column of words, which holds no figure of the row.
      if (WORDS_ONLY_COLUMN.test(word)) continue;
      columns.push({
        kind: 'other',
        idRank: 99,
        amountRank: 99,
        unnamed: true,
        ...(DATE_WORD.test(word) ? { date: true } : {}),
      });
      names.push(word);
    }
  };
  for (const m of folded.matchAll(HEADER_SCAN)) {
    unnamedWords(folded.slice(end, m.index));
    end = m.index + m[0].length;
    // Nested groups in a phrase shift the group numbers: find the phrase by testing the match.
    const kind = HEADER_ANCHORED.find(([p]) => p.test(m[0]))?.[1] ?? 'other';
    columns.push({
      kind,
      ...(/%|pct$/.test(m[0]) ? { unnamed: true } : {}),
      ...(kind === 'miles' && /^(total|pald) /.test(m[0]) ? { totalMiles: true } : {}),
      idRank: kind === 'id' ? (ID_RANKS.find(([p]) => p.test(m[0]))?.[1] ?? 99) : 99,
      amountRank: kind === 'amount' ? amountRankOf(m[0]) : 99,
      ...(kind === 'broker' && /^customer/.test(m[0]) ? { customer: true } : {}),
    });
    names.push(m[0]);
    if (columns.length > 24) break;
  }
  unnamedWords(folded.slice(end));
  return { columns, names };
}

/**
 * "Trip No. Origin / Destination Loaded Mi Empty Mi" over "Linehaul Fuel Surch. Other Trip
 * Total", closed up by OCR: the second line of a header that names only money columns.
 */
function lowerLooseHeader(line: string | undefined): LooseColumn[] | null {
  if (!line || splitCells(line).length >= 3) return null;
  const scanned = scanHeaderWords(line);
  if (!scanned) return null;
  const known = scanned.columns.filter((c) => c.kind !== 'other');
  if (known.length < 2 || !known.every((c) => MONEY_KINDS.includes(c.kind))) return null;
  return known.length * 2 >= scanned.columns.length ? scanned.columns : null;
}

/** Words of prose that no table header uses ("loads below. Amounts are in Canadian dollars."). */
const PROSE_WORDS = /\b(are|is|was|were|will|be|you|your|we|our|please|below|above|have|has)\b/gi;

/** A footnote's marks: an e-mail address, or a sentence that asks ("Question? payroll@…"). */
const FOOTNOTE_MARK = /\S@\S+\.\p{L}|\p{Ll}\?\s+\p{Lu}/u;

function looseHeader(ocrHeader: string): LooseColumn[] | null {
  // "Load/P0": a column's name has no digits; a 0 after a letter is an O OCR misread.
  const rawHeader = ocrHeader.replace(/(?<=\p{L})0(?![\d.,%])/gu, 'O');
  if (new Set(rawHeader.toLowerCase().match(PROSE_WORDS)).size >= 2) return null;
  // "Miles this period are from ELD trip sheets (loaded and empty). Question? payroll@…": a
  // footnote, never a header.
  if (FOOTNOTE_MARK.test(rawHeader)) return null;
  const scanned = scanHeaderWords(rawHeader);
  if (!scanned) return null;
  const { columns, names } = scanned;
  onlyTotalMiles(columns, names);
  // "Revenue  Share 70%": beside a share column the revenue is the customer's, not pay; it keeps
  // its place among the figures but is not read.
  if (SHARE_IN_RAW_HEADER.test(rawHeader))
    columns.forEach((c, i) => {
      if (c.kind === 'amount' && REVENUE_HEADER.test(names[i] ?? ''))
        Object.assign(c, { kind: 'other', unnamed: true, holdsFigure: true });
    });
  // "Rate  Line Haul": a rate per mile beside the pay is a price in each row, which no total sums.
  // Counted once, not per column: a line of two hundred words would otherwise take quadratic time.
  const payColumns = columns.filter((o) => o.kind === 'linehaul' || o.kind === 'amount').length;
  columns.forEach((c, i) => {
    // Another column than this one pays (this one, an amount, counts itself once).
    const pays = payColumns - (c.kind === 'amount' ? 1 : 0) > 0;
    if (c.kind === 'amount' && pays && PER_UNIT_HEADER.test(names[i] ?? ''))
      Object.assign(c, { kind: 'other', unnamed: true });
  });
  // "Rate  Acc.  Total  Fee 8%" closed up: beside the load's extras and its total, its rate is the
  // linehaul, as rateBesideExtras reads a header whose columns keep their spaces. Not without a
  // total ("FLAT RATE  DET/LUMPER"): there the rows' cells are too loose to place a figure. Nor
  // beside a surcharge alone ("Milles. Taux  Montant Surch.carb."): that rate is a price a mile.
  const extras = names.some((n) => EXTRAS_HEADER.test(n));
  const total = columns.some((c, i) => c.kind === 'amount' && !LOAD_RATE_HEADER.test(names[i] ?? ''));
  if (extras && total && !columns.some((c) => c.kind === 'linehaul'))
    columns.forEach((c, i) => {
      if ((c.kind === 'amount' || c.kind === 'other') && LOAD_RATE_HEADER.test(names[i] ?? ''))
        Object.assign(c, { kind: 'linehaul', unnamed: false });
    });
  const kinds = new Set(columns.map((c) => c.kind));
  if (!kinds.has('id') || columns.length < 2) return null;
  if (!['miles', 'linehaul', 'fsc', 'amount', 'broker'].some((k) => kinds.has(k as ColumnKind))) return null;
  return columns;
}

/** The first run of neighbouring words that pass `keep`, as the row wrote it. */
function firstWordRun(
  words: { text: string; start: number; end: number }[],
  keep: (w: { text: string; start: number; end: number }) => boolean,
): string | null {
  const first = words.findIndex((w) => keep(w) && /\p{L}/u.test(w.text));
  if (first < 0) return null;
  let last = first;
  for (let next = words[last + 1]; next !== undefined && keep(next); next = words[last + 1]) last += 1;
  return words
    .slice(first, last + 1)
    .map((w) => w.text)
    .join(' ');
}

/** An id's shape: "NV-88213" → "A-9", "772140" → "9:6" (digits only: their count matters). */
function idShape(id: string): string {
  return /^\d+$/.test(id) ? `9:${id.length}` : id.replace(/\p{L}+/gu, 'A').replace(/\d+/g, '9');
}

/** "(Attente 2 h) - g d": a remark in brackets under a row, specks after it. */
const BRACKETED_REMARK = /^\s*\([^()]{2,40}\)[\s\p{P}a-z]{0,8}$/u;
/** "CP-A", "FAC": a series in capitals printed before a number, one id with it. */
const ID_SERIES = /^[A-Z]{1,4}(-[A-Z]{1,2})?$/;
/** An id: letters, digits, dashes or slashes with a digit; never a rate (2.75%) or an amount. */
const ID_WORD = /^(?=.*\d)[A-Z0-9#][A-Z0-9#/-]*[,;:]?$/i;

/** An id cell may hold one space ("INV 20931"); a label with a rate ("Discount (3%)") is no id. */
const ID_CELL = /^(?=.*\d)[A-Z0-9#][A-Z0-9#/-]*( [A-Z0-9#/-]+)?$/i;

const NUMERIC_KINDS: readonly ColumnKind[] = ['miles', ...MONEY_KINDS];

type RowFigure = { start: number; end: number; money: number | null; integer: number | null };

/**
 * Where a row's figures go among the header's number columns: the unnamed columns join the named
 * ones when the row has more figures than those. Right-aligned by default; with fewer figures than
 * columns, some cells were left blank ("Autres" with nothing in it, "-" under "Det"), and the place
 * where whole numbers fall under miles and amounts under money columns wins.
 */
function placeFigures(
  figures: RowFigure[],
  numeric: LooseColumn[],
  numericOrUnnamed: LooseColumn[],
  sumAbove: (column: LooseColumn) => number | null = () => null,
): { slots: LooseColumn[]; offset: number } {
  const slots =
    figures.length > numeric.length && figures.length <= numericOrUnnamed.length ? numericOrUnnamed : numeric;
  const fitAt = (offset: number) =>
    figures.reduce((score, n, i) => {
      const column = slots[i + offset];
      if (!column || column.unnamed) return score;
      if (column.kind === 'miles') return score + (n.money === null ? 1 : -1);
      if (!MONEY_KINDS.includes(column.kind)) return score;
      // A totals row's figure that is the sum of its column's cells above stands under it; that
      // weighs less than a whole number under miles, which OCR cannot make up.
      const sum = n.money !== null && n.money === sumAbove(column) ? 0.5 : 0;
      return score + (n.money !== null ? 1 + sum : -1);
    }, 0);
  const rightAligned = slots.length - figures.length;
  let offset = rightAligned;
  let bestFit = fitAt(offset);
  for (let other = rightAligned - 1; other >= 0; other -= 1) {
    const fit = fitAt(other);
    if (fit > bestFit) [offset, bestFit] = [other, fit];
  }
  return { slots, offset };
}

/** "Brokerage, . LLC": the words of a line, the specks OCR left between them aside. */
function withoutSpecks(text: string): string {
  return text
    .split(/\s+/)
    .filter((w) => /[\p{L}\d]/u.test(w))
    .join(' ');
}

/**
 * The same table read by word order instead of position: ids are the first words with digits,
 * numbers go among the header's number columns (placeFigures), a broker is the words before
 * or after the id (as the header orders them). Only for headers with no double spaces.
 */
export function readLooseTable(
  lines: string[],
  start: number,
  locale: NumberLocale,
  out: TableFindings,
): number | null {
  const header = lines[start] ?? '';
  if (splitCells(header).length >= 3) return null;
  const upper = looseHeader(header);
  if (!upper) return null;
  // A header on two lines, the money columns on the second: each row is printed on two lines too.
  const lower = lowerLooseHeader(lines[start + 1]);
  const columns = lower ? [...upper, ...lower] : upper;
  if (lower) out.consumed.add(start + 1);
  if (columns.some((c) => c.kind === 'miles') && KILOMETRES.test(foldText(header))) out.kilometres = true;
  const idColumns = columns.filter((c) => c.kind === 'id');
  // "Unit  Trip  Origin …": a column the header does not name before the id may hold a number too
  // (the unit): with a word to spare, the row's id is the one after it.
  const unnamedBeforeId = columns
    .slice(
      0,
      Math.max(
        0,
        columns.findIndex((c) => c.kind === 'id'),
      ),
    )
    // "Ship Dt  Pro #": words that name the date's column hold no number (dates are set apart).
    .filter((c) => c.unnamed && !c.date).length;
  const numeric = columns.filter((c) => NUMERIC_KINDS.includes(c.kind));
  // With header words no phrase knows among the number columns, a row with one number more per
  // such word lines up with them too ("Miles  Line Haul  Fuel Surch  Pump/Wash  Load Total").
  const firstNumeric = columns.findIndex((c) => NUMERIC_KINDS.includes(c.kind));
  const numericOrUnnamed = columns.filter(
    (c, i) =>
      NUMERIC_KINDS.includes(c.kind) || (c.unnamed === true && i > firstNumeric) || c.holdsFigure === true,
  );
  const hasBroker = columns.some((c) => c.kind === 'broker');
  const countsRows = /^\s*(#|no\.?|n°|item|line)\s/i.test(header);
  const addedMiles = LOADED_PLUS_EMPTY_IN_HEADER.test(header);
  const hasDateColumn =
    columns.some((c) => c.date === true) || /\b(date|fecha|jour)\b/.test(foldText(header));
  const hasTotalMiles = columns.some((c) => c.totalMiles === true);
  const brokerIsCustomer = columns.some((c) => c.kind === 'broker' && c.customer === true);
  out.consumed.add(start);
  const described = DESCRIPTION_HEADER.test(foldText(header));
  const sums = noSums();
  const seen = noneFound();
  let totals: Sums | null = null;
  let j = start + (lower ? 2 : 1);
  let blanks = 0;
  let rowsRead = 0;
  let remarks = 0;
  /** The last row read named a broker, whose name may wrap onto the next line. */
  let brokerOfLastRow = false;
  let firstIdShape: string | null = null;
  let cutShort = false;
  /** Whether the first load's row starts with its id. */
  let idsLeadRows = false;
  /** What each column's cells add up to, row by row: a totals row's figures stand under their sums. */
  const columnSums = new Map<LooseColumn, number>();
  for (; j < lines.length; j += 1) {
    let row = lines[j] ?? '';
    // Under a two-line header a row's figures for the second line's columns are on the next line:
    // numbers only (OCR specks aside). Read as one line.
    const second = lines[j + 1];
    if (
      lower &&
      second &&
      findMoney(second, locale).length > 0 &&
      !/\p{L}/u.test(second) &&
      row.trim() !== ''
    ) {
      row = `${row}    ${second}`;
      out.consumed.add(j);
      out.consumed.add(j + 1);
      j += 1;
    }
    // OCR puts blank lines between table rows; two in a row end the table.
    if (row.trim() === '') {
      blanks += 1;
      if (blanks > 1) break;
      continue;
    }
    blanks = 0;
    // "4 invoices 8,305.00 249.15 …", "TOTALS (4 invoices) …": a row that counts the rows above
    // is their totals, and the count is no figure of any column.
    // "oc 955 61 2,769.50": a speck OCR set before a row's first figure is no word of the row.
    row = row.replace(/^\s*[a-z©®°'‘’:;|]{1,2}\s+(?=\d)/, (speck) => ' '.repeat(speck.length));
    const countedRows = ROW_COUNT.test(row);
    row = row.replace(ROW_COUNT_ANYWHERE, (count) => ' '.repeat(count.length));
    // "246 + 15" under "MILES LD+DH": the load's loaded and deadhead miles, one figure of the row.
    if (addedMiles)
      row = row.replace(
        /(?<![\d.,])(\d{1,4}) ?\+ ?(\d{1,4})(?![\d.,])/g,
        (pair, loaded: string, empty: string) => String(Number(loaded) + Number(empty)).padEnd(pair.length),
      );
    const money = findMoney(row, locale);
    const dates = findDates(row);
    const inDate = (s: number) => dates.some((d) => s >= d.start && s < d.end);
    // "12-05" under a "Date" column: a day and month without a year, no figures of the row.
    const dayMonths = hasDateColumn ? [...row.matchAll(DAY_MONTH)] : [];
    const inDayMonth = (s: number) =>
      dayMonths.some((d) => s >= (d.index ?? 0) && s < (d.index ?? 0) + d[0].length);
    // "14 mars", "Mar 14": a day beside a month's name, no year, is a date too.
    const dayOfMonth = (n: { start: number; end: number }) =>
      monthOf(/^\s?(\p{L}{3,9})/u.exec(row.slice(n.end))?.[1] ?? '') !== null ||
      monthOf(/(\p{L}{3,9})\.?\s?$/u.exec(row.slice(0, n.start))?.[1] ?? '') !== null;
    const numbers = [
      ...money.map((m) => ({
        start: m.start,
        end: m.end,
        money: m.cents as number | null,
        integer: null as number | null,
      })),
      ...findIntegers(row, locale)
        .filter((n) => !money.some((m) => n.start < m.end && n.end > m.start))
        .map((n) => ({
          start: n.start,
          end: n.end,
          money: null as number | null,
          integer: n.value as number | null,
        })),
    ]
      .filter(
        (n) =>
          !inDate(n.start) &&
          !inDayMonth(n.start) &&
          !(n.integer !== null && n.integer <= 31 && dayOfMonth(n)),
      )
      .sort((a, b) => a.start - b.start);
    // OCR leaves specks before a word ("-DR-2281", "©MBG-448163"): a word starts at a letter or digit.
    const words = [...row.matchAll(/\S+/g)].map((w) => {
      const lead = /^[^\p{L}\d#($]{1,2}(?=[\p{L}\d])/u.exec(w[0])?.[0].length ?? 0;
      return { text: w[0].slice(lead), start: w.index + lead, end: w.index + w[0].length };
    });
    // "900 3,630.00 2,541.00": a row of figures only, whose first is not shaped like the ids of
    // the rows above (NV-88213, or six digits), is the unlabelled totals row.
    const first = words[0]?.text ?? '';
    const unlabelledTotals =
      firstIdShape !== null && !/\p{L}/u.test(row) && /^\d+$/.test(first) && idShape(first) !== firstIdShape;
    const isTotal =
      /^[^\p{L}\d]{0,3}((trip|load|invoice|column|grand) )?(totals?|totaux|totales|sumas?|sommes?|week|weekly)\b/iu.test(
        row,
      ) ||
      unlabelledTotals ||
      countedRows;
    // A totals row has no ids: its first figure ("Totals 800 …") is the miles.
    const idLike = words.filter(
      (w) =>
        !isTotal &&
        ID_WORD.test(w.text) &&
        // "1 03/02/26 Pinebrook Logistics 7731902 …" under "# Pickup Broker Load # …": the row's
        // count is no id, nor are the miles ("640") or a day and month ("05/11") of a row whose id
        // OCR lost.
        !(countsRows && /^(\d{1,3}|\d{1,2}\/\d{1,2})[,;:]?$/.test(w.text)) &&
        // "11/062 TPC-77310 …" under "DATE  TRIP": a day and month OCR added a digit to.
        !(hasDateColumn && /^\d{1,2}[/.-]\d{1,3}$/.test(w.text)) &&
        // "100 %  75 %  carb." under "Revenu  Part  Surch.": the header's rates, no id.
        !(/^\d{1,3}$/.test(w.text) && /^\s?%/.test(row.slice(w.end))) &&
        !inDate(w.start) &&
        !money.some((m) => w.start >= m.start && w.start < m.end),
    );
    const idWords = idLike
      .slice(Math.min(unnamedBeforeId, Math.max(0, idLike.length - idColumns.length)))
      .slice(0, idColumns.length);
    const rowIds = idWords
      .map((w, i) => {
        // "CP-A 18842": a series in capitals before the row's first id, at the row's start, is part of it.
        const series = i === 0 && words[0] !== w && words[1] === w ? words[0] : undefined;
        const prefix = series && ID_SERIES.test(series.text) ? `${series.text} ` : '';
        return {
          // "CMF-260311-": a mark OCR left after the id is no part of it.
          value: prefix + w.text.replace(/[,;:/-]+$/, ''),
          rank: idColumns[i]?.idRank ?? 99,
          start: prefix ? (series?.start ?? w.start) : w.start,
          end: w.end,
        };
      })
      .filter((w) => w.value.length >= 3);
    // "- 3 (X-220951 …": the count may follow a speck.
    const countAt = /^[^\p{L}\d]+$/u.test(words[0]?.text ?? '') ? 1 : 0;
    const rowCount =
      countsRows && /^\d{1,2}[.)]?$/.test(words[countAt]?.text ?? '') ? words[countAt] : undefined;
    const valueNumbers = numbers.filter(
      (n) => !idWords.some((w) => n.start >= w.start && n.start < w.end) && n.start !== rowCount?.start,
    );
    const sumAbove = (column: LooseColumn) => (isTotal ? (columnSums.get(column) ?? null) : null);
    const { slots, offset } = placeFigures(valueNumbers, numeric, numericOrUnnamed, sumAbove);
    const placed: [LooseColumn, number][] = [];
    const values = noSums();
    const found = noneFound();
    let amountRankSeen = 99;
    valueNumbers.forEach((n, i) => {
      const column = slots[i + offset];
      if (column && n.money !== null) placed.push([column, n.money]);
      if (!column || column.unnamed) return;
      const key = column.kind as keyof Sums;
      if (key === 'miles' && n.integer !== null) {
        if (hasTotalMiles && !column.totalMiles) return;
        values.miles += n.integer;
        found.miles = true;
      } else if (
        key !== 'miles' &&
        n.money !== null &&
        !(key === 'amount' && found.amount && column.amountRank >= amountRankSeen)
      ) {
        if (key === 'amount') amountRankSeen = column.amountRank;
        values[key] = n.money;
        found[key] = true;
      }
    });
    if (
      isTotal ||
      (rowIds.length === 0 &&
        valueNumbers.length > 0 &&
        words.every((w) => /\d/.test(w.text) || w.text === '$'))
    ) {
      totals = { ...values };
      for (const k of SUM_KEYS) if (!found[k]) totals[k] = seen[k] ? sums[k] : Number.NaN;
      if (!isTotal || /^\s*totals?:?(\s+[\d$(-]|\s*$)/i.test(row)) out.consumed.add(j);
      j += 1;
      break;
    }
    const best = [...rowIds].sort((a, b) => a.rank - b.rank)[0];
    // "Supplément carburant 946 0,58 548,68" under loads that each start with their id: a line of
    // the statement's own that starts with words is no load, whatever number it holds.
    const startsWithPayWords =
      PAY_LINE_START.test(foldText(row.trimStart())) &&
      best?.start !== words[0]?.start &&
      valueNumbers.some((n) => n.money !== null);
    if (rowsRead > 0 && idsLeadRows && startsWithPayWords) break;
    if (best && firstIdShape === null) {
      firstIdShape = idShape(best.value);
      idsLeadRows = best.start === words[0]?.start;
    }
    // "2027-05-03 to 2027-05-04 Amarillo TX > Joplin MO", ". : 06-09-26 . ." under a row: its
    // dates (and its lane) are no figures.
    const undated = findDates(row)
      .reverse()
      .reduce((text, d) => text.slice(0, d.start) + ' '.repeat(d.end - d.start) + text.slice(d.end), row);
    if (!best && rowsRead > 0 && undated !== row && !/[\p{L}\d]/u.test(undated)) {
      out.consumed.add(j);
      continue;
    }
    // "© * Stop-off pay (1) 50.00" under a row: an extra of that load, named in words, left to the
    // amount reader; the table goes on.
    if (!best && rowsRead > 0 && !isTotal && remarks < 2 && LOAD_EXTRA_LINE.test(foldText(row))) {
      remarks += 1;
      continue;
    }
    // "Joliet IL (drop & hook)" under a row: a remark without a figure or an id continues the table,
    // and so does one in brackets ("(Attente 2 h) - g d").
    if (
      !best &&
      rowsRead > 0 &&
      remarks < 2 &&
      // "Portland OR (Port of PDX T6) > Spokane WA": digits inside a worded bracket are no figures.
      (!/\d/.test(undated.replace(/\([^)]*\p{L}{2}[^)]*\)/gu, ' ')) || BRACKETED_REMARK.test(row)) &&
      /\p{L}{2}/u.test(row) &&
      // "accessorial: DRV ASST" names the row's extra; "ACCESSORIALS" alone heads a section.
      (!HEADING_WORDS.test(foldText(row)) || /^[^\p{L}]{0,4}\p{L}+\s?:\s?\p{L}/u.test(row.trim()))
    ) {
      remarks += 1;
      out.consumed.add(j);
      // "Ocheyedan Freight  7734021  2,400.00 …" over "Brokerage, . LLC": the broker's name, wrapped
      // under it, specks OCR left aside.
      const nameEnd = withoutSpecks(row);
      const lastBroker = out.brokers.length - 1;
      if (brokerOfLastRow && lastBroker >= 0 && NAME_ENDING.test(nameEnd))
        out.brokers[lastBroker] = `${withoutSpecks(out.brokers[lastBroker] ?? '')} ${nameEnd}`;
      brokerOfLastRow = false;
      continue;
    }
    if (!best) {
      // "- 3 (X-220951 … 488 1,600.00": a numbered row whose id OCR garbled; the loads above are
      // not all of them.
      if (rowCount !== undefined && rowsRead > 0) cutShort = true;
      break;
    }
    for (const [column, cents] of placed) columnSums.set(column, (columnSums.get(column) ?? 0) + cents);
    rowsRead += 1;
    remarks = 0;
    if (!described) out.consumed.add(j);
    out.ids.push({ value: best.value, rank: best.rank, line: j });
    if (hasBroker) {
      // The broker is the row's first run of words: ids, numbers and dates around it are other
      // columns, whichever side of it the header puts them.
      const name = firstWordRun(words, (w) => !idLike.includes(w) && !/\d/.test(w.text));
      const named = name && /\p{L}{3}/u.test(name) ? name : null;
      if (named) (brokerIsCustomer ? out.customers : out.brokers).push(named);
      brokerOfLastRow = named !== null && !brokerIsCustomer;
    }
    for (const k of SUM_KEYS) {
      if (found[k]) {
        sums[k] += values[k];
        seen[k] = true;
      }
    }
  }
  const pick = (k: SumKey) => (totals && !Number.isNaN(totals[k]) ? totals[k] : seen[k] ? sums[k] : null);
  markDisagreements(out, totals, sums, seen);
  if (cutShort && !totals) for (const k of SUM_KEYS) if (seen[k]) out.inDoubt.add(k);
  addTotals(out, pick);
  return j;
}

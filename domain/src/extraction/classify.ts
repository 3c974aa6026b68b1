import { foldPattern, foldText } from './tokens.js';

export const DOCUMENT_TYPES = [
  'settlement_statement',
  'pay_stub',
  'factoring_remittance',
  'rate_confirmation',
  'fuel_receipt',
  'repair_invoice',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Documents that pay the trucker: the only ones read into a settlement. */
export const PAYMENT_DOCUMENT_TYPES: readonly DocumentType[] = [
  'settlement_statement',
  'pay_stub',
  'factoring_remittance',
];

/** A cue's weight in the first lines is 1.5 × weight; lower down it is bodyWeight (default weight). */
type Cue = [pattern: RegExp, weight: number, bodyWeight?: number];

/**
 * Words that mark each kind of document, in English, Spanish and French, written for folded text
 * (lower case, no accents, i read as l: see foldText). A title cue weighs more when it is in the
 * first lines. Weights are evidence, not rules: the best total wins and the margin over the
 * runner-up sets the confidence.
 */
const CUES: Record<Exclude<DocumentType, 'other'>, Cue[]> = {
  settlement_statement: [
    [/settlement|settlmt|\bsettle\b|liquidacion|reglement|decompte/, 3],
    [
      /remittance|payee|carrier payment|ach payment|payment to carrier|carrier statement|weekly statement|aviso de pago|avis de paiement|paiement au transporteur|estado de cuenta del (permisionario|operador)|pago al transportista/,
      2,
    ],
    // "Camionneur artisan", "sous-traitant": Quebec's owner-operator, who is paid per trip or per tonne.
    [
      /owner[ -]?operator|contractor|\bbco\b|voiturier|permisionario|lease|camionneur|artisan|sous-traitant/,
      2,
    ],
    // "TEAM CONTRACTOR PAY STATEMENT": a contractor's pay statement is a settlement, not a wage stub.
    // "PAY STATEMENT - LEASE OPERATOR": the same title, the other way round.
    [
      /(contractor|owner[ -]?operator|o\/o|lease operator|lessee|team|voiturier|permisionario) (pay|earnings|payment) (statement|summary|stub)|(pay|earnings|payment) (statement|summary|stub)\W{1,5}(for )?(contractor|owner[ -]?operator|o\/o|lease operator|lessee|voiturier|permisionario)/,
      4,
    ],
    [
      /line ?haul|fuel sur|\bfsc\b|surcharge|recargo|escrow|comchek|trailer rent|tractor lease|indexation carburant|frais de courtage|fonds de garantie/,
      1.5,
    ],
    [/carrier pay|payment (advice|summary|details)|remittance advice|quick ?pay|pay summary/, 2],
    [
      /total (earnings|compensation|revenue)|net settlement|settlement net|total percepciones|revenu brut/,
      1.5,
    ],
    [/\b(trip|load|shipment|viaje|voyage)\b/, 0.5],
    // A dispatch service's payout lists the loads' rates, but it pays the carrier for them.
    // "WIRED TO CARRIER", "Disbursed 11-12-25": money sent to the carrier.
    // "Dispatch service, 6% of collected": the service's fee, kept from what it collected for the carrier.
    [/\bpayout\b|dispatch (fee|service)|(sent|wired) to (the )?carrler|\bdisburse(d|ment)\b/, 2.5],
  ],
  pay_stub: [
    [
      /pay ?stub|earnings statement|pay statement|statement of earnings|talon de pa|recibo de nomina|recibo de pago|payroll/,
      3,
    ],
    [/employee|\bemp(loye)?\b|\bemp id|employe|empleado|file #/, 2],
    [
      /federal (income )?tax|social security|medicare|\bflca\b|\b401 ?k\b|withholding|state tax|lmpot|\brrq\b|\bqpp\b|\bcpp\b|\bel\b|\bae\b|\brqap\b|\blsr\b|\blmss\b/,
      2,
    ],
    [/\bytd\b|year to date|hours|regular pay|overtime|gross pay|net pay|pay date|pay perlod|date de pale/, 1],
  ],
  factoring_remittance: [
    [/factor(ing|ed)?\b|factoraje|affacturage/, 3, 1],
    [
      /receivables|purchase (remittance|amount|notice|statement|confirmation|schedule)|(notice|statement|schedule) of purchase|(accounts|invoices) purchased|funding (notice|date)|funded|schedule (#|of|no)|aviso de pago/,
      2.5,
    ],
    // The account debtor is who owes the factored invoice: only factoring names one.
    [/debtor|deudor|debiteur|\bpayor\b/, 2],
    // A broker's quick pay buys the carrier's invoices early, less a fee: factoring in all but name.
    [
      /\binvoices? (approved|purchased|listed|paid)\b|(carrier|carr\.?|your) inv(oice)?\b|(approved|submitted) for quick ?pay|approved (amount|load total)/,
      3,
    ],
    [
      /(quick ?pay (payment )?(remittance|advice|settlement)|(remittance|payment) advice[\s\S]{0,160}\bquick ?pay)[\s\S]{0,3000}\binvoices?\b/,
      8,
    ],
    // A broker's "QuickPay Remittance Advice" ("Remittance Advice - QuickPay") also when it lists the loads' carrier pay without
    // saying "invoice" (a load board's bare "QuickPay Remittance" stays a settlement: the tuned
    // set labels it so).
    [
      /quick ?pay\W{1,3}(payment )?(remittance )?(advice|summary)|(remittance|payment) advice\W{1,5}quick ?pay/,
      5,
    ],
    // "QP DISC 2.5%", "QuickPay discount": the broker buys the invoice early at a discount.
    [/\b(quick ?pay|qp) disc(ount)?\b/, 2.5],
    // "You elected QuickPay … instead of standard 30-day terms", "Your QuickPay request": the carrier
    // chose to be paid early for its invoices, less a fee.
    [
      /\b(your|you (elected|selected|requested|chose))\squick ?pay\b|(instead of|in lieu of) (the )?(standard|normal|regular)\b.{0,12}\bterms|standard (terms:? )?(are )?net \d/,
      3,
    ],
    // "Quick pay fee is deducted per load from the invoice total": a fee on each invoice paid early.
    [/\b(quick ?pay|qp) fee\b[^\n]{0,60}\binvoice/, 3],
    // "Program: QuickPay 48h - 3.0% of carrier invoice": the fee is a discount on invoices bought early.
    [/quick ?pay\b[^\n]{0,40}\b\d{1,2}([.,]\d{1,2})?\s?% of (the )?(carrier('?s)? |your )?invoice/, 3],
    // "Invoice #  …  Gross Amount  Discount  Net Amount": each invoice paid less a discount.
    [/\binv(oice)?\b[^\n]{0,60}\bdiscount\b[^\n]{0,20}\bnet\b/, 3],
    [/\bclient\b|cliente/, 1.5],
    [/\bfinance\b|financement|\bfunding\b|financial|sofom/, 1.5],
    // A factor buys invoices with or without recourse and advances on them to its client.
    [/\b(non-?)?recourse\b|advanced on (the )?invoices|(wired|paid|remitted) to (the )?client\b/, 2],
    [/reserve|reserva|discount fee|advance rate|rebate|comision de|escompte|\baforo\b|holdback/, 1],
  ],
  rate_confirmation: [
    [
      /rate (confirmation(?!s)|con\b|agreement(?!s))|load confirmation(?!s)|rate (and|&) load|load (and|&) rate|carrier confirmation|load tender|booking confirmation|book (it )?now|load booked|confirmation de (transport|tarif|chargement)|confirmacion de (tarifa|carga|viaje|servicio)|carta de (instrucciones|confirmacion)/,
      5,
    ],
    [
      /pick ?up|delivery|drop \d|\bstop \d|consignee|shipper|appointment|appt|recoleccion|entrega|cueillette|livraison/,
      1,
    ],
    [
      /equipment|commodity|weight|temp(erature)?\b|reefer|dry van|flatbed|hazmat|equipo|caja seca|peso|remorque/,
      1,
    ],
    [
      /sign(ed)? (and return|confirmation)|carrier must|must (be )?sign|dispatcher|detention will|debe firmar|firmar y devolver|signer et retourner|accepted (for|by) (the )?carrier/,
      1.5,
    ],
    // Brokers' booking terms: no re-brokering, tracking from pickup (a settlement may pay a TONU, so
    // that is no cue).
    [/double[- ]?brokering|re-?brokering|macropoint|fourkites/, 2],
  ],
  fuel_receipt: [
    [/\bgal(lon)?s?\b|price ?\/ ?gal|\bppg\b|litres?|litros|\bltrs?\b/, 3],
    [/diesel|\bdef\b|unleaded|reefer fuel|fuel sale|\bpump\b|bomba/, 2],
    [
      /travel (center|centre|stop|plaza)|truck stop|\bpllot\b|flying j|love'?s|\bta\b|petro|speedway|gasolinera|pemex/,
      2,
    ],
    [/\bauth\b|tran ?#|card ?#|fleet card|thank you|odometer/, 1],
  ],
  repair_invoice: [
    [
      /repalr|service invoice|work order|\bw\/o\b|\bro ?#|repair order|taller|reparacion|mano de obra|main d.oeuvre/,
      3,
    ],
    [/nota de servicio|orden de (servicio|trabajo)|service order|bon de travail|facture de reparation/, 3],
    // A dock's labour unloads freight ("DOCK LABOR SERVICES"): no repair.
    [/(?<!dock )\blabou?r\b|\bparts?\b|refacclones|pleces|shop suppl|technlclan|mechanic/, 2],
    [/\bvln\b|mlleage ln|\bunlt\b|tire|brake|turbo|alignment|dlagnos/, 1],
    [
      /\blube\b|filters?\b|grease|preventive maint|\bpm service|oil change|road ?service|tire (repair|service)/,
      2,
    ],
    [/subtotal|sales tax|total due|amount due/, 0.5],
    // A repair order's three Cs, and its parts list.
    [/\bcomplaint\s*:|\bcause\s*:|\bcorrection\s*:|\bconcern\s*:/, 3],
    [/parts total|part ?#|part no\b|parts & labor|parts and labor|hrs @|labor hours/, 2],
  ],
};

/** Documents that pay nobody: bills of lading, delivery receipts, letters, logs. */
const OTHER_CUES: Cue[] = [
  [
    /bill of ladlng|\bb\/?o\/?l\b|proof of delivery|\bpod\b|dellvery recelpt|not negotlable|carta porte\b(?!.*\d{3})/,
    3,
  ],
  [/signature|seal|pleces|\bhm\b|consignee|shipper/, 1],
  [/dear |sincerely|inspection report|log ?book|hours of service/, 3],
  // An IFTA return says so in its title; further down, "IFTA quarterly filing 35.00" is more often
  // a charge on a settlement.
  [/\bifta\b|fuel tax/, 3, 1.5],
  [/jurisdiction|quarterly|taxable|licensee/, 1.5],
  [/\blog (summary|sheet)|daily log|trip sheet|driver signature|\bdvir\b|vehicle inspection/, 3],
  [/(start|end|beginning|ending) odometer|odometer (start|end)/, 2.5],
  [
    /lumper (receipt|ticket|services?|invoice)|unloading (services|receipt|ticket)|unload fee|dock labou?r|pallets? (build|built)|scale ticket|weigh(t)? ticket|certified scale/,
    3,
  ],
  // A bare "Lumper … 140.00" is as often a pass-through on a settlement as a lumper's own receipt.
  [/lumper/, 1.5],
  // Toll-tag statements and the carrier's own freight invoices (a CFDI with its carta porte) bill
  // somebody; they pay the trucker nothing.
  [/telepeaje|\bpeaje\b|plaza de cobro|toll (tag )?statement|toll plaza|(?<!las )\bcruces\b/, 3],
  // A carrier's own invoice bills a broker or shipper for a load or its accessorials.
  [/(freight|accessorial|detention|carrier|trucking|transportation|layover|tonu) invoice/, 3],
  [/\bbill(ed)? to\b|factur(er|ar|ado) a\b/, 2],
  [/terms:? net \d|please remit|payment terms|due upon receipt/, 1.5],
  [/factura \(?cfdi de ingreso|cfdi de ingreso|complemento carta porte|uso cfdi|lugar de expedicion/, 3],
];

const NET_CUE = foldPattern(
  /\bnet\b|neto|amount (paid|sent)|total paid|check amount|wired to|montant (net|verse|depose|du cheque)|deposit|saldo a favor|a pagar/,
);

export interface Classification {
  value: DocumentType;
  confidence: number;
  scores: Record<DocumentType, number>;
}

const foldedCues = new Map<Cue[], Cue[]>();
function scoreCues(cues: Cue[], head: string, body: string): number {
  let folded = foldedCues.get(cues);
  if (!folded) {
    folded = cues.map(([pattern, weight, body]): Cue => [foldPattern(pattern), weight, body ?? weight]);
    foldedCues.set(cues, folded);
  }
  let score = 0;
  for (const [pattern, weight, bodyWeight = weight] of folded) {
    if (pattern.test(head)) score += weight * 1.5;
    else if (pattern.test(body)) score += bodyWeight;
  }
  return score;
}

/**
 * What kind of document a text is. Payment documents need money in them: a page without a single
 * amount is not a settlement whatever its words. Reads folded text, so OCR's I/l and accents do
 * not change the answer.
 */
/** Four letters or more, each set apart by one space. */
const LETTER_SPACED_WORD = /(?<![\p{L}\d])(?:\p{L} ){3,}\p{L}(?![\p{L}\d])/gu;

export function classifyDocument(text: string, hasAmounts: boolean, hasPayLines = false): Classification {
  // The first pages say what a document is; reading further only costs time on huge inputs.
  // "C A R R I E R   Q U I C K P A Y   A D V I C E": a title printed letter-spaced says the same words.
  const folded = foldText(text.length > 12_000 ? text.slice(0, 12_000) : text).replace(
    LETTER_SPACED_WORD,
    (word) => word.replace(/ /g, ''),
  );
  // A rule of "=" or "-" under the letterhead is no line of its own: the title under it is still
  // among the first.
  const lines = folded.split('\n').filter((l) => /[\p{L}\d]/u.test(l));
  const head = lines.slice(0, 4).join('\n');
  const scores = {} as Record<DocumentType, number>;
  for (const type of DOCUMENT_TYPES) {
    scores[type] =
      type === 'other' ? scoreCues(OTHER_CUES, head, folded) : scoreCues(CUES[type], head, folded);
  }
  if (!hasAmounts) {
    // Payments, receipts and invoices all print money; a page without any is none of them.
    for (const type of [...PAYMENT_DOCUMENT_TYPES, 'fuel_receipt', 'repair_invoice'] as const)
      scores[type] *= 0.3;
    scores.rate_confirmation *= 0.5;
    scores.other += 2;
  }
  // A net pay or amount paid line is what every payment document has and no other does.
  if (NET_CUE.test(folded) && hasAmounts) {
    for (const type of PAYMENT_DOCUMENT_TYPES) scores[type] += 1;
  }
  const ranked = [...DOCUMENT_TYPES].sort((a, b) => scores[b] - scores[a]);
  const best = ranked[0] ?? 'other';
  const top = scores[best];
  const runnerUp = scores[ranked[1] ?? 'other'];
  if (top < 2) {
    // Few words to go by: a document with a gross or net line is most likely a statement.
    if (hasPayLines) return { value: 'settlement_statement', confidence: 0.5, scores };
    return { value: 'other', confidence: top === 0 ? 0.6 : 0.4, scores };
  }
  const margin = (top - runnerUp) / top;
  // 0.9 and above only for a lopsided win with plenty of evidence: a close call stays below.
  const confidence = Math.round(Math.min(0.95, 0.5 + margin * 0.4 + (top >= 8 ? 0.05 : 0)) * 100) / 100;
  return { value: best, confidence, scores };
}

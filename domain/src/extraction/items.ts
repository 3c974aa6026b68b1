import {
  findIntegers,
  findMoney,
  foldPattern,
  foldText,
  RATE_CEILING_CENTS,
  splitCells,
  type MoneyToken,
  type NumberLocale,
} from './tokens.js';
import { AMOUNT_THEN_BALANCE } from './ledger.js';
import { memoized } from './memo.js';

export type ItemKind =
  | 'totalDeductions'
  | 'net'
  | 'gross'
  | 'escrow'
  | 'advances'
  | 'fuelSurcharge'
  | 'reimbursements'
  /** Reserve or escrow paid back to the trucker: added to the payment, but no reimbursement of a cost. */
  | 'escrowReleased'
  | 'linehaul'
  | 'deduction'
  | 'tripTotal'
  | 'unknown';

/** One labelled amount: a line can hold several ("Linehaul 2,178.00   FSC 423.50"). */
export interface AmountItem {
  label: string;
  cents: number;
  line: number;
  kind: ItemKind;
  /** For gross candidates: 1 says gross outright, 2 a total of earnings, 3 a total of invoices. */
  priority: number;
  /** What a gross candidate is if another line turns out to be the gross. */
  alsoKind?: ItemKind;
  confidence: number;
  /**
   * The line printed one amount where the document prints a current and a year-to-date column:
   * OCR lost one of them, so this may be the year's figure.
   */
  oneOfTwoColumns?: boolean;
  /** Printed under a summary heading ("SUMMARY", "SOMMAIRE DES REVENUS", "RECAP"). */
  inSummary?: boolean;
}

/** Items' amounts added up as money paid or held, whatever sign each was printed with. */
export const totalOf = (items: readonly { cents: number }[]): number =>
  items.reduce((sum, item) => sum + Math.abs(item.cents), 0);

// All patterns are written in plain lower-case words and matched against folded labels, so an
// OCR "Tota1 GR0SS" (repaired to letters), an "I" read as "l" and accents do not matter.
const TOTAL_DEDUCTIONS = foldPattern(
  /^((less |minus )?(total )?(other )?(deductions?|charges|fees|descuentos|deducciones|retenues) ?(\/|,|&|and|y|et) ?(advances?|escrow|reserves?|anticipos|avances?)\b|^(retenciones|impuestos) (de ley|legales)$|^retenues (legales|statutaires)$|^(less|minus) (total )?(chargebacks|charge backs)$|^(total )?operating (charges|expenses|deductions)$|^(our |total )?fees ?(\+|&|and) (your |other )?charges$|(deductions?|charges|debits|withholdings) total$|total (withheld|held back|deducted|less|kept|retained|charged)$|total (employee|employe) (deductions|withholdings)\b|total (deductions|charges|chargebacks|charge backs|debits|offsets|withholdings|retenues|des retenues|deducciones|descuentos|retenciones|deductions?|ded\.?|deds|taxes(?! (incluses|comprises))|tax withheld|des impots|impuestos|statutory|(de )?cargos|des debits)|total (pre|post)[- ]?tax (ded\.?|deds|deductions?)|^(pre|post|after)[- ]?tax (ded\.?|deds|deductions?)$|^(other|voluntary|misc\.?|miscellaneous) (ded\.?|deds)$|^(statutory|other|voluntary) deductions$|fees (&|and) charges$|^(total )?deductions? (&|and) (charges|fees)$|^(total )?(des )?(retenues|deductions) (et|&) (frais|charges)$|^(total )?(de )?(deducciones|descuentos) (y|&) (gastos|cargos|comisiones)$|^(total )?(charges|fees) (&|and) deductions?$|deductions total|less total|total less|(deductions?|charges|retenues|deducciones|descuentos|retenciones|withholdings)$|total (expenses|gastos|des depenses)|^(suma|somme) (de |des )?(descuentos|deducciones|retenciones|cargos|retenues|deductions)$)/,
);
/** "GST 5% on earnings", "TPS 5 %", "IVA 16%": a sales tax the contractor charges on top of the pay. */
export const SALES_TAX_ADDED = foldPattern(
  // "Plus : TPS 5 %", "(+) IVA 16%": the sign before the tax's name says it is added.
  /^((plus|add|\(\+\)|\+)\s*:?\s*)?(gst|hst|pst|qst|tps|t?vq|tvh|iva|sales tax)\b(?!.*(reten|withh|held))/,
);
/** "… advance limit", "advance available": how much may be advanced, not an advance. */
const ADVANCE_LIMIT = foldPattern(/\b(limit|maximum|available|allowance)\b/);
const OF_GROSS = foldPattern(
  /\b(of|on|sur|del|de la) (the )?(gross|revenue|line ?haul|brut|bruto|ingreso|invoice total|invoices?|face( value)?|(load|trip|freight) (pay|total|revenue)|rates?)\b/,
);
/** "Comisión empresa", "Commission du transporteur": the company's cut, not the operator's commission. */
const COMPANY_COMMISSION = foldPattern(
  /^(comision|commission) (de la |del |de l.)?(empresa|compania|compagnie|transportista|transporteur|company|carrier)\b/,
);
const ESCROW = foldPattern(
  /escrow|\breserves?\b|\bsecurity deposit (installment|contribution|deduction|held|withheld)\b|rebate (held|reserve)|held rebate|fondo de mantenimiento|maintenance reserve|maint\.? fund|\breserva\b|fonds de (reserve|garantie|prevoyance|retenue)|\bfonds (de )?gar\b|fonds d.?entretien|fondo de (garantia|reserva)|maintenance fund|^fund releases?$|maint(enance|\.)? (account|acct)\.? (deposit|contribution)|\baforo\b|retenue de garantie|\bretenue \d|holdback|hold back|ahorro (del |de )?(socio|permisionario|operador)|epargne (du |de )?(membre|voiturier)/,
);
const NET = foldPattern(
  /^(remitted|wired|funded)$|^pay to the order of\b|^(transferencia|deposito)( spei| electronica| bancaria)?\b|^spei\b|^settlement total$|\bnet\b|\bnet ?pa[yv]|\bneto\b|amount paid|total paid|paid to carrier|payout to (the )?(carrier|contractor|driver|owner|operator|you)|net payout|^(net )?payment to (the )?(client|carrier|contractor|driver|owner|operator|you)\b|\byour payout\b|^(total )?payout( total)?$|check amount|cheque amount|amount of (the )?(check|cheque|eft|ach|wire|direct deposit|deposit|transfer)\b|deposit|^remittance( amount| total)?$|^(sent|paid|deposited|wired|transferred) (by|via) (ach|eft|wire|direct deposit|check|cheque)\b|\bdepot\b(?! de garantie)|amount funded|\bfunded\b|amount remitted|total remitted|(remitted|deposited|paid|wired|transferred) to (the )?(contractor|carrier|driver|owner|operator|you|client)|total (ach |eft |wire |direct deposit )?payment|payment total|payment amount|funds released|released to (the )?(client|you|carrier|contractor|driver|owner|operator)|^((settlement|payment|funds|amount) )?released$|net funds|funds transferred|(?<!(fuel|cash|comchek|efs|tch|trip|driver) )advance (wired|sent|deposited)|montant (net|verse|paye|vire|transfere|depose|du cheque|du depot)|monto del cheque|importe del cheque|saldo a (favor|depositar|pagar)|importe a depositar|solde (a|en) (votre )?faveur|a pagar|funds wired|wire amount|amount (wired|sent|deposited|transferred)|(ach|eft|wire|direct deposit) amount|total a depositar|amount advanced|advance amount|total advanced|net advance|you received|amount sent|^(carrier|contractor|driver|operator|owner) (ach|eft|wire|deposit|direct deposit)($| (?!(fee|no|number|acct|account|info|routing|bank)\b)[^\d]*$)|\b(ach|eft|wire) (sent|deposited|transferred|issued)\b|salaire net|paie nette|check total|total check|pay this amount|amount of this (payment|check|cheque)|settlement amount|amount of (this |the )?settlement|take home|total due (to )?(carrier|contractor|driver)|amount due (to )?(the )?(contractor|carrier|driver|owner|operator|you|lessee)|due (to )?(contractor|carrier|driver|lessee)|monto financiado|monto (a )?depositar|importe (neto|financiado)|total pagado|importe pagado|monto pagado|pagado al transportista|^\W{0,3}(ach|eft|wire|direct deposit|payment) (of|for)$|^remit to (the )?(operator|contractor|carrier|driver|owner|lessee)\b|^remittance to (the )?(lease |owner )?(operator|contractor|carrier|driver|owner|lessee|you)\b|^(funds )?(transferred|deposited|wired|sent)\b.{0,30}\bto (your )?(bank )?(acct|account)\b|^(ach|eft|wire|direct deposit|check|cheque) (paid )?to (the )?(operator|contractor|carrier|driver|owner|lessee|owner[- ]operator)$/,
);
const GROSS: [RegExp, number][] = [
  // A ledger's credit column summed (see ledger.ts): the gross when nothing names one, but a
  // "Total earnings" beside it that leaves the tolls out is the better name.
  [foldPattern(/^ledger credits total$/), 2.5],
  // "Gross advance on this schedule": a factor's advance before its charges is no gross.
  [
    foldPattern(
      /gross(?! (advance|advanced|funding|funded|amount (advanced|funded)))|\bbruts?\b|\bbruto\b|revenus? bruts?|ingreso bruto/,
    ),
    1,
  ],
  [
    foldPattern(
      /^total\b[^\d]{0,30}\b(con|mas|incl\.?|including|with|plus|avec) (iva|gst|hst|tps|taxes)\b|^(revenus|revenues?|earnings|ingresos|percepciones) \(?(taxes|tax|gst|hst|tps|iva) (incluses|comprises|included|incl\.?|incluido|incluida)\)?$|^total (des )?taxes (incluses|comprises)\b|^total des services( factures)?\b|^total (del |de la )?(cfdi|factura)\b|^earned (on|from) (loads|trips|freight|hauls)\b|total ((freight|load|trip|linehaul|carrier|contractor|driver|lease[- ]operator|owner[- ]operator|operator|lessee) )?(earnings|earned|revenue(?! (billed|invoiced) to)|compensation|income|settlement|credits|percepciones|ingresos|gains|remuneration|pay\b)|(total|gross) (amount )?earned|^(lessee|contractor|operator|owner[- ]operator|o\/o|l\/o|carrier|driver|settlement|statement)'?s? (earnings|compensation)( \(\d+ (loads?|trips?)\))?$|^(lessee|contractor|operator|owner[- ]operator|o\/o|l\/o)'?s? revenue$|^(lessee|contractor|operator|owner[- ]operator|o\/o|l\/o)'?s? credits$|^(total )?earnings \((e|cr|credits?)\)$|^((settlement|statement|period|total) )?(compensation|earnings|remuneration) \((share|line ?haul|mileage|revenue share|rev share)[^()]*\+[^()]*\)$|^total (load|carrier) pay$|^(earnings|revenue|compensation|income|credits|pay) total$|^(total )?earnings (this|for the|for this) (week|period|pay period|settlement|statement)$|^(sub-?total\W{1,3})?(trip|load|freight) earnings\b|^(load|trip|freight) (detail|details) totals?\b|^(total )?freight charges\b|^total ((freight|load|loads) )?(billed|collected)( (and|&) (billed|collected))?( from (the )?brokers| for (the )?(carrier|contractor|driver|owner|you))?$|^(load|trip) totals? collected$|^(freight|rates?|revenue) collected( \(|$| for (you|the carrier|carrier)$)|^collected (freight|revenue|rates)( \(|$)|^(freight|revenue|rates?|payments?) (collected|received) from (the )?(brokers?|customers?|shippers?)\b|^(brokers?|customers?|shippers?) payments? (collected|received)\b|^collected from (the )?(brokers?|customers?|shippers?)\b|^(load|freight|gross) (revenue|pay) \((rates?|line ?haul) ?(\+|and|&) ?(detention|accessorials?|extras|stops)\b|(revenue|earnings|pay|amount) credited to (the )?(contractor|carrier|driver|owner|operator)|total carrier pay|carrier pay total|total (de )?abonos|total (de )?creditos|total des credits|total (du |au )?transporteur|total (al |del )?transportista|percepciones|total des gains|total wages|gross wages|total a favor|^ingresos (por|de|del) (fletes?|viajes?|servicios?|transporte)\b|total (des )?revenus|^(total )?(compensation|earnings|pay|revenue|income) before (charges|deductions|fees)$|^(freight|load|trip|linehaul) revenue,? \d{1,3} (loads?|trips?)\b|^(l\/o|lease[- ]operator|lessee|contractor|o\/o|owner[- ]operator)'?s? (earnings|compensation) (this|for the) (period|week|statement|settlement)( \([^()]*\))?$|^your (comp|compensation|earnings)$/,
    ),
    2,
  ],
  [
    foldPattern(
      /^total$|total (amount|invoices?|facturas|des factures)|^(total )?((load|freight) )?(revenue )?billed to (the )?(brokers?|customers?|shippers?|clients?)\b|^(totals? )?(invoiced|billed)$|^total approved( amount)?( \((invoice )?face( value)?\))?$|invoices? (approved|purchased|submitted|funded|paid)\b|^approved (amount|total|invoices?)\b|total (of )?(approved|purchased|funded) invoices?\b|^invoices? total\b|purchase amount|invoice (total|amount)|importe total|montant (total|des factures)|total (de )?factur|face (value|amount)|total face|(total (de )?)?documentos cedidos|total cedido|total des creances cedees/,
    ),
    3,
  ],
];
/** A total that names the money paid back beside the pay ("Earnings + reimbursements"). */
const WITH_PAID_BACK = foldPattern(
  /(^|\s)(\+|plus|and|&|y|mas|et|incl\.?|including|con) (the )?(reimb|reemb|rembours)\w*/,
);
/** A load's or an invoice's own total: their sum is the gross when none is printed. */
const TRIP_TOTAL = foldPattern(
  /\b(load|trip|invoice|shipment|move|viaje|voyage) total\b|\btotal (du|del) (voyage|viaje)\b|^carrier pay$/,
);
/** A trucker's own advance (fuel, cash, a Comchek), never a factor's advance on invoices. */
export const TRUCKER_ADVANCE = foldPattern(
  /\b(fuel|cash|trip|road|efs|comchek|com-?chek|t-?chek) (advance|adv)\b|\banticipo\b|avance en argent|money code|express code/,
);
const ADVANCES = foldPattern(
  /advance|\bavance|anticipo|com-?che?c?k|t-?chek|efs (check|advance)|cash adv|express code|\bexpress (check|cheque)\b(?! fee)|money code|\b(fuel|road|trip|efs|comdata|wex|fleet ?one) adv\b|\badv\.? (repay|repayment|recovery|recov|rec|deduction)\b|\b(road |trip |cash )?draw (repay|repayment|repaid|recovery|recovered|deduction)\b/,
);
const FUEL_SURCHARGE = foldPattern(
  /fuel sur|\bfsc\b|(surcharge|supplement|surch\.?) carb|fuel adj|fuel (price )?compensation|compensacion (por )?(el )?(precio del? )?(diesel|combustible)|(surcharge|supplement|ajustement|indexation) (de |du )?carburant|(recargo|ajuste|sobrecargo) (por |de |del )?(precio (de |del )?)?(combustible|diesel)|fuel pass/,
);
/** "(42.60)  credit to you": the words after an amount that say it is paid to the trucker. */
const CREDIT_TO_YOU = foldPattern(
  /^\s*\W{0,3}(credit(ed)?|paid|refund(ed)?) to (you|the (driver|contractor|carrier|operator|owner))\b/,
);
const REIMBURSEMENTS = foldPattern(
  /reimb|^non-?taxable ?:|^added back\b|^(returned|paid back|refunded)( to (the )?(operator|contractor|driver|owner|lessee|carrier|you)\b|$)|lumper|\btolls?\b|rebate|rembours|\bremb\b|reembols|scale ticket|\bcat scales?\b|\bpeages?\b|casetas?\b.*\b(reembols|comprob)|^maniobras\b.*\((recibos?|comprobad[ao]s?)\)/,
);
const LINEHAUL = foldPattern(
  /line ?haul|^lh\b|base rate|base pay|flat rate|mileage pay|^(load|trip|run|haul|hauling)( tickets?| sheets?)? pay\b|^loads? (delivered|hauled)\b|^(trip|run) rates?\b|^(trip|run) [-–:] [a-z]|\bline pay\b|^(total )?line rates?$|^(kilometre|kilometer|km) pay|pay per (km|kilometre)|^kilometrage|^kilometraje|^millage$|^voyages\b|^(pago por )?kilometros? recorridos|^mileage\b|^(highway|hwy|road|otr|long ?haul|regional|city|local) mileage\b|^(highway|hwy|otr|long ?haul) pay\b|^(loaded|empty|deadhead|practical|paid|dispatched) mileage\b|miles? pay|(contractor|operator|owner|lessee|driver|o\/o)( \d{1,3}([.,]\d{1,2})? ?%)? share\b|^your( \(?\d{1,3}([.,]\d{1,2})? ?%\)?)? share( \(?\d{1,3}([.,]\d{1,2})? ?%\)?)?$|^(\d{1,2} )?your pay \(\d{1,3}([.,]\d{1,2})? ?% share\)$|^(container|drayage|dray|port|rail) (trips?|moves?|runs?|loads?)\b|\brev(enue|\.)? share\b|^(freight|load|trip) share\b|% of (line |linehaul |line haul |freight |gross |load )?revenue|\b(percentage|percent|pct) pay\b|move pay|freight pay|^(driver|driver'?s|drivers|trip|load) commission\b|^commission (pay|earned|on (freight|revenue|loads))\b|\bfletes?\b|taux de base|^(total )?taux (du |des |par |au )?voyages?\b|^(total )?(des )?tarifs? (de |du |des |par |au )?voyages?\b|^(total (des |du )?)?tarifs?( forfaitaires?)?$|^(total (des |du )?)?taux (de |du )?transport\b|^montant (des |du )?voyages?\b|remuneration au (millage|mille|kilometrage|km)|^\d[\d ,.]{0,6} ?(mi|milles|km) (charges|vides|a vide)\b|^(charges|vides|a vide|cargados|vacios)\s+\d[\d ,.]{0,6}\s+\d{1,2}[.,]\d{1,3}\s?\$?\s?\/\s?(mi|km)\b|\bremuneration \d[\d ,.]{0,8} ?[x×] ?\d|^(milles|miles|millas)\b|\b(highway|hwy|road) miles\b|^total (des |of )?(milles|miles|millas) (payes|paid|pagadas)\b|pago por millas|per mile|par mille|au mille|^(loaded|empty)\/(empty|loaded|deadhead|mt) (miles|mi)\b|^(driving|driven|loaded|dispatched|practical|paid|line|road|trip|empty|deadhead|highway|hwy) (miles|mi|kms?|kilometres|kilometers)\b|^kilometres?\b|^kilometers?\b|^kms?\b|pago por (km|kilometro)|comision por (km|kilometro|milla)|revenu de (traction|transport)|sueldo (por|de) (viajes|fletes)|pago por (viajes|fletes)|(viajes|fletes) realizados|part (du |de l.|des? )?(voiturier|proprietaire|camionneur|transporteur|exploitant|contractuel|sous-traitant)|^part (du |de )?(fret|revenu|transport)\b|parte del? (operador|permisionario|socio)|participacion (del? )?(operador|permisionario|socio)|^(total (du |de )?)?transport( \(| \d|$)|^taux forfait(aire)?s?\b|^forfaits?$|^tarifa fija$|^(totals? )?flat$|^forfaits? (de |du |des )?(transport|voyages?)\b|^voyages? (au )?forfaits?\b|^(fret|flete) (de base|base)\b|^load revenue \(|^(freight|line) rates?\b|\b(team|solo) (miles|mi)\b|^(deadhead|empty|loaded|dh)(\/(deadhead|empty|dh))? \d[\d,]* (mi|miles|kms?)\b|^(deadhead|empty) [^\d]{2,40}? \d[\d,]* (mi|miles|kms?)\b|^(deadhead|empty|dh)( miles| mi)? \d[\d,]*( mi| miles)? ?[x@×*] ?\$?\d|^(loaded|empty|deadhead)( miles| mi)?( \([^()]{1,40}\))?( [^\w\s]{1,2})? \d[\d,]{0,6}( [^\w\s]{1,2})? \d?[.,]\d{2,4}( [^\w\s]{1,2})?$/,
);
// "EI" (employment insurance) is folded like "el": "El Paso TX", a place, is no charge.
const DEDUCTION_WORDS = foldPattern(
  /\bdispatch( service| services)?\b(?! (date|no|number|#))|\bfactoring\b|fee|frais|comision|commission|\binterest\b|intereses|interets|insurance|\bins\b|\bliability\b|assurance|seguro|occ(upational)?\.? ?acc|\beld\b|qualcomm|omnitracs|trailer (rent|usage|use\b)|location de|lease|truck pay|\btractor|fuel (purchase|card)|^fuel\b|carburant|diesel|combustible|plates|\birp\b|ifta|permit|\btax\b|taxes|impot|impuesto|\bisr\b|\bimss\b|fica|social security|soc sec|medicare|w\/h|withholding|401|garnish|uniform|cargo|\bcpp\b|\bqpp\b|\brrq\b|\bei\b(?!\s+(?!prem|cont|ins)[a-z]{3})|\bae\b|\brqap\b|\bqpip\b|chassis|port fees|medical|dental|vision|health|quick ?pay|discount|casetas|retenue|deduccion|descuento|repayment|chargeback|\bloan\b|parking|oasdi|child support|\blevy\b|\bdues\b|claim|damage|bobtail|prepass|pre-pass|transponder|phone|workers.? comp|\bsdi\b|\bsui\b|prestamo|pension|rrsp|retencion|\brenta\b|\bgps\b|\btires?\b|rastreo|monitoreo|\bfuel\b(?!.*(sur|adj|bonus|pass))/,
);
const EARNINGS_WORDS = foldPattern(
  /\b(pay|bonus|detention|layover|stop|stops|accessorials?|tarp|hazmat|per diem|waiting|attente|revenue|layover|breakdown|extra)$/,
);
/** "Accessorial: …", "Detention 3 hrs Houston": a label that starts by naming a kind of pay. */
const PAY_FIRST = foldPattern(/^\W{0,3}(accessorials?|detention|layover|extra stops?|stop-?off)\b/);
const IGNORED = foldPattern(
  /\bba[lt]ance\b(?! due (to )?(the )?(contractor|carrier|driver|owner|operator|you|lessee))|\bbal\b|on deposit|on hand|on account|\bytd$|^employer (cpp|ei|qpp|rrq|rqap|fica|social security|medicare|futa|suta|taxes?|share|portion|cost|contributions?)\b|^(cpp|ei|qpp|rrq|rqap|fica|medicare|wcb) employer$|^(group )?(rrsp|401k|pension|retirement) (employer )?match$|^employer (401 ?(\(?k\)?)?|403 ?(\(?b\)?)?|rrsp|pension|retirement|hsa) (match|contributions?)\b|\bemployer (match|matching)\b|(?<!\b(receipts?|rcpts?|tickets?|invoices?|copy|copies|pod|bol) )on file|\bto date\b|^ytd\b|year to date|^advance( amount| rate)?( at| @| of)? \(?\d{1,3}([.,]\d{1,2})?\s?%\)?( (of|on) (the )?(invoices?|face|schedule)\b.*)?$|\bsoldes?\b(?! (a|en) (votre )?faveur)|\bsaldo\b(?! a (favor|depositar|pagar))|\bterms\b|\b(acumulado|accumulated|cumule|cumulee|accumule|cumulatifs?|cumulatives?|cumulativos?|cumulative)\b|previous|beginning|payoff|pay ?off amount|remaining\b|(pay|deposit|net pay) (distribution|allocation)|^(checking|chequing|savings)( acct| account)?( \d{1,2})?\b(?! (fee|charge))|\bpage \d+ (sub-?)?totals?\b|paid on (this|the|each) (load|invoice)|\b(sub-?)?totals? (page|pg\.?) \d|\bless deductions\b|\bafter (this|the) (schedule|statement|stmt|settlement|remittance|funding|deposit|batch|purchase)\b|\baccount after (funding|settlement|purchase|deposit)\b|after deductions|moins (les )?retenues|menos deducciones|\btaxable (wages|gross|earnings)\b|^taxable( pay| income| amount)?$|^(escrow|reserve|maintenance( reserve| escrow)?)( account| fund)? (target|goal|cap|limit|max(imum)?)\b|\b(fed|federal|state|fica|oasdi|medicare|med|ss|fit|sit)\.? taxable$|\bpto\b|\b(vacation|sick)( time| hours| hrs)? (available|balance|accrued)\b|\b(fica|medicare|federal|state|ss|oasdi|fit|sit)(\/[a-z]+)? (taxable )?wa[gd]es\b|^(calculo|calculation|computation|calcul|formula|formule)( del? (neto|pago)| of (net|pay))?$/,
);
/** A column of what the employer pays on top: "Employer share", "Employer contributions", "Employer". */
const EMPLOYER_COLUMN = foldPattern(/^employer('?s)?( (share|portion|contributions?|cost|paid|current))?\b/);
/** A line that lists the rates: "Tarif :", "Rates:", "Pay basis:", "Taux :", "Tarifas:". */
const RATES_LINE = foldPattern(/^(tarifs?|tarifas?|taux|rates?|pay (basis|rates?)|rate schedule)\s{0,2}:/);
/** A line of wage bases: "TAXABLE WAGES Federal …", "Taxable gross: Fed …", "Salaire imposable …". */
const TAXABLE_WAGES_LINE = foldPattern(
  /^(taxable (wages|gross|earnings|pay)|salaire imposable|gains assurables)\b/,
);
const PAY_OR_SUBTOTAL = foldPattern(
  /^(temps d.attente|attente|detention|layover|estadia|demoras?|maniobras|sous-tota(?:l|ux)|sub-?total|gross (advance|advanced|funding))\b|^(paid|net paid|paye|pagado)$/,
);
/**
 * "Fuel detail: 03/02 Loves #412 Lamar 386.10 / …": one charge's purchases, listed after it. Not
 * "Deduction detail: Fuel 455.10 | Insurance 87.25": a list of the charges themselves.
 */
const BREAKDOWN = foldPattern(
  /^(?!(deductions?|charges?|earnings?|pay|settlement|expenses?|other|reimbursements?|credits?|debits?|advances?|items?|trip|load)\b)[a-z][a-z /&-]{1,30} (detail|details|breakdown)\s?:/,
);
const HELD_BEFORE = foldPattern(
  /^\W{0,3}(before|prior to) (this|the) (schedule|statement|settlement|period)\b/,
);
const ACCOUNT_LINE = foldPattern(/^(reserve|escrow|maintenance|savings|holdback)( \p{L}+)? account\s*:/u);
// "Reserve account: prior balance 3,940.50 | withheld … | released …": the account named first.
const OPENING_BALANCE = foldPattern(
  /^([\p{L} ]{2,30}: ?)?(prior|previous|opening|beginning|starting|old) (balance|bal)\b/u,
);
const BALANCE_AFTER = foldPattern(
  /^\W{0,3}(after|apres|despues de) (this|ce|cette|este|esta) (schedule|statement|settlement|check|cheque|deposit|payment|releve|paiement|liquidacion|pago)\b|^\W{0,3}(see|voir|ver) (below|above|ci-dessous|ci-dessus|abajo|arriba)\b|^\W{0,3}(informational|for (your )?information( only)?|info only|not (your|part of your) pay|a titre (informatif|indicatif)|informativo)\b/,
);
/** "ADVANCES RECOVERED", "CASH ADVANCES": a heading over the advances this statement takes back. */
const ADVANCES_SECTION = foldPattern(
  /^((cash|fuel|trip|comchek|efs) )?advances?( (recovered|repaid|repayments?|deducted|taken|recouped))?$|^(anticipos|avances)( (recuperes|descontados|a descontar|a recuperer))?$/,
);
/** "ESCROW", "MAINTENANCE RESERVE": a heading over this statement's deposits to an account. */
const ESCROW_SECTION = foldPattern(
  /^(escrow|reserve|maintenance (escrow|reserve|fund)|escrow (account|deposits?|fund)|fondo de (garantia|reserva)|fonds de (garantie|reserve))$/,
);
const CHARGES_BESIDE_PAID_BACK = foldPattern(
  /^\s*((other|misc\.?|voluntary|post-?tax) )?(deductions?|charges|retenues|deducciones|descuentos)( ?(\/|&|and) ?(deductions?|charges|advances))?\s{3,}.{0,60}?\b(?<back>reimbursements?|reimb\.?|credits|remboursements|reembolsos)(\s*\([^()]{0,30}\))?\s*$/,
);
const SIDE_BY_SIDE = foldPattern(
  /\b(earnings?|percepciones|gains|revenue|revenus|ingresos|pay|a favor|credits|creditos)\b.{1,80}?\b(deductions?|deducciones|retenues|charges|withholdings|en contra|debits|cargos|taxes|impots|impuestos)\b/,
);
const SECTION_START = foldPattern(
  /^(what (we|was|were) (took|taken|withheld|deducted|kept) out|what came out|expenses|gastos|depenses|deductions? detail|(detail|details|detalle) (des |of |de (las |los )?)?(retenues|deductions|charges|deducciones|descuentos)|deductions?|fees (withheld|deducted|charged|retained)|charges(?! (approved|billed|paid(?! on (your|(the )?carrier'?s?) behalf)|invoiced|\(?(as )?per (the )?(rate|load|agreement)))|debits|withholdings|less|retenues|retenciones|deducciones|descuentos|statutory|other (deductions|charges|debits)|cargos|taxes(?! (percues|collected|collectees|charged|cobradas|trasladadas))|tax withholdings?|impuestos|impots)\b|^(chargebacks?|charge backs?)$|^(kept|retained|withheld) by\b|^charged (to|against) (the )?(operator|contractor|driver|owner|lessee|carrier|you)\b/,
);
const SECTION_END = foldPattern(
  /^(mas|plus|add|a ajouter)$|^(voyages|trips|viajes)( (milles|miles|millas|taux|rate|montant|amount|importe|kms?))*$|^(charges (approved|billed|paid|invoiced|\(?(as )?per (the )?(rate|load|agreement))|earnings|credits|reimbursements|summary|recap|recapitulatif|recapitulation|settlement (summary|recap)|payments?|gains|percepciones|revenus|ingresos|abonos|creditos|other (payments?|pay|earnings|items)|non-?taxable (items|pay|payments|reimbursements)|additions)\b|^(other|others|misc|miscellaneous|autres|otros)( \(?non-?taxable\)?)?$|^(sommaire|resume|resumen)( (de la |du |del |de )?(paie|paiement|periode|periodo|liquidacion|releve|reglement|pago))?$/,
);
const EARNINGS_SECTION = foldPattern(
  /^(earnings|credits|gains|percepciones|revenus|ingresos|revenue|income|abonos|creditos)\b/,
);
/** "Gastos comprobados:", "Reimbursements": expenses the carrier pays back, part of the gross. */
const REIMBURSEMENT_SECTION = foldPattern(
  /^(gastos (comprobados|reembolsables|a reembolsar)|comprobacion de gastos|reembolsos?|reimbursements?|reimbursable|remboursements?|added back|add backs?|what (we )?(added|paid) back|(returned|paid back|refunded|reimbursed) to (the )?(operator|contractor|driver|owner|lessee|carrier|you)|frais rembourses|expenses reimbursed|reimbursed expenses|((operator|driver|contractor|owner)[- ]paid )?expenses (returned|paid back|refunded)|added to (your |the )?(pay|settlement|check|cheque|statement)|pass(ed)?[- ]?through (to|for) (the )?(carrier|driver|contractor|owner|operator|lessee|you)|((other )?(payments?|pay|earnings|additions) )?\(?non[- ]?taxable( (payments?|pay|earnings|additions|reimbursements?))?\)?)(\s|$)/,
);
/**
 * "Pass-through (no fee)", "PASS-THROUGH ITEMS": what follows is paid back at cost, up to the first
 * blank line after its items (the net or a total often follows with no heading of its own).
 */
const PASS_THROUGH_HEADING = foldPattern(
  /^pass[- ]?(through|thru)s?(?! (charges?|deductions?|fees?|costs?|insurance))(\s|$)/,
);
/** A bare "Total" or "Suma" line totals the section it closes. */
const SUBTOTAL_WORD = foldPattern(/^(subtotal|sous-tota(l|ux))$/);
/** A label that ends on a word that needs more after it ("reimbursed by", "paid for the"). */
const LABEL_CUT_SHORT = /\b(by|and|for|of|from|with)$/i;
const BARE_TOTAL = foldPattern(/^(total|totals|totaux|suma|sum|somme|subtotal|sous-tota(?:l|ux))$/);
/** A line that says only "Fuel" among the earnings is the fuel surcharge paid, not a purchase. */
const FUEL_ALONE = foldPattern(/^(fuel|carburant|combustible)$/);
/** "($6.25 x 4 loads)": a price times a count of things, not money paid or held. */
const TIMES_COUNT =
  /^\s?[x×*]\s?\d{1,4}\s+(loads?|stops?|trips?|days?|hrs?|hours?|units?|pcs|drops?|moves?|txns?)\b/i;
const PER_UNIT_RATE = foldPattern(
  /\b(rate|taux|tarifa|tarif)$|\bper (mile|km)$|\/ ?(mi|mile|km)$|\b(avg|average|moyenne|promedio)\.? (per|par|por) (mile|mi|km|mille|milla)\b|\b(rpm|cpm|revenue per (total |loaded )?mile)\b/,
);
const PER_UNIT_AFTER =
  /^\s?\$?\s?(\/\s?((loaded|empty|paid|ld|dh|disp) ?)?(km|kms|mi|mile|miles|mille|kilom|hr|hour|h\b|gal|l\b|litre|liter|trip|load|stop|drop|move|day|wk|week|cwt|ton)|(per|par|por)\s(\p{L}{2,12} )?(mile|mi\b|km|kilom|hour|heure|hora|stop|drop|day|cwt|ton))/iu;
const PER_AT_LINE_END = /^\s?(per|par|por)\s*$/i;
/** "Revenue 4,100.00 x 72% = 2,952.00": a percentage of revenue paid to the contractor. */
const SHARE_OF_REVENUE = /[x×*@]\s{0,3}\d{1,3}([.,]\d{1,2})?\s?%\s{0,3}=?\s*$/;
const BARE_SHARE_RATE = /^\s{1,3}\d{1,3}([.,]\d{1,2})?\s?%\s{1,3}$/;
const REVENUE_NAMED_LAST = foldPattern(/\b(rev|revenue|revenu|line ?haul|linehaul|billed|ingresos?)\.?$/);
const SHARE_RATE_AFTER = /^\s{0,3}[x×*@]\s{0,3}\d{1,3}([.,]\d{1,2})?\s?%/;
/**
 * "Revenue booked (100%)", "Billed 100 %", "Customer line haul billed": the whole of a load's revenue,
 * before any share of it.
 */
const WHOLE_REVENUE = foldPattern(
  /\b(revenue|revenu|billed|booked|gross)\b[^%]{0,30}\b100\s?%|^customer\b.{0,30}\b(billed|invoiced)\b|\b(cobrado|facturado) al cliente\b|\bfacture au client\b/,
);
/** "Your share 72 %", "Participación permisionario 80 %": a rate in a label. */
const SHARE_RATE = /(?<![\d.,])\d{1,2}([.,]\d{1,2})?\s?%/;
/** "Revenue 3,150.00 x 72% Dallas TX-Memphis TN": a label that takes a share of a figure. */
const SHARE_IN_LABEL = /\d[\d.,]*\s{0,3}[x×*@]\s{0,3}\d{1,3}([.,]\d{1,2})?\s?%/;
const RELEASED = foldPattern(
  /\b(release|released|refund|refunded|returned|rebate|disbursement|disbursed|liberacion|devolucion|remboursement|liberation)\b/,
);
const HELD = foldPattern(/\b(held|withheld|retained|retenue?|retenido|retenida)\b/);
const BALANCE_FORWARD = foldPattern(
  /balance (forward|brought forward|carried forward)|carr(y|ied) ?forward|previous (balance|deficit)|prior (balance|deficit)|solde (reporte|anterieur)|saldo anterior/,
);

/**
 * "    (168.05)   (7,198.40)   FEDERAL WITHHOLDING": amounts first, the label on the right. The
 * numbers inside the label ("MILEAGE PAY 2,354 MI @ .60") are part of it.
 */
function labelOnTheRight(text: string, money: MoneyToken[]): Group[] | null {
  const first = money[0];
  let firstLetter = text.search(/\p{L}/u);
  // The label starts with the word that holds its first letter: "401(K) 3%".
  while (firstLetter > 0 && !/\s/.test(text[firstLetter - 1] ?? ' ')) firstLetter -= 1;
  if (!first || firstLetter < first.end || text.slice(0, first.start).trim() !== '') return null;
  // "4,084.40 credits - 2,531.33 charges + 125.00 reimbursable = 1,678.07 (check amount above)": a
  // sum worked in words, whose result after "=" is the item; its words are its label.
  const last = money[money.length - 1];
  const before = money[money.length - 2];
  if (money.length >= 3 && last && before && /=\s*\$?\s*$/.test(text.slice(before.end, last.start))) {
    let words = '';
    let from = 0;
    for (const m of money) {
      words += `${text.slice(from, m.start)} `;
      from = m.end;
    }
    // "$6,495.00 flat rates + $75.00 detention = $6,570.00 load revenue": the words after the
    // result name it; the steps' words name the steps. Steps that only add make the result a total.
    const named = text.slice(from).trim();
    const signs = money
      .slice(1, -1)
      .map((m, k) => /\s([-+−])\s/.exec(text.slice(money[k]?.end ?? 0, m.start))?.[1]);
    const onlyAdded = signs.every((sign) => sign === '+');
    const takesOff = signs.every((sign) => sign !== undefined) && !onlyAdded;
    // "$6,570.00 - $653.39 fees/charges - $400.00 advance + $185.00 lumper = $5,701.61": charges
    // taken off and nothing named after the result: what is left to pay, the net.
    const label = /^\p{L}[\p{L}\s]*\p{L}$/u.test(named)
      ? cleanLabel(onlyAdded && !/^(total|sum)\b/i.test(named) ? `Total ${named}` : named)
      : named === '' && takesOff
        ? 'Net'
        : cleanLabel(`${words}${text.slice(from)}`.replace(/\s[-+=]\s/g, ' '));
    if (/\p{L}{2}/u.test(label) && !/\d/.test(label)) return [{ label, start: firstLetter, amounts: money }];
  }
  // "3 195,08 $ - 2 109,07 $ = MONTANT NET VERSÉ LE 29 MAI 2026 : 1 086,01 $": the sum's result
  // named after the "=", its figure last.
  if (
    money.length >= 3 &&
    last &&
    before &&
    /^\s*\$?\s*=\s*\p{L}/u.test(text.slice(before.end, last.start))
  ) {
    const named = cleanLabel(text.slice(text.indexOf('=', before.end) + 1, last.start));
    if (/\p{L}{2}/u.test(named)) return [{ label: named, start: firstLetter, amounts: money }];
  }
  const amounts = money.filter((m) => m.end <= firstLetter);
  const label = cleanLabel(text.slice(firstLetter));
  return /\p{L}{2}/u.test(label) || RETIREMENT_PLAN.test(label)
    ? [{ label, start: firstLetter, amounts }]
    : null;
}

/** "* Deductions include …", "Note: …": a footnote's mark before its sentence. */
const FOOTNOTE_MARK = /^\s*(\*{1,3}|†|notes?:|nb:?)\s/i;
/** A sentence rather than a label: many words and a single amount. */
function isProse(line: string, locale: NumberLocale): boolean {
  return findMoney(line, locale).length === 1 && (line.match(/\p{L}{2,}/gu)?.length ?? 0) >= 8;
}
const RETIREMENT_PLAN = /^(?:40[13]|457)\s?\(?[bk]\)?(\s{1,3}\d{1,2}([.,]\d{1,2})?\s?%)?$/i;
/**
 * "NET PAY DISTRIBUTION", "Employer paid benefits": a block that says where the net went or what
 * the employer paid on top. Its figures are neither pay nor charges; it ends at a blank line.
 */
/**
 * "NOT YET PAID BY BROKER (goes on a later pay sheet)", "NOT YET COLLECTED (next run)": loads
 * listed for a later pay, neither earned nor charged on this one.
 */
const PENDING_LOADS = foldPattern(
  /^(not yet (paid|collected|funded|settled|received|invoiced)|(loads? )?pending (collection|payment)|(loads? )?(for|on) (the )?next (run|week|statement|settlement|pay sheet))\b/,
);
const ASIDE_SECTION = foldPattern(
  /^((net )?pay distribution|(net pay|deposit|direct deposit|net) (distribution|allocation|split)|distribution of (net )?pay|employer[- ](paid|contributions?|match|benefits|paid benefits)|company paid( benefits)?|taxable wages|cotisations (de l.employeur|patronales)|contributions de l.employeur|(aportaciones|cuotas) patronales|(collections|payments) (posted|received|applied) since)\b/,
);
/**
 * "DEDUCTIONS . THIS PERIOD BALANCE / STATUS": a heading whose columns OCR closed up, this period's
 * amount and then a balance: of a line's two amounts the first is this period's. So too of three
 * under "THIS PERIOD PRIOR BAL NEW BAL", the balance before and after.
 */
const PERIOD_THEN_BALANCE = foldPattern(
  /\b(this (period|week|pay)|current)\s+((prior|previous|opening|beginning) (balance|bal\.?)\s+(new|ending|closing) )?(balance|bal\.?)( ?\/ ?(status|remaining|owed))?[\s.:_|-]*$/,
);
/** "SECTION C - ", "PART 2: " before a section's name (folded: "section" reads "sectlon"). */
const SECTION_WORD_PREFIX = String.raw`(?:sectlon|part|partle|secclon)\s+[a-z0-9]{1,3}\s*[-–—:.]\s*`;
const SECTION_PREFIX = new RegExp(`^${SECTION_WORD_PREFIX}`);
const NAMED_SECTION_START = new RegExp(String.raw`^\s*${SECTION_WORD_PREFIX}(?=\p{L})`, 'u');
/**
 * "3. VOYAGES À FORFAIT", "SECTION C - LOAD REVENUE": a heading that numbers or letters its section,
 * which ends the one before it whatever it is named. Reads folded text.
 */
function startsNumberedSection(folded: string): boolean {
  return SECTION_NUMBER.test(cleanLabel(folded)) || NAMED_SECTION_START.test(folded);
}
/** "3. ", "B) ", "IV. " before a section's name (folded: "IV" reads "lv"). */
const SECTION_NUMERAL = String.raw`(?:[lvx]{1,4}|[a-h]|\d{1,2})`;
const SECTION_NUMBER = new RegExp(String.raw`^\(?${SECTION_NUMERAL}[.)]\s+(?=[a-z]{3})`);
/** "Less section 1", "Plus section 2", "Total of part B": a numbered section's sum, by its number. */
/**
 * "5  Charges (section A)  2,020.23-", "6  Credits (section B)  12.75", "Section D credits  31.75" in a
 * recap: a section's sum
 * named after it, its items read in the section. Charges sum to the charges' total; credits, paid
 * back, were read as such.
 */
const NAMED_SECTION_SUM = foldPattern(
  new RegExp(
    String.raw`^\W{0,3}(?:\d{1,2}\s+)?(?:(charges|deductions|debits|retenues|cargos|deducciones|descuentos)|credits|creditos|adjustments)\s*\((?:see |voir |ver )?(?:section|sect\.?|part)\s+${SECTION_NUMERAL}\)\s*$|^\W{0,3}(?:section|sect\.?|part)\s+${SECTION_NUMERAL}\s+(?:(charges|deductions|debits|retenues|cargos|deducciones|descuentos)|credits|creditos)\s*$`,
  ),
);
const SECTION_SUM = foldPattern(
  new RegExp(
    String.raw`^\W{0,3}(?:(less|minus|moins|menos)|plus|add|mas)?\s?:?\s?(?:total (?:of )?)?(?:section|part|sect\.?)\s+${SECTION_NUMERAL}\s*$`,
  ),
);
/** "Total net pay", "Net pay": the net named on a line of its own. */
const NET_TOTAL_LINE = foldPattern(/^\s*(total )?net (pay|check|deposit|amount)\b/);
/**
 * "Deposits:  Checking xxxx2207  986.40" (the net split between accounts),
 * "Taxable wages: Federal 1,524.42 / FICA …", "Employer paid (not deducted): 401(k) match 51.41",
 * "Rates: zone base per move + FSC 24% of base; pre-pull 75.00", "Escrow: beginning 1,350.00  deposit
 * 150.00  ending 1,500.00": a line of memo figures.
 */
// "NOT IN THIS PAYOUT: 2026-03-14 load 990412 … 1,150.00 - awaiting POD": a load left for a later pay.
const ASIDE_LINE = foldPattern(
  /^\s*not (included )?(in|on|part of) this (payout|payment|settlement|statement|check|pay ?sheet|remittance|week)\b|^\s*(deposits|depots|depositos)\s*:|^\s*((extra|pay|accessorial|deduction|charge|column|status) )?(codes?|legend|key)\s*:|^\s*(direct )?deposits\s{2,}(savings|checking|chequing|acct|account|x{3,}|\*{3,})|^\s*(escrow|reserve|maintenance|savings)( account| fund| reserve)?\s*:.*\b(beginning|ending|opening|closing|after (this|the))\b|^\s*(taxable (wages|earnings|gross|income)|wages subject( to)?)\b(?!.*\b(tax|withholding)\b)|^\s*(taxable (wages|earnings|gross|income)|wages subject|employer[- ](paid|contributions?|match|share|portion)|company[- ]paid|not deducted|rates?|pay (basis|rates?)|rate schedule|basis of pay)\b[^:]{0,30}:|^\s*employer[- ](paid|contributions?)\b[^:]{0,30}\(not deducted[^:()]{0,30}\)\s?:/,
);
/** "LD mi 521 DH mi 18 Rate": a load's miles, then the word naming its flat rate. */
const MILES_THEN_RATE = foldPattern(/\b(mi|miles)\.? \d[\d,]{0,6} (flat |all-in )?rate$/);
const RATE_ALONE = foldPattern(/^(load |trip )?rate$/);
const FLAT_AFTER = /^\s*(flat|all-in)\b/i;
const MILES_AT_RATE = foldPattern(
  /^\d[\d,.]*\s?((paid|loaded|empty|practical|dispatched|ld|mt|dh) )?(mi|miles|km|kms)\.?(\s*[x@×*]|$)/,
);

/**
 * "IF-77201  03/02 HUGO OK  Loaded miles  612  1.620", "MT  Empty miles (Ogden UT - SLC)  18  0.900": a
 * pay item's miles and rate columns end the label, a remark in brackets between.
 */
const MILES_QTY_RATE = foldPattern(
  /\b(loaded|empty|deadhead|paid|practical|dispatched|route|trip) (miles|mi|kms?)( \([^()]{1,40}\))?\s+\d[\d,]*\s+\d{1,2}[.,]\d{2,4}$/,
);

/** A heading over the statement's figures printed again in short. */
const SUMMARY_HEADING = foldPattern(
  /^(summary|settlement summary|settlement recap|earnings summary|(week|weekly|period|statement|pay) (summary|recap)|recap|recapitulatif|recapitulation|sommaire|sommaire des revenus|resume|resumen|resumen de (la )?liquidacion)\b/,
);
/**
 * "Subtotal (fletes + maniobras)", "Subtotal fletes y maniobras", "Earnings before tax (mileage + FSC + other)", "Load pay - 4 loads
 * (mileage, FSC, accessorials)" (three kinds named, commas or not): a figure that adds
 * named kinds of pay, not one of them.
 */
const PAY_KIND = String.raw`(fsc|fuel|surcharge|mileage|line ?haul|share|fletes?|maniobras|other|accessorials?|detention|stops?|extras?)`;
const SUM_OF_PAY_KINDS_PATTERN = foldPattern(
  new RegExp(
    String.raw`^(sub-? ?total|sous-tota(?:l|ux))\b.*\p{L}{2,}\.?\s?(\+|&|\by\b|\band\b|\bet\b)\s?\p{L}{2,}|\([^()]*\b${PAY_KIND}\b[^()]*\+[^()]*\b${PAY_KIND}\b[^()]*\)`,
    'u',
  ),
);
/** "Your share + FSC + other": kinds of pay added up on the label, the pay before any charge. */
const PAY_KINDS_ADDED = foldPattern(
  new RegExp(String.raw`^(your |the )?${PAY_KIND}( pay)?( ?\+ ?(your |the )?${PAY_KIND}( pay)?)+$`),
);
const PAY_KIND_WORD = foldPattern(new RegExp(String.raw`\b${PAY_KIND}\b`, 'g'));
function sumsKindsOfPay(folded: string): boolean {
  return (
    SUM_OF_PAY_KINDS_PATTERN.test(folded) ||
    // Each bracket's kinds counted by a global match, in linear time.
    [...folded.matchAll(/\(([^()]{1,120})\)/g)].some((m) => (m[1]?.match(PAY_KIND_WORD)?.length ?? 0) >= 3)
  );
}

/** "3,383.12 CR + Reimb": an amount, then a plus, minus or equals sign before the next label. */
// "Total des revenus 2 449,83 $ - retenues 1 729,68 $ + remboursements …": a currency sign may follow.
const SUM_IN_WORDS = /\d(?:\s?(?:CR|DR))?(?: ?\$)?\s+([-+=])\s+\p{L}/giu;
/**
 * "Gross 2,775.00 - dispatch fees 194.25 - … - fuel advance" over "01/13 (EFS) 250.00 - TruckLogics
 * ELD/TMS 29.99 = NET ACH TO CARRIER 2,237.01": a sum in words, its only statement of the charges,
 * wrapped onto a second line. The words cut off at the first line's end name the second line's first
 * figure, and every term of the second line is an item, the result after "=" the net.
 */
function wrappedSumStart(lines: string[], index: number, locale: NumberLocale): string | null {
  // The line's own checks first: most lines hold no "=", and the line above is then never scanned.
  const text = lines[index] ?? '';
  if (!text.includes('=') || /^\s*[-+=]/.test(text) || findMoney(text, locale).length < 2) return null;
  const previous = previousFilledLine(lines, index);
  if (previous.includes('=') || [...previous.matchAll(SUM_IN_WORDS)].length < 2) return null;
  return /\s[-+]\s+(\p{L}[^\d=]{0,40})$/u.exec(previous.trimEnd())?.[1] ?? null;
}
/** "less", "plus": the words of a sum written out. */
const SUM_WORD = String.raw`(less|plus|minus|moins|menos)\s+\p{L}`;
/** "5,525.00  less dispatch 7%": a step of a sum written in words. */
const WORD_SUM_STEP = new RegExp(String.raw`\d\s+${SUM_WORD}`, 'iu');
/** "  less fuel advance 400.00 …": a line that goes on with such a sum. */
const WORD_SUM_LINE_START = new RegExp(String.raw`^\s*${SUM_WORD}`, 'iu');
/** "= 4,565.12" ending a line: the sum's result. */
const SUM_RESULT_AT_END = /=\s*\$?\s*\(?\d[\d,.' ]{0,14}\)?\s*$/;

/**
 * "(Reserve held 10%: 832.50 - released when debtor pays)": a factor's reserve held back, written
 * as a remark in brackets on a line of its own. It is money held all the same.
 */
function unbracketedHold(text: string): string {
  const m = BRACKETED_HOLD.exec(text);
  return m ? `${text.slice(0, m.index)} ${m[1]} ` : text;
}
const BRACKETED_HOLD =
  /^\s*\(((?:\d{1,2}(?:[.,]\d{1,2})?\s?%\s)?(?:reserve|escrow|holdback|reserva|retenue)\b[^()]{0,120})\)\s*$/i;

/**
 * "Subtotal (fletes $ 57.650,00 + otros $ 2.700,00)  $ 60.350,00": a subtotal whose bracket names its
 * two parts with their figures. When they add up to it, the line is read as the two parts, each
 * named, in their places: the freight in it is the linehaul the subtotal alone would hide.
 */
function subtotalOfNamedParts(text: string, locale: NumberLocale): string {
  const open = text.indexOf('(');
  const close = text.indexOf(')', open);
  if (open < 0 || close < 0 || !SUBTOTAL_WORD.test(foldText(text.slice(0, open)).trim())) return text;
  const inside = text.slice(open + 1, close);
  const parts = findMoney(inside, locale);
  const after = findMoney(text.slice(close), locale);
  const [first, second] = parts;
  if (parts.length !== 2 || after.length !== 1 || !first || !second) return text;
  if (Math.abs(first.cents) + Math.abs(second.cents) !== Math.abs(after[0]?.cents ?? 0)) return text;
  const firstName = inside
    .slice(0, first.start)
    .replace(/\$\s*$/, '')
    .trim();
  const between = inside.slice(first.end, second.start);
  const secondName = between
    .replace(/^\s*\+\s*/, '')
    .replace(/\$\s*$/, '')
    .trim();
  if (
    !/^\+/.test(between.trim()) ||
    !/^\p{L}[\p{L} ]*$/u.test(firstName) ||
    !/^\p{L}[\p{L} ]*$/u.test(secondName)
  )
    return text;
  const figure = (m: MoneyToken) => inside.slice(m.start, m.end);
  return `${' '.repeat(open)}${firstName}  ${figure(first)}   ${secondName}  ${figure(second)}`;
}

/**
 * "TOTALS (gross load revenue 8,025.00)  7,905.00  120.00  109.00  500.00": a table's totals row
 * whose name holds, in brackets, a figure named by its own words. The row's sums were read with the
 * table; the line is read as that named figure alone.
 */
function namedFigureInTotals(text: string, locale: NumberLocale): string {
  const m = TOTALS_WITH_NAMED_FIGURE.exec(text);
  if (!m) return text;
  const inside = m[1] ?? '';
  const figures = findMoney(inside, locale);
  const figure = figures[0];
  if (figures.length !== 1 || !figure || findMoney(text.slice(m[0].length), locale).length < 2) return text;
  const words = inside.slice(0, figure.start).replace(/[\s$:=]+$/, '');
  if (!/^\p{L}[\p{L} -]{2,40}$/u.test(words) || inside.slice(figure.end).trim() !== '') return text;
  return `${' '.repeat(text.indexOf('('))} ${words}  ${inside.slice(figure.start, figure.end)}`;
}
const TOTALS_WITH_NAMED_FIGURE = /^\s*(?:totals?|totaux|totales)\s*\(([^()]{4,60})\)/i;

/**
 * "GROSS 4,935.10 - CHARGES 2,325.96 + REIMB 30.85 = NET PAY 2,639.99": a sum in words whose
 * result is labelled. Its terms are printed above (the line is no items of its own), but the
 * labelled result may be printed only here: the line is read as that result alone.
 */
function labelledResultOfSum(text: string, locale: NumberLocale): string {
  const netFirst = netBeforeItsSum(text, locale);
  if (netFirst !== null) return netFirst;
  const operators = [...text.matchAll(SUM_IN_WORDS)];
  const last = operators[operators.length - 1];
  if (operators.length < 2 || !last || findMoney(text, locale).length < 3) return text;
  // "GROSS 1,573.04  - DEDUCTIONS 473.49  + REIMB 24.00      NET PAY  1,123.55": the net named
  // after the terms, without an equals sign.
  const netAfter = last[1] === '=' ? null : NET_AFTER_TERMS.exec(text.slice(last.index ?? 0));
  if (last[1] !== '=' && !netAfter) return text;
  const resultAt = netAfter
    ? (last.index ?? 0) + netAfter.index + netAfter[0].length - (netAfter[1]?.length ?? 0)
    : (last.index ?? 0) + last[0].length - 1;
  // "… - advance 400.00  + lumper 140.00  = NET ACH SENT 5,433.45": the terms are told elsewhere, but
  // money paid back may be named nowhere else; it is kept, in its place on the line.
  let kept = ' '.repeat(resultAt);
  for (const term of text.slice(0, resultAt).matchAll(PAID_BACK_TERM))
    if (REIMBURSEMENTS.test(foldText(term[1] ?? '')))
      kept = `${kept.slice(0, term.index)}${term[0]}${kept.slice((term.index ?? 0) + term[0].length)}`;
  return kept + text.slice(resultAt);
}
/** "+ lumper 140.00": a term added in a sum in words, its words then its figure. */
const PAID_BACK_TERM = /(?<=\+\s{1,3})(\p{L}[^\d+=]{0,30}?)\s+\$?\d[\d,.' ]*[.,]\d{2}(?!\d)/gu;
/**
 * "NET SETTLEMENT   4,533.50 revenue - 2,869.30 charges + 99.25 reimbursements   $1,763.45": the
 * net named first, its sum worked out after it, then the net. The line is read as the label and
 * its last figure, only when the terms give that figure exactly.
 */
function netBeforeItsSum(text: string, locale: NumberLocale): string | null {
  const money = findMoney(text, locale);
  const first = money[0];
  const last = money[money.length - 1];
  if (money.length < 3 || !first || !last) return null;
  const label = text.slice(0, first.start);
  if (
    !NET.test(
      foldText(label)
        .replace(/[\s:.$]+$/, '')
        .trim(),
    )
  )
    return null;
  let sum = Math.abs(first.cents);
  for (let k = 1; k < money.length - 1; k += 1) {
    const term = money[k];
    const before = money[k - 1];
    if (!term || !before) return null;
    const between = text.slice(before.end, term.start);
    const sign = /\s([-+])\s*\$?\s*$/.exec(between)?.[1] ?? (term.cents < 0 ? '-' : null);
    if (!sign || !/\p{L}/u.test(between)) return null;
    sum += sign === '-' ? -Math.abs(term.cents) : Math.abs(term.cents);
  }
  if (sum !== Math.abs(last.cents)) return null;
  return label + ' '.repeat(last.start - first.start) + text.slice(last.start);
}
const NET_AFTER_TERMS =
  /\d\s{2,}((?:net (?:pay|check(?: amount)?|deposit|amount|payment)|neto a pagar|montant net)\b[^\d\n]{0,12}\$?[\d,.* ]+)$/i;
const BALANCE_SUM = foldPattern(
  /\b(prior|previous|opening|beginning|anterieur|anterior|precedent)\b[^=]{0,60}[+-][^=]{0,60}=\s*\$?\s*[\d(]|\b(solde|saldo)\b[^=]{0,60}[+-][^=]{0,60}=\s*(nouveau |nuevo )?(solde|saldo)\b|^\s*(prior|previous|opening|beginning|starting|old)? ?(balance|bal\.?|solde|saldo)\b.*[+-].*=\s*\$?\s*[\d(]/,
);
const ACCOUNT_ROLL = foldPattern(
  /\b(opening|beginning|starting|prior|previous)( balance| bal\.?)?\b.{0,80}\b(closing|ending)( balance| bal\.?)?\b/,
);
/** A heading that is only "Year to date" (or "Cumul annuel", "Acumulado"): the year's figures follow. */
const YTD_SECTION = foldPattern(
  /^(ytd|y-t-d|year[- ]to[- ]date|cumul|cumul annuel|cumulatif|acumulado|acumulado anual)( totals?| summary)?$/,
);
/**
 * A box's heading of this period's block, then the year's block beside it, walled apart:
 * "+-- THIS SETTLEMENT --+-- YEAR TO DATE --+" (not a table's "Current  YTD" columns).
 */
const THIS_PERIOD_THEN_YEAR = foldPattern(
  /\b(this (settlement|statement|period|pay period)|cette periode|este periodo)\b[^|+]{0,40}[|+][^|+]{0,40}\b(ytd|year[- ]to[- ]date|cumul\w*|acumulado)\b/,
);
const YTD = foldPattern(
  /\b(ytd|y-t-d|year[- ]to[- ]date|cumul|cumulatif|cumule|acumulado|acumulada|month[- ]to[- ]date|mtd)\b|\bacum\b/,
);
/** Words that sit between a label and its amount without naming a new item. */
const UNIT_WORDS = new Set([
  'mi',
  'mls',
  'hr',
  'hrs',
  'hours',
  'gal',
  'gals',
  'x',
  'at',
  'per',
  'ea',
  'lbs',
  'kg',
  'km',
  'pcs',
  'qty',
  'mlles',
  'mlllas',
  'days',
  'dlas',
  'jours',
  'usd',
  'cad',
  'mxn',
  'us',
  'ca',
  'mn',
]);

/** Strips trailing characters of a set by hand: a `[…]+$` pattern is quadratic on long runs. */
function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1] ?? '')) end -= 1;
  return text.slice(0, end);
}

const cleanLabel = memoized(cleanLabelUncached);

function cleanLabelUncached(text: string): string {
  let label = text
    .replace(/^\s*(less|minus|moins|menos)\b\s*:?\s*/i, '')
    // "(-) Total descuentos", "(+) Lumper paid by driver": the sign says what the words say.
    .replace(/^\s*\([-+]\)\s*/, '')
    // Bullets, bars and the specks OCR leaves at a line's start (". 401(k) 5%", "© Medicare").
    // "=== RECAP ===": a banner's rule (a lone "=" may be OCR's reading of a bar).
    .replace(/^\s*={2,}/, '')
    .replace(/^[\s\-•*:|.,'‘’"“”°©+$]+/, '')
    // "Garanti€": a euro sign inside a word is OCR's "e".
    .replace(/(?<=\p{L})€/gu, 'e')
    // A quote OCR set before a word or a bracket ("Transport ‘(milles x taux)"), and a lone digit
    // after the closing bracket ("… taux) 5"): specks, not words.
    .replace(/(?<=\s)[‘’"`´]+(?=[(\p{L}])/gu, '')
    .replace(/(?<=\))\s+\d$/, '')
    // "MILE  Mileage - highway": a pay code of four letters or more that is the start of the word
    // after it says it again (a shorter one, "EMP  Empty miles", is left as it stood).
    .replace(/^([A-Z]{4,5})\s+(?=(\p{L}+))/u, (code: string, letters: string, word: string) =>
      word.length > letters.length && word.toUpperCase().startsWith(letters) ? '' : code,
    )
    // "NON- TAXABLE", "PRE- TAX": OCR's space after a prefix's hyphen.
    .replace(/\b(non|pre|post|after|sub)- (?=\p{L})/giu, '$1-')
    // "Total des -revenus": a hyphen OCR set against a word's start, inside the label, is a speck.
    .replace(/(?<=\p{L}\s)-(?=\p{L}{3})/gu, '')
    .replace(/\s+/g, ' ');
  // Trailing marks, a footnote's asterisk ("401(k)*"), a speck OCR read as "©" and the "@", "x" or
  // "=" before a rate: "Mileage Pay 2,084 mi @".
  for (let i = 0; i < 4; i += 1) {
    const next = trimEndOf(label, ' .:$@=|+*©®')
      .replace(/ [@x×=]$/i, '')
      .replace(/ (usd|cad|mxn|us\$|c\$|mn|m\.n\.)$/i, '')
      // "LESS CHARGES (DR)": the column's mark says nothing the words do not.
      .replace(/ \((dr|cr|debit|credit)\)$/i, '');
    if (next === label) break;
    label = next;
  }
  return label.trim();
}

/**
 * True when the text between two amounts names a new item (a word that is not a unit). A ledger's
 * reference code ("x $0.08 - ESC-M  160.60") names none: the amount after it is the line's.
 */
function namesItem(text: string): boolean {
  // "401(k) 4%", "403(b)": a retirement plan's name is figures and one letter.
  if (/(?<![\d.,])(40[13]|457)\s?\(?[bk]\)?(?![\p{L}\d])/iu.test(text)) return true;
  const words = (/[A-Z]-[A-Z0-9]/.test(text) ? text.replace(REFERENCE_CODE, ' ') : text)
    .split(/\s+/)
    .filter((token) => !LEADER_READ_AS_LETTERS.test(token))
    .join(' ');
  for (const m of foldText(words).matchAll(/\p{L}{2,}/gu)) if (!UNIT_WORDS.has(m[0])) return true;
  return false;
}
const REFERENCE_CODE = /\b[A-Z]{1,5}-[A-Z0-9]{1,6}\b/g;
/**
 * Dot leaders OCR read as letters ("$1.58 ...evenuvreserveeeesaioeanneeains.. 1,030.16"): a token
 * with a run of one letter three times, letters between dots, or a "word" longer than any label's.
 * They name nothing. Tested token by token, so the test stays linear.
 */
const LEADER_READ_AS_LETTERS = /(\p{Ll})\1\1|\p{L}\.\.|\.\.\p{L}|\.\p{Ll}\.|\p{L}{18}/u;

interface Group {
  label: string;
  /** Where the label starts in the line (a side-by-side deductions column is to the right). */
  start: number;
  amounts: MoneyToken[];
}

/**
 * "685.00 DR", "994.59 CR": the mark after an amount that says it is a debit or a credit; also in
 * a column of its own at the line's end ("125.00   DR" under "AMOUNT   DR/CR").
 */
const LEDGER_MARK = /^[\s"'.,]{0,3}(cr|dr)\b\.?|^\s{2,6}(CR|DR)\.?\s*$/i;

/** "  DR  TRUCK INSURANCE - WK 19   78.50": a ledger whose first column is the mark, in capitals. */
const LEADING_LEDGER_MARK = /^\s*(CR|DR)\.?\s+(?=\S)/;

/** A debit is money held back from the trucker (a charge); a credit is money paid to them. */
function ledgerMark(text: string, token: MoneyToken): 'debit' | 'credit' | null {
  const mark = (
    LEDGER_MARK.exec(text.slice(token.end, token.end + 10))?.find((group, k) => k > 0 && group) ??
    LEADING_LEDGER_MARK.exec(text)?.[1]
  )?.toLowerCase();
  return mark === 'dr' ? 'debit' : mark === 'cr' ? 'credit' : null;
}

const BASE_OF_RATE =
  /(\d{1,3}(?:[.,]\d{1,3})?)\s?%\s+(of|on|sur|de|del|sobre|s\/|x|×|\*)(\s+\p{L}+){0,3}\s*\$?$/iu;

/**
 * "2.5% of invoiced 4,740.00  (118.50)", "ISR 1.25% s/ $ 43.700,00  $ 546,25" ("s/" is "sobre"): the
 * figure is what the rate is taken of when the next one is that share of it (to a cent a dollar, for rounding).
 */
function baseOfNextFigure(before: string, token: MoneyToken, next: MoneyToken | undefined): boolean {
  const rate = BASE_OF_RATE.exec(before)?.[1];
  if (rate === undefined || next === undefined) return false;
  const share = (Math.abs(token.cents) * Number(rate.replace(',', '.'))) / 100;
  return Math.abs(share - Math.abs(next.cents)) <= Math.max(2, share / 100);
}

function barsIn(text: string): number {
  let bars = 0;
  for (const c of text) if (c === '|') bars += 1;
  return bars;
}

/**
 * The bars between blocks before a place on a line: a bar that opens the line is the wall of a
 * box when more bars follow it (or on a heading), and no divider; "| Group benefits 52.40", alone
 * on its line, stands in the right block.
 */
function dividersBefore(text: string, at: number, heading = false): number {
  const bars = barsIn(text.slice(0, at));
  const walled = /^\s*\|/.test(text) && (heading || barsIn(text) >= 2);
  return walled ? bars - 1 : bars;
}

/** Splits a line's amounts into labelled groups: each group is a label and the amounts after it. */
/**
 * "Prior balance 3,912.40 | withheld 517.50 | released 386.25 | new balance 4,043.65" (from its
 * opening balance on) or "Reserve account: held this schedule 672.40 / released 412.60 / balance
 * 3,188.42" (down to its balance): an account's movements on one line, not items of this statement.
 */
function accountMovements(groups: Group[]): boolean {
  if (groups.length < 2) return false;
  const first = foldText(groups[0]?.label ?? '');
  return (
    OPENING_BALANCE.test(first) ||
    (ACCOUNT_LINE.test(first) &&
      (/\bbalance\b/.test(foldText(groups[groups.length - 1]?.label ?? '')) ||
        // "Reserve account: held 6,918.40 before this schedule; released …; added …": from what it
        // held before this statement.
        groups.some((g) => HELD_BEFORE.test(foldText(g.label)))))
  );
}

function groupsOf(text: string, money: MoneyToken[], rateEnds: number[] = []): Group[] {
  const groups: Group[] = [];
  let previousEnd = 0;
  for (const [k, token] of money.entries()) {
    // "Factoring fee 2.5% of invoiced 4,740.00  (118.50)": the figure a rate is taken of, with the
    // charge after it on the line, is part of the charge's label.
    // Not when the next figure is no such share of it: "Driver commission 27% of freight  2,656.80
    // 9,712.44" beside a year-to-date column gives the commission, then the year's.
    if (k < money.length - 1 && baseOfNextFigure(text.slice(previousEnd, token.start), token, money[k + 1]))
      continue;
    // "Revenue 3,150.00 x 72% Dallas TX-Memphis TN  2,268.00": the revenue a share is taken of, with
    // the share after it on the line, is part of the share's label.
    if (k < money.length - 1 && SHARE_RATE_AFTER.test(text.slice(token.end))) continue;
    // "Trailer rental (110.00 + HST)  124.30": a figure inside a remark in brackets, with words, is
    // part of the label; the amount after it is the item's.
    if (k < money.length - 1 && inWordedRemark(text, token, previousEnd)) continue;
    // "Net pay (3,193.86 - 804.56)  2,389.30": a sum worked out in brackets before the amount.
    if (k < money.length - 1 && inWorkedSum(text, token, previousEnd)) continue;
    // "PAY BASIS  1.920/MI  FSC .520/MI  STOP 60.00": after a rate, the words up to the next
    // amount name it ("STOP"); the words before the rate named the rate.
    const rateEnd = rateEnds.filter((end) => end > previousEnd && end <= token.start).pop();
    if (rateEnd !== undefined && namesItem(text.slice(rateEnd, token.start))) previousEnd = rateEnd;
    // "3,383.12 CR + Reimb 41.30": the credit mark closes the amount before; it names nothing.
    let between = text.slice(previousEnd, token.start);
    if (previousEnd > 0) between = between.replace(LEDGER_MARK, '');
    // "Sese---------- | Occ Accident Ins 38.50": the words after a bar are the right block's
    // item; what stands before it belongs to the left block, which has no amount on this line.
    const bar = between.lastIndexOf('|');
    if (bar >= 0 && /\p{L}{2}/u.test(between.slice(bar + 1)) && /\p{L}/u.test(between.slice(0, bar))) {
      previousEnd += bar + 1;
      between = between.slice(bar + 1);
    }
    const current = groups[groups.length - 1];
    if (!current || namesItem(between))
      groups.push({
        label: cleanLabel(between),
        // "…  |  Lease pmt": the label starts after the bar or bullet that separates two blocks.
        start: previousEnd + (between.length - between.replace(/^[\s|•*:$]+/, '').length),
        amounts: [token],
      });
    else current.amounts.push(token);
    previousEnd = token.end;
  }
  return groups;
}

/**
 * "Purchase price (face less fee and reserve)": the words of a label without a remark in brackets,
 * which may name a reserve or a fee without making the line one. A label that is all remark keeps it.
 */
function withoutRemarks(folded: string): string {
  const unbracketed = folded.replace(/\([^()]*\)/g, ' ');
  return /\p{L}{3}/u.test(unbracketed) ? unbracketed : folded;
}

/**
 * "2026-04-06 GTL-55012 Loaded miles 612 @ 1.780", "TRP 88451 Deadhead 88 mi", "ABC-60418 LH WRAY CO-…": a ledger line's date
 * and reference come before its words; the words alone say what the line is. Not "FSC 541 mi x .56":
 * a kind of pay and its miles.
 */
const LEADING_REFERENCE =
  /^(\d{4}-\d\d-\d\d |\d{1,2}[/-]\d{1,2}([/-]\d{2,4})? )?([a-z]{1,6}-\d{3,}[\w-]* |[a-z]{2,6}\d{3,} |(?!(fsc|lh)\b)[a-z]{2,5} \d{3,} (?!(mi|miles|km|kms)\b))(?=[a-z]{2})/;

/** "lhp bbt-115402 ", "trp ": a ledger's code of two to four letters before a line's reference. */
const LEDGER_CODE = /^[a-z]{2,4} (?=[a-z]{1,6}-\d{3,}|[a-z]{2,6}\d{3,} |[a-z]{2,5} \d{3,} |\d{5,} )/;

const FACTOR_ADVANCE = foldPattern(
  /^(total )?(advance|advanced|funding)( amount)? (on|against|for) (the |this )?((purchased|approved|factored|funded) )?(invoices?|schedule|receivables|accounts)\b/,
);

const AFTER_CHARGES_REMARK = foldPattern(
  /\((after|less|net of|minus|apres|despues de|face less)\b[^()]{0,40}\b(fees?|charges|reserves?|discounts?|deductions)\b[^()]*\)|^(payout|balance|amount|total|subtotal) (after|net of|less) (the |our )?((service|dispatch|factoring|quick ?pay) )?(fees?|charges|commission)\b/,
);

const SPECK_BETWEEN_WORDS = /(?<=\p{L}{2})[.,:;] ?(?=\p{L}{2})/gu;

/** "(loaded revenue + accessorials, not lumpers)", "(excl. tolls)": a remark that names what is left out. */
const EXCLUDING_REMARK = /\([^()]*\b(not|excl|excluding|except|sans|sin|no)\b[^()]*\)/g;

/** "Earnings", "Total earnings", "Net pay": a name that a total goes by on its own. */
const TOTAL_NAME = foldPattern(
  /^(total )?(earnings|gross( pay| earnings)?|net( pay| settlement)?|total|total pay|total deductions|deductions)$/,
);
const SUBTOTAL_OF_CHARGES = foldPattern(/^sub-?\s?(?=total (deductions?|charges|fees)$)/);

type KindFound = Readonly<{ kind: ItemKind; priority: number; alsoKind?: ItemKind }>;

/**
 * What a label names. Labels repeat down a statement ("Fuel", "Linehaul" once a load) and each
 * reading tries some forty patterns, so readings are kept, by the label and whether only charges
 * may stand there.
 */
const kindOfKey = memoized((key: string): KindFound => kindOfUncached(key.slice(1), key[0] === 'r'));
const kindOf = (folded: string, restricted: boolean): KindFound =>
  kindOfKey(`${restricted ? 'r' : '-'}${folded}`);

function kindOfUncached(folded: string, restricted: boolean): KindFound {
  folded = folded.replace(LEADING_REFERENCE, '');
  // "DEDUCTIONS (DR less CR)": a remark in brackets after the name says how it was summed.
  // "Subtotal deductions 1,446.39" above the advance and the escrow: the charges' total.
  // Not "Subtotal statutory" on a pay stub: one block's sum among several.
  const unprefixed = folded.replace(SUBTOTAL_OF_CHARGES, '');
  if (TOTAL_DEDUCTIONS.test(unprefixed) || TOTAL_DEDUCTIONS.test(withoutRemarks(unprefixed).trim()))
    return { kind: 'totalDeductions', priority: 0 };
  // "Less section 1  2,339.09-", "Plus section 2  106.00": the sum of a numbered section above,
  // told again in the sum at the foot; what is taken out is the charges' total.
  const sectionSum = SECTION_SUM.exec(folded);
  if (sectionSum) return { kind: sectionSum[1] || restricted ? 'totalDeductions' : 'unknown', priority: 0 };
  const namedSectionSum = NAMED_SECTION_SUM.exec(folded);
  if (namedSectionSum)
    return { kind: namedSectionSum[1] || namedSectionSum[2] ? 'totalDeductions' : 'unknown', priority: 0 };
  if (ESCROW.test(withoutRemarks(folded)) && !/\bnet\b/.test(folded)) return { kind: 'escrow', priority: 0 };
  if (NET.test(folded)) return { kind: 'net', priority: 0 };
  // "Dispatch service fee 7% of gross": a charge worked out from the gross is not the gross.
  if (OF_GROSS.test(folded) && DEDUCTION_WORDS.test(folded)) return { kind: 'deduction', priority: 0 };
  // "Comisión empresa 12% s/fletes": the company's commission on the freight, not the operator's.
  if (COMPANY_COMMISSION.test(folded)) return { kind: 'deduction', priority: 0 };
  // "Advance on invoices purchased 7,682.36": what a factor advances on the invoices, before its
  // charges, is neither the invoices' face (the gross) nor an advance to repay.
  if (FACTOR_ADVANCE.test(folded)) return { kind: 'unknown', priority: 0 };
  // "Purchase amount (after fees and reserve)", "Purchase price (face less fee and reserve)": what is
  // left of the invoices after the factor's charges, a subtotal of the payment, not the gross.
  if (AFTER_CHARGES_REMARK.test(folded)) return { kind: 'unknown', priority: 0 };
  if (PAY_KINDS_ADDED.test(folded)) return { kind: 'gross', priority: 2 };
  const gross = GROSS.find(([pattern]) => pattern.test(folded));
  if (gross) {
    const alsoKind = LINEHAUL.test(folded)
      ? 'linehaul'
      : FUEL_SURCHARGE.test(folded)
        ? 'fuelSurcharge'
        : undefined;
    // "Percepciones + reembolsos 45,928.00" under "TOTAL PERCEPCIONES 42,282.00": the pay and
    // the money paid back together. The gross when nothing else is printed; a total of the pay alone
    // is the better name.
    const priority = WITH_PAID_BACK.test(folded) ? Math.max(gross[1], 2.5) : gross[1];
    return { kind: 'gross', priority, ...(alsoKind ? { alsoKind } : {}) };
  }
  // "Less dispatch fee (8% of load total)": a remark in brackets does not make a charge a load's total.
  if (TRIP_TOTAL.test(withoutRemarks(folded))) return { kind: 'tripTotal', priority: 0 };
  // "Gross advance on this schedule": what a factor advances on the invoices, before its charges, is
  // a subtotal of the payment, not an advance to repay.
  if (/^gross (advance|advanced|funding)\b/.test(folded)) return { kind: 'unknown', priority: 0 };
  // "Next week fuel advance limit: $400": how much may be advanced is no money moved.
  if (ADVANCES.test(folded) && ADVANCE_LIMIT.test(folded)) return { kind: 'unknown', priority: 0 };
  // "Less fuel advance fee (15.00)": the fee for an advance is a charge, not the advance.
  // "Comchek express fee (3% of advance)": the remark in brackets does not make the fee an advance.
  if (
    ADVANCES.test(folded) &&
    // "Comchek advance fee ©": a speck OCR left after the word does not hide it.
    !/\b(fee|fees|frais|cargo por)( \d{1,2}([.,]\d{1,2})?\s?%)?$/.test(
      withoutRemarks(folded)
        .replace(/[^\p{L}\d%)]+$/u, '')
        .trim(),
    ) &&
    // "Comchek express fee on that advance": the fee charged for an advance.
    !/\b(fee|fees|frais)\b (on|for|de|sur) (that |the |this |each |l.)?(advance|adv|avance)\b/.test(folded)
  )
    return { kind: 'advances', priority: 0 };
  if (restricted) return { kind: 'deduction', priority: 0 };
  if (FUEL_SURCHARGE.test(folded) && !sumsKindsOfPay(folded)) return { kind: 'fuelSurcharge', priority: 0 };
  // "Dispatch service 6% (… not lumpers)": a remark that leaves a lumper out does not make a fee one.
  if (REIMBURSEMENTS.test(folded.replace(EXCLUDING_REMARK, ' ')))
    return { kind: 'reimbursements', priority: 0 };
  // "IVA 16% s/ fletes y maniobras": a sales tax charged on the freight is not the freight.
  // "Subtotal (fletes + maniobras)": a sum of the freight and other pay is not the freight alone.
  if (LINEHAUL.test(folded) && !SALES_TAX_ADDED.test(folded) && !sumsKindsOfPay(folded))
    return { kind: 'linehaul', priority: 0 };
  // "Deadhead.miles", "Deadhead: miles": a speck OCR set between two words does not part them.
  const despecked = folded.replace(SPECK_BETWEEN_WORDS, ' ');
  if (despecked !== folded) return kindOf(despecked, restricted);
  // "LHP BBT-115402 Loaded 412 mi": a ledger's type code before the line's reference; tried only
  // when the line says nothing otherwise, so a word such as "fuel" before a reference stays.
  const uncoded = folded.replace(LEDGER_CODE, '');
  if (uncoded !== folded) return kindOf(uncoded, restricted);
  return { kind: 'unknown', priority: 0 };
}

/**
 * "Line haul 2,100.00 … Invoice total 2,585.00", then "[LE GEL conacocoacnaanno 1,450.00  Fuel
 * surcharge 290.00  Invoice total 1,740.00": a load's one amount under a label OCR garbled, which
 * with the load's other pay makes the load's printed total, is its linehaul when the other loads
 * print one and this load none.
 */
function linehaulUnderGarbledLabels(items: AmountItem[]): void {
  const blocks: AmountItem[][] = [];
  let blockStart = 0;
  for (const [at, item] of items.entries()) {
    if (item.kind !== 'gross' && item.kind !== 'tripTotal') continue;
    blocks.push(items.slice(blockStart, at + 1));
    blockStart = at + 1;
  }
  if (!blocks.some((b) => b.some((i) => i.kind === 'linehaul'))) return;
  for (const block of blocks) {
    const total = block[block.length - 1];
    const lines = block.slice(0, -1);
    const unknown = lines.filter((i) => i.kind === 'unknown' && i.cents > 0 && !namesCharge(i.label));
    const garbled = unknown[0];
    if (!total || !garbled || unknown.length !== 1 || lines.some((i) => i.kind === 'linehaul')) continue;
    // "Detention 2 hrs": pay that says what it is stays what it is.
    if (EARNINGS_WORDS.test(foldText(garbled.label))) continue;
    const paidOnly = lines.every(
      (i) => i === garbled || i.kind === 'fuelSurcharge' || i.kind === 'reimbursements',
    );
    if (paidOnly && totalOf(lines) === total.cents) garbled.kind = 'linehaul';
  }
}

/** "trip pay", "load pay": what one load paid, its linehaul or the sum of its items. */
const LOAD_PAY = foldPattern(/^(trip|load) pay\b/);

/**
 * "loaded 236 mi x 1.780  420.08", "empty 22 mi x 0.950  20.90", "fuel adj …  122.72", then "trip
 * pay  563.70": a load's pay that sums the items of several kinds listed for it above (its miles'
 * pay and more) is the load's total, not more linehaul; and a "Trip pay" in the recap that sums
 * those totals is the gross. "Pay 1,092.30", "Pay 1,932.80", then "Load Pay 3,025.10" sums loads
 * of one kind each: the linehaul, left as it is.
 */
function loadPayThatSumsItsItems(items: AmountItem[]): void {
  // The run of pay items since the last load total, kept as its sum and kinds: copying the run at
  // each item would take quadratic time over a long list of pay lines.
  let runCents = 0;
  let runKinds = new Set<ItemKind>();
  let totalsCents = 0;
  let totalsCount = 0;
  for (const item of items) {
    const loadPay = item.kind === 'linehaul' && LOAD_PAY.test(foldText(item.label));
    if (loadPay && runKinds.has('linehaul') && runKinds.size >= 2 && item.cents === runCents) {
      item.kind = 'tripTotal';
      totalsCents += item.cents;
      totalsCount += 1;
      runCents = 0;
      runKinds = new Set();
      continue;
    }
    if (loadPay && totalsCount >= 2 && item.cents === totalsCents) {
      item.kind = 'gross';
      item.priority = 2;
      continue;
    }
    const pay =
      item.cents > 0 && ['linehaul', 'fuelSurcharge', 'reimbursements', 'unknown'].includes(item.kind);
    runCents = pay ? runCents + item.cents : 0;
    if (pay) runKinds.add(item.kind);
    else runKinds = new Set();
  }
}

/** Whether a label's words name a charge (fee, insurance, fuel, lease…) and not pay. */
export function namesCharge(label: string): boolean {
  const folded = foldText(cleanLabel(label));
  return DEDUCTION_WORDS.test(withoutRemarks(folded)) && !EARNINGS_WORDS.test(folded);
}

/**
 * How surely a few words name one item of a statement: 2 when they say what it is (gross, net,
 * linehaul, escrow, an advance…), 1 when they only sound like a charge or like pay, 0 otherwise.
 * Used to split a row of labels OCR printed with single spaces ("Linehaul Fuel Surcharge Gross
 * Revenue") into as many labels as the amounts under it.
 */
export function itemLabelStrength(label: string): 0 | 1 | 2 {
  const folded = foldText(cleanLabel(label));
  if (!/\p{L}{2}/u.test(folded)) return 0;
  if (kindOf(folded, false).kind !== 'unknown') return 2;
  return DEDUCTION_WORDS.test(folded) || EARNINGS_WORDS.test(folded) ? 1 : 0;
}

/**
 * Every labelled amount of the document outside its load tables, with what it is: gross, net,
 * a line item, a deduction. Deductions are what sits in a deductions block, what is bracketed or
 * minus-signed, what names a charge (fee, insurance, fuel, tax) and, in remittances, any other
 * amount printed between the gross and the net.
 */
/** Where a document prints its year-to-date column, beside the current one. */
export type YearToDateOrder = 'none' | 'after' | 'before';

const CURRENT_COLUMN = foldPattern(
  /\b(current|this (period|pay|week|check)|period|periode|periodo|actual|courant|semaine|semana|quincena)\b/,
);

/**
 * Whether a year-to-date column sits after the current one ("Current  YTD"), before it ("YTD
 * Current", "Cumul annuel  Période") or nowhere. A header naming both decides. Without one, the
 * figures show it even when OCR lost the header: line after line ends in two amounts with nothing
 * between them, one never smaller and mostly several times the other (a year's sum against a
 * week's). A rate before an amount ("@ 0.58  1,208.72") has words between or does not line up so.
 */
const BALANCE_AFTER_CURRENT = foldPattern(
  /\b(current|this (period|pay|week|check)|amount|courant|actual|cette (semaine|periode|paie)|esta (semana|quincena)|este periodo)\s+([^a-z0-9\s]{1,2}\s+)?(balance|remaining|solde|saldo)( (owed|due|after|remaining))?\s*([^a-z0-9\s]{1,2}\s*)?$/,
);

export function yearToDateOrder(
  lines: string[],
  consumed: Set<number>,
  locale: NumberLocale,
): YearToDateOrder {
  let headerSaysYearToDate = false;
  for (const [index, text] of lines.entries()) {
    if (consumed.has(index)) continue;
    const folded = foldText(text);
    // "Original  This week  Balance", "Amount  Balance owed": a balance column after the current one is
    // read like a year's (specks OCR left aside: "This Period _ Balance After .").
    if (BALANCE_AFTER_CURRENT.test(folded) && findMoney(text, locale).length === 0) return 'after';
    const ytdAt = folded.search(YTD);
    if (ytdAt < 0 || findMoney(text, locale).length > 0) continue;
    // "Cumul annuel" alone above a few totals is a section of the year's figures, not a column.
    if (YTD_SECTION.test(cleanLabel(folded))) continue;
    headerSaysYearToDate = true;
    const currentAt = folded.search(CURRENT_COLUMN);
    if (currentAt >= 0) return currentAt < ytdAt ? 'after' : 'before';
  }
  const fromFigures = orderFromFigures(lines, consumed, locale);
  if (fromFigures !== 'none') return fromFigures;
  return headerSaysYearToDate ? 'after' : 'none';
}

/** What the charges read on the lines right above `line` add up to (NaN when the line above holds none, so no total equals it). */
function chargesRightAbove(items: AmountItem[], line: number): number {
  let sum = 0;
  let expected = line - 1;
  for (let k = items.length - 1; k >= 0; k -= 1) {
    const item = items[k];
    if (!item || item.line !== expected || !HELD_KINDS.includes(item.kind)) break;
    sum += Math.abs(item.cents);
    expected -= 1;
  }
  return sum === 0 ? Number.NaN : sum;
}

/** The nearest line above that is not blank, or '' at the top. */
function previousFilledLine(lines: string[], index: number): string {
  for (let k = index - 1; k >= 0 && k >= index - 3; k -= 1)
    if ((lines[k] ?? '').trim() !== '') return lines[k] ?? '';
  return '';
}

/** "1,016 mi x 0.41": a rate times a quantity, printed before the amount it makes. */
function isRate(text: string, amount: MoneyToken): boolean {
  // "Medical Sec 125*   -64.15": a price is never taken off; a figure written negative is an amount.
  if (amount.cents < 0) return false;
  // "401(k) 5% *  85.56": an asterisk after a word or a rate marks a footnote; after a count it multiplies.
  return /(?:(?:^|\s|\d)[x×]|(?:^|\s)\d{1,5}\s?\*|@|\bat)\s*\$?$/i.test(text.slice(0, amount.start));
}

/** The token stands inside brackets that also hold words, opened after the previous item. */
function inWordedRemark(text: string, token: MoneyToken, previousEnd: number): boolean {
  const open = text.lastIndexOf('(', token.start);
  if (open < previousEnd || text.slice(open + 1, token.start).includes(')')) return false;
  const close = text.indexOf(')', token.end);
  if (close < 0 || text.slice(token.end, close).includes('(')) return false;
  return /\p{L}{2}/u.test(text.slice(open + 1, close));
}

/**
 * The line opens a bracket it does not close, and the next line closes it first and prints the
 * item's amount after it (else the figure before the bracket's end is the item's own).
 */
function opensRemark(line: string, next: string): boolean {
  const close = closedOnNextLine(line, next);
  return close >= 0 && /\d[.,]\d{2}(?!\d)/.test(next.slice(close));
}

/** Where the next line closes a bracket the line opens and leaves open (before any new one); -1 if not. */
function closedOnNextLine(line: string, next: string): number {
  const close = next.indexOf(')');
  return line.lastIndexOf('(') > line.lastIndexOf(')') && close >= 0 && !next.slice(0, close).includes('(')
    ? close
    : -1;
}

/**
 * "Short-pay recourse, inv RH-1109 (paid 1,150.00" over "  of 1,250.00 by debtor, disputed) … 100.00":
 * the figures inside a remark in brackets that wraps onto the next line are words of the label.
 * Where on the line such a remark runs, or null: worked out once a line, not once a figure.
 */
function wrappedRemarkOf(text: string, previous: string, next: string): { from: number; to: number } | null {
  const open = text.lastIndexOf('(');
  if (opensRemark(text, next) && /\p{L}{2}/u.test(text.slice(open))) return { from: open, to: text.length };
  // "Road advance recovery (advance of 500.00 issued     250.00" over "   12/03/2026 at Laredo, 2
  // instalments)": the remark runs to the column gap, and the amounts after the gap are the item's.
  const close = closedOnNextLine(text, next);
  if (close >= 0 && !/\d[.,]\d{2}(?!\d)/.test(next.slice(close))) {
    const gap = text.slice(open).search(/\s{2,}/);
    const to = gap < 0 ? text.length : open + gap;
    if (/\p{L}{2}/u.test(text.slice(open, to)) && /\d[.,]\d{2}(?!\d)/.test(text.slice(to)))
      return { from: open, to };
  }
  return opensRemark(previous, text) ? { from: 0, to: text.indexOf(')') } : null;
}

/** The figure stands in brackets that hold only figures and the signs of a sum: "(3,193.86 - 804.56)". */
function inWorkedSum(text: string, token: MoneyToken, previousEnd: number): boolean {
  const open = text.lastIndexOf('(', token.start);
  if (open < previousEnd) return false;
  const close = text.indexOf(')', token.end);
  if (close < 0) return false;
  const inside = text.slice(open + 1, close);
  return /[-+−x×*/=]/.test(inside) && /^[\d\s.,$+\-−x×*/=]+$/.test(inside);
}

/** A whole number on the line that, times `rate` (under $10), makes `amount`: the rate is a price. */
function rateOf(text: string, rate: MoneyToken, amount: MoneyToken, locale: NumberLocale): boolean {
  // A mile's or a kilometre's rate is a few dollars at most; a larger figure times a count is an item.
  if (Math.abs(rate.cents) >= RATE_CEILING_CENTS || Math.abs(rate.cents) >= Math.abs(amount.cents))
    return false;
  return countTimesRate(text.slice(0, amount.start), rate, amount, locale, 2);
}

/** A whole number in `before`, at least `least`, that times the rate makes the amount (to the cent or so). */
function countTimesRate(
  before: string,
  rate: MoneyToken,
  amount: MoneyToken,
  locale: NumberLocale,
  least: number,
): boolean {
  return findIntegers(before, locale).some(
    (n) =>
      n.value >= least &&
      Math.abs(n.value * Math.abs(rate.cents) - Math.abs(amount.cents)) <= Math.max(1, n.value / 2),
  );
}

function orderFromFigures(lines: string[], consumed: Set<number>, locale: NumberLocale): YearToDateOrder {
  let pairs = 0;
  let secondBigger = 0;
  let firstBigger = 0;
  let secondLarger = 0;
  let firstLarger = 0;
  let secondNeverSmaller = true;
  let firstNeverSmaller = true;
  let rowTotals = 0;
  for (const [index, text] of lines.entries()) {
    if (consumed.has(index)) continue;
    const money = findMoney(text, locale);
    const last = money[money.length - 1];
    const before = money[money.length - 2];
    if (!last || !before || text.slice(before.end, last.start).trim() !== '') continue;
    // "1,016 mi x 0.41  416.56": a rate times a quantity before the amount, not two columns.
    if (isRate(text, before)) continue;
    // "Surcharge carburant   265   0,48   127,20 $": a quantity, its rate and their product.
    if (countTimesRate(text.slice(0, before.start), before, last, locale, 1)) continue;
    // "Unit 311  Unit 318  Unit 325  Fleet Total": a last column that adds up the others is the
    // statement's total, not a year's.
    const others = money.slice(0, -1).reduce((sum, m) => sum + Math.abs(m.cents), 0);
    if (money.length >= 3 && others === Math.abs(last.cents)) rowTotals += 1;
    if (text.slice(last.end).trim() !== '' && /\p{L}/u.test(text.slice(last.end))) continue;
    const first = Math.abs(before.cents);
    const second = Math.abs(last.cents);
    if (first === 0 && second === 0) continue;
    pairs += 1;
    if (second < first) secondNeverSmaller = false;
    if (first < second) firstNeverSmaller = false;
    if (second >= first * 3) secondBigger += 1;
    if (first >= second * 3) firstBigger += 1;
    if (second * 2 >= first * 3) secondLarger += 1;
    if (first * 2 >= second * 3) firstLarger += 1;
  }
  if (pairs < 3 || rowTotals * 2 >= pairs) return 'none';
  if (secondNeverSmaller && secondBigger * 2 >= pairs) return 'after';
  if (firstNeverSmaller && firstBigger * 2 >= pairs) return 'before';
  // A semi-monthly stub's second period: the year's figures are about twice this period's, on
  // every line. Many lines are needed when the ratio is that small.
  if (pairs >= 6 && secondNeverSmaller && secondLarger * 4 >= pairs * 3) return 'after';
  if (pairs >= 6 && firstNeverSmaller && firstLarger * 4 >= pairs * 3) return 'before';
  return 'none';
}

/**
 * "(AR-60430 minimum charge 310.00)", "[BAL AFTER THIS STMT 1,425.00 OF 2,500.00]": an amount
 * inside a bracket that opened on words is a remark about an item, not an item. "(310.00)" alone
 * is a negative amount.
 */
function inAside(text: string, start: number, end: number): boolean {
  return (
    inBrackets(text, start, end, '(', ')') ||
    inBrackets(text, start, end, '[', ']') ||
    endsSentence(text, start, end)
  );
}

/**
 * "Les taxes sont calculées sur les forfaits, la surcharge et l'attente (3 644,50 $).": a figure in
 * brackets that ends a sentence of words in small letters is what the sentence speaks of, no item.
 */
function endsSentence(text: string, start: number, end: number): boolean {
  // The brackets may be read as the figure's own (a negative amount) or around it.
  const open = text[start] === '(' ? start : text[start - 1] === '(' ? start - 1 : -1;
  // "(3 644,50 $)": French writes the dollar after the figure; a negative amount "(408.00)." is no
  // sentence's figure.
  const bracket = text.slice(open, end + 4);
  if (open < 0 || !/^\s?\$?\s?\)?\.\s*$/.test(text.slice(end)) || !/\d\s?\$\s?\)/.test(bracket)) return false;
  return (text.slice(0, open).match(/(?:^|\s)\p{Ll}{2,}/gu) ?? []).length >= 5;
}

function inBrackets(text: string, start: number, end: number, opening: string, closing: string): boolean {
  // Inside a bracket that opened on words and closes after it: "(rendimiento 2.41 km/l vs 2.55)".
  const open = text.lastIndexOf(opening, start);
  if (open < 0 || open >= start - 1 || text.lastIndexOf(closing, start) > open) return false;
  const close = text.indexOf(closing, end);
  if (
    close < 0 ||
    (close > end + 1 && text.slice(end, close).trim() !== '' && !/\p{L}/u.test(text.slice(end, close)))
  )
    return text[end] === closing || text.slice(end, end + 2) === ` ${closing}`
      ? /\p{L}{2}/u.test(text.slice(open + 1, start))
      : false;
  return /\p{L}{2}/u.test(text.slice(open + 1, start));
}

const CATEGORY_SUBTOTAL = foldPattern(
  /^((pre|post|after|before)[- ]?tax |statutory |voluntary |other |non[- ]?taxable )?(deductions|charges|taxes|withholdings?|benefits|reimbursements|expenses)$|^(pre|post|after|before)[- ]?tax$/,
);

/**
 * A pay stub's summary ("Taxes -252.38", "Pre-Tax Deductions -64.51", "Reimbursements +240.00")
 * above the detail blocks that itemise it: a category whose amount is the sum of a run of later
 * items of its kind is their subtotal, not an item of its own.
 */
const isCategory = (item: AmountItem) =>
  CATEGORY_SUBTOTAL.test(cleanLabel(foldText(item.label)).replace(/[^\p{L}]+$/u, ''));

function dropCategorySubtotals(items: AmountItem[]): void {
  // Each label is read once: a page of hundreds of charges is scanned once per category below.
  const categories = new Set(items.filter(isCategory));
  const category = (item: AmountItem) => categories.has(item);
  for (const kind of ['deduction', 'reimbursements'] as const) dropSubtotalsOf(items, kind, category);
  dropRecaps(items);
  dropCategoryRecaps(items, category);
  dropRecapStripCharges(items);
}

/**
 * "Load pay 6,030.00 CR | Reimbursed 150.00 CR | Dispatch & other 499.40 DR | Advance 500.00 DR": a
 * recap of several kinds on one line, above the detail. A charge on it whose amount is the sum of a
 * run of the charges listed one to a line below is their recap, not one more charge.
 */
function dropRecapStripCharges(items: AmountItem[]): void {
  const perLine = new Map<number, number>();
  for (const item of items) perLine.set(item.line, (perLine.get(item.line) ?? 0) + 1);
  const listed = items.filter((i) => i.kind === 'deduction' && perLine.get(i.line) === 1);
  for (const item of [...items]) {
    if (item.kind !== 'deduction' || (perLine.get(item.line) ?? 0) < 3) continue;
    const below = listed.filter((i) => i.line > item.line).map((i) => Math.abs(i.cents));
    if (below.length >= 2 && someRunAddsUpTo(below, Math.abs(item.cents)))
      items.splice(items.indexOf(item), 1);
  }
}

/**
 * "Gross  Pre-Tax  Taxes  After-Tax  Reimb.  NET PAY" over their amounts, below the detail: a
 * category charge whose amount is the sum of a run of money held above it (charges, or an advance
 * repaid after tax) is that run's total, not one more charge.
 */
function dropCategoryRecaps(items: AmountItem[], isCategoryItem: (item: AmountItem) => boolean): void {
  for (const item of [...items]) {
    if (item.kind !== 'deduction' || !isCategoryItem(item)) continue;
    const held = items.filter((i) => i.line < item.line && HELD_KINDS.includes(i.kind) && !isCategoryItem(i));
    if (
      someRunAddsUpTo(
        held.map((i) => Math.abs(i.cents)),
        Math.abs(item.cents),
      )
    )
      items.splice(items.indexOf(item), 1);
  }
}

/**
 * Whether some run of consecutive amounts (sizes, never below zero) adds up to `target` exactly. A
 * run's sum is the difference of two running totals, so one pass finds it: a page of hundreds of
 * charges stays cheap.
 */
function someRunAddsUpTo(amounts: readonly number[], target: number): boolean {
  if (target === 0) return amounts.length > 0;
  const totals = new Set([0]);
  let sum = 0;
  for (const amount of amounts) {
    sum += amount;
    if (totals.has(sum - target)) return true;
    totals.add(sum);
  }
  return false;
}

const PAY_KINDS: readonly ItemKind[] = ['gross', 'linehaul', 'fuelSurcharge', 'tripTotal', 'net'];

/**
 * The items on the lines right above `line`, one line after another, while `belongs` holds. With
 * `ruleGap`, a rule ("--------") may stand between the block's last line and `line`.
 */
export function blockAbove(
  items: readonly AmountItem[],
  line: number,
  belongs: (item: AmountItem) => boolean,
  ruleGap = false,
): AmountItem[] {
  const block: AmountItem[] = [];
  let at = line;
  for (const other of items.filter((i) => i.line < line).reverse()) {
    const gap = ruleGap && at === line ? 2 : 1;
    if (other.line < at - gap || !belongs(other)) break;
    block.push(other);
    at = other.line;
  }
  return block;
}

/** "Fixed subtotal", "Sous-total", "TOTAL SECTION C", "TOTAL B": a total named after its block. */
const NAMED_SUBTOTAL = foldPattern(
  /(\bsub-?total|\bsous-total)$|^total (section|part|partie|seccion) [a-z0-9]{1,2}$|^total [a-z]$/,
);
/** How far up a named subtotal's block may reach, in items: a block is a handful of lines. */
const SUBTOTAL_REACH = 40;

/**
 * "Tractor lease 825.00 … Plates 38.75" over "Fixed subtotal 1,171.15", and "TOTAL SECTION C
 * 3,233.77" under three such blocks: a total named after its block, the sum of the items right
 * above it (across the blocks' one-word headings and the subtotals already set aside), is no item
 * of its own.
 */
function dropNamedSubtotals(items: AmountItem[]): void {
  const dropped = new Set<AmountItem>();
  for (const [index, item] of items.entries()) {
    if (!NAMED_SUBTOTAL.test(cleanLabel(foldText(item.label)).trim())) continue;
    const target = Math.abs(item.cents);
    let sum = 0;
    let count = 0;
    let at = item.line;
    for (let k = index - 1; k >= 0 && k >= index - SUBTOTAL_REACH; k -= 1) {
      const other = items[k];
      if (!other || other.line >= item.line) continue;
      if (dropped.has(other)) {
        at = other.line;
        continue;
      }
      // A blank line and a heading ("Variable") may stand between two lines of the block.
      if (other.line < at - 3 || PAY_KINDS.includes(other.kind) || other.kind === 'totalDeductions') break;
      sum += Math.abs(other.cents);
      count += 1;
      at = other.line;
      if (count >= 2 && sum === target) {
        dropped.add(item);
        break;
      }
      if (sum > target) break;
    }
  }
  if (dropped.size > 0) items.splice(0, items.length, ...items.filter((i) => !dropped.has(i)));
}

/**
 * "Avance + fonds gar.  (325,00 $)" in a summary box, then "Avance en argent 200,00 $" and "Fonds de
 * garantie 125,00 $" in the detail: a line that names an advance and escrow together and is one of
 * each listed apart is their recap, counted once through them.
 */
function dropAdvanceAndEscrowRecaps(items: AmountItem[]): void {
  const advances = items.filter((i) => i.kind === 'advances');
  const escrow = items.filter((i) => i.kind === 'escrow');
  for (const item of [...advances, ...escrow]) {
    const folded = foldText(item.label);
    if (!(ADVANCES.test(folded) || /\badv\b/.test(folded)) || !ESCROW.test(folded)) continue;
    const cents = Math.abs(item.cents);
    const parts = advances.some(
      (a) => a !== item && escrow.some((e) => e !== item && Math.abs(a.cents) + Math.abs(e.cents) === cents),
    );
    if (parts) items.splice(items.indexOf(item), 1);
  }
}

/**
 * "OUR FEES  Dispatch 208.80  Factoring 90.75  total 299.55": a bare "total" under a block of
 * charges, the sum of the lines right above it, is the block's total, not the gross; the block's
 * unnamed lines are charges like the others.
 */
function dropSectionTotals(items: AmountItem[]): void {
  for (const item of [...items]) {
    if (item.kind !== 'gross' || !BARE_TOTAL.test(cleanLabel(foldText(item.label)).trim())) continue;
    // The block: the items on the lines right above, one after another, back to a line of pay.
    const block = blockAbove(items, item.line, (other) => !PAY_KINDS.includes(other.kind));
    // Lines of pay under no name ("Totaux" under the trips OCR left) are no block of charges.
    const charged = block.some((i) => HELD_KINDS.includes(i.kind) || namesCharge(i.label));
    if (block.length >= 2 && charged && totalOf(block) === Math.abs(item.cents)) {
      items.splice(items.indexOf(item), 1);
      for (const charge of block) if (charge.kind === 'unknown') charge.kind = 'deduction';
    }
  }
}

/**
 * "FEES WITHHELD" over "Dispatch 7% 372.05 / Factoring 3% 159.45", then "Fees withheld  -531.50" in
 * the summary: a line named as a heading above (two words or more) whose amount is what was listed
 * under it (what is paid back counted against the charges) is that heading's total told again.
 */
function dropHeadingTotals(
  items: AmountItem[],
  headings: readonly { line: number; label: string; end: number }[],
): void {
  const closed = headings.filter((h) => h.end !== Infinity);
  if (closed.length === 0) return;
  // Each closed heading under its name and under the first words of it ("FEES WITHHELD  Load 1  Load
  // 2  TOTAL" is named "fees withheld" too): the first heading so named. Built once, so a page of a
  // thousand headings stays linear.
  const named = new Map<string, (typeof closed)[number]>();
  for (const heading of closed) {
    const words = heading.label.split(' ');
    for (let n = 2; n <= Math.min(words.length, 6); n += 1) {
      const name = words.slice(0, n).join(' ');
      if (!named.has(name)) named.set(name, heading);
    }
    if (!named.has(heading.label)) named.set(heading.label, heading);
  }
  // What was listed under each heading: the items on the lines between it and its end.
  const paidBack = (i: AmountItem) => i.kind === 'reimbursements' || i.kind === 'escrowReleased';
  const blocks = new Map(closed.map((h) => [h, { count: 0, sum: 0 }]));
  const byLine = [...items].sort((a, b) => a.line - b.line);
  let at = 0;
  for (const item of byLine) {
    while (at < closed.length && (closed[at]?.end ?? 0) <= item.line) at += 1;
    const heading = closed[at];
    const block = heading && item.line > heading.line ? blocks.get(heading) : undefined;
    if (!block) continue;
    block.count += 1;
    block.sum += (paidBack(item) ? -1 : 1) * Math.abs(item.cents);
  }
  const told = new Set<AmountItem>();
  for (const item of items) {
    if (item.kind === 'gross' || item.kind === 'net') continue;
    const label = cleanLabel(foldText(item.label)).trim();
    // Two words or more ("fees withheld", "retenciones de ley").
    if (!/\p{L}{3,}(?: \p{L}{1,2})? \p{L}{3,}/u.test(label)) continue;
    const heading = named.get(label);
    // Told after the block, or in a summary above its heading ("(-) Retenciones de ley 2,471.49"
    // in the RESUMEN over "3. RETENCIONES DE LEY").
    const block =
      heading && (heading.end <= item.line || item.line < heading.line) ? blocks.get(heading) : undefined;
    if (block && block.count >= 2 && block.sum === Math.abs(item.cents)) told.add(item);
  }
  if (told.size > 0) items.splice(0, items.length, ...items.filter((i) => !told.has(i)));
}

/** "Less adjustments", "Total adjustments": the sum of the money held under an Adjustments heading. */
const ADJUSTMENTS_RECAP = foldPattern(/^((less|total|net) )?adjustments$/);
/** Money taken off the pay: charges, advances repaid and escrow held. */
export const HELD_KINDS: readonly ItemKind[] = ['deduction', 'advances', 'escrow'];

/**
 * "ADVANCES (250.00)   ESCROW (150.00)" in a summary box above the net, then "EFS cash advance
 * 250.00", "Maintenance escrow 100.00" and "Security escrow 50.00" listed after it: the box's figure
 * is the later lines of its kind summed, printed before them.
 */
export function toldAgainAfterNet(items: readonly AmountItem[], item: AmountItem, net: AmountItem): boolean {
  if (item.line >= net.line) return false;
  const later = items.filter((i) => i.kind === item.kind && i.line > net.line);
  return later.length > 0 && Math.abs(totalOf(later)) === Math.abs(item.cents);
}

/** A bare category word: how a summary row names what the detail above it itemised. */
/** "Taxes", "Impuestos", "Statutory": a pay stub's summary naming all its taxes at once. */
const TAXES_RECAP = foldPattern(
  /^(taxes|tax withholdings?|impuestos|impots|statutory( ded\.?| deductions)?)$/,
);
const TAXES_TOTAL = foldPattern(/^total (taxes|tax withholdings?|impuestos|impots|statutory( deductions)?)$/);
/** A tax withheld by name: federal or state income tax, social security, Medicare, CPP, EI, ISR… */
const TAX_NAME = foldPattern(
  /\b(federal|fed|fit|state|sit|social security|soc\.? sec\.?|oasdi|fica|medicare|provincial|prov\.?|cpp|qpp|rrq|ei|rqap|qpip|income tax|w\/h|withholding|isr|imss|impot|fed\.? tax)\b/,
);
const RECAP_LABEL = foldPattern(
  /^(advances?|cash advances?|escrow|reserve|reimb\.?|reimbursements?|anticipos?|avances?|withheld|returned)$/,
);

/**
 * "Gross Pay  Charges  Advances  Escrow  Reimb.  Net Pay" over their amounts, below the detail: a
 * recap names each kind again with its total. An item so named whose amount is the sum of the
 * same kind's items above it is that total, not one more.
 */
function dropRecaps(items: AmountItem[]): void {
  for (const item of [...items]) {
    const label = cleanLabel(foldText(item.label)).replace(/[^\p{L}]+$/u, '');
    // "| TAXES | … 302.30 |" in a pay stub's summary bar: the sum of the taxes listed by name.
    if (item.kind === 'deduction' && TAXES_RECAP.test(label)) {
      const taxes = items.filter(
        (i) => i !== item && i.kind === 'deduction' && TAX_NAME.test(cleanLabel(foldText(i.label))),
      );
      // Or the same sum printed as the taxes' total under them ("Total taxes  299.09"), looked for
      // only when the named taxes do not add up to it.
      const printedAsTotal = () =>
        items.some(
          (i) =>
            i.kind === 'totalDeductions' &&
            i.line > item.line &&
            Math.abs(i.cents) === Math.abs(item.cents) &&
            TAXES_TOTAL.test(cleanLabel(foldText(i.label))),
        );
      if ((taxes.length >= 2 && totalOf(taxes) === Math.abs(item.cents)) || printedAsTotal())
        items.splice(items.indexOf(item), 1);
      continue;
    }
    // "Less adjustments -150.00" under an Adjustments block: the block's sum, whatever each line held.
    const adjustments = ADJUSTMENTS_RECAP.test(label);
    if (!adjustments && !RECAP_LABEL.test(label)) continue;
    const before = items.filter(
      (i) =>
        (adjustments ? HELD_KINDS.includes(i.kind) && i.cents < 0 : i.kind === item.kind) &&
        i !== item &&
        i.line < item.line,
    );
    // "NET ADJUSTMENTS -1,154.26" under charges and "+25.50" scale tickets: the charges less what
    // the block paid back.
    const paidBack = adjustments
      ? totalOf(items.filter((i) => i.kind === 'reimbursements' && i.cents > 0 && i.line < item.line))
      : 0;
    const sum = totalOf(before);
    if (before.length > 0 && (sum === Math.abs(item.cents) || sum - paidBack === Math.abs(item.cents)))
      items.splice(items.indexOf(item), 1);
  }
}

function dropSubtotalsOf(
  items: AmountItem[],
  kind: ItemKind,
  isCategoryItem: (item: AmountItem) => boolean,
): void {
  const charges = items.filter((i) => i.kind === kind);
  for (const [at, item] of charges.entries()) {
    if (!isCategoryItem(item)) continue;
    const target = Math.abs(item.cents);
    // The runs after it that hold no other category: another category starts a summary of its own.
    const runs: number[][] = [[]];
    for (const charge of charges.slice(at + 1))
      if (isCategoryItem(charge)) runs.push([]);
      else runs[runs.length - 1]?.push(Math.abs(charge.cents));
    const summed = target === 0 ? at + 1 < charges.length : runs.some((run) => someRunAddsUpTo(run, target));
    if (summed) items.splice(items.indexOf(item), 1);
  }
}

/**
 * "RESERVE ACCOUNT", "Escrow balance", "Loan balances", "(FUND) BALANCES AFTER THIS SETTLEMENT": a heading
 * over an account's movements or what is held or owed, never pay.
 */
const BALANCES_BLOCK = foldPattern(
  /^((reserve|escrow|loan|lease|savings|maintenance|fondo|reserva|compte de reserve)( \p{L}+)? (account|balances?|ledger|activity|history|summary)|((account|fund|escrow|reserve|loan) )?balances?( (after|as of|at|following) [\p{L}\d ./,-]{1,40})?|saldos?( (al|a la|a) [\p{L}\d ./,-]{1,30})?|soldes?( (au|a la|apres) [\p{L}\d ./,-]{1,30})?|(account|accounts|reserve|escrow) (position|status|snapshot)( (after this \p{L}+|as of [\p{L}\d ./,-]{1,30}))?)$/u,
);

/** A column of what is still owed or held: "Prior Bal", "New Balance", "Solde après", "Remaining". */
const BALANCE_COLUMN = foldPattern(
  /^((prior|previous|beginning|opening|starting|new|ending|closing|remaining|current|loan|escrow) )?(bal\.?|balance|solde|saldo)$|^(bal\.?|balance) (remaining|due|owed|after|before)$|^(bal\.?|balance) ?\/ ?(status|remaining|owed|notes?)$|^(solde|saldo) (avant|apres|anterior|posterior|actuel|actual|nouveau|nuevo|restant|pendiente)$|^(original|original amount|remaining|owed|amount owed|to date|paid to date|beginning|ending|begin|end|limit|goal|target)$/,
);
/**
 * "ACCOUNT BALANCES: BEGIN THIS STATEMENT END": an accounts table's heading whose column gaps OCR
 * closed up, the block's name and then its columns, from a beginning balance to an ending one.
 */
function closedBalancesHeader(heading: string): boolean {
  const m = /^(.{4,40}?\bbalances?)\b:?\s+(.*)$/.exec(heading);
  return m !== null && BALANCES_BLOCK.test(m[1] ?? '') && BEGINNING_TO_END.test(m[2] ?? '');
}
const BEGINNING_TO_END = foldPattern(
  /^(begin|beginning|opening|prior|previous|start)\b.*\b(end|ending|closing|new)$/,
);
const QUANTITY_COLUMN = foldPattern(/^(hours|hrs|qty|quantity|units|heures|horas|cantidad)$/);
const THIS_PERIOD_COLUMN = foldPattern(
  /^(this (period|week|settlement|statement|pay|check)|current|current period|amount|deducted|this stmt|cette (periode|semaine)|periode|este periodo|esta semana|periodo|montant|importe)$/,
);

/**
 * "DEDUCTIONS   PRIOR BAL   THIS PERIOD   NEW BAL": a heading whose columns name one period's
 * amount among balances. Returns where the period's column is printed, so each line's amount is
 * the one under it (balances are not money held this period).
 */
function periodColumnOf(text: string): { start: number; end: number } | null {
  const cells = splitCells(text);
  if (cells.length < 3) return null;
  const folded = cells.map((c) => cleanLabel(foldText(c.text)));
  const period = folded.findIndex((c) => THIS_PERIOD_COLUMN.test(c));
  // "Earnings   Hours   Rate   Amount" with no year-to-date column: the amount is the one under
  // "Amount", never the hours before it ("Total Earnings  58.00   1,677.50").
  const quantities =
    folded.some((c, k) => k !== period && QUANTITY_COLUMN.test(c)) && !YTD.test(foldText(text));
  if (period < 0 || !(quantities || folded.some((c, k) => k !== period && BALANCE_COLUMN.test(c))))
    return null;
  const cell = cells[period];
  return cell ? { start: cell.start, end: cell.end } : null;
}

function nearestTo(column: { start: number; end: number }, amounts: MoneyToken[]): MoneyToken | undefined {
  const centre = (column.start + column.end) / 2;
  let best: MoneyToken | undefined;
  for (const a of amounts) {
    const overlap = Math.min(a.end, column.end) - Math.max(a.start, column.start);
    const distance = overlap > 0 ? -overlap : Math.abs((a.start + a.end) / 2 - centre);
    const bestDistance = best
      ? Math.min(best.end, column.end) - Math.max(best.start, column.start) > 0
        ? -(Math.min(best.end, column.end) - Math.max(best.start, column.start))
        : Math.abs((best.start + best.end) / 2 - centre)
      : Infinity;
    if (distance < bestDistance) best = a;
  }
  return best;
}

/** Whether a label opens a bracket it does not close. */
function unclosedBracket(label: string): boolean {
  return label.lastIndexOf('(') > label.lastIndexOf(')');
}

/**
 * "Invoice total 2,782.50" under each load, then "Total invoiced (CAD) 4,966.50": a gross name
 * printed once per load, whose amounts make a later gross of another name, is each load's own
 * total. Likewise "QuickPay 3.0% -83.48" per load under "QuickPay discount -149.00": charges of one
 * name that make a later charge of the same first word are its detail, not charges again.
 */
function eachLoadsTotals(items: AmountItem[]): void {
  // One pass each, with running sums: a page of hundreds of items stays linear.
  const grosses = items.filter((i) => i.kind === 'gross');
  const firstName = foldText(grosses[0]?.label ?? '');
  let sameName = 0;
  let sameSum = 0;
  for (const [at, total] of grosses.entries()) {
    const name = foldText(total.label);
    if (
      at > 0 &&
      sameName === at &&
      sameName >= 2 &&
      name !== firstName &&
      sameSum === Math.abs(total.cents)
    ) {
      for (const part of grosses.slice(0, at)) part.kind = 'tripTotal';
      break;
    }
    if (name !== firstName) break;
    sameName += 1;
    sameSum += Math.abs(total.cents);
  }
  const byWord = new Map<string, { parts: AmountItem[]; sum: number }>();
  for (const charge of items.filter((i) => i.kind === 'deduction')) {
    const word = /^\p{L}+/u.exec(foldText(charge.label))?.[0] ?? '';
    if (word === '') continue;
    const group = byWord.get(word) ?? { parts: [], sum: 0 };
    if (group.parts.length >= 2 && group.sum === Math.abs(charge.cents)) {
      for (const part of group.parts) part.kind = 'unknown';
      byWord.delete(word);
      continue;
    }
    group.parts.push(charge);
    group.sum += Math.abs(charge.cents);
    byWord.set(word, group);
  }
  // "Fee 8%  108.00 DR" under each load, then "Dispatch fees (3 loads)  343.60" in the summary: one
  // label printed per load, whose amounts make a later charge that names the same thing.
  // "Ret. IVA 4%" per trip, then "Retención IVA 4%": a first word cut short with a stop names the
  // later charge that starts with it and says the rest of the label again.
  const byLabel = new Map<
    string,
    { parts: AmountItem[]; sum: number; word: string; cutRest: string | null }
  >();
  // Only amounts printed as charges: "Fuel 280.50" per load beside its line haul is pay.
  for (const charge of items.filter((i) => i.kind === 'deduction' && i.cents < 0)) {
    const label = foldText(charge.label);
    const total = [...byLabel.values()].find(
      (g) =>
        g.parts.length >= 2 &&
        g.sum === Math.abs(charge.cents) &&
        g.parts[0]?.label !== charge.label &&
        (new RegExp(`\\b${g.word}s?\\b`).test(label) ||
          (g.cutRest !== null && label.startsWith(g.word) && label.includes(g.cutRest))),
    );
    if (total) {
      for (const part of total.parts) part.kind = 'unknown';
      byLabel.delete(foldText(total.parts[0]?.label ?? ''));
      continue;
    }
    const word = /^\p{L}{3,}/u.exec(label)?.[0];
    if (word === undefined) continue;
    const cut = /^\p{L}{2,5}\.\s(.{3,})$/u.exec(label);
    const group = byLabel.get(label) ?? { parts: [], sum: 0, word, cutRest: cut ? ` ${cut[1] ?? ''}` : null };
    group.parts.push(charge);
    group.sum += Math.abs(charge.cents);
    byLabel.set(label, group);
  }
}

export function readAmountItems(
  lines: string[],
  consumed: Set<number>,
  locale: NumberLocale,
  order: YearToDateOrder = yearToDateOrder(lines, consumed, locale),
): AmountItem[] {
  const items: AmountItem[] = [];
  let periodColumn: { start: number; end: number } | null = null;
  // Under "ACCOUNT ACTIVITY Amount Balance" closed up by OCR (no columns to go by), a line's two
  // amounts are the movement and then the balance.
  let amountBeforeBalance = false;
  // Where a block of balances printed beside the statement starts ("RESERVE ACCOUNT" right of
  // "SCHEDULE SUMMARY"): its figures are an account's movements, not this statement's items.
  let balancesColumn: number | null = null;
  // "Mileage Pay - Practical Route Miles" over "(PC*Miler, loaded & empty)  2,614  0.580  1,516.12":
  // a label wrapped onto the amounts' line, which starts with its bracketed rest.
  let previousLabelLine: string | null = null;
  /** The line above as printed, when it holds no money: its last short word is kept. */
  let previousWordsLine: string | null = null;
  /** Where a year-to-date strip's first item starts, while the strip may go on below. */
  let ytdStripColumn: number | null = null;
  let ytd = order !== 'none';
  let inDeductions = false;
  /** Inside a block of loads to be paid later ("NOT YET COLLECTED (next run)"). */
  let pendingLoads = false;
  /** Where an employer's column starts ("Employer share (not deducted)"), inside its block. */
  let employerColumn: number | null = null;
  /** Lines with money read under a pass-through heading; null when not under one. */
  let passThroughLines: number | null = null;
  let section:
    'none' | 'earnings' | 'reimbursements' | 'interleaved' | 'yearToDate' | 'aside' | 'advances' | 'escrow' =
    'none';
  let deductionColumn: number | null = null;
  let dividerBars = 0;
  let paidBackColumn: number | null = null;
  let summaryFrom: number | null = null;
  /** Under a box's "THIS SETTLEMENT" block walled from its "YEAR TO DATE" block. */
  let yearToDateBlock = false;
  /** Headings read so far, each with the blank line that ends the lines listed under it. */
  const headings: { line: number; label: string; end: number; itemsBefore: number }[] = [];
  for (const [index, printed] of lines.entries()) {
    if (consumed.has(index)) {
      // "(bâchage 60,00 $)" under a load table's last row: the label above the table ("VOYAGES") is
      // no longer the line above it.
      previousLabelLine = null;
      // "SECTION C - LOAD REVENUE" read as the title of the table under it still ends the section
      // before it.
      if (startsNumberedSection(foldText(printed))) {
        inDeductions = false;
        section = 'none';
      }
      continue;
    }
    const sumStart = wrappedSumStart(lines, index, locale);
    const text = sumStart
      ? `${sumStart}  ${printed}`
      : labelledResultOfSum(
          subtotalOfNamedParts(namedFigureInTotals(unbracketedHold(printed), locale), locale),
          locale,
        );
    // "+-- THIS SETTLEMENT --+-- YEAR TO DATE --+" over "Trip earnings 3,305.83 | Earnings 141,388.20":
    // the figures under the year's heading, down to a blank line, are the year's.
    const printedFigures = findMoney(text, locale);
    // "DEDUCTIONS   Employee   Employer share (not deducted)": from that heading's column on, a
    // block's figures are what the employer pays, none of them taken from the pay.
    if (text.trim() === '') employerColumn = null;
    else if (printedFigures.length === 0) {
      const employer = splitCells(text)
        .slice(1)
        .find((c) => EMPLOYER_COLUMN.test(foldText(c.text)));
      if (employer) employerColumn = employer.start;
    }
    if (text.trim() === '') yearToDateBlock = false;
    else if (printedFigures.length === 0 && THIS_PERIOD_THEN_YEAR.test(foldText(text)))
      yearToDateBlock = true;
    // The year's block starts at the wall after the line's first figure.
    const firstFigure = printedFigures[0];
    const wall = firstFigure === undefined ? -1 : text.indexOf('|', firstFigure.end);
    // "2.00/km", "0.58 per mile": a rate, not money paid or held.
    const found =
      yearToDateBlock && wall >= 0 ? printedFigures.filter((m) => m.start < wall) : printedFigures;
    // Where each rate's unit ends ("1.920/DISP MI", "0,42 $/mille"), money or not.
    const rateEnds = [...text.matchAll(/\d(?![\d.,])/g)].flatMap((digit) => {
      const after = (digit.index ?? 0) + 1;
      const unit = PER_UNIT_AFTER.exec(text.slice(after, after + 24));
      if (!unit) return [];
      // The unit's whole word: "$/mille" matches as "$/mi".
      const end = after + unit[0].length;
      const wordEnd = end + (/^\p{L}*/u.exec(text.slice(end))?.[0].length ?? 0);
      // "Maintenance deposit (.08/mi)  MNT  119.04": a rate in brackets is a remark on the label.
      return text[wordEnd] === ')' ? [] : [wordEnd];
    });
    const wrappedRemark =
      text.includes('(') || text.includes(')')
        ? wrappedRemarkOf(text, lines[index - 1] ?? '', lines[index + 1] ?? '')
        : null;
    const money = found
      .filter(
        (m) =>
          !PER_UNIT_AFTER.test(text.slice(m.end, m.end + 24)) &&
          // "fuel surcharge at $0.50 per" over "dispatched mile": a rate whose unit wrapped.
          !(Math.abs(m.cents) < RATE_CEILING_CENTS && PER_AT_LINE_END.test(text.slice(m.end))) &&
          !TIMES_COUNT.test(text.slice(m.end, m.end + 24)) &&
          !inAside(text, m.start, m.end) &&
          !(employerColumn !== null && m.start >= employerColumn - 2) &&
          !(wrappedRemark !== null && m.start > wrappedRemark.from && m.end <= wrappedRemark.to) &&
          // "Mile pay = (loaded + empty) x $1.68": a few dollars after "x" or "@" is a rate.
          !(
            Math.abs(m.cents) < RATE_CEILING_CENTS &&
            /(?:^|[\s)])[x×@]\s?\$?\s?$/i.test(text.slice(Math.max(0, m.start - 5), m.start))
          ) &&
          // "Attente : 2 h x 60,00 $" with nothing after: hours times a rate, the rate alone.
          !(
            /\d\s?(h|hrs?|hours?|heures?|horas?)\.?\s?[x×@]\s?\$?\s?$/i.test(
              text.slice(Math.max(0, m.start - 16), m.start),
            ) && /^\s?\$?\s?(\(|[.;,]|$)/.test(text.slice(m.end))
          ),
      )
      .map((m) => (ledgerMark(text, m) === 'debit' ? { ...m, cents: -Math.abs(m.cents) } : m));
    const foldedLine = foldText(text);
    const labelAbove = previousLabelLine;
    // The line above when it ends on a word that needs more ("… reimbursed by"), kept whole.
    const cutShortAbove =
      previousWordsLine !== null && LABEL_CUT_SHORT.test(previousWordsLine) ? previousWordsLine : null;
    if (text.trim() !== '') previousWordsLine = money.length === 0 ? text.trim() : null;
    // OCR may put a blank line between the two parts and leave a speck after the first ("… Miles E").
    if (text.trim() !== '')
      previousLabelLine =
        money.length === 0 && /\p{L}{3}/u.test(text) && text.trim().length <= 100
          ? text.trim().replace(/(\s+\S{1,2})+$/, '')
          : null;
    // A block of loads left for a later pay ends at its first line without money as well: OCR
    // drops the blank line after it, and the next heading must not be swallowed.
    if (passThroughLines !== null) {
      if (section !== 'reimbursements') passThroughLines = null;
      else if (money.length > 0) passThroughLines += 1;
      else if (text.trim() === '' && passThroughLines > 0) {
        section = 'none';
        passThroughLines = null;
      }
    }
    if (
      section === 'aside' &&
      (text.trim() === '' || (pendingLoads && money.length === 0 && /\p{L}{3}/u.test(text)))
    ) {
      section = 'none';
      pendingLoads = false;
    }
    const openHeading = headings[headings.length - 1];
    if (text.trim() === '' && openHeading?.end === Infinity && items.length > openHeading.itemsBefore)
      openHeading.end = index;
    // "+-------+-------+" closing a box: the block of what is paid back inside it is over.
    // (Its dashes are blank by now: leaders become gaps.)
    if (/^\s*\+([-=\s]*\+)+\s*$/.test(text)) paidBackColumn = null;
    // "NET PAY DISTRIBUTION" over the accounts, then "Total net pay  934.32": the net itself.
    const netOfDistribution = section === 'aside' && NET_TOTAL_LINE.test(foldedLine);
    if (money.length > 0 && !netOfDistribution && (section === 'aside' || ASIDE_LINE.test(foldedLine)))
      continue;
    // "Balances after this statement:  Lease payoff 58,212.40   Maintenance escrow 1,950.00": a
    // line headed by a balances heading lists what is held or owed, on the line itself.
    // The label starts at the line's first letter or mark: a run of blanks is tried once, not at
    // each of its lengths (a line of 400 blanks once took a tenth of the reading).
    const heading = money.length > 0 ? /^\s*([^:\s][^:]{2,59}):/.exec(foldedLine)?.[1] : undefined;
    if (heading !== undefined && BALANCES_BLOCK.test(cleanLabel(heading))) continue;
    // "Prior balance 3,418.20 + withheld 896.50 - released 0.00 = 4,314.70": an account's sum.
    if (money.length >= 2 && BALANCE_SUM.test(foldedLine)) continue;
    // "Maintenance escrow: opening 3,140.00 / deposit 125.00 / release 240.00 / closing 3,025.00":
    // an account's movements from its opening to its closing balance, which the items above hold.
    if (money.length >= 3 && ACCOUNT_ROLL.test(foldedLine)) continue;
    // "Earnings 3,383.12 CR + Reimb 41.30 CR - Deductions 2,429.83 DR": the summary's sum in words,
    // whose figures the lines above and the net below print.
    const operators = [...text.matchAll(SUM_IN_WORDS)].map((m) => m[1]);
    // Not "Plates 38.00 - PrePass 16.25": dashes alone are OCR's separators between items.
    // Not the second line of a wrapped sum, the only place its charges are named (wrappedSumStart).
    if (!sumStart && money.length >= 3 && operators.length >= 2 && operators.some((o) => o !== '-')) continue;
    // "collected from brokers 5,525.00  less dispatch 7% 386.75 …" over "  less fuel advance 400.00  less
    // load board share 35.00  = 4,565.12": the end of a sum in words, whose items the detail lists.
    if (
      money.length >= 2 &&
      WORD_SUM_LINE_START.test(text) &&
      SUM_RESULT_AT_END.test(text) &&
      WORD_SUM_STEP.test(previousFilledLine(lines, index))
    )
      continue;
    if (money.length === 0) {
      // "MAINTENANCE ACCOUNT" over its beginning balance, deposit, withdrawals and ending balance:
      // an account's movements, whose deposit the charges above already hold back.
      // "3. BALANCES (after this settlement)": the heading without its number and its remark.
      const heading = withoutRemarks(cleanLabel(foldedLine).replace(SECTION_NUMBER, '')).trim();
      if (heading !== '') {
        if (openHeading?.end === Infinity) openHeading.end = index;
        headings.push({ line: index, label: heading, end: Infinity, itemsBefore: items.length });
      }
      // "ESCROW ACCOUNTS   Beginning   Deposit   Withdrawal   Ending": the accounts' heading with its
      // columns, balances among them.
      // The heading's cells, read once for the checks below.
      const cells = splitCells(text);
      const accountsTable =
        cells.length >= 3 &&
        BALANCES_BLOCK.test(cleanLabel(foldText(cells[0]?.text ?? '')).replace(/accounts$/, 'account')) &&
        cells.slice(1).some((c) => BALANCE_COLUMN.test(cleanLabel(foldText(c.text))));
      if (
        ASIDE_SECTION.test(heading) ||
        BALANCES_BLOCK.test(heading) ||
        accountsTable ||
        closedBalancesHeader(heading)
      ) {
        section = 'aside';
        continue;
      }
      if (PENDING_LOADS.test(heading)) {
        section = 'aside';
        pendingLoads = true;
        continue;
      }
      if (text.trim() === '') balancesColumn = null;
      else {
        const right = cells[cells.length - 1];
        // "| ACCOUNT BALANCES (info only) |": the heading without its bars and its remark.
        const rightHeading = withoutRemarks(
          cleanLabel(foldText(right?.text.replace(/\|/g, ' ') ?? '')),
        ).trim();
        if (cells.length >= 2 && right && BALANCES_BLOCK.test(rightHeading)) balancesColumn = right.start;
      }
      const columnAt = periodColumnOf(text);
      // A heading of its own ends the balances' table; remarks without figures inside it do not,
      // nor does the rule of dashes under the heading ("-------  -------  -------"), nor a section's
      // name alone on its line ("DEDUCTIONS" under "THIS PERIOD  YEAR TO DATE  BALANCE AFTER").
      if (columnAt || (cells.length >= 3 && /[\p{L}\d]/u.test(text))) periodColumn = columnAt;
      else if (
        text.trim() !== '' &&
        !/^\s/.test(text) &&
        SECTION_START.test(cleanLabel(foldedLine)) &&
        !(periodColumn && cells.length === 1)
      )
        periodColumn = null;
      if (text.trim() !== '')
        amountBeforeBalance = AMOUNT_THEN_BALANCE.test(foldedLine) || PERIOD_THEN_BALANCE.test(foldedLine);
      if (YTD_SECTION.test(cleanLabel(foldedLine))) {
        section = 'yearToDate';
        continue;
      }
      if (YTD.test(foldedLine)) ytd = true;
      // "Earnings  Rate  Miles/Hrs  Current": a later block whose heading names only the current
      // column has no year-to-date figure; its last amount is the current one.
      // Only when nothing follows "Current": OCR garbles a "YTD" after it ("Current  YT", "a)").
      else if (ytd && order === 'after' && /\S\s{2,}current\s*$/.test(foldedLine)) ytd = false;
      // "EARNINGS          DEDUCTIONS": two blocks side by side; the right one holds the charges.
      const sideBySide = SIDE_BY_SIDE.exec(foldedLine);
      if (sideBySide) {
        // "TAXES / DEDUCTIONS": the block starts where its heading does, right of the earnings.
        const word = foldedLine.lastIndexOf(sideBySide[2] ?? '');
        const heading = splitCells(text).find((c) => c.start <= word && word < c.end);
        const earningsEnd = sideBySide.index + (sideBySide[1]?.length ?? 0);
        deductionColumn = heading && heading.start > earningsEnd ? heading.start : word;
        // "| EARNINGS | DEDUCTIONS": past as many bars as stand before the charges' heading, a
        // label is in their block, wherever OCR moved it on the line.
        dividerBars = dividersBefore(text, deductionColumn, true);
        // "DEBITS" listed above, then "| OPERATOR CREDITS | OPERATOR DEBITS |": from here the
        // columns say which is which.
        inDeductions = false;
      }
      if (sideBySide) continue;
      // "DEDUCTIONS          REIMBURSEMENTS": the charges on the left, what is paid back on the right.
      const chargesThenPaidBack = CHARGES_BESIDE_PAID_BACK.exec(foldedLine);
      if (chargesThenPaidBack) {
        paidBackColumn = foldedLine.lastIndexOf(chargesThenPaidBack.groups?.back ?? '');
        inDeductions = true;
        section = 'none';
        continue;
      }
      // "Taxes   Current", "Deductions  Amount  YTD": a section heading with its column names.
      // "SECTION B - CHARGES", "PART 2: EARNINGS": the heading after its number.
      // "MAS . 5 :": specks OCR left after a heading, a stray digit among them, are no part of it.
      const label = cleanLabel(foldedLine.replace(/(\s+[^\p{L}\s]{1,2})+\s*$/u, ''))
        .replace(SECTION_PREFIX, '')
        // "II. DESCUENTOS Y RETENCIONES", "D. CHARGES", "C) RETENUES": a numbered or lettered section.
        .replace(SECTION_NUMBER, '')
        .replace(
          /(\s+(current|ytd|year to date|this (period|pay|week)|amount|rate|hours|units|montant|importe))+$/,
          '',
        );
      // "EARNINGS" then "DEDUCTIONS" on the next line, then the items: a two-column page whose
      // columns a PDF reader interleaved. Each item says by its own words which column it is in.
      const nextLine = cleanLabel(foldText(lines[index + 1] ?? ''));
      if (EARNINGS_SECTION.test(label) && SECTION_START.test(nextLine)) {
        inDeductions = false;
        section = 'interleaved';
        continue;
      }
      if (section === 'interleaved' && SECTION_START.test(label)) continue;
      const headingAt = text.search(/\p{L}/u);
      if (SUMMARY_HEADING.test(label)) summaryFrom ??= index;
      // "1. SOMMAIRE" then "2. RETENUES ET AJUSTEMENTS": a numbered section of its own ends the summary.
      else if (summaryFrom !== null && SECTION_NUMBER.test(cleanLabel(foldedLine))) summaryFrom = null;
      if (REIMBURSEMENT_SECTION.test(label) && deductionColumn !== null && headingAt >= deductionColumn - 2) {
        // "| … | REIMBURSEMENTS |" under the charges in the right block: from here that block lists
        // what is paid back; the left block goes on as it was.
        paidBackColumn = deductionColumn;
        deductionColumn = null;
      } else if (REIMBURSEMENT_SECTION.test(label) || PASS_THROUGH_HEADING.test(label)) {
        inDeductions = false;
        section = 'reimbursements';
        passThroughLines = PASS_THROUGH_HEADING.test(label) ? 0 : null;
      } else if (ADVANCES_SECTION.test(label)) {
        section = 'advances';
      } else if (ESCROW_SECTION.test(label)) {
        section = 'escrow';
      } else if (
        SECTION_START.test(label) &&
        /\b(and|&|y|et)\s+(\(\w+\)\s+)?(relmburs\w*|credlts?)\b/.test(label)
      ) {
        // "CHARGES (DR) AND REIMBURSEMENTS (CR)": both kinds under one heading, each line says which.
        inDeductions = false;
        section = 'none';
      } else if (SECTION_START.test(label)) {
        inDeductions = true;
        section = 'none';
      } else if (SECTION_END.test(label)) {
        inDeductions = false;
        section = EARNINGS_SECTION.test(label) ? 'earnings' : 'none';
      } else if (startsNumberedSection(foldedLine)) {
        // "3. VOYAGES À FORFAIT" after "2. REMBOURSEMENTS", "SECTION C - LOAD REVENUE" after
        // "SECTION B - ADVANCES": a numbered section of its own ends the one before, whatever it is
        // named.
        inDeductions = false;
        section = 'none';
      }
      continue;
    }
    if (YTD.test(foldedLine) && money.length >= 2 && !namesItem(text.slice(money[0]?.end ?? 0))) ytd = true;
    // "incl. linehaul 3,355.00 / fuel 499.50 / lumper 210.00" under a total: what the total holds,
    // each part read already where it was listed.
    if (/^\s*(incl\.?|including|includes|of which|dont|incluye|incluido)\s/i.test(text)) continue;
    // "NON-TAXABLE REIMBURSEMENT  Tank washout (rcpt 7719)  45.00": a heading in capitals with its
    // item on the same line; from here the lines are paid back.
    const headingFirst = /^\s*(\p{Lu}[\p{Lu} -]{5,40}?)(?=\s{2,}|\s+\p{Lu}\p{Ll})/u.exec(text)?.[1];
    if (headingFirst && REIMBURSEMENT_SECTION.test(cleanLabel(foldText(headingFirst)))) {
      inDeductions = false;
      section = 'reimbursements';
    }
    // "RECAP   Load pay 4,224.15   Charges 2,186.44-   Reimb 197.75   NET PAY 2,235.46": a recap's
    // strip under the lines paid back is no more of them; each item says what it is.
    if (money.length >= 3 && SUMMARY_HEADING.test(foldedLine.trimStart())) {
      inDeductions = false;
      section = 'none';
    }
    // "Invoices paid (3)  6,231.35" over "   line haul 5,155.00 / fuel 876.35 / accessorials 200.00":
    // parts set apart by slashes that add up to the amount above are what it holds.
    if (money.length >= 2 && /\d\s+\/\s+\p{L}/u.test(text)) {
      const above = [...lines.slice(Math.max(0, index - 2), index)].reverse().find((l) => l.trim() !== '');
      const aboveMoney = above === undefined ? [] : findMoney(above, locale);
      const aboveLast = aboveMoney[aboveMoney.length - 1];
      if (aboveLast && Math.abs(aboveLast.cents) === totalOf(money)) continue;
    }
    const lessPrefix = /^\s*((less|minus|moins|menos)\b|\(-\))/i.test(text);
    // No real line names more than a handful of items; a line of dozens is a table or noise.
    // Whatever follows "YTD" or "Year to date" on a line is a year's figure, not this statement's.
    // "GROSS 1,532.96   (YTD 12,477.38)   TOTAL DEDUCTIONS 463.44 …": a year's figure in brackets
    // is set aside by itself; the items after it are this period's.
    // So is a remark that mentions the year's sum ("(aportación semanal; saldo acumulado $9,000.00)").
    const ytdAt = foldedLine.replace(/\([^()]{0,60}\)/g, (aside) => ' '.repeat(aside.length)).search(YTD);
    // "Year-to-date:  GROSS 44,806.12  CPP 2,512.48" over "               INCOME TAX 6,214.09 …": a
    // line that starts where the strip's first item did goes on with the year's figures.
    const stripGoesOn =
      ytdStripColumn !== null && money.length > 0 && Math.abs(text.search(/\S/) - ytdStripColumn) <= 1;
    // A blank line (OCR leaves some) does not end the strip; any other line that does not go on
    // with it does.
    const startsStrip = ytdAt >= 0 && money.length > 0 && ytdAt < (money[0]?.start ?? 0);
    // The strip's first item starts after the "Year to date:" label, not at its second word.
    if (startsStrip) {
      const labelEnd = ytdAt + (YTD.exec(foldedLine.slice(ytdAt))?.[0].length ?? 0);
      ytdStripColumn = text.slice(labelEnd).search(/(?<=[:\s])\p{L}/u) + labelEnd;
    } else if (!stripGoesOn && text.trim() !== '') ytdStripColumn = null;
    if (stripGoesOn) continue;
    // OCR closes the gap between the two blocks to one space: then the second item is the charge.
    const collapsed = !/\S {2,}\S/.test(text.trim());
    const totalsLine = /^\s*tota[l1]s\b/i.test(text);
    const groups = labelOnTheRight(text, money) ?? groupsOf(text, money, rateEnds).slice(0, 8);
    if (accountMovements(groups)) continue;
    // "TAXABLE WAGES   Federal 1,476.37   SS/Medicare 1,523.71": every figure on the line is a wage
    // base the taxes were worked out on, whatever each one's name.
    if (groups.length >= 2 && TAXABLE_WAGES_LINE.test(foldText(groups[0]?.label ?? ''))) continue;
    // "Tarif : milles chargés 1,98 $ / milles vides 1,20 $ / surcharge 0,36 $": a line of the rates
    // pay is worked out at, each a few dollars, none of them money paid.
    if (
      RATES_LINE.test(foldedLine.trimStart()) &&
      groups.every((g) => g.amounts.every((a) => Math.abs(a.cents) < RATE_CEILING_CENTS))
    )
      continue;
    // "|   Fuel surcharge   180.00 | REIMBURSEMENTS   |": the right block's heading beside an item of
    // the left one.
    const lastToken = money[money.length - 1];
    if (lastToken && deductionColumn !== null) {
      const tailAt = text.slice(lastToken.end).search(/\p{L}/u) + lastToken.end;
      const tail = cleanLabel(foldText(text.slice(lastToken.end).replace(/\|/g, ' ')));
      if (tailAt >= deductionColumn - 2 && tailAt > lastToken.end && REIMBURSEMENT_SECTION.test(tail)) {
        paidBackColumn = deductionColumn;
        deductionColumn = null;
      }
    }
    // "Fuel detail: 03/02 Loves #412 Lamar 386.10 / 03/03 TA …": the purchases a charge is made of.
    if (BREAKDOWN.test(foldText(groups[0]?.label ?? ''))) continue;
    // "REIMBURSEMENTS  NYS Thruway tolls 46.85 / CAT scale 12.75      59.60": a last figure that
    // sums the line's items is their total, not the last item's amount.
    const lastGroup = groups[groups.length - 1];
    if (
      lastGroup &&
      groups.length >= 2 &&
      lastGroup.amounts.length === 2 &&
      groups.slice(0, -1).every((g) => g.amounts.length === 1) &&
      totalOf(groups.map((g) => g.amounts[0]).filter((a) => a !== undefined)) ===
        Math.abs(lastGroup.amounts[1]?.cents ?? 0)
    )
      lastGroup.amounts = lastGroup.amounts.slice(0, 1);
    // "REIMBURSEMENTS: Scale ticket 13.50; IN Toll Road 27.85   Total 41.35": a heading before a
    // colon at the line's start heads every item on it, and the "Total" there sums them.
    const firstLabel = groups[0]?.label ?? '';
    const paidBackLine =
      groups.length > 1 &&
      firstLabel.includes(':') &&
      REIMBURSEMENT_SECTION.test(cleanLabel(foldText(firstLabel.slice(0, firstLabel.indexOf(':')))));
    // "Reserve balances (informational): Maintenance 2,600.00 / Plate & tax 1,150.00": a heading
    // before a colon that names balances makes every figure on the line a balance.
    if (
      groups.length > 1 &&
      firstLabel.includes(':') &&
      /\bbalances?\b/.test(
        cleanLabel(foldText(firstLabel.slice(0, firstLabel.indexOf(':')))).replace(/\([^)]*\)?/g, ' '),
      )
    )
      continue;
    for (const [groupIndex, group] of groups.entries()) {
      // "NET DEPOSIT (gross - deductions + reimbursements)" over "3,668.16 - 2,294.98 + 51.15 =
      // $1,424.33": the sum's result under its label.
      if (groupIndex === 0 && labelAbove && !/\p{L}{2}/u.test(group.label) && /\d\s*=\s*\$?\s*\d/.test(text))
        group.label = cleanLabel(labelAbove);
      // "Carburant carte FCS (8 pleins)" over ": 1612,47 $": an amount alone under a line of words
      // in small letters (not a heading) is that line's, wrapped where a narrow column ended.
      if (
        groups.length === 1 &&
        group.amounts.length === 1 &&
        labelAbove &&
        !/[\p{L}\d]/u.test(group.label) &&
        text.replace(/\S*\d\S*/, '').replace(/\s/g, '').length <= 3 &&
        /\p{Ll}{2}/u.test(labelAbove) &&
        !SECTION_START.test(foldText(labelAbove))
      )
        group.label = cleanLabel(labelAbove);
      // A label is words; "401K" and "403(b)" are the retirement plans a pay stub withholds for.
      if (!group.label || !(/\p{L}{2}/u.test(group.label) || RETIREMENT_PLAN.test(group.label))) {
        // "----------" over a lone "2,200.81" under the charges: their total, which ends the list.
        if (
          groups.length === 1 &&
          inDeductions &&
          /^[\s=_-]*[=_-][\s=_-]*$/.test(previousFilledLine(lines, index))
        )
          inDeductions = false;
        continue;
      }
      // "Comchek fuel advance from Patriot Lane (load PLL-30918), taken" over "out of broker payment
      // …… -250.00": a sentence in small letters goes on from the line above.
      if (
        groupIndex === 0 &&
        labelAbove &&
        ((group.label.startsWith('(') && labelAbove.length <= 60) ||
          (/^\p{Ll}{2,} \p{Ll}/u.test(group.label) && /\p{Ll}{2},?$/u.test(labelAbove)) ||
          // "Advance recovery (adv." over "09-JAN-2026)  200.00": a bracket opened above closes here.
          (unclosedBracket(labelAbove) && /^[^()]{1,30}\)/.test(group.label)) ||
          // "Lumper paid by driver on 5512-A, reimbursed by" over "  Tri-Port and passed through …
          // +85.00": a label cut after a word that needs more goes on, set in, on the next line.
          (cutShortAbove !== null && /^\s{2,}\S/.test(text)))
      )
        group.label = `${cutShortAbove ?? labelAbove} ${group.label}`;
      // "| Trip advance |" over "|  recovery   250.00 |": one word in small letters ends the name
      // in the block above (the last cell of that line).
      if (groupIndex === 0 && /^\p{Ll}{4,}$/u.test(group.label)) {
        const lineAbove = lines[index - 1] ?? '';
        const nameAbove = /\d/.test(lineAbove)
          ? undefined
          : lineAbove
              .split(/\s{2,}|\|/)
              .map((cell) => cell.trim())
              .filter((cell) => cell !== '')
              .pop();
        if (nameAbove && /^\p{Lu}[\p{L} ]{2,30}$/u.test(nameAbove))
          group.label = `${nameAbove} ${group.label}`;
      }
      // "Banked layover days: 1   YTD net pay: 8,601.42": the year's word inside the item's label.
      if (ytdAt >= 0 && (group.start >= ytdAt || YTD.test(foldText(group.label)))) continue;
      if (balancesColumn !== null && group.start >= balancesColumn - 2) continue;
      // "Total miles paid: 1,551   Extra: OFC-228157 stop-off $50.00": a count after a field's colon
      // closes that field; the amount belongs to the field after it.
      const nextField = /^[^:]{2,40}:\s*\d[\d,.]*\s+(\p{L}[\p{L} ]{1,20}:.*)$/u.exec(group.label);
      if (nextField?.[1]) group.label = nextField[1];
      // "Deduction detail: Fuel 455.10": a heading before a colon says what the item is, not its name.
      const colon = group.label.lastIndexOf(':');
      const heading = colon > 0 ? cleanLabel(foldText(group.label.slice(0, colon))) : '';
      const headed =
        heading !== '' && SECTION_START.test(heading) && /\p{L}{2}/u.test(group.label.slice(colon + 1));
      if (headed) group.label = cleanLabel(group.label.slice(colon + 1));
      // "Miles: loaded 1,451  empty 58  total 1,509          Earnings    3,573.97": a total's name
      // printed far right of a line of counts names the amount; the counts are no part of it.
      const firstAmount = group.amounts[0];
      const rawCells = firstAmount
        ? text
            .slice(group.start, firstAmount.start)
            .trim()
            .split(/\s{6,}/)
        : [];
      const rightCell = rawCells.length >= 2 ? cleanLabel(rawCells[rawCells.length - 1] ?? '') : '';
      if (rightCell !== '' && /\d/.test(rawCells[0] ?? '') && TOTAL_NAME.test(foldText(rightCell)))
        group.label = rightCell;
      const folded = foldText(group.label);
      // Under a bare "Year to date" heading every figure is the year's.
      if (section === 'yearToDate') continue;
      // "Balance Forward (418.36)": last week's deficit taken back now is a charge, not a balance.
      const carriedDeficit = BALANCE_FORWARD.test(folded) && group.amounts.some((a) => a.cents < 0);
      // A remark in brackets ("Cargo claim 3 of 5 (bal after 160.00)", "Escrow deposit [bal after this
      // stmt 1,425.00]") does not make the item a balance.
      // "Anticipo de sueldo otorgado el 04/05/2026 por $1,000.00; saldo …": a sentence about an
      // earlier amount, not an item of this statement.
      if (/\s(por|pour)$/.test(folded)) continue;
      if (IGNORED.test(folded.replace(/\([^)]*\)?|\[[^\]]*\]?/g, ' ')) && !carriedDeficit) continue;
      // "Le fonds de garantie (solde : 1 900,00 $) est remboursable …": the amount inside such a
      // remark is the balance itself.
      if (/[([](solde|balance|bal\.?|saldo)\b[^()[\]]*$/.test(folded)) continue;
      const last = group.amounts[group.amounts.length - 1];
      // "Reserve account: held 4,812.90 after this schedule": what an account holds afterwards;
      // "(120.00, see below)": an amount listed elsewhere; "5,023.00 (informational - not your pay)".
      if (last && BALANCE_AFTER.test(foldText(text.slice(last.end, last.end + 40)))) continue;
      // "Rate 1.15", "Taux 0,34": a per-mile rate is a price, not money paid or held.
      if (PER_UNIT_RATE.test(folded) && group.amounts.every((a) => Math.abs(a.cents) < RATE_CEILING_CENTS))
        continue;
      // Current and year-to-date columns: the current one is second to last; otherwise a rate or a
      // quantity comes before the amount, which is last.
      const beforeLast = group.amounts[group.amounts.length - 2];
      // "NET PAY  3,145.50 - 871.42 + 112.40 = 2,386.48": the sum's result, not a year's column.
      const result = beforeLast && last && /\s=\s/.test(text.slice(beforeLast.end, last.start)) ? last : null;
      // "Less dispatch fee 205.50 / … / tracking app 25.00   - 699.00": the block's last charge with the
      // block's total taken off after it, on its line. Only with the minus: a running ledger's balance
      // may add up the same way.
      const blockTotal =
        beforeLast && last && group.amounts.length === 2 && !isRate(text, beforeLast)
          ? /\s[-−]\s*\$?\s*$/.test(text.slice(beforeLast.end, last.start)) &&
            Math.abs(last.cents) === Math.abs(beforeLast.cents) + chargesRightAbove(items, index)
          : false;
      // "EFS cash advance 01/13/26  (300.00)  0.00" under "DEDUCTIONS  …  BALANCE": the figure under
      // the balances' column is the account's, the one before it this statement's.
      const balancesFrom = balancesColumn === null ? null : balancesColumn - 2;
      const beforeBalances =
        balancesFrom !== null && !ytd && group.amounts.length === 2 && (last?.start ?? 0) >= balancesFrom
          ? group.amounts.filter((a) => a.start < balancesFrom).pop()
          : undefined;
      const lastTwo = group.amounts.slice(-2);
      const betweenLastTwo = text.slice(lastTwo[0]?.end ?? 0, lastTwo[1]?.start ?? 0);
      // "Rev 2,480.00  72% 1,785.60": the revenue named, then its share at a bare rate, which is the
      // pay (also on a load's line above a year-to-date block, whose first figure is this period's).
      const shareAfterRevenue =
        lastTwo.length === 2 &&
        (SHARE_OF_REVENUE.test(betweenLastTwo) ||
          (BARE_SHARE_RATE.test(betweenLastTwo) && REVENUE_NAMED_LAST.test(folded)));
      const chosen =
        result ??
        (blockTotal ? beforeLast : null) ??
        beforeBalances ??
        (shareAfterRevenue ? last : null) ??
        (periodColumn && group.amounts.length >= 2
          ? nearestTo(periodColumn, group.amounts)
          : amountBeforeBalance && collapsed && (group.amounts.length === 2 || group.amounts.length === 3)
            ? group.amounts[0]
            : ytd && beforeLast && order !== 'before' && !isRate(text, beforeLast)
              ? beforeLast
              : last);
      // "Mileage = $0.64  2,355  $1,507.20", "Mileage 2,418 0.62 1,499.16": a figure that times a
      // count on the line makes the last one is that count's rate; the last figure is the pay.
      // "Voyages L.D. 6  235,00  1 410,00" beside a year-to-date block: six trips at 235,00 each make
      // the last figure, this period's pay, whatever the price.
      const countBefore = chosen
        ? Number(/(?<![\d.,/-])(\d{1,3})\s+$/.exec(text.slice(0, chosen.start))?.[1] ?? 0)
        : 0;
      const priced =
        chosen !== undefined &&
        last !== undefined &&
        chosen !== last &&
        countBefore >= 2 &&
        countBefore * Math.abs(chosen.cents) === Math.abs(last.cents);
      const token =
        chosen && last && chosen !== last && (priced || rateOf(text, chosen, last, locale)) ? last : chosen;
      if (!token) continue;
      // With the gap closed up, a line's last item is the charge, and so is a lone item the words
      // call a charge ("Dental 18.40" under both blocks).
      const inColumn =
        deductionColumn !== null &&
        (group.start >= deductionColumn - 2 ||
          (dividerBars > 0 && dividersBefore(text, group.start) >= dividerBars) ||
          (collapsed && groupIndex > 0 && groupIndex === groups.length - 1) ||
          (collapsed &&
            groups.length === 1 &&
            // "REEMBOLSOS" over "Casetas IAVE 2,340.00": under its own heading a toll is paid back.
            section !== 'reimbursements' &&
            DEDUCTION_WORDS.test(folded) &&
            !EARNINGS_WORDS.test(folded)));
      // "MOVE BASE PAY  $1,145.00 CR" in a box under the deductions: a credit is pay, wherever it sits.
      const credited = ledgerMark(text, token) === 'credit';
      const paidBack = paidBackColumn !== null && group.start >= paidBackColumn - 2 && token.cents > 0;
      // The right block's own total ("TOTAL REIMB. 50.90") sums what it lists.
      if (paidBack && /^tota[l1]\b/.test(folded)) continue;
      // "Expense reimb - scale tickets  +22.50" under after-tax deductions: a plus says it is added
      // (one set apart, "+ 28.00", may be OCR's speck).
      // "(+) Lumper, load 2 (broker reimbursed) .... 150.00" beside "(-)" lines: the sign leads.
      const added = /\+\$?$/.test(text.slice(0, token.start)) || /^\s*\(\+\)/.test(text);
      const restricted =
        (inDeductions && !credited && !paidBack && !added) ||
        lessPrefix ||
        headed ||
        inColumn ||
        token.cents < 0;
      const bareTotal = BARE_TOTAL.test(folded);
      // A reimbursement section's own total is a subtotal of the earnings: neither gross nor an item.
      if (bareTotal && section === 'reimbursements') {
        section = 'earnings';
        continue;
      }
      const {
        kind: found,
        priority,
        alsoKind,
      } = bareTotal
        ? inDeductions
          ? { kind: 'totalDeductions' as const, priority: 0 }
          : section === 'earnings'
            ? // "Subtotal" then "IVA 16%" then "Total percepciones": a subtotal is less surely the gross.
              { kind: 'gross' as const, priority: SUBTOTAL_WORD.test(folded) ? 2.5 : 2 }
            : kindOf(folded, restricted)
        : section === 'reimbursements' &&
            !restricted &&
            token.cents > 0 &&
            // "- Fuel purchased on card … 689.55" beside "+ Lumper …" under "PASS-THROUGH ITEMS": a
            // minus says what is taken off.
            !(passThroughLines !== null && /^\s*[-–]\s+\p{L}/u.test(text)) &&
            ['unknown', 'reimbursements'].includes(kindOf(folded, restricted).kind)
          ? { kind: 'reimbursements' as const, priority: 0 }
          : kindOf(folded, restricted);
      // "Toll reimbursement (Peach Pass)  (42.60)  credit to you" among the charges: brackets set it
      // apart from them, and the words after it say it is paid back.
      const creditedBack =
        REIMBURSEMENTS.test(folded) && CREDIT_TO_YOU.test(foldText(text.slice(token.end, token.end + 30)));
      // "Reserve release — collected PF-2150": reserve paid back to the client is money added back.
      let kind: ItemKind =
        found === 'escrow' && token.cents > 0 && RELEASED.test(folded) && !HELD.test(folded)
          ? 'escrowReleased'
          : found;
      if (paidBackLine && groupIndex > 0) {
        if (bareTotal) continue;
        if (token.cents > 0) kind = 'reimbursements';
      }
      // "(-) Fuel advance sent 2026-04-09": an amount taken off is never what was paid.
      // "less charges to operator 2,701.54      ACH AMOUNT 3,356.86": the "less" is the first label's.
      if (kind === 'net' && lessPrefix && groupIndex === 0)
        kind = ADVANCES.test(folded) ? 'advances' : 'deduction';
      // "Fuel advance wired 09/24/26 ...... -   300.00": a trucker's advance with a minus before it
      // (OCR sets specks like it between any label and amount, so only an advance's words count).
      if (kind === 'net' && TRUCKER_ADVANCE.test(folded) && /\s-\s*\$?\s*$/.test(text.slice(0, token.start)))
        kind = 'advances';
      // "Fuel advance sent 2026-04-14 (recovered)  -400.00": the advance taken back, not money sent.
      if (kind === 'net' && token.cents < 0 && ADVANCES.test(folded)) kind = 'advances';
      // "ADVANCES RECOVERED" over "EFS money code 03/04 250.00", "ESCROW" over "Weekly deposit
      // 125.00": under such a heading each line is the kind it names, whatever its own words say;
      // a deposit there is into the account, but "Net settlement" after it is still the net.
      const depositToAccount = kind === 'net' && /\bdepos[il]t\b/.test(folded) && !/\bnet\b/.test(folded);
      if (
        (section === 'advances' || section === 'escrow') &&
        !bareTotal &&
        (kind === 'unknown' || kind === 'deduction' || depositToAccount) &&
        !RELEASED.test(folded)
      )
        kind = section;
      if (kind === 'unknown' && shareAfterRevenue) kind = 'linehaul';
      if (kind === 'unknown' && token.cents > 0 && SHARE_IN_LABEL.test(group.label)) kind = 'linehaul';
      // "   199 mi x $1.850      368.15" under a load: miles at a rate, the load's mileage pay.
      if (
        kind === 'unknown' &&
        token.cents > 0 &&
        (MILES_AT_RATE.test(folded) || MILES_QTY_RATE.test(folded))
      )
        kind = 'linehaul';
      // "LD mi 521  DH mi 18    Rate 2,150.00" under a load: the load's miles, then its flat rate.
      if (kind === 'unknown' && token.cents >= RATE_CEILING_CENTS * 10 && MILES_THEN_RATE.test(folded))
        kind = 'linehaul';
      // "Rate 1,150.00 flat  + Detention 75.00  = Load rev 1,225.00": a load's rate the word after it
      // calls flat is its linehaul.
      if (
        kind === 'unknown' &&
        token.cents >= RATE_CEILING_CENTS * 10 &&
        RATE_ALONE.test(folded) &&
        FLAT_AFTER.test(text.slice(token.end))
      )
        kind = 'linehaul';
      if (kind === 'gross' || kind === 'net') section = 'none';
      if (kind === 'net' || kind === 'gross' || kind === 'totalDeductions') inDeductions = false;
      if ((paidBack || creditedBack) && (kind === 'unknown' || kind === 'deduction')) kind = 'reimbursements';
      // The block's total printed beside it makes the last line one of the charges it sums.
      if (blockTotal && kind === 'unknown' && token === beforeLast) kind = 'deduction';
      if (kind === 'net') deductionColumn = null; // the two blocks end with the net
      // Not the left block's total with the right block's item beside it ("TOTAL EARNINGS 3,864.00 |
      // CA permit / pilot car share 95.00").
      const rightItemAfter =
        paidBackColumn !== null && groupIndex < groups.length - 1 && group.start < paidBackColumn - 2;
      if ((kind === 'net' || kind === 'gross') && !rightItemAfter) paidBackColumn = null;
      let confidence = 0.85;
      // Under an earnings heading a positive amount is pay, whatever its words ("Pensión y maniobras").
      if (kind === 'unknown' && !(section === 'earnings' && token.cents > 0)) {
        const earnings = EARNINGS_WORDS.test(folded);
        // "Payout after service fee 4,512.60": what is left after the fee, not the fee.
        // "6  Credits (section B)": a section's sum named after it is no charge of its own.
        if (
          DEDUCTION_WORDS.test(withoutRemarks(folded)) &&
          !earnings &&
          !AFTER_CHARGES_REMARK.test(folded) &&
          !NAMED_SECTION_SUM.test(folded)
        ) {
          kind = 'deduction';
          // In an interleaved block the words are all there is, and they were read as a charge.
          confidence = section === 'interleaved' ? 0.85 : 0.7;
        }
      }
      // "Reserve withheld (non-recourse program) 0.00": nothing held back is no charge.
      if ((kind === 'deduction' || kind === 'escrow' || kind === 'advances') && token.cents === 0) continue;
      // "Invoice totals  4,555.00  136.65  4,418.35": a gross, what was taken off it and what is left.
      // The gross is the first figure.
      const [first, second, third] = group.amounts;
      const grossLessNet =
        kind === 'gross' &&
        group.amounts.length === 3 &&
        first &&
        second &&
        third &&
        Math.abs(first.cents) - Math.abs(second.cents) === Math.abs(third.cents) &&
        // "Gross 6,442.66  3,221.33  3,221.33": a team's gross split in halves, not a fee taken off.
        Math.abs(second.cents) < Math.abs(third.cents);
      items.push({
        // "Totals  Loaded 1,365  Linehaul 3,139.50  FSC 573.30": each figure on a totals line is a
        // total, which the loads' own figures above must not be added to.
        label:
          totalsLine && groupIndex > 0 && !/total/i.test(group.label) ? `Total ${group.label}` : group.label,
        cents: grossLessNet ? first.cents : creditedBack ? Math.abs(token.cents) : token.cents,
        line: index,
        kind,
        priority,
        ...(alsoKind ? { alsoKind } : {}),
        ...(summaryFrom !== null ? { inSummary: true } : {}),
        confidence: kind === 'deduction' && restricted ? 0.85 : confidence,
        ...(ytd && group.amounts.length === 1 ? { oneOfTwoColumns: true } : {}),
      });
    }
  }
  eachLoadsTotals(items);
  // Where earnings end: the printed gross, or else the last load's own total.
  const tripTotals = items.filter((i) => i.kind === 'tripTotal');
  const firstGross = items.find((i) => i.kind === 'gross') ?? tripTotals[tripTotals.length - 1];
  // Before the gross line a "Fuel" or "Lease" amount is earnings detail (fuel surcharge, a lease
  // bonus), not a charge: only a deductions block, a minus sign or brackets say otherwise there.
  for (const item of items) {
    if (
      firstGross &&
      item.line <= firstGross.line &&
      item.kind === 'deduction' &&
      item.confidence < 0.85 &&
      item.cents > 0
    )
      item.kind = FUEL_ALONE.test(foldText(item.label)) ? 'fuelSurcharge' : 'unknown';
  }
  // "Linehaul $900.00   Fuel $128.00" in a later load's block: beside the load's linehaul on its
  // line, a bare "Fuel" is its fuel surcharge, wherever the first gross stands.
  const linehaulLines = new Set(items.filter((i) => i.kind === 'linehaul').map((i) => i.line));
  for (const item of items)
    if (
      item.kind === 'deduction' &&
      item.confidence < 0.85 &&
      item.cents > 0 &&
      linehaulLines.has(item.line) &&
      FUEL_ALONE.test(foldText(item.label))
    )
      item.kind = 'fuelSurcharge';
  // Remittances list their fees between the gross and the net without a heading.
  const nets = items.filter((i) => i.kind === 'net');
  const lastNet = nets[nets.length - 1];
  // After the net, a bracketed amount is a deficit carried forward or a balance, not a charge.
  // Not when the net heads the page in a summary box and the charges, with their total, follow.
  // Nor when a summary heads the page, the gross, the total of the charges and the net in that
  // order and no charge between them ("GROSS | REIMB. | DEDUCTIONS | NET" over its figures), and
  // the charges follow.
  const between = (i: AmountItem) =>
    firstGross !== undefined && lastNet !== undefined && i.line > firstGross.line && i.line < lastNet.line;
  // An advance or escrow in that box is one of its figures when the lines after the net sum to it.
  const netHeadsPage =
    items.some((i) => i.kind === 'totalDeductions' && between(i)) &&
    !items.some(
      (i) =>
        between(i) &&
        (i.kind === 'deduction' ||
          ((i.kind === 'advances' || i.kind === 'escrow') &&
            !(lastNet && toldAgainAfterNet(items, i, lastNet)))),
    );
  // "Deductions (see below)  1,898.03-" between the gross and the net, then the charges after the net
  // that add up to it exactly: the detail of that total.
  const chargesAfterNet = items.filter(
    (i) => i.kind === 'deduction' && lastNet !== undefined && i.line > lastNet.line && i.cents < 0,
  );
  const detailOfTotalAbove =
    chargesAfterNet.length >= 2 &&
    items.some(
      (i) =>
        i.kind === 'totalDeductions' &&
        between(i) &&
        Math.abs(i.cents) === Math.abs(totalOf(chargesAfterNet)),
    );
  const totalAfterNet =
    netHeadsPage ||
    detailOfTotalAbove ||
    (lastNet && items.some((i) => i.kind === 'totalDeductions' && i.line > lastNet.line));
  // "1. PAYMENT  ACH sent … 3,474.20" heading the page, then every charge (DR) and credit (CR) under
  // it: when they add up to the net to the cent, they are the statement's own lines, not notes. So
  // too a gross and its charges under the net (">>> NET ACH SENT … 5,015.00 <<<" over "Gross freight
  // collected 5,950.00 | Dispatch fee 8% -476.00 | …").
  const afterNet = lastNet ? items.filter((i) => i.line > lastNet.line) : [];
  // So too when the lines that add up to it are followed by a summary of the same loads (a ledger's
  // movements, then a "LOAD SUMMARY" table's totals).
  let sumAfterNet = 0;
  const sumsAfterNet = afterNet.map((i) => (sumAfterNet += i.cents));
  const netHeadsItsLines =
    lastNet !== undefined &&
    afterNet.length >= 2 &&
    afterNet.length === items.length - 1 &&
    (sumAfterNet === lastNet.cents || sumsAfterNet.some((sum, k) => k >= 3 && sum === lastNet.cents));
  // ">> NET ACH TO CARRIER: $4,692.65" over the whole statement: a net printed before any other
  // figure heads the page, and the charges signed under it are the statement's own.
  const netBeforeAll = lastNet !== undefined && items.every((i) => i.line >= lastNet.line);
  if (lastNet && !netHeadsItsLines) {
    for (const item of items) {
      if (
        !totalAfterNet &&
        !netBeforeAll &&
        item.kind === 'deduction' &&
        item.line > lastNet.line &&
        item.cents < 0 &&
        item.confidence < 0.9
      )
        item.kind = 'unknown';
      // A sentence below the net that names a charge is a footnote ("Per Diem NT is excluded from
      // federal, FICA and state taxable wages (taxable this period 1,340.72)"), not a charge. So is
      // one that names money held or paid back ("Deductions include escrow … Toll reimbursement of
      // 22.50 is added to net pay"): the lines it speaks of are read where they are listed.
      if (
        (item.kind === 'deduction' ||
          item.kind === 'escrow' ||
          item.kind === 'advances' ||
          item.kind === 'reimbursements') &&
        item.line > lastNet.line &&
        (item.confidence < 0.85 || FOOTNOTE_MARK.test(lines[item.line] ?? '')) &&
        isProse(lines[item.line] ?? '', locale)
      )
        item.kind = 'unknown';
      // "Mileage paid on PC*Miler practical miles, loaded and empty. Trucks 31, 44.": a sentence
      // below the net that says how the pay was worked out pays nothing itself.
      if (
        (item.kind === 'linehaul' || item.kind === 'fuelSurcharge') &&
        item.line > lastNet.line &&
        isProse(lines[item.line] ?? '', locale)
      )
        item.kind = 'unknown';
    }
  }
  // "Revenue 2,150.00 @ 72%  1,548.00" per load, then "Revenue booked (100%)  4,750.00": beside the
  // contractor's share, the whole revenue is the customer's, not pay.
  // So beside "Participación permisionario 80 %": a share named by its rate alone.
  const share = (i: AmountItem) =>
    i.kind === 'linehaul' &&
    (SHARE_IN_LABEL.test(i.label) || (SHARE_RATE.test(i.label) && !WHOLE_REVENUE.test(foldText(i.label))));
  if (items.some(share))
    for (const item of items)
      if (item.kind === 'linehaul' && !share(item) && WHOLE_REVENUE.test(foldText(item.label)))
        item.kind = 'unknown';
  dropCategorySubtotals(items);
  dropNamedSubtotals(items);
  dropSectionTotals(items);
  dropAdvanceAndEscrowRecaps(items);
  dropHeadingTotals(items, headings);
  linehaulUnderGarbledLabels(items);
  loadPayThatSumsItsItems(items);
  if (firstGross && lastNet) {
    const grossAt = items.indexOf(firstGross);
    // "GROSS | DEDUCTIONS | NET" in a box at the top, then the earnings: an item after a net and
    // before the next gross is pay detail, not a fee between a gross and its net.
    let lastTotal: 'gross' | 'net' | null = null;
    const totalsRead = new Set(
      items.filter((i) => i.kind === 'gross' || i.kind === 'totalDeductions').map((i) => Math.abs(i.cents)),
    );
    for (const [at, item] of items.entries()) {
      const afterANet = lastTotal === 'net';
      if (item.kind === 'gross' || item.kind === 'net') lastTotal = item.kind;
      if (
        item.kind === 'unknown' &&
        !afterANet &&
        item.cents !== 0 &&
        // "Invoices purchased 3,474.75   Discount 3% 104.24": later on the gross's own line counts too.
        (item.line > firstGross.line ||
          (item.line === firstGross.line && at > grossAt && DEDUCTION_WORDS.test(foldText(item.label)))) &&
        item.line < lastNet.line &&
        // "Detention (2.5 hrs)": pay, whatever remark follows its name; "Temps d'attente - voy. 60433":
        // waiting time is pay; "Sous-total (taxable)" is a subtotal, no charge.
        // OCR's specks after the words ("Your share of line revenue ° i") are not part of them.
        !EARNINGS_WORDS.test(
          foldText(item.label)
            .replace(/\s*\([^)]*\)\s*$/, '')
            .replace(/(\s+\S)+$/, ''),
        ) &&
        !PAY_OR_SUBTOTAL.test(foldText(item.label)) &&
        // "ACCESSORIAL: SCL-30436 detention Houston 10/23, 3 hrs": named pay first, whatever follows.
        !PAY_FIRST.test(foldText(item.label)) &&
        // "Plus section 2  106.00", "Credits (section B)": what a section above added, told again.
        !SECTION_SUM.test(foldText(item.label)) &&
        !NAMED_SECTION_SUM.test(foldText(item.label)) &&
        // "Total advance on schedule 7,061.00": what the factor advanced, a subtotal of the payment.
        !FACTOR_ADVANCE.test(foldText(item.label)) &&
        // "GST 5% on earnings 186.22": a sales tax collected for the contractor is added, not held.
        !(item.cents > 0 && SALES_TAX_ADDED.test(foldText(item.label))) &&
        // "RECAP  Credits 4,846.60 / Debits 2,554.02": the totals told again, above the net.
        !totalsRead.has(Math.abs(item.cents))
      ) {
        item.kind = 'deduction';
        item.confidence = 0.6;
      }
    }
  }
  return items;
}

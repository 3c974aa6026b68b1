import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 120: ten trucking pay documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier advice with a this-settlement/YTD recap
 * boxed at the top and wrapped per-load pay lines; US lessor 72% percentage plan with a pipe-ruled
 * trip table carrying billed revenue that is not paid; US dispatch-service weekly recap pasted from
 * an email with stacked load blocks and no printed gross; French Quebec relevé with side-by-side
 * GAINS / RETENUES and TPS/TVQ inside the total; Mexican liquidación a permisionario in MXN with
 * the RESUMEN at the top, IVA, retenciones and toll reimbursements), two pay stubs (US tank-line
 * direct-deposit advice with side-by-side earnings/deductions and YTD columns; Ontario boxed
 * bi-weekly statement of earnings paid by the mile with vacation pay), a factoring purchase and
 * remittance advice with per-invoice fee/reserve columns, adjustments and a reserve roll-forward,
 * a broker load tender with a boxed all-in rate, and a truck repair invoice.
 * Countries: 7 US, 2 CA (one French), 1 MX. Date formats: Mon DD, YYYY and MM/DD; ISO; weekday
 * M/D/YYYY; DD/MM/YYYY with French month names; DD/MM/YYYY with Spanish month names; MM/DD/YYYY;
 * DD Mon YYYY; DD-MON-YY; ordinal month names (July 8th, 2026); M/D/YY. Number formats: 1,234.56
 * with trailing minus, parentheses, signed amounts, French 1 234,56 $, MXN 1,234.56.
 */
export const HELD_OUT_DOCUMENTS_120: CorpusDocument[] = [
  {
    id: 'b120-wabaunsee-recap-ytd-two-page',
    issuer: 'Wabaunsee Hills Motor Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      "Per-mile owner-operator settlement advice with the recap (this settlement vs year-to-date) boxed at the top, a load detail where each load's pay items wrap onto indented lines under the load row, a mileage/FSC/accessorial totals row, and a page-2 deductions table with CURRENT and YTD columns, a reimbursed-expenses list and an escrow balance; month-name and MM/DD dates",
    text: "WABAUNSEE HILLS MOTOR FREIGHT, INC.                                    Page 1 of 2\nPO Box 118 - Alma, Kansas 66401                         CONTRACTOR SETTLEMENT ADVICE\n785-555-0147  |  MC 1290377  |  USDOT 3702215\n\nOwner-Operator: BRANDT HAULING LLC (Curtis Brandt)         O/O No.    BH-22\nPower unit:     Truck 2208 - 2019 Kenworth T680            Advice #   WHM-S-2612\nTrip dates:     Mar 15, 2026 thru Mar 21, 2026             Paid on    Mar 26, 2026\n\n================================== RECAP ===================================\n                                       THIS SETTLEMENT        YEAR TO DATE\n   Gross compensation                        2,661.98            27,418.55\n   Less: charges & deductions                1,880.29-           15,902.67-\n   Plus: reimbursed expenses                    37.25               311.40\n   -------------------------------------------------------------------------\n   SETTLEMENT AMOUNT                           818.94            11,827.28\n============================================================================\n\nLOAD DETAIL\nLoad No.    Pick up                   Deliver                  Loaded   Empty\n            pay items\n----------------------------------------------------------------------------\nWHM-40811   03/15 Topeka KS           03/16 Omaha NE              171      22\n            Loaded 171 @ 1.68 = 287.28   Empty 22 @ .85 = 18.70\n            FSC 193 @ .44 = 84.92\nWHM-40826   03/16 Omaha NE            03/18 Denver CO             540       0\n            Loaded 540 @ 1.68 = 907.20   FSC 540 @ .44 = 237.60\n            Detention 2 hrs @ 40.00 = 80.00 (consignee)\nWHM-40833   03/19 Denver CO           03/20 Salina KS             431      64\n            Loaded 431 @ 1.68 = 724.08   Empty 64 @ .85 = 54.40\n            FSC 495 @ .44 = 217.80   Extra stop Hays KS = 50.00\n----------------------------------------------------------------------------\nMiles paid: 1,142 loaded + 86 empty = 1,228\n\n                          Mileage        FSC    Accessorial          Total\nTotals                   1,991.66     540.32         130.00       2,661.98\n\nWABAUNSEE HILLS MOTOR FREIGHT, INC.      Advice WHM-S-2612          Page 2 of 2\n\nCHARGES & DEDUCTIONS                                   CURRENT            YTD\n   Fuel - Love's fleet card (6 purchases)             1,307.44      10,601.32\n   Comdata express code 03/17                           250.00       1,750.00\n   Occupational accident                                 41.25         453.75\n   Cargo / physical damage ins.                          88.60         974.60\n   ELD subscription                                      18.00         198.00\n   Trailer rental (53' van, weekly)                      75.00         825.00\n   Escrow contribution                                  100.00       1,100.00\n                                                      --------      ---------\n                                                      1,880.29      15,902.67\n\nREIMBURSED EXPENSES (receipts attached)\n   KTA tolls Topeka / Emporia                            23.75\n   Scale - CAT Salina                                    13.50\n                                                      --------\n                                                         37.25\n\nEscrow on deposit after this advice: 2,350.00  (target 2,500.00)\nDirect deposit to acct ending 6612 on Mar 26, 2026 ................ $818.94\nQuestions on this advice: settlements@wabaunseehills.com within 15 days.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 266198,
      netCents: 81894,
      date: '2026-03-26',
      broker: 'WABAUNSEE HILLS MOTOR FREIGHT, INC.',
      tripNumber: 'WHM-40811',
      miles: 1228,
      linehaulCents: 199166,
      fuelSurchargeCents: 54032,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 3725,
      deductions: [130744, 4125, 8860, 1800, 7500],
    },
  },
  {
    id: 'b120-amite-percentage-pipe-table',
    issuer: 'Amite River Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan settlement: pipe-ruled trip table whose billed line-haul revenue column (not paid) sits beside the 72% pay and FSC columns, a dotted total-compensation leader line, deductions in two side-by-side columns with the total in the right column, a separate reimbursement line and a boxed net recap; statement date and a later ACH date, ISO dates',
    text: 'AMITE RIVER TRACTOR LEASING, LLC\n18240 Hwy 190 West  *  Hammond, LA 70401  *  985-555-0138\nLease-operator settlements: leaseops@amiteriver.com\n\nLEASE OPERATOR PERCENTAGE SETTLEMENT\nPlan: 72% of line haul revenue / 100% of fuel surcharge / 100% of approved accessorials\n\nLease operator : Darnell Fontenot              Lease no. ARTL-1147 (2022 Mack Anthem)\nStatement no.  : ARTL-1147-0409                Statement date: 2026-04-09\nLoads shipped  : 2026-03-30 through 2026-04-05 ACH effective : 2026-04-10\n\n|----------|------------|-----------------------------|-------|-----------|-----|----------|----------|\n| Trip     | Shipped    | From / To                   | Miles | L/H Rev.  | %   | L/H Pay  | FSC Pay  |\n|----------|------------|-----------------------------|-------|-----------|-----|----------|----------|\n| ART-2215 | 2026-03-30 | Hammond LA / Houston TX     |   322 |  1,850.00 | 72  | 1,332.00 |   310.00 |\n| ART-2219 | 2026-04-01 | Houston TX / Memphis TN     |   571 |  2,400.00 | 72  | 1,728.00 |   402.00 |\n| ART-2224 | 2026-04-03 | Memphis TN / Baton Rouge LA |   338 |  1,575.00 | 72  | 1,134.00 |   265.00 |\n|----------|------------|-----------------------------|-------|-----------|-----|----------|----------|\n| TOTAL    |            |                             | 1,231 |  5,825.00 |     | 4,194.00 |   977.00 |\n|----------|------------|-----------------------------|-------|-----------|-----|----------|----------|\n  L/H Rev. = revenue billed to customer, shown for your percentage only; it is not paid to you.\n\nACCESSORIALS                       ART-2219  Detention 3.0 hrs @ 25.00              75.00\nTOTAL COMPENSATION  (L/H pay + FSC pay + accessorials) ..........................5,246.00\n\nDEDUCTIONS\n  Tractor lease pmt 37 of 156        625.00      Fuel - TCS card (5 txns)         1,642.18\n  Bobtail / NTL liability             34.00      Physical damage                    112.50\n  IFTA fuel tax                       46.20      ELD / tracking                      22.00\n  IRP plate proration                 38.40      Maintenance escrow                 150.00\n  Fuel advance 2026-04-01            400.00\n                                                 TOTAL DEDUCTIONS                 3,070.28\n\nREIMBURSEMENTS (not compensation)  ART-2224  Lumper, receipt 55817                 185.00\n\n   +----------------------------------------------------------+\n   |  Total compensation                          5,246.00    |\n   |  Total deductions                           -3,070.28    |\n   |  Reimbursements                               +185.00    |\n   |  NET SETTLEMENT (ACH 2026-04-10)             2,360.72    |\n   +----------------------------------------------------------+\n\nBalances after this statement:  Lease payoff 58,212.40   Maintenance escrow 1,950.00\nFuel advance outstanding 0.00.  Discrepancies must be reported within 10 days.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 524600,
      netCents: 236072,
      date: '2026-04-10',
      broker: 'AMITE RIVER TRACTOR LEASING, LLC',
      tripNumber: 'ART-2215',
      miles: 1231,
      linehaulCents: 419400,
      fuelSurchargeCents: 97700,
      advancesCents: 40000,
      escrowCents: 15000,
      reimbursementsCents: 18500,
      deductions: [62500, 164218, 3400, 11250, 4620, 2200, 3840],
    },
  },
  {
    id: 'b120-apalachicola-dispatch-email-blocks',
    issuer: 'Apalachicola Dispatch Partners LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service weekly recap pasted from an email: each load is a stacked key/value block (broker, load #, lane, miles, line haul, detention, lumper pass-through), no printed gross line (only inside the fee basis), a dotted-leader kept/sent list with signed amounts and the net ACH; weekday M/D/YYYY dates',
    text: 'From: Apalachicola Dispatch Partners LLC <ops@apalachdispatch.com>\nSubject: Wk 20 recap + ACH - SANDOVAL EXPRESS LLC (Truck 11)\n\nApalachicola Dispatch Partners LLC\n41 Water St, Apalachicola FL 32320  |  850-555-0193\n"We find the freight, you drive it."\n\nWEEKLY CARRIER RECAP - WEEK 20\nCarrier:  SANDOVAL EXPRESS LLC   MC# 1377204   Driver/owner: Hector Sandoval\nRecap prepared:  Thu 5/21/2026\nACH sent:        Fri 5/22/2026  (Truist x4470, same-day)\n\nLOAD 1 of 3 ................................................................\n   Broker          Gulfline Brokerage Inc.\n   Load #          GL-5520917\n   Lane            Tallahassee FL > Dallas TX      PU 5/18  DEL 5/19\n   Loaded miles    862\n   Line haul       $2,150.00   (broker paid 5/20)\nLOAD 2 of 3 ................................................................\n   Broker          Pinehurst Freight Solutions\n   Load #          PFS 0093318\n   Lane            Dallas TX > Kansas City MO       PU 5/19  DEL 5/20\n   Loaded miles    553\n   Line haul       $1,780.00\n   Detention       2 hrs x $50.00 = $100.00 (approved, rep: K. Meyers)\nLOAD 3 of 3 ................................................................\n   Broker          Ridgeway Transport Brokers\n   Load #          RTB-771402\n   Lane            Kansas City MO > Jacksonville FL  PU 5/20  DEL 5/22\n   Loaded miles    1,150\n   Line haul       $2,420.00\n   Lumper          driver paid $240.00 at receiver, broker reimbursed (pass-through)\n\nWHAT WE KEPT / WHAT WE SENT\n   Dispatch fee 8.0% on $6,450.00 (line haul + detention) ........  -516.00\n   Fuel advance you took Tue 5/19 (Comchek #88214) .................  -300.00\n   Load board share (1/4 of monthly) ................................   -15.00\n   Lumper pass-through, load 3 ......................................  +240.00\n\n   NET ACH TO CARRIER  ..............................................  $5,859.00\n\nFee applies to line haul and accessorials only - never to lumper or scale pass-throughs.\nTotal loaded miles this week: 2,565.  Reply to this email with any question before Mon 5/25.\nApalachicola Dispatch Partners LLC is not a carrier or broker; loads are booked on your authority.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 645000,
      netCents: 585900,
      date: '2026-05-22',
      broker: 'Apalachicola Dispatch Partners LLC',
      tripNumber: 'GL-5520917',
      miles: 2565,
      linehaulCents: 635000,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: 24000,
      deductions: [51600, 1500],
    },
  },
  {
    id: 'b120-saint-fulgence-releve-gains-retenues',
    issuer: 'Camionnage Saint-Fulgence inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator settlement: flat-rate trip list with a transport total, then side-by-side GAINS / RETENUES columns (percentage fuel surcharge, waiting time, taxable subtotal, TPS and TVQ inside the total of earnings), an asterisk-boxed deposit amount and reserve-fund balance and annual cumulative figures; DD/MM/YYYY and French month-name dates, 1 234,56 amounts',
    text: "CAMIONNAGE SAINT-FULGENCE INC.\n212, chemin de la Baie, Saint-Fulgence (Québec)  G0V 1S0\nTél. : 418 555-0172     NEQ 1178304421\nTPS 81234 5678 RT0001     TVQ 1219876543 TQ0001\n\n              RELEVÉ DE RÈGLEMENT - VOITURIER (PROPRIÉTAIRE-EXPLOITANT)\n\nVoiturier : Gestion M. Tremblay inc. (Martin Tremblay)        No fournisseur : V-0318\nTracteur  : unité 318 - Volvo VNL 2021                         No relevé      : SF-2026-19\nPériode   : du 10 mai au 16 mai 2026                           Date du relevé : 19/05/2026\n                                       Date de paiement (dépôt direct) : 22/05/2026\n\nVOYAGES\nNo voyage     Date         Origine -> Destination                   Taux forfaitaire\nSF-26-0418    11/05/2026   Saint-Fulgence -> Québec (Beauport)            1 450,00 $\nSF-26-0422    13/05/2026   Québec -> Trois-Rivières -> Montréal           1 280,00 $\nSF-26-0427    15/05/2026   Montréal (Lachine) -> Saguenay                 1 615,00 $\n                                                                      -------------\n                                                Total transport           4 345,00 $\n\nGAINS                                      |  RETENUES\nTransport (3 voyages)          4 345,00    |  Carburant - carte Ultramar     1 874,52\nSurcharge carburant 18 %         782,10    |  Avance de fonds 13/05            500,00\nTemps d'attente 2 h x 85,00      170,00    |  Assurance camion (mai, 1/4)      142,00\n                              ----------   |  Fonds de réserve                 200,00\nSous-total taxable             5 297,10    |  Frais d'administration            35,00\nTPS 5 %                          264,86    |  Immatriculation SAAQ (1/52)       61,75\nTVQ 9,975 %                      528,39    |                               ----------\n                              ----------   |  Total des retenues             2 813,27\nTOTAL DES GAINS                6 090,35    |\n\n        *********************************************************\n        *   MONTANT DÉPOSÉ LE 22 MAI 2026 :          3 277,08 $ *\n        *********************************************************\n\nSolde du fonds de réserve après ce relevé : 3 400,00 $\nCumul annuel des gains (taxes incluses) : 118 442,16 $\nLes taxes (TPS/TVQ) sont versées au voiturier qui est inscrit; il doit les remettre.\nToute erreur doit être signalée dans les 15 jours suivant la date du relevé.      Page 1/1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 609035,
      netCents: 327708,
      date: '2026-05-22',
      broker: 'CAMIONNAGE SAINT-FULGENCE INC.',
      tripNumber: 'SF-26-0418',
      miles: null,
      linehaulCents: 434500,
      fuelSurchargeCents: 78210,
      advancesCents: 50000,
      escrowCents: 20000,
      reimbursementsCents: null,
      deductions: [187452, 14200, 3500, 6175],
    },
  },
  {
    id: 'b120-comitan-liquidacion-resumen-arriba',
    issuer: 'Carga General Comitán, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación a permisionario in MXN: boxed RESUMEN with the IVA-included total of earnings, deductions total, toll reimbursement and net at the top, then a trip table (viaje and carta porte numbers), maniobras, subtotal/IVA/total lines, an itemised retenciones y descuentos list with total, toll reimbursements per trip on one line, and balances; DD/MM/YYYY and Spanish month-name dates',
    text: 'CARGA GENERAL COMITÁN, S.A. DE C.V.                  LIQUIDACIÓN A PERMISIONARIO\nBlvd. Belisario Domínguez 2140, Comitán de Domínguez, Chis. C.P. 30029\nRFC CGC1107226K8   Tel. 963 555 0114   liquidaciones@cargacomitan.mx\n\nPermisionario: RUBÉN AGUILAR PÉREZ          RFC AUPR7903145T1   Régimen: RESICO\nUnidad: ECO-27 Kenworth T680 2020           Placas federales 84-AK-7C\nLiquidación No. LQ-2026-0183                Periodo: 27/04/2026 al 03/05/2026\nFecha de pago: viernes 8 de mayo de 2026    Forma de pago: transferencia SPEI\n\n                 RESUMEN                                    MXN\n      ------------------------------------------------------------\n      Total percepciones (incluye IVA)                86,304.00\n      Retenciones y descuentos                       -37,356.00\n      Reembolso de casetas (sin IVA)                   4,380.00\n      ------------------------------------------------------------\n      NETO A PAGAR                                    53,328.00\n      ------------------------------------------------------------\n\nDETALLE DE VIAJES\nViaje      Carta Porte   Salida       Ruta                               Flete\nCGC-8812   CP-A 15521    27/04/2026   Tuxtla Gtz. - CDMX (Vallejo)   38,500.00\nCGC-8819   CP-A 15534    30/04/2026   CDMX - Puebla                   9,800.00\nCGC-8826   CP-A 15547    01/05/2026   Puebla - Villahermosa          24,600.00\n                                                   Importe fletes    72,900.00\nManiobras de carga y descarga (viaje CGC-8826)                        1,500.00\n                                                   Subtotal          74,400.00\n                                                   IVA 16%           11,904.00\n                                                   Total percep.     86,304.00\n\nRETENCIONES Y DESCUENTOS\n   Retención IVA 4% (servicio de autotransporte)                      2,976.00\n   Retención ISR 1.25% (RESICO)                                         930.00\n   Vales de diésel (14 cargas)                                       21,650.00\n   Anticipo de viaje 28/04/2026                                       8,000.00\n   Fondo de garantía                                                  1,500.00\n   Rastreo satelital GPS                                                450.00\n   Seguro de la unidad (parcialidad)                                  1,850.00\n                                                                    ----------\n                                                   Total             37,356.00\n\nCASETAS COMPROBADAS (reembolso)   CGC-8812 1,240.00  CGC-8819 1,865.00  CGC-8826 1,275.00\n\nSaldo del fondo de garantía al cierre: 12,000.00     Anticipos pendientes: 0.00\nEl CFDI de retenciones se enviará por correo. Este documento no es un comprobante fiscal.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 8630400,
      netCents: 5332800,
      date: '2026-05-08',
      broker: 'CARGA GENERAL COMITÁN, S.A. DE C.V.',
      tripNumber: 'CGC-8812',
      miles: null,
      linehaulCents: 7290000,
      fuelSurchargeCents: null,
      advancesCents: 800000,
      escrowCents: 150000,
      reimbursementsCents: 438000,
      deductions: [297600, 93000, 2165000, 45000, 185000],
    },
  },
  {
    id: 'b120-chenango-stub-side-by-side-ytd',
    issuer: 'Chenango Valley Tank Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'US company-driver direct-deposit advice: net pay printed at the top beside the non-negotiable banner, earnings and deductions tables side by side separated by a pipe (units/rate/current/YTD on the left, current/YTD on the right, YTD columns crowding the current ones), a shared gross/total-deductions footer row, taxable-wage line and a two-account deposit split; MM/DD/YYYY dates',
    text: 'CHENANGO VALLEY TANK LINES, INC.                          Pay Date      06/05/2026\n1190 State Hwy 12, Norwich, NY 13815                      Check/Advice  00731942\nPayroll: 607-555-0166                                     Period        05/24/2026 - 05/30/2026\n\n  ***  NON-NEGOTIABLE  ***  DIRECT DEPOSIT ADVICE  ***             NET PAY     $1,345.21\n\nEmployee: RAYMOND J. KOWALCZYK    ID 2204    Driver - Bulk Tank (Hazmat/X)\nFiling: Fed Married (W-4 2020+)   NY: Married 1   Terminal: NORWICH\n\nEARNINGS                                         | DEDUCTIONS\nType           Units    Rate    Current     YTD  | Description       Current        YTD\nMileage     2,146.0   .6200   1,330.52 28,114.10 | Federal W/H        131.60   2,791.44\nHourly On-Duty  7.50 22.0000    165.00  3,421.00 | Social Security     91.42   1,936.30\nSafety Bonus              -     50.00    450.00  | Medicare            21.38     452.84\nPer Diem        5.00 69.0000    345.00  7,176.00 | NY State W/H        61.44   1,303.18\n                                                 | NY SDI               0.60      12.60\n                                                 | NY PFL               6.00     123.63\n                                                 | 401(k) 4%           61.82   1,279.40\n                                                 | Medical Pre-Tax     64.15   1,347.15\n                                                 | Dental Pre-Tax       6.90     144.90\n                                                 | Road Adv Recovery  100.00     600.00\n-------------------------------------------------+----------------------------------\nGROSS          1,890.52   39,161.10              | TOTAL DED.         545.31   9,991.44\n\nTaxable:  Federal 1,412.65   FICA 1,474.47   NY 1,412.65   (per diem excluded)\nMiles this period: 2,146 dispatched, paid at .62    Hours on-duty paid: 7.50\n\nDEPOSITS                       Account          Amount\n  Checking  NBT Bank           ******3318     1,095.21\n  Savings   NBT Bank           ******7024       250.00\n                                              --------\n                                              1,345.21\n\nPTO balance: 32.00 hrs     Road advance balance remaining: 0.00\nQuestions: payroll@chenangovalleytank.com - keep this advice for your records.\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 189052,
      netCents: 134521,
      date: '2026-06-05',
      broker: 'CHENANGO VALLEY TANK LINES, INC.',
      tripNumber: null,
      miles: 2146,
      linehaulCents: 133052,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [13160, 9142, 2138, 6144, 60, 600, 6182, 6415, 690],
    },
  },
  {
    id: 'b120-bonnechere-boxed-stub-miles',
    issuer: 'Bonnechere River Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario company-driver statement of earnings drawn entirely inside a +---+ box: employee block, earnings table (qty/rate/current/YTD) paid by highway miles with yard hours, border crossings, layover and 4% vacation pay, deductions table with current and YTD (CPP, EI, federal and Ontario tax, benefits, RRSP), net pay row, and employer-contribution figures below the box that are not deductions; DD Mon YYYY dates',
    text: '+------------------------------------------------------------------------------+\n| BONNECHERE RIVER HAULAGE LTD.                          STATEMENT OF EARNINGS |\n| 77 Boundary Rd, Pembroke ON  K8A 6W5          BN 70412 8836 RP0001           |\n+------------------------------------------------------------------------------+\n| Employee  : Lisa-Marie Chartrand            Emp # 0419                       |\n| Position  : Long-haul driver (cross-border, paid in miles)                   |\n| Pay period: 24 May 2026 to 06 Jun 2026      Pay date: 12 Jun 2026            |\n| Province of employment: ON                   TD1 claim codes  Fed 1 / ON 1   |\n+------------------------------------------------------------------------------+\n| EARNINGS               Qty        Rate        Current        Year-to-date    |\n|   Highway miles      2,930      0.6000       1,758.00           17,460.00    |\n|   Yard / city hrs     9.50     26.0000         247.00            2,574.00    |\n|   Border crossings       4     25.0000         100.00            1,050.00    |\n|   Layover                1     85.0000          85.00              595.00    |\n|   Vacation pay 4%                               87.60              867.16    |\n|                                             ---------         ----------     |\n|   GROSS EARNINGS                             2,277.60           22,546.16    |\n+------------------------------------------------------------------------------+\n| DEDUCTIONS                                     Current        Year-to-date   |\n|   CPP contributions                             127.51            1,262.38   |\n|   EI premiums                                    37.35              355.62   |\n|   Federal income tax                            228.40            2,261.16   |\n|   Ontario income tax                            112.76            1,116.32   |\n|   Group benefits (Manulife)                      48.30              483.00   |\n|   Group RRSP - employee                          60.00              600.00   |\n|                                               --------           ---------   |\n|   TOTAL DEDUCTIONS                              614.32            6,078.48   |\n+------------------------------------------------------------------------------+\n| NET PAY  deposited to CIBC  *****8841                    $1,663.28           |\n+------------------------------------------------------------------------------+\n  Employer contributions (not deducted): CPP 127.51  EI 52.29  RRSP match 60.00\n  Miles this period: 2,930 (US 1,412 / Canada 1,518)   Lieu-day bank: 1.5 days\n  Questions about your pay? payroll@bonnecheriver.ca  |  Page 1 of 1\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 227760,
      netCents: 166328,
      date: '2026-06-12',
      broker: 'BONNECHERE RIVER HAULAGE LTD.',
      tripNumber: null,
      miles: 2930,
      linehaulCents: 175800,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [12751, 3735, 22840, 11276, 4830, 6000],
    },
  },
  {
    id: 'b120-wappinger-purchase-advice-reserve',
    issuer: 'Wappinger Creek Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and remittance advice: wide invoice table (invoice #, load/PRO #, debtor, invoice amount, per-invoice 3% fee, 10% reserve, advanced amount) with a totals row, an adjustments list with parenthesised negatives (fuel advance, reserve release, wire fee), the wired amount, and a reserve-account roll-forward and open A/R balance that are not amounts; DD-MON-YY dates',
    text: 'WAPPINGER CREEK FUNDING, LLC\n2 Market Street, Suite 410, Poughkeepsie NY 12601 | 845-555-0151 | funding@wappingercreek.com\n\nPURCHASE & REMITTANCE ADVICE                    Schedule No.  4471-0630\nClient:  KESTREL RUN TRUCKING LLC (client 4471)  Schedule date 30-JUN-26\nRecourse agreement dtd 12-JAN-25                 Funded        01-JUL-26  (wire, Chase x0925)\n\n  INV #    LOAD / PRO #    DEBTOR (ACCOUNT DEBTOR)              INV AMT   FEE 3%    RESERVE 10%    ADVANCED\n  ------   ------------    ---------------------------------  ---------  -------    -----------   ---------\n  KR-1187  HVF-2290314     Harborview Freight Brokers, Inc.    2,350.00    70.50         235.00    2,044.50\n  KR-1188  MSL 0618-77     Meridian Shore Logistics            1,875.50    56.27         187.55    1,631.68\n  KR-1189  TVP-55102       Tri-Valley Produce Co.              3,120.00    93.60         312.00    2,714.40\n  ------   ------------    ---------------------------------  ---------  -------    -----------   ---------\n  3 invoices                                          TOTALS   7,345.50   220.37         734.55    6,390.58\n\nADJUSTMENTS TO THIS FUNDING\n  Less  fuel advance issued 06-29-26 against KR-1189 (EFS check 51172)             (500.00)\n  Plus  reserve release - debtor payments posted week of 22-JUN-26                  412.00\n  Less  same-day wire fee                                                            (15.00)\n\n                                               AMOUNT WIRED TO CLIENT            $6,287.58\n\nRESERVE ACCOUNT                     Opening     Withheld    Released     Closing\n                                   3,118.20       734.55     (412.00)    3,440.75\nOpen A/R with us after this schedule: 14,902.35 (22 invoices). Debtor credit limits on request.\nNotice: payments on these invoices must be remitted only to Wappinger Creek Funding, LLC,\nPO Box 7714, Poughkeepsie NY 12602.                                                 Pg 1/1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 734550,
      netCents: 628758,
      date: '2026-07-01',
      broker: 'Harborview Freight Brokers, Inc.',
      tripNumber: 'HVF-2290314',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 73455,
      reimbursementsCents: null,
      deductions: [22037, 1500],
    },
  },
  {
    id: 'b120-catawba-tender-boxed-total',
    issuer: 'Catawba Freight Exchange, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker load tender/rate confirmation with the order number, tender date and agreed all-in rate in a box at the top, dotted-leader carrier/equipment/reference lines (PO and BOL numbers), pick and drop blocks, a rate breakdown whose total is an unlabelled figure under a rule, and a not-included section with detention/TONU/layover amounts; ordinal month-name dates',
    text: "CATAWBA FREIGHT EXCHANGE, INC.\n901 Tuckaseegee Rd, Charlotte, NC 28208\nCarrier Sales 704-555-0129  *  MC 1064418  *  loads@catawbafx.com\n\n                     CARRIER LOAD TENDER / RATE CONFIRMATION\n   +--------------------------------------------------------------------+\n   | CFX Order:  CFX-3318207          Tendered:  July 8th, 2026         |\n   | AGREED CARRIER RATE (USD, all-in as itemized below):   $3,071.20   |\n   +--------------------------------------------------------------------+\n\nCarrier ....... Blue Heron Haulers LLC            MC 1188052   Dispatcher: Tasha Greer\nEquipment ..... 53' dry van, air-ride, load bars required\nWeight/pcs .... 41,200 lb / 24 pallets  Commodity: canned vegetables (non-haz)\nCustomer ref .. PO 4500921187 / BOL 78841920     Shipper must not be contacted re: rate\n\nPICK 1   Thu July 9th, 2026   0700-1100 (FCFS)\n         Piedmont Canning Co., 3300 Old Statesville Rd, Charlotte NC 28269\nDROP 1   Fri July 10th, 2026  0600 appt  (driver assist required)\n         Gulf States Grocers DC, 4120 Rampart Blvd, Mobile AL 36619\n\nRATE BREAKDOWN\n   Linehaul (flat) ...................................... 2,600.00\n   Fuel surcharge  640 mi x 0.58 ........................   371.20\n   Driver assist (unload) ...............................   100.00\n                                                         ---------\n                                                          3,071.20\n\nNOT INCLUDED IN RATE (paid only if approved in writing)\n   Detention $45.00/hr after 2 hrs free  |  TONU $200.00  |  Layover $250.00/day\n   Lumper: reimbursed at cost with receipt\n\nPayment: 30 days from receipt of clean POD + invoice; QuickPay 3% within 48 hrs.\nCarrier agrees this load will not be double brokered. Tracking via MacroPoint required.\n\nAccepted by carrier: ______________________   Date: __________\nReturn signed copy to loads@catawbafx.com to confirm.\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 307120,
      broker: 'CATAWBA FREIGHT EXCHANGE, INC.',
      tripNumber: 'CFX-3318207',
    },
  },
  {
    id: 'b120-alcovy-ticket-style-repair',
    issuer: 'Alcovy Truck & Frame Repair, Inc.',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Truck repair invoice: invoice number/date/terms stacked at the top right beside the shop address, bill-to and unit block with date in / date out, complaint-cause-correction narrative, parts table with qty/unit/extension and a parts subtotal, labor and shop supplies, tax on parts, total, payment and zero balance due; M/D/YY dates',
    text: 'ALCOVY TRUCK & FRAME REPAIR, INC.          INVOICE       48217\n4410 Hwy 278 NE, Covington GA 30014        Invoice Date  8/3/26\n770-555-0108   www.alcovytruckframe.com    Terms         Due on receipt\n\nBill to: BLUE HERON HAULERS LLC                Unit: 7 (2018 Freightliner Cascadia)\n         118 Mill Pond Ct, Monroe GA 30655     VIN ...5JL4471    Odometer 612,884\nDate In: 7/31/26     Date Out: 8/3/26          Writer: D. Pettaway   PO: verbal - Ed B.\n\nCOMPLAINT / CAUSE / CORRECTION\n 1. Driver reports clunk over bumps, steer pulls right.\n    Found L/H front spring hanger cracked, shackle bushings worn.\n    Replaced hanger and shackle kit, torqued to spec, road tested.\n 2. ABS light on. Found R/R wheel-speed sensor open circuit.\n    Replaced sensor and clip, cleared codes, verified ABS lamp off.\n\nPARTS                                      QTY      UNIT       EXT\n FRT-33A hanger, front spring LH             1    612.45    612.45\n SHK-7710 shackle & bushing kit              1    148.90    148.90\n HB-5/8 grade 8 bolt/nut set                 2     38.75     77.50\n WSS-21 wheel speed sensor w/ clip           1     27.60     27.60\n                                                 Parts     866.45\nLABOR\n Tech #12  4.5 hrs @ 135.00                              607.50\n Shop supplies / hazardous disposal                       24.00\n                                   Sales tax 7% (parts)   60.65\n                                   ------------------------------\n                                   INVOICE TOTAL        1,558.60\n                                   Paid  VISA x2231     1,558.60\n                                   BALANCE DUE              0.00\n\nWarranty: parts 12 mo / labor 90 days. Customer-supplied parts not warranted.\nThank you for your business - we appreciate you!\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-08-03',
    },
  },
];

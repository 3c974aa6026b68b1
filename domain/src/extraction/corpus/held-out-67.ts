import type { CorpusDocument } from './types.js';

/**
 * Held-out batch 67: ten blind documents written without looking at the extractor.
 *
 * Kinds: five settlement statements (US percentage-plan carrier, US lessor DEBIT/CREDIT ledger,
 * US dispatch service paying the carrier by ACH, French-language Quebec owner-operator relevé with
 * TPS/TVQ, Mexican liquidacion a permisionario with IVA and retenciones), two pay stubs (US
 * per-mile company driver with side-by-side earnings/deductions, Ontario bi-weekly hourly driver),
 * two factoring remittances (factor funding notice with fee/reserve columns, chargeback, fuel
 * advance and reserve release; broker quick-pay remittance advice) and one repair invoice.
 * Countries: 7 US, 2 CA, 1 MX. Layout variety: load grids, ledgers, wrapped load lines, boxed
 * recaps, parenthesised and minus-sign negatives, comma-decimal French amounts, Spanish month
 * dates, MM/DD/YY, ISO, DDMONYYYY and month-name dates.
 */
export const HELD_OUT_DOCUMENTS_67: CorpusDocument[] = [
  {
    id: 'b67-namekagon-pct-plan-load-grid',
    issuer: 'Namekagon River Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-plan owner-operator settlement with a one-line-per-load grid (revenue, 72% share, FSC, accessorial code), then separate earnings, deductions and reimbursements blocks; MM/DD/YYYY dates, direct deposit pay date',
    text: `NAMEKAGON RIVER CARRIERS, INC.
10642 N State Hwy 27 | Hayward, WI 54843 | (715) 555-0148
USDOT 3318047   MC 1094552   settlements@namekagonriver.com

              CONTRACTOR SETTLEMENT -- PERCENTAGE PLAN (72% LINEHAUL / 100% FSC)

Settlement #: 48812                         Unit: 514
Contractor:   BJORKLUND TRANSPORT LLC       Vendor ID: 00514
Week Ending:  03/14/2026                    Pay Date: 03/19/2026 (direct deposit)

LOADS SETTLED
PRO #    SHIP   ORIGIN         DESTINATION     MILES LH REVENUE  72% SHARE      FSC  ACCESSORIAL
------------------------------------------------------------------------------------------------
N261044  03/09  Eau Claire WI  Joliet IL         346   1,280.00     921.60   176.46
N261059  03/10  Joliet IL      Columbus OH       358   1,345.00     968.40   182.58  75.00 DET
N261077  03/12  Columbus OH    Green Bay WI      553   1,890.00   1,360.80   282.03  50.00 STOP
------------------------------------------------------------------------------------------------
TOTALS                                         1,257   4,515.00   3,250.80   641.07  125.00
FSC paid at $0.510 per loaded mile (DOE Midwest avg bracket 3.90-3.99)

EARNINGS
  Linehaul share (72%)                         3,250.80
  Fuel surcharge                                 641.07
  Detention / stop pay                           125.00
  TOTAL GROSS COMPENSATION                     4,016.87

DEDUCTIONS & CHARGES
  Fuel purchases - TCS card (6 txns)           1,188.42
  Physical damage ins. (unit 514)                 87.50
  Occupational accident                           39.00
  Liability/cargo cost share                      65.00
  PrePass / toll transponder                      22.40
  Cash advance - Comdata 03/10                   300.00
  Escrow deposit (wk 11)                         150.00
  TOTAL DEDUCTIONS                             1,852.32

REIMBURSEMENTS
  Tolls - IL Tollway (receipts rec 03/13)         34.75

  NET PAY                                      2,199.30

Escrow balance: 2,850.00 of 3,000.00 required      YTD gross: 41,377.16
Questions on this settlement must be raised within 15 days. Page 1 of 1
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 401687,
      netCents: 219930,
      date: '2026-03-19',
      broker: 'NAMEKAGON RIVER CARRIERS, INC.',
      tripNumber: 'N261044',
      miles: 1257,
      linehaulCents: 325080,
      fuelSurchargeCents: 64107,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 3475,
      deductions: [118842, 8750, 3900, 6500, 2240],
    },
  },
  {
    id: 'b67-otsego-lessor-debit-credit-ledger',
    issuer: 'Otsego Lake Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor settlement printed as a chronological DEBIT/CREDIT ledger mixing load credits, fuel, advance, lease and escrow debits, followed by a boxed recap with gross, reimbursements and balance due; month-name dates, EFT date',
    text: `============================================================================================
                              OTSEGO LAKE TRACTOR LEASING, LLC
                              Lessor / Motor Carrier Services
   5 Pioneer Alley, Cooperstown, NY 13326  *  607.555.0173  *  USDOT 2984410  MC 1012877
============================================================================================
INDEPENDENT CONTRACTOR SETTLEMENT
Contractor: Mohawk Gap Hauling Inc. (IC #0288)       Statement Date: April 2, 2026
Settlement Period: March 22, 2026 - March 28, 2026   EFT Date: April 3, 2026
Leased unit: T221 (2021 Freightliner Cascadia)        Statement No.: OLT-0288-13
--------------------------------------------------------------------------------------------
DATE    REF       DESCRIPTION                                            DEBIT        CREDIT
--------------------------------------------------------------------------------------------
Mar 23  OL-7716   Utica NY-Allentown PA loaded 248 mi @ 1.750                         434.00
Mar 23  OL-7716     Fuel surcharge 248 mi @ 0.480                                     119.04
Mar 23  FC-20931  Fuel - Pilot #354 Pittston PA  104.6 gal              412.18
Mar 24  OL-7731   Allentown PA-Bethlehem PA empty 62 mi @ 0.850                        52.70
Mar 24  OL-7731   Bethlehem PA-Hartford CT loaded 213 mi @ 1.750                      372.75
Mar 24  OL-7731     Fuel surcharge 213 mi @ 0.480                                     102.24
Mar 24  EX-5518   Express Code advance                                  200.00
Mar 24  EX-5518     Express Code fee                                      4.00
Mar 25  OL-7731     Detention 2.0 hrs @ 40.00 (Hartford)                               80.00
Mar 26  OL-7748   Hartford CT-Syracuse NY loaded 262 mi @ 1.750                       458.50
Mar 26  OL-7748     Fuel surcharge 262 mi @ 0.480                                     125.76
Mar 26  FC-21007  Fuel - TA Syracuse NY  96.2 gal                       388.90
Mar 27  OL-7760   Syracuse NY-Oneida NY empty 40 mi @ 0.850                            34.00
Mar 27  OL-7760   Oneida NY-Buffalo NY loaded 151 mi @ 1.750                          264.25
Mar 27  OL-7760     Fuel surcharge 151 mi @ 0.480                                      72.48
Mar 27  RC-0412   Reimb - CAT scale ticket (Oneida)                                    13.25
Mar 28  LS-T221   Tractor lease - unit T221 weekly                      725.00
Mar 28  ME-T221   Maintenance escrow 976 mi @ 0.060                      58.56
Mar 28  IN-0328   Occupational accident ins.                             36.80
Mar 28  IN-0328   Bobtail / NTL ins.                                     14.25
Mar 28  EL-0328   ELD & dispatch tablet                                  18.00
--------------------------------------------------------------------------------------------
                  COLUMN TOTALS                                       1,857.69      2,128.97
============================================================================================

  +----------------------------------------------+
  | Miles: loaded 874 + empty 102 = 976 total    |
  | Mileage pay (loaded + empty)        1,616.20 |
  | Fuel surcharge                        419.52 |
  | Accessorials                           80.00 |
  | GROSS EARNINGS                      2,115.72 |
  | Reimbursements                         13.25 |
  | Less total debits                 (1,857.69) |
  | BALANCE DUE CONTRACTOR                271.28 |
  +----------------------------------------------+

Maintenance escrow balance after this period: 1,742.16     Lease balloon remaining: 18,500.00
Per lease agreement sec. 7(b), escrow is refundable within 45 days of termination.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 211572,
      netCents: 27128,
      date: '2026-04-03',
      broker: 'OTSEGO LAKE TRACTOR LEASING, LLC',
      tripNumber: 'OL-7716',
      miles: 976,
      linehaulCents: 161620,
      fuelSurchargeCents: 41952,
      advancesCents: 20000,
      escrowCents: 5856,
      reimbursementsCents: 1325,
      deductions: [41218, 400, 38890, 72500, 3680, 1425, 1800],
    },
  },
  {
    id: 'b67-piankatank-dispatch-wrapped-loads',
    issuer: 'Piankatank Dispatch Co.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier pay statement: dotted-leader header, numbered loads each wrapped onto a second lane/notes line, gross and lumper reimbursement, charges shown with leading minus signs, net ACH line; ISO dates',
    text: `PIANKATANK DISPATCH CO.
Truck dispatch & back-office for owner-operators
17 Fishing Bay Rd, Deltaville, VA 23043 | ops@piankatankdispatch.com | 804-555-0117

CARRIER PAY STATEMENT
  Carrier ........ Rappahannock Run Trucking LLC  (MC 1187734 / DOT 3590126)
  Driver ......... D. Okonkwo      Truck 07   Trailer 53R-112
  Week ........... 2026-05-03 to 2026-05-09
  Statement ID ... PDC-RRT-0519    Issued 2026-05-12

LOADS BOOKED THIS WEEK (all rates all-in as per broker rate confirmations)

#  Load / Broker                               Picked up      Mi       Rate     Addl
====================================================================================
1  TQ-8841207 / Tidewater Quay Logistics       2026-05-04    284   1,350.00        -
     Norfolk, VA -> Greensboro, NC
2  772046-A / Blue Heron Freight Partners      2026-05-05    331   1,525.00        -
     Greensboro, NC -> Atlanta, GA (2 stops)   lumper paid by driver 175.00 - reimb.
3  BKR-55019 / Cardinal Point Brokerage        2026-05-07    528   1,980.00   112.50
     Atlanta, GA -> Richmond, VA   (detention 2.25h @ 50.00)
====================================================================================
   TOTAL                                                   1,143   4,855.00   112.50

  Gross revenue (rates + detention) .....................   4,967.50
  Lumper reimbursement (load 2, receipt #A-33918) .......     175.00

  Charges
    Dispatch fee 8% of gross revenue ..................    -397.40
    Factoring fee 2.5% (Sassaby Funding, 3 invoices)...    -128.56
    Load board share (DAT) ............................     -15.00
    Fuel advance repaid - EFS check 2026-05-05 ........    -400.00

  NET ACH SENT TO CARRIER 2026-05-13 ....................   4,201.54
  ACH trace 051000017734412  to acct ending 6620

Note: factoring fee is charged on invoice totals incl. lumper. Piankatank Dispatch Co.
collects from the factor and forwards carrier funds; we never hold your authority.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 496750,
      netCents: 420154,
      date: '2026-05-13',
      broker: 'PIANKATANK DISPATCH CO.',
      tripNumber: 'TQ-8841207',
      miles: 1143,
      linehaulCents: 485500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 17500,
      deductions: [39740, 12856, 1500],
    },
  },
  {
    id: 'b67-riviere-ouelle-fr-tps-tvq',
    issuer: 'Rivière-Ouelle Camionnage inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French-language Quebec owner-operator settlement (relevé de règlement) with per-trip mileage, empty-mile and FSC lines in milles, TPS/TVQ added to a taxes-included total, parenthesised retenues and a net deposit line; comma decimals, space thousands, French month names',
    text: `RIVIÈRE-OUELLE CAMIONNAGE INC.
112, route 132 Est, Rivière-Ouelle (Québec)  G0L 2C0
Tél. 418 555-0136   NEQ 1172846530   NIR R-104883   USDOT 2216790

                     RELEVÉ DE RÈGLEMENT - VOITURIER PROPRIÉTAIRE

Voiturier : Transport G. Pelletier enr.          No fournisseur : VP-031
No TPS : 81422 6093 RT0001   No TVQ : 1224417780 TQ0001
Période : du 7 juin 2026 au 13 juin 2026       Relevé no : 2026-24-031
Date du relevé : 16 juin 2026                  Date de paiement : 18 juin 2026

--------------------------------------------------------------------------------------
Voyage    Date   Trajet                              Milles    Taux    Montant $
--------------------------------------------------------------------------------------
RO-55120  08-06  Rivière-du-Loup QC > Albany NY         512    1,68       860,16
                   surcharge carburant                  512    0,42       215,04
RO-55137  10-06  Albany NY > Montréal QC                221    1,68       371,28
                   surcharge carburant                  221    0,42        92,82
                   Attente douane Lacolle 1,5 h                            60,00
RO-55149  11-06  Montréal QC > Moncton NB               585    1,68       982,80
                   milles à vide                         96    0,95        91,20
                   surcharge carburant                  585    0,42       245,70
--------------------------------------------------------------------------------------
Milles payés : 1 318 chargés + 96 à vide = 1 414
Total transport (milles chargés et à vide)                              2 305,44
Total surcharge carburant                                                 553,56
Frais accessoires                                                          60,00
Sous-total des services                                                 2 919,00
TPS 5 %                                                                   145,95
TVQ 9,975 %                                                               291,17
TOTAL DES GAINS (taxes incluses)                                      3 356,12 $

RETENUES
  Carburant - carte Esso/Flying J (5 trans.)                          (1 246,11)
  Assurance responsabilité et marchandises                              (118,40)
  CSST/CNESST - cotisation voiturier                                     (29,75)
  Frais transpondeur et péages E-ZPass                                   (47,30)
  Avance de fonds (10 juin, Lacolle)                                    (250,00)
  Fonds d'entretien / réserve (dépôt hebdo)                             (200,00)
Total des retenues                                                    (1 891,56)

REMBOURSEMENTS
  Pesée routière - billet 77412 (Lévis)                                    18,50

======================================================================================
MONTANT NET DÉPOSÉ (virement 18 juin 2026)                            1 483,06 $
======================================================================================
Solde du fonds d'entretien : 3 400,00 $   -   Montants en dollars canadiens (CAD)
Toute erreur doit être signalée au service de la paie dans les 10 jours ouvrables.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 335612,
      netCents: 148306,
      date: '2026-06-18',
      broker: 'RIVIÈRE-OUELLE CAMIONNAGE INC.',
      tripNumber: 'RO-55120',
      miles: 1414,
      linehaulCents: 230544,
      fuelSurchargeCents: 55356,
      advancesCents: 25000,
      escrowCents: 20000,
      reimbursementsCents: 1850,
      deductions: [124611, 11840, 2975, 4730],
    },
  },
  {
    id: 'b67-sayula-liquidacion-permisionario',
    issuer: 'Sayula Autotransportes del Bajío, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish owner-operator (permisionario) settlement with roman-numeral sections: trips with carta porte numbers and wrapped destinations, IVA added to a CFDI total, withholdings/diesel vouchers/advance/guarantee fund as negative amounts, toll expense reimbursement and SPEI net; DD/mmm/YYYY Spanish dates, $ MXN',
    text: `SAYULA AUTOTRANSPORTES DEL BAJÍO, S.A. DE C.V.
RFC SAB0911247K3  |  Permiso SCT/SICT 1402SAB240911
Carr. Guadalajara-Colima Km 98.5, Sayula, Jal. C.P. 49300  Tel. 342 555 0181

                            LIQUIDACIÓN A PERMISIONARIO

Permisionario: HUGO ALBERTO RAMOS VILLA       Folio liquidación: LQ-2026-0612
RFC: RAVH780321QX5  (RESICO)                  Fecha de emisión: 22/jul/2026
Tractocamión: Kenworth T680  Eco. P-17        Fecha de pago: 24/jul/2026
Placas: 58-AK-9T                              Moneda: MXN

I. VIAJES LIQUIDADOS
------------------------------------------------------------------------------------
Viaje      Carta Porte  Salida       Origen / Destino                        Importe
------------------------------------------------------------------------------------
SAB-18842  CP 0007731   14/jul/2026  Lagos de Moreno, Jal. a              $28,500.00
                                     Monterrey, N.L.
SAB-18857  CP 0007765   17/jul/2026  Monterrey, N.L. a                    $24,800.00
                                     Querétaro, Qro.
                                     Maniobras de descarga                 $1,200.00
------------------------------------------------------------------------------------
Fletes                                                                    $53,300.00
Maniobras                                                                  $1,200.00
Subtotal                                                                  $54,500.00
IVA trasladado 16%                                                         $8,720.00
TOTAL FACTURADO (CFDI A-3318)                                             $63,220.00

II. RETENCIONES Y DESCUENTOS
  Retención IVA 4% (autotransporte)                                       -$2,180.00
  Retención ISR 1.25% RESICO                                                -$681.25
  Vale diésel V-44310  15/jul  412.0 lt                                  -$10,712.00
  Vale diésel V-44362  18/jul  409.5 lt                                  -$10,638.40
  Rastreo satelital GPS (julio)                                             -$450.00
  Seguro de carga (prorrata semanal)                                        -$980.00
  Anticipo de viaje entregado 13/jul/2026                                 -$8,000.00
  Fondo de garantía (retención)                                           -$1,500.00
  Total retenciones y descuentos                                         -$35,141.65

III. COMPROBACIÓN DE GASTOS (reembolso al permisionario)
  Casetas Lagos-Mty (7 tickets)                                            $1,684.00
  Casetas Mty-Qro (6 tickets)                                              $1,728.00
  Total gastos comprobados                                                 $3,412.00

====================================================================================
NETO A PAGAR (transferencia SPEI 24/jul/2026)                             $31,490.35
====================================================================================
Cuenta CLABE destino: 0123 2000 4471 8826 14      Saldo fondo de garantía: $18,000.00

______________________________          ______________________________
  Elaboró: Depto. de Liquidaciones            Recibí de conformidad
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 6322000,
      netCents: 3149035,
      date: '2026-07-24',
      broker: 'SAYULA AUTOTRANSPORTES DEL BAJÍO, S.A. DE C.V.',
      tripNumber: 'SAB-18842',
      miles: null,
      linehaulCents: 5330000,
      fuelSurchargeCents: null,
      advancesCents: 800000,
      escrowCents: 150000,
      reimbursementsCents: 341200,
      deductions: [218000, 68125, 1071200, 1063840, 45000, 98000],
    },
  },
  {
    id: 'b67-nokomis-driver-stub-side-by-side',
    issuer: 'Nokomis Valley Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement with earnings (units, rate, current, YTD) and deductions (current, YTD) printed side by side, a non-earnings toll reimbursement line and a boxed net pay; MM/DD/YY dates',
    text: `NOKOMIS VALLEY FREIGHT LINES, INC.                               EARNINGS STATEMENT
2200 E Frontage Rd                                               Check No.   DD-0088213
Nokomis, IL 62075                                                Pay Date    08/21/26
FEIN 37-1694420   USDOT 1562207                                  Period      08/09/26 - 08/15/26

EMPLOYEE: MARCUS T. WEEDE          EMP ID: 30417      DEPT: OTR-DRY      FED M/2   IL 2

EARNINGS              UNITS     RATE    CURRENT         YTD   |  DEDUCTIONS         CURRENT        YTD
------------------------------------------------------------------------------------------------------
Mileage Pay           2,418    .5800   1,402.44   48,521.37   |  401(k) 4%            61.10   1,843.54
Stop Pay                  3  25.0000      75.00    1,050.00   |  Medical PreTax       58.25   1,922.25
Detention              2.50  20.0000      50.00      475.00   |  Dental PreTax         6.90     227.70
Per Diem (non-tax)    2,418    .1500     362.70   12,549.45   |  Federal W/H         118.37   3,787.07
                                                              |  Social Security      90.66   2,924.57
                                                              |  Medicare             21.20     683.97
                                                              |  IL State W/H         66.65   2,215.77
                                                              |  Road Adv Repay      100.00     400.00
------------------------------------------------------------------------------------------------------
GROSS PAY                              1,890.14   62,595.82   |  TOTAL DEDUCT.       523.13

OTHER (NON-EARNINGS)   Toll reimbursement - I-294 receipts            18.50

  Fed taxable wages 1,401.19   FICA wages 1,462.29   Miles this period 2,418

  +------------------------------------------------------+
  |  NET PAY     1,385.51     Direct deposit  xxxxx4081  |
  +------------------------------------------------------+
  PTO balance 32.0 hrs     Safety bonus eligible Q3: YES     NON-NEGOTIABLE
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 189014,
      netCents: 138551,
      date: '2026-08-21',
      broker: 'NOKOMIS VALLEY FREIGHT LINES, INC.',
      tripNumber: null,
      miles: 2418,
      linehaulCents: 140244,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: 1850,
      deductions: [6110, 5825, 690, 11837, 9066, 2120, 6665],
    },
  },
  {
    id: 'b67-restoule-on-biweekly-hourly',
    issuer: 'Restoule Lake Transport Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario bi-weekly hourly driver statement of earnings and deductions with hours/rate/amount rows, statutory vs voluntary deduction groups with this-pay and year-to-date columns, and a ruled net pay line in CAD; DD-Mon-YYYY dates',
    text: `                       RESTOULE LAKE TRANSPORT LTD.
              88 Hwy 534, Restoule, ON  P0H 2R0   (705) 555-0164
                 CVOR 118-447-902    BN 74301 2286 RP0001

STATEMENT OF EARNINGS AND DEDUCTIONS                        ** NON NEGOTIABLE **

Employee: PATEL, ANIKA R.            Employee #: 0156       Class: Driver AZ - Local
Pay period: 26-Jul-2026 to 08-Aug-2026 (bi-weekly)       Pay date: 14-Aug-2026
TD1 claim code: Fed 1 / ON 1                             Deposit: CIBC ****2290

EARNINGS                                   Hours      Rate        Amount
  Regular - local P&D                     72.00     27.50      1,980.00
  Overtime (over 60 h/wk)                  6.00     41.25        247.50
  Stat holiday - Civic Hol. 03-Aug         8.00     27.50        220.00
                                                         --------------
  GROSS EARNINGS                                               2,447.50     YTD 42,685.00

DEDUCTIONS                                         This Pay       Year to Date
  Statutory
    CPP                                              137.62           2,399.32
    EI                                                39.89             673.29
    Federal Income Tax                               268.41           4,680.47
    Ontario Income Tax                               121.06           2,111.20
  Voluntary / Other
    Group RRSP 5%                                    122.38           2,134.26
    Group Benefits (Empl. share)                      38.40             652.80
    Union Dues - Teamsters 938                        24.00             408.00
  TOTAL DEDUCTIONS                                   751.76

=================================================================================
  NET PAY (direct deposit 14-Aug-2026)  CAD   1,695.74
=================================================================================
Vacation accrued 4%: 97.90 this pay / 1,707.35 banked.   Lieu day bank: 1.0
Employer contributions (not deducted): CPP 137.62  EI 55.85  RRSP match 61.19
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 244750,
      netCents: 169574,
      date: '2026-08-14',
      broker: 'RESTOULE LAKE TRANSPORT LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [13762, 3989, 26841, 12106, 12238, 3840, 2400],
    },
  },
  {
    id: 'b67-oswegatchie-schedule-funding-notice',
    issuer: 'Oswegatchie Trade Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factor funding notice: schedule grid of invoices with load numbers, debtors, per-invoice 3% fee and 10% reserve columns and totals row, then a settlement ladder with chargeback, fuel advance, reserve release and wire fee down to the amount wired; Mon DD YYYY dates',
    text: `OSWEGATCHIE TRADE CAPITAL, LLC
Freight Receivables Purchasing
301 Ford Street, Suite 4, Ogdensburg, NY 13669   Tel 315-555-0152   funding@oswegatchietc.com

FUNDING NOTICE / SCHEDULE OF ACCOUNTS PURCHASED

Client:     Thousand Islands Cartage LLC (Client No. 2041)   MC 1203358
Schedule:   #0419                Submitted: Sep 08 2026
Funded:     Sep 09 2026          Method: Same-day wire  (ref FW26090917733)

Inv #  Load #     Debtor                        Inv Dt     Face Amt   Fee 3%   Rsv 10%    Advance
-------------------------------------------------------------------------------------------------
3310   HX-220914  Harbor Crest Logistics Inc.   09/02      2,150.00    64.50    215.00   1,870.50
3311   5518-02    Millbrook Freight Solutions   09/03      1,875.00    56.25    187.50   1,631.25
3312   TRK77104   Harbor Crest Logistics Inc.   09/05      2,640.00    79.20    264.00   2,296.80
3313   90-44182   Granite Lane Brokerage LLC    09/06      1,320.50    39.62    132.05   1,148.83
-------------------------------------------------------------------------------------------------
Totals (4 invoices)                                        7,985.50   239.57    798.55   6,947.38

SETTLEMENT OF THIS SCHEDULE
   Total face value purchased                                      7,985.50
   Less discount fee (3.00% flat, 30 days)                         (239.57)
   Less reserve held (10%)                                         (798.55)
   Advance on schedule                                             6,947.38
   Less chargeback - Inv 3187 Tamarind Freight, 90+ days         (1,150.00)
   Less fuel advance issued 09/04 (load TRK77104)                  (400.00)
   Plus reserve release - collected Inv 3254-3261                    612.40
   Less same-day wire fee                                           (20.00)
                                                             --------------
   AMOUNT WIRED TO CLIENT                                         $5,989.78

Reserve account: opening 4,918.25 / held 798.55 / released 612.40 / closing 5,104.40
Debtors remit to: Oswegatchie Trade Capital, LLC, PO Box 411, Ogdensburg NY 13669.
Notice of assignment on file with each debtor listed above.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 798550,
      netCents: 598978,
      date: '2026-09-09',
      broker: 'Harbor Crest Logistics Inc.',
      tripNumber: 'HX-220914',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: 79855,
      reimbursementsCents: null,
      deductions: [23957, 115000, 2000],
    },
  },
  {
    id: 'b67-rapidan-quickpay-remit-grid',
    issuer: 'Rapidan Ford Logistics, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker quick-pay remittance advice: header block in caps, one row per load with linehaul, fuel, accessorial, invoice total, per-load 2.5% QP fee and net paid columns plus totals row, then a claim adjustment and ACH total; DDMONYYYY dates',
    text: `RAPIDAN FORD LOGISTICS, LLC                                  REMITTANCE ADVICE
Property Broker MC 884120 | 1440 Orange Rd, Culpeper VA 22701 | carrierpay@rapidanford.com

PAYEE : SHENK BROTHERS FREIGHT INC     VENDOR 70-33019     MC 1150226
PAY TYPE : QUICKPAY 2.5%   (standard terms NET 30 waived per carrier request)
PAYMENT NO: EFT0041872     PAYMENT DATE: 02OCT2026     BANK: ACH / CCD+

LOAD NO     CARR INV DELIVERED    LINEHAUL     FUEL  ACCESS.  INV TOTAL   QP FEE   NET PAID
===========================================================================================
RFL-604471  1019     24SEP2026    1,900.00   285.00     0.00   2,185.00   -54.63   2,130.37
RFL-604533  1020     26SEP2026    1,150.00   172.50    75.00   1,397.50   -34.94   1,362.56
                       accessorial: DRV ASST
RFL-604590  1021     29SEP2026    2,425.00   363.75   150.00   2,938.75   -73.47   2,865.28
                       accessorial: LAYOVER
===========================================================================================
TOTALS                            5,475.00   821.25   225.00   6,521.25  -163.04   6,358.21

ADJUSTMENTS
  RFL-604533  OS&D claim C-2291 (2 cases crushed, consignee notation)          -85.00

  TOTAL REMITTED BY ACH ............................................        6,273.21

Quick pay fee is deducted per load from the invoice total incl. fuel and accessorials.
Disputes: carrierpay@rapidanford.com within 30 days; reference the payment number above.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 652125,
      netCents: 627321,
      date: '2026-10-02',
      broker: 'RAPIDAN FORD LOGISTICS, LLC',
      tripNumber: 'RFL-604471',
      miles: null,
      linehaulCents: 547500,
      fuelSurchargeCents: 82125,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [16304, 8500],
    },
  },
  {
    id: 'b67-shickshinny-repair-order-ccc',
    issuer: 'Shickshinny Diesel & Trailer Service',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Repair order / invoice with complaint-cause-correction narrative, parts and labor tables, shop supplies, disposal fee and sales tax summary, card payment and zero balance; RO opened date differs from invoice date',
    text: `SHICKSHINNY DIESEL & TRAILER SERVICE
1893 Main Rd (Rte 11) - Shickshinny, PA 18655 - 570-555-0129
PA Inspection Station #K47 - Open 7a-7p Mon-Sat, road service 24/7

REPAIR ORDER / INVOICE                      Invoice No. 61207
                                            Invoice Date 10/21/2026
                                            RO opened   10/20/2026  07:42

Customer: SUSQUEHANNA FLATS HAULING LLC        Unit: 14   Trailer: n/a
          44 Canal St, Nanticoke PA 18634      VIN 3AKJHHDR7NSMX0441
PO: verbal - J. Marek                          Odometer in: 412,806

COMPLAINT: PM due; air leak LF brake can axle 2; LS slack out of adjustment
CAUSE:     Diaphragm cracked both chambers axle 2; slack adjuster worn
CORRECTION: see labor lines below. Road tested OK, brake stroke within spec.

PARTS
  Part #      Description                         Qty      Unit        Ext
  FF5825NN    Fuel filter, Fleetguard               2     38.95      77.90
  LF14000NN   Lube filter, Fleetguard               1     54.20      54.20
  15W40-BLK   Engine oil 15W-40 (gal)              11     14.75     162.25
  S-26528     Brake chamber 30/30 long stroke       2     68.40     136.80
  K2803       Slack adjuster, automatic 5.5"        1    112.85     112.85
  DOT-1004    Glad hand seal kit                    1      9.60       9.60
                                                     Parts total     553.60

LABOR
  Operation                                          Hrs     Rate      Ext
  PM-A service, 15W-40 oil & filters                1.50   135.00   202.50
  R&R brake chambers axle 2 L/R, adjust brakes      2.25   135.00   303.75
  R&R slack adjuster axle 2 L                       0.75   135.00   101.25
                                                            Labor   607.50

  Parts                                                             553.60
  Labor                                                             607.50
  Shop supplies (5% of labor, max 35.00)                             30.38
  Environmental / oil disposal fee                                    4.50
  PA sales tax 6% (parts & supplies)                                 35.04
  INVOICE TOTAL                                                   1,231.02
  Paid - Visa ****7712  auth 044581  10/21/2026                   1,231.02
  BALANCE DUE                                                         0.00

Parts warranty 12 mo/100,000 mi; labor 90 days. Old parts discarded unless requested.
Thank you for your business!   Tech: R. Kasper #12
`,
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-10-21',
    },
  },
];

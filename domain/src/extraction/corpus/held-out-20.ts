import type { CorpusDocument } from './types.js';

/**
 * Batch 20 (held out, written blind): ten trucking pay documents from made-up issuers (N-Z) --
 * five owner-operator settlements (a US percentage-of-revenue statement with a boxed side-by-side
 * earnings/deductions grid, a US lease-purchase lessee ledger with running CR/DR balance and
 * DD-MON-YYYY dates, a US dispatch-service payout with wrapped broker/rate-con columns and signed
 * calculation lines, a French Quebec voiturier-remorqueur statement paid per mile with TPS/TVQ and
 * comma decimals, a Mexican permisionario liquidacion with a CARGOS/ABONOS table and amount in
 * words), two pay stubs (a Washington OTR driver stub with pipe-separated earnings/deductions
 * columns, per diem and a trip-advance repayment; an Alberta hourly heavy-haul stub with CPP/EI
 * and YTD columns), a recourse factoring funding report with trailing-minus amounts and a
 * chargeback, a broker QuickPay remittance e-mail with parenthesised deductions, and a road-service
 * repair invoice. Countries: 7 US, 2 CA, 1 MX. Date formats: MM/DD/YYYY, DD-MON-YYYY, month names,
 * French and Spanish long dates, DD-MM-YY, MM-DD-YYYY, ISO, "14 Jan 2026", MM/DD/YY, M/D/YYYY.
 */
export const HELD_OUT_DOCUMENTS_20: CorpusDocument[] = [
  {
    id: 'b20-palisade-pct-boxed-two-column',
    issuer: 'Palisade Express Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-of-revenue owner-operator statement: trip table with revenue, 72% share and per-mile FSC columns, then a boxed side-by-side EARNINGS | DEDUCTIONS grid, a separate reimbursement line and a net formula line; MM/DD/YYYY dates',
    text: `PALISADE EXPRESS LINES, INC.
Owner-Operator Division  *  2291 S Riverside Ave, Rialto CA 92376
Ph (909) 555-0163   Fax (909) 555-0164   MC-574410   USDOT 1622958

CONTRACTOR PAY STATEMENT                           Statement # PEL-41-0288
Contractor: 0288 - DESERT FOX CARRIERS LLC (R. Amezcua)       Truck: 288
Week Ending: 10/10/2026                            Check Date: 10/16/2026
Pay basis: 72% of line haul revenue; fuel surcharge paid at 100%

TRIP DETAIL
Trip #      Disp   Origin           Destination       Miles    Revenue   Share 72%  Fuel Surch
P-558201    10/04  Fontana CA       Phoenix AZ          372   1,450.00    1,044.00      193.44
P-558233    10/06  Phoenix AZ       El Paso TX          430   1,380.00      993.60      223.60
P-558260    10/08  El Paso TX       Dallas TX           636   2,210.00    1,591.20      330.72
                                                   ------ ---------- ----------- -----------
                                                    1,438   5,040.00    3,628.80      747.76

+--------------------------------------+--------------------------------------+
| EARNINGS                             | DEDUCTIONS                           |
+--------------------------------------+--------------------------------------+
| Line haul share (72%)      3,628.80  | Fuel purchases (TCH card)  1,388.42  |
| Fuel surcharge (100%)        747.76  | Comchek advance 10/05        400.00  |
| Detention P-558233 2h         80.00  | NTL insurance                 21.00  |
|                                      | Occupational accident         46.80  |
|                                      | Trailer usage                 95.00  |
|                                      | PrePass/toll transponder      12.50  |
|                                      | Escrow deposit               150.00  |
+--------------------------------------+--------------------------------------+
| TOTAL EARNINGS             4,456.56  | TOTAL DEDUCTIONS           2,113.72  |
+--------------------------------------+--------------------------------------+

REIMBURSEMENTS (not subject to percentage)
  Lumper - P-558260 Dallas TX (receipt 88112)                               150.00

NET PAY THIS STATEMENT   4,456.56 - 2,113.72 + 150.00 =                2,492.84

Escrow balance after deposit: 2,850.00 (required 3,000.00)
Fuel surcharge table: $0.52/mi at DOE national avg $3.80-$3.89.
Questions on this statement must be raised within 30 days. settlements@palisadexp.example
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 445656,
      netCents: 249284,
      date: '2026-10-16',
      broker: 'PALISADE EXPRESS LINES, INC.',
      tripNumber: 'P-558201',
      miles: 1438,
      linehaulCents: 362880,
      fuelSurchargeCents: 74776,
      advancesCents: 40000,
      escrowCents: 15000,
      reimbursementsCents: 15000,
      deductions: [138842, 2100, 4680, 9500, 1250],
    },
  },
  {
    id: 'b20-vermilion-lessee-ledger-dr-cr',
    issuer: 'Vermilion Lease Co.',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase lessee settlement printed as a chronological ledger (date, ref, description, debit, credit, running balance marked CR/DR) mixing per-trip linehaul/FSC credits with individual fuel, lease and reserve debits, followed by a dotted recap; DD-MON-YYYY dates',
    text: `VERMILION LEASE CO.
Lease-Purchase Program & Contractor Settlements
1450 E Main St, Danville IL 61832  |  217-555-0176  |  USDOT 2018833  MC 744120

LESSEE SETTLEMENT LEDGER                                   Settlement No. VLC-37-4471
Lessee: 4471  TOWNSEND, KEVIN A. dba KAT ROAD SERVICES       Unit: VLC-4471
Period: 06-SEP-2026 through 12-SEP-2026                     ACH release: 18-SEP-2026

Date         Ref    Description                                         Debit    Credit      Balance
------------ ------ ----------------------------------------------- --------- --------- ------------
06-SEP-2026  BAL    Balance forward                                                          0.00
06-SEP-2026  FUEL   Fuel - Pilot #391 Effingham IL  112.6 gal          489.33              489.33 DR
07-SEP-2026  30871  Linehaul 912 mi @ 1.250 Danville IL-Atlanta GA             1,140.00    650.67 CR
07-SEP-2026  30871  Fuel surcharge 912 mi @ 0.480                                437.76  1,088.43 CR
08-SEP-2026  ADV    Cash advance - EFS check 0044127                   200.00              888.43 CR
08-SEP-2026  FUEL   Fuel - Love's #612 Commerce GA  118.0 gal          512.40              376.03 CR
09-SEP-2026  30894  Linehaul 1,086 mi @ 1.250 Atlanta GA-Joliet IL             1,357.50  1,733.53 CR
09-SEP-2026  30894  Fuel surcharge 1,086 mi @ 0.480                              521.28  2,254.81 CR
09-SEP-2026  30894  Stop-off pay 2 @ 50.00                                       100.00  2,354.81 CR
10-SEP-2026  TOLL   Toll reimbursement (I-PASS receipts attached)                 38.75  2,393.56 CR
10-SEP-2026  FUEL   Fuel - TA #208 Gary IN  94.5 gal                   410.46            1,983.10 CR
11-SEP-2026  30902  Linehaul 455 mi @ 1.250 Joliet IL-Danville IL*               568.75  2,551.85 CR
11-SEP-2026  30902  Fuel surcharge 455 mi @ 0.480                                218.40  2,770.25 CR
12-SEP-2026  LEASE  Tractor lease pmt #59 of 156 (unit VLC-4471)       685.00            2,085.25 CR
12-SEP-2026  MAINT  Maintenance reserve 2,453 mi @ 0.080               196.24            1,889.01 CR
12-SEP-2026  INS    Physical damage insurance                           78.00            1,811.01 CR
12-SEP-2026  OCC    Occupational accident                               39.00            1,772.01 CR
12-SEP-2026  ELD    ELD / dash camera                                   20.00            1,752.01 CR
12-SEP-2026  IFTA   IFTA fuel tax adjustment Q3 (wk 37)                 36.42            1,715.59 CR
------------ ------ ----------------------------------------------- --------- --------- ------------
                    PERIOD TOTALS                                    2,666.85  4,382.44
* deadhead to home terminal paid as loaded per lease addendum B.

RECAP
  Dispatched miles ............ 2,453
  Linehaul ....................  3,066.25
  Fuel surcharge ..............  1,177.44
  Stop-off pay ................    100.00
  GROSS EARNINGS ..............  4,343.69
  Toll reimbursement ..........     38.75
  Total debits ................  2,666.85
  AMOUNT DUE LESSEE ...........  1,715.59   (ACH 18-SEP-2026, Old National ****3307)

Maintenance reserve balance 12-SEP-2026: 3,412.88    Lease payments remaining: 97
A DR balance is carried forward to the next settlement and is not a payment.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 434369,
      netCents: 171559,
      date: '2026-09-18',
      broker: 'VERMILION LEASE CO.',
      tripNumber: '30871',
      miles: 2453,
      linehaulCents: 306625,
      fuelSurchargeCents: 117744,
      advancesCents: 20000,
      escrowCents: 19624,
      reimbursementsCents: 3875,
      deductions: [48933, 51240, 41046, 68500, 7800, 3900, 2000, 3642],
    },
  },
  {
    id: 'b20-rook-dispatch-payout-broker-table',
    issuer: 'Rook Dispatch Partners LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      "Dispatch-service payout to an owner-operator: a loads-collected table whose broker/rate-con column wraps onto a second line and flags extras with L/D codes, then a signed payout calculation (8% dispatch fee, paperwork fee, Comdata advance and its fee, lumper added back); 'March 20, 2026' style dates",
    text: `ROOK DISPATCH PARTNERS LLC
Independent Dispatch & Back-Office Services for Owner-Operators
PO Box 2218, McDonough, GA 30253  *  (470) 555-0138  *  pay@rookdispatch.example

                         CARRIER PAYOUT SUMMARY

Carrier:   BRIGHTWATER HAULING LLC          MC 1355082   DOT 3890147
Owner:     Terrence Oyelaran                Truck #1 - 53' dry van
Week:      March 8 - March 14, 2026         Payout #: RDP-0311
Payment sent: March 20, 2026 by ACH to Truist ending 5523

Loads collected from brokers this week (Rook collects on carrier's behalf)
------------------------------------------------------------------------------------------------
 Load      Broker / Rate Con #        Lane                        Miles      Rate      Extras
------------------------------------------------------------------------------------------------
 RD-1187   Arrive Logistics /         Atlanta GA > Charlotte NC     245    850.00
           AL 71920344
 RD-1191   Total Quality Logistics /  Charlotte NC > Columbus OH    432  1,400.00    175.00 L
           TQL 40118273
 RD-1196   Echo Global Logistics /    Columbus OH > Nashville TN    377  1,150.00     75.00 D
           E-2291874
 RD-1203   J.B. Hunt 360 /            Nashville TN > Atlanta GA     249    900.00
           JBH 88102576
------------------------------------------------------------------------------------------------
 Totals                                                           1,303  4,300.00      250.00
 L = lumper paid by driver, reimbursed at cost (no fee)    D = detention (subject to fee)

PAYOUT CALCULATION
  Freight rates (4 loads, all-in)                        4,300.00
  Detention - RD-1196, 1.5 hr                               75.00
  Gross revenue subject to dispatch fee                  4,375.00
  Dispatch fee 8%                                         -350.00
  Paperwork / invoicing ($6.25 x 4 loads)                  -25.00
  Fuel advance - Comdata code, Mar 10, 2026               -300.00
  Comdata express code fee 3%                               -9.00
  Lumper reimbursement RD-1191                            +175.00
                                                       ----------
  PAYOUT TO CARRIER                                      3,866.00

Rate confirmations, BOLs and broker remittances are on file in your Rook portal.
Broker short-pays will be charged back on the next payout. Fuel is carrier's own
account and is not deducted here. Thank you for hauling with Rook!
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 437500,
      netCents: 386600,
      date: '2026-03-20',
      broker: 'ROOK DISPATCH PARTNERS LLC',
      tripNumber: 'RD-1187',
      miles: 1303,
      linehaulCents: 430000,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: 17500,
      deductions: [35000, 2500, 900],
    },
  },
  {
    id: 'b20-sainte-clotilde-releve-fr-taxes',
    issuer: 'Transports Sainte-Clotilde inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      "French Quebec owner-operator (voiturier-remorqueur) statement paid per mile: trip table with comma-decimal amounts and trailing $ signs, FSC and waiting-time lines, a revenue summary adding TPS and TVQ to a tax-included total, a retenues list and a ruled net-deposit line; '13 février 2026' dates",
    text: `TRANSPORTS SAINTE-CLOTILDE INC.
1875, rang du Milieu, Sainte-Clotilde (Québec)  J0L 1W0
Tél. : 450 555-0142    Téléc. : 450 555-0143
NEQ 1168842207   TPS 812245873 RT0001   TVQ 1220418836 TQ0001   NIR R-552014-7

                  RELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR

Voiturier : 9384-2217 QUÉBEC INC. (Martin Guérin)          Unité : 22
TPS voiturier : 774120338 RT0001     TVQ voiturier : 1229874410 TQ0001
Période : du 1er au 7 février 2026                         Relevé no : RSC-2026-06
Date de paiement : 13 février 2026 (dépôt direct, Desjardins)

DÉTAIL DES VOYAGES
No voyage  Date     Origine -> Destination                  Milles    Taux        Montant
---------------------------------------------------------------------------------------
SC-77120   2 févr.  Sainte-Clotilde QC -> Mississauga ON      332   1,95 $      647,40 $
SC-77134   3 févr.  Mississauga ON -> Laval QC                348   1,95 $      678,60 $
SC-77151   4 févr.  Laval QC -> Moncton NB                    598   1,95 $    1 166,10 $
SC-77168   6 févr.  Moncton NB -> Lévis QC                    392   1,95 $      764,40 $
---------------------------------------------------------------------------------------
Total milles payés                                          1 670             3 256,50 $
Supplément carburant : 1 670 milles x 0,48 $                                    801,60 $
Temps d'attente SC-77151 (Moncton) : 2 h x 45,00 $                               90,00 $

SOMMAIRE DES REVENUS
  Transport (au mille)                            3 256,50 $
  Supplément carburant                              801,60 $
  Temps d'attente                                    90,00 $
  Sous-total avant taxes                          4 148,10 $
  TPS 5 %                                           207,41 $
  TVQ 9,975 %                                       413,77 $
  TOTAL DES REVENUS (taxes incluses)              4 769,28 $

RETENUES
  Carburant - cartes Petro-Pass (taxes incl.)     1 622,35 $
  Avance en argent (3 févr.)                        300,00 $
  Assurance cargaison / responsabilité              118,00 $
  Location de remorque R-514                        175,00 $
  Frais d'administration (taxes incl.)               28,75 $
  Fonds de réserve - dépôt                          100,00 $
  TOTAL DES RETENUES                              2 344,10 $

  ==========================================================
  MONTANT NET DÉPOSÉ                              2 425,18 $
  ==========================================================

Solde du fonds de réserve après dépôt : 2 600,00 $
Toute contestation doit être faite par écrit dans les 15 jours suivant la date du relevé.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 476928,
      netCents: 242518,
      date: '2026-02-13',
      broker: 'TRANSPORTS SAINTE-CLOTILDE INC.',
      tripNumber: 'SC-77120',
      miles: 1670,
      linehaulCents: 325650,
      fuelSurchargeCents: 80160,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [162235, 11800, 17500, 2875],
    },
  },
  {
    id: 'b20-nazas-liquidacion-cargos-abonos',
    issuer: 'Traslados Pesados Nazas, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      "Spanish weekly permisionario settlement: trip list with carta porte and km, then a two-column CARGOS / ABONOS concept table (commission %, diesel vouchers, advance, reserve fund, ISR withholding vs freight and loading fees) with SUMAS and a saldo a favor line plus amount in words; DD-MM-YY and '21 de agosto de 2026' dates",
    text: `TRASLADOS PESADOS NAZAS, S.A. DE C.V.
Blvd. Revolución 4120 Ote., Col. Torreón Jardín, Torreón, Coah. C.P. 27200
RFC TPN980514KJ3     Tel. (871) 555 0190     Permiso SICT 0521TPN14052098

LIQUIDACIÓN SEMANAL A PERMISIONARIO                       Folio: LQ-NZ-2026-0331
Permisionario : ROGELIO CASTAÑEDA IBARRA               RFC: CAIR821107MX5
Tractocamión  : Económico 17 - International LT 2020   Remolque: tolva granelera
Semana        : 10-08-26 al 16-08-26
Fecha de liquidación : 21 de agosto de 2026
Forma de pago : transferencia SPEI a Banorte cta. ****8812          Moneda: MXN

RELACIÓN DE VIAJES
 Fecha     Viaje    C. Porte   Ruta                                     Km       Flete
 --------- -------- ---------- -------------------------------------- ---- -----------
 10-08-26  NZ-3381  CCP-20914  Torreón, Coah. - Monterrey, N.L.        325   24,500.00
 12-08-26  NZ-3390  CCP-20933  Monterrey, N.L. - Saltillo, Coah.        86    9,800.00
 14-08-26  NZ-3402  CCP-20951  Saltillo, Coah. - Gómez Palacio, Dgo.   270   21,300.00
                                                        Total km     681   55,600.00

 CONCEPTO                                       CARGOS         ABONOS
 ---------------------------------------- ------------   ------------
 Fletes de la semana (3 viajes)                             55,600.00
 Maniobras de carga NZ-3381 / NZ-3402                        1,200.00
 Comisión Traslados Nazas 15% s/fletes        8,340.00
 Diesel - vales de combustible (12)          18,640.50
 Anticipo de viaje 11-08-26                   5,000.00
 Seguro de carga (prorrata semanal)             850.00
 Renta GPS / rastreo satelital                  450.00
 Fondo de reserva                             1,500.00
 Retención ISR 1.25% (RESICO)                   710.00
 ---------------------------------------- ------------   ------------
 SUMAS                                       35,490.50      56,800.00

 SALDO A FAVOR DEL PERMISIONARIO ........................ $ 21,309.50 MXN

 Importe con letra: (VEINTIÚN MIL TRESCIENTOS NUEVE PESOS 50/100 M.N.)

Saldo del fondo de reserva al 16-08-26: $ 12,000.00
El permisionario acepta la presente liquidación y los cargos en ella descritos.

 ______________________________        ______________________________
   Firma del permisionario               Depto. de Liquidaciones
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5680000,
      netCents: 2130950,
      date: '2026-08-21',
      broker: 'TRASLADOS PESADOS NAZAS, S.A. DE C.V.',
      tripNumber: 'NZ-3381',
      linehaulCents: 5560000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 150000,
      reimbursementsCents: null,
      deductions: [834000, 1864050, 85000, 45000, 71000],
    },
  },
  {
    id: 'b20-quinault-driver-stub-split-columns',
    issuer: 'Quinault River Freight, Inc.',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Company OTR driver earnings statement with earnings (mileage, detention, layover, non-taxable per diem) and deductions (current/YTD) side by side separated by a pipe, gross and taxable-wage lines, a trip-advance repayment among deductions and a boxed net pay; MM-DD-YYYY dates',
    text: `QUINAULT RIVER FREIGHT, INC.                                  Advice No. DD-0093318
3302 Port Industrial Rd, Aberdeen, WA 98520   (360) 555-0117
FEIN 91-2284471      WA UBI 602 118 445

                         EMPLOYEE EARNINGS STATEMENT
Employee: HOLLOWAY, JENNA R.      ID 1184     Class: OTR Driver - CDL A (solo)
Period: 09-13-2026 to 09-19-2026       Pay Date: 09-25-2026       Tractor: Q-231
Trips: QRF-60712, QRF-60745, QRF-60781         Paid miles this period: 2,284

 EARNINGS                QTY      RATE     AMOUNT |  DEDUCTIONS              CURRENT        YTD
 ------------------------------------------------ |  ------------------------------------------
 Mileage (practical)   2,284    0.6200   1,416.08 |  Federal Income Tax       118.64   4,022.17
 Detention hrs          3.00   20.0000      60.00 |  Social Security           93.74   3,244.55
 Layover                   1  100.0000     100.00 |  Medicare                  21.92     758.80
 Per diem (non-tax)   5 days   59.0000     295.00 |  WA Paid Family Leave      11.66     392.04
                                                  |  WA Cares Fund (LTC)        9.14     307.28
                                                  |  401(k) 3% pre-tax         47.28   1,594.35
                                                  |  Medical - pre-tax         64.15   2,245.25
                                                  |  Trip advance repay       100.00     300.00
 ------------------------------------------------ |  ------------------------------------------
 GROSS PAY                               1,871.08 |  TOTAL DEDUCTIONS         466.53
 Taxable wages (excl. per diem)          1,576.08 |

 +---------------------------------------------------------------+
 |  NET PAY     1,404.55     Direct deposit - Harbor Community   |
 |                           Bank, checking xxxx2291             |
 +---------------------------------------------------------------+
 YTD gross 58,412.66   YTD net 41,207.19   PTO available 32.0 hrs
Per diem is paid under the IRS transportation-industry special rate and is not taxable wages.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 187108,
      netCents: 140455,
      date: '2026-09-25',
      broker: 'QUINAULT RIVER FREIGHT, INC.',
      tripNumber: 'QRF-60712',
      miles: 2284,
      linehaulCents: 141608,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11864, 9374, 2192, 1166, 914, 4728, 6415],
    },
  },
  {
    id: 'b20-rosedale-ab-hourly-stub-current-ytd',
    issuer: 'Rosedale Heavy Haul Ltd.',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta hourly heavy-haul driver pay statement framed by ===== rules: hours/rate/current/YTD earnings (regular, overtime, stat holiday, camp allowance), CPP/EI/income tax and other deductions with YTD, totals and net pay rows with YTD, deposit line; ISO dates and CAD',
    text: `================================================================================
 ROSEDALE HEAVY HAUL LTD.                  STATEMENT OF EARNINGS AND DEDUCTIONS
 Box 1180, 4802 - 49 Avenue                Business No. 81447 2290 RP0001
 Drumheller, AB  T0J 0Y0   403-555-0151    Currency: CAD
================================================================================
 Employee : NGUYEN, THANH (TONY)          Emp # 0362
 Position : Winch Tractor Operator (Class 1)
 Pay period : 2026-03-28 to 2026-04-10     Pay date : 2026-04-17     Bi-weekly
 Province of employment : AB                TD1 claim code: Fed 1 / AB 1
 Rigs worked: job 26-114 (Hanna AB), job 26-121 (Oyen AB)
--------------------------------------------------------------------------------
 EARNINGS                     Hours     Rate       Current           YTD
 Regular                      80.00    34.50      2,760.00     18,630.00
 Overtime 1.5x                12.00    51.75        621.00      3,984.75
 Stat holiday - Good Fri       8.00    34.50        276.00        276.00
 Camp/LOA allowance          3 days    85.00        255.00      1,530.00
--------------------------------------------------------------------------------
 GROSS EARNINGS                                   3,912.00     24,420.75

 DEDUCTIONS                                        Current           YTD
 Income tax (federal + AB)                          712.46      4,402.18
 CPP contributions                                  224.75      1,370.21
 EI premiums                                         63.77        401.33
 Group benefits - Blue Cross                         48.20        289.20
 RRSP - employee                                    150.00        900.00
 PPE / safety boot recovery                          40.00         40.00
--------------------------------------------------------------------------------
 TOTAL DEDUCTIONS                                 1,239.18      7,402.92
================================================================================
 NET PAY                                          2,672.82     17,017.83
================================================================================
 Deposited to: ATB Financial  transit 07419  acct ****6618          2,672.82
 Vacation pay accrued (6%): 234.72    Banked OT hours: 0.00
 Questions about your pay? payroll@rosedaleheavyhaul.example
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 391200,
      netCents: 267282,
      date: '2026-04-17',
      broker: 'ROSEDALE HEAVY HAUL LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [71246, 22475, 6377, 4820, 15000, 4000],
    },
  },
  {
    id: 'b20-umber-creek-recourse-funding-report',
    issuer: 'Umber Creek Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      "Recourse factoring funding report with the dotted funding summary first (face, 5% reserve, 2.25% fee, a recourse chargeback of an aged invoice and an ACH fee shown with trailing minus signs) and the invoice detail table below it, plus a chargeback note; '14 Jan 2026' dates",
    text: `UMBER CREEK CAPITAL, LLC                                        FUNDING REPORT
7700 E Arapahoe Rd, Ste 220, Centennial, CO 80112
Client Services 720-555-0186  |  fundings@umbercreek.example

Client:  HIGH DESERT REEFER LLC (#HDR-0412)    MC 1190473
Batch:   UCC-0412-0119                        Funding Date: 14 Jan 2026
Program: Full recourse, 90 days; advance 95% / reserve 5%; flat discount 2.25%
---------------------------------------------------------------------------
FUNDING SUMMARY
  Invoices purchased (5) ................................ $ 11,482.50
  Reserve withheld 5% ................................... $    574.13-
  Discount fee 2.25% .................................... $    258.36-
  Recourse chargeback - Inv HDR-0977 (aged 91 days) ..... $  1,350.00-
  ACH fee ............................................... $     15.00-
                                                          ------------
  NET FUNDS TRANSFERRED (ACH, Wells Fargo ****7740)       $  9,285.01
---------------------------------------------------------------------------
INVOICE DETAIL
 Invoice   Load/PO      Account debtor            Inv date         Amount
 HDR-1031  2241087      ALLEN LUND COMPANY, LLC   06 Jan 2026     2,350.00
 HDR-1032  LD40018822   ENGLAND LOGISTICS, INC.   07 Jan 2026     3,180.00
 HDR-1034  9917345      SUNSET PRODUCE BROKERS    08 Jan 2026     1,912.50
 HDR-1035  5203-118     TRINITY LOGISTICS INC     09 Jan 2026     2,640.00
 HDR-1037  Q-778120     ALLEN LUND COMPANY, LLC   12 Jan 2026     1,400.00
                                                               ----------
                                                     Total     11,482.50

CHARGEBACK DETAIL
 HDR-0977  Load 3390127  MOUNTAINVIEW FREIGHT BROKERS  inv 15 Oct 2025  1,350.00
 Unpaid at 91 days; repurchased by client per Section 6.2. Reserve not applied.

Reserve account balance after this batch: $ 4,118.62
Debtors remit to: Umber Creek Capital, LLC, Dept 3318, PO Box 17090, Denver CO 80217
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 1148250,
      netCents: 928501,
      date: '2026-01-14',
      broker: 'ALLEN LUND COMPANY, LLC',
      tripNumber: '2241087',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 57413,
      reimbursementsCents: null,
      deductions: [25836, 135000, 1500],
    },
  },
  {
    id: 'b20-willowbend-quickpay-email-remit',
    issuer: 'Willowbend Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay remittance delivered as an e-mail: header lines, dotted payee/payment block, per-load invoice lines (linehaul, FSC, lumper, detention) with load subtotals, then the 3% QuickPay discount and a pallet chargeback in parentheses and the net payment; MM/DD/YY dates',
    text: `From: Willowbend Logistics Carrier Payables <carrierpay@willowbend.example>
To: billing@lonecypressfreight.example
Date: Fri, 22 May 2026 09:14:07 -0500
Subject: QuickPay Remittance - Payment #0005521873

This is an automated remittance notice. Please do not reply to this message.

WILLOWBEND LOGISTICS, INC.  |  MC 812204  |  1200 Corporate Centre Dr, Franklin TN 37067

QUICKPAY REMITTANCE ADVICE
Payee ........ LONE CYPRESS FREIGHT LLC (vendor V-22817)
Remit to ..... ACH, Renasant Bank acct ending 0417
Payment # .... 0005521873              Payment date .... 05/22/26
Program ...... QuickPay 2-day, 3.0% discount on invoice total

 Load #      Inv #     Delivered Description                        Amount
 ----------- --------- --------- ------------------------------ ----------
 WB-1188403  LCF-0331  05/18/26  Linehaul                        1,950.00
                                 Fuel surcharge                    312.00
                                 Lumper (receipt attached)         185.00
                                                               ----------
                                 Load total                      2,447.00
 WB-1188571  LCF-0334  05/19/26  Linehaul (flat)                 1,275.00
                                 Detention 2 hr @ 50.00            100.00
                                                               ----------
                                 Load total                      1,375.00

 Invoices paid (2)                                               3,822.00
 QuickPay discount 3.0%                                           (114.66)
 Pallet chargeback WB-1188571 (4 plts not returned @ 12.50)        (50.00)
                                                               ==========
 NET PAYMENT                                                     3,657.34

Standard terms are Net 30 from receipt of POD. QuickPay invoices are paid 2 business
days after approval. Questions: carrierpay@willowbend.example or 615-555-0175.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 382200,
      netCents: 365734,
      date: '2026-05-22',
      broker: 'WILLOWBEND LOGISTICS, INC.',
      tripNumber: 'WB-1188403',
      miles: null,
      linehaulCents: 322500,
      fuelSurchargeCents: 31200,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 18500,
      deductions: [11466, 5000],
    },
  },
  {
    id: 'b20-sequatchie-repair-invoice-jobs',
    issuer: 'Sequatchie Truck & Trailer Repair',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-duty road-service repair invoice organised as complaint/cause/correction job blocks with part and labor lines, a right-hand totals stack (parts, labor, road service, shop supplies, sales tax, total, payment, balance due); RO open/close dates differ from the invoice date; M/D/YYYY dates',
    text: `SEQUATCHIE TRUCK & TRAILER REPAIR
24 Hr Road Service * Heavy Duty Mechanical * Annual DOT Inspections
11870 Rankin Ave, Dunlap, TN 37327        (423) 555-0129      Shop #: STTR-02

                                                     INVOICE No. 48817
                                                     Invoice Date: 7/14/2026
RO opened: 7/13/2026 21:40       RO closed: 7/14/2026 15:05      Tech: B. Layne
Bill to: RED CLAY EXPEDITING LLC, 402 Industrial Dr, Dalton GA 30721   Acct: C-1190
Unit 1411   2022 Freightliner Cascadia   VIN 3AKJHHDR5NSNC4471   Odometer 412,886
Trailer 5318 (Utility 53' van)    Authorized by driver D. Whitt, phone 7/13 22:05

JOB 1  COMPLAINT: Air leak at rear drive axle, low-air warning on I-24 EB mm 152.
       CAUSE: Air line chafed through at RR brake chamber; chamber housing cracked.
       CORRECTION: Replaced 30/30 chamber and 3/8 line, adjusted slack, leak test OK.
  Part #      Description                           Qty      Unit        Ext
  GC3030LS    Brake chamber 30/30 long stroke         1    148.50     148.50
  AL-38NY-25  Nylon air line 3/8 x 25 ft              1     31.95      31.95
  FT-38-4PK   Push-to-connect fitting 3/8 (4 pk)      1     22.40      22.40
  Labor 1.8 hr @ 145.00                                               261.00

JOB 2  COMPLAINT: Trailer LH stop lamp out (DOT violation written at scale).
       CORRECTION: Replaced LH and RH stop/tail lamps and nose pigtail.
  LT-S2G      Stop/turn/tail lamp, LED sealed         2     48.75      97.50
  PT-PIG7     7-way pigtail w/ plug                   1     38.10      38.10
  Labor 0.6 hr @ 145.00                                                87.00

JOB 3  Road service call-out, 14 mi one way, after-hours              225.00

                                      Parts                           338.45
                                      Labor                           348.00
                                      Road service                    225.00
                                      Shop supplies (5% labor)         17.40
                                      Sales tax 9.75% (parts)          33.00
                                      INVOICE TOTAL                   961.85
                                      Paid - EFS check #88120431     -961.85
                                      BALANCE DUE                       0.00

Warranty: parts per manufacturer, labor 90 days / 10,000 mi. Removed parts kept 5 days.
Thank you for your business! We appreciate you choosing Sequatchie.
`,
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-07-14',
    },
  },
];

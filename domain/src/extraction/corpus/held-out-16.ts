import type { CorpusDocument } from './types.js';

/**
 * Batch 16, written blind: ten trucking pay documents as they come out of a PDF text layer —
 * a team per-mile settlement with a two-driver split of the net, a percentage reefer/hazmat
 * settlement with a two-column summary and parenthesised deductions, a two-page lease-purchase
 * statement with a running-balance deductions table, a Quebec "relevé de paie" with TPS/TVQ and
 * labels above their amounts, a Mexican "liquidación" with trailing-minus deductions, a company
 * driver pay stub with a YTD column, a dispatch service statement taking a percentage fee, a
 * broker's quick-pay advice, a factor's two-page schedule of accounts with a reserve, and a
 * lumper receipt. Dates fall between September and December 2026.
 * Written by a helper that saw only the corpus types, the grader's conventions for each field
 * and one document of batch 14 as a format example — not the extractor, its tests or any other
 * batch — and committed before any run on it.
 * One correction after the first run, to the labels, not the extractor: the writers' conventions
 * sheet said a gross excludes a sales tax added on top and reimbursements, where the rest of the
 * corpus (h6, h8, h9, b10, b12, b13 and others, written blind by other writers) takes the
 * document's own printed total of earnings, taxes or reimbursements included ("Total revenue incl.
 * HST", "Total a favor del permisionario"). Three expected grosses (Dunmore Bay, Rivière-Noire,
 * Yaqui) were set to that total so the corpus has one convention. The payer of the Waypoint
 * dispatch statement was set to its first broker at the same time; that was undone in stop 16:
 * Waypoint sends the money itself ("NET ACH TO CARRIER"), so it pays, as its writer had it (the
 * brokers pay only where the dispatch service just reports the loads, as in freedom-dispatch-weekly).
 */
export const HELD_OUT_DOCUMENTS_16: CorpusDocument[] = [
  {
    id: 'b16-northgate-team-per-mile-split',
    issuer: 'Northgate Line Haul Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Team per-mile owner-operator settlement with a load table whose lane text wraps onto a second line and a remarks column, separate earnings / reimbursements / deductions blocks, and the net split 50/50 between the two drivers at the bottom',
    text: `NORTHGATE LINE HAUL INC.
1850 Channahon Rd   Joliet, IL 60436        Phone (815) 555-0147   Fax (815) 555-0148
MC-804417    USDOT 2311958                                                  Page 1 of 1
                      CONTRACTOR SETTLEMENT - TEAM OPERATION
Contractor: T-114  BRAVO & SONS EXPRESS LLC          Settlement #: 260925-T114
Tractor: 4471   Trailer: 53R-2290                    Period: 09/13/2026 - 09/19/2026
Driver 1: MARCO A. BRAVO   Driver 2: LUIS ORTEGA     Pay Date: 09/25/2026

LOAD #     PU    DEL   LANE                   LD MI  MT MI  MILE PAY      FSC  REMARKS
---------  ----- ----- --------------------- ------ ------ --------- -------- ---------------
NGL-77201  09/13 09/15 LAREDO TX - GROVE       1452     22  3,044.36   696.96 DET 3H 120.00
                       CITY OH
NGL-77236  09/15 09/17 OBETZ OH - FONTANA      2214     41  4,650.22 1,062.72 STOP OFF 75.00
                       CA (VIA ONTARIO CA)
NGL-77258  09/18 09/19 FONTANA CA - TOLLESON    362     15    769.46   173.76
                       AZ
                                             ------ ------ --------- --------
TOTALS                                         4028     78  8,464.04 1,933.44
Rates: loaded 2.080/mi  empty 1.100/mi  FSC 0.480/loaded mi (team rate, DOE wk of 09/07/26)

EARNINGS
  Mileage pay (loaded + empty)                         8,464.04
  Fuel surcharge                                       1,933.44
  Detention      NGL-77201                               120.00
  Stop-off       NGL-77236                                75.00
  GROSS EARNINGS                                      10,592.48

REIMBURSEMENTS
  Scale tickets (CAT x3)                                  13.50
  Tolls - Turner Tpk OK 09/14                             46.25
  TOTAL REIMBURSEMENTS                                    59.75

DEDUCTIONS
  Fuel - EFS card (11 purchases)                       2,186.42
  Cash advance 09/16 (EFS check)                         400.00
  Physical damage insurance                               96.15
  Occ/Acc - M. Bravo                                      38.00
  Occ/Acc - L. Ortega                                     38.00
  ELD subscription                                        19.95
  IFTA administration                                     12.50
  Escrow deposit                                         150.00   (escrow bal 2,850.00)
  TOTAL DEDUCTIONS                                     2,941.02

NET SETTLEMENT                                         7,711.21

TEAM SPLIT (50/50 per contractor authorization on file)
  Driver 1  MARCO A. BRAVO    DD acct ****4471   50%   3,855.61
  Driver 2  LUIS ORTEGA       DD acct ****0932   50%   3,855.60
Settlement questions: settlements@northgatelh.example  ext. 3   Disputes within 15 days.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 1059248,
      netCents: 771121,
      date: '2026-09-25',
      broker: 'NORTHGATE LINE HAUL INC.',
      tripNumber: 'NGL-77201',
      miles: 4106,
      linehaulCents: 846404,
      fuelSurchargeCents: 193344,
      advancesCents: 40000,
      escrowCents: 15000,
      reimbursementsCents: 5975,
      deductions: [218642, 9615, 3800, 3800, 1995, 1250],
    },
  },
  {
    id: 'b16-oakridge-percentage-reefer-hazmat',
    issuer: 'Oakridge Cold Chain Carriers LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage owner-operator settlement (72% of linehaul revenue, FSC and reefer/hazmat accessorials at 100%) with month-name dates, a wide trip table with a totals row, and a two-column summary with earnings on the left and parenthesised deductions on the right',
    text: `OAKRIDGE COLD CHAIN CARRIERS LLC
3305 Old Getwell Rd  -  Memphis, TN 38118  -  (901) 555-0173
MC 1129874 | USDOT 3472165 | settle@oakridgecold.example

                    OWNER-OPERATOR PERCENTAGE SETTLEMENT
Owner-Operator: DWAYNE P. CALLOWAY dba CALLOWAY FREIGHT        O/O No. 0318
Tractor 318 / Reefer trailer R-5520 (Carrier TK 2500)          Split: 72% of LH revenue
Trips dispatched 3 Oct 2026 - 9 Oct 2026                       Statement date: 14 Oct 2026
                                                               Direct deposit: 16 Oct 2026

TRIP        DISPATCHED   ORIGIN -> DESTINATION        MILES  LH REVENUE  O/O 72%   FSC 100%  ACCESSORIALS (100%)
OCC-250931  3 Oct 2026   Memphis TN -> Forest Park GA   382    1,480.00  1,065.60    187.18  Reefer pre-cool     50.00
OCC-250957  5 Oct 2026   Forest Park GA -> Dallas TX    781    2,150.00  1,548.00    382.69  Hazmat premium     100.00
OCC-251004  7 Oct 2026   Dallas TX -> Memphis TN        452    1,320.00    950.40    221.48  Hazmat premium     100.00
                                                                                             Detention 2 hr      80.00
            TOTALS                                    1,615    4,950.00  3,564.00    791.35                     330.00
FSC paid at 0.49 per dispatched mile (DOE Southeast, week of 28 Sep 2026).
Hazmat: UN1993 Cl.3 (OCC-250957), UN1263 Cl.3 (OCC-251004) - placards verified at pickup.
Reefer set points: OCC-250931 34F continuous; others 0F cycle-sentry.

EARNINGS                                 | DEDUCTIONS
Linehaul share (72%)          3,564.00   | Fuel - tractor (TCS card)        (1,512.88)
Fuel surcharge (100%)           791.35   | Reefer fuel (TCS card)             (214.60)
Accessorials                    330.00   | Cargo / reefer breakdown ins       (121.40)
                                         | IRP plate (wk 41 of 52)             (58.33)
                                         | PrePass transponder                 (35.00)
                                         | Comdata advance 6 Oct 2026         (300.00)
                                         | Escrow deposit                     (125.00)
-----------------------------------------+-------------------------------------------
GROSS EARNINGS                4,685.35   | TOTAL DEDUCTIONS                 (2,367.21)

NET PAY (direct deposit 16 Oct 2026, acct ending 6620)                    2,318.14

Escrow on deposit after this settlement: 3,375.00   (target 5,000.00)
Questions: Settlements dept ext. 214. Disputes must be raised within 30 days of statement date.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 468535,
      netCents: 231814,
      date: '2026-10-16',
      broker: 'OAKRIDGE COLD CHAIN CARRIERS LLC',
      tripNumber: 'OCC-250931',
      miles: 1615,
      linehaulCents: 356400,
      fuelSurchargeCents: 79135,
      advancesCents: 30000,
      escrowCents: 12500,
      reimbursementsCents: null,
      deductions: [151288, 21460, 12140, 5833, 3500],
    },
  },
  {
    id: 'b16-quillback-lease-purchase-running-balance',
    issuer: 'Quillback Leasing & Transport, Inc.',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page lease-purchase settlement: page 1 has a PRO table with wrapped destinations and an earnings block, page 2 repeats the header and lists deductions (truck payment first) with a running balance column ending at the check amount; maintenance-fund and lease balances are printed but are not deductions',
    text: `QUILLBACK LEASING & TRANSPORT, INC.
600 Industrial Park Dr, Suite B  *  Sioux Falls, SD 57104  *  605-555-0168
MC 1027719   USDOT 3190482                                             Page 1 of 2
LEASE-PURCHASE CONTRACTOR SETTLEMENT
Contractor: ID 2219  KOWALSKI, ANDREW J.           Unit 2219 (2022 FRTL Cascadia)
Week Ending: 10/31/2026    Settlement No. LP-2219-44    Check Date: 11/06/2026

PRO NO.     SHIP DT   ORIGIN            DESTINATION          LOADED EMPTY PAID MI  RATE    MILEAGE     FSC
QLT-611408  10/25/26  SIOUX FALLS SD    TULSA OK               561    34     595  1.48     880.60  249.90
QLT-611422  10/26/26  TULSA OK          COMMERCE CITY CO       688     0     688  1.48   1,018.24  288.96
                                        (DENVER)
QLT-611439  10/28/26  COMMERCE CITY CO  SCOTTSBLUFF NE /       362    61     423  1.48     626.04  177.66
                                        NORTH PLATTE NE 2 DROP
QLT-611451  10/30/26  NORTH PLATTE NE   SIOUX FALLS SD         404    28     432  1.48     639.36  181.44
                                                            ------ ----- ------        --------- -------
                                                              2015   123    2138       3,164.24  897.96
FSC 0.42 per paid mile (all miles).

EARNINGS
Mileage pay                                               3,164.24
Fuel surcharge                                              897.96
Layover 10/27 Commerce City CO (QLT-611422)                 150.00
TOTAL EARNINGS                                            4,212.20

                          continued on page 2
--------------------------------------------------------------------------------------------
QUILLBACK LEASING & TRANSPORT, INC.
LEASE-PURCHASE CONTRACTOR SETTLEMENT
Contractor: ID 2219  KOWALSKI, ANDREW J.    Settlement No. LP-2219-44          Page 2 of 2

DEDUCTIONS                                           AMOUNT          BALANCE
Beginning balance (total earnings)                                  4,212.20
Truck payment - Unit 2219 (pmt 38 of 156)            585.00         3,627.20
Fuel - Fleet One card                              1,398.77         2,228.43
Cash advance 10/27 (Comchek)                         200.00         2,028.43
Maintenance fund 2,138 mi @ 0.08                     171.04         1,857.39
Bobtail insurance                                     11.25         1,846.14
Occupational accident                                 44.80         1,801.34
Lease administration fee                              25.00         1,776.34
Cargo insurance                                       32.85         1,743.49
                                                  --------
TOTAL DEDUCTIONS                                   2,468.71

CHECK AMOUNT                                                        1,743.49

Maintenance fund balance after deposit:     2,913.60
Lease principal remaining (Unit 2219):     61,482.17   Payments remaining: 118
Quillback Leasing & Transport, Inc. - Contractor Services - 605-555-0168 ext 40
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 421220,
      netCents: 174349,
      date: '2026-11-06',
      broker: 'QUILLBACK LEASING & TRANSPORT, INC.',
      tripNumber: 'QLT-611408',
      miles: 2138,
      linehaulCents: 316424,
      fuelSurchargeCents: 89796,
      advancesCents: 20000,
      escrowCents: 17104,
      reimbursementsCents: null,
      deductions: [58500, 139877, 1125, 4480, 2500, 3285],
    },
  },
  {
    id: 'b16-riviere-noire-releve-de-paie-tps-tvq',
    issuer: 'Transport Rivière-Noire Inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French-Canadian owner-operator "relevé de paie" over two pages with DD/MM/YYYY dates, space-thousands and comma-decimal amounts, flat trip rates plus a 16 % fuel surcharge, TPS/TVQ added on top of the pre-tax subtotal, and a summary whose labels sit on one line with the amounts on the line below',
    text: `TRANSPORT RIVIÈRE-NOIRE INC.
2175, rue Principale Ouest, Magog (Québec)  J1X 2A5          Tél. : 819 555-0126
NEQ 1165482930   TPS 78542 1093 RT0001   TVQ 1219874563 TQ0001   CVOR/NSC QC-1165482930
                    RELEVÉ DE PAIE - VOITURIER-REMORQUEUR
Sous-traitant : 9384-2217 QUÉBEC INC. (Éric Lavoie)          No fournisseur : VR-0417
  TPS 74011 2286 RT0001    TVQ 1228419905 TQ0001
Période du 25/10/2026 au 07/11/2026                          Relevé no : 2026-45-0417
Date de paiement : 13/11/2026 (dépôt direct, Desjardins ****7713)

VOYAGES
No voyage   Date        Origine -> Destination                Taux forfait.   Surcharge 16 %
RN-18842    26/10/2026  Magog QC -> Mississauga ON               1 150,00 $         184,00 $
RN-18857    28/10/2026  Magog QC -> Mississauga ON               1 150,00 $         184,00 $
RN-18871    02/11/2026  Sherbrooke QC -> Saint-Laurent QC ->
                        Cornwall ON (2 arrêts)                     985,00 $         157,60 $
RN-18890    04/11/2026  Granby QC -> Moncton NB                  1 420,00 $         227,20 $
Temps d'attente - RN-18890, Moncton NB (3 h x 30,00 $)                               90,00 $

                                                                            Page 1 de 2
------------------------------------------------------------------------------------------
TRANSPORT RIVIÈRE-NOIRE INC. - RELEVÉ DE PAIE no 2026-45-0417 (suite)       Page 2 de 2
Sous-traitant : 9384-2217 QUÉBEC INC.        Période du 25/10/2026 au 07/11/2026

SOMMAIRE DES REVENUS
Transport (taux forfaitaires)      Surcharge carburant        Temps d'attente
4 705,00 $                         752,80 $                   90,00 $
Sous-total des revenus (avant taxes)
5 547,80 $
TPS 5 %                            TVQ 9,975 %
277,39 $                           553,39 $
Total des revenus, taxes incluses
6 378,58 $

RETENUES
Carburant (cartes Ultramar)        Avance du 29/10/2026        Assurance marchandises
2 087,35 $                         500,00 $                    168,40 $
Fonds de réserve (dépôt)           Frais de communication      Transpondeur 407 ETR
100,00 $                           42,00 $                     29,95 $
Total des retenues
2 927,70 $

MONTANT NET DÉPOSÉ LE 13/11/2026
3 450,88 $

Solde du fonds de réserve au 07/11/2026 : 2 400,00 $
Toute contestation doit être soumise par écrit dans les 30 jours. Merci de votre collaboration.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 637858,
      netCents: 345088,
      date: '2026-11-13',
      broker: 'TRANSPORT RIVIÈRE-NOIRE INC.',
      tripNumber: 'RN-18842',
      miles: null,
      linehaulCents: 470500,
      fuelSurchargeCents: 75280,
      advancesCents: 50000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [208735, 16840, 4200, 2995],
    },
  },
  {
    id: 'b16-yaqui-liquidacion-permisionario',
    issuer: 'Transportes Yaqui del Pacífico, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican owner-operator "liquidación de permisionario" in Spanish with carta-porte trip rows (one route wrapping), flete / maniobras / casetas columns and a totals row, toll reimbursement added to the subtotal, and trailing-minus deductions including an anticipo and a fondo de garantía whose running balance is printed separately',
    text: `TRANSPORTES YAQUI DEL PACÍFICO, S.A. DE C.V.
RFC: TYP090615K28          Permiso SCT: 2607TYP150920091209
Blvd. Lázaro Cárdenas No. 2150, Parque Industrial, C.P. 85065, Cd. Obregón, Sonora
Tel. (644) 555 0193

                LIQUIDACIÓN DE PERMISIONARIO  No. LQ-2026-1187
Permisionario: JESÚS MANUEL ROBLES ARMENTA           RFC: ROAJ780412PK3
Unidad: Kenworth T680 2021  Placas 54-AK-7T   Remolque: Caja seca 53 pies 88-UR-4B
Periodo: 16/11/2026 al 28/11/2026                    Fecha de pago: 04/12/2026
Forma de pago: Transferencia SPEI - BBVA cuenta ****3391            Moneda: MXN

DETALLE DE VIAJES
Carta Porte  Fecha       Origen - Destino                          Flete    Maniobras    Casetas
CP-A 40217   16/11/2026  Cd. Obregón, Son. - Guadalajara, Jal.  28,500.00   1,200.00   2,318.00
CP-A 40233   20/11/2026  Guadalajara, Jal. - Nuevo Laredo,      31,750.00       0.00   3,064.00
                         Tamps. (cruce Puente III)
CP-A 40251   25/11/2026  Nuevo Laredo, Tamps. - Cd. Obregón,    16,900.00     850.00   1,145.00
                         Son. (retorno)
                                                  TOTALES       77,150.00   2,050.00   6,527.00

PERCEPCIONES
  Fletes                                                               77,150.00
  Maniobras de carga / descarga                                         2,050.00
  Subtotal percepciones                                                79,200.00
  Reembolso de casetas (comprobadas con ticket)                         6,527.00
  Total a favor del permisionario                                      85,727.00

DESCUENTOS
  Diesel - vales de consumo (7 cargas)                                 18,642.50-
  Anticipo de viaje entregado 16/11/2026                                6,000.00-
  Comisión administrativa 5% s/flete                                    3,857.50-
  Seguro de carga (prorrateo)                                           1,250.00-
  Rastreo satelital GPS                                                   690.00-
  Fondo de garantía (aportación quincenal)                              1,500.00-
  Total descuentos                                                     31,940.00-

NETO A DEPOSITAR                                                 $ 53,787.00 M.N.

Saldo acumulado fondo de garantía: $ 12,000.00
Observaciones: casetas sin comprobante no se reembolsan. Diesel según vales firmados.
Recibí de conformidad: ______________________     Autorizó: Lic. M. Valenzuela (Tráfico)
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 8572700,
      netCents: 5378700,
      date: '2026-12-04',
      broker: 'TRANSPORTES YAQUI DEL PACÍFICO, S.A. DE C.V.',
      tripNumber: 'CP-A 40217',
      miles: null,
      linehaulCents: 7715000,
      fuelSurchargeCents: null,
      advancesCents: 600000,
      escrowCents: 150000,
      reimbursementsCents: 652700,
      deductions: [1864250, 385750, 125000, 69000],
    },
  },
  {
    id: 'b16-vantage-ridge-company-driver-stub-ytd',
    issuer: 'Vantage Ridge Trucking Co.',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement with mileage, hourly and stop pay, a CURRENT column beside a YTD column for earnings, taxes and deductions, a non-taxable expense reimbursement, and a trip list at the foot; month-name pay date',
    text: `VANTAGE RIDGE TRUCKING CO.                                  EARNINGS STATEMENT
2740 N Mayfair Ave, Springfield, MO 65803                   Pay Date:  December 4, 2026
FEIN 43-1876520   USDOT 1658839                             Period:    Nov 22, 2026 - Nov 28, 2026
                                                            Advice No: 0048813
Employee: TRAVIS L. MCCUNE    Emp ID 10552    Dept: OTR DRY VAN    Terminal: SGF
SSN XXX-XX-6214    Fed filing: Married filing jointly    State: MO

EARNINGS                 RATE       UNITS        CURRENT            YTD
Mileage Pay            0.6000    2,284.00       1,370.40      61,318.20
Hourly (on-duty ND)   21.0000        9.50         199.50       8,841.00
Stop Pay              25.0000        3.00          75.00       2,150.00
                                              ----------    -----------
GROSS PAY                                       1,644.90      72,309.20

TAXES                                            CURRENT            YTD
Federal Income Tax                                142.37       6,402.11
Social Security                                    96.17       4,204.17
Medicare                                           22.49         983.23
MO State Income Tax                                58.00       2,561.00

DEDUCTIONS                                       CURRENT            YTD
401(k) 4%                                          65.80       2,892.37
Medical - pre-tax                                  86.50       4,152.00
Dental - pre-tax                                    7.25         348.00

NON-TAXABLE                                      CURRENT            YTD
Expense Reimb - tolls/parking                      31.75         812.40

NET PAY                                         1,198.07      51,578.72

Direct Deposit: Guaranty Bank ****2046  Checking                1,198.07

TRIPS THIS PERIOD                                         MILES
  5541871   Springfield MO - Laredo TX                      918
  5541903   Laredo TX - Memphis TN                          871
  5541942   Memphis TN - Kansas City MO                     495
                                                   TOTAL  2,284
PTO balance: 32.00 hrs    Safety bonus quarter-to-date: 0.00
Questions about your pay: payroll@vantageridge.example  (417) 555-0150
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 164490,
      netCents: 119807,
      date: '2026-12-04',
      broker: 'VANTAGE RIDGE TRUCKING CO.',
      tripNumber: '5541871',
      miles: 2284,
      linehaulCents: 137040,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 3175,
      deductions: [14237, 9617, 2249, 5800, 6580, 8650, 725],
    },
  },
  {
    id: 'b16-waypoint-dispatch-fee-statement',
    issuer: 'Waypoint Dispatch Solutions LLC',
    issuerKind: 'load_board',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service settlement to an owner-operator carrier: numbered load rows naming real brokers with wrapped routes, loaded miles and a remarks column, then a summary with trailing-minus deductions (8% dispatch fee, factoring pass-through, fuel advance) and a lumper reimbursement added back',
    text: `WAYPOINT DISPATCH SOLUTIONS LLC
1200 Summit Ave, Ste 610, Fort Worth, TX 76102    (817) 555-0134    dispatch@waypointds.example
                 CARRIER SETTLEMENT STATEMENT - DISPATCH SERVICE (8%)
Carrier: RED MESA TRANSPORT LLC   MC 1298765 / USDOT 3644120   Owner/Driver: Hector Salas
Statement: WDS-1018-RM    Week: 10/12/2026 - 10/18/2026    ACH Sent: 10/23/2026
Equipment: Truck 07 / 53' dry van

#  LOAD #       BROKER                     PU DATE   ROUTE                  LD MI       RATE  REMARKS
-- -----------  -------------------------  --------  ---------------------  -----  ---------  ----------------------
1  31877420     Total Quality Logistics    10/12/26  Dallas TX >              812   2,350.00  collected 10/20
                                                     McDonough GA
2  9918245      Coyote Logistics           10/14/26  McDonough GA >           604   1,875.00  lumper 185.00 rcpt
                                                     Columbus OH                                  sent, reimbursed
3  447109331    C.H. Robinson              10/15/26  Columbus OH >            455   1,420.00  + DET 150.00
                                                     Davenport IA                                 (3 hr, approved)
4  2210587      Arrive Logistics           10/16/26  Davenport IA >           935   2,600.00  collected 10/21
                                                     Dallas TX
                                                                            -----  ---------
                                                          LOADS: 4          2,806   8,245.00

SUMMARY
Load revenue (4 loads)                                            8,245.00
Detention - C.H. Robinson 447109331                                 150.00
GROSS REVENUE                                                     8,395.00
Dispatch fee 8% of gross                                            671.60-
Factoring pass-through 2.5% (collected via factor)                  209.88-
Fuel advance 10/14/26 (EFS)                                         500.00-
Lumper reimbursement - Coyote 9918245                               185.00
                                                               -----------
NET ACH TO CARRIER                                                7,198.52

Dispatch fee is charged on gross revenue incl. detention; lumper is passed through at cost.
Waypoint Dispatch Solutions is not a carrier or broker; loads are booked under carrier's own MC.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 839500,
      netCents: 719852,
      date: '2026-10-23',
      broker: 'WAYPOINT DISPATCH SOLUTIONS LLC',
      tripNumber: '31877420',
      miles: 2806,
      linehaulCents: 824500,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: 18500,
      deductions: [67160, 20988],
    },
  },
  {
    id: 'b16-yellowhammer-broker-quickpay',
    issuer: 'Yellowhammer Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      "Broker's quick-pay remittance advice: three carrier invoices with line haul, accessorial and invoice-total columns (one detention note wrapped under the lane), then the invoice total less a 3% quick-pay fee and a fuel advance issued at pickup, month-name payment date",
    text: `YELLOWHAMMER FREIGHT BROKERAGE, INC.
2100 1st Avenue North, Suite 400
Birmingham, AL 35203           MC 745120     Carrier Services (205) 555-0181
                              QUICKPAY REMITTANCE ADVICE

Payment No.: QP-0091774          Payment Date: November 20, 2026        Method: ACH
Pay To:  CORDOVA ROAD LINES LLC   (MC 1187342 / USDOT 3398012)
         PO Box 3318, Laredo, TX 78044
Remit acct: ****5519 (Falcon Intl Bank)
Quickpay terms: 2-day pay, fee 3.00% of approved invoice total (agreement dated 03/02/2026)

Load No.      Carrier Inv  Delivered   Shipper -> Consignee                Line Haul   Accessorial   Invoice Total
------------  -----------  ----------  ----------------------------------  ---------  ------------  -------------
YFB-5530128   CRL-2291     11/13/2026  Laredo TX -> Birmingham AL           2,150.00          0.00       2,150.00
YFB-5530174   CRL-2296     11/16/2026  Birmingham AL -> Charlotte NC        1,685.00         75.00       1,760.00
                                       (detention 11/16, 1.5 hr @ 50.00)
YFB-5530206   CRL-2298     11/18/2026  Charlotte NC -> Laredo TX            3,010.00          0.00       3,010.00
                                                                           ---------  ------------  -------------
                                                                            6,845.00         75.00       6,920.00

Invoices approved for quickpay (3)                                                         6,920.00
Less: Quickpay fee 3.00%                                                                     207.60-
Less: Fuel advance issued 11/16/2026 on YFB-5530206 (EFS check 40877213)                     400.00-
                                                                                        -----------
NET AMOUNT PAID                                                                            6,312.40

This payment is issued in full satisfaction of the invoices listed above. Questions regarding
short pays or deductions: carrierpay@yellowhammerfb.example or (205) 555-0181 option 3.
Yellowhammer Freight Brokerage, Inc. is a licensed property broker - MC 745120.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 692000,
      netCents: 631240,
      date: '2026-11-20',
      broker: 'YELLOWHAMMER FREIGHT BROKERAGE, INC.',
      tripNumber: 'YFB-5530128',
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [20760],
    },
  },
  {
    id: 'b16-silverline-factor-schedule-reserve',
    issuer: 'Silverline Receivables Funding Corp.',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page factoring schedule of accounts: a debtor / invoice / load table split by a page break with the header repeated, then a funding recap where a 10% reserve is withheld, an "advance amount" subtotal is printed, a discount fee, chargeback and wire fee are taken, and the reserve balance is shown separately',
    text: `SILVERLINE RECEIVABLES FUNDING CORP.
5800 Granite Pkwy, Suite 300, Plano, TX 75024   (972) 555-0107   ops@silverlinerf.example
SCHEDULE OF ACCOUNTS / PURCHASE NOTICE                                  Page 1 of 2
Client: TAMARACK EXPRESS LLC (Client No. 3318)        MC 1204476   USDOT 3551879
Schedule No.: 3318-0412        Submitted: 12/09/2026        Funding Date: 12/11/2026
Advance rate 90% / Reserve 10% / Discount 2.75% flat

LN  INVOICE  DEBTOR                          LOAD / PO NO.   INV DATE      FACE AMOUNT
--  -------  ------------------------------  --------------  ----------  -------------
1   10311    ECHO GLOBAL LOGISTICS INC       EGL-7731902     12/01/2026       1,850.00
2   10312    C.H. ROBINSON WORLDWIDE INC     452281907       12/02/2026       2,275.00
3   10313    TOTAL QUALITY LOGISTICS LLC     32011846        12/03/2026       1,640.00
4   10314    LANDSTAR RANGER INC             LR-0918733      12/04/2026       2,980.50
5   10315    J.B. HUNT TRANSPORT INC         JBH-66120457    12/07/2026       1,195.00
                                                           Subtotal this page  9,940.50
                              (continued)
==========================================================================================
SILVERLINE RECEIVABLES FUNDING CORP.
SCHEDULE OF ACCOUNTS / PURCHASE NOTICE                                  Page 2 of 2
Client: TAMARACK EXPRESS LLC (Client No. 3318)        Schedule No.: 3318-0412

LN  INVOICE  DEBTOR                          LOAD / PO NO.   INV DATE      FACE AMOUNT
--  -------  ------------------------------  --------------  ----------  -------------
6   10316    ECHO GLOBAL LOGISTICS INC       EGL-7734418     12/07/2026       2,410.00
7   10317    ARRIVE LOGISTICS LLC            AL-1502239      12/08/2026       1,725.00
                                                                         -------------
TOTAL ACCOUNTS PURCHASED (7)                                                 14,075.50

FUNDING RECAP
Total face value of accounts purchased                          14,075.50
Reserve withheld (10%)                                          (1,407.55)
Advance amount (90%)                                            12,667.95
Discount fee 2.75% of face                                        (387.08)
Chargeback - Inv 10288 short pay by debtor (lumper not approved)   (85.00)
Wire fee                                                           (20.00)
NET FUNDS WIRED 12/11/2026                                      12,175.87

Reserve account balance after this schedule:   6,812.40
Reserve is released on collection of the invoices, less any chargebacks, per the factoring
agreement dated 05/14/2025. Notify us within 48 hours of any discrepancy.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 1407550,
      netCents: 1217587,
      date: '2026-12-11',
      broker: 'ECHO GLOBAL LOGISTICS INC',
      tripNumber: 'EGL-7731902',
      advancesCents: null,
      escrowCents: 140755,
      reimbursementsCents: null,
      deductions: [38708, 8500, 2000],
    },
  },
  {
    id: 'b16-union-dock-lumper-receipt',
    issuer: 'Union Dock Labor Services, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Lumper (unloading) receipt from a grocery distribution center: receipt number, month-name date, carrier / PO / trailer block, itemised unload, restack and pallet charges with a total, paid by Comchek express code',
    text: `UNION DOCK LABOR SERVICES, LLC
Unloading & Freight Handling          Fed Tax ID 36-4418207
Site: Midwest Grocery DC #026, 1800 Heritage Pkwy, Delaware, OH 43015
Site office (740) 555-0119      billing@uniondocklabor.example

                              LUMPER RECEIPT
Receipt No.: UDL-026-118457                    Date: Oct 27, 2026
Door: 31        Time In: 06:42        Time Out: 08:15

Carrier:   CORDOVA ROAD LINES LLC              MC 1187342
Driver:    R. GUAJARDO                         Tractor 12 / Trailer CRL5307
PO No(s):  4500918834, 4500918871              Appt No.: 0627-031
BOL:       YFB-5531012                         Seal: 2297445 (intact)

Pallets received: 24     Cases: 1,396     Pallets restacked: 6

DESCRIPTION                               QTY      RATE        AMOUNT
Unload - palletized, floor to dock         24      8.50        204.00
Restack / breakdown (overhang)              6      7.50         45.00
Replacement pallets (GMA grade B)           4      4.00         16.00
                                                           ----------
TOTAL CHARGES                                                   265.00

Payment method: COMCHEK     Express Code: 1184-2290-771
Amount paid:                                                    265.00
Balance due:                                                      0.00

Shortages / damages noted: NONE           OS&D clerk: T. Hollins
Driver signature: ______________________  Lumper lead: D. Pryor  (#0413)
Keep this receipt - submit to your carrier/broker for reimbursement.
`,
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-10-27',
    },
  },
];

import type { CorpusDocument } from './types.js';

/**
 * A tenth held-out batch (b10-), written blind — without reading the extractor or running it — and
 * committed before any run on it; never used to tune. 22 new issuers (names A–L): multi-page
 * statements with repeated headers, per-load detail blocks, fleet settlements over several units,
 * a team settlement, a prior-balance carry before the check amount, and PDF tables whose columns
 * wrap onto a second line.
 */
export const HELD_OUT_DOCUMENTS_10: CorpusDocument[] = [
  {
    id: 'b10-allegheny-fleet-owner-two-pages',
    issuer: 'Allegheny Ridge Transport',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Fleet-owner settlement over two pages: page 1 lists trips of three units, page 2 repeats the header ("Page 2 of 2") and summarises by unit in columns with a fleet-total column; gross is all units together',
    text: `ALLEGHENY RIDGE TRANSPORT, INC.
600 Industrial Park Rd, Washington PA 15301 · (724) 555-0152 · USDOT 1877204 · MC 604418
FLEET OWNER SETTLEMENT              Settlement No. AR-2026-1106              Page 1 of 2
Fleet Owner: KOVAC BROTHERS TRUCKING LLC   Owner ID 7120   Pay Date: 11/06/2026
Week Ending: 10/31/2026   Units on this settlement: 311, 318, 325

Unit  Trip       Origin            Destination          Miles    Linehaul       FSC
311   AR-60412   Washington PA     Columbus OH            188      526.40     88.36
311   AR-60455   Columbus OH       Indianapolis IN        176      492.80     82.72
318   AR-60419   Pittsburgh PA     Baltimore MD           247      691.60    116.09
318   AR-60471   Baltimore MD      Richmond VA            152      425.60     71.44
325   AR-60430   Erie PA           Buffalo NY              98      310.00     46.06
325   AR-60488   Buffalo NY        Albany NY              290      812.00    136.30
Linehaul 2.80/mi (AR-60430 minimum charge 310.00) · FSC 0.47/mi       continued on page 2

ALLEGHENY RIDGE TRANSPORT, INC.
FLEET OWNER SETTLEMENT              Settlement No. AR-2026-1106              Page 2 of 2
Fleet Owner: KOVAC BROTHERS TRUCKING LLC   Owner ID 7120   Pay Date: 11/06/2026

Summary by unit         Unit 311     Unit 318     Unit 325     Fleet Total
Miles                        364          399          388           1,151
Linehaul                1,019.20     1,117.20     1,122.00        3,258.40
Fuel surcharge            171.08       187.53       182.36          540.97
Gross revenue           1,190.28     1,304.73     1,304.36        3,799.37
Fuel (fleet card)         412.18       455.90       430.07        1,298.15
Occ/Acc insurance          38.00        38.00        38.00          114.00
ELD / telematics           19.95        19.95        19.95           59.85
Comchek advance             0.00       200.00         0.00          200.00
Escrow                     50.00        50.00        50.00          150.00
Total deductions          520.13       763.85       538.02        1,822.00
Net by unit               670.15       540.88       766.34        1,977.37

NET PAY TO FLEET OWNER                                                1,977.37
Escrow balance 4,350.00 · ACH to ****6610 · settlements@alleghenyridge.com · 724-555-0159
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 379937,
      netCents: 197737,
      date: '2026-11-06',
      broker: 'ALLEGHENY RIDGE TRANSPORT, INC.',
      tripNumber: 'AR-60412',
      miles: 1151,
      linehaulCents: 325840,
      fuelSurchargeCents: 54097,
      advancesCents: 20000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [129815, 11400, 5985],
    },
  },
  {
    id: 'b10-blackhawk-lease-purchase-prior-balance',
    issuer: 'Blackhawk Lease Solutions',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase operator statement: per-order detail blocks (loaded/empty miles, linehaul, FSC, stop pay, lumper reimbursement), charges with leading minus, a SETTLEMENT TOTAL, then a prior deficit carried forward and a separate CHECK AMOUNT (the net is the check amount paid; the carried deficit is not a deduction of this period)',
    text: `BLACKHAWK LEASE SOLUTIONS, LLC
4120 Kishwaukee St · Rockford, IL 61109 · 815-555-0194
LEASE-PURCHASE OPERATOR STATEMENT                                   Page 1 of 1
Operator: 2207  D. OYELARAN        Tractor: BLS-118 (2022 Freightliner Cascadia)
Statement Date: Dec 4, 2026        Period: Nov 22 - Nov 28, 2026

LOAD DETAIL
Order 550912   Shipper: Rockford Components   Consignee: Magna Seating, Athens AL
   Loaded miles 642   Empty miles 58   Rate 1.72 loaded
   Linehaul 1,104.24   Fuel surcharge 282.48   Stop pay 50.00
Order 551047   Shipper: Magna Seating, Athens AL   Consignee: Ford Chicago Assembly
   Loaded miles 655   Empty miles 31   Rate 1.72 loaded
   Linehaul 1,126.60   Fuel surcharge 288.20   Lumper (reimb.) 140.00

EARNINGS TOTAL                                            2,991.52
CHARGES
Lease payment (wk 31 of 156)                               -725.00
Fuel - fleet card                                          -998.41
Physical damage / bobtail                                   -96.40
Maintenance escrow                                         -125.00
Cash advance 11/24                                         -150.00
CHARGES TOTAL                                            -2,094.81
SETTLEMENT TOTAL                                            896.71
Prior balance carried forward (deficit 11/27 stmt)         -412.60
CHECK AMOUNT                                                484.11
Deficit balance remaining 0.00 · Escrow balance 2,375.00 · Lease payoff 84,910.00
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 299152,
      netCents: 48411,
      date: '2026-12-04',
      broker: 'BLACKHAWK LEASE SOLUTIONS, LLC',
      tripNumber: '550912',
      miles: 1386,
      linehaulCents: 223084,
      fuelSurchargeCents: 57068,
      advancesCents: 15000,
      escrowCents: 12500,
      reimbursementsCents: 14000,
      deductions: [72500, 99841, 9640],
    },
  },
  {
    id: 'b10-harborline-drayage-move-blocks',
    issuer: 'Harborline Drayage',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Port drayage owner-operator settlement: one block per container move (move no., container, from/to, miles, flat rate, FSC %, accessorials, chassis reimbursement), then a summary with dot leaders and the amounts far right; two-digit-year dates',
    text: `HARBORLINE DRAYAGE CO.
Terminal Island Rd Bldg 7, San Pedro CA 90731 | SCAC HBLD | MC 778104 | (310) 555-0126
OWNER-OPERATOR MOVE SETTLEMENT                                         Page 1 of 1
O/O: 0418  E. CASTANEDA   Truck 44   Check Date 10/30/26   Moves 10/19/26-10/25/26

MOVE 7720118   10/19   IMPORT LOAD   MSCU 418220-5 / 40HC
  From: APM Terminals Pier 400     To: Target DC, Ontario CA     Miles 62
  Flat rate 385.00   FSC 23% 88.55   Chassis (reimb) 45.00
MOVE 7720164   10/21   EXPORT LOAD   TGHU 771024-9 / 40
  From: BNSF Hobart Yard     To: Yusen Terminals     Miles 29
  Flat rate 260.00   FSC 23% 59.80   Pre-pull 75.00
MOVE 7720201   10/23   IMPORT LOAD   CMAU 552018-0 / 20
  From: LBCT     To: Home Depot RDC, Mira Loma CA     Miles 58
  Flat rate 365.00   FSC 23% 83.95   Wait time 2 hr 90.00   Chassis (reimb) 45.00

SUMMARY
Move revenue (3 moves) ............................................ 1,407.30
Chassis reimbursement ................................................ 90.00
Total earnings .................................................... 1,497.30
Fuel card 10/20, 10/23 .............................................. 388.21
Liability / cargo insurance ......................................... 168.00
Yard parking (Oct) ................................................... 60.00
Advance 10/21 ....................................................... 100.00
Net check ........................................................... 781.09
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 149730,
      netCents: 78109,
      date: '2026-10-30',
      broker: 'HARBORLINE DRAYAGE CO.',
      tripNumber: '7720118',
      miles: 149,
      linehaulCents: 101000,
      fuelSurchargeCents: 23230,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: 9000,
      deductions: [38821, 16800, 6000],
    },
  },
  {
    id: 'b10-glacier-point-reefer-team-wrapped-rows',
    issuer: 'Glacier Point Refrigerated',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Reefer team owner-operator settlement: each trip row wraps onto a second line (miles on the first, money columns on the second), co-driver team split and reefer fuel among the deductions, ISO dates',
    text: `GLACIER POINT REFRIGERATED, INC.
1901 E Yakima Ave, Yakima WA 98901 · 509-555-0137 · MC 512208 · USDOT 1660442
TEAM OWNER-OPERATOR SETTLEMENT                       Settlement Date 2026-12-11
Owner: J. WHITFIELD (O/O 2250)   Co-driver: M. ORTEGA   Tractor 2250   Reefer R-5318
Trips settled 2026-11-29 through 2026-12-05   Team rate 1.95/loaded mi · FSC 0.49/loaded mi

Trip No.    Origin / Destination                    Loaded Mi    Empty Mi
            Linehaul        Fuel Surch.     Other          Trip Total
GP-88102    Yakima WA / Dallas TX                       2,046          118
            3,989.70        1,002.54         0.00          4,992.24
GP-88139    Dallas TX / Portland OR                     2,004           36
            3,907.80          981.96        75.00          4,964.76
Totals                                                  4,050          154
            7,897.50        1,984.50        75.00          9,957.00
Other: extra stop GP-88139 (Boise ID)

Deductions
  Tractor fuel (Comdata)                                              2,611.40
  Reefer fuel                                                           388.15
  Team split - co-driver M. ORTEGA 4,204 mi @ 0.32                    1,345.28
  Reefer trailer usage 4,050 ld mi @ 0.05                               202.50
  Liability / cargo                                                     187.50
  Comdata cash advance 12/01                                            300.00
  Escrow                                                                200.00
Total deductions                                                      5,234.83
Net settlement                                                        4,722.17
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 995700,
      netCents: 472217,
      date: '2026-12-11',
      broker: 'GLACIER POINT REFRIGERATED, INC.',
      tripNumber: 'GP-88102',
      miles: 4204,
      linehaulCents: 789750,
      fuelSurchargeCents: 198450,
      advancesCents: 30000,
      escrowCents: 20000,
      reimbursementsCents: null,
      deductions: [261140, 38815, 134528, 20250, 18750],
    },
  },
  {
    id: 'b10-ironwood-car-haul-ocr',
    issuer: 'Ironwood Auto Transport',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Car-haul contractor settlement in capitals scanned with OCR slips (l for 1, O for 0): per-trip blocks with vehicle count, loaded miles, load revenue and a 72% contractor share, unpaid empty return, chargebacks, 18-DEC-26 date',
    text: `IRONWOOD AUTO TRANSPORT LLC
2480 POPLAR LEVEL RD  LOUISVlLLE KY 40217   502-555-0163   MC 690412
CAR HAUL CONTRACTOR SETTLEMENT               SETTLEMENT DATE 18-DEC-26
CONTRACTOR 0913  T. BALOGUN      TRK 27   TRLR 9-CAR STINGER 27S
DELIVERIES 07-DEC-26 THRU 13-DEC-26

TRIP IW-33018   LOUISVILLE KY (KTP) > NASHVILLE TN (4 DEALERS)
   VEHICLES 8   LOADED Ml 176   LOAD REVENUE 2,160.00   CONTR 72%   1,555.2O
TRIP IW-33052   NASHVILLE TN (AUCTION) > ATLANTA GA (3 DEALERS)
   VEHICLES 7   LOADED Ml 249   LOAD REVENUE 1,925.OO   CONTR 72%   1,386.00
EMPTY RETURN ATLANTA GA > LOUISVILLE KY   EMPTY Ml 418 (UNPAID)

T0TAL MILES 843   (LOADED 425 / EMPTY 418)
CONTRACTOR SHARE                             2,941.20
FUEL SURCHARGE 425 LD Ml @ .52                 221.OO
GR0SS PAY                                    3,162.20
CHARGEBACKS
FUEL                                           904.66
DAMAGE CLAlM IW-33052 VIN ..4471 (DOOR)        250.00
CARGO INS 7 DAYS @ 18.00                       126.00
STRAPS / WHEEL NETS                             64.90
ESCROW                                         1OO.00
TOTAL CHARGEBACKS                            1,445.56
NET PAY                                      1,7l6.64
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 316220,
      netCents: 171664,
      date: '2026-12-18',
      broker: 'IRONWOOD AUTO TRANSPORT LLC',
      tripNumber: 'IW-33018',
      miles: 843,
      linehaulCents: 294120,
      fuelSurchargeCents: 22100,
      advancesCents: null,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [90466, 25000, 12600, 6490],
    },
  },
  {
    id: 'b10-athabasca-tanker-km-gst-wrapped',
    issuer: 'Athabasca Tank Lines',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta tanker leased-operator statement in kilometres: each ticket row wraps (km on the first line; km pay, hourly, FSC and ticket total on the second), GST 5 % added on top and the GST-inclusive revenue is the gross, deductions in parentheses, "20 Nov 2026"',
    text: `ATHABASCA TANK LINES LTD.
9912 Franklin Ave, Fort McMurray AB T9H 2K4 · 780-555-0119 · GST 80712 4459 RT0001
LEASED OPERATOR STATEMENT — TANK DIVISION            Statement 26-46-0912   Page 1 of 1
Operator: 315 — Northern Spruce Hauling Ltd. (R. Dumont)     Unit 315 / Tanker TK-4402
Statement date: 20 Nov 2026           Tickets closed 09 Nov 2026 – 15 Nov 2026
Rates: $2.70/km loaded, $95.00/hr load-unload, FSC $0.46/km

Ticket      Date      Product       From / To                          Km
            Km pay        Hourly        FSC           Ticket total
AT-71204    10 Nov    Condensate    Fort Saskatchewan / Hardisty       214
            577.80        190.00        98.44         866.24
AT-71239    12 Nov    Crude         Cold Lake / Edmonton               296
            799.20        142.50        136.16        1,077.86
AT-71266    14 Nov    Diluent       Edmonton / Fort McMurray           437
            1,179.90      237.50        201.02        1,618.42
Totals                                                                 947
            2,556.90      570.00        435.62        3,562.52

GST 5% on operator revenue                                   178.13
Total revenue incl. GST                                    3,740.65
Fuel — Petro-Pass                                        (1,204.77)
Operator insurance / WCB                                   (142.00)
Tank wash (AT-71266)                                        (95.00)
H2S Alive / safety ticket renewal                           (65.00)
Holdback — maintenance reserve                             (200.00)
Net payable (CAD)                                          2,033.88
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 374065,
      netCents: 203388,
      date: '2026-11-20',
      broker: 'ATHABASCA TANK LINES LTD.',
      tripNumber: 'AT-71204',
      miles: 588,
      linehaulCents: 255690,
      fuelSurchargeCents: 43562,
      advancesCents: null,
      escrowCents: 20000,
      reimbursementsCents: null,
      deductions: [120477, 14200, 9500, 6500],
    },
  },
  {
    id: 'b10-haut-richelieu-traction-deux-pages-fr',
    issuer: 'Camionnage Haut-Richelieu',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French power-only settlement over two pages ("Page 1 de 2", header repeated on page 2): customer-trailer trips in km at a rate per km, totals on page 2, deductions with trailing minus ("1 048,30-"), "le 27 novembre 2026"',
    text: `CAMIONNAGE HAUT-RICHELIEU INC.
850, boul. Saint-Luc, Saint-Jean-sur-Richelieu (Québec) J2W 2A3 · 450 555-0173
RELEVÉ DE RÈGLEMENT — TRACTION SEULEMENT (POWER ONLY)              Page 1 de 2
Propriétaire-exploitant : 118 — 9412-7730 Québec inc. (S. Lavoie)
Semaine du 15 au 21 novembre 2026        Date du paiement : le 27 novembre 2026

Voyage     Remorque client    Trajet                           Km    Taux/km     Montant
HR-40871   MAXI 5307          Saint-Jean → Cornwall ON         214     2,10       449,40
HR-40902   TRL 88214          Cornwall ON → Laval              182     2,10       382,20
HR-40933   HUB 53-0771        Laval → Rivière-du-Loup          431     2,10       905,10
HR-40958   MAXI 5388          Rivière-du-Loup → Saint-Jean     470     2,10       987,00
Total des kilomètres                                         1 297
                                                                 suite à la page 2
CAMIONNAGE HAUT-RICHELIEU INC.
RELEVÉ DE RÈGLEMENT — TRACTION SEULEMENT (POWER ONLY)              Page 2 de 2
Propriétaire-exploitant : 118 — 9412-7730 Québec inc. (S. Lavoie)

Revenu de traction                                          2 723,70 $
Supplément carburant 21 %                                     571,98 $
Attente (HR-40902, 2 h)                                        80,00 $
Revenu brut                                                 3 375,68 $

Retenues
Carburant — carte Esso                                      1 048,30-
Assurance responsabilité                                      147,00-
Plaques IRP (versement)                                        88,25-
Avance du 17 novembre                                         250,00-
Fonds de garantie                                             100,00-
Total des retenues                                          1 633,55-

Net à payer                                                 1 742,13 $
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 337568,
      netCents: 174213,
      date: '2026-11-27',
      broker: 'CAMIONNAGE HAUT-RICHELIEU INC.',
      tripNumber: 'HR-40871',
      miles: 806,
      linehaulCents: 272370,
      fuelSurchargeCents: 57198,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [104830, 14700, 8825],
    },
  },
  {
    id: 'b10-costa-esmeralda-refrigerado-cargos-abonos',
    issuer: 'Autotransportes Costa Esmeralda',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican reefer owner-operator liquidación: per-trip blocks (km, temperature, flete, recargo, casetas in "MXN 12,880.00"), then a Cargos / Abonos two-column ledger whose Abonos sum is the gross, "13 de noviembre de 2026"',
    text: `AUTOTRANSPORTES COSTA ESMERALDA, S.A. DE C.V.
Carr. Federal 180 Km 3.5, Tuxpan, Ver. C.P. 92880 · RFC ACE-130418-JT2 · Tel. 783 555 0148
LIQUIDACIÓN A PERMISIONARIO — SERVICIO REFRIGERADO
Permisionario: HÉCTOR ULISES PAVÓN RÍOS      Tracto: CE-31    Caja refrigerada: RF-12
Periodo: 02/11/2026 al 08/11/2026            Fecha de pago: 13 de noviembre de 2026

Viaje CE-77310   Tuxpan, Ver. → CDMX (Central de Abasto)       Km 322   Temp. 2 °C
    Flete MXN 12,880.00   Recargo diésel MXN 1,288.00   Casetas MXN 1,406.00
Viaje CE-77344   CDMX → Querétaro → Tuxpan, Ver.              Km 589   Temp. -18 °C
    Flete MXN 21,204.00   Recargo diésel MXN 2,120.40   Casetas MXN 2,018.00

Concepto                                        Cargos           Abonos
Flete de viajes (2)                                           34,084.00
Recargo por diésel 10%                                         3,408.40
Reembolso de casetas                                           3,424.00
Vales de diésel tracto                       14,210.50
Diésel termo (equipo de frío)                 1,980.00
Renta de caja refrigerada                     2,500.00
Anticipo 03/11/2026                           5,000.00
Fondo de mantenimiento                        1,000.00
Sumas                                        24,690.50        40,916.40
Saldo a favor del permisionario                               16,225.90 MXN
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 4091640,
      netCents: 1622590,
      date: '2026-11-13',
      broker: 'AUTOTRANSPORTES COSTA ESMERALDA, S.A. DE C.V.',
      tripNumber: 'CE-77310',
      miles: 566,
      linehaulCents: 3408400,
      fuelSurchargeCents: 340840,
      advancesCents: 500000,
      escrowCents: 100000,
      reimbursementsCents: 342400,
      deductions: [1421050, 198000, 250000],
    },
  },
  {
    id: 'b10-arrastre-manzanillo-dos-unidades',
    issuer: 'Líneas de Arrastre Manzanillo',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican port-drayage settlement for one owner with two tractors: container moves by unit with km and flete, subtotals per unit, total of both units, maniobras, deductions as "-$ 5,412.80", day-first date 04/12/2026',
    text: `LÍNEAS DE ARRASTRE MANZANILLO, S.A. DE C.V.
Av. Teniente Azueta 2150, Col. Burócrata, Manzanillo, Col. C.P. 28250 — Tel. 314 555 0117
ESTADO DE LIQUIDACIÓN — ARRASTRE DE CONTENEDORES                 Hoja 1 de 1
Permisionario: TRANSPORTES DÍAZ OCHOA (2 unidades)     No. proveedor P-0442
Fecha de liquidación: 04/12/2026                       Semana 48

Unidad  Movimiento  Contenedor       Ruta                             Km       Flete
T-07    LAM-90412   MSKU 771204-3    Puerto → GDL (El Salto)         304   $ 9,850.00
T-07    LAM-90455   TCNU 550871-6    GDL → Puerto (vacío)            304   $ 4,200.00
T-11    LAM-90431   HLXU 228190-4    Puerto → Colima (Cd. Ind.)       98   $ 3,600.00
T-11    LAM-90470   CMAU 880412-1    Puerto → Tecomán                 66   $ 2,950.00
Subtotal unidad T-07                                                      $14,050.00
Subtotal unidad T-11                                                      $ 6,550.00
Total fletes (2 unidades)                                        772      $20,600.00
Maniobras y demoras (LAM-90412, 6 h)                                      $ 1,200.00
Total ingresos                                                            $21,800.00

Descuentos
Diésel (vales Pemex) T-07                                                -$ 5,412.80
Diésel (vales Pemex) T-11                                                -$ 2,184.35
Cuota de acceso a terminal                                               -$   960.00
Seguro de carga                                                          -$   700.00
Anticipo 30/11/2026                                                      -$ 2,000.00
Total descuentos                                                         -$11,257.15
Neto a depositar                                                          $10,542.85 M.N.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 2180000,
      netCents: 1054285,
      date: '2026-12-04',
      broker: 'LÍNEAS DE ARRASTRE MANZANILLO, S.A. DE C.V.',
      tripNumber: 'LAM-90412',
      miles: 480,
      linehaulCents: 2060000,
      fuelSurchargeCents: null,
      advancesCents: 200000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [541280, 218435, 96000, 70000],
    },
  },
  {
    id: 'b10-cornerstone-schedule-two-pages',
    issuer: 'Cornerstone Freight Funding',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring schedule of accounts over two pages with the header and column heads repeated ("Page 2 of 2"), several debtors, schedule total on page 2, fee, reserve, wire fee and chargeback in parentheses',
    text: `CORNERSTONE FREIGHT FUNDING, LLC
5100 Poplar Ave Ste 2700, Memphis TN 38137 · 901-555-0165 · Fax 901-555-0166
CLIENT SCHEDULE OF ACCOUNTS & REMITTANCE        Schedule 88417        Page 1 of 2
Client: DELTA RIVER EXPRESS LLC (Client 3120)    Funded: 10/22/2026

Inv #     Debtor                       Load / Ref       Inv Date        Amount
DRX-2291  Redwood Logistics            RWL-4471092      10/19/2026    2,450.00
DRX-2292  Redwood Logistics            RWL-4471310      10/19/2026    1,180.00
DRX-2293  Allen Lund Company           ALC-7730412      10/20/2026    3,025.00
DRX-2294  England Logistics            EL-2209187       10/20/2026    1,740.00
                                                         Continued on next page
CORNERSTONE FREIGHT FUNDING, LLC
CLIENT SCHEDULE OF ACCOUNTS & REMITTANCE        Schedule 88417        Page 2 of 2
Client: DELTA RIVER EXPRESS LLC (Client 3120)    Funded: 10/22/2026

Inv #     Debtor                       Load / Ref       Inv Date        Amount
DRX-2296  Allen Lund Company           ALC-7730588      10/21/2026      965.50
Schedule Total (5 invoices)                                           9,360.50
Discount fee 2.25%                                                     (210.61)
Reserve withheld 5%                                                    (468.03)
Wire fee                                                                (25.00)
Chargeback: DRX-2240 short-paid by debtor                              (150.00)
Amount Remitted                                                       8,506.86
DRX-2295 held pending signed POD · Reserve balance 3,912.44
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 936050,
      netCents: 850686,
      date: '2026-10-22',
      broker: 'Redwood Logistics',
      tripNumber: 'RWL-4471092',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 46803,
      reimbursementsCents: null,
      deductions: [21061, 2500, 15000],
    },
  },
  {
    id: 'b10-dogwood-dot-leader-purchase',
    issuer: 'Dogwood Receivables',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase statement in dot-leader style ("Client ..........", amounts far right with "$"), 90% advance-rate subtotal, fee and a repaid fuel advance, reserve rebate stated after the net',
    text: `DOGWOOD RECEIVABLES, INC.
310 W Martin St, Raleigh NC 27601 · 919-555-0178
PURCHASE STATEMENT — FREIGHT ACCOUNTS
Client .................... PIEDMONT LINE HAUL INC
Client No ................. 20-4418
Statement Date ............ November 13, 2026
Account Debtor ............ GlobalTranz Enterprises

Invoice PLH-0871   Load 4500877120 .............................. $2,185.00
Invoice PLH-0874   Load 4500877366 .............................. $1,640.00
Invoice PLH-0875   Load 4500877402 .............................. $  720.00
Face amount purchased ........................................... $4,545.00
Advance at 90% .................................................. $4,090.50
Less factoring fee (1.9%) ....................................... $   86.36
Less fuel advance repaid (issued 11/09) ......................... $  300.00
Net to client ................................................... $3,704.14
Reserve (rebate) held until collection .......................... $  454.50
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 454500,
      netCents: 370414,
      date: '2026-11-13',
      broker: 'GlobalTranz Enterprises',
      tripNumber: '4500877120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: 45450,
      reimbursementsCents: null,
      deductions: [8636],
    },
  },
  {
    id: 'b10-evergreen-remittance-wrapped-rows',
    issuer: 'Evergreen Haul Funding',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring remittance advice as PDF text: header labels and values on separate lines, each invoice row split over two lines (invoice + debtor, then load no., date, total, fee, net), per-invoice fee column with a totals row, reserve and ACH fee in parentheses, "02 Dec 2026"',
    text: `Evergreen Haul Funding
Remittance Advice
Client
CASCADE SUMMIT TRUCKING LLC
Remittance No.
EHF-R-55071
Remittance Date
02 Dec 2026
Invoice        Debtor
Load No.       Invoice Date        Invoice Total      Fee         Net
CST-1180       Nolan Transportation Group
NTG-8812047    11/28/2026          2,900.00          72.50     2,827.50
CST-1181       Transfix Inc
TFX-330914     11/29/2026          1,375.00          34.38     1,340.62
CST-1183       Nolan Transportation Group
NTG-8812290    11/30/2026          2,210.00          55.25     2,154.75
Totals                             6,485.00         162.13     6,322.87
Less reserve 3%                                                  (194.55)
Less ACH fee                                                      (10.00)
Remitted                                                        6,118.32
Evergreen Haul Funding · PO Box 4471, Tacoma WA 98401 · 253-555-0104 · Page 1 of 1
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 648500,
      netCents: 611832,
      date: '2026-12-02',
      broker: 'Nolan Transportation Group',
      tripNumber: 'NTG-8812047',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 19455,
      reimbursementsCents: null,
      deductions: [16213, 1000],
    },
  },
  {
    id: 'b10-georgian-bay-purchase-notice-hst',
    issuer: 'Georgian Bay Factoring',
    issuerKind: 'factor',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario factoring notice of purchase: invoices with freight, HST 13 % and total columns (HST-inclusive total is the gross), then a two-column "label amount label amount" summary, DD/MM/YYYY date, CAD',
    text: `GEORGIAN BAY FACTORING CORP.
77 Hurontario St, Collingwood ON L9Y 2L8 · 705-555-0181 · www.gbfactoring.ca
NOTICE OF PURCHASE / SETTLEMENT                         Ref GBF-26-1029-14
Client: 2733019 Ontario Inc. o/a NORTH SHORE CARTAGE
Date: 29/10/2026 (DD/MM/YYYY)          Currency: CAD
Account Debtor: Muskoka Logistics Inc.

Invoice     Load         Freight       HST 13%        Total
NSC-618     ML-229041    1,850.00       240.50     2,090.50
NSC-621     ML-229107    1,225.00       159.25     1,384.25

Invoices purchased   3,474.75       Discount 3%           104.24
Wire fee                15.00       Holdback 10%          347.48
Amount wired to client                                  3,008.03
Holdback is released when the debtor pays in full.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 347475,
      netCents: 300803,
      date: '2026-10-29',
      broker: 'Muskoka Logistics Inc.',
      tripNumber: 'ML-229041',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 34748,
      reimbursementsCents: null,
      deductions: [10424, 1500],
    },
  },
  {
    id: 'b10-hillcrest-hourly-plus-mileage-stub',
    issuer: 'Hillcrest Foodservice Transport',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Weekly company-driver earnings statement paying on-duty hours AND driving miles AND stops: hours/units, rate, current and YTD columns, totals rows for deductions and net',
    text: `HILLCREST FOODSERVICE TRANSPORT, LLC
3300 Fulton Industrial Blvd SW, Atlanta GA 30336 · Payroll 404-555-0112
EARNINGS STATEMENT — WEEKLY                      Pay Date: 10/23/2026   Check No. 0061187
Employee: ANTHONY R. MBEKI   Emp # 41187   Dept: Regional Delivery   $22.00/hr + $0.52/mi
Period: 10/11/2026 - 10/17/2026

Earnings           Hours/Units       Rate          Current            YTD
On-duty hourly          18.50       22.00           407.00       16,104.50
Driving miles           1,284        0.52           667.68       27,820.36
Delivery stops             14       15.00           210.00        8,085.00
Gross Earnings                                    1,284.68       52,009.86

Deductions                                         Current            YTD
Federal Income Tax                                   96.12        3,880.40
Social Security                                      79.65        3,224.61
Medicare                                             18.63          754.14
Georgia State Tax                                    48.90        1,990.33
401(k) 4%                                            51.39        2,080.39
Medical                                              42.00        1,722.00
Total Deductions                                    336.69       13,651.87
Net Pay                                             947.99       38,357.99
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 128468,
      netCents: 94799,
      date: '2026-10-23',
      broker: 'HILLCREST FOODSERVICE TRANSPORT, LLC',
      tripNumber: null,
      miles: 1284,
      linehaulCents: 66768,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [9612, 7965, 1863, 4890, 5139, 4200],
    },
  },
  {
    id: 'b10-juniper-creek-biweekly-ytd-first',
    issuer: 'Juniper Creek Carriers',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Biweekly OTR driver pay statement with the Year To Date column BEFORE This Period: loaded and empty mile counts, all-miles pay and per diem, deductions in parentheses, "Net Check"',
    text: `JUNIPER CREEK CARRIERS INC
PO Box 9418, Bend OR 97708      541-555-0170
BI-WEEKLY DRIVER PAY STATEMENT
Driver: S. NAKAMURA-BELL     ID 5520     Pay Frequency: Biweekly
Pay Period: 10/25/2026 to 11/07/2026     Check Date: 11/13/2026

                                   Year To Date      This Period
Loaded miles                             88,412            4,318
Empty miles                               9,106              402
Mileage pay (all mi @ .60)            58,510.80         2,832.00
Per diem ($.07/mi, non-taxable)        6,826.26           330.40
Detention / layover                    1,150.00            75.00
Orientation / training                   400.00             0.00
Total Gross                           66,887.06         3,237.40
Fed Income Tax                        (5,390.10)         (263.45)
FICA - Soc Sec                        (3,739.25)         (175.27)
FICA - Medicare                         (874.52)          (40.99)
OR State Tax                          (3,700.80)         (182.36)
OR Statewide Transit Tax                 (60.45)            (2.91)
Health (pre-tax)                      (1,760.00)          (80.00)
Net Check                             51,361.94         2,492.42
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 323740,
      netCents: 249242,
      date: '2026-11-13',
      broker: 'JUNIPER CREEK CARRIERS INC',
      tripNumber: null,
      miles: 4720,
      linehaulCents: 283200,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [26345, 17527, 4099, 18236, 291, 8000],
    },
  },
  {
    id: 'b10-keweenaw-flatbed-stub-ocr',
    issuer: 'Keweenaw Freight Systems',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Flatbed company-driver earnings statement scanned with OCR slips (O for 0, l for 1 in labels and amounts): units/rate/amount table, tarp and securement pay, per diem, a Comchek advance repayment among the deductions',
    text: `KEWEENAW FREIGHT SYSTEMS, INC.
41O Shelden Ave, Houghton Ml 4993l    (906) 555-Ol28
DRIVER EARNINGS STATEMENT
Emp1oyee: L. PELT0NEN      Emp No. 3O77     Division: F1atbed
Pay Date: Dec 18, 2O26     Week Ending: Dec l2, 2026

EARNINGS                 UNITS     RATE      AMOUNT
Mi1es - practica1        2,l96     .59     1,295.64
Tarp pay                     3   25.OO        75.OO
Securement/multi-stop        2   2O.OO        40.00
Per diem                 2,196     .O5       1O9.8O
GR0SS                                     1,52O.44

DEDUCTI0NS
Fed Tax                                      l1O.25
Soc Sec                                       87.46
Medicare                                      2O.45
Ml State Tax                                  56.O5
Advance repayment (Comchek 12/08)            15O.OO
Dental                                         8.9O
T0TAL DEDUCT                                  433.11
NET PAY                                     l,O87.33
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 152044,
      netCents: 108733,
      date: '2026-12-18',
      broker: 'KEWEENAW FREIGHT SYSTEMS, INC.',
      tripNumber: null,
      miles: 2196,
      linehaulCents: 129564,
      fuelSurchargeCents: null,
      advancesCents: 15000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11025, 8746, 2045, 5605, 890],
    },
  },
  {
    id: 'b10-annapolis-valley-km-side-by-side',
    issuer: 'Annapolis Valley Carriers',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'Nova Scotia company-driver statement of earnings and deductions side by side separated by "|", pay per kilometre (miles from km), CPP and EI, ISO dates',
    text: `ANNAPOLIS VALLEY CARRIERS LIMITED
1120 Park St, Kentville NS B4N 3V7 · 902-555-0154 · BN 81127 4412
STATEMENT OF EARNINGS AND DEDUCTIONS
Employee: C. MacLEOD   No. 0662   Pay date: 2026-11-27   Period: 2026-11-15 to 2026-11-21

EARNINGS                                   | DEDUCTIONS
Kilometres 4,412 @ 0.36        1,588.32    | Federal income tax         187.09
Border crossings 2 @ 25.00        50.00    | NS provincial tax          142.60
Load/unload 3.00 h @ 21.00        63.00    | CPP                         93.08
                                           | EI                          27.90
                                           | Group insurance             36.75
Gross earnings                 1,701.32    | Total deductions           487.42

NET PAY (direct deposit)                                              1,213.90
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 170132,
      netCents: 121390,
      date: '2026-11-27',
      broker: 'ANNAPOLIS VALLEY CARRIERS LIMITED',
      tripNumber: null,
      miles: 2741,
      linehaulCents: 158832,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [18709, 14260, 9308, 2790, 3675],
    },
  },
  {
    id: 'b10-bridgewater-rate-con-two-pages',
    issuer: 'Bridgewater Freight Solutions',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker load tender and rate confirmation over two pages: three stops with PU/PO numbers, rate breakdown and total in USD on page 1; page 2 repeats the header and lists terms full of other amounts (detention, TONU, fines, quick pay)',
    text: `BRIDGEWATER FREIGHT SOLUTIONS, LLC
2005 Market St Ste 1120, Philadelphia PA 19103 · 215-555-0140 · MC 998417
LOAD TENDER & RATE CONFIRMATION          Load # BFS-6604127          Page 1 of 2
Sent: 12/07/2026 09:14 ET     Rep: K. Osei ext 214     kosei@bridgewaterfs.com
Carrier: HOLLIS & SONS TRANSPORT INC   MC 771930   DOT 2290418   Driver cell 267-555-0193
Truck 88 / Trailer 5302 (53' dry van)   Weight 40,120 lb   Miles 384

Stop 1 PICKUP   12/08/2026 07:00-09:00   Lehigh Valley Packaging Co., Allentown PA   PU# 55871204
Stop 2 DROP     12/08/2026 15:00         Chesapeake Foods DC, Hanover MD   PO 4400912
Stop 3 DROP     12/09/2026 06:00         Tidewater Grocers, Norfolk VA   PO 4400967

Line haul (flat)                         2,150.00
Fuel surcharge                             326.40
Stop-off charge (1)                        100.00
Total Carrier Rate                   USD 2,576.40

BRIDGEWATER FREIGHT SOLUTIONS, LLC
LOAD TENDER & RATE CONFIRMATION          Load # BFS-6604127          Page 2 of 2
Terms: detention $50.00/hr after 2 hrs free with in/out times on BOL. TONU $150.00.
Late delivery without notice may be fined $250.00. QuickPay 3% in 2 business days.
Invoice with signed BOL to ap@bridgewaterfs.com quoting Load # BFS-6604127.
Carrier signature ______________________   Date __________
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 257640,
      broker: 'BRIDGEWATER FREIGHT SOLUTIONS, LLC',
      tripNumber: 'BFS-6604127',
    },
  },
  {
    id: 'b10-directhaul-booking-stacked',
    issuer: 'DirectHaul Exchange',
    issuerKind: 'load_board',
    country: 'US',
    split: 'held_out',
    layout:
      'Load-board "Book It Now" confirmation as pdf.js text: each label and value on its own line, the exchange is the broker of record, optional quick-pay fee shown after the total pay',
    text: `DirectHaul Exchange
Booking Confirmation — Book It Now
DirectHaul Exchange is the broker of record and pays the carrier for this load.
Booked
Nov 30, 2026 4:52 PM CST
Load ID
DHX-5518204
Carrier
RIVER OTTER TRANSPORT LLC (MC 1120947)
Pickup
Dec 1, 2026 08:00 · Joplin, MO
Delivery
Dec 2, 2026 13:00 · Fort Worth, TX
Distance
412 mi
Equipment
Flatbed 48'
Linehaul
$1,640.00
Fuel
$245.00
Total pay
$1,885.00
QuickPay (optional, 2%)
$37.70
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 188500,
      broker: 'DirectHaul Exchange',
      tripNumber: 'DHX-5518204',
    },
  },
  {
    id: 'b10-buffalo-junction-split-tender-fuel',
    issuer: 'Buffalo Junction Truck Plaza',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Truck-plaza fuel receipt paid by split tender (fleet check plus cash): diesel gallons at a price, fleet discount per gallon as a negative line, DEF, "OCT 17 2026" date',
    text: `BUFFALO JUNCTION TRUCK PLAZA
I-25/I-90 EXIT 299   BUFFALO WY 82834
307-555-0108   STORE 014
OCT 17 2026   05:42   TKT# 014-2207731
PUMP 4   DIESEL   SPLIT TENDER
DIESEL   132.615 GAL @ 3.949       523.70
FLEET DISC  -0.10/GAL              -13.26
DEF        6.000 GAL @ 4.199        25.19
TOTAL                              535.63
EFS CHECK  ************2281        500.00
CASH                                35.63
CHANGE                               0.00
TRUCK 61   TRAILER 5318   ODO 604,118
SHOWER CREDITS EARNED 1
`,
    expected: { documentType: 'fuel_receipt', grossCents: null, netCents: null, date: '2026-10-17' },
  },
  {
    id: 'b10-eastside-trailer-brake-invoice',
    issuer: 'Eastside Diesel & Trailer Repair',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Trailer repair invoice with dot leaders: annual inspection and brake job labor, parts at qty @ price, core charge and core credit marked CR, tax on parts only, total due',
    text: `EASTSIDE DIESEL & TRAILER REPAIR, INC.
7215 E 14th St, Des Moines IA 50317 · 515-555-0161
INVOICE                                                            Page 1 of 1
Invoice # ED-209418      Date: December 1, 2026      WO# 55812      Terms: Net 10
Bill to: CEDAR BLUFF HAULING LLC      Trailer 5319   VIN 1JJV532D8PL204471

Annual DOT inspection - trailer ....................................... 135.00
Brake job - 4 wheel ends (labor 4.0 hrs @ 145.00) ..................... 580.00
Brake shoe kit ............................................ 4 @ 68.50   274.00
Brake drum ............................................... 2 @ 189.00   378.00
Slack adjuster, automatic ................................. 2 @ 92.40   184.80
Slack adjuster core charge ................................ 2 @ 20.00    40.00
Core return credit ........................................ 2 @ 20.00 40.00 CR
Mud flap + bracket ..................................................... 48.75
Shop supplies .......................................................... 29.00
Subtotal ............................................................ 1,629.55
Sales tax 6% on parts 885.55 ........................................... 53.13
TOTAL DUE ........................................................... 1,682.68
`,
    expected: { documentType: 'repair_invoice', grossCents: null, netCents: null, date: '2026-12-01' },
  },
  {
    id: 'b10-jackrabbit-certified-scale-ticket',
    issuer: 'Jackrabbit Certified Scales',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Certified scale weight ticket: steer, drive and trailer axle weights in pounds, gross weight, weigh fee, ticket number and weighmaster licence (pays nobody)',
    text: `JACKRABBIT CERTIFIED SCALES
LOCATION 0221 — I-80 EXIT 176, WINNEMUCCA NV 89445
800-555-0131          CERTIFIED WEIGHT TICKET
TICKET# 0221-118407     DATE 11/02/2026     TIME 14:26
WEIGH 1 OF 1            REWEIGH: NO
TRUCK 61   TRAILER 5318   COMPANY CEDAR BLUFF HAULING
STEER AXLE                 11,420 LB
DRIVE AXLES                33,860 LB
TRAILER AXLES              33,540 LB
GROSS WEIGHT               78,820 LB
WEIGH FEE                  $14.50     PAID EFS CHECK
WEIGHMASTER D. ORR   LIC NV-WM-4471
If you are fined for overweight after our scale shows legal, we pay the fine.
`,
    expected: { documentType: 'other', grossCents: null, netCents: null, date: '2026-11-02' },
  },
];

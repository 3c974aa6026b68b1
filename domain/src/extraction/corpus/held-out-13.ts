import type { CorpusDocument } from './types.js';

/**
 * A thirteenth held-out batch (b13-), written blind — without reading the extractor, its tests, the
 * OCR texts or any other corpus batch beyond the head of held-out-12 (for the format), and without
 * running anything that scores it — and committed before any run on it; never used to tune.
 * 20 documents from 20 new issuers (names A–M), mixed like a trucker's uploads: 10 settlement
 * statements (6 US: owner-operator, lease-purchase, power-only, dedicated, team, intermodal drayage;
 * 2 Canadian incl. 1 French with 1 234,56 amounts; 2 Mexican in Spanish), 3 company-driver pay stubs
 * (hourly + per diem, cents-per-mile with YTD, percentage pay), 3 factoring remittances (several
 * invoices, a chargeback, a single-invoice purchase advice), a rate confirmation, a fuel receipt, a
 * repair invoice and a lumper receipt. Several are deliberately awkward the way real uploads are:
 * wrapped table rows, labels on one line with amounts on the next, side-by-side summary blocks,
 * deduction tables with balance columns, totals rows, load tables with no stated gross, YTD columns,
 * a page break with a repeated header, and footers whose balances are not the amount paid.
 */
export const HELD_OUT_DOCUMENTS_13: CorpusDocument[] = [
  {
    id: 'b13-brazosbend-oo-balance-columns',
    issuer: 'Brazos Bend Carriers',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-of-revenue owner-operator settlement with no stated gross: load table with a revenue column (not pay) and a 72% pay column, one reimbursement line, deductions in a table with prior balance / this period / new balance columns',
    text: `BRAZOS BEND CARRIERS, LLC
4410 Franklin Ave, Waco TX 76710          Dispatch 254-555-0188          MC 1022874
OWNER-OPERATOR SETTLEMENT STATEMENT
Owner: R. CASTELLANOS dba RC HAULING          Unit: 2231          Settlement: 0918-2231
Period: 09/13/2026 - 09/19/2026                Check Date: 09/22/2026

ORDER #    SHIP   SHIPPER -> CONSIGNEE               MILES    REVENUE    72% PAY       FSC
BB-40712   09/14  Waco TX -> Shreveport LA             283   1,150.00     828.00     99.05
BB-40731   09/15  Shreveport LA -> Memphis TN          338   1,300.00     936.00    118.30
BB-40766   09/17  Memphis TN -> Dallas TX              452   1,640.00   1,180.80    158.20
                                                     1,073   4,090.00   2,944.80    375.55

OTHER PAY
Lumper reimbursement - BB-40766 (rcpt 55812)                              85.00

DEDUCTIONS                    PRIOR BAL     THIS PERIOD       NEW BAL
Fuel card - Comdata                   -        1,012.44             -
Cash advance 09/15               300.00          300.00          0.00
Occ/Acc insurance                     -           42.10             -
Cargo/Liability share                 -          118.00             -
ELD / tablet                          -           18.50             -
Escrow                         2,150.00          100.00      2,250.00
Truck damage loan              1,200.00          150.00      1,050.00
TOTAL DEDUCTIONS                               1,741.04

SETTLEMENT AMOUNT (ACH)                                        1,664.31
Questions? settlements@brazosbendcarriers.example - disputes within 10 days of check date
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 340535,
      netCents: 166431,
      date: '2026-09-22',
      broker: 'BRAZOS BEND CARRIERS, LLC',
      tripNumber: 'BB-40712',
      miles: 1073,
      linehaulCents: 294480,
      fuelSurchargeCents: 37555,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: 8500,
      deductions: [101244, 4210, 11800, 1850, 15000],
    },
  },
  {
    id: 'b13-harlancreek-lease-two-column',
    issuer: 'Harlan Creek Leasing',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase weekly statement: short trip table with miles and mileage pay, then earnings and deductions printed side by side in two columns split by a bar, dotted net line, lease and reserve balances in the footer',
    text: `HARLAN CREEK LEASING, INC.
Lease Purchase Division · 3100 Scottsville Rd, Bowling Green KY 42104 · 270-555-0115
WEEKLY LEASE OPERATOR STATEMENT
Lessee: 41207  T. NWOSU                 Tractor: HC-318 (2023 Volvo VNL 760)
Statement date: Oct 9, 2026             Trips completed: Sep 27 – Oct 3, 2026

Trip No.      Miles    Rate/Mi     Mileage Pay
HCL-88214       704     1.28          901.12
HCL-88260       566     1.28          724.48
HCL-88301       815     1.28        1,043.20
              2,085                 2,668.80

EARNINGS                                   |  DEDUCTIONS
Mileage pay                     2,668.80   |  Lease pmt (wk 31 of 130)            725.00
Fuel surcharge (2,085 x .25)      521.25   |  Fuel - Pilot / Flying J          1,188.62
Stop pay (2 x 25.00)               50.00   |  Physical damage ins.               104.00
Tolls reimbursed                   36.40   |  Maintenance reserve                150.00
                                           |  Plates & permits (1/12)             62.50
                                           |  Advance repay (10/01)              100.00
Total earnings                  3,276.45   |  Total deductions                 2,330.12

NET DEPOSIT ................................. 946.33

Maintenance reserve balance: 3,450.00        Remaining lease balance: 68,912.00
Balloon/buyout at term end: 1,000.00
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 327645,
      netCents: 94633,
      date: '2026-10-09',
      broker: 'HARLAN CREEK LEASING, INC.',
      tripNumber: 'HCL-88214',
      miles: 2085,
      linehaulCents: 266880,
      fuelSurchargeCents: 52125,
      advancesCents: 10000,
      escrowCents: 15000,
      reimbursementsCents: 3640,
      deductions: [72500, 118862, 10400, 6250],
    },
  },
  {
    id: 'b13-dunmore-power-only-stacked-summary',
    issuer: 'Dunmore Logistics',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Power-only contractor settlement with DD-MON-YY dates: load rows wrapped over two lines (pickup on one, delivery with the numbers on the next), loaded and deadhead mile columns, then summary blocks where a row of labels is followed by a row of amounts',
    text: `DUNMORE LOGISTICS, INC.
Power Only Division · 601 Keystone Industrial Park Rd, Dunmore PA 18512 · 570-555-0131
CONTRACTOR SETTLEMENT            Settlement: DL-PO-2643            Settlement Date: 30-OCT-26
Contractor: 7781  PATEL BROS TRUCKING LLC   Unit P-77   Loads delivered 19-OCT-26 thru 25-OCT-26

LOAD NO.    TRAILER       PICKUP / DELIVERY                 LOADED MI   DH MI    LINEHAUL       FSC
DPO-33017   DLX 53412     Dunmore PA 10/19 ->
                          Columbus OH 10/20                      412      25      906.40    177.16
DPO-33049   CUST 88120    Columbus OH 10/21 ->
                          Louisville KY 10/21                    212      38      466.40     91.16
DPO-33084   DLX 53377     Louisville KY 10/22 ->
                          Allentown PA 10/23                     684       0    1,504.80    294.12
TOTAL                                                          1,308      63    2,877.60    562.44
Linehaul @ 2.20/loaded mi, FSC @ 0.43/loaded mi, deadhead paid @ 0.50/mi

SETTLEMENT SUMMARY
Linehaul            Fuel Surcharge       Deadhead Pay        Gross Revenue
2,877.60            562.44               31.50               3,471.54

Less:
Fuel Purchases      Trailer Ins.         Occ Acc             Comchek Adv.        Escrow
1,344.09            58.00                36.25               250.00              75.00

Total Deductions
1,763.34

NET PAY
1,708.20

Escrow on deposit: 1,125.00 · Direct deposit 30-OCT-26 to acct ****2290
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 347154,
      netCents: 170820,
      date: '2026-10-30',
      broker: 'DUNMORE LOGISTICS, INC.',
      tripNumber: 'DPO-33017',
      miles: 1371,
      linehaulCents: 287760,
      fuelSurchargeCents: 56244,
      advancesCents: 25000,
      escrowCents: 7500,
      reimbursementsCents: null,
      deductions: [134409, 5800, 3625],
    },
  },
  {
    id: 'b13-greenbrier-dedicated-two-pages',
    issuer: 'Greenbrier Dedicated Logistics',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Dedicated-account settlement split over two pages with a repeated header: daily run table with stops, miles, mile pay and extra-stop pay on page 1, the gross and minus-signed deductions on page 2, reserve balance and YTD footer',
    text: `GREENBRIER DEDICATED LOGISTICS, LLC                                  Statement page 1 of 2
Dedicated Fleet — Account: Blue Ridge Hardware DC #14, Roanoke VA
Contractor: 6093  G. ABERNATHY                  Week: 11/08/2026 thru 11/14/2026
Direct deposit date: 11/18/2026

RUN #     DAY   STOPS   MILES   MILE PAY @1.65   EXTRA STOPS (>4 @ 30.00)
GD-5510   Mon       4     296           488.40                       0.00
GD-5514   Tue       6     331           546.15                      60.00
GD-5518   Wed       5     307           506.55                      30.00
GD-5521   Thu       7     352           580.80                      90.00
GD-5526   Fri       4     288           475.20                       0.00
WEEK               26   1,574         2,597.10                     180.00

Fuel surcharge (1,574 mi x $0.41)                                        645.34

                         — continued on page 2 —

GREENBRIER DEDICATED LOGISTICS, LLC                                  Statement page 2 of 2
Contractor: 6093  G. ABERNATHY                  Week: 11/08/2026 thru 11/14/2026

Gross settlement                                                       3,422.44
  Fuel - DC island                                                      -917.73
  Tractor lease (weekly)                                                -540.00
  Bobtail / NTL insurance                                                -21.00
  Cargo insurance                                                        -48.50
  Reserve contribution                                                  -125.00
Net deposited                                                          1,770.21

Reserve balance after this week: 1,875.00          YTD gross settlements: 142,880.16
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 342244,
      netCents: 177021,
      date: '2026-11-18',
      broker: 'GREENBRIER DEDICATED LOGISTICS, LLC',
      tripNumber: 'GD-5510',
      miles: 1574,
      linehaulCents: 259710,
      fuelSurchargeCents: 64534,
      advancesCents: null,
      escrowCents: 12500,
      reimbursementsCents: null,
      deductions: [91773, 54000, 2100, 4850],
    },
  },
  {
    id: 'b13-absaroka-team-split',
    issuer: 'Absaroka Team Lines',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Team contractor statement with "Dec 4, 2026" dates: trip table with team miles, rate, team pay and FSC, accessorial block with a scale-ticket reimbursement, deductions in parentheses, and a 50/50 split line under the net that is not the amount paid',
    text: `ABSAROKA TEAM LINES, INC.
2950 Hesper Rd, Billings MT 59102 · MC 884120 · USDOT 2610447
TEAM CONTRACTOR PAY STATEMENT                                     Statement #: ATL-4918-1129
Team: RUIZ EXPRESS LLC   Drivers: J. RUIZ (lead) / M. RUIZ (co)   Tractor 418
Trips closed Nov 23 – Nov 29, 2026                                Pay date: Dec 4, 2026

TRIP       DISPATCH   LANE                              TEAM MILES   RATE    TEAM PAY    FUEL SUR
AT-22901   Nov 23     Billings MT - Joliet IL                1,247   1.95    2,431.65      548.68
AT-22934   Nov 25     Joliet IL - Salt Lake City UT          1,398   1.95    2,726.10      615.12
AT-22960   Nov 27     Salt Lake City UT - Billings MT          548   1.95    1,068.60      241.12
           TOTALS                                            3,193           6,226.35    1,404.92

ACCESSORIAL PAY
  Hazmat premium (AT-22934, UN1993)                                          75.00
  Layover - Joliet IL 11/24                                                 150.00
  CAT scale tickets (2) - reimbursed                                         24.50
GROSS TEAM EARNINGS                                                       7,880.77

DEDUCTIONS
  Fuel - Comdata card (8 purchases)                                      (2,611.08)
  Tractor lease - wk 88                                                  (1,050.00)
  Occ/Acc - 2 drivers @ 39.50                                               (79.00)
  Liability & cargo share                                                  (165.00)
  Satellite / ELD                                                           (15.00)
  Escrow deposit                                                           (200.00)
  Trip advance AT-22934 (Comchek)                                          (400.00)
TOTAL DEDUCTIONS                                                         (4,520.08)

NET PAY TO TEAM                                                           3,360.69
  Split per team agreement: J. RUIZ 1,680.35 / M. RUIZ 1,680.34
Escrow balance 1,400.00 of 2,500.00 required
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 788077,
      netCents: 336069,
      date: '2026-12-04',
      broker: 'ABSAROKA TEAM LINES, INC.',
      tripNumber: 'AT-22901',
      miles: 3193,
      linehaulCents: 622635,
      fuelSurchargeCents: 140492,
      advancesCents: 40000,
      escrowCents: 20000,
      reimbursementsCents: 2450,
      deductions: [261108, 105000, 7900, 16500, 1500],
    },
  },
  {
    id: 'b13-calumet-drayage-moves',
    issuer: 'Calumet Intermodal Services',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Intermodal drayage settlement with ISO dates and no miles: per-move table with container numbers, ramps and flat base pay plus a 28% FSC column, some rows wrapped with a note line, accessorials by move, deduction list and check amount',
    text: `CALUMET INTERMODAL SERVICES, INC.
13200 S Avenue O, Chicago IL 60633 · Dispatch 773-555-0142 · MC 719944
DRAYAGE OWNER-OPERATOR SETTLEMENT                           Ramps: Chicago / Joliet / Rochelle
Driver: 2219  O. ADEYEMI (ADEYEMI CARTAGE LLC)      Tractor: C-61
Check No. 1048873     Check Date 2026-12-11     Moves completed 2026-11-30 to 2026-12-06

MOVE #      CONTAINER       FROM RAMP              TO / CUSTOMER             TYPE      BASE    FSC 28%
CM-610457   TGHU 884120-3   BNSF LPC Elwood        Joliet IL - Whse 4        LIVE    285.00      79.80
                                                   (Ridgeview Dist.)
CM-610482   MSCU 772310-5   CSX 59th St            Bolingbrook IL            DROP    310.00      86.80
                                                   waited 2 hrs, appt 0700
CM-610493   CMAU 441098-2   UP Global IV           Itasca IL                 LIVE    420.00     117.60
CM-610511   FCIU 903317-8   NS Landers             Hodgkins IL               DROP    265.00      74.20
CM-610530   TCNU 556204-1   BNSF Cicero            Aurora IL (Eola Rd)       LIVE    350.00      98.00
                                                   return empty to BNSF LPC
TOTAL MOVES: 5                                                                     1,630.00     456.40

ACCESSORIALS
CM-610482  Waiting time 2.0 hr @ 75.00                                   150.00
CM-610530  Chassis split (CHI yard)                                       40.00
CM-610511  Overweight scale ticket - reimbursable                         12.50
TOTAL REVENUE                                                          2,288.90

DEDUCTIONS
Chassis pool usage (5 days @ 28.00)                                      140.00
Fuel advance 12/01 (Comchek)                                             200.00
Occupational accident                                                     29.95
RFID / port access fee                                                     7.50
Yard parking - Joliet                                                     35.00
Liability insurance share                                                 96.00
TOTAL DEDUCTIONS                                                         508.45

NET CHECK AMOUNT                                                       1,780.45
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 228890,
      netCents: 178045,
      date: '2026-12-11',
      broker: 'CALUMET INTERMODAL SERVICES, INC.',
      tripNumber: 'CM-610457',
      miles: null,
      linehaulCents: 163000,
      fuelSurchargeCents: 45640,
      advancesCents: 20000,
      escrowCents: null,
      reimbursementsCents: 1250,
      deductions: [14000, 2995, 750, 3500, 9600],
    },
  },
  {
    id: 'b13-assiniboine-ca-gst-settlement',
    issuer: 'Assiniboine Freight',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Canadian cross-border owner-operator settlement in CAD with ISO dates: trip table paid per mile with a fuel-adjustment column, a border-crossing line, GST added into total earnings, holdback and cheque advance among the deductions',
    text: `ASSINIBOINE FREIGHT LTD.
1550 Inkster Blvd, Winnipeg MB  R2X 1R2            GST/HST Reg. 80417 2265 RT0001
OWNER OPERATOR SETTLEMENT                           Pay period ending: 2026-10-17
Operator: 3142 - DRYDEN ROAD SERVICES INC.          Unit 142      Statement no. 42-3142
EFT date: 2026-10-22                                Currency: CAD

Trip     Date         Route                                Miles    Rate    Mileage   Fuel Adj.
AF7719   2026-10-12   Winnipeg MB - Minneapolis MN           458    1.72     787.76      96.18
AF7742   2026-10-14   Minneapolis MN - Regina SK             691    1.72   1,188.52     145.11
AF7765   2026-10-16   Regina SK - Winnipeg MB                357    1.72     614.04      74.97
Total                                                      1,506           2,590.32     316.26

Border crossing (2 x 25.00)                                                    50.00
Subtotal                                                                    2,956.58
GST 5%                                                                        147.83
Total Earnings                                                              3,104.41

Deductions
Fuel - Petro-Pass cardlock                                                  1,047.26
WCB assessment                                                                 61.40
Cargo & liability insurance                                                   132.00
Trailer rental                                                                110.00
Holdback                                                                      100.00
Advance (cheque 10/13)                                                        250.00
Total Deductions                                                            1,700.66

Net Settlement (EFT)                                                        1,403.75
Holdback balance: 2,600.00        GST collected YTD: 6,612.90
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 310441,
      netCents: 140375,
      date: '2026-10-22',
      broker: 'ASSINIBOINE FREIGHT LTD.',
      tripNumber: 'AF7719',
      miles: 1506,
      linehaulCents: 259032,
      fuelSurchargeCents: 31626,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [104726, 6140, 13200, 11000],
    },
  },
  {
    id: 'b13-kamouraska-fr-releve',
    issuer: 'Messageries Kamouraska',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French-Canadian owner-operator statement with 1 234,56 amounts and day-first dates: trip table with revenue, 75 % share and fuel-surcharge columns, then GAINS and RETENUES side by side, TPS and TVQ added into the total, net with a trailing $',
    text: `MESSAGERIES KAMOURASKA INC.
412, route 132 Ouest, Saint-Pascal (Québec)  G0L 3Y0       TPS 74120 5518 RT0001  TVQ 1220448861 TQ0001
RELEVÉ DE RÈGLEMENT — PROPRIÉTAIRE-EXPLOITANT
Propriétaire-exploitant : 0557 — Transport S. Lévesque enr.       Camion no 57
Période : du 08/11/2026 au 14/11/2026                             Date de paiement : 20/11/2026

No voyage   Date    Origine → Destination                  Revenu     Part 75 %   Surcharge carb.
MK-30218    09/11   Saint-Pascal → Lévis                 1 140,00       855,00           171,00
MK-30231    10/11   Lévis → Montréal (Anjou)             1 380,00     1 035,00           207,00
MK-30247    12/11   Montréal → Rimouski                  1 920,00     1 440,00           288,00
MK-30260    13/11   Rimouski → Saint-Pascal                640,00       480,00            96,00
Totaux                                                   5 080,00     3 810,00           762,00

GAINS                                          RETENUES
Part du voiturier            3 810,00          Carburant (carte)                1 422,37
Surcharge carburant            762,00          Assurance camion                    96,40
Attente au quai (MK-30231)      60,00          Location de remorque               125,00
Remb. péages (A-30)             28,50          Frais d'administration              35,00
Sous-total                   4 660,50          Fonds de garantie                  100,00
TPS 5 %                        233,03          Avance du 11/11                    300,00
TVQ 9,975 %                    464,88
Total des gains              5 358,41          Total des retenues               2 078,77

MONTANT NET DÉPOSÉ : 3 279,64 $
Solde du fonds de garantie : 2 300,00 $
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 535841,
      netCents: 327964,
      date: '2026-11-20',
      broker: 'MESSAGERIES KAMOURASKA INC.',
      tripNumber: 'MK-30218',
      miles: null,
      linehaulCents: 381000,
      fuelSurchargeCents: 76200,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: 2850,
      deductions: [142237, 9640, 12500, 3500],
    },
  },
  {
    id: 'b13-mezcala-mx-liquidacion',
    issuer: 'Grupo Transportista Mezcala',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican weekly settlement to a permisionario with $ amounts and day-first dates: trip table with carta porte, freight and toll columns and a Sumas row, INGRESOS and DESCUENTOS blocks, the carrier commission as a deduction, reserve balance footer',
    text: `GRUPO TRANSPORTISTA MEZCALA, S.A. DE C.V.
RFC: GTM150812KQ3    Carr. Federal 95 Km 12.5, Col. Tuxpan, Iguala de la Independencia, Gro. C.P. 40030
LIQUIDACIÓN SEMANAL A PERMISIONARIO                                           Folio: LQ-2026-0419
Permisionario: 0219  HERNÁNDEZ OCAMPO ROBERTO      Unidad: 54 (Kenworth T680 2021)   Placas: 84-AK-9R
Semana 40: del 28/09/2026 al 04/10/2026             Fecha de pago: 05/10/2026

VIAJE      FECHA   ORIGEN - DESTINO                       CARTA PORTE          FLETE       CASETAS
GTM-8812   28/09   Iguala, Gro. - CDMX (Vallejo)          CP-55120         $9,800.00     $1,320.00
GTM-8830   30/09   CDMX (Vallejo) - Querétaro, Qro.       CP-55187        $10,400.00       $980.00
GTM-8847   02/10   Querétaro, Qro. - Acapulco, Gro.       CP-55231        $24,500.00     $2,150.00
                                                          Sumas:          $44,700.00     $4,450.00

INGRESOS
  Fletes del periodo (3 viajes)                              $44,700.00
  Maniobras de descarga GTM-8847                              $1,200.00
  Reembolso de casetas (comprobadas)                          $4,450.00
  TOTAL INGRESOS                                             $50,350.00

DESCUENTOS
  Comisión de la empresa 20% s/fletes                         $8,940.00
  Diésel (vales y tarjeta)                                   $14,386.50
  Anticipo para gastos de viaje 28/09                         $5,000.00
  Seguro de la unidad (semana 40)                             $1,150.00
  Rastreo satelital GPS                                         $290.00
  Fondo de reserva para mantenimiento                           $500.00
  TOTAL DESCUENTOS                                           $30,266.50

NETO A DEPOSITAR (transferencia SPEI)                        $20,083.50

Saldo fondo de reserva: $6,500.00          Recibí de conformidad: ______________________
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5035000,
      netCents: 2008350,
      date: '2026-10-05',
      broker: 'GRUPO TRANSPORTISTA MEZCALA, S.A. DE C.V.',
      tripNumber: 'GTM-8812',
      miles: null,
      linehaulCents: 4470000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 50000,
      reimbursementsCents: 445000,
      deductions: [894000, 1438650, 115000, 29000],
    },
  },
  {
    id: 'b13-barranca-mx-cruces',
    issuer: 'Barranca Carga Express',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Border-crossing (cruce) settlement from Nuevo Laredo with dd-mon-yy Spanish dates: per-crossing table without a total, then summary rows where labels sit on one line and the $ amounts on the next, loan and guarantee-fund balances after the net',
    text: `BARRANCA CARGA EXPRESS, S.A. DE C.V.
Av. César López de Lara 3120, Nuevo Laredo, Tamps.        RFC BCE0903117T2
RECIBO DE LIQUIDACIÓN AL OPERADOR PERMISIONARIO
Operador: GALLEGOS TREVIÑO, ARMANDO    No. 0871    Tractor: 31
Periodo: 09-nov-2026 al 15-nov-2026                        Fecha de pago: 16-nov-2026

FOLIO       FECHA        REMOLQUE     SERVICIO                                         IMPORTE
BCE-20418   09-nov-26    TRLU 5531    Cruce norte N. Laredo -> Laredo TX              2,900.00
BCE-20436   10-nov-26    UMXU 22804   Cruce norte N. Laredo -> Laredo TX              2,900.00
BCE-20451   11-nov-26    TRLU 5531    Cruce sur Laredo TX -> N. Laredo                2,650.00
BCE-20477   12-nov-26    CAJA 1187    N. Laredo -> Monterrey, N.L. (Apodaca)          6,800.00
BCE-20490   13-nov-26    CAJA 1187    Monterrey, N.L. -> N. Laredo                    6,400.00

Subtotal fletes      Tiempo de espera      Reembolso maniobras      Total percepciones
$21,650.00           $750.00               $600.00                  $23,000.00

Diésel         Anticipos       Seguro        Abono préstamo      Fondo de garantía      Total deducciones
$7,842.10      $3,000.00       $980.00       $1,500.00           $400.00                $13,722.10

NETO A PAGAR
$9,277.90

Saldo de préstamo después de este abono: $10,500.00
Fondo de garantía acumulado: $4,800.00
Firma del operador: ____________________
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 2300000,
      netCents: 927790,
      date: '2026-11-16',
      broker: 'BARRANCA CARGA EXPRESS, S.A. DE C.V.',
      tripNumber: 'BCE-20418',
      miles: null,
      linehaulCents: 2165000,
      fuelSurchargeCents: null,
      advancesCents: 300000,
      escrowCents: 40000,
      reimbursementsCents: 60000,
      deductions: [784210, 98000, 150000],
    },
  },
  {
    id: 'b13-cobblestone-hourly-perdiem-stub',
    issuer: 'Cobblestone Aggregate Hauling',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Local dump-truck company-driver earnings statement: daily hours line, hourly regular and overtime, non-taxable per diem by the night, current and YTD columns for earnings and for taxes and deductions, YTD net beside the current net',
    text: `COBBLESTONE AGGREGATE HAULING, INC.
880 Quarry Rd, Cartersville GA 30120                                    EARNINGS STATEMENT
Employee: DWAYNE T. MERRIWEATHER      Emp ID: 00417      Dept: Dump / Local
Pay Period: 10/04/2026 - 10/10/2026   Pay Date: 10/16/2026   Advice #: DD-204417

Hours worked:  Mon 10.5   Tue 9.0   Wed 9.5   Thu 8.5   Fri 8.5   Total 46.0

EARNINGS                    HOURS      RATE        CURRENT            YTD
Regular                     40.00     26.50       1,060.00      40,280.00
Overtime                     6.00     39.75         238.50       7,870.50
Per Diem (non-taxable)    4 nights @ 69.00          276.00       9,936.00
Safety Bonus                                         50.00         600.00
GROSS PAY                                         1,624.50      58,686.50

TAXES & DEDUCTIONS                                 CURRENT            YTD
Federal Income Tax                                  104.18       3,902.77
Social Security                                      80.97       3,038.95
Medicare                                             18.94         710.72
GA State Income Tax                                  49.62       1,861.40
401(k) 5%                                            64.93       2,459.63
Medical - Pre-Tax                                    42.50       1,615.00
Uniform Rental                                        8.00         304.00
TOTAL                                               369.14      13,892.47

NET PAY                                           1,255.36      44,794.03

Direct deposit: Checking ****4471   1,255.36
Federal taxable wages this period: 1,241.07 (per diem excluded)
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 162450,
      netCents: 125536,
      date: '2026-10-16',
      broker: 'COBBLESTONE AGGREGATE HAULING, INC.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [10418, 8097, 1894, 4962, 6493, 4250, 800],
    },
  },
  {
    id: 'b13-lighthouse-cpm-ytd-stub',
    issuer: 'Lighthouse Refrigerated Express',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'OTR company-driver pay statement paid by the mile: trips-settled list with a miles total, pay lines with units, rate, this period and YTD where the mileage label wraps onto a second line, deductions with YTD, net split across two accounts',
    text: `LIGHTHOUSE REFRIGERATED EXPRESS, INC.
2200 W Harbor Dr, Holland MI 49424 · Payroll 616-555-0175
DRIVER PAY STATEMENT — COMPANY DRIVER (OTR SOLO)
Name: KAREN L. OSTROWSKI    Driver Code: OSTK01    Fleet: Reefer 3
Pay Week: 11/01/2026 – 11/07/2026       Check Date: 11/13/2026       Advice #: 55102281

Trips settled this week
Trip        Dispatched   Lane                                   Miles
LRE-70215   11/01        Holland MI - Atlanta GA                  762
LRE-70244   11/03        Atlanta GA - Orlando FL                  438
LRE-70268   11/04        Lakeland FL - Columbus OH              1,021
LRE-70291   11/06        Columbus OH - Holland MI                 393
                                                      Total     2,614

PAY DESCRIPTION                          UNITS      RATE     THIS PERIOD     YEAR TO DATE
Mileage Pay - Practical Route Miles
  (PC*Miler, loaded & empty)             2,614     0.580        1,516.12        68,402.74
Stop Pay                                     3     20.00           60.00         1,340.00
Detention (hrs)                              2     20.00           40.00           480.00
Layover                                      1    100.00          100.00           900.00
Total Gross                                                     1,716.12        71,122.74

DEDUCTIONS                                              THIS PERIOD     YEAR TO DATE
Federal Withholding                                          162.35         6,714.20
Social Security                                              106.40         4,409.61
Medicare                                                      24.88         1,031.28
MI State Tax                                                  51.48         2,133.68
Local Tax                                                     20.59           853.47
Medical                                                       58.75         2,585.00
Dental                                                         9.20           404.80
Vision                                                         2.15            94.60
Advance Repayment                                             50.00           250.00
Total Deductions                                             485.80        18,476.64

Net Pay                                                    1,230.32        52,646.10
Net pay distribution:   Checking ****0912   1,000.00     Savings ****3307   230.32
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 171612,
      netCents: 123032,
      date: '2026-11-13',
      broker: 'LIGHTHOUSE REFRIGERATED EXPRESS, INC.',
      tripNumber: 'LRE-70215',
      miles: 2614,
      linehaulCents: 151612,
      fuelSurchargeCents: null,
      advancesCents: 5000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [16235, 10640, 2488, 5148, 2059, 5875, 920, 215],
    },
  },
  {
    id: 'b13-kearney-percentage-stub',
    issuer: 'Kearney Flatbed Services',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Biweekly flatbed company-driver stub paid a percentage of revenue: load detail with one wrapped customer line, then earnings and taxes/deductions side by side separated by bars, with a child-support order among the deductions and a dotted net line',
    text: `KEARNEY FLATBED SERVICES, LLC
4101 2nd Ave, Kearney NE 68847 · (308) 555-0126
EMPLOYEE PAY STUB — BIWEEKLY
Employee: LUIS A. BETANCOURT    ID 1187    Pay Type: Percentage (27% of line haul revenue)
Period: 11/29/2026 to 12/12/2026           Pay Date: 12/18/2026

LOAD DETAIL
Load #      Delivered   Customer / Commodity                           Revenue    Driver 27%
KF-11820    12/01       Lincoln Steel Supply - coil                   2,450.00        661.50
KF-11846    12/03       Plains Lumber Co. - bundled lumber            1,980.00        534.60
KF-11859    12/08       Midwest Pivot Irrig. - pivot spans,
                        oversize permit, escorts by shipper           3,120.00        842.40
KF-11877    12/11       Hastings Precast - barriers                   2,210.00        596.70
Total                                                                 9,760.00      2,635.20

EARNINGS                     CURRENT  |  TAXES / DEDUCTIONS                 CURRENT
Percentage Pay              2,635.20  |  Federal Income Tax                   241.06
Tarp Pay (4 @ 25.00)          100.00  |  Social Security                      169.58
                                      |  Medicare                              39.66
                                      |  NE State Income Tax                   98.27
                                      |  Health Insurance                      71.40
                                      |  Voluntary Life                         6.10
                                      |  Child Support Order #CS-44871        185.00
Gross Earnings              2,735.20  |  Total                                811.07

NET PAY ..................................................... 1,924.13
Deposited to ****6620.  Questions: payroll@kearneyflatbed.example
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 273520,
      netCents: 192413,
      date: '2026-12-18',
      broker: 'KEARNEY FLATBED SERVICES, LLC',
      tripNumber: 'KF-11820',
      miles: null,
      linehaulCents: 263520,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [24106, 16958, 3966, 9827, 7140, 610, 18500],
    },
  },
  {
    id: 'b13-longleaf-multi-invoice-funding',
    issuer: 'Longleaf Factoring Partners',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring funding notice / schedule of accounts: four invoices to four debtors with load numbers and one wrapped note row, then fee, reserve, fuel-advance recovery and wire fee in parentheses, and a reserve-account roll-forward footer',
    text: `LONGLEAF FACTORING PARTNERS, LLC
PO Box 21877, Tulsa OK 74121 · clientservices@longleaffp.example · 918-555-0107
FUNDING NOTICE / SCHEDULE OF ACCOUNTS
Client: 40552  HIGH DESERT HAULING LLC          Schedule No: 0098812
Funding Date: 11/09/2026         Payment Method: Wire (Fedwire ref 20261109-7731)

Inv #       Load / PO #     Debtor                                    Inv Date          Amount
2026-1141   4471882         C.H. ROBINSON WORLDWIDE, INC.             11/04/2026      2,350.00
2026-1142   TQ-9983125      TOTAL QUALITY LOGISTICS LLC               11/05/2026      1,875.00
2026-1143   33810472        ECHO GLOBAL LOGISTICS, INC.               11/05/2026      3,120.00
                            (fuel advance issued 11/02 - see below)
2026-1144   MOLO-665120     MOLO SOLUTIONS, LLC                       11/06/2026      1,460.00
Total Invoices Purchased (4)                                                          8,805.00

Discount Fee 2.75%                                                                    (242.14)
Reserve Withheld 5%                                                                   (440.25)
Fuel Advance Recovery - Inv 2026-1143                                                 (500.00)
Wire Fee                                                                               (15.00)
NET FUNDS WIRED                                                                      7,607.61

Reserve account: beginning 3,118.40 + withheld 440.25 - released 0.00 = ending 3,558.65
Reserve is released 30 days after debtor payment, less any disputed or unpaid items.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 880500,
      netCents: 760761,
      date: '2026-11-09',
      broker: 'C.H. ROBINSON WORLDWIDE, INC.',
      tripNumber: '4471882',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 44025,
      reimbursementsCents: null,
      deductions: [24214, 1500],
    },
  },
  {
    id: 'b13-cardinal-chargeback-advice',
    issuer: 'Cardinal Cashflow Factoring',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring remittance advice with "Sep 28, 2026" date: two purchased invoices with a totals row, the fee on its own line, then an adjustments block with a recourse chargeback (minus) and a reserve rebate (plus) before the amount remitted',
    text: `CARDINAL CASHFLOW FACTORING, LLC
515 Elm St, Suite 300, Dallas TX 75202 · 214-555-0163 · www.cardinalcashflow.example
REMITTANCE ADVICE
Client: ROJAS & SONS TRANSPORT INC   (Client #C-2290)
Advice Date: Sep 28, 2026          ACH Trace: 111000025-0092817

PURCHASES
Invoice   Debtor                               Ref / Load #        Inv Date         Face Amount
5520      COYOTE LOGISTICS, LLC                18820446            09/24/2026          1,950.00
5521      RXO CAPACITY SOLUTIONS, LLC          7731120             09/25/2026          2,400.00
Totals (2 invoices)                                                                    4,350.00
Less factoring fee (3.0% of 4,350.00)                                                   -130.50
Funds on purchases                                                                     4,219.50

ADJUSTMENTS
Chargeback - Inv 5467 UBER FREIGHT LLC (load 9920183)
    unpaid 95 days, recourse per agreement sec. 7                                     -1,200.00
Reserve rebate - invoices collected 09/14 - 09/20                                        +210.00

AMOUNT REMITTED                                                                        3,229.50
Open chargebacks after this advice: 0.00
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 435000,
      netCents: 322950,
      date: '2026-09-28',
      broker: 'COYOTE LOGISTICS, LLC',
      tripNumber: '18820446',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [13050, 120000],
    },
  },
  {
    id: 'b13-glenrock-purchase-advice',
    issuer: 'Glenrock Funding Group',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Single-invoice factoring purchase advice laid out as label rows with the values on the row below (invoice amount, advance rate, gross advance; fee, ACH fee, net deposit), reserve held on its own line and a reserve balance footer',
    text: `GLENROCK FUNDING GROUP, LLC
2100 E Yellowstone Hwy, Casper WY 82609 · 307-555-0152
PURCHASE ADVICE                                                      Nov 13, 2026
Client: TWIN SPRUCE CARRIERS LLC        Account 7045        Advice No. PA-26-11873

Debtor                                  Invoice      Load #             Invoice Date
ALLEN LUND COMPANY, LLC                 1077         ALC-4418826        Nov 10, 2026

Invoice Amount            Advance Rate           Gross Advance
$3,275.00                 92%                    $3,013.00

Less Fee (2.00%)          Less ACH (same day)    Net Deposit
($65.50)                  ($10.00)               $2,937.50

Reserve held on this invoice (8%): $262.00
Reserve balance all open invoices: $1,846.00
Funds sent by same-day ACH to account ending 5518.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 327500,
      netCents: 293750,
      date: '2026-11-13',
      broker: 'ALLEN LUND COMPANY, LLC',
      tripNumber: 'ALC-4418826',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 26200,
      reimbursementsCents: null,
      deductions: [6550, 1000],
    },
  },
  {
    id: 'b13-kittredge-rate-con',
    issuer: 'Kittredge Freight Brokerage',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate and load confirmation for a three-stop reefer load: header with load number, stops with addresses and PO numbers, rate block with line haul, FSC and extra stop summing to an all-in total, and a lower QuickPay figure in the terms',
    text: `KITTREDGE FREIGHT BROKERAGE, LLC
MC 998204 · 77 W Main St, Suite 410, Boise ID 83702 · ops@kittredgefb.example · 208-555-0140
CARRIER RATE AND LOAD CONFIRMATION
Load #: KFB-550218          Date: 10/27/2026          Rep: Dana Whitcomb x214
Carrier: SNAKE RIVER ROAD LLC   MC 1187340   Driver: T. Okonkwo  208-555-0193   Truck 12 / Trl 5301
Equipment: 53' Reefer   Temp: 34°F continuous   Weight: 41,800 lbs   Commodity: Fresh potatoes

STOP 1 - PICKUP     10/28/2026 0600-1000
  Magic Valley Produce Packers, 1900 Kimberly Rd, Twin Falls ID 83301      PU# MVP-77120
STOP 2 - DELIVERY   10/30/2026 appt 0400
  Sierra Foods DC, 5520 Florin Perkins Rd, Sacramento CA 95826             PO 4410-88
STOP 3 - DELIVERY   10/30/2026 appt 1300
  Valley Grocers Co-op, 221 Industrial Way, Stockton CA 95206              PO 90311

RATE
Line Haul                                 $2,150.00
Fuel Surcharge                              $245.00
Extra Stop                                   $75.00
Total Carrier Pay                         $2,470.00 USD (all-in)

Terms: Detention $50/hr after 2 hrs free, must be reported within 24 hrs with in/out times.
Lumper reimbursed with receipt only. Pulp temps at pickup; reefer download may be requested.
QuickPay (2%): $2,420.60 paid within 48 hrs of clean POD. Standard pay 30 days.
Sign and return to ops@kittredgefb.example before dispatch.  Carrier signature: __________
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 247000,
      broker: 'KITTREDGE FREIGHT BROKERAGE, LLC',
      tripNumber: 'KFB-550218',
    },
  },
  {
    id: 'b13-hatchetcreek-fuel-receipt',
    issuer: 'Hatchet Creek Fuel Stop',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Narrow truck-stop fuel receipt: tractor diesel, DEF and dyed reefer fuel lines with gallons and price, fleet discount, total and fleet-card authorization with unit and odometer prompts',
    text: `HATCHET CREEK FUEL STOP
I-20 Exit 191 · 4400 Hwy 77
Lincoln, AL 35096
(205) 555-0119
Store #07   Pump 11   Tran #448812
12/03/2026          04:17 AM

DIESEL #2 CLEAR
  142.318 GAL @ 3.899/GAL      554.90
DEF (BULK)
   10.000 GAL @ 3.790/GAL       37.90
REEFER DSL (DYED)
   28.000 GAL @ 3.299/GAL       92.37
SUBTOTAL                       685.17
FLEET DISC -0.05/GAL DSL        -7.12
TOTAL                          678.05
  (fuel taxes included)

EFS FLEET CARD    XXXXXXXXXXXX4408
AUTH 071553     ENTRY: CHIP
UNIT: 114     ODOMETER: 448,209
DRIVER ID: 2071   TRIP: 55120
THANK YOU - SHOWERS 1 CREDIT EARNED
`,
    expected: {
      documentType: 'fuel_receipt',
      grossCents: null,
      netCents: null,
      date: '2026-12-03',
    },
  },
  {
    id: 'b13-ferris-fleet-repair-invoice',
    issuer: 'Ferris Fleet Repair',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Truck repair shop invoice: unit and VIN header, complaint/cause/correction text wrapped over lines, parts table with quantity and extended price, labor hours, shop supplies, tax, total and balance due',
    text: `FERRIS FLEET REPAIR, LLC
3820 Franklin Ave, Waco TX 76710 · 254-555-0197 · Hours M-F 7-7, Sat 7-2
INVOICE                                   Invoice #: 26-30917        Invoice Date: Oct 21, 2026
RO opened: 10/20/2026 08:40               Technician: M. Salcido     Terms: Due on receipt

Customer: QUINTERO FREIGHT LLC, 1418 Clay Ave, Waco TX 76706
Unit: 7    2019 Peterbilt 579    VIN 1XPBD49X8KD604417    Odometer: 612,448

COMPLAINT:   Driver reports pull to right under braking, out-of-adjustment
             warning at DOT roadside inspection.
CAUSE:       Drive axle RH slack adjuster seized, LH chamber diaphragm leaking,
             drums worn past discard spec.
CORRECTION:  Replaced drive axle brake chambers, slack adjusters, shoes and drums
             both sides. Adjusted and road tested OK.

PARTS                                       QTY     UNIT PRICE      EXTENDED
Brake chamber 30/30 long stroke               2          68.95        137.90
Automatic slack adjuster 5.5"                 2          54.20        108.40
Brake shoe kit 16.5 x 7 (axle set)            1         189.75        189.75
Brake drum 16.5 x 7                           2         142.00        284.00
                                                   Parts subtotal     720.05

LABOR    3.5 hrs @ 145.00                                             507.50
Shop supplies (5% of labor)                                            25.38
Sales tax 8.25% (parts)                                                59.40
INVOICE TOTAL                                                       1,312.33
Payments received                                                       0.00
BALANCE DUE                                                         1,312.33
`,
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-10-21',
    },
  },
  {
    id: 'b13-mccaffrey-lumper-receipt',
    issuer: 'McCaffrey Lumper Services',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Warehouse unloading (lumper) receipt: facility and door, in/out times, carrier and PO block, pallet counts, unload and rework charges with a card convenience fee, paid by Comchek express code',
    text: `McCAFFREY LUMPER SERVICES, INC.
Unloading Services at Sunrise Grocers DC · 3200 Logistics Pkwy, Ocala FL 34475
UNLOADING RECEIPT                                     Receipt No. ML-0932214
Date: 09/24/2026        Door: 27        In: 06:10        Out: 08:45

Carrier: BRIGHTWATER TRUCKING LLC        Driver: S. Haddad
Tractor: 220     Trailer: BWT-5309     Seal: 0448172 (intact)
PO #s: 7712034, 7712041, 7712058          Vendor: Florida Citrus Growers Co-op

Pallets received: 26      Cases: 1,980      Pallets rejected: 0
Rework / restack: 4 pallets (leaning, crushed corners)

CHARGES
Unload - 26 pallets (flat rate)                               245.00
Rework / restack 4 plt @ 15.00                                 60.00
Convenience fee 3%                                               9.15
TOTAL PAID                                                    314.15

Payment: COMCHEK Express Code 55120-88471-302   Approved
Lumper: crew 3 / lead R. Villanueva
Keep this receipt for reimbursement from your broker or carrier.
`,
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-09-24',
    },
  },
];

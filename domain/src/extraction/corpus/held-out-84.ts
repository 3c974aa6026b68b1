import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 84 (written without looking at the extractor), ten documents:
 * - settlement statements (5): Tuckerman Ravine Freight (US carrier, per-mile running-balance
 *   ledger, ISO dates), Ventana Canyon Lease Co. (US lessor, 72% share, all-ASCII boxes with the
 *   totals box on top, month-name dates), Wahkiakum Dispatch Services (US dispatch service, wide
 *   table with wrapped broker names and a per-load dispatch-fee column, MM/DD/YY), Transports
 *   Thetford-Mines (CA/Quebec, French, comma decimals, TPS/TVQ inside the gross), Transportes
 *   Zongolica del Golfo (MX, Spanish liquidacion, percepciones | deducciones side by side, IVA
 *   and withholdings, DD/MM/YYYY, MXN);
 * - pay stubs (2): Uncompahgre Plateau Tank Lines (US tanker driver, payroll-advice style with YTD
 *   and negative deductions) and Tatamagouche Freight Lines (CA/Nova Scotia hourly, CPP/EI,
 *   information-only employer contributions, DD-MON-YYYY);
 * - factoring / quick-pay (2): Wyaconda Capital Funding (US factor schedule with per-invoice
 *   discount and reserve columns, chargeback, fuel advance, reserve release, DD-MON-YY) and Yocona
 *   River Logistics (US broker QuickPay advice with per-load blocks);
 * - rate confirmation (1): Wallula Gap Logistics (US reefer, multi-stop, conditional charges).
 * Countries: 7 US, 2 CA, 1 MX.
 */

export const HELD_OUT_DOCUMENTS_84: CorpusDocument[] = [
  {
    id: 'b84-tuckerman-running-balance-ledger',
    issuer: 'Tuckerman Ravine Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile owner-operator settlement printed as one chronological ledger (date, reference, description, signed amount, running balance) with route lines between trips, a gross subtotal row, then reimbursements and negative deduction rows down to the net deposit; ISO dates',
    text: 'TUCKERMAN RAVINE FREIGHT, INC.\n212 Glen Road, Gorham, NH 03581          Tel 603-555-0173   Fax 603-555-0174\nUSDOT 3498721 | MC 1045873               settlements@tuckermanravinefreight.com\n\nCONTRACTOR SETTLEMENT LEDGER\nContractor ....: T-0562  PEMIGEWASSET HAULING LLC (Unit 562)\nSettlement No .: 2026-15-0562\nWork period ...: 2026-04-05 to 2026-04-11\nDeposit date ..: 2026-04-17  (EFT to acct ending 3318)\n\nDATE        REF        DESCRIPTION                                AMOUNT     BALANCE\n----------- ---------- -------------------------------------- ---------- -----------\n                       Gorham NH -> Worcester MA\n2026-04-06  TRF-61204  Loaded 198 mi @ 1.82                       360.36      360.36\n2026-04-06  TRF-61204  Empty 22 mi @ 1.05                          23.10      383.46\n2026-04-06  TRF-61204  Fuel surcharge 198 mi @ 0.51               100.98      484.44\n                       Worcester MA -> Newark NJ\n2026-04-07  TRF-61219  Loaded 214 mi @ 1.82                       389.48      873.92\n2026-04-07  TRF-61219  Fuel surcharge 214 mi @ 0.51               109.14      983.06\n2026-04-07  TRF-61219  Extra stop - Edison NJ                      50.00    1,033.06\n                       Newark NJ -> Portland ME\n2026-04-08  TRF-61233  Loaded 341 mi @ 1.82                       620.62    1,653.68\n2026-04-08  TRF-61233  Empty 37 mi @ 1.05                          38.85    1,692.53\n2026-04-08  TRF-61233  Fuel surcharge 341 mi @ 0.51               173.91    1,866.44\n2026-04-08  TRF-61233  Detention 2.0 hrs @ 45.00                   90.00    1,956.44\n                       Portland ME -> Gorham NH\n2026-04-10  TRF-61240  Loaded 96 mi @ 1.82                        174.72    2,131.16\n2026-04-10  TRF-61240  Empty 12 mi @ 1.05                          12.60    2,143.76\n2026-04-10  TRF-61240  Fuel surcharge 96 mi @ 0.51                 48.96    2,192.72\n                                                             ----------\n                       SUBTOTAL - GROSS EARNINGS                2,192.72    2,192.72\n\n2026-04-07  NJTP-0407  Tolls - NJ Tpk / Mass Pike (receipts)       46.85    2,239.57\n2026-04-09  CAT-22871  Scale ticket reimb (2)                      13.75    2,253.32\n\n2026-04-11  FO-7781    Fuel - Fleet One card (9 purchases)     -1,148.62    1,104.70\n2026-04-11  OCC-APR    Occupational accident ins                  -36.00    1,068.70\n2026-04-11  CGO-APR    Cargo ins - contractor share               -28.40    1,040.30\n2026-04-11  IRP-0562   Plate program (wk 15 of 52)                -45.00      995.30\n2026-04-11  ELD-0562   ELD / Samsara                              -22.00      973.30\n2026-04-08  ADV-3391   Cash advance - Comchek                    -200.00      773.30\n2026-04-11  ESC-0562   Escrow deposit                            -125.00      648.30\n                                                                         ===========\nNET DEPOSIT 2026-04-17                                                         648.30\n\nMileage recap:  loaded 849   empty 71   total paid 920\nRates: loaded 1.82/mi, empty 1.05/mi, FSC 0.51/loaded mi (DOE New England avg 4.112)\nEscrow balance after this settlement: 2,875.00 (target 3,500.00)\nDiscrepancies must be reported within 15 days of the deposit date per Lease Sec. 9(c).\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 219272,
      netCents: 64830,
      date: '2026-04-17',
      broker: 'TUCKERMAN RAVINE FREIGHT, INC.',
      tripNumber: 'TRF-61204',
      miles: 920,
      linehaulCents: 161973,
      fuelSurchargeCents: 43299,
      advancesCents: 20000,
      escrowCents: 12500,
      reimbursementsCents: 6060,
      deductions: [114862, 3600, 2840, 4500, 2200],
    },
  },
  {
    id: 'b84-ventana-boxed-percentage-glance',
    issuer: 'Ventana Canyon Lease Co.',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage settlement drawn entirely in ASCII boxes: an at-a-glance box with gross, deductions (printed negative) and net at the top, then a revenue box with per-load revenue, 72% share, FSC and other columns, then a deductions box and a balances box; month-name dates',
    text: "+----------------------------------------------------------------------------------+\n| VENTANA CANYON LEASE CO.                      LEASE OPERATOR SETTLEMENT          |\n| 2750 E. Valencia Road, Tucson, Arizona 85706            (520) 555-0138           |\n| Operating authority: MC 886412   USDOT 2419087                                   |\n+----------------------------------------------------------------------------------+\n| Lessee:  Armando Quiroga  d/b/a AQ Freight          Unit: V-217                  |\n| Settlement #: VCL-S-2611         Week of: March 8 - March 14, 2026               |\n| Statement date: March 16, 2026   Paid: March 18, 2026 (direct deposit)           |\n+----------------------------------------------------------------------------------+\n| AT A GLANCE                                                                      |\n|   Gross earnings                4,240.20                                         |\n|   Less total deductions        -2,267.97                                         |\n|   NET PAY                       1,972.23                                         |\n+----------------------------------------------------------------------------------+\n\n+----------------------------------------------------------------------------------+\n| 1. REVENUE  (lessee share 72% of linehaul revenue; FSC and                       |\n|    accessorials paid at 100%)                                                    |\n|                                                                                  |\n| Load       PU     Lane                       Revenue   72% Shr     FSC   Other   |\n| ---------- ------ ------------------------ --------- --------- ------- -------   |\n| VCL-30917  Mar 9  Tucson AZ - El Paso TX    1,480.00  1,065.60  268.40           |\n| VCL-30925  Mar 10 El Paso TX - Phoenix AZ   1,725.00  1,242.00  301.60  120.00   |\n| VCL-30940  Mar 12 Phoenix AZ - Ontario CA   1,390.00  1,000.80  241.80           |\n| ---------- ------ ------------------------ --------- --------- ------- -------   |\n| Totals                                      4,595.00  3,308.40  811.80  120.00   |\n|                                                                                  |\n|    Other = detention VCL-30925, 3.0 hrs @ 40.00 (receiver Phoenix AZ)            |\n|    Lessee share of revenue                          3,308.40                     |\n|    Fuel surcharge                                     811.80                     |\n|    Accessorials                                       120.00                     |\n|    GROSS EARNINGS                                   4,240.20                     |\n+----------------------------------------------------------------------------------+\n| 2. DEDUCTIONS                                                                    |\n|   Tractor lease pmt - 2023 Freightliner #V-217        585.00                     |\n|   Physical damage insurance                            61.25                     |\n|   Non-trucking liability (bobtail)                     14.80                     |\n|   Fuel - Pilot/Love's fleet card                    1,318.42                     |\n|   IRP plate prorate (1/52)                             38.50                     |\n|   Comchek advance  Mar 10                             150.00                     |\n|   Maintenance escrow deposit                          100.00                     |\n|                                                   ----------                     |\n|    TOTAL DEDUCTIONS                                 2,267.97                     |\n+----------------------------------------------------------------------------------+\n| 3. BALANCES (after this settlement)                                              |\n|    Maintenance escrow ....... 1,600.00     Advance balance ...... 0.00           |\n|    Lease payments remaining .. 97 of 156                                         |\n+----------------------------------------------------------------------------------+\nVentana Canyon Lease Co. is the lessor of equipment operated under its authority.\nQuestions about this settlement: payroll@ventanacanyonlease.com\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 424020,
      netCents: 197223,
      date: '2026-03-18',
      broker: 'VENTANA CANYON LEASE CO.',
      tripNumber: 'VCL-30917',
      miles: null,
      linehaulCents: 330840,
      fuelSurchargeCents: 81180,
      advancesCents: 15000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [58500, 6125, 1480, 131842, 3850],
    },
  },
  {
    id: 'b84-wahkiakum-dispatch-fee-column',
    issuer: 'Wahkiakum Dispatch Services LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service collections statement: wide load table with broker names and pickup/delivery dates wrapped onto a second line, miles, rate, accessorial, lumper and a per-load dispatch-fee column with a totals row, then a dotted-leader reconciliation down to the net ACH to carrier; MM/DD/YY dates',
    text: 'WAHKIAKUM DISPATCH SERVICES LLC\nPO Box 318 - 40 Main St, Cathlamet WA 98612    360-555-0106    ops@wahkiakumdispatch.com\n\nCARRIER STATEMENT / COLLECTIONS REPORT                   Stmt: WDS-0926-114\nCarrier: GRAYS RIVER TRUCKING LLC   MC 1198832  DOT 3611047       Stmt date: 10/01/26\nDispatcher: J. Nyberg               Dispatch fee: 7% of rate + accessorials (lumper excluded)\n\nLOAD #      BROKER              PU/DEL   LANE                    MILES      RATE  ACCESS  LUMPER DSP FEE\n----------- ------------------- -------- ----------------------- ----- --------- ------- ------- -------\nKL-4471920  Kestrel Logistics   09/21/26 Longview WA > Boise ID    512  1,850.00       -       -  129.50\n            Group, Inc.         09/22/26\nBW88310     Bluewater Freight   09/23/26 Nampa ID > Spokane WA     384  1,275.00  100.00  185.00   96.25\n            Brokerage LLC       09/24/26\nPB-0092177  Pinebrook Transport 09/25/26 Spokane WA > Kent WA      279  1,050.00       -  150.00   73.50\n            Solutions           09/26/26\nKL-4472388  Kestrel Logistics   09/26/26 Kent WA > Portland OR     174    725.00   75.00       -   56.00\n            Group, Inc.         09/27/26\n----------- ------------------- -------- ----------------------- ----- --------- ------- ------- -------\nTOTALS                                                           1,349  4,900.00  175.00  335.00  355.25\n\nAccessorials: BW88310 detention 2 hrs; KL-4472388 driver assist. Lumper receipts on file.\n\n  Freight collected (rate + accessorials) ................   5,075.00\n  Lumper reimbursed by brokers ......................... +     335.00\n  Dispatch fees (column total) ......................... -     355.25\n  Fuel - WDS fleet card (TA/Petro, 6 txns) ............. -     912.33\n  ELD pass-through (Motive, Sept) ...................... -      25.00\n  Occ/Acc policy pass-through .......................... -      31.50\n  Fuel advance wired 09/24/26 .......................... -     300.00\n                                                           ----------\n  NET ACH TO CARRIER  10/02/26 (acct ...0457) ...........   3,785.92\n\nAll four loads were paid by the brokers to the WDS trust account before this statement.\nCarrier may dispute any line within 10 days. Thank you for hauling with WDS!\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 507500,
      netCents: 378592,
      date: '2026-10-02',
      broker: 'WAHKIAKUM DISPATCH SERVICES LLC',
      tripNumber: 'KL-4471920',
      miles: 1349,
      linehaulCents: 490000,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: 33500,
      deductions: [35525, 91233, 2500, 3150],
    },
  },
  {
    id: 'b84-thetford-releve-tps-tvq',
    issuer: 'Transports Thetford-Mines inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French-language Quebec owner-operator pay statement (releve de remuneration): per-trip table in loaded/empty miles with mileage pay, surcharge and other columns, a revenue block adding TPS and TVQ to a taxes-included total, a retenues block, a separate toll reimbursement and a ruled net-deposit line; comma decimals with space thousands, French month dates',
    text: "                         TRANSPORTS THETFORD-MINES INC.\n              1845, boulevard Frontenac Ouest, Thetford Mines (Québec) G6G 6P6\n           Tél. : 418 555-0162  |  NEQ 1167742093  |  CVOR/NIR R-554-871-2\n           TPS 81234 5678 RT0001  |  TVQ 1221234567 TQ0001\n\nRELEVÉ DE RÉMUNÉRATION - VOITURIER PROPRIÉTAIRE                  No 2026-20-117\nVoiturier : 9402-1178 Québec inc. (Sylvain Poulin)          Unité : 117\nPériode   : du 10 mai au 16 mai 2026                         Devise : CAD\nDate de dépôt : 22 mai 2026\n\nVOYAGES\nNo voyage Date    Trajet                             Mi ch Mi v   Milles $   Surch.  Autres\n--------- ------- ---------------------------------- ----- ---- ---------- -------- -------\nTTM-8812  11 mai  Thetford Mines QC / Mississauga ON   612   40   1 062,16   238,68\nTTM-8820  12 mai  Mississauga ON / Montréal QC         335   18     578,10   130,65   80,00\n                    (Attente 2,0 h x 40,00)\nTTM-8827  13 mai  Montréal QC / Albany NY              228    0     383,04    88,92\nTTM-8834  15 mai  Albany NY / Thetford Mines QC        380   25     659,65   148,20\n--------- ------- ---------------------------------- ----- ---- ---------- -------- -------\nTotaux                                               1 555   83   2 682,95   606,45   80,00\nTaux : 1,68 $/mille chargé, 0,85 $/mille vide ; surcharge carburant 0,39 $/mille chargé.\nTotal des milles payés : 1 638\n\nREVENUS\n  Rémunération au mille ......................................     2 682,95 $\n  Surcharge carburant ........................................       606,45 $\n  Temps d'attente ............................................        80,00 $\n  Sous-total .................................................     3 369,40 $\n  TPS (5 %) ..................................................       168,47 $\n  TVQ (9,975 %) ..............................................       336,10 $\n  TOTAL DES REVENUS (taxes incluses) .........................     3 873,97 $\n\nRETENUES\n  Carburant - carte Petro-Pass (11 transactions) .............     1 987,45 $\n  Assurance camion (dommages physiques) ......................        78,20 $\n  Cotisation CNESST ..........................................        41,35 $\n  Immatriculation SAAQ (versement 20/52) .....................        52,10 $\n  Frais administratifs .......................................        25,00 $\n  Avance de voyage du 12 mai .................................       400,00 $\n  Fonds de réserve (retenue hebdomadaire) ....................       150,00 $\n  TOTAL DES RETENUES .........................................     2 734,10 $\n\nREMBOURSEMENTS\n  Péages NY State Thruway (reçus joints) .....................        38,75 $\n\n  =============================================================================\n  MONTANT NET DÉPOSÉ LE 22 MAI 2026 ..........................     1 178,62 $\n  =============================================================================\n\nSolde du fonds de réserve après retenue : 3 150,00 $     Solde des avances : 0,00 $\nToute contestation doit être faite par écrit dans les 30 jours. Merci !\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 387397,
      netCents: 117862,
      date: '2026-05-22',
      broker: 'TRANSPORTS THETFORD-MINES INC.',
      tripNumber: 'TTM-8812',
      miles: 1638,
      linehaulCents: 268295,
      fuelSurchargeCents: 60645,
      advancesCents: 40000,
      escrowCents: 15000,
      reimbursementsCents: 3875,
      deductions: [198745, 7820, 4135, 5210, 2500],
    },
  },
  {
    id: 'b84-zongolica-liquidacion-dos-columnas',
    issuer: 'Transportes Zongolica del Golfo, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish owner-operator freight settlement (liquidacion a permisionario): trip table with flete and otros columns, then percepciones and deducciones side by side split by a pipe with IVA added into total percepciones and IVA/ISR withholdings among the deductions, a non-taxable toll reimbursement, net in figures and words and signature lines; DD/MM/YYYY dates, MXN',
    text: 'TRANSPORTES ZONGOLICA DEL GOLFO, S.A. DE C.V.\nRFC: TZG150312KT4     Permiso SICT: 3008TZG12032015021001\nAv. Oriente 6 No. 1184, Col. Centro, C.P. 94300, Orizaba, Veracruz    Tel. 272 555 0148\n\n                    LIQUIDACIÓN DE FLETES A PERMISIONARIO\nFolio: LQ-2026-0731                                Fecha de pago: 15/07/2026\nPermisionario: ROGELIO HERNÁNDEZ MONTIEL           RFC: HEMR780412QJ6\nUnidad: ZG-44 (Kenworth T680 2021)                 Periodo: 06/07/2026 al 12/07/2026\nForma de pago: Transferencia SPEI  CLABE ****4471  Moneda: MXN\n\nDETALLE DE VIAJES\nViaje    Salida     Origen          Destino                Flete      Otros\n======== ========== =============== =============== ============ ==========\nZG-7741  06/07/2026 Orizaba, Ver.   Cd. de México     $14,500.00    $850.00  Maniobras\nZG-7756  08/07/2026 Cd. de México   Puebla, Pue.       $7,800.00\nZG-7763  09/07/2026 Puebla, Pue.    Veracruz, Ver.    $11,200.00  $1,200.00  Estadía 1 día\n\n  PERCEPCIONES                          |  DEDUCCIONES\n  ------------------------------------  |  --------------------------------------\n  Fletes (3 viajes)          33,500.00  |  Retención IVA 4%              1,422.00\n  Maniobras                     850.00  |  Retención ISR 1.25% RESICO      444.38\n  Estadías                    1,200.00  |  Diesel (vales 4418-4425)     12,845.60\n  Subtotal                   35,550.00  |  Anticipo viaje ZG-7741        5,000.00\n  IVA 16%                     5,688.00  |  Cuota GPS / rastreo julio       650.00\n                                        |  Fondo de garantía             1,000.00\n  ------------------------------------  |  --------------------------------------\n  TOTAL PERCEPCIONES        $41,238.00  |  TOTAL DEDUCCIONES           $21,361.98\n\n  OTROS CONCEPTOS (no gravables)\n  (+) Reembolso de casetas comprobadas                               $2,316.00\n\n  NETO A PAGAR                                                      $22,192.02\n  (VEINTIDÓS MIL CIENTO NOVENTA Y DOS PESOS 02/100 M.N.)\n\n  Fondo de garantía acumulado: $14,000.00       Saldo de anticipos pendientes: $0.00\n  Los comprobantes CFDI de cada viaje se envían por correo al permisionario.\n\n  ______________________________            ______________________________\n  Elaboró: Depto. de Liquidaciones          Recibí conforme: Permisionario\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 4123800,
      netCents: 2219202,
      date: '2026-07-15',
      broker: 'TRANSPORTES ZONGOLICA DEL GOLFO, S.A. DE C.V.',
      tripNumber: 'ZG-7741',
      miles: null,
      linehaulCents: 3350000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 100000,
      reimbursementsCents: 231600,
      deductions: [142200, 44438, 1284560, 65000],
    },
  },
  {
    id: 'b84-uncompahgre-tanker-earnings-stmt',
    issuer: 'Uncompahgre Plateau Tank Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Employee-driver earnings statement in the familiar payroll-advice style: header block with period and pay dates, earnings with rate, units, this-period and YTD columns, statutory and other deductions printed as negatives with YTD, a non-taxable reimbursement, net pay and a direct-deposit stub line; MM/DD/YYYY dates',
    text: 'UNCOMPAHGRE PLATEAU TANK LINES, INC.                         EARNINGS STATEMENT\n2290 N Townsend Ave                                  Company Code: UPT / 00418\nMontrose, CO 81401                                   Period Beginning: 06/07/2026\nUSDOT 2877143                                        Period Ending:    06/13/2026\n                                                     Pay Date:         06/19/2026\n                                                     Advice No:        0000612877\n\n                                    LUIS A DOMINGUEZ\nEmployee ID 00418   Dept 20-LINEHAUL-TANKER          1718 S 12th St\nFiling Status: Married   Allowances: Step 3 $2,000   Delta, CO 81416\n\nEarnings                  rate  hours/ this period year to date\n                                 units\n  -----------------------------------------------------------\n  Mileage                0.640   2,146   1,373.44   32,138.50\n  On-Duty Load/Unld    24.0000    9.50     228.00    5,335.20\n  Stop Pay             25.0000       3      75.00    1,755.00\n  Safety Bonus                              50.00    1,170.00\n  Gross Pay                               1,726.44   40,398.70\n\nDeductions    Statutory\n  Federal Income Tax                      -128.61    3,009.47\n  Social Security Tax                     -102.34    2,394.76\n  Medicare Tax                             -23.94      560.20\n  CO State Income Tax                      -68.83    1,610.62\n  CO FAMLI                                  -7.43      173.86\n\n              Other\n  401(k) Pre-Tax 5%*                       -86.32    2,019.89\n  Medical Sec125*                          -68.50    1,602.90\n  Dental Sec125*                            -7.25      169.65\n  HazMat Endorse Repay                     -15.00      351.00\n\nOther Payments (non-taxable)\n  Expense Reimb - washout/scale             42.00      982.80\n\n  Net Pay                               $1,260.22\n\n  * Excluded from federal taxable wages (401k and Sec125)\n  Your federal taxable wages this period are $1,564.37\n\nDeposited to the account of       account number    transit ABA        amount\nLUIS A DOMINGUEZ                  xxxxxx5093        xxxxxxxxx          $1,260.22\n                                                          NON-NEGOTIABLE\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 172644,
      netCents: 126022,
      date: '2026-06-19',
      broker: 'UNCOMPAHGRE PLATEAU TANK LINES, INC.',
      tripNumber: null,
      miles: 2146,
      linehaulCents: 137344,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 4200,
      deductions: [12861, 10234, 2394, 6883, 743, 8632, 6850, 725, 1500],
    },
  },
  {
    id: 'b84-tatamagouche-hourly-cheque-advice',
    issuer: 'Tatamagouche Freight Lines Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Canadian hourly company-driver statement of earnings and deductions: employee header, earnings with hours/rate/current/YTD, deductions (CPP, EI, federal and NS tax, benefits, RRSP) with YTD, an information-only employer contributions line, and a boxed horizontal gross/deductions/net/deposit row at the bottom; DD-MON-YYYY dates',
    text: 'Tatamagouche Freight Lines Ltd.\nRoute 6, 311 Main Street, Tatamagouche, Nova Scotia  B0K 1V0   902-555-0127\nBusiness No. 81673 2419 RP0001\n\n STATEMENT OF EARNINGS AND DEDUCTIONS                     Cheque/Advice No. 044187\n ------------------------------------------------------------------------------\n Employee : MACLEOD, IAN R.              Employee No. : 1063\n Position : Class 1 Driver - Local/Regional   Province of Employment : NS\n Pay Period : 21-JUN-2026 to 04-JUL-2026       Pay Date : 10-JUL-2026\n Pay Frequency : Bi-weekly (26)                Hourly Rate : 27.50\n ------------------------------------------------------------------------------\n\n EARNINGS                  Hours      Rate     Current Year-to-Date\n  Regular                  72.00   27.5000    1,980.00    25,740.00\n  Overtime 1.5x             7.50   41.2500      309.38     3,712.50\n  Stat Holiday 01-JUL       8.00   27.5000      220.00       660.00\n  Vacation Pay 4%                               100.38     1,204.50\n                                           ----------- ------------\n  Total Earnings                              2,609.76    31,317.00\n\n DEDUCTIONS                                    Current Year-to-Date\n  CPP Contributions                             147.27     2,858.61\n  EI Premiums                                    42.54       826.03\n  Federal Income Tax                            231.40     4,390.12\n  NS Provincial Income Tax                      178.65     3,402.88\n  Group Health & Dental                          38.40       537.60\n  Group RRSP                                     75.00     1,050.00\n                                           ----------- ------------\n  Total Deductions                              713.26    13,065.24\n\n EMPLOYER CONTRIBUTIONS (for information - not deducted from your pay)\n  CPP (employer)  147.27     EI (employer 1.4x)  59.56     WCB NS  31.84\n\n +------------------+------------------+------------------+---------------------+\n |   GROSS PAY      |  TOTAL DEDUCT.   |     NET PAY      |  DEPOSITED TO       |\n |      2,609.76    |        713.26    |      1,896.50    |  Acct ***-**2284    |\n +------------------+------------------+------------------+---------------------+\n\n Vacation pay is paid out each period. Banked hours: 0.00   Sick days remaining: 3.0\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 260976,
      netCents: 189650,
      date: '2026-07-10',
      broker: 'Tatamagouche Freight Lines Ltd.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14727, 4254, 23140, 17865, 3840, 7500],
    },
  },
  {
    id: 'b84-wyaconda-schedule-disc-reserve-cols',
    issuer: 'Wyaconda Capital Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring schedule of accounts purchased: invoice table with load ref, debtor, invoice date, face, per-invoice discount, reserve and purchase-price columns with a totals row, then a funding calculation with parenthesised negatives for a recourse chargeback, a fuel advance and a wire fee plus a reserve release, and a reserve account roll-forward; DD-MON-YY dates',
    text: 'WYACONDA CAPITAL FUNDING, LLC\n1100 Walnut Street, Suite 1450, Kansas City, MO 64106\nClient Services 816-555-0191 | funding@wyacondacapital.com\n\nSCHEDULE OF ACCOUNTS PURCHASED & FUNDING REMITTANCE\nClient: BITTER ROOT EXPRESS LLC (Client #WC-2291)   MC 1173650\nSchedule No: 2026-0807-2291        Submitted: 06-AUG-26        Funded: 07-AUG-26\nTerms: recourse 90 days | Discount 3.0% flat | Reserve 10%\n\nINVOICE   LOAD/REF    DEBTOR                          INV DATE   FACE AMT    DISC  RESERVE  PURCHASE\n--------- ----------- ------------------------------- --------- --------- ------- -------- ---------\nBRX-1187  CH-6604419  Redbud Freight Brokerage, Inc.  03-AUG-26  2,450.00   73.50   245.00  2,131.50\nBRX-1188  77102-A     Osage Plains Logistics LLC      03-AUG-26  1,875.50   56.27   187.55  1,631.68\nBRX-1190  TQ4418832   Redbud Freight Brokerage, Inc.  04-AUG-26  3,120.00   93.60   312.00  2,714.40\nBRX-1191  SLX-20931   Sugar Creek Shippers Co-op      05-AUG-26    985.00   29.55    98.50    856.95\n--------- ----------- ------------------------------- --------- --------- ------- -------- ---------\nSCHEDULE TOTALS (4 invoices)                                     8,430.50  252.92   843.05  7,334.53\n\nFUNDING CALCULATION\n   Total face value purchased .........................     8,430.50\n   Less discount fee (3.0%) ...........................      (252.92)\n   Less reserve held (10%) ............................      (843.05)\n                                                         ------------\n   Purchase price .....................................     7,334.53\n   Less chargeback - INV BRX-1102 (Hollis Creek\n        Logistics, 90 days unpaid, recourse) ..........    (1,350.00)\n   Less fuel advance EFS #88213 dtd 04-AUG-26 .........      (500.00)\n   Plus reserve release - collected sched 2026-0710 ...       612.40\n   Less same-day wire fee .............................       (25.00)\n                                                         ============\n   AMOUNT WIRED 07-AUG-26 to Bank ***0921 .............     6,071.93\n\nReserve account: opening 4,218.60 + held 843.05 - released 612.40 = closing 4,449.25\nDebtors have been notified to remit to: Wyaconda Capital Funding, LLC, PO Box 419382, Kansas City MO 64141.\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 843050,
      netCents: 607193,
      date: '2026-08-07',
      broker: 'Redbud Freight Brokerage, Inc.',
      tripNumber: 'CH-6604419',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 84305,
      reimbursementsCents: null,
      deductions: [25292, 135000, 2500],
    },
  },
  {
    id: 'b84-yocona-quickpay-load-blocks',
    issuer: 'Yocona River Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      "Broker QuickPay remittance advice framed by = rules: payee/payment key-value header, one indented block per load (load, carrier invoice and BOL, pickup date and lane, then line haul, FSC, accessorial and load total with dot leaders), and a USD payment summary subtracting the QuickPay fee and a fuel advance; '15 Sep 2026' dates",
    text: '=====================================================================\n YOCONA RIVER LOGISTICS, INC.            QUICKPAY REMITTANCE ADVICE\n 1908 University Ave, Oxford, MS 38655   MC 902277 | Broker Bond BMC-84\n carrierpay@yoconariver.com              (662) 555-0115\n=====================================================================\n\n Payee:        HOLLY SPRINGS HOTSHOT LLC  (MC 1214583)\n Remit to:     Holly Springs Hotshot LLC, 44 Van Dorn Ave, Holly Springs MS 38635\n Payment No:   QP-0915-00318\n Payment Date: 15 Sep 2026\n Method:       ACH - Cadence Bank ****7730\n Program:      QuickPay 48-hr (2.5% of invoice total)\n\n LOADS INCLUDED IN THIS PAYMENT\n ---------------------------------------------------------------------\n  Load YRL-558204    Carrier Inv# HSH-0931    BOL 7741902\n  Picked up 09 Sep 2026   Tupelo, MS -> Nashville, TN\n      Line Haul .............................   1,650.00\n      Fuel Surcharge ........................     297.00\n      Detention (2.5 hrs) ...................      87.50\n      Load Total ............................   2,034.50\n\n  Load YRL-558231    Carrier Inv# HSH-0934    BOL 7742288\n  Picked up 10 Sep 2026   Memphis, TN -> Birmingham, AL\n      Line Haul .............................   2,100.00\n      Fuel Surcharge ........................     378.00\n      Stop-off charge .......................      75.00\n      Load Total ............................   2,553.00\n ---------------------------------------------------------------------\n\n PAYMENT SUMMARY\n   Invoice total (2 loads)                     USD   4,587.50\n   QuickPay fee 2.5%                           USD    -114.69\n   Fuel advance (EFS check 40812, 09 Sep 2026) USD    -400.00\n                                                   ----------\n   NET PAYMENT                                 USD   4,072.81\n\n Standard terms (Net 30) would have paid 4,187.50 on or about 12 Oct 2026.\n Please reference the Payment No. on any inquiry. Thank you for hauling with Yocona River!\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 458750,
      netCents: 407281,
      date: '2026-09-15',
      broker: 'YOCONA RIVER LOGISTICS, INC.',
      tripNumber: 'YRL-558204',
      miles: null,
      linehaulCents: 375000,
      fuelSurchargeCents: 67500,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11469],
    },
  },
  {
    id: 'b84-wallula-reefer-multistop-ratecon',
    issuer: 'Wallula Gap Logistics, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker reefer rate and load confirmation: load/booking header, carrier and equipment side-by-side columns, three numbered stops with appointment times, a USD rate block (line haul, fuel surcharge, extra stop, total carrier pay), then conditional detention/TONU terms not in the total and a signature line; MM/DD/YYYY dates with times',
    text: "WALLULA GAP LOGISTICS, LLC\n5210 N Road 68, Suite 3, Pasco, WA 99301 | MC 1009821 | 509-555-0183\nAfter-hours dispatch: 509-555-0184 | loads@wallulagap.com\n\n                CARRIER RATE AND LOAD CONFIRMATION\n---------------------------------------------------------------------------\nLoad #: WG-240917          Date issued: 09/18/2026 14:22 PT\nBooked by: Teresa Lindqvist  ext 211          Customer ref: CBP-PO-66310\n---------------------------------------------------------------------------\nCARRIER                                 EQUIPMENT\nSnake River Reefer Inc                  53' Reefer, continuous run\nMC 778213 / DOT 2304417                 Temp: 34 F  (pre-cool to 34 F)\nDispatcher: Cody Marsh 208-555-0150     Weight: 41,800 lbs  Pallets: 22\nDriver: D. Vance  cell 208-555-0159     Commodity: Fresh potatoes, bagged\n---------------------------------------------------------------------------\nSTOP 1 - PICKUP       09/21/2026 06:00-08:00 (appt)\n  Columbia Basin Potato Co., 2040 Road N NE, Moses Lake, WA 98837\n  PU# 5538120   Load/count by shipper, driver to verify pulp temps\nSTOP 2 - DELIVERY     09/22/2026 05:00 (appt)\n  Treasure Valley Foods DC, 9800 W Executive Dr, Boise, ID 83709\n  Deliver 10 pallets, PO 66310-A\nSTOP 3 - DELIVERY     09/22/2026 14:00 (FCFS until 18:00)\n  Wasatch Fresh Market DC, 2150 S 5370 W, West Valley City, UT 84120\n  Deliver 12 pallets, PO 66310-B\n---------------------------------------------------------------------------\nRATE (USD)\n  Line haul (flat)                                       2,400.00\n  Fuel surcharge                                           415.00\n  Additional stop (1 x 125.00)                             125.00\n                                                       ----------\n  TOTAL CARRIER PAY                                     $2,940.00\n\nConditional charges (NOT included above, require WGL approval and\ndocumentation): detention $50.00/hr after 2 free hrs at each stop;\nTONU $150.00; lumper reimbursed with receipt only.\n---------------------------------------------------------------------------\nTERMS: Carrier invoices with signed BOL and temp recorder download.\nStandard pay net 30 from receipt of docs; QuickPay 3% available in 2 days.\nCarrier may not re-broker, co-broker or double-broker this load. Any\nclaim for shortage or temperature damage will be deducted per 49 USC 14706.\n\nAccepted for carrier: ______________________  Date: ____________\nPlease sign and return within 1 hour to loads@wallulagap.com\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 294000,
      broker: 'WALLULA GAP LOGISTICS, LLC',
      tripNumber: 'WG-240917',
    },
  },
];

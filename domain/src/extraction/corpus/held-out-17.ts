import type { CorpusDocument } from './types.js';

/**
 * Batch 17 (held out, written blind): ten trucking pay documents - five owner-operator settlements
 * (US power-only drop-and-hook per mile, US car-hauler paid a percentage of revenue, US port drayage
 * paid per container move with pre-pull / chassis lines, a Canadian km-based settlement with HST, a
 * Mexican estado de cuenta del operador with IVA and ISR/IVA retentions), two company-driver pay stubs
 * (weekly salary with current/YTD columns; per mile with non-taxable per diem, printed by a payroll
 * service), a recourse factoring remittance with a chargeback and reserve release, a multi-stop rate
 * confirmation and a truck repair invoice. Layouts vary: ALL CAPS colon labels, DDMONYY and ISO dates,
 * signed line-item tables, CR/DR amounts in a drawn box, currency codes, totals printed twice.
 *
 * Written by a helper that saw only the corpus types, the field conventions (with the corpus's
 * rule that a printed total of earnings, sales tax or reimbursements included, is the gross) and
 * one document of batch 14 as a format example — not the extractor, its tests or any other batch —
 * and committed before any run on it.
 */
export const HELD_OUT_DOCUMENTS_17: CorpusDocument[] = [
  {
    id: 'b17-ashgrove-power-only-dnh-caps',
    issuer: 'Ashgrove Power Logistics LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Power-only drop-and-hook per-mile settlement in ALL CAPS with colon labels and DDMONYY dates: one trip row each with mileage, FSC and drop/hook columns plus a totals row, an earnings summary repeating the totals, deductions with bracketed notes, and the net shown only as PAY THIS AMOUNT',
    text: `ASHGROVE POWER LOGISTICS LLC
6120 ALUM CREEK DR  GROVEPORT OH 43125   PH 614-555-0148   FAX 614-555-0149
MC# 1184527   USDOT# 3561904
                    ** POWER ONLY CONTRACTOR SETTLEMENT **

CONTRACTOR:   R. DELGADO TRUCKING LLC          UNIT:      PO-318
VENDOR NO:    V-20417                          SETTLE NO: 2644-0318
WEEK ENDING:  31OCT26                          PAY DATE:  06NOV26
PAY BASIS:    LOADED 1.92/MI  EMPTY 1.00/MI  FSC 0.46/LOADED MI  DROP+HOOK 30.00/TRIP

TRIP NO    DISPATCH ORIGIN         DESTINATION      LD MI MT MI   MI PAY     FSC D&H/ACC TRIP TOTL
---------- -------- -------------- ---------------- ----- ---- --------- ------- ------- ---------
APL-77310  26OCT26  GROVEPORT OH   INDIANAPOLIS IN    178   22    363.76   81.88   30.00    475.64
APL-77342  27OCT26  PLAINFIELD IN  OLIVE BRANCH MS    441   16    862.72  202.86  130.00  1,195.58
APL-77365  29OCT26  SOUTHAVEN MS   OBETZ OH           608    9  1,176.36  279.68   30.00  1,486.04
---------- -------- -------------- ---------------- ----- ---- --------- ------- ------- ---------
TRIP TOTALS                                          1227   47  2,402.84  564.42  190.00  3,157.26
  * APL-77342 DET 2.5H @ 40.00 = 100.00 INCL IN D&H/ACC (TRAILER PRE-LOADED LATE, SHIPPER 4417)

EARNINGS SUMMARY
  LOADED MILES:              1,227
  EMPTY MILES:                  47
  TOTAL MILES:               1,274
  MILEAGE PAY:            2,402.84
  FUEL SURCHARGE:           564.42
  DROP/HOOK + ACCESS:       190.00
  GROSS EARNINGS:         3,157.26

DEDUCTIONS
  FUEL PURCHASES    [PILOT #1187 28OCT26 / LOVES #612 30OCT26]         842.19
  COMCHEK ADVANCE   [EXP CODE 7734419 ISSUED 25OCT26]                  300.00
  OCC/ACC INS       [POLICY OA-22-4471 WK 44]                           39.80
  PHYS DAMAGE       [UNIT PO-318 STATED VALUE 68K]                      61.25
  ELD/CAMERA        [MONTHLY FEE PMT 1 OF 4]                            18.50
  IRP PLATE         [PRORATE WK 44 OF 52]                               42.31
  ESCROW DEPOSIT    [BAL AFTER THIS STMT 1,425.00 OF 2,500.00]          75.00
  TOTAL DEDUCTIONS:                                                  1,379.05

                                   PAY THIS AMOUNT >>>>>>  $1,778.21

QUESTIONS ON THIS SETTLEMENT: SETTLEMENTS@ASHGROVEPO.COM / EXT 212 WITHIN 30 DAYS
ASHGROVE POWER LOGISTICS LLC - CONTRACTOR COPY                              PAGE 1 OF 1
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 315726,
      netCents: 177821,
      date: '2026-11-06',
      broker: 'ASHGROVE POWER LOGISTICS LLC',
      tripNumber: 'APL-77310',
      miles: 1274,
      linehaulCents: 240284,
      fuelSurchargeCents: 56442,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: null,
      deductions: [84219, 3980, 6125, 1850, 4231],
    },
  },
  {
    id: 'b17-bluestem-carhaul-pct-line-items',
    issuer: 'Bluestem Auto Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Car-hauler percentage-of-revenue settlement as one Description / Qty / Rate / Amount table mixing load shares, fuel surcharge, a toll reimbursement and negative deduction lines, followed by a USD-prefixed summary and the net deposit',
    text: `Bluestem Auto Carriers, Inc.
1450 Fairfax Trafficway, Kansas City, KS 66115
Main (913) 555-0176  |  MC-1029384  |  US DOT 2481730
----------------------------------------------------------------------------
Independent Contractor Pay Statement                 Statement # BAC-IC-41-0077
Contractor: Mendoza Car Transport LLC (IC #0077)     Tractor 77 / Trailer CH-12
Pay period: 10/11/2026 - 10/17/2026                  Pay date: 10/23/2026
Compensation: 72% of line revenue, fuel surcharge passed through at 100%
----------------------------------------------------------------------------
Description                                    Qty       Rate       Amount
----------------------------------------------------------------------------
Load BAC-55210 KCK>DAL 9 units 505 mi     3,150.00      72.0%     2,268.00
Load BAC-55238 DAL>OKC 7 units 206 mi     1,640.00      72.0%     1,180.80
Load BAC-55247 OKC>ICT>KC 8 units 350 mi  1,980.00      72.0%     1,425.60
Fuel surcharge pass-thru (1,061 mi)          1,061      0.520       551.72
Toll reimb KTA / Turner Tpk (rcpts)              1      23.75        23.75
Damage claim VIN ...58217 LR door                1    -175.00      -175.00
Fuel - EFS card 10/12-10/16                      1  -1,104.37    -1,104.37
Cargo insurance ($250k)                          1     -85.00       -85.00
Auto liability share                             1    -142.62      -142.62
Occupational accident                            1     -36.40       -36.40
Escrow contribution                              1    -100.00      -100.00
Cash advance 10/14 Tulsa                         1    -200.00      -200.00
----------------------------------------------------------------------------
                                                    Net amount     3,606.48

SUMMARY (USD)
  Contractor share of revenue ............ USD   4,874.40
  Fuel surcharge ......................... USD     551.72
  GROSS COMPENSATION ..................... USD   5,426.12
  Reimbursements ......................... USD      23.75
  Deductions ............................. USD  -1,843.39
  NET DEPOSIT (ACH ...6620) .............. USD   3,606.48

Miles this period: 1,061 loaded (no deadhead paid on % loads)
Escrow balance after this statement: USD 2,300.00 of 3,500.00 required
Damage claims are charged per Schedule B of the Lease Agreement. Disputes must be
filed in writing within 15 days of the pay date.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 542612,
      netCents: 360648,
      date: '2026-10-23',
      broker: 'Bluestem Auto Carriers, Inc.',
      tripNumber: 'BAC-55210',
      miles: 1061,
      linehaulCents: 487440,
      fuelSurchargeCents: 55172,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: 2375,
      deductions: [17500, 110437, 8500, 14262, 3640],
    },
  },
  {
    id: 'b17-calder-dray-per-move-box',
    issuer: 'Calder Port Drayage LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Intermodal drayage per-move settlement with ISO dates: one row per container move (zone base, percentage FSC, pre-pull / chassis split / wait accessorials), a scale reimbursement and DR-marked deductions including a chassis per diem chargeback, then a +/| summary box with CR/DR amounts',
    text: `CALDER PORT DRAYAGE LLC
115 Grange Road, Port Wentworth, GA 31407
Dispatch 912-555-0163  MC 1237718  USDOT 3710452  SCAC CPDY
Driver Settlement - Per Move                      Settlement ID: CPD-2026-45-112
Owner Operator: Tavares Logistics LLC (Truck 112)  Settlement date: 2026-11-10
Week: 2026-11-01 to 2026-11-07                      Paid by ACH: 2026-11-13
Rates: Zone base per move + FSC 24% of base; pre-pull 75.00; chassis split 45.00

MOVE#   DATE       CONTAINER   SZ   TYPE      FROM           TO                   BASE     FSC  ACCESSORIAL      AMT
---------------------------------------------------------------------------------------------------------------
0451873 2026-11-02 MSCU4829136 40HC IMP LIVE  GCT            POOLER GA          195.00   46.80  PRE-PULL       75.00
0451880 2026-11-02 TGHU6620814 40DV IMP DROP  GCT            SAVANNAH GA        165.00   39.60
0451902 2026-11-03 CMAU5190472 20DV EXP LOAD  STATESBORO GA  GCT                285.00   68.40  WAIT 2H        70.00
0451917 2026-11-04 HLXU8031259 40HC IMP DROP  OCT            RINCON GA          210.00   50.40  CHASSIS SPLIT  45.00
0451933 2026-11-05 MSCU7718402 40HC IMP LIVE  GCT            BLOOMINGDALE GA    195.00   46.80  PRE-PULL       75.00
0451948 2026-11-06 ONEU2245671 40HC EMPTY RTN PORT WENTWORTH GCT                 95.00   22.80
---------------------------------------------------------------------------------------------------------------
MOVES: 6                                                                      1,145.00  274.80                265.00

REIMBURSEMENT
  CAT SCALE TICKET #88120 [2026-11-03 EXPORT CMAU5190472]     $14.75 CR
DEDUCTIONS
  CHASSIS PER DIEM [TRAC TXZZ401277 3 DAYS LATE @ 32.00]      $96.00 DR
  FUEL [WEX 11/02-11/06]                                     $612.40 DR
  OCC/ACC INSURANCE                                           $28.00 DR
  YARD PARKING [WK 45]                                        $25.00 DR
  ELD SUBSCRIPTION                                            $12.00 DR

+------------------------------------------------------+
| MOVE BASE PAY                   |       $1,145.00 CR |
| FUEL SURCHARGE                  |         $274.80 CR |
| ACCESSORIALS                    |         $265.00 CR |
+---------------------------------+--------------------+
| GROSS MOVE EARNINGS             |       $1,684.80 CR |
| REIMBURSEMENTS                  |          $14.75 CR |
| DEDUCTIONS                      |         $773.40 DR |
+---------------------------------+--------------------+
| NET SETTLEMENT                  |         $926.15 CR |
+---------------------------------+--------------------+

Chassis per diem is charged when a pool chassis is returned after free time on
a load the driver failed to terminate. Terminals: GCT = Garden City Terminal,
OCT = Ocean Terminal. Page 1/1
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 168480,
      netCents: 92615,
      date: '2026-11-13',
      broker: 'CALDER PORT DRAYAGE LLC',
      tripNumber: '0451873',
      miles: null,
      linehaulCents: 114500,
      fuelSurchargeCents: 27480,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 1475,
      deductions: [9600, 61240, 2800, 2500, 1200],
    },
  },
  {
    id: 'b17-glenbrook-ca-km-hst',
    issuer: 'Glenbrook Northern Freightways Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Canadian owner-operator settlement in CAD paid per kilometre: trip detail rows with loaded/empty km, km pay, FSC and extra-drop columns, HST 13% added to reach total earnings, deductions with holdback and cash advance, then a summary repeating the total and the net deposit',
    text: `GLENBROOK NORTHERN FREIGHTWAYS LTD.
7250 Torbram Road, Mississauga, Ontario  L4T 3Y2     Tel 905-555-0133
CVOR 164-882-305   NSC ON 4418802   USDOT 2893341   HST/GST 81472 6609 RT0001

OWNER-OPERATOR SETTLEMENT (CAD)                      Settlement no. 2026-49-0215
Operator: Birchline Haulage Inc. - Unit 215          Operator HST 79013 4482 RT0001
Period: 29-Nov-2026 to 05-Dec-2026                   Deposit date: 11-Dec-2026
Rates: loaded 1.02/km, empty 0.85/km, fuel surcharge 0.21/loaded km

TRIP DETAIL
Trip no.   Date    Lane                           Ld km Mt km  Km pay       FSC   Other
---------- ------- ------------------------------ ----- ----- --------- -------- -------
GNF-88213  30-Nov  Mississauga ON - Dorval QC        548     0    558.96   115.08   75.00
GNF-88229  02-Dec  Laval QC - London ON              712    38    758.54   149.52       -
GNF-88240  03-Dec  London ON - Sudbury ON            561   389    902.87   117.81       -
---------- ------- ------------------------------ ----- ----- --------- -------- -------
Totals                                             1,821   427  2,220.37   382.41   75.00
Earnings before tax                                                              2,677.78
HST 13% (Ontario place of supply)                                                  348.11
Total earnings incl. HST                                                         3,025.89

DEDUCTIONS
  Fuel - Petro-Pass card (incl. HST)              1,284.66
  Cargo insurance                                    98.50
  Auto liability (weekly)                           213.75
  WSIB / occupational cover                          41.20
  IRP plate recovery                                 58.60
  Maintenance holdback (balance 3,150.00)           150.00
  Cash advance - EFS 01-Dec-2026 Sudbury            400.00
  Total deductions                                2,246.71

STATEMENT SUMMARY                              CAD
  Total kilometres (1,821 loaded + 427 empty)   2,248 km
  Total earnings incl. HST                3,025.89
  Less deductions                        -2,246.71
  NET DEPOSIT                               779.18

Note: HST collected on your behalf is reported on your T4A/HST summary. Fuel
shown includes HST; claim ITCs on your own return. Questions: settlements@gnf-ltd.ca
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 302589,
      netCents: 77918,
      date: '2026-12-11',
      broker: 'GLENBROOK NORTHERN FREIGHTWAYS LTD.',
      tripNumber: 'GNF-88213',
      linehaulCents: 222037,
      fuelSurchargeCents: 38241,
      advancesCents: 40000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [128466, 9850, 21375, 4120, 5860],
    },
  },
  {
    id: 'b17-logistica-jaral-mx-estado-cuenta',
    issuer: 'Logística Jaral del Norte, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican Spanish estado de cuenta del operador: a trip table with km and flat freight per folio, a percepciones block adding IVA 16% to a total, retenciones y descuentos with IVA 4% and ISR 1.25% retentions, diesel vouchers, anticipo and fondo de garantía, a toll reimbursement outside the IVA base, and NETO A PAGAR in MXN',
    text: `LOGÍSTICA JARAL DEL NORTE, S.A. DE C.V.
RFC: LJN110824KT3     Permiso SCT: 1918LJN110824
Carretera a Laredo Km 12.5, Col. Parque Industrial, C.P. 66050, Gral. Escobedo, N.L.
Tel. 81 5550 1294

                ESTADO DE CUENTA DEL OPERADOR (PERMISIONARIO)
No. de liquidación: LQ-2026-1207            Periodo: 30/nov/2026 al 06/dic/2026
Operador: Juan Carlos Rentería Olvera       RFC: REOJ800512AB1   Régimen: RESICO
Unidad: Kenworth T680 eco. 07 / placas 52-AK-8T   Fecha de pago: 11-DIC-2026
Cuenta de depósito: BBVA CLABE 0125 8000 4471 9920 63

VIAJES
Folio      Fecha        Origen / Destino                                 Km       Flete
---------------------------------------------------------------------------------------
LJN-24511  01/dic/2026  Monterrey, N.L. a Querétaro, Qro.               705   18,500.00
LJN-24527  03/dic/2026  Querétaro, Qro. a San Luis Potosí, S.L.P.       205    7,200.00
LJN-24533  04/dic/2026  San Luis Potosí, S.L.P. a Nuevo Laredo, Tamps.  720   19,800.00
---------------------------------------------------------------------------------------
Maniobras de descarga folio LJN-24527 (2 maniobristas)                         1,200.00

PERCEPCIONES                                                               MXN
  Fletes                                                            $45,500.00
  Maniobras                                                          $1,200.00
  Subtotal                                                          $46,700.00
  IVA 16%                                                            $7,472.00
  TOTAL PERCEPCIONES                                                $54,172.00

RETENCIONES Y DESCUENTOS
  Retención IVA 4% (s/ subtotal)                                    -$1,868.00
  Retención ISR 1.25% RESICO (s/ subtotal)                            -$583.75
  Diesel - vales Pemex/estación Jaral (3 cargas)                   -$12,840.60
  Renta GPS/rastreo (incluye IVA)                                     -$464.00
  Seguro de carga - cuota semanal                                   -$1,150.00
  Anticipo de viaje entregado 30/nov                                -$5,000.00
  Fondo de garantía (saldo acumulado $9,000.00)                     -$1,000.00

OTROS CONCEPTOS (no causan IVA)
  Reembolso de casetas con comprobante (IAVE)                       +$3,486.00

  NETO A PAGAR                                                  $34,751.65 MXN

El permisionario deberá emitir CFDI de ingreso por el subtotal más IVA, con las
retenciones señaladas. Folio fiscal de referencia: 7A1C0E52-44B9-4D21-9F60-1E83C2A5D017.
Aclaraciones dentro de los 5 días hábiles siguientes: liquidaciones@jaralnorte.com.mx
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5417200,
      netCents: 3475165,
      date: '2026-12-11',
      broker: 'LOGÍSTICA JARAL DEL NORTE, S.A. DE C.V.',
      tripNumber: 'LJN-24511',
      linehaulCents: 4550000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 100000,
      reimbursementsCents: 348600,
      deductions: [186800, 58375, 1284060, 46400, 115000],
    },
  },
  {
    id: 'b17-eastmoor-salaried-weekly-stub',
    issuer: 'Eastmoor Regional Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver weekly salaried earnings statement with CURRENT and YTD columns for earnings and for taxes/deductions (federal, FICA, PA state, local EIT, SUI, 401k, Section 125 plans), a net pay line and a direct-deposit line repeating it, and a taxable-wages footer',
    text: `EASTMOOR REGIONAL CARRIERS, INC.                              EARNINGS STATEMENT
2600 State Road, Bensalem, PA 19020                          Advice No. 00384172
(215) 555-0187   USDOT 1650294  MC 593318                     NON-NEGOTIABLE

EMPLOYEE: WALSH, DENNIS P.                EMP ID: 10487     DEPT: 20 REGIONAL DRIVERS
FILING: SINGLE / FED ALLOW PER W-4 2020  SSN: XXX-XX-6153  PAY FREQ: WEEKLY
PERIOD BEGIN: 09/13/2026   PERIOD END: 09/19/2026   PAY DATE: 09/25/2026

EARNINGS                   RATE     HOURS      CURRENT          YTD
  Salary - weekly      1,475.00     50.00     1,475.00    56,050.00
  Safety bonus Q3                                75.00       225.00
  Holiday                                          0.00     2,950.00
                                          ------------ ------------
  GROSS PAY                                   1,550.00    59,225.00

TAXES AND DEDUCTIONS          CURRENT          YTD
  Federal Income Tax            118.37     4,402.18
  Social Security                91.73     3,505.73
  Medicare                       21.45       819.89
  PA State Income Tax            45.42     1,735.90
  Bensalem Twp EIT               14.79       565.44
  PA SUI (EE)                     1.09        41.46
  401(k) 5%                      77.50     2,961.25
  Medical PPO (Sec 125)          62.40     2,371.20
  Dental (Sec 125)                8.15       309.70
                           ----------  -----------
  TOTAL DEDUCTIONS              440.90    16,712.75

  NET PAY                     1,109.10    42,512.25

DIRECT DEPOSIT      ACCOUNT              AMOUNT
  Checking          XXXXXX4421         1,109.10

TAXABLE WAGES    FED 1,401.95   FICA 1,479.45   PA 1,479.45
PTO BALANCE: 32.00 HRS       SALARIED DRIVER - 5 DAY REGIONAL, HOME WEEKENDS
Questions about your pay? payroll@eastmoorregional.com  ext. 114
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 155000,
      netCents: 110910,
      date: '2026-09-25',
      broker: 'EASTMOOR REGIONAL CARRIERS, INC.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11837, 9173, 2145, 4542, 1479, 109, 7750, 6240, 815],
    },
  },
  {
    id: 'b17-kingsbury-hollister-per-diem-stub',
    issuer: 'Kingsbury Payroll Services',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Payroll-service pay stub for a per-mile company flatbed driver with earnings (mileage, non-taxable per diem, stop and tarp pay) and deductions (taxes, pre-tax medical, road advance repayment) printed side by side in two columns split by a | rule, then taxable wages and a dotted NET PAY line',
    text: `KINGSBURY PAYROLL SERVICES  *  payroll processing for:
HOLLISTER FLATBED LINES, INC.
3300 Pinson Valley Pkwy, Birmingham, AL 35217      FEIN 63-1478820   USDOT 2236957

Employee:  Terrell A. Boone      Emp #: HF-2291     Position: OTR Flatbed Driver
Period:    11/08/2026 - 11/14/2026                  Pay Date: 11/20/2026
Check/Voucher: V-7718830                           Pay type: Mileage (company driver)
Trips paid: HFL-30218 (611 mi)  HFL-30224 (884 mi)  HFL-30231 (1,119 mi)

EARNINGS              QTY     RATE     AMOUNT | DEDUCTIONS                CURRENT
--------------------------------------------- + ---------------------------------
Mileage pay         2,614   0.5400   1,411.56 | Federal W/H                 96.14
Per diem (non-tax)  2,614   0.1200     313.68 | Social Security             94.12
Stop pay                2  25.0000      50.00 | Medicare                    22.01
Tarp pay                3  35.0000     105.00 | AL State W/H                58.27
                                              | Birmingham Occ Tax 1%       15.18
                                              | Medical - pre-tax           48.50
                                              | Road advance repay         100.00
--------------------------------------------- + ---------------------------------
GROSS PAY                            1,880.24 | TOTAL DEDUCTIONS           434.22

Taxable wages (gross less per diem):  1,566.56       Per diem excluded: 313.68
Paid miles this period: 2,614                    Miles YTD: 104,388

     NET PAY ............................................... 1,446.02
     Deposited to: Regions Bank  ****0839

Per diem is paid under an accountable plan at 0.12/mile while away from home overnight
and is not included in box 1 wages. Advance balance remaining: 200.00
Kingsbury Payroll Services, 1020 Financial Center Pkwy, Hoover AL 35244 (205) 555-0110
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 188024,
      netCents: 144602,
      date: '2026-11-20',
      broker: 'HOLLISTER FLATBED LINES, INC.',
      tripNumber: 'HFL-30218',
      miles: 2614,
      linehaulCents: 141156,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      deductions: [9614, 9412, 2201, 5827, 1518, 4850],
    },
  },
  {
    id: 'b17-juniper-ridge-factoring-recourse',
    issuer: 'Juniper Ridge Capital Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Recourse factoring purchase and remittance advice: a table of invoices purchased with load numbers and real broker debtors, a recourse chargeback and a reserve release under adjustments, then a dotted funding calculation with reserve withheld, fee and negatives in parentheses ending in the net wire',
    text: `JUNIPER RIDGE CAPITAL FUNDING, LLC
5201 Belt Line Road, Suite 410, Dallas, TX 75254
Client Services 972-555-0158  |  funding@juniperridgecap.com

PURCHASE & REMITTANCE ADVICE  (RECOURSE FACTORING AGREEMENT)
Client:      Ortega Brothers Transport LLC   MC 1293847 / DOT 3390172
Client No.:  JR-0612                          Schedule:  JRC-S-10482
Funded:      02 OCT 2026                      Method:    Wire - Frost Bank ...2218

INVOICES PURCHASED THIS SCHEDULE
Inv#   Load/PRO      Debtor (account debtor)   City           Inv date      Amount
------ ------------- ------------------------- -------------- --------- ----------
2231   51288473      Total Quality Logistics   Cincinnati OH  09/24/26    2,450.00
2232   4471-0923     Coyote Logistics, LLC     Chicago IL     09/25/26    1,875.00
2233   EGL-88201734  Echo Global Logistics     Chicago IL     09/28/26    3,120.00
2234   A-1093377     Arrive Logistics          Austin TX      09/29/26    1,970.00
------ ------------- ------------------------- -------------- --------- ----------
4 invoices                                                  Face value   9,415.00

RECOURSE / ADJUSTMENTS
  Inv 2107  Load 7702245  Blue Creek Freight Brokers Inc   dated 06/18/26
  > 90 days past due, repurchased by client per Sec. 6.2             (1,650.00)
  Reserve release - Schedule JRC-S-10391 (all invoices collected)        612.35 

FUNDING CALCULATION
  Total face value purchased ...........................    9,415.00 
  Less reserve withheld 10% ............................     (941.50)
  Advance (90%) ........................................    8,473.50 
  Less discount fee 2.50% of face ......................     (235.38)
  Less recourse chargeback inv 2107 ....................   (1,650.00)
  Plus reserve release JRC-S-10391 .....................      612.35 
  Less wire fee ........................................      (20.00)
                                                          ----------
  NET FUNDS WIRED TO CLIENT ............................    7,180.47 

Reserve account: prior 4,120.60 + withheld 941.50 - released 612.35 = 4,449.75
Please direct debtors to remit only to: Juniper Ridge Capital Funding, LLC,
PO Box 671180, Dallas TX 75267-1180. Page 1 of 1
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 941500,
      netCents: 718047,
      date: '2026-10-02',
      broker: 'Total Quality Logistics',
      tripNumber: '51288473',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 94150,
      reimbursementsCents: null,
      deductions: [23538, 165000, 2000],
    },
  },
  {
    id: 'b17-mistral-bay-multistop-rate-con',
    issuer: 'Mistral Bay Freight Brokerage LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate confirmation for a four-stop reefer load (two pickups, two deliveries) with a stop table carrying PU/PO references, an all-in total stated in the header and again under a QTY / RATE / AMOUNT rate table with USD amounts, and excluded accessorial terms',
    text: `MISTRAL BAY FREIGHT BROKERAGE LLC
880 Harbor Blvd, Suite 210, West Sacramento, CA 95691
MC 1071553  |  Dispatch 916-555-0121  |  carriers@mistralbayfreight.com

CARRIER RATE CONFIRMATION & LOAD TENDER
Load #: MBF-261118-04          Date issued: 11/17/2026        Rep: Dana Kowalczyk x204
Carrier: Pinecrest Haulers LLC   MC 1156620   Driver: Ray Ochoa  Cell 559-555-0183
Equipment: 53' Reefer - continuous 34 F     Commodity: Fresh produce (lettuce/berries)
Weight: 38,400 lbs    Pallets: 24    Total miles (est.): 866
TOTAL RATE (ALL-IN): USD 4,960.00

STOP  TYPE      DATE/TIME               FACILITY / ADDRESS                      REF
----  --------  ----------------------  --------------------------------------  -----------
 1    PICKUP    11/18/2026 06:00-08:00  Coastal Greens Packing                  PU# 88143
                                        1255 Abbott St, Salinas, CA 93901
 2    PICKUP    11/18/2026 10:30 APPT   Pajaro Berry Co-op                      PU# W-5521
                                        310 W Beach St, Watsonville, CA 95076
 3    DELIVERY  11/20/2026 04:00 APPT   Desert Fresh DC                         PO 4471906
                                        4300 W Lower Buckeye Rd, Phoenix, AZ 85043
 4    DELIVERY  11/20/2026 13:00 APPT   Sonoran Market DC #114                  PO 4471922
                                        2020 E Benson Hwy, Tucson, AZ 85714

AGREED RATE                              QTY        RATE          AMOUNT
  Line haul                                1     4,150.00     USD  4,150.00
  Fuel surcharge                           1       610.00     USD    610.00
  Stop-off charge (stops 2 and 4)          2       100.00     USD    200.00
                                                              -------------
  TOTAL CARRIER PAY                                           USD  4,960.00

NOT INCLUDED ABOVE (billable only with approval and paperwork):
  Detention 50.00/hr after 2 hrs free per stop; layover 250.00/day; lumper
  reimbursed with receipt up to 300.00; TONU 150.00.
Terms: Quick pay 2% / 2 days or standard 30 days from receipt of signed POD and
invoice. Reefer download may be requested. No double brokering - load will not be paid.

Carrier signature: ____________________   Date: __________
Mistral Bay Freight Brokerage LLC - this confirmation supersedes all prior tenders.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 496000,
      broker: 'MISTRAL BAY FREIGHT BROKERAGE LLC',
      tripNumber: 'MBF-261118-04',
    },
  },
  {
    id: 'b17-delmar-diesel-repair-invoice',
    issuer: 'Delmar Diesel & Tire Service',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Truck-stop repair shop invoice with separate parts and labor tables, shop supplies, environmental fees and sales tax lines, an invoice total, a card payment shown as a negative and a zero balance due; invoice date written out as Mon D, YYYY',
    text: `DELMAR DIESEL & TIRE SERVICE
7320 E Amarillo Blvd, Amarillo, TX 79107     (806) 555-0171
Open 24/7 - Road Service I-40 MM 60-85        TX Tax ID 3-20784-5519-6

REPAIR INVOICE                         INVOICE NO:  DD-41877
                                       INVOICE DATE: Dec 9, 2026
                                       WORK ORDER:   WO-26-9913
CUSTOMER:  R&J Reyes Trucking LLC            UNIT: 44   VIN 1XKYD49X8MJ442817
           1902 N Zaragoza Rd, El Paso TX 79936      MILEAGE IN: 612,480
CUSTOMER PO: RJ-1209      AUTHORIZED BY: Jorge Reyes (phone, 12/09 07:42)

PARTS
  PART NO        DESCRIPTION                    QTY      UNIT     AMOUNT
  BRG-11R22.5-S  11R22.5 16PLY STEER TIRE         2    489.00     978.00
  VS-TR570       VALVE STEM TR570 BRASS           2      6.50      13.00
  BALBD-8        BALANCE BEADS 8 OZ               2     11.95      23.90
  AF-LF9080      LUBE FILTER LF9080               1     42.18      42.18
  FF-FS1040      FUEL/WATER SEP FS1040            1     58.77      58.77
  OIL-15W40      ENGINE OIL 15W-40 (GAL)         11     17.40     191.40
                                               PARTS SUBTOTAL   1,307.25

LABOR
  OPERATION                                       HOURS      RATE     AMOUNT
  MOUNT/BALANCE 2 STEER POSITIONS                   1.2    135.00     162.00
  PM-A SERVICE: OIL, FILTERS, GREASE                2.0    135.00     270.00
  DIAG: ABS LIGHT - L/F SENSOR CLEANED              0.6    135.00      81.00
                                               LABOR SUBTOTAL     513.00

  SHOP SUPPLIES (5% OF LABOR)                                      25.65
  ENVIRONMENTAL: TIRE FEE 2 @ 3.50 / USED OIL 5.00                 12.00
  SALES TAX 8.25% (PARTS + SUPPLIES)                              109.96
                                                             ===========
  INVOICE TOTAL                                                 1,967.86
  PAID - VISA ****3316  AUTH 057731                            -1,967.86
  BALANCE DUE                                                       0.00

Removed parts offered to customer: declined. Warranty: tires per mfr; labor 90
days / 10,000 mi. Technician: #17 L. Pruitt.   Thank you for your business!
`,
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-12-09',
    },
  },
];

import type { CorpusDocument } from './types.js';

/**
 * Held-out batch 45, written blind (no extractor code or corpus consulted).
 *
 * Ten documents: five owner-operator settlements (a US percentage-of-revenue carrier with a
 * CR/DR charges register, a US lease-purchase lessor with side-by-side earnings/deductions
 * columns, a US dispatch service's pipe-table statement with net ACH it sent, a French Quebec
 * relevé adding TPS/TVQ to a tax-included gross, and a Spanish Mexican liquidación with IVA,
 * IVA retention, toll reimbursement and anticipo), two pay stubs (a US weekly milk-hauler
 * stub with YTD columns and an Ontario hourly stub in an ASCII-boxed grid), a US factoring
 * purchase report with parenthesised negatives and a reserve release, a US broker quick-pay
 * remittance pasted from an email, and a US broker rate confirmation with boxed stops.
 * Countries: 7 US, 2 CA (one French), 1 MX. Date formats: MM/DD/YYYY, MM/DD/YY, month names,
 * ISO, DD/MM/YYYY with French month names, DD/mon/YYYY (Spanish), DD-Mon-YYYY.
 */
export const HELD_OUT_DOCUMENTS_45: CorpusDocument[] = [
  {
    id: 'b45-bearpaw-pct-share-crdr',
    issuer: 'Bearpaw Summit Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-of-revenue owner-operator settlement: trip table with linehaul revenue, 72% share and FSC columns, a separate accessorial line, a dated charges-and-credits register with CR/DR flags mixing deductions and reimbursements, and a boxed summary; MM/DD/YYYY dates',
    text: `BEARPAW SUMMIT CARRIERS, INC.                          CONTRACTOR SETTLEMENT
2290 Industrial Ave, Havre MT 59501                    Check Date:  05/08/2026
Ph (406) 555-0147  Fax (406) 555-0148                  Settlement:  0519-4471
USDOT 1987432  MC-704118                               Page 1 of 1

PAY TO: DUSTY FLATS TRUCKING LLC (Unit 218)            Period: 04/26/2026 - 05/02/2026
        1402 3rd St W, Shelby MT 59474                 Pay Basis: 72% of linehaul revenue
                                                       100% of FSC and accessorials
==========================================================================================
TRIP #     SHIP DT    ORIGIN          DESTINATION     MILES  LH REVENUE  SHARE 72%       FSC
---------- ---------- --------------- --------------- ----- ----------- ---------- ---------
BSC-77120  04/26/2026 GREAT FALLS MT  MINNEAPOLIS MN    968    2,710.00   1,951.20    493.68
BSC-77134  04/29/2026 MINNEAPOLIS MN  OMAHA NE          380    1,150.00     828.00    193.80
BSC-77151  04/30/2026 OMAHA NE        BILLINGS MT       874    2,480.00   1,785.60    445.74
---------- ---------- --------------- --------------- ----- ----------- ---------- ---------
TOTALS                                                2,222    6,340.00   4,564.80  1,133.22

ACCESSORIAL PAY
  BSC-77151  Detention at consignee 2.0 hrs @ 37.50                           75.00

CHARGES AND CREDITS
DATE       CODE DESCRIPTION                    REFERENCE     AMOUNT CR/DR
04/27/2026 FUEL Fuel - EFS card, 9 purchases   EFS-0218    1,712.37 DR
04/28/2026 ADV  Cash advance (EFS check)       T-55190       300.00 DR
04/29/2026 TOLL Tolls reimb - I-90/I-94 rcpts  RCPT 3         38.75 CR
04/30/2026 SCAL Scale ticket reimb (CAT)       CAT 77102      12.50 CR
05/02/2026 OCC  Occupational accident ins      OA-2218        38.00 DR
05/02/2026 TRLR Trailer rental wk 18           TR 5312       125.00 DR
05/02/2026 PLT  IRP plate amortization 12/52                  62.50 DR
05/02/2026 ELD  ELD subscription                              19.95 DR
05/02/2026 ESCR Escrow deposit                               150.00 DR

                         +------------------------------------------+
                         | Total Compensation              5,773.02 |
                         | Total Credits                      51.25 |
                         | Total Debits                    2,407.82 |
                         | NET SETTLEMENT                  3,416.45 |
                         +------------------------------------------+
Paid by direct deposit to acct ****4410 on 05/08/2026.
Escrow balance after this settlement: 2,850.00 (target 3,000.00)
Questions on this settlement? Call Owner-Op Services ext. 214 within 10 days.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 577302,
      netCents: 341645,
      date: '2026-05-08',
      broker: 'BEARPAW SUMMIT CARRIERS, INC.',
      tripNumber: 'BSC-77120',
      miles: 2222,
      linehaulCents: 456480,
      fuelSurchargeCents: 113322,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 5125,
      deductions: [171237, 3800, 12500, 6250, 1995],
    },
  },
  {
    id: 'b45-cheyenne-lease-purchase-two-column',
    issuer: 'Cheyenne Bottoms Lease Co., LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase settlement: trip detail table with per-mile linehaul, FSC and other columns, then side-by-side earnings/reimbursements (left) and deductions (right) columns split by a vertical bar, net pay centred below; month-name dates',
    text: `                     CHEYENNE BOTTOMS LEASE CO., LLC
       818 Railroad Ave * Great Bend, Kansas 67530 * (620) 555-0133
              MC 880214 * USDOT 2416903 * leaseops@cblease.com
                  LEASE-PURCHASE OPERATOR SETTLEMENT

Lessee:  Ramon Ybarra dba Ybarra Express        Lease No.: CBL-LP-0447
         Tractor 447 (2022 Freightliner Cascadia, VIN ...8817)
Week Ending:  March 7, 2026                     Settlement Date:  March 13, 2026

TRIP DETAIL
Trip No.   Dispatched   Route                       Miles   Linehaul      FSC   Other
--------------------------------------------------------------------------------------
CB-3318-A  Mar 2, 2026  Great Bend KS - Dallas TX     428     676.24   222.56    0.00
CB-3325-A  Mar 3, 2026  Dallas TX - Memphis TN        456     720.48   237.12    0.00
CB-3340-A  Mar 5, 2026  Memphis TN - Great Bend KS    648   1,023.84   336.96   50.00
--------------------------------------------------------------------------------------
                                                    1,532   2,420.56   796.64   50.00

EARNINGS                               | DEDUCTIONS
---------------------------------------+---------------------------------------
Linehaul 1,532 mi @ 1.58      2,420.56 | Tractor lease pmt #61 of 156    685.00
Fuel surcharge @ .52/mi         796.64 | Maint. reserve (1,532 x .08)    122.56
Stop-off pay (CB-3340-A)         50.00 | Physical damage ins              96.15
                                       | Bobtail / NTL                    11.54
GROSS EARNINGS                3,267.20 | Fuel - TCH card (6)           1,104.83
                                       | Plate amortization               38.46
REIMBURSEMENTS                         | Fuel advance 03/03              200.00
Lumper - Memphis TN             185.00 |
  (receipt 88213, CB-3325-A)           | TOTAL DEDUCTIONS              2,258.54

                                 *** NET PAY BY ACH:  $1,193.66 ***
                        (gross + reimbursements - total deductions)

Lease balance remaining after pmt #61: $58,247.10     Maint. reserve balance: $3,431.18
Fuel advances issued during the week are recovered on that week's settlement. Disputes must be
submitted in writing within 15 days of the settlement date per Sec. 9 of the Equipment Lease.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 326720,
      netCents: 119366,
      date: '2026-03-13',
      broker: 'CHEYENNE BOTTOMS LEASE CO., LLC',
      tripNumber: 'CB-3318-A',
      miles: 1532,
      linehaulCents: 242056,
      fuelSurchargeCents: 79664,
      advancesCents: 20000,
      escrowCents: 12256,
      reimbursementsCents: 18500,
      deductions: [68500, 9615, 1154, 110483, 3846],
    },
  },
  {
    id: 'b45-clinch-dispatch-pipe-table',
    issuer: 'Clinch Mountain Dispatch LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      "Dispatch service's weekly carrier statement: markdown-style pipe table of loads by broker with miles, linehaul, accessorial and total columns plus a totals row, then a dotted-leader settlement block with negative 'Less:' lines and the net ACH it sent; ISO dates",
    text: `CLINCH MOUNTAIN DISPATCH LLC
Truck Dispatch & Back-Office Services for Small Fleets
PO Box 1187, Rogersville, TN 37857 | 423-555-0176 | settlements@clinchmtndispatch.com

CARRIER WEEKLY STATEMENT                                 Statement No.: CMD-2026-W15-031
Carrier: Hollow Rock Freight LLC (MC 1298774 / USDOT 3810992)      Truck: 12  Driver: L. Pruitt
Week: 2026-04-06 to 2026-04-12                           Net ACH sent: 2026-04-15

LOADS BOOKED AND COLLECTED ON YOUR BEHALF
| # | Pickup     | Broker                    | Load/Ref   | Lane                        | Miles | Linehaul | Accsl  | Total    |
|---|------------|---------------------------|------------|-----------------------------|-------|----------|--------|----------|
| 1 | 2026-04-06 | Ridgeway Freight Partners | RFP-552190 | Knoxville TN > Columbus OH  |   381 | 1,050.00 |   0.00 | 1,050.00 |
| 2 | 2026-04-07 | Summit Lane Logistics     | 8834021    | Columbus OH > Chicago IL    |   356 |   925.00 |  75.00 | 1,000.00 |
| 3 | 2026-04-09 | Keowee Freight Brokerage  | KFB-11902  | Chicago IL > Nashville TN   |   473 | 1,300.00 |   0.00 | 1,300.00 |
| 4 | 2026-04-11 | Ridgeway Freight Partners | RFP-552871 | Nashville TN > Knoxville TN |   180 |   600.00 |   0.00 |   600.00 |
|---|------------|---------------------------|------------|-----------------------------|-------|----------|--------|----------|
|   |            |                           |            | TOTALS                      | 1,390 | 3,875.00 |  75.00 | 3,950.00 |
Accsl: load 2 = detention 3 hrs at shipper (broker approved 04/08, $25/hr)

SETTLEMENT
  Gross collected from brokers .....................................   3,950.00
  Less: Dispatch fee 7.0% of gross .................................    -276.50
  Less: Collection / quick-pay fee 2.0% ............................     -79.00
  Less: Fuel card (Mudflap), 3 transactions ........................  -1,104.62
  Less: ELD pass-through (Motive), April ...........................     -35.00
                                                                     ----------
  NET ACH SENT TO CARRIER ..........................................   2,454.88

ACH to Hollow Rock Freight LLC, acct ending 0932, trace 061000227731045.
Rate confirmations and PODs for each load are on file in your carrier portal.
All loads are booked under your own operating authority (MC 1298774).
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 395000,
      netCents: 245488,
      date: '2026-04-15',
      broker: 'CLINCH MOUNTAIN DISPATCH LLC',
      tripNumber: 'RFP-552190',
      miles: 1390,
      linehaulCents: 387500,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [27650, 7900, 110462, 3500],
    },
  },
  {
    id: 'b45-isle-verte-releve-taxes',
    issuer: 'Camionnage Isle-Verte inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator settlement (relevé de règlement): trip table with flat transport, fuel-surcharge and waiting-time columns, a gains block adding TPS and TVQ to a tax-included total, a retenues list and a ruled-off net deposit; space thousands separators, comma decimals, DD/MM/YYYY and French month-name dates',
    text: `CAMIONNAGE ISLE-VERTE INC.
112, rue Villeray, L'Isle-Verte (Québec)  G0L 1K0
Tél. : 418 555-0163        NEQ 1167723409        NIR R-588214
No TPS : 80441 2273 RT0001      No TVQ : 1220993148 TQ0001

        RELEVÉ DE RÈGLEMENT - VOITURIER PROPRIÉTAIRE (SOUS-TRAITANT)

Sous-traitant : Transport F. Lavoie enr. (camion 31)
  No TPS : 78125 6620 RT0001      No TVQ : 1218830457 TQ0001
Période : du 10/05/2026 au 16/05/2026            Relevé no : CIV-2026-0520
Date du dépôt direct : 22 mai 2026

VOYAGES
Voyage   Date        Trajet                              Transport  Surch.    Attente
                                                                     carb.
-------- ----------  --------------------------------- --------- --------- --------
26-0418  11/05/2026  Rivière-du-Loup QC -> Moncton NB   1 480,00    259,00     0,00
26-0427  13/05/2026  Moncton NB -> Montréal QC          1 620,00    283,50     0,00
26-0433  15/05/2026  Montréal QC -> Québec QC             610,00    106,75   130,00
-------- ----------  --------------------------------- --------- --------- --------
                                         Sous-totaux    3 710,00    649,25   130,00
Surcharge carburant : 17,5 % du transport (indice semaine 19).
Attente : voyage 26-0433, 2 h à 65,00 $/h chez le destinataire.

GAINS
  Sous-total des services                                4 489,25 $
  TPS (5 %)                                                224,46 $
  TVQ (9,975 %)                                            447,80 $
  TOTAL DES GAINS (taxes incluses)                       5 161,51 $

RETENUES
  Carburant - carte Petro-Pass (11 transactions)         1 842,37 $
  Avance en argent (12/05/2026)                            250,00 $
  Assurance marchandises                                    48,00 $
  Location de remorque 53 pi (sem. 20)                     140,00 $
  Frais d'administration                                    35,00 $
  Fonds de réserve - dépôt                                 100,00 $
  TOTAL DES RETENUES                                     2 415,37 $

==============================================================================
  MONTANT NET DÉPOSÉ                                     2 746,14 $
==============================================================================
Solde du fonds de réserve après ce relevé : 2 300,00 $
Les taxes (TPS/TVQ) sont versées au sous-traitant inscrit et doivent être remises par lui.
Toute contestation doit être signalée dans les 10 jours suivant la date du dépôt.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 516151,
      netCents: 274614,
      date: '2026-05-22',
      broker: 'CAMIONNAGE ISLE-VERTE INC.',
      tripNumber: '26-0418',
      miles: null,
      linehaulCents: 371000,
      fuelSurchargeCents: 64925,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [184237, 4800, 14000, 3500],
    },
  },
  {
    id: 'b45-bahia-banderas-liquidacion-iva',
    issuer: 'Autotransportes Bahía de Banderas, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish Mexican owner-operator liquidación: trip table with origin/destination wrapped onto two lines and flete, maniobras and casetas columns, then percepciones adding IVA 16% to a total, toll reimbursement below it, deducciones with IVA retention, anticipo and fondo de garantía, net in figures and words; DD/mon/YYYY dates, MXN',
    text: `AUTOTRANSPORTES BAHÍA DE BANDERAS, S.A. DE C.V.
RFC: ABB140312KQ7          Permiso SCT/SICT: 0607ABB120314287
Carretera Manzanillo-Colima Km 8.5, Col. El Colomo, Manzanillo, Col. C.P. 28860
Tel. 314 555 0142   liquidaciones@abbanderas.com.mx

                    LIQUIDACIÓN DE PERMISIONARIO
                                                          No.: LQ-2606-0312
Permisionario: JOSÉ ALFREDO MEDINA RUELAS       RFC: MERA780914H52
Unidad: Kenworth T680, económico 57, placas 84-AK-7R
Periodo: 01/jun/2026 al 07/jun/2026
Fecha de pago (transferencia SPEI): 10/jun/2026          Moneda: MXN

DETALLE DE VIAJES
Folio     Fecha     Ruta                                    Flete  Maniobras   Casetas
--------- --------- ---------------------------------- ---------- --------- ---------
BB-20931  01/06/26  Origen:  Manzanillo, Col.           14,500.00  1,200.00  2,345.00
                    Destino: Guadalajara, Jal.
BB-20957  03/06/26  Origen:  Guadalajara, Jal.          18,200.00      0.00  1,980.00
                    Destino: Lázaro Cárdenas, Mich.
BB-20988  05/06/26  Origen:  Lázaro Cárdenas, Mich.     11,800.00      0.00  1,410.00
                    Destino: Manzanillo, Col.
--------- --------- ---------------------------------- ---------- --------- ---------
TOTALES                                                 44,500.00  1,200.00  5,735.00

PERCEPCIONES
   Fletes                                      $  44,500.00
   Maniobras de carga/descarga                 $   1,200.00
   Subtotal                                    $  45,700.00
   IVA 16%                                     $   7,312.00
   Total percepciones                          $  53,012.00
   Reembolso de casetas (comprobadas, sin IVA) $   5,735.00

DEDUCCIONES
   Retención IVA 4% (fletes y maniobras)       $   1,828.00
   Diésel - vales estación (7 cargas)          $  19,640.50
   Anticipo de viaje BB-20931                  $   5,000.00
   Seguro de carga (prorrata semanal)          $   1,150.00
   Renta de GPS / rastreo satelital            $     450.00
   Fondo de garantía (aportación)              $   1,000.00
   Total deducciones                           $  29,068.50

   NETO A PAGAR                                $  29,678.50
   (VEINTINUEVE MIL SEISCIENTOS SETENTA Y OCHO PESOS 50/100 M.N.)

El permisionario deberá emitir CFDI con complemento Carta Porte por el total de
percepciones. Saldo del fondo de garantía: $ 12,000.00.

_____________________________            _____________________________
  Elaboró: Contabilidad ABB                 Recibí conforme: Permisionario
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5301200,
      netCents: 2967850,
      date: '2026-06-10',
      broker: 'AUTOTRANSPORTES BAHÍA DE BANDERAS, S.A. DE C.V.',
      tripNumber: 'BB-20931',
      miles: null,
      linehaulCents: 4450000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 100000,
      reimbursementsCents: 573500,
      deductions: [182800, 1964050, 115000, 45000],
    },
  },
  {
    id: 'b45-goshen-milk-paystub-ytd',
    issuer: 'Goshen Valley Milk Transport, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver weekly earnings statement: earnings table (mileage, hourly, stop pay, bonus) with units, rate, current and YTD columns, separate taxes and deductions tables with YTD, a one-line gross/taxes/deductions/net summary and a direct-deposit line; MM/DD/YYYY dates',
    text: `GOSHEN VALLEY MILK TRANSPORT, INC.                         EARNINGS STATEMENT
61544 County Road 35                                       Check No.   DD-0048817
Goshen, IN 46528                                           Pay Date:   07/17/2026
FEIN 35-2290417   USDOT 1603375                            Period:     07/05/2026 - 07/11/2026

Employee:  TERRENCE A. HOSTETLER        Emp ID: 0412     Dept: Bulk Milk - Route 6
           22810 Pine Manor Dr, Goshen IN 46526          Fed: Single / Step 2 no
                                                         State: IN  Exemptions 1
EARNINGS              Hrs/Units     Rate    Current         YTD
---------------------------------------------------------------
Mileage Pay             2,184.0   0.5600   1,223.04   36,047.72
Hourly - Wash/Load         9.50  22.0000     209.00    4,123.50
Stop Pay                   6.00  15.0000      90.00    1,890.00
Safety Bonus                                  50.00      500.00
---------------------------------------------------------------
GROSS PAY                                  1,572.04   42,561.22

TAXES                                       Current         YTD
---------------------------------------------------------------
Federal Income Tax                           118.42    2,986.31
Social Security                               93.48    2,255.12
Medicare                                      21.86      527.40
IN State Income Tax                           43.59    1,062.14
IN Elkhart County Tax                         28.58      696.48

DEDUCTIONS                                  Current         YTD
---------------------------------------------------------------
401(k) Pre-Tax 5%                             78.60    1,902.21
Medical - Sec 125                             64.25    1,542.00
Uniform Rental                                 8.00      192.00

           GROSS        TAXES   DEDUCTIONS      NET PAY
        1,572.04       305.93       150.85     1,115.26

Direct Deposit  First Harvest Credit Union  xxxxx6620 (checking)        1,115.26
Miles this period: 2,184 (14 farm pickups, 6 plant drops)   PTO available: 32.00 hrs
NON-NEGOTIABLE - THIS IS NOT A CHECK
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 157204,
      netCents: 111526,
      date: '2026-07-17',
      broker: 'GOSHEN VALLEY MILK TRANSPORT, INC.',
      tripNumber: null,
      miles: 2184,
      linehaulCents: 122304,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11842, 9348, 2186, 4359, 2858, 7860, 6425, 800],
    },
  },
  {
    id: 'b45-dryden-hourly-boxed-stub',
    issuer: 'Dryden Portage Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario hourly company-driver pay stub: ASCII-boxed grid with earnings (regular, overtime, vacation pay) and deductions (CPP, EI, federal and Ontario tax, benefits, union dues) side by side, totals row, boxed net pay in CAD and a year-to-date line below; ISO period and month-name pay date',
    text: `DRYDEN PORTAGE HAULAGE LTD.
75 Industrial Park Rd, Dryden, Ontario  P8N 2Y7      Tel 807-555-0119
CVOR 129-448-731    NSC ON 4471-2208    BN 79331 4402 RC0001

STATEMENT OF EARNINGS AND DEDUCTIONS

Employee: Nadia Kowalchuk (#0271)          Position: Class AZ Driver - Regional
Pay period: 2026-08-02 to 2026-08-15       Pay date: Aug 21, 2026
Hours basis: 60 h/week standard (ESA trucking); OT at 1.5x over 60 h

+--------------------------------------+--------------------------------------+
| EARNINGS                             | DEDUCTIONS                           |
+--------------------------------------+--------------------------------------+
| Regular  80.00 h @ 27.50    2,200.00 | CPP                           144.72 |
| Overtime  6.50 h @ 41.25      268.13 | EI                             42.10 |
| Vacation pay 4% (paid out)     98.73 | Federal income tax            261.35 |
|                                      | Ontario income tax            121.34 |
|                                      | Group benefits (Sun Life)      42.75 |
|                                      | Union dues - Local 938         38.00 |
+--------------------------------------+--------------------------------------+
| Total earnings              2,566.86 | Total deductions              650.26 |
+--------------------------------------+--------------------------------------+
| NET PAY (CAD)                                                      1,916.60 |
+-----------------------------------------------------------------------------+

Deposited to: Northern Credit Union  Transit 40123  Acct ***8841
Year to date:  Gross 38,912.44   CPP 2,172.63   EI 638.16   Income tax 5,690.27
Hours this period: 86.50  (wk 1: 60.00 / wk 2: 66.50)
Questions: payroll@drydenportage.ca
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 256686,
      netCents: 191660,
      date: '2026-08-21',
      broker: 'DRYDEN PORTAGE HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14472, 4210, 26135, 12134, 4275, 3800],
    },
  },
  {
    id: 'b45-bristlecone-schedule-paren-neg',
    issuer: 'Bristlecone Receivables Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and remittance report: invoice table (load, invoice, debtor, date, face, per-invoice fee) with a totals row, then a funding calculation with parenthesised negatives for fees, reserve, recovered fuel advance and wire fee and a positive reserve release; DD-Mon-YYYY dates',
    text: `BRISTLECONE RECEIVABLES CAPITAL, LLC
Freight Factoring * 1020 NW Bond St, Suite 300, Bend, OR 97703
Client Services 541-555-0188 * clientservices@bristleconerc.com

PURCHASE & REMITTANCE REPORT                       Schedule No.: 1203
Client:  Juniper Flat Transport LLC  (Client ID JFT-0117)   MC 1140672
Funded:  14-Sep-2026                                Terms: 2.75% flat, 5% reserve

INVOICES PURCHASED THIS SCHEDULE
Load #      Invoice  Debtor                               Inv Date         Face     Fee
----------- -------- ------------------------------------ ----------- --------- -------
QHF-660213  CR-4471  Quarry Hill Freight Brokerage, Inc.  08-Sep-2026  2,450.00   67.38
1188402     CR-4472  Sandhill Logistics Group             09-Sep-2026  1,875.00   51.56
QHF-660288  CR-4473  Quarry Hill Freight Brokerage, Inc.  10-Sep-2026  3,120.00   85.80
PO 55871    CR-4474  Prairie Wind Shippers Co-op          11-Sep-2026    980.00   26.95
----------- -------- ------------------------------------ ----------- --------- -------
                                                          4 invoices   8,425.00  231.69

FUNDING CALCULATION
  Face value of invoices purchased                   8,425.00
  Factoring fees (2.75%)                              (231.69)
  Reserve withheld (5% of face)                       (421.25)
  Fuel advance recovered - FA-30712 (QHF-660213)      (400.00)
  Reserve released - Schedule 1187 (collected)         612.40
  Same-day wire fee                                    (15.00)
                                                  -----------
  AMOUNT WIRED TO CLIENT                             7,969.46

Wire to: Cascade Community Bank  ABA 123206600  Acct xxxx3418  Ref BRC-1203
Reserve account balance after this schedule: 2,147.35
Debtors must remit ONLY to: Bristlecone Receivables Capital, LLC, PO Box 9112, Bend OR 97708.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 842500,
      netCents: 796946,
      date: '2026-09-14',
      broker: 'Quarry Hill Freight Brokerage, Inc.',
      tripNumber: 'QHF-660213',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: 42125,
      reimbursementsCents: null,
      deductions: [23169, 1500],
    },
  },
  {
    id: 'b45-gatlin-quickpay-email',
    issuer: 'Gatlin Point Logistics, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker quick-pay remittance advice pasted from an email: one indented block per load listing line haul, fuel surcharge, detention or lumper with an invoice total, then invoices paid, a minus-signed quick-pay discount and the ACH amount; MM/DD/YY dates',
    text: `From: GPL Carrier Payables <carrierpay@gatlinpointlogistics.com>
Subject: QuickPay Remittance Advice - Payment 7741-0932

GATLIN POINT LOGISTICS, LLC
Property Broker MC 845390 | 4100 Poplar Ave, Suite 1200, Memphis, TN 38117

QUICKPAY REMITTANCE ADVICE
Payee:     Brazoria Road Carriers Inc (MC 1307725)
Pmt No.:   7741-0932          Pmt Date: 10/02/26         Method: ACH
Program:   QuickPay 2-day, 2.5% of invoice total

  Load GPL-2291847   Delivered 09/21/26   Laredo, TX -> Joliet, IL   1,262 mi
      Line Haul                           2,100.00
      Fuel Surcharge                        385.00
      Detention (2.5 hr)                    125.00
      Carrier invoice total               2,610.00

  Load GPL-2291903   Delivered 09/24/26   Joliet, IL -> Dayton, OH   281 mi
      Line Haul                             640.00
      Fuel Surcharge                        118.00
      Lumper (receipt attached)             210.00
      Carrier invoice total                 968.00

  ------------------------------------------------------------------
  Invoices paid (2)                                    3,578.00
  QuickPay discount 2.5%                                 -89.45
  ------------------------------------------------------------------
  ACH AMOUNT                                  USD      3,488.55

Total miles: 1,543.  Lumper paid per receipt #L-55120 (Dayton, OH), included at cost.
Standard terms are net 30; this payment was released early at your request.
Please do not reply to this message. Questions: 901-555-0164 opt. 3.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 357800,
      netCents: 348855,
      date: '2026-10-02',
      broker: 'GATLIN POINT LOGISTICS, LLC',
      tripNumber: 'GPL-2291847',
      miles: 1543,
      linehaulCents: 274000,
      fuelSurchargeCents: 50300,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 21000,
      deductions: [8945],
    },
  },
  {
    id: 'b45-moccasin-ratecon-boxed-stops',
    issuer: 'Moccasin Bend Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate and load confirmation with ASCII-boxed pickup, partial drop and final delivery stops and a boxed carrier pay section (line haul, FSC, extra stop, total), followed by conditional detention/TONU/lumper terms not in the total',
    text: `MOCCASIN BEND BROKERAGE, INC.
1301 Riverfront Pkwy, Chattanooga, TN 37402   MC 772915   USDOT 2204486
Ph 423-555-0150   loads@moccasinbendbrokerage.com

              CARRIER RATE AND LOAD CONFIRMATION
Load #: MBB-507731            Date Sent: 10/30/2026 14:22 ET      Rep: Kayla Dunn x118
Carrier: Red Clay Hauling LLC   MC 1189240   Dispatcher: Marcus   Truck 7 / Trailer 5302
Equipment: 53' Dry Van, air ride, food grade     Weight: 41,600 lbs     Commodity: Canned goods

+============================================================================+
| STOP 1 - PICKUP                                                            |
+----------------------------------------------------------------------------+
| Riverbend Cannery, 4400 Amnicola Hwy, Chattanooga TN 37406                 |
| Date: 11/03/2026   Appt: 07:00-09:00   PU#: 88412-7   Live load            |
+============================================================================+
+============================================================================+
| STOP 2 - DROP (partial)                                                    |
+----------------------------------------------------------------------------+
| Piedmont Grocers DC, 1200 Distribution Dr, Greer SC 29651                  |
| Date: 11/04/2026   Appt: 06:00   PO#: PG-300917   22 pallets               |
+============================================================================+
+============================================================================+
| STOP 3 - FINAL DELIVERY                                                    |
+----------------------------------------------------------------------------+
| Coastal Foods Warehouse, 75 Commerce Way, Savannah GA 31407                |
| Date: 11/04/2026   Appt: 15:00   PO#: CF-77120   18 pallets                |
+============================================================================+

+============================================================================+
| CARRIER PAY (USD)                                                          |
+----------------------------------------------------------------------------+
| Line haul (flat)                              2,350.00                     |
| Fuel surcharge                                  412.00                     |
| Extra stop (Greer SC)                            75.00                     |
|                                         --------------                     |
| TOTAL CARRIER PAY                             2,837.00                     |
+============================================================================+

Detention: $40.00/hr after 2 hrs free, only with in/out times on BOL and approval
from Moccasin Bend before departure. TONU $150.00 if cancelled after dispatch.
Lumper, if required, reimbursed at cost with receipt. Not included above.
Payment: net 30 from receipt of signed BOL/POD and invoice; QuickPay 3% available.
Carrier may not re-broker, co-broker or double-broker this load.

Signed for Carrier: ______________________   Date: __________
This confirmation constitutes an addendum to the Broker-Carrier Agreement.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 283700,
      broker: 'MOCCASIN BEND BROKERAGE, INC.',
      tripNumber: 'MBB-507731',
    },
  },
];

import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 22 (written without looking at the extractor).
 *
 * Ten documents: five owner-operator settlements (US percentage-of-revenue carrier with a boxed
 * summary, US lease-purchase lessor DEBIT/CREDIT ledger, US dispatch-service truck statement with
 * wrapped broker names, French-language Quebec settlement with TPS/TVQ in the gross, US reefer
 * statement with a boxed two-column earnings/deductions panel), two pay stubs (US payroll-service
 * earnings statement with side-by-side taxes, Mexican CFDI recibo de nomina), two factoring-type
 * remittances (US factor schedule with reserve and chargeback, Canadian broker quick-pay in CAD with
 * HST), and one US broker rate confirmation.
 *
 * Countries: 7 US, 2 CA (one French), 1 MX (Spanish). Date formats vary: ISO, month names, MM/DD/YY,
 * French month names, weekday MM/DD/YYYY, DD/MM/YYYY, DD MON YYYY and DDMONYY. Number formats include
 * US, French-Canadian (space thousands, comma decimal, trailing $) and Mexican (dot thousands, comma
 * decimal); negatives appear as leading minus, parentheses and DEBIT columns.
 */
export const HELD_OUT_DOCUMENTS_22: CorpusDocument[] = [
  {
    id: 'b22-whetstone-pct-share-boxed-summary',
    issuer: 'Whetstone Prairie Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-of-revenue owner-operator settlement with a four-cell boxed summary (gross, reimbursements, deductions, net) at the top, a wide trip table showing carrier revenue beside the 72% contractor share, FSC and accessorial columns, then signed deduction and reimbursement lists; ISO dates',
    text: `WHETSTONE PRAIRIE CARRIERS, INC.                             CONTRACTOR SETTLEMENT
2150 N Ohio St | Salina, KS 67401                            Settlement No. WPC-S-0311-0487
Ph (785) 555-0143 | USDOT 3318072 | MC 1104526
========================================================================================================
Contractor : 0487 - DELACROIX FREIGHT LLC   (Tractor 487, leased under 49 CFR 376)
Week ending: 2026-03-14          Check date: 2026-03-20          Pay method: ACH ****3390
========================================================================================================
+----------------------+----------------------+----------------------+----------------------+
| GROSS COMPENSATION   | PLUS REIMBURSEMENTS  | LESS DEDUCTIONS      | NET PAY              |
|           3,951.75   |              50.75   |           1,737.12   |           2,265.38   |
+----------------------+----------------------+----------------------+----------------------+

TRIP DETAIL  (contractor share = 72% of linehaul revenue; fuel surcharge paid at 100%, $0.45/mi)
Trip No.    Ship Date   Origin -> Destination       Miles LH Revenue  Share 72%      FSC   Accsl  Trip Total
--------------------------------------------------------------------------------------------------------
WPC-771204  2026-03-09  Salina KS -> Denver CO        432   1,850.00   1,332.00   194.40    0.00    1,526.40
WPC-771219  2026-03-11  Denver CO -> Amarillo TX      438   1,475.00   1,062.00   197.10    0.00    1,259.10
WPC-771236  2026-03-13  Amarillo TX -> Wichita KS     361   1,290.00     928.80   162.45   75.00    1,166.25
                                                   ------ ---------- ---------- -------- ------- -----------
TOTALS                                              1,231   4,615.00   3,322.80   553.95   75.00    3,951.75
Accessorial: WPC-771236 detention 3.0 hrs @ 25.00 (receiver, Wichita KS)

DEDUCTIONS / CHARGES                                    Ref               Amount
Fuel purchases - EFS card (9 transactions)              EFS-0311       -1,184.62
Occupational accident insurance                         OA-2026           -38.00
Trailer rental (53' van #T5521)                                          -125.00
PrePass / transponder service                                             -14.50
Cash advance repayment (03/10 EFS check)                EFS-CK           -300.00
Escrow contribution                                                       -75.00
                                                        Total          -1,737.12

REIMBURSEMENTS (added to pay, not compensation)
Scale tickets (2)                                                         +12.50
Tolls - Kansas Turnpike (receipts)                                        +38.25
                                                        Total             +50.75

Escrow balance after this settlement: 1,425.00 (target 2,500.00)      YTD gross compensation: 41,882.30
Questions on this settlement must be raised within 15 days - settlements@whetstoneprairie.example
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 395175,
      netCents: 226538,
      date: '2026-03-20',
      broker: 'WHETSTONE PRAIRIE CARRIERS, INC.',
      tripNumber: 'WPC-771204',
      miles: 1231,
      linehaulCents: 332280,
      fuelSurchargeCents: 55395,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 5075,
      deductions: [118462, 3800, 12500, 1450],
    },
  },
  {
    id: 'b22-sundance-lessor-debit-credit-ledger',
    issuer: 'Sundance Mesa Transport, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase operator settlement printed as a dated DEBIT/CREDIT ledger with trip header rows and indented pay lines, column totals, then a dotted-leader summary separating gross earnings from lumper reimbursement; month-name period dates and MM/DD/YY ledger dates',
    text: `                           SUNDANCE MESA TRANSPORT, LLC
                 Lease Operator Program  -  Weekly Settlement Statement
         7700 E Route 66 Frontage Rd, Flagstaff, Arizona 86004   Tel 928-555-0176
                     MC-872219    US DOT 2469915    Settlements Dept. ext. 4

Lease Operator:  RAMON YBARRA  (Driver / Unit 3140)          Settlement #:  14-3140
Lease Agreement: LP-2024-3140  (2023 Freightliner Cascadia, VIN ...4471)
Settlement Period:   March 29, 2026 through April 4, 2026
Settlement Date:     April 8, 2026
Direct Deposit Date: April 10, 2026

DATE      DESCRIPTION                                 REFERENCE       DEBIT     CREDIT
--------  ------------------------------------------- ---------- ---------- ----------
03/30/26  Trip 5520871  Flagstaff AZ - Ontario CA
            Linehaul 1,126 mi x $1.58                 5520871                 1,779.08
            Fuel surcharge 1,126 mi x $0.52           5520871                   585.52
            Lumper - Ontario CA (rcpt 0093318)        5520871                   185.00
04/01/26  Trip 5520904  Fontana CA - Albuquerque NM
            Linehaul 874 mi x $1.58                   5520904                 1,380.92
            Fuel surcharge 874 mi x $0.52             5520904                   454.48
            Stop pay 2 @ $50.00                       5520904                   100.00
03/29/26  Truck lease payment - wk 69 of 156          LP-3140        725.00
04/04/26  Fuel - fleet card (7 purchases)             FC-0404      1,402.37
04/04/26  Physical damage insurance                   INS-PD          96.00
04/04/26  Bobtail / NTL + cargo                       INS-NTL         65.00
04/04/26  IFTA / base plate proration                 IFTA            22.50
04/02/26  Comdata advance (Express Code 774120)       ADV            200.00
04/04/26  Maintenance escrow 2,000 mi x $0.08         ESC-M          160.00
                                                                 ---------- ----------
          COLUMN TOTALS                                            2,670.87   4,485.00

SUMMARY
  Gross Earnings (linehaul, fuel surcharge, stop pay) ........   4,300.00
  Reimbursements (lumper) ....................................     185.00
  Total Credits ..............................................   4,485.00
  Total Debits ...............................................   2,670.87
  NET DEPOSIT ................................................   1,814.13

  Miles this period: 2,000 (5520871: 1,126 / 5520904: 874)
  Maintenance escrow balance after this period: $3,360.00
  Lease payments remaining: 87 of 156     Payoff quote available on request

Disputes must be submitted in writing within 30 days of the settlement date.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 430000,
      netCents: 181413,
      date: '2026-04-10',
      broker: 'SUNDANCE MESA TRANSPORT, LLC',
      tripNumber: '5520871',
      miles: 2000,
      linehaulCents: 316000,
      fuelSurchargeCents: 104000,
      advancesCents: 20000,
      escrowCents: 16000,
      reimbursementsCents: 18500,
      deductions: [72500, 140237, 9600, 6500, 2250],
    },
  },
  {
    id: 'b22-tincup-dispatch-truck-statement',
    issuer: 'Tincup Dispatch Co.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service truck statement: load table with broker names that wrap onto a second line together with the load number, indented detention/lumper sub-lines, all-in flat rates (FSC not separated), percentage dispatch and factoring fees, negatives in parentheses; MM/DD/YY dates',
    text: `TINCUP DISPATCH CO.
Freight dispatch & back-office for owner-operators
PO Box 470218, Tulsa OK 74147  |  (918) 555-0129  |  settlements@tincupdispatch.example
---------------------------------------------------------------------------------------------------
TRUCK STATEMENT                                         Statement #: TD-2026-0521-12
Carrier: BLACKJACK ROAD LLC   MC 1287745   USDOT 3890412
Truck: 12 (2019 Volvo VNL 760)   Driver: Curtis Pell
Week: 05/11/26 - 05/17/26                               Pay date: 05/22/26
---------------------------------------------------------------------------------------------------
LOADS
#  Broker / Load No.                PU     DEL    Lane                        Loaded   DH      Rate
1  Bramhall Freight Solutions       05/11  05/12  Joliet IL > Columbus OH        352   40  1,150.00
   Load 3391827
2  Harrow & Finch Transportation    05/12  05/14  Columbus OH > Charlotte NC     431   22  1,400.00
   Brokerage LLC  Load HF-204519
     + Detention 2.5 hrs @ $60 (shipper)                                                     150.00
3  Copperline Logistics             05/15  05/15  Charlotte NC > Atlanta GA      245   15    875.00
   Load CL7730015
     + Lumper (paid by driver, reimbursed)                                                   120.00
                                                                              ------ ---- ---------
Miles: 1,028 loaded + 77 DH = 1,105                                            1,028   77

Gross freight (load rates + detention; rates are all-in, FSC included)                     3,575.00
Lumper reimbursement                                                                         120.00

CHARGES
  Dispatch fee 7% of gross freight ($3,575.00)                                             (250.25)
  Factoring fee 3% (invoices factored through partner)                                     (107.25)
  Fuel - TCS card 05/11-05/17                                                            (1,010.44)
  ELD subscription (Motive)                                                                 (25.00)
  Fuel advance - Comchek 05/13 (repay)                                                     (400.00)
  Total charges                                                                          (1,792.94)

NET TO CARRIER (ACH 05/22/26)                                                              1,902.06
---------------------------------------------------------------------------------------------------
Tincup Dispatch Co. is not a motor carrier. Loads are booked under the carrier's own authority;
broker payments are collected through our factoring partner and remitted weekly, less the fees above.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 357500,
      netCents: 190206,
      date: '2026-05-22',
      broker: 'TINCUP DISPATCH CO.',
      tripNumber: '3391827',
      miles: 1105,
      linehaulCents: 342500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 12000,
      deductions: [25025, 10725, 101044, 2500],
    },
  },
  {
    id: 'b22-temiscouata-fr-releve-taxes',
    issuer: 'Transports Témiscouata ltée',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French-language Quebec owner-operator settlement: per-voyage mileage lines each followed by a fuel-surcharge line, a waiting-time line, taxable subtotal with TPS and TVQ added into a tax-included revenue total, negative retenues; space thousands and comma decimals with trailing $, French month-name dates and DD-MM trip dates',
    text: `TRANSPORTS TÉMISCOUATA LTÉE
1185, rue Industrielle, Dégelis (Québec)  G5T 1R4
Tél. : 418 555-0164    NEQ 1167734829    NIR R-548830    MC 1019284
TPS : 812774021 RT0001    TVQ : 1229934571 TQ0001

RELEVÉ DE RÈGLEMENT  -  PROPRIÉTAIRE-EXPLOITANT (VOITURIER-REMORQUEUR)
______________________________________________________________________________________
N° de relevé : 2026-23-0412
Sous-traitant : Gestion Lavoie & Fils inc.  (unité 412)
  TPS ss-traitant : 765432198 RT0001     TVQ ss-traitant : 1218765432 TQ0001
Période : du 31 mai au 6 juin 2026
Date du relevé : 10 juin 2026          Date de dépôt : 12 juin 2026
______________________________________________________________________________________

VOYAGES (rémunération au mille)
Voyage    Date    Trajet / description                   Milles    Taux       Montant
T-60412   01-06   Dégelis QC -> Laval QC                    265    2,05      543,25 $
                  Surcharge carburant                       265    0,48      127,20 $
T-60433   02-06   Laval QC -> Toronto ON                    340    2,05      697,00 $
                  Surcharge carburant                       340    0,48      163,20 $
T-60451   04-06   Toronto ON -> Edmundston NB               620    2,05    1 271,00 $
                  Surcharge carburant                       620    0,48      297,60 $
                  Temps d'attente Edmundston (2 h)          2 h   60,00      120,00 $
                  -------------------------------------------------------------------
Total milles : 1 225
Sous-total des services (taxables)                                         3 219,25 $
TPS 5 %                                                                      160,96 $
TVQ 9,975 %                                                                  321,12 $
TOTAL DES REVENUS (taxes incluses)                                         3 701,33 $

RETENUES
  Carburant (carte Petro-Pass, 6 transactions)                            -1 245,80 $
  Assurance responsabilité / marchandises                                    -88,00 $
  Télématique et transpondeur                                                -19,95 $
  Avance de fonds du 2 juin                                                 -150,00 $
  Contribution au fonds de garantie                                          -50,00 $
Total des retenues                                                        -1 553,75 $

MONTANT NET DÉPOSÉ                                                         2 147,58 $

Solde du fonds de garantie après ce relevé : 2 050,00 $
Montants en dollars canadiens. Toute contestation doit être faite par écrit dans les 15 jours.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 370133,
      netCents: 214758,
      date: '2026-06-12',
      broker: 'TRANSPORTS TÉMISCOUATA LTÉE',
      tripNumber: 'T-60412',
      miles: 1225,
      linehaulCents: 251125,
      fuelSurchargeCents: 58800,
      advancesCents: 15000,
      escrowCents: 5000,
      reimbursementsCents: null,
      deductions: [124580, 8800, 1995],
    },
  },
  {
    id: 'b22-osage-ratecon-three-stop',
    issuer: 'Osage Prairie Brokerage LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate confirmation with a starred banner holding the load number, carrier/equipment block, three numbered stops (two pickups, one delivery) with PU and PO references, a short dollar-sign rate table ending in a total carrier pay, then accessorial policy and terms; weekday MM/DD/YYYY dates',
    text: `OSAGE PRAIRIE BROKERAGE LLC
Licensed Property Broker  -  MC-1192084  |  USDOT 3675521
210 E Main St, Pawhuska, OK 74056   Ops 24/7: (918) 555-0107   ops@osageprairie.example

************************************************************************************
*  CARRIER RATE CONFIRMATION & LOAD TENDER                     Load #: OPB-558021  *
************************************************************************************
Date Issued: Tue 08/18/2026 10:42 AM CT          Broker Rep: Dana Whitcomb  x214

CARRIER:   RIVERS EDGE HAULING INC        MC 998120   DOT 2871104
           Dispatch: Lonnie Beck  (479) 555-0188     Driver/Truck: TBD / TBD
EQUIPMENT: 53' Dry Van (air-ride, load locks)   Weight: 38,500 lbs   Pcs: 22 plts total
COMMODITY: Canned vegetables, palletized - NOT hazmat          Value: under $100,000

STOP 1  PICKUP     Wed 08/19/2026  07:00 - 11:00 (FCFS)
        Prairie Harvest Canning Co., 1400 Cannery Rd, Fort Smith, AR 72901
        PU #: 4471902     Shipper BOL to follow
STOP 2  PICKUP     Wed 08/19/2026  13:00 appt
        Prairie Harvest Warehouse #2, 88 Riverfront Dr, Van Buren, AR 72956
        PU #: 4471902-B   (adds 4 plts, included in weight above)
STOP 3  DELIVERY   Fri 08/21/2026  06:00 appt  (call 24 hrs ahead)
        Lakeland Grocers DC, 5100 W Roosevelt Rd, Cicero, IL 60804
        PO #: 77-2291834 / 77-2291835     Receiver hours 05:00-14:00

RATE AGREEMENT (USD)
   Line Haul (flat)                        $  2,150.00
   Fuel Surcharge                          $    310.00
   Extra Stop / Stop-off (1)               $     75.00
   ---------------------------------------------------
   TOTAL CARRIER PAY                       $  2,535.00

   Detention: $40.00/hr after 2 hrs free at each stop, signed in/out times required.
   Lumper: reimbursed at cost with original receipt. TONU: $150.00.
   Accessorials above are NOT included in the total unless listed in the rate.

TERMS: Carrier must send signed BOL/POD to ap@osageprairie.example within 48 hours of
delivery. Payment Net 30 from receipt of paperwork; QuickPay 3% / 2 business days.
Carrier agrees not to double-broker or re-broker this load. Tracking via MacroPoint
required. Any changes to this confirmation must be in writing.

Accepted by Carrier: ______________________   Date: __________   Print: _____________
Osage Prairie Brokerage LLC - Page 1 of 1
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 253500,
      broker: 'OSAGE PRAIRIE BROKERAGE LLC',
      tripNumber: 'OPB-558021',
    },
  },
  {
    id: 'b22-upchurch-paystub-side-by-side-taxes',
    issuer: 'Upchurch Refrigerated Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Employee driver earnings statement printed by a payroll service: earnings table with rate/units/current/YTD, taxes and voluntary deductions side by side separated by a pipe, a non-taxable reimbursement section, and a one-row GROSS/TAXES/DEDUCTIONS/REIMB/NET strip; MM/DD/YYYY dates',
    text: `UPCHURCH REFRIGERATED INC.                                      EARNINGS STATEMENT
3301 Industrial Blvd                                  Advice No:     00418827
Greenville, NC 27834                                  Pay Date:      07/17/2026
(252) 555-0117                                        Period Begin:  07/05/2026
                                                      Period End:    07/11/2026

Employee: MARCUS T. ODOM          Emp ID: 20417       Dept: OTR REEFER - SOLO
SSN: XXX-XX-6621   Fed: Married, Std   NC: Married      Pay Freq: Weekly
========================================================================================
EARNINGS                    RATE       UNITS       CURRENT    YEAR TO DATE
Mileage Pay               0.5800    2,418.00      1,402.44       33,912.18
Stop Pay                 25.0000        3.00         75.00        1,325.00
Detention                20.0000        2.00         40.00          480.00
Safety Bonus                                         50.00          350.00
                                              ------------   -------------
GROSS PAY                                         1,567.44       36,067.18

TAXES                    CURRENT        YTD  |  DEDUCTIONS            CURRENT        YTD
Federal Income Tax        118.32   2,841.90  |  401(k) 4% Pre-Tax       62.70   1,442.66
Social Security            97.18   2,236.17  |  Medical EE+Spouse       41.25     948.75
Medicare                   22.73     522.98  |
NC State Income Tax        58.40   1,343.20  |
Total Taxes               296.63             |  Total Deductions       103.95

NON-TAXABLE REIMBURSEMENTS
Lumper / unload receipt 07/08 (Exp Rpt 5571)                   65.00
========================================================================================
       GROSS       TAXES    DEDUCTIONS     REIMB       NET PAY
    1,567.44      296.63        103.95     65.00      1,231.86

DIRECT DEPOSIT      Checking ******4471   1,231.86
Miles paid this period: 2,418 (dispatched practical miles per PC*Miler)

Processed by ClearLedger Payroll Services, Raleigh NC - this is not a check. Non-negotiable.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 156744,
      netCents: 123186,
      date: '2026-07-17',
      broker: 'UPCHURCH REFRIGERATED INC.',
      tripNumber: null,
      miles: 2418,
      linehaulCents: 140244,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 6500,
      deductions: [11832, 9718, 2273, 5840, 6270, 4125],
    },
  },
  {
    id: 'b22-tapatia-mx-recibo-nomina-cfdi',
    issuer: 'Operadora de Fletes Tapatía, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish CFDI payroll receipt for a truck operator: percepciones and deducciones side by side with SAT concept codes, an otros-pagos toll reimbursement, a per-trip commission detail in kilometres, a net computation block and amount in words; dot thousands and comma decimals, DD/MM/YYYY dates',
    text: `OPERADORA DE FLETES TAPATÍA, S.A. DE C.V.
RFC: OFT150312KD8          Registro Patronal IMSS: B5412877105
Av. Lázaro Cárdenas 3480, Col. Las Torres, C.P. 44920, Guadalajara, Jalisco
Régimen fiscal: 601 General de Ley Personas Morales

                    RECIBO DE NÓMINA  (CFDI 4.0 - Complemento de Nómina 1.2)
Folio: N-2026-0730          Folio fiscal (UUID): 7C1E2B90-44AF-4D1B-9A0E-5F3B21C8A6D4
Tipo de nómina: Ordinaria   Periodicidad: Semanal   Días pagados: 7
Periodo: 18/07/2026 al 24/07/2026            Fecha de pago: 24/07/2026

Trabajador: HERNÁNDEZ SALDAÑA JOSÉ ALFREDO              No. de empleado: 0388
RFC: HESA850917PQ2   CURP: HESA850917HJCRLL07   NSS: 04168512345
Puesto: Operador de tractocamión (quinta rueda)    Depto: Tráfico Pacífico
Salario diario: 350,00   SDI: 412,35   Fecha de ingreso: 03/02/2021
--------------------------------------------------------------------------------------------
PERCEPCIONES                                  | DEDUCCIONES
Clave Concepto                        Importe | Clave Concepto                      Importe
001   Sueldo                         2.450,00 | 002   ISR                            612,37
028   Comisiones por viaje           3.180,00 | 001   Seguridad social (IMSS)        168,45
010   Premio de puntualidad            245,00 | 010   Pago crédito Infonavit         540,00
049   Premio de asistencia             245,00 | 012   Anticipo de sueldo 15/07       500,00
Total percepciones                   6.120,00 | Total deducciones                  1.820,82
--------------------------------------------------------------------------------------------
OTROS PAGOS
003   Reembolso de casetas (viáticos comprobados)                 380,00

DETALLE DE COMISIONES POR VIAJE
Viaje      Fecha       Ruta                                            Km    Comisión
GDL-25871  18/07/2026  Guadalajara, Jal. - Manzanillo, Col.           305    1.050,00
MZO-25894  20/07/2026  Manzanillo, Col. - Lagos de Moreno, Jal.       420    1.180,00
LMO-25902  22/07/2026  Lagos de Moreno, Jal. - Guadalajara, Jal.      190      950,00
                                                                    Total    3.180,00

Total percepciones                        $     6.120,00
(-) Total deducciones                     $     1.820,82
(+) Otros pagos                           $       380,00
NETO A PAGAR                              $     4.679,18
(CUATRO MIL SEISCIENTOS SETENTA Y NUEVE PESOS 18/100 M.N.)
Forma de pago: Transferencia SPEI a cuenta BBVA ****5521      Moneda: MXN

Recibí de conformidad la cantidad arriba indicada, sin que se me adeude cantidad alguna
por concepto de salarios, tiempo extra, séptimo día ni prestación alguna a la fecha.

______________________________              Este documento es una representación impresa
Firma del trabajador                         de un CFDI.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 612000,
      netCents: 467918,
      date: '2026-07-24',
      broker: 'OPERADORA DE FLETES TAPATÍA, S.A. DE C.V.',
      tripNumber: 'GDL-25871',
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: 38000,
      deductions: [61237, 16845, 54000],
    },
  },
  {
    id: 'b22-trestle-factoring-schedule',
    issuer: 'Trestle Bridge Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring client remittance advice: centered letterhead, terms line, a schedule table of purchased invoices with per-invoice face, fee, reserve and advanced amounts, then a funding summary with a chargeback and ACH fee in parentheses and a reserve-account footer; DD MON YYYY dates',
    text: `                                      TRESTLE BRIDGE CAPITAL, LLC
                                     Freight Receivables Purchasing
    1919 Commerce St, Ste 700, Dallas TX 75201  *  800-555-0138  *  funding@trestlebridgecap.example

CLIENT REMITTANCE ADVICE - SCHEDULE OF ACCOUNTS PURCHASED
Client:   MAPLE HOLLOW TRUCKING LLC   (Client # TBC-20714)   MC 1055847
Schedule: 0805-20714-03                 Funding Date: 05 AUG 2026       Method: ACH
Terms:    Non-recourse | Advance 95% less fee | Reserve 5% | Discount fee 2.75% flat

Inv #  Account Debtor               Load/Ref #  Inv Date        Face Amt      Fee   Reserve   Advanced
--------------------------------------------------------------------------------------------------------
1041   Fenwick Crossing Logistics   FX-88213    31 JUL 2026     2,300.00    63.25    115.00   2,121.75
1042   Corliss Supply Chain LLC     PO 77310-B  01 AUG 2026     1,875.50    51.58     93.78   1,730.14
1043   Fenwick Crossing Logistics   FX-88260    03 AUG 2026     2,640.00    72.60    132.00   2,435.40
1044   Halverson-Pike Brokerage     4410927     03 AUG 2026       950.00    26.13     47.50     876.37
--------------------------------------------------------------------------------------------------------
4 invoices                                                      7,765.50   213.56    388.28   7,163.66

FUNDING SUMMARY
  Total face value purchased                                   7,765.50
  Less: discount fee (2.75%)                                    (213.56)
  Less: reserve withheld (5%)                                   (388.28)
  Less: chargeback - Inv 1029 short-paid by debtor              (125.00)
        (Halverson-Pike Brokerage, detention line disputed)
  Less: same-day ACH fee                                         (10.00)
  ----------------------------------------------------------------------
  NET FUNDS TRANSFERRED 05 AUG 2026                            7,028.66

Reserve account: prior balance 1,204.16 + withheld 388.28 - released 0.00 = 1,592.44
Reserve is released 45 days after debtor payment, net of any chargebacks or disputes.
Notice of Assignment on file: remit payment for the above invoices ONLY to Trestle Bridge Capital, LLC,
PO Box 660155, Dallas TX 75266-0155.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 776550,
      netCents: 702866,
      date: '2026-08-05',
      broker: 'Fenwick Crossing Logistics',
      tripNumber: 'FX-88213',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 38828,
      reimbursementsCents: null,
      deductions: [21356, 12500, 1000],
    },
  },
  {
    id: 'b22-pickerel-ca-quickpay-hst',
    issuer: 'Pickerel Lake Freight Brokers Ltd.',
    issuerKind: 'broker',
    country: 'CA',
    split: 'held_out',
    layout:
      'Canadian broker quick-pay advice in CAD: hash-banner title, colon-aligned payee block, a load table with linehaul, fuel surcharge, 13% HST and invoice-total columns and the lane on a second line, then the percentage quick-pay fee and HST on the fee subtracted to the amount paid; DD/MM/YYYY dates',
    text: `PICKEREL LAKE FREIGHT BROKERS LTD.
1420 Kingsway, Unit 6, Sudbury, ON  P3B 2E6   |   705-555-0191   |   carrierpay@pickerellake.example
HST/GST Reg. No. 79412 6633 RT0001

##############################  QUICKPAY PAYMENT ADVICE  ##############################

Payee (Carrier) : LINDQVIST CARTAGE INC.             Carrier No.: C-04471
                  277 Fielding Rd, Lively ON P3Y 1L8  CVOR 118-442-907
Payment No.     : QP-260914-0033
Payment Date    : 14/09/2026   (DD/MM/YYYY)
Method          : EFT to account ending 0925             Currency: CAD
Program         : QuickPay 2 business days - fee 2.5% of invoice total, plus HST on fee

Load #        Carrier Inv Delivered     Linehaul Fuel Surch.   HST 13%  Invoice Total
PLB-26-10377  LC-2291     09/09/2026    1,150.00      184.00    173.42       1,507.42
  Sudbury ON > Mississauga ON
PLB-26-10391  LC-2296     10/09/2026      700.00      112.00    105.56         917.56
  Mississauga ON > North Bay ON
                                       ---------  ----------  --------  -------------
TOTAL INVOICES PAID                     1,850.00      296.00    278.98       2,424.98

Less QuickPay fee (2.5% x 2,424.98)                                            -60.62
Less HST 13% on QuickPay fee                                                    -7.88
                                                                        =============
AMOUNT PAID (CAD)                                                            2,356.48

The QuickPay fee is a financial service charge invoiced by Pickerel Lake Freight Brokers Ltd.;
HST on the fee is shown separately. Payment is in full settlement of the carrier invoices listed.
Questions: carrierpay@pickerellake.example, quote Payment No.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 242498,
      netCents: 235648,
      date: '2026-09-14',
      broker: 'PICKEREL LAKE FREIGHT BROKERS LTD.',
      tripNumber: 'PLB-26-10377',
      miles: null,
      linehaulCents: 185000,
      fuelSurchargeCents: 29600,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [6062, 788],
    },
  },
  {
    id: 'b22-stillwater-reefer-boxed-two-column',
    issuer: 'Stillwater Reefer Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Reefer owner-operator pay statement with dotted-leader header fields, an all-caps load activity table (loaded, empty and paid miles, mile pay, FSC, stops) with a note line per load, a boxed two-column EARNINGS/DEDUCTIONS panel, separate reimbursements and a one-line net formula; compact DDMONYY dates',
    text: `STILLWATER REEFER LINES, INC.            OWNER-OPERATOR PAY STATEMENT
1604 S 16th Ave, Yakima WA 98902         STMT NO ........ 2043-1021
MC 745530  DOT 2210887                   STMT DATE ...... 21OCT26
(509) 555-0150                           PAY DATE ....... 23OCT26
                                         WEEK ........... 12OCT26 - 18OCT26
O/O: 2043  GRAYSON P. TOLLEFSON dba TOLLEFSON COLD FREIGHT
Tractor 2043 / Reefer trailer R-1188     Pay basis: all practical miles @ 1.700, FSC @ 0.500/mi

LOAD ACTIVITY
LOAD       DATE     FROM         TO              LD MI MT MI PAY MI  MILE PAY      FSC   STOPS
SRL-90215  12OCT26  YAKIMA WA    SACRAMENTO CA     728     0    728  1,237.60   364.00    0.00
           Temp 34F  BOL 7720041
SRL-90233  15OCT26  STOCKTON CA  BOISE ID          612    48    660  1,122.00   330.00   75.00
           Temp -10F  BOL 7720118  MT from Sacramento
SRL-90260  18OCT26  NAMPA ID     SEATTLE WA        498    22    520    884.00   260.00   75.00
           Temp 36F  BOL 7720177  Stop: Tacoma WA
                                                 ----- ----- ------ --------- --------  ------
WEEK TOTALS                                      1,838    70  1,908  3,243.60   954.00  150.00

+--------------------------------------+----------------------------------------+
| EARNINGS                             | DEDUCTIONS                             |
| MILEAGE PAY                 3,243.60 | FUEL - PILOT/FJ ACCT          1,688.09 |
| FUEL SURCHARGE                954.00 | REEFER FUEL                     212.40 |
| EXTRA STOPS 2 @ 75            150.00 | PHYS DAMAGE INS                 118.00 |
|                                      | CARGO CLAIM DEDUCT              250.00 |
|                                      | MAINT RESERVE .05/MI             95.40 |
|                                      | ADVANCE 14OCT26                 200.00 |
|                           ---------- |                             ---------- |
| GROSS PAY                   4,347.60 | TOTAL DEDUCTIONS              2,563.89 |
+--------------------------------------+----------------------------------------+

REIMBURSEMENTS (receipts attached)
   WASHOUT - YAKIMA                   45.00
   SCALE - CAT #2                     13.75
   TOTAL REIMBURSEMENTS               58.75

   GROSS 4,347.60 - DEDUCTIONS 2,563.89 + REIMB 58.75
   = NET PAY (DIRECT DEPOSIT 23OCT26) .......... 1,842.46

CARGO CLAIM DEDUCT: claim SRL-C-0917 (temp excursion, load SRL-89870), O/O share per lease 9(c).
MAINT RESERVE BALANCE: 2,861.55    ADVANCE BALANCE OWED: 0.00
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 434760,
      netCents: 184246,
      date: '2026-10-23',
      broker: 'STILLWATER REEFER LINES, INC.',
      tripNumber: 'SRL-90215',
      miles: 1908,
      linehaulCents: 324360,
      fuelSurchargeCents: 95400,
      advancesCents: 20000,
      escrowCents: 9540,
      reimbursementsCents: 5875,
      deductions: [168809, 21240, 11800, 25000],
    },
  },
];

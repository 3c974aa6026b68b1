import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 34: ten trucking pay documents written without looking at the extractor.
 *
 * Kinds: five settlement statements (percentage-pay carrier, lease-purchase lessor with a reserve
 * release, dispatch service remittance, French Quebec carrier with TPS/TVQ, team ledger with CR/DR and
 * running balance), two pay stubs (US biweekly company driver, Mexican CFDI recibo de nomina), one
 * factoring funding schedule, one Ontario broker QuickPay advice, and one broker rate confirmation.
 * Countries: 7 US, 2 CA (one French), 1 MX (Spanish).
 * Layouts: side-by-side earnings/deductions columns, a fully boxed statement, lettered sections,
 * space-thousands comma-decimal amounts, a mainframe ledger with CR/DR flags, a six-cell summary grid,
 * keyed percepciones/deducciones, per-invoice fee/reserve columns with parenthesised adjustments,
 * a letter-style advice with per-load blocks, and a two-column stop layout; dates in MM/DD/YY,
 * month names, ISO, French and Spanish forms, DDMONYYYY, Mon-DD-YYYY and YYYY/MM/DD.
 */
export const HELD_OUT_DOCUMENTS_34: CorpusDocument[] = [
  {
    id: 'b34-nueces-bend-pct-two-column',
    issuer: 'Nueces Bend Carriers, LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-of-revenue owner-operator settlement: trip grid with revenue, FSC, accessorial and 72% share columns, then side-by-side EARNINGS and DEDUCTIONS columns, a separate reimbursements block and a boxed net recap; MM/DD/YY dates',
    text: `NUECES BEND CARRIERS, LLC                                 OWNER-OPERATOR SETTLEMENT
5120 Agnes St  Corpus Christi, TX 78405                  Settlement #:  11-0312-OO
Ph (361) 555-0148   Fax (361) 555-0149                   Check Date:    03/20/26
USDOT 3318204   MC 1120457                               Pay Method:    ACH

Contractor: 0417  RAMIRO L. OCHOA dba OCHOA TRUCKING      Tractor: 417  Trlr: 53R112
Settlement Period: 03/08/26 - 03/14/26                    Pay Basis: 72% LH / 100% FSC

TRIP DETAIL
Trip #    Ship Dt   Origin            Destination         Mi   Revenue     FSC    Acc 72% Share
-----------------------------------------------------------------------------------------------
NB-77120  03/09/26  CORPUS CHRISTI TX LAREDO TX          148    950.00   88.80   0.00    684.00
NB-77126  03/10/26  LAREDO TX         HOUSTON TX         317  1,480.00  190.20  75.00  1,065.60
NB-77139  03/11/26  HOUSTON TX        SAN ANTONIO TX     197  1,125.00  118.20   0.00    810.00
NB-77151  03/13/26  SAN ANTONIO TX    CORPUS CHRISTI TX  143    865.50   85.80   0.00    623.16
-----------------------------------------------------------------------------------------------
TOTALS              4 trips                              805  4,420.50  483.00  75.00  3,182.76
  Acc: NB-77126 detention 3 hrs @ Houston consignee (paid 100%)

EARNINGS                                    DEDUCTIONS
  Linehaul share (72%)          3,182.76      Fuel - EFS card (9 txns)           612.34
  Fuel surcharge (100%)           483.00      EFS money code advance 03/11       300.00
  Detention                        75.00      Physical damage ins.                58.00
                                              Occupational accident               31.50
                                              IFTA / permits                      22.00
                                              ELD subscription                    12.00
                                              Escrow deposit                      75.00
  TOTAL EARNINGS                3,740.76      TOTAL DEDUCTIONS                 1,110.84

REIMBURSEMENTS (receipts on file)
  CAT scale ticket 03/10 Laredo                 12.50
  Toll - Camino Colombia 03/10                  14.00
  TOTAL REIMBURSEMENTS                          26.50

============================================================
  TOTAL EARNINGS                3,740.76
  LESS TOTAL DEDUCTIONS        -1,110.84
  PLUS REIMBURSEMENTS             +26.50
  NET PAY (ACH 03/20/26)       $2,656.42
============================================================
Escrow balance: 1,425.00 (target 2,500.00)
Questions? settlements@nuecesbend.example  -  disputes within 15 days of check date
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 374076,
      netCents: 265642,
      date: '2026-03-20',
      broker: 'NUECES BEND CARRIERS, LLC',
      tripNumber: 'NB-77120',
      miles: 805,
      linehaulCents: 318276,
      fuelSurchargeCents: 48300,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 2650,
      deductions: [61234, 5800, 3150, 2200, 1200],
    },
  },
  {
    id: 'b34-pottawatomie-lease-boxed-reserve',
    issuer: 'Pottawatomie Lease Services, Inc.',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase settlement drawn as one ASCII box with sections (loads grid with loaded/empty/paid miles, earnings, deductions incl. lease payment and per-mile maintenance reserve, other credits with a reserve release, net, reserve account roll-forward); month-name dates',
    text: `+======================================================================================+
| POTTAWATOMIE LEASE SERVICES, INC.              CONTRACTOR SETTLEMENT STATEMENT       |
| 1800 Kaw Valley Rd, Wamego, KS 66547           Statement Date: March 16, 2026        |
| (785) 555-0163   USDOT 2961447   MC 984410     Statement No.: W11-2291               |
+======================================================================================+
| Lessee/Contractor: DARNELL K. FRYE (Frye Freight)   Contractor ID: LP-0388           |
| Lease-purchase unit: 2291 (2021 Freightliner Cascadia)  Trailer: PL5340              |
| Work week: March 8, 2026 through March 14, 2026                                      |
| Pay: $1.55 per paid mile (loaded + empty); FSC $0.47 per loaded mile                 |
+--------------------------------------------------------------------------------------+
| LOADS                                                                                |
| Order #   Date   Lane                         Ld  MT  Paid   Mileage     FSC  Stops  |
| PLS-23081 Mar 9  Topeka KS - Omaha NE        168  22   190    294.50   78.96   0.00  |
| PLS-23094 Mar 10 Omaha NE - Denver CO        539   0   539    835.45  253.33  50.00  |
| PLS-23110 Mar 12 Denver CO - Salina KS       427  41   468    725.40  200.69   0.00  |
| PLS-23117 Mar 13 Salina KS - Kansas City MO  181  12   193    299.15   85.07   0.00  |
|                  TOTALS                     1315  75  1390  2,154.50  618.05  50.00  |
|   PLS-23094: extra stop Lincoln NE (1 @ $50.00)                                      |
+--------------------------------------------------------------------------------------+
| EARNINGS                                                                             |
|    Mileage pay  (1,390 paid mi x 1.55)                                  2,154.50     |
|    Fuel surcharge (1,315 loaded mi x 0.47)                                618.05     |
|    Stop pay                                                                50.00     |
|    GROSS EARNINGS                                                       2,822.55     |
+--------------------------------------------------------------------------------------+
| DEDUCTIONS                                                                           |
|    Tractor lease pmt - unit 2291 (wk 37 of 156)                           625.00     |
|    Fuel - Pilot/Flying J (7 purchases)                                    718.42     |
|    Liability / cargo insurance                                            142.00     |
|    IRP plate - weekly                                                      24.50     |
|    Cash advance Mar 11 (Comdata)                                          200.00     |
|    Maintenance reserve  1,390 mi x $0.08                                  111.20     |
|    TOTAL DEDUCTIONS                                                     1,821.12     |
+--------------------------------------------------------------------------------------+
| OTHER CREDITS                                                                        |
|    Maint. reserve release - WO 4471 steer tires                           650.00     |
+--------------------------------------------------------------------------------------+
| NET SETTLEMENT  (gross - deductions + credits)                         $1,651.43     |
| Direct deposit: March 18, 2026   Acct ending 6610                                    |
+--------------------------------------------------------------------------------------+
| MAINTENANCE RESERVE ACCOUNT                                                          |
|    Beginning 2,310.40   + deposit 111.20   - release 650.00   = Ending 1,771.60      |
+======================================================================================+
Lease balance after this payment: 69,375.00 (119 payments remaining)
This statement is provided per 49 CFR 376.12. Report discrepancies within 10 days.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 282255,
      netCents: 165143,
      date: '2026-03-18',
      broker: 'POTTAWATOMIE LEASE SERVICES, INC.',
      tripNumber: 'PLS-23081',
      miles: 1390,
      linehaulCents: 215450,
      fuelSurchargeCents: 61805,
      advancesCents: 20000,
      escrowCents: 11120,
      reimbursementsCents: null,
      deductions: [62500, 71842, 14200, 2450],
    },
  },
  {
    id: 'b34-quivira-dispatch-lettered-sections',
    issuer: 'Quivira Dispatch Services LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service remittance to a carrier in lettered sections A-E (loads collected per broker with a per-load 9% fee column and subtotal row, accessorials, reimbursements, charges, settlement line with NET ACH SENT); ISO dates, all-in rates',
    text: `QUIVIRA DISPATCH SERVICES LLC
2201 Menaul Blvd NE Ste 140  |  Albuquerque NM 87107  |  505-555-0177
Dispatch & billing agent for independent motor carriers

CARRIER REMITTANCE STATEMENT                      Statement ID: QDS-2026-0311-HRF
Carrier: HIDALGO ROAD FREIGHT LLC   MC 1298833 / DOT 3604127
Service period: 2026-03-09 to 2026-03-15          Prepared: 2026-03-16

A. LOADS COLLECTED (billed in carrier's name, collected into QDS trust acct)
Pickup      Broker                    Load #       Lane                         Miles      Rate  Fee 9%
----------  ------------------------- -----------  ---------------------------- ----- --------- -------
2026-03-09  Mesa Verde Brokerage Inc  MVB-3381907  Albuquerque NM > Phoenix AZ    421  1,650.00  148.50
2026-03-11  Llano Estacado Logistics  88104522     Phoenix AZ > El Paso TX        431  1,275.00  114.75
2026-03-12  Caprock Freight Solutions CFS-20977    El Paso TX > Amarillo TX       437  1,390.00  125.10
2026-03-14  Mesa Verde Brokerage Inc  MVB-3384110  Amarillo TX > Albuquerque NM   287    980.00   88.20
                                                   Subtotal (4 loads)            1576  5,295.00  476.55
  Rates are all-in flat rates as confirmed by the broker (FSC included).

B. ACCESSORIALS
   88104522  Detention at receiver El Paso TX, 3.0 hrs x $50.00              150.00

   TOTAL CARRIER REVENUE (A + B)                                           5,445.00

C. REIMBURSEMENTS
   CFS-20977  Lumper paid by driver, Amarillo (rcpt 00417)                   185.00

D. CHARGES
   Dispatch fee 9% (see column above)                                        476.55
   QuickPay discount passed through - Llano Estacado 2% on 88104522           25.50
   QDS pool trailer rental - wk 11 (trl Q-5307)                              175.00
   Fuel advance - Comchek 2026-03-11 (repay)                                 400.00
   TOTAL CHARGES                                                           1,077.05

E. SETTLEMENT
   Revenue 5,445.00  +  Reimbursements 185.00  -  Charges 1,077.05
   NET ACH SENT TO CARRIER ........................ USD 4,552.95
   ACH sent: 2026-03-17   Trace 091000019384410   Acct ****2275

Broker funds are held in trust and disbursed weekly. Fee schedule per Dispatch
Agreement dated 2025-08-04. QDS is not the motor carrier of record.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 544500,
      netCents: 455295,
      date: '2026-03-17',
      broker: 'QUIVIRA DISPATCH SERVICES LLC',
      tripNumber: 'MVB-3381907',
      miles: 1576,
      linehaulCents: 529500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 18500,
      deductions: [47655, 2550, 17500],
    },
  },
  {
    id: 'b34-pohenegamook-releve-fr-taxes',
    issuer: 'Transports Pohénégamook inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator settlement (relevé de règlement) with a trip table paid per mile, revenue block with TPS/TVQ added into a taxes-included total, retenues incl. advance and reserve fund, toll reimbursements and a ruled net line; space-thousands comma-decimal amounts, French month-name dates',
    text: `TRANSPORTS POHÉNÉGAMOOK INC.
1290, rue Principale, Pohénégamook (Québec)  G0L 1J0
Tél. : 418 555-0136   NEQ 1164829031   NSC QC-418-552-109   USDOT 2218904

            RELEVÉ DE RÈGLEMENT - VOITURIER-PROPRIÉTAIRE

Voiturier : 9387-4410 Québec inc. (Gervais Pelletier)      No voiturier : VP-028
Camion : 28   Remorque : TP-5311                           Relevé no : 2026-11-028
Période : du 8 mars 2026 au 14 mars 2026
Date de dépôt : 19 mars 2026
TPS 741205836 RT0001    TVQ 1228930417 TQ0001 (voiturier inscrit)

VOYAGES
  Voyage   Date     Trajet                           Milles   Taux 1,72 Surch. 0,38
  ---------------------------------------------------------------------------------
  PH-55302 9 mars   Pohénégamook QC -> Lewiston ME      268      460,96     101,84
  PH-55317 10 mars  Lewiston ME -> Worcester MA         171      294,12      64,98
  PH-55329 11 mars  Worcester MA -> Montréal QC         318      546,96     120,84
  PH-55340 13 mars  Montréal QC -> Pohénégamook QC      298      512,56     113,24
  ---------------------------------------------------------------------------------
                    Total                              1055    1 814,60     400,90

REVENUS
  Milles payés (1 055 mi x 1,72 $)                               1 814,60 $
  Surcharge carburant (1 055 mi x 0,38 $)                          400,90 $
  Prime frontière (2 passages x 35,00 $)                            70,00 $
  Sous-total                                                     2 285,50 $
  TPS 5 %                                                          114,28 $
  TVQ 9,975 %                                                      227,98 $
  TOTAL DES REVENUS (taxes incluses)                             2 627,76 $

RETENUES
  Carburant - carte FCS (6 transactions)                           689,47 $
  Assurance responsabilité et marchandises                          96,00 $
  Frais satellite / DCE                                             18,00 $
  Immatriculation SAAQ (quote-part hebdo)                           41,25 $
  Avance de fonds du 13 mars                                       300,00 $
  Fonds de réserve (retenue hebdomadaire)                          100,00 $
  TOTAL DES RETENUES                                             1 244,72 $

REMBOURSEMENTS (pièces justificatives)
  Péage - Maine Turnpike, 9 mars                                    23,45 $
  Péage - Mass Pike, 11 mars                                        16,80 $
  TOTAL DES REMBOURSEMENTS                                          40,25 $

  =========================================================================
  MONTANT NET DÉPOSÉ (dépôt direct, 19 mars 2026)                1 423,29 $
  =========================================================================
Solde du fonds de réserve après retenue : 2 600,00 $
Montants en dollars canadiens. Toute contestation doit être faite par écrit dans les
15 jours suivant la date de dépôt. Page 1 de 1
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 262776,
      netCents: 142329,
      date: '2026-03-19',
      broker: 'TRANSPORTS POHÉNÉGAMOOK INC.',
      tripNumber: 'PH-55302',
      miles: 1055,
      linehaulCents: 181460,
      fuelSurchargeCents: 40090,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: 4025,
      deductions: [68947, 9600, 1800, 4125],
    },
  },
  {
    id: 'b34-schoharie-team-ledger-crdr',
    issuer: 'Schoharie Valley Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Mainframe-style contractor account ledger for a team: one line per credit/charge with CR/DR indicator and a running balance column, a gross compensation marker line, closing NET DUE CONTRACTOR balance and an ACH disbursement line; DDMONYYYY dates',
    text: `SCHOHARIE VALLEY CARRIERS, INC.                         CONTRACTOR ACCOUNT LEDGER
PO BOX 318  -  COBLESKILL NY 12043  -  518.555.0121      WEEK ENDING 13MAR2026
MC-507731   USDOT 1440982                               RUN DATE 16MAR2026 06:12

CONTRACTOR  T-0612  BARRETT TEAM EXPRESS LLC (W. & L. BARRETT)     UNIT 612
PAY BASIS   TEAM  1.920/DISP MI   FSC .520/DISP MI   STOP 60.00

DATE   REF        DESCRIPTION                              AMOUNT         BALANCE
---------------------------------------------------------------------------------
06MAR             OPENING BALANCE                                             .00
07MAR  SVC-118840 TEAM MILES ALB-ATL 1,012 MI @ 1.920    1,943.04 CR  1,943.04 CR
07MAR  SVC-118840 FUEL SURCHARGE 1,012 MI @ .520           526.24 CR  2,469.28 CR
07MAR  SVC-118840 EXTRA STOP - MACON GA                     60.00 CR  2,529.28 CR
09MAR  SVC-118871 TEAM MILES ATL-DAL 781 MI @ 1.920      1,499.52 CR  4,028.80 CR
09MAR  SVC-118871 FUEL SURCHARGE 781 MI @ .520             406.12 CR  4,434.92 CR
11MAR  SVC-118903 TEAM MILES DAL-HAR 1,386 MI @ 1.920    2,661.12 CR  7,096.04 CR
11MAR  SVC-118903 FUEL SURCHARGE 1,386 MI @ .520           720.72 CR  7,816.76 CR
                  ** GROSS COMPENSATION                  7,816.76 CR
08MAR  TCH 55102  FUEL - TCH CARD  WILLIAMSBURG VA         612.40 DR  7,204.36 CR
10MAR  TCH 55187  FUEL - TCH CARD  MERIDIAN MS             588.11 DR  6,616.25 CR
11MAR  TCH X4418  CASH ADVANCE - TCH EXPRESS CODE          500.00 DR  6,116.25 CR
12MAR  TCH 55240  FUEL - TCH CARD  BRISTOL VA              701.95 DR  5,414.30 CR
13MAR  INS-0311   OCC ACC - DRIVER 1 (W.BARRETT)            36.00 DR  5,378.30 CR
13MAR  INS-0311   OCC ACC - DRIVER 2 (L.BARRETT)            36.00 DR  5,342.30 CR
13MAR  TRL-0311   TRAILER USAGE  SV53-208                  140.00 DR  5,202.30 CR
13MAR  PP-0311    PREPASS / TOLL TRANSPONDER FEE            14.75 DR  5,187.55 CR
13MAR  ESC-0311   ESCROW DEPOSIT                           250.00 DR  4,937.55 CR
13MAR  RCPT 0311  TOLL REIMB - NJTP/PA TPK RECEIPTS         58.20 CR  4,995.75 CR
---------------------------------------------------------------------------------
                  NET DUE CONTRACTOR                                  4,995.75 CR

DISBURSEMENT   ACH 17MAR2026   AMOUNT 4,995.75   TO ACCT XXXXX0947
MILES THIS WEEK  3,179 DISPATCHED   ESCROW BAL 3,750.00   ADV BAL .00

CR = CREDIT TO CONTRACTOR   DR = CHARGE TO CONTRACTOR
*** END OF LEDGER ***
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 781676,
      netCents: 499575,
      date: '2026-03-17',
      broker: 'SCHOHARIE VALLEY CARRIERS, INC.',
      tripNumber: 'SVC-118840',
      miles: 3179,
      linehaulCents: 610368,
      fuelSurchargeCents: 165308,
      advancesCents: 50000,
      escrowCents: 25000,
      reimbursementsCents: 5820,
      deductions: [61240, 58811, 70195, 3600, 3600, 14000, 1475],
    },
  },
  {
    id: 'b34-osceola-paystub-summary-grid',
    issuer: 'Osceola Flatwoods Transport, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Biweekly company-driver earnings statement with rate/units/current/YTD earnings table, separate pre-tax, tax and after-tax deduction blocks, a non-taxable reimbursement, a six-cell boxed summary row ending in NET PAY, and a split direct-deposit distribution',
    text: `OSCEOLA FLATWOODS TRANSPORT, INC.                               EARNINGS STATEMENT
3015 Drane Field Rd                                   Company Code  OFT / 00218
Lakeland, FL 33811                                    Check No.     ACH 0031447
(863) 555-0190  USDOT 2650318                         Pay Date      03/20/2026
                                                      Period        03/01/2026 - 03/14/2026

Employee:  DWAYNE T. RUSKIN                 Emp ID 10422      Dept 220 Regional Drivers
           1417 Wabash Ave, Mulberry FL 33860   SSN XXX-XX-4417   Pay Freq: Biweekly
Federal: Single, Step 2 not checked      State: FL (no state income tax)

EARNINGS            RATE        UNITS          CURRENT            YTD
Mileage           0.5800        4,286         2,485.88      14,327.74
Stop Pay         25.0000         8.00           200.00       1,075.00
Detention        20.0000         3.50            70.00         300.00
Safety Bonus                                    100.00         300.00
GROSS PAY                                     2,855.88      16,002.74

PRE-TAX DEDUCTIONS                      CURRENT            YTD
Medical - BCBS PPO EE                   96.40         578.40
Dental                                  11.20          67.20
401(k) 4%                              114.24         640.62

TAXES                                   CURRENT            YTD
Federal Income Tax                     241.37       1,350.93
Social Security                        170.39         947.66
Medicare                                39.85         221.63

AFTER-TAX DEDUCTIONS                    CURRENT            YTD
Voluntary Life                           6.50          39.00

NON-TAXABLE REIMBURSEMENT               CURRENT            YTD
Tolls / Scales (exp rpt 0309)           23.75         111.15

+--------------+--------------+--------------+--------------+--------------+--------------+
|  Gross Pay   |  Pre-Tax Ded |    Taxes     | After-Tax Ded|  Reimburse.  |   NET PAY    |
|     2,855.88 |       221.84 |       451.61 |         6.50 |        23.75 |     2,199.68 |
+--------------+--------------+--------------+--------------+--------------+--------------+
Federal taxable wages: 2,634.04    FICA/Medicare wages: 2,748.28

DIRECT DEPOSIT DISTRIBUTION
  Savings   Suncoast CU  XXXXXX8812   fixed        150.00
  Checking  Suncoast CU  XXXXXX3372   balance    2,049.68
  Total deposited                                 2,199.68

PTO balance 22.00 hrs   Miles YTD 24,703   THIS IS NOT A CHECK - NON-NEGOTIABLE
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 285588,
      netCents: 219968,
      date: '2026-03-20',
      broker: 'OSCEOLA FLATWOODS TRANSPORT, INC.',
      tripNumber: null,
      miles: 4286,
      linehaulCents: 248588,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 2375,
      deductions: [9640, 1120, 11424, 24137, 17039, 3985, 650],
    },
  },
  {
    id: 'b34-verdemar-nomina-cfdi',
    issuer: 'Verdemar Autotransportes del Golfo, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish weekly payroll receipt (recibo de nómina, printed CFDI) for a company truck driver: percepciones with keyed concepts incl. per-trip commissions, deducciones incl. ISR/IMSS/INFONAVIT and a travel-advance discount, NETO PAGADO with amount in words, UUID footer and signature line; DD/MM/YYYY dates, MXN',
    text: `VERDEMAR AUTOTRANSPORTES DEL GOLFO, S.A. DE C.V.
RFC: VAG090512KT3   Registro Patronal IMSS: Y6114327104
Carretera Federal Veracruz-Xalapa Km 6.5, Col. Lomas de Río Medio, C.P. 91809, Veracruz, Ver.

                 RECIBO DE NÓMINA  (Representación impresa de un CFDI)

Folio: N-2026-1187          Tipo de nómina: Ordinaria   Periodicidad: Semanal (02)
Periodo: 09/03/2026 al 15/03/2026      Días pagados: 7      Fecha de pago: 20/03/2026

Trabajador: HERIBERTO SALAS CUEVAS          No. empleado: 0743
RFC: SACH850214LQ1   CURP: SACH850214HVZLVR09   NSS: 65038512474
Puesto: Operador de tractocamión (Licencia federal E)   Depto: Operaciones - Sencillo
Salario diario: $315.04   SDI: $329.33   Banco: BBVA  Cta. ****5520

PERCEPCIONES
  Cve  Concepto                                                  Importe
  001  Sueldo (7 días x 315.04)                                 2,205.28
  028  Comisión viaje V-20931 Veracruz, Ver. - Puebla, Pue.     1,150.00
  028  Comisión viaje V-20954 Puebla, Pue. - Cd. de México        980.00
  028  Comisión viaje V-20967 Cd. de México - Veracruz, Ver.     1,420.00
  010  Premio de asistencia (10%)                                 220.53
  Total percepciones                                            5,975.81

DEDUCCIONES
  Cve  Concepto                                                  Importe
  002  ISR (retención)                                            812.46
  001  Cuota obrera IMSS                                          151.37
  010  Crédito INFONAVIT No. 3012459876                           438.90
  004  Descuento anticipo de viáticos (12/03/2026)                600.00
  019  Cuota sindical                                              45.00
  Total deducciones                                             2,047.73

  NETO PAGADO (transferencia)                                  $3,928.08
  (TRES MIL NOVECIENTOS VEINTIOCHO PESOS 08/100 M.N.)

Moneda: MXN   Método de pago: PUE   Forma de pago: 99
UUID: 5B7E2C91-0D4A-4F3B-9C21-7A66E0D13F58
Fecha de certificación: 2026-03-20T10:14:37   No. certificado SAT: 00001000000512345678

Recibí de VERDEMAR AUTOTRANSPORTES DEL GOLFO, S.A. DE C.V. la cantidad neta indicada, sin que
se me adeude cantidad alguna por concepto de salarios o prestaciones a la fecha.

                                   ______________________________
                                        Firma del trabajador
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 597581,
      netCents: 392808,
      date: '2026-03-20',
      broker: 'VERDEMAR AUTOTRANSPORTES DEL GOLFO, S.A. DE C.V.',
      tripNumber: 'V-20931',
      miles: null,
      linehaulCents: 355000,
      fuelSurchargeCents: null,
      advancesCents: 60000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [81246, 15137, 43890, 4500],
    },
  },
  {
    id: 'b34-pemigewasset-schedule-fee-reserve-cols',
    issuer: 'Pemigewasset Capital Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring schedule/funding advice: invoice grid with debtor, load ref, face, per-invoice 3% fee, 10% reserve and net-funded columns plus totals row, then an adjustments block with parenthesised chargeback and wire fee down to AMOUNT WIRED, and a reserve summary; Mon-DD-YYYY and MM/DD/YY dates',
    text: `PEMIGEWASSET CAPITAL FUNDING, LLC
Accounts Receivable Purchase  |  14 Loudon Rd, Suite 3B, Concord NH 03301  |  603-555-0114

                         SCHEDULE OF ACCOUNTS / FUNDING ADVICE

Client:   MERRIMACK BROOK TRANSPORT LLC  (Client No. C-2241)   MC 1187620
Schedule: 0388            Received: Mar-17-2026            Funding Date: Mar-18-2026
Recourse factoring - fee 3.0% flat (0-30 days), reserve 10% held to collection

Inv # Debtor                         Load / Ref   Inv Dt     Face Amt   Fee 3%   Rsv 10% Net Funded
===================================================================================================
1061  Granite Ledge Logistics, Inc.  GLL-55120    03/12/26   2,450.00    73.50    245.00   2,131.50
1062  Seacoast Freight Partners      PRO 7719034  03/13/26   1,875.00    56.25    187.50   1,631.25
1063  Granite Ledge Logistics, Inc.  GLL-55188    03/16/26   3,120.00    93.60    312.00   2,714.40
1064  Kancamagus Brokerage LLC       KB-40915     03/16/26     980.00    29.40     98.00     852.60
---------------------------------------------------------------------------------------------------
      SCHEDULE TOTALS (4 invoices)                           8,425.00   252.75    842.50   7,329.75

ADJUSTMENTS TO THIS FUNDING
   Net funded on schedule 0388                                       7,329.75 
   Less: chargeback inv 1019 - Seacoast short pay                     (125.00)
   Less: same-day wire fee                                             (20.00)
   AMOUNT WIRED TO CLIENT                                            7,184.75 

   (Seacoast paid inv 1019 less detention of 125.00 - detention not approved by debtor)

   Wire ref PCF-0388-0318   TD Bank acct ending 4051   value date Mar-18-2026

RESERVE ACCOUNT SUMMARY
   Reserve held on open invoices (after this schedule):  6,912.40
   Reserve withheld this schedule:                       842.50
   Next reserve release date:                            Apr-01-2026

Debtors have been notified to remit to: Pemigewasset Capital Funding, LLC, PO Box 1772,
Concord NH 03302. Invoices not collected within 90 days are subject to recourse.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 842500,
      netCents: 718475,
      date: '2026-03-18',
      broker: 'Granite Ledge Logistics, Inc.',
      tripNumber: 'GLL-55120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 84250,
      reimbursementsCents: null,
      deductions: [25275, 12500, 2000],
    },
  },
  {
    id: 'b34-thessalon-quickpay-letter-hst',
    issuer: 'Thessalon River Logistics Inc.',
    issuerKind: 'broker',
    country: 'CA',
    split: 'held_out',
    layout:
      "Ontario broker's QuickPay remittance in letter form: one block per load (line haul, FSC, detention, HST 13% and invoice total), then a ruled recap with 2.5% QuickPay discount and pallet-exchange charge down to EFT AMOUNT (CAD); YYYY/MM/DD dates",
    text: `THESSALON RIVER LOGISTICS INC.
70 Foster Drive, Unit 210, Sault Ste. Marie, ON  P6A 5X6
Tel 705-555-0183  |  carrierpay@thessalonriver.example  |  HST# 80417 2293 RT0001

QUICKPAY REMITTANCE ADVICE                               Payment date: 2026/03/19
                                                         Remittance #: QP-260319-044
Pay to:  ALGOMA RIDGE HAULING LTD.  (Carrier ID 20991, CVOR 163-881-402)
         1120 Second Line W, Sault Ste. Marie ON P6B 4K1

Dear Carrier Partner,
You elected QuickPay (payment within 5 business days of clean POD) on the
loads below. Amounts are in Canadian dollars.

  Load TRL-118842   Carrier invoice AR-0412   Delivered 2026/03/10
  Sault Ste. Marie ON to Sudbury ON
      Line haul                                1,150.00
      Fuel surcharge                             172.50
      HST 13% (ON)                               171.93
      Invoice total                            1,494.43

  Load TRL-118907   Carrier invoice AR-0415   Delivered 2026/03/12
  Sudbury ON to Etobicoke ON
      Line haul                                1,480.00
      Fuel surcharge                             222.00
      Detention (1.5 hr approved)                 85.00
      HST 13% (ON)                               232.31
      Invoice total                            2,019.31

  ------------------------------------------------------
  Total invoices paid (2)                      3,513.74
  Less QuickPay discount 2.5%                    -87.84
  Less pallet exchange TRL-118907 (4)            -60.00
  ------------------------------------------------------
  EFT AMOUNT (CAD)                             3,365.90

EFT deposited to RBC acct ***-***-7730 on 2026/03/19. Allow 1 business day.
Pallet exchange: 4 pallets not returned at Sudbury shipper @ 15.00 each.
Questions within 30 days: Carrier Accounts, ext. 4.   Thank you for hauling with TRL.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 351374,
      netCents: 336590,
      date: '2026-03-19',
      broker: 'THESSALON RIVER LOGISTICS INC.',
      tripNumber: 'TRL-118842',
      miles: null,
      linehaulCents: 263000,
      fuelSurchargeCents: 39450,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [8784, 6000],
    },
  },
  {
    id: 'b34-nehalem-ratecon-two-pickups',
    issuer: 'Nehalem Bay Logistics, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker reefer rate and load confirmation with header grid, two pickup stops side by side in two columns plus one delivery, pickup/PO numbers, a carrier pay block (flat line haul, FSC, extra pickup) totalled to TOTAL CARRIER PAY, then detention/lumper/TONU terms not included in the total',
    text: `NEHALEM BAY LOGISTICS, LLC
Licensed Property Broker  MC 1064482  |  USDOT 3297716
1220 SW Morrison St, Ste 808, Portland, OR 97205   Dispatch: (503) 555-0157

================  CARRIER RATE AND LOAD CONFIRMATION  ================

Load #:        NBL-604417                Date issued:  March 19, 2026
Booked by:     Tessa Lindqvist  x212     Equipment:    53' Reefer, continuous 34 F
Carrier:       WILLAMETTE CREST TRUCKING INC   MC 872315   Driver: R. Okoye  (541) 555-0102
Truck / Trlr:  114 / WC5322

STOP 1 - PICKUP                          STOP 2 - PICKUP
Coast Range Dairy Cooperative            Nestucca Valley Creamery
4185 Hwy 101 N, Tillamook OR 97141       33505 Hwy 101 S, Cloverdale OR 97112
Mon 03/23/2026  appt 06:00               Mon 03/23/2026  appt 09:30
PU# CRD-88130   PO 4500771823            PU# NVC-2271    PO 4500771840
18 plts cheese, 22,400 lb                8 plts butter, 9,600 lb

STOP 3 - DELIVERY
Sierra Foothill Grocers DC, 8800 Elder Creek Rd, Sacramento CA 95828
Tue 03/24/2026  appt 14:00 (FCFS after 12:00)    Delivery ref: SFG-PO 7731-0456
Total weight 32,000 lb   26 pallets   Temp 34 F   Seal # required at each stop

CARRIER PAY (USD)
   Line haul (flat)                             2,650.00
   Fuel surcharge                                 385.00
   Additional pickup (stop 2)                     100.00
                                            ------------
   TOTAL CARRIER PAY                           $3,135.00

   Detention: $50.00/hr after 2 hrs free, must be reported while on site.
   Lumper: reimbursed with receipt only, approved by broker before payment.
   TONU: $150.00 if cancelled after dispatch.

TERMS: Payment 30 days from receipt of signed POD and invoice; QuickPay 2% / 3 days.
Send invoices to ap@nehalembay.example referencing Load # NBL-604417. Carrier may
not re-broker, co-broker or double-broker this load. Reefer download may be required.
Carrier must maintain temperature and provide unit run log on request.

Accepted for carrier: ____________________   Date: __________
Nehalem Bay Logistics, LLC - Page 1 of 1
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 313500,
      broker: 'NEHALEM BAY LOGISTICS, LLC',
      tripNumber: 'NBL-604417',
    },
  },
];

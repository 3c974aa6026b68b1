import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 19: ten trucking pay documents written without looking at the extractor.
 * Kinds: five owner-operator settlements (carrier percentage-of-revenue with CR/DR ledger, lessor
 * lease-purchase with side-by-side columns, dispatch service pipe table, French Quebec relevé with
 * TPS/TVQ, Mexican boxed liquidación with IVA and retenciones), two pay stubs (US Louisiana tank
 * driver with YTD columns, Ontario hourly AZ driver with top summary boxes and dot leaders), one
 * factoring purchase/funding notice, one broker QuickPay remittance and one broker rate confirmation.
 * Countries: 7 US, 2 CA (one French), 1 MX. Dates vary: MM/DD/YYYY, month names, ISO, French month
 * names, DD/MM/YYYY, DD-Mon-YYYY, YYYY/MM/DD, DD MON YYYY and M/D/YY.
 */
export const HELD_OUT_DOCUMENTS_19: CorpusDocument[] = [
  {
    id: 'b19-alderbrook-pct-trip-table-crdr-ledger',
    issuer: 'Alderbrook Motor Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-of-revenue lease-operator settlement: wide trip table (miles, line revenue, 72% line pay, FSC), one accessorial line, then a dated ledger of CR reimbursements and DR fuel/advance/insurance/escrow lines with a net check amount; MM/DD/YYYY dates',
    text: `ALDERBROOK MOTOR FREIGHT, INC.                                     SETTLEMENT STATEMENT
2901 E 32nd St  Joplin, MO 64804                                   Page 1 of 1
Phone (417) 555-0148   Fax (417) 555-0149
MC-774215   USDOT 2094481

Contractor ID : OO-3318                    Check Date    : 03/20/2026
Payee         : RAMIREZ FREIGHT LLC        Check No.     : 0048817
                1420 S Main St             Period Ending : 03/14/2026
                Carthage, MO 64836         Tractor       : 3318

LEASED OPERATOR REVENUE - 72% OF LINE REVENUE / FUEL SURCHARGE AT 100%
TRIP #   SHIP DATE  ORIGIN           DESTINATION       MILES   LINE REV    PCT   LINE PAY      FSC
-------- ---------- ---------------- --------------- ------ ---------- ------ ---------- --------
218840   03/09/2026 JOPLIN MO        DALLAS TX          412   1,850.00  72.00   1,332.00   247.20
218863   03/11/2026 DALLAS TX        MEMPHIS TN         452   1,620.00  72.00   1,166.40   271.20
218871   03/13/2026 MEMPHIS TN       SPRINGFIELD MO     283   1,105.00  72.00     795.60   169.80
                                                     ------ ----------        ---------- --------
                                       TOTALS         1,147   4,575.00          3,294.00   688.20

ACCESSORIAL PAY
218863   DETENTION AT SHIPPER DALLAS TX  2.0 HRS @ 40.00                  80.00

GROSS COMPENSATION (LINE PAY + FSC + ACCESSORIAL)                     4,062.20

LEDGER ACTIVITY THIS PERIOD
DATE        DESCRIPTION                                      AMOUNT
03/10/2026  LUMPER REIMB  TRIP 218863  RCPT 55172            185.00 CR
03/12/2026  SCALE TICKET  CAT #8812 FORNEY TX                 12.50 CR
03/09/2026  FUEL  PILOT #412 JOPLIN MO                       512.44 DR
03/11/2026  FUEL  LOVE'S #287 HUTCHINS TX                    488.71 DR
03/13/2026  FUEL  TA #193 WEST MEMPHIS AR                    411.21 DR
03/11/2026  CASH ADVANCE  EFS CHK 7712300                    300.00 DR
03/14/2026  PHYS DAMAGE INS  WK 11                            96.15 DR
03/14/2026  OCC ACC / NTL  WK 11                              61.54 DR
03/14/2026  IFTA FUEL TAX ADJ  Q1 EST                         38.22 DR
03/14/2026  TRAILER RENTAL  TRL 53-0871                      125.00 DR
03/14/2026  ESCROW DEPOSIT  WK 11                            150.00 DR
TOTAL CREDITS                                                197.50 CR
TOTAL DEBITS                                               2,183.27 DR

GROSS COMPENSATION                                                    4,062.20
PLUS CREDITS                                                            197.50
LESS DEBITS                                                           2,183.27
NET CHECK AMOUNT                                                     $2,076.43

ESCROW BALANCE AFTER THIS DEPOSIT: 2,250.00      IFTA Q1 TRUE-UP WILL POST 04/30/2026
Questions on this settlement: settlements@alderbrookmf.example or ext. 214
Retain for your records. Alderbrook Motor Freight, Inc. reports contractor payments on Form 1099-NEC.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 406220,
      netCents: 207643,
      date: '2026-03-20',
      broker: 'ALDERBROOK MOTOR FREIGHT, INC.',
      tripNumber: '218840',
      miles: 1147,
      linehaulCents: 329400,
      fuelSurchargeCents: 68820,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 19750,
      deductions: [51244, 48871, 41121, 9615, 6154, 3822, 12500],
    },
  },
  {
    id: 'b19-bitterroot-lessor-side-by-side',
    issuer: 'Bitterroot Fleet Leasing LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase lessor settlement with earnings (per-order mileage and FSC lines) and deductions printed side by side in two columns split by a vertical bar, reimbursements under the deductions, then a boxed gross/deductions/reimbursement/net summary; long month-name dates',
    text: `BITTERROOT FLEET LEASING LLC
Lease-Purchase Operator Settlement
5110 Grant Creek Rd, Missoula MT 59808  *  (406) 555-0177  *  MC 1184027 / USDOT 3397712

Operator: Dale P. Whitaker   (Unit BFL-412)          Settlement #: 10-412-0310
Week of March 1, 2026 through March 7, 2026          Deposit date: March 11, 2026

EARNINGS                                          | DEDUCTIONS
--------------------------------------------------+-----------------------------------------
Order 77120  Missoula MT > Spokane WA             | Tractor lease pmt #37 of 156      725.00
   199 mi x $1.850                      368.15    | Maintenance reserve               175.00
   Fuel surcharge 199 x 0.52            103.48    | Fuel (Comdata, 4 purchases)     1,284.60
Order 77134  Spokane WA > Boise ID                | Physical damage insurance          88.00
   382 mi x $1.850                      706.70    | Bobtail / NTL                      14.50
   Fuel surcharge 382 x 0.52            198.64    | ELD & dash cam                     12.99
   Extra stop (Meridian ID)              50.00    | Comdata advance 03/04             200.00
Order 77151  Boise ID > Salt Lake City UT         |                                 --------
   340 mi x $1.850                      629.00    | Total deductions                2,500.09
   Fuel surcharge 340 x 0.52            176.80    |
Order 77166  Salt Lake City UT > Missoula MT      | REIMBURSEMENTS
   527 mi x $1.850                      974.95    | Tolls / scales (receipts)          46.75
   Fuel surcharge 527 x 0.52            274.04    |
                                      --------    |
Total miles 1,448                                 |
Gross earnings                        3,481.76    |

==========================================================================================
   Gross earnings                   3,481.76
 - Total deductions                 2,500.09
 + Reimbursements                      46.75
   NET DEPOSIT                      1,028.42     (direct deposit to acct ending 0447)
==========================================================================================
Maintenance reserve balance after this week: $3,150.00
Lease balance remaining after payment #37: $84,412.50  |  Next payment due with week 11 settlement
Disputes must be submitted in writing within 15 days of the deposit date.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 348176,
      netCents: 102842,
      date: '2026-03-11',
      broker: 'BITTERROOT FLEET LEASING LLC',
      tripNumber: '77120',
      miles: 1448,
      linehaulCents: 267880,
      fuelSurchargeCents: 75296,
      advancesCents: 20000,
      escrowCents: 17500,
      reimbursementsCents: 4675,
      deductions: [72500, 128460, 8800, 1450, 1299],
    },
  },
  {
    id: 'b19-crowfoot-dispatch-pipe-table',
    issuer: 'Crowfoot Dispatch Services LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier pay statement: markdown-style pipe table of loads (broker, load ref, ISO pick-up/delivery dates, miles, linehaul, accessorial, total) with a totals row, then an adjustments list with (-)/(+) markers and the amount paid by ACH',
    text: `CROWFOOT DISPATCH SERVICES LLC
Dispatch & Back-Office for Owner-Operators
PO Box 470112, Tulsa, OK 74147 | payables@crowfootdispatch.example | 918-555-0163

CARRIER PAY STATEMENT                              No. CDS-2026-0416-07
Carrier:          LONE CEDAR TRANSPORT LLC  (MC 1320558 / USDOT 3821904)
Statement date:   2026-04-16
Paid by ACH on:   2026-04-17   (trace 101000019447712)
Loads delivered:  2026-04-06 .. 2026-04-12

| # | Broker                      | Load / Ref  | Pick up    | Delivered  | Miles | Linehaul | Accessorial      |    Total |
|---|-----------------------------|-------------|------------|------------|-------|----------|------------------|----------|
| 1 | Prairieland Logistics       | PL-330918   | 2026-04-06 | 2026-04-07 |   612 | 2,150.00 |                  | 2,150.00 |
| 2 | Northbound Freight Partners | NFP 88217-A | 2026-04-08 | 2026-04-09 |   487 | 1,575.00 | Detention 100.00 | 1,675.00 |
| 3 | Redbud Brokerage Inc        | RB1190442   | 2026-04-10 | 2026-04-12 |   735 | 2,480.00 |                  | 2,480.00 |
|---|-----------------------------|-------------|------------|------------|-------|----------|------------------|----------|
|   | TOTALS                      |             |            |            |  1834 | 6,205.00 |           100.00 | 6,305.00 |

Freight revenue billed to brokers on your behalf: 6,305.00

ADJUSTMENTS
  (-) Dispatch fee 8.0% of gross revenue                            504.40
  (-) Quick-pay discount taken by Redbud (2% x 2,480.00)             49.60
  (-) Fuel advance sent 2026-04-09 (EFS code 55812)                 600.00
  (-) Load board / ELD subscription - April                          35.00
  (+) Lumper paid by driver, NFP 88217-A (rcpt L-20419)             220.00
                                                               -----------
AMOUNT PAID TO CARRIER                                            5,336.00

Notes: Northbound Freight Partners and Prairieland Logistics paid standard terms; Redbud paid via its
quick-pay program at your request. Dispatch fee is calculated on linehaul plus accessorials.
Crowfoot Dispatch Services LLC is not a motor carrier; loads were hauled under your own authority.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 630500,
      netCents: 533600,
      date: '2026-04-17',
      broker: 'CROWFOOT DISPATCH SERVICES LLC',
      tripNumber: 'PL-330918',
      miles: 1834,
      linehaulCents: 620500,
      fuelSurchargeCents: null,
      advancesCents: 60000,
      escrowCents: null,
      reimbursementsCents: 22000,
      deductions: [50440, 4960, 3500],
    },
  },
  {
    id: 'b19-escoumins-releve-forfait-taxes',
    issuer: 'Entreprises de Transport Escoumins inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator settlement (relevé de règlement): flat-rate trip list, fuel surcharge percentage and waiting time, subtotal plus TPS/TVQ giving a tax-inclusive total revenue, then a retenues list and net deposit; French number format (1 234,56 $) and DD/MM/YY trip dates',
    text: `ENTREPRISES DE TRANSPORT ESCOUMINS INC.
412, route 138, Les Escoumins (Québec)  G0T 1K0
Tél. : 418 555-0134      NEQ 1172458831      No CTQ : 712-448-2
No TPS : 812447729 RT0001      No TVQ : 1224587712 TQ0001

             RELEVÉ DE RÈGLEMENT - PROPRIÉTAIRE-EXPLOITANT

Sous-traitant : 9351-2284 Québec inc. (Gaétan Tremblay)       Unité : 27
No TPS s.-t. : 781120453 RT0001    No TVQ s.-t. : 1220993481 TQ0001
Période : du 15 au 21 mars 2026                Relevé no : R-2026-12-27
Date de dépôt : 27 mars 2026

VOYAGES (tarif forfaitaire)
No voyage    Date      Origine               Destination                  Montant
V-26-04418   15/03/26  Baie-Comeau QC        Québec QC                 1 150,00 $
V-26-04431   17/03/26  Québec QC             Montréal (Lachine) QC       780,00 $
V-26-04452   18/03/26  Montréal QC           Saguenay QC               1 240,00 $
V-26-04467   20/03/26  Saguenay QC           Baie-Comeau QC              920,00 $
                                   Total transport                  4 090,00 $
Surcharge carburant (17,5 % du transport)                             715,75 $
Temps d'attente V-26-04452 : 2,0 h x 65,00 $                          130,00 $
                                   Sous-total                       4 935,75 $
TPS (5 %)                                                             246,79 $
TVQ (9,975 %)                                                         492,34 $
                                   TOTAL DES REVENUS                5 674,88 $

RETENUES
Carburant - carte flotte (6 transactions)                           1 612,40 $
Assurance responsabilité et cargaison                                 118,00 $
Isaac / ordinateur de bord                                             28,50 $
Immatriculation SAAQ (quote-part)                                      64,20 $
Avance de fonds du 18 mars                                            400,00 $
Fonds de réserve (retenue)                                            150,00 $
                                   Total des retenues               2 373,10 $

MONTANT NET DÉPOSÉ                                                  3 301,78 $

Solde du fonds de réserve après cette retenue : 2 400,00 $
Dépôt direct - Caisse Desjardins de la Haute-Côte-Nord, folio ***118
Toute contestation doit être transmise par écrit dans les 10 jours suivant la date de dépôt.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 567488,
      netCents: 330178,
      date: '2026-03-27',
      broker: 'ENTREPRISES DE TRANSPORT ESCOUMINS INC.',
      tripNumber: 'V-26-04418',
      miles: null,
      linehaulCents: 409000,
      fuelSurchargeCents: 71575,
      advancesCents: 40000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [161240, 11800, 2850, 6420],
    },
  },
  {
    id: 'b19-huichol-liquidacion-boxed',
    issuer: 'Fletes Huichol de Occidente, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish owner-operator liquidación drawn as one ASCII box with ruled sections: header, trips by carta porte (DD/MM/YYYY), freight + maniobras + estadías subtotal plus IVA as the invoiced total, retenciones IVA/ISR and other descuentos, toll reimbursement, and net SPEI transfer in MXN with the amount in words',
    text: `+==============================================================================+
|                  FLETES HUICHOL DE OCCIDENTE, S.A. DE C.V.                   |
|    Av. Lázaro Cárdenas 3350, Col. El Vergel, Guadalajara, Jal. C.P. 44520    |
|           RFC FHO120514KM3   Permiso SICT 1427FHO14052012022001003           |
+==============================================================================+
| LIQUIDACIÓN DE PERMISIONARIO                      Folio: LIQ-2026-0588       |
| Permisionario: JOSÉ ALFREDO MEDINA RUIZ           RFC: MERJ780312H45         |
| Unidad: Kenworth T680 Eco. 58 / Placas 71-AK-3X    Semana 20 / 2026          |
| Periodo: 11/05/2026 al 17/05/2026                 Fecha de pago: 22/05/2026  |
+------------------------------------------------------------------------------+
| VIAJES                                                                       |
| Carta Porte Fecha       Origen             Destino               Flete MXN   |
| FHO-8812    11/05/2026  Guadalajara, Jal.  Manzanillo, Col.      18,500.00   |
| FHO-8820    13/05/2026  Manzanillo, Col.   León, Gto.            24,300.00   |
| FHO-8837    15/05/2026  León, Gto.         Guadalajara, Jal.     12,800.00   |
+------------------------------------------------------------------------------+
| Fletes                                                   55,600.00           |
| Maniobras de carga/descarga (FHO-8820)                    1,500.00           |
| Estadías 2 días x $1,000.00 (FHO-8837)                    2,000.00           |
| Subtotal                                                 59,100.00           |
| IVA 16%                                                   9,456.00           |
| TOTAL FACTURADO POR EL PERMISIONARIO (CFDI A-1177)       68,556.00           |
+------------------------------------------------------------------------------+
| DESCUENTOS Y RETENCIONES                                                     |
|   Retención IVA 4%                                        2,364.00           |
|   Retención ISR 1.25% (RESICO)                              738.75           |
|   Diesel (vales Nos. 40112 al 40119)                     14,250.00           |
|   Anticipo para gastos de viaje (13/05)                   8,000.00           |
|   Renta GPS / monitoreo                                     450.00           |
|   Seguro de carga (prorrateo semanal)                     1,200.00           |
| Total descuentos                                         27,002.75           |
+------------------------------------------------------------------------------+
| REEMBOLSOS (no causan IVA)                                                   |
|   Casetas con comprobante (IAVE)                          3,845.00           |
+------------------------------------------------------------------------------+
| NETO A PAGAR  (transferencia SPEI)                          $45,398.25 MXN   |
+==============================================================================+
Importe con letra: CUARENTA Y CINCO MIL TRESCIENTOS NOVENTA Y OCHO PESOS 25/100 M.N.
Las retenciones de IVA e ISR se enterarán al SAT; la constancia se entrega con la liquidación mensual.
Recibí de conformidad: ______________________________
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 6855600,
      netCents: 4539825,
      date: '2026-05-22',
      broker: 'FLETES HUICHOL DE OCCIDENTE, S.A. DE C.V.',
      tripNumber: 'FHO-8812',
      miles: null,
      linehaulCents: 5560000,
      fuelSurchargeCents: null,
      advancesCents: 800000,
      escrowCents: null,
      reimbursementsCents: 384500,
      deductions: [236400, 73875, 1425000, 45000, 120000],
    },
  },
  {
    id: 'b19-driftwood-company-driver-stub',
    issuer: 'Driftwood Tank Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Biweekly company-driver earnings statement: earnings table with rate/units/current/YTD (mileage, hazmat premium, wash-out, detention), then separate pre-tax, tax, after-tax and non-taxable reimbursement sections each with current and YTD columns, net pay and direct-deposit line; DD-Mon-YYYY dates',
    text: `DRIFTWOOD TANK LINES, INC.                                  EARNINGS STATEMENT
1800 Opelousas St, Lake Charles LA 70601                    Advice # DD-0093318
FEIN 72-1448093                                             NON-NEGOTIABLE

Employee : MARCUS T. LEBLANC                 Emp # : 20417        Dept : BULK-LC
SSN      : XXX-XX-4471                       Fed: MFJ  /  LA: Married, 2 dep
Period   : 22-Mar-2026 to 04-Apr-2026        Pay Date : 10-Apr-2026  (Biweekly)

EARNINGS                 RATE      UNITS      CURRENT          YTD
Mileage Pay            0.5800    2,184.0    1,266.72    10,402.18
Hazmat Premium        25.0000        6.0      150.00     1,225.00
Tank Wash-Out Pay     35.0000        2.0       70.00       595.00
Detention             20.0000        3.0       60.00       340.00
GROSS PAY                                   1,546.72    12,562.18

PRE-TAX DEDUCTIONS               CURRENT           YTD
  401(k) 5%                        77.34        628.11
  Medical EE+Spouse (S125)         68.25        477.75

TAXES                            CURRENT           YTD
  Federal Withholding             118.40        962.55
  Social Security                  91.67        749.23
  Medicare                         21.44        175.22
  LA State Income Tax              45.12        366.80

AFTER-TAX DEDUCTIONS             CURRENT           YTD
  Uniform Rental                   10.00         70.00

NON-TAXABLE REIMBURSEMENTS       CURRENT           YTD
  Wash Receipt Reimb.              42.00        168.00

TOTAL DEDUCTIONS & TAXES          432.22
NET PAY                         1,156.50      9,300.52

DIRECT DEPOSIT DISTRIBUTION
  Hancock Whitney Bank   Checking  XXXXXX8812                  1,156.50

Miles this period: 2,184 (loaded 1,702 / empty 482)    Loads: 6    PTO balance: 22.5 hrs
Mileage pay is on practical miles per dispatch. Questions: payroll@driftwoodtank.example
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 154672,
      netCents: 115650,
      date: '2026-04-10',
      broker: 'DRIFTWOOD TANK LINES, INC.',
      tripNumber: null,
      miles: 2184,
      linehaulCents: 126672,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 4200,
      deductions: [7734, 6825, 11840, 9167, 2144, 4512, 1000],
    },
  },
  {
    id: 'b19-madawaska-ontario-hourly-stub',
    issuer: 'Madawaska Valley Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario bi-weekly hourly driver pay statement with the gross / total deductions / net summary boxed at the top, then dot-leader earnings, statutory (CPP, EI, federal and Ontario tax) and other deduction lines with current and YTD columns, plus an information-only employer contribution block; YYYY/MM/DD dates',
    text: `MADAWASKA VALLEY HAULAGE LTD.
88 Boundary Road East, Pembroke, ON  K8A 6W5        Tel 613-555-0119
CVOR 123-456-789   Business No. 78211 4093 RP0001

STATEMENT OF EARNINGS AND DEDUCTIONS
Employee:  Kyle R. Prentice       Employee No. 0614     Position: Class AZ Driver
Pay period: 2026/03/29 - 2026/04/11    Pay date: 2026/04/17    Pay frequency: Bi-weekly
TD1 claim code: Federal 1 / Ontario 1

+--------------------------+--------------------------+--------------------------+
|        GROSS PAY         |     TOTAL DEDUCTIONS     |         NET PAY          |
|        $2,900.33         |         $796.77          |        $2,103.56         |
+--------------------------+--------------------------+--------------------------+

EARNINGS                                           Current     Year to date
Regular  80.00 h @ $28.75 ..................    $2,300.00      $16,100.00
Overtime  6.00 h @ $43.13 ..................      $258.78         $948.86
Statutory Holiday (Good Friday) 8.00 h .....      $230.00         $230.00
Vacation Pay 4% ............................      $111.55         $691.15
Total earnings .............................    $2,900.33      $17,970.01

STATUTORY DEDUCTIONS
Canada Pension Plan (CPP) ..................      $164.56       $1,479.20
Employment Insurance (EI) ..................       $47.28         $378.94
Federal Income Tax .........................      $301.45       $1,998.30
Ontario Income Tax .........................      $140.88         $924.12

OTHER DEDUCTIONS
Group Benefits (Health/Dental) .............       $42.60         $298.20
Group RRSP - Employee ......................      $100.00         $700.00

Total deductions ...........................      $796.77       $5,778.76
NET PAY (direct deposit, RBC ****2206) .....    $2,103.56      $12,191.25

EMPLOYER CONTRIBUTIONS - information only, not deducted from your pay
  Employer CPP .............................      $164.56
  Employer EI (1.4x) .......................       $66.19

Hours this period: on-duty 86.0 (highway overtime after 60 h/week per ESA trucking rules)
Vacation pay is paid out each period at 4%. Keep this statement for your records.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 290033,
      netCents: 210356,
      date: '2026-04-17',
      broker: 'MADAWASKA VALLEY HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [16456, 4728, 30145, 14088, 4260, 10000],
    },
  },
  {
    id: 'b19-gallatin-factor-funding-notice',
    issuer: 'Gallatin Receivables Corp.',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase & funding notice: dot-leader header fields, schedule of invoices (debtor, invoice, load/PO, DD MON YYYY date, face amount), a funding calculation with parenthesised deductions (reserve, fee, fuel advance recovery, chargeback, wire fee) and a reserve-account roll-forward',
    text: `GALLATIN RECEIVABLES CORP.
Freight Factoring  |  220 E Main St Ste 4, Bozeman MT 59715  |  406-555-0121
clientservices@gallatinreceivables.example

                  PURCHASE & FUNDING NOTICE

Client ......... TWO RIVERS TRUCKING LLC   (Client No. 4471, MC 1262093)
Schedule No. ... 4471-0093
Funding Date ... 08 MAY 2026
Method ......... Fed wire to First Interstate Bank ****6610

INVOICES PURCHASED ON THIS SCHEDULE
Debtor (account debtor)       Invoice   Load/PO      Inv Date       Face Amt
----------------------------------------------------------------------------
Summit Ridge Logistics Inc    TRT-1041  SR-7781204   04 MAY 2026    2,450.00
Calloway Freight Brokers      TRT-1042  CF88120      05 MAY 2026    1,875.00
Summit Ridge Logistics Inc    TRT-1043  SR-7781377   06 MAY 2026    3,120.00
Blue Harbor Logistics LLC     TRT-1044  BH-44019     06 MAY 2026      980.00
----------------------------------------------------------------------------
4 invoices                                                          8,425.00

FUNDING CALCULATION
Total face value purchased                                          8,425.00
Reserve withheld (10% of face)                                      (842.50)
Advance at 90%                                                      7,582.50
Discount fee (3.00% flat, 30 days)                                  (252.75)
Fuel advance FA-2231 issued 04 MAY 2026 - recovered                 (500.00)
Chargeback: short pay on TRT-1019 (Calloway Freight Brokers)         (50.00)
Same-day wire fee                                                    (15.00)
                                                                  ==========
NET FUNDS WIRED TO CLIENT                                           6,764.75

RESERVE ACCOUNT
Balance before this schedule                                        3,118.40
Withheld this schedule                                                842.50
Released this schedule                                                  0.00
Reserve balance                                                     3,960.90

Reserve is released weekly as account debtors pay in full. Direct all debtor payments to
Gallatin Receivables Corp., PO Box 1187, Bozeman MT 59771. Invoices are purchased with recourse.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 842500,
      netCents: 676475,
      date: '2026-05-08',
      broker: 'Summit Ridge Logistics Inc',
      tripNumber: 'SR-7781204',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 84250,
      reimbursementsCents: null,
      deductions: [25275, 5000, 1500],
    },
  },
  {
    id: 'b19-hawksbill-broker-quickpay-advice',
    issuer: 'Hawksbill Logistics, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay remittance advice: payee/payment header in two columns, load table (load #, carrier invoice, M/D/YY pickup and delivery, miles, linehaul, fuel, coded accessorial, invoice amount) with totals, then invoice total less 3% QuickPay fee and the ACH amount',
    text: `Hawksbill Logistics, LLC
7700 Kingston Pike, Suite 210  Knoxville, TN 37919
Carrier Services (865) 555-0190  |  carrierpay@hawksbill-logistics.example  |  MC 1092274

                       QUICKPAY REMITTANCE ADVICE

To:   OKORO EXPRESS LLC                      Payment No.:   QP-0614722
      MC 1408815 / DOT 3950212               Payment date:  6/12/26
      Remit to: ACH ****3390                 Terms:         QuickPay (2 business days) - 3.0%

The following carrier invoices were approved for QuickPay:

Load #       Carrier Inv Pickup  Deliver   Miles   Linehaul     Fuel   Accessorial   Invoice Amt
------------------------------------------------------------------------------------------------
HWK-2291847  OKX-0188    6/8/26  6/9/26      640   1,950.00   312.00        0.00        2,262.00
HWK-2292210  OKX-0191    6/9/26  6/10/26     455   1,400.00   224.00      100.00 D      1,724.00
                                           -----   --------   ------    --------      ----------
Totals                                     1,095   3,350.00   536.00      100.00        3,986.00
Accessorial codes: D = Detention (2.5 hrs after 2 hrs free @ $40/hr)

    Invoices approved ................ $  3,986.00
    QuickPay fee 3.0% ................ -$   119.58
    Total ACH payment ................ $  3,866.42

Standard terms are 30 days from receipt of clean POD. By accepting QuickPay you agree the fee above is
deducted from this payment. Questions about this remittance? Reference QP-0614722.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 398600,
      netCents: 386642,
      date: '2026-06-12',
      broker: 'Hawksbill Logistics, LLC',
      tripNumber: 'HWK-2291847',
      miles: 1095,
      linehaulCents: 335000,
      fuelSurchargeCents: 53600,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11958],
    },
  },
  {
    id: 'b19-kettleriver-ratecon-three-stop',
    issuer: 'Kettle River Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate confirmation / load tender with a starred title banner, carrier and driver block, three numbered stops with appointment times and PO numbers, a carrier pay block (flat linehaul, fuel surcharge, extra stop, total agreed rate), a conditional accessorial schedule, terms and a signature line',
    text: `KETTLE RIVER BROKERAGE, INC.
Licensed Property Broker  MC-884120  USDOT 2601873
1250 Hwy 23 N, Hinckley, MN 55037
Ops 320-555-0185 (24/7)   Fax 320-555-0186   loads@kettleriverbrokerage.example

************************************************************************
*           CARRIER RATE CONFIRMATION  /  LOAD TENDER                  *
************************************************************************
Load #: KRB-604418                 Tendered: Tue 06/02/26 09:14 CT
Rep: Aaron Lindqvist x204          Customer ref: NSC-55821 (not for billing)

CARRIER        PINE HOLLOW CARTAGE INC   MC 1177356
Dispatcher     Renee Adair  (612) 555-0110
Driver/Truck   T. Nguyen  (651) 555-0172   Tractor 44 / Trailer 5312 53' reefer

STOP 1 - PICKUP        Thu 06/04/26   Appt 06:00-10:00
   North Star Creamery, 400 Dairy Ln, Pine City MN 55063
   PU# NSC-55821   22 pallets packaged cheese, 38,400 lbs   Reefer 34 F continuous
STOP 2 - PARTIAL DROP  Fri 06/05/26   FCFS 07:00-15:00
   Midwest Grocers DC #3, 2100 W 34th St, Des Moines IA 50310   PO# 7781-0442 (9 plts)
STOP 3 - FINAL         Fri 06/05/26   Appt 19:30
   Heartway Foods Cold Storage, 1400 Silva St, Kansas City MO 64101   PO# HF-20931 (13 plts)

Total miles (for reference only): 498

CARRIER PAY
   Line haul (flat)                                $2,650.00
   Fuel surcharge                                    $385.00
   Extra stop - Stop 2                                $75.00
   TOTAL AGREED RATE                               $3,110.00 USD

ACCESSORIAL SCHEDULE (only if approved in writing by KRB before the event)
   Detention $40.00/hr after 2 hrs free, in/out times on BOL.  Layover $200.00/day.
   Truck ordered not used (TONU) $150.00.  Lumper: obtain receipt, reimbursed at cost.

TERMS: Carrier must not re-broker, co-broker or double-broker this load. Temperature
recorder download required at delivery. Late or missing check calls: $100 fine per
occurrence. Invoice with signed POD and this confirmation to ap@kettleriverbrokerage.example;
standard pay 30 days, QuickPay 2% / 2 days. This confirmation supersedes any prior rate.

Accepted for carrier: ______________________   Date: __________
Kettle River Brokerage, Inc. - thank you for hauling with us!
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 311000,
      broker: 'KETTLE RIVER BROKERAGE, INC.',
      tripNumber: 'KRB-604418',
    },
  },
];

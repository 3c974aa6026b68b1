import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 61 (issuers A-F), written without looking at the extractor.
 * Kinds: five owner-operator settlements (US per-mile carrier with a trip grid and split
 * deductions/summary columns; US lessor percentage contract with a CR/DR register; US dispatch
 * service e-mail with key/value load blocks; French Quebec settlement with TPS/TVQ and comma
 * decimals; Mexican liquidacion a permisionario with IVA and retentions), two pay stubs (US
 * tanker driver with YTD columns and split deposit; Nova Scotia hourly driver in an ASCII box),
 * a factoring schedule with a per-invoice fee column, reserve and reserve release, a broker
 * QuickPay remittance with a wide per-load grid, and a three-stop broker rate confirmation.
 * Countries: 7 US, 2 CA, 1 MX. Date formats: MM/DD/YYYY, MM/DD/YY, ISO, month names (English,
 * French, weekday), DD/MM/YYYY, DD MON YYYY, DD-Mon-YYYY.
 */
export const HELD_OUT_DOCUMENTS_61: CorpusDocument[] = [
  {
    id: 'b61-antelope-draw-trip-grid-split-columns',
    issuer: 'Antelope Draw Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile owner-operator settlement with a one-line-per-trip grid (loaded/empty miles, linehaul, FSC, accessorial, trip total) and a totals row, followed by a two-column block: deductions on the left, reimbursements and the net summary on the right; MM/DD/YYYY dates',
    text: `ANTELOPE DRAW FREIGHT LINES, INC.
1188 Logistics Dr  Cheyenne, WY 82007     (307) 555-0147
MC-1042287   USDOT 3381945

                 CONTRACTOR SETTLEMENT
Contractor : 0418 / R. TILLMAN TRUCKING LLC       Unit: 418
Settlement#: 0314-0418        Week Ending: 03/08/2025
Check/ACH Date: 03/14/2025    Pay Basis: Loaded 1.78 / Empty 0.95 / FSC .48 per loaded mi

Trip     Disp Dt    Origin         Destination     LdMi MtMi  Linehaul     FSC  Accessorial    Amt  Trip Tot
------------------------------------------------------------------------------------------------------------
AD-77120 03/03/2025 Cheyenne WY    Billings MT      455   22    830.80  218.40                      1,049.20
AD-77134 03/05/2025 Billings MT    Rapid City SD    318   41    604.99  152.64                        757.63
AD-77151 03/06/2025 Rapid City SD  Cheyenne WY      301    0    535.78  144.48  DET 2.5h    100.00    780.26
AD-77166 03/07/2025 Cheyenne WY    Scottsbluff NE   101   12    191.18   48.48  TARP         75.00    314.66
------------------------------------------------------------------------------------------------------------
TOTALS                                             1175   75  2,162.75  564.00              175.00  2,901.75
Total miles paid: 1,250

DEDUCTIONS                              | REIMBURSEMENTS
                                        |
EFS Fuel Purchases (9)       1,512.37   | Lumper - Rapid City (rcpt)     120.00
Trailer Rental wk 10           125.00   | CAT Scale 03/03                 13.75
Occ/Acc Insurance               36.80   | Total Reimbursements           133.75
Physical Damage Ins             61.00   |
ELD / PrePass                   18.50   | SUMMARY
EFS Cash Adv 03/05             200.00   | Gross Trip Pay               2,901.75
Escrow Deposit                  50.00   | Less Deductions             -2,003.67
                           ----------   | Plus Reimbursements            133.75
Total Deductions             2,003.67   | NET PAY                      1,031.83

Escrow balance 03/08/2025: 1,350.00 (target 2,500.00)
Questions on this settlement must be raised within 15 days. settlements@antelopedraw.example
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 290175,
      netCents: 103183,
      date: '2025-03-14',
      broker: 'ANTELOPE DRAW FREIGHT LINES, INC.',
      tripNumber: 'AD-77120',
      miles: 1250,
      linehaulCents: 216275,
      fuelSurchargeCents: 56400,
      advancesCents: 20000,
      escrowCents: 5000,
      reimbursementsCents: 13375,
      deductions: [151237, 12500, 3680, 6100, 1850],
    },
  },
  {
    id: 'b61-cattail-marsh-pct-crdr-register',
    issuer: 'Cattail Marsh Lease Operations, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage settlement: two-line-per-load revenue detail (shipper/origin over consignee/destination, miles, billed linehaul and FSC), then a single-column transaction register with CR/DR suffixes for the 72% share, FSC, stop-off, lease payment, reserve, fuel, insurance, a permit reimbursement and an advance; month-name dates',
    text: `==============================================================================
  CATTAIL MARSH LEASE OPERATIONS, LLC
  Equipment Lessor & Contract Carrier
  7720 Avenue Q  Lubbock, Texas 79423  |  MC 877310  DOT 2904418
==============================================================================
  LESSOR SETTLEMENT - PERCENTAGE CONTRACT

  Contractor:  Ezequiel Barragan dba EB Road Service       Contractor ID: LO-0662
  Tractor:     2291 (lease-purchase)                       Split: 72% linehaul / 100% FSC
  Statement Date:    April 4, 2025
  Settlement Period: March 23, 2025 through March 29, 2025
  Funds Deposited:   April 8, 2025 (ACH to acct ending 4471)

  REVENUE DETAIL
  Load No.    Deliv   Shipper / Origin                  Miles   LH Revenue      FSC
              Date    Consignee / Destination
  ----------------------------------------------------------------------------
  CML-30511   Mar 24  PLAINS COTTON CO-OP, Lubbock TX     330     1,650.00   210.00
                      RIO GRANDE BLDG SUPPLY, Albuquerque NM
  CML-30527   Mar 26  SANDIA MILLWORK, Albuquerque NM     421     1,480.00   187.00
                      VALLEY RESTAURANT SUPPLY, Phoenix AZ
                        + stop-off (Tempe AZ) paid 100% to contractor: 50.00
  CML-30544   Mar 28  SONORAN PACKAGING, Phoenix AZ       432     1,345.00   198.00
                      BORDERLAND FOODS, El Paso TX
  ----------------------------------------------------------------------------
  3 loads                                                1183     4,475.00   595.00

  TRANSACTION REGISTER                                         AMOUNT
  ----------------------------------------------------------------------------
  Contractor share of linehaul revenue (72% x 4,475.00)         3,222.00 CR
  Fuel surcharge - 100% pass-through                              595.00 CR
  Stop-off pay  CML-30527                                          50.00 CR
                                                            ------------
     TOTAL COMPENSATION                                         3,867.00 CR

  Tractor lease payment #37 of 156 - Unit 2291                    685.00 DR
  Maintenance reserve deposit                                     150.00 DR
  Fuel - TCS card (03/23-03/29, 6 purchases)                    1,206.44 DR
  Non-trucking liability / bobtail                                 22.00 DR
  Cargo insurance - contractor share                               45.00 DR
  IRP apportioned plate - installment 4 of 12                      88.25 DR
  NM oversize permit - reimbursed per receipt 03/25                35.00 CR
  Comchek cash advance 03/27 (#88120417)                          250.00 DR
                                                            ============
     BALANCE DUE CONTRACTOR (ACH)                               1,455.31 CR

  Maintenance reserve balance after this deposit .......... 2,850.00
  Lease-purchase principal remaining (Unit 2291) ........ 61,402.17

  CR = credit to contractor   DR = charge to contractor
  Disputes: settlements@cattailmarsh.example within 30 days of statement date.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 386700,
      netCents: 145531,
      date: '2025-04-08',
      broker: 'CATTAIL MARSH LEASE OPERATIONS, LLC',
      tripNumber: 'CML-30511',
      miles: 1183,
      linehaulCents: 322200,
      fuelSurchargeCents: 59500,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: 3500,
      deductions: [68500, 120644, 2200, 4500, 8825],
    },
  },
  {
    id: 'b61-dunes-crossing-dispatch-email-blocks',
    issuer: 'Dunes Crossing Dispatch LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service weekly settlement sent as an e-mail: numbered key/value load blocks (load #, broker, ISO pick-up/delivery dates, loaded/deadhead miles, linehaul, detention, load total, lumper note), then a signed settlement column with percentage dispatch fee, quick-pay fee, admin fee, fuel advance and lumper reimbursement down to the net ACH sent',
    text: `From: settlements@dunescrossing.example
To: ops@kovacfreight.example
Subject: Weekly Carrier Settlement - Kovac Freight LLC - Cycle 2025-W15

DUNES CROSSING DISPATCH LLC
Independent truck dispatch & back-office | 2250 S 4th Ave Ste 6, Yuma AZ 85364

Carrier ........ Kovac Freight LLC (MC 1299034 / DOT 3710552)
Truck/Driver ... #12 / Marko Kovac
Cycle .......... 2025-04-06 to 2025-04-12
Prepared ....... 2025-04-16

-- LOADS COLLECTED THIS CYCLE --

[1] Load #: 4471902     Broker: Northgate Freight Brokerage Inc
    PU 2025-04-07  DEL 2025-04-08   Yuma, AZ -> Ontario, CA
    Miles: 276 loaded / 38 deadhead
    Linehaul rate .........................   1,350.00
    Load total ............................   1,350.00

[2] Load #: 88-210557     Broker: Calico Hills Logistics
    PU 2025-04-08  DEL 2025-04-10   Ontario, CA -> Salt Lake City, UT
    Miles: 662 loaded / 21 deadhead
    Linehaul rate .........................   2,250.00
    Detention 3 hrs @ 50.00 ...............     150.00
    Load total ............................   2,400.00

[3] Load #: PX55031     Broker: Hartwell Produce Brokers
    PU 2025-04-10  DEL 2025-04-11   Salt Lake City, UT -> Las Vegas, NV
    Miles: 421 loaded / 0 deadhead
    Linehaul rate .........................   1,475.00
    Lumper paid by driver 210.00 (rcpt #LV-20931) - reimbursed below, not in load total
    Load total ............................   1,475.00

-- SETTLEMENT --
Gross load revenue (3 loads)                      5,225.00
  Dispatch fee 7% of gross load revenue            -365.75
  Quick-pay fee 2% withheld by Calico Hills         -45.00
  Back-office / load board fee (weekly)             -25.00
  Fuel advance 2025-04-09 (EFS check 5530127)      -300.00
  Lumper reimbursement PX55031                     +210.00
                                              ------------
NET ACH SENT TO CARRIER                           4,699.25

ACH sent 2025-04-18 to Kovac Freight LLC, acct ****0938.  Total miles this cycle: 1,418
Rate confirmations and PODs for each load are on file in your carrier portal.
Reply to this email within 7 days with any question on the figures above.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 522500,
      netCents: 469925,
      date: '2025-04-18',
      broker: 'DUNES CROSSING DISPATCH LLC',
      tripNumber: '4471902',
      miles: 1418,
      linehaulCents: 507500,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: 21000,
      deductions: [36575, 4500, 2500],
    },
  },
  {
    id: 'b61-camionnage-sainte-luce-fr-tps-tvq',
    issuer: 'Camionnage Sainte-Luce inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator settlement in hash-boxed sections: per-mile trip lines, a fuel-surcharge line on total miles and waiting time, sub-total plus TPS and TVQ to a tax-inclusive total, parenthesised deductions (advance and reserve among them), a toll reimbursement and a boxed net deposit; space-thousands comma-decimal amounts with $ suffix and French month-name dates',
    text: `CAMIONNAGE SAINTE-LUCE INC.
88, route du Fleuve Ouest, Sainte-Luce (Québec)  G0K 1P0
Tél. 418 555-0163   NEQ 1168823401   TPS 71234 5678 RT0001   TVQ 1219873345 TQ0001
US DOT 3129550

              RELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR

Voiturier : Transport J.-F. Pelletier enr.  (no 207)     Tracteur : 207
Période   : du 4 au 10 mai 2025                         Relevé no : SL-2025-19-207
Date de dépôt : 16 mai 2025

##############################################################################
# VOYAGES                                                                    #
##############################################################################
Voyage     Date   Trajet                         Milles   Taux       Montant
V-25-0412  05-05  Rimouski (QC) - Portland (ME)     452   2,05      926,60 $
V-25-0419  07-05  Portland (ME) - Lévis (QC)        306   2,05      627,30 $
V-25-0426  09-05  Lévis (QC) - Rimouski (QC)        188   2,05      385,40 $
                  Supplément carburant              946   0,58      548,68 $
                  Attente V-25-0419 (3 h x 45,00)                   135,00 $
                                                              -------------
Sous-total des revenus                                            2 622,98 $
TPS 5 %                                                             131,15 $
TVQ 9,975 %                                                         261,64 $
TOTAL DES REVENUS (taxes incluses)                                3 015,77 $
Milles payés pour la période : 946

##############################################################################
# RETENUES ET AJUSTEMENTS                                                    #
##############################################################################
Carburant - carte flotte (7 transactions)                        (1 084,22 $)
Assurance responsabilité / marchandises                             (94,50 $)
Frais d'administration                                              (35,00 $)
Location de remorque 53 pi (semaine)                               (140,00 $)
Avance en voyage 06-05 (transfert)                                 (250,00 $)
Fonds de réserve - retenue hebdomadaire                            (100,00 $)
Total des retenues                                               (1 703,72 $)
Remboursement péages I-95 / NH Turnpike (reçus joints)               23,40 $

+----------------------------------------------------------------------------+
| MONTANT NET DÉPOSÉ                                              1 335,45 $ |
| Institution 815 - Caisse Desjardins de la Mitis, folio ****112             |
+----------------------------------------------------------------------------+

Solde du fonds de réserve après cette retenue : 2 300,00 $
Toute erreur doit être signalée au service de la paie dans les 10 jours ouvrables.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 301577,
      netCents: 133545,
      date: '2025-05-16',
      broker: 'CAMIONNAGE SAINTE-LUCE INC.',
      tripNumber: 'V-25-0412',
      miles: 946,
      linehaulCents: 193930,
      fuelSurchargeCents: 54868,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 2340,
      deductions: [108422, 9450, 3500, 14000],
    },
  },
  {
    id: 'b61-pinal-amoles-liquidacion-iva-retenciones',
    issuer: 'Fletes del Pinal de Amoles, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish liquidación a permisionario: pipe-framed header fields, trip table (viaje, DD/MM/YYYY date, route, flete, maniobras, carta porte), then a (+)/(-) marked summary: subtotal, IVA 16% to a printed invoice total, IVA and ISR retentions, two trip advances, yard diesel, GPS, guarantee fund and a toll reimbursement down to the SPEI net; MXN in US number format',
    text: `FLETES DEL PINAL DE AMOLES, S.A. DE C.V.
RFC FPA1408225K3 | Carretera Federal 57 Km 12.5, Col. Los Olvera, Corregidora, Qro. C.P. 76904
Tel. 442 555 0188 | Permiso SICT TPAF01 2207FPA

                 LIQUIDACIÓN DE FLETES A PERMISIONARIO

| Permisionario: ROGELIO AVENDAÑO MUÑIZ             | Folio liquidación: LQ-2025-0641  |
| RFC: AEMR790312JT8  (RESICO)                      | Semana: 25 (15/06 al 21/06/2025) |
| Unidad: Kenworth T680 eco. P-31  placas 88-AT-4F  | Fecha de pago: 27/06/2025        |

DETALLE DE VIAJES
Viaje     Fecha       Ruta                                           Flete  Maniobras  Carta Porte
==================================================================================================
FPA-6120  16/06/2025  Querétaro, Qro. - Nuevo Laredo, Tamps.    $38,500.00          -  CP-A 88213
FPA-6134  19/06/2025  Nuevo Laredo, Tamps. - Monterrey, N.L.    $12,800.00  $1,500.00  CP-A 88251
FPA-6141  20/06/2025  Monterrey, N.L. - Querétaro, Qro.         $31,200.00          -  CP-A 88276
==================================================================================================
Totales                                                         $82,500.00  $1,500.00

RESUMEN DE LA LIQUIDACIÓN                                         Importe MXN
--------------------------------------------------------------------------------
(+) Fletes                                                            $82,500.00
(+) Maniobras de carga/descarga                                        $1,500.00
    Subtotal                                                          $84,000.00
(+) IVA trasladado 16%                                                $13,440.00
    TOTAL FACTURADO POR EL PERMISIONARIO                              $97,440.00
(-) Retención IVA 4% (autotransporte terrestre de carga)               $3,360.00
(-) Retención ISR 1.25% (RESICO)                                       $1,050.00
(-) Anticipo viaje FPA-6120 (16/06)                                    $8,000.00
(-) Anticipo viaje FPA-6141 (20/06)                                    $5,000.00
(-) Diésel surtido en patio Corregidora (vales 4471-4479)             $22,850.40
(-) Servicio de rastreo satelital GPS                                    $650.00
(-) Fondo de garantía (aportación semanal)                             $1,500.00
(+) Reembolso de casetas comprobadas (tickets IAVE)                    $4,318.00
--------------------------------------------------------------------------------
    NETO A PAGAR (transferencia SPEI)                                 $59,347.60

CLABE destino: 0126 8000 4471 3390 52   Referencia SPEI: LQ20250641
Saldo acumulado del fondo de garantía: $18,000.00
Los anticipos se descuentan en la liquidación de la semana en que se entregan. Conserve sus
comprobantes fiscales (CFDI con complemento Carta Porte) para cualquier aclaración.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 9744000,
      netCents: 5934760,
      date: '2025-06-27',
      broker: 'FLETES DEL PINAL DE AMOLES, S.A. DE C.V.',
      tripNumber: 'FPA-6120',
      miles: null,
      linehaulCents: 8250000,
      fuelSurchargeCents: null,
      advancesCents: 1300000,
      escrowCents: 150000,
      reimbursementsCents: 431800,
      deductions: [336000, 105000, 2285040, 65000],
    },
  },
  {
    id: 'b61-blue-mounds-dairy-paystub-ytd',
    issuer: 'Blue Mounds Dairy Express, Inc.',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Company tanker-driver earnings statement in payroll-service style: earnings with rate, units, this-period and year-to-date columns, statutory and other deductions shown negative with YTD, a non-taxable washout reimbursement, net pay split across checking and savings, taxable-wage note and miles driven info box',
    text: `BLUE MOUNDS DAIRY EXPRESS, INC.                           Earnings Statement
3019 County Rd ID, Mount Horeb, WI 53572
Co. Code 4BM  Dept 020 OTR-TANKER  File 00731

Period Beginning: 07/06/2025       MELISSA A. HOSTETTLER
Period Ending:    07/12/2025       611 Lincoln St
Pay Date:         07/18/2025       Verona, WI 53593

Taxable Marital Status: Single       Exemptions/Allowances: Federal: Std W-4 2020+   WI: 1

Earnings                   rate  hours/units   this period    year to date
Mileage                  0.5850        2,146      1,255.41       37,105.44
Stop Pay                25.0000            6        150.00        3,750.00
Detention               20.0000         3.50         70.00        1,260.00
Gross Pay                                        $1,475.41       42,115.44

Deductions  Statutory
            Federal Income Tax                      -88.17        2,764.12
            Social Security                         -86.67        2,542.20
            Medicare                                -20.27          594.55
            WI State Income Tax                     -52.36        1,641.50

            Other
            Medical Pre-Tax *                       -68.40        1,915.20
            Dental Pre-Tax *                         -9.15          256.20
            401(k) 4% *                             -59.02        1,620.11
            Vol Life Post-Tax                        -6.50          182.00
            Road Advance Recovery                  -100.00          500.00

            Non-Taxable Reimbursement
            Tank Washout Reimb (rcpt 7/9)            45.00          315.00

Net Pay                                          $1,029.87
            Checking 1                             -979.87
            Savings 1                               -50.00
            Net Check                                $0.00

* Excluded from federal taxable wages
  Your federal taxable wages this period are $1,338.84

Other Benefits and Information      this period   total to date
Miles Driven                              2,146          63,428
PTO Balance (hrs)                                         31.00

Prepared by Kettle Moraine Payroll Services for Blue Mounds Dairy Express, Inc.
Deposited to the account of MELISSA A. HOSTETTLER  ....  NON-NEGOTIABLE
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 147541,
      netCents: 102987,
      date: '2025-07-18',
      broker: 'BLUE MOUNDS DAIRY EXPRESS, INC.',
      tripNumber: null,
      miles: 2146,
      linehaulCents: 125541,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: 4500,
      deductions: [8817, 8667, 2027, 5236, 6840, 915, 5902, 650],
    },
  },
  {
    id: 'b61-chignecto-isthmus-boxed-biweekly-stub',
    issuer: 'Chignecto Isthmus Transport Ltd.',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'Nova Scotia biweekly hourly-driver pay statement: ASCII box with earnings (hours, rate, current, YTD) beside deductions (CPP, EI, federal and provincial tax, benefits, union dues, RRSP; current and YTD), a gross/total-deductions footer row inside the box and a dotted net pay line below; DD MON YYYY dates',
    text: `CHIGNECTO ISTHMUS TRANSPORT LTD.
41 Industrial Park Dr, Amherst NS  B4H 3Y9   902-555-0134
PAY STATEMENT - BIWEEKLY

Employee: 00214  GALLANT, DENISE M.               Pay Period: 22 JUN 2025 - 05 JUL 2025
Position: Regional Driver (AZ)  Terminal: AMH     Pay Date:   11 JUL 2025
SIN: ***-***-418                                  Advice No:  DD-0071139

+---------------------------------------------------------+----------------------------------------+
| EARNINGS          Hours    Rate     Current         YTD | DEDUCTIONS         Current         YTD |
+---------------------------------------------------------+----------------------------------------+
| Regular           72.00   27.40    1,972.80   38,907.60 | CPP                 151.79    2,798.11 |
| Overtime 1.5x      9.50   41.10      390.45    4,808.70 | EI                   44.05      754.18 |
| Stat Hol 01-Jul    8.00   27.40      219.20      438.40 | Federal Tax         238.41    4,055.30 |
| Vacation Pay 4%                      103.30    1,766.19 | NS Prov Tax         176.92    3,009.64 |
|                                                         | Group Benefits       42.18      590.52 |
|                                                         | Teamsters 927        38.50      539.00 |
|                                                         | Group RRSP           50.00      700.00 |
+---------------------------------------------------------+----------------------------------------+
| GROSS EARNINGS                     2,685.75   45,920.89 | TOTAL DEDUCTIONS     741.85   12,446.75 |
+---------------------------------------------------------+----------------------------------------+

   NET PAY .......................... $1,943.90   deposited 11 JUL 2025 to RBC ****6602

   Vacation pay is paid out each period at 4%. Banked lieu time: 6.00 h.
   Questions? payroll@chignectoisthmus.example  -  Please retain for your records.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 268575,
      netCents: 194390,
      date: '2025-07-11',
      broker: 'CHIGNECTO ISTHMUS TRANSPORT LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [15179, 4405, 23841, 17692, 4218, 3850, 5000],
    },
  },
  {
    id: 'b61-conestoga-bridge-schedule-fee-column',
    issuer: 'Conestoga Bridge Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring schedule of accounts and funding advice: invoice table with debtor, load/PO, face amount and a per-invoice 2.85% fee column with a totals row, then a parenthesised funding calculation (fee total, 8% reserve withheld, wire fee, a wrapped chargeback explanation, reserve release) to net funds wired; MM/DD/YY invoice dates and a weekday month-name funding date',
    text: `CONESTOGA BRIDGE CAPITAL, LLC
Accounts Receivable Financing for Motor Carriers
1650 Fruitville Pike, Suite 210  Lancaster, PA 17601   717.555.0150

SCHEDULE OF ACCOUNTS / FUNDING ADVICE
-------------------------------------
Client:          Harrow Lane Carriers LLC   (Client # 3318)   MC 1187302
Schedule No.:    4437
Funding Date:    Friday, August 8, 2025
Program:         Non-recourse, 92% advance / 8% reserve, flat fee 2.85% of face

Invoice   Inv Dt    Debtor (Account Debtor)           Load / PO #      Face Amt  Fee 2.85%
------------------------------------------------------------------------------------------
HLC-1052  08/04/25  Susquehanna Valley Brokerage Inc  SVB-2207715      2,350.00      66.98
HLC-1053  08/05/25  Ridgeline Transport Solutions     558104           1,875.00      53.44
HLC-1054  08/06/25  Susquehanna Valley Brokerage Inc  SVB-2208032      3,120.00      88.92
HLC-1055  08/06/25  Millbrook Freight Partners LLC    MFP44019-A       1,642.50      46.81
------------------------------------------------------------------------------------------
4 invoices                                                             8,987.50     256.15

FUNDING CALCULATION
  Total face value purchased                                       $8,987.50
  Less: discount fee (per schedule above)                           (256.15)
  Less: reserve withheld 8% of face                                 (719.00)
  Less: same-day wire fee                                            (20.00)
  Less: chargeback - inv HLC-0988 short paid by debtor              (125.00)
        (Ridgeline Transport Solutions disallowed detention)
  Plus: reserve release - Schedule 4410 (collected in full)           612.40
                                                              ==============
  NET FUNDS WIRED TO CLIENT                                        $8,479.75

  Wire ref CBC0808-4437 to Fulton Bank acct ****2215, 08/08/2025.

Reserve account: opening 4,918.30 + withheld 719.00 - released 612.40 = closing 5,024.90
NOTICE: These accounts have been assigned to and are payable only to Conestoga Bridge Capital,
LLC, PO Box 10422, Lancaster PA 17605. Debtors must remit directly to the assignee.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 898750,
      netCents: 847975,
      date: '2025-08-08',
      broker: 'Susquehanna Valley Brokerage Inc',
      tripNumber: 'SVB-2207715',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 71900,
      reimbursementsCents: null,
      deductions: [25615, 2000, 12500],
    },
  },
  {
    id: 'b61-emigrant-gap-quickpay-wide-grid',
    issuer: 'Emigrant Gap Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay remittance advice: pipe-separated letterhead, pay-to block, a wide one-line-per-load grid (ship/deliver MM/DD/YY, lane, miles, linehaul, FSC, accessorial with code, invoice total, 3% fee, paid) with a totals row, then a Comchek fuel-advance adjustment and a small ACH amount summary',
    text: `EMIGRANT GAP LOGISTICS, INC.  |  Freight Brokerage  |  MC 702245  |  Roseville, CA 95678
AP Dept: carrierpay@emigrantgap.example  |  916-555-0129

*** QUICKPAY REMITTANCE ADVICE ***

Pay To:   SORENSEN BROS TRUCKING INC        Carrier MC: 1093318
          2870 Industrial Way, Woodland CA 95776
Payment:  ACH  #EGL-QP-091225-07             Payment Date: 09/12/25
Terms:    QuickPay 2-day, 3% fee per load (standard terms Net 30)

Load #     Ship     Deliver  Lane                          Mi  Linehaul     FSC     Acc Code      Inv Total  QP Fee      Paid
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
EGL-558190 09/03/25 09/04/25 Stockton CA > Reno NV        132    850.00   96.00    0.00              946.00   28.38    917.62
EGL-558203 09/04/25 09/05/25 Sacramento CA > Medford OR   318  1,400.00  225.00  100.00 DET        1,725.00   51.75  1,673.25
EGL-558244 09/08/25 09/09/25 Fresno CA > Las Vegas NV     398  1,725.00  280.00   75.00 DRV ASST   2,080.00   62.40  2,017.60
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
TOTALS (3 loads)                                          848  3,975.00  601.00  175.00            4,751.00  142.53  4,608.47

Adjustments
  Comchek express code issued 09/04/25 on EGL-558203 (fuel advance)       -150.00

  Total paid on loads          4,608.47
  Less adjustments              -150.00
  ACH AMOUNT                   4,458.47

Acc codes: DET = detention, DRV ASST = driver assist unload.
Lumper receipts must be uploaded within 24 hrs of delivery to be reimbursed.
Thank you for hauling with Emigrant Gap Logistics.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 475100,
      netCents: 445847,
      date: '2025-09-12',
      broker: 'EMIGRANT GAP LOGISTICS, INC.',
      tripNumber: 'EGL-558190',
      miles: 848,
      linehaulCents: 397500,
      fuelSurchargeCents: 60100,
      advancesCents: 15000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14253],
    },
  },
  {
    id: 'b61-bluff-city-ratecon-three-stop',
    issuer: 'Bluff City Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate confirmation: centred letterhead, load number and issue date, carrier/driver block, three numbered stops (pickup, partial drop, final delivery) with references, practical miles, a small charges table (flat linehaul, FSC, stop-off) to total carrier pay, and excluded accessorial terms; DD-Mon-YYYY dates',
    text: `                    BLUFF CITY FREIGHT BROKERAGE, INC.
           3380 Democrat Rd, Memphis, TN 38118  |  MC 566021  |  901-555-0175

                 LOAD CONFIRMATION AND RATE AGREEMENT

Load #: BCF-2025-118407            Date Issued: 14-Oct-2025 09:42 CT
Booked By: Tasha Greer  x214       tgreer@bluffcityfb.example

CARRIER: Wendell & Pryor Transport LLC   MC 1156740 / DOT 3562298
Driver: Curtis Pryor  cell 662-555-0119   Truck 07 / Trailer 5312 (53ft dry van)

STOP 1 - PICKUP        15-Oct-2025  0700-1100 FCFS
  Delta Fiber Products, 1200 Port Rd, Greenville MS 38701
  Pickup #: PU55120   PO#: 4500918822   24 pallets / 38,400 lbs  paper rolls
STOP 2 - PARTIAL DROP  16-Oct-2025  appt 0800
  Cumberland Print Works, 88 Ellington Pkwy, Nashville TN 37207
  Drop 10 pallets - Ref: CPW-7731
STOP 3 - FINAL DELIVERY 17-Oct-2025  appt 0600
  Blue Ridge Converting, 415 Riverside Dr, Asheville NC 28801
  Deliver 14 pallets - Ref: BRC-22906

Miles (PC*Miler practical): 802

  CHARGES                                   USD
  ----------------------------------------------
  Line Haul (flat)                      2,150.00
  Fuel Surcharge                          412.00
  Stop-Off Charge (1 @ 75.00)              75.00
  ----------------------------------------------
  TOTAL CARRIER PAY                     2,637.00

NOT INCLUDED ABOVE (payable only if approved in writing):
  Detention $50.00/hr after 2 hrs free, max $400.00 per stop; TONU $150.00.
  Lumper: reimbursed at cost with original receipt; call before paying.

TERMS: Net 30 from receipt of signed BOL/POD and this confirmation. QuickPay 2% - 3 days.
Carrier may not re-broker, co-broker or double broker this load. Tracking via MacroPoint
required at all times. Load must be clean, dry, odor-free; seal # must match BOL.

Accepted by Carrier: ____________________   Date: ___________
Please sign and return to ratecon@bluffcityfb.example
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 263700,
      broker: 'BLUFF CITY FREIGHT BROKERAGE, INC.',
      tripNumber: 'BCF-2025-118407',
    },
  },
];

import type { CorpusDocument } from './types.js';

/**
 * Held-out batch 80, written blind (no extractor code read, no extractor run).
 *
 * Ten documents from ten T-Z issuers:
 *  - five settlement statements: a Washington per-mile carrier (wide trip table, then earnings and
 *    deductions side by side), an Illinois lease-purchase lessor (percentage-of-revenue table and a
 *    DR/CR ledger, net boxed at the top), a Minnesota dispatch service that sends the ACH itself
 *    (pipe-delimited grid with a per-load fee column), a Quebec owner-operator relevé in French
 *    (TPS/TVQ-inclusive revenue total, comma decimals) and a Mexican liquidación a permisionario in
 *    Spanish (ASCII boxes, IVA and IVA/ISR retentions, DD/MM/YYYY);
 *  - two pay stubs: an Oregon per-mile company driver (payroll-advice style with YTD, negative
 *    deductions, split direct deposit) and a British Columbia hourly driver in CAD (CPP/EI, horizontal
 *    gross / deductions / net grid);
 *  - one factoring purchase schedule (per-invoice fee and reserve columns, chargeback, fuel advance,
 *    reserve release) and one broker QuickPay remittance sent as an email;
 *  - one broker rate and load confirmation with three stops.
 * Countries: 7 US, 2 CA, 1 MX. Dates: MM/DD/YYYY, month names (English, French), ISO, DD/MM/YYYY,
 * D Mon YYYY, DD-MON-YY.
 */

export const HELD_OUT_DOCUMENTS_80: CorpusDocument[] = [
  {
    id: 'b80-tumwater-trip-table-side-by-side',
    issuer: 'Tumwater Falls Trucking, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile owner-operator settlement with one wide trip table (loaded/empty miles, mile pay, FSC, extra, trip total, totals row), then earnings and deductions printed side by side in two columns split by a bar, reimbursements below and a check-number net line; MM/DD/YYYY dates',
    text: `TUMWATER FALLS TRUCKING, INC.                         CONTRACTOR SETTLEMENT
7120 Capitol Blvd SE                                  Settlement #: 318-0415
Tumwater, WA 98501                                    Check Date:   04/17/2026
(360) 555-0148   MC-774512   USDOT 2198847            Page 1 of 1

Pay To:  KESSLER ROAD FREIGHT LLC   (Unit 318 / D. Kessler)
         2290 Yelm Hwy SE, Olympia WA 98501
Period:  04/05/2026 - 04/11/2026     Pay basis: loaded $1.78/mi, empty $1.00/mi, FSC $0.49/loaded mi

TRIP DETAIL
Trip No.    Date       Lane                          LdMi   MT   MilePay      FSC   Extra     Total
----------- ---------- ---------------------------- ----- ---- --------- -------- ------- ---------
TFT-260871  04/05/2026 TUMWATER WA    > BOISE ID      498   22    908.44   244.02          1,152.46
TFT-260884  04/07/2026 BOISE ID       > SPARKS NV     421   35    784.38   206.29  100.00  1,090.67
TFT-260902  04/09/2026 SPARKS NV      > PORTLAND OR   581   48  1,082.18   284.69   75.00  1,441.87
----------- ---------- ---------------------------- ----- ---- --------- -------- ------- ---------
TOTALS                                               1500  105  2,775.00   735.00  175.00  3,685.00
  DET = detention 2.0 hrs @ $50.00 (Boise)   STOP = extra stop Medford OR
  Total miles paid: 1,605

EARNINGS                              |  DEDUCTIONS
  Mileage Pay               2,775.00  |  Fuel - EFS card (11 txns)     1,418.36
  Fuel Surcharge              735.00  |  Cash Advance EFS 04/07          300.00
  Detention                   100.00  |  Occ/Acc Insurance                39.12
  Stop-off Pay                 75.00  |  Trailer Rental R-4471           175.00
                                      |  Escrow Deposit                  150.00
  GROSS EARNINGS            3,685.00  |  IFTA / Permit Fund               22.50
                                      |  TOTAL DEDUCTIONS              2,104.98

REIMBURSEMENTS (receipts on file)
  Lumper - Portland OR rcpt 88172            185.00
  Scale tickets 2 @ 13.50                     27.00
  Total Reimbursements                       212.00

  Gross Earnings 3,685.00 - Deductions 2,104.98 + Reimbursements 212.00
  ================================================================
  NET PAY ........................................ $ 1,792.02
  Check No. 40218   mailed 04/17/2026

  Escrow balance after this deposit: 2,350.00   Escrow target: 2,500.00
  Questions on this settlement? Call Settlements Dept ext. 214 within 30 days.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 368500,
      netCents: 179202,
      date: '2026-04-17',
      broker: 'TUMWATER FALLS TRUCKING, INC.',
      tripNumber: 'TFT-260871',
      miles: 1605,
      linehaulCents: 277500,
      fuelSurchargeCents: 73500,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 21200,
      deductions: [141836, 3912, 17500, 2250],
    },
  },
  {
    id: 'b80-vandalia-lessor-drcr-ledger',
    issuer: 'Vandalia Prairie Lease Co.',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase lessor settlement with the net amount boxed at the top, a percentage-of-revenue load table (line haul revenue, 70% share, FSC, accessorial, contractor total), then an account-activity ledger with separate DR and CR columns where earnings and toll reimbursement are credits; month-name dates',
    text: `VANDALIA PRAIRIE LEASE CO.
Lease-Purchase & Contractor Services * 300 S Kennedy Blvd * Vandalia, IL 62471
Ph 618-555-0137 * settlements@vandaliaprairie.example
Equipment leased to operating carrier under 49 CFR 376 - USDOT 3310458

+------------------------------------------------------------------------------+
|  LESSEE: Tomasz Wojcik  (Contractor #VP-5512)   Tractor: 2021 Freightliner   |
|  STATEMENT DATE: March 13, 2026        WEEK ENDING: March 8, 2026            |
|  AMOUNT OF THIS SETTLEMENT:  $1,271.61  (direct deposit, acct ****7720)      |
+------------------------------------------------------------------------------+

REVENUE DETAIL  (contractor share: 70% of line haul revenue, 100% FSC & accessorials)
Load       Deliv  Lane                          Miles   LH Rev    70% LH     FSC   Accsl   Cntr Tot
---------- ------ ----------------------------- ----- --------- --------- ------- ------- ---------
VPL-33019  Mar 03 Effingham IL > Memphis TN       297  1,185.00    829.50  207.90       -  1,037.40
VPL-33027  Mar 05 Memphis TN > Louisville KY      388  1,310.00    917.00  271.60  150.00  1,338.60
VPL-33041  Mar 07 Louisville KY > Vandalia IL     281    965.00    675.50  196.70       -    872.20
                                               =====================================================
Totals                                           966  3,460.00  2,422.00  676.20  150.00  3,248.20
   Accsl on VPL-33027 = detention Louisville, 3 hrs @ $50.00

ACCOUNT ACTIVITY                                DR (charge)  CR (credit)
  ------------------------------------------------------------------------
  Settlement earnings (3 loads)                                 3,248.20
  Toll reimb - I-PASS/E-ZPass                                      33.85
  Tractor lease pmt #37 of 156 (Unit 5512)           625.00
  Fuel - Pilot/Flying J (9 txns)                     987.44
  Comchek advance 03/04                              200.00
  Physical damage ins. (wk 10)                        81.25
  Maintenance reserve deposit                         75.00
  IRP plate installment 4 of 10                       41.75
  ------------------------------------------------------------------------
  Totals                                           2,010.44     3,282.05
  NET SETTLEMENT                                                1,271.61 CR

BALANCES (information only - not part of this settlement)
  Maintenance reserve balance ............ 3,187.50
  Lease payoff balance (est.) ........... 71,840.00
  YTD contractor earnings ............... 29,416.22

Disputes must be submitted in writing within 15 days of the statement date.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 324820,
      netCents: 127161,
      date: '2026-03-13',
      broker: 'VANDALIA PRAIRIE LEASE CO.',
      tripNumber: 'VPL-33019',
      miles: 966,
      linehaulCents: 242200,
      fuelSurchargeCents: 67620,
      advancesCents: 20000,
      escrowCents: 7500,
      reimbursementsCents: 3385,
      deductions: [62500, 98744, 8125, 4175],
    },
  },
  {
    id: 'b80-woodbury-dispatch-pipe-table',
    issuer: 'Woodbury Knoll Dispatch, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service payout statement (service collects broker payments and sends the ACH) with a pipe-delimited load grid showing broker, ISO pick/delivery dates, miles, rate, accessorial and a per-load 8% fee column with a totals row, then a dotted-leader summary with +/- signs ending in NET ACH TO CARRIER',
    text: `WOODBURY KNOLL DISPATCH, LLC
1450 Radio Dr Ste 210, Woodbury MN 55125  |  651-555-0184  |  ops@woodburyknoll.example

CARRIER PAYOUT STATEMENT                              Statement ID: WKD-0508-1288
Carrier:  Okafor Brothers Transport LLC   MC 1288431   USDOT 3902217
Week:     2026-05-04 to 2026-05-08
ACH sent: 2026-05-11 (trace 091000019284417)

Broker payments below were received into the Woodbury Knoll Dispatch, LLC
trust account and are paid out to you less the dispatch fee (8% of linehaul rate;
accessorials and reimbursements are not charged a fee).

| Load #       | Broker                       | Pick Up    | Delivered  | Lane                          | Miles |      Rate |   Accsl |   Fee 8% |
|--------------|------------------------------|------------|------------|-------------------------------|-------|-----------|---------|----------|
| KP-4418207   | Kestrel Point Logistics      | 2026-05-04 | 2026-05-05 | St Paul MN -> Des Moines IA   |   246 |  1,150.00 |    0.00 |    92.00 |
| 88310562     | Bluestem Freight Partners    | 2026-05-05 | 2026-05-06 | Des Moines IA -> Omaha NE     |   139 |    725.00 |   50.00 |    58.00 |
| LDX-20931    | Ledgerline Transport Brokers | 2026-05-06 | 2026-05-08 | Omaha NE -> Eau Claire WI     |   468 |  1,850.00 |    0.00 |   148.00 |
|--------------|------------------------------|------------|------------|-------------------------------|-------|-----------|---------|----------|
| TOTALS       |                              |            |            |                               |   853 |  3,725.00 |   50.00 |   298.00 |

Accsl: 50.00 driver assist/unload on load 88310562.

SUMMARY
  Linehaul rates ............................   3,725.00
  Accessorials ..............................      50.00
  Gross collected for carrier ...............   3,775.00
  + Lumper reimbursed by Kestrel Point ......     160.00
  - Dispatch fee (8%) .......................     298.00
  - Fuel advance 2026-05-05 (EFS check) .....     400.00
  - Insurance certificate processing ........      25.00
                                              ----------
  NET ACH TO CARRIER ........................   3,212.00

Remit questions: reply to this email within 7 days. Woodbury Knoll Dispatch is not a
carrier or broker; all loads are hauled under the carrier's own authority.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 377500,
      netCents: 321200,
      date: '2026-05-11',
      broker: 'Woodbury Knoll Dispatch, LLC',
      tripNumber: 'KP-4418207',
      miles: 853,
      linehaulCents: 372500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 16000,
      deductions: [29800, 2500],
    },
  },
  {
    id: 'b80-voituriers-releve-tps-tvq',
    issuer: 'Voituriers du Haut-Saint-Maurice inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator settlement (relevé de règlement) with a trip table in miles, then Revenus with a taxable subtotal plus TPS and TVQ lines and a tax-inclusive total, Retenues et déductions, Remboursements and net deposit; comma decimals with space thousands and trailing $, French month-name dates',
    text: `VOITURIERS DU HAUT-SAINT-MAURICE INC.
815, boulevard Ducharme, La Tuque (Québec)  G9X 3B6
Tél. 819 555-0163     NEQ 1172284459     CTQ R-8841-207     USDOT 2741196
TPS 78231 4412 RT0001     TVQ 1219873345 TQ0001

            RELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR (PROPRIÉTAIRE-EXPLOITANT)

Voiturier : 9412-3378 Québec inc. (Réjean Gagnon), unité 27
            TPS 70155 2290 RT0001 / TVQ 1227740881 TQ0001
Période   : du 12 au 18 avril 2026            No de relevé : 2026-16-027
Date de paiement : 23 avril 2026 (dépôt direct)

VOYAGES
  Voyage      Date   Trajet                              Milles     Montant
  ----------- ------ ---------------------------------- ------ ------------
  VHSM-5521   13-04  La Tuque QC > Cornwall ON             352       721,60 $
  VHSM-5534   14-04  Cornwall ON > Albany NY               198       405,90 $
  VHSM-5540   16-04  Albany NY > Trois-Rivières QC         311       637,55 $
  ----------- ------ ---------------------------------- ------ ------------
  Total milles payés : 861 à 2,05 $/mille

REVENUS
  Transport (milles payés)                                     1 765,05 $
  Surcharge carburant (24,5 % du transport)                      432,44 $
  Temps d'attente - Albany NY, 2 h à 45,00 $                      90,00 $
                                                             ------------
  Sous-total taxable                                           2 287,49 $
  TPS 5 %                                                        114,37 $
  TVQ 9,975 %                                                    228,18 $
                                                             ============
  TOTAL DES REVENUS                                            2 630,04 $

RETENUES ET DÉDUCTIONS
  Carburant - cartes Petro-Pass (7 transactions)               1 214,87 $
  Avance de fonds du 14 avril                                    250,00 $
  Assurance responsabilité / cargaison (sem. 16)                 143,50 $
  Communications satellite et ordinateur de bord                  39,95 $
  Frais d'administration                                          25,00 $
  Retenue - fonds de garantie                                    125,00 $
                                                             ------------
  TOTAL DES RETENUES                                           1 798,32 $

REMBOURSEMENTS
  Péages NY Thruway (reçus joints)                                41,75 $

  MONTANT NET DÉPOSÉ                                             873,47 $

  Solde du fonds de garantie après cette retenue : 3 375,00 $ (maximum 5 000,00 $)
  Tout écart doit être signalé au service de la paie dans les 10 jours ouvrables.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 263004,
      netCents: 87347,
      date: '2026-04-23',
      broker: 'VOITURIERS DU HAUT-SAINT-MAURICE INC.',
      tripNumber: 'VHSM-5521',
      miles: 861,
      linehaulCents: 176505,
      fuelSurchargeCents: 43244,
      advancesCents: 25000,
      escrowCents: 12500,
      reimbursementsCents: 4175,
      deductions: [121487, 14350, 3995, 2500],
    },
  },
  {
    id: 'b80-tractofletes-liquidacion-permisionario',
    issuer: 'Tractofletes Tuxpan-Poza Rica, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish Mexican owner-operator settlement (liquidación a permisionario) drawn as ASCII-boxed sections: carta porte trip list with flete and maniobra columns, percepciones with IVA 16% to a tax-inclusive total, descuentos with IVA/ISR retentions, diesel, anticipo and fondo de garantía, reembolsos of tolls, neto a depositar; DD/MM/YYYY dates, US-style MXN amounts with $',
    text: `TRACTOFLETES TUXPAN-POZA RICA, S.A. DE C.V.
RFC TTP180412AB3  *  Permiso SCT 30/TRF/0417
Carr. Tuxpan-Tampico km 3.5, Col. La Calzada, Tuxpan, Ver. C.P. 92800  *  Tel. 783 555 0142

                    LIQUIDACIÓN A PERMISIONARIO No. LP-2026-0519

Permisionario:  JOSÉ LUIS HERNÁNDEZ CRUZ        RFC HECJ780514QK2
Unidad:         Kenworth T680 placas 82-AK-9T / Caja 1 53'
Periodo:        del 04 al 10 de mayo de 2026
Fecha de pago:  15/05/2026      Forma de pago: transferencia SPEI      Moneda: MXN

+----------------------------------------------------------------------------+
| VIAJES LIQUIDADOS                                                          |
+----------------------------------------------------------------------------+
| Carta Porte Fecha      Ruta                                Flete  Maniobra |
| CP-A 31877  05/05/2026 Tuxpan, Ver. - Monterrey, NL    28,500.00  1,200.00 |
| CP-A 31902  08/05/2026 Monterrey, NL - Querétaro, Qro  19,800.00        -- |
+----------------------------------------------------------------------------+
| Fletes                                                          $48,300.00 |
| Maniobras de carga (Tuxpan)                                      $1,200.00 |
| Subtotal                                                        $49,500.00 |
| IVA 16%                                                          $7,920.00 |
| TOTAL PERCEPCIONES                                              $57,420.00 |
+----------------------------------------------------------------------------+
| DESCUENTOS                                                                 |
+----------------------------------------------------------------------------+
| Retención IVA 4% (art. 1-A LIVA)                                 $1,980.00 |
| Retención ISR 1.25% (RESICO)                                       $618.75 |
| Diésel - vales (Tuxpan, Linares, San Luis)                      $14,380.50 |
| Anticipo de viaje entregado 04/05/2026                           $5,000.00 |
| Fondo de garantía                                                $1,000.00 |
| Renta GPS / rastreo satelital (IVA incl.)                          $522.00 |
| TOTAL DESCUENTOS                                                $23,501.25 |
+----------------------------------------------------------------------------+
| REEMBOLSOS                                                                 |
+----------------------------------------------------------------------------+
| Casetas comprobadas (14 comprobantes)                            $3,264.00 |
+----------------------------------------------------------------------------+
| NETO A DEPOSITAR                                                $37,182.75 |
+----------------------------------------------------------------------------+

Importe con letra: (TREINTA Y SIETE MIL CIENTO OCHENTA Y DOS PESOS 75/100 M.N.)
Saldo fondo de garantía al corte: $6,000.00   El CFDI de retenciones se enviará por correo.

_____________________________          _____________________________
Elaboró: Contabilidad                  Recibí conforme: Permisionario
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5742000,
      netCents: 3718275,
      date: '2026-05-15',
      broker: 'TRACTOFLETES TUXPAN-POZA RICA, S.A. DE C.V.',
      tripNumber: 'CP-A 31877',
      miles: null,
      linehaulCents: 4830000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 100000,
      reimbursementsCents: 326400,
      deductions: [198000, 61875, 1438050, 52200],
    },
  },
  {
    id: 'b80-zumwalt-paystub-ytd-split-deposit',
    issuer: 'Zumwalt Prairie Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement in the classic payroll-advice style: earnings table with rate, units, this period and year-to-date columns, statutory and other deductions printed as negative numbers beside YTD, a non-taxable expense reimbursement, and net pay split across two direct-deposit accounts with a $0.00 net check; MM/DD/YYYY dates',
    text: `ZUMWALT PRAIRIE FREIGHT, INC.                                  Earnings Statement
65492 Hurricane Creek Rd                                       Period Beginning: 05/17/2026
Enterprise, OR 97828                                           Period Ending:    05/30/2026
Co. Code ZPF  File 000214  Dept 20 (OTR Drivers)               Pay Date:         06/05/2026

   Taxable Marital Status: Married                           NOEMI ACHTERBERG
   Exemptions/Allowances:  Federal: Std W-4 (2020+)          1107 W Main St Apt 4
                           OR: 2                              Joseph, OR 97846

Earnings                    rate     units  this period   year to date
  Mileage - OTR            .6200     2,614     1,620.68      17,420.86
  Stop Pay               25.0000      4.00       100.00       1,050.00
  Detention              20.0000      3.00        60.00         540.00
  Safety Bonus                                    50.00         500.00
  Gross Pay                                   $1,830.68      19,510.86

Deductions      Statutory
  Federal Income Tax                            -118.42       1,288.11
  Social Security Tax                           -108.99       1,160.09
  Medicare Tax                                   -25.49         271.31
  OR State Income Tax                            -96.17       1,042.50
  OR Statewide Transit Tax                        -1.83          19.51
  OR Paid Leave (employee)                       -10.98         117.07
                Other
  401(k) 4%*                                     -73.23         780.43
  Medical - Sec 125*                             -64.50         709.50
  Dental - Sec 125*                               -8.20          90.20
  Suppl Life (after-tax)                          -6.15          67.65

Other Pay (non-taxable)
  Expense Reimb - parking/scales                  24.00         196.50

  Net Pay                                     $1,340.72
    Checking  xxxxxx4410                     -1,040.72
    Savings   xxxxxx9032                       -300.00
  Net Check                                       $0.00

  * Excluded from federal taxable wages.  Your federal taxable wages this period are $1,684.75
  Miles this period: 2,614 (dispatched 2,588 / practical route adj. 26)

  Company messages: Annual DOT physical reminders are posted on the driver portal.
  ----------------------------------------------------------------------------------
  ZUMWALT PRAIRIE FREIGHT, INC.  Advice No. 00000221406   Deposit Date 06/05/2026
  NON-NEGOTIABLE  -  THIS IS NOT A CHECK
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 183068,
      netCents: 134072,
      date: '2026-06-05',
      broker: 'ZUMWALT PRAIRIE FREIGHT, INC.',
      tripNumber: null,
      miles: 2614,
      linehaulCents: 162068,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 2400,
      deductions: [11842, 10899, 2549, 9617, 183, 1098, 7323, 6450, 820, 615],
    },
  },
  {
    id: 'b80-ucluelet-paystub-horizontal-summary',
    issuer: 'Ucluelet Freight Lines Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Canadian (BC) hourly company-driver pay statement in CAD: earnings table with hours, rate, current and YTD, deductions table (CPP, EI, federal and BC tax, benefits, union dues, RRSP) with YTD, and the gross / total deductions / net shown in a horizontal boxed grid with a YTD row beneath; D Mon YYYY dates',
    text: `UCLUELET FREIGHT LINES LTD.
Terminal: 4820 Bainbridge Ave, Port Alberni BC  V9Y 1R3   Tel 250-555-0129
Head office: 1945 Peninsula Rd, Ucluelet BC  V0R 3A0      BN 812449037RP0001

STATEMENT OF EARNINGS AND DEDUCTIONS                                  (CAD)

Employee:  PRIYA SANDHU-LAMONT      Emp #: 0387     Position: Class 1 Driver - Island Runs
Pay Period: 24 May 2026 to 06 Jun 2026       Pay Date: 12 Jun 2026       Pay #: 12

EARNINGS                   Hours     Rate     Current          YTD
------------------------------------------------------------------
Regular                    80.00    31.50    2,520.00    29,820.00
Overtime 1.5x               6.50    47.25      307.13     2,846.12
Vacation Pay 4%                                113.09     1,306.64
------------------------------------------------------------------

DEDUCTIONS                                    Current          YTD
------------------------------------------------------------------
CPP                                            166.93     1,925.26
EI                                              47.93       553.76
Federal Income Tax                             251.60     3,012.44
BC Provincial Tax                               98.45     1,178.83
Group Benefits (Pacific Blue Cross)             38.40       460.80
Union Dues - Teamsters Local 31                 62.00       744.00
Group RRSP - employee                          100.00     1,200.00
------------------------------------------------------------------

+------------------+--------------------+------------------+
|    GROSS PAY     |  TOTAL DEDUCTIONS  |     NET PAY      |
+------------------+--------------------+------------------+
|     2,940.22     |       765.31       |     2,174.91     |
+------------------+--------------------+------------------+
|  YTD 33,972.76   |    YTD 9,075.09    |  YTD 24,897.67   |
+------------------+--------------------+------------------+

Deposited to: Coastal Community Credit Union  ****3318     Amount: $2,174.91
Vacation balance (hrs): 46.50      Banked OT (hrs): 0.00

Please review this statement. Report discrepancies to payroll@uclueletfreight.example
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 294022,
      netCents: 217491,
      date: '2026-06-12',
      broker: 'UCLUELET FREIGHT LINES LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [16693, 4793, 25160, 9845, 3840, 6200, 10000],
    },
  },
  {
    id: 'b80-uvalde-schedule-reserve-release',
    issuer: 'Uvalde Creek Factoring, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase schedule and remittance: invoice table with debtor, face, per-invoice fee, reserve and advance columns plus totals row, then a funding calculation with parenthesised deductions (fees, reserve, recourse chargeback, fuel advance, wire fee) and a reserve release added back, and a reserve account roll-forward footer; month-name funding date, MM/DD/YY invoice dates',
    text: `UVALDE CREEK FACTORING, LLC
9901 IH-10 West, Suite 640 * San Antonio, TX 78230 * (210) 555-0176
                                         PURCHASE SCHEDULE & REMITTANCE
Client:   Brazos Bend Carriers LLC (Client ID 40-1187)     Schedule No.: 2291
          MC 1176540 * 412 FM 1462, Rosharon TX 77583
Funding Date: May 21, 2026          Method: Fed Wire to Frost Bank ****0554
Terms: 90% advance / 10% reserve, flat discount fee 2.75% of face

INVOICES PURCHASED
Invoice/Ld# Debtor                         Inv Date   Face Amt      Fee   Reserve    Advance
----------- ------------------------------ -------- ---------- -------- --------- ----------
BBC-10446   Lone Star Pacific Logistics    05/14/26   2,850.00    78.38    285.00   2,486.62
BBC-10449   Red Mesa Brokerage LLC         05/15/26   1,975.00    54.31    197.50   1,723.19
BBC-10452   Lone Star Pacific Logistics    05/18/26   3,420.00    94.05    342.00   2,983.95
BBC-10455   Caddo Lake Freight Solutions   05/19/26   1,180.00    32.45    118.00   1,029.55
----------- ------------------------------ -------- ---------- -------- --------- ----------
TOTALS (4 invoices)                                   9,425.00   259.19    942.50   8,223.31

FUNDING CALCULATION
  Face value of invoices purchased                         9,425.00
  Less discount fees                                        (259.19)
  Less reserve withheld (10%)                               (942.50)
  Less recourse chargeback - BBC-10311                    (1,640.00)
       (Hollis Grain Co., 92 days unpaid)
  Less fuel advance FA-0517 (issued 05/17/26)               (300.00)
  Plus reserve release - Schedule 2288                        611.40
  Less wire fee                                              (15.00)
                                                       ------------
  AMOUNT WIRED                                             6,879.71

Reserve account: opening 4,877.25 + withheld 942.50 - released 611.40 = 5,208.35
Debtors have been instructed to remit only to: Uvalde Creek Factoring, LLC, PO Box 791043,
San Antonio TX 78279. Payments sent to the client must be forwarded within 2 business days.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 942500,
      netCents: 687971,
      date: '2026-05-21',
      broker: 'Lone Star Pacific Logistics',
      tripNumber: 'BBC-10446',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: 94250,
      reimbursementsCents: null,
      deductions: [25919, 164000, 1500],
    },
  },
  {
    id: 'b80-winterset-quickpay-email-advice',
    issuer: 'Winterset Crossing Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay remittance sent as an email (headers included), one stacked dotted-leader block per load with linehaul, fuel surcharge, accessorial and approved amount, then totals with a minus-signed 3% QuickPay discount and the payment amount; DD-MON-YY dates',
    text: `From: carrierpay@wintersetcrossing.example
To: billing@hollisteranddane.example
Subject: QuickPay Remittance Advice - Payment WCQP-0529-0117
Date: Fri, 29 May 2026 10:42:17 -0500

WINTERSET CROSSING FREIGHT BROKERAGE, INC.
118 E Jefferson St, Winterset, IA 50273  |  MC 992871  |  Carrier Pay: 515-555-0153

QUICKPAY REMITTANCE ADVICE

Payee:          Hollister & Dane Trucking LLC  (MC 1340992)
Payment no.:    WCQP-0529-0117
Payment date:   29-MAY-26
Method:         ACH to ****2861
Program:        QuickPay 2-day  (3.0% discount on approved amount)

The following carrier invoices were approved with signed PODs and are paid
under the Winterset Crossing Freight Brokerage, Inc. QuickPay program:

  Load WCF-7731406   Carrier INV 5190   Delivered 26-MAY-26
  Des Moines, IA -> Joliet, IL
      Linehaul ........................   1,150.00
      Fuel surcharge ..................     212.00
      Approved amount .................   1,362.00

  Load WCF-7731522   Carrier INV 5193   Delivered 27-MAY-26
  Joliet, IL -> Columbus, OH
      Linehaul ........................   1,380.00
      Fuel surcharge ..................     268.50
      Detention 1.5 hr .................     75.00
      Approved amount .................   1,723.50

  Load WCF-7731608   Carrier INV 5196   Delivered 28-MAY-26
  Columbus, OH -> Fort Wayne, IN
      Linehaul ........................     645.00
      Fuel surcharge ..................     116.30
      Approved amount .................     761.30

  -------------------------------------------------------------
  Loads paid: 3
  Total linehaul                                   3,175.00
  Total fuel surcharge                               596.80
  Total accessorials                                  75.00
  TOTAL APPROVED (invoice face)                    3,846.80
  QuickPay discount 3.0%                            -115.40
  =============================================================
  PAYMENT AMOUNT (USD)                             3,731.40

Standard-terms payment (30 days) would have been 3,846.80 on or about 26-JUN-26.
Please do not reply to this automated message; questions go to carrierpay@wintersetcrossing.example.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 384680,
      netCents: 373140,
      date: '2026-05-29',
      broker: 'Winterset Crossing Freight Brokerage, Inc.',
      tripNumber: 'WCF-7731406',
      miles: null,
      linehaulCents: 317500,
      fuelSurchargeCents: 59680,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11540],
    },
  },
  {
    id: 'b80-wyalusing-rate-confirmation-multistop',
    issuer: 'Wyalusing Rocks Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker carrier rate and load confirmation with header block (load number, date, rep), carrier/equipment lines, three numbered stops with PU/PO references, a rate agreement of linehaul, fuel surcharge and extra pickup to a total carrier pay, conditional accessorial list not included in the total, terms and signature lines',
    text: `                    WYALUSING ROCKS LOGISTICS, INC.
          22 Bridge St, Towanda PA 18848  *  MC 871204  *  USDOT 2550916
       Dispatch 570-555-0118  *  after hours 570-555-0119  *  loads@wyalusingrocks.example

=====================================================================================
CARRIER RATE & LOAD CONFIRMATION                       Load #:   WRL-558201
                                                       Date:     06/01/2026
                                                       Rep:      Dana Kowalczyk x212
=====================================================================================
CARRIER: Mendenhall Brook Transport LLC      MC 1402217     Driver: Raul Ibarra
         Truck 14 / Trailer 5302             Cell 717-555-0140
EQUIPMENT: 53' Dry Van, air-ride, load locks (2)    WEIGHT: 38,400 lbs   PALLETS: 22
COMMODITY: Packaged paper goods (non-haz)          VALUE: under $100,000

-------------------------------------------------------------------------------------
STOP 1  PICKUP     Tue 06/02/2026  07:00-11:00 (FCFS)
        Susquehanna Tissue Mill, 410 Mill Rd, Towanda PA 18848
        PU# 7781-0602   PO 4500219907
STOP 2  PICKUP     Tue 06/02/2026  appt 14:00
        Endless Mountains Converting, 1180 Rte 6, Wysox PA 18854
        PU# EMC-33190   PO 4500219911
STOP 3  DELIVERY   Wed 06/03/2026  appt 06:30
        Chesapeake Grocers DC #4, 2700 Dennis Ave, Hagerstown MD 21740
        Ref: DC4-061329 / lumper paid by receiver
-------------------------------------------------------------------------------------

RATE AGREEMENT (USD, all-in unless noted)
    Line Haul (flat)                                1,650.00
    Fuel Surcharge                                    310.00
    Additional Pickup (Stop 2)                        100.00
                                                  ----------
    TOTAL CARRIER PAY                               2,060.00

Accessorials payable only when approved in writing by WRL dispatch:
  Detention $45.00/hr after 2 free hours (in/out times on BOL required)
  TONU $150.00   Layover $250.00/day   Driver assist $75.00

TERMS: Carrier invoice with signed BOL/POD due within 10 days of delivery to
ap@wyalusingrocks.example. Standard pay 30 days; QuickPay 3% in 2 days. Reference
WRL-558201 on all paperwork. No double brokering - re-brokering this load voids the
rate and carrier will not be paid. Tracking via MacroPoint required at pickup.

Accepted for Carrier: ____________________   Date: ___________
Wyalusing Rocks Logistics, Inc. - Authorized: D. Kowalczyk
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 206000,
      broker: 'Wyalusing Rocks Logistics, Inc.',
      tripNumber: 'WRL-558201',
    },
  },
];

import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 40: ten trucking pay documents written without looking at the extractor.
 *
 * Kinds: five owner-operator settlements (US percentage-of-revenue carrier statement, US lessor
 * lease-purchase CR/DR ledger, French Quebec relevé with TPS/TVQ, Spanish Mexican permisionario
 * liquidación with IVA and withholdings, US dispatch-service statement that sends the ACH itself),
 * two pay stubs (US tank-line company driver with YTD and a toll reimbursement, Ontario hourly AZ
 * driver with totals-first grid), one factoring purchase/remittance advice, one broker QuickPay
 * remittance e-mail and one truck repair invoice.
 * Countries: 7 US, 2 CA (one French), 1 MX (Spanish, MXN).
 * Layout variety: side-by-side earnings/deductions columns, chronological ledger with running
 * balance and CR/DR flags, ASCII-boxed sections, pipe tables, parenthesised deductions,
 * minus/plus-signed summary lines, comma-decimal space-thousands amounts, totals-first summary grid,
 * per-load blocks in an e-mail; dates as MM/DD/YYYY, MM/DD/YY, ISO, DD/MM/YYYY, dd/mmm/yyyy
 * (Spanish), French and English month names, DD-Mon-YYYY.
 */
export const HELD_OUT_DOCUMENTS_40: CorpusDocument[] = [
  {
    id: 'b40-nemaha-pct-share-side-by-side',
    issuer: 'Nemaha Prairie Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-of-revenue contractor settlement: one wide load table (revenue, 72% share, FSC) with a totals row, then earnings and deductions printed side by side in two columns split by a bar, reimbursements under earnings, net pay at the bottom; MM/DD/YYYY dates',
    text: `NEMAHA PRAIRIE CARRIERS, INC.                         CONTRACTOR SETTLEMENT
1180 Industrial Pkwy  Seneca, KS 66538             Settlement #: 0318-2026-09
Ph (785) 555-0147  Fax (785) 555-0148              Check/ACH Date: 03/06/2026
MC-774215   USDOT 2219087                          Week: 02/22/2026 - 02/28/2026

Pay To:  DELGADO EXPRESS LLC  (Unit 318)          Pay basis: 72% of linehaul rev.
         Ramon Delgado                            FSC paid 100% to contractor
         PO Box 214, Sabetha KS 66534

======================================================================================
ORDER #      SHIP  ORIGIN      DESTINATION  MILES    REVENUE  PCT YOUR SHARE      FSC
--------------------------------------------------------------------------------------
NPC-26-01184 02/23 SENECA KS   OMAHA NE       198   1,050.00  72%     756.00    79.20
NPC-26-01197 02/24 OMAHA NE    DENVER CO      541   2,380.00  72%   1,713.60   216.40
NPC-26-01215 02/26 DENVER CO   WICHITA KS     520   1,875.00  72%   1,350.00   208.00
NPC-26-01233 02/28 WICHITA KS  SENECA KS      212     640.00  72%     460.80    84.80
--------------------------------------------------------------------------------------
LOAD TOTALS                                 1,471   5,945.00        4,280.40   588.40
======================================================================================

EARNINGS                                  | DEDUCTIONS
                                          |
Revenue share (72%)           4,280.40    | Fuel - Fleet One              1,612.37
Fuel surcharge                  588.40    | Occ/Acc insurance                38.00
Detention 02/25 Denver 2.0h     100.00    | Phys damage ins                  61.54
Extra stop 02/26 Aurora CO       75.00    | Trailer usage                    85.00
                          ------------    | IFTA / permits                   22.00
GROSS EARNINGS                5,043.80    | PrePass                          12.50
                                          | Cash advance 02/24              300.00
REIMBURSEMENTS (add)                      | Escrow deposit                  125.00
Scale tickets (2)                27.50    |                           ------------
KTA tolls                        18.40    | TOTAL DEDUCTIONS              2,256.41
Total reimbursed                 45.90    |

NET PAY THIS SETTLEMENT                                          $2,833.29
  Paid by ACH to acct ending 0925 on 03/06/2026

Escrow balance: 2,375.00 of 2,500.00 required   Advance balance: 0.00
Questions on this settlement must be raised within 30 days. Settlement office ext. 212.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 504380,
      netCents: 283329,
      date: '2026-03-06',
      broker: 'NEMAHA PRAIRIE CARRIERS, INC.',
      tripNumber: 'NPC-26-01184',
      miles: 1471,
      linehaulCents: 428040,
      fuelSurchargeCents: 58840,
      advancesCents: 30000,
      escrowCents: 12500,
      reimbursementsCents: 4590,
      deductions: [161237, 3800, 6154, 8500, 2200, 1250],
    },
  },
  {
    id: 'b40-overbrook-lessee-crdr-ledger',
    issuer: 'Overbrook Lease Services, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase lessee settlement printed as a chronological ledger (ISO date, ref, description, amount with CR/DR flag and running balance) mixing trip credits and charges, followed by a dotted-leader summary ending in the amount deposited',
    text: `OVERBROOK LEASE SERVICES, LLC
Lease-Purchase Program / Settlement Dept.
77 Commerce Way, Shelbyville, KY 40065     (502) 555-0113     settlements@overbrookls.example

LESSEE SETTLEMENT LEDGER
  Lessee ......... Marcus T. Whitfield (L-0214)        Settlement ID ... OLS-2026-W15-0214
  Tractor ........ OLS-214  2021 Freightliner Cascadia  Period .......... 2026-04-06 to 2026-04-12
  Operating under  Overbrook Lease Services, LLC  MC 1048816 / DOT 3391045

DATE        REF        DESCRIPTION                                AMOUNT       BALANCE
----------- ---------- -------------------------------------- ----------    ----------
2026-04-06             Opening balance                                            0.00
2026-04-06  TRP 88412  Linehaul 612 mi @ 1.580                    966.96 CR     966.96
2026-04-06  TRP 88412  Fuel surcharge 612 mi @ .510               312.12 CR   1,279.08
2026-04-07  EFS 40217  Cash advance - EFS code                    200.00 DR   1,079.08
2026-04-08  TRP 88430  Linehaul 874 mi @ 1.580                  1,380.92 CR   2,460.00
2026-04-08  TRP 88430  Fuel surcharge 874 mi @ .510               445.74 CR   2,905.74
2026-04-09  TRP 88430  Detention Charlotte 3.0 hr @ 40.00         120.00 CR   3,025.74
2026-04-09  L-5521     Lumper reimbursement (rcpt att.)           185.00 CR   3,210.74
2026-04-10  TRP 88451  Linehaul 455 mi @ 1.580                    718.90 CR   3,929.64
2026-04-10  TRP 88451  Fuel surcharge 455 mi @ .510               232.05 CR   4,161.69
2026-04-10  TRP 88451  Deadhead 88 mi @ .800                       70.40 CR   4,232.09
2026-04-11  EFS WK15   Fuel purchases - EFS (9 txns)            1,388.16 DR   2,843.93
2026-04-12  LSE 214    Tractor lease pmt wk 15 unit OLS-214       725.00 DR   2,118.93
2026-04-12  MNT 214    Maintenance reserve 2,029 mi @ .06         121.74 DR   1,997.19
2026-04-12  INS 0415   Physical damage - tractor                   84.00 DR   1,913.19
2026-04-12  INS 0415   Bobtail / NTL                               17.50 DR   1,895.69
2026-04-12  INS 0415   Occupational accident                       36.25 DR   1,859.44
2026-04-12  ELD 214    ELD subscription                            18.99 DR   1,840.45
----------- ---------- -------------------------------------- ----------    ----------
                       Total credits                            4,432.09 CR
                       Total debits                             2,591.64 DR

SUMMARY
  Miles (loaded 1,941 + deadhead 88) ...... 2,029
  Mileage pay .............................   3,137.18
  Fuel surcharge ..........................     989.91
  Accessorials ............................     120.00
  Gross earnings ..........................   4,247.09
  Reimbursements ..........................     185.00
  Less debits .............................   2,591.64
  AMOUNT DEPOSITED 2026-04-15 ACH ****6630    1,840.45

  Maintenance reserve balance: 2,463.24    Lease payments remaining: 141 of 208

CR = credit to lessee, DR = charge to lessee. Disputes in writing within 15 days per Sec. 9 of
the Equipment Lease and Independent Contractor Operating Agreement.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 424709,
      netCents: 184045,
      date: '2026-04-15',
      broker: 'Overbrook Lease Services, LLC',
      tripNumber: 'TRP 88412',
      miles: 2029,
      linehaulCents: 313718,
      fuelSurchargeCents: 98991,
      advancesCents: 20000,
      escrowCents: 12174,
      reimbursementsCents: 18500,
      deductions: [138816, 72500, 8400, 1750, 3625, 1899],
    },
  },
  {
    id: 'b40-valleejonction-releve-fr-taxes',
    issuer: 'Vallée-Jonction Transport inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator settlement (relevé de règlement): centred letterhead, per-km trip table with transport and fuel-surcharge columns, then Revenus (with TPS/TVQ added to a tax-included total), Retenues and Remboursements blocks; space-thousands comma-decimal amounts with trailing $, DD/MM/YYYY dates and a French month-name deposit date',
    text: `                        VALLÉE-JONCTION TRANSPORT INC.
              455, route 173, Vallée-Jonction (Québec)  G0S 3J0
    Tél. : 418 555-0176   -   NEQ 1168402257   -   CVOR/PEVL R-604-117-233

                  RELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR

Voiturier : 9387-2214 Québec inc. (Luc Bergeron)      No de relevé : R-2026-0520-17
            Camion 17 - Kenworth T680                  Période : du 11/05/2026 au 17/05/2026
No TPS du voiturier : 74421 0938 RT0001                Date de dépôt : 22 mai 2026
No TVQ du voiturier : 1227734519 TQ0001

VOYAGES
No voyage  Date       Origine             Destination           Km Transport   Surch.
                                                                   2,05 $/km  0,38/km
------------------------------------------------------------------------------
VJ-60231   11/05/2026 Vallée-Jonction QC  Montréal QC          285    584,25   108,30
VJ-60244   12/05/2026 Montréal QC         Mississauga ON       545  1 117,25   207,10
VJ-60250   14/05/2026 Mississauga ON      Vallée-Jonction QC   812  1 664,60   308,56
------------------------------------------------------------------------------
Totaux                                                       1642  3 366,10   623,96

REVENUS
  Transport (au km)                                       3 366,10 $
  Surcharge carburant                                       623,96 $
  Temps d'attente - VJ-60244, 2 h à 30,00 $                  60,00 $
                                                      ------------
  Sous-total taxable                                      4 050,06 $
  TPS 5 %                                                   202,50 $
  TVQ 9,975 %                                               403,99 $
  TOTAL DES REVENUS (taxes incluses)                      4 656,55 $

RETENUES
  Carburant - carte Ultramar (7 trans.)                   1 402,88 $
  Assurance cargaison                                        48,00 $
  Assurance responsabilité civile                            72,50 $
  Location de remorque (53 pi)                              110,00 $
  Frais administratifs                                       25,00 $
  Avance de voyage du 12/05/2026                            250,00 $
  Fonds de garantie (retenue hebdomadaire)                  100,00 $
                                                      ------------
  TOTAL DES RETENUES                                      2 008,38 $

REMBOURSEMENTS
  Péage autoroute 407 ETR (facture jointe)                   41,37 $

==============================================================================
  MONTANT NET DÉPOSÉ                                      2 689,54 $
==============================================================================
Solde du fonds de garantie au 17/05/2026 : 1 800,00 $ (maximum 2 500,00 $)
Toute contestation doit être transmise au service de la paie dans les 10 jours suivant
la date de dépôt. Merci de votre collaboration!
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 465655,
      netCents: 268954,
      date: '2026-05-22',
      broker: 'VALLÉE-JONCTION TRANSPORT INC.',
      tripNumber: 'VJ-60231',
      miles: null,
      linehaulCents: 336610,
      fuelSurchargeCents: 62396,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 4137,
      deductions: [140288, 4800, 7250, 11000, 2500],
    },
  },
  {
    id: 'b40-tehuacan-liquidacion-boxed-iva',
    issuer: 'Servicios Logísticos Tehuacán, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish Mexican owner-operator (permisionario) trip liquidation in four ASCII-boxed sections (viajes with carta porte and km, ingresos with IVA 16% to a tax-included total, descuentos y retenciones incl. IVA/ISR withholding, reembolsos) and the net below; MXN in US number format, dd/mmm/yyyy Spanish dates',
    text: `SERVICIOS LOGÍSTICOS TEHUACÁN, S.A. DE C.V.
RFC: SLT150309AB4   Permiso SICT: 2107SLT15032026
Blvd. Adolfo López Mateos 1520, Col. Centro, C.P. 75700, Tehuacán, Puebla
Tel. 238 555 0142   liquidaciones@sltehuacan.example

LIQUIDACIÓN DE VIAJES A PERMISIONARIO                  Folio: LQ-2026-0611

Permisionario: HÉCTOR RUIZ GALVÁN            RFC: RUGH780412KT2
Unidad: 27   Placas: 84-AK-3F                 Régimen: RESICO
Periodo: 01/jun/2026 al 07/jun/2026          Fecha de pago: 10/jun/2026
Forma de pago: Transferencia SPEI  Banco: BBVA  Cta. ****4471

+------------------------------------------------------------------------------+
| 1. VIAJES REALIZADOS (importes en MXN)                                       |
+------------------------------------------------------------------------------+
| Carta porte Fecha       Origen             Destino              Km     Flete |
| ---------------------------------------------------------------------------- |
| CP-77120    01/jun/2026 Tehuacán, Pue.     Veracruz, Ver.      298 14,500.00 |
| CP-77138    03/jun/2026 Veracruz, Ver.     Tlalnepantla, Méx.  402 18,200.00 |
| CP-77151    05/jun/2026 Tlalnepantla, Méx. Tehuacán, Pue.      250 11,800.00 |
| ---------------------------------------------------------------------------- |
| Total viajes: 3                                                950 44,500.00 |
+------------------------------------------------------------------------------+

+------------------------------------------------------------------------------+
| 2. INGRESOS                                                                  |
+------------------------------------------------------------------------------+
| Fletes                                                  $      44,500.00     |
| Maniobras de carga y descarga (CP-77138)                $       1,200.00     |
| Subtotal                                                $      45,700.00     |
| IVA 16%                                                 $       7,312.00     |
| TOTAL INGRESOS (con IVA)                                $      53,012.00     |
+------------------------------------------------------------------------------+

+------------------------------------------------------------------------------+
| 3. DESCUENTOS Y RETENCIONES                                                  |
+------------------------------------------------------------------------------+
| Retención IVA 4%                                        $       1,828.00     |
| Retención ISR (RESICO 1.25%)                            $         571.25     |
| Diésel - vales de consumo (6)                           $      15,380.40     |
| Cuota de administración 5%                              $       2,285.00     |
| Seguro de carga                                         $         950.00     |
| Rastreo satelital GPS                                   $         420.00     |
| Anticipo para gastos de viaje (02/jun/2026)             $       3,000.00     |
| Fondo de reserva (aportación semanal)                   $       1,000.00     |
| TOTAL DESCUENTOS                                        $      25,434.65     |
+------------------------------------------------------------------------------+

+------------------------------------------------------------------------------+
| 4. REEMBOLSOS                                                                |
+------------------------------------------------------------------------------+
| Casetas pagadas por el operador (comprobantes IAVE)     $       2,846.00     |
+------------------------------------------------------------------------------+

   NETO A PAGAR AL PERMISIONARIO                       $      30,423.35
   (Total ingresos - total descuentos + reembolsos)

Saldo acumulado en fondo de reserva: $14,000.00. Las retenciones se amparan con el CFDI
de retenciones e información de pagos que se emitirá al cierre del mes.

_________________________          _________________________
   Elaboró: Contabilidad                 Recibí de conformidad
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5301200,
      netCents: 3042335,
      date: '2026-06-10',
      broker: 'SERVICIOS LOGÍSTICOS TEHUACÁN, S.A. DE C.V.',
      tripNumber: 'CP-77120',
      miles: null,
      linehaulCents: 4450000,
      fuelSurchargeCents: null,
      advancesCents: 300000,
      escrowCents: 100000,
      reimbursementsCents: 284600,
      deductions: [182800, 57125, 1538040, 228500, 95000, 42000],
    },
  },
  {
    id: 'b40-oneidalake-dispatch-pipe-table',
    issuer: 'Oneida Lake Dispatch LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier pay statement: pipe-delimited load table with broker, lane, miles, linehaul/FSC/extras and per-load totals plus a TOTAL row, then a short settlement block with minus-signed fees and a plus-signed lumper reimbursement ending in the net ACH sent by the service; weekday month-name date',
    text: `ONEIDA LAKE DISPATCH LLC
310 Main St, Ste 4 | Sylvan Beach, NY 13157 | 315-555-0129 | ops@oneidalakedispatch.example

CARRIER PAY STATEMENT -- WEEK 29

Carrier:     KOWALCZYK FREIGHT LLC   MC 1192847  DOT 3627750
Truck/Trlr:  #2 / 53' dry van        Driver: Adam Kowalczyk
Statement:   OLD-K2847-W29
ACH sent:    Friday, 17 July 2026

We collected the following from brokers on your behalf (billing & collections service):

| Load #     | Broker                      | PU    | Lane                       | Miles | Linehaul |    FSC | Extras |    Total |
|------------|-----------------------------|-------|----------------------------|-------|----------|--------|--------|----------|
| 4471902    | Keystone Arc Logistics      | 07/13 | Syracuse NY > Columbus OH  |   462 | 1,380.00 | 170.00 |      - | 1,550.00 |
| GP-20917   | Gannett Peak Brokerage      | 07/14 | Columbus OH > Nashville TN |   380 | 1,100.00 | 140.00 |  75.00 | 1,315.00 |
| HFP-558213 | Harborview Freight Partners | 07/15 | Nashville TN > Buffalo NY  |   708 | 2,050.00 | 260.00 |      - | 2,310.00 |
|------------|-----------------------------|-------|----------------------------|-------|----------|--------|--------|----------|
| TOTAL      |                             |       |                            | 1,550 | 4,530.00 | 570.00 |  75.00 | 5,175.00 |

Extras: GP-20917 detention at receiver, 1.5 hrs @ $50.00.

SETTLEMENT
  Gross load revenue                                5,175.00
  Dispatch fee (7% of gross)                        -362.25
  Billing & collection fee (2.5%)                   -129.38
  Comchek fuel advance 07/13 (#88120457)            -400.00
  Comchek express fee (3% of advance)                -12.00
  Lumper reimbursement - GP-20917 (paid by drvr)    +150.00
                                                 ----------
  NET ACH TO CARRIER                                4,421.37

Funds sent from Oneida Lake Dispatch LLC trust account to your account ending 3304.
Dispatch agreement dated 01/05/2026. We are not a carrier or broker; all loads booked under
your own authority. Reply to this email with any questions.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 517500,
      netCents: 442137,
      date: '2026-07-17',
      broker: 'Oneida Lake Dispatch LLC',
      tripNumber: '4471902',
      miles: 1550,
      linehaulCents: 453000,
      fuelSurchargeCents: 57000,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [36225, 12938, 1200],
    },
  },
  {
    id: 'b40-tuscarora-tank-driver-stub-ytd',
    issuer: 'Tuscarora Ridge Tank Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement: header block with pay date/period right-aligned, earnings table (units, rate, current, YTD) with mileage and per-diem lines, taxes and deductions as minus-signed current amounts beside YTD, a separate non-wage toll reimbursement, net pay and direct-deposit line; MM/DD/YY dates',
    text: `TUSCARORA RIDGE TANK LINES, INC.                                  EARNINGS STATEMENT
1400 Tank Farm Road                                               Check No.  DD-0088417
Mifflintown, PA 17059                                             Pay Date   08/21/26
FEIN 25-1847720   USDOT 1590338                                   Period     08/09/26 - 08/15/26

EMPLOYEE  Dale R. Hostetler            EMP ID 10442    DEPT  Bulk Tank / Linehaul
          214 Cedar Run Rd             SSN  XXX-XX-3318   Fed M-2  PA 0   Rate .62/mi
          McAlisterville, PA 17049

EARNINGS                 UNITS      RATE     CURRENT          YTD
Mileage                  2,146     .6200    1,330.52    41,293.23
Load/Unload Hrs           6.50   24.0000      156.00     4,930.22
Hazmat Premium               4   25.0000      100.00     3,241.33
Per Diem (non-tax)           5   69.0000      345.00    10,883.44
GROSS PAY                                   1,931.52    60,348.22

TAXES WITHHELD                               CURRENT          YTD
Federal Income Tax                           -118.40     3,670.77
Social Security                               -98.36     3,049.90
Medicare                                      -23.00       714.11
PA State Income Tax                           -48.71     1,511.49
Local EIT Mifflin Co                          -15.87       493.82
PA Unemployment (EE)                           -1.11        36.63
Total taxes                                  -305.45

DEDUCTIONS                                   CURRENT          YTD
401(k) 4%                                     -63.46     1,967.26
Medical - EE+Sp                               -42.15     1,306.65
Dental                                         -6.80       210.80
Total deductions                             -112.41

NON-WAGE REIMBURSEMENT                       CURRENT          YTD
Tolls - PA Turnpike (exp rpt 0815)            +23.40       317.80

-----------------------------------------------------------------------------
NET PAY                                     1,537.06
  Direct deposit  Juniata Valley Bank  xxxxx7714  1,537.06
-----------------------------------------------------------------------------
Miles this period: 2,146 (loaded 1,872 / empty 274)   FICA wages: 1,586.52
Vacation avail: 36.0 hrs   Sick avail: 16.0 hrs
THIS IS NOT A CHECK - NON-NEGOTIABLE
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 193152,
      netCents: 153706,
      date: '2026-08-21',
      broker: 'TUSCARORA RIDGE TANK LINES, INC.',
      tripNumber: null,
      miles: 2146,
      linehaulCents: 133052,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 2340,
      deductions: [11840, 9836, 2300, 4871, 1587, 111, 6346, 4215, 680],
    },
  },
  {
    id: 'b40-quinte-az-driver-summary-grid',
    issuer: 'Quinte Shoreline Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario bi-weekly hourly driver pay statement with the totals first in a three-cell boxed grid (gross / deductions / net, this pay and YTD), then an hours x rate earnings table incl. stat holiday and vacation pay, and a deductions table (CPP, EI, federal/Ontario tax, benefits, union dues) with YTD; DD-Mon-YYYY dates',
    text: `Quinte Shoreline Haulage Ltd.
212 Bell Blvd, Belleville, ON  K8P 5H4  |  613-555-0164  |  BN 81729 4406 RP0001

STATEMENT OF EARNINGS AND DEDUCTIONS

Employee: Priya Ramsaran          Employee #: 0387      Position: AZ Driver - Regional
Pay Period: 10-May-2026 to 23-May-2026 (bi-weekly, period 11 of 26)
Pay Date: 29-May-2026             Deposit to: RBC ...5521

+--------------------+--------------------+--------------------+
|    GROSS EARNINGS  |  TOTAL DEDUCTIONS  |      NET PAY       |
+--------------------+--------------------+--------------------+
| This pay  2,838.56 | This pay    678.30 | This pay  2,160.26 |
| YTD      30,870.04 | YTD       7,403.66 | YTD      23,466.38 |
+--------------------+--------------------+--------------------+

EARNINGS
  Description                     Hours      Rate      Amount
  Regular                         80.00   27.5000    2,200.00
  Overtime 1.5x (over 60 h/wk)     7.50   41.2500      309.38
  Stat Holiday - Victoria Day      8.00   27.5000      220.00
  Vacation Pay 4%                                      109.18
                                                 ------------
  Gross Earnings                                     2,838.56

DEDUCTIONS
  Description                         This Period  Year to Date
  CPP                                      160.88      1,769.68
  EI                                        46.27        508.97
  Federal Income Tax                       262.40      2,848.92
  Ontario Income Tax                       141.15      1,532.49
  Group Benefits (Empl.)                    38.60        424.60
  Teamsters Local 879 Dues                  29.00        319.00
                                -----------------
  Total Deductions                         678.30      7,403.66

NET PAY DEPOSITED 2,160.26 CAD

Vacation pay is paid out each period. Hours per week over 60 paid at 1.5x per the
Ontario highway transport overtime rules. Keep this statement for your records.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 283856,
      netCents: 216026,
      date: '2026-05-29',
      broker: 'Quinte Shoreline Haulage Ltd.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [16088, 4627, 26240, 14115, 3860, 2900],
    },
  },
  {
    id: 'b40-onyxharbor-schedule-paren-fees',
    issuer: 'Onyx Harbor Funding Corp.',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and remittance advice: dotted-leader client/schedule header, invoice table with debtor and load/PO columns plus per-invoice discount fee and 5% reserve shown in parentheses and an advanced column, totals row, then adjustments (fuel advance repaid, wire fee, reserve release) and the amount wired',
    text: `ONYX HARBOR FUNDING CORP.
600 Summer Street, Suite 410 / Stamford, CT 06901 / (203) 555-0181 / fundings@onyxharbor.example

PURCHASE & REMITTANCE ADVICE
------------------------------------------------------------------------------------------------
Client ........ BLUE HERON TRANSPORT LLC  (Client # OHF-3381)    MC 1077431
Schedule ...... 2291                      Funding Date .. 06/12/2026
Program ....... Non-recourse, 3.0% flat   Advance rate .. 95% (5% reserve)
------------------------------------------------------------------------------------------------
Invoice   Debtor                    Load / PO    Inv Date        Face  Disc. Fee  Reserve  Advanced
------------------------------------------------------------------------------------------------
BHT-1041  Copperline Logistics Inc  CL-8812045   06/08/26    2,450.00    (73.50) (122.50)  2,254.00
BHT-1042  Mesa Verde Brokerage LLC  MVB-33017    06/09/26    1,875.00    (56.25)  (93.75)  1,725.00
BHT-1043  Copperline Logistics Inc  CL-8812399   06/10/26    3,120.00    (93.60) (156.00)  2,870.40
BHT-1044  Dunmore Freight Services  DFS 70-2291  06/10/26      980.00    (29.40)  (49.00)    901.60
------------------------------------------------------------------------------------------------
SCHEDULE TOTALS (4 invoices)                                 8,425.00   (252.75) (421.25)  7,751.00

ADJUSTMENTS
  Fuel advance repaid - issued 06/09/26 against BHT-1043                    (500.00)
  Outgoing wire fee                                                          (15.00)
  Reserve release - Schedule 2264 (all invoices collected)                    318.40

  Total advanced on schedule                                                7,751.00
  Net adjustments                                                           (196.60)
  AMOUNT WIRED TO CLIENT                                                   $7,554.40

Wire ref OHF0612-2291-01 to Firstbank ****2209. Reserve balance after this schedule: 1,142.65.
Debtors have been notified to remit directly to Onyx Harbor Funding Corp., PO Box 88214,
Hartford, CT 06188. Amounts in parentheses are deducted.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 842500,
      netCents: 755440,
      date: '2026-06-12',
      broker: 'Copperline Logistics Inc',
      tripNumber: 'CL-8812045',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 42125,
      reimbursementsCents: null,
      deductions: [25275, 1500],
    },
  },
  {
    id: 'b40-wakarusa-quickpay-email-blocks',
    issuer: 'Wakarusa Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay remittance received as an e-mail: header lines, dotted-leader payment fields, one numbered block per load (lane and miles, linehaul/FSC/detention lines, invoice total and minus-signed 2.5% fee), then a payment summary deducting fees and a fuel advance to the net; month-name dates',
    text: `From: carrierpay@wakarusafreight.example
To: dispatch@ostrandercartage.example
Subject: QuickPay Remittance Advice - Payment WQP-0911-3374

WAKARUSA FREIGHT BROKERAGE, INC.
915 New Hampshire St, Suite 300, Lawrence, KS 66044  *  MC 902117  *  785-555-0158

QUICKPAY REMITTANCE ADVICE

Payee .............. Ostrander Cartage LLC (MC 1203358)
Payment No. ........ WQP-0911-3374
Payment Date ....... Sept. 11, 2026
Method ............. ACH - Commerce Bank xxxx8120
QuickPay terms ..... 2.5% discount, paid within 2 business days of POD

[1] Load # 5561803    Customer ref PO 44-10872    Picked up Sept. 2, 2026
    Dodge City, KS to Amarillo, TX  (410 mi)
      Linehaul                              1,150.00
      Fuel surcharge                          118.00
      Invoice total                         1,268.00
      QuickPay fee 2.5%                       -31.70

[2] Load # 5562247    Customer ref PO 44-10931    Picked up Sept. 4, 2026
    Garden City, KS to Fort Worth, TX  (905 mi)
      Linehaul                              2,300.00
      Fuel surcharge                          265.50
      Detention (2 hrs @ $50.00)              100.00
      Invoice total                         2,665.50
      QuickPay fee 2.5%                       -66.64

PAYMENT SUMMARY
  Invoices approved (2)                     3,933.50
  QuickPay fees                               -98.34
  EFS fuel advance at pickup (5562247)       -350.00
                                        ============
  NET PAYMENT                               3,485.16 USD

Total miles on this payment: 1,315. Please allow 1-2 business days for ACH posting.
This remittance was generated automatically; do not reply. Questions: 785-555-0158 opt 3.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 393350,
      netCents: 348516,
      date: '2026-09-11',
      broker: 'WAKARUSA FREIGHT BROKERAGE, INC.',
      tripNumber: '5561803',
      miles: 1315,
      linehaulCents: 345000,
      fuelSurchargeCents: 38350,
      advancesCents: 35000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [9834],
    },
  },
  {
    id: 'b40-zumbro-repair-order-visa',
    issuer: 'Zumbro River Truck & Diesel, LLC',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Truck repair order/invoice: shop header, right-side invoice number and date, customer/unit/VIN block with complaint, separate labor (op, hours x rate) and parts (part number, qty x price) tables with subtotals, then supplies, sales tax, total, card payment and zero balance',
    text: `ZUMBRO RIVER TRUCK & DIESEL, LLC
2150 Highway 52 N, Zumbrota, MN 55992
Phone 507-555-0133   Open 7am-7pm M-F, 8am-2pm Sat

REPAIR ORDER / INVOICE                          Invoice #: 48817
                                                Invoice Date: 10/05/2026
                                                Promised: 10/05/2026 4:00 PM
Customer: Ruiz-Vang Trucking LLC          Unit: 12   VIN ...K447219
          1870 7th St NW, Rochester MN     2019 Volvo VNL 760   Odometer 612,408
Complaint: Low air warning, compressor cycling often. Brake chamber leak at LR drive.

LABOR
  Op  Description                                   Hrs     Rate       Ext
  L1  Diagnose air leak, dash low-air warning       1.0   138.00    138.00
  L2  R&R air dryer cartridge & purge valve         1.6   138.00    220.80
  L3  R&R LR drive brake chamber 30/30              0.9   138.00    124.20
  Labor subtotal                                                    483.00

PARTS
  Ln  Part No.     Description                      Qty    Price       Ext
  P1  WAB 107794X  Air dryer cartridge, spin-on       1    89.95     89.95
  P2  BEN 800557   Purge valve kit                    1    64.40     64.40
  P3  TSE 3030-LS  Brake chamber, long stroke 30/30   1   112.75    112.75
  P4  PHX 12-4412  Air line 1/2" DOT, per ft          6     2.15     12.90
  Parts subtotal                                                    280.00

  Labor                                         483.00
  Parts                                         280.00
  Shop supplies (5% of labor)                    24.15
  MN sales tax 7.375% on 304.15                  22.43
  INVOICE TOTAL                                 809.58
  Paid - Visa ****0651 auth 044281              809.58
  Balance due                                     0.00

Tech: J. Halvorsen #7. Parts warranty 12 mo / labor 90 days. Old parts returned to customer.
Customer signature: ____________________
`,
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-10-05',
    },
  },
];

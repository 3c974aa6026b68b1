import type { CorpusDocument } from './types.js';

/**
 * Held-out batch 68, written blind (issuers T-Z).
 *
 * Kinds: five owner-operator settlements (per-mile carrier with boxed summary, lessor CR/DR
 * ledger at 70% of revenue, dispatch/billing service with a per-load fee column, French Quebec
 * relevé with TPS/TVQ inside the gross, Mexican liquidación de permisionario with IVA and a 4%
 * IVA withholding), two pay stubs (Oregon per-mile company driver with YTD columns, Alberta
 * hourly driver in a fully boxed layout), one factor purchase advice with reserve, fuel-advance
 * recovery and a reserve release, one broker QuickPay letter, and one multi-stop reefer rate
 * confirmation.
 * Countries: 7 US, 2 CA (one French), 1 MX (Spanish, MXN).
 * Layout variety: boxed summary cells, side-by-side columns, CR/DR indicators, negative signs and
 * parentheses, wrapped lane lines, dotted leaders, French "1 234,56 $" numbers, and dates as
 * MM/DD/YY, MM/DD/YYYY, month names, ISO, French and Spanish month names, DD-Mon-YYYY, DD MON YYYY.
 */
export const HELD_OUT_DOCUMENTS_68: CorpusDocument[] = [
  {
    id: 'b68-tenino-boxed-summary-trip-grid',
    issuer: 'Tenino Prairie Transport, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile contractor settlement opening with a four-cell boxed summary (gross, reimbursements, deductions, net), a wide one-row-per-trip grid with coded extras, then earnings/reimbursements and negative-signed deductions side by side in two columns; MM/DD/YY and MM/DD/YYYY dates',
    text: `TENINO PRAIRIE TRANSPORT, INC.
1180 Sussex Ave W, Tenino WA 98589
Ph 360-555-0147   Fax 360-555-0148   MC-784512   USDOT 2391187

                         CONTRACTOR SETTLEMENT
Contractor ID: 0419   ROCKWELL & SONS TRUCKING LLC        Unit: 4127
Settlement #: 2026-16-0419            Week Ending: 04/18/2026
Check Date:   04/23/2026              Pay Method: Direct Deposit ****3381

+------------------+------------------+------------------+------------------+
| GROSS EARNINGS   | + REIMBURSEMENTS | - DEDUCTIONS     | = NET PAY        |
|         4,334.35 |           177.50 |         1,745.05 |         2,766.80 |
+------------------+------------------+------------------+------------------+

TRIP DETAIL
Trip #     Disp      Origin         Destination   Ld Mi MT Mi  Linehaul      FSC        Extra Trip Total
--------------------------------------------------------------------------------------------------------
T-558201   04/12/26  Centralia WA   Boise ID        471    38    874.48   244.92     0.00       1,119.40
T-558236   04/14/26  Nampa ID       Ogden UT        296    22    547.78   153.92    75.00 DET     776.70
T-558259   04/15/26  Ogden UT       Spokane WA      702    14  1,262.86   365.04     0.00       1,627.90
T-558284   04/17/26  Spokane WA     Tacoma WA       318    41    604.99   165.36    40.00 STP     810.35
--------------------------------------------------------------------------------------------------------
TOTALS                                            1,787   115  3,290.11   929.24   115.00       4,334.35
Linehaul = loaded mi x 1.78 + empty mi x 0.95.  FSC = loaded mi x 0.52 (DOE wk 15).
Extra codes: DET = detention, STP = extra stop.
Total miles this settlement: 1,902 (1,787 loaded / 115 empty)

EARNINGS                                    DEDUCTIONS
Linehaul (loaded + empty)     3,290.11      Fuel - EFS card (9 txns)   -1,312.40
Fuel Surcharge                  929.24      Cash Advance 04/14           -200.00
Detention / Stop Pay            115.00      Occ/Acc Insurance             -38.90
                            ----------      Bobtail / NTL                 -14.25
GROSS EARNINGS                4,334.35      Trailer Rental wk 16          -95.00
                                            Maint. Reserve deposit        -75.00
REIMBURSEMENTS                              PrePass transponder            -9.50
Scale tickets (2)                27.50                                ----------
Lumper - Ogden rcpt 99812       150.00      TOTAL DEDUCTIONS           -1,745.05
TOTAL REIMBURSEMENTS            177.50

NET PAY deposited 04/23/2026 ..........................................   2,766.80

Maint. Reserve balance after this deposit: 2,325.00     YTD Gross: 61,440.18
Questions on this settlement? Call Settlements Dept, ext 214, within 10 days.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 433435,
      netCents: 276680,
      date: '2026-04-23',
      broker: 'TENINO PRAIRIE TRANSPORT, INC.',
      tripNumber: 'T-558201',
      miles: 1902,
      linehaulCents: 329011,
      fuelSurchargeCents: 92924,
      advancesCents: 20000,
      escrowCents: 7500,
      reimbursementsCents: 17750,
      deductions: [131240, 3890, 1425, 9500, 950],
    },
  },
  {
    id: 'b68-uinta-lessor-crdr-ledger',
    issuer: 'Uinta Basin Lease Co.',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor settlement printed as a dated ledger with a CR/DR indicator column: 70%-of-revenue compensation lines each followed by a miles/FSC line, separate reimbursement and charges sections with subtotals, month-name dates',
    text: `                               UINTA BASIN LEASE CO.
               PO Box 1907  *  Vernal, Utah 84078  *  (435) 555-0126
                         Equipment Lessor  -  USDOT 3310872

LEASE OPERATOR SETTLEMENT
Lessee:  Dolores M. Archuleta  (Lessee # L-2290)     Tractor: 2021 Peterbilt 579, Unit 77
Settlement Date:  May 1, 2026
Covers loads delivered April 19, 2026 through April 25, 2026

Date    Ref        Description                                               Amount  CR/DR
===================================================================================
COMPENSATION
Apr 20  UB-30917   Vernal UT - Casper WY  Rev 2,380.00 x 70%               1,666.00  CR
                   Revenue miles 388 / Fuel surcharge 100%                   190.12  CR
Apr 22  UB-30944   Casper WY - Rock Springs WY  Rev 1,415.00 x 70%           990.50  CR
                   Revenue miles 274 / Fuel surcharge 100%                   134.26  CR
Apr 23  UB-30958   Rock Springs WY - Grand Junction CO  Rev 1,960.00 x 70%  1,372.00  CR
                   Revenue miles 301 / Fuel surcharge 100%                   147.49  CR
Apr 25  UB-30971   Grand Junction CO - Vernal UT  Rev 1,120.00 x 70%         784.00  CR
                   Revenue miles 166 / Fuel surcharge 100%                    81.34  CR
Apr 23  UB-30958   Extra stop - Fruita CO                                     50.00  CR
                   Total Compensation                                      5,415.71  CR
-----------------------------------------------------------------------------------
REIMBURSEMENTS (receipts on file)
Apr 22  PRMT       Wyoming trip permit                                        31.00  CR
Apr 23  SCALE      CAT scale Rock Springs                                     12.25  CR
                   Total Reimbursements                                       43.25  CR
-----------------------------------------------------------------------------------
CHARGES
Apr 24  LEASE      Tractor lease payment - week 17                           650.00  DR
Apr 24  MILE       Lease mileage charge 1,129 mi @ .09                       101.61  DR
Apr 24  PD-INS     Physical damage insurance                                  61.50  DR
Apr 19-25  FUEL     Fuel purchases (see attached fuel detail)               1,104.37  DR
Apr 25  IFTA       IFTA fuel tax adjustment Q1                                22.18  DR
Apr 21  ADV        Comchek advance #4410982                                  300.00  DR
Apr 24  ESC        Maintenance escrow deposit                                100.00  DR
                   Total Charges                                           2,339.66  DR
===================================================================================
                   NET SETTLEMENT - ACH 05/01/2026                         3,119.30  CR

Maintenance escrow balance: 3,450.00     Lease payments remaining: 118 of 156
Revenue miles this settlement: 1,129
Disputes must be submitted in writing within 15 days of the settlement date.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 541571,
      netCents: 311930,
      date: '2026-05-01',
      broker: 'UINTA BASIN LEASE CO.',
      tripNumber: 'UB-30917',
      miles: 1129,
      linehaulCents: 481250,
      fuelSurchargeCents: 55321,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: 4325,
      deductions: [65000, 10161, 6150, 110437, 2218],
    },
  },
  {
    id: 'b68-wagonmound-dispatch-fee-column',
    issuer: 'Wagon Mound Dispatch LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch/billing service weekly carrier statement: one row per broker load with the lane wrapped onto a second line, flat rate, accessorial, load pay and a per-load 8% dispatch fee column with a totals row, then a dotted-leader summary ending in NET ACH TO CARRIER; ISO dates',
    text: `WAGON MOUND DISPATCH LLC
Truck Dispatch & Billing Services
612 Railroad Ave, Wagon Mound, NM 87752 | ops@wagonmounddispatch.com | (575) 555-0193

CARRIER WEEKLY STATEMENT                                   Statement ID: WMD-2026-0508-114
Carrier: HIGH MESA FREIGHT LLC     MC 1322875   DOT 3847710
Statement Period: 2026-05-02 to 2026-05-08
ACH Sent: 2026-05-11   (Bank of the Southwest acct ending 6604)

LOADS BILLED & COLLECTED ON YOUR BEHALF
Broker                    Load #       PU Date      Miles       Rate  Det/Lay   Load Pay   Disp 8%
--------------------------------------------------------------------------------------------------
Pinon Ridge Logistics     PRL-2206184  2026-05-02     287   1,150.00        -   1,150.00     92.00
   Albuquerque NM > Amarillo TX
Red Butte Brokerage LLC   77310452     2026-05-04     366   1,425.00   100.00   1,525.00    122.00
   Amarillo TX > Oklahoma City OK > Tulsa OK   (DET 2h)
Sangre Freight Solutions  SFS-51907    2026-05-06     611   1,875.00        -   1,875.00    150.00
   Tulsa OK > Santa Rosa NM
Pinon Ridge Logistics     PRL-2206390  2026-05-07     402   1,600.00   150.00   1,750.00    140.00
   Santa Rosa NM > Denver CO   (LAYOVER)
--------------------------------------------------------------------------------------------------
TOTALS (4 loads)                                    1,666   6,050.00   250.00   6,300.00    504.00

SUMMARY
  Total load pay collected ............................   6,300.00
  Dispatch service fee (8% of load pay) ...............    -504.00
  ELD subscription (May) ..............................     -32.00
  Occupational accident (pass-through) ................     -47.80
  Billing / COI admin fee .............................     -25.00
  Fuel advance 2026-05-04 (EFS check 30018872) ........    -400.00
                                                         ----------
  NET ACH TO CARRIER ..................................   5,291.20

Notes:
- Rates are all-in flat rates as confirmed by each broker; no separate fuel surcharge.
- Loaded miles per broker rate confirmation. Deadhead not paid by brokers and not shown.
- Brokers pay Wagon Mound Dispatch under your NOA; we remit weekly after collection.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 630000,
      netCents: 529120,
      date: '2026-05-11',
      broker: 'WAGON MOUND DISPATCH LLC',
      tripNumber: 'PRL-2206184',
      miles: 1666,
      linehaulCents: 605000,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [50400, 3200, 4780, 2500],
    },
  },
  {
    id: 'b68-troispistoles-releve-tps-tvq',
    issuer: 'Transports Trois-Pistoles inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator settlement (relevé de règlement) paid per mile: voyage grid with loaded/empty miles, mile pay and surcharge, then a gains block with TPS/TVQ added into a tax-included total and a retenues block; French number format (1 234,56 $) and French month-name dates',
    text: `TRANSPORTS TROIS-PISTOLES INC.
245, rue Notre-Dame Est, Trois-Pistoles (Québec)  G0L 4K0
Tél. : 418 555-0172    NEQ 1165482273    US DOT 2904417
No TPS : 812345678 RT0001    No TVQ : 1223344556 TQ0001

         RELEVÉ DE RÈGLEMENT  -  VOITURIER PROPRIÉTAIRE

Voiturier : 9384-1127 Québec inc. (Gaétan Bérubé)      No fournisseur : VP-058
Période : du 31 mai au 6 juin 2026                      Relevé no : 2026-23-058
Date de dépôt : 12 juin 2026                            Devise : CAD

DÉTAIL DES VOYAGES (taux : chargé 2,05 $/mille, vide 1,10 $/mille, surcharge 0,48 $/mille chargé)
Voyage    Date   Trajet                                          M.ch. M.vid.   Milles $    Surch.
--------------------------------------------------------------------------------------------------
TP-77120  31-05  Trois-Pistoles QC > Edmundston NB > Bangor ME     412      0     844,60    197,76
TP-77134  02-06  Bangor ME > Worcester MA                          268     35     587,90    128,64
TP-77151  03-06  Worcester MA > Albany NY > Montréal QC            379     22     801,15    181,92
TP-77166  05-06  Montréal QC > Rivière-du-Loup QC                  262     48     589,90    125,76
--------------------------------------------------------------------------------------------------
Totaux                                                           1 321    105   2 823,55    634,08
Milles totaux : 1 426

GAINS
  Paie au mille (chargé + vide)                           2 823,55 $
  Surcharge carburant                                       634,08 $
  Attente TP-77151 (2,5 h x 65,00 $)                        162,50 $
  Prime passage frontalier TP-77120                          45,00 $
  Sous-total                                              3 665,13 $
  TPS (5 %)                                                 183,26 $
  TVQ (9,975 %)                                             365,60 $
  TOTAL DES GAINS (taxes incluses)                        4 213,99 $

RETENUES
  Carburant - carte flotte (11 transactions)              1 688,72 $
  Assurance chargement et responsabilité                    142,30 $
  Immatriculation SAAQ (versement 23/52)                     58,65 $
  Frais d'administration                                     35,00 $
  IFTA / taxe sur les carburants                             27,40 $
  Avance en argent du 2 juin                                250,00 $
  Fonds d'entretien (retenue hebdo.)                        150,00 $
  TOTAL DES RETENUES                                      2 352,07 $

  MONTANT NET DÉPOSÉ                                      1 861,92 $

Solde du fonds d'entretien après cette retenue : 4 200,00 $
Toute contestation doit être faite par écrit dans les 10 jours suivant la date de dépôt.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 421399,
      netCents: 186192,
      date: '2026-06-12',
      broker: 'TRANSPORTS TROIS-PISTOLES INC.',
      tripNumber: 'TP-77120',
      miles: 1426,
      linehaulCents: 282355,
      fuelSurchargeCents: 63408,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [168872, 14230, 5865, 3500, 2740],
    },
  },
  {
    id: 'b68-zitacuaro-liquidacion-permisionario',
    issuer: 'Zitácuaro Fletes Refrigerados, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish owner-operator settlement (liquidación de permisionario) with Roman-numeral sections: trip table of flat freight and handling, percepciones with IVA 16% added into the total, deducciones including a 4% IVA withholding, advance and guarantee fund, toll reimbursements per trip, and a signature block; dd/mmm/yyyy Spanish dates, MXN in US number format',
    text: `ZITÁCUARO FLETES REFRIGERADOS, S.A. DE C.V.
RFC: ZFR090315KL2     Permiso SICT: TPAF01-1605ZFR
Carretera Federal 15 Km 152, Col. Moctezuma, C.P. 61510, Zitácuaro, Mich.
Tel. 715 555 0138   liquidaciones@zitacuarofletes.mx

======================================================================================
LIQUIDACIÓN DE PERMISIONARIO                                  Folio: LQ-2026-0877
======================================================================================
Permisionario: Rogelio Sandoval Huerta        RFC: SAHR780412AB3
Unidad: ECO-214   Placas: 81-AK-7T            Remolque refrigerado: RF-31
Periodo: 08/jun/2026 al 14/jun/2026
Fecha de pago: 19/jun/2026                    Forma de pago: Transferencia SPEI

I. VIAJES REALIZADOS
No. Viaje  Fecha        Ruta                                               Flete  Maniobras
-------------------------------------------------------------------------------------------
ZF-11820   08/jun/2026  Zitácuaro, Mich. - CDMX (Central de Abasto)     9,800.00     650.00
ZF-11834   10/jun/2026  CDMX - Guadalajara, Jal.                       18,500.00       0.00
ZF-11851   12/jun/2026  Guadalajara, Jal. - Zitácuaro, Mich.           14,200.00     900.00
-------------------------------------------------------------------------------------------
Totales                                                                42,500.00   1,550.00

II. PERCEPCIONES
   Fletes                                          $    42,500.00
   Maniobras de carga / descarga                   $     1,550.00
   Subtotal                                        $    44,050.00
   IVA 16%                                         $     7,048.00
   TOTAL PERCEPCIONES                              $    51,098.00

III. DEDUCCIONES
   Retención IVA 4% (Art. 1-A LIVA)                $     1,762.00
   Vales de diesel (3 vales)                       $    14,380.50
   Anticipo de viaje ZF-11834 (09/jun)             $     3,000.00
   Seguro de carga                                 $       850.00
   Rastreo satelital GPS                           $       420.00
   Fondo de garantía (5% s/fletes)                 $     2,125.00
   TOTAL DEDUCCIONES                               $    22,537.50

IV. REEMBOLSOS
   Casetas ZF-11820 (comprobantes anexos)          $     1,214.00
   Casetas ZF-11834 (comprobantes anexos)          $     1,876.00
   Casetas ZF-11851 (comprobantes anexos)          $     1,402.00
   TOTAL REEMBOLSOS                                $     4,492.00

   NETO A PAGAR (II - III + IV)                    $    33,052.50 MXN

Saldo acumulado fondo de garantía: $ 38,640.00
Recibí de conformidad la cantidad neta arriba indicada.

________________________________            ________________________________
     Rogelio Sandoval Huerta                       Depto. de Liquidaciones
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5109800,
      netCents: 3305250,
      date: '2026-06-19',
      broker: 'ZITÁCUARO FLETES REFRIGERADOS, S.A. DE C.V.',
      tripNumber: 'ZF-11820',
      miles: null,
      linehaulCents: 4250000,
      fuelSurchargeCents: null,
      advancesCents: 300000,
      escrowCents: 212500,
      reimbursementsCents: 449200,
      deductions: [176200, 1438050, 85000, 42000],
    },
  },
  {
    id: 'b68-tillamook-driver-stub-current-ytd',
    issuer: 'Tillamook Bay Dairy Express, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company driver weekly earnings statement with header fields in two columns, earnings table (rate, units, current, YTD) for mileage/stop/detention/bonus, deductions grouped pre-tax / taxes / other with current and YTD columns, net pay and direct-deposit line; MM/DD/YY dates',
    text: `TILLAMOOK BAY DAIRY EXPRESS, INC.                              EARNINGS STATEMENT
2015 Front St                                                  Check Date:  07/02/26
Tillamook, OR 97141                                            Period:  06/21/26 - 06/27/26
FEIN 93-1847265                                                Voucher #: DD-0048812

Employee: MARCUS J. VANDEVER          Emp #: 00318         Dept: LINEHAUL-REEFER
SSN: XXX-XX-4471    Pay Freq: Weekly    Fed: S / 0    OR: S / 1    Rate: .58/mi

EARNINGS                   Rate  Hrs/Units     Current          YTD
-------------------------------------------------------------------
Mileage Pay              0.5800      2,312    1,340.96    33,012.44
Stop Pay                25.0000          3       75.00     1,350.00
Detention               20.0000       2.50       50.00       640.00
Safety Bonus                                     50.00       300.00
-------------------------------------------------------------------
GROSS PAY                                     1,515.96    35,302.44

DEDUCTIONS                                     Current          YTD
-------------------------------------------------------------------
PRE-TAX DEDUCTIONS
  401(k) 4%                                      60.64     1,534.80
  Medical EE+Spouse *                            68.25     1,774.50
  Dental *                                        9.10       236.60
TAXES
  Federal Withholding                           117.13     2,913.02
  Social Security                                89.19     2,226.18
  Medicare                                       20.86       520.67
  OR State Withholding                           90.95     2,262.84
  OR Statewide Transit                            1.52        38.03
  OR Paid Leave                                   9.10       227.68
OTHER DEDUCTIONS
  Cell Phone Program                             12.00       312.00
-------------------------------------------------------------------
TOTAL DEDUCTIONS                                478.74    12,046.32

NET PAY                                       1,037.22    23,256.12

* Section 125 pre-tax
Direct Deposit:  Nestucca Valley CU  Chk xxxxxx5520 $1,037.22
Miles this period: 2,312     Loads: 4     PTO balance: 22.00 hrs
NON-NEGOTIABLE  -  THIS IS NOT A CHECK
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 151596,
      netCents: 103722,
      date: '2026-07-02',
      broker: 'TILLAMOOK BAY DAIRY EXPRESS, INC.',
      tripNumber: null,
      miles: 2312,
      linehaulCents: 134096,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [6064, 6825, 910, 11713, 8919, 2086, 9095, 152, 910, 1200],
    },
  },
  {
    id: 'b68-wetaskiwin-hourly-boxed-stub',
    issuer: 'Wetaskiwin Bulk Haulers Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta hourly driver bi-weekly pay statement drawn entirely inside an ASCII box with ruled sections: employee header, earnings (regular/overtime/stat holiday) with hours, rate, amount and YTD, deductions (CPP, EI, federal and Alberta tax, RRSP, benefits, union dues, PPE) with YTD, net pay, and a banked-vacation note; DD-Mon-YYYY dates',
    text: `+----------------------------------------------------------------------------+
| WETASKIWIN BULK HAULERS LTD.                          PAY STATEMENT        |
| 4907 - 40 Avenue, Wetaskiwin, AB  T9A 2J3         BN 781245093 RP0001      |
| Payroll enquiries: 780-555-0131                                            |
+----------------------------------------------------------------------------+
| Employee : Kyle T. Ostrowski            Employee No : 1142                 |
| Position : Class 1 Driver - Gravel/Aggregate   Province of employment : AB |
| Pay Period : 28-Jun-2026 to 11-Jul-2026 (bi-weekly, 15 of 26)              |
| Pay Date   : 17-Jul-2026              Deposit No : 000731846               |
+----------------------------------------------------------------------------+
| EARNINGS                     Hours     Rate      Amount           YTD      |
| Regular                      80.00    32.40    2,592.00     36,936.00      |
| Overtime 1.5x                 7.50    48.60      364.50      4,082.40      |
| Stat Holiday (Canada Day)     8.00    32.40      259.20      1,036.80      |
|                                            ------------                    |
| Total Earnings                                 3,215.70     42,055.20      |
+----------------------------------------------------------------------------+
| DEDUCTIONS                                       Amount           YTD      |
| CPP Contributions                                183.32      2,417.26      |
| EI Premiums                                       52.42        685.50      |
| Federal Income Tax                               361.48      5,402.11      |
| Alberta Income Tax                               187.92      2,810.64      |
| Group RRSP (5%)                                  160.79      2,102.76      |
| Group Benefits (Health/Dental)                    42.18        632.70      |
| Teamsters Local 987 Dues                          48.00        720.00      |
| PPE / Coverall Purchase                           35.00         35.00      |
|                                            ------------                    |
| Total Deductions                               1,071.11     14,805.97      |
+----------------------------------------------------------------------------+
| NET PAY  (deposited to ATB acct ****2207)      2,144.59     27,249.23      |
+----------------------------------------------------------------------------+
| Vacation pay accrued this period (4%, banked - not paid): 128.63           |
| Banked vacation balance: 1,204.77      Sick hours remaining: 24.00         |
+----------------------------------------------------------------------------+
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 321570,
      netCents: 214459,
      date: '2026-07-17',
      broker: 'WETASKIWIN BULK HAULERS LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [18332, 5242, 36148, 18792, 16079, 4218, 4800, 3500],
    },
  },
  {
    id: 'b68-wolfpoint-purchase-advice-reserve',
    issuer: 'Wolf Point Receivables, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factor purchase advice: invoice table with debtor, load/PRO, date, face amount and per-invoice fee and reserve columns with a totals row, then a settlement waterfall with parenthesised deductions (fees, reserve, fuel advance recovery, chargeback, wire fee) plus a prior-schedule reserve release; DD MON YYYY dates',
    text: `WOLF POINT RECEIVABLES, LLC
Freight Invoice Factoring
330 Main St, Suite 4  |  Wolf Point, MT 59201  |  (406) 555-0165  |  funding@wolfpointrec.com

PURCHASE ADVICE / SCHEDULE OF ACCOUNTS
Client:    BIG MUDDY CARRIERS INC  (Client # WP-1187)   MC 1266319
Schedule:  5521            Funded: 14 AUG 2026            Method: Wire (same day)
Recourse:  Full recourse, 90 days

INVOICES PURCHASED
Inv #     Debtor                        Load/PRO   Inv Date       Face Amt  Fee 2.75%    Rsv 7%
-----------------------------------------------------------------------------------------------
BMC-2210  Prairie Hub Logistics, Inc.   PH-448120  10 AUG 2026    2,650.00      72.88    185.50
BMC-2211  Stillwater Freight Brokerage  SFB-90217  11 AUG 2026    1,875.00      51.56    131.25
BMC-2212  Prairie Hub Logistics, Inc.   PH-448377  12 AUG 2026    3,120.00      85.80    218.40
BMC-2213  Northern Plains Grain Coop    NPG-7731   12 AUG 2026      980.00      26.95     68.60
-----------------------------------------------------------------------------------------------
TOTALS  (4 invoices)                                              8,625.00     237.19    603.75

SETTLEMENT OF SCHEDULE 5521
  Face value of invoices purchased                            8,625.00
  Less: discount fees (2.75%)                                  (237.19)
  Less: reserve withheld (7%)                                  (603.75)
                                                           -----------
  Advance on purchase                                         7,784.06
  Less: fuel advance recovery FA-0391 (issued 08/09)           (300.00)
  Less: chargeback - inv BMC-2188 short-paid by debtor          (65.00)
  Less: outgoing wire fee                                       (20.00)
  Plus: reserve release - Schedule 5507 fully collected         412.36
                                                           ===========
  NET FUNDS WIRED TO CLIENT                                   7,811.42

Reserve account balance after this schedule: 6,918.44
Debtors: remit only to Wolf Point Receivables, LLC, PO Box 88, Wolf Point MT 59201.
Page 1 of 1
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 862500,
      netCents: 781142,
      date: '2026-08-14',
      broker: 'Prairie Hub Logistics, Inc.',
      tripNumber: 'PH-448120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: 60375,
      reimbursementsCents: null,
      deductions: [23719, 6500, 2000],
    },
  },
  {
    id: 'b68-tupelo-quickpay-letter',
    issuer: 'Tupelo Crossing Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay payment advice written as a short letter: header block, explanatory paragraph, a load table (broker load #, carrier invoice #, delivered date, approved amount, 3% fee, paid) with lanes wrapped under each row and a totals row, a claim adjustment, and the payment amount; "Mon D, YYYY" dates',
    text: `Tupelo Crossing Freight Brokerage, Inc.
MC 987412 | 418 W Main St, Tupelo, MS 38804 | carrierpay@tupelocrossing.com | 662-555-0109

                         QUICKPAY PAYMENT ADVICE

To:              DELTA STAR TRANSPORT LLC
                 Carrier ID C-20773  /  MC 1190045
Payment Date:    Aug 21, 2026
Payment Method:  ACH      Trace # 084000026551193
Remit Ref:       QP-26-08-3316

Dear Carrier,

The invoices below were approved for QuickPay (2 business days) under the terms you
accepted in the Carrier Portal. A QuickPay fee of 3.0% of the approved amount is
deducted from each invoice. Standard terms (Net 30) would have paid in full on Sep 18.

  Our Load #  Your Inv # Delivered       Approved Amt    QP Fee 3%        Paid
  ----------------------------------------------------------------------------
  TC-610482   DST-0917   Aug 17, 2026        2,450.00        73.50    2,376.50
              Tupelo MS - Birmingham AL
  TC-610519   DST-0920   Aug 19, 2026        1,980.00        59.40    1,920.60
              Columbus MS - Little Rock AR
  TC-610533   DST-0921   Aug 19, 2026          865.00        25.95      839.05
              Little Rock AR - Memphis TN
  ----------------------------------------------------------------------------
  Totals                                     5,295.00       158.85    5,136.15

Adjustments
  Claim deduction - Load TC-610519 (2 pallets damaged, OS&D #4471)       -118.40

AMOUNT OF THIS PAYMENT:  $5,017.75

Approved amounts include linehaul, fuel surcharge and approved accessorials per the
rate confirmation. Questions: Carrier Pay Team, option 3.
Tupelo Crossing Freight Brokerage, Inc. - Thank you for hauling with us.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 529500,
      netCents: 501775,
      date: '2026-08-21',
      broker: 'Tupelo Crossing Freight Brokerage, Inc.',
      tripNumber: 'TC-610482',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [15885, 11840],
    },
  },
  {
    id: 'b68-yoakum-reefer-rate-con',
    issuer: 'Yoakum Junction Logistics, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker load confirmation for a multi-stop reefer load: header with load #, tender date and PO, carrier/driver block, numbered stops with appointments, a carrier pay block (linehaul, FSC, extra stop, total) and a list of conditional accessorials excluded from the total, terms and signature lines; MM/DD/YYYY dates',
    text: `YOAKUM JUNCTION LOGISTICS, LLC
Licensed Property Broker  MC-1045523  |  207 Lott St, Yoakum TX 77995
Dispatch (361) 555-0184  |  After hours (361) 555-0185  |  loads@yoakumjct.com

LOAD CONFIRMATION & CARRIER RATE AGREEMENT
================================================================================
Load #: YJL-3308714                         Date Tendered: 09/03/2026 14:22 CT
Customer Ref / PO: 4500912276              Broker Rep: Krista Wendt x112

CARRIER:   LONE OAK HAULING LLC     MC 1203398   DOT 3721055
Driver:    Ramon Ybarra   Cell (830) 555-0117    Truck 12 / Trailer 53R-08
Equipment: 53' Reefer - set 34F CONTINUOUS (no cycle). Pulp temps at pickup.

STOP 1  PICKUP    09/04/2026  06:00-10:00 appt
        Yoakum Packing Co., 1400 Hwy 77A N, Yoakum TX 77995
        PU# 88210-A   Fresh poultry, 20 pallets, 40,000 lbs
STOP 2  DELIVERY  09/05/2026  22:00 appt
        Delta Foodservice DC, 3950 Getwell Rd, Memphis TN 38118
        Deliver 12 pallets.  Lumper payable by carrier - reimbursed w/ receipt.
STOP 3  DELIVERY  09/06/2026  05:00 appt
        Cumberland Fresh Markets DC, 711 Allied Dr, Nashville TN 37211
        Deliver 8 pallets.

--------------------------------------------------------------------------------
CARRIER PAY (USD)
   Linehaul (flat)                           $2,150.00
   Fuel Surcharge                              $412.50
   Extra Stop (1 @ $100.00)                    $100.00
   TOTAL CARRIER PAY                         $2,662.50
--------------------------------------------------------------------------------
Not included above, payable only if incurred and documented:
   Detention $50.00/hr after 2 hrs free (must be reported before departure)
   Truck ordered not used (TONU) $150.00
   Lumper reimbursement up to $300.00 with original receipt

TERMS: Pay Net 30 from receipt of signed POD and invoice; QuickPay 2% / 2 days.
No double brokering. Carrier must maintain $100,000 reefer breakdown coverage.
Temperature recorder download required on claim. Late delivery fine $250.

Broker: Yoakum Junction Logistics, LLC     Carrier Signature: ____________________
By: K. Wendt  09/03/2026                   Print Name / Date:  ____________________
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 266250,
      broker: 'YOAKUM JUNCTION LOGISTICS, LLC',
      tripNumber: 'YJL-3308714',
    },
  },
];

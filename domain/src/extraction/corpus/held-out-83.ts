import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 83: ten trucking pay documents written without looking at the extractor.
 *
 * Kinds: five owner-operator settlements (a per-mile carrier settlement with a boxed summary and
 * DR/CR table, a lessor revenue-share settlement with a two-column earnings/charges block, a
 * dispatch service's carrier pay statement with wrapped load rows and net ACH sent by the service,
 * a French Quebec relevé with TPS/TVQ added to the earnings, a Mexican liquidación with IVA,
 * retenciones and the net in words), two pay stubs (US mileage-paid tanker driver with YTD
 * sections, Ontario hourly AZ driver with pipe tables), one factoring schedule with per-invoice
 * fee and reserve columns plus a reserve release, one broker quick-pay advice with a fuel advance,
 * and one broker rate confirmation.
 * Countries: 7 US, 2 CA (one French), 1 MX.
 * Dates: MM/DD/YYYY, month names, ISO, DD/MM/YYYY, DD-Mon-YYYY, MM-DD-YY, weekday-spelled.
 * Numbers: US format, French (space thousands, comma decimals, trailing $), MXN, parentheses,
 * leading +/- signs.
 */
export const HELD_OUT_DOCUMENTS_83: CorpusDocument[] = [
  {
    id: 'b83-oconto-falls-boxed-summary-trip-grid',
    issuer: 'Oconto Falls Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile owner-operator settlement with a boxed header and a boxed gross / deductions / net summary at the top, a one-row-per-load grid (loaded and empty miles, mile pay, FSC, extra, total) and a DR/CR deduction table where toll and scale reimbursements are credits; MM/DD/YYYY dates',
    text: `OCONTO FALLS CARRIERS, INC.
615 N. Main Street - Oconto Falls, WI 54154
Phone (920) 555-0148   Fax (920) 555-0149   USDOT 2209876   MC-774213

                                  OWNER-OPERATOR SETTLEMENT
+----------------------------------------------------------------------------------------------+
| Contractor : 0412  BRANDT & SONS TRUCKING LLC            Unit : T-412 (2020 Peterbilt 579)   |
| Settlement : 46-0412                Period : 11/08/2026 - 11/14/2026                         |
| Pay Date   : 11/20/2026             Method : Direct Deposit  xxxx6651                        |
+----------------------------------------------------------------------------------------------+
|         GROSS EARNINGS         DEDUCTIONS (DR less CR)                 NET PAY               |
|               3,641.95                        1,652.91                1,989.04               |
+----------------------------------------------------------------------------------------------+

TRIP DETAIL          Rates: loaded $1.850/mi   empty $1.000/mi   FSC $0.520/loaded mi
Load No.    Disp Date  Origin          Destination     Ld Mi MT Mi  Mile Pay     FSC   Extra     Total
------------------------------------------------------------------------------------------------
OFC-228140  11/09/2026 Green Bay, WI   Joliet, IL        214    22    417.90  111.28    0.00    529.18
OFC-228157  11/10/2026 Joliet, IL      Fort Wayne, IN    158    41    333.30   82.16   50.00    465.46
OFC-228166  11/11/2026 Fort Wayne, IN  Nashville, TN     452    18    854.20  235.04   75.00  1,164.24
OFC-228190  11/13/2026 Nashville, TN   Milwaukee, WI     611    35  1,165.35  317.72    0.00  1,483.07
------------------------------------------------------------------------------------------------
TOTALS                                                 1,435   116  2,770.75  746.20  125.00  3,641.95
Total miles paid: 1,551   Extra: OFC-228157 stop-off $50.00; OFC-228166 detention 3 hrs @ $25.00

  DEDUCTIONS AND CREDITS                           DR          CR
  Fuel - EFS card (11 purchases)             1,284.62
  Cash advance 11/11/2026 (EFS check)          200.00
  Occupational accident ins.                    38.00
  Cargo / physical damage ins.                  61.50
  PrePass bypass & tolls                        12.40
  ELD / Omnitracs fee                           17.99
  Escrow deposit                                75.00
  Toll reimb. - I-PASS receipts                             23.85
  Scale ticket reimb. (CAT x3)                              12.75
                                           ----------  ----------
  TOTALS                                     1,689.51       36.60

  NET PAY (gross 3,641.95 - DR 1,689.51 + CR 36.60)        1,989.04

Escrow balance after this settlement: 1,575.00 (target 2,500.00)
Discrepancies must be reported within 15 days of pay date. settlements@ocontofallscarriers.example
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 364195,
      netCents: 198904,
      date: '2026-11-20',
      broker: 'OCONTO FALLS CARRIERS, INC.',
      tripNumber: 'OFC-228140',
      miles: 1551,
      linehaulCents: 277075,
      fuelSurchargeCents: 74620,
      advancesCents: 20000,
      escrowCents: 7500,
      reimbursementsCents: 3660,
      deductions: [128462, 3800, 6150, 1240, 1799],
    },
  },
  {
    id: 'b83-raccoon-creek-lessor-two-column',
    issuer: 'Raccoon Creek Lease Services, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor settlement paying a 70% revenue share plus FSC pass-through: a trip table with revenue and FSC per trip, then a two-column block (earnings and reimbursements on the left, charges on the right, pipe-separated) and a one-line net formula; dates written out with month names',
    text: `RACCOON CREEK LEASE SERVICES, LLC                                  Page 1 of 1
Lessor Settlement Statement
2201 Raccoon Creek Rd, Hookstown, PA 15050 | MC 1098344 | USDOT 3380215 | 724-555-0116

Driver/Lessee: Dale R. Kowalczyk  (ID K-118)      Tractor: 2021 Freightliner Cascadia #RC-27
Week Ending:   November 21, 2026                  Pay Date: November 25, 2026

TRIPS SETTLED
Trip #    Delivered     From - To                     Miles Trip Revenue       FSC
RCL-7731  Nov 17, 2026  Pittsburgh PA - Baltimore MD    248     1,450.00    186.40
RCL-7745  Nov 18, 2026  Baltimore MD - Richmond VA      152       980.00     98.25
RCL-7752  Nov 20, 2026  Richmond VA - Pittsburgh PA     338     1,725.00    221.10
                                                      ----- ------------ ---------
                        Totals                          738     4,155.00    505.75

EARNINGS                                 | CHARGES
Revenue share 70% of 4,155.00   2,908.50 | Tractor lease pmt (wk 47)         525.00
Fuel surcharge 100%               505.75 | Comdata fuel (6 txns)             812.33
                                -------- | Phys. damage insurance             48.00
GROSS PAY                       3,414.25 | Bobtail / NTL                      11.50
                                         | IFTA / permits                     14.00
REIMBURSEMENTS (not % based)             | Cash advance Nov 18               150.00
PA Turnpike tolls (E-ZPass)        68.40 | Maint. escrow 738 mi x .08         59.04
TOTAL REIMBURSEMENTS               68.40 |                                 --------
                                         | TOTAL CHARGES                   1,619.87

NET PAY  =  3,414.25 - 1,619.87 + 68.40  =  $1,862.78     ACH to PNC acct ***2219

Escrow (maintenance fund) balance: 1,046.18     Lease balance remaining: 38,325.00
Lessee may request supporting fuel and toll receipts from the settlements office within 30 days.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 341425,
      netCents: 186278,
      date: '2026-11-25',
      broker: 'RACCOON CREEK LEASE SERVICES, LLC',
      tripNumber: 'RCL-7731',
      miles: 738,
      linehaulCents: 290850,
      fuelSurchargeCents: 50575,
      advancesCents: 15000,
      escrowCents: 5904,
      reimbursementsCents: 6840,
      deductions: [52500, 81233, 4800, 1150, 1400],
    },
  },
  {
    id: 'b83-sangre-de-cristo-dispatch-iso-wrapped',
    issuer: 'Sangre de Cristo Dispatch LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      "Dispatch service's carrier pay statement: load table with broker name and the load number wrapped onto a second line, accessorials in a trailing column, then a summary with fees and the fuel advance in parentheses, a lumper reimbursement added back and the net ACH sent by the service; ISO dates",
    text: `SANGRE DE CRISTO DISPATCH LLC
Truck Dispatch & Back-Office Services for Owner-Operators
1209 Cerrillos Rd Ste 4, Santa Fe, NM 87505   505-555-0177   billing@sdcdispatch.example
====================================================================================================
CARRIER PAY STATEMENT                                               Statement No. SCD-2026-1148
Carrier:  Alamosa Ridge Trucking LLC   (MC 1203388 / USDOT 3651190)
Truck:    #7  2019 Volvo VNL 760        Driver: R. Archuleta
Week:     2026-11-15 to 2026-11-21      ACH date: 2026-11-24
====================================================================================================
LOADS COLLECTED THIS WEEK (broker payments received by SDC on your behalf)
Pickup      Broker / Load #                  Lane                         Miles      Rate  Accessorial
----------------------------------------------------------------------------------------------------
2026-11-16  Kestrel Point Logistics          Albuquerque NM > Phoenix AZ    421  1,350.00
            KP-559021
2026-11-18  Bluewater Freight Partners Inc.  Phoenix AZ > El Paso TX        430  1,100.00  80.00 DET
            BFP88410                                                                       125.00 LUMPER*
2026-11-19  Kestrel Point Logistics          El Paso TX > Denver CO         640  1,975.00
            KP-559377
                                                                          -----  --------  ------
                                                                          1,491  4,425.00  80.00 (excl. lumper)
* Lumper paid by carrier at El Paso receiver, receipt submitted; broker reimbursed at cost (see below).

SUMMARY
  Line haul (flat rates)                          4,425.00
  Detention                                          80.00
  GROSS REVENUE                                   4,505.00
  Dispatch fee 7% of gross revenue                (315.35)
  Collection / QuickPay processing 1.5%            (67.58)
  TMS & load board subscription                    (25.00)
  Fuel advance 2026-11-17 (EFS check 44810)       (300.00)
  Lumper reimbursement (BFP88410)                   125.00
  --------------------------------------------------------
  NET ACH TO CARRIER                              3,922.07

Funds sent by ACH from Sangre de Cristo Dispatch LLC to carrier account ending 0931 on 2026-11-24.
Rate confirmations and PODs for each load are available in your carrier portal.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 450500,
      netCents: 392207,
      date: '2026-11-24',
      broker: 'Sangre de Cristo Dispatch LLC',
      tripNumber: 'KP-559021',
      miles: 1491,
      linehaulCents: 442500,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: 12500,
      deductions: [31535, 6758, 2500],
    },
  },
  {
    id: 'b83-normandin-releve-fr-taxes',
    issuer: 'Normandin Transport Frigorifique inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French-language Quebec owner-operator settlement (relevé de règlement) paying 75% of trip revenue plus FSC: trip table, then an earnings summary where TPS and TVQ are added to reach TOTAL DES GAINS, a retenues list (fuel, advance, reserve fund, insurance, trailer rental...) and the net deposit; space thousands separators, comma decimals, trailing $ signs',
    text: `NORMANDIN TRANSPORT FRIGORIFIQUE INC.
1480, rue Saint-Cyrille, Normandin (Québec)  G8M 4K7
Tél. : 418 555-0163     NEQ 1168842290
TPS : 81234 5678 RT0001     TVQ : 1219876543 TQ0001     CTQ R-562314-2     USDOT 3128840

               RELEVÉ DE RÈGLEMENT - VOITURIER PROPRIÉTAIRE

No de relevé : 2026-47-118                  Date du relevé : 2026-11-23
Propriétaire : Les Entreprises G. Tremblay inc. (no 118)     Tracteur : 118 (Volvo VNL 2022)
Période : du 2026-11-15 au 2026-11-21       Date du dépôt : 2026-11-27

VOYAGES
No voyage  Date        Trajet                               Revenu     Part 75 %  Surch. carb.
----------------------------------------------------------------------------------------------
NTF-30412  16/11/2026  Normandin QC -> Montréal QC      2 150,00 $    1 612,50 $      344,00 $
NTF-30425  18/11/2026  Montréal QC -> Toronto ON        1 880,00 $    1 410,00 $      300,80 $
NTF-30431  19/11/2026  Toronto ON -> Saguenay QC        2 640,00 $    1 980,00 $      422,40 $
----------------------------------------------------------------------------------------------
Total                                                   6 670,00 $    5 002,50 $    1 067,20 $
Attente au quai (NTF-30431, 3 h x 30,00 $) : 90,00 $

SOMMAIRE DES GAINS
  Part du propriétaire (75 % du revenu)               5 002,50 $
  Surcharge carburant (100 %)                         1 067,20 $
  Frais d'attente                                        90,00 $
  Sous-total                                          6 159,70 $
  TPS 5 %                                               307,99 $
  TVQ 9,975 %                                           614,43 $
  TOTAL DES GAINS                                     7 082,12 $

RETENUES
  Carburant - carte Petro-Pass (9 transactions)       2 310,47 $
  Avance en route 18/11/2026                            300,00 $
  Fonds de réserve (retenue hebdomadaire)               150,00 $
  Assurance cargaison et responsabilité                  96,40 $
  Location remorque réfrigérée R-44                     420,00 $
  Communication / suivi satellite                        28,74 $
  Immatriculation SAAQ (versement 3 de 12)               87,15 $
  TOTAL DES RETENUES                                  3 392,76 $

  ==============================================================
  MONTANT NET DÉPOSÉ LE 2026-11-27                    3 689,36 $
  ==============================================================

Solde du fonds de réserve après cette retenue : 2 850,00 $
Toute contestation doit être signalée au service de la paie dans les 10 jours suivant le dépôt.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 708212,
      netCents: 368936,
      date: '2026-11-27',
      broker: 'NORMANDIN TRANSPORT FRIGORIFIQUE INC.',
      tripNumber: 'NTF-30412',
      miles: null,
      linehaulCents: 500250,
      fuelSurchargeCents: 106720,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [231047, 9640, 42000, 2874, 8715],
    },
  },
  {
    id: 'b83-silao-liquidacion-permisionario-mx',
    issuer: 'Silao Carga Pesada, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish liquidación for an owner-operator (permisionario) in Roman-numeral sections: trip table with carta porte numbers, percepciones with IVA 16% added to a TOTAL PERCEPCIONES, retenciones (IVA, ISR) and descuentos (advances, diesel vouchers, insurance, GPS, maintenance fund), toll reimbursement, and the net in figures and words; DD/MM/YYYY dates, MXN in US number format',
    text: `SILAO CARGA PESADA, S.A. DE C.V.
RFC: SCP980514KQ2                 Permiso SICT: 1103SCP14052019
Carr. Silao-León Km 6.5, Col. Los Rodríguez, Silao de la Victoria, Gto. C.P. 36100
Tel. 472 555 0190    liquidaciones@silaocargapesada.example

LIQUIDACIÓN DE OPERADOR PERMISIONARIO                        Folio: LIQ-2026-0947
Operador: JOSÉ LUIS MENDOZA ARREDONDO          RFC: MEAJ850312HG4
Tractocamión: Kenworth T680 2020   Placas 54-AK-9R   No. Económico: 31
Periodo: 09/11/2026 al 15/11/2026              Fecha de pago: 20/11/2026
Forma de pago: Transferencia SPEI  CLABE ************0412

I. VIAJES
Viaje      Fecha       Origen                Destino               C. Porte       Flete
SCP-11873  09/11/2026  Silao, Gto.           Nuevo Laredo, Tamps.  CP-88120   18,500.00
SCP-11890  12/11/2026  Nuevo Laredo, Tamps.  Querétaro, Qro.       CP-88164   14,200.00
SCP-11902  14/11/2026  Querétaro, Qro.       Manzanillo, Col.      CP-88201   16,800.00
                                             Total fletes                     49,500.00
Estadía en Manzanillo, Col. (SCP-11902) 1 día: 1,500.00

II. PERCEPCIONES
   Fletes                                           49,500.00
   Estadía                                           1,500.00
   Subtotal                                         51,000.00
   IVA 16%                                           8,160.00
   TOTAL PERCEPCIONES                               59,160.00

III. RETENCIONES Y DESCUENTOS
   Retención IVA 4%                                  2,040.00
   Retención ISR 1.25% (RESICO)                        637.50
   Anticipos de viaje (3)                            6,000.00
      (SCP-11873 2,500.00 / SCP-11890 1,500.00 / SCP-11902 2,000.00)
   Vales de diésel (960.0 L x $25.80)               24,768.00
   Seguro de la unidad (parcialidad 11/12)           1,150.00
   Rastreo satelital GPS                               380.00
   Fondo de mantenimiento                            1,000.00
   TOTAL RETENCIONES Y DESCUENTOS                   35,975.50

IV. REEMBOLSOS
   Casetas comprobadas (TAG IAVE)                    3,214.00

   NETO A PAGAR (MXN)                              $26,398.50
   (VEINTISÉIS MIL TRESCIENTOS NOVENTA Y OCHO PESOS 50/100 M.N.)

Recibí de conformidad la cantidad neta arriba indicada.

_____________________________            _____________________________
Firma del operador                              Autorizó: Tesorería
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5916000,
      netCents: 2639850,
      date: '2026-11-20',
      broker: 'SILAO CARGA PESADA, S.A. DE C.V.',
      tripNumber: 'SCP-11873',
      miles: null,
      linehaulCents: 4950000,
      fuelSurchargeCents: null,
      advancesCents: 600000,
      escrowCents: 100000,
      reimbursementsCents: 321400,
      deductions: [204000, 63750, 2476800, 115000, 38000],
    },
  },
  {
    id: 'b83-red-willow-paystub-sections-ytd',
    issuer: 'Red Willow Tank Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement with right-aligned header block, an earnings table (rate, units, current, YTD) for mileage, a safety bonus, stop pay and detention, then separate pre-tax, tax and after-tax sections with current and YTD columns (advance repayment and a scale-ticket reimbursement after tax), net pay and direct-deposit line',
    text: `RED WILLOW TANK LINES, INC.                                               EARNINGS STATEMENT
38 W. Railroad St, McCook, NE 69001                                      Voucher No. 0088417
FEIN 47-1188203   USDOT 1873305                                               NON-NEGOTIABLE

Employee: MARCUS T. ELLSWORTH     Emp #: 2271            Pay Period: 11/15/2026 - 11/21/2026
Dept: LINEHAUL-TANKER   Fed: MFJ   State: NE                          Pay Date:   11/27/2026
============================================================================================
EARNINGS                    Rate    Units       Current           YTD
  Mileage                 0.5800    2,384      1,382.72     61,208.44
  Safety bonus (Q4)                              150.00        450.00
  Stop pay               25.0000        4        100.00      3,850.00
  Detention              20.0000     3.50         70.00      1,190.00
GROSS PAY                                      1,702.72     66,698.44
--------------------------------------------------------------------------------------------
PRE-TAX DEDUCTIONS                       Current           YTD
  Medical (Sec 125)                        48.60      2,235.60
  Dental (Sec 125)                          6.15        282.90
  401(k) 5%                                85.14      3,470.74
--------------------------------------------------------------------------------------------
TAXES                                    Current           YTD
  Federal Income Tax                      118.40      5,204.11
  Social Security                         102.17      4,165.52
  Medicare                                 23.90        974.20
  NE State Income Tax                      42.87      1,889.45
--------------------------------------------------------------------------------------------
AFTER-TAX ITEMS                          Current           YTD
  Advance repayment (11/17 adv)          -100.00        400.00
  Expense reimb - scale tickets           +22.50        187.25
============================================================================================
NET PAY                                 1,197.99

Direct Deposit   First Bank of McCook   Acct xxxxxx3307   Amount 1,197.99
Miles this period: 2,384 (dispatched/PC*Miler practical)    PTO balance: 36.00 hrs
Questions about your pay? Call payroll at 308-555-0140, Mon-Fri 7am-4pm CT.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 170272,
      netCents: 119799,
      date: '2026-11-27',
      broker: 'RED WILLOW TANK LINES, INC.',
      tripNumber: null,
      miles: 2384,
      linehaulCents: 138272,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: 2250,
      deductions: [4860, 615, 8514, 11840, 10217, 2390, 4287],
    },
  },
  {
    id: 'b83-renfrew-paystub-ca-pipe-tables',
    issuer: 'Renfrew County Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario bi-weekly pay statement for an hourly AZ driver: dotted-leader header fields, pipe-bordered earnings table (regular, overtime, 4% vacation pay, current and YTD) and deductions table (CPP, EI, federal and Ontario tax, RRSP, benefits), net pay line, and an employer-contributions footer that is not part of the employee pay; DD-Mon-YYYY dates',
    text: `Renfrew County Haulage Ltd.
212 Madawaska Blvd, Arnprior ON  K7S 1S6  |  CVOR 132-884-271  |  BN 78812 4410 RP0001

PAY STATEMENT
Employee ........ Nadia Lacroix-Boyle             Employee No. .... 0318
Position ........ Class AZ Driver - Local          Pay Frequency ... Bi-weekly
Period .......... 09-Nov-2026 to 22-Nov-2026
Pay Date ........ 27-Nov-2026                     Deposit Ref. .... RCH-DD-2611-0318

| Earnings                     |  Hours |   Rate |    Current |        YTD |
|------------------------------|--------|--------|------------|------------|
| Regular                      |  80.00 |  27.50 |   2,200.00 |  50,600.00 |
| Overtime (1.5x, over 60/wk)  |   6.00 |  41.25 |     247.50 |   3,836.25 |
| Vacation pay 4%              |        |        |      97.90 |   2,177.45 |
|------------------------------|--------|--------|------------|------------|
| Gross Earnings               |        |        |   2,545.40 |  56,613.70 |

| Deductions                     |    Current |        YTD |
|--------------------------------|------------|------------|
| CPP                            |     143.44 |   3,229.18 |
| EI                             |      41.49 |     922.65 |
| Federal Income Tax             |     251.30 |   5,730.10 |
| Ontario Income Tax             |     128.77 |   2,912.44 |
| Group RRSP 3%                  |      73.43 |   1,660.14 |
| Group Benefits (Health/Dental) |      34.20 |     786.60 |
|--------------------------------|------------|------------|
| Total Deductions               |     672.63 |  15,241.11 |

NET PAY ............ $1,872.77   deposited to RBC ****7754 on 27-Nov-2026

Vacation pay is paid out each period (4%).  Banked lieu time: 0.00 h
Employer contributions this period: CPP 143.44  EI 58.09  RRSP match 73.43
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 254540,
      netCents: 187277,
      date: '2026-11-27',
      broker: 'Renfrew County Haulage Ltd.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14344, 4149, 25130, 12877, 7343, 3420],
    },
  },
  {
    id: 'b83-ossipee-lake-schedule-fee-reserve-cols',
    issuer: 'Ossipee Lake Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring schedule of accounts / funding notice: invoice table with debtor, load/PO, face amount, per-invoice 3% fee and 5% reserve columns with a totals row, then a signed funding calculation (fees, reserve, chargeback, ACH fee, reserve release) down to net funds; MM-DD-YY dates',
    text: `OSSIPEE LAKE FUNDING, LLC
Freight Receivables Purchasing
PO Box 388, Center Ossipee, NH 03814  *  603-555-0121  *  remit@ossipeelakefunding.example

SCHEDULE OF ACCOUNTS / FUNDING NOTICE
Client:        KEARSARGE HAULERS LLC   (Client # OLF-2290)    MC 1156702
Schedule No.:  2290-0187               Schedule Date: 11-19-26
Funded:        11-20-26 by ACH to account ending 5512

Inv #  Debtor                     Load/PO     Inv Date    Face Amt  Fee 3.0% Reserve 5%
---------------------------------------------------------------------------------------
10471  COBALT RIDGE LOGISTICS     CRL-220918  11-16-26    2,450.00     73.50     122.50
10472  HARVEST MOON BROKERAGE     HMB-55102   11-16-26    1,875.00     56.25      93.75
10473  COBALT RIDGE LOGISTICS     CRL-221044  11-17-26    3,120.00     93.60     156.00
10474  IRONLEAF FREIGHT PARTNERS  IFP-7731    11-18-26    1,640.00     49.20      82.00
---------------------------------------------------------------------------------------
TOTALS (4 invoices)                                       9,085.00    272.55     454.25

FUNDING CALCULATION
   Face value purchased                                                    9,085.00
   Less discount fees (3.0%)                                                -272.55
   Less reserve withheld (5%)                                               -454.25
   Less chargeback - Inv 10398 short-paid by HARVEST MOON BROKERAGE         -150.00
   Less same-day ACH fee                                                     -15.00
   Plus reserve release - Schedule 2290-0181 (all invoices collected)       +310.40
   --------------------------------------------------------------------------------
   NET FUNDS TRANSFERRED                                                   8,503.60

Reserve account balance after this schedule: 2,118.65
Debtors have been notified to remit to Ossipee Lake Funding, LLC, PO Box 388, Center Ossipee NH 03814.
Payments received directly by client must be forwarded within 2 business days.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 908500,
      netCents: 850360,
      date: '2026-11-20',
      broker: 'COBALT RIDGE LOGISTICS',
      tripNumber: 'CRL-220918',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 45425,
      reimbursementsCents: null,
      deductions: [27255, 15000, 1500],
    },
  },
  {
    id: 'b83-neches-pine-quickpay-load-blocks',
    issuer: 'Neches Pine Brokerage, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      "Broker's quick-pay remittance advice: pay-to header with weekday-spelled payment date, one block per load (lane, delivery date, miles, carrier invoice, linehaul / FSC / detention lines and a load total), then invoices total less a 3% quick-pay fee and a fuel advance to the amount paid",
    text: `NECHES PINE BROKERAGE, LLC                                QUICKPAY REMITTANCE ADVICE
2407 S. Chestnut St, Lufkin, TX 75901  |  MC 998214  |  (936) 555-0135
------------------------------------------------------------------------------------
Pay To:  BIG THICKET HAULING LLC                 Carrier MC:  1187430
         PO Box 61, Kountze, TX 77625            Vendor ID:   BTH-0077
Payment Date: Thursday, November 19, 2026        Payment #:   QP-0051832
Payment Method: ACH (CCD+)                       Terms:       QuickPay 2 days @ 3.00%
------------------------------------------------------------------------------------
Load NPB-418822   Lufkin, TX -> Shreveport, LA      Delivered 11/16/2026   Miles 124
    Carrier invoice BTH-1141
    Linehaul                                  850.00
    Fuel surcharge                            118.00
    Detention (3 hrs @ $25)                    75.00
    Load total                              1,043.00

Load NPB-419017   Beaumont, TX -> Baton Rouge, LA   Delivered 11/17/2026   Miles 178
    Carrier invoice BTH-1146
    Linehaul                                1,100.00
    Fuel surcharge                            156.00
    Load total                              1,256.00
------------------------------------------------------------------------------------
Invoices total (2)                          2,299.00
QuickPay fee (3.00% of invoices)              -68.97
Fuel advance - EFS code (NPB-419017)         -300.00
                                         -----------
AMOUNT PAID                                 1,930.03

Standard terms are 30 days from receipt of POD. This QuickPay was requested via the carrier portal.
Questions: carrierpay@nechespine.example  Please reference Payment # on all correspondence.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 229900,
      netCents: 193003,
      date: '2026-11-19',
      broker: 'NECHES PINE BROKERAGE, LLC',
      tripNumber: 'NPB-418822',
      miles: 302,
      linehaulCents: 195000,
      fuelSurchargeCents: 27400,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [6897],
    },
  },
  {
    id: 'b83-pipestone-rate-con-hash-banner',
    issuer: 'Pipestone Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate confirmation with a hash-bordered banner carrying the load number, carrier block, three numbered stops with weekday + MM/DD/YY appointments, a carrier pay block (line haul, FSC, extra stop, total rate) and conditional accessorial terms (detention, TONU, lumper) that are not part of the total',
    text: `PIPESTONE FREIGHT BROKERAGE, INC.
Licensed Property Broker  MC 1042217 / USDOT 3459120
119 2nd St NE, Pipestone, MN 56164   Ph 507-555-0182   carriers@pipestonefreight.example

######################################################################################
#  RATE CONFIRMATION & LOAD TENDER                     LOAD #  PFB-2611-0472         #
######################################################################################
Issued: 11/25/26 14:32 CST      Broker rep: Jenna Strand  x214      Page 1 of 1

CARRIER   LAC QUI PARLE TRANSPORT LLC     MC 1204956     Dispatch: Tom Hjelle 320-555-0104
          Truck 18 / Trailer R-53 (53 ft reefer)   Driver: Pete Solberg 320-555-0170

STOP 1  PICKUP   Mon 11/30/26  06:00-10:00 (FCFS)
        Prairie Grove Foods, 1300 Oxford St, Worthington MN 56187
        PU# 7734019    Commodity: frozen pork, 20 pallets, 41,800 lbs    Temp: -10 F continuous
STOP 2  DROP     Tue 12/01/26  appt 14:00
        Front Range Cold Storage, 4800 E 48th Ave, Denver CO 80216    Ref FRC-55821
STOP 3  DROP     Wed 12/02/26  appt 07:00
        Pikes Peak Provisions, 2150 Naegele Rd, Colorado Springs CO 80904    Ref PPP-10933

CARRIER PAY (USD)
   Line haul, flat                      2,350.00
   Fuel surcharge                         312.00
   Extra stop (1 @ 75.00)                  75.00
                                      ----------
   TOTAL RATE                           2,737.00

Accessorials payable only if approved in writing: detention $40.00/hr after 2 free hours
(in/out times on signed BOL); TONU $150.00; lumper reimbursed at cost with receipt.
Reefer must run continuous; download required on any temp claim. No double brokering.
Payment: 30 days from receipt of signed POD + this confirmation. QuickPay 2% / 2 business days.

Carrier signature: ____________________________   Date: __________
Please sign and return to carriers@pipestonefreight.example before dispatch.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 273700,
      broker: 'PIPESTONE FREIGHT BROKERAGE, INC.',
      tripNumber: 'PFB-2611-0472',
    },
  },
];

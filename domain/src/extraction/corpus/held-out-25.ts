import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 25: ten trucking pay documents written without looking at the extractor.
 * Kinds: five owner-operator settlements (US per-mile carrier with side-by-side earnings/deductions,
 * US lessor percentage settlement with parenthesised charges, US dispatch service statement with an
 * ASCII grid and net ACH, French Quebec subcontractor releve with TPS/TVQ, Mexican permisionario
 * liquidacion with IVA and retenciones), two pay stubs (US percentage-pay company driver with trailing
 * minus signs and split deposit, Ontario cross-border driver in boxed panels), a factoring funding
 * notice with CR/DR flags, reserve release and chargeback, a broker QuickPay remittance advice, and a
 * multi-stop broker rate confirmation.
 * Countries: 7 US, 2 CA (one French), 1 MX. Dates: MM/DD/YY, month names, ISO, French long dates,
 * DD/MON/YYYY, DD-Mon-YYYY, MON DD, YYYY, DD MON YYYY.
 */
export const HELD_OUT_DOCUMENTS_25: CorpusDocument[] = [
  {
    id: 'b25-brindle-creek-side-by-side-trip-register',
    issuer: 'Brindle Creek Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'All-caps per-mile contractor settlement: one wide trip register row per trip (loaded/empty miles, mile pay, FSC, coded accessorials, trip total) with a totals row, then earnings and deductions side by side in two columns split by a pipe, reimbursements below, MM/DD/YY dates',
    text: `BRINDLE CREEK CARRIERS, INC.                                     PAGE 1 OF 1
2901 E KEARNEY ST  SPRINGFIELD MO 65803   (417) 555-0147
MC-774512   USDOT 2089317

                 CONTRACTOR SETTLEMENT  -  WEEK ENDING 03/28/26

PAY TO : 0418  OZARK BLUFF HAULING LLC          UNIT: 418   TRAILER: 53R-2207
         1187 S FARM RD 141, REPUBLIC MO 65738
CHECK NO: 0061954        CHECK DATE: 04/02/26        SETTLEMENT NO: 2613-0418

RATES ON FILE: LOADED $1.720/MI   EMPTY $1.000/MI   FSC $0.480/LOADED MI
==========================================================================================================
TRIP #     DATE      ORIGIN            DESTINATION       LD MI MT MI   MILE PAY     FSC    ACC CD    TRIP TOT
----------------------------------------------------------------------------------------------------------
BC-318842  03/23/26  SPRINGFIELD MO    MEMPHIS TN          281    22     505.32  134.88                640.20
BC-318907  03/24/26  MEMPHIS TN        DALLAS TX           452    35     812.44  216.96  75.00 STOP  1,104.40
BC-318951  03/26/26  DALLAS TX         OKLAHOMA CITY OK    206    14     368.32   98.88  80.00 DET     547.20
BC-319004  03/27/26  OKLAHOMA CITY OK  SPRINGFIELD MO      289    48     545.08  138.72                683.80
----------------------------------------------------------------------------------------------------------
TOTALS                                                    1228   119   2,231.16  589.44 155.00       2,975.60
TOTAL MILES: 1,347       ACC CODES: STOP=STOP-OFF  DET=DETENTION (2.0 HRS)
==========================================================================================================

EARNINGS                                    | DEDUCTIONS
MILEAGE PAY (LD+MT)             2,231.16    | FUEL PURCHASES (18 TXNS)          1,388.42
FUEL SURCHARGE                    589.44    | COMDATA ADVANCE 03/25               300.00
ACCESSORIALS                      155.00    | OCC/ACC INSURANCE                    38.00
                                            | PHYS DAMAGE INS                      96.00
                                            | PREPASS TRANSPONDER                  14.25
                                            | ESCROW DEPOSIT                      150.00
GROSS PAY                       2,975.60    | TOTAL DEDUCTIONS                  1,986.67

REIMBURSEMENTS (NOT INCLUDED IN GROSS)
  CAT SCALE 03/24 TKT 88410                          12.75
  PIKEPASS TOLLS (OK)                                23.40
  TOTAL REIMBURSEMENTS                               36.15

GROSS 2,975.60 - DEDUCTIONS 1,986.67 + REIMB 36.15
                                   NET CHECK AMOUNT  ***1,025.08

ESCROW BAL 2,650.00   ADVANCE BAL 0.00   QUESTIONS: SETTLEMENTS@BRINDLECREEK.EXAMPLE
DISPUTES MUST BE SUBMITTED IN WRITING WITHIN 15 DAYS OF CHECK DATE PER LEASE SEC. 9(C)
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 297560,
      netCents: 102508,
      date: '2026-04-02',
      broker: 'BRINDLE CREEK CARRIERS, INC.',
      tripNumber: 'BC-318842',
      miles: 1347,
      linehaulCents: 223116,
      fuelSurchargeCents: 58944,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 3615,
      deductions: [138842, 3800, 9600, 1425],
    },
  },
  {
    id: 'b25-hackberry-flats-lessor-percentage-sections',
    issuer: 'Hackberry Flats Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor settlement in numbered sections (revenue table with 70% share and 100% FSC columns plus a separate tarp line, charges shown in parentheses including lease payment, reserve and trip advance, credits for lumper/tolls, then a four-line summary); month-name dates with separate statement and deposit dates',
    text: `Hackberry Flats Leasing, LLC
6120 Canyon Dr, Suite B   Amarillo, Texas 79109
Phone 806.555.0138   Fax 806.555.0139   USDOT 3318420   MC 1129904

                           LEASE OPERATOR SETTLEMENT

Contractor:        Caprock Ridge Trucking (Contractor #HF-2231)
Tractor:           2021 Freightliner Cascadia  Unit 2231
Settlement Period: February 27 - March 5, 2026
Statement Date:    March 6, 2026
Direct Deposit:    March 9, 2026  (acct ending 5530)
Compensation:      70% of line haul revenue, 100% of fuel surcharge and tarp pay

SECTION 1 - REVENUE

Load         Disp.  Lane (origin / destination)  Miles  LH Revenue   Your 70%  FSC 100%   Load Pay
------------ ------ ---------------------------- ----- ----------- ---------- --------- ----------
HFL-26-0412  Feb 27 Amarillo TX / Denver CO        434    1,850.00   1,295.00    312.40   1,607.40
HFL-26-0419  Mar 02 Denver CO / Albuquerque NM     449    1,560.00   1,092.00    320.25   1,412.25
HFL-26-0427  Mar 04 Albuquerque NM / Lubbock TX    318      980.00     686.00    226.80     912.80
                                                 ----- ----------- ---------- --------- ----------
                    Totals                        1201    4,390.00   3,073.00    859.45   3,932.45

  Tarp pay - load HFL-26-0419 (steel coils, 100%)                                            75.00

  TOTAL REVENUE TO CONTRACTOR                                                             4,007.45

SECTION 2 - CHARGES AGAINST SETTLEMENT

  Tractor lease payment - wk 10 (unit 2231)                          (675.00)
  Fuel - EFS card, 9 purchases (detail attached)                   (1,102.37)
  Bobtail / non-trucking liability                                    (22.50)
  Cargo & physical damage premium                                     (71.80)
  IRP apportioned plate installment 6 of 12                           (48.00)
  Maintenance reserve deposit                                        (125.00)
  EFS trip advance  Mar 3, 2026                                      (400.00)
                                                               --------------
  TOTAL CHARGES                                                    (2,444.67)

SECTION 3 - CREDITS / REIMBURSEMENTS

  Lumper reimbursement, HFL-26-0427 (receipt #LR-80917)               185.00
  Toll reimbursement (receipts on file)                                42.60
  TOTAL CREDITS                                                       227.60

SECTION 4 - SUMMARY
  Total revenue to contractor      4,007.45
  Less total charges              (2,444.67)
  Plus credits                       227.60
  NET SETTLEMENT (DEPOSITED)       1,790.38

Maintenance reserve balance after this deposit: $3,375.00   Lease payoff balance: $41,880.00
Per Section 7 of the Equipment Lease & Independent Contractor Operating Agreement, you may
request copies of rated freight bills for any load shown above. Call settlements ext. 204.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 400745,
      netCents: 179038,
      date: '2026-03-09',
      broker: 'Hackberry Flats Leasing, LLC',
      tripNumber: 'HFL-26-0412',
      miles: 1201,
      linehaulCents: 307300,
      fuelSurchargeCents: 85945,
      advancesCents: 40000,
      escrowCents: 12500,
      reimbursementsCents: 22760,
      deductions: [67500, 110237, 2250, 7180, 4800],
    },
  },
  {
    id: 'b25-kingfisher-dispatch-grid-ach',
    issuer: 'Kingfisher Dispatch Co.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service weekly carrier statement with a dotted key/value header, a +---+ ASCII grid of loads (broker, load #, ISO pickup date, lane, miles, all-in rate, detention, lumper, per-load factoring fee) with a totals row, then a dot-leader summary with signed deductions and the net ACH sent by the service',
    text: `KINGFISHER DISPATCH CO.
Truck dispatching & back-office for small fleets
3350 Peachtree Industrial Blvd, Ste 210, Duluth, GA 30096 | 770-555-0186 | ops@kingfisherdispatch.example

CARRIER WEEKLY STATEMENT

Carrier ........ DOUBLE R EXPRESS LLC   MC 1187754 / DOT 3561092
Truck/Driver ... #12  Rasheed Robinson
Week ........... 2026-04-06 to 2026-04-12
Statement # .... KD-2615-012
Issued ......... 2026-04-13

Kingfisher invoices your loads to the brokers, collects through our factoring partner
and sends you one payment each Tuesday for the loads delivered the prior week.

+--------------------------------+-------------+------------+------------------------------+-------+-----------+-----------+---------+-----------+
| Broker                         | Load #      | Pickup     | Lane                         | Miles |      Rate |   Detent. |  Lumper |  Fact.fee |
+--------------------------------+-------------+------------+------------------------------+-------+-----------+-----------+---------+-----------+
| Summitview Freight Solutions   | SV-2291870  | 2026-04-06 | Savannah GA > Columbus OH    |   812 |  2,150.00 |         - |       - |     53.75 |
| Redbud Transport Brokerage     | 40518832    | 2026-04-08 | Columbus OH > Atlanta GA     |   570 |  1,480.00 |    100.00 |       - |     39.50 |
| Harlow Freight Connect         | 7781-CC     | 2026-04-10 | Atlanta GA > Jacksonville FL |   346 |    975.00 |         - |  150.00 |     28.13 |
+--------------------------------+-------------+------------+------------------------------+-------+-----------+-----------+---------+-----------+
| TOTALS                         |             |            |                              | 1,728 |  4,605.00 |    100.00 |  150.00 |    121.38 |
+--------------------------------+-------------+------------+------------------------------+-------+-----------+-----------+---------+-----------+
Rates are all-in (fuel included). Factoring fee = 2.5% of each billed invoice (rate + accessorials + lumper).

SUMMARY
  Load revenue (rates) .....................   4,605.00
  Detention ................................     100.00
  GROSS REVENUE (excl. reimbursements) .....   4,705.00

  Dispatch fee 7% of gross .................    -329.35
  Factoring fees (see table) ...............    -121.38
  ELD / load-tracking subscription .........     -25.00
  Fuel advance EFS 2026-04-07 (repay) ......    -250.00
  Lumper reimbursement 7781-CC .............    +150.00

  NET ACH SENT TO CARRIER ..................   4,129.27   on 2026-04-14  (trace 0611 0334 2871)

Rate confirmations and PODs for every load are in your carrier portal. Dispatch fee is
charged only on delivered loads. Questions about a deduction: reply within 7 days.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 470500,
      netCents: 412927,
      date: '2026-04-14',
      broker: 'KINGFISHER DISPATCH CO.',
      tripNumber: 'SV-2291870',
      miles: 1728,
      linehaulCents: 460500,
      fuelSurchargeCents: null,
      advancesCents: 25000,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [32935, 12138, 2500],
    },
  },
  {
    id: 'b25-mont-orford-releve-tps-tvq',
    issuer: 'Camionnage Mont-Orford inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec subcontractor settlement: trip table with revenue, 78 % share and fuel-surcharge columns (space thousands, comma decimals, DD-MM dates), then dot-leader blocks for revenues with TPS/TVQ added to a tax-included total, retenues (fuel, insurance, advance, guarantee fund), a permit reimbursement and a boxed net deposit line',
    text: `CAMIONNAGE MONT-ORFORD INC.
1475, rue Principale Ouest, Magog (Québec)  J1X 2B4
Tél. : 819 555-0172    NEQ 1169043528    CVE / NIR : R-611-482-3
No TPS : 74218 3390 RT0001    No TVQ : 1228471953 TQ0001

            RELEVÉ DE RÈGLEMENT  -  VOITURIER PROPRIÉTAIRE (SOUS-TRAITANT)

Sous-traitant : 9412-7765 Québec inc. (Transport S. Grondin)      Code : ST-087
Tracteur : 2022 Volvo VNL 760, unité 87
Période : du 1er au 14 mars 2026
Date du relevé : 16 mars 2026            Date du dépôt : 18 mars 2026
Rémunération : 78 % du revenu de transport, 100 % de la surcharge carburant

VOYAGES
No voyage  Date   Trajet                                Revenu   Part 78 % Surch. carb.
---------------------------------------------------------------------------------------
MO-55120   02-03  Sherbrooke QC > Mississauga ON      2 480,00    1 934,40       412,60
MO-55134   05-03  Brampton ON > Montréal QC           1 690,00    1 318,20       287,30
MO-55141   10-03  Montréal QC > Lévis QC                845,00      659,10       140,15
---------------------------------------------------------------------------------------
Totaux                                                5 015,00    3 911,70       840,05

REVENUS DU SOUS-TRAITANT
   Part du transport (78 %) ................................     3 911,70 $
   Surcharge carburant .....................................       840,05 $
   Temps d'attente, voyage MO-55134 (1,7 h) ................        85,00 $
   Sous-total (taxable) ....................................     4 836,75 $
   TPS 5 % .................................................       241,84 $
   TVQ 9,975 % .............................................       482,47 $
   TOTAL DES REVENUS (taxes incluses) ......................     5 561,06 $

RETENUES
   Carburant, carte de flotte (taxes incluses) .............     1 642,18 $
   Assurance responsabilité et marchandises ................       118,40 $
   Frais administratifs ....................................        35,00 $
   Ordinateur de bord / suivi GPS ..........................        22,00 $
   Avance de fonds du 4 mars 2026 ..........................       300,00 $
   Fonds de garantie (retenue de la période) ...............       200,00 $
   TOTAL DES RETENUES ......................................     2 317,58 $

REMBOURSEMENTS
   Permis de surdimension Ontario (reçu no 33817) ..........        45,00 $

=======================================================================================
   MONTANT NET DÉPOSÉ LE 18 MARS 2026 ......................     3 288,48 $
=======================================================================================

Solde du fonds de garantie après retenue : 2 600,00 $ (remboursable à la fin du contrat
selon l'article 11). Toute contestation doit être transmise par écrit dans les 30 jours.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 556106,
      netCents: 328848,
      date: '2026-03-18',
      broker: 'CAMIONNAGE MONT-ORFORD INC.',
      tripNumber: 'MO-55120',
      miles: null,
      linehaulCents: 391170,
      fuelSurchargeCents: 84005,
      advancesCents: 30000,
      escrowCents: 20000,
      reimbursementsCents: 4500,
      deductions: [164218, 11840, 3500, 2200],
    },
  },
  {
    id: 'b25-papaloapan-liquidacion-permisionario',
    issuer: 'Fletes Cuenca del Papaloapan, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish owner-operator (permisionario) settlement in roman-numeral sections: one stacked block per trip (carta porte, route, flete, maniobras, trip total), a percepciones summary adding IVA 16% to the total, descuentos with leading minus signs including IVA/ISR withholdings, diesel vouchers, trip advance and maintenance fund, a toll reimbursement, net SPEI payment with amount in words; DD/MON/YYYY dates',
    text: `FLETES CUENCA DEL PAPALOAPAN, S.A. DE C.V.
RFC FCP110823KJ4    Permiso SICT TPAF01 0473182
Carretera Federal 175 Km 4.5, Col. La Candelaria, C.P. 95400, Cosamaloapan, Ver.
Tel. 288 555 0143

LIQUIDACIÓN DE PERMISIONARIO                          Folio: LQ-2611-0042
Permisionario: HERNÁNDEZ OCHOA MIGUEL ÁNGEL           RFC: HEOM780514QX2
Tractocamión: Kenworth T680 2020, placas 45-AK-9T     No. económico: P-14
Periodo liquidado: 08/MAR/2026 al 14/MAR/2026
Fecha de emisión: 14/MAR/2026        Fecha de pago: 16/MAR/2026
Moneda: MXN

I. VIAJES REALIZADOS

  Viaje VJ-26-0781   Carta Porte CP-A 20931   Salida 09/MAR/2026
     Ruta: Cosamaloapan, VER - Cuautitlán Izcalli, MEX
     Flete ..................................     $18,500.00
     Maniobras de carga/descarga ............      $1,200.00
     Importe del viaje ......................     $19,700.00

  Viaje VJ-26-0794   Carta Porte CP-A 20958   Salida 11/MAR/2026
     Ruta: Tepotzotlán, MEX - Puebla, PUE
     Flete ..................................      $7,800.00
     Importe del viaje ......................      $7,800.00

  Viaje VJ-26-0802   Carta Porte CP-A 20977   Salida 12/MAR/2026
     Ruta: Puebla, PUE - Veracruz, VER
     Flete ..................................      $9,650.00
     Maniobras de carga/descarga ............        $800.00
     Importe del viaje ......................     $10,450.00

II. RESUMEN DE PERCEPCIONES
     Fletes .................................     $35,950.00
     Maniobras ..............................      $2,000.00
     Subtotal ...............................     $37,950.00
     IVA 16% ................................      $6,072.00
     TOTAL PERCEPCIONES .....................     $44,022.00

III. DESCUENTOS
     Retención IVA 4%                             -$1,518.00
     Retención ISR 1.25% (RESICO)                   -$474.38
     Vales de diesel (6 vales)                   -$14,386.50
     Anticipo para gastos de viaje 08/MAR         -$3,000.00
     Aportación fondo de mantenimiento            -$1,500.00
     Seguro de carga                                -$640.00
     Rastreo satelital                              -$350.00
     TOTAL DESCUENTOS .......................    -$21,868.88

IV. REEMBOLSOS
     Casetas comprobadas (IAVE / efectivo) ..      $2,874.00

--------------------------------------------------------------
     NETO A PAGAR ...........................     $25,027.12
--------------------------------------------------------------
     Forma de pago: transferencia SPEI a cuenta CLABE ***2291
     Fecha de pago: 16/MAR/2026

(Importe con letra: VEINTICINCO MIL VEINTISIETE PESOS 12/100 M.N.)

Saldo fondo de mantenimiento: $18,000.00. El permisionario cuenta con 5 días hábiles para
aclaraciones. El CFDI de retenciones se envía por correo electrónico.

_______________________________          _______________________________
Elaboró: Depto. de Liquidaciones            Recibí de conformidad
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 4402200,
      netCents: 2502712,
      date: '2026-03-16',
      broker: 'FLETES CUENCA DEL PAPALOAPAN, S.A. DE C.V.',
      tripNumber: 'VJ-26-0781',
      miles: null,
      linehaulCents: 3595000,
      fuelSurchargeCents: null,
      advancesCents: 300000,
      escrowCents: 150000,
      reimbursementsCents: 287400,
      deductions: [151800, 47438, 1438650, 64000, 35000],
    },
  },
  {
    id: 'b25-greystone-percentage-pay-stub',
    issuer: 'Greystone Cartage Co.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement with a trip detail table (miles, revenue, 27% pay), earnings rows with rate/units/current/YTD, taxes and deductions printed with trailing minus signs and YTD column, net pay split across two direct deposits, payroll-service footer; MM/DD/YYYY dates',
    text: `GREYSTONE CARTAGE CO.                                         EARNINGS STATEMENT
4480 Gantz Rd, Grove City, OH 43123                           Advice No. 00148822
FEIN 31-1548207                                               Pay Date: 04/10/2026
                                                              Period: 03/29/2026 - 04/04/2026

EMPLOYEE: DWAYNE T. KESSLER          EMP ID: 2187     DEPT: OTR-REGIONAL
SSN: XXX-XX-6613                     FED: M / 2 allow.  OH: 1   SCHOOL DIST: none
Pay basis: 27% of trip revenue (company driver, percentage pay)

TRIP DETAIL
  Trip      Route                                        Miles    Revenue   27% Pay
  GC-77140  Grove City OH - Fort Wayne IN (round trip)     512   1,420.00    383.40
  GC-77163  Grove City OH - Nashville TN                   748   2,085.00    562.95
  GC-77171  Louisville KY - Grove City OH (backhaul)       301     960.00    259.20
            Trip totals                                  1,561   4,465.00  1,205.55

EARNINGS                       RATE   UNITS     CURRENT          YTD
Trip Pay 27%                              3    1,205.55    17,034.12
Stop Pay                      25.00       2       50.00       475.00
Layover                      100.00       1      100.00       400.00
GROSS PAY                                      1,355.55    17,909.12

TAXES                                           CURRENT          YTD
Federal Income Tax                               98.41-     1,380.22
Social Security                                  80.62-       842.16
Medicare                                         18.85-       196.96
OH State Income Tax                              34.27-       391.80
Grove City Income Tax                            27.11-       350.57

DEDUCTIONS                                      CURRENT          YTD
401(k) 4%                                        54.22-       701.76
Medical Pre-Tax                                  48.50-       679.00
Dental Pre-Tax                                    6.75-        94.50

TOTAL TAXES & DEDUCTIONS                        368.73-
NET PAY                                          986.82

NET PAY DISTRIBUTION
  Direct Deposit  Checking   xxxxxx4471      700.00
  Direct Deposit  Savings    xxxxxx0932      286.82
  Total deposited                            986.82

Taxable wages:  Federal 1,246.08   OASDI/Medicare 1,300.30   OH 1,246.08
PTO balance 36.00 hrs.  THIS IS A NON-NEGOTIABLE ADVICE OF DEPOSIT.
Payroll processed for Greystone Cartage Co. by Scioto Valley Payroll Services, Columbus OH
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 135555,
      netCents: 98682,
      date: '2026-04-10',
      broker: 'GREYSTONE CARTAGE CO.',
      tripNumber: 'GC-77140',
      miles: 1561,
      linehaulCents: 120555,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [9841, 8062, 1885, 3427, 2711, 5422, 4850, 675],
    },
  },
  {
    id: 'b25-algonquin-ridge-boxed-driver-pay',
    issuer: 'Algonquin Ridge Cartage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario company-driver pay statement built from +---+ boxed panels (employee/pay-date box, earnings box with qty/rate/amount including 4% vacation pay, deductions box with YTD for CPP/EI/federal/Ontario tax/benefits, and a net box adding a non-taxable reimbursement); DD-Mon-YYYY dates, CAD',
    text: `ALGONQUIN RIDGE CARTAGE LTD.
615 Boxwood Dr, Cambridge ON  N3E 1A4   519-555-0164   BN 81274 6630

PAY STATEMENT / RELEVE DE PAIE                         Currency: CAD

+----------------------------------------------------------------------------+
| Employee: PARMINDER S. GILL            Employee #: A-0392                  |
| Position: Highway Driver (cross-border)  Home terminal: Cambridge ON       |
| Pay period: 05-Apr-2026 to 11-Apr-2026     Pay date: 17-Apr-2026           |
| TD1 claim codes: Fed 1 / ON 1               Cheque/Advice #: 0022981       |
+----------------------------------------------------------------------------+

+----------------------------------------------------------------------------+
| EARNINGS                             QTY      RATE      AMOUNT             |
| Highway miles (US + CDN)        2,312 mi    0.6400    1,479.68             |
| Border crossings                       2     25.00       50.00             |
| Pickups / drops                        5     20.00      100.00             |
| Waiting time                     1.50 hr     22.00       33.00             |
| Vacation pay 4%                                          66.51             |
+----------------------------------------------------------------------------+
| GROSS EARNINGS                                        1,729.19             |
+----------------------------------------------------------------------------+

+----------------------------------------------------------------------------+
| DEDUCTIONS                                              AMOUNT       YTD   |
| CPP contributions                                        98.88  1,423.60   |
| EI premiums                                              28.36    410.28   |
| Federal income tax                                      146.20  2,185.80   |
| Ontario income tax                                       78.95  1,180.20   |
| Group benefits (health/dental)                           31.40    471.00   |
+----------------------------------------------------------------------------+
| TOTAL DEDUCTIONS                                        383.79             |
+----------------------------------------------------------------------------+

+----------------------------------------------------------------------------+
| Non-taxable reimbursement: parking / scale receipts                18.00   |
+----------------------------------------------------------------------------+
| Gross earnings                                                  1,729.19   |
| Less total deductions                                            -383.79   |
| Plus reimbursement                                                 18.00   |
| NET PAY - DIRECT DEPOSIT (acct ****8816)                        1,363.40   |
+----------------------------------------------------------------------------+

Dispatched trips this period: 41187, 41203. Miles paid on practical routing, loaded and empty.
Questions: payroll@algonquinridge.example  -  Keep this statement for your records.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 172919,
      netCents: 136340,
      date: '2026-04-17',
      broker: 'ALGONQUIN RIDGE CARTAGE LTD.',
      tripNumber: '41187',
      miles: 2312,
      linehaulCents: 147968,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 1800,
      deductions: [9888, 2836, 14620, 7895, 3140],
    },
  },
  {
    id: 'b25-fieldstone-funding-notice-crdr',
    issuer: 'Fieldstone Invoice Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase & funding notice: header block with schedule and funding date (MON DD, YYYY), invoices-purchased table with per-invoice fee % and fee column plus totals row, then a boxed settlement-of-funds panel with CR/DR flags (reserve withheld, reserve release, recourse chargeback, fuel advance repaid, wire fee) and the amount wired; reserve roll-forward footer',
    text: `FIELDSTONE INVOICE CAPITAL, LLC
11422 Miracle Hills Dr, Suite 300 | Omaha, NE 68154 | (402) 555-0119

==============================  PURCHASE & FUNDING NOTICE  ==============================

  Client:          TALL TIMBER TRANSPORT LLC  (Client No. 20-0688)
                   MC 1203417   -   Coos Bay, OR
  Schedule No.:    1187
  Received:        APR 20, 2026
  Funding Date:    APR 21, 2026
  Method:          Same-day wire to acct ending 7720

  INVOICES PURCHASED
  --------------------------------------------------------------------------
  Inv # Debtor                    Load / PO  Inv Date      Face Amt   Fee %      Fee
  --------------------------------------------------------------------------
  4471  Crossline Logistics Inc   88120455   04/14/26      2,350.00    3.00    70.50
  4472  Pinebrook Freight LLC     PB-66712   04/15/26      1,875.00    3.00    56.25
  4473  Crossline Logistics Inc   88120781   04/16/26      3,120.00    3.00    93.60
  4475  Westmark Shippers Co-op   WSC-2219   04/17/26      1,460.00    3.50    51.10
  --------------------------------------------------------------------------
  4 invoices                                               8,805.00           271.45

  Fee schedule: 3.00% approved debtors, 3.50% debtors under credit review (Westmark).

  +------------------------------------------------------------------+
  |  SETTLEMENT OF FUNDS                                             |
  +------------------------------------------------------------------+
  |  Face value of invoices purchased                  8,805.00 CR   |
  |  Discount fees (schedule 1187)                       271.45 DR   |
  |  Reserve withheld 5%                                 440.25 DR   |
  |  Reserve release - schedule 1164 closed              612.40 CR   |
  |  Chargeback inv 4398 Ridgeway Supply (91 days)     1,240.00 DR   |
  |  Fuel advance 04/17/26 repaid                        300.00 DR   |
  |  Same-day wire fee                                    15.00 DR   |
  +------------------------------------------------------------------+
  |  AMOUNT WIRED TO CLIENT                            7,150.70      |
  +------------------------------------------------------------------+

  Reserve account: prior 2,914.60  + withheld 440.25  - released 612.40  = 2,742.45

  Notice of assignment: payment on the invoices above must be remitted ONLY to
  Fieldstone Invoice Capital, LLC, PO Box 54418, Omaha NE 68154-0418.
  Recourse applies to invoices unpaid 90 days after purchase.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 880500,
      netCents: 715070,
      date: '2026-04-21',
      broker: 'Crossline Logistics Inc',
      tripNumber: '88120455',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: 44025,
      reimbursementsCents: null,
      deductions: [27145, 124000, 1500],
    },
  },
  {
    id: 'b25-juneberry-quickpay-advice',
    issuer: 'Juneberry Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay remittance advice: payee header with DD MON YYYY paid-on date, one indented block per invoice (carrier invoice #, broker load #, lane, miles, line haul, per-mile FSC, detention, invoice total), then a payment summary with the 2% QuickPay discount, a Comchek advance and its fee in parentheses and the ACH amount',
    text: `Juneberry Logistics, Inc.
Carrier Payables  -  1200 Locust St, Suite 900, Des Moines IA 50309
MC 886104 | carrierpay@juneberrylogistics.example | 515-555-0150

QUICKPAY REMITTANCE ADVICE

Payee:   HOLLIS & SONS TRUCKING LLC            Vendor ID: C-41877
         2215 N Broadway, Pittsburg KS 66762   MC 1042296
Payment: ACH  #QP-0506-3392
Paid on: 06 MAY 2026        Terms: QuickPay 2% (standard terms Net 30)

INVOICES PAID

  Your invoice HST-2604-118    Our load JL-5583021    Delivered 04/29/2026
    Des Moines, IA -> Laredo, TX   (1,104 mi)
      Line haul                           2,650.00
      Fuel surcharge (1,104 mi x 0.42)      463.68
      Detention (3 hrs, 2 free)              75.00
      Invoice total                       3,188.68

  Your invoice HST-2604-121    Our load JL-5583177    Delivered 05/01/2026
    Laredo, TX -> Kansas City, MO   (912 mi)
      Line haul                           2,100.00
      Fuel surcharge (912 mi x 0.42)        383.04
      Invoice total                       2,483.04

PAYMENT SUMMARY
  Invoices approved (2)                         5,671.72
    of which line haul 4,750.00, FSC 846.72, accessorial 75.00
  QuickPay discount 2.0%                         (113.43)
  Comchek fuel advance 04/27 (JL-5583021)        (400.00)
  Comchek advance fee 3%                          (12.00)
                                              ----------
  ACH AMOUNT                                    5,146.29

Funds are typically available 1-2 business days after the paid-on date. Loads paid under
QuickPay are not eligible for factoring; do not submit these invoices to a factor.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 567172,
      netCents: 514629,
      date: '2026-05-06',
      broker: 'Juneberry Logistics, Inc.',
      tripNumber: 'JL-5583021',
      miles: 2016,
      linehaulCents: 475000,
      fuelSurchargeCents: 84672,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11343, 1200],
    },
  },
  {
    id: 'b25-mesquite-flats-multi-stop-rate-con',
    issuer: 'Mesquite Flats Brokerage, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker reefer rate and load confirmation with carrier/driver header, three numbered stops (pickup, partial drop, delivery) with appointment times and POs, a USD rate block (flat line haul, fuel surcharge, stop-off, total carrier pay), conditional accessorial terms and signature lines',
    text: `MESQUITE FLATS BROKERAGE, LLC
7350 Remcon Circle, El Paso, TX 79912
MC 1017755  |  Dispatch 915-555-0127 (24/7)  |  loads@mesquiteflats.example

CARRIER RATE AND LOAD CONFIRMATION

Load #: MFB-0094417              Date booked: 05/08/2026 14:22 MT
Booked by: Andrea Villalobos     Customer ref / PO: 4500918872

CARRIER: OCOTILLO ROAD CARRIERS LLC   MC 1156620   DOT 3410278
         Driver: Ruben Salcido  Cell 915-555-0188  Truck 7  Trailer R-5312 (53' reefer)

STOP 1 - PICKUP
  Rio Bravo Produce Co., 1120 Gateway Blvd E, El Paso TX 79905
  05/11/2026  06:00-08:00 (appt)   PU# RB-77315
  Commodity: fresh onions, 40,000 lbs, 1,600 cases   Temp: 34F continuous

STOP 2 - DROP (partial)
  Southwest Grocers DC, 4850 S Country Club Rd, Tucson AZ 85714
  05/11/2026  17:00 FCFS             PO 7740021

STOP 3 - DELIVERY
  Inland Fresh Distribution, 3300 E Jurupa St, Ontario CA 91761
  05/12/2026  10:00 appt            PO 7740022

RATE
  Line haul (flat)                    USD  2,650.00
  Fuel surcharge                      USD    520.00
  Stop-off charge (1 x 100.00)        USD    100.00
  TOTAL CARRIER PAY                   USD  3,270.00

ACCESSORIALS - only if approved in writing and supported by in/out times:
  Detention $50.00/hr after 2 hrs free (max $400.00)   TONU $150.00
  Lumper: reimbursed with original receipt, call for Comchek before unloading.

PAYMENT: Net 30 from receipt of signed BOL/POD and invoice. QuickPay: 3% fee, 2 business days.
Send invoices to ap@mesquiteflats.example referencing load # MFB-0094417.

TERMS: Carrier agrees this confirmation is governed by the Broker-Carrier Agreement on file.
No double brokering. Reefer download may be requested for any claim. Tracking via app
required from pickup to delivery; $100 deduction for non-compliance.

Accepted by carrier: ____________________   Date: ___________
Mesquite Flats Brokerage, LLC: A. Villalobos
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 327000,
      broker: 'MESQUITE FLATS BROKERAGE, LLC',
      tripNumber: 'MFB-0094417',
    },
  },
];

import type { CorpusDocument } from './types.js';
/**
 * Blind held-out batch 118: ten trucking pay documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile flatbed carrier, two pages, with a boxed
 * current/YTD summary on top and wrapped trip lines; US lessor 72% revenue-share plan printing the
 * full freight revenue beside the operator share, with installment/remaining-balance columns;
 * US dispatch service with side-by-side boxed load cards that sends the net itself; French Quebec
 * voiturier-artisan bordereau with TPS/TVQ-included gross and the net boxed beside the header;
 * Mexican Spanish liquidacion al permisionario in MXN with side-by-side abonos/cargos columns and
 * a reimbursed toll comprobacion), two pay stubs (US mileage-paid tank driver in a payroll-bureau
 * layout with YTD, starred pre-tax items and non-taxable reimbursements; Alberta bi-weekly
 * trip-pay stub with an employer-contributions block), a non-recourse factoring payment notice
 * with wrapped debtor names and an open-receivables aging table, a truck-stop fuel receipt and a
 * heavy-truck brake repair invoice.
 * Countries: 7 US, 2 CA (one French Quebec, one Alberta), 1 MX.
 * Date formats: MM/DD/YYYY, month-name (August 22, 2025), ISO YYYY-MM-DD, French month names
 * (le vendredi 5 decembre 2025), Spanish month names and DD/MM/YYYY, MM/DD/YY, DD/MM/YYYY
 * (Alberta), DD-Mon-YYYY, MM/DD/YY with time. Number formats: 1,234.56, -1,234.56, trailing
 * asterisks, and French 1 234,56 $.
 */
export const HELD_OUT_DOCUMENTS_118: CorpusDocument[] = [
  {
    id: 'b118-jarrell-two-page-ytd-summary',
    issuer: 'Jarrell Prairie Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile flatbed owner-operator settlement: boxed summary at the top with THIS SETTLEMENT and YEAR TO DATE columns (net shown first), trip table with each trip wrapped over two lines (lane and accessorial note on the second), page footer/header break, then deductions and reimbursements tables each with CURRENT and YTD columns and an escrow balance line; MM/DD/YYYY dates',
    text: "JARRELL PRAIRIE FREIGHT LINES, INC.                           CONTRACTOR SETTLEMENT\n4410 County Road 305, Jarrell, TX 76537                       Settlement No. : S-0611-0207\nMC 1502276 | USDOT 3980415 | (512) 555-0148                   Pay Date       : 02/20/2026\n                                                              Period         : 02/08/2026 - 02/14/2026\nContractor : BRAZORIA FLATBED SERVICES LLC  (vendor 0611)\nEquipment  : Tractor 611 / Trailer F-2207 (48' step deck)     Paid by ACH to acct ****8830\n\n+------------------------------------------------------------------------------+\n|                                     THIS SETTLEMENT        YEAR TO DATE      |\n|  Gross compensation                        4,832.32           31,904.77      |\n|  Deductions & withholdings                -2,730.90          -16,393.97      |\n|  Reimbursable expenses                        59.75              388.10      |\n|  --------------------------------------------------------------------------  |\n|  SETTLEMENT AMOUNT                         2,161.17           15,898.90      |\n+------------------------------------------------------------------------------+\n\nTRIP DETAIL     rates: loaded 1.600/mi | deadhead 0.900/mi | FSC 0.520 per loaded mi\n-------------------------------------------------------------------------------------\nTrip      Ship    Loaded  Deadhd   Mileage pay       FSC   Accessorial    Trip total\n-------------------------------------------------------------------------------------\nJP-20931  02/09      612      38      1,013.40    318.24         75.00      1,406.64\n          Houston TX > Amarillo TX                         tarp\nJP-20958  02/10      488       0        780.80    253.76         60.00      1,094.56\n          Amarillo TX > Oklahoma City OK > Dallas TX       add'l stop\nJP-20977  02/11      731      66      1,229.00    380.12         75.00      1,684.12\n          Dallas TX > Mobile AL                            tarp\nJP-21002  02/13      295      24        493.60    153.40          0.00        647.00\n          Beaumont TX > Temple TX\n-------------------------------------------------------------------------------------\nTOTALS             2,126     128      3,516.80  1,105.52        210.00      4,832.32\n\n                                                                         Page 1 of 2\n=====================================================================================\nJARRELL PRAIRIE FREIGHT LINES, INC.  -  Settlement S-0611-0207  -  Contractor 0611\n                                                                         Page 2 of 2\n\nDEDUCTIONS / WITHHOLDINGS                                  CURRENT             YTD\n  Fuel purchases - fleet card (11 txns)                   1,844.62       12,377.09\n  Comchek advance 02/10                                     500.00        1,500.00\n  Occupational accident (OA-5521)                            42.00          294.00\n  Physical damage / bobtail                                  88.15          617.05\n  ELD & tablet                                               24.95          174.65\n  IFTA fuel tax true-up (Q4)                                 31.18           31.18\n  Escrow contribution                                       200.00        1,400.00\n                                                        ----------      ----------\n  Total deductions                                        2,730.90       16,393.97\n\nREIMBURSABLE EXPENSES (receipts on file)                   CURRENT             YTD\n  Tolls - TxTag / Harris County                              46.25          301.60\n  Scale tickets (CAT)                                        13.50           86.50\n  Total reimbursements                                       59.75          388.10\n\nESCROW ACCOUNT    Beginning 2,800.00    Deposit 200.00    Applied 0.00    Ending 3,000.00\n\nEscrow is held under Section 9 of the Independent Contractor Operating Agreement and is\nreturned within 45 days after termination, less amounts owed. Questions about this\nsettlement must be raised within 30 days of the pay date: settlements@jarrellprairie.com\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 483232,
      netCents: 216117,
      date: '2026-02-20',
      broker: 'JARRELL PRAIRIE FREIGHT LINES, INC.',
      tripNumber: 'JP-20931',
      miles: 2254,
      linehaulCents: 351680,
      fuelSurchargeCents: 110552,
      advancesCents: 50000,
      escrowCents: 20000,
      reimbursementsCents: 5975,
      deductions: [184462, 4200, 8815, 2495, 3118],
    },
  },
  {
    id: 'b118-lapwai-revenue-share-installments',
    issuer: 'Lapwai Creek Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor lease-operator revenue-share statement: load table printing the full freight revenue next to the operator 72% share, FSC, accessorial and load-credit columns (one lane overflowing its column, a wrapped detention note), a charges table with installment-number and remaining-balance columns for the lease and a repair note, and a side-by-side recap / account-balances block; month-name dates',
    text: 'LAPWAI CREEK TRACTOR LEASING, LLC\nLease-Operator Program          2207 Snake River Ave, Lewiston, Idaho 83501\n208.555.0131  -  leaseops@lapwaicreek.com  -  operating authority MC 1120947\n\nLEASE OPERATOR REVENUE SHARE STATEMENT\n\nOperator:   Dmitri Kovalenko  (Lease LO-1142, Unit 1142)\nWeek:       August 10, 2025 thru August 16, 2025\nDeposited:  August 22, 2025             Statement #: 33-1142\n\nYour plan: 72% of freight revenue + 100% of fuel surcharge + 100% of accessorials\n\nLOADS                                      FREIGHT       YOUR      FUEL    ACCESS-       LOAD\nPro #      Lane                    Miles   REVENUE  72% SHARE    SURCH.     ORIAL      CREDIT\nLC-88412   Lewiston ID-Portland OR   347  1,480.00   1,065.60    222.08        -     1,287.68\nLC-88437   Portland OR-Boise ID      431  1,725.00   1,242.00    275.84        -     1,517.84\nLC-88460   Boise ID-Salt Lake City UT 340  1,390.00  1,000.80    217.60    100.00    1,318.40\n             (detention 2 hrs @ 50.00 at consignee, paid 100%)\nLC-88479   Salt Lake City UT-Twin Falls ID  218  925.00   666.00    139.52       -      805.52\n                                   -----  --------  ---------  --------  --------  ----------\n                                   1,336  5,520.00   3,974.40    855.04    100.00    4,929.44\nFSC paid at $0.64 per mile (company fuel index, week 33)\n\nCHARGES                                    THIS WEEK    INSTALLMENT      REMAINING\nTractor lease (2023 Volvo VNL 760)            685.00    #47 of 156       74,665.00\nAPU repair note (Thermo King)                 125.00    #9 of 12            375.00\nFuel - company card (6 purchases)           1,912.40\nInsurance - phys dmg / NTL                     96.50\nPermits & IRP                                  18.75\nSettlement admin fee                           15.00\nFuel advance (T-Chek 8/12)                    300.00\nMaintenance escrow                            175.00\n                                          ----------\nTotal charges                               3,327.65\n\nRECAP                                        |  ACCOUNT BALANCES (informational only)\n  Total compensation          4,929.44       |    Maintenance escrow        4,375.00\n  Total charges              -3,327.65       |    Tractor lease payoff     74,665.00\n  Amount deposited            1,601.79       |    APU note                    375.00\n                                             |    Escrow interest YTD          18.42\n\nDeposited to checking account ending 5071. Freight revenue is shown for your information;\nyour compensation is the load credit column. Report discrepancies within 14 days.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 492944,
      netCents: 160179,
      date: '2025-08-22',
      broker: 'LAPWAI CREEK TRACTOR LEASING, LLC',
      tripNumber: 'LC-88412',
      miles: 1336,
      linehaulCents: 397440,
      fuelSurchargeCents: 85504,
      advancesCents: 30000,
      escrowCents: 17500,
      reimbursementsCents: null,
      deductions: [68500, 12500, 191240, 9650, 1875, 1500],
    },
  },
  {
    id: 'b118-medora-dispatch-load-cards',
    issuer: 'Medora Buttes Dispatch LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier pay statement where each load is a boxed card, two cards side by side on a row (broker, load #, pickup/delivery, miles, rate lines, load pay), the third card beside a notes column, then gross load pay, a "what we took out" list (percentage fees, trailer rent, insurance, fuel advance) with a subtotal, a pass-through lumper, the funds transferred by the service, and a deposit balance in fine print; ISO dates',
    text: "MEDORA BUTTES DISPATCH LLC\nTruck dispatching - billing - collections for owner-operators\nPO Box 318, Medora, ND 58645      701-555-0126      ops@medorabuttes.com\n\nCARRIER PAY STATEMENT  #MBD-2539-07\nCarrier  : Little Missouri Hauling LLC    MC 1577820    Truck 07 / 53' van\nWeek     : 2025-09-21 to 2025-09-27\nTransfer : 2025-10-03  ACH from Medora Buttes Dispatch LLC to Dacotah Bank x4417\n\nWe invoiced and collected the loads below for you. Brokers paid Medora Buttes directly.\n\n+-- LOAD 1 -----------------------------+   +-- LOAD 2 -----------------------------+\n| Broker : Knife River Logistics Inc.   |   | Broker : Heart Butte Brokerage, Inc.  |\n| Load # : KRL-604417                   |   | Load # : 2209318                      |\n| PU     : 2025-09-22  Dickinson ND     |   | PU     : 2025-09-23  Billings MT      |\n| DEL    : 2025-09-23  Billings MT      |   | DEL    : 2025-09-24  Rapid City SD    |\n| Miles  : 285                          |   | Miles  : 318                          |\n| Rate                        $1,150.00 |   | Rate                        $1,050.00 |\n|                                       |   | Detention (1.5 h)              $75.00 |\n| Load pay                    $1,150.00 |   | Load pay                    $1,125.00 |\n+---------------------------------------+   +---------------------------------------+\n+-- LOAD 3 -----------------------------+\n| Broker : Prairie Pothole Freight LLC  |   NOTES\n| Load # : PP-77120                     |   - Lumper on PP-77120 was paid by the\n| PU     : 2025-09-25  Rapid City SD    |     driver; the broker reimbursed it to\n| DEL    : 2025-09-26  Bismarck ND      |     us and we pass it through below.\n| Miles  : 320                          |   - Next week fuel advance limit: $400.\n| Linehaul                    $1,200.00 |\n| Fuel surcharge                $140.00 |\n| Load pay                    $1,340.00 |\n+---------------------------------------+\n\nGross load pay (3 loads, 923 mi)                       $3,615.00\n\nWHAT WE TOOK OUT\n   Dispatch fee 6% of load pay                            216.90\n   Quick-pay / collection fee 2%                           72.30\n   Trailer rental, week 39                                175.00\n   Occupational accident (pass-through)                    35.00\n   Fuel advance 2025-09-24 (EFS)                          250.00\n                                                        --------\n                                                          749.20\nWHAT WE ADDED BACK\n   Lumper reimbursement, PP-77120                         120.00\n\nFUNDS TRANSFERRED TO CARRIER                           $2,985.80\n\nTrailer security deposit on file: $500.00 (refundable; nothing deducted for it this week).\nRate confirmations and PODs are in your portal. Questions: reply within 5 business days.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 361500,
      netCents: 298580,
      date: '2025-10-03',
      broker: 'Medora Buttes Dispatch LLC',
      tripNumber: 'KRL-604417',
      miles: 923,
      linehaulCents: 340000,
      fuelSurchargeCents: 14000,
      advancesCents: 25000,
      escrowCents: null,
      reimbursementsCents: 12000,
      deductions: [21690, 7230, 17500, 3500],
    },
  },
  {
    id: 'b118-louiseville-bordereau-artisan',
    issuer: 'Les Transports Louiseville inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator pay slip (bordereau de paie - voiturier artisan) with the net deposit in a box beside the header, a flat-rate trip table with an 18 % fuel-surcharge column and a waiting-time column (one route wrapped), a revenue summary adding TPS and TVQ to a taxes-included gross, a retenues list (fuel, insurance, dispatch fee, SAAQ plate, cash advance, guarantee fund), a printed net equation and a year-to-date / fund balance footer; French month names, 1 234,56 $ numbers',
    text: "LES TRANSPORTS LOUISEVILLE INC.\n541, boul. Saint-Laurent Est, Louiseville (Québec)  J5V 1J3\nTél. 819 555-0172   |   paie.artisans@transportslouiseville.ca\nNo TPS 73318 2047 RT0001   |   No TVQ 1227719904 TQ0001\n\nBORDEREAU DE PAIE - VOITURIER ARTISAN                   +-------------------------------+\nSemaine 48 : du 23 au 29 novembre 2025                  | MONTANT NET VERSÉ             |\nVersement  : le vendredi 5 décembre 2025                |                  2 322,21 $   |\nArtisan    : Gestion R. Pellerin inc. (camion 27)       | Virement no VR-48-027         |\n             TPS 80231 5518 RT0001 / TVQ 1226604173     +-------------------------------+\n\nDÉTAIL DES VOYAGES\n Voyage     Date      Origine / destination                 Tarif   Surch. 18 %   Attente\n LV-40218   24 nov.   Louiseville -> Sherbrooke            685,00        123,30         -\n LV-40231   25 nov.   Sherbrooke -> Drummondville ->       720,00        129,60     90,00\n                      Trois-Rivières\n LV-40247   26 nov.   Trois-Rivières -> Québec (port)      540,00         97,20         -\n LV-40262   27 nov.   Québec -> Saguenay (Jonquière)       910,00        163,80         -\n LV-40279   28 nov.   Saguenay -> Louiseville              955,00        171,90         -\n                                                        ---------     ---------   -------\n Totaux (5 voyages)                                      3 810,00        685,80     90,00\n Attente : 1,5 h x 60,00 $ chez le destinataire (voyage LV-40231)\n\nSOMMAIRE DES REVENUS\n   Transport (tarifs)                           3 810,00 $\n   Surcharge carburant                            685,80 $\n   Temps d'attente                                 90,00 $\n   Total des services avant taxes               4 585,80 $\n   TPS (5 %)                                      229,29 $\n   TVQ (9,975 %)                                  457,43 $\n   Revenus bruts, taxes incluses                5 272,52 $\n\nRETENUES ET DÉDUCTIONS\n   Carburant - cartes Petro-Pass (8 trans.)     2 118,46 $\n   Assurance camion (mensualité 11 de 12)         142,30 $\n   Frais de répartition (4 % des tarifs)          152,40 $\n   Immatriculation SAAQ (versement 3 de 12)        87,15 $\n   Avance en argent du 26 nov.                    300,00 $\n   Fonds de garantie                              150,00 $\n   Total des retenues                           2 950,31 $\n\n   Net : 5 272,52 $ - 2 950,31 $ = 2 322,21 $\n\nCumul annuel des revenus bruts : 211 486,09 $      Solde du fonds de garantie : 3 150,00 $\nToute erreur doit être signalée dans les 10 jours ouvrables suivant le versement.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 527252,
      netCents: 232221,
      date: '2025-12-05',
      broker: 'LES TRANSPORTS LOUISEVILLE INC.',
      tripNumber: 'LV-40218',
      miles: null,
      linehaulCents: 381000,
      fuelSurchargeCents: 68580,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [211846, 14230, 15240, 8715],
    },
  },
  {
    id: 'b118-maravatio-liquidacion-abonos-cargos',
    issuer: 'Maravatío Transportes Terrestres, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican Spanish owner-operator settlement (liquidación de fletes al permisionario) in MXN: dotted key/value header, trip table by carta porte with flete and estadías columns, then side-by-side ABONOS (subtotal + IVA 16% = total) and CARGOS (IVA/ISR withholdings, diesel, trip-expense anticipo, insurance installment, GPS, maintenance fund) columns, a separate toll-receipt comprobación reimbursed, a resumen down to the neto a pagar with the amount in words, balances and signature lines; Spanish month names and DD/MM/YYYY dates, 1,234.56 numbers',
    text: 'MARAVATÍO TRANSPORTES TERRESTRES, S.A. DE C.V.\nR.F.C. MTT120904LR6                          Permiso SICT 1611MTT12090400\nLibramiento Norte No. 2250, Col. Las Cruces, Maravatío, Mich., C.P. 61250\nTel. 447 478 2210                            liquidaciones@maravatiott.com.mx\n\n                 LIQUIDACIÓN DE FLETES AL PERMISIONARIO\n\nFolio ............... LIQ-2611-0342\nPermisionario ....... ROGELIO CERVANTES ONTIVEROS   R.F.C. CEOR800417H52 (RESICO)\nTractocamión ........ Freightliner Cascadia 2020, placas 93-AP-5K\nPeriodo ............. del 2 al 8 de marzo de 2026\nFecha de pago ....... viernes 13 de marzo de 2026 (transferencia SPEI)\n\nVIAJES\nNo. Carta porte  Fecha       Ruta                                     Flete   Estadías\n1   CP-A-11874   02/03/2026  Maravatío, Mich. - Monterrey, N.L.   24,500.00          -\n2   CP-A-11902   04/03/2026  Monterrey, N.L. - Querétaro, Qro.    19,800.00   1,200.00\n3   CP-A-11935   06/03/2026  Querétaro, Qro. - Maravatío, Mich.    8,600.00          -\n                                                       Suma      52,900.00   1,200.00\n\nABONOS AL PERMISIONARIO                   | CARGOS AL PERMISIONARIO\nFletes (3 viajes)             52,900.00   | Retención IVA 4%                 2,164.00\nEstadías                       1,200.00   | Retención ISR 1.25% (RESICO)       676.25\n                             ----------   | Diesel - tarjeta Edenred        21,480.50\nSubtotal                      54,100.00   | Anticipo para gastos de viaje    6,000.00\nIVA 16%                        8,656.00   |   (entregado el 02/03/2026)\n                             ----------   | Seguro de la unidad (3 de 12)    1,850.00\nTotal abonos                  62,756.00   | Rastreo satelital GPS              490.00\n                                          | Fondo de mantenimiento           2,000.00\n                                          |                                ----------\n                                          | Total cargos                    34,660.75\n\nCOMPROBACIÓN DE GASTOS DE VIAJE\n   Casetas (TAG IAVE y efectivo), 14 comprobantes          3,245.00   se reembolsa\n\nRESUMEN\n   Total abonos                                  62,756.00\n   (-) Total cargos                              34,660.75\n   (+) Reembolso de casetas comprobadas           3,245.00\n   ===========================================================\n   NETO A PAGAR                                  31,340.25\n   (TREINTA Y UN MIL TRESCIENTOS CUARENTA PESOS 25/100 M.N.)\n\nSaldo del fondo de mantenimiento después de esta liquidación: 14,000.00\nSaldo pendiente del seguro de la unidad: 16,650.00\nCantidades en pesos mexicanos (MXN). El CFDI del permisionario debe coincidir con el total de abonos.\n\n_____________________________            _____________________________\nRecibí conforme: el permisionario         Elaboró: Tesorería\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 6275600,
      netCents: 3134025,
      date: '2026-03-13',
      broker: 'MARAVATÍO TRANSPORTES TERRESTRES, S.A. DE C.V.',
      tripNumber: 'CP-A-11874',
      miles: null,
      linehaulCents: 5290000,
      fuelSurchargeCents: null,
      advancesCents: 600000,
      escrowCents: 200000,
      reimbursementsCents: 324500,
      deductions: [216400, 67625, 2148050, 185000, 49000],
    },
  },
  {
    id: 'b118-kaskaskia-mileage-driver-advice',
    issuer: 'Kaskaskia Bottoms Tank Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'US company tank-driver weekly earnings statement in a payroll-bureau style: header with period/pay date on the right and employee address block, earnings table (rate, units, this period, year to date) for loaded/empty miles and per-unit premiums, statutory / other / non-taxable reimbursement sections with starred pre-tax items and YTD, net pay then a checking line and a zero net check, taxable-wages note, miles in an information box, and a detachable non-negotiable deposit advice; MM/DD/YY dates',
    text: 'KASKASKIA BOTTOMS TANK LINES, INC.                        Earnings Statement\n1900 State Street                                         Period Beginning:  01/31/26\nChester, IL 62233                                         Period Ending:     02/06/26\n                                                          Pay Date:          02/13/26\nCompany Code KBT/0007   Dept 300 (Tank - OTR)             Advice #:          0000418873\n\n      Filing Status: Single                               ANTHONY R. DELACROIX\n      Exemptions/Allowances:                              711 Swanwick St\n        Federal: W-4 2020+ std                            Chester, IL 62233\n        IL:      1\nEmployee ID 2284\n\nEarnings              rate        units     this period    year to date\nLoaded Miles        .5850     1,874.00        1,096.29        6,431.49\nEmpty Miles         .5850       226.00          132.21          804.96\nHazmat Load Prem  25.0000         4.00          100.00          575.00\nPump-Off/Unload   35.0000         3.00          105.00          490.00\nDetention         22.0000         2.50           55.00          148.50\n              Gross Pay                      $1,488.50        8,449.95\n\nDeductions    Statutory\n              Federal Income Tax                -96.41          548.70\n              Social Security Tax               -87.79          496.93\n              Medicare Tax                      -20.53          116.22\n              IL State Income Tax               -63.55          360.87\n              Other\n              401(k)                            -74.42*         422.50\n              Medical Sec 125                   -64.38*         386.28\n              Dental Sec 125                     -8.12*          48.72\n              Uniform / PPE                     -15.00           45.00\n              Advance Repayment                -100.00          100.00\n              Non-Taxable Reimbursement\n              Scale Tickets                      12.75           38.25\n              Parking                            20.00           20.00\n              Net Pay                          $991.05\n\n              Checking xxxxxx2716              -991.05\n              Net Check                          $0.00\n\n* Excluded from federal taxable wages\n  Your federal taxable wages this period are $1,341.58\n\nOther Benefits and Information      this period    total to date\n  Miles Driven (Loaded + Empty)           2,100           12,370\n  PTO Balance (hrs)                                        24.00\n\n- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\nKASKASKIA BOTTOMS TANK LINES, INC.  1900 State Street  Chester, IL 62233\nAdvice number: 0000418873                              Pay date: 02/13/26\nDeposited to the account of          account number    transit ABA        amount\nANTHONY R. DELACROIX                 xxxxxx2716        xxxx xxxx         $991.05\n                          NON-NEGOTIABLE\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 148850,
      netCents: 99105,
      date: '2026-02-13',
      broker: 'KASKASKIA BOTTOMS TANK LINES, INC.',
      tripNumber: null,
      miles: 2100,
      linehaulCents: 122850,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: 3275,
      deductions: [9641, 8779, 2053, 6355, 7442, 6438, 812, 1500],
    },
  },
  {
    id: 'b118-laclabiche-trip-pay-stub',
    issuer: 'Lac La Biche Freightways Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta company-driver bi-weekly pay statement: flat trip-pay lines per lane plus standby hours and general holiday pay with Current and YTD columns, deductions (CPP, EI, combined income tax, benefits, RRSP) with YTD, net pay and deposit line, then an employer-contributions block (CPP/EI employer share, WCB) that is not deducted and a vacation bank balance; DD/MM/YYYY dates',
    text: 'LAC LA BICHE FREIGHTWAYS LTD.                                     PAY STATEMENT\n10218 - 101 Avenue, Lac La Biche, AB  T0A 2C0          Payroll inquiries 780-555-0194\nGST/BN 71844 3026 RP0001\n\nEmployee  : Harjit S. Dhaliwal       Emp # 0457          Position: Class 1 driver\nSIN       : ***-***-318              Pay period : 08/02/2026 - 21/02/2026\nFrequency : Bi-weekly (26)           Pay date   : 27/02/2026   (dates are dd/mm/yyyy)\nTD1 claim : Federal 1 / Alberta 1\n\nEARNINGS                                     Qty/Hrs      Rate      Current          YTD\nTrip pay - Edmonton / Fort McMurray (flat)       5      385.00     1,925.00     5,390.00\nTrip pay - Edmonton / Grande Prairie (flat)      2      410.00       820.00     2,050.00\nWait / standby time                           6.50       27.50       178.75       412.50\nGeneral holiday pay - Family Day 16/02        1.00      236.40       236.40       236.40\n                                                                  ----------   ----------\nTotal earnings                                                     3,160.15     8,088.90\n\nDEDUCTIONS                                                           Current          YTD\nCPP contributions                                                     180.02       456.07\nEI premiums                                                            51.51       131.85\nIncome tax (federal + Alberta)                                        487.35     1,198.20\nGroup benefits - Alberta Blue Cross                                    38.60       115.80\nGroup RRSP - employee                                                 100.00       300.00\n                                                                  ----------   ----------\nTotal deductions                                                      857.48     2,201.92\n\nNET PAY                                                             2,302.67     5,886.98\n  Direct deposit  ATB Financial  acct ****0923                      2,302.67\n\nEMPLOYER CONTRIBUTIONS (paid by the company - not deducted from your pay)\n  CPP - employer                              180.02\n  EI - employer (1.4 x)                        72.11\n  WCB Alberta premium                          41.08\n  Group RRSP - employer match                 100.00\n\nVACATION BANK   Accrued 4% (paid on request) ............ balance 1,264.33\n\nTrip pay is a flat rate per completed round trip. Standby is paid after the first 2 hours\nat site. Keep this statement for your records.\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 316015,
      netCents: 230267,
      date: '2026-02-27',
      broker: 'LAC LA BICHE FREIGHTWAYS LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: 274500,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [18002, 5151, 48735, 3860, 10000],
    },
  },
  {
    id: 'b118-mesabi-nonrecourse-payment-notice',
    issuer: 'Mesabi Range Receivables, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Non-recourse factoring client payment notice: header split by a vertical bar with the payment amount and ACH date on the right, invoice table with debtor names wrapped onto a second line, load/PO refs, per-invoice 3.25% fee column and totals row, a payment calculation (fee total, fuel advance repaid, short-pay chargeback, ACH fee), and an open-receivables aging table that is not part of the payment; DD-Mon-YYYY dates',
    text: 'MESABI RANGE RECEIVABLES, LLC\nFreight bill factoring  -  non-recourse\n411 Chestnut Street, Suite 3, Virginia, MN 55792    218-555-0114    ops@mesabirange.com\n\n===========================================================================================\n CLIENT PAYMENT NOTICE                        |  PAYMENT AMOUNT ............ $6,663.64\n Client    : Cuyuna Ridge Trucking LLC        |  Paid via  : ACH, 20-Jan-2026\n Client ID : MRR-0388     MC 1418733          |  Schedule  : 0388-026, dated 16-Jan-2026\n===========================================================================================\n\nINVOICES PURCHASED ON THIS SCHEDULE\nInv #    Account debtor                     Ref / Load    Inv date        Amount   Fee 3.25%\nCR-2207  Kettle Moraine Freight Solutions,  5517302       13-Jan-2026   2,140.00       69.55\n         Inc.\nCR-2208  Gooseberry Falls Brokerage &      GF-90814      14-Jan-2026   1,785.00       58.01\n         Logistics Services, LLC\nCR-2209  Kettle Moraine Freight Solutions,  5517388       15-Jan-2026   2,460.00       79.95\n         Inc.\nCR-2210  Big Fork Produce Distributors      PO 44120      15-Jan-2026     980.00       31.85\n                                                                      ----------   ---------\n         4 invoices                                                     7,365.00      239.36\n\nCALCULATION OF PAYMENT\n   Purchase price of invoices (100% of face)                7,365.00\n   Factoring fee (3.25%, non-recourse)                       -239.36\n   Fuel advance 14-Jan-2026 repaid (ref CR-2209)             -350.00\n   Short pay CR-2187 (debtor paid 1,600.00 of 1,700.00)      -100.00\n   Same-day ACH fee                                           -12.00\n                                                          ----------\n   Payment to client                                        6,663.64\n\nYOUR OPEN RECEIVABLES WITH MESABI RANGE (for information - not part of this payment)\n   Account debtor                             0-30 days      31-45      46-60        Total\n   Kettle Moraine Freight Solutions, Inc.      6,985.00          -          -     6,985.00\n   Snowbank Lake Logistics                     1,320.00     640.00          -     1,960.00\n   Total open                                  8,305.00     640.00          -     8,945.00\n\nNon-recourse covers debtor insolvency only; disputes and short pays are charged back.\nAll debtors must remit to Mesabi Range Receivables, LLC, PO Box 1187, Virginia, MN 55792.\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 736500,
      netCents: 666364,
      date: '2026-01-20',
      broker: 'Kettle Moraine Freight Solutions, Inc.',
      tripNumber: '5517302',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 35000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [23936, 10000, 1200],
    },
  },
  {
    id: 'b118-ogallala-fuel-receipt',
    issuer: 'Ogallala Interstate Fuel & Travel',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Narrow truck-stop fuel receipt: centered store header, date/time and transaction line, diesel and DEF pump lines with gallons x price, a per-gallon fleet discount, subtotal/total, fleet-card authorization with unit, odometer and trip prompts, remaining card limit and rewards balances, customer-copy footer; MM/DD/YY date with time',
    text: '          OGALLALA INTERSTATE FUEL & TRAVEL\n            I-80 Exit 126 - Ogallala, NE 69153\n                (308) 555-0166   Store #0126\n  ----------------------------------------------------\n   DATE: 03/14/26            TIME: 14:22:07\n   TRAN#: 0126-448120   REG: 03   CASHIER: 117\n  ----------------------------------------------------\n   PUMP 14   DIESEL #2 ULSD\n     112.406 GAL @ 3.799 /GAL                 $427.03\n   PUMP 14   DEF (BULK)\n       6.200 GAL @ 4.299 /GAL                  $26.65\n   FLEET DISCOUNT  .100/GAL DIESEL            -$11.24\n  ----------------------------------------------------\n   SUBTOTAL                                   $442.44\n   SALES TAX                                    $0.00\n   TOTAL                                      $442.44\n  ----------------------------------------------------\n   FLEET CARD            XXXXXXXXXXXX6611\n   AUTH: 448120     APPROVED      ENTRY: CHIP\n   UNIT: 611        ODOMETER: 418227\n   DRIVER ID: 0611  TRIP: JP-21033\n   HUB MILES: 2,254\n\n   REMAINING FUEL LIMIT TODAY           $1,057.56\n   REWARDS: 112 PTS EARNED / BALANCE 4,386 PTS\n   SHOWER CREDITS AVAILABLE: 2\n\n   Diesel price includes federal and Nebraska\n   motor fuel taxes.\n            THANK YOU - DRIVE SAFE\n                  CUSTOMER COPY\n',
    expected: {
      documentType: 'fuel_receipt',
      grossCents: null,
      netCents: null,
      date: '2026-03-14',
    },
  },
  {
    id: 'b118-oelwein-brake-repair-invoice',
    issuer: 'Oelwein Heavy Truck Service, Inc.',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck repair shop invoice: header with invoice number/date and repair order on the right, bill-to and unit-info blocks side by side with date in/out and mileage, complaint/cause/correction narrative with wrapped lines, parts table (qty, part no., unit, extension) with parts total, labor line, a right-hand totals stack (shop supplies, environmental fee, sales tax on parts) to the invoice total, a card payment and zero balance due, warranty fine print; MM/DD/YYYY dates',
    text: "OELWEIN HEAVY TRUCK SERVICE, INC.                                  INVOICE\n2105 S Frederick Ave, Oelwein, IA 50662                  Invoice #      R-26-01473\nPhone 319-555-0107    Fax 319-555-0108                   Invoice Date   04/09/2026\n                                                         Repair Order   RO 8841\n\nBILL TO                                  UNIT\n Turkey River Transport LLC               Unit 22   2018 Kenworth T680\n PO Box 96                                VIN 1XKYD49X2JJ******\n Fayette, IA 52142                        Mileage in 612,118\n Cust PO: TRT-0407                        Date in 04/07/2026    Date out 04/09/2026\n\nCOMPLAINT   Grinding noise from rear drive axle brakes; driver reports pull to right\n            under braking.\nCAUSE       Drive axle shoes worn below spec, axle 2 drums scored beyond max\n            diameter, RR slack adjuster not adjusting.\nCORRECTION  Replaced shoes both drive axles, drums and slack adjusters axle 2, cam\n            bushings and seals; adjusted brakes, road tested OK.\n\nPARTS\n Qty  Part No.     Description                                Unit        Ext\n   4  4707Q-KIT    Brake shoe kit 16.5x7 w/ hardware         89.95     359.80\n   2  3600AX       Brake drum 16.5x7 balanced               214.50     429.00\n   2  065175       Automatic slack adjuster 5.5 in           62.80     125.60\n   2  CS-1028      Cam bushing & seal kit                    18.40      36.80\n   1  BC-12        Brake cleaner / anti-seize (case)         24.99      24.99\n                                                    Parts total        976.19\nLABOR\n   Reline drive axles, R&R drums and slacks    5.50 hr @ 135.00        742.50\n\n                                  Parts                                976.19\n                                  Labor                                742.50\n                                  Shop supplies (5% of labor)           37.12\n                                  Environmental / disposal fee          12.00\n                                  Sales tax 7.000% (parts)              68.33\n                                  ------------------------------------------\n                                  INVOICE TOTAL                      1,836.14\n                                  Payment rec'd - VISA ...4421      -1,836.14\n                                  BALANCE DUE                            0.00\n\nWarranty: parts 12 months / 100,000 miles; labor 90 days. Old parts available for 7 days.\nTechnician: M. Schlueter #14            Customer signature on file\n",
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-04-09',
    },
  },
];

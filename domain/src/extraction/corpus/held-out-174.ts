import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 174: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages, loaded/empty miles at different
 * rates and totals only in a recap; US lessor 72%-of-revenue plan with side-by-side earnings and
 * deductions carrying YEAR TO DATE and BALANCE columns; US dispatch service with flat all-in load
 * rates and labels printed above the amounts; French Quebec relevé au sous-traitant with flat trip
 * rates, TPS/TVQ and the sections in reverse order; Mexican liquidación a permisionario in MXN with
 * IVA 16%, retención IVA/ISR and side-by-side percepciones/deducciones), two pay stubs (Montana
 * bi-weekly per-mile company driver with taxes and YTD side by side and a split deposit;
 * Saskatchewan trip-rate/hourly driver with CPP/EI, YTD and employer contributions), a factoring
 * purchase/funding notice with wrapped debtor names and DR/CR adjustments, a broker rate
 * confirmation with three stops in columns, and a truck-scale weigh ticket.
 * Countries: 7 US, 2 CA (one French Quebec, one Saskatchewan), 1 MX.
 * Date formats: MM/DD/YY, DD-MON-YYYY (30-APR-2026), ISO YYYY-MM-DD, French month names with
 * DD/MM trip dates, Spanish long dates ("22 de mayo de 2026") with DD/MM/YYYY, "May 29, 2026",
 * YYYY/MM/DD, MM/DD/YYYY, "Tue, Jun 9, 2026" with M/D/YY, MM-DD-YYYY.
 * Number formats: 1,234.56 with parentheses, trailing minus (516.00-), DR/CR suffixes, French
 * 1 234,56 $ with trailing " -", 1.234,56 (MXN), amount in words (English and Spanish).
 */

export const HELD_OUT_DOCUMENTS_174: CorpusDocument[] = [
  {
    id: 'b174-kittitas-two-page-loaded-empty',
    issuer: 'Kittitas Valley Motor Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement (MM/DD/YY): trip table whose rows wrap onto two more lines (shipper/consignee/BOL), loaded and empty miles in separate columns paid at different rates, with the page-1 footer and a repeated header and repeated column heads on page 2; no trip totals row - charges list with parenthesised amounts and an escrow BALANCE column, a reimbursements block, and all totals only in a closing RECAP that prints loaded and empty miles separately (to add) and three pay totals on one line.',
    text: 'KITTITAS VALLEY MOTOR FREIGHT, INC.                     CONTRACTOR SETTLEMENT STATEMENT\n2207 Vantage Hwy, Ellensburg WA 98926                   Statement #    2615-0419\nPh (509) 555-0188   Fax (509) 555-0189                  Pay Date       04/17/26\nUSDOT 2971455   MC 1018842                              Week Ending    04/11/26\n\nContractor: TANEUM CREEK TRUCKING LLC (owner Dale Ostrand)      Vendor # 40419\nTractor 419  2020 Peterbilt 579      Trailer KV5312  53ft reefer (company)\nPay basis: loaded mi @ 1.950   empty mi @ 1.100   fuel surcharge all mi @ 0.480\n\nTRIP DETAIL\nTrip No.    Disp   Origin -> Destination                Loaded  Empty   Mileage      FSC    Extra\n            Date   Shipper - Consignee / BOL               mi     mi       pay\n----------  -----  -----------------------------------  ------  -----  --------  -------  -------\nKVM-118402  04/06  Yakima WA -> Spokane WA                 203     34    433.25   113.76     0.00\n                   Naches Heights Orchards - Inland NW\n                   Grocers DC Spokane  BOL 55120\nKVM-118417  04/07  Spokane WA -> Missoula MT               199      0    388.05    95.52    75.00 DET\n                   Inland NW Grocers (backhaul) - Bitterroot\n                   Food Coop Missoula  BOL 7731-2  det 3 hr\n                                                                  (trip detail continues on page 2)\n\nSettlement paid by direct deposit to the account on file. Disputes in writing within 10 days\nto settlements@kvmfreight.com.\n                                                                                     Page 1 of 2\n\nKITTITAS VALLEY MOTOR FREIGHT, INC.     Statement 2615-0419     Pay Date 04/17/26     Page 2 of 2\nContractor: TANEUM CREEK TRUCKING LLC      Vendor # 40419      Tractor 419\n\nTRIP DETAIL (continued)\nTrip No.    Disp   Origin -> Destination                Loaded  Empty   Mileage      FSC    Extra\n            Date   Shipper - Consignee / BOL               mi     mi       pay\n----------  -----  -----------------------------------  ------  -----  --------  -------  -------\nKVM-118425  04/08  Missoula MT -> Boise ID via US-12       372     41    770.50   198.24    50.00 STOP\n                   Clark Fork Malting - Treasure Valley\n                   Brewing (stop Lewiston ID)  BOL 20446\nKVM-118433  04/10  Boise ID -> Ellensburg WA               389     18    778.35   195.36     0.00\n                   Snake River Potato Co - Kittitas Cold\n                   Storage  BOL SRP-88107\n\nCHARGES AGAINST SETTLEMENT                                   AMOUNT        BALANCE\n  Fuel - Comdata (14 purchases, detail encl.)           (1,612.38)\n  Occupational accident ins.                               (41.25)\n  Bobtail / physical damage ins.                           (96.40)\n  Trailer rental KV5312 (reefer)                          (140.00)\n  ELD & satellite                                          (24.00)\n  IFTA fuel tax adj. Q1 true-up                            (38.17)\n  Cash advance Comdata 04/08 (exp. code 7311)             (300.00)           0.00\n  Escrow deposit                                          (150.00)       2,850.00\n\nREIMBURSABLE EXPENSES (receipts attached)\n  CAT scale Ellensburg (rcpt 0914)                          12.75\n  Lumper - KVM-118425 Boise (rcpt 55102)                    95.00\n\n=================================== RECAP ===================================\n  Miles this week:  loaded 1,163   empty 93\n  Mileage pay   2,370.15    Fuel surcharge    602.88    Extra pay   125.00\n  GROSS SETTLEMENT                                           3,098.03\n  Less charges                                              (1,952.20)\n  Less advance & escrow                                       (450.00)\n  Plus reimbursements                                          107.75\n  NET DEPOSIT 04/17/26 - Yakima Federal S&L acct ****3390      803.58\n=============================================================================\nEscrow balance shown after this deposit. Interest on escrow paid quarterly per lease Sec. 9.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 309803,
      netCents: 80358,
      date: '2026-04-17',
      broker: 'KITTITAS VALLEY MOTOR FREIGHT, INC.',
      tripNumber: 'KVM-118402',
      miles: 1256,
      linehaulCents: 237015,
      fuelSurchargeCents: 60288,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 10775,
      deductions: [161238, 4125, 9640, 14000, 2400, 3817],
    },
  },
  {
    id: 'b174-halfmoon-ytd-and-balance-columns',
    issuer: 'Halfmoon Lake Equipment Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor 72%-of-revenue settlement with DD-MON-YYYY dates: one line per load carrying several amounts (miles, 100% revenue, 72% share, per-mile FSC, tarp), then side-by-side EARNINGS and DEDUCTIONS blocks split by a pipe, each with THIS PERIOD and YEAR TO DATE columns and a BALANCE column on the deduction side (lease payoff, maintenance reserve, advance); the printed total earnings includes a toll reimbursement, and the net appears only on one sentence-like line.',
    text: 'Halfmoon Lake Equipment Leasing, LLC\nLease-Purchase Operator Settlement\n4180 County Road 15, Perham MN 56573  *  218-555-0163  *  MC 884120  *  USDOT 2355017\n\nOperator: Marisol Teague      Unit HL-231 (2021 Kenworth T680)      Lease-purchase no. LP-0231\nPlan C: 72% of line revenue, fuel surcharge 100% at .55/mi, tarp pay 100%\nSettlement 17-2026      Period 19-APR-2026 thru 25-APR-2026      Pay date 30-APR-2026 (ACH)\n\nLOADS THIS PERIOD\nHL-60231  20-APR  Fargo ND > Sioux Falls SD        602 mi   Rev 3,180.00  72% 2,289.60  FSC 331.10  Tarp 75.00\nHL-60247  22-APR  Sioux Falls SD > Des Moines IA   448 mi   Rev 2,415.00  72% 1,738.80  FSC 246.40  Tarp  0.00\nHL-60252  23-APR  Des Moines IA > Perham MN        391 mi   Rev 1,960.00  72% 1,411.20  FSC 215.05  Tarp 75.00\n\nEARNINGS                THIS PERIOD   YEAR TO DATE  |  DEDUCTIONS          THIS PERIOD   YEAR TO DATE       BALANCE\n----------------------  -----------  -------------  |  ------------------  -----------  -------------  ------------\nRevenue share 72%          5,439.60      71,266.35  |  Lease payment            725.00      11,600.00     81,300.00\nFuel surcharge               792.55      10,884.10  |  Fuel (EFS card)        1,880.42      24,917.66\nTarp / accessorial           150.00       1,725.00  |  Cargo & PD ins.          118.60       1,897.60\nToll reimbursement            22.40         310.75  |  IRP / plates              31.25         500.00\n                                                    |  Maint. reserve           200.00       3,200.00      4,600.00\nTOTAL EARNINGS             6,404.55      84,186.20  |  Advance repay            400.00       2,000.00          0.00\n                                                    |  TOTAL DEDUCTIONS       3,355.27      44,115.26\n\nNET SETTLEMENT  3,049.28   ACH to Lake Region Credit Union ...6620 on 30-APR-2026\n\nLoad revenue shown is the full amount billed to the customer; your share is 72%.\nMaintenance reserve is refundable at lease completion; balance shown after this deposit.\nQuestions: settlements@halfmoonlakeleasing.com                                   Page 1 of 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 640455,
      netCents: 304928,
      date: '2026-04-30',
      broker: 'Halfmoon Lake Equipment Leasing, LLC',
      tripNumber: 'HL-60231',
      miles: 1441,
      linehaulCents: 543960,
      fuelSurchargeCents: 79255,
      advancesCents: 40000,
      escrowCents: 20000,
      reimbursementsCents: 2240,
      deductions: [72500, 188042, 11860, 3125],
    },
  },
  {
    id: 'b174-keuka-labels-above-amounts',
    issuer: 'Keuka Lake Dispatch Services, LLC',
    issuerKind: 'load_board',
    country: 'US',
    split: 'held_out',
    layout:
      'Short dispatch-service weekly settlement with ISO dates: the summary is a row of labels (gross, dispatch fee, factoring fee, fuel advance, net ACH) with the amounts on the line beneath, deductions written with a trailing minus; a load table with flat all-in rates, one detention line, and pickup/delivery dates wrapped onto a second line; footnotes explain the detention and the broker-issued fuel advance.',
    text: 'KEUKA LAKE DISPATCH SERVICES, LLC\n112 Lake St, Penn Yan NY 14527  |  (315) 555-0124  |  settlements@keukalakedispatch.com\n\nCARRIER WEEKLY SETTLEMENT                                Statement KLD-2026-0188\nCarrier: Briar Hill Transport LLC   MC 1287734 / USDOT 3809921   Truck 2 / Trl 53V-14\nWeek 2026-04-20 to 2026-04-26         Statement date 2026-05-01\n\n   GROSS LOADS     DISPATCH FEE 8%     FACTORING 3%     FUEL ADVANCE     NET ACH TO CARRIER\n      6,450.00             516.00-          193.50-          500.00-               5,240.50\n\nACH sent 2026-05-01 to Chemung Canal Trust ****2207 (trace 021309379-0188)\n\nLOADS  (flat rate per load, all-in; no separate fuel surcharge)\nNo. Broker                     Load #     Lane                              Miles   Flat rate   Access.     Total\n 1  Tioga Freight Solutions    4471902    Elmira NY -> Charlotte NC           643    2,150.00      0.00  2,150.00\n    PU 2026-04-20  DEL 2026-04-21\n 2  Conesus Logistics Group    BK-88213   Charlotte NC -> Indianapolis IN     577    1,875.00    100.00  1,975.00\n    PU 2026-04-22  DEL 2026-04-23  detention 2 hr @ 50.00 (1)\n 3  Canadice Brokerage Inc     55-30127   Indianapolis IN -> Albany NY        781    2,325.00      0.00  2,325.00\n    PU 2026-04-23  DEL 2026-04-25\n\n(1) Detention billed to broker and received with the load payment.\n(2) Fuel advance: Comcheck 2026-04-21 issued by Tioga Freight Solutions on load 4471902, recovered here.\nDispatch fee and factoring fee are calculated on gross loads.  Page 1/1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 645000,
      netCents: 524050,
      date: '2026-05-01',
      broker: 'KEUKA LAKE DISPATCH SERVICES, LLC',
      tripNumber: '4471902',
      miles: 2001,
      linehaulCents: 635000,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [51600, 19350],
    },
  },
  {
    id: 'b174-lacsergent-releve-net-first',
    issuer: 'Lac-Sergent Transport Vrac inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec subcontractor pay statement (relevé) with sections in reverse order: 1. amount paid first on a dotted leader line, 2. withholdings with trailing minus signs and a total, 3. revenue recap (flat trip rates, fuel surcharge %, taxable subtotal, TPS and TVQ, total incl. taxes), 4. trip detail last with DD/MM dates; French number format 1 234,56 $, month-name period and pay date, numbered footnotes with the guarantee-fund balance.',
    text: "LAC-SERGENT TRANSPORT VRAC INC.\n88, chemin du Tour-du-Lac, Lac-Sergent (Québec)  G0A 2J0     Tél. 418 555-0176\nNEQ 1174402261    TPS 80211 4471 RT0001    TVQ 1228874410 TQ0001    Permis CTQ R-538812-1\n\nRELEVÉ DE PAIEMENT AU SOUS-TRAITANT                          Relevé no : LS-2619\nSous-traitant : Excavation G. Poulin enr. (camion 12 roues, unité P-07)\n                No TPS 73110 5528 RT0001   No TVQ 1219983305 TQ0001\nPériode : du 3 au 9 mai 2026                  Date de paiement : 15 mai 2026\n\n1. MONTANT À PAYER\n   Virement Desjardins, folio ***4418 ................................     2 321,19 $\n\n2. RETENUES\n   Carburant - carte Énergie (9 transactions)                    1 104,37 -\n   Assurance responsabilité / biens transportés                     86,20 -\n   Répartition et localisation GPS                                  18,00 -\n   Frais d'administration                                           45,00 -\n   Avance en argent du 6 mai 2026                                  200,00 -\n   Fonds de garantie (1)                                           100,00 -\n                                                             --------------\n   Total des retenues                                            1 553,57 -\n\n3. REVENUS  (détail des voyages à la section 4)\n   Voyages à forfait (4)                                         3 022,50\n   Surcharge carburant 11,5 % (2)                                  347,59\n   Sous-total taxable                                            3 370,09\n   TPS 5 %                                                         168,50\n   TVQ 9,975 %                                                     336,17\n   Total des revenus, taxes incluses                             3 874,76 $\n\n4. DÉTAIL DES VOYAGES\n   No voyage   Date    Chargement -> Livraison                             Forfait\n   V-26-0871   04/05   Sablière Valcartier -> Chantier A-73, Québec          685,00\n   V-26-0878   05/05   Sablière Valcartier -> Chantier A-73, Québec          685,00\n   V-26-0884   07/05   Carrière St-Émile -> Terminal Beauport (port)         742,50\n   V-26-0893   08/05   Carrière St-Émile -> Parc ind. Lévis, via pont        910,00\n\n(1) Solde du fonds de garantie après ce relevé : 2 600,00 $ (remboursable à la fin du contrat).\n(2) Surcharge calculée sur les forfaits selon l'indice diesel Québec du 1er mai 2026.\nToute réclamation doit être faite par écrit dans les 15 jours.                        Page 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 387476,
      netCents: 232119,
      date: '2026-05-15',
      broker: 'LAC-SERGENT TRANSPORT VRAC INC.',
      tripNumber: 'V-26-0871',
      miles: null,
      linehaulCents: 302250,
      fuelSurchargeCents: 34759,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [110437, 8620, 1800, 4500],
    },
  },
  {
    id: 'b174-guayalejo-liquidacion-two-columns',
    issuer: 'Guayalejo Autotransportes del Golfo, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican owner-operator settlement (liquidación a permisionario) in Spanish, MXN in 1.234,56 format: trip table with freight, handling and toll-booth amounts on each line, then PERCEPCIONES and DEDUCCIONES side by side separated by a pipe (IVA 16% added; IVA and ISR withholdings, diesel vouchers, commission, advance, reserve fund on the right), a RESUMEN adding back the tolls, net in words, Spanish long dates and DD/MM/YYYY trip dates.',
    text: 'GUAYALEJO AUTOTRANSPORTES DEL GOLFO, S.A. DE C.V.\nRFC GAG0912035K7   Carr. Victoria-Tampico km 18.5, Llera, Tamps. C.P. 87290   Tel. 831 555 0142\nPermiso SICT TPAF01 2804GAG15092009\n\nLIQUIDACIÓN A PERMISIONARIO                                       Folio LQ-2026-0517\nPermisionario: Efraín Saldívar Ochoa   RFC SAOE780311QH2   Unidad T-58 (Freightliner Cascadia 2019)\nPeriodo: del 11 al 17 de mayo de 2026          Fecha de pago: 22 de mayo de 2026\n\nVIAJES DEL PERIODO  (importes en pesos mexicanos, formato 1.234,56)\nViaje    Fecha       Ruta                                                   Flete    Maniobras   Casetas\nVJ-3381  12/05/2026  Altamira, Tamps. -> Monterrey, N.L.                    18.500,00        0,00    612,00\nVJ-3394  14/05/2026  Monterrey, N.L. -> San Luis Potosí, S.L.P.             14.200,00    1.200,00    498,00\nVJ-3402  16/05/2026  San Luis Potosí -> Altamira, Tamps. (vía Cd. Valles)   21.350,00        0,00    736,00\n\nPERCEPCIONES                              |  DEDUCCIONES\n  Fletes                      $ 54.050,00 |  Retención IVA 4%                   $ 2.210,00\n  Maniobras                    $ 1.200,00 |  Retención ISR 1.25% (RESICO)         $ 690,63\n  Subtotal                    $ 55.250,00 |  Diésel (vales)                    $ 19.874,50\n  IVA 16%                      $ 8.840,00 |  Comisión 10% s/fletes              $ 5.405,00\n                                          |  Seguro de la unidad                $ 1.150,00\n                                          |  Rastreo GPS                          $ 450,00\n                                          |  Anticipo de viaje 13/05/2026       $ 5.000,00\n                                          |  Fondo de reserva (2)               $ 1.000,00\n  TOTAL PERCEPCIONES          $ 64.090,00 |  TOTAL DEDUCCIONES                 $ 35.780,13\n\nRESUMEN\n  Total percepciones (IVA incluido)          $    64.090,00\n  Menos total deducciones                    $    35.780,13\n  Más reembolso de casetas (1)               $     1.846,00\n  NETO A PAGAR                               $    30.155,87\n  (TREINTA MIL CIENTO CINCUENTA Y CINCO PESOS 87/100 M.N.)\n\nTransferencia SPEI a BBVA México, CLABE 012 810 01523478891 6, a nombre del permisionario.\n(1) Casetas pagadas en efectivo por el operador, con comprobante IAVE/ticket anexo.\n(2) Saldo del fondo de reserva: $ 12.000,00. Se devuelve al término del contrato.\nEl permisionario debe emitir CFDI por el total de percepciones.                     Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 6409000,
      netCents: 3015587,
      date: '2026-05-22',
      broker: 'GUAYALEJO AUTOTRANSPORTES DEL GOLFO, S.A. DE C.V.',
      tripNumber: 'VJ-3381',
      miles: null,
      linehaulCents: 5405000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 100000,
      reimbursementsCents: 184600,
      deductions: [221000, 69063, 1987450, 540500, 115000, 45000],
    },
  },
  {
    id: 'b174-grasshopper-stub-split-deposit',
    issuer: 'Grasshopper Glacier Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'US company-driver bi-weekly earnings statement with month-name dates: EARNINGS (rate, units, current, YTD) and TAXES (current, YTD) tables printed side by side on the same lines, an OTHER DEDUCTIONS table with a miles box squeezed beside it (loaded + empty = paid miles), an advance repayment with a balance note, and the net pay on one line together with a two-account direct-deposit split and an employer match note that is not a deduction.',
    text: 'GRASSHOPPER GLACIER FREIGHT, INC.                              EARNINGS STATEMENT\n1919 Lockwood Rd, Billings MT 59101  (406) 555-0137            Advice No.  0088214\nFEIN 81-4420137                                                Pay Date:   May 29, 2026\n                                                               Period:     May 10, 2026 - May 23, 2026\nEmployee: Curtis J. Brandvold     Emp ID 3307     Regional OTR     Federal: MFJ   MT: 0 addl\n\nEARNINGS          RATE     UNITS      CURRENT          YTD   TAXES                   CURRENT          YTD\n--------------  -------  --------  ---------  -----------   -------------------  ---------  -----------\nMileage Pay       .6200  2,318.00   1,437.16    14,990.40   Federal Income Tax      118.42     1,180.11\nStop Pay        25.0000      3.00      75.00       875.00   Social Security         103.05     1,021.47\nDetention       20.0000      2.50      50.00       310.00   Medicare                 24.10       238.89\nSafety Bonus                          100.00       300.00   MT State Income Tax      51.00       508.40\nGROSS PAY                           1,662.16    16,475.40   TOTAL TAXES             296.57     2,948.87\n\nOTHER DEDUCTIONS        CURRENT          YTD        MILES THIS PERIOD\n--------------------  ---------  -----------        Loaded   2,041   Empty 277\n401(k) 4%                 66.49       659.02        Paid miles  2,318 (all-miles pay)\nMedical - Employee+1      62.30       623.00\nAdvance Repayment        100.00       400.00        Advance balance: 0.00\n\nNET PAY 1,136.80        Direct deposit:  First Interstate ****4471 chk 986.80   ****9902 sav 150.00\n\nPre-tax: 401(k), Medical.  Employer 401(k) match this period 33.24 (not included above).\nNON-NEGOTIABLE - THIS IS NOT A CHECK\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 166216,
      netCents: 113680,
      date: '2026-05-29',
      broker: 'GRASSHOPPER GLACIER FREIGHT, INC.',
      tripNumber: null,
      miles: 2318,
      linehaulCents: 143716,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11842, 10305, 2410, 5100, 6649, 6230],
    },
  },
  {
    id: 'b174-lumsden-stub-employer-contrib',
    issuer: 'Lumsden Valley Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Saskatchewan company-driver bi-weekly pay statement with YYYY/MM/DD dates: an earnings table of flat trip rates, hourly yard/wait time and 4% vacation pay with Current and Year-to-Date columns, a deductions table (federal and provincial tax, CPP, EI, benefits, RRSP) with the same columns, then an employer-contributions block whose amounts are not deductions, and a one-line net pay with the credit-union deposit.',
    text: 'LUMSDEN VALLEY HAULAGE LTD.\nBox 388, 41 James St N, Lumsden SK  S0G 3C0    306-555-0119    BN 81442 7705 RP0001\n\n                                  STATEMENT OF EARNINGS AND DEDUCTIONS\nEmployee: Harjit Sandhu          Emp #: 0217          Position: Class 1A Driver - Regional\nPay Period: 2026/05/17 - 2026/05/30       Pay Date: 2026/06/05       Deposit #: DD-26-11-0217\n\nEARNINGS                          Units      Rate      Current     Year-to-Date\n------------------------------  -------  --------  -----------  ---------------\nTrip Rate Regina-Saskatoon RT      3.00    285.00       855.00        12,540.00\nTrip Rate Regina-Winnipeg RT       2.00    545.00     1,090.00         9,810.00\nHourly - yard / wait              14.50     29.50       427.75         3,909.93\nVacation Pay 4%                                          94.91         1,050.40\nTotal Earnings                                        2,467.66        27,310.33\n\nDEDUCTIONS                                            Current     Year-to-Date\n----------------------------------------------------  -----------  ---------------\nFederal Income Tax                                         286.40         3,072.15\nProvincial Tax SK                                          118.70         1,279.02\nCPP                                                        138.82         1,481.20\nEI                                                          40.47           433.61\nGroup Benefits (Sun Life)                                   38.15           419.65\nRRSP - payroll                                              50.00           550.00\nTotal Deductions                                           672.54         7,235.63\n\nEMPLOYER CONTRIBUTIONS (not deducted from your pay)   Current     Year-to-Date\nCPP - employer                                             138.82         1,481.20\nEI - employer (1.4x)                                        56.66           607.05\n\nNET PAY   1,795.12        Deposited to: Affinity Credit Union  Transit 50718  Acct ****0936\n\nVacation pay is paid out each period. Trip rates include all loading/unloading at terminals.\nQuestions about your pay: payroll@lumsdenvalleyhaulage.ca\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 246766,
      netCents: 179512,
      date: '2026-06-05',
      broker: 'LUMSDEN VALLEY HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: 194500,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [28640, 11870, 13882, 4047, 3815, 5000],
    },
  },
  {
    id: 'b174-isabella-wrapped-debtors-drcr',
    issuer: 'Isabella Lake Trade Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and funding notice with MM/DD/YYYY dates: invoice table whose debtor names wrap onto a second line, per-invoice fee, 10% reserve and advance columns with a totals row, then an adjustments list marked DR/CR (reserve release credit, chargeback, fuel advance repayment, ACH fee), the funded amount in figures and in words, and a footnote with the reserve balance.',
    text: 'ISABELLA LAKE TRADE FUNDING, LLC\nPO Box 7310, Grand Rapids MN 55745   |   877-555-0150   |   funding@isabellalaketf.com\n\nPURCHASE & FUNDING NOTICE                              Schedule of Accounts No. 3318\nClient: Oakfield Run Transport LLC   (Client ID OR-2291)   MC 1194023\nFunding Date: 06/03/2026        Recourse agreement dated 11/14/2024\n\nInvoice  Debtor                  Load / Ref      Face Amt    Fee 2.50%   Reserve 10%      Advance\n-------  ----------------------  ----------  ------------  ----------  ------------  -----------\n10412    Ocheyedan Freight       7734021         2,400.00       60.00        240.00     2,100.00\n         Brokerage, LLC\n10413    Cedar Bluff Logistics   CBL-55910       1,850.00       46.25        185.00     1,618.75\n         Inc.\n10415    Prairie Dunes Produce   PO 88-1420      3,125.00       78.13        312.50     2,734.37\n         Sales Co.\n10416    Ocheyedan Freight       7734388           975.00       24.38         97.50       853.12\n         Brokerage, LLC\nTOTALS   4 invoices                              8,350.00      208.76        835.00     7,306.24\n\nADJUSTMENTS                                                                DR / CR\n  Reserve release - Sched. 3297 (all invoices closed)                      412.50 CR\n  Chargeback inv 10377 Cedar Bluff Logistics short-paid (lumper)           150.00 DR\n  Fuel advance 05/28/2026 repaid                                           300.00 DR\n  Same-day ACH fee                                                          10.00 DR\n\nAMOUNT FUNDED TO CLIENT:  $7,258.74\n  Seven thousand two hundred fifty-eight and 74/100 dollars\n  ACH to Bremer Bank, routing 091208318, acct ending 6604\n\nReserve account balance after this schedule: 2,940.00. Reserve is released 30 days after the last\ninvoice of a schedule is paid. Debtors must remit only to Isabella Lake Trade Funding, LLC.\n                                                                                 Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 835000,
      netCents: 725874,
      date: '2026-06-03',
      broker: 'Ocheyedan Freight Brokerage, LLC',
      tripNumber: '7734021',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: 83500,
      reimbursementsCents: null,
      deductions: [20876, 15000, 1000],
    },
  },
  {
    id: 'b174-kootenai-ratecon-three-stop-columns',
    issuer: 'Kootenai Falls Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate confirmation: header with load number and a weekday month-name date, three stops laid side by side in pipe-separated columns (with M/D/YY appointment dates and reference numbers), a short rate block (flat line haul, fuel surcharge, extra stop, total) and terms that quote detention, TONU and quick-pay figures that are not part of the rate.',
    text: "KOOTENAI FALLS FREIGHT BROKERAGE, INC.\n310 Mineral Ave, Libby MT 59923  |  Ph 406-555-0172  |  MC 921847  |  loads@kootenaifallsfb.com\n\nLOAD CONFIRMATION & CARRIER RATE AGREEMENT\nLoad #: KF-2606-1187          Date: Tue, Jun 9, 2026          Rep: Shawna Pruitt x214\nCarrier: Red Draw Hauling LLC   MC 1350662   Driver: Tomas Quill  cell 806-555-0190\nEquipment: 53' dry van, air-ride     Commodity: boxed paper goods, 41,200 lb, 24 pallets\n\nSTOP 1 - PICKUP                        | STOP 2 - PICKUP                  | STOP 3 - DELIVERY\nStimson Mill Warehouse                 | Flathead Valley Paper Supply     | Cascade Foodservice DC\n400 Hwy 2 W, Libby MT                  | 2290 US-93, Kalispell MT         | 7801 S 190th St, Kent WA\n6/10/26  07:00-09:00  PU# SM-44817     | 6/10/26  13:00 FCFS  PU# 2206     | 6/11/26  appt 22:00  PO 990145\n\nCARRIER RATE\n   Line haul (flat)           2,650.00\n   Fuel surcharge               385.00\n   Extra stop - Kalispell       100.00\n   TOTAL                 USD  3,135.00\n\nDetention $50.00/hr after 2 free hours with in/out times on BOL. TONU $150.00. Lumper only with\nprior approval (reimbursed with receipt). Quick Pay available: 2% fee, paid within 48 hours.\nCarrier must not re-broker, co-broker or double-broker this load. Invoice with signed BOL to\nap@kootenaifallsfb.com referencing Load KF-2606-1187. Standard payment terms 30 days.\n\nAccepted for carrier: ______________________   Date: ________\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 313500,
      broker: 'KOOTENAI FALLS FREIGHT BROKERAGE, INC.',
      tripNumber: 'KF-2606-1187',
    },
  },
  {
    id: 'b174-llano-scale-ticket',
    issuer: 'Llano Estacado Certified Scales',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short narrow truck-scale weigh ticket: centred header with licence number, ticket number, MM-DD-YYYY date and time, axle weights with a gross weight in pounds, a cash weigh fee and a reweigh price, and the scale guarantee text.',
    text: '      LLANO ESTACADO CERTIFIED SCALES\n   2701 N I-27 Frontage Rd, Plainview TX 79072\n   I-27 Exit 49  *  806-555-0111\n   Public Weigher Lic. TX-PW-22817\n\nWEIGH TICKET No. 0614472\nDate 06-11-2026   Time 14:32   Scale 2\nTruck 88   Trailer 5306\nCompany  RED DRAW HAULING LLC\n\nSTEER AXLE              11,860 lb\nDRIVE AXLES             33,420 lb\nTRAILER AXLES           33,780 lb\n                       ----------\nGROSS                   79,060 lb\n\nWeigh fee        13.50   CASH\nReweigh within 24 hrs: 3.00\n\nWe guarantee our weights. If you are\nfined on our weight, we pay the fine.\nWeighmaster: R. Ochoa\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-06-11',
    },
  },
];

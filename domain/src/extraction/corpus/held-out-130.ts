import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 130: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages with a boxed summary on top,
 * multi-line trip blocks and a deductions table with YTD and remaining-balance columns; US lessor
 * percentage plan in a ruled grid with no printed gross; US dispatch-service payout report with
 * wrapped broker names, a not-yet-collected load and a lumper pass-through; French Quebec état de
 * compte with side-by-side CRÉDITS | DÉBITS, TPS/TVQ-included credits total and taxed trailer
 * rental; Spanish Mexican liquidación with a summary box on top, IVA, IVA withholding and company
 * commission), two pay stubs (US weekly tanker-driver stub under a check voucher with YTD columns;
 * Alberta bi-weekly livestock-hauler commission stub with CPP/EI and a load basis list), a
 * non-recourse factoring funding notice with per-invoice fee column, reserve rebate and an aging
 * table, a truck-stop fuel receipt, and a commercial e-toll account statement.
 * Countries: 7 US, 2 CA (one French Quebec, one Alberta), 1 MX.
 * Date formats: MM/DD/YYYY, month names (September 24, 2025), ISO YYYY-MM-DD, DD/MM/YYYY with French
 * month names, Spanish month names and DD-mmm-YY, MM-DD-YYYY, DD Mon YYYY, DD-Mon-YY, MM/DD/YY.
 * Number formats: 1,234.56, French 1 234,56, negative signs, asterisk-filled check amount.
 */
export const HELD_OUT_DOCUMENTS_130: CorpusDocument[] = [
  {
    id: 'b130-keithsburg-two-page-trip-detail',
    issuer: 'Keithsburg Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement: boxed summary with gross/deductions/net at the top, multi-line trip blocks (loaded miles, FSC, deadhead, detention, extra stop, trip totals), a page footer and form feed with the header repeated, deductions table with this-week, year-to-date and remaining-balance columns (loan and escrow balances), and a reimbursements list; MM/DD/YYYY dates',
    text: "KEITHSBURG FREIGHT LINES, INC.                                  OWNER-OPERATOR SETTLEMENT\n2270 Mississippi Ave  Keithsburg IL 61442                        Settlement No.  KFL-0311-26\nPhone 309-555-0148   owneroperators@keithsburgfreight.com        Pay Date        03/11/2026\n                                                                 Week Ending     03/07/2026\nContractor:  BRANDT HAULING LLC  (Otis Brandt)   Vendor 7730     Unit 7730  / Trlr 53114\n\n _______________________________________________________________________________\n|  SUMMARY OF THIS SETTLEMENT                                                   |\n|     Trip revenue (4 trips) ............................     3,156.42          |\n|     Less deductions (see page 2) ......................    -2,096.33          |\n|     Plus reimbursements ...............................        49.25          |\n|     NET DEPOSITED TO ACCOUNT ****2291 .................     1,109.34          |\n|_______________________________________________________________________________|\n\nTRIP DETAIL              Pay basis: 1.620 / mile, FSC 0.520 / loaded mile, deadhead 1.00 / mile\n\nTrip 5583012   Dispatched 03/02/2026   PEORIA IL -> COLUMBUS OH\n      Loaded miles      452 x 1.620                    732.24\n      Fuel surcharge    452 x 0.520                    235.04\n      Detention         2 hrs @ 30.00 (consignee)       60.00\n                                              Trip total  1,027.28\nTrip 5583047   Dispatched 03/03/2026   COLUMBUS OH -> FORT WAYNE IN\n      Loaded miles      318 x 1.620                    515.16\n      Fuel surcharge    318 x 0.520                    165.36\n                                              Trip total    680.52\nTrip 5583090   Dispatched 03/04/2026   FORT WAYNE IN -> ROCKFORD IL\n      Deadhead          44 x 1.00  (Ft Wayne to Auburn IN)  44.00\n      Loaded miles      506 x 1.620                    819.72\n      Fuel surcharge    506 x 0.520                    263.12\n      Extra stop        Beloit WI                       50.00\n                                              Trip total  1,176.84\nTrip 5583118   Dispatched 03/06/2026   ROCKFORD IL -> GALESBURG IL\n      Loaded miles      127 x 1.620                    205.74\n      Fuel surcharge    127 x 0.520                     66.04\n                                              Trip total    271.78\n\nKeithsburg Freight Lines, Inc.     Settlement KFL-0311-26                    Page 1 of 2\n\fKEITHSBURG FREIGHT LINES, INC.   Owner-Operator Settlement KFL-0311-26   BRANDT HAULING LLC\n\nTotal miles this settlement: 1,447 (1,403 loaded / 44 deadhead)\n\nDEDUCTIONS                                 THIS WEEK      YEAR TO DATE     REMAINING BAL\n---------------------------------------------------------------------------------------\nEFS fuel purchases (11 trans.)              1,412.66         12,884.10\nEFS cash advance 03/03                        250.00          1,250.00\nOccupational accident (Zurich)                 42.17            379.53\nPhysical damage insurance                     118.00          1,062.00\nTrailer rental - 53114                         75.00            675.00\nTire loan #TL-0922 (payment 12 of 16)          80.00            880.00            320.00\nPrePass / PeopleNet                            18.50            166.50\nEscrow deposit                                100.00            900.00          2,400.00\n---------------------------------------------------------------------------------------\nTOTAL DEDUCTIONS                            2,096.33         18,197.13\n\nREIMBURSEMENTS (receipts attached)\n   Tolls - Indiana Toll Road, 03/03            36.50\n   CAT scale, Fort Wayne, 03/04                12.75\n                                              -------\n                                               49.25\n\nEscrow balance shown is after this week's deposit. Escrow is refundable per Lease Sec. 14.\nQuestions about this settlement must be submitted within 15 days of the pay date.\nKeithsburg Freight Lines, Inc.     Settlement KFL-0311-26                    Page 2 of 2\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 315642,
      netCents: 110934,
      date: '2026-03-11',
      broker: 'KEITHSBURG FREIGHT LINES, INC.',
      tripNumber: '5583012',
      miles: 1447,
      linehaulCents: 231686,
      fuelSurchargeCents: 72956,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 4925,
      deductions: [141266, 4217, 11800, 7500, 8000, 1850],
    },
  },
  {
    id: 'b130-lizard-creek-percentage-ruled-grid',
    issuer: 'Lizard Creek Owner-Operator Leasing, Inc.',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan compensation statement: fully ruled load grid with billed line haul, 70% share, FSC and accessorial columns and a totals row but no printed gross (reader adds share + FSC + accessorial; the billed total is a trap), a wrapped accessorial note row, charges list with calendar-YTD column, a framed net line with the deposit date, and account balances not deducted; month-name dates',
    text: "                         LIZARD CREEK OWNER-OPERATOR LEASING, INC.\n                 4418 County Road 63  *  Lizard Creek Industrial Park  *  Ardmore, OK 73401\n                        Lessee Desk: 580-555-0137   lessees@lizardcreekleasing.com\n\nCONTRACTOR COMPENSATION STATEMENT                        Statement date:  September 24, 2025\nLease-purchase / percentage plan (70% of line haul, FSC at 100%)\n                                                         Period:   September 14 - 20, 2025\nContractor:   Wendell A. Tsosie  (Contractor ID LC-266)  Tractor:  LC-266  2022 Kenworth T680\nOperating authority of Lizard Creek Owner-Operator Leasing, Inc., USDOT 3309184\n\nLOADS SETTLED\n+------------+--------+------------------------------+-------+-----------+-----------+----------+---------+\n| Load       | Deliv. | Origin / Destination         | Miles | Line haul | Your 70%  | FSC 100% | Access. |\n|            |        |                              |       | billed    |           |          |         |\n+------------+--------+------------------------------+-------+-----------+-----------+----------+---------+\n| LC-40917   | Sep 15 | Ardmore OK / Memphis TN      |   612 |  2,485.00 |  1,739.50 |   412.30 |    0.00 |\n| LC-40958   | Sep 17 | Memphis TN / Tulsa OK        |   447 |  1,960.00 |  1,372.00 |   301.75 |   75.00 |\n|            |        |   access.: detention 2.5 hrs |       |           |           |          |         |\n| LC-41002   | Sep 19 | Tulsa OK / Laredo TX         |   795 |  3,310.00 |  2,317.00 |   566.40 |    0.00 |\n+------------+--------+------------------------------+-------+-----------+-----------+----------+---------+\n| Totals     |        |                              |       |  7,755.00 |  5,428.50 | 1,280.45 |   75.00 |\n+------------+--------+------------------------------+-------+-----------+-----------+----------+---------+\n\nCHARGES AGAINST COMPENSATION                       THIS STATEMENT       CALENDAR YTD\n   Weekly tractor lease pmt (#LP-266, 87 of 208)           425.00          15,725.00\n   Fuel network purchases (Pilot / Love's)               1,388.40          49,104.66\n   Liability & cargo insurance share                        96.00           3,552.00\n   IFTA fuel tax adjustment                                 31.20             842.17\n   Satellite / ELD service                                  14.95             553.15\n   Base plate & permits amortization                        28.85           1,067.45\n   Advance recovery - fuel advance of Sep 16               300.00           2,100.00\n   Maintenance escrow contribution                         150.00           5,550.00\n                                                     -------------\n   TOTAL CHARGES                                         2,434.40\n\n            ==========================================================\n              NET COMPENSATION - DIRECT DEPOSIT SEPT 26, 2025   4,349.55\n            ==========================================================\n\nAccount balances after this statement (not deducted above):\n   Maintenance escrow held ..... 5,550.00       Lease purchase payoff ..... 51,425.00\n   Unrecovered advances ........     0.00       Tire & parts program ........... 0.00\n\nPercentage compensation is calculated on line haul billed, excluding FSC and accessorials.\nStatements are final unless disputed in writing within 30 days. Page 1 of 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 678395,
      netCents: 434955,
      date: '2025-09-26',
      broker: 'LIZARD CREEK OWNER-OPERATOR LEASING, INC.',
      tripNumber: 'LC-40917',
      miles: 1854,
      linehaulCents: 542850,
      fuelSurchargeCents: 128045,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [42500, 138840, 9600, 3120, 1495, 2885],
    },
  },
  {
    id: 'b130-inkwater-dispatch-payout-run',
    issuer: 'Inkwater Load Coordination, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service payout report: load table whose broker names wrap onto indented continuation lines under the load number, an accessorial column mixing detention and a passed-through lumper, a totals row without label, a not-yet-collected load that must be ignored, and a dotted settlement block with negative charges down to the ACH sent to the carrier; ISO dates',
    text: "Inkwater Load Coordination, LLC\nTruck dispatch & billing for owner-operators | 3021 Commerce Pkwy Ste 140, Irving TX 75063\nops@inkwaterloads.com | (972) 555-0119\n\nCARRIER PAYOUT REPORT  #IW-2026-0207-114\nCarrier: SUMMIT OAK TRUCKING LLC   MC 1420377   DOT 3877120   Driver/owner: Ray Okafor\nReport run: 2026-02-13 09:42 CST            Dispatch week: 2026-02-08 .. 2026-02-14\nService plan: Full service - 6% of load revenue (line haul + accessorials), lumpers passed through\n\nLOADS COLLECTED THIS RUN\nLoad / Broker                     PU date     Lane                       Mi    Rate      Accessorial\n--------------------------------  ----------  -------------------------  ----  --------  ------------\nTFP-118204                        2026-02-09  Dallas TX > Atlanta GA      781  2,350.00      --\n  Trailhead Freight Partners,\n  Inc. (paid 2026-02-12, ACH)\nCLL-55018                         2026-02-11  Atlanta GA > Charlotte NC   245    875.00  100.00 DET\n  Cobalt Lane Logistics LLC\n  (quickpay, 2% withheld)\nPWB-7781                          2026-02-12  Charlotte NC > Columbus OH  430  1,420.00  185.00 LUMPER*\n  Prairie Wind Brokerage Co.\n--------------------------------  ----------  -------------------------  ----  --------  ------------\n                                                                   1,456  4,645.00  285.00\n* lumper paid by driver at receiver, reimbursed by broker; passed through at 100%, no fee\n\nNOT YET COLLECTED (next run)\nPWB-7790   Prairie Wind Brokerage Co.   2026-02-13  Columbus OH > Chicago IL   356   1,150.00   invoiced 2026-02-13\n\nSETTLEMENT\n  Load revenue (line haul 4,645.00 + detention 100.00) ......  4,745.00\n  Lumper pass-through .......................................    185.00\n  Inkwater dispatch fee 6% of 4,745.00 ......................   -284.70\n  Broker quickpay fee withheld (CLL-55018, 2% of 975.00) ....    -19.50\n  Fuel advance - Comchek issued 2026-02-10 ..................   -400.00\n  TMS / load board seat, February ...........................    -25.00\n                                                             -----------\n  ACH SENT TO CARRIER 2026-02-13 (Frost Bank x8816) .........  4,200.80\n\nQuestions? Reply to this email within 7 days. Next payout run: 2026-02-20.\nInkwater is not a carrier or broker; loads are booked under the carrier's own authority.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 474500,
      netCents: 420080,
      date: '2026-02-13',
      broker: 'Inkwater Load Coordination, LLC',
      tripNumber: 'TFP-118204',
      miles: 1456,
      linehaulCents: 464500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 18500,
      deductions: [28470, 1950, 2500],
    },
  },
  {
    id: 'b130-lachute-credits-debits-cote-a-cote',
    issuer: 'Lachute-Argenteuil Camionnage inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator account statement (état de compte, voiturier artisan): voyage table with flat rate, 18 % fuel surcharge and waiting-time columns and an unlabelled totals row, then side-by-side CRÉDITS | DÉBITS columns where the credits total includes TPS/TVQ and a non-taxable toll reimbursement, trailer rental with its own indented TPS/TVQ lines among the debits, a boxed net equation, and reserve/annual cumulative balances; day-first DD/MM/YYYY and French month-name dates, 1 234,56 number format',
    text: "LACHUTE-ARGENTEUIL CAMIONNAGE INC.                         ÉTAT DE COMPTE - VOITURIER ARTISAN\n505, rue Béthany, Lachute (Québec)  J8H 2N1                Émis le 4 février 2026\nTél. 450 555-0184   comptabilite@lachute-argenteuil.ca     No d'état : LAC-2605-031\nTPS 80244 1176 RT0001   TVQ 1224417093 TQ0001\n\nVoiturier : 9388-1402 Québec inc. (Transport M. Dufresne)     Camion no 31\n            TPS 73306 5512 RT0001 - TVQ 1230088214 TQ0001\nSemaine du 25 au 31 janvier 2026                       Date de paiement : 06/02/2026\nMode : virement (Banque Nationale, folio ...4407)\n\nDÉTAIL DES VOYAGES (taux forfaitaire + surcharge carburant 18 %)\nNo voyage     Date    Trajet                            Taux     Surcharge    Attente\nLA-26-0412    26/01   Lachute -> Montréal-Est         640,00        115,20          -\nLA-26-0419    27/01   Montréal -> Sherbrooke          890,00        160,20          -\nLA-26-0433    28/01   Sherbrooke -> Gatineau        1 180,00        212,40      90,00\nLA-26-0440    30/01   Gatineau -> Lachute             420,00         75,60          -\n                                                    --------      --------   --------\n                                                    3 130,00        563,40      90,00\n\nCRÉDITS                                    $  |  DÉBITS                                     $\nVoyages (taux forfaitaire)          3 130,00  |  Carburant - cartes Esso/Pétro-Canada  1 296,84\nSurcharge carburant                   563,40  |  Assurance camion (quote-part)            88,50\nTemps d'attente (2 h x 45,00)          90,00  |  Location de remorque R-218              150,00\n                                  ----------  |    TPS sur location 5 %                    7,50\nSous-total taxable                  3 783,40  |    TVQ sur location 9,975 %               14,96\nTPS 5 %                               189,17  |  Avance sur paie du 28/01                300,00\nTVQ 9,975 %                           377,39  |  Fonds de réserve (retenue hebdo)         75,00\nPéages A-30 (remb., non taxable)       24,60  |  Frais d'adhésion - répartition           12,00\n                                  ----------  |                                      ----------\nTOTAL DES CRÉDITS                   4 374,56  |  TOTAL DES DÉBITS                      1 944,80\n\n       +--------------------------------------------------------------+\n       |  NET À PAYER AU VOITURIER :   4 374,56 - 1 944,80 = 2 429,76 $ |\n       +--------------------------------------------------------------+\n\nFonds de réserve accumulé : 1 875,00 $        Solde d'avances à rembourser : 0,00 $\nCumulatif annuel des crédits : 15 902,33 $\nLe voiturier est responsable de la remise de ses propres taxes (TPS/TVQ) perçues.\nPage 1/1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 437456,
      netCents: 242976,
      date: '2026-02-06',
      broker: 'LACHUTE-ARGENTEUIL CAMIONNAGE INC.',
      tripNumber: 'LA-26-0412',
      miles: null,
      linehaulCents: 313000,
      fuelSurchargeCents: 56340,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 2460,
      deductions: [129684, 8850, 15000, 750, 1496, 1200],
    },
  },
  {
    id: 'b130-jocotepec-liquidacion-resumen-arriba',
    issuer: 'Jocotepec Servicios de Flete, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish Mexican weekly permisionario settlement (estado de liquidación): rounded summary box at the top with totals, net and reimbursements side by side, trip list with carta porte numbers and a wrapped estadía note, side-by-side percepciones (IVA 16% to an IVA-included total) and deducciones (IVA withholding, company commission, diesel vouchers, trip advance, guarantee fund, insurance, GPS) columns, toll reimbursements, a printed net equation with the amount in words and closing balances; Spanish month-name and DD-mmm-YY dates, 1,234.56 numbers',
    text: "JOCOTEPEC SERVICIOS DE FLETE, S.A. DE C.V.\nRFC JSF110824RB9  |  Permiso SICT 1411JSF11082400\nLibramiento Ote. 1280, Col. El Chante, Jocotepec, Jal. C.P. 45800  |  Tel. 387 763 2090\n\n             ESTADO DE LIQUIDACIÓN SEMANAL - OPERADOR PERMISIONARIO\nLiquidación No. JSF-L-0203                  Periodo: del 12 al 18 de enero de 2026\nPermisionario: ARMANDO RUVALCABA OCHOA      RFC RUOA820517HT2   Unidad económica: 27\nFecha de depósito: viernes 23 de enero de 2026        Banco: BBVA  CLABE ***************4419\nImportes en pesos mexicanos (MXN)\n\n.--------------------------------------------------------------------------------.\n| RESUMEN                                                                        |\n|   Total percepciones (IVA incl.)   50,344.00     Reembolsos          2,315.00  |\n|   Total deducciones                31,066.35     NETO DEPOSITADO    21,592.65  |\n'--------------------------------------------------------------------------------'\n\nVIAJES LIQUIDADOS\n  Viaje     C. Porte   Carga      Ruta                                          Flete\n  JT-8812   CP 44710   14-ene-26  Guadalajara, Jal. - Manzanillo, Col.     14,800.00\n  JT-8820   CP 44736   15-ene-26  Manzanillo, Col. - León, Gto.            18,200.00\n            (estadía 1 día en patio de León: $800.00, ver percepciones)\n  JT-8829   CP 44762   17-ene-26  León, Gto. - Guadalajara, Jal.            9,600.00\n\nPERCEPCIONES                                   |  DEDUCCIONES\n  Fletes (3 viajes)            42,600.00       |    Retención IVA 4%               1,736.00\n  Estadías                        800.00       |    Comisión empresa 12% s/fletes  5,112.00\n  Subtotal                     43,400.00       |    Diésel - vales Pemex/Oxxo Gas 15,920.35\n  IVA 16%                       6,944.00       |    Anticipo de viaje JT-8812      6,000.00\n  Total                        50,344.00       |    Fondo de garantía                800.00\n                                               |    Seguro de la unidad            1,150.00\n                                               |    Localizador GPS                  348.00\n                                               |    Suma deducciones              31,066.35\n\nREEMBOLSOS (comprobantes anexos)\n  Casetas de cuota - 9 tickets (Guadalajara-Colima, Lagos-León)          2,315.00\n\nCálculo: 50,344.00 - 31,066.35 + 2,315.00 = 21,592.65\n(VEINTIÚN MIL QUINIENTOS NOVENTA Y DOS PESOS 65/100 M.N.)\n\nSaldos al cierre: Fondo de garantía acumulado $9,600.00 | Anticipos por comprobar $4,000.00\nEl permisionario emite su CFDI de ingresos por el total de percepciones; la retención de IVA se\nentera por la empresa conforme al art. 1-A LIVA.\n\n________________________                 ________________________\nElaboró: Tesorería                        Recibí conforme: A. Ruvalcaba O.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5034400,
      netCents: 2159265,
      date: '2026-01-23',
      broker: 'JOCOTEPEC SERVICIOS DE FLETE, S.A. DE C.V.',
      tripNumber: 'JT-8812',
      miles: null,
      linehaulCents: 4260000,
      fuelSurchargeCents: null,
      advancesCents: 600000,
      escrowCents: 80000,
      reimbursementsCents: 231500,
      deductions: [173600, 511200, 1592035, 115000, 34800],
    },
  },
  {
    id: 'b130-limberlost-check-voucher-stub',
    issuer: 'Limberlost Tanker Service, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Weekly company tanker-driver pay stub under a check-style voucher (amount in words, asterisk-filled amount, non-negotiable banner, dashed detach line): side-by-side earnings (units/rate/current/YTD) and deductions (current/YTD) with a non-taxable expense reimbursement sitting in the earnings column below the gross lines, a current/YTD summary grid, taxable wages, and an advance balance that is not an amount; MM-DD-YYYY dates',
    text: 'LIMBERLOST TANKER SERVICE, INC.                                        Check No.   0061552\n1190 N. Meridian Road                                                  Date        03-13-2026\nGeneva, IN 46740    (260) 555-0172                                     Amount      $****1,184.67\n\nPAY   ONE THOUSAND ONE HUNDRED EIGHTY-FOUR AND 67/100 DOLLARS\nTO THE ORDER OF:   DALE R. HUFFMAN\n                   604 E. Line St, Berne IN 46711\n                          ** NON-NEGOTIABLE  --  DIRECT DEPOSIT ADVICE **\n- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\nEMPLOYEE  Dale R. Huffman   ID 2208   Tanker Driver (CDL-A H/N)   Fed M/J   IN exempt 1   Co. ADAMS\nPERIOD    03-01-2026 thru 03-07-2026            Pay frequency: Weekly         Check Date 03-13-2026\n\nEARNINGS              UNITS      RATE      CURRENT          YTD | DEDUCTIONS           CURRENT        YTD\nMileage            2,417.00    0.5800     1,401.86    14,090.26 | Federal W/H           148.22   1,470.83\nPump-off hrs           7.25   22.0000       159.50     1,413.50 | Soc Sec (OASDI)       106.78   1,060.49\nSafety bonus Q1                             150.00       150.00 | Medicare               24.97     248.02\nLayover                1.00   75.0000        75.00       375.00 | Indiana State          48.17     478.87\n                                                                | Adams County           26.13     259.73\nExpense reimb (scale/wash)                   18.00       122.50 | 401(k) 5% pre-tax      89.32     801.44\n                                                                | Medical Sec 125        64.10     641.00\n                                                                | Uniform/boot acct      12.00      48.00\n                                                                | Pay advance recovery  100.00     400.00\n\n              GROSS         TAXES     DEDUCTIONS      REIMB       NET PAY\nCURRENT    1,786.36        354.27         265.42      18.00      1,184.67\nYTD       16,028.76      3,517.94       1,890.44     122.50     10,742.88\n\nTaxable wages:  Federal 1,632.94   FICA 1,722.26   Indiana 1,632.94\nDirect deposit:  First Merchants Bank  chk ****7301                1,184.67\n\nAdvance balance remaining after this check: 200.00    Vacation available: 24.0 hrs\n401(k) safe-harbor match (4%) is deposited by employer and is not included in your gross.\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 178636,
      netCents: 118467,
      date: '2026-03-13',
      broker: 'LIMBERLOST TANKER SERVICE, INC.',
      tripNumber: null,
      miles: 2417,
      linehaulCents: 140186,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: 1800,
      deductions: [14822, 10678, 2497, 4817, 2613, 8932, 6410, 1200],
    },
  },
  {
    id: 'b130-gleichen-commission-stub',
    issuer: 'Gleichen Cattle Transport Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta livestock-hauler bi-weekly pay statement: commission-on-freight earnings with washouts, general holiday and 4% vacation pay, current and YTD columns for earnings and deductions (CPP, EI, combined income tax, benefits, wage advance, company store), a floating net pay line, then a commission-basis load list with head counts and freight (a freight total that is not the pay); DD Mon YYYY dates',
    text: 'GLEICHEN CATTLE TRANSPORT LTD.\nBox 118, 212 Main Street, Gleichen AB  T0J 1N0  *  403-555-0166  *  BN 71839 2046 RP0001\n\nPAY STATEMENT                                                          Statement 2026-04-0214\nEmployee: Curtis Many Guns        Emp # 0214      Position: Livestock Hauler (Class 1)\nPeriod:   14 Feb 2026 - 27 Feb 2026   (bi-weekly)  Paid on:  06 Mar 2026   Deposit ATB ***-5530\nProvince of employment: AB        TD1 fed code 1 / TD1AB code 1\n\nEarnings                                   Current          YTD\n  Driver commission 27% of freight        2,656.80      9,712.44\n  Washouts   3 @ 35.00                      105.00        385.00\n  General holiday pay (Family Day 16 Feb)   220.00        220.00\n  Vacation pay 4%                           119.27        412.70\n                                         ---------     ---------\n  Total earnings                          3,101.07     10,730.14\n\nDeductions                                 Current          YTD\n  CPP contributions                         176.50        606.40\n  EI premiums                                50.55        174.90\n  Income tax (federal + Alberta)            512.40      1,786.15\n  Group health & dental                      38.75        155.00\n  Advance on wages (paid 19 Feb, Moose Jaw) 250.00        250.00\n  Company store - coveralls / gloves         45.00         45.00\n                                         ---------     ---------\n  Total deductions                        1,073.20      3,017.45\n\n                                   NET PAY THIS PERIOD:   $2,027.87 CAD\n\nCommission basis - loads delivered this period\n  Load     Date        From                      To                         Head    Freight\n  GC-3391  14 Feb 2026 Gleichen AB               Brooks AB (Duchess)          84   1,180.00\n  GC-3398  16 Feb 2026 Strathmore AB             Picture Butte AB            112   1,420.00\n  GC-3405  18 Feb 2026 Medicine Hat auction      High River AB               105   1,650.00\n  GC-3417  21 Feb 2026 Claresholm AB             Moose Jaw SK (packer)        96   2,960.00\n  GC-3422  24 Feb 2026 Moose Jaw SK              Gleichen AB (backhaul feed)   -   2,630.00\n                                                                      Total freight 9,840.00\n  Commission rate 27% x 9,840.00 = 2,656.80\n\nVacation pay is paid on each cheque (Alberta ESC s.57). Headcounts shown for information only.\nQuestions: payroll@gleichencattle.ca - please quote your employee number.\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 310107,
      netCents: 202787,
      date: '2026-03-06',
      broker: 'GLEICHEN CATTLE TRANSPORT LTD.',
      tripNumber: 'GC-3391',
      miles: null,
      linehaulCents: 265680,
      fuelSurchargeCents: null,
      advancesCents: 25000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [17650, 5055, 51240, 3875, 4500],
    },
  },
  {
    id: 'b130-ivybridge-funding-notice-aging',
    issuer: 'Ivybridge Trade Receivables, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Non-recourse factoring funding notice: side-by-side client and funding header blocks split by a bar, purchased-accounts table with debtor names wrapping onto a continuation line, a per-invoice 3.5% fee column with a totals row, a dotted computation of funds (reserve, fees, fuel advance, chargeback, wire, reserve rebate) to the total funded, and an open-accounts aging table plus reserve balance that must not be read as amounts; DD-Mon-YY dates',
    text: 'IVYBRIDGE TRADE RECEIVABLES, LLC                                   FUNDING NOTICE\nOne Ivybridge Plaza, Suite 900, Charlotte NC 28202                 Page 1 of 1\n800-555-0193  |  clientservices@ivybridgetr.com\n\nCLIENT                                      |  FUNDING\n  Hollister Flats Transport LLC             |    Schedule no.    3318\n  Attn: Mercedes Hollister                  |    Received        03-Mar-26\n  1420 Frontage Rd, Gallup NM 87301         |    Funded          04-Mar-26\n  Client # HF-2207   MC 1298806             |    Method          Wire (ref IV0304-2207)\n                                            |    Program         Non-recourse, 3.5% flat\n\nACCOUNTS PURCHASED\nInvoice  Debtor                               Ref / Load      Inv Date     Face Amount    Fee 3.5%\n1187     Redbud Transportation Brokerage,     RB-449120       27-Feb-26       2,150.00       75.25\n         LLC\n1188     Coldwater Produce Logistics Inc      CW-88215        28-Feb-26       3,475.00      121.63\n1189     Redbud Transportation Brokerage,     RB-449187       02-Mar-26       1,890.00       66.15\n         LLC\n1190     Anvil Point Freight                  AP-20711        02-Mar-26         980.00       34.30\n                                                                          ------------  ----------\n                                                   4 invoices                8,495.00      297.33\n\nCOMPUTATION OF FUNDS\n   Face value purchased ...........................................     8,495.00\n   Reserve withheld 5% ............................................      -424.75\n   Purchase fees ..................................................      -297.33\n   Advance available ..............................................     7,772.92\n   Fuel advance 02-Mar-26 (Comdata #77310) ........................      -500.00\n   Chargeback inv 1102 - Coldwater short-pay (lumper dispute) ....       -60.00\n   Same-day wire .................................................       -20.00\n   Reserve rebate - collected invoices, schedules 3301/3304 ......       312.40\n                                                                     ============\n   TOTAL FUNDED TO CLIENT                                               7,505.32\n\nOPEN ACCOUNTS AFTER THIS FUNDING (for reconciliation, no action needed)\n   Debtor                                   Open invoices    Balance      0-30    31-60\n   Redbud Transportation Brokerage, LLC           5          9,840.00   9,840.00     0.00\n   Coldwater Produce Logistics Inc                3          6,125.00   4,975.00 1,150.00\n   Anvil Point Freight                            1            980.00     980.00     0.00\n   Reserve account balance: 3,688.15\n\nPayments on purchased accounts must be remitted to Ivybridge Trade Receivables, LLC,\nPO Box 602214, Charlotte NC 28260. Redirected payments are a breach of the factoring agreement.\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 849500,
      netCents: 750532,
      date: '2026-03-04',
      broker: 'Redbud Transportation Brokerage, LLC',
      tripNumber: 'RB-449120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 42475,
      reimbursementsCents: null,
      deductions: [29733, 6000, 2000],
    },
  },
  {
    id: 'b130-hogback-pump-receipt-reefer',
    issuer: 'Hogback Truck Plaza & Diesel',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Narrow truck-stop fuel receipt: tractor diesel with per-gallon fleet discount, DEF and reefer fuel lines each with gallons on one line and price/amount on the next, subtotal/total, fleet card, odometer and trip/PO lines, loyalty balance and a shower-credit expiry date that is not the transaction date; MM/DD/YY dates',
    text: '        HOGBACK TRUCK PLAZA & DIESEL\n        I-70 Exit 113  -  2650 Hogback Rd\n          Grand Junction, CO 81505\n            (970) 555-0128\n      Open 24 hrs - Showers - CAT Scale\n\nStore 0113      Reg 04      Trans 558127\nDate 03/07/26   Time 04:52:18   Cashier SELF\n\nDIESEL ISLAND   Pump 09\n  ULSD #2 Clear        142.618 GAL\n     @ 3.899 /GAL                 556.07\n  Fleet discount -0.120/gal       -17.11\n  DEF (pump, bulk)       6.412 GAL\n     @ 3.499 /GAL                  22.44\nREEFER  Pump 09R\n  Reefer Dyed ULSD      22.305 GAL\n     @ 3.659 /GAL                  81.61\n                              ---------\n  SUBTOTAL                        643.01\n  TAX (incl. in price)              0.00\n  TOTAL                     USD   643.01\n\n  EFS FLEET CARD        ************4410\n  Auth 660214    Approved\n  Unit 0318  Trlr 5307  Driver ID 20114\n  Odometer 418,227    Hub 0\n  Trip/PO# RX-7731\n\n  Loyalty: 142 pts earned   Balance 3,904 pts\n  FREE SHOWER credit earned - expires 03/14/26\n\n  Prices include federal & CO excise tax.\n     THANK YOU - DRIVE SAFE - COME BACK\n     Customer copy       Reprint: NO\n',
    expected: {
      documentType: 'fuel_receipt',
      grossCents: null,
      netCents: null,
      date: '2026-03-07',
    },
  },
  {
    id: 'b130-genesee-etoll-account-statement',
    issuer: 'Genesee Valley Bridge & Tunnel Authority',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Commercial electronic-toll account statement: address block with statement date/period on the right, ruled two-column account summary (opening balance, replenishment, tolls, fees, closing prepaid balance), toll activity register with time, tag/plate, facility/lane, vehicle class, toll and running balance columns including a replenishment row; month-name and MM/DD dates',
    text: 'GENESEE VALLEY BRIDGE & TUNNEL AUTHORITY\nCommercial E-Toll Customer Service Center\nPO Box 4470, Rochester NY 14604    1-800-555-0150    www.gvbta.org/etoll\n\n                                        COMMERCIAL ACCOUNT STATEMENT\nAccount name:  NORTHRIDGE PALLET HAULERS INC        Account no.:     C-0047-3321\n               88 Lyell Ave, Rochester NY 14608     Statement date:  April 30, 2026\n                                                   Statement period: April 1 - April 30, 2026\n                                                   Replenish method: Auto, Visa ****0925\n\n+-----------------------------------+------------+\n| ACCOUNT SUMMARY                   |            |\n|   Opening balance (prepaid)       |     84.35  |\n|   Replenishments                  |    200.00  |\n|   Toll charges (9)                |   -125.15  |\n|   Account fees                    |     -3.00  |\n|   Closing balance (prepaid)       |    156.20  |\n+-----------------------------------+------------+\n  No payment due - your account is prepaid. Low-balance threshold: 50.00\n\nTOLL ACTIVITY\nDate   Time   Tag/Plate          Facility / Lane                Cl    Toll   Balance\n04/02  06:14  0470331 / 71822PC  Irondequoit Bridge  NB L3      5    12.75    71.60\n04/02  17:41  0470331 / 71822PC  Irondequoit Bridge  SB L1      5    12.75    58.85\n04/03  09:00  Replenishment      Visa ****0925                       200.00   258.85\n04/06  11:27  0470332 / 71825PC  Genesee River Tunnel E         5    18.40   240.45\n04/09  07:03  0470331 / 71822PC  Irondequoit Bridge  NB L2      5    12.75   227.70\n04/14  13:38  0470332 / 71825PC  Charlotte Lift Bridge          3     6.20   221.50\n04/14  15:52  0470332 / 71825PC  Genesee River Tunnel W         5    18.40   203.10\n04/21  05:49  0470331 / 71822PC  Irondequoit Bridge  SB L1      5    12.75   190.35\n04/23  19:20  0470331 / 71822PC  Irondequoit Bridge  NB L4      5    12.75   177.60\n04/28  10:05  0470332 / 71825PC  Genesee River Tunnel E         5    18.40   159.20\n04/30         Monthly account fee (2 tags x 1.50)                     3.00   156.20\n\nCl = vehicle class (5 = 5+ axle tractor-trailer, 3 = 3 axle). Tolls posted up to 04/30/2026.\nDisputes must be filed within 60 days of the statement date. Next statement: May 31, 2026.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-04-30',
    },
  },
];

import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 148: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages with a this-settlement/YTD
 * summary box and wrapped trip lines; US lessor 68% percentage plan in side-by-side earned/deducted
 * columns with the 100% load revenue printed in the recap; US dispatch service portal statement with
 * a pipe table, TONU row and signed running calculation; French Quebec voiturier relevé with flat
 * voyage rates, TPS/TVQ-included credits and a CUMUL column; Mexican liquidación al permisionario in
 * MXN with the RESUMEN box first, IVA 16% and retención IVA 4%), two pay stubs (US hopper-driver
 * percentage-of-load stub with YTD columns and an advance repayment; Nova Scotia bi-weekly trip-rate
 * stub with CPP/EI and YTD), a factoring funding notice with wrapped debtor names and a reserve
 * rebate, a heavy-truck repair order/invoice and a truck-stop fleet fuel receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one Nova Scotia), 1 MX.
 * Date formats: MM/DD/YY, weekday + month name (September 19, 2025), ISO YYYY-MM-DD, French month
 * names with DD/MM/YYYY, Spanish long dates ("16 de enero de 2026") with DD/MM/YYYY, MM/DD/YYYY,
 * day-first DD/MM/YYYY, "Mar 5, 2026" / "Feb 27, 26", M/D/YY. Number formats: 1,234.56 with
 * parentheses and signed -/+ amounts, French 1 234,56 $, MXN $ 1,234.56 with amount in words.
 */
export const HELD_OUT_DOCUMENTS_148: CorpusDocument[] = [
  {
    id: 'b148-sauvie-two-page-ytd-summary',
    issuer: 'Sauvie Island Motor Express, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement: page 1 is a boxed summary with THIS SETTLEMENT and YEAR TO DATE columns (earnings, reimbursements, parenthesised deductions, net) and a page footer; page 2 repeats a continuation header, then a trip detail where each trip wraps onto two lines (lane, then load ref with loaded/empty miles, pay @1.820, FSC @0.520, other with DET/STOP codes) and a totals row, a deductions list with a BALANCE AFTER column (advance and escrow balances) and a reimbursements block; MM/DD/YY dates',
    text: "SAUVIE ISLAND MOTOR EXPRESS, INC.                          OWNER-OPERATOR SETTLEMENT\n18400 NW Sauvie Island Rd, Portland OR 97231               Settlement No. 26-0311-077\nTel 503-555-0142   MC 1402287   USDOT 3580916              Check Date     03/13/26\n                                                           Period 03/01/26 - 03/07/26\nContractor: BLUE HERON HAULING LLC (Vernon Ekstrom)        Unit 077 / Trlr V2231\n\n+----------------------------------------------------------------------------+\n|  SETTLEMENT SUMMARY                      THIS SETTLEMENT      YEAR TO DATE |\n|  Trip earnings (4 trips)                        4,586.32         37,904.15 |\n|  Reimbursements                                   133.50            611.25 |\n|  Deductions & advances                         (2,067.51)       (16,842.77)|\n|  ------------------------------------------------------------------------  |\n|  NET SETTLEMENT - DIRECT DEPOSIT                2,652.31         21,672.63 |\n+----------------------------------------------------------------------------+\nDeposit to: Columbia Bank ****8840. Detail follows on page 2.\n\nQuestions? settlements@sauvieislandmx.com  |  503-555-0142 x 3\n                                                                  Page 1 of 2\n------------------------------------------------------------------------------\nSAUVIE ISLAND MOTOR EXPRESS, INC.  Settlement 26-0311-077  (cont.)  Page 2 of 2\n\nTRIP DETAIL                                MILES         PAY       FSC     OTHER\n                                         LD    MT     @1.820    @0.520\nSIM-40781  03/02  Portland OR > Boise ID\n           Load 7781-A Columbia Paper   432     0     786.24    224.64      0.00\nSIM-40795  03/03  Boise ID > Salt Lake City UT\n           Load 7790-C Snake R. Foods   341    22     660.66    188.76     80.00 DET\nSIM-40806  03/05  Salt Lake City UT > Reno NV\n           Load 7802-A Great Basin Ag   518     0     942.76    269.36      0.00\nSIM-40812  03/06  Reno NV > Portland OR (stop Medford)\n           Load 7815-B Rogue Valley Co  547    38   1,064.70    304.20     65.00 STOP\n                                       -----  ----   --------   -------   -------\nTRIP TOTALS      (1,898 paid miles)    1,838    60   3,454.36    986.96    145.00\n\nDEDUCTIONS / ADVANCES                               AMOUNT    BALANCE AFTER\n  Fuel - Comdata card (11 purchases)              1,388.47\n  Occupational accident (Zenith)                     47.20\n  Physical damage / cargo premium                    88.15\n  Trailer rental 53' van V2231                      112.00\n  ELD / telematics                                   19.95\n  Oregon weight-mile tax                             61.74\n  Cash advance 03/04 (Comdata)                      250.00             0.00\n  Escrow deposit                                    100.00         2,300.00\n                                                  --------\n  Total deductions & advances                     2,067.51\n\nREIMBURSEMENTS (receipts attached)\n  Lumper - SIM-40806 (rcpt 44812)                   120.00\n  CAT scale - Boise ID                               13.50\n                                                  --------\n  Total reimbursements                              133.50\n\nEscrow balance and advance balance are shown for your records only.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 458632,
      netCents: 265231,
      date: '2026-03-13',
      broker: 'SAUVIE ISLAND MOTOR EXPRESS, INC.',
      tripNumber: 'SIM-40781',
      miles: 1898,
      linehaulCents: 345436,
      fuelSurchargeCents: 98696,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 13350,
      deductions: [138847, 4720, 8815, 11200, 1995, 6174],
    },
  },
  {
    id: 'b148-tomichi-earned-vs-deducted-columns',
    issuer: 'Tomichi Creek Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan pay statement: side-by-side WHAT YOU EARNED / WHAT WE DEDUCTED columns separated by pipes, where each load is a header line with indented 68% share, per-mile FSC and accessorial lines, and the right column holds deductions plus a "money returned to you" toll line; totals appear only in a recap that also prints the 100% load revenue (not the gross), followed by escrow/lease-payoff balances; month-name dates with weekday',
    text: 'TOMICHI CREEK TRACTOR LEASING, LLC\nLease Operator Program  *  611 W. Tomichi Ave, Gunnison, CO 81230  *  (970) 555-0107\n\nLEASE OPERATOR PAY STATEMENT\nOperator:  Ruben Castellanos         Lease #: TCL-0392        Tractor: 392 (2022 Volvo VNL 760)\nPlan:      B - 68% of load revenue, fuel surcharge 100%, accessorials 100%\nWeek:      September 7 - September 13, 2025\nDeposit:   Friday, September 19, 2025\n\nWHAT YOU EARNED                             | WHAT WE DEDUCTED\n                                            |\nLoad TC-5521   Denver CO - Albuquerque NM   | Tractor lease pmt (wk 61 of 208)     685.00\n  Load revenue 2,650.00 x 68%     1,802.00  | Fuel - Pilot Flying J card         1,402.16\n  Fuel surcharge 447 mi x .53       236.91  | Physical damage ins.                  72.30\n  Extra stop Santa Fe NM             75.00  | Occupational accident                 31.50\n                                            | IRP base plate (weekly)               24.80\nLoad TC-5538   Albuquerque NM - Amarillo TX | PeopleNet ELD                         21.00\n  Load revenue 1,180.00 x 68%       802.40  | T-Chek advance 09/09                 200.00\n  Fuel surcharge 287 mi x .53       152.11  | Escrow contribution                  125.00\n  Layover 09/11 Amarillo            150.00  |\n                                            | Money returned to you:\nLoad TC-5544   Amarillo TX - Pueblo CO      |   Toll - E-470 Denver (rcpt)          16.35\n  Load revenue 1,420.00 x 68%       965.60  |\n  Fuel surcharge 311 mi x .53       164.83  |\n                                            |\n\nRECAP -------------------------------------------------------------------------------------\n  Load revenue billed (100%)          5,250.00     (for reference - you are paid 68%)\n  Your 68% share                      3,570.00\n  Fuel surcharge (1,045 mi)             553.85\n  Accessorials                          225.00\n  Total compensation                  4,348.85\n  Less deductions                    (2,561.76)\n  Plus toll reimbursement                16.35\n  AMOUNT OF DIRECT DEPOSIT            1,803.44     Wells Fargo ...5519\n-------------------------------------------------------------------------------------------\n  Escrow balance        3,000.00          Lease payoff balance     98,417.62\n  Open advances             0.00          Deficit carried forward       0.00\n\nStatement questions must be submitted in writing within 14 days. Page 1 of 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 434885,
      netCents: 180344,
      date: '2025-09-19',
      broker: 'TOMICHI CREEK TRACTOR LEASING, LLC',
      tripNumber: 'TC-5521',
      miles: 1045,
      linehaulCents: 357000,
      fuelSurchargeCents: 55385,
      advancesCents: 20000,
      escrowCents: 12500,
      reimbursementsCents: 1635,
      deductions: [68500, 140216, 7230, 3150, 2480, 2100],
    },
  },
  {
    id: 'b148-washita-portal-pipe-table',
    issuer: 'Washita Bend Dispatch & Load Services LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier settlement printed from a web portal: amount released and ACH date at the top right, a markdown-style pipe table of loads (broker, delivered date, loaded/deadhead miles, all-in linehaul, accessorial with det/TONU tags, a cancelled TONU row) with totals, then a dotted-leader running calculation with signed amounts (8% fee with per-load breakdown in the label, pass-through insurance, load board, ACH fee, fuel advance, broker-paid lumper) ending in the net released; ISO dates',
    text: "Washita Bend Dispatch & Load Services LLC                       carrier portal > statements\nPO Box 1187, Anadarko OK 73005  |  405-555-0126  |  pay@washitabend.com\n\nCARRIER SETTLEMENT  WB-2607-014                       Amount released:  $3,541.80\nCarrier:  Kiowa Flats Trucking LLC  MC 1420651        Released by ACH:  2026-02-18\nWeek:     2026-02-08 .. 2026-02-14                    Acct on file:     BancFirst x0312\n\nAll brokers below paid Washita Bend's collection account; we release your share\nafter our dispatch fee. Detail:\n\n| # | Load / Ref    | Broker (paid us)            | Delivered  | Loaded mi | DH mi |   Linehaul | Accessorial |\n|---|---------------|-----------------------------|------------|-----------|-------|------------|-------------|\n| 1 | 1187-OKC-22   | Plainsway Logistics Inc     | 2026-02-09 |       498 |    31 |   1,850.00 |        0.00 |\n| 2 | TX-0448213    | Red Dirt Freight Group      | 2026-02-11 |       356 |     0 |   1,275.00 |  75.00 det  |\n| 3 | PCN 66120     | Lonestar Bend Brokerage     | 2026-02-12 |       244 |    48 |     960.00 |        0.00 |\n| 4 | OK-2291       | Plainsway Logistics Inc     | cancelled  |         0 |     0 |       0.00 | 150.00 TONU |\n|---|---------------|-----------------------------|------------|-----------|-------|------------|-------------|\n|   | TOTAL         |                             |            |     1,098 |    79 |   4,085.00 |      225.00 |\n\nMiles this week: 1,098 loaded + 79 deadhead = 1,177\nRates above are all-in (no separate fuel surcharge) per each broker's rate confirmation.\n\nRevenue collected for you .......................................... 4,310.00\n\nDispatch fee 8% (by load: 148.00 / 108.00 / 76.80 / 12.00) ......... -344.80\nInsurance pass-through (cargo + OccAcc, wk 7) ...................... -138.40\nDAT load board seat ................................................. -45.00\nSame-day ACH fee .................................................... -25.00\nComchek fuel advance 2026-02-10 (#44170882) ........................ -400.00\nLumper reimbursed by Red Dirt Freight Group (TX-0448213) ........... +185.00\n                                                                    ---------\nNET RELEASED TO CARRIER ............................................ 3,541.80\n\nPending: none. Carrier balance owed to Washita Bend after this release: 0.00\nDispatch agreement: 8% of all revenue incl. TONU/detention; lumpers pass-through at 0%.\n\nPrinted 2026-02-18 09:14 CST by jlandry                                     page 1/1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 431000,
      netCents: 354180,
      date: '2026-02-18',
      broker: 'Washita Bend Dispatch & Load Services LLC',
      tripNumber: '1187-OKC-22',
      miles: 1177,
      linehaulCents: 408500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 18500,
      deductions: [34480, 13840, 4500, 2500],
    },
  },
  {
    id: 'b148-tingwick-credits-debits-cumul',
    issuer: 'Transports Tingwick inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec weekly voiturier statement: flat-rate voyage table with an 18 % fuel-surcharge column and unlabeled totals, then side-by-side CRÉDITS / DÉBITS columns (credits add TPS and TVQ to a taxes-included total; debits include fuel, insurance, 3 % management fee, trailer, cash advance and maintenance-fund hold), and a boxed SOMMAIRE with this-week and CUMUL 2026 columns; French number format (1 234,56 $), French month names and DD/MM/YYYY deposit date',
    text: "TRANSPORTS TINGWICK INC.\n1420, route 116, Tingwick (Québec)  J0A 1L0        Tél. 819 555-0193\nNEQ 1172204458     TPS 70418 3395 RT0001     TVQ 1230097741 TQ0001\n\n           RELEVÉ HEBDOMADAIRE DU VOITURIER (PROPRIÉTAIRE-EXPLOITANT)\n\nVoiturier : Gestion J.-F. Nadeau inc.   (camion no 14)     Relevé : TT-0909-14\n            TPS 81277 5043 RT0001  TVQ 1226654102 TQ0001\nSemaine du 22 février au 28 février 2026             Dépôt le : 06/03/2026\n\nDÉTAIL DES VOYAGES (tarif forfaitaire par voyage, surcharge carburant 18 %)\n Voyage      Date      Parcours                                Tarif    Surch. 18 %\n V-26-0911   23/02     Tingwick -> Montréal (Port)            985,00       177,30\n V-26-0918   24/02     Montréal -> Québec (Parc Colbert)    1 120,00       201,60\n V-26-0925   26/02     Québec -> Sherbrooke                   860,00       154,80\n V-26-0931   27/02     Sherbrooke -> Tingwick                 540,00        97,20\n                                                            ---------    ---------\n                                                            3 505,00       630,90\n\n CRÉDITS                                   |  DÉBITS\n Tarifs des voyages              3 505,00  |  Carburant (cartes Esso/Mobil)    1 487,62\n Surcharge carburant               630,90  |  Assurance cargaison + resp.         96,40\n Temps d'attente 2,5 h x 70,00     175,00  |  Frais de gestion 3 % des tarifs    105,15\n                                 --------  |  Location remorque 53 pi R-118      140,00\n Total avant taxes               4 310,90  |  Avance en argent (25 févr.)        300,00\n TPS 5 %                           215,55  |  Fonds d'entretien (retenue)        150,00\n TVQ 9,975 %                       430,01  |                                 ---------\n                                 --------  |  Total des débits                 2 279,17\n Total des crédits               4 956,46  |\n\n+--------------------------------------------------------------------------------+\n| SOMMAIRE                              CETTE SEMAINE         CUMUL 2026          |\n|   Crédits (taxes incluses)              4 956,46 $          38 214,70 $         |\n|   Débits                               -2 279,17 $         -17 905,33 $         |\n|   DÉPÔT DIRECT AU VOITURIER             2 677,29 $          20 309,37 $         |\n+--------------------------------------------------------------------------------+\n   Solde du fonds d'entretien : 1 950,00 $     Avances non remboursées : 0,00 $\n\nLe temps d'attente est payé après 2 heures gratuites, sur preuve (bon signé).\nLes taxes sont perçues sur les services du voiturier et remises par celui-ci.\nPaiement par dépôt direct, Desjardins, folio ***-4471.                  Page 1/1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 495646,
      netCents: 267729,
      date: '2026-03-06',
      broker: 'TRANSPORTS TINGWICK INC.',
      tripNumber: 'V-26-0911',
      miles: null,
      linehaulCents: 350500,
      fuelSurchargeCents: 63090,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [148762, 9640, 10515, 14000],
    },
  },
  {
    id: 'b148-tequisquiapan-resumen-first',
    issuer: 'Tequisquiapan Logística y Fletes, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación al permisionario in MXN with the boxed RESUMEN (IVA-included total, retenciones y descuentos, reembolsos, net SPEI transfer and amount in words) at the top, then a viajes table with footnoted adicionales, and side-by-side PERCEPCIONES / DEDUCCIONES columns (IVA 16%, retención IVA 4%, diesel, advance, fondo de garantía, insurance, GPS) with a casetas reimbursement under the left column; Spanish long date and DD/MM/YYYY dates, US-style numbers',
    text: 'TEQUISQUIAPAN LOGÍSTICA Y FLETES, S.A. DE C.V.\nRFC TLF1107289N4   |   Permiso SICT 2201TLF11072800\nBlvd. Ezequiel Montes 412, Tequisquiapan, Qro., C.P. 76750   Tel. 414 273 0588\n\n                 ESTADO DE LIQUIDACIÓN AL PERMISIONARIO No. 2026-0031\n                      Fecha de pago: 16 de enero de 2026\n\nPermisionario: ARMANDO OLVERA RESÉNDIZ            RFC: OERA800914HB2\nUnidad: Freightliner Cascadia 2020 / placas 72-AR-5K      Periodo: 05/01/2026 - 11/01/2026\n\n  +-----------------------------------------------------------------------------+\n  |  RESUMEN                                                                    |\n  |  Total percepciones (IVA incluido) ..................... $  44,776.00       |\n  |  (-) Retenciones y descuentos .......................... $  28,059.30       |\n  |  (+) Reembolsos ........................................ $   2,964.00       |\n  |  NETO TRANSFERIDO (SPEI, BBVA ****2290) ................ $  19,680.70       |\n  |  (DIECINUEVE MIL SEISCIENTOS OCHENTA PESOS 70/100 M.N.)                     |\n  +-----------------------------------------------------------------------------+\n\nVIAJES DEL PERIODO\n Viaje      Fecha       Ruta                                        Flete      Adicionales\n TQ-11802   06/01/2026  Tequisquiapan, Qro. > CDMX (Ceda)       14,200.00             -\n TQ-11815   07/01/2026  CDMX > Puebla, Pue.                      9,650.00      850.00 (1)\n TQ-11829   09/01/2026  Puebla, Pue. > Querétaro, Qro.          12,400.00    1,500.00 (2)\n                                                               ----------   ----------\n                                                                36,250.00     2,350.00\n (1) maniobras de descarga   (2) estadía un día en destino\n\nPERCEPCIONES                               DEDUCCIONES\n Fletes                     36,250.00       Retención IVA 4%               1,544.00\n Maniobras / estadías        2,350.00       Diésel (vales y tarjeta)      17,845.30\n Subtotal                   38,600.00       Anticipo viaje TQ-11802        6,000.00\n IVA 16%                     6,176.00       Fondo de garantía              1,200.00\n Total percepciones         44,776.00       Seguro de carga (prorrateo)    1,150.00\n                                            Rastreo GPS mensual              320.00\n REEMBOLSOS                                 Total deducciones             28,059.30\n Casetas comprobadas (11)    2,964.00\n\nSaldos informativos: Fondo de garantía acumulado $ 14,400.00 | Anticipos por comprobar $ 0.00\nEl permisionario deberá emitir su CFDI por el total de percepciones con la retención de IVA.\n\n______________________________                 ______________________________\n  Elaboró: Contabilidad                            Recibí conformidad: Permisionario\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 4477600,
      netCents: 1968070,
      date: '2026-01-16',
      broker: 'TEQUISQUIAPAN LOGÍSTICA Y FLETES, S.A. DE C.V.',
      tripNumber: 'TQ-11802',
      miles: null,
      linehaulCents: 3625000,
      fuelSurchargeCents: null,
      advancesCents: 600000,
      escrowCents: 120000,
      reimbursementsCents: 296400,
      deductions: [154400, 1784530, 115000, 32000],
    },
  },
  {
    id: 'b148-zearing-grain-percentage-stub',
    issuer: 'Zearing Feed & Grain Transport, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'US company hopper-driver weekly pay stub: wide side-by-side EARNINGS (units, rate, current, YTD) and DEDUCTIONS (current, YTD) tables with an advance repayment among the deductions, a load-pay detail table (ticket, revenue, 25% share) with dispatched miles, a one-row current gross / deductions / net / YTD net strip, taxable-wage line and a check-style net in words; MM/DD/YYYY dates',
    text: 'ZEARING FEED & GRAIN TRANSPORT, INC.                                   Check No.   0058214\n2207 Story County Rd E-18, Zearing, IA 50278                          Pay Date    03/06/2026\n515-555-0164                                                          Pay Period  02/22/2026 to 02/28/2026\n\nEMPLOYEE: WADE H. LUNDQUIST         EMP # 0117     Hopper driver (company)    Fed S-0 / IA 1\n\nEARNINGS                     HRS/UNITS      RATE       CURRENT         YTD | DEDUCTIONS           CURRENT         YTD\nLoad pay 25% (see below)                              1,439.25   12,904.40 | Health (Sec 125)       42.60      426.00\nShop / breakdown time             3.00     18.00         54.00      282.50 | 401(k) 3%              47.80      428.61\nSafety bonus Q1                                         100.00      100.00 | Social Security        96.14      859.38\nHoliday pay                                               0.00    1,000.00 | Medicare               22.48      200.98\n                                                                           | Federal W/H           128.40    1,141.20\n                                                                           | Iowa W/H               52.61      468.92\n                                                                           | Adv repay (2/24)      150.00      300.00\nGROSS                                                 1,593.25   14,286.90 | TOTAL                 540.03    3,825.09\n\nLOAD PAY DETAIL (driver share 25% of load revenue)\n  Ticket      Date    Origin -> Destination                   Revenue     Share\n  ZG-30418    02/23   Zearing IA -> Cedar Rapids IA (ADM)    1,480.00    370.00\n  ZG-30425    02/24   Nevada IA -> Eddyville IA (Cargill)    1,215.00    303.75\n  ZG-30437    02/25   Zearing IA -> Council Bluffs IA        1,960.00    490.00\n  ZG-30441    02/27   Colo IA -> Fort Dodge IA               1,102.00    275.50\n                                                             --------  --------\n                                                             5,757.00  1,439.25\n  Dispatched miles this period: 1,634\n\n             CURRENT GROSS     TOTAL DEDUCTIONS        NET PAY      YTD NET PAY\n              1,593.25              540.03             1,053.22      10,461.81\n\nFed taxable wages 1,502.85   FICA wages 1,550.65   IA taxable wages 1,502.85\nAdvance balance after this check: 0.00\n\nNET PAY       ONE THOUSAND FIFTY-THREE AND 22/100 DOLLARS              $1,053.22\nPAY TO THE ORDER OF: WADE H. LUNDQUIST                        NON-NEGOTIABLE STUB\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 159325,
      netCents: 105322,
      date: '2026-03-06',
      broker: 'ZEARING FEED & GRAIN TRANSPORT, INC.',
      tripNumber: 'ZG-30418',
      miles: 1634,
      linehaulCents: 143925,
      fuelSurchargeCents: null,
      advancesCents: 15000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [4260, 4780, 9614, 2248, 12840, 5261],
    },
  },
  {
    id: 'b148-stewiacke-biweekly-trip-rate-stub',
    issuer: 'Stewiacke Valley Transport Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Nova Scotia bi-weekly company-driver statement of earnings: flat trip-rate lines (qty x rate), waiting and yard hours, 4% vacation pay, each with a year-to-date column; separate statutory (CPP, EI, federal and NS tax) and other deductions (benefits, DC pension, PPE) tables with YTD; net pay between ruled lines and a YTD net; DD/MM/YYYY dates (day-first, announced in the header)',
    text: 'Stewiacke Valley Transport Ltd.\nPayroll Department - 86 Main Street East, Stewiacke NS  B0N 2J0 - 902-555-0181\nBN 75530 1184 RP0001\n\nSTATEMENT OF EARNINGS AND DEDUCTIONS                 (all dates DD/MM/YYYY)\n----------------------------------------------------------------------------------\nEmployee   : Colin R. MacIsaac            Employee no. : 2041\nPosition   : Class 1 Driver - regional    Pay period   : 01/02/2026 - 14/02/2026\nPay no.    : 04 of 26 (bi-weekly)         Deposit date : 20/02/2026\n----------------------------------------------------------------------------------\n\nEARNINGS                                  Qty     Rate        Amount     Year-to-date\n Trip pay - Truro/Moncton shuttle           6   265.00      1,590.00         5,830.00\n Trip pay - Halifax/Saint John              2   410.00        820.00         3,280.00\n Waiting time (over 2 h/stop)             4.5    24.50        110.25           318.50\n Yard / shunting hours                    6.0    24.50        147.00           539.00\n Vacation pay 4%                                              106.69           398.70\n                                                          -----------     ------------\n Total earnings                                             2,773.94        10,366.20\n\nSTATUTORY DEDUCTIONS                                          Amount     Year-to-date\n Canada Pension Plan                                          152.71           571.44\n Employment Insurance                                          45.49           171.36\n Income tax - federal                                         281.36         1,062.80\n Income tax - Nova Scotia                                     190.72           715.55\n\nOTHER DEDUCTIONS                                              Amount     Year-to-date\n Group benefits (Medavie Blue Cross)                           38.50           154.00\n DC pension plan - employee 3%                                 83.22           310.99\n Safety boots/PPE (1 of 1)                                     25.00            25.00\n                                                          -----------     ------------\n Total deductions                                             817.00         3,011.14\n\n==================================================================================\n NET PAY THIS PERIOD (deposited to account ****7736, Scotiabank)      $1,956.94\n==================================================================================\n Year-to-date net pay: $7,355.06        Vacation pay is paid each period (4%).\n Trip rates per Schedule A of the driver agreement (Rev. 2025). Questions: ext. 22\n                                                                         Page 1 of 1\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 277394,
      netCents: 195694,
      date: '2026-02-20',
      broker: 'Stewiacke Valley Transport Ltd.',
      tripNumber: null,
      miles: null,
      linehaulCents: 241000,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [15271, 4549, 28136, 19072, 3850, 8322, 2500],
    },
  },
  {
    id: 'b148-steptoe-funding-notice-wrapped-debtors',
    issuer: 'Steptoe Butte Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring funding notice with the remittance amount at the top beside the client block, an invoice table whose debtor names wrap over two or three lines and whose fee percentages sit on the line below each fee, a totals row (amount, 92% advance, fees), then a narrative calculation starting from the advance with the 8% reserve mentioned only in a parenthetical, fuel-advance repayment, chargeback, ACH fee and a reserve rebate; reserve/open-invoice balances at the foot; Mon D, YYYY and Mon D, YY dates',
    text: 'STEPTOE BUTTE CAPITAL, LLC                                   FUNDING NOTICE / REMITTANCE\nFreight Receivables Purchasing                               Batch:      SB-0305-118\n105 S. Main St, Colfax, WA 99111                             Funded:     Mar 5, 2026\n(509) 555-0172  ops@steptoebutte.cap                         Client #:   118\n\nClient: LOWER GRANITE HAULING LLC            REMITTANCE AMOUNT ........  $8,102.65\n        MC 1366012  |  Pullman, WA           Method: same-day ACH to Umpqua ***0094\n\nInvoices purchased in this batch\n-------------------------------------------------------------------------------------------\nInv no.   Load/PRO   Debtor                          Inv date      Amount   Advance 92%   Fee\n-------------------------------------------------------------------------------------------\nPL-2207   55120418   Palouse Junction Freight       Feb 27, 26   2,640.00     2,428.80  79.20\n                     Brokers, LLC                                                     (3.0%)\nPL-2208   55120533   Palouse Junction Freight       Mar 2, 26    1,925.00     1,771.00  57.75\n                     Brokers, LLC                                                     (3.0%)\nPL-2210   R-88417    Inland Empire Produce          Mar 3, 26    3,380.00     3,109.60 118.30\n                     Brokerage & Transportation                                       (3.5%)\n                     Services, Inc.\nPL-2211   KT-4410    Snake River Grain Coop.        Mar 4, 26    1,150.00     1,058.00  34.50\n                                                                                      (3.0%)\n-------------------------------------------------------------------------------------------\n4 invoices                                                       9,095.00     8,367.40 289.75\n\nHow we got to your remittance:\n   Advance on purchased invoices (92%)                        8,367.40\n     (8% reserve held on 9,095.00 = 727.60, released when debtor pays)\n   Fees (see column above)                                     - 289.75\n   Fuel advance of Mar 3 repaid (EFS #99120457)                - 300.00\n   Chargeback: PL-2149 short-paid detention, debtor dispute     - 75.00\n   Same-day ACH                                                 - 10.00\n   Reserve rebate: PL-2163, PL-2170 paid in full              + 410.00\n                                                              ----------\n   REMITTANCE                                                 8,102.65\n\nReserve on account after this batch: 4,966.35   Open invoices (all debtors): 14,812.00\nDebtors are notified to pay Steptoe Butte Capital, LLC only, PO Box 3317, Spokane WA 99220.\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 909500,
      netCents: 810265,
      date: '2026-03-05',
      broker: 'Palouse Junction Freight Brokers, LLC',
      tripNumber: '55120418',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: 72760,
      reimbursementsCents: null,
      deductions: [28975, 7500, 1000],
    },
  },
  {
    id: 'b148-wardensville-repair-order-invoice',
    issuer: 'Wardensville Truck & Diesel, Inc.',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck repair order / invoice: invoice number and date with R.O. opened and completed date-times at the right, bill-to and unit blocks side by side, numbered complaint/cause/correction with hours, labor line, parts table, right-aligned totals with shop supplies, WV sales tax, payment and zero balance due; M/D/YY dates',
    text: 'WARDENSVILLE TRUCK & DIESEL, INC.                         R E P A I R   O R D E R / I N V O I C E\nRt. 55 East at Trout Run Rd                               Invoice #     W-48817\nWardensville, WV 26851                                    Invoice Date  3/18/26\n304-555-0138   Road service 24/7                          R.O. opened   3/16/26  07:40\n                                                          Completed     3/17/26  16:15\nBILL TO                             UNIT\nAllegany Front Carriers LLC         Unit 12  2019 Kenworth T680   VIN 1XKYD49X8KJ274118\nPO Box 412, Moorefield WV 26836     Mileage in 611,204   Engine PACCAR MX-13\nCustomer PO: AFC-0316               Driver: D. Halterman\n\nCOMPLAINT / CAUSE / CORRECTION\n 1. Check engine light, derate.  Found DEF doser clogged, crystallized.\n    Removed and replaced doser, cleaned lines, ran forced regen.      2.8 hrs\n 2. Air leak at trailer supply.  Replaced gladhand seals both lines,\n    replaced tractor protection valve.                                1.5 hrs\n 3. PM-A lube & inspection (customer supplied filters on file)        0.6 hrs\n\nLABOR      Tech 07 / Tech 11       4.9 hrs @ 145.00                    710.50\n\nPARTS  Qty  Part no.         Description                    Each        Ext\n        1   2271091PE        DEF doser assy                 412.65     412.65\n        2   GH-SEAL-10       Gladhand seal kit               38.90      77.80\n        1   TP-3DC-800       Tractor protection valve       126.40     126.40\n        4   CH-6011          Chassis grease cartridge        11.25      45.00\n        1   DEF-2.5G         DEF 2.5 gal (x2) / flush        64.80      64.80\n                                                                   ---------\n                                                   Parts total        726.65\n\n                                        Labor                         710.50\n                                        Parts                         726.65\n                                        Shop supplies (5% labor)       35.53\n                                        WV sales tax 6% (parts/supp.)  45.73\n                                                                   =========\n                                        INVOICE TOTAL               1,518.41\n                                        Paid - Comchek #3341907      1,518.41\n                                        BALANCE DUE                      0.00\n\nWarranty: parts per manufacturer; labor 90 days / 10,000 mi. Next PM due at 626,200 mi.\nCustomer signature on file.   Thank you - we appreciate your business!\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-03-18',
    },
  },
  {
    id: 'b148-tularosa-fleet-fuel-receipt',
    issuer: 'Tularosa Basin Travel Center',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Narrow centered truck-stop fleet-card receipt: store/terminal header, date-time line, EFS card block with driver/unit/odometer, diesel gallons x price with per-gallon fleet discount, DEF line, totals and amount charged, rewards/shower footer with an expiry date; MM/DD/YY date',
    text: '        TULAROSA BASIN TRAVEL CENTER\n          Truck Diesel * DEF * Showers\n     2901 US Hwy 54/70, Tularosa NM 88352\n             (575) 555-0119\n   Store 0412        Term 03        Lane 7\n\n  04/02/26  05:47:19  MDT        Txn 0412-88317\n  Cashier: PUMP          Auth# 446120\n\n  CARD: EFS FLEET   ************7729  (SWIPED)\n  Company:  MESCALERO RIM FREIGHT LLC\n  Driver ID   0044     Unit   31\n  Odometer    402,118  Trailer 5331\n\n  Pump 07  DIESEL #2 ULSD\n    142.617 GAL @ $3.899/GAL         556.06\n    Fleet discount  -$0.100/GAL      -14.26\n                                   --------\n    Diesel net                       541.80\n  Pump 07  DEF (dispenser)\n      8.400 GAL @ $4.299/GAL          36.11\n                                   ========\n  FUEL/DEF TOTAL              USD    577.91\n  Cash back                            0.00\n  Amount charged to card             577.91\n\n  Fuel tax included in price. IFTA: NM.\n  Rewards: 142 pts earned | Shower credit 1\n  Shower credits available: 3  Expires 05/02/26\n       SIGNATURE NOT REQUIRED - FLEET CARD\n      THANK YOU - DRIVE SAFE - COME BACK\n              CUSTOMER COPY\n',
    expected: {
      documentType: 'fuel_receipt',
      grossCents: null,
      netCents: null,
      date: '2026-04-02',
    },
  },
];

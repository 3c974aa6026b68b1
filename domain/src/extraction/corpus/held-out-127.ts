import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 127: ten trucking pay documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages with a boxed summary at the top
 * and deduction YTD columns; US lessor 72%-of-freight plan in side-by-side credit/debit boxes with a
 * recap that also prints the 100% freight billed; US dispatch-service pay sheet that never prints a
 * gross; French Quebec relevé with TPS/TVQ-included total and a permit reimbursement; Spanish
 * Mexican cargo/abono/saldo ledger liquidación in MXN with IVA, retenciones and tolls inside the
 * total abonos), two pay stubs (Indiana reefer driver with a check voucher on top and side-by-side
 * current/YTD tables; Saskatchewan bi-weekly per-mile driver with a current/YTD summary grid and
 * employer contributions), a factoring purchase and funding notice with wrapped debtor names and a
 * reserve release, a broker reefer rate confirmation, and a heavy-truck brake repair invoice.
 * Countries: 7 US, 2 CA (one French), 1 MX. Date formats: MM/DD/YYYY, long month names
 * (July 10, 2026), M/D/YY, ISO with French month names (1er au 7 mars 2026), DD/MM/YYYY with Spanish
 * month names, MM-DD-YYYY, DD/MM/YYYY, ordinal month names (June 22nd, 2026), ISO timestamp, MON DD
 * YYYY. Number formats: 1,234.56 with trailing minus and parentheses, French 1 234,56 $, MXN 1,234.56.
 */
export const HELD_OUT_DOCUMENTS_127: CorpusDocument[] = [
  {
    id: 'b127-oldham-boxed-summary-two-page',
    issuer: 'Oldham County Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement: boxed settlement summary (earnings, deductions with trailing minus, reimbursed, net deposit) beside the pay-to block at the top, trip table with loaded/empty miles and route wrapped onto a second indented line, totals row; page 2 repeats the header and lists deductions with THIS SETTLEMENT and YEAR TO DATE columns, a reimbursement, and a one-line escrow account with beginning/ending balances; MM/DD/YYYY dates',
    text: 'OLDHAM COUNTY FREIGHT LINES, INC.                                                  Page 1 of 2\n2207 Commerce Pkwy, La Grange, KY 40031  *  502-555-0178  *  USDOT 2874415  MC 918224\n\n                    CONTRACTOR SETTLEMENT STATEMENT\n                                                    +--------------------------------+\nPay To:   Harlan J. Whitacre dba                    | Settlement No.    OCF-2623-118 |\n          Whitacre Road Service LLC                 | Pay Date          06/11/2026   |\n          Unit 118 (2019 Volvo VNL 760)             | Earnings            2,322.85   |\n          Vendor ID 400118                          | Deductions          1,228.55-  |\nPeriod:   05/31/2026 thru 06/06/2026                | Reimbursed             38.25   |\n                                                    | NET DEPOSIT       $1,132.55    |\n                                                    +--------------------------------+\nPay basis: 1.64 per loaded mile, 1.00 per empty mile, fuel surcharge .41 per loaded mile\n\nTRIP DETAIL\nTrip No.   Dispatched  Ld Mi  MT Mi  Mileage Pay      FSC  Extra Pay   Trip Total\n---------  ----------  -----  -----  -----------  -------  ---------  -----------\nOC-44810   05/31/2026    421      0       690.44   172.61       0.00       863.05\n    Louisville KY (Ford KAP) -> Atlanta GA (Home Depot RDC 5540)\nOC-44826   06/02/2026    118     36       229.52    48.38      80.00       357.90\n    Marietta GA -> Chattanooga TN        Extra: detention 2 hrs @ 40.00\nOC-44839   06/03/2026    384     22       651.76   157.44      50.00       859.20\n    Chattanooga TN -> Indianapolis IN    Extra: stop-off Columbus IN\nOC-44851   06/05/2026    114      9       195.96    46.74       0.00       242.70\n    Indianapolis IN -> Louisville KY\n---------  ----------  -----  -----  -----------  -------  ---------  -----------\n4 trips                1,037     67     1,767.68   425.17     130.00     2,322.85\n\nTotal miles paid this period: 1,104            *** continued on page 2 ***\n\nOLDHAM COUNTY FREIGHT LINES, INC.      Settlement OCF-2623-118      Unit 118     Page 2 of 2\n\nDEDUCTIONS                                          THIS SETTLEMENT     YEAR TO DATE\nFuel - TCH card, 5 purchases                                 702.18        16,940.37\nOccupational accident (policy OA-55120)                       41.25           907.50\nPhysical damage / bobtail                                     88.00         1,936.00\nELD & tablet (Samsara)                                        12.50           275.00\nIRP / IFTA apportioned plate                                  34.62           761.64\nComchek advance #81166204 issued 06/02                       250.00         1,450.00\nEscrow deposit                                               100.00         2,200.00\n                                                    ---------------\nTotal deductions                                           1,228.55\n\nREIMBURSEMENTS\nScale tickets (3) - CAT receipts attached                     38.25\n\nESCROW ACCOUNT    Beginning 2,500.00    Deposit 100.00    Interest 0.00    Ending 2,600.00\n\nNet deposit of 1,132.55 sent to Republic Bank acct ****2290 on 06/11/2026.\nQuestions must reach settlements@oldhamcountyfreight.com within 14 days. This is not an invoice.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 232285,
      netCents: 113255,
      date: '2026-06-11',
      broker: 'OLDHAM COUNTY FREIGHT LINES, INC.',
      tripNumber: 'OC-44810',
      miles: 1104,
      linehaulCents: 176768,
      fuelSurchargeCents: 42517,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 3825,
      deductions: [70218, 4125, 8800, 1250, 3462],
    },
  },
  {
    id: 'b127-massanutten-side-by-side-boxes',
    issuer: 'Massanutten Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor lease-purchase settlement on a 72% of freight plan: two ASCII boxes side by side (credits per load with freight x 72%, FSC per mile and an unload accessorial, a wrapped lane; debits with lease, fuel, insurance, advance and reserve), then a recap that prints the 100% freight billed (not the gross) before the lessee share, next to an informational balances column; month-name dates with statement date and separate ACH release date',
    text: "MASSANUTTEN TRACTOR LEASING, LLC\nLessee Settlements  |  1840 Evelyn Byrd Ave, Harrisonburg, VA 22801  |  540-555-0193\n\n                          LEASE-PURCHASE OPERATOR SETTLEMENT\n\nOperator:  Dwayne K. Sheffer (Lessee M-0574)          Statement date:    July 8, 2026\nTractor:   MTL-574  2022 Kenworth T680                 ACH release date:  July 10, 2026\nTrips dispatched June 28, 2026 through July 4, 2026    Plan: 72% of freight / 100% FSC\n\n+-----------------------------------------------+ +--------------------------------------------+\n| CREDITS                                       | | DEBITS                                     |\n|                                               | |                                            |\n| MT-60218  Jun 29  Winchester VA - Columbus OH | | Weekly lease pmt (wk 27 of 208)     695.00 |\n|   486 mi  Freight 2,450.00 x 72%    1,764.00  | | Fuel - Mudflap / TA (4 txns)      1,088.40 |\n|           Fuel surcharge .80/mi       388.80  | | Physical damage ins.                 71.35 |\n| MT-60233  Jul 1   Columbus OH - Pittsburgh PA | | Non-trucking liability               19.80 |\n|   221 mi  Freight 1,180.00 x 72%      849.60  | | Trailer rental (53' van T-2208)      55.00 |\n|           Fuel surcharge .80/mi       176.80  | | Satellite / ELD                      18.95 |\n|           Driver unload (100%)         75.00  | | Cash advance - EFS Jun 30           300.00 |\n| MT-60247  Jul 2   Pittsburgh PA -             | | Maintenance reserve deposit         125.00 |\n|                   Harrisonburg VA             | |                                            |\n|   388 mi  Freight 2,015.00 x 72%    1,450.80  | |                                            |\n|           Fuel surcharge .80/mi       310.40  | |                                            |\n|                                               | |                                            |\n| Lessee credits                      5,015.40  | | Total debits                      2,373.50 |\n+-----------------------------------------------+ +--------------------------------------------+\n\nSETTLEMENT RECAP                                    ACCOUNT BALANCES (informational only)\n  Freight billed to customers (100%)    5,645.00      Maintenance reserve         3,375.00\n  Lessee share 72%                      4,064.40      Lease payoff               94,117.26\n  Fuel surcharge 100%                     876.00      Advances outstanding            0.00\n  Accessorials                             75.00\n  Lessee credits                        5,015.40      Miles: 1,095 loaded / 0 empty\n  Less total debits                    (2,373.50)\n  AMOUNT TRANSFERRED TO LESSEE          2,641.90      First Bank acct ending 7781\n\nLessee may dispute any item in writing within 10 business days of the statement date.\nMassanutten Tractor Leasing, LLC operates under its own authority, USDOT 3340917 / MC 1108362.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 501540,
      netCents: 264190,
      date: '2026-07-10',
      broker: 'MASSANUTTEN TRACTOR LEASING, LLC',
      tripNumber: 'MT-60218',
      miles: 1095,
      linehaulCents: 406440,
      fuelSurchargeCents: 87600,
      advancesCents: 30000,
      escrowCents: 12500,
      reimbursementsCents: null,
      deductions: [69500, 108840, 7135, 1980, 5500, 1895],
    },
  },
  {
    id: 'b127-roughrider-pay-sheet-implicit-gross',
    issuer: 'Roughrider Dispatch Co.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier pay sheet that never prints a gross: load table with the broker name wrapped under the load number (one broker over two lines), lane, loaded miles and item/amount columns with a second item on the wrapped line; a "what we kept" list (dispatch %, funding fee, insurance, ELD, fuel advance) without bases, a pass-through lumper, the ACH sent by the service, and YTD and open-invoice figures as traps; M/D/YY dates',
    text: 'ROUGHRIDER DISPATCH CO.\nDispatch | Back office | Same-day funding for small fleets\nPO Box 1187, Dickinson ND 58602    701-555-0152    payables@roughriderdispatch.com\n\nCARRIER PAY SHEET  #RD-2628-031\nCarrier ........ Two Buttes Hauling LLC (MC 1377051)   Driver: Cody Reinholt   Truck 31\nLoads delivered  7/5/26 - 7/11/26\nACH sent ....... 7/14/26 from Roughrider Dispatch Co. operating acct (Bremer Bank)\n\n #  LOAD / BROKER                LANE                          LOADED MI   ITEM               AMOUNT\n--  ---------------------------  ----------------------------  ---------   --------------  ---------\n 1  CH-771092                    Dickinson ND > Billings MT          331   Linehaul         1,450.00\n    Knife River Logistics, LLC   PU 7/6  DEL 7/7\n 2  5530981                      Billings MT > Casper WY             291   Linehaul         1,100.00\n    Heart River Freight Connect  PU 7/7  DEL 7/8                           Detention 3h       150.00\n 3  GP-40418                     Casper WY > Rapid City SD           247   Linehaul           925.00\n    Spearfish Canyon Cartage     PU 7/8  DEL 7/9                           Fuel surcharge     148.20\n    Brokers, Inc.\n 4  CH-771310                    Rapid City SD > Bismarck ND         321   Linehaul         1,240.00\n    Knife River Logistics, LLC   PU 7/10 DEL 7/11\n\nWe funded all four loads on delivery; the brokers pay Roughrider Dispatch Co. directly\n(notice of assignment on file). Your rate confirmations and PODs are in the portal.\n\nWHAT WE KEPT\n  Dispatch service (6%)                                     300.79\n  Same-day funding fee (2.5%)                               125.33\n  Occ/acc insurance pass-through                             38.00\n  ELD subscription (Motive), weekly                          14.99\n  Fuel advance 7/8 - EFS code 66120419                      400.00\n\nPASS-THROUGH (no fees taken)\n  Lumper receipt #44017, load 2, repaid by broker          + 85.00\n\n  CARRIER ACH ........................................ $4,219.09\n\nLoaded miles this week: 1,190.   Paid to you year to date: $61,402.55\nOpen broker invoices (not yet collected by us): 2 totalling $2,310.00 - for your info only.\nQuestions? Text Dana at 701-555-0153. Thanks for hauling with Roughrider!\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 501320,
      netCents: 421909,
      date: '2026-07-14',
      broker: 'ROUGHRIDER DISPATCH CO.',
      tripNumber: 'CH-771092',
      miles: 1190,
      linehaulCents: 471500,
      fuelSurchargeCents: 14820,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 8500,
      deductions: [30079, 12533, 3800, 1499],
    },
  },
  {
    id: 'b127-pontiac-releve-gains-retenues',
    issuer: 'Pontiac Plateformes et Vrac inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec flatbed/bulk owner-operator relevé de paiement: deposit amount and date in the top-right header block, voyage table (fret, 75 % share, fuel surcharge, tarping) with a wrapped commodity line and totals, side-by-side GAINS (adding TPS and TVQ to a taxes-included total) and RETENUES columns separated by a bar, a non-taxable permit reimbursement after the total, a printed deposit equation and reserve/YTD figures; ISO and French month-name dates, 1 234,56 $ numbers',
    text: 'PONTIAC PLATEFORMES ET VRAC INC.                              RELEVÉ DE PAIEMENT\n212, rue Main, Shawville (Québec)  J0X 2Y0                    Sous-traitant no   ST-0077\n819 555-0164  -  paie@pontiacplateformes.ca                   Relevé no          2610-077\nTPS 73318 2209 RT0001  -  TVQ 1227740031 TQ0001               Dépôt le           2026-03-12\n                                                              Montant déposé     3 325,62 $\nSous-traitant : Gestion R. Lachapelle inc. (camion 77, Peterbilt 389)\n                TPS 80455 1932 RT0001  -  TVQ 1230061184 TQ0001\nSemaine du 1er au 7 mars 2026  -  Rémunération : 75 % du fret + surcharge carburant 14 % du fret\n\nVOYAGES\nNo        Date    Chargement -> Livraison                 Fret        75 %    Surch.    Bâche\n--------  -----   -----------------------------------  --------  --------  -------  -------\nP-20931   02/03   Shawville QC -> Sudbury ON           2 180,00  1 635,00   305,20       --\nP-20944   04/03   Sudbury ON -> Gatineau QC            1 960,00  1 470,00   274,40    75,00\nP-20958   05/03   Gatineau QC -> Pembroke ON             640,00    480,00    89,60    75,00\nP-20960   06/03   Pembroke ON -> Shawville QC            385,00    288,75    53,90       --\n                  (vrac - gravier concassé, 32 t)\n--------  -----   -----------------------------------  --------  --------  -------  -------\n          Totaux                                       5 165,00  3 873,75   723,10   150,00\n\nGAINS                                         | RETENUES\nPart du fret 75 %                  3 873,75   | Carburant (cartes Esso / Pétro-Pass)   1 384,52\nSurcharge carburant                  723,10   | Assurance cargaison et resp. civile       96,40\nBâchage (2 x 75,00)                  150,00   | Immatriculation SAAQ (quote-part)         42,15\nSous-total avant taxes             4 746,85   | Ordinateur de bord / cellulaire           21,00\nTPS (5 %)                            237,34   | Avance sur paie du 2026-03-04            500,00\nTVQ (9,975 %)                        473,50   | Fonds de réserve - dépôt                 150,00\nTOTAL DES GAINS                  5 457,69 $   | TOTAL DES RETENUES                     2 194,07 $\n\nREMBOURSEMENT (non taxable)\nPermis spécial MTO - charge hors normes, voyage P-20931                       62,00 $\n\nCALCUL DU DÉPÔT :  5 457,69 - 2 194,07 + 62,00 = 3 325,62 $\n\nFonds de réserve : solde au 2026-03-07 = 4 650,00 $ (plafond 5 000,00 $)\nCumul annuel des gains (taxes incluses) : 49 803,11 $\nLes taxes sont calculées sur le sous-total des services du sous-traitant.\nPage 1 / 1  -  Conservez ce relevé pour vos déclarations de TPS et de TVQ.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 545769,
      netCents: 332562,
      date: '2026-03-12',
      broker: 'PONTIAC PLATEFORMES ET VRAC INC.',
      tripNumber: 'P-20931',
      miles: null,
      linehaulCents: 387375,
      fuelSurchargeCents: 72310,
      advancesCents: 50000,
      escrowCents: 15000,
      reimbursementsCents: 6200,
      deductions: [138452, 9640, 4215, 2100],
    },
  },
  {
    id: 'b127-patzcuaro-cargo-abono-ledger',
    issuer: 'Pátzcuaro Fletes Refrigerados, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish Mexican estado de cuenta y liquidación a permisionario as a cargo/abono/saldo ledger: freight and estadía credits with wrapped concept lines, IVA 16% and a toll reimbursement credited inside the total abonos, retenciones (IVA 4%, ISR RESICO), diesel, anticipo, maintenance fund, insurance, GPS and reefer-box rent as charges, sums row, saldo a favor, resumen line and amount in words; emission date differs from SPEI pay date; DD/MM/YYYY and Spanish month-name dates, MXN 1,234.56',
    text: 'PÁTZCUARO FLETES REFRIGERADOS, S.A. DE C.V.\nRFC PFR110524JM8   Permiso SICT 1609PFR11052400\nLibramiento Oriente 1450, Col. Emiliano Zapata, Uruapan, Mich., C.P. 60120\nTel. 452 523 8810   cuentas@patzcuarofletes.com.mx\n\n            ESTADO DE CUENTA Y LIQUIDACIÓN SEMANAL - PERMISIONARIO\n\nNo. de liquidación: PFR-L-0311           Fecha de emisión: 18 de marzo de 2026\nPermisionario: ROSA ELENA TAPIA MÚGICA   RFC TAMR800917HC2 (RESICO)\nTractocamión: Freightliner Cascadia 2020, eco. 27   Caja refrigerada: renta PFR-R14\nSemana: del 9 al 15 de marzo de 2026     Moneda: pesos mexicanos (MXN)\nFecha de pago (SPEI): viernes 20 de marzo de 2026\n\n----------------------------------------------------------------------------------------------\nFECHA       REFERENCIA   CONCEPTO                                 CARGO       ABONO       SALDO\n----------------------------------------------------------------------------------------------\n09/03/2026               Saldo anterior                                                    0.00\n09/03/2026  PFR-2611     Flete Uruapan, Mich. - Nuevo Laredo,              42,500.00   42,500.00\n                         Tamps. (aguacate Hass, 22 tarimas)\n12/03/2026  PFR-2619     Flete Monterrey, N.L. - Morelia, Mich.            21,800.00   64,300.00\n12/03/2026  PFR-2619     Estadía en destino, 1 día                          1,500.00   65,800.00\n14/03/2026  PFR-2624     Flete Zamora, Mich. - Guadalajara, Jal.            6,900.00   72,700.00\n15/03/2026               IVA trasladado 16% s/ 72,700.00                   11,632.00   84,332.00\n15/03/2026               Reembolso de casetas (19 comprobantes,             4,312.00   88,644.00\n                         sin IVA)\n15/03/2026               Retención IVA 4% s/ 72,700.00         2,908.00                85,736.00\n15/03/2026               Retención ISR 1.25% (RESICO)            908.75                84,827.25\n15/03/2026  VD-0311      Diésel - vales de combustible (7)    23,418.60                61,408.65\n10/03/2026  ANT-884      Anticipo de viaje PFR-2611            8,000.00                53,408.65\n15/03/2026               Fondo de mantenimiento (aportación)   1,500.00                51,908.65\n15/03/2026               Seguro de carga (parte proporcional)  1,150.00                50,758.65\n15/03/2026               Monitoreo GPS y candado satelital       348.00                50,410.65\n15/03/2026  PFR-R14      Renta de caja refrigerada             2,800.00                47,610.65\n----------------------------------------------------------------------------------------------\n                         SUMAS                                41,033.35   88,644.00\n                         SALDO A FAVOR DEL PERMISIONARIO                              47,610.65\n----------------------------------------------------------------------------------------------\n\nRESUMEN:  Total abonos $88,644.00  -  Total cargos $41,033.35  =  NETO A PAGAR $47,610.65\n(CUARENTA Y SIETE MIL SEISCIENTOS DIEZ PESOS 65/100 M.N.)\n\nSaldo del fondo de mantenimiento: $16,500.00     Anticipos pendientes: $0.00\nEste documento no es un CFDI. El permisionario deberá emitir su CFDI de ingreso con\ncomplemento Carta Porte por los fletes y estadías liquidados.\n\n_____________________________                 _____________________________\n  Elaboró: Tesorería                            Recibí: ROSA ELENA TAPIA MÚGICA\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 8864400,
      netCents: 4761065,
      date: '2026-03-20',
      broker: 'PÁTZCUARO FLETES REFRIGERADOS, S.A. DE C.V.',
      tripNumber: 'PFR-2611',
      miles: null,
      linehaulCents: 7120000,
      fuelSurchargeCents: null,
      advancesCents: 800000,
      escrowCents: 150000,
      reimbursementsCents: 431200,
      deductions: [290800, 90875, 2341860, 115000, 34800, 280000],
    },
  },
  {
    id: 'b127-muscatatuck-check-voucher-stub',
    issuer: 'Muscatatuck Refrigerated Express, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'US company-driver weekly pay stub with a non-negotiable check voucher on top (amount in words and asterisk-filled figure), detach line, then side-by-side earnings and taxes/deductions tables each with current and YTD columns joined by a bar, an advance repayment, a net-pay current/YTD mini table, taxable wage bases and employer-paid amounts as traps; MM-DD-YYYY dates',
    text: 'MUSCATATUCK REFRIGERATED EXPRESS, INC.                          Advice No.   DD-771402\n4410 N. State Hwy 3                                             Date         06-19-2026\nNorth Vernon, IN 47265   (812) 555-0129\n                                                                   Amount  $*****955.11\nPAY   NINE HUNDRED FIFTY-FIVE AND 11/100 DOLLARS\n\nTO THE ORDER OF    TYRELL A. BANBURY\n                   1207 Walnut St\n                   Seymour, IN 47274\n                            NON-NEGOTIABLE - DIRECT DEPOSIT ADVICE - VOID\n.................................................. detach here ..................................\n\nMUSCATATUCK REFRIGERATED EXPRESS, INC.   EARNINGS STATEMENT\nEmployee: Tyrell A. Banbury   ID 2231   Dept: OTR Reefer   Fed: MFJ   IN exemptions: 1\nPay period: 06-07-2026 to 06-13-2026                                   Pay date: 06-19-2026\n\nHOURS & EARNINGS                                    | TAXES & DEDUCTIONS\nDescription      Rate     Qty  Current        YTD  | Description          Current        YTD\nMileage         .5800   2,356  1,366.48  30,418.72 | Federal W/H           118.40   2,611.09\nStop pay      25.0000       3     75.00   1,475.00 | Social Security        92.40   1,959.15\nDetention     18.0000    2.50     45.00     513.00 | Medicare               21.61     458.19\nSafety bonus                1     50.00     300.00 | IN State               41.13     920.34\n                                                   | Jennings County        34.86     780.05\n                                                   | Medical (Sec 125)      46.15   1,107.60\n                                                   | 401(k) 5%              76.82   1,635.34\n                                                   | Advance repayment     150.00     300.00\n---------------------------------------------------+----------------------------------------\nGROSS PAY                     1,536.48  32,706.72 | TOTAL DEDUCTIONS      581.37   9,771.76\n\n              CURRENT        YTD\nNET PAY        955.11  22,934.96      Deposited: Centra Credit Union  checking xxxx4471  955.11\n\nFed taxable 1,413.51   FICA taxable 1,490.33   IN taxable 1,413.51\nEmployer paid (not deducted): Medical 312.40   401(k) match 38.41   FICA 114.01\nPaid miles this week: 2,356 (PC*Miler practical)   PTO balance: 24.00 hrs\nQuestions about your pay? payroll@muscatatuckreefer.com\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 153648,
      netCents: 95511,
      date: '2026-06-19',
      broker: 'MUSCATATUCK REFRIGERATED EXPRESS, INC.',
      tripNumber: null,
      miles: 2356,
      linehaulCents: 136648,
      fuelSurchargeCents: null,
      advancesCents: 15000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11840, 9240, 2161, 4113, 3486, 4615, 7682],
    },
  },
  {
    id: 'b127-radville-summary-first-stub',
    issuer: 'Radville Prairie Haulers Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Saskatchewan bi-weekly highway-driver pay statement: two-column employee header, a summary grid near the top with current and year-to-date rows (gross, deductions, non-taxable, net) on misaligned columns, earnings table (per-mile, border crossings, drop and hook, layover, 4% vacation pay) and deductions table (CPP, EI, federal and SK tax, benefits, RRSP) with YTD, non-taxable receipts, employer contributions trap; DD/MM/YYYY dates, CAD',
    text: 'RADVILLE PRAIRIE HAULERS LTD.                                               PAY STATEMENT\nBox 640, 18 Industrial Dr, Weyburn SK  S4H 2K7    306-555-0186    BN 71822 4509 RP0001\n\nEmployee    Gurpreet S. Dhillon            Employee no.   0418\nPosition    Highway driver (Class 1A)      Pay frequency  Bi-weekly (26)\nHome base   Weyburn                        Period         07/06/2026 to 20/06/2026\nProvince    SK  (TD1 claim code 1)         Pay date       26/06/2026\n\n SUMMARY     Gross        Deductions     Non-taxable     Net\n Current     3,290.91     903.57         36.50           2,423.84\n Year-to-date 40,118.27   11,001.13      211.75          29,328.89\n\nEARNINGS                          Units      Rate       Current         YTD\nHighway miles (US/CA lanes)       4,618    0.6300      2,909.34   36,110.26\nBorder crossings                      2   40.0000         80.00      640.00\nDrop & hook                           3   25.0000         75.00      725.00\nLayover (Laredo TX 15/06)             1  100.0000        100.00    1,100.00\nVacation pay 4%                                          126.57    1,543.01\n                                                     ----------  ----------\nTotal earnings                                         3,290.91   40,118.27\n\nDEDUCTIONS                                           Current         YTD\nCanada Pension Plan                                    187.80    2,284.61\nEmployment Insurance                                    53.64      653.93\nFederal income tax                                     331.62    4,041.28\nSaskatchewan income tax                                197.08    2,402.05\nGroup health & dental                                   38.50      462.00\nGroup RRSP (3% of driving pay)                          94.93    1,157.26\n                                                     ----------  ----------\nTotal deductions                                       903.57   11,001.13\n\nNON-TAXABLE                                          Current         YTD\nReceipts reimbursed (scale, shower, wash)               36.50      211.75\n\nEMPLOYER CONTRIBUTIONS (not deducted from your pay)\nCPP employer 187.80    EI employer 75.10    RRSP match 47.47    WCB 41.14\n\nNet pay deposited 26/06/2026 to Affinity Credit Union ****0932:      $2,423.84 CAD\nVacation accrued but not yet paid: 0.00.  Page 1 of 1\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 329091,
      netCents: 242384,
      date: '2026-06-26',
      broker: 'RADVILLE PRAIRIE HAULERS LTD.',
      tripNumber: null,
      miles: 4618,
      linehaulCents: 290934,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 3650,
      deductions: [18780, 5364, 33162, 19708, 3850, 9493],
    },
  },
  {
    id: 'b127-menemsha-funding-notice',
    issuer: 'Menemsha Capital Partners, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and funding notice: boxed amount wired and funding date at the top right, invoice table with debtor names wrapped onto a second line, load/ref, face, per-invoice fee, reserve and advance columns with a totals row, funding adjustments list (fuel advance, chargeback, wire fee, prior-schedule reserve release) to the net wired, and a reserve-account roll-forward and open A/R as traps; ordinal month-name dates (June 22nd, 2026)',
    text: 'MENEMSHA CAPITAL PARTNERS, LLC\nFreight receivables purchasing  *  77 Basin Road, Chilmark, MA 02535  *  (508) 555-0102\nclientservices@menemshacapital.com\n\nPURCHASE & FUNDING NOTICE                         +-----------------------------------+\nClient:    Sandpiper Cove Transport LLC           |  AMOUNT WIRED        $8,826.55    |\n           MC 1290833  /  Client No. SC-0219      |  Funded   June 22nd, 2026         |\nSchedule:  0622-SC0219 (submitted June 19th)      |  Fed ref  20260622MMQFC000417     |\n                                                  +-----------------------------------+\nAdvance rate 90%  |  Reserve 10%  |  Flat discount 2.75% of face per invoice\n\nINVOICES PURCHASED\nInv #  Debtor                       Load / Ref      Inv Date       Face     Fee    Reserve    Advance\n-----  ---------------------------  -------------  ---------  ---------  ------  ---------  ---------\n1041   Bayshore Transport           BTB-330187     June 15th   2,850.00   78.38     285.00   2,486.62\n       Brokerage, LLC\n1042   Elk River Valley Freight     7719204        June 16th   1,925.00   52.94     192.50   1,679.56\n       Services\n1043   Bayshore Transport           BTB-330411     June 17th   3,140.00   86.35     314.00   2,739.65\n       Brokerage, LLC\n1044   Alachua Growers Shipping     PO 55-1187     June 18th   1,210.00   33.28     121.00   1,055.72\n       Co-op\n-----  ---------------------------  -------------  ---------  ---------  ------  ---------  ---------\n       4 invoices                                              9,125.00  250.95     912.50   7,961.55\n\nFUNDING ADJUSTMENTS\n  Advance on invoices purchased                                              7,961.55\n  Less: fuel advance FA-2231 (June 17th)                                      -500.00\n  Less: chargeback, inv 1029 short-paid by debtor (disputed lumper)            -75.00\n  Less: same-day wire fee                                                      -20.00\n  Plus: reserve release, schedule 0608-SC0219 (all invoices paid)           +1,460.00\n                                                                          -----------\n  NET FUNDS WIRED TO CLIENT                                                  8,826.55\n\nRESERVE ACCOUNT     Opening 4,305.00   + Withheld 912.50   - Released 1,460.00   = Closing 3,757.50\nClient open A/R after this schedule: 21,480.00 (14 invoices)\n\nDebtors have been instructed to remit to Menemsha Capital Partners, LLC, Lockbox 4410, Boston MA.\nFees and reserve are governed by the Factoring and Security Agreement dated March 3rd, 2025.\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 912500,
      netCents: 882655,
      date: '2026-06-22',
      broker: 'Bayshore Transport Brokerage, LLC',
      tripNumber: 'BTB-330187',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 91250,
      reimbursementsCents: null,
      deductions: [25095, 7500, 2000],
    },
  },
  {
    id: 'b127-monticello-reefer-tender',
    issuer: 'Monticello Load Solutions, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker load tender and rate confirmation between underscore rules: load ID, issue timestamp and rep on the right, carrier/equipment/commodity lines with cargo value, three stops with PU#/PO numbers, carrier-pay block (line haul, FSC, extra stop, total) beside practical miles, numbered terms with detention, lumper, TONU, quick-pay and fine amounts that are not part of the rate; ISO issue date, MM/DD/YYYY stop dates',
    text: "MONTICELLO LOAD SOLUTIONS, INC.\nLicensed property broker MC 1166083  |  310 Pine St, Monticello, MN 55362  |  763-555-0140\n__________________________________________________________________________________________\nCARRIER LOAD TENDER & RATE CONFIRMATION                 Load ID:    4471829\n                                                        Issued:     2026-07-02 14:35 CT\n                                                        Your rep:   Brianna Okonkwo x214\n__________________________________________________________________________________________\nCarrier:    Lone Cedar Trucking LLC   MC 1402278   Dispatch: Marco  (612) 555-0171\nEquipment:  53' reefer, set 45F continuous (do NOT run cycle-sentry)\nCommodity:  Table potatoes, 50 lb sacks, 42,000 lb, 22 pallets    Cargo value: $18,500\n\nSTOP 1  PICKUP    Central Sands Potato Co., 4200 Hwy 54, Plover WI 54467\n        Mon 07/06/2026 06:00-10:00 (appt)   PU# 55-8812   Load & count: shipper\nSTOP 2  DELIVER   Harvest Table Foods DC, 1900 Fulton Industrial Blvd SW, Atlanta GA 30336\n        Wed 07/08/2026 appt 04:00   PO 4410023   14 pallets\nSTOP 3  DELIVER   Middle Georgia Grocers, 300 Tom Hill Sr Blvd, Macon GA 31210\n        Wed 07/08/2026 FCFS 08:00-14:00   PO 4410024   8 pallets\n\nCARRIER PAY (USD)                                   Practical miles: 1,012\n   Line haul                                        $3,150.00\n   Fuel surcharge                                     $412.00\n   Additional stop (Macon)                            $100.00\n                                                   ----------\n   TOTAL CARRIER PAY                                $3,662.00\n\nTERMS\n1. Detention $50.00/hr after 2 free hours per stop, with in/out times signed on the BOL.\n   Detention, lumper and TONU are NOT included in the total above.\n2. Lumper reimbursed up to $300.00 against the original receipt.\n3. TONU $150.00 if the load is cancelled after the truck is dispatched.\n4. QuickPay 2.5% ($91.55 on this load) or standard pay 30 days after POD.\n5. Reefer download on request; temperature claims are charged back to carrier.\n6. No re-brokering or co-loading. Late check calls: $100.00 fine per occurrence.\n\nAccepted for carrier: _______________________   Date: __________   Truck/Trailer: ______/______\nSign and return to loads@monticelloloads.com                                  Page 1 of 1\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 366200,
      broker: 'MONTICELLO LOAD SOLUTIONS, INC.',
      tripNumber: '4471829',
    },
  },
  {
    id: 'b127-paonia-brake-repair-order',
    issuer: 'Paonia Diesel & Brake, Inc.',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck repair order / invoice: invoice number and invoice date above date-in and date-out lines, bill-to and unit blocks side by side, complaint/cause/correction with wrapped text, parts table with extended amounts and parts total, labor line, right-aligned totals stack with tax on parts, card payment and zero balance due; MON DD YYYY dates',
    text: 'PAONIA DIESEL & BRAKE, INC.\n40521 Hwy 133  *  Paonia, CO 81428  *  (970) 555-0117\nHeavy truck - trailer - roadside  |  shop@paoniadiesel.com\n\nREPAIR ORDER / INVOICE                       Invoice No.    RO-22817\n                                             Invoice Date   AUG 14 2026\n                                             Date In        AUG 12 2026  07:40\n                                             Date Out       AUG 14 2026  15:15\nBill To:  Cody Fenwick / Fenwick Hay & Cattle Transport     Unit 7   2016 Kenworth W900\n          PO Box 388, Hotchkiss CO 81419                    VIN 1XKWD49X6GJ4*****\n          Acct: CASH/CARD                                   Odometer in 812,447\n\nComplaint:  Brakes out of adjustment, pulls right (CVSA out-of-service at Delta POE)\nCause:      Drive axle #1 shoes below 1/4", both drums heat-cracked, L/R chambers leaking\nCorrection: Replaced shoes, drums, chambers and slack adjusters on drive axle #1,\n            resealed hubs, adjusted all brakes, road tested OK\n\nPARTS\nQTY  PART NO.       DESCRIPTION                           UNIT      EXTENDED\n 2   4707QP         Brake shoe kit 4707Q                118.40        236.80\n 2   3600AX         Brake drum 16.5 x 7 Gunite          246.75        493.50\n 2   GC3030LS       Brake chamber 30/30 long stroke      92.60        185.20\n 2   HAL40010211    Slack adjuster, auto 5.5 in          71.15        142.30\n 1   SK-370003A     Wheel seal kit                       38.90         38.90\n                                               PARTS TOTAL         1,096.70\nLABOR\n Tech #4 R. Ocampo   Brake job drive axle #1, reseal hubs   6.5 hr @ 145.00     942.50\n\n                                     Parts                         1,096.70\n                                     Labor                           942.50\n                                     Shop supplies                    42.00\n                                     Sales tax 6.9% (parts only)      75.67\n                                     ----------------------------------------\n                                     INVOICE TOTAL                 2,156.87\n                                     Paid VISA ****6614  08/14/26  2,156.87\n                                     BALANCE DUE                        0.00\n\nWarranty: parts per manufacturer, labor 90 days / 10,000 mi. No core charges.\nThank you!  Next PM due at 827,000 mi.                                   Page 1 of 1\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-08-14',
    },
  },
];

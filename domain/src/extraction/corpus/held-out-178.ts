import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 178: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages with repeated headers, per-trip
 * subtotals and loaded/empty miles to add, trailing-minus deductions beside balances; US lessor 70%
 * percentage-of-revenue plan with labels-above-amounts summary bands and a balance/status column;
 * US dispatch service with flat all-in rates, wrapped table rows, footnoted extras, net ACH sent by the
 * service and the amount in words; French Quebec voiturier-remorqueur relevé with the deposit first
 * and the revenue last, flat voyage rates, fuel-surcharge column, TPS/TVQ-included total; Mexican
 * liquidación al permisionario with side-by-side percepciones/deducciones, IVA 16 %, IVA and ISR
 * withholdings, non-billable toll reimbursement and the net in words), two pay stubs (US per-mile
 * company driver with earnings and deductions side by side with YTD, split direct deposit and a trip
 * detail without totals; Alberta bi-weekly tank-hauler stub with a summary band first, CPP/EI, 4%
 * vacation pay and YTD), a factoring purchase remittance with wrapped debtor names, a per-invoice fee
 * column, CR/DR reconciliation and a reserve release, a broker rate confirmation with four amounts on
 * one line, and a short lumper receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one Alberta), 1 MX.
 * Date formats: MM/DD/YY, ISO YYYY-MM-DD, month names ("March 9, 2026", "Mar 2"), French month names
 * ("14 novembre 2025") with DD/MM/YYYY, Spanish long dates ("20 de febrero de 2026") with DD/MM/YYYY,
 * MM/DD/YYYY, day-first DD/MM/YYYY, "04 MAR 2026", "Tue 10-Mar-2026", M/D/YY.
 * Number formats: 1,234.56 with trailing minus, parentheses, leading -/+ signs and CR/DR suffixes;
 * French 1 234,56 $ with trailing minus; MXN $ 1.234,56 (dot thousands, comma decimals); amounts
 * in words (English and Spanish).
 */
export const HELD_OUT_DOCUMENTS_178: CorpusDocument[] = [
  {
    id: 'b178-guyandotte-two-page-trip-subtotals',
    issuer: 'Guyandotte River Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement with the company header and column headings repeated on page 2; each trip is a block (trip number, date and lane, then shipper/consignee on a second line) with loaded-mile, empty-mile, fuel-surcharge and accessorial lines and a per-trip subtotal; no total miles is printed (loaded and empty miles must be added across trips); the earnings recap on page 2 gives the only totals; deductions use trailing minus signs with a BALANCE AFTER column (plate installment, advance and escrow balances) beside the period amounts; reimbursements follow and the net ACH is last; MM/DD/YY dates',
    text: 'GUYANDOTTE RIVER FREIGHT LINES, INC.                      CONTRACTOR SETTLEMENT\n2210 Stratton Street, Logan WV 25601                      Stmt No.    GRF-0227-114\nTel 304-555-0183   MC-611480   USDOT 1733906              Pay Date    02/27/26\n                                                          Week Ending 02/21/26\nContractor 114  KESSLER RIDGE TRUCKING LLC (Dale Kessler)  Tractor 114 / Trlr F-5530\n\nPay basis: loaded mi 1.720 / empty mi 0.950 / fuel surcharge 0.460 per mile, all miles\n\nTRIP / DESCRIPTION                                UNITS       RATE      AMOUNT\n------------------------------------------------------------------------------\nGRF-40217  02/15/26  Logan WV - Columbus OH\n  (Appalachian Block Co / Buckeye Builders Supply)\n    Loaded miles                                    212      1.720      364.64\n    Empty miles (Logan yard - Man WV)                38      0.950       36.10\n    Fuel surcharge (all miles)                      250      0.460      115.00\n    Stop-off Chillicothe OH                           1     50.000       50.00\n                                                 Trip subtotal          565.74\n\nGRF-40223  02/16/26  Columbus OH - Hagerstown MD\n  (Buckeye Builders Supply / Antietam Masonry Dist.)\n    Loaded miles                                    486      1.720      835.92\n    Fuel surcharge (all miles)                      486      0.460      223.56\n    Detention at consignee                            2     40.000       80.00\n                                                 Trip subtotal        1,139.48\n\n                                                       continued on page 2 ...\nGuyandotte River Freight Lines - Settlements Dept. 304-555-0183 x 2     Page 1 of 2\n================================================================================\nGUYANDOTTE RIVER FREIGHT LINES, INC.                      CONTRACTOR SETTLEMENT\nStmt No. GRF-0227-114   Contractor 114 KESSLER RIDGE TRUCKING LLC      (continued)\n\nTRIP / DESCRIPTION                                UNITS       RATE      AMOUNT\n------------------------------------------------------------------------------\nGRF-40231  02/18/26  Hagerstown MD - Bluefield WV\n  (Cumberland Valley Lumber / Bluestone Home Ctr)\n    Loaded miles                                    355      1.720      610.60\n    Empty miles (Hagerstown - Martinsburg WV)        61      0.950       57.95\n    Fuel surcharge (all miles)                      416      0.460      191.36\n                                                 Trip subtotal          859.91\n\nGRF-40236  02/19/26  Bluefield WV - Knoxville TN\n  (Pocahontas Steel Fab / Smoky Mtn Rebar Inc)\n    Loaded miles                                    528      1.720      908.16\n    Empty miles (Bluefield - Princeton WV)           24      0.950       22.80\n    Fuel surcharge (all miles)                      552      0.460      253.92\n    Tarp pay                                          1     75.000       75.00\n                                                 Trip subtotal        1,259.88\n\nEARNINGS RECAP\n  Mileage pay (loaded + empty)                2,836.17\n  Fuel surcharge                                783.84\n  Stop / detention / tarp                       205.00\n                                          ------------\n  TOTAL EARNINGS                              3,825.01\n\nDEDUCTIONS                                  THIS STMT        BALANCE AFTER\n  EFS fuel purchases (9 transactions)         1,642.38-\n  Occupational accident ins.                     38.50-\n  Liability & cargo ins. share                   96.00-\n  Trailer rental F-5530                         125.00-\n  ELD / Motive subscription                      18.00-\n  IRP plate installment 5 of 12                  42.60-           213.00\n  EFS cash advance 02/17                        300.00-             0.00\n  Escrow deposit                                 75.00-         1,875.00\n                                          ------------\n  Total deductions                            2,337.48-\n\nREIMBURSEMENTS (receipts on file)\n  Lumper GRF-40236 (rcpt 20931)                 185.00\n  CAT scale Beckley WV                           12.75\n\n  NET SETTLEMENT - ACH 02/27/26               1,685.28\n  Deposited to First Sentry Bank acct ending 4402\n\nBalances shown are after this statement and are for information only. Disputes must\nbe raised within 15 days of the pay date (Lease Agreement sec. 9).\nGuyandotte River Freight Lines - Settlements Dept. 304-555-0183 x 2     Page 2 of 2\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 382501,
      netCents: 168528,
      date: '2026-02-27',
      broker: 'GUYANDOTTE RIVER FREIGHT LINES, INC.',
      tripNumber: 'GRF-40217',
      miles: 1704,
      linehaulCents: 283617,
      fuelSurchargeCents: 78384,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 19775,
      deductions: [164238, 3850, 9600, 12500, 1800, 4260],
    },
  },
  {
    id: 'b178-grandronde-labels-above-amounts',
    issuer: 'Grand Ronde Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-of-revenue (70%) statement: a summary band at the top with five column labels on one line and the amounts on the line below (100% line revenue first, which is not the gross, then the 70% share, FSC, accessorials, total compensation); an order table with miles, line revenue, share, FSC and coded accessorials; a charges list with parenthesised amounts and a BALANCE / STATUS column beside them (lease payoff, reserve and advance balances); reimbursements; and a closing labels-above-amounts band giving the net ACH; ISO dates',
    text: 'GRAND RONDE TRACTOR LEASING, LLC\n1407 Adams Ave, La Grande, OR 97850  |  541-555-0126  |  MC 902215  |  USDOT 2870431\n\nLEASE OPERATOR STATEMENT                                   Statement no. 2026-W09-0217\nOperator: Marisol Ybarra  (unit 217, 2021 Kenworth T680)   Period: 2026-02-22 to 2026-02-28\nPlan C:  70% of line revenue  |  FSC 0.54/mi at 100%  |  accessorials 100%\n                                                           ACH settlement date: 2026-03-04\n\n  LINE REVENUE (100%)   OPERATOR SHARE 70%   FUEL SURCHARGE   ACCESSORIALS   TOTAL COMPENSATION\n             6,180.00             4,326.00           795.42         200.00             5,321.42\n\nORDER DETAIL\nORDER     DELIVERED   LANE                      MILES   LINE REV  SHARE 70%      FSC      ACCESS.\n-------------------------------------------------------------------------------------------------\nGR-77120  2026-02-23  Hermiston OR - Nampa ID     415   1,840.00   1,288.00   224.10            -\nGR-77134  2026-02-24  Nampa ID - Tacoma WA        621   2,460.00   1,722.00   335.34   125.00 DET\nGR-77151  2026-02-26  Tacoma WA - La Grande OR    437   1,880.00   1,316.00   235.98   75.00 STOP\n\nCHARGES THIS PERIOD                           AMOUNT      BALANCE / STATUS\n-------------------------------------------------------------------------------------------------\nTractor lease pmt (#118 of 260)             (710.00)      Payoff bal.     61,245.80\nFuel - Voyager fleet card                 (1,318.44)\nBobtail / physical damage ins.               (64.25)\nOccupational accident                        (29.90)\nELD & dash cam                               (24.00)\nMaintenance reserve deposit                 (150.00)      Reserve bal.     2,640.00\nFuel advance 2026-02-24 (Voyager)           (250.00)      Open adv. bal.       0.00\n\nREIMBURSEMENTS (receipts submitted)\nScale - Stanfield OR (CAT)                     13.00\nTolls - Tacoma Narrows Br.                     28.50\n\n  TOTAL COMPENSATION      TOTAL CHARGES      REIMBURSEMENTS      NET ACH TO OPERATOR\n            5,321.42         (2,546.59)              41.50                 2,816.33\n\nACH to Umpqua Bank ...6031 on 2026-03-04. Line revenue is the 100% billed amount and is shown for\nreference only. Reserve balance is held per Equipment Lease sec. 7.2 and refunded at lease end.\nGrand Ronde Tractor Leasing, LLC  -  operator settlements  541-555-0126 opt 4          Page 1 of 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 532142,
      netCents: 281633,
      date: '2026-03-04',
      broker: 'GRAND RONDE TRACTOR LEASING, LLC',
      tripNumber: 'GR-77120',
      miles: 1473,
      linehaulCents: 432600,
      fuelSurchargeCents: 79542,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: 4150,
      deductions: [71000, 131844, 6425, 2990, 2400],
    },
  },
  {
    id: 'b178-issaquena-dispatch-wrapped-rows-words',
    issuer: 'Issaquena Dispatch Services, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service weekly settlement for a carrier with its own authority, flat all-in rates: a load table whose rows wrap (load number, broker, loaded miles, flat rate and an extras column with footnote marks on the first line, the lane with month-name dates on the second); extras mix a detention (earnings) and a lumper reimbursement (marked **, not earnings); a signed SETTLEMENT calculation with the dispatch fee, an ELD pass-through, a fuel advance and the lumper added back; net ACH sent by the service with the amount in words and footnotes; month-name dates',
    text: "ISSAQUENA DISPATCH SERVICES, LLC\nPO Box 214, Mayersville, MS 39113  *  (662) 555-0171  *  settlements@issaquenads.com\n\nCARRIER SETTLEMENT - WEEK OF MARCH 2, 2026                 Statement IDS-0309-0412\n                                                           Settlement date: March 9, 2026\nCarrier:  Tallahala Creek Transport LLC    MC 1298544   USDOT 3761205\nTruck:    Andre Pickens / 2019 Freightliner Cascadia #7 / 53' reefer\nTerms:    flat rates as booked with brokers; dispatch fee 6% of line revenue + detention\n\n #  LOAD NO.    BROKER / LANE                                  LD MI    FLAT RATE    EXTRAS\n--  ----------  --------------------------------------------   -----  ----------- ---------\n 1  4471920     Redbud Lane Logistics Inc                        312     1,450.00    100.00 *\n                Vicksburg MS (Mar 2) -> Dallas TX (Mar 3)\n 2  TFS-20931   Tri-Parish Freight Solutions LLC                 319     1,275.00    210.00 **\n                Dallas TX (Mar 3) -> Little Rock AR (Mar 4)\n 3  88-51147    Sunbelt Crossdock Brokerage, Inc.                137       650.00\n                Little Rock AR (Mar 5) -> Memphis TN (Mar 5)\n 4  0305-KMS    Magnolia Corridor Transport                      211     1,050.00\n                Memphis TN (Mar 5) -> Jackson MS (Mar 6)\n\nSETTLEMENT\n  Line revenue (4 loads, flat)                      4,425.00\n  Detention *                                         100.00\n  Gross line revenue                                4,525.00\n  Dispatch fee 6%                                    -271.50\n  ELD / tracking pass-through (Samsara)               -35.00\n  Comchek fuel advance issued Mar 4                  -400.00\n  Lumper reimbursement **                            +210.00\n                                                ============\n  NET ACH TO CARRIER                                4,028.50\n\n  ACH sent March 9, 2026 to Delta Federal Credit Union, acct ****5518, trace 0653-221907\n  Amount: FOUR THOUSAND TWENTY-EIGHT AND 50/100 DOLLARS\n\n  * Detention 2.5 hrs @ $40.00 approved by Redbud Lane Logistics 03/03 (ref DT-9920).\n  ** Lumper paid by driver at consignee (receipt L-55021), reimbursed at cost by\n     Tri-Parish Freight Solutions; no dispatch fee charged on reimbursements.\n  Brokers paid Issaquena Dispatch directly; rate confirmations available on request.\n\nIssaquena Dispatch Services, LLC is not a motor carrier or broker. Page 1/1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 452500,
      netCents: 402850,
      date: '2026-03-09',
      broker: 'ISSAQUENA DISPATCH SERVICES, LLC',
      tripNumber: '4471920',
      miles: 979,
      linehaulCents: 442500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 21000,
      deductions: [27150, 3500],
    },
  },
  {
    id: 'b178-kazabazua-deposit-first-taxes-last',
    issuer: 'Kazabazua Transport Routier inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator payment statement with sections in reverse order: 1. the deposit amount boxed at the top, 2. deductions with trailing-minus amounts (advance and reserve fund among them), 3. a toll reimbursement, 4. the revenue detail last (flat voyage rates with an 18% fuel-surcharge column, waiting time, pre-tax subtotal, TPS 5% and TVQ 9,975%, and a taxes-included total that is the gross); a one-line calculation restates the net; a footnote gives the reserve balance; French number format 1 234,56 $ and French month names with DD/MM/YYYY voyage dates',
    text: "KAZABAZUA TRANSPORT ROUTIER INC.\n412, route 105, Kazabazua (Québec)  J0X 1X0   Tél. 819 555-0162\nNEQ 1174420981  -  TPS 73120 4418 RT0001  -  TVQ 1229876510 TQ0001\n\nRELEVÉ DE PAIEMENT - VOITURIER-REMORQUEUR          No 2025-46-031\nSous-traitant : 9381-2270 Québec inc. (Gaétan Pelletier), unité 31\nPériode : du 2 au 8 novembre 2025\n\n1. MONTANT DU DÉPÔT\n   +--------------------------------------------------------+\n   |  Dépôt direct le 14 novembre 2025           3 116,22 $ |\n   |  Caisse Desjardins de la Haute-Gatineau, folio ***0417 |\n   +--------------------------------------------------------+\n\n2. RETENUES DE LA PÉRIODE\n   Carburant - carte Pétro-Pass (14 transactions)    1 684,27-\n   Assurance responsabilité / marchandises             118,40-\n   Location remorque 53' R-207 (taxes incl.)           172,46-\n   Frais d'administration                               45,00-\n   Avance de fonds du 7 novembre                       300,00-\n   Fonds de réserve (1)                                100,00-\n   Total des retenues                                2 420,13-\n\n3. REMBOURSEMENTS\n   Péage autoroute 30 (reçu no 88241)                   27,90\n\n4. REVENUS DE LA PÉRIODE\n   Voyage    Date        Trajet                            Forfait  Suppl. carb. 18 %\n   V25-1108  03/11/2025  Kazabazua QC -> Cornwall ON      1 150,00             207,00\n   V25-1112  05/11/2025  Cornwall ON -> Lévis QC          1 480,00             266,40\n   V25-1119  07/11/2025  Lévis QC -> Gatineau QC          1 320,00             237,60\n\n   Forfaits (3 voyages)                                   3 950,00\n   Suppléments carburant                                    711,00\n   Temps d'attente V25-1112 : 2 h x 65,00 $                 130,00\n                                                       -----------\n   Sous-total des revenus avant taxes                     4 791,00\n   TPS 5 %                                                  239,55\n   TVQ 9,975 %                                              477,90\n   Total des revenus (taxes incluses)                     5 508,45 $\n\n   Calcul : revenus 5 508,45 $ - retenues 2 420,13 $ + remboursements 27,90 $\n            = dépôt 3 116,22 $\n\n(1) Solde du fonds de réserve après ce relevé : 2 400,00 $. Le solde n'est pas versé.\nToute contestation doit être faite par écrit dans les 10 jours.          Page 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 550845,
      netCents: 311622,
      date: '2025-11-14',
      broker: 'KAZABAZUA TRANSPORT ROUTIER INC.',
      tripNumber: 'V25-1108',
      miles: null,
      linehaulCents: 395000,
      fuelSurchargeCents: 71100,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: 2790,
      deductions: [168427, 11840, 17246, 4500],
    },
  },
  {
    id: 'b178-loreto-percepciones-deducciones-words',
    issuer: 'Loreto Autotransportes de Carga, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación al permisionario in Spanish: a trip list (viaje, route, flete), then PERCEPCIONES and DEDUCCIONES side by side split by a pipe, the left column building subtotal + IVA 16% to a TOTAL FACTURADO (the gross) and the right column listing IVA and ISR withholdings, trip advance, diesel vouchers and guarantee fund with their own total on the same line as the gross; non-billable toll reimbursements below; a RESUMEN line with three amounts and the net in figures and in words; MXN amounts written with dot thousands and comma decimals ($ 1.234,56); Spanish long dates and DD/MM/YYYY',
    text: 'LORETO AUTOTRANSPORTES DE CARGA, S.A. DE C.V.\nRFC LAC0903117Q5  ·  Carr. Zacatecas-San Luis km 38, Loreto, Zac. C.P. 98830\nTel. 496 555 0139  ·  Permiso SICT 3201LAC17042009\n\n                 LIQUIDACIÓN AL PERMISIONARIO No. LQ-2026-0217\nPermisionario: Rigoberto Saucedo Ibarra   RFC SAIR780514HJ2   Unidad: Kenworth T880 ECO-31\nPeriodo: del 9 al 15 de febrero de 2026                  Fecha de pago: 20 de febrero de 2026\n\nDETALLE DE VIAJES\n  Viaje        Ruta                                                     Flete\n  LZ-26-0412   Zacatecas, Zac. - Monterrey, N.L.                  $ 16.800,00\n  LZ-26-0419   Monterrey, N.L. - Nuevo Laredo, Tamps.             $ 11.400,00\n  LZ-26-0427   Nuevo Laredo, Tamps. - San Luis Potosí, S.L.P.     $ 20.400,00\n\n==================================================================================================\nPERCEPCIONES                                   |  DEDUCCIONES\n-----------------------------------------------+--------------------------------------------------\nFlete viaje LZ-26-0412             $ 16.800,00 |  Retención IVA 4 %                     $ 1.992,00\nFlete viaje LZ-26-0419             $ 11.400,00 |  Retención ISR 1,25 % (RESICO)           $ 622,50\nFlete viaje LZ-26-0427             $ 20.400,00 |  Anticipo de viaje 10/feb              $ 8.000,00\nManiobras carga/descarga            $ 1.200,00 |  Vales de diésel (6)                  $ 12.450,30\n                                               |  Fondo de garantía                     $ 1.500,00\nSubtotal                           $ 49.800,00 |\nIVA 16 %                            $ 7.968,00 |\n                                               |\nTOTAL FACTURADO                    $ 57.768,00 |  TOTAL DEDUCCIONES                    $ 24.564,80\n-----------------------------------------------+--------------------------------------------------\nREEMBOLSOS NO FACTURABLES (comprobados)\nCasetas Zacatecas-Monterrey-N. Laredo  $ 2.316,00\n\nRESUMEN:  Total facturado $ 57.768,00  -  Deducciones $ 24.564,80  +  Reembolsos $ 2.316,00\n          NETO A PAGAR  $ 35.519,20 M.N.\n          (TREINTA Y CINCO MIL QUINIENTOS DIECINUEVE PESOS 20/100 M.N.)\n\nPago por transferencia SPEI a BBVA México, CLABE 012 930 0158 8274 1196, el 20/02/2026.\nEl fondo de garantía acumulado ($ 18.000,00) se reintegra al término del contrato.\nImportes expresados en pesos mexicanos.                                      Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5776800,
      netCents: 3551920,
      date: '2026-02-20',
      broker: 'LORETO AUTOTRANSPORTES DE CARGA, S.A. DE C.V.',
      tripNumber: 'LZ-26-0412',
      miles: null,
      linehaulCents: 4860000,
      fuelSurchargeCents: null,
      advancesCents: 800000,
      escrowCents: 150000,
      reimbursementsCents: 231600,
      deductions: [199200, 62250, 1245030],
    },
  },
  {
    id: 'b178-hawriver-stub-ytd-beside-trip-detail',
    issuer: 'Haw River Bulk Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver weekly earnings statement: EARNINGS (rate, units, current, YTD) and DEDUCTIONS (current, YTD) side by side split by a pipe, with a YTD-only safety bonus row and gross/total-deduction rows at different heights; a non-taxable scale reimbursement and the net pay each with a YTD figure; net split over two direct-deposit accounts with a total; a trip detail at the bottom lists loaded and empty miles per trip without a total; a payroll-processor footer; MM/DD/YYYY dates',
    text: 'HAW RIVER BULK CARRIERS, INC.                                          EARNINGS STATEMENT\n3190 Jimmie Kerr Rd, Haw River, NC 27258  (336) 555-0148           Advice No.  0048117\nUSDOT 2290417  MC 781205                                           Pay Date:   03/06/2026\n                                                                   Period:     02/22/2026 - 02/28/2026\nEmployee: TERRENCE L. OAKLEY   Emp ID 2241   Dept 20 Bulk/Regional   Fed: MFJ   NC: MFJ\n\nEARNINGS              RATE     UNITS   CURRENT        YTD  | DEDUCTIONS            CURRENT       YTD\n-----------------------------------------------------------+----------------------------------------\nMileage pay         0.5750  2,214.00  1,273.05  11,204.38  | Federal Income Tax      98.41    869.77\nStop pay           25.0000      3.00     75.00     525.00  | Social Security         82.03    721.36\nDetention          20.0000      1.50     30.00     150.00  | Medicare                19.18    168.70\nSafety bonus (qtr)                        0.00     250.00  | NC State Income Tax     53.89    473.86\n                                                           | 401(k) 4%               55.12    485.17\nGROSS PAY                             1,378.05  12,129.38  | Medical (pre-tax)       48.75    438.75\n                                                           | Dental (pre-tax)         6.20     55.80\n                                                           |\n                                                           | TOTAL DEDUCTIONS       363.58  3,213.41\n-----------------------------------------------------------+----------------------------------------\nNON-TAXABLE REIMBURSEMENT              CURRENT        YTD\nScale tickets (2)                        24.50      73.50\n\nNET PAY                               1,038.97   8,989.47\n\nDIRECT DEPOSIT DISTRIBUTION\n  Piedmont Federal Savings  Checking ****2287     888.97\n  Piedmont Federal Savings  Savings  ****9014     150.00\n  Total deposited                               1,038.97\n\nTRIP DETAIL (miles paid = loaded + empty)\n  Trip      Disp.  Route                                          Loaded  Empty\n  HRB-5512  02/22  Burlington NC - Roanoke VA - Richmond VA          412     96\n  HRB-5520  02/24  Richmond VA - Florence SC                         530     41\n  HRB-5527  02/25  Florence SC - Wilmington NC - Greensboro NC       388    112\n  HRB-5533  02/27  Greensboro NC - Knoxville TN - Mebane NC          601     34\n\nPayroll processed by Alamance Payroll Partners for Haw River Bulk Carriers, Inc.\nQuestions: payroll@hawriverbulk.com                                       Page 1 of 1\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 137805,
      netCents: 103897,
      date: '2026-03-06',
      broker: 'HAW RIVER BULK CARRIERS, INC.',
      tripNumber: 'HRB-5512',
      miles: 2214,
      linehaulCents: 127305,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 2450,
      deductions: [9841, 8203, 1918, 5389, 5512, 4875, 620],
    },
  },
  {
    id: 'b178-lloydminster-summary-band-first',
    issuer: 'Lloydminster Tank Haulers Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta bi-weekly company-driver stub that opens with a summary band (gross, total deductions, net and deposit account labels on one line, amounts on the next), then an earnings table (per-mile highway pay, per-load load/unload pay, 4% vacation pay) and a deductions table (CPP, EI, federal and Alberta tax, benefits, RRSP), each with THIS PAY and YEAR TO DATE columns; a note line prints employer CPP/EI contributions that are not deducted; day-first DD/MM/YYYY dates',
    text: 'LLOYDMINSTER TANK HAULERS LTD.\n5009 - 44 Street, Lloydminster AB  T9V 0A7   780-555-0194   NSC AB-2741-0398\n\nSTATEMENT OF EARNINGS AND DEDUCTIONS                         Pay Date: 13/02/2026\nEmployee: Harjit S. Dhaliwal   No. 0317   Class 1 Driver - crude/condensate\nPay period: 25/01/2026 to 07/02/2026 (bi-weekly)            Cheque/Advice: DD-260213-0317\n\n    GROSS PAY       TOTAL DEDUCTIONS        NET PAY         DEPOSITED TO\n     2,598.63                 696.18       1,902.45         ATB Financial ****3318\n\nEARNINGS                         UNITS     RATE    THIS PAY   YEAR TO DATE\nHighway mileage               3,412 mi   0.6400    2,183.68       6,286.08\nLoad / unload (per load)             7  45.0000      315.00         855.00\nVacation pay 4%                                       99.95         285.65\nTotal earnings                                     2,598.63       7,426.73\n\nDEDUCTIONS                                         THIS PAY   YEAR TO DATE\nCanada Pension Plan                                  146.61         417.86\nEmployment Insurance                                  42.36         121.06\nFederal Income Tax                                   262.14         760.69\nAlberta Income Tax                                   128.77         373.38\nGroup Benefits (Empire)                               41.30         123.90\nGroup RRSP                                            75.00         225.00\nTotal deductions                                     696.18       2,021.89\n\nLoads this period: 7 (Kindersley SK / Provost AB batteries to Hardisty terminal)\nVacation pay is paid out on each cheque. Banked hours: 0.0   Sick days remaining: 5\nEmployer contributions (not deducted): CPP 146.61  EI 59.30\n\nLloydminster Tank Haulers Ltd. - Payroll   payroll@lloydtank.ca                 1/1\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 259863,
      netCents: 190245,
      date: '2026-02-13',
      broker: 'LLOYDMINSTER TANK HAULERS LTD.',
      tripNumber: null,
      miles: 3412,
      linehaulCents: 218368,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14661, 4236, 26214, 12877, 4130, 7500],
    },
  },
  {
    id: 'b178-kenairiver-wrapped-debtors-crdr',
    issuer: 'Kenai River Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase remittance: an invoice table (invoice number, load number, debtor, date, face amount and a per-invoice discount-fee column) where every debtor name wraps onto a second line, followed by a totals row; a reconciliation with CR/DR suffixes listing face value, fee total, reserve withheld, a chargeback, a reserve release (credit) and a wire fee, ending with the net wired; a reserve balance line below that is not a charge; day-first month-abbreviation dates (04 MAR 2026) and MM/DD invoice dates',
    text: 'KENAI RIVER CAPITAL, LLC\nFreight Receivables Purchasing  |  44 Bridge Access Rd, Suite 6, Kenai AK 99611\n(907) 555-0115  |  funding@kenairivercap.com\n\nPURCHASE REMITTANCE                                  Schedule of Accounts No. 55812\nClient:  PINE HOLLOW EXPRESS LLC   MC 1175320   Client ID PH-0192\nFunding date:  04 MAR 2026        Advance rate 95% / reserve 5% / discount 2.75% flat\n\nINV #  LOAD #       DEBTOR                         INV DT     FACE AMT  DISC FEE\n-----  -----------  -----------------------------  ------   ----------  --------\n10412  SL-228190    Saltgrass Logistics Group,     02/26      2,850.00     78.38\n                    Inc.\n10413  NBL-0047731  Northbound Lanes Brokerage     02/27      1,975.50     54.33\n                    LLC\n10415  PS-61120-A   Prairie Switch Transportation  03/02      3,420.00     94.05\n                    Services, Inc.\n10416  SL-228544    Saltgrass Logistics Group,     03/02      1,160.00     31.90\n                    Inc.\n                                                            ----------  --------\nTOTALS  (4 invoices)                                          9,405.50    258.66\n\nRECONCILIATION                                          AMOUNT\n  Face value of invoices purchased                    9,405.50 CR\n  Discount fees (schedule total)                        258.66 DR\n  Reserve withheld 5%                                   470.28 DR\n  Chargeback - inv 10388 short-paid by debtor           125.00 DR\n  Reserve release - schedules 55390/55401               412.60 CR\n  Same-day wire fee                                      15.00 DR\n                                                  ------------\n  NET FUNDS WIRED TO CLIENT                           8,949.16 CR\n\nWired 04 MAR 2026 to Northrim Bank, ABA ***1240, acct ***7733, Fed ref 20260304KRC0419.\nReserve balance after this schedule: 3,186.45 (not payable until debtor invoices close).\nDebtors have been notified to remit to Kenai River Capital, LLC, PO Box 3391, Kenai AK.\nKenai River Capital, LLC  -  Schedule 55812                                  Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 940550,
      netCents: 894916,
      date: '2026-03-04',
      broker: 'Saltgrass Logistics Group, Inc.',
      tripNumber: 'SL-228190',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 47028,
      reimbursementsCents: null,
      deductions: [25866, 12500, 1500],
    },
  },
  {
    id: 'b178-hackensack-ratecon-amounts-one-line',
    issuer: 'Hackensack Meadows Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate confirmation: pickup and stop-off blocks side by side, delivery block below, then the agreed rate as four dollar amounts on one line (line haul, fuel surcharge, stop-off, total) with the total in words; conditional accessorial terms (detention, layover, TONU) and quick-pay terms in the fine print that are not part of the rate; weekday + DD-Mon-YYYY dates',
    text: "Hackensack Meadows Logistics, Inc.\n600 Meadowlands Pkwy, Suite 210, Secaucus NJ 07094  |  MC 884127  |  Ph 201-555-0177\n\nCARRIER RATE CONFIRMATION & LOAD TENDER             Load #: HML-2603-1187\nDate tendered: Tue 10-Mar-2026 09:42 ET             Rep: Dana Wojcik x118\n\nCARRIER: Pine Barrens Express LLC   MC 1023384   DOT 3099012\nDriver: Luis Ortega  cell 609-555-0148   Truck 44 / Trailer 5317 (53' dry van)\n\nSTOP 1 - PICKUP                            STOP 2 - STOP-OFF (partial drop)\nIronbound Paper Converters                 Lehigh Valley Packaging Co\n88 Doremus Ave, Newark NJ 07105            2200 Industrial Dr, Bethlehem PA 18017\nWed 11-Mar-2026  06:00-08:00 FCFS          Wed 11-Mar-2026  13:00 appt\nPU# 55193-7, 22 pallets, 38,400 lbs        Drop 8 pallets, ref PO 4471-B\n\nSTOP 3 - DELIVERY\nThree Rivers Distribution Center, Dock 14\n1450 Rivers Edge Rd, Pittsburgh PA 15222\nThu 12-Mar-2026  07:00 appt   Deliver 14 pallets, ref PO 90211\n\nRATE AGREED (all-in for this load, USD)\n  Line Haul $2,150.00    Fuel Surcharge $412.50    Stop-off $75.00    TOTAL $2,637.50\n  (Two thousand six hundred thirty-seven and 50/100 dollars)\n\nAccessorials only if approved in writing: detention $50/hr after 2 free hrs,\nlayover $250/day, TONU $150. Lumper paid by receiver. No double brokering.\nQuick Pay 2% (2 business days) or standard 30 days from receipt of signed POD.\nSend invoice + POD to ap@hackmeadowslog.com referencing Load # HML-2603-1187.\n\nCarrier signature: ____________________   Date: __________\nHackensack Meadows Logistics, Inc. - Rate Confirmation HML-2603-1187          Page 1/1\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 263750,
      broker: 'Hackensack Meadows Logistics, Inc.',
      tripNumber: 'HML-2603-1187',
    },
  },
  {
    id: 'b178-graysharbor-lumper-short',
    issuer: 'Grays Harbor Unloading Services, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short plain lumper receipt from a cold-storage dock: receipt number, M/D/YY date with time in/out, carrier and PO lines, two dotted-leader charge lines and a total paid by express code, signatures and a reimbursement reminder',
    text: 'GRAYS HARBOR UNLOADING SERVICES, LLC\nat Harbor Cold Storage - 1101 Port Industrial Rd, Aberdeen WA 98520\n\nLUMPER RECEIPT                      No. GH-118407\nDate: 3/11/26   Time in 05:40  Time out 07:15\n\nCarrier:  Chehalis Gap Reefer LLC   Trk 12  Trl R88\nPO(s):    7741920 / 7741921          Door 9\nPallets:  26 received (2 restacked, 1 broken pallet replaced)\n\nUnload 26 pallets floor-loaded .......... 240.00\nRestack / rework (2 pallets @ 15.00) ....  30.00\n                                         -------\nTOTAL PAID                               $270.00\n\nPaid by: Comchek express code ****6620 (driver)\nUnloader: #14 T. Vance          Driver sig: R. Mendes\nNO CASH ACCEPTED - keep this receipt for reimbursement\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-03-11',
    },
  },
];

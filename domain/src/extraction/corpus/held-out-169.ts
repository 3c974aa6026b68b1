import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 169: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages with per-load subtotals, a
 * page subtotal carried forward and loaded/empty miles never totalled; US lessor 72% percentage
 * plan with labels above amounts, the 100% revenue beside the share and balances beside the period
 * deductions; US dispatch service flat-rate payout with wrapped broker rows and the whole
 * calculation on one pipe-separated line; French Quebec relevé au voiturier with the deposit first,
 * flat voyages with an 18% fuel surcharge and TPS/TVQ-included revenue; Mexican liquidación al
 * permisionario in MXN with side-by-side percepciones/deducciones, IVA 16%, IVA and ISR retentions
 * and the net in words), two pay stubs (US bi-weekly mileage-pay driver printed by a payroll service
 * with side-by-side earnings/deductions and CURRENT/YTD columns; short Ontario weekly hourly stub
 * with CPP/EI and YTD), a two-page factoring purchase and funding advice with wrapped debtor names,
 * a per-invoice fee column and CR/DR amounts, a short lumper receipt and a French Quebec
 * heavy-truck repair invoice.
 * Countries: 6 US, 3 CA (two in French Quebec style, one Ontario), 1 MX.
 * Date formats: MM/DD/YY, ISO YYYY-MM-DD, "Oct 3, 2025" / "Aug 8, 2025", DD/MM/YYYY with French
 * long dates ("le vendredi 21 novembre 2025", "7 octobre 2025"), Spanish long dates ("27 de febrero
 * de 2026") with DD/MM/YYYY, DD-Mon-YYYY (16-May-2025), DD MON YYYY (03 DEC 2025), MM/DD/YYYY.
 * Number formats: 1,234.56 with trailing minus, parentheses, signed -/+ amounts and CR/DR suffixes;
 * French 1 234,56 $; MXN 1.234,56 with the amount in words; $265.00 with the amount in words.
 */
export const HELD_OUT_DOCUMENTS_169: CorpusDocument[] = [
  {
    id: 'b169-chewelah-two-page-load-subtotals',
    issuer: 'Chewelah Mountain Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement: each load is a block (load number/BOL/customer line, lane line, then separate loaded-mile, empty-mile, FSC and accessorial lines with rate and amount) closed by a load subtotal; page 1 ends with a page subtotal carried forward and page 2 repeats a continuation header with a brought-forward line before the last load; miles are never totalled (loaded and empty must be added across loads); charges use trailing-minus negatives and mix an advance and an escrow deposit with a balance in the label; reimbursements in a separate block; the net appears only in a one-line RECAP with several amounts; MM/DD/YY dates',
    text: "CHEWELAH MOUNTAIN FREIGHT LINES, INC.                    CONTRACTOR SETTLEMENT\n410 E Main Ave  *  PO Box 1188  *  Chewelah, WA 99109     Stmt # CMF-250919-0144\nPhone (509) 555-0183   Fax (509) 555-0184                Check Date    09/19/25\nMC-1187342   USDOT 3321907                               Week Ending   09/13/25\n\nPAY TO:  Tamarack Road Trucking LLC                      Contractor ID  OO-0144\n         Attn: Dale Wojcik                               Tractor 144 - 2019 KW T680\n         1726 Colville Rd, Addy WA 99101                 Trailer R-5310 53' reefer\n\nRATES:  Loaded mile 1.780   Empty mile 1.050   FSC 0.480 (loaded miles only)\n\n------------------------------------------------------------------------------\nLOAD DETAIL                                                  RATE      AMOUNT\n------------------------------------------------------------------------------\nCML-22817   Shipped 09/08/25   BOL 5530127    Cust: Inland Orchard Co-op\n  Spokane WA -> Missoula MT\n    Loaded miles      201                                   1.780      357.78\n    Empty miles        34   (Chewelah WA -> Spokane WA)     1.050       35.70\n    Fuel surcharge    201                                   0.480       96.48\n                                                    Load subtotal      489.96\nCML-22831   Shipped 09/09/25   BOL 88-20417   Cust: Clark Fork Lumber\n  Missoula MT -> Billings MT\n    Loaded miles      344                                   1.780      612.32\n    Empty miles        12                                   1.050       12.60\n    Fuel surcharge    344                                   0.480      165.12\n    Detention Billings 1.5 hrs                             50.000       75.00\n                                                    Load subtotal      865.04\nCML-22846   Shipped 09/10/25   BOL Y-661930   Cust: Yellowstone Valley Foods\n  Billings MT -> Broadus MT (stop) -> Rapid City SD\n    Loaded miles      318                                   1.780      566.04\n    Empty miles        41                                   1.050       43.05\n    Fuel surcharge    318                                   0.480      152.64\n    Extra stop - Broadus MT                                             50.00\n                                                    Load subtotal      811.73\n                                      Page 1 subtotal (3 loads)      2,166.73\n                                              carried forward to page 2 ->\n\nChewelah Mountain Freight Lines, Inc. - Contractor Settlement     Page 1 of 2\n==============================================================================\nCHEWELAH MOUNTAIN FREIGHT LINES, INC.      Stmt # CMF-250919-0144 (continued)\nContractor OO-0144  Tamarack Road Trucking LLC           Check Date    09/19/25\n------------------------------------------------------------------------------\nLOAD DETAIL (cont.)                                          RATE      AMOUNT\n------------------------------------------------------------------------------\n                                         Brought forward from page 1  2,166.73\nCML-22859   Shipped 09/12/25   BOL 4471208    Cust: Black Hills Cement Supply\n  Rapid City SD -> Spokane WA\n    Loaded miles      902                                   1.780    1,605.56\n    Empty miles        18                                   1.050       18.90\n    Fuel surcharge    902                                   0.480      432.96\n                                                    Load subtotal    2,057.42\n------------------------------------------------------------------------------\nTOTAL LOAD PAY (4 loads)                                             4,224.15\n\nCHARGES AGAINST SETTLEMENT                                 AMOUNT\n  Fuel - Comdata (9 transactions, see fuel detail)      1,612.40-\n  Occupational accident ins.                               38.75-\n  Cargo / physical damage                                  94.10-\n  ELD - Samsara                                            24.99-\n  IRP plate prorate (wk 37)                                41.20-\n  Comdata cash advance 09/10/25  Ref CD-778102            300.00-\n  Escrow deposit  (escrow bal after: 1,875.00)             75.00-\n                                                       ----------\n                                                        2,186.44-\nREIMBURSEMENTS (receipts on file)\n  Lumper - CML-22859 unload Spokane WA  rcpt 20931        185.00\n  CAT scale - Billings MT                                  12.75\n                                                       ----------\n                                                          197.75\n\nRECAP   Load pay 4,224.15   Charges 2,186.44-   Reimb 197.75   NET PAY 2,235.46\nPaid by check no. 0071482 drawn on Numerica Credit Union, Spokane WA\n\nFuel detail, escrow history and YTD 1099 totals are in the driver portal.\nDiscrepancies must be reported in writing within 10 days of the check date.\nChewelah Mountain Freight Lines, Inc. - Contractor Settlement     Page 2 of 2\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 422415,
      netCents: 223546,
      date: '2025-09-19',
      broker: 'CHEWELAH MOUNTAIN FREIGHT LINES, INC.',
      tripNumber: 'CML-22817',
      miles: 1870,
      linehaulCents: 325195,
      fuelSurchargeCents: 84720,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 19775,
      deductions: [161240, 3875, 9410, 2499, 4120],
    },
  },
  {
    id: 'b169-atchafalaya-labels-above-balances-beside',
    issuer: 'Atchafalaya Basin Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor lease-purchase statement on a 72% percentage plan: a summary band prints labels (PAY DATE, LOADS, GROSS COMPENSATION, DEDUCTIONS, NET PAY) on one line with the amounts on the line below and a footnote about the toll reimbursement; the load table prints the 100% billed revenue beside the 72% share, FSC and an Other column, with lanes wrapping onto two or three lines and no totals row; deductions are parenthesised with a BALANCE / STATUS column beside the period amounts (lease payoff, two separate escrow-type reserves, advance owed); ISO YYYY-MM-DD dates',
    text: 'ATCHAFALAYA BASIN TRACTOR LEASING, LLC\n1107 Rees St., Breaux Bridge, LA 70517 | (337) 555-0126 | leaseops@abtleasing.com\nMC 998431  /  USDOT 2874410\n\nLEASE-PURCHASE OPERATOR STATEMENT                   Statement ID  ABT-2025-1114-0227\nOperator   Marcus Thibodeaux (Bayou Teche Freight LLC)    Unit 227 / 2021 Freightliner\nPlan       72% of line-haul revenue  |  100% FSC  |  100% accessorials\nPeriod     2025-11-02 through 2025-11-08\n\n   PAY DATE        LOADS      GROSS COMPENSATION      DEDUCTIONS       NET PAY (ACH)\n   2025-11-14        3             3,945.80           (2,519.23)*         1,449.07\n\n   * Deductions include escrow and advance recovery. Toll reimbursement of 22.50 is\n     added to net pay. ACH to Home Bank N.A. acct ending 0915.\n\nLOAD DETAIL\nOrder      Pickup/Deliver          Lane                    Miles    Revenue   Your 72%      FSC    Other\nAB-60412   2025-11-03/2025-11-03   Lafayette LA -            218   1,450.00   1,044.00   188.40\n                                   Houston TX\nAB-60427   2025-11-04/2025-11-05   Houston TX -              239   1,125.00     810.00   141.60\n                                   Dallas TX\nAB-60433   2025-11-06/2025-11-07   Dallas TX -               421   1,980.00   1,425.60   236.20   100.00\n                                   Shreveport LA (stop) -                                          stop-off\n                                   Baton Rouge LA\nRevenue column is the 100% line-haul billed to the customer, shown for reference only.\n\nDEDUCTIONS                                   THIS PERIOD      BALANCE / STATUS\nTractor lease payment (wk 88 of 156)            (725.00)      61,230.44 remaining\nFuel - EFS card (7 purchases)                 (1,296.83)\nPhysical damage / bobtail ins.                   (68.40)\nOccupational accident                            (29.00)\nMaintenance reserve                             (100.00)       1,940.00 held\nSecurity escrow                                  (50.00)       2,500.00 held (max reached next wk)\nAdvance recovery - EFS money code 2025-11-05    (250.00)           0.00 owed\n                                              ----------\n                                              (2,519.23)\n\nREIMBURSEMENT\nTolls - LA-1 bridge / Sam Houston Tollway (receipts)          22.50\n\nDisputes: leaseops@abtleasing.com within 15 days of pay date.            Page 1 / 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 394580,
      netCents: 144907,
      date: '2025-11-14',
      broker: 'ATCHAFALAYA BASIN TRACTOR LEASING, LLC',
      tripNumber: 'AB-60412',
      miles: 878,
      linehaulCents: 327960,
      fuelSurchargeCents: 56620,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: 2250,
      deductions: [72500, 129683, 6840, 2900],
    },
  },
  {
    id: 'b169-escambia-wrapped-broker-rows-one-line-calc',
    issuer: 'Escambia Bay Dispatch Services, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier payout statement for flat-rate loads: a load table whose rows wrap onto two lines (broker name and MC number, pickup and delivery cities split across lines, a detention label under the extras amount), a sentence giving rates + extras = gross, then one pipe-separated line carrying gross, dispatch fee %, load-board fee, fuel advance and lumper reimbursement with signs, and the net ACH to carrier on its own line; the service collected broker pay and sent the ACH itself; month-name dates (Oct 3, 2025)',
    text: "Escambia Bay Dispatch Services, LLC\n700 S Palafox St, Suite 310, Pensacola, FL 32502 - (850) 555-0149 - ops@escambiabaydispatch.com\n\nCARRIER PAYOUT STATEMENT  #EBD-4418\nCarrier:  Perdido Run Transport LLC    MC 1320974    USDOT 3790215\nTruck 12 (53' dry van)    Driver: Andre Villanueva\nStatement date: Oct 1, 2025        Loads delivered Sep 22 - Sep 27, 2025\nPayout: ACH sent Oct 3, 2025 to Hancock Whitney acct x2287\n\nLoad #        Broker /                      Pickup ->                Mi    Flat rate     Extras\n              Broker MC                     Delivery\n88213047      Perdido Key Logistics,        Pensacola FL ->         333     1,350.00       0.00\n              Inc.  MC 784210               Atlanta GA\nTQ-5529018    Big Pine Freight Brokerage    Atlanta GA ->           245       975.00      90.00\n              LLC  MC 1021557               Charlotte NC                              detention\n4471-662      Gulfstream Transport          Charlotte NC ->         382     1,420.00       0.00\n              Solutions  MC 653308          Jacksonville FL\nRX-20931      Pinewood Cargo Network        Jacksonville FL ->      352       880.00       0.00\n              MC 917402                     Pensacola FL\n\nBroker pay collected by EBD on your behalf (all 4 loads paid, no factoring used).\nRates 4,625.00 + extras 90.00 = gross 4,715.00\n\nGross 4,715.00 | Dispatch fee 8% -377.20 | Load board/ELD -35.00 | Fuel adv 09/24 -400.00 | Lumper +150.00\n\nNET ACH TO CARRIER:  $4,052.80\n\nLumper +150.00 = paid by driver at Jacksonville FL on load 4471-662, receipt JX-6612.\nFuel advance was sent by EFS check 09/24 (code 55109). Questions: reply to ops@escambiabaydispatch.com\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 471500,
      netCents: 405280,
      date: '2025-10-03',
      broker: 'Escambia Bay Dispatch Services, LLC',
      tripNumber: '88213047',
      miles: 1312,
      linehaulCents: 462500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [37720, 3500],
    },
  },
  {
    id: 'b169-amqui-net-first-french-voyages',
    issuer: 'Camionnage Amqui inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec relevé de paiement au voiturier with the sections in reverse order: a boxed MONTANT DÉPOSÉ with the deposit date in words comes first, then the numbered RETENUES list (fuel card, insurance, dispatch fee, trailer rental, cash advance, reserve fund with footnote markers), then the REVENUS table of flat-rate voyages with a per-voyage 18% fuel surcharge column on the same line, a waiting-time line, a sous-total, TPS and TVQ and a taxes-included total; footnotes give the reserve balance; 1 234,56 $ amounts, DD/MM/YYYY and French long dates',
    text: "CAMIONNAGE AMQUI INC.\n112, boulevard Saint-Benoît Ouest, Amqui (Québec)  G5J 2E9\nTél. : 418 555-0172     NEQ 1174592830     No d'identification CTQ : R-0143-2281\nNo TPS : 784512093 RT0001     No TVQ : 1229874455 TQ0001\n\nRELEVÉ DE PAIEMENT — VOITURIER PROPRIÉTAIRE-EXPLOITANT\nVoiturier : Transport Matapédia Belzile enr. (Guy Belzile)      Code fourn. : V-0388\nNo TPS voiturier : 811245307 RT0001     No TVQ : 1224003187 TQ0001\nPériode : du 09/11/2025 au 15/11/2025                           Relevé no : RA-2025-46-0388\n\n======================================================================================\n   MONTANT DÉPOSÉ                                                          2 237,34 $\n   Date du dépôt : le vendredi 21 novembre 2025\n   Compte : Caisse Desjardins de la Vallée de la Matapédia, folio ***-4417\n======================================================================================\n\n1. RETENUES DE LA PÉRIODE\n   Carburant — carte Ultramar (6 achats, taxes incluses)                  1 284,37 $\n   Assurance responsabilité et marchandises (1)                             112,50 $\n   Frais de répartition                                                      45,00 $\n   Location de remorque fourgon R-214                                       150,00 $\n   Avance en espèces du 12/11/2025                                          200,00 $\n   Fonds de réserve (2)                                                     100,00 $\n                                                                       ------------\n   Total des retenues                                                     1 891,87 $\n\n2. REVENUS DE LA PÉRIODE\n   Voyage    Date         Trajet                                   Forfait    Surch. carb. 18 %\n   V-31407   10/11/2025   Amqui → Québec (Saint-Augustin)          865,00 $          155,70 $\n   V-31415   11/11/2025   Québec → Montréal (Anjou)                640,00 $          115,20 $\n   V-31422   13/11/2025   Montréal (Lachine) → Rimouski          1 185,00 $          213,30 $\n   V-31430   14/11/2025   Rimouski → Amqui                         290,00 $           52,20 $\n   Temps d'attente — V-31422 à Lachine, 1,5 h à 50,00 $/h                             75,00 $\n                                                                   Sous-total      3 591,40 $\n   TPS (5 %)                                                                         179,57 $\n   TVQ (9,975 %)                                                                     358,24 $\n   Total des revenus (taxes incluses)                                              4 129,21 $\n\n(1) Prime hebdomadaire, police no CA-88120-Q.\n(2) Solde du fonds de réserve après ce relevé : 2 400,00 $ (remboursable à la fin du contrat).\nToute erreur doit être signalée dans les 15 jours suivant la date du dépôt.        Page 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 412921,
      netCents: 223734,
      date: '2025-11-21',
      broker: 'CAMIONNAGE AMQUI INC.',
      tripNumber: 'V-31407',
      miles: null,
      linehaulCents: 298000,
      fuelSurchargeCents: 53640,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [128437, 11250, 4500, 15000],
    },
  },
  {
    id: 'b169-cuatrocienegas-side-by-side-percepciones',
    issuer: 'Fletes Cuatrociénegas, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican weekly liquidación al permisionario in MXN with 1.234,56 number format: a trip table with flete, maniobras and casetas columns and a totals row, then side-by-side PERCEPCIONES | DEDUCCIONES columns (subtotal, IVA 16% and total percepciones on the left with the casetas refund below; IVA and ISR retentions, diesel vouchers, advance, insurance, admin commission and maintenance fund on the right), the net with the amount in words, and a footer giving the CFDI totals (a different total) and the accumulated maintenance fund; emission date and payment date both as Spanish long dates, trip dates DD/MM/YYYY',
    text: 'FLETES CUATROCIÉNEGAS, S.A. DE C.V.\nRFC FCU150612KT3            Permiso SICT 05FCU0219\nCarretera Federal 30 Km 4.5, Col. Nueva Atalaya, C.P. 27640, Cuatro Ciénegas, Coah.\nTel. 869 696 0142           liquidaciones@fletescuatrocienegas.mx\n\nLIQUIDACIÓN SEMANAL AL PERMISIONARIO                          Folio: LIQ-2026-0821\nPermisionario: JOSÉ ÁNGEL TREVIÑO GARZA     RFC TEGJ780314QH2     Régimen: RESICO\nUnidad: T-57  Kenworth T880 2020  Placas 42-AK-7Y        Remolque: Góndola G-112\nSemana: del 16/02/2026 al 22/02/2026\nFecha de emisión: 25 de febrero de 2026\nFecha de pago: 27 de febrero de 2026 (transferencia SPEI)\n\nDETALLE DE VIAJES  (cifras en pesos mexicanos)\nViaje      Fecha        Origen -> Destino                       Flete   Maniobras    Casetas*\nFC-10452   16/02/2026   Cuatro Ciénegas -> Monterrey, N.L.    9.800,00       0,00      612,00\nFC-10468   18/02/2026   Monterrey -> Nuevo Laredo, Tamps.     8.450,00     600,00      633,00\nFC-10475   19/02/2026   Nuevo Laredo -> Saltillo, Coah.       9.150,00       0,00      718,00\nFC-10481   21/02/2026   Saltillo -> Cuatro Ciénegas           6.200,00       0,00      354,00\n                                                             ---------   --------   ---------\n                                                             33.600,00     600,00    2.317,00\n* Casetas pagadas por el permisionario; se reembolsan sin IVA contra comprobante.\n\nPERCEPCIONES                               |  DEDUCCIONES\nFletes                         33.600,00   |  Retención IVA 4%                1.368,00\nManiobras                         600,00   |  Retención ISR 1.25% (RESICO)      427,50\nSubtotal                       34.200,00   |  Diésel (vales 0318 a 0324)     14.385,60\nIVA 16%                         5.472,00   |  Anticipo de viaje 17/02/2026    3.000,00\nTotal percepciones             39.672,00   |  Seguro de carga                   850,00\n                                           |  Comisión admva. 5% s/fletes     1.680,00\nReembolso de casetas            2.317,00   |  Fondo de mantenimiento          1.000,00\n                                           |  Total deducciones              22.711,10\n\nNETO A PAGAR                                                           $ 19.277,90\n(DIECINUEVE MIL DOSCIENTOS SETENTA Y SIETE PESOS 90/100 M.N.)\n\nDepósito a: BANORTE  CLABE 072078005211478830  a nombre de José Ángel Treviño Garza\nCFDI de ingreso que debe emitir el permisionario: subtotal 34.200,00; IVA 5.472,00;\nret. IVA 1.368,00; ret. ISR 427,50; total 37.876,50.\nFondo de mantenimiento acumulado: 12.000,00.                                Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 3967200,
      netCents: 1927790,
      date: '2026-02-27',
      broker: 'FLETES CUATROCIÉNEGAS, S.A. DE C.V.',
      tripNumber: 'FC-10452',
      miles: null,
      linehaulCents: 3360000,
      fuelSurchargeCents: null,
      advancesCents: 300000,
      escrowCents: 100000,
      reimbursementsCents: 231700,
      deductions: [136800, 42750, 1438560, 85000, 168000],
    },
  },
  {
    id: 'b169-ferron-side-by-side-ytd-stub',
    issuer: 'Ferron Canyon Aggregate Hauling, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Bi-weekly company-driver earnings statement printed by a payroll service: earnings (mileage, stops, detention, non-taxable per diem, bonus) and deductions (taxes, 401k, medical, dental) side by side in one table, each with CURRENT and YTD columns, so every line carries four amounts; totals only in a grid with GROSS PAY / TOTAL DEDUCTIONS / NET PAY labels above CURRENT and YEAR TO DATE rows; taxable-wage line and direct-deposit line; month-name dates (Aug 8, 2025)',
    text: 'Ferron Canyon Aggregate Hauling, Inc.                              EARNINGS STATEMENT\n85 S Mill Rd, Ferron, UT 84523   (435) 555-0138                   Advice No. DD-0034417\nEIN 87-0693215                                                    Pay Date   Aug 8, 2025\n                                                        Period Jul 20, 2025 - Aug 2, 2025\nEmployee: Lyle D. Sorensen    ID 2031    Dept: Haul - Belly Dump    SSN XXX-XX-4471\nFed filing: Single (2020+ W-4)    UT filing: Single    Pay freq: Bi-weekly\n\nEARNINGS          UNITS      RATE     CURRENT        YTD | DEDUCTIONS            CURRENT        YTD\nMileage pay    2,412 mi    0.5900    1,423.08  22,871.46 | Federal income tax     120.14   1,903.27\nStop pay              6   25.0000      150.00   2,175.00 | Social Security        104.20   1,584.50\nDetention          3.50   20.0000       70.00     910.00 | Medicare                24.37     370.57\nPer diem (non-tax)    9   30.0000      270.00   4,140.00 | Utah income tax         72.50   1,102.40\nSafety bonus Q2                        100.00     600.00 | 401(k) 5%               87.15   1,327.82\n                                                         | Medical (pre-tax)       62.50   1,000.00\n                                                         | Dental                   8.40     134.40\n\n                   GROSS PAY          TOTAL DEDUCTIONS            NET PAY\nCURRENT             2,013.08                 479.26              1,533.82\nYEAR TO DATE       30,696.46               7,422.96             23,273.50\n\nFed taxable wages 1,593.43   SS/Medicare wages 1,680.58   UT taxable wages 1,593.43\n\nDIRECT DEPOSIT      Zions Bank  checking ****6620                      1,533.82\nPTO balance 24.00 hrs      Non-negotiable - this is not a check.\n\nPayroll prepared for Ferron Canyon Aggregate Hauling, Inc. by Desert Ledger Payroll Co., Price UT\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 201308,
      netCents: 153382,
      date: '2025-08-08',
      broker: 'Ferron Canyon Aggregate Hauling, Inc.',
      tripNumber: null,
      miles: 2412,
      linehaulCents: 142308,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [12014, 10420, 2437, 7250, 8715, 6250, 840],
    },
  },
  {
    id: 'b169-cataraqui-plain-weekly-stub',
    issuer: 'Cataraqui Freightways Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Short, plain Ontario weekly pay statement for an hourly local AZ driver: earnings block (regular, overtime, vacation pay 4%) and deductions block (CPP, EI, federal and Ontario tax, union dues, benefits) stacked, each with CURRENT and YTD columns and a total row, net pay with YTD net and deposit line; DD-Mon-YYYY dates',
    text: 'CATARAQUI FREIGHTWAYS LTD.\n1045 Gardiners Rd, Kingston ON  K7P 0E1        Business No. 73412 5589 RP0001\n\nSTATEMENT OF EARNINGS AND DEDUCTIONS\nEmployee   Priya Ramsaran                 Emp #  0417     Position  Driver - AZ local\nPay period 04-May-2025 to 10-May-2025     Pay date  16-May-2025     Cheque/Advice  A-19842\n\nEARNINGS                        HOURS      RATE       CURRENT         YTD\nRegular                         50.00     28.75      1,437.50   27,743.75\nOvertime (after 50 h)            6.00    43.125        258.75    2,846.25\nVacation pay 4%                                          67.85    1,223.60\n                                                     --------   ---------\nTotal earnings                                       1,764.10   31,813.60\n\nDEDUCTIONS                                            CURRENT         YTD\nCPP                                                     100.96    1,812.81\nEI                                                       28.93      521.74\nFederal income tax                                      180.45    3,506.80\nOntario income tax                                       96.12    1,867.34\nTeamsters Local 879 dues                                 32.00      640.00\nGroup benefits (employee share)                          18.75      375.00\n                                                     --------   ---------\nTotal deductions                                        457.21    8,723.69\n\nNET PAY                                               1,306.89   23,089.91\nDeposited to RBC Royal Bank  00432-*****718\n\nVacation pay is paid out each period.  Questions: payroll@cataraquifreight.ca\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 176410,
      netCents: 130689,
      date: '2025-05-16',
      broker: 'CATARAQUI FREIGHTWAYS LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [10096, 2893, 18045, 9612, 3200, 1875],
    },
  },
  {
    id: 'b169-allagash-two-page-cr-dr-funding',
    issuer: 'Allagash Freight Factoring, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page factoring purchase and funding advice: page 1 lists the purchased invoices with load/PO, account debtor names that wrap onto a second line, invoice date, face amount and a per-invoice 3% fee column with a totals row, plus a voided-invoice remark; page 2 repeats a header and gives the funding calculation with CR/DR suffixes (face, fee, reserve withheld, chargeback, wire fee, reserve release) and the net wired, a wire reference line and a one-line reserve-account roll-forward; schedule and funding dates as DD MON YYYY, invoice dates MM/DD/YYYY',
    text: 'ALLAGASH FREIGHT FACTORING, LLC\n14 Exchange St, Suite 400, Bangor, ME 04401        Tel (207) 555-0165\nClient services: funding@allagashff.com            Recourse factoring agreement AFF-0712\n\nPURCHASE & FUNDING ADVICE                                  Schedule No.   S-118406\n                                                           Schedule Date  02 DEC 2025\nClient:  Kennebago Haulers LLC   MC 1256018                Funding Date   03 DEC 2025\n         PO Box 52, Rangeley ME 04970                      Page 1 of 2\n\nINVOICES PURCHASED\nINV #   LOAD / PO         ACCOUNT DEBTOR              INV DATE       FACE AMT    FEE 3.0%\n1187    NML-448201        Northbrook Meridian         11/26/2025     2,450.00       73.50\n                          Logistics, LLC\n1188    WF-20251127-09    Wrenfield Freight Inc.      11/27/2025     1,875.00       56.25\n1190    SCB-77314         Saltmarsh Crossing          11/28/2025     3,120.00       93.60\n                          Brokerage\n1191    NML-448266        Northbrook Meridian         11/28/2025       980.00       29.40\n                          Logistics, LLC\n                                                                   ----------   ---------\n        4 invoices                                    TOTALS         8,425.00      252.75\n(Inv 1189 was voided by client and is not part of this schedule.)\n\nAllagash Freight Factoring, LLC   Schedule S-118406                     Page 1 of 2\n------------------------------------------------------------------------------------------\nALLAGASH FREIGHT FACTORING, LLC   Client Kennebago Haulers LLC   S-118406   Page 2 of 2\n\nFUNDING CALCULATION\n  Face value of invoices purchased                     8,425.00 CR\n  Discount fee (3.0% flat, per invoice above)            252.75 DR\n  Reserve withheld (10% of face)                         842.50 DR\n  Chargeback - Inv 1142 short-paid by Wrenfield          125.00 DR\n  Same-day wire fee                                       20.00 DR\n  Reserve release - schedule S-117902 closed             310.00 CR\n                                                     --------------\n  NET FUNDS WIRED                                      7,494.75 CR\n\nWire sent 03 DEC 2025, Fed ref 20251203B1Q8021C000417, to Camden National Bank acct ...3306\n\nRESERVE ACCOUNT      Opening 4,612.30   + Withheld 842.50   - Released 310.00   Closing 5,144.80\n\nDebtors remit to: Allagash Freight Factoring, LLC, Dept 4410, PO Box 9731, Portland ME 04104.\nInvoices unpaid at 90 days are charged back to the client with the related fee.\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 842500,
      netCents: 749475,
      date: '2025-12-03',
      broker: 'Northbrook Meridian Logistics, LLC',
      tripNumber: 'NML-448201',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 84250,
      reimbursementsCents: null,
      deductions: [25275, 12500, 2000],
    },
  },
  {
    id: 'b169-farmington-short-lumper-receipt',
    issuer: 'Farmington River Unloading Co.',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short lumper receipt from a dock-services company at a grocery DC: receipt number, MM/DD/YYYY date with door and in/out times, carrier/driver/PO lines, pallet counts, two fee lines and a total, payment by Comchek code and the amount in words',
    text: 'FARMINGTON RIVER UNLOADING CO.\nDock services at Tunxis Grocery Distribution Center\n200 Spring St, Windsor Locks, CT 06096        (860) 555-0177     FEIN 06-1592240\n\nLUMPER RECEIPT                                               No. 0046612\nDate: 10/14/2025       Door 31       Time in 06:40     Time out 08:55\n\nCarrier: Shawmut Line Haul LLC    MC 1190337\nDriver:  R. Pacheco    Tractor 18    Trailer 53R-2207\nPO / Load:  4500981736 / SLH-3318\nPallets 24 received, 26 delivered to stock (2 restacked)    Cases 1,860\n\nUnload - floor loaded, 26 pallets built                       $235.00\nRestack 2 pallets @ $15.00                                     $30.00\nTOTAL PAID                                                    $265.00\n\nPayment: Comchek Express code ending 7781\nReceived the sum of Two Hundred Sixty-Five and 00/100 Dollars.\n\nUnloader: T. Dube          Driver signature: ______________________\nKeep this receipt for reimbursement by your carrier.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2025-10-14',
    },
  },
  {
    id: 'b169-dorval-french-repair-facture',
    issuer: 'Centre du Camion Dorval inc.',
    issuerKind: 'repair_shop',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec heavy-truck repair invoice: invoice date as a French long date beside the work-order number, in/out dates DD/MM/YYYY with times and a due date, complaint/cause/correction lines, a parts table and a labour table each with its own total, shop supplies, sous-total, TPS 5% and TVQ 9,975% and a total in 1 234,56 $ format',
    text: "CENTRE DU CAMION DORVAL INC.\nRéparation de camions lourds et remorques — Atelier agréé SAAQ (PEP)\n1850, avenue Cardinal, Dorval (Québec)  H9P 1J2       Tél. 514 555-0191\nTPS 812456093 RT0001        TVQ 1227739012 TQ0001\n\nFACTURE                                              No de facture : 2025-08817\nDate de facture : 7 octobre 2025                     Bon de travail : BT-41190\nClient : Transport Lac-Saint-Louis enr.              No de compte : C-2207\n         3300, boul. des Sources, Pointe-Claire (Québec)  H9B 1Z6\nUnité 31  Volvo VNL 2020   NIV 4V4NC9EH2LN231177   Odomètre 612 448 km\nEntrée : 06/10/2025 14 h 20          Sortie : 07/10/2025 11 h 05         Bon de commande client : PO-5561\n\nPLAINTE : Bruit de frottement essieu arrière moteur, témoin ABS allumé.\nCAUSE   : Garnitures usées sous la limite, tambours hors tolérance, capteur ABS encrassé.\nCORRECTION : Remplacer garnitures et tambours (2 roues), joints de moyeu, nettoyer capteur.\n\nPIÈCES\nQté  No pièce        Description                               Prix unit.      Montant\n 2   4707Q-KIT       Garniture de frein 16,5 x 7 po              184,50        369,00\n 2   66864B          Tambour de frein 16,5 x 7                   212,75        425,50\n 1   HW-7055         Trousse de quincaillerie de frein            38,90         38,90\n 2   370065A         Joint de moyeu                               46,20         92,40\n 2   75W90-3.8       Huile d'essieu synthétique 75W-90 3,8 L      27,80         55,60\n                                                        Total pièces          981,40\n\nMAIN-D'ŒUVRE                                            Heures    Taux       Montant\n Freins essieu arrière moteur, 2 roues, joints                4,2    148,00       621,60\n Diagnostic ABS / nettoyage capteur roue arrière droite       0,8    148,00       118,40\n                                                  Total main-d'œuvre          740,00\n\nFournitures d'atelier et frais environnementaux                                24,50\n                                                        Sous-total         1 745,90\n                                                        TPS 5 %               87,30\n                                                        TVQ 9,975 %          174,15\n                                                        TOTAL              2 007,35 $\n\nConditions : net 30 jours — échéance 06/11/2025. Intérêt de 2 % par mois sur solde en souffrance.\nGarantie : pièces 12 mois / main-d'œuvre 90 jours.         Technicien : M. Ouellet (no 14)\nMerci de votre confiance !                                                  Page 1 de 1\n",
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2025-10-07',
    },
  },
];

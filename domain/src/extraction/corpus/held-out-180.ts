import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 180: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages with the trip-table header
 * repeated, three-line wrapped trip rows and loaded/empty miles only as separate column totals; US
 * lessor 72%-of-revenue plan printed net-first with labels above values and trailing-minus amounts;
 * US dispatch service ledger of flat-rate loads with CR/DR amounts and a running balance ending in
 * the ACH sent; French Quebec voiturier relevé at 75% with TPS/TVQ-included gains and footnotes;
 * Mexican liquidación al permisionario in MXN with per-viaje subtotals, IVA 16%, retenciones IVA 4%
 * and ISR 1,25% and the net in words), two pay stubs (Washington cents-per-mile tank driver with
 * side-by-side earnings/deductions blocks, YTD and a split direct deposit; Manitoba bi-weekly
 * highway driver with Canada/U.S. miles, vacation pay, an EMPLOYER contributions column and a
 * cash-advance recovery), a factoring purchase & funding advice (per-invoice fee column, reserve
 * withheld and released, recourse), a broker rate confirmation with the total in words and a short
 * lumper receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one Manitoba), 1 MX.
 * Date formats: MM/DD/YY, month names (Jan 16, 2026; March 4, 2026), ISO YYYY-MM-DD, French
 * 'le 20 février 2026' with DD/MM/YYYY, Spanish '27 de febrero de 2026' with DD/MM/YYYY,
 * MM/DD/YYYY, day-first DD/MM/YYYY (06/03/2026), M/D/YYYY, DDMMMYY (04MAR26).
 * Number formats: 1,234.56 with parentheses, trailing minus / trailing plus, CR/DR suffixes,
 * French 1 234,56 $, MXN $ 1.234,56 (dot thousands, comma decimals), amounts in words.
 */
export const HELD_OUT_DOCUMENTS_180: CorpusDocument[] = [
  {
    id: 'b180-sebasticook-two-page-loaded-empty',
    issuer: 'Sebasticook Valley Transport, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      "Two-page per-mile owner-operator settlement: the trip table's column header is repeated on page 2 under a short repeated page header; each trip row wraps over three lines (origin, destination, BOL/PO reference) with the accessorial code (DET/STOP) under its amount; mileage is paid on loaded plus empty miles which appear only as separate LOADED and EMPTY column totals the reader must add; charges are parenthesised with a BALANCE column for the advance and escrow; the gross, reimbursements and the net appear only in the recap at the end of page 2; MM/DD/YY dates",
    text: "SEBASTICOOK VALLEY TRANSPORT, INC.                        CONTRACTOR SETTLEMENT\n1420 Outer Main St, Pittsfield, ME 04967                  Stmt No.     SVT-0226-118\nPh (207) 555-0186   MC 918244   USDOT 2471835             Check Date   02/27/26\n                                                          Week Ending  02/21/26\nPay to:  KENNEBEC RIDGE TRUCKING LLC (Dale Pelletier)     Unit 118   Vendor 44-1187\n\nTRIP DETAIL   Mileage paid on loaded + empty miles @ $1.780   FSC @ $0.480 per loaded mile\n\nTRIP #        DATE    ORIGIN / DESTINATION           LOADED  EMPTY    MILEAGE      FSC    ACCESS.\n------------- ------  ------------------------------ ------ ------ ---------- -------- ---------\nSVT-26-1184   02/16   Pittsfield ME /                   372     18     694.20   178.56\n                      Albany NY (Hannaford DC)\n                      BOL 5527013\nSVT-26-1191   02/17   Albany NY /                       164     41     364.90    78.72     75.00\n                      Scranton PA (Dunmore whse)                                        DET 2.5h\n                      BOL 88-21940\n\n                                        *** continued on page 2 ***\n\nReefer pre-cool logs must be turned in with BOLs. Settlement questions: ext. 214\nSVT-FRM-22 (rev 08/25)                                                        Page 1 of 2\n--------------------------------------------------------------------------------------------\nSEBASTICOOK VALLEY TRANSPORT, INC.      CONTRACTOR SETTLEMENT     Stmt No. SVT-0226-118\nPay to: KENNEBEC RIDGE TRUCKING LLC     Check Date 02/27/26                       Page 2 of 2\n\nTRIP #        DATE    ORIGIN / DESTINATION           LOADED  EMPTY    MILEAGE      FSC    ACCESS.\n------------- ------  ------------------------------ ------ ------ ---------- -------- ---------\nSVT-26-1197   02/18   Scranton PA /                     398     25     752.94   191.04\n                      Westbrook ME (Presumpscot DC)\n                      PO 4410872\nSVT-26-1203   02/20   Westbrook ME /                    281     12     521.54   134.88     50.00\n                      Presque Isle ME                                                       STOP\n                      via Bangor (2nd stop)\n------------- ------  ------------------------------ ------ ------ ---------- -------- ---------\nCOLUMN TOTALS                                         1,215     96   2,333.58   583.20    125.00\n\nCHARGES AGAINST SETTLEMENT                      THIS WEEK        BALANCE\n  Fuel - Comdata card (9 trans.)               (1,214.37)\n  Occ/Acc insurance                               (42.50)\n  Bobtail & phys. damage                          (96.80)\n  Trailer usage 53' reefer R-77                   (85.00)\n  ELD / IFTA service                              (22.00)\n  Advance repayment (Comdata adv 02/18)          (300.00)           0.00\n  Escrow deposit                                  (75.00)       1,650.00\n\nREIMBURSEMENTS\n  NYS Thruway tolls (rcpt)                          38.65\n  CAT scale Hermon ME                               12.75\n\nRECAP\n  Gross trip earnings                              3,041.78\n  Reimbursements                                      51.40\n  Charges against settlement                     (1,835.67)\n                                                -----------\n  PAY THIS AMOUNT                                  1,257.51   ACH - Camden National ****2261\n\nEscrow balance shown after this week's deposit. Disputes within 15 days of check date.\nSVT-FRM-22 (rev 08/25)                                                        Page 2 of 2\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 304178,
      netCents: 125751,
      date: '2026-02-27',
      broker: 'SEBASTICOOK VALLEY TRANSPORT, INC.',
      tripNumber: 'SVT-26-1184',
      miles: 1311,
      linehaulCents: 233358,
      fuelSurchargeCents: 58320,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 5140,
      deductions: [121437, 4250, 9680, 8500, 2200],
    },
  },
  {
    id: 'b180-toquima-net-first-labels-above',
    issuer: 'Toquima Range Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor 72%-of-revenue settlement in reverse order: header fields are labels on one line with values on the next, the NET DEPOSIT is printed first in a ruled box, then numbered sections WHAT CAME OUT (trailing-minus amounts with a BALANCE AFTER column for advance and escrow), WHAT WAS ADDED BACK (scale receipt with trailing plus), and last WHAT YOU EARNED (load table with miles, 100% revenue, 72% share, per-mile FSC and a tarp charge); two closing recap rows again put labels above the amounts; month-name dates (Jan 16, 2026)',
    text: 'TOQUIMA RANGE TRACTOR LEASING, LLC\n2250 Hwy 50 East  |  Austin, NV 89310  |  775-555-0129  |  leaseops@toquimarange.com\nUSDOT 3318072   MC 1094415\n\nLEASE OPERATOR SETTLEMENT  -  72% REVENUE PLAN\n\nSTATEMENT #            WEEK ENDING            DEPOSIT DATE           TRACTOR\nTRL-260116-214         Jan 10, 2026           Jan 16, 2026           214  (2021 Peterbilt 579)\n\nOPERATOR                                      PAYMENT METHOD\nMarisol Etcheverry  (Sagehen Freight LLC)     ACH - Nevada State Bank ...3306\n\n=============================================================================================\n   NET DEPOSIT THIS WEEK\n   $1,896.69\n=============================================================================================\n\n1.  WHAT CAME OUT                                        AMOUNT      BALANCE AFTER\n    Tractor lease pmt (wk 37 of 156)                   742.00-\n    Fuel - EFS card 01/04-01/10                      1,318.55-\n    Liability / phys. damage                           118.00-\n    IFTA fuel tax (Q4 true-up)                          37.42-\n    Motive ELD                                          19.99-\n    Fuel advance (EFS check 01/07)                     250.00-             0.00\n    Escrow / maintenance reserve                       150.00-         2,850.00\n                                                    ----------\n    Total withheld                                   2,635.96-\n\n2.  WHAT WAS ADDED BACK\n    Scale ticket - CAT, Wells NV (rcpt 55120)           12.50+\n\n3.  WHAT YOU EARNED\n   LOAD      LANE                               MILES  REV. 100%   YOUR 72%      FSC        OTHER\n   TQ-88120  Reno NV - Sacramento CA              131   1,350.00     972.00    72.05\n   TQ-88134  Sacramento CA - Winnemucca NV        296   1,980.00   1,425.60   162.80\n   TQ-88141  Winnemucca NV - Salt Lake City UT    318   2,240.00   1,612.80   174.90  Tarp 100.00\n   FSC paid at $0.55 per dispatched mile. Revenue shown at 100% for reference only.\n\n   72% SHARE          FUEL SURCHARGE      ACCESSORIALS        TOTAL EARNED\n   4,010.40           409.75              100.00              4,520.15\n\n   TOTAL EARNED       LESS WITHHELD       PLUS ADDED BACK     NET DEPOSIT\n   4,520.15           2,635.96-           12.50+              1,896.69\n\nLease operators may request supporting documents for any charge within 10 business days.\nTRTL-SET-04                                                                      Page 1 of 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 452015,
      netCents: 189669,
      date: '2026-01-16',
      broker: 'TOQUIMA RANGE TRACTOR LEASING, LLC',
      tripNumber: 'TQ-88120',
      miles: 745,
      linehaulCents: 401040,
      fuelSurchargeCents: 40975,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: 1250,
      deductions: [74200, 131855, 11800, 3742, 1999],
    },
  },
  {
    id: 'b180-slickrock-ledger-cr-dr-balance',
    issuer: 'Slickrock Dispatch Solutions LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier account statement as a chronological ledger: every load (flat rate, broker and miles in the wrapped description), its detention, the 7% dispatch fee per load, a cash advance, lumper reimbursement, fuel card and ELD are separate rows with an AMOUNT marked CR/DR and a running BALANCE column, ending with the NET ACH SENT row that brings the balance to 0.00; a two-line SUMMARY packs several labelled amounts on each line; ISO dates',
    text: 'SLICKROCK DISPATCH SOLUTIONS LLC\nDispatch * Billing * Collections for small fleets\nPO Box 1187, Moab, UT 84532   (435) 555-0163   billing@slickrockdispatch.com\n\nCARRIER ACCOUNT STATEMENT                             Statement no.  SDS-2026-0219-31\nCarrier:  CISCO DESERT HAULING LLC                    Period         2026-02-09 to 2026-02-15\n          MC 1211874   USDOT 3712206                  ACH date       2026-02-19\nFee plan: 7% of load pay incl. accessorials; we invoice brokers and remit weekly.\n\nDATE        REF       DESCRIPTION                                               AMOUNT        BALANCE\n----------  --------  ------------------------------------------------   ------------- --------------\n2026-02-09  --        Opening balance                                                            0.00\n2026-02-09  L-30418   Red Ledge Logistics  Moab UT > Grand Junction CO\n                      flat rate, 112 mi, BOL 40921                         1,150.00 CR    1,150.00 CR\n2026-02-09  L-30418   Dispatch fee 7% of load pay                             80.50 DR    1,069.50 CR\n2026-02-10  L-30425   High Desert Brokerage Inc  Grand Junction CO >\n                      Denver CO, flat rate, 243 mi, PO 7781-22             1,875.00 CR    2,944.50 CR\n2026-02-10  L-30425   Dispatch fee 7% of load pay                            131.25 DR    2,813.25 CR\n2026-02-11  ADV-1182  Quick cash advance (Zelle to driver)                   400.00 DR    2,413.25 CR\n2026-02-12  L-30433   Mesa Verde Transport Partners  Denver CO >\n                      Albuquerque NM, flat rate, 449 mi                    2,300.00 CR    4,713.25 CR\n2026-02-12  L-30433   Detention 2 hrs - receiver (approved by broker)        100.00 CR    4,813.25 CR\n2026-02-12  L-30433   Dispatch fee 7% of load pay                            168.00 DR    4,645.25 CR\n2026-02-13  L-30433   Lumper reimbursement - rcpt 66104 attached              85.00 CR    4,730.25 CR\n2026-02-14  TCS-0214  TCS fuel card purchases 02/09-02/14 (6)                912.44 DR    3,817.81 CR\n2026-02-15  ELD-FEB   ELD subscription - Feb (2 of 4)                         25.00 DR    3,792.81 CR\n2026-02-19  ACH-5531  NET ACH SENT TO CARRIER - Zions Bank ****7140        3,792.81 DR           0.00\n\nSUMMARY        Load pay (3 flat-rate loads) 5,325.00 CR   Detention 100.00 CR   Reimb. 85.00 CR\n               Fees & charges 1,717.19 DR   Net ACH sent 3,792.81   Closing balance 0.00\n\nAmounts marked CR are owed to you, DR are owed by you. Broker payments not yet received are\nadvanced by Slickrock and recovered from collections. Questions: billing@slickrockdispatch.com\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 542500,
      netCents: 379281,
      date: '2026-02-19',
      broker: 'SLICKROCK DISPATCH SOLUTIONS LLC',
      tripNumber: 'L-30418',
      miles: 804,
      linehaulCents: 532500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 8500,
      deductions: [8050, 13125, 16800, 91244, 2500],
    },
  },
  {
    id: 'b180-shigawake-releve-tps-tvq-footnotes',
    issuer: 'Transports Shigawake inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      "French Quebec voiturier remorqueur settlement (relevé de règlement) at 75% of trip revenue: the trip table has each row wrapped onto a second line holding the client name and the reason for the 'Autres' amount, superscript footnote markers in column headings and labels (¹ revenue at 100% for reference, ² surcharge grid, ³ reserve balance), a totals row that includes the 100% revenue, then TPS 5% and TVQ 9,975% added to a taxes-included TOTAL DES GAINS, RETENUES with an advance and a reserve, a non-taxable toll reimbursement and the net deposit; French numbers 1 234,56 $, dates 'le 20 février 2026' and DD/MM/YYYY",
    text: 'TRANSPORTS SHIGAWAKE INC.\n112, route 132 Est, Shigawake (Québec)  G0C 3E0\nTél. 418 555-0174  ·  NEQ 1172845530  ·  TPS 784512036 RT0001  ·  TVQ 1228870415 TQ0001\n\nRELEVÉ DE RÈGLEMENT — VOITURIER REMORQUEUR\nNo de relevé : RS-2026-07-042                     Date de paiement : le 20 février 2026\nPériode : du 08/02/2026 au 14/02/2026             Mode : dépôt direct (Desjardins)\nVoiturier : Gestion Bonaventure Transport enr. (Luc Cyr), unité 042\nNo TPS du voiturier : 812203446 RT0001   No TVQ : 1230118877 TQ0001\n\nVOYAGES — rémunération à 75 % du revenu du voyage¹, surcharge carburant à 100 %²\nNo voyage  Date   Trajet / client               Revenu¹   Part 75 %    Surch.²    Autres\n---------- -----  -------------------------   ---------  ----------  ---------  --------\nSH-26-0315 09/02  New Richmond → Rimouski      1 480,00    1 110,00     168,30\n                  Papeterie Baie-des-Chaleurs\nSH-26-0322 10/02  Rimouski → Lévis             1 120,00      840,00     127,40     80,00\n                  Entrepôts Côte-du-Sud                                       attente 2 h\nSH-26-0330 12/02  Lévis → Montréal (Anjou)     1 360,00    1 020,00     154,70\n                  Distribution Laurentienne\nSH-26-0338 13/02  Montréal → Gaspé             2 950,00    2 212,50     335,60     75,00\n                  Quincaillerie du Bas-Fleuve                                 arrêt suppl.\n------------------------------------------------------------------------------------------------\nTotaux                                         6 910,00    5 182,50     786,00    155,00\n\nSous-total des gains (part + surcharge + autres)                        6 123,50 $\nTPS 5 %                                                                   306,18 $\nTVQ 9,975 %                                                               610,82 $\nTOTAL DES GAINS (taxes incluses)                                        7 040,50 $\n\nRETENUES\n  Carburant — carte Ultramar (taxes incl.)                              2 184,63 $\n  Assurance responsabilité et cargaison                                    96,40 $\n  Location de remorque 53 pi (taxes incl.)                                210,00 $\n  Télématique / registre électronique                                      24,95 $\n  Avance de fonds du 11/02/2026                                           300,00 $\n  Fonds de réserve³                                                       100,00 $\nTotal des retenues                                                      2 915,98 $\n\nREMBOURSEMENTS (non taxables)\n  Péage autoroute 30 — reçu no 0419928                                     25,80 $\n\nMONTANT NET DÉPOSÉ LE 20/02/2026                                        4 150,32 $\n\n¹ Revenu facturé au client avant taxes, indiqué à titre de référence; seule la part de 75 % vous\n  est versée.\n² Surcharge carburant selon la grille hebdomadaire de la semaine 7, versée à 100 %.\n³ Solde du fonds de réserve après la retenue de cette semaine : 2 600,00 $ (remboursable à la fin\n  du contrat, voir art. 14).\nToute réclamation doit être faite par écrit dans les 30 jours.                     Page 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 704050,
      netCents: 415032,
      date: '2026-02-20',
      broker: 'TRANSPORTS SHIGAWAKE INC.',
      tripNumber: 'SH-26-0315',
      miles: null,
      linehaulCents: 518250,
      fuelSurchargeCents: 78600,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: 2580,
      deductions: [218463, 9640, 21000, 2495],
    },
  },
  {
    id: 'b180-tlahualilo-viaje-subtotals-words',
    issuer: 'Transportes Tlahualilo, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      "Mexican weekly liquidación al permisionario in MXN with European-style numbers ($ 1.234,56): each flat-rate viaje is a block (trip number, carta porte, date, route and client, then concept lines) closed by a 'Subtotal viaje' printed in a further-right column; after the blocks come SUBTOTAL SERVICIOS, IVA 16% and the TOTAL FACTURADO, then separate RETENCIONES FISCALES (IVA 4%, ISR 1,25% RESICO), DESCUENTOS (diesel vouchers, insurance, GPS, a trip advance and a guarantee-fund contribution), a toll reimbursement, the net SPEI transfer with the amount in Spanish words, and a footnote with the fund balance; Spanish long date and DD/MM/YYYY",
    text: 'TRANSPORTES TLAHUALILO, S.A. DE C.V.\nRFC TTL-081114-KQ3   Permiso SICT 1005TTL14112008230301\nCarr. Torreón-Tlahualilo km 8.5, Col. Ejido La Partida, Torreón, Coah. C.P. 27410\nTel. 871 555 0193   liquidaciones@transtlahualilo.mx\n\n               LIQUIDACIÓN SEMANAL AL PERMISIONARIO  -  No. LQ-2026-0809\nTorreón, Coahuila, a 27 de febrero de 2026\nPermisionario: J. Refugio Cháirez Luna   RFC CALR-790305-8T1   Régimen: RESICO\nUnidad: Kenworth T680 econ. 809   Placas 52-AK-9F   Semana: 16/02/2026 al 22/02/2026\n\nDETALLE DE VIAJES\nVIAJE 1  TT-2602-031   Carta Porte CP-18842   Fecha 16/02/2026\n          Gómez Palacio, Dgo. → Monterrey, N.L.   Cliente: Aceros del Nazas\n          Flete (tarifa por viaje)                           $ 18.500,00\n          Maniobras de carga                                    $ 850,00\n          Subtotal viaje 1                                --------------       $ 19.350,00\n\nVIAJE 2  TT-2602-038   Carta Porte CP-18867   Fecha 19/02/2026\n          Monterrey, N.L. → Saltillo, Coah.   Cliente: Empaques Huasteca\n          Flete (tarifa por viaje)                            $ 7.200,00\n          Estadía 1 día                                       $ 1.200,00\n          Subtotal viaje 2                                --------------        $ 8.400,00\n\nVIAJE 3  TT-2602-044   Carta Porte CP-18903   Fecha 21/02/2026\n          Saltillo, Coah. → Torreón, Coah.   Cliente: Lácteos La Laguna\n          Flete (tarifa por viaje)                           $ 12.800,00\n          Subtotal viaje 3                                --------------       $ 12.800,00\n\nSUBTOTAL SERVICIOS                                                             $ 40.550,00\nIVA 16 %                                                                        $ 6.488,00\nTOTAL FACTURADO (CFDI A-5581)                                                  $ 47.038,00\n\nRETENCIONES FISCALES *\n  Retención IVA 4 %                                                             $ 1.622,00\n  Retención ISR 1,25 % (RESICO)                                                   $ 506,88\n\nDESCUENTOS\n  Diesel - vales de consumo (7)                                                $ 14.236,50\n  Seguro de carga (prorrateo semanal)                                             $ 980,00\n  Renta GPS / rastreo                                                             $ 450,00\n  Anticipo de viaje del 17/02/2026                                              $ 3.000,00\n  Fondo de garantía (aportación semanal)                                          $ 500,00\n\nREEMBOLSOS\n  Casetas comprobadas (IAVE, 11 cruces)                                         $ 2.318,00\n\nNETO A PAGAR POR TRANSFERENCIA SPEI                                            $ 28.060,62\n(VEINTIOCHO MIL SESENTA PESOS 62/100 M.N.)\nBanco: BanBajío   CLABE 030 060 90000 4417 8826   Fecha de pago: 27/02/2026\n\n* Retenciones conforme al art. 1-A LIVA y art. 113-J LISR; se entregará constancia de retención.\n  Saldo fondo de garantía: $ 6.500,00.  Dudas: liquidaciones@transtlahualilo.mx     Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 4703800,
      netCents: 2806062,
      date: '2026-02-27',
      broker: 'TRANSPORTES TLAHUALILO, S.A. DE C.V.',
      tripNumber: 'TT-2602-031',
      miles: null,
      linehaulCents: 3850000,
      fuelSurchargeCents: null,
      advancesCents: 300000,
      escrowCents: 50000,
      reimbursementsCents: 231800,
      deductions: [162200, 50688, 1423650, 98000, 45000],
    },
  },
  {
    id: 'b180-snoqualmie-cpm-stub-split-deposit',
    issuer: 'Snoqualmie Summit Tank Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Weekly company-driver earnings statement with two side-by-side blocks separated by a pipe: EARNINGS (loaded and empty miles on separate lines at the same cents-per-mile rate, load/unload hours, hazmat premium, bonus, each with QTY, RATE, CURRENT and YTD) on the left and TAXES & DEDUCTIONS (federal, FICA, WA PFML and WA Cares, pre-tax 401(k) and Section 125 lines, union dues, CURRENT and YTD) on the right; gross and total deductions share one line, net pay has a CURRENT/YTD pair under column labels, and the net is split across two direct deposits; MM/DD/YYYY dates',
    text: 'SNOQUALMIE SUMMIT TANK LINES, INC.                              EARNINGS STATEMENT\n31820 SE Kerr Rd, North Bend, WA 98045                          Check No.   DD-0311482\n(425) 555-0151  USDOT 1460893                                   Pay Date    03/13/2026\n                                                                Period      03/01/2026 - 03/07/2026\nEmployee:  Tomas R. Alderete        Emp ID 3317     Dept 40 - Bulk Petroleum (Hazmat)\nFed W-4: Single, Step 3 $0          WA - no state income tax          Pay freq: Weekly\n\nEARNINGS             QTY   RATE   CURRENT        YTD | TAXES & DEDUCTIONS    CURRENT        YTD\n---------------------------------------------------- | ----------------------------------------\nLoaded miles       1,842  .6400  1,178.88  13,118.72 | Federal Income Tax     142.37   1,389.15\nEmpty miles          344  .6400    220.16   2,470.40 | Social Security        103.86   1,023.74\nLoad/unload hrs     6.50  24.00    156.00   1,428.00 | Medicare                24.29     239.42\nHazmat premium         4  25.00    100.00     900.00 | WA PFML                 11.42     112.37\nSafety bonus Q1                     75.00      75.00 | WA Cares LTC            10.03      98.75\n                                                     | 401(k) 5%               86.50     852.52\n                                                     | Medical Sec 125         48.20     482.00\n                                                     | Dental Sec 125           6.75      67.50\n                                                     | Teamsters dues          48.00     192.00\n-----------------------------------------------------+-----------------------------------------\nGROSS PAY                        1,730.04  17,992.12 | TOTAL DEDUCTIONS       481.42   4,457.45\n\n                    CURRENT        YTD\nNET PAY             1,248.62  13,534.67\n\nDIRECT DEPOSITS    Checking  WA Federal ****4417          1,000.00\n                   Savings   WA Federal ****9902            248.62\n\nTaxable wages: Fed 1,588.59  FICA 1,675.09.  PTO balance 22.50 hrs.\nMiles from ELD trip log wk 10 (1,842 loaded / 344 empty). NON-NEGOTIABLE - THIS IS NOT A CHECK\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 173004,
      netCents: 124862,
      date: '2026-03-13',
      broker: 'SNOQUALMIE SUMMIT TANK LINES, INC.',
      tripNumber: null,
      miles: 2186,
      linehaulCents: 139904,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14237, 10386, 2429, 1142, 1003, 8650, 4820, 675, 4800],
    },
  },
  {
    id: 'b180-sandilands-biweekly-employer-column',
    issuer: 'Sandilands Cartage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Manitoba bi-weekly highway-driver pay statement: an earnings table (Canada and U.S. miles on separate lines at different cents-per-mile rates, border crossings, drop & hook, layover, vacation pay 4%) with THIS PAY and YEAR TO DATE columns, then a deductions table with a third EMPLOYER column (CPP, EI at 1.4x, RRSP match, benefits share) that is not deducted, a cash advance recovery line among the deductions, net pay with its YTD, and a deposit line; day-first DD/MM/YYYY dates (pay date 06/03/2026)',
    text: 'SANDILANDS CARTAGE LTD.\nHwy 12 South & Rd 34E, Steinbach, MB  R5G 1T2     Tel 204-555-0138    NSC # MB0441872\n                                                   PAY STATEMENT - BI-WEEKLY\nEmployee   Harjit S. Brar          No. 0261          Pay date       06/03/2026\nPosition   Highway driver (A/Z)    Home terminal     Pay period     15/02/2026 - 28/02/2026\nSIN        ***-***-418             Steinbach         Cheque/advice  A-0306-0261\n\nEARNINGS                      UNITS    RATE    THIS PAY   YEAR TO DATE\nHighway miles - Canada        2,114   0.580    1,226.12       5,411.96\nHighway miles - U.S.          2,748   0.600    1,648.80       6,782.40\nBorder crossings                  2   25.00       50.00         200.00\nDrop & hook                       3   20.00       60.00         220.00\nLayover                           1  100.00      100.00         200.00\nVacation pay 4%                                  123.40         512.57\n                                               --------      ---------\nTOTAL EARNINGS                                 3,208.32      13,326.93\n\nDEDUCTIONS                                     THIS PAY   YEAR TO DATE    EMPLOYER\nCPP                                              182.89         760.91      182.89\nEI                                                52.30         217.23       73.22\nFederal income tax                               318.45       1,176.04\nManitoba income tax                              214.72         793.51\nGroup RRSP 3%                                     96.25         399.81       96.25\nGroup benefits (Manulife)                         38.50         154.00       57.75\nCash advance recovery (Comchek 02/24)            200.00         200.00\n                                               --------      ---------\nTOTAL DEDUCTIONS                               1,103.11       3,701.50\n\nNET PAY                                        2,105.21       9,625.43\nDeposited to: Steinbach Credit Union  tr. 89827  acct ****3108        CAD 2,105.21\n\nEmployer contributions (CPP, EI at 1.4x, RRSP match, benefits share) are shown for information and\nare not deducted from your pay. Miles per Trip Sheet 0226-A/B (2 trips). Vacation pay is paid\nout each period at 4%.                                                          Page 1 of 1\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 320832,
      netCents: 210521,
      date: '2026-03-06',
      broker: 'SANDILANDS CARTAGE LTD.',
      tripNumber: null,
      miles: 4862,
      linehaulCents: 287492,
      fuelSurchargeCents: null,
      advancesCents: 20000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [18289, 5230, 31845, 21472, 9625, 3850],
    },
  },
  {
    id: 'b180-wabasso-schedule-fee-column-reserve',
    issuer: 'Wabasso Freight Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      "Factoring purchase & funding advice: an invoice table whose first column is the load/PRO number and whose debtor names wrap onto a second line, with FACE, ADVANCE (90%), RESERVE (10%) and per-invoice FEE columns and a totals row; a funding calculation starts from the advance (not the face), subtracts the fee total, a recourse short-pay and an ACH fee and adds a prior schedule's reserve release; a memo line of reserve balances (opening, withheld, released, closing) packs several amounts on one line; month-name funding date, MM/DD/YYYY invoice dates",
    text: 'WABASSO FREIGHT CAPITAL, LLC\nAccounts Receivable Financing for Motor Carriers\n7725 20th Street, Suite 310, Vero Beach, FL 32966   (772) 555-0112   funding@wabassofc.com\n\nPURCHASE & FUNDING ADVICE                                  Schedule of Accounts No. 0327\nClient:   ST. LUCIE FLATBED CO. (client #C-1146)           Funding date: March 4, 2026\n          MC 1087734                                       Funded by: ACH, same day\nAdvance rate 90%   Reserve 10%   Discount fee 3.00% flat (30 days)\n\nINVOICES PURCHASED ON THIS SCHEDULE\nLOAD / PRO  INV #  INV DATE    DEBTOR                      FACE    ADVANCE   RESERVE      FEE\nPCB-558120  2041   02/23/2026  Palmetto Crossdock      2,350.00   2,115.00    235.00    70.50\n                               Brokerage, Inc.\n77-40912    2042   02/24/2026  Indian River Produce    1,875.00   1,687.50    187.50    56.25\n                               Logistics LLC\nGR-110873   2043   02/25/2026  Gator Run Freight       3,120.00   2,808.00    312.00    93.60\n                               Brokers\nPCB-558297  2044   02/26/2026  Palmetto Crossdock      1,640.00   1,476.00    164.00    49.20\n                               Brokerage, Inc.\n                                                      --------- ---------- --------- --------\nTOTALS (4 invoices)                                    8,985.00   8,086.50    898.50   269.55\n\nFUNDING CALCULATION\n  Advance on invoices purchased (90%)                                  8,086.50\n  Less discount fees (see FEE column)                                  (269.55)\n  Less recourse - inv 1979 short-paid (Coastal Ridge Frt)              (145.00)\n  Less same-day ACH fee                                                  (5.00)\n  Plus reserve released - Schedule 0319 collected in full                612.40\n                                                                   ------------\n  AMOUNT FUNDED TO CLIENT                                              8,279.35\n  Seacoast Bank ****6651  ACH trace 067014020558123\n\nRESERVE ACCOUNT (memo)      Opening 4,118.60   + Withheld 898.50   - Released 612.40\n                            Closing 4,404.70\n\nDebtors have been notified to remit to Wabasso Freight Capital, LLC, PO Box 650293, Vero Beach FL\n32965. Reserves are released when all invoices on a schedule are paid.             Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 898500,
      netCents: 827935,
      date: '2026-03-04',
      broker: 'Palmetto Crossdock Brokerage, Inc.',
      tripNumber: 'PCB-558120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 89850,
      reimbursementsCents: null,
      deductions: [26955, 14500, 500],
    },
  },
  {
    id: 'b180-tanglefoot-rate-con-words',
    issuer: 'Tanglefoot Logistics Group, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate confirmation: header fields on the right (load number, date, rep, customer PO), carrier and driver blocks side by side, three stops with pickup/reference numbers, an AGREED RATE box with linehaul, fuel surcharge and extra stop and a total carrier pay with the amount in words; detention, TONU and lumper terms with dollar amounts printed below but excluded from the total; M/D/YYYY dates',
    text: "TANGLEFOOT LOGISTICS GROUP, LLC                       CARRIER RATE CONFIRMATION\n4410 Peachtree Industrial Blvd, Ste 120                Load #      TLG-4471302\nNorcross, GA 30071                                     Date        3/9/2026\nMC 884120   Ph 678-555-0197   Fax 678-555-0198         Rep         Dana Whitlock x 231\n                                                       Customer PO 88-31877 (shipper ref)\nCARRIER                                  DRIVER / EQUIPMENT\nBrasstown Bald Trucking Inc              Driver: Willie Akers   Cell 706-555-0122\nMC 1156209  DOT 3401875                  Truck 31 / Trailer 53' dry van  Temp: n/a\nDispatch: Carla  706-555-0120\n\nSTOP 1  PICKUP     3/10/2026  07:00-11:00   Pickup # 5520981\n        Chattahoochee Paper Products, 1800 Lee Rd, Lithia Springs GA 30122\n        38,400 lbs  22 pallets  paper towels   Load/count by shipper\nSTOP 2  DROP       3/10/2026  15:00 FCFS    Ref 4410-B\n        Oconee Distribution, 250 Industrial Pkwy, Macon GA 31201   (partial - 8 pallets)\nSTOP 3  DROP       3/11/2026  06:00 APPT    Ref 4410-C\n        Lowcountry Grocers DC, 7100 Cross County Rd, North Charleston SC 29418\n\nAGREED RATE -------------------------------------------------------------\n   Linehaul (flat)                              $2,450.00\n   Fuel surcharge                                 $385.00\n   Extra stop - Macon GA                           $75.00\n                                             ------------\n   TOTAL CARRIER PAY (USD)                      $2,910.00\n   Two thousand nine hundred ten and 00/100 dollars\n-------------------------------------------------------------------------\n\nDetention $40.00/hr after 2 free hours with in/out times on BOL. TONU $150.00. Lumper, if any,\nreimbursed with receipt only. These are not included in the total above.\n\nQuick pay available: 2% fee, paid in 2 business days. Standard terms: 30 days from receipt of\nsigned BOL and invoice at carrierpay@tanglefootlg.com. Double brokering is prohibited and voids\npayment. Carrier signature below accepts this rate and the Broker-Carrier Agreement on file.\n\nCarrier signature: ______________________   Date: ________          Page 1 of 1\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 291000,
      broker: 'TANGLEFOOT LOGISTICS GROUP, LLC',
      tripNumber: 'TLG-4471302',
    },
  },
  {
    id: 'b180-vinalhaven-lumper-receipt-short',
    issuer: 'Vinalhaven Dock & Unloading Co.',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short plain lumper (unloading) receipt at a cold-storage door: receipt number, a compact date-time in DDMMMYY form, carrier/truck/PO lines, two charge lines and a total paid by Comchek express code; no gross or net in the pay sense',
    text: 'VINALHAVEN DOCK & UNLOADING CO.\nWarehouse services at Casco Bay Cold Storage\n55 Commercial St Door 14, Portland ME 04101   207-555-0177\n\nUNLOADING RECEIPT            No. 0031586\nDate/Time   04MAR26  14:52\nCarrier     Kennebunk Reefer Lines      Truck 612  Trlr 5318\nPO / Appt   CBC-77105 / 1330\nPallets 24 in, 26 out (restack 2)   Cases 1,140\n\nUnload - floor to pallet              245.00\nRestack / break down                   40.00\nTOTAL PAID                            285.00\nPaid by: Comchek  Exp. code ****8841  Auth 552019\n\nDriver: ______________   Unloader: R. Pinkham\nKeep this receipt for carrier reimbursement.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-03-04',
    },
  },
];

import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 151: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages with a repeated header, per-load
 * subtotals and loaded/empty miles printed apart; US flatbed lessor 72% percentage plan with labels
 * above amounts and totals only in a recap; US dispatch service DR/CR ledger with a running balance,
 * flat-rate loads with wrapped descriptions and a net ACH sent by the service; French Quebec voiturier
 * relevé with flat forfaits, 17% fuel supplement, TPS/TVQ-included revenue total, net printed first and
 * numbered sections in unusual order; Mexican liquidación al permisionario in MXN with wrapped trip rows,
 * IVA 16%, retención IVA 4% and ISR 1.25%, net in words), two pay stubs (US weekly tank-driver stub
 * printed by a payroll service with earnings and taxes side by side and YTD columns; Ontario bi-weekly
 * hourly stub with CPP/EI, current/YTD blocks and a gross/statutory/other/net grid), a factoring purchase
 * and funding notice (wrapped debtor names, per-invoice fee column with totals, reserve held and released,
 * chargeback, amount in words), a truck-stop fuel receipt and a lumper receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one Ontario), 1 MX.
 * Date formats: MM/DD/YY, weekday + month name ("Thursday, March 12, 2026"), ISO YYYY-MM-DD, French month
 * names ("13 mars 2026") with DD/MM/YYYY, Spanish long dates ("19 de marzo de 2026") with DD/MM/YYYY,
 * MM/DD/YYYY, day-first DD/MM/YYYY, M/DD/YY, "Mar 9, 2026".
 * Number formats: 1,234.56 with trailing minus, parentheses, CR/DR suffixes and leading minus; French
 * 1 234,56 $ with parentheses; 1.234,56 (MXN) with the net also in words; US amount in words.
 */

export const HELD_OUT_DOCUMENTS_151: CorpusDocument[] = [
  {
    id: 'b151-okatibbee-two-page-load-subtotals',
    issuer: 'Okatibbee Creek Motor Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement from a Mississippi carrier: every load is a block (load number, order and shipper name down the left, loaded miles, empty miles and fuel surcharge lines with miles x rate, optional detention/stop-off) closed by its own LOAD SUBTOTAL; page 2 repeats a short header and the column heads, then prints loaded and empty miles only as two separate totals (the reader adds them), a deductions list with trailing-minus amounts and a balance column, reimbursements, and a recap that is the only place the total load pay appears; MM/DD/YY dates',
    text: 'OKATIBBEE CREEK MOTOR LINES, INC.                        CONTRACTOR SETTLEMENT\n4100 Hwy 19 North, Meridian MS 39307                     Stmt No.   OCM-0306-214\nPh 601-555-0188   Fax 601-555-0189                       Stmt Date  03/06/26\nMC-1187340   USDOT 3312874                               Pay Date   03/10/26\n                                                         Period     02/22/26 - 02/28/26\nContractor: PRUITT ROAD SERVICE LLC (Delmar Pruitt)      Tractor 214   Vendor # 20914\n            1187 Old Marion Rd, Toomsuby MS 39364        Trailer   V5318 (co. owned)\n\nPay rates: loaded 1.720/mi   empty .950/mi   fuel surcharge .460/mi (all miles)\nNegative amounts print with a trailing minus (-).\n\nLOAD / ORDER    DATE   DESCRIPTION                        MILES     RATE       AMOUNT\n=====================================================================================\nOCM-77120       02/22  Meridian MS to Atlanta GA\n  Ord 55102            Loaded miles                         338    1.720       581.36\n  Lauderdale Poultry   Empty miles                            0     .950         0.00\n                       Fuel surcharge                       338     .460       155.48\n                                                             LOAD SUBTOTAL     736.84\n-------------------------------------------------------------------------------------\nOCM-77134       02/23  Atlanta GA to Jacksonville FL\n  Ord 55119            Loaded miles                         346    1.720       595.12\n  Peachtree Paper Co   Empty miles                           22     .950        20.90\n                       Fuel surcharge                       368     .460       169.28\n                       Detention 2.0 hrs @ 40.00                                80.00\n                                                             LOAD SUBTOTAL     865.30\n-------------------------------------------------------------------------------------\nOCM-77151       02/25  Jacksonville FL to Mobile AL\n  Ord 55140            Loaded miles                         412    1.720       708.64\n  First Coast Foods    Empty miles                           15     .950        14.25\n                       Fuel surcharge                       427     .460       196.42\n                                                             LOAD SUBTOTAL     919.31\n-------------------------------------------------------------------------------------\n                                                          ** continued on page 2 **\n\nOkatibbee Creek Motor Lines, Inc. - Contractor Settlement OCM-0306-214      Page 1 of 2\n\nOKATIBBEE CREEK MOTOR LINES, INC.                        CONTRACTOR SETTLEMENT\nStmt No. OCM-0306-214   PRUITT ROAD SERVICE LLC   Tractor 214   Pay Date 03/10/26\n\nLOAD / ORDER    DATE   DESCRIPTION                        MILES     RATE       AMOUNT\n=====================================================================================\nOCM-77168       02/27  Mobile AL to Meridian MS\n  Ord 55163            Loaded miles                         156    1.720       268.32\n  Gulf Coast Lumber    Empty miles                           38     .950        36.10\n                       Fuel surcharge                       194     .460        89.24\n                       Stop-off Waynesboro MS                                   50.00\n                                                             LOAD SUBTOTAL     443.66\n=====================================================================================\nMILES THIS PERIOD:  LOADED 1,252    EMPTY 75\n\nDEDUCTIONS                                    REF              AMOUNT       BALANCE\n  Fuel - EFS card (9 purchases)               see fuel rpt   1,088.37-\n  Occupational accident                       OA-2026          42.75-\n  Cargo / physical damage ins.                PD-214           96.40-\n  ELD - Samsara                               FEB              18.00-\n  Trailer usage V5318                         wk 09            85.00-\n  IFTA true-up Q4 2025                        IF-25Q4          37.62-\n  EFS check advance 02/24                     EF 0448812      300.00-          0.00\n  Escrow deposit                              ESC              75.00-     1,875.00\n\nREIMBURSEMENTS\n  Lumper - Jacksonville FL (OCM-77151)        rcpt 30771      175.00\n  Scale - CAT Mobile AL                       rcpt 8812        12.75\n\nSETTLEMENT RECAP\n  Total load pay (4 loads)                                  2,965.11\n  Reimbursements                                              187.75\n  Deductions                                                1,368.14-\n  Advances                                                    300.00-\n  Escrow                                                       75.00-\n                                                          ----------\n  NET PAY - ACH to Magnolia State Bank ****2207             1,409.72\n\nDisputes must be submitted within 30 days of the pay date. Escrow balance shown for\ninformation only; refundable per lease section 14.\nOkatibbee Creek Motor Lines, Inc. - Contractor Settlement OCM-0306-214      Page 2 of 2\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 296511,
      netCents: 140972,
      date: '2026-03-10',
      broker: 'OKATIBBEE CREEK MOTOR LINES, INC.',
      tripNumber: 'OCM-77120',
      miles: 1327,
      linehaulCents: 222469,
      fuelSurchargeCents: 61042,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 18775,
      deductions: [108837, 4275, 9640, 1800, 8500, 3762],
    },
  },
  {
    id: 'b151-paluxy-labels-above-amounts-recap',
    issuer: 'Paluxy River Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Texas flatbed lessor percentage settlement (72% of line haul revenue): header fields are printed as label rows with the values on the line below; each load is a small block whose miles, 100% revenue, 72% share, fuel surcharge, tarp and other amounts sit under a row of column labels; charges are a grid of labels with amounts underneath, mixing period charges with escrow and lease balances in the same grid; a toll is returned to the operator; totals appear only in the recap, which also prints the 100% revenue (not the gross) and parenthesised subtractions; weekday + month-name dates',
    text: 'PALUXY RIVER TRACTOR LEASING, LLC\n2207 NE Big Bend Trail, Glen Rose, Texas 76043     (254) 555-0163     MC 1023859  DOT 2864410\n\n                        LEASE OPERATOR PERCENTAGE SETTLEMENT\n                        Plan F-72  (flatbed, 72% of line haul revenue)\n\nOPERATOR                       LEASE NO.          UNIT            WEEK ENDING\nTravis Kohlmeyer               PRL-1148           T-148 / FB-62   Saturday, March 7, 2026\nDIRECT DEPOSIT DATE            BANK                                STATEMENT NO.\nThursday, March 12, 2026       First Brazos CU  xxxx6631           PRL-26-0312-148\n\n--- LOADS ---------------------------------------------------------------------------------\n\nLOAD            SHIPPER / CONSIGNEE                         PICKED UP         DELIVERED\nPR-30418        Brazos Steel Fab, Cleburne TX               March 2, 2026     March 3, 2026\n                Red River Pipe Supply, Shreveport LA\n   MILES        LINE HAUL REVENUE   YOUR 72%      FUEL SURCHARGE    TARP      OTHER\n   262          1,850.00            1,332.00      144.10            75.00     0.00\n\nLOAD            SHIPPER / CONSIGNEE                         PICKED UP         DELIVERED\nPR-30425        Red River Pipe Supply, Shreveport LA        March 3, 2026     March 4, 2026\n                Channelview Fabricators, Houston TX\n   MILES        LINE HAUL REVENUE   YOUR 72%      FUEL SURCHARGE    TARP      OTHER\n   238          1,400.00            1,008.00      130.90            75.00     0.00\n\nLOAD            SHIPPER / CONSIGNEE                         PICKED UP         DELIVERED\nPR-30433        Gulf Coast Rebar, Houston TX                March 5, 2026     March 6, 2026\n                Somervell County Precast, Glen Rose TX\n                (2nd stop Hico TX)\n   MILES        LINE HAUL REVENUE   YOUR 72%      FUEL SURCHARGE    TARP      OTHER\n   247          1,675.00            1,206.00      135.85            0.00      60.00 STOP\n\n--- CHARGES THIS WEEK ---------------------------------------------------------------------\n\n   TRACTOR LEASE PMT      PHYS. DAMAGE      BOBTAIL / NTL      OCC. ACCIDENT\n   1,150.00               96.50             28.75              38.40\n   FUEL (PILOT CARD)      IFTA / PERMITS    ELD (MOTIVE)\n   1,204.66               22.50             24.95\n   FUEL ADVANCE 03/04     ESCROW THIS WEEK  ESCROW BALANCE     LEASE BALANCE\n   400.00                 150.00            3,450.00           61,882.17\n\n--- RETURNED TO OPERATOR ------------------------------------------------------------------\n\n   TOLL - SAM HOUSTON TOLLWAY (EZ TAG STMT 03/06)\n   18.40\n\n=== RECAP =================================================================================\n   Line haul revenue billed (100%, for reference only)                    4,925.00\n   Operator share 72%                          3,546.00\n   Fuel surcharge (100%)                         410.85\n   Accessorials (tarp / stop)                    210.00\n   TOTAL COMPENSATION                                                     4,166.85\n   Charges                                                               (2,565.76)\n   Fuel advance                                                            (400.00)\n   Escrow                                                                  (150.00)\n   Returned to operator                                                      18.40\n   NET DIRECT DEPOSIT                                                     1,069.49\n===========================================================================================\nPaluxy River Tractor Leasing, LLC is the lessor and motor carrier of record for unit T-148.\nReport discrepancies to settlements@paluxyriverleasing.com within 10 days.      Page 1 of 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 416685,
      netCents: 106949,
      date: '2026-03-12',
      broker: 'PALUXY RIVER TRACTOR LEASING, LLC',
      tripNumber: 'PR-30418',
      miles: 747,
      linehaulCents: 354600,
      fuelSurchargeCents: 41085,
      advancesCents: 40000,
      escrowCents: 15000,
      reimbursementsCents: 1840,
      deductions: [115000, 9650, 2875, 3840, 120466, 2250, 2495],
    },
  },
  {
    id: 'b151-quaboag-dr-cr-running-balance-ledger',
    issuer: 'Quaboag Dispatch Solutions LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier ledger from Massachusetts: one chronological table with DR, CR and a running BALANCE column (every row shows the balance after it, marked CR), flat-rate load rows whose descriptions wrap onto one or two extra lines (broker reference and lane), detention, a fuel advance and a lumper reimbursement interleaved with the loads, fees posted at the end, and the net ACH as the last debit that brings the balance to 0.00; the only totals are on one line with five amounts and CR/DR suffixes; ISO dates',
    text: "QUABOAG DISPATCH SOLUTIONS LLC\n90 Main Street, Suite 3 - Warren, MA 01083 - 413-555-0126 - ops@quaboagdispatch.com\n\nCARRIER LEDGER STATEMENT                                    Statement #: QDS-ST-2026-0228-17\nCarrier : BRIMFIELD LANE TRUCKING LLC                       Period     : 2026-02-22 to 2026-02-28\n          MC 1290114 / USDOT 3659021                        Issued     : 2026-03-02\n          Truck 1 (2019 Freightliner Cascadia) / 53' dry van\nAgreement: flat-rate loads, dispatch fee 6% of load revenue; broker quick-pay fees passed through\n\nDATE        REF        DESCRIPTION                                      DR           CR      BALANCE\n----------  ---------  --------------------------------------  -----------  -----------  -----------\n                       Opening balance                                                          0.00\n2026-02-23  QDS-5531   Flat rate - Hartsfield Freight Group                    1,150.00     1,150.00 CR\n                       (bkr ref 884120) Worcester MA >\n                       Albany NY\n2026-02-24  QDS-5537   Flat rate - Kinderhook Logistics Inc.                   1,625.00     2,775.00 CR\n                       (bkr ref KL-20931) Albany NY >\n                       Harrisburg PA\n2026-02-24  QDS-5537   Detention 2 hrs, broker approved                          100.00     2,875.00 CR\n2026-02-24  QDS-5537   Comchek fuel advance #7781034                400.00                  2,475.00 CR\n2026-02-26  QDS-5544   Flat rate - Seneca Trail Brokerage                      1,480.00     3,955.00 CR\n                       (bkr ref 55-1172) Harrisburg PA >\n                       Hartford CT\n2026-02-26  QDS-5544   Lumper reimbursement, rcpt 4471                           150.00     4,105.00 CR\n                       (paid by driver, billed to broker)\n2026-02-27  QDS-5549   Flat rate - Hartsfield Freight Group                      650.00     4,755.00 CR\n                       (bkr ref 884377) Hartford CT >\n                       Springfield MA\n2026-02-28  FEE        Dispatch fee 6% x 5,005.00                   300.30                  4,454.70 CR\n2026-02-28  QDS-5537   Quick-pay fee 3% (Kinderhook)                 48.75                  4,405.95 CR\n2026-02-28  SUB        Load board / ELD pass-through (Feb)           35.00                  4,370.95 CR\n2026-03-04  ACH        Net ACH to carrier                         4,370.95                      0.00\n                       trace 021000089441\n-------------------------------------------------------------------------------------------------------\nLoad revenue 5,005.00 CR | Reimb. 150.00 CR | Charges 384.05 DR | Advances 400.00 DR | NET 4,370.95 CR\n\nACH sent 2026-03-04 to Country Bank for Savings ...0582 (BRIMFIELD LANE TRUCKING LLC).\nQuaboag Dispatch Solutions LLC is not a broker; rates are negotiated on the carrier's behalf under\nits own MC number. Broker payment status available in the carrier portal.          Page 1/1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 500500,
      netCents: 437095,
      date: '2026-03-04',
      broker: 'QUABOAG DISPATCH SOLUTIONS LLC',
      tripNumber: 'QDS-5531',
      miles: null,
      linehaulCents: 490500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [30030, 4875, 3500],
    },
  },
  {
    id: 'b151-ristigouche-net-first-numbered-sections',
    issuer: 'Roulage Ristigouche inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec flat-rate (forfait) settlement for a sub-contracted voiturier: the deposit amount is printed first, then numbered sections in an unusual order (1 retenues in parentheses, 2 non-taxable reimbursement, 3 flat-rate trips with a 17% fuel supplement column whose route cells wrap onto a second line, column totals, 4 TPS/TVQ collected for the voiturier and a tax-included revenue total, 5 sommaire); reserve balance and the fuel supplement rule are footnotes; amounts as 1 234,56 $, French month names and DD/MM/YYYY',
    text: "ROULAGE RISTIGOUCHE INC.\n12, rue du Quai, Pointe-à-la-Croix (Québec)  G0C 1L0                     Tél. 418 555-0147\nNEQ 1168834502   TPS 71884 2210 RT0001   TVQ 1220458817 TQ0001   NIR R-118842\n\nRELEVÉ DE RÈGLEMENT - VOITURIER SOUS CONTRAT                           No 2026-10-044\nVoiturier : Transport G. Arsenault enr. (Gilles Arsenault)             Camion no 44\n            TPS 80551 3397 RT0001   TVQ 1225730190 TQ0001\nPériode   : du 1er mars au 7 mars 2026\nDate de paiement (dépôt direct) : 13 mars 2026\n\nMONTANT DU DÉPÔT ..................................................      2 586,89 $\nCaisse Desjardins de la Vallée de la Matapédia - folio ***4120\n\n1. RETENUES\n   Carburant - carte de flotte (11 transactions)                      (1 612,48 $)\n   Assurance cargaison et responsabilité civile                          (118,35 $)\n   Immatriculation SAAQ - quote-part hebdomadaire                         (46,20 $)\n   Communications / registre électronique (taxes incluses)               (28,74 $)\n   Avance de fonds du 04/03/2026 (chèque 5512)                           (300,00 $)\n   Fonds de réserve - retenue de la semaine (1)                          (100,00 $)\n\n2. REMBOURSEMENTS (non taxables)\n   Manutention payée par le voiturier, reçu 5531 (voyage R-2617)          85,00 $\n\n3. VOYAGES À FORFAIT\n   No       Date         Trajet                                 Forfait    Suppl. (2)    Autres\n   R-2611   03/03/2026   Pointe-à-la-Croix - Rimouski           780,00 $    132,60 $      0,00 $\n   R-2617   04/03/2026   Rimouski - Saint-Augustin-de-\n                         Desmaures (attente 2 h)              1 150,00 $    195,50 $    110,00 $\n   R-2624   06/03/2026   Saint-Augustin-de-Desmaures -\n                         Pointe-à-la-Croix (arrêt Amqui)      1 420,00 $    241,40 $     65,00 $\n                                                              ----------   ---------   ---------\n                                                              3 350,00 $    569,50 $    175,00 $\n   Revenus taxables                                                                  4 094,50 $\n\n4. TAXES PERÇUES POUR LE VOITURIER\n   TPS 5 %                                                                             204,73 $\n   TVQ 9,975 %                                                                         408,43 $\n   Total des revenus, taxes incluses                                                 4 707,66 $\n\n5. SOMMAIRE\n   Total des revenus, taxes incluses                                  4 707,66 $\n   Retenues diverses                                                 (1 805,77 $)\n   Avance de fonds                                                     (300,00 $)\n   Fonds de réserve                                                    (100,00 $)\n   Remboursements                                                         85,00 $\n   Montant du dépôt                                                   2 586,89 $\n\n(1) Solde du fonds de réserve après cette retenue : 2 600,00 $ (remboursable à la fin du contrat).\n(2) Supplément carburant de 17 % du forfait, selon l'indice diesel de la Régie de l'énergie du 2 mars 2026.\nToute contestation doit être transmise par écrit dans les 15 jours.                      Page 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 470766,
      netCents: 258689,
      date: '2026-03-13',
      broker: 'ROULAGE RISTIGOUCHE INC.',
      tripNumber: 'R-2611',
      miles: null,
      linehaulCents: 335000,
      fuelSurchargeCents: 56950,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: 8500,
      deductions: [161248, 11835, 4620, 2874],
    },
  },
  {
    id: 'b151-tecolutla-wrapped-viajes-resumen-words',
    issuer: 'Pesados Tecolutla, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación al permisionario in MXN with European-style amounts (38.500,00): a trip table whose rows wrap over three lines (customer, route, carta porte) with a second amount column for maniobras/estadías and its parenthesised note also wrapping, column totals, a list of charges that mixes fuel vouchers, insurance, commission, trip advances and a guarantee-fund contribution, cash toll reimbursements, and a RESUMEN with IVA 16%, IVA 4% and ISR 1.25% withholdings as negative amounts, one lumped charges line, the net in figures and in words; Spanish long dates and DD/MM/YYYY',
    text: "                         PESADOS TECOLUTLA, S.A. DE C.V.\n        Carretera Federal 180 Km 52.5, Col. Tampamachoco, Tuxpan, Ver. C.P. 92800\n           RFC: PTE090312B57   Tel. 783 555 0191   Permiso SICT 30/AF/0418\n\n                     LIQUIDACIÓN AL PERMISIONARIO No. LQ-2611\n                  Tuxpan, Veracruz, a 19 de marzo de 2026\n\nPermisionario: HERIBERTO VÁZQUEZ SOLÍS            RFC: VASH780214KQ3  (RESICO)\nUnidad: Eco. 118  Kenworth T680 2021  Placas 47-AN-8F   Remolque caja seca 53' R-220\nPeriodo liquidado: 09/03/2026 al 15/03/2026\nCifras en pesos mexicanos (MXN)\n\nVIAJES REALIZADOS\nVIAJE     FECHA        CLIENTE / RUTA                           FLETE       MANIOBRAS /\n                                                                            ESTADÍAS\n--------  ----------   ------------------------------------  -----------  -----------\nT-40211   10/03/2026   Polímeros del Golfo                   38.500,00     1.200,00\n                       Tuxpan, Ver. - Apodaca, N.L.                        (maniobra\n                       Carta porte CP 2026-1187                            de descarga)\nT-40229   13/03/2026   Aceros Cumbres de Monterrey           29.800,00         0,00\n                       Apodaca, N.L. - El Marqués, Qro.\n                       Carta porte CP 2026-1203\nT-40237   15/03/2026   Envases Queretanos                    24.600,00     1.500,00\n                       El Marqués, Qro. - Tuxpan, Ver.                     (estadía\n                       Carta porte CP 2026-1219                            1 día)\n                                                             -----------  -----------\n                                                              92.900,00     2.700,00\n\nCARGOS AL PERMISIONARIO\n   Diesel - vales de consumo (6 cargas)                                    41.235,80\n   Seguro de carga y responsabilidad civil                                  2.150,00\n   Rastreo satelital GPS (mensualidad proporcional)                           580,00\n   Comisión de la empresa 10% s/ fletes                                     9.290,00\n   Anticipos para gastos de viaje (T-40211, T-40229)                        6.000,00\n   Fondo de garantía (aportación semanal) *                                 1.500,00\n\nREEMBOLSOS\n   Casetas pagadas en efectivo (comprobantes anexos)                        4.318,00\n\nRESUMEN DE LA LIQUIDACIÓN\n   Subtotal fletes y maniobras                                             95.600,00\n   IVA 16%                                                                 15.296,00\n   Total percepciones                                                     110.896,00\n   Retención IVA 4%                                                        -3.824,00\n   Retención ISR 1.25% (RESICO)                                            -1.195,00\n   Cargos al permisionario                                                -60.755,80\n   Reembolsos                                                               4.318,00\n                                                                         ===========\n   NETO A PAGAR                                                            49.439,20\n   (CUARENTA Y NUEVE MIL CUATROCIENTOS TREINTA Y NUEVE PESOS 20/100 M.N.)\n\nForma de pago: transferencia SPEI el 20 de marzo de 2026 a BBVA CLABE 012 870 0154 8812 0934\nCFDI de retenciones emitido con folio R-2026-0611.\n* Saldo acumulado del fondo de garantía: 18.000,00. No forma parte del neto.\nRecibí de conformidad: ______________________                                   Hoja 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 11089600,
      netCents: 4943920,
      date: '2026-03-20',
      broker: 'PESADOS TECOLUTLA, S.A. DE C.V.',
      tripNumber: 'T-40211',
      miles: null,
      linehaulCents: 9290000,
      fuelSurchargeCents: null,
      advancesCents: 600000,
      escrowCents: 150000,
      reimbursementsCents: 431800,
      deductions: [382400, 119500, 4123580, 215000, 58000, 929000],
    },
  },
  {
    id: 'b151-ogeechee-side-by-side-ytd-stub',
    issuer: 'Nottaway Payroll Services (for Ogeechee Tank Lines, Inc.)',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Weekly company-driver earnings statement printed by a payroll service for a Georgia tank carrier: earnings (rate, units, current, YTD) and taxes/deductions (current, YTD) sit side by side on the same lines split by a pipe, so each line carries four amounts; gross and total deductions share one line, net pay has current and YTD, then a direct-deposit line and a memo with period and YTD miles, PTO balances and an employer 401(k) match that is not a deduction; MM/DD/YYYY dates',
    text: 'NOTTAWAY PAYROLL SERVICES - processed for:                            EARNINGS STATEMENT\nOGEECHEE TANK LINES, INC.                                             ** NON-NEGOTIABLE **\n1450 Northside Dr E, Statesboro, GA 30458   (912) 555-0134   FEIN 58-2741093\n\nEmployee: MARCUS T. DEWBERRY        Emp ID 00417     Dept: Bulk Tank OTR / Tractor 512\n          311 Clito Rd, Statesboro GA 30461           Fed: MFJ   GA: MFJ-2 allow.\nPay Period: 03/01/2026 - 03/07/2026      Pay Date: 03/13/2026      Advice No. 0031877\n\nEARNINGS           RATE     UNITS     CURRENT        YTD | TAXES / DEDUCTIONS     CURRENT        YTD\nMileage pay       .5800  2,214 mi    1,284.12  12,462.46 | Federal income tax      121.44   1,180.52\nLoad/unload hrs 21.0000     7.50       157.50   1,433.25 | Social Security          93.11     901.96\nTank wash/stop  25.0000     3.00        75.00     850.00 | Medicare                 21.78     210.94\nSafety bonus                            50.00     450.00 | GA state income tax      52.16     503.87\n                                                         | Medical (pre-tax 125)    64.80     648.00\n                                                         | 401(k) 4%                62.66     607.83\n                                                         | Dental                    8.40      84.00\n-----------------------------------------------------------------------------------------------------\nGROSS PAY                            1,566.62  15,195.71 | TOTAL DEDUCTIONS        424.35   4,137.12\n\nNET PAY                              1,142.27  11,058.59\n  Direct deposit  Coastal Plains FCU  checking ****4410                1,142.27\n\nMEMO  Miles this period 2,214   YTD miles 21,487   Hazmat endorsement on file\n      PTO hours: accrued 2.31  used 0.00  balance 38.47\n      Employer 401(k) match this period 31.33 (not included above)\n\nQuestions about your pay: payroll@ogeecheetank.com. Nottaway Payroll Services, Savannah GA,\nprints this advice on behalf of the employer.                                     Page 1 of 1\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 156662,
      netCents: 114227,
      date: '2026-03-13',
      broker: 'OGEECHEE TANK LINES, INC.',
      tripNumber: null,
      miles: 2214,
      linehaulCents: 128412,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [12144, 9311, 2178, 5216, 6480, 6266, 840],
    },
  },
  {
    id: 'b151-petawawa-stacked-blocks-summary-grid',
    issuer: 'Petawawa River Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario bi-weekly hourly driver pay stub: stacked blocks (hours and earnings with hours, rate, current, YTD hours and YTD amount; statutory deductions CPP/EI/federal/Ontario tax; other deductions) each with current and YTD columns far apart, then a summary grid where one CURRENT line and one YEAR TO DATE line each hold gross, statutory, other and net; the gross is printed only in that grid; employer CPP/EI contributions appear in a footer but are not deductions; day-first DD/MM/YYYY dates',
    text: 'PETAWAWA RIVER HAULAGE LTD.                          STATEMENT OF EARNINGS AND DEDUCTIONS\n1840 Forest Lea Road, Pembroke, ON  K8A 6W2          Pay date:    13/03/2026\nTel 613-555-0172   CVOR 118-402-771                  Pay period:  22/02/2026 to 07/03/2026 (bi-weekly)\nBusiness No. 80412 7735 RP0001                       Deposit no.: DD-0313-0088\n\nEmployee:  Sandra Lafreniere            Employee No. 0088      Position: AZ Driver - Local/Regional\nSIN:       *** *** 412                  TD1: Fed 1 / ON 1      Union: General Drivers Union Local 7\n\nHOURS AND EARNINGS                 HOURS      RATE       CURRENT     YTD HRS          YTD\nRegular                            80.00     27.50      2,200.00      400.00    11,000.00\nOvertime (x1.5 over 44 h/wk)        6.50     41.25        268.13       31.25     1,289.06\nVacation pay 4% (paid each cheque)                          98.73                   491.56\n\nSTATUTORY DEDUCTIONS                                    CURRENT                       YTD\nCPP                                                      144.72                    720.40\nEI                                                        41.84                    208.32\nFederal income tax                                       262.35                  1,296.40\nOntario income tax                                       131.08                    648.55\n\nOTHER DEDUCTIONS                                        CURRENT                       YTD\nUnion dues - GDU Local 7                                  38.50                    192.50\nGroup benefits (employee share)                           46.20                    231.00\nGroup RRSP                                               100.00                    500.00\n\n                      GROSS        STATUTORY          OTHER         NET PAY\nCURRENT            2,566.86           579.99         184.70        1,802.17\nYEAR TO DATE      12,780.62         2,873.67         923.50        8,983.45\n\nNet pay deposited to Algonquin Valley Credit Union, account ***3381.\nEmployer contributions this period (not deducted from your pay): CPP 144.72  EI 58.58\nOvertime is paid after 44 hours in a work week under the Ontario ESA.               Page 1 of 1\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 256686,
      netCents: 180217,
      date: '2026-03-13',
      broker: 'PETAWAWA RIVER HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14472, 4184, 26235, 13108, 3850, 4620, 10000],
    },
  },
  {
    id: 'b151-quillayute-wrapped-debtors-reserve-grid',
    issuer: 'Quillayute Receivables Funding, Inc.',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and funding notice: an invoice table whose debtor names wrap onto a second line (the first debtor is split across two lines), a flat 2.75% fee column closed by a totals row, a funding calculation with parenthesised subtractions (fees, 10% reserve held, fuel advance, aged-invoice chargeback, ACH fee) and a reserve release added back, the funded amount in words, and a reserve-account grid where the held and released amounts sit beside prior and new balances; MM/DD/YYYY dates',
    text: 'QUILLAYUTE RECEIVABLES FUNDING, INC.\n1011 W. Front St., Suite 210, Port Angeles, WA 98362 | 360-555-0148 | funding@quillayuterf.com\n\nPURCHASE & FUNDING NOTICE                          Client:   SOL DUC TRANSPORT LLC\nSchedule of Accounts No. 4471                                MC 1344520 / Client ID SDT-209\nSchedule received: 03/10/2026                      Funded:   03/11/2026 (same-day ACH)\nRecourse agreement of 06/02/2025 - advance rate 90%, discount 2.75% flat\n\nINVOICES PURCHASED\nINV #  LOAD #   DEBTOR                     INV DATE       FACE AMT   FEE 2.75%   TERMS\n-----  -------  -------------------------  ----------  -----------  ----------  ------\n2203   88410    Cascade Crest Freight      03/06/2026     2,350.00       64.63  NET 30\n                Brokerage, LLC\n2204   88417    Hoh Valley Produce         03/06/2026     1,875.00       51.56  NET 30\n                Distributors, Inc.\n2206   88431    Tumwater Logistics         03/09/2026     3,120.00       85.80  NET 45\n                Partners Inc.\n2207   88436    Cascade Crest Freight      03/09/2026       980.00       26.95  NET 30\n                Brokerage, LLC\n                                           TOTALS         8,325.00      228.94\n                                           (4 invoices)\n\nFUNDING CALCULATION\n  Face amount purchased                                            8,325.00\n  Less discount fees (above)                                        (228.94)\n  Less reserve held 10%                                             (832.50)\n  Less fuel advance 03/06 (load 88431, check 20417)                 (500.00)\n  Less chargeback - inv 2171 Yakima Gap Freight, 91 days unpaid   (1,140.00)\n  Less same-day ACH fee                                              (10.00)\n  Plus reserve release - Schedule 4462 collected in full              412.75\n                                                                  ----------\n  AMOUNT FUNDED                                                    6,026.31\n\n  SIX THOUSAND TWENTY-SIX AND 31/100 DOLLARS\n  ACH to Olympic Peninsula Bank, account ending 7265, trace 091000019482214\n\nRESERVE ACCOUNT      Prior balance   Held this schedule    Released    New balance\n                          2,918.40               832.50      412.75       3,338.15\n\nDebtors have been notified to remit to Quillayute Receivables Funding, Inc., PO Box 2290,\nPort Angeles WA 98362. Invoice 2171 is returned to the client with all rights.   Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 832500,
      netCents: 602631,
      date: '2026-03-11',
      broker: 'Cascade Crest Freight Brokerage, LLC',
      tripNumber: '88410',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 83250,
      reimbursementsCents: null,
      deductions: [22894, 114000, 1000],
    },
  },
  {
    id: 'b151-rawhide-short-pump-receipt',
    issuer: 'Rawhide Creek Truck Stop',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short narrow thermal fuel receipt from a Wyoming truck stop: diesel and DEF lines with gallons x price and amount on one line, subtotal/tax/total stacked at the right, fleet card, unit, odometer and driver/trip ids, a shower code; M/DD/YY date and 12-hour time',
    text: '        RAWHIDE CREEK TRUCK STOP\n     2290 US Hwy 18-20, Lusk WY 82225\n            (307) 555-0119\n\nSTORE 04   PUMP 11 DSL   TRAN# 448120\n3/08/26                      06:42 AM\n\nDIESEL #2 CLR  118.402 G @ 3.859   456.91\nDEF             6.250 G @ 3.999     24.99\n                        SUBTOTAL   481.90\n                   TAX INCLUDED      0.00\n                          TOTAL    481.90\n\nFLEET CARD        XXXXXXXXXXXX7734\nAUTH 061772    UNIT 214    ODO 512844\nDRIVER ID 2291        TRIP 0306-A\n\n   SHOWERS FREE W/ 50 GAL - CODE 7316\n        THANK YOU - DRIVE SAFE\n',
    expected: {
      documentType: 'fuel_receipt',
      grossCents: null,
      netCents: null,
      date: '2026-03-08',
    },
  },
  {
    id: 'b151-metolius-plain-lumper-receipt',
    issuer: 'Metolius Dock Labor, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Plain one-block lumper receipt from an Oregon warehouse labor contractor: receipt number, month-name date with time in/out, carrier, truck, PO and BOL numbers, pallet counts, three priced lines and a total paid by Comchek express code, signature lines',
    text: 'METOLIUS DOCK LABOR, LLC\nUnloading Services at Cascade Fresh Distribution Center, Door 14\n3350 SE Veterans Way, Redmond OR 97756        Dock office 541-555-0153\n\nLUMPER RECEIPT No. MDL-0309-0612\nDate: Mar 9, 2026          Time in: 05:10     Time out: 07:25\n\nCarrier: Crooked River Freight LLC            Truck 77    Trailer 53108\nPO #: 4410928 / 4410931                       BOL 771204\nPallets in: 26   Pallets out: 24 (2 restacked)   Cases: 1,872\n\n  Unload - 26 pallets @ 10.00                              260.00\n  Restack / rework 2 pallets @ 20.00                        40.00\n  Card convenience fee 3%                                    9.00\n                                                         --------\n  TOTAL PAID                                               309.00\n\nPaid by: Comchek express code ending 8812\nReceived by: J. Ruelas (badge 117)         Driver: ______________\nKeep this receipt for reimbursement. No cash refunds.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-03-09',
    },
  },
];

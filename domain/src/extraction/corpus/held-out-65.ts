import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 65 (written without looking at the extractor or at other batches).
 *
 * Ten documents from ten distinct issuers (names A-F):
 * - five owner-operator settlements: a Nevada carrier's wide trip grid with a side-by-side
 *   summary and trailing minus signs (US), a South Dakota lessor's DEBIT/CREDIT ledger with a
 *   boxed CR/DR summary and a 72% revenue split (US), an Alabama dispatch service's numbered-
 *   section statement with negative charges and a net ACH (US), a Quebec carrier's French
 *   "relevé de règlement" with TPS/TVQ included in the total revenue, comma decimals and
 *   parenthesised retenues (CA), and a Torreón carrier's Spanish "liquidación a permisionario"
 *   with flat-rate trips, maniobras/estadía, toll reimbursements and -$ descuentos (MX);
 * - two pay stubs: a North Dakota hourly milk hauler with side-by-side current/YTD columns (US)
 *   and a payroll service's statement for an Ontario per-mile driver with CPP/EI (CA);
 * - two remittances: a Montana factor's schedule of accounts with a per-invoice fee column,
 *   reserve held, fuel advance and a prior reserve release (US), and an Oklahoma broker's
 *   quick-pay advice with per-load blocks, a 3% fee, an EFS advance and a lumper reimbursement (US);
 * - one heavy-truck repair invoice from Michigan (US).
 * Date formats: MM/DD/YYYY, month names, ISO, French month names, DD/MMM/YYYY (Spanish),
 * MM/DD/YY, YYYY/MM/DD, DD-Mon-YYYY, DDMONYY and MON DD YYYY.
 */
export const HELD_OUT_DOCUMENTS_65: CorpusDocument[] = [
  {
    id: 'b65-alkali-flats-trip-grid-side-summary',
    issuer: 'Alkali Flats Motor Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Wide trip grid (date, trip#, from/to, loaded/empty/paid miles, rate, linehaul, FSC, accessorial, trip total) with starred accessorial notes, then a side-by-side earnings/reimbursements vs deductions summary with trailing-minus amounts and a starred check amount; MM/DD/YYYY dates',
    text: 'ALKALI FLATS MOTOR LINES, INC.                              SETTLEMENT NO. 0419-3318\nPO BOX 1187 * WINNEMUCCA, NV 89446                          CHECK DATE     04/17/2026\n(775) 555-0148    USDOT 1984420    MC-702816                PAGE 1 OF 1\n\n                   O W N E R   O P E R A T O R   S E T T L E M E N T\n\nPAY TO:  UNIT 318 / R. DELGADO TRUCKING LLC                 PERIOD 04/05/2026 - 04/11/2026\n         2240 ANGUS ST, ELKO NV 89801                       VENDOR ID DEL318\n\nTRIP DETAIL\nDATE       TRIP#    FROM            TO              LD MI MT MI PD MI  RATE  LINEHAUL     FSC    ACC  TRIP TOT\n--------------------------------------------------------------------------------------------------------------\n04/05/2026 A-77104  WINNEMUCCA NV   SPARKS NV         168    22   190 1.750    332.50   93.10   0.00    425.60\n04/06/2026 A-77121  SPARKS NV       W SACRAMENTO CA   132     0   132 1.750    231.00   64.68  75.00    370.68\n                    ** STOP-OFF CHG 1 @ 75.00 (ROSEVILLE CA)\n04/07/2026 A-77135  W SACRAMENTO CA TWIN FALLS ID     603    41   644 1.750  1,127.00  315.56  50.00  1,492.56\n                    ** TARP PAY - LUMBER LOAD\n04/10/2026 A-77150  TWIN FALLS ID   WINNEMUCCA NV     248    18   266 1.750    465.50  130.34   0.00    595.84\n--------------------------------------------------------------------------------------------------------------\nTOTALS     4 TRIPS                                   1151    81  1232        2,156.00  603.68 125.00  2,884.68\n\nEARNINGS                                    DEDUCTIONS\n  LINEHAUL 1,232 MI @ 1.750     2,156.00      EFS FUEL (11 TXNS)            1,203.44-\n  FUEL SURCHARGE @ .490           603.68      OCC/ACC INSURANCE                38.90-\n  ACCESSORIALS                    125.00      TRAILER RENTAL TR-5512          125.00-\n  GROSS EARNINGS                2,884.68      PREPASS BYPASS/TOLL              18.60-\n                                              CASH ADVANCE 04/07 CK#5521      300.00-\nREIMBURSEMENTS                                ESCROW DEPOSIT                   75.00-\n  CAT SCALE 04/07 TKT 88120        12.75      TOTAL DEDUCTIONS              1,760.94-\n  LUMPER W SACRAMENTO RCPT         85.00\n  TOTAL REIMBURSEMENTS             97.75\n\n                                         CHECK AMOUNT   ***1,221.49***\n\nESCROW BAL AFTER DEPOSIT   1,425.00        ADVANCE BAL   0.00        YTD GROSS   31,744.18\nQUESTIONS ON THIS SETTLEMENT CALL SETTLEMENTS DEPT EXT 204 WITHIN 10 DAYS.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 288468,
      netCents: 122149,
      date: '2026-04-17',
      broker: 'ALKALI FLATS MOTOR LINES, INC.',
      tripNumber: 'A-77104',
      miles: 1232,
      linehaulCents: 215600,
      fuelSurchargeCents: 60368,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 9775,
      deductions: [120344, 3890, 12500, 1860],
    },
  },
  {
    id: 'b65-buckskin-ridge-debit-credit-ledger',
    issuer: 'Buckskin Ridge Leasing, Inc.',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor ledger with DATE/REF/DESCRIPTION/DEBIT/CREDIT columns: per-order header lines with 72% linehaul share, FSC and detention credits, a gross compensation line, toll reimbursement credit and debit rows for lease, reserve, fuel, insurance, plate and advance, closed by a boxed CR/DR summary; month-name dates',
    text: '                                Buckskin Ridge Leasing, Inc.\n          1609 Deadwood Ave N  |  Rapid City, South Dakota 57702  |  605.555.0136\n                            Lessee Contractor Settlement Ledger\n\nContractor:   Pine Ridge Road Freight LLC (Dale Two Bulls)      Lease No.:     BRL-0457\nTractor:      Unit 4471  2021 Peterbilt 579                     Statement:     March 20, 2026\nWork Period:  March 8 - March 14, 2026                          Paid By:       Direct Deposit\nRevenue Split: 72% linehaul / 100% fuel surcharge / 100% accessorial\n\nDATE      REF      DESCRIPTION                                            DEBIT      CREDIT\n============================================================================================\nMar 09    558201   RAPID CITY SD - DENVER CO  402 MI\n                     Linehaul 72% of 1,450.00                                      1,044.00\n                     Fuel surcharge 100%                                             281.40\nMar 10    558219   DENVER CO - OMAHA NE  541 MI\n                     Linehaul 72% of 1,690.00                                      1,216.80\n                     Fuel surcharge 100%                                             378.70\n                     Detention 2.0 hrs @ 45.00 (100%)                                 90.00\nMar 12    558236   OMAHA NE - SIOUX FALLS SD  183 MI\n                     Linehaul 72% of 725.00                                          522.00\n                     Fuel surcharge 100%                                             128.10\nMar 13    558240   SIOUX FALLS SD - RAPID CITY SD  348 MI\n                     Linehaul 72% of 1,180.00                                        849.60\n                     Fuel surcharge 100%                                             243.60\n                   GROSS COMPENSATION                                              4,754.20\n--------------------------------------------------------------------------------------------\nMar 10    TOLL     Reimb - E-470 toll, Denver (receipt on file)                       14.85\nMar 14    LEASE    Tractor lease payment  wk 11 of 156                   465.00\nMar 14    MAINT    Maintenance reserve deposit                           150.00\nMar 8-14  FUEL     Fuel - 9 transactions, see attached detail          1,388.62\nMar 14    INS      Physical damage / bobtail insurance                    61.25\nMar 14    PERMIT   IRP plate recovery 20 of 52                            22.50\nMar 11    ADV      Cash advance - T-Chek express code 40981              200.00\n============================================================================================\n\n+----------------------------------------------------+\n| Gross Compensation                     4,754.20 CR |\n| Reimbursements                            14.85 CR |\n| Charges & Deductions                   2,287.37 DR |\n|                                      ------------- |\n| NET SETTLEMENT                         2,481.68 CR |\n+----------------------------------------------------+\n\nMaintenance reserve balance (after this deposit): 2,350.00\nLease balance remaining: 145 payments of 465.00\nDeposited to acct ending 7713 on March 20, 2026.  Total miles this period: 1,474\nDisputes must be submitted in writing within 15 days per Sec. 9(c) of the Lease Agreement.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 475420,
      netCents: 248168,
      date: '2026-03-20',
      broker: 'Buckskin Ridge Leasing, Inc.',
      tripNumber: '558201',
      miles: 1474,
      linehaulCents: 363240,
      fuelSurchargeCents: 103180,
      advancesCents: 20000,
      escrowCents: 15000,
      reimbursementsCents: 1485,
      deductions: [46500, 138862, 6125, 2250],
    },
  },
  {
    id: 'b65-cahaba-river-dispatch-numbered-sections',
    issuer: 'Cahaba River Dispatch LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service weekly carrier statement in three numbered sections (loads collected with broker, pickup, lane, miles and all-in rate plus indented detention; charges as negative amounts incl. dispatch %, quick-pay fee, Comchek advance repay, fuel card, ELD; lumper reimbursement) ending in a net ACH line; ISO dates',
    text: "CAHABA RIVER DISPATCH LLC\n2315 University Blvd, Suite 4 - Tuscaloosa, AL 35401 - dispatch@cahabariverdispatch.example - 205-555-0117\n\nWEEKLY CARRIER STATEMENT                                   Statement #: CRD-2026-0520-HST\nCarrier: HOLLINS & SONS TRANSPORT LLC   MC 1298831 / DOT 3711462\nTruck 01 - Driver: Marcus Hollins\nWeek: 2026-05-11 to 2026-05-17          Statement date: 2026-05-20          ACH date: 2026-05-22\n\n1) LOADS COLLECTED THIS WEEK (broker payments received by Cahaba River Dispatch)\n\n  Load #      Broker                       Pickup      Lane                          Miles  Rate (all-in)\n  -------------------------------------------------------------------------------------------------------\n  4410923     Ridgeway Freight Solutions   2026-05-11  Tuscaloosa, AL > Memphis, TN    252       1,050.00\n  NB-20619    Northpoint Brokerage Inc.    2026-05-12  Memphis, TN > Dallas, TX        452       1,675.00\n                + Detention 2.5h (paid by broker)                                                  125.00\n  TFB 77-3018 Tombigbee Freight Brokerage  2026-05-14  Dallas, TX > Jackson, MS        405       1,400.00\n  4411187     Ridgeway Freight Solutions   2026-05-15  Jackson, MS > Tuscaloosa, AL    190         825.00\n  -------------------------------------------------------------------------------------------------------\n  Total revenue collected  (1,299 loaded miles)                                                  5,075.00\n\n2) CHARGES\n  Dispatch fee 8% of 5,075.00                                                                     -406.00\n  Broker quick-pay fee 2% - NB-20619 (Northpoint)                                                  -36.00\n  Comchek advance #0531-2 on NB-20619 (repay)                                                     -250.00\n  Fuel card - Pilot/Love's, 6 purchases                                                         -1,612.37\n  ELD subscription (May)                                                                           -35.00\n  Total charges                                                                                 -2,339.37\n\n3) REIMBURSEMENTS\n  Lumper - NB-20619 Dallas, TX (rcpt 55102, paid by carrier)                                       150.00\n\n  NET ACH TO CARRIER                                                                             2,885.63\n\nACH sent 2026-05-22 to Hollins & Sons Transport LLC, Cadence Bank x4402, trace 062203751184460.\nCarrier is responsible for its own fuel tax, insurance and permits. Rate cons and PODs are\navailable in the carrier portal. Report discrepancies within 7 days of the statement date.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 507500,
      netCents: 288563,
      date: '2026-05-22',
      broker: 'CAHABA RIVER DISPATCH LLC',
      tripNumber: '4410923',
      miles: 1299,
      linehaulCents: 495000,
      fuelSurchargeCents: null,
      advancesCents: 25000,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [40600, 3600, 161237, 3500],
    },
  },
  {
    id: 'b65-montmagny-lislet-releve-taxes-incluses',
    issuer: "Camionnage Montmagny-L'Islet inc.",
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator settlement in lettered sections: trip table in miles with transport, fuel-surcharge and waiting-time columns, revenue summary adding TPS/TVQ into a taxes-included total, parenthesised retenues (fuel, advance, insurance, IRP, reserve), toll reimbursements and a net deposit line; comma decimals with space thousands and DD/MM / French month-name dates',
    text: "CAMIONNAGE MONTMAGNY-L'ISLET INC.\n88, boulevard Taché Ouest, Montmagny (Québec)  G5V 3A6\nTél. : 418 555-0173     NEQ 1168842207     NIR R-104227-9     USDOT 2411907\nNo TPS 812345678 RT0001     No TVQ 1219876543 TQ0001\n\n              RELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR (PROPRIÉTAIRE-EXPLOITANT)\n\nSous-traitant : Transport G. Ouellet enr. (unité 27)         Relevé no : MLI-2026-15-027\nNo TPS : 745512203 RT0001   No TVQ : 1225604418 TQ0001\nPériode : du 5 au 11 avril 2026                              Date du dépôt : 16 avril 2026\n\nA. VOYAGES\nNo voyage  Date   Origine           Destination        Milles   Transport  Carburant  Attente\n---------------------------------------------------------------------------------------------\nM-26-0871  05/04  Montmagny QC      Albany NY             437      895,85     227,24\nM-26-0879  07/04  Albany NY         Drummondville QC      318      651,90     165,36    80,00\nM-26-0884  08/04  Drummondville QC  Toronto ON            378      774,90     196,56\nM-26-0890  10/04  Toronto ON        Montmagny QC          535    1 096,75     278,20\n---------------------------------------------------------------------------------------------\nTotaux                                                   1668    3 419,40     867,36    80,00\nTaux : transport 2,05 $/mille, supplément carburant 0,52 $/mille; attente 2 h x 40,00 $ (M-26-0879)\n\nB. SOMMAIRE DES REVENUS\n   Transport                                             3 419,40 $\n   Supplément carburant                                    867,36 $\n   Temps d'attente                                          80,00 $\n   Sous-total des services                               4 366,76 $\n   TPS 5 %                                                 218,34 $\n   TVQ 9,975 %                                             435,58 $\n   TOTAL DES REVENUS (taxes incluses)                    5 020,68 $\n\nC. RETENUES\n   Carburant - cartes Petro-Pass/Irving (12 trans.)     (1 487,22 $)\n   Avance de voyage du 8 avril                            (300,00 $)\n   Assurance responsabilité et cargaison                   (96,40 $)\n   Immatriculation IRP (quote-part)                        (41,15 $)\n   Retenue - fonds de réserve                             (100,00 $)\n   Total des retenues                                   (2 024,77 $)\n\nD. REMBOURSEMENTS\n   Péages NY Thruway (reçus joints)                         38,75 $\n\n===================================================================\nMONTANT NET DÉPOSÉ (B - C + D)                           3 034,66 $\n===================================================================\nSolde du fonds de réserve après retenue : 3 600,00 $\nDépôt direct - Caisse Desjardins de la Côte-du-Sud, folio ***412.\nLes montants sont en dollars canadiens. Toute erreur doit être signalée dans les 10 jours.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 502068,
      netCents: 303466,
      date: '2026-04-16',
      broker: "CAMIONNAGE MONTMAGNY-L'ISLET INC.",
      tripNumber: 'M-26-0871',
      miles: 1668,
      linehaulCents: 341940,
      fuelSurchargeCents: 86736,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: 3875,
      deductions: [148722, 9640, 4115],
    },
  },
  {
    id: 'b65-santa-rosalia-liquidacion-permisionario',
    issuer: 'Acarreos Santa Rosalía, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish weekly owner-operator (permisionario) liquidación: two-line trip rows (viaje, fecha, cliente, carta porte, importe with the route wrapped below), subtotal of fletes plus maniobras/estadía into total percepciones, a reembolsos block for tolls, descuentos with -$ amounts (diesel, two trip advances, guarantee fund, insurance, GPS, commission) and a boxed neto a pagar; DD/MMM/YYYY Spanish dates, US number format in MXN',
    text: 'ACARREOS SANTA ROSALÍA, S.A. DE C.V.\nRFC: ASR091203K57   Permiso SICT: 0507ASR14122009021002\nBlvd. Revolución 2840 Ote., Col. Torreón Jardín, Torreón, Coahuila, C.P. 27200   Tel. 871 555 0190\n\n                              LIQUIDACIÓN SEMANAL A PERMISIONARIO\n\nPermisionario: JUAN MANUEL IBARRA REYES              Unidad: 14  (Kenworth T680 2020, placas 58-AK-3T)\nRFC permisionario: IARJ800514GQ2                     Semana: 16  (del 13/ABR/2026 al 19/ABR/2026)\nFolio de liquidación: LQ-2026-0416-14                Fecha de pago: 24/ABR/2026\n\nPERCEPCIONES\n  Viaje      Fecha        Cliente / Ruta                              Carta Porte        Importe\n  ----------------------------------------------------------------------------------------------\n  V-26-1408  13/ABR/2026  Lácteos de la Comarca                       CP-88214        $18,500.00\n                          Torreón, Coah. - Monterrey, N.L.\n  V-26-1415  15/ABR/2026  Aceros Laminados del Norte                  CP-88230        $14,200.00\n                          Monterrey, N.L. - Nuevo Laredo, Tamps.\n  V-26-1422  17/ABR/2026  Agroinsumos La Laguna                       CP-88251        $21,350.00\n                          Nuevo Laredo, Tamps. - Torreón, Coah.\n  ----------------------------------------------------------------------------------------------\n  Subtotal fletes                                                                     $54,050.00\n  Maniobras de carga y descarga (V-26-1415)                                            $1,200.00\n  Estadía (demora 1 día en destino) (V-26-1422)                                        $1,500.00\n  TOTAL PERCEPCIONES                                                                  $56,750.00\n\nREEMBOLSOS\n  Casetas de peaje comprobadas (TAG IAVE, 11 cruces)                                   $3,486.00\n\nDESCUENTOS\n  Diesel - vales de carga (1,018 lts)                                                -$24,310.75\n  Anticipo de viaje V-26-1408                                                         -$5,000.00\n  Anticipo de viaje V-26-1422                                                         -$3,000.00\n  Fondo de garantía (aportación semanal)                                              -$1,000.00\n  Seguro de carga (prorrateo semanal)                                                   -$850.00\n  Renta GPS / rastreo satelital                                                         -$420.00\n  Comisión por administración 5% s/fletes                                             -$2,702.50\n  TOTAL DESCUENTOS                                                                   -$37,283.25\n\n  ==============================================================================================\n  NETO A PAGAR (transferencia SPEI)                                                   $22,952.75\n  ==============================================================================================\n\nCuenta destino: BBVA CLABE 012060001234567891   Referencia SPEI: 2404LQ14\nSaldo fondo de garantía: $18,000.00 MXN    Saldo anticipos pendientes: $0.00 MXN\nImportes en pesos mexicanos (MXN). El permisionario emitirá el CFDI correspondiente a los fletes.\n\n_____________________________             _____________________________\n      Elaboró: Tráfico/Nóminas                     Recibí conforme\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5675000,
      netCents: 2295275,
      date: '2026-04-24',
      broker: 'ACARREOS SANTA ROSALÍA, S.A. DE C.V.',
      tripNumber: 'V-26-1408',
      miles: null,
      linehaulCents: 5405000,
      fuelSurchargeCents: null,
      advancesCents: 800000,
      escrowCents: 100000,
      reimbursementsCents: 348600,
      deductions: [2431075, 85000, 42000, 270250],
    },
  },
  {
    id: 'b65-dakota-prairie-hourly-stub-split-columns',
    issuer: 'Dakota Prairie Milk Haulers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Hourly driver earnings statement with side-by-side earnings (rate, hours/units, current, YTD) and taxes/deductions (current, YTD) columns split by a pipe, gross/net totals rows with YTD, pre-tax footnote and a two-account direct deposit split; MM/DD/YY dates',
    text: 'DAKOTA PRAIRIE MILK HAULERS, INC.                              EARNINGS STATEMENT\n2700 Hwy 281 S  Jamestown ND 58401                             Advice No.   0048817\nPhone 701-555-0162   FEIN 45-0398812                           Pay Date:    04/10/26\n                                                               Period:      03/22/26 - 04/04/26\n\nKYLE J BRANDVOLD                  Employee ID: 0412            Dept: BULK MILK - RTE 6\n1418 5TH AVE SE                   SSN: XXX-XX-6621             Pay Freq: Bi-Weekly\nVALLEY CITY ND 58072              Fed: MFJ  (W-4 2020+)        ND: MFJ\n\nEARNINGS              RATE HRS/UNITS    CURRENT        YTD |  TAXES / DEDUCTIONS       CURRENT        YTD\n---------------------------------------------------------- |  -------------------------------------------\nRegular            24.5000     80.00   1,960.00  13,671.00 |  Federal Income Tax        168.22   1,183.54\nOvertime 1.5x      36.7500     12.00     441.00   2,842.25 |  Social Security           152.93   1,057.33\nFarm Pickup Stops   4.0000        38     152.00   1,048.00 |  Medicare                   35.77     247.28\n                                                           |  ND State Income Tax        21.14     146.22\n                                                           |  Medical Pre-Tax *          86.40     604.80\n                                                           |  401(k) 5% *               127.65     881.25\n                                                           |  Uniform Rental              7.50      52.50\n--------------------------------------------------------------------------------------------------------\nGROSS PAY                              2,553.00  17,561.25   TOTAL TAXES/DED           599.61   4,172.92\nNET PAY                                1,953.39  13,388.33\n\n* Pre-tax: reduces Federal/State taxable wages.  Medical also reduces FICA wages.\nFederal taxable wages this period: 2,338.95     FICA wages: 2,466.60\n\nDIRECT DEPOSIT DISTRIBUTION\n  Bell Bank         Savings   XXXXXX3390         200.00\n  Bell Bank         Checking  XXXXXX1127       1,753.39\n  Total deposited                              1,953.39\n\nPTO balance: 36.00 hrs      Sick balance: 22.50 hrs\nTHIS IS NOT A CHECK - NON-NEGOTIABLE\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 255300,
      netCents: 195339,
      date: '2026-04-10',
      broker: 'DAKOTA PRAIRIE MILK HAULERS, INC.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [16822, 15293, 3577, 2114, 8640, 12765, 750],
    },
  },
  {
    id: 'b65-fireweed-payroll-ontario-mileage-stub',
    issuer: 'Fireweed Payroll Services Inc. (for Dorion Northshore Cartage Ltd.)',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'Payroll-service statement of earnings for an Ontario per-mile highway driver: single-column earnings table (qty, rate, amount) with mileage, pick/drop, border, layover and 4% vacation pay, separate statutory (CPP, EI, federal, Ontario tax) and other deduction blocks, net pay and a one-line YTD summary; YYYY/MM/DD dates, CAD',
    text: '==============================================================================\n FIREWEED PAYROLL SERVICES INC.  -  Statement of Earnings and Deductions\n==============================================================================\n Employer:  DORION NORTHSHORE CARTAGE LTD.\n            1150 Carrick St, Thunder Bay ON  P7B 5P9    BN 78451 2209 RP0001\n Employee:  Raymond T. Kakegamic                     Employee #: DNC-0219\n Position:  Highway Driver (Class AZ)                Pay Frequency: Bi-weekly\n\n Pay Period Start: 2026/04/19    Pay Period End: 2026/05/02    Pay Date: 2026/05/08\n Home Terminal: Thunder Bay ON   Province of Employment: ON   Amounts in CAD\n------------------------------------------------------------------------------\n EARNINGS                               Qty      Rate      Amount\n Mileage - Long Haul               4,836 mi    0.6150    2,974.14\n Pick / Drop                              6     30.00      180.00\n Border Crossing                          4     25.00      100.00\n Layover                                  1    100.00      100.00\n Vacation Pay 4%                                           134.17\n                                                     ------------\n Total Gross Earnings                                    3,488.31\n\n STATUTORY DEDUCTIONS                                      Amount\n CPP Contributions                                         199.54\n EI Premiums                                                57.21\n Federal Income Tax                                        372.18\n Ontario Income Tax                                        188.40\n\n OTHER DEDUCTIONS\n Group Benefits (Health/Dental)                             42.60\n Group RRSP - Employee                                     100.00\n                                                     ------------\n Total Deductions                                          959.93\n\n NET PAY                                                 2,528.38\n Deposited to: Thunder Bay Community CU  ****0458\n------------------------------------------------------------------------------\n Year-to-date   Gross 28,617.44   CPP 1,619.92   EI 469.32   Tax 4,570.36\n Vacation pay is paid out each period. Taxable benefits: none this period.\n Questions? payroll@dorionnorthshore.example or 807-555-0128\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 348831,
      netCents: 252838,
      date: '2026-05-08',
      broker: 'DORION NORTHSHORE CARTAGE LTD.',
      tripNumber: null,
      miles: 4836,
      linehaulCents: 297414,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [19954, 5721, 37218, 18840, 4260, 10000],
    },
  },
  {
    id: 'b65-cutbank-schedule-funding-calc',
    issuer: 'Cutbank Freight Finance, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factor purchase/funding advice: schedule-of-accounts table (invoice, debtor, broker load #, invoice date, face, per-invoice 2.75% fee column, 90% advance) with a totals row, then a funding calculation in parentheses (reserve held, fees, fuel advance, wire fee) plus a prior-schedule reserve release, and a reserve roll-forward footer; DD-Mon-YYYY dates',
    text: 'CUTBANK FREIGHT FINANCE, LLC\n410 Central Ave, Ste 300   Great Falls, MT 59401   (406) 555-0155   funding@cutbankff.example\n\nPURCHASE / FUNDING ADVICE  -  SCHEDULE OF ACCOUNTS NO. 2291\n\nClient:        Sweetgrass Hills Trucking LLC  (Client ID SGH-118)   MC 1104562\nSchedule Date: 05-May-2026        Funding Date: 07-May-2026        Method: Fed wire\nTerms:         90% advance / 10% reserve / 2.75% flat fee per invoice, non-recourse\n\nInv # Debtor                       Broker Load # Inv Date        Face Amt  Fee 2.75%  Advance 90%\n-------------------------------------------------------------------------------------------------\n1044  Prairie Sky Logistics Inc.   PSL-5530871   29-Apr-2026     2,850.00      78.38     2,565.00\n1045  Copperline Brokerage LLC     2218804       30-Apr-2026     1,975.00      54.31     1,777.50\n1046  Prairie Sky Logistics Inc.   PSL-5531202   01-May-2026     3,120.00      85.80     2,808.00\n1047  Hi-Line Grain Cooperative    BOL 66120     04-May-2026     1,460.00      40.15     1,314.00\n-------------------------------------------------------------------------------------------------\nTOTALS  (4 invoices)                                             9,405.00     258.64     8,464.50\n\nFUNDING CALCULATION\n   Total face value of invoices purchased                            9,405.00\n   Less reserve held (10%)                                           (940.50)\n   Advance amount                                                    8,464.50\n   Less discount fees                                                (258.64)\n   Less fuel advance issued 30-Apr-2026 (Inv 1045)                   (400.00)\n   Less wire fee                                                      (15.00)\n   Plus reserve release - Schedule 2284 (all debtors paid)             612.35\n                                                                -------------\n   NET AMOUNT WIRED TO CLIENT                                        8,403.21\n\nReserve account: beginning 1,488.60 + held 940.50 - released 612.35 = ending 1,816.75\nWire sent 07-May-2026 to First Interstate Bank ABA 092901683 acct ****2231, ref CFF2291.\n\nNOTICE: Debtors must remit payment ONLY to Cutbank Freight Finance, LLC, PO Box 2270,\nGreat Falls MT 59403. Payments made to the client do not discharge the debt.\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 940500,
      netCents: 840321,
      date: '2026-05-07',
      broker: 'Prairie Sky Logistics Inc.',
      tripNumber: 'PSL-5530871',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: 94050,
      reimbursementsCents: null,
      deductions: [25864, 1500],
    },
  },
  {
    id: 'b65-blackjack-oak-quickpay-load-blocks',
    issuer: 'Blackjack Oak Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker quick-pay remittance advice with a pipe-separated one-line letterhead, one block per load (header line with PO, lane, pickup/delivery and miles, then linehaul, FSC and detention lines and a load total) and a payment summary subtracting a 3% quick-pay fee and an EFS fuel advance and adding a fee-free lumper reimbursement; DDMONYY dates',
    text: 'BLACKJACK OAK LOGISTICS, INC.  |  MC 884210  |  8120 E 41st St, Tulsa OK 74145  |  918-555-0184\n\n                         *** CARRIER QUICKPAY REMITTANCE ADVICE ***\n\nPAYEE: RED FORK EXPRESS LLC            CARRIER MC: 1210775      VENDOR #: V-20981\n       PO BOX 582, SAPULPA OK 74067\nPAYMENT DATE: 21MAY26      PAYMENT #: ACH 000418823      QUICKPAY TERMS: 2 DAYS / 3.00%\n\nLOAD BJO-310447   PO 4471920   OKMULGEE OK -> LITTLE ROCK AR   PU 12MAY26  DEL 13MAY26   287 MI\n    LINE HAUL                                   1,050.00\n    FUEL SURCHARGE 287 MI @ 0.60                  172.20\n                                              ----------\n    LOAD TOTAL                                  1,222.20\n\nLOAD BJO-310502   PO 88-10356   LITTLE ROCK AR -> SAN ANTONIO TX   PU 14MAY26  DEL 15MAY26   598 MI\n    LINE HAUL                                   1,900.00\n    FUEL SURCHARGE 598 MI @ 0.60                  358.80\n    DETENTION 3.0 HR @ 50.00                      150.00\n                                              ----------\n    LOAD TOTAL                                  2,408.80\n\nPAYMENT SUMMARY ----------------------------------------\n    FREIGHT CHARGES (2 LOADS)                   3,631.00\n    LESS QUICKPAY FEE 3.00%                      -108.93\n    LESS EFS FUEL ADVANCE 14MAY26 (310502)       -500.00\n    PLUS LUMPER REIMB 310502 (NO QP FEE)          210.00\n                                              ==========\n    AMOUNT PAID                                 3,232.07\n\nLumper receipt #LR-66910 (Alamo Unloading Services) reimbursed at cost.\nFunds sent by ACH to account ending 0937. Allow 1 business day for posting.\nCarrier agrees that QuickPay fee is deducted in lieu of standard 30-day terms.\nQuestions: carrierpay@blackjackoak.example  Ref vendor # on all correspondence.\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 363100,
      netCents: 323207,
      date: '2026-05-21',
      broker: 'BLACKJACK OAK LOGISTICS, INC.',
      tripNumber: 'BJO-310447',
      miles: 885,
      linehaulCents: 295000,
      fuelSurchargeCents: 53100,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: 21000,
      deductions: [10893],
    },
  },
  {
    id: 'b65-ecorse-repair-invoice-ccc',
    issuer: 'Ecorse Truck & Trailer Repair, Inc.',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck repair shop invoice with a right-hand header block (invoice no/date, RO, opened, terms, due), unit/VIN line, complaint/cause/correction narrative, separate parts and labor tables, right-aligned totals stack with shop supplies, environmental fee, 6% sales tax and balance due; MON DD YYYY dates',
    text: 'ECORSE TRUCK & TRAILER REPAIR, INC.                                    INVOICE\n4850 W Jefferson Ave, Ecorse MI 48229                        Invoice No:   26-04418\nPh 313-555-0121   Fax 313-555-0122                           Invoice Date: JUN 02 2026\nMI Sales Tax Lic. 38-4410276                                 RO #:         R-11873\n                                                             Opened:       MAY 29 2026\nBILL TO: GREAT LAKES SPAN CARRIERS LLC                       Terms:        NET 15\n         1770 Oakwood Blvd, Dearborn MI 48124                Due:          JUN 17 2026\n\nUNIT: T-27   2019 FREIGHTLINER CASCADIA 126   VIN 3AKJHHDR7KSKA1183   ODO 512,344   ENG DD15\n\nCOMPLAINT:  CHECK ENGINE LIGHT ON, ENGINE IN DERATE, LOSS OF POWER ON GRADES\nCAUSE:      EXHAUST LEAK AT EGR COOLER OUTLET; RESTRICTED FUEL FILTERS\nCORRECTION: REPLACED EGR COOLER GASKETS AND CLAMPS, REPLACED FUEL FILTERS, CLEARED\n            CODES, PERFORMED PARKED REGEN, ROAD TESTED 12 MI - NO FAULTS\n\nPARTS             DESCRIPTION                         QTY      UNIT        EXT\nFLTR-P551808      FUEL FILTER, PRIMARY                  1     48.95      48.95\nFLTR-P551315      FUEL/WATER SEPARATOR                  1     62.10      62.10\nDDE-A4720901551   EGR COOLER GASKET KIT                 1    188.40     188.40\nCLMP-4.0VB        V-BAND CLAMP 4.0 IN                   2     36.75      73.50\nDEF-2.5           DEF FLUID 2.5 GAL                     2     12.99      25.98\n                                                        PARTS TOTAL     398.93\n\nLABOR   DESCRIPTION                                   HRS      RATE        EXT\nDIAG    DIAGNOSE CEL / DERATE, FAULT SPN 3251 FMI 0   1.5    145.00     217.50\nR&R     R&R EGR COOLER GASKETS, V-BAND CLAMPS         3.2    145.00     464.00\nPM      REPL FUEL FILTERS, PRIME SYSTEM, ROAD TEST    0.8    145.00     116.00\n                                                        LABOR TOTAL     797.50\n\n                                                              PARTS     398.93\n                                                              LABOR     797.50\n                                                      SHOP SUPPLIES      35.00\n                                           ENVIRONMENTAL / DISPOSAL      12.50\n                                 MI SALES TAX 6% (PARTS & SUPPLIES)      26.04\n                                                        ======================\n                                                      INVOICE TOTAL   1,269.97\n                                                PAYMENTS / DEPOSITS       0.00\n                                                        BALANCE DUE   1,269.97\n\nTech: #14 D. Nowicki     Service Writer: A. Haddad\nWarranty: parts 12 mo/unlimited mi per mfr; labor 90 days. Customer-supplied parts not warranted.\nA 1.5% monthly service charge applies to balances past due. Thank you for your business!\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-06-02',
    },
  },
];

import type { CorpusDocument } from './types.js';

/**
 * A sixth held-out batch (h6-), written blind — without reading the extractor or running it — and
 * committed before any run on it; never used to tune. 18 new issuers: 6 Canadian, 6 Mexican, 6 US.
 */
export const HELD_OUT_DOCUMENTS_6: CorpusDocument[] = [
  {
    id: 'h6-kawartha-km-settlement-hst',
    issuer: 'Kawartha Haulage',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario owner-operator settlement in kilometres only (rate per km), space thousands with dot decimals, day-first dates; HST 13 % is added on top of linehaul + fuel surcharge and the HST-inclusive total revenue is the gross',
    text: `KAWARTHA HAULAGE LTD.
1840 Crawford Dr, Peterborough ON K9J 6X4     Tel 705-555-0148
HST Reg. No. 81234 5678 RT0001
OWNER-OPERATOR SETTLEMENT — LEASED CONTRACTOR
Contractor: 2291 — R. Mackenzie Transport Inc.
Settlement date: 27/11/2026          Week ending: 21/11/2026

Trip       From            To               Km    Rate/km      Amount
KH-60418   Peterborough    Sudbury          384     2.05       787.20
KH-60431   Sudbury         Thunder Bay    1 012     1.95     1 973.40
KH-60455   Thunder Bay     Winnipeg         703     1.95     1 370.85
Total kilometres                          2 099

Linehaul                                                     4 131.45
Fuel surcharge (18.5 %)                                        764.32
Subtotal before tax                                          4 895.77
HST 13 % on revenue                                            636.45
Total revenue incl. HST                                      5 532.22

Deductions
Fuel — Petro-Pass card                                       1 648.90
Truck insurance                                                212.00
Satellite / ELD                                                 38.50
Cash advance                                                   400.00
Holdback (maintenance reserve)                                 150.00
Total deductions                                             2 449.40

Net deposit                                                  3 082.82
Page 1 of 1
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 553222,
      netCents: 308282,
      date: '2026-11-27',
      broker: 'KAWARTHA HAULAGE LTD.',
      tripNumber: 'KH-60418',
      miles: 1304,
      linehaulCents: 413145,
      fuelSurchargeCents: 76432,
      advancesCents: 40000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [164890, 21200, 3850],
    },
  },
  {
    id: 'h6-beauce-etchemin-releve-paie-cumul',
    issuer: 'Camionnage Beauce-Etchemin',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'Quebec company-driver pay stub in French: year-to-date column BEFORE the current column, km pay (4 120 km × 0,34), French month names, "Total des gains" as gross',
    text: `CAMIONNAGE BEAUCE-ETCHEMIN INC.
455, route 173 Nord, Saint-Georges (Québec) G5Z 0A1
RELEVÉ DE PAIE
Employé : 01187 — TREMBLAY, Sylvie          NAS : *** *** 412
Période du 15 novembre 2026 au 28 novembre 2026
Date du dépôt : le 4 décembre 2026

GAINS                              Cumul annuel        Période
Kilométrage 4 120 km × 0,34           38 214,60       1 400,80
Attente / chargement                   1 320,00          96,00
Prime de sécurité                        600,00          50,00
Vacances 4 %                           1 605,38          61,87
Total des gains                       41 739,98       1 608,67

RETENUES                           Cumul annuel        Période
Impôt fédéral                          4 380,12         161,49
Impôt du Québec                        5 010,44         183,22
RRQ                                    2 470,55          95,40
Assurance-emploi                         547,12          21,07
RQAP                                     206,18           7,95
Assurance collective                     980,00          42,50
Total des retenues                    13 594,41         511,63

Paie nette                                            1 097,04
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 160867,
      netCents: 109704,
      date: '2026-12-04',
      broker: 'CAMIONNAGE BEAUCE-ETCHEMIN INC.',
      tripNumber: null,
      miles: 2560,
      linehaulCents: 140080,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [16149, 18322, 9540, 2107, 795, 4250],
    },
  },
  {
    id: 'h6-boreal-avis-remise-tps-tvq-ocr',
    issuer: 'Affacturage Boréal',
    issuerKind: 'factor',
    country: 'CA',
    split: 'held_out',
    layout:
      'French factoring remittance as a scan with OCR slips (O for 0, l for 1): dot thousands and comma decimals, per-invoice columns freight, TPS, TVQ, total; the taxes are on top of the freight and the tax-inclusive invoice total is the gross',
    text: `AFFACTURAGE BORÉAL INC.
2200, rue King Ouest, bureau 3OO, Sherbrooke (Québec) J1J 2E8
Tél. : 819 555-O192
AVIS DE REMISE AU CLIENT
Client : TRANSPORT F. CÔTÉ ET FILS INC.       Compte no 1O-4471
Date de remise : 3O/11/2026
Débiteur : DISTRIBUTIONS ALIMENTAIRES RIVE-SUD INC.

Facture   No de charge    Fret HT     TPS 5 %   TVQ 9,975 %      Total
FC-2209   RS-55810       2.450,00     122,50       244,39     2.816,89
FC-22l0   RS-55847       l.875,00      93,75       187,03     2.155,78
FC-2213   RS-55902         980,00      49,OO        97,76     1.126,76
Tota1 des factures achetées                                 6.O99,43
Escompte 2,75 %                                               167,73
Réserve 1O %                                                  609,94
Montant viré                                                5.321,76
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 609943,
      netCents: 532176,
      date: '2026-11-30',
      broker: 'DISTRIBUTIONS ALIMENTAIRES RIVE-SUD INC.',
      tripNumber: 'RS-55810',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 60994,
      reimbursementsCents: null,
      deductions: [16773],
    },
  },
  {
    id: 'h6-chinook-rate-confirmation-gst',
    issuer: 'Chinook Freight Brokerage',
    issuerKind: 'broker',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta broker rate confirmation in English: DD/MM/YYYY dates, GST 5 % added on top of the freight charges, the GST-inclusive "Total payable to carrier" is the rate',
    text: `CHINOOK FREIGHT BROKERAGE LTD.
Suite 410, 600 – 6 Ave SW, Calgary AB T2P 0S5 · 403-555-0177 · GST # 79012 3344 RT0001
CARRIER RATE CONFIRMATION
Confirmation no. CFB-230917          Issued 02/12/2026 (DD/MM/YYYY)
Carrier: PRAIRIE GOLD TRANSPORT LTD.     NSC AB-2201-447
Pickup    03/12/2026 07:00   Foothills Grain Co-op, 4010 Hwy 2A, Crossfield AB
Stop 2    03/12/2026 13:00   Red Deer Cold Storage, 7710 Edgar Industrial Dr, Red Deer AB
Deliver   04/12/2026 09:00   Northland Foods DC, 3502 Millar Ave, Saskatoon SK
Equipment: 53' reefer set at -18 °C     Weight: 19 800 kg     Distance: 742 km
Line haul (flat)                 $1,650.00 CAD
Fuel surcharge                     $247.50 CAD
Extra stop                          $75.00 CAD
Subtotal                         $1,972.50 CAD
GST 5%                              $98.63 CAD
Total payable to carrier         $2,071.13 CAD
Invoice with signed POD to ap@chinookfreight.ca. Payment 30 days from receipt of invoice.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 207113,
      broker: 'CHINOOK FREIGHT BROKERAGE LTD.',
      tripNumber: 'CFB-230917',
    },
  },
  {
    id: 'h6-fluvial-releve-paiement-taxes-par-ligne',
    issuer: 'Courtage Fluvial Trois-Rivières',
    issuerKind: 'broker',
    country: 'CA',
    split: 'held_out',
    layout:
      'Quebec broker carrier-payment statement in French: one line per load with freight, fuel, TPS, TVQ and total ("1 234,56"), totals row; taxes are on top of freight and the tax-inclusive total is the gross; quick-pay and claim deductions in parentheses, cheque amount with "$"',
    text: `COURTAGE FLUVIAL TROIS-RIVIÈRES INC.
1500, rue Notre-Dame Centre, Trois-Rivières (Québec) G9A 4X3 — 819 555-0130
No TPS 80455 1290 RT0001 · No TVQ 1220334455 TQ0001

RELEVÉ DE PAIEMENT AU TRANSPORTEUR                          Page 1 de 1
Transporteur : LES ENTREPRISES M. PELLETIER INC.
Chèque no 0045812 — émis le 9 décembre 2026

Charge      Livrée le       Fret   Carburant      TPS       TVQ       Total
TR-90112    24/11/2026  1 150,00     172,50     66,13    131,92    1 520,55
TR-90140    27/11/2026    890,00     133,50     51,18    102,09    1 176,77
TR-90166    01/12/2026  1 420,00     213,00     81,65    162,89    1 877,54
Totaux                  3 460,00     519,00    198,96    396,90    4 574,86

Moins : retenue paiement accéléré 1,5 %                             (68,62)
Moins : réclamation marchandise endommagée TR-89977                (125,00)
Montant du chèque                                                4 381,24 $
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 457486,
      netCents: 438124,
      date: '2026-12-09',
      broker: 'COURTAGE FLUVIAL TROIS-RIVIÈRES INC.',
      tripNumber: 'TR-90112',
      miles: null,
      linehaulCents: 346000,
      fuelSurchargeCents: 51900,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [6862, 12500],
    },
  },
  {
    id: 'h6-matapedia-ifta-km-report',
    issuer: 'Matapédia Express',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Bilingual quarterly IFTA distance report: kilometres and litres by jurisdiction, totals, average consumption; pays nobody',
    text: `MATAPÉDIA EXPRESS INC.
RAPPORT TRIMESTRIEL IFTA / IFTA QUARTERLY DISTANCE REPORT
Unité / Unit : 318      Trimestre / Quarter : T4 2026 (oct.–déc.)
Préparé le / Prepared : 8 décembre 2026

Province/État        Km totaux      Litres achetés
QC                      18 412             6 120,4
NB                       4 905             1 480,0
ON                       7 730             2 205,7
NY                       1 118               310,0
Total                   32 165            10 116,1
Consommation moyenne / Average : 31,5 L/100 km
Ce rapport n'est pas une facture. / This report is not an invoice.
`,
    expected: { documentType: 'other', grossCents: null, netCents: null, date: '2026-12-08' },
  },
  {
    id: 'h6-huasteca-liquidacion-permisionario',
    issuer: 'Autolíneas Huasteca',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican weekly owner-operator liquidación: trips in km with "$14,085.00 MN" amounts, (+)/(−)/(=) prefixed lines, company commission, anticipo and fondo de garantía, DD/MM/YYYY',
    text: `AUTOLÍNEAS HUASTECA, S.A. DE C.V.
Blvd. Adolfo López Mateos 2210, Tampico, Tamps. C.P. 89140 — Tel. (833) 555 0190
RFC: AHU-091120-KQ3
LIQUIDACIÓN SEMANAL A PERMISIONARIO                    Folio LQ-26-0488
Permisionario: ROBERTO SALAZAR CANTÚ   Unidad: HX-27   Placas: 54-AR-8K
Semana 47: del 16/11/2026 al 22/11/2026
Fecha de liquidación: 25/11/2026

Viaje      Origen → Destino              Km       Flete
HU-31207   Tampico → Monterrey           503      $14,085.00 MN
HU-31229   Monterrey → Nuevo Laredo      224      $ 6,720.00 MN
HU-31248   Nuevo Laredo → Tampico        721      $18,025.00 MN
Totales                                1,448      $38,830.00 MN

(+) Recargo por diésel                            $ 3,106.40 MN
(=) Ingreso bruto                                 $41,936.40 MN
(-) Comisión de la empresa 12%                    $ 5,032.37 MN
(-) Diésel cargado en patio                       $12,880.50 MN
(-) Casetas con tarjeta IAVE                      $ 2,214.00 MN
(-) Anticipo entregado 17/11/2026                 $ 4,000.00 MN
(-) Fondo de garantía                             $   750.00 MN
(=) Neto a depositar                              $17,059.53 MN
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 4193640,
      netCents: 1705953,
      date: '2026-11-25',
      broker: 'AUTOLÍNEAS HUASTECA, S.A. DE C.V.',
      tripNumber: 'HU-31207',
      miles: 900,
      linehaulCents: 3883000,
      fuelSurchargeCents: 310640,
      advancesCents: 400000,
      escrowCents: 75000,
      reimbursementsCents: null,
      deductions: [503237, 1288050, 221400],
    },
  },
  {
    id: 'h6-pacifico-recibo-nomina',
    issuer: 'Carga Pesada del Pacífico',
    issuerKind: 'payroll',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican CFDI recibo de nómina: percepciones and deducciones side by side on the same lines (ISR, IMSS, INFONAVIT), folio fiscal UUID, NSS/CURP, per-km commission, net in figures and in words',
    text: `CARGA PESADA DEL PACÍFICO, S.A. DE C.V.
RFC: CPP-150322-H81      Registro patronal IMSS: E52-44120-10-3
RECIBO DE NÓMINA                 Folio fiscal: 8C2E41F0-55A1-4B7E-9D12-0A44F1203B9E
Trabajador: JESÚS ALBERTO RAMOS VEGA     NSS: 04178812345    CURP: RAVJ881102HSLMGS09
Puesto: Operador de quinta rueda         Periodo: 16/11/2026 al 30/11/2026 (quincenal)
Fecha de pago: 30/11/2026                Días pagados: 15

PERCEPCIONES                       IMPORTE    DEDUCCIONES               IMPORTE
Sueldo                            7,200.00    ISR                      1,312.48
Comisión por km (3,910 km)        4,301.00    IMSS                       388.71
Premio de puntualidad               720.00    Crédito INFONAVIT          954.00
Premio de asistencia                720.00    Cuota sindical             180.00
Total percepciones               12,941.00    Total deducciones        2,835.19

NETO A PAGAR:  $10,105.81 MN
(DIEZ MIL CIENTO CINCO PESOS 81/100 M.N.)
Este documento es una representación impresa de un CFDI.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 1294100,
      netCents: 1010581,
      date: '2026-11-30',
      broker: 'CARGA PESADA DEL PACÍFICO, S.A. DE C.V.',
      tripNumber: null,
      miles: 2430,
      linehaulCents: 430100,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [131248, 38871, 95400, 18000],
    },
  },
  {
    id: 'h6-occidente-factoraje-liquidacion',
    issuer: 'Factor Occidente Capital',
    issuerKind: 'factor',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican SOFOM factoring settlement to the cedente: "a 3 de diciembre de 2026", dot thousands and comma decimals, CFDI/carta porte table, aforo held back, interest, commission and IVA on them',
    text: `FACTOR OCCIDENTE CAPITAL, S.A. DE C.V., SOFOM, E.N.R.
Av. Américas 1545, piso 9, Guadalajara, Jal. 44630 — Tel. 33 5550 1187
Guadalajara, Jal., a 3 de diciembre de 2026

CONSTANCIA DE OPERACIÓN DE FACTORAJE — LIQUIDACIÓN AL CEDENTE
Cedente: FLETES Y MUDANZAS ÁLVAREZ S. DE R.L. DE C.V.      Contrato: FOC-0219
Emisora (deudor): GRUPO LOGÍSTICO SURESTE, S.A. DE C.V.

Folio CFDI    Carta porte    Vencimiento        Importe
F-10442       CP-7731        02/01/2027       57.420,00
F-10451       CP-7748        09/01/2027       31.900,00
F-10457       CP-7760        09/01/2027       22.040,00
Valor nominal cedido                         111.360,00
Aforo retenido 10 %                           11.136,00
Intereses por descuento (36 días)              2.405,38
Comisión por apertura 0,8 %                      890,88
IVA s/intereses y comisión 16 %                  527,40
Importe dispersado a su cuenta CLABE            96.400,34
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 11136000,
      netCents: 9640034,
      date: '2026-12-03',
      broker: 'GRUPO LOGÍSTICO SURESTE, S.A. DE C.V.',
      tripNumber: 'CP-7731',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 1113600,
      reimbursementsCents: null,
      deductions: [240538, 89088, 52740],
    },
  },
  {
    id: 'h6-enlace-carta-confirmacion',
    issuer: 'Enlace Logístico del Centro',
    issuerKind: 'broker',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican broker carta de confirmación de servicio: orden de embarque, carga/descarga dates DD/MM/YYYY, flete plus maniobras, total stated before IVA',
    text: `ENLACE LOGÍSTICO DEL CENTRO, S.A. DE C.V.
Av. La Noria 118, Parque Industrial Querétaro, Qro. — Tel. 442 555 0163
CARTA DE CONFIRMACIÓN DE SERVICIO DE AUTOTRANSPORTE
Orden de embarque: ELC-260981          Emitida: 18 de noviembre de 2026
Transportista: TRANSPORTES HERMANOS QUIROGA     Permiso SICT: 2204QRH0918
Carga: 20/11/2026 07:00 — Bodega Alimentos del Bajío, El Marqués, Qro.
Descarga: 21/11/2026 10:00 — CEDIS Cuautitlán Izcalli, Edo. Méx.
Unidad: Tractocamión con caja seca 53'     Peso: 22,500 kg
Flete pactado                                  $18,500.00 MN
Maniobras de descarga                           $1,200.00 MN
Total del servicio (más IVA, menos retención 4%)  $19,700.00 MN
Pago a 30 días contra CFDI con complemento carta porte y evidencias firmadas.
Firma de conformidad del transportista: ____________________
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 1970000,
      broker: 'ENLACE LOGÍSTICO DEL CENTRO, S.A. DE C.V.',
      tripNumber: 'ELC-260981',
    },
  },
  {
    id: 'h6-laguna-estado-cuenta-ocr',
    issuer: 'Tracto Carga Laguna',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican driver account statement as a scan with OCR slips (O for 0, l for 1, S for 5, B for 8): trips in km with operator freight and toll columns, tolls reimbursed inside total percepciones, trip advances',
    text: `TRACTO CARGA LAGUNA, S.A. DE C.V.
Calz. Colón 1O8 Sur, Torreón, Coah.    Tel. 871 555 O144
ESTADO DE CUENTA DEL OPERADOR — SEMANA 4B
Operador: MARIO ESPARZA DELGADO     No. empleado 2O418
Fecha de pago: O4/12/2O26

Viaje      Ruta                      Km    Flete oper.     Casetas
TL-8812    Torreón - Chihuahua      44S      2,670.00    l,184.00
TL-8847    Chihuahua - Cd. Juárez   370      2,22O.00      612.00
TL-8870    Cd. Juárez - Torreón     82l      4,926.00    1,796.OO
Tota1es                           1,636      9,8l6.00    3,S92.00

Flete operador                               9,8l6.00
Reembo1so de casetas comprobadas             3,S92.00
Bono rendimiento diése1                        4SO.00
Total percepciones                          13,8S8.00
Anticipos de viaje (2)                       3,OOO.00
Faltante de diésel                             2B5.50
Descuento uniforme                             18O.00
Tota1 descuentos                             3,465.SO
Neto a pagar                               $10,392.S0
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 1385800,
      netCents: 1039250,
      date: '2026-12-04',
      broker: 'TRACTO CARGA LAGUNA, S.A. DE C.V.',
      tripNumber: 'TL-8812',
      miles: 1017,
      linehaulCents: 981600,
      fuelSurchargeCents: null,
      advancesCents: 300000,
      escrowCents: null,
      reimbursementsCents: 359200,
      deductions: [28550, 18000],
    },
  },
  {
    id: 'h6-mixteca-liquidacion-viaje',
    issuer: 'Autoexpress Mixteca',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican single-trip liquidación de viaje with dot leaders: driver commission on the freight, proven trip expenses reimbursed (casetas, diésel, hospedaje), trip advance and a fine charged, "Saldo a favor del operador" as net',
    text: `AUTOEXPRESS MIXTECA, S.A. DE C.V.
LIQUIDACIÓN DE VIAJE No. 7718
Puebla, Pue., 26 de noviembre de 2026
Operador: FIDEL MORALES ORTIZ         Unidad: 112    Remolque: CS-48
Viaje: AXM-20455    Ruta: Puebla - Mérida - Puebla    Kilómetros: 2,612
Salida: 19/11/2026      Regreso: 25/11/2026

INGRESOS DEL OPERADOR
Comisión 15% s/flete de $38,400.00 ................. 5,760.00
Pensión y maniobras ...................................350.00
Gastos comprobados:
   Casetas ......................................... 4,118.00
   Diésel pagado en efectivo ....................... 2,600.00
   Hospedaje ....................................... 1,100.00
Suma .............................................. 13,928.00

CARGOS AL OPERADOR
Anticipo para gastos de viaje (19/11/2026) ......... 8,000.00
Multa por exceso de velocidad ...................... 1,243.00
Suma ............................................... 9,243.00

SALDO A FAVOR DEL OPERADOR ......................... 4,685.00
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 1392800,
      netCents: 468500,
      date: '2026-11-26',
      broker: 'AUTOEXPRESS MIXTECA, S.A. DE C.V.',
      tripNumber: 'AXM-20455',
      miles: 1623,
      linehaulCents: 576000,
      fuelSurchargeCents: null,
      advancesCents: 800000,
      escrowCents: null,
      reimbursementsCents: 781800,
      deductions: [124300],
    },
  },
  {
    id: 'h6-cumberland-lease-multi-amount-ocr',
    issuer: 'Cumberland Lease Partners',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor settlement with several labelled amounts on each line (loaded/empty miles, linehaul, FSC, accessorial per load; four deductions per line), 02-DEC-26 date, light OCR slips (1 as l, 0 as O, 8 as B)',
    text: `CUMBERLAND LEASE PARTNERS, LLC
P.O. Box 2290, Knoxville TN 37901   Ph 865-555-0121   MC 889012 / USDOT 2771045
LEASE OPERATOR SETTLEMENT      Stmt # CLP-26-1204-077      Page 1 of 1
Lessee: 4471 T. BRANNIGAN     Tractor: 212     Trailer: 53-118
Period 22-NOV-26 to 28-NOV-26      Settlement Date 02-DEC-26

Load 7740215  Knoxville TN > Columbus OH  Ldd Mi 382  MT Mi 24  Linehaul 878.60  FSC 160.44  Stop Off 50.00
Load 7740288  Columbus OH > Memphis TN  Ldd Mi 594  MT Mi 61  Linehaul 1,366.20  FSC 249.48  Lumper 185.00
Load 7740301  Memphis TN > Knoxville TN  Ldd Mi 389  MT Mi 0  Linehaul 894.70  FSC 163.38  Detention 90.00
Tota1s  Loaded 1,365  Empty 85  Linehaul 3,139.50  FSC 573.30  Accessorial 140.00  Lumper Reimb 185.00
GROSS SETTLEMENT                                   4,O37.80

Fue1 1,4B8.62   Tractor Lease 650.00   Occ/Acc 48.50   Trai1er 75.OO
Plates 38.00    PrePass 16.25    Fuel Advance 300.00    Maint Escrow 125.00
TOTAL DEDUCTIONS                                   2,741.37
NET SETTLEMENT                                     l,296.43
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 403780,
      netCents: 129643,
      date: '2026-12-02',
      broker: 'CUMBERLAND LEASE PARTNERS, LLC',
      tripNumber: '7740215',
      miles: 1450,
      linehaulCents: 313950,
      fuelSurchargeCents: 57330,
      advancesCents: 30000,
      escrowCents: 12500,
      reimbursementsCents: 18500,
      deductions: [148862, 65000, 4850, 7500, 3800, 1625],
    },
  },
  {
    id: 'h6-ridgeline-pay-to-first',
    issuer: 'Ridgeline Carriers',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Contractor settlement whose PAY TO block (contractor name, address, vendor no.) comes before the issuer name; month-name check date, order table, deductions written with trailing minus',
    text: `PAY TO:
HARLAN D. WEBB dba WEBB ROAD SERVICE
2218 County Rd 14
Ada, OK 74820
Vendor No. 30417

RIDGELINE CARRIERS, INC.
8800 E. 51st St, Tulsa, OK 74145  •  (918) 555-0166  •  USDOT 3310872
CONTRACTOR SETTLEMENT STATEMENT
Check No. 118204     Check Date Dec 4, 2026     Period Ending Nov 28, 2026

Order      Delivered   Origin / Destination        Miles
RC52210    11/23/26    Tulsa OK - Dallas TX          259
RC52247    11/25/26    Dallas TX - El Paso TX        635
RC52281    11/27/26    El Paso TX - Tulsa OK         748
Linehaul Pay     1,642 mi @ 1.80                 2,955.60
Fuel Surcharge   1,642 mi @ .44                    722.48
Total Gross                                      3,678.08
Fuel Purchases                                   1,206.77-
Occupational Accident                               52.00-
Cargo/PD Insurance                                 141.00-
Trailer Usage                                       60.00-
Cash Advance                                       200.00-
Escrow Deposit                                     100.00-
Total Deductions                                 1,759.77-
Amount of Check                                  1,918.31
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 367808,
      netCents: 191831,
      date: '2026-12-04',
      broker: 'RIDGELINE CARRIERS, INC.',
      tripNumber: 'RC52210',
      miles: 1642,
      linehaulCents: 295560,
      fuelSurchargeCents: 72248,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [120677, 5200, 14100, 6000],
    },
  },
  {
    id: 'h6-tri-county-total-earnings-ytd',
    issuer: 'Tri-County Bulk Transport',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      "Tanker company-driver earnings statement: rate, units, current and YTD columns, gross named 'Total Earnings', YTD net beside the current net, direct deposit line",
    text: `TRI-COUNTY BULK TRANSPORT, INC.
1400 Industrial Pkwy, Decatur IL 62526          FEIN XX-XXX4471
EARNINGS STATEMENT                              Check Date: 12/11/2026
Employee: MARCUS L. PRUITT    Emp #: 6620    Dept: Tanker
Pay Period: 11/29/2026 - 12/05/2026             Check #: 0091844

Description          Rate      Units      Current           YTD
Mileage Pay        0.6200      2,418     1,499.16     63,880.42
Tank Wash/Load      35.00          4       140.00      5,460.00
Hazmat Premium                              75.00      3,150.00
Holiday Pay                                224.00        672.00
Total Earnings                           1,938.16     73,162.42

Taxes / Deductions                         Current           YTD
Federal Withholding                        192.40      7,950.11
Social Security                            120.17      4,536.07
Medicare                                    28.10      1,060.86
IL State Income Tax                         95.94      3,621.54
Dental Pre-Tax                              12.85        527.85
Vision                                       4.10        168.10
Total Deductions                           453.56     17,864.53

Net Pay                                  1,484.60     55,297.89
Direct Deposit  Checking ****7702        1,484.60
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 193816,
      netCents: 148460,
      date: '2026-12-11',
      broker: 'TRI-COUNTY BULK TRANSPORT, INC.',
      tripNumber: null,
      miles: 2418,
      linehaulCents: 149916,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [19240, 12017, 2810, 9594, 1285, 410],
    },
  },
  {
    id: 'h6-meridian-total-carrier-pay',
    issuer: 'Meridian Brokerage Group',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      "Broker carrier payment advice: one line per load with linehaul, fuel, accessorials and a 'Total Carrier Pay' column, totals row, quick-pay fee and claim deduction in parentheses, ACH trace number",
    text: `MERIDIAN BROKERAGE GROUP, LLC
Carrier Accounts Payable · 9100 Keystone Crossing, Indianapolis IN 46240 · 317-555-0183
CARRIER PAYMENT ADVICE                                  Payment Date: 12/07/2026
Payee: SILVER CREEK TRANSPORT LLC     MC 1204418     Vendor ID V-22871
Payment Method: ACH to ****3390     Trace 071000218447

Load #       Customer Ref   Pickup     Linehaul     Fuel   Accessorials   Total Carrier Pay
MBG-448120   PO 55102-77    11/30/26   1,600.00   248.00           0.00            1,848.00
MBG-448163   PO 55109-02    12/01/26     975.00   151.10         125.00            1,251.10
MBG-448197   PO 55120-18    12/02/26   2,140.00   331.70          75.00            2,546.70
Totals                                 4,715.00   730.80         200.00            5,645.80
Less: QuickPay Fee (3.0%)                                                           (169.37)
Less: Claim deduction MBG-446011 (shortage)                                         (210.00)
Net Payment                                                                        5,266.43
Questions: carrierpay@meridianbrokerage.com
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 564580,
      netCents: 526643,
      date: '2026-12-07',
      broker: 'MERIDIAN BROKERAGE GROUP, LLC',
      tripNumber: 'MBG-448120',
      miles: null,
      linehaulCents: 471500,
      fuelSurchargeCents: 73080,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [16937, 21000],
    },
  },
  {
    id: 'h6-iron-horse-fuel-ocr',
    issuer: 'Iron Horse Travel Plaza',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Thermal truck-stop fuel receipt as a scan with OCR slips (O for 0, S for 5, B for 8): gallons, price per gallon, reefer fuel line, fleet card, odometer',
    text: `IR0N H0RSE TRAVEL PLAZA #12
I-10 EXIT 22   L0RDSBURG NM 88045
(575) 555-O137
12/O3/2026   11:47 PM   TRANS 00B8142
PUMP O7    ULSD #2
GALL0NS          118.402
PRICE/GAL         $4.0S9
DIESEL T0TAL     $480.59
REEFER  22.150 GAL @ $3.789   $83.93
SUBT0TAL         $S64.52
TAX INCLUDED
T0TAL            $564.52
FLEET CARD  XXXXXXXXXXXX7702   AUTH 5518O4
UNIT 305   ODOMETER 511,9B4   DRIVER ID 2O41
THANK Y0U - DRIVE SAFE
`,
    expected: { documentType: 'fuel_receipt', grossCents: null, netCents: null, date: '2026-12-03' },
  },
  {
    id: 'h6-keller-tire-road-service-invoice',
    issuer: 'Keller Commercial Tire & Service',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Tire shop road-service invoice: qty, part no., unit price and extension columns, casing credit marked CR, federal excise tax, sales tax on the taxable part only',
    text: `KELLER COMMERCIAL TIRE & SERVICE
3320 Lincoln Hwy E, Lancaster PA 17602 · 717-555-0109 · 24/7 Road Service
INVOICE No. 0318847          Date: 12/09/2026          Terms: Net 15
Bill To: SILVER CREEK TRANSPORT LLC, 118 Mill St, York PA 17401
Unit 305   Odometer 512,330   PO# SC-1209   Tech: J. Ruiz

Qty  Part No.     Description                          Unit Price        Ext.
 2   BFG-DR454    Drive tire 11R22.5 16PLY                 438.00      876.00
 2   CAS-CR       Casing credit (retreadable)               65.00   130.00 CR
 1   SVC-ROAD     Road service call (after hours)          185.00      185.00
 2   LBR-MNT      Mount/dismount dual position              42.50       85.00
 1   VLV-EXT      Valve extender                             9.95        9.95
 2   FET          Federal excise tax                        21.40       42.80
 2   PA-TIRE      PA tire fee                                1.00        2.00
                                    Subtotal                         1,070.75
                                    Sales Tax 6% (taxable 755.95)       45.36
                                    INVOICE TOTAL                    1,116.11
`,
    expected: { documentType: 'repair_invoice', grossCents: null, netCents: null, date: '2026-12-09' },
  },
];

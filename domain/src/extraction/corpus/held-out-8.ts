import type { CorpusDocument } from './types.js';

/**
 * An eighth held-out batch (h8-), written blind — without reading the extractor or running it — and
 * committed before any run on it; never used to tune. 18 new issuers: 5 Canadian (2 French, 3
 * English), 6 Mexican, 7 US.
 */
export const HELD_OUT_DOCUMENTS_8: CorpusDocument[] = [
  {
    id: 'h8-riviere-ouelle-releve-reglement-km',
    issuer: 'Transport Rivière-Ouelle Express',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Quebec owner-operator "relevé de règlement / bordereau de paiement" in French: trips in km at a per-km rate, amounts written "1 234,56 $", payment date "le 3 déc. 2026", dispatch fee as a percentage, advance and reserve fund among the retenues',
    text: `TRANSPORT RIVIÈRE-OUELLE EXPRESS INC.
412, route 132 Est, Rivière-Ouelle (Québec) G0L 2C0   Tél. : 418 555-0172
No TPS 74120 3318 RT0001   No TVQ 1220448871 TQ0001
RELEVÉ DE RÈGLEMENT — BORDEREAU DE PAIEMENT No 26-1148
Voiturier : 9381-2207 Québec inc. (D. Pelletier)   Unité 27
Semaine du 23 au 29 nov. 2026            Paiement effectué le 3 déc. 2026

Voyage     Parcours                        Km    Taux/km        Montant
RO-22410   Lévis → Sept-Îles              862      1,92      1 655,04 $
RO-22437   Sept-Îles → Québec             646      1,92      1 240,32 $
RO-22452   Québec → Rimouski              312      1,92        599,04 $
Total                                    1 820                3 494,40 $

Surcharge carburant 17 %                                        594,05 $
Revenu brut                                                   4 088,45 $

Retenues
  Carburant (carte Ultramar)                                  1 412,36 $
  Assurance camion                                              186,00 $
  Frais de répartition 5 %                                      204,42 $
  Avance du 25 nov.                                             300,00 $
  Fonds de réserve                                              125,00 $
Total des retenues                                            2 227,78 $

MONTANT DU PAIEMENT (virement)                                1 860,67 $
Solde du fonds de réserve : 2 375,00 $        Page 1 de 1
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 408845,
      netCents: 186067,
      date: '2026-12-03',
      broker: 'TRANSPORT RIVIÈRE-OUELLE EXPRESS INC.',
      tripNumber: 'RO-22410',
      miles: 1131,
      linehaulCents: 349440,
      fuelSurchargeCents: 59405,
      advancesCents: 30000,
      escrowCents: 12500,
      reimbursementsCents: null,
      deductions: [141236, 18600, 20442],
    },
  },
  {
    id: 'h8-val-des-sources-talon-paie-ocr',
    issuer: 'Camionnage Val-des-Sources',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'Quebec company-driver "talon de paie" in French as a scan with OCR slips (l for 1, O for 0, S for 5): km pay, Salaire brut / Salaire net with a "cumul annuel" column only on the totals, provincial and federal retenues',
    text: `CAMI0NNAGE VAL-DES-S0URCES LTÉE
1O8, boul. Saint-Luc, Val-des-Sources (Québec) J1T 2E4
TALON DE PAIE                         Date de paie : le lO déc. 2O26
Employé : M. Bélanger      Matricule : 0S17      Période : 2026-11-22 au 2026-12-05

Gains                             Quantité      Taux        Montant
Kilométrage                     4 21S km       0,58      2 444,7O $
Temps d'attente                      6 h      24,5O        147,OO $
Prime de nuit                                               6O,OO $
Salaire brut                                             2 65l,7O $

Retenues
Impôt fédéral                                              268,l4 $
Impôt du Québec                                            3Ol,77 $
RRQ                                                        162,4O $
Assurance-emploi                                            34,47 $
RQAP                                                        1l,67 $
Cotisation syndicale                                        28,OO $
Total des retenues                                         8O6,4S $

Salaire net                                              1 84S,2S $
                                       Cumul annuel
Salaire brut                           61 9O4,3S $
Salaire net                            43 O74,23 $
Dépôt direct — Caisse Desjardins, folio ***4471
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 265170,
      netCents: 184525,
      date: '2026-12-10',
      broker: 'CAMIONNAGE VAL-DES-SOURCES LTÉE',
      tripNumber: null,
      miles: 2619,
      linehaulCents: 244470,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [26814, 30177, 16240, 3447, 1167, 2800],
    },
  },
  {
    id: 'h8-foothills-bulk-gross-earnings-gst',
    issuer: 'Foothills Bulk Haulers',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta owner-operator settlement in English: loads in km with rate per km, GST 5 % added and "Gross Earnings (incl. GST)" as the gross, amounts as "$1,234.56 CAD", ISO dates, holdback reserve',
    text: `FOOTHILLS BULK HAULERS LTD.
7711 Edgar Industrial Dr, Red Deer AB T4P 3R2 · 403-555-0126 · GST# 80441 2297 RT0001
CONTRACTOR SETTLEMENT                               Settlement Date: 2026-12-03
Contractor: 1877204 Alberta Ltd. (G. Sandhu)   Unit T-14   Week: 2026-11-23 to 2026-11-29

Load       Origin           Destination        Km    $/km          Amount
FB-70512   Red Deer         Fort McMurray     612    2.40   $1,468.80 CAD
FB-70538   Fort McMurray    Edmonton          435    2.40   $1,044.00 CAD
FB-70561   Edmonton         Calgary           300    2.60     $780.00 CAD
Total km                                    1,347

Linehaul                                            $3,292.80 CAD
Fuel Surcharge 14%                                    $460.99 CAD
Revenue before GST                                  $3,753.79 CAD
GST 5%                                                $187.69 CAD
Gross Earnings (incl. GST)                          $3,941.48 CAD

Less:
Fuel - Cardlock                                     $1,380.55 CAD
Cargo & Liability Insurance                           $210.00 CAD
ELD / Telematics                                       $42.00 CAD
Cash Advance 2026-11-25                               $250.00 CAD
Holdback Reserve                                      $100.00 CAD

Net Payment by EFT                                  $1,958.93 CAD
Holdback balance: $1,600.00 CAD      Dispatch 403-555-0127      Page 1/1
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 394148,
      netCents: 195893,
      date: '2026-12-03',
      broker: 'FOOTHILLS BULK HAULERS LTD.',
      tripNumber: 'FB-70512',
      miles: 837,
      linehaulCents: 329280,
      fuelSurchargeCents: 46099,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [138055, 21000, 4200],
    },
  },
  {
    id: 'h8-coquihalla-pay-statement-km',
    issuer: 'Coquihalla Freightways',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'British Columbia company-driver pay statement: kilometre pay and hourly pay, "Gross Earnings", current and YTD columns, Income Tax / CPP / EI, union dues, DD/MM/YYYY dates',
    text: `COQUIHALLA FREIGHTWAYS LTD.
20450 Logan Ave, Langley BC V3A 4L7        Payroll: 604-555-0193
EMPLOYEE PAY STATEMENT                     Pay Date: 03/12/2026
Employee: H. Dhaliwal   Emp No. 3308   Pay Period: 16/11/2026 - 29/11/2026
Province of employment: BC     TD1 claim code: 1

Earnings                 Units       Rate          Current              YTD
Kilometre Pay        5,860 km      0.4400         2,578.40        58,420.60
Hourly (yard/wait)      7.50 h    28.0000           210.00         4,312.00
Gross Earnings                                    2,788.40        62,732.60

Deductions                                         Current              YTD
Income Tax                                          412.36         9,240.11
CPP                                                 152.10         3,402.00
EI                                                   45.17         1,049.12
Union Dues - Teamsters 213                           38.00           836.00
Group Benefits                                       22.50           495.00
Total Deductions                                    670.13        15,022.23

Net Pay                                     $2,118.27 CAD       $47,710.37 CAD
Deposited to account ***-0419 on 03/12/2026
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 278840,
      netCents: 211827,
      date: '2026-12-03',
      broker: 'COQUIHALLA FREIGHTWAYS LTD.',
      tripNumber: null,
      miles: 3641,
      linehaulCents: 257840,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [41236, 15210, 4517, 3800, 2250],
    },
  },
  {
    id: 'h8-grand-river-load-confirmation-hst',
    issuer: 'Grand River Freight Lines',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario carrier brokering a load to a partner carrier: load confirmation with pickup and drop, HST 13 % added to the charges, HST-inclusive "$2,517.08 CAD" total as the rate',
    text: `GRAND RIVER FREIGHT LINES LTD. — Brokerage Division
55 Savage Dr, Cambridge ON N1T 1S5 · 519-555-0140 · CVOR 118-442-907 · HST# 77320 1184 RT0001
PARTNER CARRIER LOAD CONFIRMATION          Load No: GRF-448102          Issued: 2026-12-02
Partner Carrier: LAKESHORE ROAD EXPRESS INC.   NSC ON-1120448   Dispatcher: P. Costa
Pick up  2026-12-03 08:00   Magna Seating, 337 Magna Dr, Aurora ON
Drop 1   2026-12-03 15:00   Linamar, 287 Speedvale Ave W, Guelph ON
Drop 2   2026-12-04 07:00   Toyota TMMC, 1055 Fountain St N, Cambridge ON
Equipment: 53' dry van   Weight: 18,400 kg   Seal required

Line haul                                   $1,850.00
Fuel surcharge (15%)                          $277.50
Extra drop                                    $100.00
Subtotal                                    $2,227.50
HST 13%                                       $289.58
TOTAL                                 $2,517.08 CAD
Invoice with signed POD within 5 days. Payment 30 days. Quote load no. on all invoices.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 251708,
      broker: 'GRAND RIVER FREIGHT LINES LTD.',
      tripNumber: 'GRF-448102',
    },
  },
  {
    id: 'h8-sierra-gorda-liquidacion-semanal',
    issuer: 'Transportes Sierra Gorda',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican weekly owner-operator "liquidación semanal" with ABONOS and CARGOS sections, trips in km, amounts as "$ 12,345.67 M.N.", date "5 de diciembre de 2026", maintenance fund and advance among the cargos',
    text: `TRANSPORTES SIERRA GORDA, S.A. DE C.V.
Carretera Federal 57 km 12.5, Santa Rosa Jáuregui, Qro. C.P. 76220 · Tel. 442 555 0137
RFC TSG-980612-7J4
LIQUIDACIÓN SEMANAL DEL PERMISIONARIO           Folio 2026-S48-0213
Santiago de Querétaro, Qro., a 5 de diciembre de 2026
Permisionario: J. GUADALUPE OLVERA RESÉNDIZ     Tractor SG-09    Semana 48

Viaje      Ruta                                    Km            Importe
SG-4410    Querétaro - Nuevo Laredo                780   $ 23,400.00 M.N.
SG-4433    Nuevo Laredo - San Luis Potosí          585   $ 17,550.00 M.N.
SG-4451    San Luis Potosí - Querétaro             205   $  6,150.00 M.N.
                                                 1,570

ABONOS
Fletes de la semana                                  $ 47,100.00 M.N.
Compensación por precio del diésel                   $  3,768.00 M.N.
Total abonos                                         $ 50,868.00 M.N.
CARGOS
Comisión administrativa 10%                          $  5,086.80 M.N.
Diésel en estaciones convenio                        $ 14,216.35 M.N.
Casetas (TAG)                                        $  3,120.00 M.N.
Seguro de carga                                      $    850.00 M.N.
Anticipo 28/11/2026                                  $  5,000.00 M.N.
Fondo de mantenimiento                               $  1,000.00 M.N.
Total cargos                                         $ 29,273.15 M.N.

SALDO A DEPOSITAR                                    $ 21,594.85 M.N.
CLABE destino ****4417 · Dudas: liquidaciones@sierragorda.mx
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5086800,
      netCents: 2159485,
      date: '2026-12-05',
      broker: 'TRANSPORTES SIERRA GORDA, S.A. DE C.V.',
      tripNumber: 'SG-4410',
      miles: 976,
      linehaulCents: 4710000,
      fuelSurchargeCents: 376800,
      advancesCents: 500000,
      escrowCents: 100000,
      reimbursementsCents: null,
      deductions: [508680, 1421635, 312000, 85000],
    },
  },
  {
    id: 'h8-rio-conchos-estado-cuenta-saldo-ocr',
    issuer: 'Fletes Río Conchos',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican "estado de cuenta del permisionario" as a scan with OCR slips (O for 0, l for 1, S for 5, B for 8): dated movements with cargo / abono / running saldo columns, dot thousands and comma decimals, totals and final saldo',
    text: `FLETES RÍO CONCHOS, S.A. DE C.V.
Av. Tecnológico 44l5, Chihuahua, Chih. C.P. 3l2O3 — Tel. 6l4 555 Ol8B
ESTADO DE CUENTA DEL PERMISIONARIO
Permisionario: RAÚL ARMENDÁRIZ TERRAZAS     Cuenta: P-0S12
Periodo: 28/11/2O26 al O4/12/2O26          Fecha de corte: O5/12/2O26

Fecha    Concepto                                       Cargo        Abono        Saldo
         Saldo anterior                                                            O,OO
2B/11    Flete RC-9O21 Chihuahua - Cd. Juárez 372 km              11.16O,OO    11.16O,OO
29/11    Anticipo en efectivo                        4.OOO,OO                   7.16O,OO
3O/11    Flete RC-9O34 Cd. Juárez - Torreón 83O km                22.41O,OO    29.S7O,OO
O1/12    Vales de diésel                            13.872,4O                  1S.697,6O
O2/12    Flete RC-9O47 Torreón - Chihuahua 44B km                 13.44O,OO    29.137,6O
O3/12    Ajuste por precio de diésel                               2.3S0,OO    31.487,6O
O3/12    Casetas TAG                                 2.9B6,OO                  28.S01,6O
O4/12    Comisión 9% s/abonos                        4.442,4O                  24.OS9,2O
O4/12    Fondo de garantía                             6OO,OO                  23.4S9,2O

Totales                                            2S.9OO,8O    49.36O,OO
Saldo a favor del permisionario                                              23.4S9,2O
Kilómetros recorridos: l.6SO
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 4936000,
      netCents: 2345920,
      date: '2026-12-05',
      broker: 'FLETES RÍO CONCHOS, S.A. DE C.V.',
      tripNumber: 'RC-9021',
      miles: 1025,
      linehaulCents: 4701000,
      fuelSurchargeCents: 235000,
      advancesCents: 400000,
      escrowCents: 60000,
      reimbursementsCents: null,
      deductions: [1387240, 298600, 444240],
    },
  },
  {
    id: 'h8-potosinos-recibo-nomina-claves',
    issuer: 'Autotransportes Potosinos del Altiplano',
    issuerKind: 'payroll',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican weekly "recibo de nómina" with SAT concept codes (P001, D002…) stacked in sections, per-km commission, "Total de percepciones" / "Total de deducciones" / "Neto del recibo", DD/MM/YYYY dates',
    text: `AUTOTRANSPORTES POTOSINOS DEL ALTIPLANO, S.A. DE C.V.
Eje 128 No. 210, Zona Industrial, San Luis Potosí, S.L.P. — RFC APA-120405-MN2
RECIBO DE NÓMINA SEMANAL No. 48          Fecha de pago: 05/12/2026
Periodo: 29/11/2026 al 05/12/2026        Días pagados: 7
Empleado: 0712  OSCAR IVÁN TORRES MEDINA     Puesto: Operador tractocamión
NSS 24160988712   RFC TOMO900214AB3   Salario diario integrado: 368.47

Clave   Percepciones                                           Importe
P001    Sueldo semanal                                        2,450.00
P028    Comisión por kilómetro (2,980 km x 1.35)              4,023.00
P038    Premio de seguridad (sin incidentes)                    500.00
        Total de percepciones                                 6,973.00

Clave   Deducciones                                            Importe
D002    ISR                                                     742.18
D001    IMSS                                                    176.44
D010    Descuento INFONAVIT                                     612.50
D019    Cuota sindical                                           95.00
        Total de deducciones                                  1,626.12

        Neto del recibo                                       5,346.88
UUID 3F9A0C21-7B44-4E10-A2D8-55C1E0B7719A · Método de pago: transferencia
Recibí de conformidad: ______________________
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 697300,
      netCents: 534688,
      date: '2026-12-05',
      broker: 'AUTOTRANSPORTES POTOSINOS DEL ALTIPLANO, S.A. DE C.V.',
      tripNumber: null,
      miles: 1852,
      linehaulCents: 402300,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [74218, 17644, 61250, 9500],
    },
  },
  {
    id: 'h8-impulsa-factoraje-importe-depositar',
    issuer: 'Impulsa Factoraje Financiero',
    issuerKind: 'factor',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican SOFOM factoring remittance: invoice table with embarque refs, "Importe de las facturas", "Aforo", "Intereses", commission and IVA, "Importe a depositar", amounts as "$ 12,345.67 M.N."',
    text: `IMPULSA FACTORAJE FINANCIERO, S.A. DE C.V., SOFOM, E.N.R.
Av. Constitución 2050 Pte., piso 4, Monterrey, N.L. C.P. 64000 · Tel. 81 5550 2244
AVISO DE OPERACIÓN DE FACTORAJE                   Operación No. IF-26-03318
Monterrey, N.L., 4 de diciembre de 2026
Cliente (cedente): TRANSPORTES GALEANA HERMANOS, S.A. DE C.V.
Deudor: DISTRIBUIDORA COMERCIAL DEL NOROESTE, S.A. DE C.V.

Factura     Embarque      Fecha factura     Vence            Importe
TGH-1182    DCN-55210     27/11/2026        27/12/2026   $ 38,250.00 M.N.
TGH-1187    DCN-55246     29/11/2026        29/12/2026   $ 24,600.00 M.N.
TGH-1190    DCN-55263     01/12/2026        31/12/2026   $ 19,150.00 M.N.

Importe de las facturas                                  $ 82,000.00 M.N.
Aforo (15 %)                                             $ 12,300.00 M.N.
Intereses (30 días, TIIE + 8 pts)                        $  1,476.00 M.N.
Comisión por cobranza                                    $    410.00 M.N.
IVA 16 % s/intereses y comisión                          $    301.76 M.N.
Importe a depositar                                      $ 67,512.24 M.N.

El aforo se liberará al cobro total de las facturas. Cuenta CLABE del cliente ****0915.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 8200000,
      netCents: 6751224,
      date: '2026-12-04',
      broker: 'DISTRIBUIDORA COMERCIAL DEL NOROESTE, S.A. DE C.V.',
      tripNumber: 'DCN-55210',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 1230000,
      reimbursementsCents: null,
      deductions: [147600, 41000, 30176],
    },
  },
  {
    id: 'h8-sumidero-factura-carta-porte',
    issuer: 'Transportes Sumidero del Sureste',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican CFDI freight invoice with a carta porte complement (the carrier bills its customer; not a payment to anyone): origin/destination, distance, merchandise, subtotal, IVA 16 %, IVA retention 4 %, total',
    text: `TRANSPORTES SUMIDERO DEL SURESTE, S.A. DE C.V.
RFC TSS-070915-QW8   Régimen: 601 General de Ley Personas Morales
Libramiento Norte Pte. 3380, Tuxtla Gutiérrez, Chis. C.P. 29040
FACTURA (CFDI de Ingreso) con Complemento Carta Porte 3.1     Serie A  Folio 7741
Fecha de emisión: 2026-12-02T14:22:10      Lugar de expedición: 29040
Receptor: CAFÉ ALTOS DE CHIAPAS, S.A. DE C.V.   RFC CAC-110303-8P1   Uso CFDI: G03
Origen: Tapachula, Chis.   Destino: Veracruz, Ver.   Distancia recorrida: 1,120 km
Mercancía: café verde en sacos, 24,000 kg   Autotransporte: C3R2, placas 88-BD-4K

Cant.  Clave SAT   Descripción                          P. Unitario       Importe
1      78101802    Servicio de flete Tapachula-Veracruz   28,500.00     28,500.00
1      78141501    Maniobras de carga                      1,500.00      1,500.00
Subtotal                                                                30,000.00
IVA trasladado 16%                                                       4,800.00
IVA retenido 4%                                                          1,200.00
Total                                                      $ 33,600.00 M.N.
(TREINTA Y TRES MIL SEISCIENTOS PESOS 00/100 M.N.)   Forma de pago: 99 · Método: PPD
`,
    expected: { documentType: 'other', grossCents: null, netCents: null, date: '2026-12-02' },
  },
  {
    id: 'h8-pase-carretero-estado-peaje',
    issuer: 'Pase Carretero del Norte',
    issuerKind: 'merchant',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican electronic toll tag monthly statement (pays nobody): tag and account numbers, list of plaza crossings with dates and amounts, recharges, closing balance, cut-off date',
    text: `PASE CARRETERO DEL NORTE — Telepeaje empresarial
ESTADO DE CUENTA MENSUAL                         Fecha de corte: 30/11/2026
Cliente: AUTOFLETES CANTÚ Y ASOCIADOS          Cuenta 0044-7712-09
TAG 5012 8830 1146  (Unidad 17, placas 41-AK-9M)

Fecha        Plaza de cobro                         Clase      Importe
03/11/2026   La Carbonera (Saltillo-Monterrey)        T3S2      612.00
03/11/2026   Sabinas Hidalgo                          T3S2      488.00
06/11/2026   Plaza Cadereyta                          T3S2      275.00
14/11/2026   La Carbonera (Saltillo-Monterrey)        T3S2      612.00
21/11/2026   Plaza Matehuala                          T3S2      934.00
Total consumos                                                2,921.00

Saldo inicial                                                 1,150.00
Recargas del periodo (2)                                      4,000.00
Consumos                                                      2,921.00
Saldo final                                                   2,229.00
Aclaraciones: 800 555 0199 dentro de los 30 días siguientes al corte.
`,
    expected: { documentType: 'other', grossCents: null, netCents: null, date: '2026-11-30' },
  },
  {
    id: 'h8-sandhill-lease-balance-forward-ocr',
    issuer: 'Sandhill Lease Purchase',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      "Lease-purchase settlement as a scan with OCR slips (O for 0, l for 1, S for 5): a negative 'Balance Forward' carried from last week's statement is taken out before this week's charges, loaded and empty miles per load",
    text: `SANDHILL LEASE PURCHASE, INC.
2O9 Prairie View Rd, Grand lsland NE 688O3   (308) 555-Ol64   USDOT 3O4418l
LEASE PURCHASE SETTLEMENT               Sett1ement Date: 12/O4/2026
Lessee: C. RAMIREZ   Contract LP-0S53   Truck 6O9   Week Ending 11/29/2026

Load No     Lane                        Ld Mi   MT Mi    Rate       Pay
SH-2O871    Omaha NE - Memphis TN         644      38    2.30   1,48l.20
SH-2O902    Memphis TN - Joliet IL        Sl2      71    2.40   1,228.8O
Fuel Surcharge  1,lS6 loaded mi @ .52                             60l.l2
Detention SH-2O902                                                 5O.OO
Gross Earnings                                                3,36l.l2

Balance Forward (stmt 11/27/2026)                               (4l8.36)
Lease Payment                                                   (92S.OO)
Fuel - Comdata                                                (l,288.l4)
Occ/Acc + Physical Damage                                       (168.OO)
ELD Subscription                                                 (18.OO)
Maintenance Escrow                                              (lSO.OO)
Cash Advance 12/01                                              (lOO.OO)
Net Settlement                                                   293.62

Maintenance escrow balance 1,9SO.OO      Lease payments remaining: 118 of 156
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 336112,
      netCents: 29362,
      date: '2026-12-04',
      broker: 'SANDHILL LEASE PURCHASE, INC.',
      tripNumber: 'SH-20871',
      miles: 1265,
      linehaulCents: 271000,
      fuelSurchargeCents: 60112,
      advancesCents: 10000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [41836, 92500, 128814, 16800, 1800],
    },
  },
  {
    id: 'h8-cedar-hollow-team-split',
    issuer: 'Cedar Hollow Team Express',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      "Team-driver settlement for one driver: load table with team miles, a three-column summary 'Team Total / Your Share 50% / Co-Driver 50%', then this driver's own deductions and net",
    text: `CEDAR HOLLOW TEAM EXPRESS INC.
1450 Industrial Blvd, Allentown PA 18109 · (610) 555-0115 · MC 702244
TEAM DRIVER SETTLEMENT                                Pay Date: 12/09/2026
Driver: D. OKONKWO (Driver 1, ID 4471)     Co-Driver: S. LINDQVIST (ID 4472)
Truck 8812     Period 11/30/2026 - 12/06/2026

Load       Origin             Destination        Loaded Mi   Empty Mi
CH-5512    Allentown PA       Laredo TX              1,702         44
CH-5530    Laredo TX          Chicago IL             1,389          0
Totals                                               3,091         44

                        Team Total    Your Share 50%    Co-Driver 50%
Linehaul                  5,254.90          2,627.45         2,627.45
Fuel Surcharge            1,112.76            556.38           556.38
Stop Pay                     75.00             37.50            37.50
Gross Pay                 6,442.66          3,221.33         3,221.33

Your Deductions
Occupational Accident                                            38.00
Fuel Card (your 50%)                                            912.22
Team Cash Advance (your 50%)                                    150.00
Escrow                                                           75.00
Your Net Pay                                                  2,046.11
Co-driver receives a separate statement.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 322133,
      netCents: 204611,
      date: '2026-12-09',
      broker: 'CEDAR HOLLOW TEAM EXPRESS INC.',
      tripNumber: 'CH-5512',
      miles: 3135,
      linehaulCents: 262745,
      fuelSurchargeCents: 55638,
      advancesCents: 15000,
      escrowCents: 7500,
      reimbursementsCents: null,
      deductions: [3800, 91222],
    },
  },
  {
    id: 'h8-pecos-valley-label-right-stub',
    issuer: 'Pecos Valley Tank Lines',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Mainframe-style driver pay stub with the amounts FIRST and the labels on the right: CURRENT and YTD columns, withholdings shown in parentheses, check number and date in the header',
    text: `PECOS VALLEY TANK LINES LLC            PAYROLL CHECK STUB
PO BOX 1187  ARTESIA NM 88211           CHECK NO 0044718   CHECK DATE 12/11/2026
EMPLOYEE 2290  R. CHAVEZ                PERIOD 11/29/2026 - 12/05/2026

     CURRENT          YTD    DESCRIPTION
    1,412.40    61,204.80    MILEAGE PAY   2,354 MI @ .60
      180.00     7,020.00    TANK WASH / HAZMAT PREMIUM
    1,592.40    68,224.80    GROSS PAY
     (168.05)   (7,198.40)   FEDERAL WITHHOLDING
      (98.73)   (4,229.94)   SOCIAL SECURITY
      (23.09)     (989.26)   MEDICARE
      (41.20)   (1,765.30)   NM STATE WITHHOLDING
      (47.77)   (2,046.74)   401(K) 3%
    1,213.56    51,995.16    NET PAY

DIRECT DEPOSIT  WELLS FARGO ****2206   1,213.56
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 159240,
      netCents: 121356,
      date: '2026-12-11',
      broker: 'PECOS VALLEY TANK LINES LLC',
      tripNumber: null,
      miles: 2354,
      linehaulCents: 141240,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [16805, 9873, 2309, 4120, 4777],
    },
  },
  {
    id: 'h8-haulpost-quickpay-receipt',
    issuer: 'HaulPost Load Board',
    issuerKind: 'load_board',
    country: 'US',
    split: 'held_out',
    layout:
      "Load-board quick-pay receipt: load details with miles, charges summing to 'Total Due to Carrier', quick-pay fee, amount deposited, month-name date, support footer",
    text: `HaulPost Load Board, Inc. — QuickPay
Receipt #QP-00918274                         Paid: Dec 7, 2026
Carrier: PRAIRIE WIND CARRIERS LLC   MC 1187720   DOT 3509914
Load HP-3318207   Wichita KS -> Denver CO   Picked up Dec 3, 2026   Delivered Dec 4, 2026
Trip miles: 812

Line haul                      $2,150.00
Fuel surcharge                   $296.00
Detention (4 hrs)                $100.00
Total Due to Carrier           $2,546.00
QuickPay fee (2.5%)              -$63.65
Amount deposited               $2,482.35   to checking ending 5521

Need help? support@haulpost.com · 1-888-555-0177 · Mon-Fri 7am-7pm CT
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 254600,
      netCents: 248235,
      date: '2026-12-07',
      broker: 'HaulPost Load Board, Inc.',
      tripNumber: 'HP-3318207',
      miles: 812,
      linehaulCents: 215000,
      fuelSurchargeCents: 29600,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [6365],
    },
  },
  {
    id: 'h8-beacon-schedule-of-accounts',
    issuer: 'Beacon Receivables Funding',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      "Factoring 'Schedule of Accounts' for one debtor: invoice / load / invoice date / amount table, 'Less: Fees', 'Less: Reserve', 'Less: Fuel Advance', wire fee, amount funded",
    text: `BEACON RECEIVABLES FUNDING, LLC
400 Poydras St, Suite 1820, New Orleans LA 70130 · 504-555-0162 · Fax 504-555-0163
SCHEDULE OF ACCOUNTS                 Schedule No. 10488        Date: 12/02/2026
Client: BAYOU STATE HAULING LLC   Client No. 2217   MC 990412
Account Debtor: CASCADE FREIGHT SOLUTIONS INC

Invoice No.    Load No.       Invoice Date        Amount
BSH-3310       CFS-90412      11/24/2026        2,400.00
BSH-3314       CFS-90455      11/26/2026        1,875.00
BSH-3319       CFS-90470      11/30/2026        3,150.00
Total Accounts Assigned                          7,425.00
Less: Fees (2.5%)                                  185.63
Less: Reserve (10%)                                742.50
Less: Fuel Advance 11/30/2026                      400.00
Less: Wire Fee                                      20.00
Amount Funded                                    6,076.87

Client certifies the above accounts are bona fide and unpaid. Page 1 of 1
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 742500,
      netCents: 607687,
      date: '2026-12-02',
      broker: 'CASCADE FREIGHT SOLUTIONS INC',
      tripNumber: 'CFS-90412',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: 74250,
      reimbursementsCents: null,
      deductions: [18563, 2000],
    },
  },
  {
    id: 'h8-buckeye-crossroads-def-diesel',
    issuer: 'Buckeye Crossroads Fuel Center',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Truck-stop fuel receipt with a diesel line and a separate DEF line at different prices, fleet card, truck number and odometer prompts',
    text: `BUCKEYE CROSSROADS FUEL CENTER
I-71 EXIT 65   JEFFERSONVILLE OH 43128
PH 740-555-0151   STORE 0031
DATE 12/05/2026   TIME 04:18   TKT 0031-228417
PUMP 11  DIESEL #2   112.640 GAL  @ $3.899   $439.18
PUMP 11  DEF          8.500 GAL  @ $4.299    $36.54
FUEL TOTAL                                   $475.72
TOTAL SALE                                   $475.72
EFS FLEET ************3390   APPROVAL 771204
TRUCK# 218   ODOMETER 402,118   TRAILER# 5307
`,
    expected: { documentType: 'fuel_receipt', grossCents: null, netCents: null, date: '2026-12-05' },
  },
  {
    id: 'h8-clearwater-wash-pm-invoice',
    issuer: 'Clearwater Truck Wash & Lube',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Truck wash and lube shop invoice: wash services, PM labor at an hourly rate, oil and filters, shop supplies, sales tax on parts only, work order and unit numbers',
    text: `CLEARWATER TRUCK WASH & LUBE
8800 E Admiral Pl, Tulsa OK 74115 · 918-555-0128
INVOICE  WO# 26-11408        Date 12/08/2026        Bay 3
Customer: PRAIRIE WIND CARRIERS LLC    Unit 218 / Trailer 5307    Miles 402,655

Description                                  Qty       Rate     Amount
Tractor exterior wash                          1      55.00      55.00
Trailer exterior wash 53'                      1      45.00      45.00
Reefer trailer washout                         1      35.00      35.00
PM-A service labor                           1.4     135.00     189.00
Engine oil 15W-40 (gal)                       11      18.50     203.50
Oil filter                                     2      32.40      64.80
Fuel filter                                    2      41.15      82.30
Chassis lube                                   1      25.00      25.00
Shop supplies                                  1      15.00      15.00
Subtotal                                                       714.60
OK sales tax 5.75% on parts (350.60)                            20.16
Total Due                                                      734.76
Paid: Comchek ****1840        Next PM due at 427,655
`,
    expected: { documentType: 'repair_invoice', grossCents: null, netCents: null, date: '2026-12-08' },
  },
];

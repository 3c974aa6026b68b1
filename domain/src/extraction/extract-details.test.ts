import { describe, expect, it } from 'vitest';
import { extractSettlement } from './extract.js';

// Single behaviours of the reader, each on the smallest statement that shows it. The corpus tests
// measure the whole; these say which rule broke when a score drops.

const statement = (...lines: string[]) =>
  ['ACME HAULING LLC', 'Settlement Statement', 'Settlement Date: 11/20/2026', ...lines].join('\n');

describe('trip and load numbers', () => {
  it.each([
    ['Trip Nbr: 1177204', '1177204'],
    ['Load Nbr. AB-5512', 'AB-5512'],
    ['Carga No.: LTN-55120', 'LTN-55120'],
    ['No de charge : QC-77120', 'QC-77120'],
    ['No de chargement : NS-44120', 'NS-44120'],
    ['Núm. de viaje: MX-2231', 'MX-2231'],
    ['Pedido No. 88120', '88120'],
  ])('reads "%s"', (line, trip) => {
    const r = extractSettlement(statement(line, 'Gross Pay 1,000.00', 'Net Pay 1,000.00'));
    expect(r.tripNumber.value).toBe(trip);
  });

  it('does not take an English "charge" amount for a load number', () => {
    const r = extractSettlement(statement('Trailer charge 450', 'Gross Pay 1,000.00', 'Net Pay 1,000.00'));
    expect(r.tripNumber.value).toBeNull();
  });
});

describe('who paid', () => {
  it('ends a name at its legal suffix when a parenthesis or the title follows', () => {
    const xpo = extractSettlement(
      'CON-WAY FREIGHT INC.  (XPO)\nEARNINGS STATEMENT  Pay Date 12/04/2026\nGross 100.00\nNet 100.00',
    );
    expect(xpo.broker.value).toBe('CON-WAY FREIGHT INC.');
    const stub = extractSettlement(
      'CENTRAL FREIGHT LINES, INC. PAY STUB\nPay Date 12/04/2026\nGross 100.00\nNet 100.00',
    );
    expect(stub.broker.value).toBe('CENTRAL FREIGHT LINES, INC.');
  });

  it('keeps a name that goes on after its suffix with words of its own', () => {
    const r = extractSettlement(
      'ACME INC. WEST DIVISION\nSettlement Date 12/04/2026\nGross 100.00\nNet 100.00',
    );
    expect(r.broker.value).toBe('ACME INC. WEST DIVISION');
  });

  it('reads digits OCR put inside the words of a name as the letters they look like', () => {
    const r = extractSettlement(
      'TRANSPORTES UNIDOS DEL BAJ10 5.A. DE €.V.\nLiquidación\nFecha de pago: 20/11/2026\nTotal percepciones 100,00\nNeto a pagar 100,00',
    );
    expect(r.broker.value).toBe('TRANSPORTES UNIDOS DEL BAJIO S.A. DE C.V.');
  });
});

describe('pay stub lines', () => {
  it('withholds a 401K line like any other deduction', () => {
    const r = extractSettlement(
      [
        'Earnings Statement',
        'MARTIN TRANSPORT LTD',
        'Pay Date: 11/20/2026',
        'Earnings          this period    year to date',
        'Mileage               1,363.96       56,204.10',
        'Gross Pay             1,363.96       56,204.10',
        'Deductions',
        'Federal Income Tax     -131.44        -5,168.22',
        '401K                    -43.92        -1,722.12',
        'Net Pay               1,188.60',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([13144, 4392]);
    expect(r.reconciliation.status).toBe('balanced');
  });

  it('reads the miles between a per-mile rate and the amount', () => {
    const r = extractSettlement(
      statement(
        'Earnings     rate     miles      amount',
        'Mileage      0.6100   2,236    1,363.96',
        'Net Pay 1,363.96',
      ),
    );
    expect(r.miles.value).toBe(2236);
  });

  it('does not read a thousands group as a per-mile rate', () => {
    const r = extractSettlement(statement('Paid Miles: 2,605 9', 'Gross Pay 1,354.60', 'Net Pay 1,354.60'));
    expect(r.miles.value).toBe(2605);
  });

  it('does not read a count before the miles label as miles', () => {
    const r = extractSettlement(
      statement('Loads: 3 Miles: 2,118 (loaded 1,980 / empty 138)', 'Gross Pay 4,956.12', 'Net Pay 4,956.12'),
    );
    expect(r.miles.value).toBe(2118);
  });
});

describe('load tables without column gaps (PDF text and OCR)', () => {
  it('reads a "Revenue" column as the loads\' pay and sums their miles', () => {
    const r = extractSettlement(
      [
        'U.S. WIDGET LINES, INC.',
        'Independent Contractor Settlement Statement',
        'Settlement Date: 12/03/2026',
        'Trip Orig Dest Miles Revenue',
        'UX4401 CHATTANOOGA ATLANTA 118 354.00',
        '',
        'UX4419 ATLANTA MIAMI 662 1,655.00',
        'Net Pay 2,009.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(780);
    expect(r.tripNumber.value).toBe('UX4401');
    expect(r.gross.value).toBe(200900);
  });
});

describe('totals that explain one misread deduction', () => {
  const stub = (medicare: string) =>
    [
      'WERNER ENTERPRISES, INC.',
      'Earnings Statement    Pay Date 11/13/2026',
      'EARNINGS                CURRENT        YTD',
      'Mileage Pay            1,470.72  61,204.10',
      'Gross Pay              1,470.72  61,204.10',
      'DEDUCTIONS              CURRENT        YTD',
      'Federal Income Tax       128.40   5,344.12',
      'Social Security           91.18   3,794.66',
      `Medicare                 ${medicare}`,
      'Total Deductions         240.91  12,432.03',
      'Net Pay                1,229.81',
    ].join('\n');
  const medicareOf = (text: string) =>
    extractSettlement(text).deductions.find((d) => d.label.startsWith('Medicare'));

  it('reads the current amount when it is there', () => {
    expect(medicareOf(stub('21.33     797.22'))).toMatchObject({ amountCents: 2133 });
    expect(medicareOf(stub('21.33     797.22'))?.confidence).toBeGreaterThan(0.5);
  });

  it('works out the current amount when OCR kept only the year-to-date one, and says so', () => {
    expect(medicareOf(stub('ZI.     797.22'))).toEqual({
      label: 'Medicare ZI',
      amountCents: 2133,
      confidence: 0.5,
    });
  });

  it('works out an amount OCR added a digit to', () => {
    expect(medicareOf(stub('217.33     797.22'))).toMatchObject({ amountCents: 2133, confidence: 0.5 });
  });

  it('leaves the amounts as read when the gap could come from more than one of them', () => {
    const r = extractSettlement(stub('ZI.     797.22').replace('91.18   3,794.66', '911.18'));
    expect(r.deductions.map((d) => d.amountCents)).toContain(79722);
  });
});

describe('stacked PDF text', () => {
  it('joins a label with a rate in brackets to the value under it', () => {
    const r = extractSettlement(
      [
        'Uber Freight',
        'Payment date',
        'Nov 20, 2026',
        'Base pay',
        '$1,890.00',
        'Fuel',
        '$212.40',
        'Total earnings',
        '$2,102.40',
        'Quick pay fee (1.5%)',
        '-$31.54',
        'Total paid',
        '$2,070.86',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([3154]);
    expect(r.fuelSurcharge.value).toBe(21240);
    expect(r.reconciliation.status).toBe('balanced');
  });
});

describe('one figure OCR misread, found by the totals', () => {
  // As printed: 25,512.25 − 7,420.00 − 650.00 = 17,442.25.
  const statement = (gross: string, fuel: string, net: string) =>
    [
      'LOGISTICA DEL SUR S.A. DE C.V.',
      'Liquidación de viajes',
      'Fecha de pago: 18/11/2026',
      `Total percepciones     ${gross}`,
      `Diésel                 ${fuel}`,
      'Seguro de carga          650.00',
      `Neto a pagar           ${net}`,
    ].join('\n');

  it('reads the gross that adds up when one digit of it was confused (1 read as 7), and asks for review', () => {
    const r = extractSettlement(statement('25,572.25', '7,420.00', '17,442.25'));
    expect(r.gross).toEqual({ value: 2551225, confidence: 0.5 });
    expect(r.reconciliation.status).toBe('unbalanced');
    expect(r.reconciliation.differenceCents).toBe(6000);
  });

  it('repairs a deduction or the net the same way', () => {
    const fuel = extractSettlement(statement('25,512.25', '7,428.00', '17,442.25'));
    expect(fuel.deductions.map((d) => [d.amountCents, d.confidence])).toContainEqual([742000, 0.5]);
    const net = extractSettlement(statement('25,512.25', '7,420.00', '11,442.25'));
    expect(net.net).toEqual({ value: 1744225, confidence: 0.5 });
  });

  it('of two figures that could explain the difference, repairs the one whose 6 OCR would have read for a 0', () => {
    // 60 cents off: the gross's .65 may be .05, or the net's .05 may be .65. OCR reads a 0 as a 6
    // far more often than a 6 as a 0: the gross is repaired, and shown for review.
    const r = extractSettlement(statement('25,512.65', '7,420.00', '17,442.05'));
    expect(r.gross).toEqual({ value: 2551205, confidence: 0.5 });
    expect(r.net.value).toBe(1744205);
    expect(r.reconciliation.status).toBe('unbalanced');
  });

  it('changes nothing when two figures could explain the difference and neither is a 6 for a 0', () => {
    // 6.00 off: the fuel's 7,420.00 may be 7,426.00, or the net's 17,442.25 may be 17,436.25.
    const r = extractSettlement(statement('25,512.25', '7,420.00', '17,436.25'));
    expect(r.deductions.map((d) => d.amountCents)).toContain(742000);
    expect(r.net.value).toBe(1743625);
    expect(r.reconciliation.status).toBe('unbalanced');
  });

  it('changes nothing when the difference is not one confused digit', () => {
    const r = extractSettlement(statement('25,512.25', '7,420.00', '17,000.00'));
    expect(r.gross.value).toBe(2551225);
    expect(r.net.value).toBe(1700000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([742000, 65000]);
  });
});

describe('column order and number styles', () => {
  it('reads the current column when the year-to-date one comes first', () => {
    const r = extractSettlement(
      [
        'LANDSTAR WIDGET, INC.',
        'BCO Settlement Statement      Settlement Date: 12/04/2026',
        'Description          Year-to-Date        Current',
        'Line Haul Revenue      141,882.10       3,410.00',
        'Total Revenue          141,882.10       3,410.00',
        'Fuel Purchases         (38,913.40)     (1,022.18)',
        'Net Settlement         102,968.70       2,387.82',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.deductions[0]?.amountCents]).toEqual([341000, 238782, 102218]);
    expect(r.reconciliation.status).toBe('balanced');
  });

  it('reads thousands grouped by spaces with a decimal point and converts kilometres to miles', () => {
    const r = extractSettlement(
      [
        'KAWARTHA WIDGETS LTD.',
        'OWNER-OPERATOR SETTLEMENT   Settlement date: 27/11/2026',
        'Total kilometres      2 099',
        'Linehaul            4 131.45',
        'Total revenue       5 532.22',
        'Fuel card           1 648.90',
        'Net deposit         3 883.32',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.miles.value]).toEqual([553222, 388332, 1304]);
  });

  it('reads "05DEC26" register dates', () => {
    const r = extractSettlement('PELICAN WIDGETS INC\nPAY DATE 05DEC26\nGROSS 100.00\nNET PAY 100.00');
    expect(r.date.value).toBe('2026-12-05');
  });

  it('takes a date labelled by the column heading above it', () => {
    const r = extractSettlement(
      [
        'Cascade Widgets Inc',
        'Employee                Pay Period                    Pay Date',
        'Dana W.                 11/22/2026 - 12/05/2026       12/10/2026',
        'Gross Pay 1,718.32',
        'Net Pay 1,718.32',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-12-10');
  });
});

describe('what a line is paid for', () => {
  it('finds the miles where quantity × rate = amount, whatever the column order', () => {
    const line = (l: string) => extractSettlement(statement(l, 'Gross Pay 1,220.32', 'Net Pay 1,220.32'));
    expect(line('Mileage            2,104.00       0.58       1,220.32').miles.value).toBe(2104);
    expect(line('Mileage             0.5800       2,104.00     1,220.32     29,880.14').miles.value).toBe(
      2104,
    );
    expect(line('Mileage             0.5800       2,000.00     1,220.32').miles.value).toBeNull();
  });

  it('does not take a per-kilometre rate for money, and reads a percentage of revenue as the linehaul', () => {
    const r = extractSettlement(
      statement(
        'Revenue 4,100.00 x 72% =          2,952.00',
        'Rates: 2.00/km linehaul, 0.36/km fuel surcharge',
        'Contractor gross                  2,952.00',
        'Contractor net                    2,952.00',
      ),
    );
    expect(r.linehaul.value).toBe(295200);
    expect(r.fuelSurcharge.value).toBeNull();
  });

  it("sorts an interleaved two-column block by each item's words", () => {
    const r = extractSettlement(
      [
        'TIDEWATER WIDGETS, LLC',
        'Settlement Date',
        '12/04/2026',
        'EARNINGS',
        'DEDUCTIONS',
        'Linehaul',
        '2,310.00',
        'Fuel Card',
        '1,042.18',
        'Fuel Surcharge',
        '402.60',
        'Truck Lease',
        '725.00',
        'Total Earnings',
        '2,712.60',
        'Total Deductions',
        '1,767.18',
        'NET PAY',
        '945.42',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.fuelSurcharge.value]).toEqual([231000, 40260]);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([104218, 72500]);
    expect(r.reconciliation.status).toBe('balanced');
  });

  it("reads a load table's invoice amounts as the gross and its deductions column as a charge", () => {
    const r = extractSettlement(
      [
        'TRAILHEAD WIDGET BROKERAGE, INC.',
        'CARRIER PAYMENT ADVICE      Payment date: 2026-12-08',
        'Invoice #   Load #        Invoice Amt   Deductions   Amount Paid',
        'BH-5512     TH-220418        1,950.00         0.00      1,950.00',
        'BH-5517     TH-220502        2,300.00        50.00      2,250.00',
        'Totals                       4,250.00        50.00      4,200.00',
        'Total Amount Paid: $4,200.00',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.tripNumber.value]).toEqual([425000, 420000, 'TH-220418']);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([5000]);
  });

  it('adds the taxes block and the deductions block when each has its own total', () => {
    const r = extractSettlement(
      [
        'NORTHERN WIDGETS LTD.   Cheque date: Dec 4, 2026',
        'Gross Earnings        2,960.20',
        'Federal Income Tax      331.40',
        'Total Taxes             331.40',
        'RRSP (voluntary)         75.00',
        'Total Deductions         75.00',
        'Net Pay               2,553.80',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([33140, 7500]);
    expect(r.reconciliation.status).toBe('balanced');
  });
});

describe('layouts seen in batch 8', () => {
  it('reads labels printed to the right of their amounts', () => {
    const r = extractSettlement(
      [
        'PECOS WIDGET LINES LLC            PAYROLL CHECK STUB   CHECK DATE 12/11/2026',
        '     CURRENT          YTD    DESCRIPTION',
        '    1,412.40    61,204.80    MILEAGE PAY   2,354 MI @ .60',
        '    1,412.40    61,204.80    GROSS PAY',
        '     (168.05)   (7,198.40)   FEDERAL WITHHOLDING',
        '      (47.77)   (2,046.74)   401(K) 3%',
        '    1,196.58    51,959.66    NET PAY',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value]).toEqual([141240, 119658]);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([16805, 4777]);
  });

  it('takes a deficit carried forward from last week as a charge', () => {
    const r = extractSettlement(
      statement(
        'Gross Earnings   3,361.12',
        'Balance Forward (stmt 11/27/2026)   (418.36)',
        'Net Settlement   2,942.76',
      ),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([41836]);
    expect(r.reconciliation.status).toBe('balanced');
  });

  it('skips the figures under a bare year-to-date heading', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE WIDGET LTÉE',
        'TALON DE PAIE        Date de paie : le lO déc. 2O26',
        'Salaire brut                     2 651,70 $',
        'Impôt fédéral                      806,45 $',
        'Salaire net                      1 845,25 $',
        '                      Cumul annuel',
        'Salaire brut                    61 904,35 $',
        'Salaire net                     43 074,23 $',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.date.value]).toEqual([265170, 184525, '2026-12-10']);
  });

  it('reads an amount OCR wrote all in letters ("(lOO.OO)")', () => {
    const r = extractSettlement(statement('Gross Pay 1,000.00', 'Cash Advance   (lOO.OO)', 'Net Pay 900.00'));
    expect(r.advances.value).toBe(10000);
  });

  it('knows a toll-tag statement and a CFDI freight invoice pay nobody', () => {
    expect(
      extractSettlement(
        'PASE WIDGET — Telepeaje empresarial\nESTADO DE CUENTA MENSUAL   Fecha de corte: 30/11/2026\n03/11/2026 Plaza de cobro La Carbonera  612.00\nTotal consumos 612.00\nSaldo final 1,200.00',
      ).documentType.value,
    ).toBe('other');
    expect(
      extractSettlement(
        'TRANSPORTES WIDGET, S.A. DE C.V.\nFACTURA (CFDI de Ingreso) con Complemento Carta Porte 3.1\nFecha de emisión: 2026-12-02\nUso CFDI: G03\nServicio de flete  28,500.00\nSubtotal 28,500.00\nTotal $ 33,060.00 M.N.',
      ).documentType.value,
    ).toBe('other');
  });
});

describe('tables a PDF reader took apart', () => {
  it('rebuilds a load table given one cell per line (column names first, then each row)', () => {
    const r = extractSettlement(
      [
        'WIDGET FREIGHT LLC',
        'Owner Operator Settlement',
        'Check Date',
        '11/06/2026',
        'Order',
        'Origin',
        'Destination',
        'Miles',
        'Pay',
        'WF41270',
        'Rosemount MN',
        'Fargo ND',
        '241',
        '602.50',
        'WF41302',
        'Fargo ND',
        'Sioux Falls SD',
        '243',
        '619.65',
        'Fuel Surcharge',
        '150.00',
        'Total Earnings',
        '1,372.15',
        'Insurance',
        '-96.00',
        'Net Check',
        '1,276.15',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value, r.linehaul.value, r.gross.value]).toEqual([
      'WF41270',
      484,
      122215,
      137215,
    ]);
  });

  it('keeps a load id whose prefix is two capitals OCR could read as digits ("BB41270")', () => {
    const r = extractSettlement(statement('Load # BB41270', 'Gross Pay 1,000.00', 'Net Pay 1,000.00'));
    expect(r.tripNumber.value).toBe('BB41270');
  });

  it('reads "Fuel Surch" as the fuel surcharge column', () => {
    const r = extractSettlement(
      statement(
        'Load       Miles   Line Haul   Fuel Surch   Load Total',
        'Q-993014     312      842.40       149.76     992.16',
        'Q-993122     488    1,317.60       234.24   1,551.84',
        'Gross Pay 2,544.00',
        'Net Pay 2,544.00',
      ),
    );
    expect([r.fuelSurcharge.value, r.linehaul.value, r.miles.value]).toEqual([38400, 216000, 800]);
  });

  it('lines a row up with header words no phrase knows when it has one number more for each', () => {
    // OCR closed the columns up to single spaces; "Pump/Wash" is a column the reader has no name for.
    const r = extractSettlement(
      statement(
        'Load Ship Date Miles Line Haul Fuel Surch Pump/Wash Load Total',
        'Q-993014 11/02/26 312 842.40 149.76 85.00 1,077.16',
        'Q-993122 11/04/26 488 1,317.60 234.24 0.00 1,551.84',
        'Totals 800 2,160.00 384.00 85.00 2,629.00',
        'Gross Pay 2,629.00',
        'Net Pay 2,629.00',
      ),
    );
    expect([r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([800, 216000, 38400]);
  });
});

describe('what kind of document', () => {
  it.each([
    [
      'a factor’s statement of purchase that names the payor',
      'HARBOUR WIDGET RECEIVABLES INC.\nREMITTANCE ADVICE / STATEMENT OF PURCHASE\nPayor: GREAT LAKES FOODS LTD.\nInvoice  Amount  Discount  Reserve  Paid\nKF-5502  3,150.00  94.50  315.00  2,740.50\nNet remittance 2,740.50',
      'factoring_remittance',
    ],
    [
      'a notice of purchase with an account debtor and a holdback',
      'WIDGET FACTORING CORP.\nNOTICE OF PURCHASE / SETTLEMENT\nAccount Debtor: Muskoka Logistics Inc.\nInvoices purchased 3,474.75\nHoldback 10% 347.48\nAmount wired to client 3,127.27',
      'factoring_remittance',
    ],
    [
      'a load board’s booking confirmation',
      'WidgetHaul Exchange\nBooking Confirmation — Book It Now\nLoad ID DHX-5518204\nPickup Dec 1, 2026 08:00\nTotal rate $2,150.00',
      'rate_confirmation',
    ],
  ])('knows %s', (_name, text, type) => {
    expect(extractSettlement(text).documentType.value).toBe(type);
  });
});

describe('summaries above their detail', () => {
  it('takes a pay stub summary’s categories as subtotals of the detail blocks under them', () => {
    const r = extractSettlement(
      [
        'WIDGET FREIGHT, INC.',
        'Pay Stub · Pay Day: Oct 23, 2026',
        'Summary                      Current       Year to date',
        'Gross Earnings              $1,612.80        $62,331.15',
        'Taxes                        -$252.38        -$9,750.80',
        'Reimbursements               +$240.00        +$9,120.00',
        'Net Pay                     $1,600.42        $61,700.35',
        '',
        'Earnings              Rate      Miles/Hrs       Current',
        'Mileage               $0.64        2,520      $1,612.80',
        'Taxes                                           Current',
        'Federal Income Tax                               $152.39',
        'Social Security                                  $99.99',
        'Reimbursements                                  Current',
        'Per diem (non-taxable)                          $240.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([15239, 9999]);
    expect([r.linehaul.value, r.reimbursements.value, r.reconciles]).toEqual([161280, 24000, true]);
  });
});

describe('labels a statement spells its own way', () => {
  it('reads a debtor after dot leaders, a "Funded:" date and a bare "Remitted" net', () => {
    const r = extractSettlement(
      [
        'WIDGET RECEIVABLES, INC.',
        'PURCHASE STATEMENT',
        'Account Debtor ............ GlobalTranz Enterprises',
        'Funded: 10/22/2026',
        'Face amount purchased ........ $4,545.00',
        'Less factoring fee (1.9%) .... $   86.36',
        'Remitted ..................... $4,458.64',
      ].join('\n'),
    );
    expect([r.broker.value, r.date.value, r.net.value, r.reconciles]).toEqual([
      'GlobalTranz Enterprises',
      '2026-10-22',
      445864,
      true,
    ]);
  });

  it('ends a payer’s name before a sentence about it', () => {
    const r = extractSettlement(
      'WidgetHaul Exchange is the broker of record and pays the carrier for this load.\nRate Confirmation\nLoad ID WH-55120\nTotal rate $1,885.00',
    );
    expect(r.broker.value).toBe('WidgetHaul Exchange');
  });
});

describe('rows printed on two lines', () => {
  it('reads a header on two lines whose rows wrap their money onto a second line', () => {
    const r = extractSettlement(
      statement(
        'Trip No.    Origin / Destination                    Loaded Mi    Empty Mi',
        '            Linehaul        Fuel Surch.     Other          Trip Total',
        'GP-88102    Yakima WA / Dallas TX                       2,046          118',
        '            3,989.70        1,002.54         0.00          4,992.24',
        'GP-88139    Dallas TX / Portland OR                     2,004           36',
        '            3,907.80          981.96        75.00          4,964.76',
        'Team rate 1.95/loaded mi · FSC 0.49/loaded mi',
        'Gross Pay 9,957.00',
        'Net Pay 9,957.00',
      ),
    );
    expect([r.tripNumber.value, r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([
      'GP-88102',
      4204,
      789750,
      198450,
    ]);
  });

  it('reads an invoice line over its load line under a header on two lines', () => {
    const r = extractSettlement(
      [
        'Widget Haul Funding',
        'Remittance Advice',
        'Invoice        Debtor',
        'Load No.       Invoice Date        Invoice Total      Fee         Net',
        'CST-1180       Nolan Transportation Group',
        'NTG-8812047    11/28/2026          2,900.00          72.50     2,827.50',
        'Totals                             2,900.00          72.50     2,827.50',
        'Remitted                                                     2,827.50',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.broker.value, r.gross.value, r.net.value]).toEqual([
      'NTG-8812047',
      'Nolan Transportation Group',
      290000,
      282750,
    ]);
  });
});

describe('dates OCR misread', () => {
  it.each([
    ['Settlement Date 82-DEC-26', '2026-12-02'],
    ['Date de remise : 30/11/2626', '2026-11-30'],
    ['Pay Date: 2026/12/65', '2026-12-05'],
  ])('undoes the slip in "%s", at no more than 0.5', (line, date) => {
    const r = extractSettlement(
      ['ACME HAULING LLC', 'Settlement Statement', line, 'Gross Pay 1,000.00', 'Net Pay 1,000.00'].join('\n'),
    );
    expect(r.date.value).toBe(date);
    expect(r.date.confidence).toBeLessThanOrEqual(0.5);
  });

  it('matches dates to the headings above them in order when OCR closed the columns up', () => {
    const r = extractSettlement(
      [
        'WIDGET FREIGHT LLC',
        'EARNINGS STATEMENT',
        'Employee Pay Period Pay Date',
        'Dana Whitcomb 11/22/2026 - 12/05/2026 12/10/2026',
        'Gross Pay 1,000.00',
        'Net Pay 1,000.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-12-10');
  });
});

describe('two blocks side by side that OCR closed up', () => {
  it('reads the charges of an earnings and deductions page with single spaces everywhere', () => {
    const r = extractSettlement(
      [
        'WIDGET FREIGHT LINES, INC. PAY STUB',
        'Check Date: 11/25/2026',
        'EARNINGS DEDUCTIONS',
        'Regular 80.00 hrs 1,880.00 Federal Tax 201.33',
        'Overtime 6.50 hrs 229.13 Social Security 130.76',
        'Dental 18.40',
        'Gross Pay 2,109.13 Total Deductions 350.49',
        'Net Pay 1,758.64',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([20133, 13076, 1840]);
    expect(r.reconciles).toBe(true);
  });
});

describe('pay named for what it is paid for', () => {
  it.each([
    ['Comisión por km (3,910 km)        4,301.00', 430100],
    ['Revenu de traction                2 723,70 $', 272370],
    ['Line Miles   1,908   .55   1,049.40', 104940],
  ])('reads "%s" as the linehaul', (line, cents) => {
    const r = extractSettlement(statement(line, 'Net Pay 100.00'));
    expect(r.linehaul.value).toBe(cents);
  });

  it('takes the figures of a totals line as totals, loaded and empty miles together', () => {
    const r = extractSettlement(
      statement(
        'Load 7740215  Knoxville TN > Columbus OH  Linehaul 878.60  FSC 160.44',
        'Load 7740288  Columbus OH > Memphis TN  Linehaul 1,366.20  FSC 249.48',
        'Totals  Loaded 1,365  Empty 85  Linehaul 2,244.80  FSC 409.92',
        'GROSS SETTLEMENT   2,654.72',
        'NET SETTLEMENT     2,654.72',
      ),
    );
    expect([r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([1450, 224480, 40992]);
  });
});

describe('account statements with debit and credit columns', () => {
  it('reads each movement by the way the running balance moved, and the totals by column', () => {
    const r = extractSettlement(
      [
        'FLETES WIDGET, S.A. DE C.V.',
        'ESTADO DE CUENTA DEL PERMISIONARIO',
        'Fecha de corte: 05/12/2026',
        'Fecha    Concepto                        Cargo        Abono        Saldo',
        '         Saldo anterior                                             0,00',
        '28/11    Flete RC-9021 Chihuahua - Juárez               11.160,00    11.160,00',
        '29/11    Anticipo en efectivo          4.000,00                     7.160,00',
        '03/12    Ajuste por precio de diésel                     2.350,00     9.510,00',
        '04/12    Fondo de garantía               600,00                     8.910,00',
        'Totales                                4.600,00    13.510,00',
        'Saldo a favor del permisionario                                      8.910,00',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.advances.value, r.escrow.value, r.fuelSurcharge.value]).toEqual([
      1351000, 891000, 400000, 60000, 235000,
    ]);
    expect(r.reconciles).toBe(true);
  });

  it('reads a cargos and abonos ledger without a balance by the column each amount sits under', () => {
    const r = extractSettlement(
      [
        'AUTOTRANSPORTES WIDGET, S.A. DE C.V.',
        'LIQUIDACIÓN A PERMISIONARIO',
        'Fecha de pago: 13 de noviembre de 2026',
        'Concepto                                        Cargos           Abonos',
        'Flete de viajes (2)                                           34,084.00',
        'Vales de diésel tracto                       14,210.50',
        'Anticipo 03/11/2026                           5,000.00',
        'Sumas                                        19,210.50        34,084.00',
        'Saldo a favor del permisionario                               14,873.50 MXN',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.advances.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      3408400,
      1487350,
      500000,
      [1421050],
    ]);
  });
});

describe('one block per load', () => {
  it('adds up the miles and flat rates of move blocks whose miles sit on the block’s second line', () => {
    const r = extractSettlement(
      statement(
        'MOVE 7720118   10/19   IMPORT LOAD   MSCU 418220-5 / 40HC',
        '  From: APM Terminals Pier 400     To: Target DC, Ontario CA     Miles 62',
        '  Flat rate 385.00   FSC 23% 88.55',
        'MOVE 7720164   10/21   EXPORT LOAD   TGHU 771024-9 / 40',
        '  From: BNSF Hobart Yard     To: Yusen Terminals     Miles 29',
        '  Flat rate 260.00   FSC 23% 59.80',
        'Total earnings   793.35',
        'Net check        793.35',
      ),
    );
    expect([r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([91, 64500, 14835]);
  });
});

describe('a mainframe register as OCR reads it', () => {
  it('reads its run-together dates, its title beside the name and a totals row behind a speck', () => {
    const r = extractSettlement(
      [
        'WIDGET STATE CARRIERS INC SETTLEMENT REGISTER RUN 5DEC26 14:22',
        'DRIVER 00417 TRUCK 8417 WK END 29NOV26 PAY DATE 5DEC26',
        'PRO ORIG DEST MILES LH PAY FSC ACC TOTAL',
        'P2260118 BTR LA HOU TX 269 780.10 121.65 0.00 901.75',
        'P2260144 HOU TX SAT TX 197 571.30 88.65 45.00 704.95',
        ': TOTALS 466 1351.40 210.30 45.00 1606.70 .',
        'NET PAY 1606.70',
      ].join('\n'),
    );
    expect([r.date.value, r.broker.value, r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([
      '2026-12-05',
      'WIDGET STATE CARRIERS INC',
      466,
      135140,
      21030,
    ]);
  });
});

describe('Spanish words OCR misread', () => {
  it('reads "Comisién" and "Compensacién" (é for ó) and an id whose S OCR read as $', () => {
    const r = extractSettlement(
      [
        'TRANSPORTES WIDGET, S.A. DE C.V.',
        'LIQUIDACION SEMANAL DEL PERMISIONARIO',
        'Viaje Ruta Km Importe',
        '$G-4410 Querétaro - Nuevo Laredo 780 $23,400.00',
        'Comisién por km (780 km) 23,400.00',
        'Compensacién por precio del diésel 1,872.00',
        'Total abonos 25,272.00',
        'Saldo a favor 25,272.00',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([
      'SG-4410',
      2340000,
      187200,
    ]);
  });
});

describe('columns that carry a rate, a share or a balance', () => {
  it('takes the amount after "1,016 mi x 0.41", also where a balance column follows this week’s', () => {
    const r = extractSettlement(
      statement(
        'Fuel surcharge  1,016 mi x 0.41          416.56',
        'Total Earnings                         3,266.06',
        'DEDUCTIONS                  Original     This week     Balance',
        'Tire purchase 10 weekly     1,180.00        118.00      826.00',
        'Escrow deposit                             100.00    1,400.00',
        'Net Pay                                  3,048.06',
      ),
    );
    expect([r.fuelSurcharge.value, r.escrow.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      41656,
      10000,
      [11800],
    ]);
  });

  it('adds "Ld Mi" and "MT Mi" columns, reads an OCR’d "Sl2", and a contractor’s share column is the linehaul', () => {
    const r = extractSettlement(
      statement(
        'Load       Ld Mi   MT Mi   Load Rev.   Your 80%',
        'SS77120      612      40    1,759.50   1,407.60',
        'SS77168      Sl2      95    1,546.75   1,237.40',
        'Gross Pay                               2,645.00',
        'Net Pay                                 2,645.00',
      ),
    );
    expect([r.miles.value, r.linehaul.value, r.tripNumber.value]).toEqual([1259, 264500, 'SS77120']);
  });

  it('reads a "Run #" table with a "Route Pay" column', () => {
    const r = extractSettlement(
      statement(
        'Run #     Date    Miles   Route Pay   Stop Pay',
        'R-30418   10/26     148      540.00      45.00',
        'R-30425   10/27     236      540.00      30.00',
        'Gross Pay                     1,155.00',
        'Net Pay                       1,155.00',
      ),
    );
    expect([r.tripNumber.value, r.linehaul.value, r.miles.value]).toEqual(['R-30418', 108000, 384]);
  });
});

describe('labels and values on separate lines', () => {
  it('joins a label holding a count or a rate to the lone amount below it; a remark in brackets is no balance', () => {
    const r = extractSettlement(
      statement(
        'Mileage pay (1,102 mi)',
        '1,873.40',
        'Fuel surcharge 1,102 mi x .38',
        '418.76',
        'Gross contractor pay',
        '2,292.16',
        'Cargo claim C-2291, 3 of 5 (bal after 160.00)',
        '80.00',
        'Net Remittance',
        '2,212.16',
      ),
    );
    expect([
      r.linehaul.value,
      r.fuelSurcharge.value,
      r.deductions.map((d) => d.amountCents),
      r.net.value,
    ]).toEqual([187340, 41876, [8000], 221216]);
  });
});

describe('Mexican cooperative statements', () => {
  it('reads "A FAVOR / EN CONTRA" side by side; the member’s savings are held like escrow', () => {
    const r = extractSettlement(
      [
        'UNION DE TRANSPORTISTAS, S.C.',
        'ESTADO DE CUENTA DEL SOCIO',
        'Fecha de corte: 20 de noviembre de 2026',
        'A FAVOR                                 EN CONTRA',
        'Flete           24,550.00               Cuota de administración 8%    1,964.00',
        'Recargo diésel   1,841.25               Diésel cargado en patio       8,712.40',
        '                                        Ahorro del socio                500.00',
        'Total a favor   26,391.25               Total en contra              11,176.40',
        'LÍQUIDO A PAGAR AL SOCIO                                            $15,214.85',
      ].join('\n'),
    );
    expect([r.gross.value, r.escrow.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      2639125,
      50000,
      [196400, 871240],
    ]);
  });

  it('a pay stub’s net pay split between accounts is still the net pay', () => {
    const r = extractSettlement(
      statement(
        'Total Gross      2,933.59',
        'Fed Income Tax     727.43',
        'Net Pay          2,206.16',
        'Net Pay Distribution: Checking ****4410  1,800.00   Savings ****7719  406.16',
      ),
    );
    expect(r.net.value).toBe(220616);
  });
});

describe('Quebec statements', () => {
  it('reads "Transport", "Surcharge carb.", "Total revenus" and a "Cette semaine / Solde" charges table', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS EXEMPLE INC.',
        'RELEVÉ HEBDOMADAIRE — VOITURIER',
        'Versé le 12 novembre 2026',
        'Transport (1 005 km)                   2 110,50',
        'Surcharge carb.                          401,00',
        'Total revenus                          2 511,50',
        'Retenues                     Cette semaine        Solde',
        'Prêt pneus (versement 5 de 12)       120,00       840,00',
        'Fonds de garantie                     75,00     1 275,00',
        'Montant net versé                  2 316,50 $',
      ].join('\n'),
    );
    expect([
      r.gross.value,
      r.linehaul.value,
      r.fuelSurcharge.value,
      r.escrow.value,
      r.deductions.map((d) => d.amountCents),
    ]).toEqual([251150, 211050, 40100, 7500, [12000]]);
  });
});

describe('factoring schedules', () => {
  it('a face-amount column is the gross, a fee printed again below counts once, a reserve release adds to the net but reimburses nothing', () => {
    const r = extractSettlement(
      [
        'EXAMPLE FREIGHT FUNDING, LLC',
        'CLIENT SETTLEMENT — SCHEDULE OF ACCOUNTS',
        'Settlement date 11/14/2026',
        'Inv #     Debtor                   Load / PRO      Face Amt    Fee 2.5%',
        'PF-2201   Tyson Fresh Meats        TFM-4471203     2,850.00       71.25',
        'PF-2202   Tyson Fresh Meats        TFM-4471288     1,975.00       49.38',
        'Totals                                             4,825.00      120.63',
        'Less factoring fee                                              (120.63)',
        'Reserve withheld 10%                                            (482.50)',
        'Reserve release — collected PF-2150                            1,412.00',
        'NET REMITTANCE                                                 5,633.87',
      ].join('\n'),
    );
    expect([
      r.gross.value,
      r.escrow.value,
      r.reimbursements.value,
      r.deductions.map((d) => d.amountCents),
      r.net.value,
      r.reconciles,
    ]).toEqual([482500, 48250, null, [12063], 563387, true]);
  });

  it('reads a block of amounts followed by as many labels, and an OCR’d day after a month name', () => {
    const r = extractSettlement(
      [
        'QUARRY CAPITAL',
        'Freight Factoring Division',
        'PURCHASE CONFIRMATION',
        'Purchase dt  Dec l, 2O26',
        '3,530.00',
        '(88.25)',
        '(250.00)',
        '(176.5O)',
        '3,015.25',
        'Total purchased',
        'Discount fee 2.5%',
        'Fuel advance repaid (FA-0912)',
        'Reserve 5%',
        'Net funds wired',
      ].join('\n'),
    );
    expect([r.date.value, r.gross.value, r.advances.value, r.escrow.value, r.net.value]).toEqual([
      '2026-12-01',
      353000,
      25000,
      17650,
      301525,
    ]);
  });
});

describe('what pays nobody', () => {
  it('a carrier’s own invoice to a broker is "other"', () => {
    const r = extractSettlement(
      [
        'QUILL TRUCKING LLC',
        'ACCESSORIAL INVOICE                       Invoice No: QT-1188',
        'Invoice Date: 11/18/2026                  Terms: Net 30',
        'Bill To: Kingsport Freight Solutions, PO Box 4410, Kingsport TN 37662',
        'Detention 3.5 billable hrs @ $60.00                     210.00',
        'Lumper (receipt attached)                               185.00',
        'Total Due                                               395.00',
        'Remit to: Quill Trucking LLC',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('other');
  });
});

describe('miles and amounts a pay document adds up', () => {
  it('adds loaded and empty miles paid at their rates, and reads "loaded 953 + deadhead 64 = 1,017"', () => {
    const stub = extractSettlement(
      statement(
        'EARNINGS                     Units      Rate        Amount',
        'Loaded miles                 2,104     0.620      1,304.48',
        'Empty miles                    236     0.450        106.20',
        'Gross Pay                                       1,410.68',
        'Net Pay                                         1,410.68',
      ),
    );
    const summed = extractSettlement(
      statement('Miles: loaded 953 + deadhead 64 = 1,017', 'Gross Pay 2,000.00', 'Net Pay 2,000.00'),
    );
    expect([stub.miles.value, summed.miles.value]).toEqual([2340, 1017]);
  });

  it('an "Invoice" column of amounts is the invoices’ total, not an id', () => {
    const r = extractSettlement(
      [
        'TAMARACK FREIGHT FINANCE CORP.',
        'REMITTANCE ADVICE — FACTORED INVOICES',
        'Advice date: 2026-11-27',
        'Invoice   Debtor                    Load #       Invoice    Fee 3%    Advance',
        'NPC-881   Red River Co-op Ltd.      RR-40918    3,640.00    109.20   3,530.80',
        'NPC-884   Red River Co-op Ltd.      RR-40977    2,275.00     68.25   2,206.75',
        'Totals                                          5,915.00    177.45   5,737.55',
        'Net amount remitted                                                  5,737.55',
      ].join('\n'),
    );
    expect([r.gross.value, r.tripNumber.value, r.net.value]).toEqual([591500, 'RR-40918', 573755]);
  });

  it('joins "401(k) 5%" to the amount on the next line', () => {
    const r = extractSettlement(
      statement(
        'Gross pay',
        '2,681.54',
        'Federal income tax',
        '232.18',
        '401(k) 5%',
        '134.08',
        'Net pay',
        '2,315.28',
      ),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([23218, 13408]);
  });
});

describe('who pays, labelled', () => {
  it('reads the name after "Broker of record:"', () => {
    const r = extractSettlement(
      [
        'mileboard — Freight Match',
        'LOAD BOOKED — BOOK IT NOW CONFIRMATION',
        'Broker of record: Mileboard Freight Match LLC · MC 1099234',
        'Load # MB-77120   Pickup 11/20/2026   Delivery 11/21/2026',
        'Total carrier pay                          1,850.00',
      ].join('\n'),
    );
    expect([r.documentType.value, r.broker.value]).toEqual([
      'rate_confirmation',
      'Mileboard Freight Match LLC',
    ]);
  });
});

describe('layouts from blind batches 13 and 14', () => {
  it('reads a deductions table with balance columns by the period column', () => {
    const r = extractSettlement(
      statement(
        'Gross Pay                                        2,000.00',
        'DEDUCTIONS                    PRIOR BAL     THIS PERIOD       NEW BAL',
        'Fuel card - Comdata                   -          900.00             -',
        'Cash advance 09/15               300.00          300.00          0.00',
        'Escrow                         2,150.00          100.00      2,250.00',
        'Truck damage loan              1,200.00          150.00      1,050.00',
        'TOTAL DEDUCTIONS                               1,450.00',
        'NET PAY                                          550.00',
      ),
    );
    expect([r.advances.value, r.escrow.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      30000,
      10000,
      [90000, 15000],
    ]);
    expect(r.reconciles).toBe(true);
  });

  it('pairs a row of labels with the row of amounts under it, aligned or closed up by OCR', () => {
    const lines = (labels: string, values: string) =>
      statement(
        labels,
        values,
        '',
        'Less:',
        'Fuel Purchases      Trailer Ins.         Comchek Adv.        Escrow',
        '1,000.00            58.00                250.00              75.00',
        '',
        'NET PAY',
        '2,058.04',
      );
    const aligned = extractSettlement(
      lines(
        'Linehaul            Fuel Surcharge       Deadhead Pay        Gross Revenue',
        '2,877.60            562.44               1.00                3,441.04',
      ),
    );
    const closed = extractSettlement(
      lines('Linehaul Fuel Surcharge Deadhead Pay Gross Revenue', '2,877.60 562.44 1.00 3,441.04 .'),
    );
    for (const r of [aligned, closed]) {
      expect([r.gross.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([344104, 287760, 56244]);
      expect([r.advances.value, r.escrow.value, r.reconciles]).toEqual([25000, 7500, true]);
    }
  });

  it('reads load rows whose figures wrap onto the next line, and skips remarks under a row', () => {
    const r = extractSettlement(
      statement(
        'LOAD NO.    TRAILER       PICKUP / DELIVERY             LOADED MI   DH MI    LINEHAUL       FSC',
        'DPO-33017   DLX 53412     Dunmore PA 10/19 ->',
        '                          Columbus OH 10/20                  412      25      906.40    177.16',
        'DPO-33049   CUST 88120    Columbus OH 10/21 ->',
        '                          Louisville KY 10/21                212      38      466.40     91.16',
        '                          (drop and hook)',
        'Gross Pay                                                                     1,641.12',
        'Net Pay                                                                       1,641.12',
      ),
    );
    expect([r.tripNumber.value, r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([
      'DPO-33017',
      687,
      137280,
      26832,
    ]);
  });

  it('reads a table whose column names carry rates, and a week totals row', () => {
    const r = extractSettlement(
      statement(
        'RUN #     DAY   STOPS   MILES   MILE PAY @1.65   EXTRA STOPS (>4 @ 30.00)',
        'GD-5510   Mon       4     296           488.40                       0.00',
        'GD-5514   Tue       6     331           546.15                      60.00',
        'WEEK               10     627         1,034.55                      60.00',
        'Gross settlement                                              1,094.55',
        'Net deposited                                                 1,094.55',
      ),
    );
    expect([r.tripNumber.value, r.miles.value, r.linehaul.value]).toEqual(['GD-5510', 627, 103455]);
  });

  it('pays a "72% PAY" share column, not the revenue beside it, and a per-mile rate column is no pay', () => {
    const share = extractSettlement(
      statement(
        'ORDER #    MILES    REVENUE    72% PAY       FSC',
        'BB-40712     283   1,150.00     828.00     99.05',
        'Net Pay                                  927.05',
      ),
    );
    expect([share.linehaul.value, share.gross.value]).toEqual([82800, 92705]);
    const rate = extractSettlement(
      statement(
        'Trip No.      Miles    Rate/Mi     Mileage Pay',
        'HCL-88214       704     1.28          901.12',
        'Gross Pay                             901.12',
        'Net Pay                               901.12',
      ),
    );
    expect([rate.linehaul.value, rate.gross.value]).toEqual([90112, 90112]);
  });

  it('leaves a block of balances printed beside the summary out of the items', () => {
    const r = extractSettlement(
      [
        'OSPREY CAPITAL, INC.',
        'PURCHASE SCHEDULE & REMITTANCE     Funding Date: 09/22/2026',
        'SCHEDULE SUMMARY                                 RESERVE ACCOUNT',
        'Face amount purchased        5,735.00            Beginning reserve               2,216.60',
        'Reserve withheld (8%)         -458.80            + Withheld this schedule          458.80',
        'Non-recourse fee (3.25%)      -186.39            - Released (Sch 3309 paid)       -612.40',
        'Wired to client              5,089.81            Ending reserve                  2,063.00',
      ].join('\n'),
    );
    expect([r.net.value, r.escrow.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      508981,
      45880,
      [18639],
    ]);
  });

  it('reads fees worked out from the gross as charges, and "Total withheld" as their total', () => {
    const r = extractSettlement(
      statement(
        'Gross collected on your behalf                  4,780.00',
        'Less:',
        '  Dispatch service fee 7% of gross                (334.60)',
        '  ACH payout fee                                    (5.00)',
        'Total withheld                                    (339.60)',
        'Net payout to carrier                            4,440.40',
      ),
    );
    expect([r.gross.value, r.deductions.map((d) => d.amountCents), r.reconciles]).toEqual([
      478000,
      [33460, 500],
      true,
    ]);
  });

  it('adds a sales tax on earnings to the pay instead of holding it back', () => {
    const r = extractSettlement(
      statement(
        'Total Earnings                     3,724.42',
        'Deductions',
        'Fuel (cardlock)                    1,318.55',
        'Total Deductions                   1,318.55',
        'Earnings less deductions           2,405.87',
        'GST 5% on earnings (3,724.42)        186.22',
        'NET PAYMENT (EFT)                  2,592.09',
      ),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([131855]);
  });

  it('calls a contractor pay statement a settlement and a repair order a repair invoice', () => {
    const team = extractSettlement(
      'ABSAROKA TEAM LINES, INC.\nTEAM CONTRACTOR PAY STATEMENT   Pay date: Dec 4, 2026\nGross 100.00\nNet Pay 100.00',
    );
    expect(team.documentType.value).toBe('settlement_statement');
    const repair = extractSettlement(
      [
        'PRUITT DIESEL & HYDRAULICS',
        'INVOICE No. 58821        Date: 2026-12-15',
        'Complaint:  Wet kit leaking at PTO pump',
        'Cause:      Failed pump shaft seal',
        'Correction: Replaced PTO pump seal kit',
        'Qty   Part #        Description            Unit      Ext',
        '14    AW46-GAL      Hydraulic oil (gal)    9.85    137.90',
        'LABOR   3.5 hrs @ 145.00                           507.50',
        'INVOICE TOTAL                                      645.40',
      ].join('\n'),
    );
    expect(repair.documentType.value).toBe('repair_invoice');
  });
});

describe('label words OCR misread by one letter', () => {
  it('reads "Arount remitted" as the amount remitted and keeps real words one letter away', () => {
    const r = extractSettlement(
      statement(
        'Gross Pay                1,000.00',
        'Fee                        30.00',
        'Arount remitted by ACH     970.00',
      ),
    );
    expect([r.net.value, r.reconciles]).toEqual([97000, true]);
    const kept = extractSettlement(
      statement('Total Earnings 1,000.00', 'Total advanced 900.00', 'Retenue 100.00', 'Net Pay 900.00'),
    );
    expect(kept.net.value).toBe(90000);
  });
});

describe('tables OCR closed up', () => {
  it('reads a header on two lines whose rows are printed on two lines', () => {
    const r = extractSettlement(
      statement(
        'Trip No. Origin / Destination Loaded Mi Empty Mi',
        'Linehaul Fuel Surch. Other Trip Total',
        'GP-88102 Yakima WA / Dallas TX 2,046 118',
        ': 3,989.70 1,002.54 0.00 4,992.24',
        'GP-88139 Dallas TX / Portland OR 2,004 36',
        '3,907.80 981.96 75.00 4,964.76 }',
        'Totals 4,050 154',
        '7,897.50 1,984.50 75.00 9,957.00',
        'Net settlement 9,957.00',
      ),
    );
    expect([r.tripNumber.value, r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([
      'GP-88102',
      4204,
      789750,
      198450,
    ]);
  });

  it('keeps a remark under an OCR-closed row in the table and reads the rows after it', () => {
    const r = extractSettlement(
      statement(
        'Order Shipped Customer / Lane Miles Revenue Share 70% FSC',
        'NV-88213 09/14 GLATFELTER PAPER, Chillicothe OH to 612 2,450.00 1,715.00 312.40',
        'Joliet IL (drop & hook)',
        'NV-88240 09/16 MIDWEST CANNING, Joliet IL to 288 1,180.00 826.00 148.60',
        '900 3,630.00 2,541.00 461.00',
        'Net Pay 3,002.00',
      ),
    );
    expect([r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([900, 254100, 46100]);
  });
});

describe('rules learned from batches 15 and 16', () => {
  it('takes a rate with a word between "per" and the unit as a rate, not a surcharge', () => {
    const r = extractSettlement(
      statement(
        'Linehaul                 2,000.00',
        'Fuel surcharge             500.00',
        'FSC paid at 0.49 per dispatched mile',
        'Gross Pay                2,500.00',
        'Net Pay                  2,500.00',
      ),
    );
    expect(r.fuelSurcharge.value).toBe(50000);
  });

  it('pairs French labels with the amounts under them, dates and numbers inside the labels, $ after the amount', () => {
    const r = extractSettlement(
      [
        'TRANSPORT EXEMPLE INC.',
        'RELEVÉ DE PAIE - VOITURIER',
        'Date de paiement : 13/11/2026',
        'Transport (taux forfaitaires)      Surcharge carburant',
        '4 705,00 $                         752,80 $',
        'Total des revenus',
        '5 457,80 $',
        'Carburant (cartes)                 Avance du 29/10/2026        Transpondeur 407 ETR',
        '2 087,35 $                         500,00 $                    29,95 $',
        'MONTANT NET DÉPOSÉ LE 13/11/2026',
        '2 840,50 $',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.advances.value, r.reconciles]).toEqual([
      545780,
      284050,
      50000,
      true,
    ]);
    expect(r.deductions.map((d) => d.amountCents).sort((a, b) => a - b)).toEqual([2995, 208735]);
  });

  it('reads a load table whose header has a rule under it and a row-number column, and whose lanes wrap', () => {
    const r = extractSettlement(
      statement(
        '#  LOAD #       ROUTE                  LD MI       RATE  REMARKS',
        '-- -----------  ---------------------  -----  ---------  ----------------',
        '1  31877420     Dallas TX >              812   2,350.00  collected 10/20',
        '                McDonough GA',
        '2  9918245      McDonough GA >           604   1,875.00  (det 1.5 hr @ 50.00)',
        '                Columbus OH',
        'Gross Revenue                         4,225.00',
        'Net Pay                               4,225.00',
      ),
    );
    expect([r.tripNumber.value, r.miles.value]).toEqual(['31877420', 1416]);
  });

  it('keeps a table going after a rule of long dashes under its header', () => {
    const r = extractSettlement(
      statement(
        'LOAD #     PU    DEL   LANE                   LD MI  MT MI  MILE PAY      FSC',
        '---------  ----- ----- --------------------- ------ ------ --------- --------',
        'NGL-77201  09/13 09/15 LAREDO TX - GROVE       1452     22  3,044.36   696.96',
        '                       CITY OH',
        'NGL-77236  09/15 09/17 OBETZ OH - FONTANA      2214     41  4,650.22 1,062.72',
        'Gross Earnings                                          9,454.26',
        'Net Settlement                                          9,454.26',
      ),
    );
    expect([r.tripNumber.value, r.miles.value]).toEqual(['NGL-77201', 3729]);
  });

  it('is paid by the carrier that heads its statement, not by a broker column; a dispatch service by the brokers', () => {
    const table = [
      'Load ID     Broker                   Miles        Rate',
      'FD-8812     Echo Global Logistics      902    2,300.00',
      'FD-8830     Coyote Logistics           455    1,150.00',
      'Gross Revenue                               3,450.00',
      'Net Due to Carrier                          3,450.00',
    ];
    const carrier = extractSettlement(
      ['PINE RIDGE CARRIERS LLC', 'Contractor Settlement', ...table].join('\n'),
    );
    expect(carrier.broker.value).toBe('PINE RIDGE CARRIERS LLC');
    const dispatch = extractSettlement(
      ['Freedom Dispatch Services', 'Weekly Carrier Statement', ...table].join('\n'),
    );
    expect(dispatch.broker.value).toBe('Echo Global Logistics');
  });

  it('reads a charge printed after "Invoices purchased" on its line as a charge', () => {
    const r = extractSettlement(
      [
        'NORTHERN FACTORING LTD.',
        'NOTICE OF PURCHASE',
        'Funding Date: 11/03/2026',
        'Invoices purchased   3,474.75       Discount 3%           104.24',
        'Net funds wired                                         3,370.51',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.reconciles]).toEqual([347475, 337051, true]);
  });

  it('classifies a rate and load confirmation despite its lumper and BOL terms', () => {
    const r = extractSettlement(
      [
        'FAIRVIEW LOGISTICS GROUP, LLC',
        '8800 Crossroads Blvd, Fort Wayne, IN 46825',
        'MC 845126 | USDOT 2719904',
        'CARRIER RATE AND LOAD CONFIRMATION',
        "Load #: FLG-2211874       Equipment: 53' Reefer",
        'STOP 1 - PICKUP            Dec 8, 2026   06:00-10:00 (appt)',
        'STOP 2 - DELIVERY          Dec 10, 2026  05:00 (appt)',
        'Line haul (flat)                               2,600.00',
        'Fuel surcharge                                   412.00',
        'TOTAL CARRIER PAY                              3,012.00',
        'Lumper: reimbursed with original receipt - not included above.',
        'Payment terms: 30 days from receipt of signed BOL and invoice.',
        'Send invoice + POD to ap@fairview.example. Carrier signature: ________',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('rate_confirmation');
  });

  it('dates a statement by its direct deposit', () => {
    const r = extractSettlement(
      [
        'OAK COLD CHAIN LLC',
        'Owner-Operator Settlement',
        'Statement date: 14 Oct 2026',
        'Direct deposit: 16 Oct 2026',
        'Gross Earnings 1,000.00',
        'Net Pay 1,000.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-10-16');
  });

  it('leaves out of a pay stub the net pay distribution, employer-paid and taxable-wage memo lines', () => {
    const r = extractSettlement(
      [
        'KESTREL PAYROLL SERVICES                          Employee Earnings Statement',
        'Processed on behalf of:',
        'JUNIPER FLATS TRUCKING CO.',
        'Pay Date: December 4, 2026',
        'Trips this period: IFS-60218 (Indianapolis-Joliet), IFS-60233',
        'GROSS PAY                        2,000.00',
        'TAXES                            CURRENT            YTD',
        'Federal Income Tax                 142.18       5,871.40',
        'OTHER                            CURRENT            YTD',
        'Lumper Reimbursement (non-taxable)  85.00       1,120.00',
        'NET PAY                          1,942.82',
        '',
        'NET PAY DISTRIBUTION',
        '  Savings    OnPoint CU  ****0932        150.00',
        '  Checking   U.S. Bank   ****4471      1,792.82',
        '',
        'Taxable wages: Federal 1,524.42 / FICA 1,607.94',
        'Employer paid (not deducted): 401(k) match 51.41',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('JUNIPER FLATS TRUCKING CO.');
    expect(r.tripNumber.value).toBe('IFS-60218');
    expect(r.deductions.map((d) => d.amountCents)).toEqual([14218]);
    expect([r.reimbursements.value, r.net.value, r.reconciles]).toEqual([8500, 194282, true]);
  });

  it('reads a balance sum on one line as no item, and a remark naming a later load as no trip', () => {
    const r = extractSettlement(
      [
        'MAGNOLIA FREIGHT FINANCE INC.',
        'CLIENT REMITTANCE',
        'Remit Date: Nov 2, 2026',
        'Invoice     Load #      Ship Date          Invoice Amount',
        'BHH-1187    21877430    Oct 26, 2026           2,780.00',
        'BHH-1191    21881902    Oct 28, 2026           1,950.00',
        'Gross invoices purchased                     4,730.00',
        'Factoring fee 2.50%                           -118.25',
        'Fuel advance recovered (load 21881902)        -500.00',
        'Amount wired                                 4,111.75',
        'Prior balance 3,418.20  + withheld 0.00  - released 0.00  = 3,418.20',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('21877430');
    expect(r.deductions.map((d) => d.amountCents)).toEqual([11825]);
    expect([r.advances.value, r.reconciles]).toEqual([50000, true]);
  });

  it('classifies a broker quick-pay advice for invoices as a factoring remittance', () => {
    const r = extractSettlement(
      [
        'YELLOWTAIL FREIGHT BROKERAGE, INC.',
        'Birmingham, AL 35203           MC 745120',
        'QUICKPAY REMITTANCE ADVICE',
        'Payment Date: November 20, 2026',
        'Load No.      Carrier Inv  Line Haul   Invoice Total',
        'YFB-5530128   CRL-2291      2,150.00       2,150.00',
        'Invoices approved for quickpay (1)         2,150.00',
        'Less: Quickpay fee 3.00%                      64.50-',
        'NET AMOUNT PAID                            2,085.50',
        'This payment is issued in full satisfaction of the invoices listed above.',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('factoring_remittance');
    expect([r.gross.value, r.net.value, r.tripNumber.value]).toEqual([215000, 208550, 'YFB-5530128']);
  });

  it('reads rows on two lines under a header whose second line is indented, and a recap row as totals', () => {
    const r = extractSettlement(
      statement(
        'LOADS (flat rate per load, fuel included - no separate FSC)',
        'Load No.    Picked Up      Delivered      Lane                            Miles',
        '            Flat Rate      Accessorial    Accessorial detail',
        'CHL-88412   Sep 28, 2026   Sep 28, 2026   Winchester KY - Birmingham AL     412',
        '            1,350.00       175.00         Stop-off 75.00 / Tarp 100.00',
        'CHL-88430   Sep 29, 2026   Sep 30, 2026   Birmingham AL - Mobile AL         288',
        '            980.00         0.00',
        'CHARGES',
        'Insurance                                                         22.00',
        'ADVANCES RECOVERED',
        'Comchek advance #77120853                                        400.00',
        'SUMMARY',
        'Gross Pay      Charges       Advances     Net Pay',
        '2,505.00       22.00         400.00       2,083.00',
      ),
    );
    expect([r.tripNumber.value, r.miles.value, r.linehaul.value]).toEqual(['CHL-88412', 700, 233000]);
    expect([r.gross.value, r.advances.value, r.net.value, r.reconciles]).toEqual([
      250500,
      40000,
      208300,
      true,
    ]);
  });
});

describe('rules learned from batches 17 and 18', () => {
  it('splits a header whose names are one space apart where the dashed rule under it shows the columns', () => {
    const r = extractSettlement(
      statement(
        'TRIP NO    DISPATCH ORIGIN         LD MI MT MI   MI PAY     FSC D&H/ACC TRIP TOTL',
        '---------- -------- -------------- ----- ---- --------- ------- ------- ---------',
        'APL-77310  26OCT26  GROVEPORT OH     178   22    363.76   81.88   30.00    475.64',
        'APL-77342  27OCT26  PLAINFIELD IN    441   16    862.72  202.86  130.00  1,195.58',
        'GROSS EARNINGS                                                          1,671.22',
        'NET PAY                                                                 1,671.22',
      ),
    );
    expect([r.tripNumber.value, r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([
      'APL-77310',
      657,
      122648,
      28474,
    ]);
  });

  it('reads the same header closed up by OCR, and stops at a "TRIP TOTALS" row', () => {
    const r = extractSettlement(
      statement(
        'TRIP NO DISPATCH ORIGIN LD MI MT MI MI PAY FSC D&H/ACC TRIP TOTL',
        'APL-77310 26OCT26 GROVEPORT OH 178 22 363.76 81.88 30.00 475.64',
        'APL-77342 27OCT26 PLAINFIELD IN 441 16 862.72 202.86 130.00 1,195.58',
        'TRIP TOTALS : 619 38 1,226.48 284.74 160.00 1,671.22',
        '* APL-77342 DET 2.5H @ 40.00 = 100.00 INCL IN D&H/ACC',
        'GROSS EARNINGS 1,671.22',
        'NET PAY 1,671.22',
      ),
    );
    expect([r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([657, 122648, 28474]);
  });

  it('takes "30.00/TRIP" in a pay basis line for a rate, and an amount in a [remark] for no item', () => {
    const r = extractSettlement(
      statement(
        'PAY BASIS:    LOADED 1.92/MI  FSC 0.46/LOADED MI  DROP+HOOK 30.00/TRIP',
        'MILEAGE PAY:            2,402.84',
        'FUEL SURCHARGE:           564.42',
        'GROSS EARNINGS:         2,967.26',
        'ESCROW DEPOSIT    [BAL AFTER THIS STMT 1,425.00 OF 2,500.00]          75.00',
        'PAY THIS AMOUNT                                                  2,892.26',
      ),
    );
    expect([r.fuelSurcharge.value, r.escrow.value, r.deductions.length, r.net.value]).toEqual([
      56442, 7500, 0, 289226,
    ]);
  });

  it('reads a debit (DR) as a charge and a credit (CR) as pay, even in a box under the deductions', () => {
    const r = extractSettlement(
      statement(
        'DEDUCTIONS',
        '  FUEL [WEX 11/02-11/06]                                     $612.40 DR',
        '  OCC/ACC INSURANCE                                           $28.00 DR',
        'Balance forward - stmt 10/28/2026 (neg.)   BAL-FWD               212.47 DR',
        '+---------------------------------+--------------------+',
        '| MOVE BASE PAY                   |       $1,145.00 CR |',
        '| FUEL SURCHARGE                  |         $274.80 CR |',
        '| GROSS MOVE EARNINGS             |       $1,419.80 CR |',
        '| NET SETTLEMENT                  |         $566.93 CR |',
      ),
    );
    expect([r.linehaul.value, r.fuelSurcharge.value, r.gross.value, r.net.value, r.reconciles]).toEqual([
      114500,
      27480,
      141980,
      56693,
      true,
    ]);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([61240, 2800, 21247]);
  });

  it("leaves items printed under a load row to the amount reader and takes the loads' own pay as linehaul", () => {
    const r = extractSettlement(
      statement(
        'EARNINGS',
        'Load      Lane                           Miles   Rate         Amount',
        '5521      Joliet IL - Columbus OH          358   1.720      615.76 CR',
        '          Fuel surcharge                   358   0.520      186.16 CR',
        '5534      Columbus OH - Louisville KY      212   1.720      364.64 CR',
        '          Fuel surcharge                   212   0.520      110.24 CR',
        '          Detention 2 hrs (Memphis)                          50.00 CR',
        'TOTAL EARNINGS                              570           1,326.80 CR',
        '',
        'DEDUCTIONS                                 Ref                 Amount',
        'Tractor lease - weekly (RT-2214)           LSE-44                685.00 DR',
        'Maintenance account deposit (.08/mi)       MNT                    45.60 DR',
        '                                           Page 1 subtotal       730.60 DR',
        'SUMMARY   Earnings 1,326.80 CR - Deductions 730.60 DR = Net 596.20 CR',
        'NET SETTLEMENT (direct deposit 11/06/2026)                       596.20 CR',
        '',
        'MAINTENANCE ACCOUNT',
        'Beginning balance                                              1,286.40',
        'Deposit this period                                               45.60',
        'Ending balance                                                 1,332.00',
      ),
    );
    expect([r.tripNumber.value, r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([
      '5521',
      570,
      98040,
      29640,
    ]);
    expect([r.gross.value, r.escrow.value, r.net.value, r.reconciles]).toEqual([132680, 4560, 59620, true]);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([68500]);
  });

  it("cuts a row's values written one space apart under the columns they sit under", () => {
    const r = extractSettlement(
      statement(
        'MOVE#   DATE       CONTAINER   SZ   TYPE      FROM      TO             BASE     FSC      AMT',
        '0451873 2026-11-02 MSCU4829136 40HC IMP LIVE  GCT       POOLER GA    195.00   46.80    75.00',
        '0451880 2026-11-02 TGHU6620814 40DV IMP DROP  GCT       SAVANNAH GA  165.00   39.60',
        'GROSS EARNINGS                                                                 521.40',
        'NET PAY                                                                        521.40',
      ),
    );
    expect([r.tripNumber.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual(['0451873', 36000, 8640]);
  });

  it('takes "Paid by ACH" over "Settlement date", and a "Rates:" line for no item', () => {
    const r = extractSettlement(
      [
        'CALDER PORT DRAYAGE LLC',
        'Driver Settlement - Per Move',
        'Owner Operator: Tavares Logistics LLC (Truck 112)  Settlement date: 2026-11-10',
        'Week: 2026-11-01 to 2026-11-07                      Paid by ACH: 2026-11-13',
        'Rates: Zone base per move + FSC 24% of base; pre-pull 75.00; chassis split 45.00',
        'Move base pay      1,145.00',
        'Fuel surcharge       274.80',
        'Gross earnings     1,419.80',
        'Net settlement     1,419.80',
      ].join('\n'),
    );
    expect([r.date.value, r.fuelSurcharge.value, r.deductions.length]).toEqual(['2026-11-13', 27480, 0]);
  });

  it('counts a figure printed in the detail and again in a summary after the net once', () => {
    const r = extractSettlement(
      statement(
        'Description                                    Qty       Rate       Amount',
        'Load BAC-55210 KCK>DAL 9 units 505 mi     3,150.00      72.0%     2,268.00',
        'Load BAC-55238 DAL>OKC 7 units 206 mi     1,640.00      72.0%     1,180.80',
        'Fuel surcharge pass-thru (711 mi)              711      0.520       369.72',
        'Toll reimb KTA / Turner Tpk (rcpts)              1      23.75        23.75',
        'Fuel - EFS card 10/12-10/16                      1  -1,104.37    -1,104.37',
        '                                                    Net amount     2,737.90',
        'SUMMARY (USD)',
        '  Contractor share of revenue ............ USD   3,448.80',
        '  Fuel surcharge ......................... USD     369.72',
        '  GROSS COMPENSATION ..................... USD   3,818.52',
        '  Reimbursements ......................... USD      23.75',
        '  NET DEPOSIT (ACH ...6620) .............. USD   2,737.90',
        'Miles this period: 711 loaded (no deadhead paid on % loads)',
      ),
    );
    expect([r.linehaul.value, r.fuelSurcharge.value, r.miles.value]).toEqual([344880, 36972, 711]);
    expect([r.gross.value, r.reimbursements.value, r.net.value, r.reconciles]).toEqual([
      381852,
      2375,
      273790,
      true,
    ]);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([110437]);
  });

  it("reads a factor's funding calculation that repeats the adjustments listed above it once", () => {
    const r = extractSettlement(
      [
        'JUNIPER RIDGE CAPITAL FUNDING, LLC',
        'PURCHASE & REMITTANCE ADVICE  (RECOURSE FACTORING AGREEMENT)',
        'Client:      Ortega Brothers Transport LLC   MC 1293847 / DOT 3390172',
        'Funded:      02 OCT 2026                      Method:    Wire - Frost Bank ...2218',
        '',
        'Inv#   Load/PRO      Debtor (account debtor)   City           Inv date      Amount',
        '------ ------------- ------------------------- -------------- --------- ----------',
        '2231   51288473      Total Quality Logistics   Cincinnati OH  09/24/26    2,450.00',
        '2232   4471-0923     Coyote Logistics, LLC     Chicago IL     09/25/26    1,875.00',
        '',
        'RECOURSE / ADJUSTMENTS',
        '  Inv 2107  Load 7702245  Blue Creek Freight Brokers Inc   dated 06/18/26',
        '  > 90 days past due, repurchased by client per Sec. 6.2             (1,650.00)',
        '  Reserve release - Schedule JRC-S-10391 (all invoices collected)        612.35',
        '',
        'FUNDING CALCULATION',
        '  Total face value purchased ...........................    4,325.00',
        '  Less reserve withheld 10% ............................     (432.50)',
        '  Advance (90%) ........................................    3,892.50',
        '  Less discount fee 2.50% of face ......................     (108.13)',
        '  Less recourse chargeback inv 2107 ....................   (1,650.00)',
        '  Plus reserve release JRC-S-10391 .....................      612.35',
        '  Less wire fee ........................................      (20.00)',
        '  NET FUNDS WIRED TO CLIENT ............................    2,726.72',
      ].join('\n'),
    );
    expect([r.documentType.value, r.date.value, r.broker.value, r.tripNumber.value]).toEqual([
      'factoring_remittance',
      '2026-10-02',
      'Total Quality Logistics',
      '51288473',
    ]);
    expect([r.gross.value, r.escrow.value, r.advances.value, r.reimbursements.value, r.net.value]).toEqual([
      432500,
      43250,
      null,
      null,
      272672,
    ]);
    expect(r.deductions.map((d) => d.amountCents).sort((a, b) => a - b)).toEqual([2000, 10813, 165000]);
    expect(r.reconciles).toBe(true);
  });

  it('takes the employer under "payroll processing for:", trips under "Trips paid:", and no taxable wages', () => {
    const r = extractSettlement(
      [
        'KINGSBURY PAYROLL SERVICES  *  payroll processing for:',
        'HOLLISTER FLATBED LINES, INC.',
        'Employee:  Terrell A. Boone      Pay Date: 11/20/2026',
        'Trips paid: HFL-30218 (611 mi)  HFL-30224 (884 mi)',
        'EARNINGS',
        'Mileage pay         1,495   0.5400     807.30',
        'GROSS PAY                              807.30',
        'Federal W/H                             66.14',
        'TAXABLE WAGES    FED 741.16   FICA 807.30',
        'NET PAY                                741.16',
      ].join('\n'),
    );
    expect([r.documentType.value, r.broker.value, r.tripNumber.value]).toEqual([
      'pay_stub',
      'HOLLISTER FLATBED LINES, INC.',
      'HFL-30218',
    ]);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([6614]);
  });

  it('reads "Paid miles" as the paid total, "Hauling pay" as linehaul and a "16/oct/2026" pay date', () => {
    const r = extractSettlement(
      [
        'SANDHILL BULK TRANSPORT, INC.',
        'CONTRACTOR SETTLEMENT',
        'Fecha de pago : 16/oct/2026',
        'FSC   Fuel surcharge  318 mi               71-20455    318        0.4100       130.38',
        'RECAP                      Loads 3     Paid miles 790     Weight hauled 981.40 cwt',
        '  Hauling pay (CWT/FLT)      2,491.71',
        '  Total earnings             2,622.09      Net deposit                 2,622.09',
      ].join('\n'),
    );
    expect([r.date.value, r.miles.value, r.linehaul.value]).toEqual(['2026-10-16', 790, 249171]);
  });

  it('takes a check\'s "Date:" and an "ACH on" date that wrapped to the next line for the pay date', () => {
    const check = extractSettlement(
      statement(
        'Gross Pay 1,000.00',
        'Net Pay 1,000.00',
        'TAMARACK FREIGHT LINES LLC                                  Check No. 048813',
        'Associated Bank, Wausau WI                                  Date: Nov 20, 2026',
      ),
    );
    expect(check.date.value).toBe('2026-11-20');
    const wrapped = extractSettlement(
      [
        'WEXFORD RECEIVABLES GROUP, INC.',
        'NOTICE OF PURCHASE / REMITTANCE ADVICE',
        'We have purchased the account described below and remitted the advance by ACH',
        'on 10/09/26. The reserve will be released upon collection.',
        '  Invoice date ...... 10/07/26',
        '  Invoice face amount                                   3,465.00',
        '  Less discount fee (3.00% of face)                      (103.95)',
        '  Less fuel advance issued 10/05/26 (EFS check 77120)    (500.00)',
        '  Less fuel advance fee                                   (15.00)',
        '  Reserve withheld (non-recourse program)                   0.00',
        '  ACH TO CLIENT                                          2,846.05',
      ].join('\n'),
    );
    expect([wrapped.date.value, wrapped.advances.value, wrapped.escrow.value]).toEqual([
      '2026-10-09',
      50000,
      null,
    ]);
    expect(wrapped.deductions.map((d) => d.amountCents)).toEqual([10395, 1500]);
  });
});

describe('rules learned from batches 19 and 20', () => {
  it('reads a ledger whose running balance is marked DR below zero and CR above, and a recap after it', () => {
    const r = extractSettlement(
      [
        'VERMILION LEASE CO.',
        'LESSEE SETTLEMENT LEDGER',
        'Period: 06-SEP-2026 through 12-SEP-2026                     ACH release: 18-SEP-2026',
        'Date         Ref    Description                                 Debit    Credit      Balance',
        '------------ ------ --------------------------------------- --------- --------- ------------',
        '06-SEP-2026  BAL    Balance forward                                                     0.00',
        '06-SEP-2026  FUEL   Fuel - Pilot #391 Effingham IL               489.33              489.33 DR',
        '07-SEP-2026  30871  Linehaul 912 mi @ 1.250                                1,140.00    650.67 CR',
        '07-SEP-2026  30871  Fuel surcharge 912 mi @ 0.480                            437.76  1,088.43 CR',
        '10-SEP-2026  TOLL   Toll reimbursement                                        38.75  1,127.18 CR',
        '12-SEP-2026  LEASE  Tractor lease pmt #59 of 156                 685.00              442.18 CR',
        '------------ ------ --------------------------------------- --------- --------- ------------',
        '                    PERIOD TOTALS                              1,174.33  1,616.51',
        'RECAP',
        '  Dispatched miles ............ 912',
        '  Linehaul ....................  1,140.00',
        '  Fuel surcharge ..............    437.76',
        '  GROSS EARNINGS ..............  1,577.76',
        '  Toll reimbursement ..........     38.75',
        '  AMOUNT DUE LESSEE ...........    442.18',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.reconciles, r.miles.value]).toEqual([157776, 44218, true, 912]);
    expect([r.linehaul.value, r.fuelSurcharge.value, r.reimbursements.value]).toEqual([114000, 43776, 3875]);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([48933, 68500]);
  });

  it('reads a "LINE PAY" column beside "LINE REV", a rule with wide gaps above the totals, and debits/credits summed again at the foot', () => {
    const r = extractSettlement(
      [
        'ALDERBROOK MOTOR FREIGHT, INC.                                     SETTLEMENT STATEMENT',
        'Contractor ID : OO-3318                    Check Date    : 03/20/2026',
        'TRIP #   SHIP DATE  ORIGIN           MILES   LINE REV    PCT   LINE PAY      FSC',
        '-------- ---------- ---------------- ------ ---------- ------ ---------- --------',
        '218840   03/09/2026 JOPLIN MO           412   1,850.00  72.00   1,332.00   247.20',
        '218863   03/11/2026 DALLAS TX           452   1,620.00  72.00   1,166.40   271.20',
        '                                     ------ ----------        ---------- --------',
        '                      TOTALS            864   3,470.00          2,498.40   518.40',
        'GROSS COMPENSATION (LINE PAY + FSC)                                   3,016.80',
        '03/10/2026  LUMPER REIMB  TRIP 218863  RCPT 55172            185.00 CR',
        '03/09/2026  FUEL  PILOT #412 JOPLIN MO                       512.44 DR',
        '03/14/2026  ESCROW DEPOSIT  WK 11                            150.00 DR',
        'TOTAL CREDITS                                                185.00 CR',
        'TOTAL DEBITS                                                 662.44 DR',
        'GROSS COMPENSATION                                                    3,016.80',
        'PLUS CREDITS                                                            185.00',
        'LESS DEBITS                                                             662.44',
        'NET CHECK AMOUNT                                                     $2,539.36',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([
      '218840',
      864,
      249840,
      51840,
    ]);
    expect([r.gross.value, r.reimbursements.value, r.escrow.value, r.net.value, r.reconciles]).toEqual([
      301680,
      18500,
      15000,
      253936,
      true,
    ]);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([51244]);
  });

  it('reads two columns split by a bar one after the other, and "199 mi x $1.850" as mileage pay', () => {
    const r = extractSettlement(
      [
        'BITTERROOT FLEET LEASING LLC',
        'Lease-Purchase Operator Settlement',
        'Week of March 1, 2026 through March 7, 2026          Deposit date: March 11, 2026',
        'EARNINGS                                          | DEDUCTIONS',
        '--------------------------------------------------+-----------------------------------------',
        'Order 77120  Missoula MT > Spokane WA             | Tractor lease pmt #37 of 156      725.00',
        '   199 mi x $1.850                      368.15    | Maintenance reserve               175.00',
        '   Fuel surcharge 199 x 0.52            103.48    | Fuel (Comdata, 4 purchases)     1,284.60',
        'Order 77134  Spokane WA > Boise ID                | Comdata advance 03/04             200.00',
        '   382 mi x $1.850                      706.70    |                                 --------',
        '   Fuel surcharge 382 x 0.52            198.64    | Total deductions                2,384.60',
        '                                      --------    | REIMBURSEMENTS',
        'Total miles 581                                   | Tolls / scales (receipts)          46.75',
        'Gross earnings                        1,376.97    |',
        '',
        '   NET DEPOSIT                          -960.88',
      ].join('\n'),
    );
    expect([r.miles.value, r.linehaul.value, r.fuelSurcharge.value, r.gross.value]).toEqual([
      581, 107485, 30212, 137697,
    ]);
    expect([r.escrow.value, r.advances.value, r.reimbursements.value]).toEqual([17500, 20000, 4675]);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([72500, 128460]);
  });

  it('reads a table drawn with bars, an advance marked (-) as taken off, and "Paid by ACH on:"', () => {
    const r = extractSettlement(
      [
        'CROWFOOT DISPATCH SERVICES LLC',
        'CARRIER PAY STATEMENT                              No. CDS-2026-0416-07',
        'Statement date:   2026-04-16',
        'Paid by ACH on:   2026-04-17   (trace 101000019447712)',
        '| # | Broker                      | Load / Ref  | Miles | Linehaul |    Total |',
        '|---|-----------------------------|-------------|-------|----------|----------|',
        '| 1 | Prairieland Logistics       | PL-330918   |   612 | 2,150.00 | 2,150.00 |',
        '| 2 | Northbound Freight Partners | NFP 88217-A |   487 | 1,575.00 | 1,575.00 |',
        'ADJUSTMENTS',
        '  (-) Dispatch fee 8.0% of gross revenue                            298.00',
        '  (-) Fuel advance sent 2026-04-09 (EFS code 55812)                 600.00',
        'AMOUNT PAID TO CARRIER                                            2,827.00',
      ].join('\n'),
    );
    expect([r.date.value, r.tripNumber.value, r.miles.value, r.linehaul.value]).toEqual([
      '2026-04-17',
      'PL-330918',
      1099,
      372500,
    ]);
    expect([r.gross.value, r.advances.value, r.net.value, r.reconciles]).toEqual([
      372500,
      60000,
      282700,
      true,
    ]);
  });

  it('takes a dispatch service that sends the money for the payer, and reads its payout', () => {
    const r = extractSettlement(
      [
        'ROOK DISPATCH PARTNERS LLC',
        'Independent Dispatch & Back-Office Services for Owner-Operators',
        'CARRIER PAYOUT SUMMARY',
        'Carrier:   BRIGHTWATER HAULING LLC          MC 1355082',
        'Payment sent: March 20, 2026 by ACH to Truist ending 5523',
        "Loads collected from brokers this week (Rook collects on carrier's behalf)",
        ' Load      Broker / Rate Con #        Lane                        Miles      Rate',
        ' RD-1187   Arrive Logistics /         Atlanta GA > Charlotte NC     245    850.00',
        '           AL 71920344',
        ' RD-1196   Echo Global Logistics /    Columbus OH > Nashville TN    377  1,150.00',
        '           E-2291874',
        ' RD-1203   J.B. Hunt 360 /            Nashville TN > Atlanta GA     249    900.00',
        'PAYOUT CALCULATION',
        '  Gross revenue subject to dispatch fee                  2,900.00',
        '  Dispatch fee 8%                                         -232.00',
        '  Paperwork / invoicing ($6.25 x 3 loads)                 -18.75',
        '  Fuel advance - Comdata code, Mar 10, 2026               -300.00',
        '  Comdata express code fee 3%                               -9.00',
        '  PAYOUT TO CARRIER                                      2,340.25',
      ].join('\n'),
    );
    expect([r.broker.value, r.tripNumber.value, r.miles.value]).toEqual([
      'ROOK DISPATCH PARTNERS LLC',
      'RD-1187',
      871,
    ]);
    expect([r.gross.value, r.advances.value, r.net.value, r.reconciles]).toEqual([
      290000,
      30000,
      234025,
      true,
    ]);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([23200, 1875, 900]);
  });

  it('takes the brokers for the payers of a dispatch service that only reports the loads, the service when it sends the money', () => {
    const statementBy = (payLine: string) =>
      [
        'FREEDOM DISPATCH SERVICES',
        'Weekly Carrier Statement',
        'Carrier: LONE PINE TRUCKING LLC   MC 1204471',
        'Statement Date: 11/21/2026',
        payLine,
        'Load ID     Broker                   Miles        Rate',
        'FD-8812     Echo Global Logistics      902    2,300.00',
        'FD-8830     Coyote Logistics           455    1,150.00',
        'Gross Revenue                               3,450.00',
        'Dispatch Fee (8%)                             276.00',
        'Net Due to Carrier                          3,174.00',
      ].join('\n');
    expect(extractSettlement(statementBy('')).broker.value).toBe('Echo Global Logistics');
    expect(extractSettlement(statementBy('ACH sent: 11/24/2026')).broker.value).toBe(
      'FREEDOM DISPATCH SERVICES',
    );
  });

  it('reads a page drawn inside a box, a header cut where its rows start, and "Total transport"', () => {
    const r = extractSettlement(
      [
        '+==============================================================================+',
        '|                  FLETES HUICHOL DE OCCIDENTE, S.A. DE C.V.                   |',
        '| LIQUIDACIÓN DE PERMISIONARIO                      Folio: LIQ-2026-0588       |',
        '| Periodo: 11/05/2026 al 17/05/2026                 Fecha de pago: 22/05/2026  |',
        '| Carta Porte Fecha       Origen             Destino               Flete MXN   |',
        '| FHO-8812    11/05/2026  Guadalajara, Jal.  Manzanillo, Col.      18,500.00   |',
        '| FHO-8820    13/05/2026  Manzanillo, Col.   León, Gto.            24,300.00   |',
        '+------------------------------------------------------------------------------+',
        '| Total transport                                          42,800.00           |',
        '| TOTAL FACTURADO POR EL PERMISIONARIO                     42,800.00           |',
        '| DESCUENTOS Y RETENCIONES                                                     |',
        '|   Diesel (vales Nos. 40112 al 40119)                     14,250.00           |',
        '| REEMBOLSOS (no causan IVA)                                                   |',
        '|   Casetas con comprobante (IAVE)                          3,845.00           |',
        '| NETO A PAGAR  (transferencia SPEI)                          $32,395.00 MXN   |',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.linehaul.value, r.reimbursements.value, r.net.value, r.reconciles]).toEqual(
      ['FHO-8812', 4280000, 384500, 3239500, true],
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([1425000]);
  });

  it('counts the detail and its summary once, and names a factor\'s "Account debtor" and an e-mail\'s sender in full', () => {
    const releve = extractSettlement(
      statement(
        'Supplément carburant : 1 670 milles x 0,48 $                                    801,60 $',
        'SOMMAIRE DES REVENUS',
        '  Transport (au mille)                            3 256,50 $',
        '  Supplément carburant                              801,60 $',
        '  TOTAL DES REVENUS                               4 058,10 $',
      ),
    );
    expect(releve.fuelSurcharge.value).toBe(80160);
    const factor = extractSettlement(
      [
        'UMBER CREEK CAPITAL, LLC                                        FUNDING REPORT',
        'Funding Date: 14 Jan 2026',
        '  Invoices purchased (2) ................................ $  5,530.00',
        '  Discount fee 2.25% .................................... $    124.43-',
        '  NET FUNDS TRANSFERRED                                   $  5,405.57',
        'INVOICE DETAIL',
        ' Invoice   Load/PO      Account debtor            Inv date         Amount',
        ' HDR-1031  2241087      ALLEN LUND COMPANY, LLC   06 Jan 2026     2,350.00',
        ' HDR-1032  LD40018822   ENGLAND LOGISTICS, INC.   07 Jan 2026     3,180.00',
      ].join('\n'),
    );
    expect(factor.broker.value).toBe('ALLEN LUND COMPANY, LLC');
    const mail = extractSettlement(
      [
        'From: Willowbend Logistics Carrier Payables <carrierpay@willowbend.example>',
        'Subject: QuickPay Remittance - Payment #0005521873',
        'WILLOWBEND LOGISTICS, INC.  |  MC 812204  |  1200 Corporate Centre Dr, Franklin TN 37067',
        'QUICKPAY REMITTANCE ADVICE             Payment date .... 05/22/26',
        ' Invoices paid (2)                                               3,822.00',
        ' QuickPay discount 3.0%                                           (114.66)',
        ' NET PAYMENT                                                     3,707.34',
      ].join('\n'),
    );
    expect([mail.broker.value, mail.gross.value, mail.deductions.length]).toEqual([
      'WILLOWBEND LOGISTICS, INC.',
      382200,
      1,
    ]);
  });
});

describe('rules learned from batches 21 and 22', () => {
  it('reads "BALANCE DUE CONTRACTOR" as the net, "Miles this week" as the total, and an escrow memo line as no item', () => {
    const r = extractSettlement(
      statement(
        'Rev share 72% of 2,140.00 / 488 mi                1,540.80',
        'GROSS EARNINGS                        1,540.80',
        'Maintenance reserve deposit             125.00',
        'BALANCE DUE CONTRACTOR                1,415.80',
        'Miles this week: 1,055 (loaded, per load sheets)',
        'Escrow: beginning 1,350.00  deposit 125.00  ending 1,475.00 (target 2,500.00)',
      ),
    );
    expect([r.net.value, r.miles.value, r.escrow.value, r.reconciles]).toEqual([141580, 1055, 12500, true]);
  });

  it('cuts "Transport Surch.carb." where the amounts below it end, under a rule', () => {
    const r = extractSettlement(
      statement(
        'No voyage   Date   Trajet                            Milles   Transport Surch.carb.',
        '-----------------------------------------------------------------------------------',
        'V-26-3318   01/06  Lac-Mégantic QC -> Worcester MA      338      581,36      127,90',
        'V-26-3325   02/06  Worcester MA -> Albany NY            131      225,32       49,57',
        '',
        'TOTAL DES GAINS                                                               984,15',
        'MONTANT NET DÉPOSÉ                                                            984,15',
      ),
    );
    expect([r.tripNumber.value, r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([
      'V-26-3318',
      469,
      80668,
      17747,
    ]);
  });

  it('reads a quick-pay payment advice whose rows wrap their lane under the load number', () => {
    const r = extractSettlement(
      [
        'PICKEREL LAKE FREIGHT BROKERS LTD.',
        '##############################  QUICKPAY PAYMENT ADVICE  ##############################',
        'Payment Date    : 14/09/2026   (DD/MM/YYYY)',
        'Load #        Carrier Inv Delivered     Linehaul Fuel Surch.   HST 13%  Invoice Total',
        'PLB-26-10377  LC-2291     09/09/2026    1,150.00      184.00    173.42       1,507.42',
        '  Sudbury ON > Mississauga ON',
        'PLB-26-10391  LC-2296     10/09/2026      700.00      112.00    105.56         917.56',
        '  Mississauga ON > North Bay ON',
        'TOTAL INVOICES PAID                     1,850.00      296.00    278.98       2,424.98',
        'Less QuickPay fee (2.5% x 2,424.98)                                            -60.62',
        'AMOUNT PAID (CAD)                                                            2,364.36',
      ].join('\n'),
    );
    expect([r.documentType.value, r.tripNumber.value, r.linehaul.value, r.gross.value]).toEqual([
      'factoring_remittance',
      'PLB-26-10377',
      185000,
      242498,
    ]);
  });

  it("takes a dispatch payout that lists the loads' rates for a settlement, not a rate confirmation", () => {
    const r = extractSettlement(
      [
        'DRAYTON DISPATCH GROUP LLC',
        'Truck dispatching & back-office services',
        'CARRIER PAYOUT STATEMENT                    Statement ID: DDG-2026-W18-0077',
        'Carrier: OBI ROAD LINES LLC   MC 1287745 / USDOT 3675522   Truck 02',
        'Payout date: 2026-05-08 (same-day ACH)',
        "Broker payments are collected by Drayton on the carrier's behalf under the",
        'dispatch & collection agreement. Amounts shown are what the broker owes per rate confirmation.',
        '| LOAD 1 of 2   Broker load #: 4471902        Broker: Redline Freight Partners         |',
        '| Pickup  2026-04-27  Atlanta, GA          Deliver 2026-04-28  Charlotte, NC           |',
        '| Miles: 245 loaded / 30 deadhead          Flat rate (all-in):   $1,150.00             |',
        '  GROSS REVENUE ...........................................  $1,150.00',
        '  LESS:',
        '    Dispatch fee 8% of gross                             (92.00)',
        '  AMOUNT SENT TO CARRIER (ACH ...2291)                       $1,058.00',
      ].join('\n'),
    );
    expect([r.documentType.value, r.net.value, r.reconciles]).toEqual(['settlement_statement', 105800, true]);
  });

  it('cuts "Miles LH Revenue" where the figures end, and keeps a "DEDUCTIONS / CHARGES  Ref  Amount" block out of the tables', () => {
    const r = extractSettlement(
      statement(
        'Trip No.    Ship Date   Origin -> Destination       Miles LH Revenue  Share 72%      FSC  Trip Total',
        '--------------------------------------------------------------------------------------------------',
        'WPC-771204  2026-03-09  Salina KS -> Denver CO        432   1,850.00   1,332.00   194.40    1,526.40',
        'WPC-771219  2026-03-11  Denver CO -> Amarillo TX      438   1,475.00   1,062.00   197.10    1,259.10',
        '',
        'GROSS COMPENSATION                                                                           2,785.50',
        'DEDUCTIONS / CHARGES                                    Ref               Amount',
        'Fuel purchases - EFS card (9 transactions)              EFS-0311       -1,184.62',
        'Cash advance repayment (03/10 EFS check)                EFS-CK           -300.00',
        'NET PAY                                                                  1,300.88',
      ),
    );
    expect([r.miles.value, r.linehaul.value, r.fuelSurcharge.value, r.advances.value]).toEqual([
      870, 239400, 39150, 30000,
    ]);
    expect([r.deductions.map((d) => d.amountCents), r.reconciles]).toEqual([[118462], true]);
  });

  it('reads a debit/credit ledger whose trips head their movements and whose descriptions hold rates', () => {
    const r = extractSettlement(
      [
        'SUNDANCE MESA TRANSPORT, LLC',
        'Lease Operator Program  -  Weekly Settlement Statement',
        'Direct Deposit Date: April 10, 2026',
        'DATE      DESCRIPTION                                 REFERENCE       DEBIT     CREDIT',
        '--------  ------------------------------------------- ---------- ---------- ----------',
        '03/30/26  Trip 5520871  Flagstaff AZ - Ontario CA',
        '            Linehaul 1,126 mi x $1.58                 5520871                 1,779.08',
        '            Fuel surcharge 1,126 mi x $0.52           5520871                   585.52',
        '03/29/26  Truck lease payment - wk 69 of 156          LP-3140        725.00',
        '04/04/26  Maintenance escrow 1,126 mi x $0.08         ESC-M           90.08',
        '                                                                 ---------- ----------',
        '          COLUMN TOTALS                                              815.08   2,364.60',
        'SUMMARY',
        '  Gross Earnings (linehaul, fuel surcharge) ..................   2,364.60',
        '  Total Credits ..............................................   2,364.60',
        '  Total Debits ...............................................     815.08',
        '  NET DEPOSIT ................................................   1,549.52',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.fuelSurcharge.value, r.escrow.value, r.gross.value, r.net.value]).toEqual([
      177908, 58552, 9008, 236460, 154952,
    ]);
    expect([r.deductions.map((d) => d.amountCents), r.reconciles]).toEqual([[72500], true]);
  });

  it('reads French fuel-surcharge lines under each trip as quantity × rate = amount, and "Date de dépôt"', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS TÉMISCOUATA LTÉE',
        'RELEVÉ DE RÈGLEMENT  -  PROPRIÉTAIRE-EXPLOITANT',
        'Date du relevé : 10 juin 2026          Date de dépôt : 12 juin 2026',
        'Voyage    Date    Trajet / description                   Milles    Taux       Montant',
        'T-60412   01-06   Dégelis QC -> Laval QC                    265    2,05      543,25 $',
        '                  Surcharge carburant                       265    0,48      127,20 $',
        'T-60433   02-06   Laval QC -> Toronto ON                    340    2,05      697,00 $',
        '                  Surcharge carburant                       340    0,48      163,20 $',
        'T-60451   04-06   Toronto ON -> Edmundston NB               620    2,05    1 271,00 $',
        '                  Surcharge carburant                       620    0,48      297,60 $',
        'TOTAL DES REVENUS                                                         3 099,25 $',
        'MONTANT NET DÉPOSÉ                                                        3 099,25 $',
      ].join('\n'),
    );
    expect([r.date.value, r.miles.value, r.linehaul.value, r.fuelSurcharge.value, r.reconciles]).toEqual([
      '2026-06-12',
      1225,
      251125,
      58800,
      true,
    ]);
  });

  it('reads "15/jul/2026" as July ("juin" folded looks like "jul"), a rule of tildes under a header, and no PO Box payer', () => {
    expect(
      extractSettlement(statement('Fecha de pago: 15/jul/2026', 'Neto a pagar 1,000.00')).date.value,
    ).toBe('2026-07-15');
    expect(extractSettlement(statement('Date de paiement : 3 juin 2026', 'Net 1 000,00')).date.value).toBe(
      '2026-06-03',
    );
    const r = extractSettlement(
      [
        'GOLD FORK FUNDING, LLC',
        'NOTICE OF PURCHASE AND REMITTANCE                        Funding Date: September 3, 2026',
        'INVOICE   LOAD/REF     DEBTOR (ACCOUNT DEBTOR)     INV DATE     FACE AMT  FEE 2.75%    ADVANCED',
        '~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~',
        'TBX-1041  SH-5508231   Redwater Logistics Inc.     08/26/26     2,450.00      67.38    2,260.12',
        'TBX-1042  0098817      Pinnacle Cold Storage Co.   08/27/26     1,875.50      51.58    1,730.14',
        '    Total face value of invoices purchased .........     4,325.50',
        '    NET FUNDS WIRED ................................     3,990.26',
        'Debtors remit to: Gold Fork Funding, LLC  Broker: PO Box 3318, Spokane WA 99220',
      ].join('\n'),
    );
    expect([r.broker.value, r.tripNumber.value]).toEqual(['Redwater Logistics Inc.', 'SH-5508231']);
  });
});

describe('rules learned from batches 23 and 24', () => {
  it('reads "SECTION B - CHARGES", a "FSC 100%" column, and lines under a trip that run under the figures', () => {
    const r = extractSettlement(
      statement(
        '| Trip          Miles   Revenue  70% Share  FSC 100%    Other       Total  |',
        '| ------------------------------------------------------------------------ |',
        '| SGL-5521-A      812  2,480.00   1,736.00    318.40        -    2,054.40  |',
        '|   2027-05-03 to 2027-05-04  Amarillo TX > Oklahoma City OK > Joplin MO   |',
        '| SGL-5537-A      634  1,950.00   1,365.00    241.80    50.00    1,656.80  |',
        '|   * Stop-off pay (1) 50.00                                               |',
        '| SGL-5540-A    1,011  3,105.00   2,173.50    402.60        -    2,576.10  |',
        '| TOTALS        2,457  7,535.00   5,274.50    962.80    50.00    6,287.30  |',
        '',
        '| SECTION B - CHARGES                                                      |',
        '| Tractor lease pmt - Unit ST-318 (wk 19 of 156)                    675.00 |',
        '| TOTAL CHARGES                                                     675.00 |',
        '| Gross compensation (share + FSC + other)                        6,287.30 |',
        '| NET DIRECT DEPOSIT                                              5,612.30 |',
      ),
    );
    expect([r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([2457, 527450, 96280]);
    expect([r.deductions.map((d) => d.amountCents), r.reconciles]).toEqual([[67500], true]);
  });

  it('reads "DR" and "CR" columns as a ledger, under a heading that names both charges and reimbursements', () => {
    const r = extractSettlement(
      statement(
        'GROSS COMPENSATION                                6,023.95',
        'SECTION B - CHARGES (DR) AND REIMBURSEMENTS (CR)',
        'Date   Ref       Description                                    DR         CR',
        '02/23  FC 50117  Fuel - fleet card, Joplin MO               612.44',
        '02/25  RC 2291   Toll reimb. (receipt on file)                          27.40',
        '03/01  INS       Physical damage ins. (wkly)                 68.50',
        '                 Section B totals                           680.94      27.40',
        'LESS CHARGES (DR)                                  -680.94',
        'PLUS REIMBURSEMENTS (CR)                             +27.40',
        'CHECK AMOUNT                                      $5,370.41',
      ),
    );
    expect([r.reimbursements.value, r.net.value, r.reconciles]).toEqual([2740, 537041, true]);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([61244, 6850]);
  });

  it("reads a quick-pay of per-load blocks once: the invoices' total is the gross, the fees' total the charge", () => {
    const r = extractSettlement(
      [
        'LOCKHART FREIGHT BROKERAGE, INC.',
        '>>> QUICKPAY REMITTANCE ADVICE <<<',
        'Payment date ..... Thu, Jul 2 2026',
        'Load LFB-338204   Carrier invoice INV 0622-A',
        '   Linehaul                                       1,650.00',
        '   Invoice total                                  1,650.00',
        '   QuickPay fee 3%                                  -49.50',
        '   Paid on this load                              1,600.50',
        'Load LFB-338571   Carrier invoice INV 0625-B',
        '   Linehaul                                       1,120.00',
        '   Invoice total                                  1,120.00',
        '   QuickPay fee 3%                                  -33.60',
        '   Paid on this load                              1,086.40',
        'Invoices total (2)                                2,770.00',
        'QuickPay fees                                       -83.10',
        'ACH AMOUNT                                    USD 2,686.90',
      ].join('\n'),
    );
    expect([r.documentType.value, r.gross.value, r.net.value, r.linehaul.value, r.reconciles]).toEqual([
      'factoring_remittance',
      277000,
      268690,
      277000,
      true,
    ]);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([8310]);
  });

  it('takes a quick-pay advice that lists "Your invoice" and an "Approved amount" for a factoring remittance', () => {
    const r = extractSettlement(
      [
        'From: QuickPay <quickpay@tuckahoefreight.example>',
        'TUCKAHOE FREIGHT BROKERAGE, INC.',
        'QUICKPAY REMITTANCE ADVICE',
        '  Payee ............ BLUE RIDGE IRONHORSE LLC (MC 1127745)',
        '  Payment Date ..... Tuesday, June 8, 2027',
        '  Load # TFB-612877    Your invoice: INV 2207    Delivered May 28, 2027',
        '      Line haul                                         1,900.00',
        '      Fuel surcharge                                      285.00',
        '      Approved load total                               2,185.00',
        '  Approved amount, 1 load (688 mi)                      2,185.00',
        '  QuickPay fee 2.5%                                       -54.63',
        '  ACH AMOUNT                                           $2,130.37',
      ].join('\n'),
    );
    expect([r.documentType.value, r.broker.value, r.gross.value, r.net.value]).toEqual([
      'factoring_remittance',
      'TUCKAHOE FREIGHT BROKERAGE, INC.',
      218500,
      213037,
    ]);
  });

  it('reads "Loaded mi 1,483 x 1.58" and "Empty mi" as mileage pay, and an escrow roll-forward sum as no item', () => {
    const r = extractSettlement(
      statement(
        'Loaded mi  1,483 x 1.58     2,343.14',
        'Empty mi     118 x 0.50        59.00',
        'TOTAL EARNINGS              2,402.14',
        'Maint. escrow deposit          150.00',
        'NET PAY - DIRECT DEPOSIT    2,252.14',
        '  Maintenance escrow:  prior 2,850.00 + this week 150.00 = 3,000.00',
      ),
    );
    expect([r.linehaul.value, r.escrow.value, r.reconciles]).toEqual([240214, 15000, true]);
  });

  it('reads "Highway miles" as mileage pay, and a boxed "YEAR TO DATE" block as the year\'s figures', () => {
    const r = extractSettlement(
      [
        'ALMAGUIN HIGHLANDS TRANSPORT LTD.',
        'PAY STATEMENT  *  Bi-weekly  *  Period 12',
        '  Employee ........ GAGNON-REID, Shaun        Emp # 1186',
        '  Pay date ........ 12-JUN-2026',
        '  Highway miles (PC*Miler practical)      2,904     0.6300      1,829.52',
        '  GROSS EARNINGS                                                1,829.52',
        '  CPP                                                             112.01',
        '  NET PAY  (EFT to ****0552, TD Canada Trust)  ========>     $1,717.51',
        '  +------------------- YEAR TO DATE -------------------+',
        '  | Gross 21,862.40   CPP 1,208.19   EI 358.54         |',
        '  +----------------------------------------------------+',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.deductions.map((d) => d.amountCents), r.reconciles]).toEqual([
      182952,
      [11201],
      true,
    ]);
  });

  it('takes the date on the "NET ACH SENT TO CARRIER" line for the pay date', () => {
    const r = extractSettlement(
      statement(
        'Prepared Jan 12, 2027',
        'Gross revenue                 5,740.00',
        '|  NET ACH SENT TO CARRIER   Jan 15, 2027     $   5,740.00  |',
        'Agreement dated Aug 2, 2026.',
      ),
    );
    expect(r.date.value).toBe('2027-01-15');
  });
});

describe('rules learned from batches 25 and 26', () => {
  it('cuts "Part 78 % Surch. carb." where wider amounts end, and trusts a remark naming a later load less', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE MONT-ORFORD INC.',
        'RELEVÉ DE RÈGLEMENT  -  VOITURIER PROPRIÉTAIRE (SOUS-TRAITANT)',
        'Date du relevé : 16 mars 2026            Date du dépôt : 18 mars 2026',
        'No voyage  Date   Trajet                                Revenu   Part 78 % Surch. carb.',
        '---------------------------------------------------------------------------------------',
        'MO-55120   02-03  Sherbrooke QC > Mississauga ON      2 480,00    1 934,40       412,60',
        'MO-55134   05-03  Brampton ON > Montréal QC           1 690,00    1 318,20       287,30',
        '---------------------------------------------------------------------------------------',
        'Totaux                                                4 170,00    3 252,60       699,90',
        "   Temps d'attente, voyage MO-55134 (1,7 h) ................        85,00 $",
        '   TOTAL DES REVENUS ......................................     4 037,50 $',
        '   MONTANT NET DÉPOSÉ .....................................     4 037,50 $',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([
      'MO-55120',
      325260,
      69990,
    ]);
    expect(r.tripNumber.confidence).toBeLessThan(0.9);
  });

  it('reads a grid drawn with "+---+" corners, and a dispatch summary\'s "Load revenue (rates)" as linehaul', () => {
    const r = extractSettlement(
      [
        'KINGFISHER DISPATCH CO.',
        'CARRIER WEEKLY STATEMENT',
        'Issued ......... 2026-04-13',
        '+--------------------------------+-------------+-------+-----------+-----------+',
        '| Broker                         | Load #      | Miles |      Rate |  Fact.fee |',
        '+--------------------------------+-------------+-------+-----------+-----------+',
        '| Summitview Freight Solutions   | SV-2291870  |   812 |  2,150.00 |     53.75 |',
        '| Redbud Transport Brokerage     | 40518832    |   570 |  1,480.00 |     37.00 |',
        '+--------------------------------+-------------+-------+-----------+-----------+',
        'SUMMARY',
        '  Load revenue (rates) .....................   3,630.00',
        '  GROSS REVENUE ............................   3,630.00',
        '  Factoring fees (see table) ...............     -90.75',
        '  NET ACH ..................................   3,539.25',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value, r.linehaul.value, r.reconciles]).toEqual([
      'SV-2291870',
      1382,
      363000,
      true,
    ]);
  });

  it('takes the employer under a payroll service\'s "Processed for:" at the right of its name', () => {
    const r = extractSettlement(
      [
        'WRENFIELD PAYROLL SERVICES                                   Processed for:',
        '3300 SW Wanamaker Rd, Topeka KS 66614                        UPTON GRAIN HAULERS, INC.',
        'EARNINGS STATEMENT',
        'Employee: Travis L. Brandvold          Emp #: 00417     Check Date: 07/11/2025',
        'GROSS PAY          1,615.84',
        'Federal Income Tax   142.31',
        'NET PAY          $1,473.53',
      ].join('\n'),
    );
    expect([r.documentType.value, r.broker.value]).toEqual(['pay_stub', 'UPTON GRAIN HAULERS, INC.']);
  });

  it.each([
    ['GREYSTONE CARTAGE CO. ’ EARNINGS STATEMENT', 'GREYSTONE CARTAGE CO.'],
    ['NETTLEBROOK TRANSPORT, INC. ’ SETTLEMENT NO. 0419-7731', 'NETTLEBROOK TRANSPORT, INC.'],
    ['RIDEAU LAKES TRANSPORT LTD. zo', 'RIDEAU LAKES TRANSPORT LTD.'],
  ])('reads the payer "%s" without the specks or title OCR left after its legal suffix', (line, payer) => {
    const r = extractSettlement([line, 'Gross Pay 1,000.00', 'Net Pay 1,000.00'].join('\n'));
    expect(r.broker.value).toBe(payer);
  });

  it('ends the deductions at a "SETTLEMENT RECAP" heading beside them', () => {
    const r = extractSettlement(
      statement(
        'DEDUCTIONS                                |  SETTLEMENT RECAP',
        '----------------------------------------  |  ------------------------------------',
        'Fuel - TCH card (6 trans.)        812.37  |  Linehaul (1,413 mi)         2,472.75',
        'Cash advance 04/09/25             200.00  |  GROSS EARNINGS              2,472.75',
        'Total deductions                1,012.37  |  Less deductions            -1,012.37',
        '                                          |  NET DEPOSIT                 1,460.38',
      ),
    );
    expect([r.linehaul.value, r.advances.value, r.net.value, r.reconciles]).toEqual([
      247275,
      20000,
      146038,
      true,
    ]);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([81237]);
  });

  it('reads a factor\'s "Advance on schedule above" (face less fee and reserve columns) as no advance to repay', () => {
    const r = extractSettlement(
      [
        'PARAGON FALLS FACTORING, LLC',
        'SCHEDULE OF ACCOUNTS PURCHASED            Funding date: 09/03/25',
        'INVOICE  DEBTOR                       LOAD/PO #      INV DATE   FACE AMT     FEE   RESERVE   ADVANCED',
        'MC-1041  Brightwater Logistics, Inc.  BWL-7718204    08/28/25    2,350.00    58.75    235.00   2,056.25',
        'MC-1042  Cobalt Ridge Freight LLC     CRF-55021      08/29/25    1,880.00    47.00    188.00   1,645.00',
        'SCHEDULE TOTALS (2 invoices)                                     4,230.00   105.75    423.00   3,701.25',
        'ADJUSTMENTS TO THIS FUNDING',
        '   Advance on schedule above ...............................................    3,701.25',
        '   Wire transfer fee ........................................................      (15.00)',
        '   AMOUNT WIRED TO CLIENT 09/03/25 ..........................................    3,686.25',
      ].join('\n'),
    );
    expect([r.gross.value, r.escrow.value, r.advances.value, r.net.value]).toEqual([
      423000,
      42300,
      null,
      368625,
    ]);
  });
});

describe('rules learned from batches 27 and 28', () => {
  it('takes "(0,42 $/mille)" in a label for a rate', () => {
    const r = extractSettlement(
      statement(
        '  Transport (milles x taux)                                   1 661,30 $',
        '  Surcharge carburant (0,42 $/mille)                            377,16 $',
        '  TOTAL DES REVENUS                                         2 038,46 $',
        '  MONTANT NET DÉPOSÉ                                        2 038,46 $',
      ),
    );
    expect([r.fuelSurcharge.value, r.reconciles]).toEqual([37716, true]);
  });

  it('reads a quick-pay of load blocks whose discount is "of invoice total" and whose detention has a remark', () => {
    const r = extractSettlement(
      [
        'SHENANDOAH CROSSING LOGISTICS, LLC',
        'QUICKPAY REMITTANCE ADVICE',
        'Payment date:   Mon 12 Jul 2027',
        'The following carrier invoices were approved for QuickPay:',
        'Load SCL-2291804   Picked up 28-Jun-2027   274 mi',
        '      Linehaul ........................     925.00',
        '      Invoice total ...................     925.00',
        'Load SCL-2291877   Picked up 01-Jul-2027   361 mi',
        '      Linehaul ........................   1,150.00',
        '      Detention (2.5 hrs) .............      75.00',
        '      Invoice total ...................   1,225.00',
        '  Invoices paid (2)   total miles 635                   2,150.00',
        '  QuickPay discount 2.0% of invoice total                 -43.00',
        '  AMOUNT DEPOSITED                                  USD 2,107.00',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.deductions.map((d) => d.amountCents), r.reconciles]).toEqual([
      215000,
      210700,
      [4300],
      true,
    ]);
  });

  it("never takes an e-mail's subject line, which names the payee, for the payer", () => {
    const r = extractSettlement(
      [
        'From: carrierpay@lindalecrossing.example',
        'Subject: QuickPay Remittance - Payment 7719304 - BEAUMONT ROAD EXPRESS LLC',
        'LINDALE CROSSING LOGISTICS, INC.',
        '*** QUICKPAY REMITTANCE ADVICE ***',
        '  Payment Date ..... 04JUN2026',
        '  Invoice total             2,486.40',
        '  QuickPay fee 3.0%           -74.59',
        '  NET PAYMENT               2,411.81',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('LINDALE CROSSING LOGISTICS, INC.');
  });
});

describe('rules learned from batches 29 and 30', () => {
  it('takes "Gross earnings" over a ledger\'s credit total that also holds a toll listed among the loads', () => {
    const r = extractSettlement(
      [
        'PRAIRIE STAR LEASING LLC',
        'LESSEE SETTLEMENT                    Deposit date: June 5, 2026',
        '  DESCRIPTION                             CREDIT      DEBIT    BALANCE',
        '  Line pay 910 mi @ 1.60                1,456.00               1,456.00',
        '  Toll reimbursement                       30.00               1,486.00',
        '  Tractor lease                                      600.00      886.00',
        '  Fuel - card                                        300.00      586.00',
        '  TOTALS                                1,486.00     900.00',
        '  Summary:  Revenue miles 910   Line pay 1,456.00',
        '            Gross earnings 1,456.00   Reimbursements 30.00',
        '  AMOUNT DEPOSITED   586.00',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.reimbursements.value, r.miles.value, r.linehaul.value]).toEqual([
      145600, 58600, 3000, 910, 145600,
    ]);
  });

  it('reads a ledger whose first column marks each line CR or DR', () => {
    const r = extractSettlement(
      [
        'SIERRA COLD LINES INC.',
        'CONTRACTOR PAY STATEMENT              PAY DATE 14-MAY-26',
        'LEDGER                                          AMOUNT     BALANCE',
        '  CR  LINEHAUL 30% OF 5,000.00                1,500.00    1,500.00',
        '  CR  FUEL SURCH 30% OF 800.00                  240.00    1,740.00',
        '  DR  TRUCK INSURANCE                            80.00    1,660.00',
        '  DR  ELD/QUALCOMM                               25.00    1,635.00',
        '  DR  ADVANCE EFS                               300.00    1,335.00',
        '  TOTAL CREDITS (GROSS PAY)                   1,740.00',
        '  TOTAL DEBITS                                  405.00',
        '  CHECK AMOUNT                                1,335.00',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.advances.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      174000,
      133500,
      30000,
      [8000, 2500],
    ]);
  });

  it('reads a load table whose cells are split by bars, in place or closed up by OCR', () => {
    const inPlace = [
      'WEEKLY CARRIER STATEMENT',
      'Date       | Broker     | Load #     | Lane                  | Mi   | Rate',
      '-----------+------------+------------+-----------------------+------+---------',
      '2026-04-13 | TQL        | 5518820    | Macon GA > Tampa FL   |  402 | 1,300.00',
      '2026-04-15 | Coyote     | CY-440918  | Tampa FL > Mobile AL  |  455 | 1,450.00',
      '-----------+------------+------------+-----------------------+------+---------',
      'TOTAL      |            |            |                       |  857 | 2,750.00',
      '',
      'Collected freight (gross) ......   2,750.00',
      'Less dispatch fee (8%) ........... (220.00)',
      'NET ACH SENT TO CARRIER .........   2,530.00',
    ].join('\n');
    const closedUp = [
      'WEEKLY CARRIER STATEMENT',
      'Date | Broker | Load # | Lane . | Mi | Rate _',
      '2026-04-13 | TQL | 5518820 | Macon GA > Tampa FL | 402 | 1,300.00',
      '',
      '2026-04-15 | Coyote | CY-440918 | Tampa FL > Mobile AL | 455 | 1,450.00',
      '',
      'TOTAL | | | | * 857 | 2,750.00',
      'Collected freight (gross) ...... 2,750.00',
      'Less dispatch fee (8%) ... (220.00)',
      'NET ACH SENT TO CARRIER ..... 2,530.00',
    ].join('\n');
    for (const text of [inPlace, closedUp]) {
      const r = extractSettlement(text);
      expect([r.tripNumber.value, r.miles.value, r.gross.value, r.net.value]).toEqual([
        '5518820',
        857,
        275000,
        253000,
      ]);
    }
  });

  it('joins column names wrapped onto a second header line: "PAID" over "MILES" is the miles', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT                     Pay Date: 03/12/2026',
        'TRIP      PICKUP     LANE                  LDED  MTY  PAID   LINEHAUL     FSC',
        '                                                      MILES  @1.80/mi  @.40/mi',
        '--------- ---------- -------------------- ---- ---- -----  --------- --------',
        'KT-10233  03/02/2026 Fargo ND - Sauk MN     300   20   320     576.00   128.00',
        'KT-10251  03/04/2026 Sauk MN - Ames IA      400    0   400     720.00   160.00',
        '--------- ---------- -------------------- ---- ---- -----  --------- --------',
        'TOTALS                                      700   20   720   1,296.00   288.00',
        '',
        'GROSS COMPENSATION ...................   1,584.00',
        'OCC ACC INSURANCE ....................     -50.00',
        'NET SETTLEMENT .......................   1,534.00',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([
      'KT-10233',
      720,
      129600,
      28800,
    ]);
  });

  it('reads a "Taux voyage" column as the loads\' pay, the linehaul when it and the surcharge make the "Sous-total"', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÈGLEMENT              Date de paiement : 14/05/2026',
        '+---------+------------+------------------------------+--------------+',
        '| Voyage  | Date       | Trajet                       |  Taux voyage |',
        '+---------+------------+------------------------------+--------------+',
        '| Q-31102 | 04/05/2026 | Québec (QC) -> Lévis (QC)    |     800,00 $ |',
        '| Q-31120 | 06/05/2026 | Lévis (QC) -> Laval (QC)     |   1 200,00 $ |',
        '+---------+------------+------------------------------+--------------+',
        '                         Total des voyages        2 000,00 $',
        '                         Surcharge carburant 15 %   300,00 $',
        '                         Sous-total               2 300,00 $',
        '                         TPS 5 %                    115,00 $',
        '                         TOTAL DES REVENUS        2 415,00 $',
        'RETENUES',
        '   Assurance responsabilité                          100,00 $',
        '   MONTANT NET DÉPOSÉ                              2 315,00 $',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.linehaul.value, r.fuelSurcharge.value, r.gross.value, r.net.value]).toEqual(
      ['Q-31102', 200000, 30000, 241500, 231500],
    );
  });

  it("takes the first load's heading line (number, date, lane) for the trip, not a later load a charge names", () => {
    const r = extractSettlement(
      [
        'LESSEE-OPERATOR SETTLEMENT                 Deposit date: March 4, 2026',
        '  DESCRIPTION                                 AMOUNT',
        '  KPL-7710  Feb 23  Pierre SD > Casper WY',
        '     Line pay 520 mi @ 1.70                   884.00',
        '  KPL-7724  Feb 25  Casper WY -> Billings MT',
        '     Line pay 300 mi @ 1.70                   510.00',
        '  Fuel advance on KPL-7724                   -200.00',
        '  TOTAL EARNINGS                            1,394.00',
        '  AMOUNT DEPOSITED                          1,194.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('KPL-7710');
  });

  it('reads the amount under "Amount" of an hours table, not the hours beside it', () => {
    const r = extractSettlement(
      [
        'PAY STATEMENT          Pay Date: 20 Mar 2026',
        ' Earnings                   Hours      Rate        Amount',
        ' Regular Hours              40.00     25.00      1,000.00',
        ' Overtime 1.5x               4.00     37.50        150.00',
        ' Total Earnings             44.00                1,150.00',
        ' Deductions                                   Amount      YTD',
        ' Federal Income Tax                           120.00    720.00',
        ' Total Deductions                             120.00',
        ' NET PAY (CAD)   1,030.00',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.reconciles]).toEqual([115000, 103000, true]);
  });

  it('reads a dispatch payout whose loads each name their broker and fee, summed again in a week summary', () => {
    const r = extractSettlement(
      [
        'MESQUITE DISPATCH GROUP LLC',
        'CARRIER PAY STATEMENT  --  we collect from brokers and send net ACH to carrier',
        'Week: 2026-07-12 to 2026-07-18    ACH sent: 2026-07-20',
        '',
        'Load 4410021   Pickup 2026-07-13   Broker: Kestrel Logistics',
        '    Flat rate (all-in)            2,000.00',
        '    Dispatch fee 10% of freight   (200.00)',
        '',
        'Load K-7781    Pickup 2026-07-15   Broker: Osprey Freight',
        '    Flat rate (all-in)            1,000.00',
        '    Lumper reimb. (rcpt #L-22)      120.00',
        '    Dispatch fee 10% of freight   (100.00)',
        '',
        '==================== WEEK SUMMARY ====================',
        'Freight (flat rates)                 3,000.00',
        'Total freight revenue                3,000.00',
        'Less:',
        '  Dispatch fees (10% of freight)       -300.00',
        '  Fuel card                            -500.00',
        'Plus:',
        '  Lumper reimbursement                  120.00',
        'NET ACH TO CARRIER                    2,320.00',
      ].join('\n'),
    );
    expect([
      r.broker.value,
      r.gross.value,
      r.net.value,
      r.reimbursements.value,
      r.deductions.map((d) => d.amountCents),
      r.reconciles,
    ]).toEqual(['MESQUITE DISPATCH GROUP LLC', 300000, 232000, 12000, [30000, 50000], true]);
  });

  it('reads a factor\'s schedule whose fee and reserve rates sit on a second header line under "Face"', () => {
    const r = extractSettlement(
      [
        'HARTWELL RECEIVABLES LLC',
        'PURCHASE REMITTANCE / SCHEDULE NO. 26-0112',
        'Funded on:  Mar 25, 2026',
        ' Inv/Load   Debtor                     Inv Date      Face      Fee  Reserve  Advanced',
        '                                                            (3.00%)    (5%)',
        ' ---------- -------------------------- -------- --------- -------- -------- ----------',
        ' 5520-0101  Arrive Logistics           03/18/26    2,000.00    60.00   100.00   1,840.00',
        ' 5520-0102  Total Quality Logistics    03/19/26    1,000.00    30.00    50.00     920.00',
        ' ---------- -------------------------- -------- --------- -------- -------- ----------',
        ' SCHEDULE TOTALS                                  3,000.00    90.00   150.00   2,760.00',
        ' AMOUNT WIRED TO CLIENT ...................................... 2,760.00',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.broker.value, r.gross.value, r.escrow.value, r.net.value]).toEqual([
      '5520-0101',
      'Arrive Logistics',
      300000,
      15000,
      276000,
    ]);
  });

  it('takes the SPEI dispersal date of a Mexican factoring notice as the pay date', () => {
    const r = extractSettlement(
      [
        'AVISO DE OPERACIÓN DE FACTORAJE',
        'Fecha de operación: 09/feb/2026        Fecha de dispersión SPEI: 10/feb/2026',
        '  Valor nominal de las facturas ......   $ 10,000.00',
        '  (-) Comisión por factoraje .........   $    200.00',
        '  IMPORTE NETO DISPERSADO VÍA SPEI ...   $  9,800.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-02-10');
  });

  it('reads no miles from a highway address and no escrow from an accumulated fund balance', () => {
    const r = extractSettlement(
      [
        'AUTOTRANSPORTES DEL GOLFO, S.A. DE C.V.',
        'Carr. Federal 180 Km 3.5, Col. Centro, Veracruz, Ver. C.P. 91855',
        'LIQUIDACION SEMANAL A PERMISIONARIO        Fecha de pago: 17/JUN/2026',
        ' TOTAL PERCEPCIONES ............... $20,000.00',
        ' Diesel (vales)                     $ 8,000.00',
        ' Fondo de reserva                   $ 1,000.00',
        ' NETO A PAGAR ..................... $11,000.00',
        ' Fondo de reserva acumulado: $12,000.00',
      ].join('\n'),
    );
    expect([r.miles.value, r.escrow.value, r.net.value]).toEqual([null, 100000, 1100000]);
  });

  it('reads "DEDUCTIONS" and "REIMBURSEMENTS" printed side by side: the right block is paid back', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT                    Check Date:   03/11/2026',
        '                                      GROSS COMPENSATION:    3,000.00',
        'DEDUCTIONS                                      REIMBURSEMENTS',
        'FUEL PURCHASES - TCH CARD       1,000.00      SCALE TICKET CAT #12      12.50',
        'OCC/ACC INSURANCE                  40.00      TOLLS - PREPASS           30.00',
        'TRAILER RENTAL                    100.00',
        'TOTAL DEDUCTIONS                1,140.00      TOTAL REIMB.              42.50',
        '     NET PAY THIS SETTLEMENT ............................ $1,902.50',
      ].join('\n'),
    );
    expect([
      r.reimbursements.value,
      r.deductions.map((d) => d.amountCents),
      r.net.value,
      r.reconciles,
    ]).toEqual([4250, [100000, 4000, 10000], 190250, true]);
  });

  it("drops a pay stub's tax subtotal printed again in a summary band under the taxes", () => {
    const r = extractSettlement(
      [
        'EARNINGS STATEMENT                       Pay Date: 05/15/2026',
        'EARNINGS                    RATE      HOURS/UNITS      CURRENT            YTD',
        'Mileage (paid miles)       .5000          2,000        1,000.00       10,000.00',
        'GROSS PAY                                              1,000.00',
        '',
        'PRE-TAX DEDUCTIONS                                     CURRENT            YTD',
        'Medical (Sec 125)                                         40.00          400.00',
        '401(k) 4%                                                 40.00          400.00',
        '',
        'TAXES                                                  CURRENT            YTD',
        'Federal Income Tax                                       100.00        1,000.00',
        'Social Security                                           62.00          620.00',
        'Medicare                                                  14.50          145.00',
        '',
        '                 GROSS      PRE-TAX      TAXES      NET PAY',
        'CURRENT        1,000.00      80.00     176.50     743.50',
        '',
        'DIRECT DEPOSIT   Checking xxxxxx0932         743.50',
      ].join('\n'),
    );
    expect([r.deductions.map((d) => d.amountCents), r.net.value, r.reconciles]).toEqual([
      [4000, 4000, 10000, 6200, 1450],
      74350,
      true,
    ]);
  });
});

describe('rules learned from batches 31 and 32', () => {
  it("reads a ledger's reference column as the trip, miles named after the figure, and a summary's total of charges once", () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT LEDGER          Direct deposit date: Nov 20, 2026',
        'DATE    REF       DESCRIPTION                                       DEBIT    CREDIT    BALANCE',
        '-------------------------------------------------------------------------------------------',
        'Nov 2   KT-50110  Linehaul Frederick MD-Akron OH 300mi@1.50                  450.00     450.00',
        'Nov 2   KT-50110    Fuel surcharge 300 mi @ 0.50                             150.00     600.00',
        'Nov 3   CDT-4471  Comdata fuel - Akron OH                          200.00               400.00',
        'Nov 4   KT-50122  Linehaul Akron OH-Erie PA 220mi@1.50                       330.00     730.00',
        'Nov 4   KT-50122    Fuel surcharge 220 mi @ 0.50                             110.00     840.00',
        'Nov 4   ADV-0931  Comdata cash advance repay                        50.00               790.00',
        'Nov 5   CDT-4471  Comdata fuel - Erie PA                           150.00               640.00',
        'Nov 6   LSE-4471  Weekly lease pmt                                 100.00               540.00',
        'Nov 6   MNT-4471  Maintenance fund deposit 520 mi @ 0.10            52.00               488.00',
        '-------------------------------------------------------------------------------------------',
        '                  TOTALS                                           552.00  1,040.00     488.00',
        '',
        'SUMMARY',
        '  Mileage revenue (520 dispatched miles) .............    780.00',
        '  Fuel surcharge .....................................    260.00',
        '  GROSS REVENUE ......................................  1,040.00',
        '  Less: fuel & lease charges .........................   (450.00)',
        '  Less: advances .....................................    (50.00)',
        '  Less: maintenance fund .............................    (52.00)',
        '  NET SETTLEMENT - DEPOSITED Nov 20, 2026 ............    488.00',
      ].join('\n'),
    );
    expect([
      r.tripNumber.value,
      r.miles.value,
      r.gross.value,
      r.net.value,
      r.advances.value,
      r.escrow.value,
      r.deductions.map((d) => d.amountCents),
    ]).toEqual(['KT-50110', 520, 104000, 48800, 5000, 5200, [20000, 15000, 10000]]);
  });

  it('reads the debit and credit columns under a section heading that names credits and charges too', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT                                 Pay Date: 04/17/2026',
        'OTHER CREDITS AND CHARGES',
        'Date        Ref         Description                          Debit (DR) Credit (CR)',
        '-----------------------------------------------------------------------------------',
        '04/08/26    NRC-260422  Detention 3 hrs @ 25.00                                75.00',
        '04/09/26    NRC-260437  Lumper receipt 88104417                               100.00',
        '04/10/26                Yard storage - lot 4                    800.00',
        '04/10/26                Trailer usage - unit 18                 125.00',
        '',
        '  Gross earnings (share + FSC + accessorial)       2,000.00',
        '  Plus reimbursements (lumper)                       100.00',
        '  Less deductions                                   (925.00)',
        '  NET SETTLEMENT - DIRECT DEPOSIT                 $1,175.00',
      ].join('\n'),
    );
    expect([r.deductions.map((d) => d.amountCents), r.reimbursements.value, r.reconciles]).toEqual([
      [80000, 12500],
      10000,
      true,
    ]);
  });

  it('repairs no deduction when gross less net falls short of the charges by what was paid back', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT                                 Pay Date: 04/17/2026',
        'Gross earnings                                          2,000.00',
        'Lumper reimbursement                                      100.00',
        'Fuel purchases                                            800.00-',
        'Trailer rental                                            125.00-',
        'NET SETTLEMENT - DIRECT DEPOSIT                         1,175.00',
      ].join('\n'),
    );
    expect([r.deductions.map((d) => d.amountCents), r.reconciles]).toEqual([[80000, 12500], true]);
  });

  it('reads a quick-pay\'s "CHARGES APPROVED" as the carrier\'s pay, not charges held back', () => {
    const r = extractSettlement(
      [
        'LOMBARD FREIGHT BROKERAGE, INC.',
        'QUICKPAY REMITTANCE ADVICE',
        '   Load # ............... LFB-220117',
        '   CHARGES APPROVED                         USD',
        '     Linehaul                            2,000.00',
        '     Fuel surcharge                        400.00',
        '                                       ----------',
        '     Invoice total                       2,400.00',
        '     QuickPay discount 3.00%              (72.00)',
        '     ACH AMOUNT                          2,328.00',
        '   Payment date ......... 09/03/2026',
      ].join('\n'),
    );
    expect([
      r.linehaul.value,
      r.fuelSurcharge.value,
      r.deductions.map((d) => d.amountCents),
      r.reconciles,
    ]).toEqual([200000, 40000, [7200], true]);
  });

  it('reads a table whose rule starts with a one-dash segment under a "#" column', () => {
    const r = extractSettlement(
      [
        'SCHEDULE OF ACCOUNTS / PURCHASE REMITTANCE        Funding Date 6/12/2026',
        '  #  Invoice   Debtor                      Load/Ref     Face Amt    Fee 3%   Reserve 5%     Advance',
        '  -  --------  --------------------------  ---------  ----------  --------  -----------  ----------',
        '  1  SBT-3301  Ridgeway Brokerage Inc.     77120451     2,000.00     60.00       100.00    1,840.00',
        '  2  SBT-3302  Pinnacle Ridge Logistics    77120477     1,000.00     30.00        50.00      920.00',
        '     TOTALS (2 invoices)                                3,000.00     90.00       150.00    2,760.00',
        '  AMOUNT WIRED TO CLIENT 6/12/2026 ....................   2,760.00',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.broker.value, r.gross.value, r.escrow.value]).toEqual([
      '77120451',
      'Ridgeway Brokerage Inc.',
      300000,
      15000,
    ]);
  });

  it('reads "Road Adv Repay" and "Fuel Adv" as advances repaid', () => {
    const r = extractSettlement(
      [
        'EARNINGS STATEMENT                               Pay Date:     04/24/26',
        'GROSS PAY                                  1,000.00',
        'Federal W/H                                  100.00',
        'Road Adv Repay                                50.00',
        'NET PAY                                      850.00',
      ].join('\n'),
    );
    expect([r.advances.value, r.deductions.map((d) => d.amountCents)]).toEqual([5000, [10000]]);
  });

  it('drops the section subtotals a summary band prints again, each the sum of its section', () => {
    const r = extractSettlement(
      [
        'STATEMENT OF EARNINGS AND DEDUCTIONS                 Pay date   : 17-Apr-2026',
        '  Total earnings                                 2,000.00',
        'STATUTORY DEDUCTIONS                             Current',
        '  CPP                                             100.00',
        '  EI                                               30.00',
        '  Federal income tax                              200.00',
        'OTHER DEDUCTIONS                                 Current',
        '  Group benefits                                   40.00',
        '  Group RRSP (employee)                            60.00',
        '+----------------+----------------+----------------+----------------+',
        '|   GROSS PAY    |   STATUTORY    |     OTHER      |    NET PAY     |',
        '|    2,000.00    |     330.00     |     100.00     |    1,570.00    |',
        '+----------------+----------------+----------------+----------------+',
      ].join('\n'),
    );
    expect([r.deductions.map((d) => d.amountCents), r.net.value, r.reconciles]).toEqual([
      [10000, 3000, 20000, 4000, 6000],
      157000,
      true,
    ]);
  });

  it('does not read "Purchase price (face less fee and reserve)" as a reserve or a fee', () => {
    const r = extractSettlement(
      [
        'SCHEDULE OF ACCOUNTS / PURCHASE REMITTANCE       Funding Date: 21 Apr 2026',
        'Inv   Debtor                       Load/Ref    Face Amt   Fee 3%  Reserve   Advance',
        '-----------------------------------------------------------------------------------',
        '1093  Bastrop Bay Logistics LLC    558102-A    2,000.00    60.00   100.00  1,840.00',
        '1094  Corsicana Freight Solutions  TX99217     1,000.00    30.00    50.00    920.00',
        '-----------------------------------------------------------------------------------',
        'Totals (2 invoices)                            3,000.00    90.00   150.00  2,760.00',
        '  Purchase price (face less fee and reserve)                    2,760.00',
        '  Less: same-day ACH fee                                           (5.00)',
        '  AMOUNT FUNDED TO CLIENT                                      $2,755.00',
      ].join('\n'),
    );
    expect([r.escrow.value, r.deductions.map((d) => d.amountCents), r.net.value]).toEqual([
      15000,
      [500, 9000],
      275500,
    ]);
  });

  it('adds loaded and deadhead miles written figure first, and reads "Ldd" and "DH" columns as miles', () => {
    const summed = extractSettlement(
      [
        'CARRIER SETTLEMENT SUMMARY            ACH sent:       2026-04-21',
        '  Total miles: 1,500 loaded + 60 deadhead = 1,560',
        '  Gross revenue                      5,000.00',
        '  NET ACH SENT TO CARRIER            4,600.00',
      ].join('\n'),
    );
    expect(summed.miles.value).toBe(1560);
    const columns = extractSettlement(
      [
        'CARRIER SETTLEMENT SUMMARY            ACH sent:       2026-04-21',
        'Load #       Lane                        Ldd    DH       Rate',
        '7731902      Sioux Falls SD > Omaha NE   183    24   1,050.00',
        'BK-44817     Omaha NE > Denver CO        540    12   1,900.00',
        'TOTAL                                    723    36   2,950.00',
        '  NET ACH SENT TO CARRIER            2,950.00',
      ].join('\n'),
    );
    expect(columns.miles.value).toBe(759);
  });

  it('reads a pay-date label padded to its date ("ACH sent:       2026-04-21", "ACH date       :")', () => {
    const r = extractSettlement(
      [
        'CARRIER SETTLEMENT SUMMARY',
        'Statement:      SPD-2616-031   issued 2026-04-20',
        'ACH sent:       2026-04-21',
        'Gross revenue                      5,000.00',
        'NET ACH SENT TO CARRIER            4,600.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-04-21');
    const padded = extractSettlement(
      [
        'Week    : 2026-03-09 to 2026-03-15           Settlement date: 2026-03-18',
        'Payment : ACH to carrier acct ****2291      ACH date       : 2026-03-20',
        'Gross revenue                      5,000.00',
        'NET ACH TO CARRIER                 4,600.00',
      ].join('\n'),
    );
    expect(padded.date.value).toBe('2026-03-20');
  });

  it('takes "ACH … on April 22" as the pay date and reads a French reserve-account sum as no charge', () => {
    const ach = extractSettlement(
      [
        'Lessee:  D. Okonkwo                        Settlement date: April 21, 2026',
        'TOTAL EARNINGS                          2,000.00',
        'Fuel                                      500.00',
        'NET AMOUNT DEPOSITED  (ACH to acct ending 6610 on April 22, 2026)      $1,500.00',
      ].join('\n'),
    );
    expect(ach.date.value).toBe('2026-04-22');
    const reserve = extractSettlement(
      [
        'RELEVÉ DE RÈGLEMENT                       Date de paiement : 15/05/2026',
        '   TOTAL DES REVENUS                          3 000,00 $',
        '   Carburant                                  1 000,00 $',
        '   Fonds de réserve (retenue hebdomadaire)      200,00 $',
        '   MONTANT NET DÉPOSÉ                         1 800,00 $',
        'Fonds de réserve : solde antérieur 3 150,00 $ + retenue 200,00 $ = solde 3 350,00 $',
      ].join('\n'),
    );
    expect([reserve.escrow.value, reserve.deductions.map((d) => d.amountCents)]).toEqual([20000, [100000]]);
  });

  it('takes no payer from a sentence that OCR gave a colon ("Please direct debtor: payments only to …")', () => {
    const r = extractSettlement(
      [
        'YARROW CREEK FUNDING, LLC',
        'PURCHASE REMITTANCE                     Funding Date: 21 Apr 2026',
        '  Total face amount                      3,000.00',
        '  Fee 3%                                   (90.00)',
        '  AMOUNT FUNDED TO CLIENT                2,910.00',
        'Please direct debtor: payments only to Yarrow Creek Funding, LLC, PO Box 1180.',
      ].join('\n'),
    );
    expect(r.broker.value).not.toMatch(/payments only/);
  });

  it("reads a load line whose date comes first ('04/05/27 PB-118730  GRAND ISLAND NE-DENVER CO') or that pays a revenue share", () => {
    const dateFirst = extractSettlement(
      [
        'LESSEE SETTLEMENT LEDGER                         Pay date: 04/16/27',
        '04/05/27 KW-220130  GRAND ISLAND NE-DENVER CO 488 MI',
        '                      LINEHAUL 70% OF 1,000.00                      700.00',
        '04/07/27 KW-220155  DENVER CO-CHEYENNE WY 101 MI',
        '                      LINEHAUL 70% OF 500.00                        350.00',
        '  TOTAL EARNINGS                                                 1,050.00',
        '  NET PAY                                                        1,050.00',
      ].join('\n'),
    );
    expect([dateFirst.tripNumber.value, dateFirst.miles.value]).toEqual(['KW-220130', 589]);
    const share = extractSettlement(
      [
        'RUNNING LEDGER                                   Pay date: 03/09/2026',
        '02-Mar  TL-23     Tractor lease pmt #23 (unit 717)         675.00',
        '02-Mar  CLX-4410  Rev share 72% of 2,000.00                          1,440.00',
        '  NET PAY                                                              765.00',
      ].join('\n'),
    );
    expect(share.tripNumber.value).toBe('CLX-4410');
  });

  it('reads the charges listed under a summary box that prints the net first', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT                 Check date: 2026-03-20',
        '+----------------------+----------------------+----------------------+',
        '| GROSS COMPENSATION   | LESS DEDUCTIONS      | NET PAY              |',
        '|           3,000.00   |           1,200.00   |           1,800.00   |',
        '+----------------------+----------------------+----------------------+',
        'DEDUCTIONS / CHARGES                                    Ref               Amount',
        'Fuel purchases - EFS card (9 transactions)              EFS-0311       -1,000.00',
        "Trailer rental (53' van #T5521)                                          -200.00",
        '                                                        Total          -1,200.00',
      ].join('\n'),
    );
    expect([r.deductions.map((d) => d.amountCents), r.reconciles]).toEqual([[100000, 20000], true]);
  });

  it('reads a DR/CR ledger whose pay lines print a figure in their description and whose sums have no label', () => {
    const r = extractSettlement(
      [
        'LEASE SETTLEMENT                                   Paid by check dated March 21, 2025.',
        'DATE    REF        DESCRIPTION                                      CHARGES (DR)   CREDITS (CR)',
        '================================================================================================',
        'Mar 10  SF-30117   Amarillo TX / Oklahoma City OK (259 mi)',
        '                     Line revenue 1,000.00 @ 70%                                         700.00',
        '                     Fuel surcharge (100% pass-through)                                  100.00',
        'Mar 12  FUEL       Fleet One fuel purchases 03/10-03/14                   300.00',
        'Mar 14  LP-5512    Tractor lease payment wk 11 - unit 5512                200.00',
        '------------------------------------------------------------------------------------------------',
        '                                                                          500.00         800.00',
        '',
        'SUMMARY OF THIS SETTLEMENT',
        '   GROSS COMPENSATION ............................       800.00',
        '   Charges and deductions ........................      (500.00)',
        '   NET PAID TO CONTRACTOR ........................       300.00',
      ].join('\n'),
    );
    expect([r.deductions.map((d) => d.amountCents), r.net.value, r.reconciles]).toEqual([
      [30000, 20000],
      30000,
      true,
    ]);
  });

  it('reads the earnings under a summary box of gross, deductions and net as pay, not charges', () => {
    const r = extractSettlement(
      [
        'PAY ADVICE',
        'Employee:  M. Giguere   (#2207)        Pay Period:  08-Mar-2026 to 21-Mar-2026',
        'Position:  Bulk Tanker Driver          Pay Date:    27-Mar-2026',
        '',
        '+----------------------+----------------------+----------------------+',
        '| GROSS EARNINGS       | TOTAL DEDUCTIONS     | NET PAY (CAD)        |',
        '|             2,080.00 |               300.00 |             1,780.00 |',
        '+----------------------+----------------------+----------------------+',
        '',
        'EARNINGS',
        'Description                                Qty     Rate    Current  Year-to-Date',
        'Trip Pay - Thunder Bay/Winnipeg round        2   800.00   1,600.00     10,000.00',
        '   (trips KB-5530, KB-5541)',
        'Hourly - yard, loading, wait time        10.00    40.00     400.00      1,400.00',
        'Vacation Pay 4%                                              80.00        400.00',
        'Total Earnings                                            2,080.00     11,800.00',
        '',
        'DEDUCTIONS',
        'Description                                                Current  Year-to-Date',
        'Federal Income Tax                                          300.00      2,000.00',
        'Total Deductions                                            300.00      2,000.00',
        '',
        'Net pay deposited 27-Mar-2026 to Credit Union, acct ****0386:  $1,780.00',
      ].join('\n'),
    );
    expect([r.deductions.map((d) => d.amountCents), r.reconciles]).toEqual([[30000], true]);
  });

  it('reads a pay-date label whose colon OCR read as a 1 ("Check Date 1 04/17/2026")', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT           Week Ending  : 04/11/2026',
        'Pay Basis : 72% of linehaul     Check Date 1 04/17/2026',
        'GROSS EARNINGS 4,000.00',
        'NET PAY 3,000.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-04-17');
  });

  it('takes no day-first evidence from a date OCR garbled beyond a day or a month ("86/22/2025")', () => {
    const r = extractSettlement(
      [
        'EARNINGS STATEMENT',
        'Period Beginning: 86/22/2025 Period Ending: 07/05/2025 Check Date: 07/11/2025',
        'GROSS PAY 1,000.00',
        'NET PAY 800.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2025-07-11');
  });

  it("drops a title or an address that OCR ran into the company's name after its legal suffix", () => {
    const payerOf = (head: string) =>
      extractSettlement([head, 'GROSS PAY 1,000.00', 'Federal tax 100.00', 'NET PAY 900.00'].join('\n'))
        .broker.value;
    expect(payerOf('NORTHERN PINE CARRIERS LTD. STATEMENT OF EARNINGS AND DEDUCTIONS')).toBe(
      'NORTHERN PINE CARRIERS LTD.',
    );
    expect(payerOf('PECOS RIVER TANK LINES LLC PAYROLL CHECK STUB')).toBe('PECOS RIVER TANK LINES LLC');
    expect(payerOf('BADGER RIDGE FLATBED, INC. .- N4120 County Rd K, -Portage WI 53901')).toBe(
      'BADGER RIDGE FLATBED, INC.',
    );
  });

  it('reads the movement, not the balance, of an account activity that OCR closed up', () => {
    // The shape of b15-bramblewood's fair-photo OCR text, names changed.
    const r = extractSettlement(
      [
        'THORNWOOD CARRIERS LLC Page 1 0',
        'OWNER-OPERATOR SETTLEMENT - PERCENTAGE PLAN (70% LINE HAUL / 100% FSC)',
        'Week Ending: Oct 31, 2026 Paid: Nov 4, 2026 (direct deposit)',
        'Trip # origin Destination Miles Linehaul Rev Your 70% FSC',
        'TWC-26-3318 Dallas TX Memphis TN 452 1,450.00 1,015.00 298.00',
        'TWC-26-3325 Memphis TN Atlanta GA 393 1,180.00 826.00 232.00',
        'TWC-26-3340 Atlanta GA Dallas TX 781 2,050.00 1,435.00 455.00',
        '’ 1,626 4,680.00 3,276.00 985.00',
        'Gross Settlement (70% share + FSC) 4,261.00',
        'ACCOUNT ACTIVITY Amount Balance',
        'Beginning (gross settlement) 4,261.00',
        '10/26 . Fuel - Comdata (11 purchases) 1,318.62- 2,942.38',
        '10/27 Tractor lease pmt #L-118 685.00- 2,257.38',
        '10/27 Physical damage insurance 96.40- 2,160.98',
        '10/28 Lumper reimb - Memphis (rept 6631) 175.00 2,335.98 .',
        '10/29 Cash advance - Comdata express code 300.00- 2,035.98',
        '10/31 Maintenance escrow deposit 150.00- 1,885.98',
        'NET SETTLEMENT DEPOSITED B 1,885.98',
      ].join('\n'),
    );
    expect([r.deductions.map((d) => d.amountCents), r.advances.value, r.escrow.value]).toEqual([
      [131862, 68500, 9640],
      30000,
      15000,
    ]);
  });
});

describe('rules learned from batches 33 and 34', () => {
  it('reads a ledger with one amount column marked CR or DR by its running balance, also closed up', () => {
    const ledger = (gap: string) =>
      extractSettlement(
        [
          'MOHAWK RIDGE CARRIERS INC.                 CONTRACTOR ACCOUNT LEDGER',
          `DATE${gap}REF${gap}DESCRIPTION${gap}AMOUNT${gap}BALANCE`,
          `02MAR${gap}OPENING BALANCE${gap}.00`,
          `03MAR${gap}MRC-5510 LINEHAUL ALB-PIT 512 MI @ 2.100${gap}1,075.20 CR${gap}1,075.20 CR`,
          `03MAR${gap}MRC-5510 FUEL SURCHARGE 512 MI @ .500${gap}256.00 CR${gap}1,331.20 CR`,
          `${gap}** GROSS COMPENSATION${gap}1,331.20 CR`,
          `04MAR${gap}TCH 7781 FUEL - TCH CARD ERIE PA${gap}402.10 DR${gap}929.10 CR`,
          `05MAR${gap}TCH X221 CASH ADVANCE${gap}100.00 DR${gap}829.10 CR`,
          `06MAR${gap}ESC-0306 ESCROW DEPOSIT${gap}75.00 DR${gap}754.10 CR`,
          `06MAR${gap}RCPT 0306 TOLL REIMB${gap}20.00 CR${gap}774.10 CR`,
          `${gap}NET DUE CONTRACTOR${gap}774.10 CR`,
        ].join('\n'),
      );
    for (const gap of ['    ', ' ']) {
      const r = ledger(gap);
      expect([
        r.deductions.map((d) => d.amountCents),
        r.advances.value,
        r.escrow.value,
        r.reimbursements.value,
        r.fuelSurcharge.value,
      ]).toEqual([[40210], 10000, 7500, 2000, 25600]);
    }
  });

  it('names an amount after a line of rates by the words after the last rate', () => {
    const r = extractSettlement(
      [
        'MOHAWK RIDGE CARRIERS INC.',
        'PAY BASIS   SOLO  2.100/DISP MI   FSC .500/DISP MI   STOP 50.00',
        'Linehaul 512 mi                1,075.20',
        'Fuel surcharge 512 mi            256.00',
        'Gross pay                      1,331.20',
        'Fuel card                        402.10',
        'Net pay                          929.10',
      ].join('\n'),
    );
    expect(r.fuelSurcharge.value).toBe(25600);
  });

  it('reads team miles as linehaul and the load on a ledger line dated "07MAR" as the trip', () => {
    const r = extractSettlement(
      [
        'MOHAWK RIDGE CARRIERS INC.',
        '07MAR  MRC-5510   TEAM MILES ALB-PIT 512 MI          1,075.20',
        '08MAR  MRC-5522   TEAM MILES PIT-CHI 460 MI            966.00',
        'GROSS COMPENSATION                                   2,041.20',
        'FUEL CARD                                              402.10',
        'NET DUE CONTRACTOR                                   1,639.10',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.linehaul.value]).toEqual(['MRC-5510', 204120]);
  });

  it('cuts a row cell that fills its column where the rule under the header starts the next one', () => {
    const r = extractSettlement(
      [
        'MESQUITE DISPATCH LLC',
        'Pickup      Broker                    Load #       Miles      Rate',
        '----------  ------------------------- -----------  ----- ---------',
        '2026-03-09  Mesa Verde Brokerage Inc  MVB-3381907    421  1,650.00',
        '2026-03-12  Caprock Freight Solutions CFS-20977      437  1,390.00',
        '                                      Subtotal      858  3,040.00',
        'Dispatch fee 8%                                               243.20',
        'NET ACH SENT TO CARRIER                                     2,796.80',
      ].join('\n'),
    );
    expect([r.miles.value, r.gross.value]).toEqual([858, 304000]);
  });

  it('reads "El Paso" in a pay line as a place, not as EI withheld, and "TOTAL CARRIER REVENUE" as the gross', () => {
    const r = extractSettlement(
      [
        'MESQUITE DISPATCH LLC',
        'Load revenue                                          1,275.00',
        'Detention at receiver El Paso TX, 3.0 hrs               150.00',
        'TOTAL CARRIER REVENUE (A + B)                         1,425.00',
        'Dispatch fee                                            114.75',
        'NET ACH SENT TO CARRIER                               1,310.25',
      ].join('\n'),
    );
    expect([r.gross.value, r.deductions.map((d) => d.amountCents)]).toEqual([142500, [11475]]);
  });

  it('reads "Total approved invoices" as the gross and a load number after a padded "Load #:" label', () => {
    const r = extractSettlement(
      [
        'WILLOW CREEK BROKERAGE LLC',
        'QUICKPAY REMITTANCE ADVICE',
        '  Load #:        WCB-55120            Carrier invoice #: 1188',
        '     Linehaul                                $2,100.00',
        '     Invoice amount approved                 $2,100.00',
        '  Load #:        WCB-55190            Carrier invoice #: 1191',
        '     Linehaul                                  $950.00',
        '     Invoice amount approved                   $950.00',
        '  Total approved invoices (2)                           $3,050.00',
        '  QuickPay fee 3.0%                                        -91.50',
        '  AMOUNT PAID                                           $2,958.50',
      ].join('\n'),
    );
    expect([r.gross.value, r.tripNumber.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      305000,
      'WCB-55120',
      [9150],
    ]);
  });

  it('reads "EFT AMOUNT" as the net, and takes no prose line for a table header', () => {
    const r = extractSettlement(
      [
        'NIPIGON BAY LOGISTICS INC.',
        'QUICKPAY REMITTANCE ADVICE',
        'You elected QuickPay on the',
        'loads below. Amounts are in Canadian dollars.',
        '',
        '  Load NBL-118842   Carrier invoice AR-0412',
        '      Line haul                                1,150.00',
        '      Invoice total                            1,150.00',
        '  Load NBL-118907   Carrier invoice AR-0415',
        '      Line haul                                1,480.00',
        '      Invoice total                            1,480.00',
        '  Total invoices paid (2)                      2,630.00',
        '  Less QuickPay discount 2.5%                    -65.75',
        '  EFT AMOUNT (CAD)                             2,564.25',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.tripNumber.value]).toEqual([263000, 256425, 'NBL-118842']);
  });

  it('adds back the reimbursements once when their total is printed under them', () => {
    const r = extractSettlement(
      [
        'REVENUS',
        '  Milles payés                             1 814,60 $',
        '  Sous-total                               1 814,60 $',
        '  TPS 5 %                                     90,73 $',
        '  TOTAL DES REVENUS (taxes incluses)        1 905,33 $',
        'RETENUES',
        '  Carburant                                  689,47 $',
        '  TOTAL DES RETENUES                         689,47 $',
        'REMBOURSEMENTS',
        '  Péage - Maine Turnpike                      23,45 $',
        '  Péage - Mass Pike                           16,80 $',
        '  TOTAL DES REMBOURSEMENTS                    40,25 $',
        '  MONTANT NET DÉPOSÉ                       1 256,11 $',
      ].join('\n'),
    );
    expect([r.gross.value, r.reconciliation.status]).toEqual([190533, 'balanced']);
  });

  it('reads a table whose header prints the rates after the column names ("Taux 1,72  Surch. 0,38")', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS LAC-FROID INC.',
        '  Voyage   Date     Trajet                           Milles   Taux 1,72 Surch. 0,38',
        '  -----------------------------------------------------------------------------',
        '  LF-55302 9 mars   Rimouski QC -> Lewiston ME         268      460,96     101,84',
        '  LF-55317 10 mars  Lewiston ME -> Worcester MA        171      294,12      64,98',
        '  -----------------------------------------------------------------------------',
        '                    Total                              439      755,08     166,82',
        'TOTAL DES REVENUS                                                  921,90 $',
        'Carburant                                                          300,00 $',
        'MONTANT NET DÉPOSÉ                                                 621,90 $',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value]).toEqual(['LF-55302', 439]);
  });

  it('reads an "AMOUNT   DR/CR" column of marks: a DR line is a charge whatever its words', () => {
    const r = extractSettlement(
      [
        'LARAMIE PLAINS FACTORS, INC.',
        'TRANSACTION SUMMARY                                           AMOUNT   DR/CR',
        '  Face value of invoices purchased                          4,425.50   CR',
        '  Discount fees (per schedule above)                          121.71   DR',
        '  Reserve held - 8% of face                                   354.04   DR',
        '  Chargeback: short pay inv LP-2254 (lumper not appr.)        125.00   DR',
        '  Same-day wire fee                                            15.00   DR',
        '  NET FUNDS WIRED TO CLIENT                                 3,809.75',
      ].join('\n'),
    );
    expect([
      r.reconciliation.status,
      r.gross.value,
      r.escrow.value,
      r.reimbursements.value,
      r.deductions.map((d) => d.amountCents),
    ]).toEqual(['balanced', 442550, 35404, null, [12171, 12500, 1500]]);
  });

  it('reads no charge in "taxable wages", and drops a summary box\'s section subtotal that holds an advance repaid', () => {
    const r = extractSettlement(
      [
        'TIOGA RIVER TANK LINES, INC.                                Pay Date:  05/08/26',
        'EARNINGS                                     THIS PERIOD    YEAR TO DATE',
        'Mileage                                         1,266.72       23,890.82',
        'GROSS PAY                                       1,266.72       23,890.82',
        'STATUTORY DEDUCTIONS                         THIS PERIOD    YEAR TO DATE',
        'Federal Income Tax                                112.00        2,017.40',
        'Social Security                                    78.54        1,670.64',
        'VOLUNTARY / OTHER DEDUCTIONS                 THIS PERIOD    YEAR TO DATE',
        '401(k) 4%                                          50.67        1,149.47',
        'Road Advance Repay                                100.00          400.00',
        'Federal taxable wages: 1,216.05    FICA/Medicare wages: 1,266.72',
        '  +--------------------+------------------+------------------+--------------------+',
        '  |    GROSS PAY       |  TOTAL TAXES     |  OTHER DEDUCT.   |     NET PAY        |',
        '  |           1,266.72 |           190.54 |           150.67 |             925.51 |',
        '  +--------------------+------------------+------------------+--------------------+',
      ].join('\n'),
    );
    expect([r.deductions.map((d) => d.amountCents), r.advances.value, r.reconciliation.status]).toEqual([
      [11200, 7854, 5067],
      10000,
      'balanced',
    ]);
  });

  it('reads a factoring schedule\'s "Rsv 10%" column as the reserve held', () => {
    const r = extractSettlement(
      [
        'KEARSARGE CAPITAL FUNDING, LLC',
        'Inv # Debtor                         Load / Ref   Face Amt   Fee 3%   Rsv 10% Net Funded',
        '1061  Granite Ledge Logistics, Inc.  GLL-55120    2,450.00    73.50    245.00   2,131.50',
        '1062  Seacoast Freight Partners      SFP-7719     1,875.00    56.25    187.50   1,631.25',
        '      SCHEDULE TOTALS (2 invoices)                4,325.00   129.75    432.50   3,762.75',
        '   AMOUNT WIRED TO CLIENT                                            3,762.75',
      ].join('\n'),
    );
    expect([r.gross.value, r.escrow.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      432500,
      43250,
      [12975],
    ]);
  });

  it('reads a bare "Paid" column after loaded and empty miles as the miles paid', () => {
    const r = extractSettlement(
      [
        'KAW VALLEY LEASE SERVICES, INC.',
        'Order #   Date   Lane                         Ld  MT  Paid   Mileage     FSC',
        'KVL-23081 Mar 9  Topeka KS - Omaha NE        168  22   190    294.50   78.96',
        'KVL-23094 Mar 10 Omaha NE - Denver CO        539   0   539    835.45  253.33',
        'GROSS EARNINGS                                                       1,462.24',
        'NET SETTLEMENT                                                       1,462.24',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(729);
  });

  it('takes the employer starting the line under a payroll service\'s "processed for:"', () => {
    const r = extractSettlement(
      [
        'BIRCHWOOD PAYROLL SOLUTIONS  -  processed for:',
        'TIOGA RIVER TANK LINES, INC.                                Check No.  0047718',
        '1190 Elmira St, Sayre, PA 18840                              Pay Date:  05/08/26',
        'GROSS PAY                                       1,266.72',
        'Federal Income Tax                                112.00',
        'NET PAY                                         1,154.72',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('TIOGA RIVER TANK LINES, INC.');
  });

  it('reads "Line rates (3 loads, 1,290 mi)" as the linehaul', () => {
    const r = extractSettlement(
      [
        'LAUREL GAP DISPATCH LLC',
        '  Line rates (3 loads, 1,290 mi)                         3,875.00',
        '  Detention - NB-88315                                     100.00',
        '  Total revenue                                          3,975.00',
        '  Dispatch fee 7.0% of revenue                            -278.25',
        '  NET ACH TO CARRIER                                     3,696.75',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(387500);
  });

  it('drops a ledger title that OCR ran into the name, and reads a sender whose address OCR left a speck after', () => {
    const payerOf = (head: string) =>
      extractSettlement([head, 'GROSS PAY 1,000.00', 'Fuel card 100.00', 'NET PAY 900.00'].join('\n')).broker
        .value;
    expect(payerOf('MOHAWK RIDGE CARRIERS, INC. CONTRACTOR ACCOUNT LEDGER')).toBe(
      'MOHAWK RIDGE CARRIERS, INC.',
    );
    expect(payerOf('From: WILLOW CREEK BROKERAGE, LLC <carrierpay@willowcreek.example> )')).toBe(
      'WILLOW CREEK BROKERAGE, LLC',
    );
  });

  it('reads a balance whose l OCR read as a t ("reserve batance") as no item', () => {
    const r = extractSettlement(
      [
        'GROSS COMPENSATION 1,000.00',
        'Maintenance reserve deposit (100.00)',
        'NET DEPOSIT 900.00',
        'Maintenance reserve batance: 1,800.00 Lease purchase balance remaining: 78,125.00',
      ].join('\n'),
    );
    expect(r.escrow.value).toBe(10000);
  });

  it('repairs a charge OCR read with a speck as a leading group, as the printed total of the charges confirms', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE LAC-BOUCHETTE INC.',
        'RELEVE DE REGLEMENT - VOITURIER-REMORQUEUR',
        'TOTAL DES REVENUS (taxes incluses) : 3.011,92',
        'RETENUES .',
        'Carburant - carte Pétro-Pass (7 transactions) 1 284,60-',
        'Avance en argent du 05-05-2026 5 250,00-',
        'Assurance cargaison et responsabilité 86,40-',
        'Location de remorque R-5512 140,00-',
        'Tablette / communication 18,95-',
        'Fonds de garantie (retenue hebdomadaire) 125,00-',
        'TOTAL DES RETENUES B 1 904,95-',
        'REMBOURSEMENTS B',
        'péages NY State Thruway (recus joints) 38,25',
        'MONTANT NET VERSE PAR VIREMENT 1145,22 $',
      ].join('\n'),
    );
    expect([r.advances.value, r.advances.confidence]).toEqual([25000, 0.5]);
  });

  it('reads a bar table row whose closing bar OCR lost', () => {
    const r = extractSettlement(
      [
        'LAUREL GAP DISPATCH LLC',
        '| Load # | Broker | PU | Lane | Miles | Rate | Det |',
        '| 4471902 | Petrel Logistics LLC | 04-06 | Charlotte NC > Columbus OH . | 431 | 1,350.00 | =',
        '| NB-88315 | Northlake Brokerage Inc. | 04-08 | Columbus OH > Nashville TN | 378 | 1,125.00 | 100.00 |',
        'Total revenue 2,575.00',
        'Dispatch fee 7.0% of revenue -180.25',
        'NET ACH TO CARRIER 2,394.75',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value]).toEqual(['4471902', 809]);
  });

  it("places a closed-up row's figures by kind when its last cells are blank, and skips a day before a month", () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE LAC-BOUCHETTE INC.',
        'RELEVE DE REGLEMENT - VOITURIER',
        'Voyage Date Trajet Milles Taux Montant Surch. Autres',
        'LB-30518 14 mars Saguenay QC -> Albany NY 398 2,05 815,90 151,24',
        'LB-30526 16 mars Cohoes NY -> Boucherville QC 231 2,05 473,55 87,78 90,00',
        'TOTAL DES REVENUS 1 618,47 $',
        'Carburant 600,00 $',
        'MONTANT NET 1 018,47 $',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(629);
  });

  it('reads a label past a quote OCR set before its bracket and a digit speck after it', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE LAC-BOUCHETTE INC.',
        'RELEVE DE REGLEMENT - VOITURIER',
        'Transport ‘(milles x taux) 5 2 134,05',
        'Surcharge carburant 395,58',
        'TOTAL DES REVENUS 2 529,63 $',
        'Carburant 600,00 $',
        'MONTANT NET 1 929,63 $',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(213405);
  });

  it('reads "Rémunération au millage" as the linehaul', () => {
    const r = extractSettlement(
      [
        'ROUTIERS DU LAC INC.',
        'RELEVE DE REGLEMENT - VOITURIER',
        'Rémunération au millage (chargé + vide)      2 860,15 $',
        'TOTAL DES REVENUS                           2 860,15 $',
        'Carburant                                     600,00 $',
        'MONTANT NET                                 2 260,15 $',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(286015);
  });

  it('reads a ledger\'s debit and credit sums before its balance, and "AMOUNT OF CHECK" as the net', () => {
    const r = extractSettlement(
      [
        'CATSKILL FLATBED, INC.',
        'CONTRACTOR ACCOUNT STATEMENT',
        'Date   Ref        Description                          Debit     Credit     Balance',
        '04/19             Opening balance                                              0.00',
        '04/20  CF-22817   Linehaul Glens Falls NY - Erie PA               1,425.00    1,425.00',
        '04/21  FC-90117   Fuel  Erie PA  118.4 gal             588.40                 836.60',
        '04/22  CF-22817   Toll reimb - Ohio Turnpike                         38.50      875.10',
        '04/25  WK17       Escrow deposit                       100.00                 775.10',
        '                  Totals                               688.40   1,463.50      775.10',
        'EARNINGS RECAP                         DEDUCTIONS RECAP',
        '  Linehaul            1,425.00           Fuel                   588.40',
        '  GROSS EARNINGS      1,425.00           Escrow                 100.00',
        '  Reimbursements         38.50           TOTAL                  688.40',
        '  AMOUNT OF CHECK: ***775.10***',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.deductions.map((d) => d.amountCents), r.escrow.value]).toEqual([
      142500,
      77510,
      [58840],
      10000,
    ]);
  });

  it("takes the gross by its name over a ledger's credit total that holds the reimbursements", () => {
    const r = extractSettlement(
      [
        'CATOCTIN VALLEY LEASING, LLC',
        'DATE REF DESCRIPTION DEBIT ~~ CREDIT BALANCE',
        'TOTALS : 2,233.69 3,355.40 1,121.71',
        'SUMMARY',
        'Mileage revenue (1,488 dispatched miles) 2,351.04',
        'Fuel Surcharge 699.36',
        'Accessorial pay 120.00',
        'GROSS REVENUE 3,170.40',
        'Reimbursements 185.00',
        'NET SETTLEMENT - DEPOSITED Nov 20, 2026 1,121.71',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(317040);
  });

  it('takes the employer under a payroll service\'s heading, reads a summary row named "This Period", and no PTO hours', () => {
    const r = extractSettlement(
      [
        'RAYSTOWN PAYROLL SERVICES  |  Huntingdon, PA  |  Client 20-7731',
        '------------------------------------------------------------------',
        'BLUE KNOB DAIRY TRANSPORT, INC.                 EARNINGS STATEMENT',
        '410 Dairy Lane                                  Pay Date:      05/15/2026',
        'EARNINGS                       Rate    Units      Current           YTD',
        'Mileage                      0.5600    2,214     1,239.84     23,188.44',
        'GROSS PAY                                        1,239.84     27,290.44',
        'TAXES WITHHELD                                    Current           YTD',
        'Federal Income Tax                                 118.40      2,146.33',
        'OTHER DEDUCTIONS                                  Current           YTD',
        '401(k) 4%                                           61.31      1,091.62',
        '                        Gross      Taxes   Deductions     Net Pay',
        'This Period          1,239.84     118.40        61.31    1,060.13',
        'Year to Date        27,290.44   5,260.50     2,135.67   19,894.27',
        'PTO available: 36.00 hrs     Loaded miles this period: 1,962',
      ].join('\n'),
    );
    expect([
      r.broker.value,
      r.net.value,
      r.deductions.map((d) => d.amountCents).sort((a, b) => a - b),
    ]).toEqual(['BLUE KNOB DAIRY TRANSPORT, INC.', 106013, [6131, 11840]]);
  });

  it('reads no charge in the paid time off left ("PTO available: 36.00 hrs")', () => {
    const r = extractSettlement(
      [
        'EARNINGS STATEMENT',
        'GROSS PAY 1,000.00',
        'Federal tax 100.00',
        'PTO available: 36.00 hrs',
        'NET PAY 900.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([10000]);
  });

  it("reads a load heading inside a box's bars with a speck after its number", () => {
    const r = extractSettlement(
      [
        'VOITURAGE LAC-DUPARQUET INC.',
        'RELEVE DE REGLEMENT - PROPRIETAIRE-EXPLOITANT',
        '| 44871: 2026-04-06 Rouyn-Noranda QC > Montréal QC 395 829,50 244,90 |',
        '| 44890 2026-04-08 Montréal QC > Toronto ON 336 705,60 208,32 |',
        "| Temps d'attente - voyage 44890 (2 h x 60,00 $) : 120,00 $ |",
        '| TOTAL DES REVENUS 2 107,32 $ |',
        '| Carburant 500,00 $ |',
        'MONTANT NET 1 607,32 $',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('44871');
  });

  it('classes a broker\'s "QuickPay Remittance Advice" listing carrier pay as a factoring remittance', () => {
    const r = extractSettlement(
      [
        'From: carrierpay@ocoeefreight.example',
        'Subject: QuickPay Remittance Advice - Payment 2026052104 - SILVER FORK HAULING INC',
        'OCOEE FREIGHT BROKERAGE, LLC',
        'QUICKPAY REMITTANCE ADVICE',
        '  Payee ............ SILVER FORK HAULING INC  (MC 1188403)',
        '  Load Number      Pick Up      Carrier Pay',
        '  OFB-2605-1183    05/12/2026      1,950.00',
        '  Total carrier pay                 1,950.00',
        '  Less: QuickPay discount 2.0%        (39.00)',
        '  NET PAYMENT                       1,911.00',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('factoring_remittance');
  });

  it('reads the result of a net written as a sum on a stub with year-to-date columns', () => {
    const r = extractSettlement(
      [
        'BULKLEY VALLEY FREIGHTWAYS LTD.',
        'STATEMENT OF EARNINGS AND DEDUCTIONS',
        'EARNINGS                        Hours    Rate    Current  DEDUCTIONS        Current        YTD',
        'Regular Hours                   80.00   31.50   2,520.00  CPP                179.15   3,185.44',
        'TOTAL EARNINGS                                  2,520.00  TOTAL DEDUCTIONS   179.15',
        ' NON-TAXABLE REIMBURSEMENT:  BC Ferries fare (rcpt 4471920)   112.40',
        ' NET PAY DEPOSITED   2,520.00 - 179.15 + 112.40 = CAD 2,453.25',
      ].join('\n'),
    );
    expect(r.net.value).toBe(245325);
  });

  it('reads a fee column named with its rate one space after the face column, a count row as the totals, and no reserve held afterwards', () => {
    const r = extractSettlement(
      [
        'KIOWA CREEK FUNDING, INC.',
        'SCHEDULE OF ACCOUNTS PURCHASED / FUNDING NOTICE',
        'Inv # Debtor                     Load #     Inv Dt      Face Amt Fee 2.75%   Rsv 10%   Advanced',
        '-----------------------------------------------------------------------------------------------',
        '1204  LARKIN & PRYOR LOGISTICS   LP-558120  05/08/26    2,350.00     64.63    235.00   2,050.37',
        '1205  WESTMARK FREIGHT PARTNERS  WFP-33917  05/09/26    1,675.00     46.06    167.50   1,461.44',
        '-----------------------------------------------------------------------------------------------',
        '2 invoices                                             4,025.00    110.69    402.50   3,511.81',
        '  Wire transfer fee                                                            -20.00',
        '  AMOUNT WIRED TO CLIENT                                                     3,491.81',
        'Reserve account: held 4,812.90 after this schedule.',
      ].join('\n'),
    );
    expect([
      r.gross.value,
      r.escrow.value,
      r.deductions.map((d) => d.amountCents).sort((a, b) => a - b),
    ]).toEqual([402500, 40250, [2000, 11069]]);
  });

  it('reads a section numbered in roman numerals ("II. DESCUENTOS") and a "C. Porte" column of loads', () => {
    const r = extractSettlement(
      [
        'PUREPECHA AUTOTRANSPORTES, S.A. DE C.V.',
        'LIQUIDACIÓN DE VIAJES A PERMISIONARIO',
        'Folio: LQ-2026-0519              Fecha de pago: 15/05/2026',
        'I. VIAJES LIQUIDADOS',
        '  C. Porte   Fecha      Origen                   Destino                          Flete',
        '  TAP-30417  02/05/2026 Lázaro Cárdenas, Mich.   San Luis Potosí, S.L.P.    $ 28,500.00',
        '  TAP-30452  05/05/2026 San Luis Potosí, S.L.P.  Monterrey, N.L.            $ 16,800.00',
        '  Total fletes                                                              $ 45,300.00',
        'II. DESCUENTOS Y RETENCIONES',
        '  Comisión administrativa 8% s/fletes                                        $ 3,624.00',
        '  Vales de diésel (12 vales)                                                $ 14,618.40',
        '  NETO A PAGAR - transferencia SPEI                                         $ 27,057.60',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      'TAP-30417',
      [362400, 1461840],
    ]);
  });

  it('reads a commission table under a payroll receipt as the pay it details, and no advance in a sentence about an earlier one', () => {
    const r = extractSettlement(
      [
        'AUTOTRANSPORTES ZUMPANGO, S.A. DE C.V.',
        'RECIBO DE NÓMINA',
        'PERCEPCIONES',
        '001 Sueldo (7 días x $385.50)     2,698.50',
        '019 Comisión por viajes (6%)      2,382.00',
        'Total percepciones               $5,080.50',
        'DEDUCCIONES',
        '002 ISR                           1,046.37',
        '012 Anticipo de sueldo (1 de 2)     500.00',
        'Total deducciones                $1,546.37',
        'Detalle de comisiones',
        '  Viaje     Fecha  Ruta                                            Flete   Comisión',
        '  ZUM-7781  12/05  Zumpango, Méx. - Querétaro, Qro.           18,500.00   1,110.00',
        '  ZUM-7794  14/05  Querétaro, Qro. - San Luis Potosí, SLP      21,200.00   1,272.00',
        '                                                                           2,382.00',
        '                                        NETO A PAGAR:   $3,534.13 MXN',
        'Anticipo de sueldo otorgado el 04/05/2026 por $1,000.00; saldo pendiente después de este recibo: $500.00',
      ].join('\n'),
    );
    expect([r.advances.value, r.deductions.map((d) => d.amountCents)]).toEqual([50000, [104637]]);
  });

  it('cuts a header where a rate of three decimals ends under "Rate", and reads "LdMi MtMi" as miles', () => {
    const r = extractSettlement(
      [
        'WILDCAT HILLS FREIGHTWAYS, INC.',
        'Ship Dt  Pro #    Origin          Destination      LdMi MtMi   Rate Line Haul     FSC     Total',
        '04/06/26 4471902  SCOTTSBLUFF NE  DENVER CO         198    0  1.720    340.56   83.16    423.72',
        '04/07/26 4471955  DENVER CO       AMARILLO TX       432   24  1.720    784.32  181.44    965.76',
        'GROSS REVENUE                                                                        1,389.48',
        'FUEL CARD                                                                              412.33',
        'NET PAY                                                                                977.15',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.miles.value]).toEqual([112488, 654]);
  });

  it('reads a "Linehaul rate" column of amounts as the loads\' linehaul', () => {
    const r = extractSettlement(
      [
        'OSPREY POINT DISPATCH LLC',
        '#  Load / Ref     Broker                  PU date     Miles  Linehaul rate  Disp fee 8%',
        '1  PG-2605-33817  Pinegate Logistics Inc  2026-05-11    396       1,350.00       108.00',
        '2  7781204        Harlow Freight LLC      2026-05-12    301         975.00        78.00',
        'GROSS FREIGHT EARNINGS                                              2,325.00',
        'NET ACH SENT TO CARRIER                                             2,139.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(232500);
  });

  it('reads "652 paid mi @ $1.58" under a trip as its mileage pay', () => {
    const r = extractSettlement(
      [
        'SNAKE RIVER LEASING, LLC',
        'CONTRACTOR SETTLEMENT',
        ' Trip 260311   Nampa, ID -> Stockton, CA            Delivered March 10, 2026',
        '     652 paid mi @ $1.58 ..................................... 1,030.16 CR',
        '     Fuel surcharge 652 mi @ $0.48 ............................. 312.96 CR',
        ' Trip 260324   Twin Falls, ID -> Nampa, ID          Delivered March 13, 2026',
        '     Short-haul flat rate (131 mi) ............................. 325.00 CR',
        '  TOTAL TRIP REVENUE ......................................... 1,668.12 CR',
        '  Fuel - fleet card ........................................... 668.12 DR',
        '  AMOUNT DEPOSITED - acct ending 4471 ........................ 1,000.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(135516);
  });

  it('drops a small-letter speck before a name in capitals and a "LEASE OPERATOR SETTLEMENT" title run into it', () => {
    const payerOf = (head: string) =>
      extractSettlement([head, 'GROSS PAY 1,000.00', 'Fuel card 100.00', 'NET PAY 900.00'].join('\n')).broker
        .value;
    expect(payerOf('i WILDCAT HILLS FREIGHTWAYS, INC.')).toBe('WILDCAT HILLS FREIGHTWAYS, INC.');
    expect(payerOf('SALT FLATS TRACTOR LEASING, LLC LEASE OPERATOR SETTLEMENT')).toBe(
      'SALT FLATS TRACTOR LEASING, LLC',
    );
  });

  it('takes the total of the per-invoice totals for the gross when nothing balances', () => {
    const r = extractSettlement(
      [
        'UWHARRIE FREIGHT BROKERAGE, INC.',
        'QUICKPAY REMITTANCE ADVICE',
        'Load UFB-2290417 Delivered Sep 24, 2026 Hickory, NC to Allentown, PA',
        'Line haul: ................ 2,100.00',
        'Invoice total 2,100.00',
        'Load UFB-2290533 Delivered Sep 28, 2026 Allentown, PA to Greensboro, NC',
        '[LE GEL conacocoacnaanno 1,450.00',
        'Invoice total 1,450.00',
        'Invoices total (2) 3,550.00',
        'QuickPay fee 3.00% (106.50)',
        'NET PAYMENT 3,434.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(355000);
  });

  it('reads a closed-up trip table with "Line Rev" and a share written "Your-72%"', () => {
    const r = extractSettlement(
      [
        'OZARK RIDGE CARRIERS, INC. SETTLEMENT STATEMENT',
        'Trip # Disp Dt Origin Destination Miles Line Rev  Your-72% FSC',
        'ORC-118204 03/02/2026 Joplin, MO Dallas, TX 418 1,650.00 1,188.00 238.26',
        'ORC-118229 03/04/2026 Dallas, TX Memphis, TN 452 1,480.00 1,065.60 257.64',
        'Totals 870 3,130.00 2,253.60 495.90',
        'GROSS EARNINGS 2,749.50',
        'Fuel - EFS card 1,212.48',
        'NET PAY 1,537.02',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value]).toEqual(['ORC-118204', 870]);
  });

  it('prefers a labelled pay date OCR misread and repaired ("2026-85-19") to a charge\'s date', () => {
    const r = extractSettlement(
      [
        'OSPREY POINT DISPATCH LLC',
        'Week ................ 2026-05-11 to 2026-05-17',
        'ACH sent ............ 2026-85-19 (acct ending 0932)',
        'GROSS FREIGHT EARNINGS ........... 4,635.00',
        'Fuel advance repaid (EFS code issued 2026-05-12) ........ 400.00',
        'NET ACH SENT TO CARRIER ........... 4,235.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-05-19');
  });

  it('reads the date after a net sent "… 4,129.27 on 2026-04-14" as the pay date', () => {
    const r = extractSettlement(
      [
        'KESTREL DISPATCH CO.',
        'Issued ......... 2026-04-13',
        'GROSS 4,229.27',
        'Dispatch fee 100.00',
        'NET ACH SENT TO CARRIER ..................   4,129.27   on 2026-04-14  (trace 0611 0334 2871)',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-04-14');
  });
});

describe('rules learned from batches 37 and 38', () => {
  it('reads a ledger line\'s words after its date and reference ("2026-04-06 GTL-55012 Loaded miles")', () => {
    const r = extractSettlement(
      [
        'GREYROCK TRACTOR LEASING',
        'DATE       REF        DESCRIPTION                          CREDIT     DEBIT',
        '2026-04-06 GTL-55012  Loaded miles 612 @ 1.780           1,089.36',
        '2026-04-06 GTL-55012  Deadhead miles 44 @ 0.550             24.20',
        '2026-04-06 GTL-55012  Fuel surcharge 656 mi @ 0.470        308.32',
        '2026-04-10 LSE-2287   Tractor lease payment                          685.00',
        'Gross earnings 1,421.88',
        'NET DEPOSIT 736.88',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(111356);
  });

  it('reads two words OCR parted with a speck ("Deadhead.miles", "Deadhead: miles") as one label', () => {
    const r = extractSettlement(
      [
        'GREYROCK TRACTOR LEASING',
        'Loaded miles 612 @ 1.780 1,089.36',
        'Deadhead.miles 44 @ 0.550 24.20',
        'Deadhead: miles 10 @ 0.550 5.50',
        'Gross earnings 1,119.06',
        'Tractor lease payment 685.00',
        'NET DEPOSIT 434.06',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(111906);
  });

  it('reads "Trailer usage" as a charge', () => {
    const r = extractSettlement(
      [
        'PALOMAR EXPRESS LINES',
        '| EARNINGS | DEDUCTIONS',
        '| Line haul share (72%) 3,628.80 | Fuel purchases 1,388.42 |',
        '| Detention 2h 80.00 | Insurance 21.00 |',
        '| | Trailer usage 95.00 |',
        '| TOTAL EARNINGS 3,708.80 | TOTAL DEDUCTIONS 1,504.42 |',
        'NET PAY 2,204.38',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([138842, 2100, 9500]);
  });

  it('reads the figure a fee\'s rate is taken of ("2.5% of invoiced 4,740.00  (118.50)") as part of its label', () => {
    const r = extractSettlement(
      [
        'DOVEWING DISPATCH SERVICES LLC',
        'GROSS REVENUE 4,555.00',
        'LESS',
        '   Dispatch fee 8% of gross revenue                           (364.40)',
        '   Factoring fee 2.5% of invoiced 4,740.00 (Brightline Funding)  (118.50)',
        'NET ACH SENT TO CARRIER $4,072.10',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([36440, 11850]);
  });

  it('reads a French trip rate ("Taux du voyage", "Total taux voyages") as linehaul', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE BASSE-RIVE INC.',
        'Voyage 31-4471  (16 mars)  Forestville -> Québec',
        '    Taux du voyage ........................ 1 480,00 $',
        '    Supplément carburant 18,5 % ............. 273,80 $',
        'Voyage 31-4478  (18 mars)  Québec -> Baie-Comeau',
        '    Taux du voyage ........................ 1 620,00 $',
        '    Supplément carburant 18,5 % ............. 299,70 $',
        '  Total taux voyages ...................... 3 100,00 $',
        '  TOTAL DES REVENUS ....................... 3 673,50 $',
        '  Carburant - carte flotte ................ 1 684,37 $',
        'MONTANT NET DÉPOSÉ ........................ 1 989,13 $',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(310000);
  });

  it('reads a broker\'s "REMITTANCE ADVICE - QUICKPAY" as a factoring remittance', () => {
    const r = extractSettlement(
      [
        'LAKEMONT FREIGHT BROKERAGE, LLC',
        'Carrier Payables - QuickPay Program',
        'REMITTANCE ADVICE - QUICKPAY                               Remit #: QP-0722-30018',
        'Payee:  SILVA & SONS TRANSPORT INC (MC 1320944)           Payment date: 22 JUL 2026',
        'Load #:        LFB-7741203',
        '  Linehaul                                      1,900.00',
        '  Fuel surcharge                                  294.00',
        '  Load total                                    2,194.00',
        'PAYMENT SUMMARY',
        '  Carrier invoices approved (1 load, 588 mi)               2,194.00 CR',
        '  QuickPay discount 2.5%                                     54.85 DR',
        '  NET PAYMENT                                             2,139.15 CR',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('factoring_remittance');
  });

  it('reads a pay stub whose net went to a checking account, leaving "Net Check $0.00"', () => {
    const r = extractSettlement(
      [
        'LUDGATE DRY BULK LINES, INC.                                  Earnings Statement',
        'Earnings              rate  hours/units   this period    year to date',
        'Mileage             0.5600        1,846      1,033.76       11,584.16',
        '                              Gross Pay     $1,033.76       11,584.16',
        '                Federal Income Tax             -98.47        1,054.78',
        '                401(k)*                        -61.94          663.48',
        '                Net Pay                       $873.35        9,071.97',
        '                Checking 1 (direct dep)       -873.35',
        '                Net Check                       $0.00',
      ].join('\n'),
    );
    expect([r.net.value, r.deductions.map((d) => d.amountCents)]).toEqual([87335, [9847, 6194]]);
  });

  it('reads a closed-up factoring schedule: "Face Ant" is the face amount, "Disc" the discount, "4 invoices" the totals', () => {
    const r = extractSettlement(
      [
        'FOXTAIL FREIGHT CAPITAL',
        'PURCHASE SETTLEMENT / SCHEDULE OF ACCOUNTS',
        'Inv # Debtor Load / PO Inv Dt Face Ant Disc 3% Reserve Net Adv',
        '10441 Cimarron Ridge Logistics CRL-884120 06/04/26 2,350.00 70.50 235.00 2,044.50',
        '10442 Northpass Freight Solutions 5531907 06/05/26 1,875.00 56.25 187.50 1,631.25',
        '4 invoices 4,225.00 126.75 422.50 3,675.75',
        'Net advance on schedule 2307 3,675.75',
        'Less: same-day wire fee -25.00',
        'AMOUNT WIRED TO CLIENT 3,650.75',
      ].join('\n'),
    );
    expect([r.gross.value, r.escrow.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      422500,
      42250,
      [2500, 12675],
    ]);
  });

  it('reads a factoring schedule\'s "Fee%" column as rates, which its totals row does not sum, and "Advanced" as an amount', () => {
    const r = extractSettlement(
      [
        'VERMILION FUNDING CORP.',
        'SCHEDULE OF ACCOUNTS PURCHASED / REMITTANCE ADVICE',
        'Load / PO # Debtor Inv Dt Face Amt Fee% Fee Reserve Advanced',
        'TLB-771402 Tellico Bay Logistics 06/28/27 2,450.00 3.00 73.50 245.00 2,131.50',
        // OCR misread a 0 as 6 in this row: the totals row, not the sum of the rows, is the gross.
        'HFG-30918 Harrowgate Freight Group 06/29/27 1,875.60 3.50 65.63 187.50 1,621.87',
        '2 invoices TOTALS 4,325.00 139.13 432.50 3,753.37',
        'NET FUNDS WIRED 07/09/2027 3,753.37',
      ].join('\n'),
    );
    expect([r.gross.value, r.escrow.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      432500,
      43250,
      [13913],
    ]);
  });

  it('does not read a count of the rows ("TOTALS (4 invoices)") as a figure of a closed-up totals row', () => {
    const r = extractSettlement(
      [
        'HARRIS POINT CAPITAL, LLC',
        'SCHEDULE OF ACCOUNTS / PURCHASE REMITTANCE',
        '# Invoice Debtor Load/Ref Inv Date Face Amt Fee 2.75% Reserve 5% Advance',
        '1 SBT-2291 Coldwater Brokerage Inc. 66120457 6/08/2026 2,850.00 78.38 142.50 2,629.12',
        '2 SBT-2292 Pinnacle Ridge Logistics PO 4416-A 6/08/2026 3,125.00 85.94 156.25 2,882.81',
        'TOTALS (2 invoices) 5,975.00 164.32 298.75 5,511.93',
        'AMOUNT WIRED TO CLIENT 6/12/2026 5,511.93',
      ].join('\n'),
    );
    expect([r.gross.value, r.escrow.value]).toEqual([597500, 29875]);
  });

  it('places a closed-up totals row that lost a figure under the columns whose cells it sums', () => {
    const r = extractSettlement(
      [
        'PAWNEE JUNCTION FREIGHT, INC.',
        'CONTRACTOR SETTLEMENT - PERCENTAGE OF REVENUE',
        'TRIP # PU DATE ORIGIN - DESTINATION MILES REVENUE 72% PAY FSC EXTRA',
        'PJ-77120 03/02/2026 Joplin MO - Memphis TN 612 1,850.00 1,332.00 318.24',
        'PJ-77134 03/04/2026 Memphis TN - Birmingham AL 488 1,425.00 1,026.00 253.76 75.00',
        'PJ-77151 03/05/2026 Birmingham AL - Dallas TX 903 2,600.00 1,872.00 469.56',
        'TOTALS 2,003 4,230.00 1,041.56 75.00',
      ].join('\n'),
    );
    expect([r.miles.value, r.fuelSurcharge.value]).toEqual([2003, 104156]);
  });

  it('reads neither a reserve "held after this schedule" nor an account\'s movements from its prior balance as charges', () => {
    const r = extractSettlement(
      [
        'HARRIS POINT CAPITAL, LLC',
        'PURCHASE REMITTANCE',
        'Total invoices purchased 10,350.00',
        'Discount fee (284.63)',
        'Reserve withheld (517.50)',
        'AMOUNT WIRED TO CLIENT 9,547.87',
        'Reserve held after this schedule: 6,118.40',
        'Prior balance 3,912.40 | withheld this schedule 517.50 | released 386.25 | new balance 4,043.65',
      ].join('\n'),
    );
    expect([r.escrow.value, r.deductions.map((d) => d.amountCents)]).toEqual([51750, [28463]]);
  });

  it('cuts a header "Ld Mi MT Mi" into two columns over figures wider than their names\' last words', () => {
    const r = extractSettlement(
      [
        'NEHALEM VALLEY CARRIERS, INC.          CONTRACTOR SETTLEMENT',
        'Trip #     Disp   Lane                           Ld Mi MT Mi  Linehaul      FSC  Trip Tot',
        '-----------------------------------------------------------------------------------------',
        'NVC-71406  03/02  Tillamook OR > Sacramento CA     648    22  1,038.50   298.08  1,336.58',
        'NVC-71419  03/04  Sacramento CA > Boise ID         431    38    726.95   198.26    925.21',
        '-----------------------------------------------------------------------------------------',
        'TOTALS                                            1079    60  1,765.45   496.34  2,261.79',
        'GROSS EARNINGS 2,261.79',
        'Fuel - TCH card 1,912.64',
        'NET PAY 349.15',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1139);
  });

  it("reads a debtor's name of several words set one space after the load number in a table row", () => {
    const r = extractSettlement(
      [
        ' WARBLEWOOD POINT CAPITAL, LLC  |  Freight Receivables Purchasing',
        ' PURCHASE REMITTANCE ADVICE',
        ' Invoice  Load/PO    Debtor                       Inv Date   Face Amt     Fee  Reserve  Advanced',
        ' -----------------------------------------------------------------------------------------------',
        ' HCT-1101 KRL-558201 Kestrel Ridge Logistics      05/08/26   2,850.00   78.38   285.00  2,486.62',
        ' HCT-1102 7730914    Blue Heron Freight Brokerage 05/09/26   1,975.00   54.31   197.50  1,723.19',
        ' -----------------------------------------------------------------------------------------------',
        ' Schedule totals (2 invoices)                                4,825.00  132.69   482.50  4,209.81',
        '   AMOUNT WIRED TO CLIENT ...................   4,209.81',
        ' Reserve account: held after this schedule 2,204.75; released this schedule 412.75.',
      ].join('\n'),
    );
    expect([r.broker.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      'Kestrel Ridge Logistics',
      [13269],
    ]);
  });

  it('matches a closed-up header\'s column names as whole words ("Program" names no PRO column)', () => {
    const r = extractSettlement(
      [
        'UMATILLA CROSSING FREIGHT BROKERAGE, LLC',
        'Carrier Payables - QuickPay Program',
        '780 SE Stephens St, Roseburg OR 97470 MC 884120 Phone 541-555-0103 opt 3',
        '*** QUICKPAY REMITTANCE ADVICE ***',
        'Load UCF-118402   Carrier Inv# 2231   PU 05/11/2026',
        '  LH 2,100.00   FSC 385.00   LOAD TOTAL 2,485.00',
        'QP                  QuickPay discount 2.5%                    -62.13',
        '                    NET PAYMENT                             2,422.87',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('UCF-118402');
  });

  it('reads a closed-up trip table\'s "PAID MI" as the row\'s miles beside its loaded and empty miles', () => {
    const r = extractSettlement(
      [
        'QUILLAYUTE LEASE & TRANSPORT',
        'PRO NO. SHIP DT ORIGIN DESTINATION LOADED EMPTY PAID MI RATE MILEAGE FSC',
        'QLT-611408 10/25/26 SIOUX FALLS SD TULSA OK 561 34 595 1.48 880.60 249.90',
        'QLT-611422 10/26/26 TULSA OK COMMERCE CITY CO 688 14 702 1.48 1,038.96 294.84',
        'TOTAL EARNINGS 2,464.30',
        'NET PAY 2,464.30',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value]).toEqual(['QLT-611408', 1297]);
  });

  it('reads a plural column name ("TRIPS THIS PERIOD") as the trip column', () => {
    const r = extractSettlement(
      [
        'VANDALIA RIDGE TRUCKING CO.                     EARNINGS STATEMENT',
        'Gross Pay                                       1,644.90',
        'Federal Income Tax                                142.37',
        'NET PAY                                         1,502.53',
        '',
        'TRIPS THIS PERIOD                                         MILES',
        '  5541871   Springfield MO - Laredo TX                      918',
        '  5541903   Laredo TX - Memphis TN                          871',
        '                                                   TOTAL  1,789',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value]).toEqual(['5541871', 1789]);
  });

  it('reads the trip from a ledger\'s first loaded-miles line ("2026-04-06 GTL-55012  Loaded miles")', () => {
    const r = extractSettlement(
      [
        'GREYROCK TRACTOR LEASING',
        'DATE       REF        DESCRIPTION                          CREDIT     DEBIT',
        '2026-04-06 GTL-55012  Loaded miles 612 @ 1.780           1,089.36',
        '2026-04-10 LSE-2287   Tractor lease payment                          685.00',
        'Gross earnings 1,089.36',
        'NET DEPOSIT 404.36',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('GTL-55012');
  });

  it('reads loads printed on two lines under "Broker / Load #" and a second header "PU date  Lane  Miles"', () => {
    const r = extractSettlement(
      [
        'DOVEBROOK DISPATCH SERVICES LLC',
        'CARRIER WEEKLY STATEMENT',
        '#  Broker / Load #                           Line haul      FSC  Det/Acc    Load total',
        '   PU date  Lane                       Miles',
        '--------------------------------------------------------------------------------------',
        '1. Hartsell Logistics Inc / 2211904           1,150.00   155.00        -      1,305.00',
        '   04/20/26 Joplin, MO -> Memphis, TN        391',
        '2. Quantum Route Freight LLC / Q-558120       1,050.00   140.00   100.00      1,290.00',
        '   04/21/26 Memphis, TN -> Forest Park, GA   392',
        '     (lumper paid by carrier $185.00 - reimbursed below)',
        '--------------------------------------------------------------------------------------',
        '   Total miles 783                            2,200.00   295.00   100.00      2,595.00',
        'GROSS REVENUE                                                                 2,595.00',
        '   Dispatch fee 8% of gross revenue                                           (207.60)',
        '   Lumper reimbursement - load Q-558120                                         185.00',
        'NET ACH SENT TO CARRIER  04/28/26                                            $2,572.40',
      ].join('\n'),
    );
    expect([
      r.tripNumber.value,
      r.miles.value,
      r.linehaul.value,
      r.fuelSurcharge.value,
      r.broker.value,
    ]).toEqual(['2211904', 783, 220000, 29500, 'DOVEBROOK DISPATCH SERVICES LLC']);
  });

  it('reads a charge alone in the right block of a two-block stub, after the divider bar OCR kept', () => {
    const r = extractSettlement(
      [
        'WESTBROOK HAULERS LTD.                 EARNINGS STATEMENT',
        'EARNINGS Current YTD | DEDUCTIONS Current YTD',
        'Km pay 4,380 @ 0.56 2,452.80 58,214.40 | Income tax 412.35 9,804.10',
        'Vacation pay 4% 102.91 2,443.78 | CPP 151.20 3,562.80',
        '| Group benefits 52.40 1,205.20',
        'Total earnings 2,555.71 60,658.18 | Total deductions 615.95 14,572.10',
        'NET PAY 1,939.76',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([41235, 15120, 5240]);
  });

  it('reads a right-block charge after a left-block remnant and a bar ("Sese------- | Occ Accident Ins")', () => {
    const r = extractSettlement(
      [
        'CHATHAM MESA FREIGHT LINES, INC.',
        'EARNINGS | DEDUCTIONS',
        'Linehaul (72%) 4,089.60 | Fuel - EFS card 1,188.41',
        'Fuel Surcharge 726.44 | Advance (EFS chk 3/3) 300.00',
        'Sese--------------------------- | Occ Accident Ins 38.50',
        'GROSS EARNINGS 4,816.04 | Trailer Rental 175.00',
        '| TOTAL DEDUCTIONS 1,701.91',
        'NET PAY - DIRECT DEPOSIT $ 3,114.13',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([118841, 3850, 17500]);
  });

  it("reads a line's opening bar as a box's wall, not the divider, when more bars follow", () => {
    const r = extractSettlement(
      [
        'STILLBROOK REEFER LINES - CONTRACTOR SETTLEMENT STATEMENT',
        'Contractor: 4471 / DELGADO OWNER OPS LLC    Tractor lease: TL-118',
        '| EARNINGS | DEDUCTIONS |',
        '| MILEAGE PAY 3,243.60 | FUEL - PILOT/FJ ACCT - 1,688.09 |',
        '| FUEL SURCHARGE 954.00 | REEFER FUEL 212.40 | a',
        '| EXTRA STOPS 2 @ 75 150.00 | PHYS DAMAGE INS 118.00 |',
        '| | CARGO CLAIM DEDUCT 250.00 | :',
        '| : | ADVANCE 140CT26 200.00 | Co',
        '| GROSS PAY 0 4,347.60 | TOTAL DEDUCTIONS 2,468.49 |',
        '= NET PAY (DIRECT DEPOSIT 230CT26) .......... 1,879.11',
      ].join('\n'),
    );
    expect([r.fuelSurcharge.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      95400,
      [168809, 21240, 11800, 25000],
    ]);
  });

  it('reads a CAT scale ticket as a reimbursement', () => {
    const r = extractSettlement(
      [
        'ALLEGRA PER-MILE CARRIERS',
        'GROSS EARNINGS 2,222.55',
        'Fuel - EFS card 812.44',
        'PA Turnpike tolls 46.30',
        'CAT scale 10/08 13.75',
        'NET PAY 1,470.16',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(6005);
  });

  it('drops a dash OCR left after an id in a closed-up trip table ("CMF-260311-")', () => {
    const r = extractSettlement(
      [
        'CHATHAM MESA FREIGHT LINES, INC. LEASE OPERATOR SETTLEMENT',
        'Trip # Disp Origin Destination Miles Revenue LH 72% FSC Accsry',
        'CMF-260311- Mar 02 Amarillo TX Oklahoma City OK 259 1,150.00 828.00 . 134.68',
        'CMF-260318 Mar 03 Oklahoma City OK Dallas TX 206 980.00 705.60 107.12 60.00',
        'TOTALS 465 2,130.00 1,533.60 241.80 60.00',
        'GROSS EARNINGS 1,835.40',
        'NET PAY 1,835.40',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('CMF-260311');
  });

  it('reads a euro sign OCR set for an "e" inside a word ("fonds de Garanti€")', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE HAUTE-RIVE INC. RELEVÉ DE RÈGLEMENT - VOITURIER',
        'TOTAL DES REVENUS (taxes incluSes) 5 131,79 $',
        'Carburant - carte flotte (9 transactions) ....................... 1 684,37 $',
        'Avance en argent du 17 Mars ............c.c..eeeeeeeloreaaaaaan.... 300,00 $',
        'Retenue - fonds de Garanti€ .......................oeeeeeeeeen....: 150,00 §',
        "“TOTAL DES RETENUES ........'ueiintteiianiaanneaneaninaneaneeat. 2 134,37 §",
        'MONTANT NET DEPOSE ".. vette iii iiiiiiiiiineneeaeaaaan... 2 997,42 §',
      ].join('\n'),
    );
    expect([r.escrow.value, r.advances.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      15000,
      30000,
      [168437],
    ]);
  });

  it('drops a curly quote OCR set before a label ("“Mileage 2,310 0.55 1,270.50")', () => {
    const r = extractSettlement(
      [
        'PAYCHECK STUB - EARNINGS STATEMENT',
        'Earnings Hours/Units Rate This Period Year to Date',
        '“Mileage 2,310 0.55 1,270.50 49,870.20',
        'Gross Pay 1,270.50 49,870.20',
        'Federal Income Tax 98.10 3,802.40',
        'Net Pay 1,172.40 46,067.80',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(127050);
  });

  it('reads a ledger\'s movements past one running balance OCR misread ("1,562.33" for 1,502.33)', () => {
    const r = extractSettlement(
      [
        'GREYROCK TRACTOR LEASING  LESSEE SETTLEMENT LEDGER',
        'DATE       REF        DESCRIPTION                                CREDIT     DEBIT    BALANCE',
        '2026-04-06 GTL-55012  Loaded miles 612 @ 1.780                 1,089.36             1,089.36',
        '2026-04-06 GTL-55012  Fuel surcharge 656 mi @ 0.470              308.32             1,397.68',
        '2026-04-11 FUEL       Fuel purchases - 6 txns                             1,412.63     -14.95',
        '2026-04-11 FUEL       Fuel rebate                                 600.00               585.05',
        '2026-04-08 CMCHK 7781 Comchek cash advance                                 200.00     365.05',
        '2026-04-11 INS        Physical damage / bobtail ins                         58.40     326.65',
        '                      TOTALS                                   1,997.68  1,671.03     326.65',
        'Gross earnings (mileage, FSC, rebate)  1,997.68',
        'NET DEPOSIT 2026-04-16   326.65',
      ].join('\n'),
    );
    expect([r.advances.value, r.deductions.map((d) => d.amountCents)]).toEqual([20000, [141263, 5840]]);
  });

  it('reads a CR/DR mark after a speck ("6.00" DR") and a summary\'s reimbursements that sum the receipts once', () => {
    const r = extractSettlement(
      [
        'OCHOA PASS LEASE SERVICES LLC SETTLEMENT REGISTER',
        'DATE REF DESCRIPTION AMOUNT CR/DR',
        'Line haul revenue 2,140.00 x 72% 1,540.80 CR',
        'Fuel surcharge (100% pass-thru) : 354.38 CR',
        '2026-04-08 RCPT-118 Lumper reimb. - Fresno DC (rept att.) 85.00 CR',
        '2026-04-10 RCPT-121 Scale reimb. - Kingman AZ 12.50 CR',
        '2026-04-07 ADV-2291 Comchek advance 300.60 DR',
        '2026-04-07 \'ADV-2291 Comchek advance fee 6.00" DR',
        // OCR misread 1,427.86 and 300.00: only the printed totals balance.
        '2026-04-11 FUEL Fuel card - 7 purchases 1,427.96 DR',
        'SUMMARY',
        'GROSS COMPENSATION ........ 1,895.18',
        'Reimbursements .............. 97.50',
        'TOTAL CREDITS ............... 1,992.68 CR',
        'TOTAL DEBITS ................ 1,733.86 DR',
        'NET DEPOSIT ................. 258.82',
      ].join('\n'),
    );
    expect([r.gross.value, r.deductions.map((d) => d.amountCents)]).toEqual([189518, [600, 142796]]);
  });

  it("counts once a summary's reimbursements that repeat the receipts' sum, in OCR text that balances on its totals", () => {
    const r = extractSettlement(
      [
        '2026-04-08 RCPT-118 Lumper reimb. - Fresno DC (rept att.) 85.00 CR',
        '2026-04-10 RCPT-121 Scale reimb. - Kingman AZ 12.50 CR',
        '2026-04-11 LEASE Tractor lease pmt - unit 4417 (wk 15) - 685.00. DR',
        "© GROSS COMPENSATION ........c.o'uersnennns.,. 4,785.68",
        'Reimbursements ..............cceoieeensinn... 97.50',
        'TOTAL CREDITS .............eeeeeeneeoin. sn. 4;883.18 CR ’ 5',
        'TOTAL DEBITS ....outnniineannenianinnn. 2,709.22 DR',
        'NET DEPOSIT .....iuutennsnienneansnnss, 2,173.96 .',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(478568);
  });

  it('reads a French closed-up trip table: "Totaux" is its totals row, "Surch. carb." its fuel surcharge, "Revenu" beside the share a price', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS MONT-ORME INC.  RELEVE DE REGLEMENT - VOITURIER PROPRIETAIRE',
        'VOYAGES',
        'No voyage Date Trajet Revenu Part 78 % Surch. carb.',
        'M0-55120 02-03 Sherbrooke QC > Mississauga ON 2 480,00 1 934,40 412,60',
        'M0-55134 05-03 Brampton ON > Montréal QC 1 690,00. 1 318,20 287,30',
        'MO-55141 10-03 Montréal QC > Lévis QC 845,00 659,10 140,15',
        'Totaux 5015,00 3 911,70" 840,05',
        'TOTAL DES REVENUS 4 751,75 $',
        'MONTANT NET DÉPOSÉ 4 751,75 $',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.fuelSurcharge.value]).toEqual([391170, 84005]);
  });

  it('reads "Surcharge carb." as a closed-up table\'s fuel surcharge column', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS SAINT-PASCAL INC. RELEVÉ DE RÈGLEMENT',
        'No voyage Date Trajet Tarif voyage Surcharge carb.',
        'SP-26-1184 12/10/2026 = Saint-Pacéme - Laval 1 150,00 184,00',
        'SP-26-1197 14/10/2026 Laval - Riviére-du-Loup 980,00 156,80',
        'Total 2 130,00 340,80 :',
        'Revenu brut 2 470,80',
        'Montant net versé (dépot direct) 2 470,80',
      ].join('\n'),
    );
    expect(r.fuelSurcharge.value).toBe(34080);
  });

  it('reads a TVQ whose first letter OCR lost ("VQ 9,975 %") as a sales tax added, not a charge', () => {
    const r = extractSettlement(
      [
        'TRANSPORT OUTARDES INC. RELEVÉ DE RÈGLEMENT',
        'CALCUL DES GAINS',
        'Part du propriétaire (75 % du révenu transport) 4 335,00 $',
        'Surcharge carburant (100 %) 961,70 $',
        'Sous-total des gains avant taxes 5 296,70 $',
        'TPS 5 % ° 264,84 $',
        'VQ 9,975 % 528,35 $ -',
        'TOTAL DES GAINS (taxes incluses) 6 089,89 $',
        'RETENUES :',
        'Carburant - carte Petro-Pass (relevé 0207) 1512,44 §',
        'Fonds de réserve - retenue hebdomadaire 150,00 $',
        'TOTAL DES RETENUES 1 662,44 $',
        'MONTANT NET DEPOSE 4427,45',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([151244]);
  });

  it('reads a French closed-up table\'s "Totaux" row as its totals, not a row whose id is its miles', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS MATANE-SUD INC.  RELEVE DE REGLEMENT - VOITURIER PROPRIETAIRE',
        'Voyage Date Trajet Milles Transport Surcharge Autres',
        'MS-60214 4 mai  Amqui QC - Mississauga ON - 662 1 138,64 251,56 90,00',
        'MS-60229 6 mai - Mississauga ON - Lévis QC 471 810,12 178,98',
        'MS-60233 7 mai  Lévis QC - Rimouski QC . 186 319,92 70,68 60,00',
        'Totaux . 1319 2 268,68 501,22 150,00',
        'TOTAL DES REVENUS 2 919,90 $',
        'MONTANT NET 2 919,90 $',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value]).toEqual(['MS-60214', 1319]);
  });

  it('keeps a series in capitals before a closed-up row\'s number as part of its id ("CP-A 18842")', () => {
    const r = extractSettlement(
      [
        'AUTOTRANSPORTES CANTERA HONDA, S.A. DE C.V.',
        'LIQUIDACION A PERMISIONARIO (OPERADOR PROPIETARIO)',
        'Carta Porte Fecha Origen - Destino Flete Maniobras',
        'CP-A 18842 02/feb/2026 Celaya, Gto. - Nuevo Laredo, Tamps. 28,500.00 0.00',
        'CP-A 18857 05/feb/2026 Nuevo Laredo, Tamps. - 21,800.00 = 1,200.00',
        'Sumas . 50,300.00 1,200.00 .',
        'Total percepciones $51,500.00',
        'NETO A TRANSFERIR (SPEI) $51,500.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('CP-A 18842');
  });

  it("reads the loads' total printed under the table and again in the summary once", () => {
    const r = extractSettlement(
      [
        'ACARREOS DEL DESIERTO, S.A. DE C.V.  LIQUIDACION A PERMISIONARIO',
        'DETALLE DE VIAJES',
        'Viaje      Carta Porte  Fecha        Ruta                               Km        Flete',
        'V-5521     CP-77412     10/ago/2026  Hermosillo, Son. - Nogales, Son.   277  $14,500.00',
        'V-5534     CP-77438     12/ago/2026  Nogales, Son. - Cd. Obregon, Son.  520  $18,200.00',
        'Km recorridos / importe de fletes                                    797  $32,700.00',
        'CALCULO DE LA FACTURA DEL PERMISIONARIO',
        'Fletes                                                                   $32,700.00',
        'Total percepciones                                                       $32,700.00',
        'NETO A PAGAR                                                             $32,700.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(3270000);
  });

  it('reads a closed-up totals row whose label OCR left as a speck ("oc 955 61 2,769.50")', () => {
    const r = extractSettlement(
      [
        'MUSKRAT RECOVERY LINES  CONTRACTOR SETTLEMENT',
        'Trip PRO # origin Destination Loaded Empty  Linehaul',
        '40871 88120447 Zanesville OH 43701 Erie PA 16569 248 12 719.20',
        '40878 © 88120512 Erie PA 16509 Harrisburg PA 17111 290 31 841.00',
        'oc 538 43 1,560.20',
        'GROSS EARNINGS 1,560.20',
        'NET PAY 1,560.20',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.miles.value]).toEqual([156020, 581]);
  });

  it('reads "Bill of Lading" as a closed-up table\'s id column and "Freight Rev" beside the share as a price', () => {
    const r = extractSettlement(
      [
        'BADGERTOWN FLATBED, INC.  CONTRACTOR SETTLEMENT',
        'Bill of Lading Shipper Miles Freight Rev Contractor 75%',
        'BSF-81207 Portage Steel 604 2,480.00 1,860.00',
        'BSF-81240 Kohler Supply 418 1,560.00 1,170.00',
        'Revenue credited to contractor : 3,030.00',
        'Remitted to contractor (ACH 12/04) i 3,030.00',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value, r.linehaul.value]).toEqual(['BSF-81207', 1022, 303000]);
  });

  it('keeps the charges listed after a summary box that heads the page, when OCR garbled their total', () => {
    const r = extractSettlement(
      [
        'WHETROCK PRAIRIE CARRIERS, INC. . CONTRACTOR SETTLEMENT',
        '|. GROSS COMPENSATION | PLUS REIMBURSEMENTS | LESS DEDUCTIONS | NET PAY a. :',
        '| 3,051.75 | 50.75 | 1,737.12 | 2,265.38 |',
        'DEDUCTIONS / CHARGES Ref Amount',
        'Fuel purchases - EFS card (9 transactions) EFS-0311 -1,184.62',
        'Occupational accident insurance 0A-2026 -38.00 - }',
        "Trailer rental (53' van #T5521) . © -125.00",
        'PrePass / transponder service -14.50',
        'Cash advance repayment (03/16 EFS check) EFS-CK -300.00',
        'Escrow contribution . -75.00',
        '. Total <1, JE 12',
        'REIMBURSEMENTS (added to pay, not compensation) i .',
        'Scale tickets (2) c +12.50 .',
        'Tolls - Kansas Turnpike (receipts) +38.25-',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([118462, 3800, 12500, 1450]);
  });

  it('reads charges left unread in a closed-up ledger as charges when with the others they make the printed total', () => {
    const r = extractSettlement(
      [
        'SALTMARSH LEASING LLC  LEASE OPERATOR SETTLEMENT',
        '| TOTALS 2,457 7,535.00 °5,274.50 962.80 50.00 6,287.30 | :',
        '| SECTION B - CHARGES : | Co',
        '| Tractor lease pmt - Unit ST-318 (wk 19 of 156) 675.00 | |',
        '| Fuel - Fleet One card (9 purchases) 1,422.63 | |',
        '{1 Physical damage ins. 61.25 |”',
        '| ELD subscription 22.00 | J .',
        '| Maintenance reserve 2,457 mi x $0.06 147.42 | i',
        '| TOTAL CHARGES | 2,328.30 |',
        '| SECTION C - SUMMARY : |',
        '| Gross. compensation (share + FSC + other) . 6,287.30 | :',
        '| Total charges -2,328.30 |',
        '| NET DIRECT DEPOSIT 2027-05-14 (acct ending 0382) . 3,959.00 |',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([67500, 142263, 6125, 2200]);
  });

  it('reads the amount after a ledger\'s reference code as the line\'s, not a new item ("x $0.08 - ESC-M 160.00")', () => {
    const r = extractSettlement(
      [
        'SUNDOWN MESA TRANSPORT, LLC  Weekly Settlement Statement',
        'DATE DESCRIPTION REFERENCE DEBIT CREDIT',
        '04/01/26 Linehaul 874 mi x $1.58 5520904 1,380.92',
        '04/04/26 Maintenance escrow 2,000 mi x $0.08 - ESC-M . 160.00',
        'Gross Earnings 1,380.92',
        'NET DEPOSIT 1,220.92',
      ].join('\n'),
    );
    expect(r.escrow.value).toBe(16000);
  });

  it('goes on reading a closed-up table past a remark in brackets with a figure in it ("(Attente 2 h)")', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS MATANE-SUD INC.  RELEVE DE REGLEMENT - VOITURIER PROPRIETAIRE',
        'Voyage Date Trajet Milles Transport Surcharge Autres',
        'MS-60214 4 mai  Amqui QC - Mississauga ON - 662 1 138,64 251,56 90,00',
        '(Attente 2 h) - g d',
        'MS-60229 6 mai - Mississauga ON - Lévis QC 471 810,12 178,98',
        'Totaux . 1133 1 948,76 430,54 90,00',
        'TOTAL DES REVENUS 2 469,30 $',
        'MONTANT NET 2 469,30 $',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1133);
  });

  it('counts once a summary\'s "Reimbursements" line that repeats the one receipt listed above', () => {
    const r = extractSettlement(
      [
        'SUNDOWN MESA TRANSPORT, LLC  Lease Operator Program - Weekly Settlement Statement',
        ': Lumper - Ontario CA (rcpt 0093318) 5520871 185.00',
        '04/04/26 Fuel - fleet card (7 purchases) FC-0404 1,402.37',
        '04/04/26. Physical damage insurance INS-PD 96.00',
        '04/04/26 Bobtail / NTL + cargo INS-NTL 65.00',
        'Gross Earnings (linehaul, fuel surcharge, stop pay) ........ 4,300.00',
        'Reimbursements (LUMPEL). +. .eeesnseeeeeeeeeeiaeaseeeeinnns 185.00 .',
        'Total Credits .......cuieeeieenieeaoetvaeeanseeanonaaosensee 4,485.00',
        'TOTAL DEDITS + nvveeeneteeeniteeeiieeaenaaaannaeseanee. 2,670.87',
        'NET DEPOSIT i. .vseeeteee ante aeiieeeiaieaninaeeaneeann, 1,814.13',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(430000);
  });

  it("tidies a payer's name: a title with a word OCR garbled, a drop capital read twice, an RFC after it", () => {
    const payer = (head: string) =>
      extractSettlement(
        [head, 'SETTLEMENT STATEMENT', 'GROSS PAY 1,000.00', 'Fuel 200.00', 'NET PAY 800.00'].join('\n'),
      ).broker.value;
    expect(payer('STILLBROOK REEFER LINES, INC. OWNER-QPERATOR PAY STATEMENT')).toBe(
      'STILLBROOK REEFER LINES, INC.',
    );
    expect(payer('B BROKENRIDGE CREEK CARRIERS, INC.')).toBe('BROKENRIDGE CREEK CARRIERS, INC.');
    expect(payer('RUTAS DEL PAPAGAYO CARGA, S.A. DE C.V. RFC: RPC-080314-KQ2')).toBe(
      'RUTAS DEL PAPAGAYO CARGA, S.A. DE C.V.',
    );
  });

  it('reads closed-up headers with rates in them ("MILE PAY @1.65", "EXTRA STOPS (>4 @ 30.00)") and a "WEEK" totals row', () => {
    const r = extractSettlement(
      [
        'GREENBANK DEDICATED LOGISTICS, LLC  SETTLEMENT STATEMENT',
        'RUN # DAY STOPS MILES MILE PAY @1.65 EXTRA STOPS (>4 @ 30.00)',
        'GD-5510 Mon 4 296 488.40 0.00',
        'GD-5514 Tue 6 331 546.15 60.00 °',
        'WEEK 10 627 1,034.55 60.00',
        'Gross settlement 1,094.55',
        'Net deposited 1,094.55 .',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value]).toEqual(['GD-5510', 627]);
  });

  it('reads a closed-up "Route" column as the trip and "Stop Pay" as one amount column', () => {
    const r = extractSettlement(
      [
        'SUMMIT DEDICATED SERVICES, INC.  SETTLEMENT STATEMENT',
        'Route Date - “Stops. Miles Route Pay Stop Pay',
        'R-2207 11/16 6 318 540.00 90.00',
        'R-2211 11/17 5 286 540.00 75.00',
        'Gross pay 1,245.00',
        'Net pay 1,245.00',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value]).toEqual(['R-2207', 604]);
  });

  it('reads a closed-up French header with rates after its names ("Taux 1,72 Surch. 0,38", "TVQ 9,975 %")', () => {
    const trip = (header: string, row: string) =>
      extractSettlement(
        ['TRANSPORTS POHENEGAN INC. RELEVÉ DE RÈGLEMENT', header, row, 'MONTANT NET 562,80 $'].join('\n'),
      ).tripNumber.value;
    expect(
      trip(
        'Voyage Date Trajet Milles Taux 1,72 Surch. 0,38',
        'PH-55302 9 mars ~~ Pohénégamook QC -> Lewiston ME 268 460,96 101,84',
      ),
    ).toBe('PH-55302');
    expect(
      trip(
        'Facture No de charge Fret HT TPS 5% - TVQ 9,975 % Total',
        'FC-2209  RS-55810 2.450,00 122,50 ° 244,39 2.816,89',
      ),
    ).toBe('RS-55810');
  });

  it('reads a stub whose charges sit under "TAXES / DEDUCTIONS", past a rule, with pre- and post-tax totals', () => {
    const r = extractSettlement(
      [
        'WRENTHAM PAYROLL SERVICES                                   Processed for:',
        '                                                            UPLAND GRAIN HAULERS, INC.',
        'EARNINGS STATEMENT',
        'EARNINGS                RATE  HRS/UNITS  CURRENT      YTD      TAXES / DEDUCTIONS         CURRENT         YTD',
        '-------------------------------------------------------------  ----------------------------------------------',
        'Mileage Pay           0.5600  2,314.00   1,295.84   31,629.40  Federal Income Tax          142.31    4,021.18',
        'Stop Pay             25.0000      6.00     150.00    1,950.00  Social Security             100.18    2,132.76',
        '-------------------------------------------------------------  401(k) 4%                    64.63    1,375.98',
        'GROSS PAY                                1,445.84   33,579.40  Medical - Emp+Spouse         88.50    1,150.50',
        '                                                               ----------------------------------------------',
        '                                                               TOTAL TAXES                 242.49',
        '                                                               TOTAL PRE-TAX DED.          153.13',
        'NET PAY  $1,050.22',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([14231, 10018, 6463, 8850]);
  });

  it('reads "TOTAL PRE-TAX DED." and "TOTAL POST-TAX DED." as totals of the charges, not charges', () => {
    const r = extractSettlement(
      [
        'WRENTHAM PAYROLL SERVICES Processed for: UPLAND GRAIN HAULERS, INC.',
        'EARNINGS STATEMENT',
        'EARNINGS RATE HRS/UNITS CURRENT YTD TAXES / DEDUCTIONS CURRENT YTD',
        'Mileage Pay 0.5600 2,314.00 1,295.84 31,629.40 Federal Income Tax 142.31 4,021.18',
        'Stop Pay 25.0000 6.00 150.00 1,950.80 Social Security © 100.18 2,132.76',
        'ee 401K) 4% i 64.63 1,375.98',
        'GROSS PAY 1,445.84 34,399.40 Medical - Emp+Spouse 88.50 1,150.50',
        'Payroll Advance Repay 100.00 300.00',
        'TOTAL TAXES 242.49',
        ': TOTAL PRE-TAX DED. 153.13',
        'TOTAL POST-TAX DED. 100.00',
        'NET PAY $950.22 Mileage basis: dispatched loaded + empty miles per PC*Miler, 2,314 mi this period.',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([14231, 10018, 6463, 8850]);
  });

  it('reads a French factor\'s "Montant viré" (the amount wired) as the net', () => {
    const r = extractSettlement(
      [
        'AFFACTURAGE BORÉAL-EST INC.',
        'AVIS DE REMISE AU CLIENT',
        'Débiteur : DISTRIBUTIONS ALIMENTAIRES RIVE-NORD INC.',
        'Facture   No de charge    Fret HT     TPS 5 %   TVQ 9,975 %      Total',
        'FC-2209   RS-55810       2.450,00     122,50       244,39     2.816,89',
        'FC-22l0   RS-55847       l.875,00      93,75       187,03     2.155,78',
        'FC-2213   RS-55902         980,00      49,OO        97,76     1.126,76',
        'Tota1 des factures achetées                                 6.O99,43',
        'Escompte 2,75 %                                               167,73',
        'Réserve 1O %                                                  609,94',
        'Montant viré                                                5.321,76',
      ].join('\n'),
    );
    expect([r.net.value, r.deductions.map((d) => d.amountCents)]).toEqual([532176, [16773]]);
  });

  it('reads a "Reserve rebate" paid to the client as reserve released, not reserve held', () => {
    const r = extractSettlement(
      [
        'CARDWELL CASHFLOW FACTORING, LLC',
        'REMITTANCE ADVICE',
        'Invoice   Debtor                               Ref / Load #        Inv Date         Face Amount',
        '5520      COYOTE LOGISTICS, LLC                18820446            09/24/2026          1,950.00',
        'Totals (1 invoice)                                                                     1,950.00',
        'Less factoring fee (3.0% of 1,950.00)                                                    -58.50',
        'Reserve rebate - invoices collected 09/14 - 09/20                                       +210.00',
        'AMOUNT REMITTED                                                                        2,101.50',
      ].join('\n'),
    );
    expect(r.escrow.value).toBeNull();
  });

  it('keeps "Fuel Surch." one column name when its figures stand under its second word', () => {
    const r = extractSettlement(
      [
        'PICKERING LAKE FREIGHT BROKERS LTD.',
        'QUICKPAY PAYMENT ADVICE',
        'Load #        Carrier Inv Delivered     Linehaul Fuel Surch.   HST 13%  Invoice Total',
        'PLB-26-10377  LC-2291     09/09/2026    1,150.00      184.00    173.42       1,507.42',
        'PLB-26-10391  LC-2296     10/09/2026      700.00      112.00    105.56         917.56',
        'TOTAL INVOICES PAID                     1,850.00      296.00    278.98       2,424.98',
        'Less QuickPay fee (2.5% x 2,424.98)                                            -60.62',
        'AMOUNT PAID (CAD)                                                            2,364.36',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.fuelSurcharge.value]).toEqual([185000, 29600]);
  });

  it('reads a quick pay\'s "Approved amount, 2 loads" as its gross, not a charge', () => {
    const r = extractSettlement(
      [
        'TUCKERTON FREIGHT BROKERAGE, INC.',
        'QUICKPAY REMITTANCE ADVICE',
        '  Load # TFB-612877    Your invoice: INV 2207',
        '      Line haul                                         1,900.00',
        '      Approved load total                               1,900.00',
        '  Load # TFB-613004    Your invoice: INV 2211',
        '      Line haul                                         1,150.00',
        '      Approved load total                               1,150.00',
        'PAYMENT SUMMARY',
        '  Approved amount, 2 loads (1,090 mi)                   3,050.00',
        '  QuickPay fee 2.5%                                       -76.25',
        '  ACH AMOUNT                                           $2,973.75',
      ].join('\n'),
    );
    expect([r.gross.value, r.deductions.map((d) => d.amountCents)]).toEqual([305000, [7625]]);
  });

  it('reads "Transferencia SPEI" under a "NETO A PAGAR" heading as the net, not a reimbursement', () => {
    const r = extractSettlement(
      [
        'TRACTOCAMIONES PICO DE TANCITARO, S.A. DE C.V.',
        'LIQUIDACIÓN DE FLETES A PERMISIONARIO',
        '  Fletes                    $  38,500.00',
        '  Total percepciones        $  38,500.00',
        '  Diesel (vales)            $  14,236.80',
        '  Total deducciones         $  14,236.80',
        '  REEMBOLSOS (comprobados, no facturables)',
        '  Casetas IAVE / efectivo    $   2,340.00',
        '  NETO A PAGAR (Total percepciones - Total deducciones + Reembolsos)',
        '  Transferencia SPEI        $  26,603.20 MXN',
      ].join('\n'),
    );
    expect([r.net.value, r.reimbursements.value]).toEqual([2660320, 234000]);
  });

  it("reads a pay column beside a rate per mile as the loads' linehaul, but not a dispatch table's load total", () => {
    const linehaul = (header: string, rows: string[]) =>
      extractSettlement(
        [
          'SANDBAR LEASE PURCHASE, INC.  LEASE PURCHASE SETTLEMENT',
          header,
          ...rows,
          'Net Settlement 293.62',
        ].join('\n'),
      ).linehaul.value;
    expect(
      linehaul('Load No     Lane                        Ld Mi   MT Mi    Rate       Pay', [
        'SH-20871    Omaha NE - Memphis TN         644      38    2.30   1,481.20',
        'SH-20902    Memphis TN - Joliet IL        512      71    2.40   1,228.80',
      ]),
    ).toBe(271000);
    expect(
      linehaul('Load #      Broker                     Pickup        Mi      Rate Detention Load Total', [
        '88213406    Tern Island Logistics Inc  2026-04-06   452  1,850.00     75.00   1,925.00',
        'SC-55017    Salt Creek Freight LLC     2026-04-08   466  1,425.00         -   1,425.00',
      ]),
      // The Rate column beside the detention and the total that adds them (batches 53 and 54).
    ).toBe(327500);
  });

  it('reads Spanish id columns "Movimiento" and "Folio CP" as the trip', () => {
    const trip = (header: string, row: string) =>
      extractSettlement(
        [
          'LÍNEAS DE ARRASTRE DEL PACÍFICO, S.A. DE C.V.',
          'ESTADO DE LIQUIDACIÓN',
          header,
          row,
          'Total ingresos $ 9,850.00',
        ].join('\n'),
      ).tripNumber.value;
    expect(
      trip(
        'Unidad  Movimiento  Contenedor       Ruta                             Km       Flete',
        'T-07    LAM-90412   MSKU 771204-3    Puerto → GDL (El Salto)         304   $ 9,850.00',
      ),
    ).toBe('LAM-90412');
    expect(
      trip(
        'Folio CP  Fecha       Origen           Destino                   Flete  Adicionales',
        'A-20418   14/04/2026  Ocotlán, Jal.    Monterrey, N.L.       24,500.00     1,200.00',
      ),
    ).toBe('A-20418');
  });

  it('cuts a header "Dlvd Miles" where a date ends under its first word', () => {
    const r = extractSettlement(
      [
        'CALLOWAY GLEN FREIGHT LINES, INC.  CONTRACTOR SETTLEMENT',
        '------------------------------------------------------------------------------',
        'Trip      Origin      Destination   Dlvd Miles Line Haul Share 72%      FSC',
        '------------------------------------------------------------------------------',
        'CB-77120  Joplin MO   Memphis TN   02/23   358  1,480.00  1,065.60   196.90',
        'CB-77134  Memphis TN  Atlanta GA   02/25   392  1,625.00  1,170.00   215.60',
        '------------------------------------------------------------------------------',
        'Totals                                     750  3,105.00  2,235.60   412.50',
        'GROSS EARNINGS 2,648.10',
        'NET PAY 2,648.10',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(750);
  });

  it('adds a "Deadhead" row of miles under the loads to the table\'s miles', () => {
    const r = extractSettlement(
      [
        'NORTHWIND CARRIER GROUP LLC  PERCENTAGE SETTLEMENT',
        'Load        Shipper / Receiver                          Miles       Revenue',
        'NW-40881    Green Bay WI -> Joliet IL                     488      2,150.00',
        'NW-40910    Joliet IL -> Eau Claire WI (via Madison)      455      1,950.00',
        'Deadhead                                                   57',
        'Revenue 4,100.00 x 72% =                                           2,952.00',
        'Contractor gross                                                   2,952.00',
        'Net pay                                                            2,952.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1000);
  });

  it("reads a load's amount under a label OCR garbled as its linehaul when it completes the load's total", () => {
    const r = extractSettlement(
      [
        'YADKIN RIDGE FREIGHT BROKERAGE, INC.',
        'QUICKPAY. REMITTANCE ADVICE :',
        'Invoices paid under this QuickPay request:',
        'Load YVF-2290417 Delivered Sep 24, 2026 Hickory, NC to Allentown, PA',
        'Line haul: ................ 2,100.00 .',
        'Fuel surcharge ........... 385.00 :',
        'Invoice total 2,485.00 i',
        'Load YVF-22960533 Delivered Sep 28,.2026 Allentown, PA to Greensboro, NC',
        '[LE GEL conacocoacnaanno 1,450.00 °',
        'Fuel surcharge: ........... 290.00',
        'Invoice total 1,740.00',
        '© Invoices total (2) 4,225.00',
        'QuickPay fee 3.00% (126.75) .',
        'NET PAYMENT 4,098.25',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.deductions.map((d) => d.amountCents)]).toEqual([355000, [12675]]);
  });

  it('reads a closed-up "C. Porte" column as the trip, over the statement\'s folio', () => {
    const r = extractSettlement(
      [
        'TARASCO AUTOTRANSPORTES DE MICHOACAN, S.A. DE C.V.',
        'LIQUIDACION DE VIAJES A PERMISIONARIO',
        'Folio: LQ-2026-0519 Fecha de pago: 15/05/2026 .',
        'I. VIAJES LIQUIDADOS',
        'C. Porte Fecha Origen Destino Flete',
        'TAM-30417 02/05/2026 Lazaro Cardenas, Mich. San Luis Potosi, S.L.P. $ 28,500.00',
        'TAM-30452 05/05/2026 San Luis Potosi, S.L.P. Monterrey, N.L. . $ 16,800.00',
        'Total percepciones $ 45,300.00',
        'NETO A PAGAR $ 45,300.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('TAM-30417');
  });

  it("reads the amount after dot leaders OCR read as letters as the line's, not a rate's neighbour", () => {
    const r = extractSettlement(
      [
        'OWYHEE RIM LEASE PURCHASE  SETTLEMENT',
        'Trip 260311 Nampa, ID -> Stockton, CA Delivered March 10, 2026',
        '652 paid Mi @ $1.58 ...evenuvreserveeeesaioeanneeains.. 1,030.16 CR',
        'Fuel surcharge 652 Mi @ $0.48 ...................iooo..o... 312.96 CR',
        'TOTAL TRIP REVENUE «ov venvssnennnnneneeanesneeaneeno. 1,343.12" CR',
        'NET PAY 1,343.12',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.fuelSurcharge.value]).toEqual([103016, 31296]);
  });

  it('reads a closed-up table whose date column is named in two words and a rate beside the pay ("Ship Dt Pro # … Rate Line Haul")', () => {
    const r = extractSettlement(
      [
        'AGATE RIDGE FREIGHTWAYS, INC.  SETTLEMENT STATEMENT',
        'Ship Dt Pro # Origin . Destination LdMi MtMi Rate Line Haul FSC Accs Total',
        '04/06/26 4471902 SCOTTSBLUFF NE DENVER CO 198 0 1.720 340.56 83.16  .00 423.72',
        '04/07/26 4471955 DENVER CO AMARILLO TX 432 24 1.720 743.04 181.44 75.00 DT 999.48',
        'TOTALS 630 24 1,083.60 264.60 75.00 1,423.20',
        'GROSS PAY 1,423.20',
        'NET PAY 1,423.20',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.linehaul.value]).toEqual(['4471902', 108360]);
  });

  it("shows a table's total for review when its rows do not add up to it (OCR misread one)", () => {
    const r = extractSettlement(
      [
        'WESTERLY ENTERPRISES, INC.  OWNER OPERATOR SETTLEMENT',
        'Trip orig Dest LdMi MTMi  Linehaul FSC Other Total .',
        'W-5520917 OMAHA NE - DENVER CO 538 24 1,237.40 215.20 0.00 1,452.60',
        'W-5521344 DENVER CO SLC UT 525 61 1,260.00 210.00 75.00 1,545.00',
        'Totals 1,123 85 2,497.40 425.20 75.00 2,997.60',
        'GROSS 2,997.60',
        'NET PAY 2,997.60',
      ].join('\n'),
    );
    expect([r.miles.value, r.miles.confidence]).toEqual([1208, 0.5]);
  });

  it('reads closed-up "LdMi MTMi" columns as the loaded and empty miles', () => {
    const r = extractSettlement(
      [
        'WESTERLY ENTERPRISES, INC.  OWNER OPERATOR SETTLEMENT',
        'Trip orig Dest LdMi MTMi  Linehaul FSC Other Total .',
        'W-5520917 OMAHA NE - DENVER CO 538 24 1,237.40 215.20 0.00 1,452.60',
        'W-5521344 DENVER CO SLC UT 525 61 1,260.00 210.00 75.00 1,545.00',
        'GROSS 2,997.60',
        'NET PAY 2,997.60',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1148);
  });

  it('repairs a charge OCR misread ("1560.00" for 150.00) when the printed totals balance and confirm it', () => {
    const r = extractSettlement(
      [
        'HARLAND CREEK LEASING, INC.  LEASE OPERATOR SETTLEMENT',
        '- EARNINGS | DEDUCTIONS',
        'Mileage pay - 2,668.80 | Lease pmt (wk 31 of 130) 725.00',
        'Fuel surcharge (2,085 x .25) 521.25 | Fuél - Pilot / Flying J 1,188.62',
        'Stop pay (2 x 25.00) 50.00 | Physical damage ins. 104.00',
        'Tolls reimbursed 36.40 | Maintenance reserve, 1560.00',
        '| Plates & permits (1/12) ~ 62.50',
        '| Advance repay (10/01) 100.00',
        'Total earnings 3,276.45 | Total deductions 2,330.12',
        'NET DEPOSIT .....ieivuuenuneannneeaiino... 946.33',
      ].join('\n'),
    );
    expect([r.escrow.value, r.escrow.confidence]).toEqual([15000, 0.5]);
  });

  it('reads a bar table\'s row whose closing bar OCR followed with specks ("| 1,050.00 | = =")', () => {
    const r = extractSettlement(
      [
        'SISSETON RIDGE DISPATCH LLC  CARRIER SETTLEMENT',
        '| Pickup | Broker : | Load # | Lane | Ldd | DH | Rate | Acc. | -Reimb |',
        '| 2026-04-13 | Big Sioux Freight Brokers | 7731902 | Sioux Falls SD > Omaha NE |. 183 | 24 | 1,050.00 | = =',
        '| 2026-04-14 | Platte Valley Logistics | 7731955 | Omaha NE > Denver CO | 540 | 0 | 1,900.00 | 75.00 | - |',
        'GROSS 3,025.00',
        'NET ACH 3,025.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('7731902');
  });
});

describe('rules learned from batches 39 and 40', () => {
  it('reads an advance\'s fee with a remark in brackets ("Comchek express fee (3% of advance)") as a charge', () => {
    const r = extractSettlement(
      [
        'ONEIDA SHORE DISPATCH LLC  CARRIER SETTLEMENT',
        'Gross load revenue                                5,175.00',
        'Comchek fuel advance 07/13 (#88120457)            (400.00)',
        'Comchek express fee (3% of advance)                (12.00)',
        'NET ACH TO CARRIER                                4,763.00',
      ].join('\n'),
    );
    expect([r.advances.value, r.deductions.map((d) => d.amountCents)]).toEqual([40000, [1200]]);
  });

  it('reads charges listed above a summary\'s "Fees & charges" total, which leaves the advance out, as charges', () => {
    const r = extractSettlement(
      [
        'JASPER RIDGE DISPATCH LLC  CARRIER STATEMENT',
        'LESS:',
        '  Dispatch fee 8% (column total above)                              508.00',
        '  Fuel card - Mudflap, 9 purchases 05/31-06/06                    1,420.36',
        '  Fuel advance wired Jun 2                                          200.00',
        '  ELD - Motive subscription (June)                                   35.00',
        '    Gross collected from brokers          6,350.00',
        '  - Fees & charges                        1,963.36',
        '  - Advance repaid                          200.00',
        '  = NET ACH TO CARRIER                    4,186.64',
      ].join('\n'),
    );
    expect([r.advances.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      20000,
      [50800, 142036, 3500],
    ]);
  });

  it('reads a factoring schedule\'s "Disc. Fee" column as the discount, and two bracketed amounts one space apart under two columns', () => {
    const r = extractSettlement(
      [
        'ONYX POINT FUNDING CORP.  PURCHASE & REMITTANCE ADVICE',
        'Invoice   Debtor                    Load / PO    Inv Date        Face  Disc. Fee  Reserve  Advanced',
        '------------------------------------------------------------------------------------------------',
        'BHT-1041  Copperline Logistics Inc  CL-8812045   06/08/26    2,450.00    (73.50) (122.50)  2,254.00',
        'BHT-1042  Mesa Verde Brokerage LLC  MVB-33017    06/09/26    1,875.00    (56.25)  (93.75)  1,725.00',
        '------------------------------------------------------------------------------------------------',
        '  Outgoing wire fee                                                          (15.00)',
        '  AMOUNT WIRED TO CLIENT                                                   $3,964.00',
      ].join('\n'),
    );
    expect([r.deductions.map((d) => d.amountCents), r.escrow.value]).toEqual([[1500, 12975], 21625]);
  });

  it('reads a ledger\'s "TRP 88451  Deadhead 88 mi @ .800" as mileage pay, which the summary\'s mileage pay repeats', () => {
    const r = extractSettlement(
      [
        'OVERLAND LEASE SERVICES, LLC  LESSEE SETTLEMENT LEDGER',
        'DATE        REF        DESCRIPTION                                AMOUNT       BALANCE',
        '2026-04-06             Opening balance                                            0.00',
        '2026-04-06  TRP 88412  Linehaul 612 mi @ 1.580                    966.96 CR     966.96',
        '2026-04-10  TRP 88451  Linehaul 455 mi @ 1.580                    718.90 CR   1,685.86',
        '2026-04-10  TRP 88451  Deadhead 88 mi @ .800                       70.40 CR   1,756.26',
        '2026-04-11  EFS WK15   Fuel purchases - EFS (9 txns)            1,388.16 DR     368.10',
        'SUMMARY',
        '  Mileage pay .............................   1,756.26',
        '  Gross earnings ..........................   1,756.26',
        '  AMOUNT DEPOSITED 2026-04-15 ..............    368.10',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(175626);
  });

  it('reads a header wrapped over its rates ("Km Transport" over "2,05 $/km"), cut where a wider number ends under "Km"', () => {
    const r = extractSettlement(
      [
        'VALLÉE-HAUTE TRANSPORT INC.  RELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR',
        'No voyage  Date       Origine             Destination           Km Transport   Surch.',
        '                                                                   2,05 $/km  0,38/km',
        '------------------------------------------------------------------------------',
        'VJ-60231   11/05/2026 Vallée-Jonction QC  Montréal QC          285    584,25   108,30',
        'VJ-60244   12/05/2026 Montréal QC         Mississauga ON       545  1 117,25   207,10',
        '------------------------------------------------------------------------------',
        'Totaux                                                         830  1 701,50   315,40',
        '  Transport (au km)                                       1 701,50 $',
        'MONTANT NET DÉPOSÉ                                        1 701,50 $',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('VJ-60231');
  });

  it('reads a summary box of headings over "This pay" amounts, with rules between its rows', () => {
    const r = extractSettlement(
      [
        'Quinton Shoreline Haulage Ltd.',
        'STATEMENT OF EARNINGS AND DEDUCTIONS',
        '+--------------------+--------------------+--------------------+',
        '|    GROSS EARNINGS  |  TOTAL DEDUCTIONS  |      NET PAY       |',
        '+--------------------+--------------------+--------------------+',
        '| This pay  2,838.56 | This pay    678.30 | This pay  2,160.26 |',
        '| YTD      30,870.04 | YTD       7,403.66 | YTD      23,466.38 |',
        '+--------------------+--------------------+--------------------+',
        'DEDUCTIONS',
        '  CPP                                      160.88      1,769.68',
        '  Federal Income Tax                       517.42      5,633.98',
        '  Total Deductions                         678.30      7,403.66',
        'NET PAY DEPOSITED 2,160.26 CAD',
      ].join('\n'),
    );
    expect([r.gross.value, r.deductions.map((d) => d.amountCents)]).toEqual([283856, [16088, 51742]]);
  });

  it('reads a section numbered in arabic numerals ("4. REEMBOLSOS") as its heading', () => {
    const r = extractSettlement(
      [
        'AUTOTRANSPORTES TEHUANTEPEC, S.A. DE C.V.  LIQUIDACIÓN A PERMISIONARIO',
        '| 2. INGRESOS                                                                  |',
        '| Fletes                                                  $      44,500.00     |',
        '| TOTAL INGRESOS                                          $      44,500.00     |',
        '| 3. DESCUENTOS Y RETENCIONES                                                  |',
        '| Diésel - vales de consumo (6)                           $      15,380.40     |',
        '| TOTAL DESCUENTOS                                        $      15,380.40     |',
        '| 4. REEMBOLSOS                                                                |',
        '| Casetas pagadas por el operador (comprobantes IAVE)     $       2,846.00     |',
        '   NETO A PAGAR AL PERMISIONARIO                       $      31,965.60',
      ].join('\n'),
    );
    expect([r.reimbursements.value, r.deductions.map((d) => d.amountCents)]).toEqual([284600, [1538040]]);
  });

  it('reads neither French waiting time nor a subtotal between the gross and the net as charges', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS TÉMISCOUATA-OUEST INC.  RELEVÉ DE RÈGLEMENT',
        '  Part du voiturier (77 %)                              5 028,10 $',
        '  TOTAL DES REVENUS                                     5 108,10 $',
        'AUTRES REVENUS',
        "  Temps d'attente - voy. 60433 (2 h x 40,00 $)             80,00 $",
        '  Sous-total (taxable)                                  5 108,10 $',
        'RETENUES',
        '  Carburant - carte Ultramar (12 transactions)          1 744,90 $',
        '  TOTAL DES RETENUES                                    1 744,90 $',
        '  MONTANT NET DÉPOSÉ                                    3 363,20 $',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([174490]);
  });

  it('reads no item from an amount a remark says is listed elsewhere ("(120.00, see below)")', () => {
    const r = extractSettlement(
      [
        'JASPER RIDGE DISPATCH LLC  CARRIER STATEMENT',
        ' #  Pickup Broker                      Load/Ref    Lane                         Miles      Rate  Disp 8%',
        ' 4  Jun 5  Cobalt Road Logistics       30019425    Portland OR > Sacramento CA    580  2,050.00   164.00',
        '         * lumper paid by driver - pass-through, no fee (120.00, see below)',
        'ADD: reimbursable expenses',
        '  Lumper - Cobalt Road Logistics 30019425 (receipt on file)         120.00',
        'LESS:',
        '  Dispatch fee 8% (column total above)                              164.00',
        '    Gross collected from brokers          2,050.00',
        '  + Reimbursements                          120.00',
        '  - Fees & charges                          164.00',
        '  = NET ACH TO CARRIER                    2,006.00',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(12000);
  });

  it('reads taxable wages OCR misspelt ("FICA wades: 1,586.52") as no pay', () => {
    const r = extractSettlement(
      [
        'TUSCARORA TANK LINES  EARNINGS STATEMENT',
        'EARNINGS UNITS = RATE CURRENT YTD :',
        'Mileage 2,146 .6200 1,330.52 41,293.23 .',
        'GROSS PAY 1,330.52 41,293.23',
        'Federal Income Tax -118.40 3,670.77',
        '. NET PAY : 1,212.12',
        'Miles this period: 2,146 (loaded 1,872 / empty 274)  FICA wades: 1,586.52',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(133052);
  });
});

describe('rules learned from batches 41 and 42', () => {
  it('reads a French flat-rate column ("FORFAIT"), a fuel column "SURCH.C." and "MONTANT DÉPOSÉ" as the net', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS DU LAC-MÉGANTIC LTÉE   RELEVÉ DU VOITURIER',
        'Date du dépôt : 12 juin 2026',
        'VOYAGE    DATE       TRAJET                        FORFAIT  SURCH.C.      TOTAL',
        '--------- ---------- ------------------------ ---------- --------- ----------',
        'LM-4410   08-06-2026 Lac-Mégantic QC > Lévis QC     620,00    98,20      718,20',
        'LM-4418   10-06-2026 Lévis QC > Sherbrooke QC       540,00    85,50      625,50',
        '--------- ---------- ------------------------ ---------- --------- ----------',
        'Totaux                                            1 160,00   183,70    1 343,70',
        '   Sous-total des revenus                          1 343,70 $',
        '   TPS 5 %                                            67,19 $',
        '   TOTAL DES REVENUS                               1 410,89 $',
        'RETENUES',
        '   Carburant                                         412,30 $',
        '   Total des retenues                                412,30 $',
        '   MONTANT DÉPOSÉ (Caisse, folio ...2290)            998,59 $',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([
      141089, 99859, 116000, 18370,
    ]);
  });

  it('reads "PAY THIS AMOUNT" under an add/subtract summary as the net', () => {
    const r = extractSettlement(
      [
        'BIGHORN FLATS HAULING CO.   CONTRACTOR PAY STATEMENT',
        'Mileage pay 1,020 mi @ 1.70     1,734.00',
        'TOTAL EARNINGS                  1,734.00',
        'Fuel - card                       610.25',
        'TOTAL DEDUCTIONS                  610.25',
        '        TOTAL EARNINGS        1,734.00',
        '      - DEDUCTIONS              610.25',
        '      ==============================',
        '        PAY THIS AMOUNT       1,123.75    (ACH to acct ****1180)',
      ].join('\n'),
    );
    expect([r.net.value, r.reconciles]).toEqual([112375, true]);
  });

  it('reads ledger load headings whose number has two dash groups, as OCR left them ("BL0-26-1184.", "812 mi :")', () => {
    const r = extractSettlement(
      [
        'CEDAR KNOB LEASING LLC   LESSOR ACCOUNT STATEMENT',
        'Statement date: June 9, 2026',
        'DATE   REFERENCE / DESCRIPTION                                 AMOUNT',
        'Jun 2  CK0-26-4410.  Tulsa OK to Wichita KS, 176 mi :',
        '         Linehaul rev 900.00 x 72%                            648.00 CR',
        'Jun 4  CKL-26-4425  Wichita KS to Omaha NE, 298 mi',
        '         Linehaul rev 1,300.00 x 72%                          936.00 CR',
        '                                    Total compensation     1,584.00 CR',
        'Jun 6  Fuel purchases                                         402.10 DR',
        '                                     BALANCE DUE LESSEE    1,181.90 CR',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value]).toEqual(['CKO-26-4410', 474]);
  });

  it('takes a recap\'s "Total earnings" over a DR/CR ledger\'s credit column total that holds a toll', () => {
    const r = extractSettlement(
      [
        'SALMON FALLS LEASING, LLC   LESSOR SETTLEMENT LEDGER',
        'Deposit date: 2026-06-10',
        'DATE        REF         DESCRIPTION                                  DR         CR     BALANCE',
        '----------  ----------  ------------------------------------ ---------- ---------- -----------',
        '2026-06-01  SFL-2210    Trip pay  Boise ID - Ogden UT                       700.00      700.00',
        '2026-06-02  TOLL-0602   Toll reimb - receipts (1)                            14.00      714.00',
        '2026-06-03  SFL-2231    Trip pay  Ogden UT - Boise ID                       650.00    1,364.00',
        '2026-06-05  LSE-12      Tractor lease pmt                        400.00                 964.00',
        '2026-06-05  FUEL        Fuel purchases                           300.00                 664.00',
        '                                                              ---------- ---------- -----------',
        '                        Column totals                            700.00   1,364.00      664.00',
        'RECAP',
        '  Trip pay (2 trips)           1,350.00',
        '  Total earnings               1,350.00',
        '  Reimbursements                  14.00',
        '  Total debits                  (700.00)',
        '  NET DEPOSIT                    664.00',
      ].join('\n'),
    );
    expect([r.gross.value, r.reimbursements.value, r.net.value]).toEqual([135000, 1400, 66400]);
  });

  it('reads pay lines under "CHARGES (per rate confirmation ...)" as pay, not as charges', () => {
    const r = extractSettlement(
      [
        'LARKSPUR FREIGHT BROKERAGE, INC.   QUICKPAY REMITTANCE ADVICE',
        'Payment date ..... 14-APR-2026',
        'CHARGES (per rate confirmation dated 08-APR-2026)',
        '  Line haul (flat) ............................   2,100.00',
        '  Fuel surcharge (700 mi x $0.45) .............     315.00',
        '                                                ----------',
        '  Carrier invoice total .......................   2,415.00',
        '  QuickPay discount 3% ........................     -72.45',
        '  AMOUNT PAID .................................   2,342.55',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.fuelSurcharge.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      210000,
      31500,
      [7245],
    ]);
  });

  it('ends the deductions at "OTHER ITEMS (NON-TAXABLE)": an expense paid back there is a reimbursement', () => {
    const r = extractSettlement(
      [
        'CHOCTAWHATCHEE FLATBED LLC   EARNINGS STATEMENT',
        'Pay date: 04/10/2026',
        'Mileage                     1,900   0.6200        1,178.00',
        'GROSS PAY                                          1,178.00',
        'DEDUCTIONS                                      THIS PERIOD',
        'Federal Income Tax                                   -92.10',
        'Medicare                                             -17.08',
        'OTHER ITEMS (NON-TAXABLE)',
        'Expense Reimb - scales/parking                       +24.00',
        'NET PAY                                            1,092.82',
      ].join('\n'),
    );
    expect([r.reimbursements.value, r.deductions.map((d) => d.amountCents), r.reconciles]).toEqual([
      2400,
      [9210, 1708],
      true,
    ]);
  });

  it('reads a "72% LH" column as the linehaul and "Less Deductions / Advances / Escrow" as their total', () => {
    const r = extractSettlement(
      [
        'TALLAPOOSA PULPWOOD HAULERS, INC.   OWNER-OPERATOR SETTLEMENT',
        'Pay Date         05/07/2026',
        '|    Total Load Pay (see detail)                  1,409.76     |',
        '|    Less Deductions / Advances / Escrow           (610.00)     |',
        '|    AMOUNT PAID BY DIRECT DEPOSIT                  799.76     |',
        'Load No.     PU Date    Origin          Destination      Miles   LH Revenue    72% LH    FSC 100%   Load Pay',
        '-------------------------------------------------------------------------------------------------------------',
        'TPH-26-1101  05/01/2026 Dadeville AL    Columbus GA        96       900.00    648.00      52.40     700.40',
        'TPH-26-1108  05/03/2026 Columbus GA     Montgomery AL     118       910.00    655.20      54.16     709.36',
        '-------------------------------------------------------------------------------------------------------------',
        'TOTALS                                                    214     1,810.00  1,303.20     106.56   1,409.76',
        'DEDUCTIONS',
        '  Fuel - WEX                                       460.00',
        '  Cash advance                                     100.00',
        '  Escrow deposit                                    50.00',
        '  Total deductions                                 610.00',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.escrow.value, r.advances.value, r.net.value]).toEqual([
      130320, 5000, 10000, 79976,
    ]);
  });

  it('reads "Operator share 70% of line revenue" under each order as the linehaul', () => {
    const r = extractSettlement(
      [
        'GASCONADE LEASE SERVICES, LLC   LEASE OPERATOR SETTLEMENT',
        'Deposit date:   April 15, 2026',
        'REVENUE CREDITS',
        '  Order 7710-0407A   Rolla, MO to Tulsa, OK   (310 mi)',
        '    Gross line revenue $1,400.00  (info only)',
        '    Operator share 70% of line revenue                            980.00  CR',
        '    Fuel surcharge pass-through (100%)                            170.50  CR',
        '  Order 7710-0409B   Tulsa, OK to Rolla, MO   (310 mi)',
        '    Gross line revenue $1,200.00  (info only)',
        '    Operator share 70% of line revenue                            840.00  CR',
        '  TOTAL REVENUE CREDITS (GROSS)                                 1,990.50  CR',
        'CHARGEBACKS',
        '    Fuel                                                          600.00  DR',
        '  TOTAL CHARGEBACKS                                               600.00  DR',
        '  NET SETTLEMENT                                                1,390.50',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.gross.value]).toEqual([182000, 199050]);
  });

  it('reads "Taux au voyage" under each trip as the linehaul', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS DE LA MATAWINIE INC.   RELEVÉ DE RÈGLEMENT',
        'Date de paiement : 20 mars 2026',
        ' Voyage M-26-2201  (16 mars)  Joliette QC -> Laval QC',
        '   Taux au voyage                                            640,00 $',
        '   Surcharge carburant 18 %                                  115,20 $',
        ' Voyage M-26-2207  (18 mars)  Laval QC -> Joliette QC',
        '   Taux au voyage                                            610,00 $',
        '   Surcharge carburant 18 %                                  109,80 $',
        '   TOTAL DES REVENUS                                       1 475,00 $',
        '   Carburant                                                 500,00 $',
        '   TOTAL DES RETENUES                                        500,00 $',
        '   MONTANT NET DÉPOSÉ                                        975,00 $',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.fuelSurcharge.value]).toEqual([125000, 22500]);
  });

  it('reads a table whose id column is "N° voyage" and a total row whose tonnes stand before the pay', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS BELLECHASSE INC.   RELEVÉ DE PAIE (VRAC)',
        'Date de paiement : 18 mars 2026',
        'N° voyage  Date     Provenance / destination                Tonnes   Taux/t     Transport',
        '-------------------------------------------------------------------------------------------',
        'BQ-7101    9 mars   Carrière Armagh -> Lévis                 30,10    17,00      511,70 $',
        'BQ-7118    11 mars  Carrière Armagh -> Québec                31,00    19,00      589,00 $',
        '-------------------------------------------------------------------------------------------',
        'Total transport                                             61,10               1 100,70 $',
        'REVENUS',
        '  Transport (2 voyages)                                  1 100,70 $',
        '  TOTAL DES REVENUS                                      1 100,70 $',
        '  Carburant                                                400,00 $',
        '  TOTAL DES RETENUES                                       400,00 $',
        '  MONTANT NET DÉPOSÉ                                       700,70 $',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.linehaul.value]).toEqual(['BQ-7101', 110070]);
  });

  it('reads "Funds Sent" as the pay date over the schedule date beside it', () => {
    const r = extractSettlement(
      [
        'YADKIN VALLEY FUNDING, LLC   PURCHASE ADVICE',
        'Client: HOLLOW ROCK TRANSPORT LLC               Schedule Date Apr 14, 2026',
        'Recourse agreement dated Jan 10, 2025           Funds Sent    Apr 15, 2026',
        '   Total face value purchased                                     2,000.00',
        '   Less: discount fees                                              -60.00',
        '   AMOUNT WIRED TO CLIENT                                         1,940.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-04-15');
  });

  it('reads lines under "ADVANCES RECOVERED" and "ESCROW" headings as advances and escrow, and "Earnings this week" as the gross', () => {
    const r = extractSettlement(
      [
        'SNOQUALMIE PASS CARRIERS, INC.   LEASED OPERATOR SETTLEMENT',
        'Paid on  : Friday, April 10, 2026',
        'Mileage pay                                                           1,900.00',
        'Earnings this week                                                    1,900.00',
        'DEDUCTIONS',
        '    Fuel - EFS card                                                     700.00',
        'Total deductions                                                        700.00',
        'ADVANCES RECOVERED',
        '    EFS money code 04/02                                                200.00',
        'ESCROW',
        '    Weekly deposit                                                      100.00',
        '    Balance after this settlement: 1,900.00',
        'Net settlement                                                          900.00',
      ].join('\n'),
    );
    expect([r.gross.value, r.advances.value, r.escrow.value, r.net.value, r.reconciles]).toEqual([
      190000,
      20000,
      10000,
      90000,
      true,
    ]);
  });

  it('reads "Load revenue (rate + detention)" as the gross and a negative "Fuel advance sent … (recovered)" as an advance', () => {
    const r = extractSettlement(
      [
        'REDWOOD FALLS DISPATCH LLC   CARRIER SETTLEMENT',
        'ACH date ........ 2026-05-19',
        '  Load revenue (rate + detention) .......................   2,600.00',
        '  Dispatch fee 8% of load revenue .......................    -208.00',
        '  Fuel advance sent 2026-05-12 (recovered) ..............    -300.00',
        '                                                          ----------',
        '  NET ACH TO CARRIER ....................................   2,092.00',
      ].join('\n'),
    );
    expect([r.gross.value, r.advances.value, r.net.value, r.reconciles]).toEqual([
      260000,
      30000,
      209200,
      true,
    ]);
    // The revenue holds the detention: it is no linehaul.
    expect(r.linehaul.value).toBeNull();
  });

  it('reads lettered French sections ("C) RETENUES") and "Total des milles payés (taux …)" as the linehaul', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS DU BAS-RICHELIEU INC.   RELEVÉ DE RÈGLEMENT',
        'Date de dépôt : 21 mai 2026',
        'A) VOYAGES',
        '  Total des milles payés (taux 2,00 $/mille)                        700    1 400,00',
        'B) AUTRES REVENUS',
        '  Surcharge carburant 700 milles x 0,50 $                                    350,00',
        '  TOTAL DES REVENUS                                                        1 750,00 $',
        'C) RETENUES',
        '  Carburant                                                                  600,00',
        '  Transpondeur / péages E-ZPass                                               40,00',
        '  TOTAL DES RETENUES                                                         640,00 $',
        '  MONTANT NET DÉPOSÉ                                                       1 110,00 $',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.reimbursements.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      140000,
      null,
      [60000, 4000],
    ]);
  });

  it('names the company an e-mail sender\'s initials stand for ("From: HRL Carrier Payables")', () => {
    const r = extractSettlement(
      [
        'From: HRL Carrier Payables <carrierpay@heronridgelogistics.com>',
        'Subject: QuickPay Remittance Advice - Payment 5512-0410',
        '',
        'HERON RIDGE LOGISTICS, INC.',
        'Property Broker MC 845391 | 210 Union Ave, Memphis, TN 38103',
        'QUICKPAY REMITTANCE ADVICE',
        'Pmt Date: 10/09/26',
        '  Invoices paid (1)                                    1,500.00',
        '  QuickPay discount 2.5%                                 -37.50',
        '  ACH AMOUNT                                  USD      1,462.50',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('HERON RIDGE LOGISTICS, INC.');
  });

  it('reads a pay-date label with a remark in brackets ("Fecha de pago (transferencia SPEI):")', () => {
    const r = extractSettlement(
      [
        'AUTOTRANSPORTES SIERRA DE COALCOMÁN, S.A. DE C.V.   LIQUIDACIÓN DE PERMISIONARIO',
        'Periodo: 08/jun/2026 al 14/jun/2026',
        'Fecha de pago (transferencia SPEI): 17/jun/2026          Moneda: MXN',
        'Total fletes                                  30,000.00',
        'Diesel                                         9,000.00',
        'NETO A PAGAR                                  21,000.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-06-17');
  });

  it('reads a ledger load heading whose reference is digits and a suffix letter ("7731-A")', () => {
    const r = extractSettlement(
      [
        'SALINE RIVER LEASE SERVICES, LLC   CONTRACTOR ACCOUNT STATEMENT',
        'Settlement Date: April 10, 2026',
        'DATE   REF      DESCRIPTION                                      DEBIT      CREDIT        BALANCE',
        '03/30  8812-C   BENTON AR - TULSA OK  290 MI',
        '                  LINEHAUL 70% OF 1,500.00                                1,050.00    1,050.00 CR',
        '03/31  8820-A   TULSA OK - BENTON AR  290 MI',
        '                  LINEHAUL 70% OF 1,400.00                                  980.00    2,030.00 CR',
        '04/01  INS      PHYSICAL DAMAGE INSURANCE                        96.15                1,933.85 CR',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value]).toEqual(['8812-C', 580]);
  });

  it('reads rows whose load number wraps under "Broker / Load #", and no load from a miles sentence under them', () => {
    const r = extractSettlement(
      [
        'LAC QUI PARLE DISPATCH LLC   CARRIER SETTLEMENT',
        'ACH date ........ 2026-05-26',
        '#  PU date    Broker / Load #           Lane                           Miles       Rate  Detention',
        '--------------------------------------------------------------------------------------------------',
        '1  2026-05-18 Bluestem Logistics Inc.   Fargo ND > Joliet IL             640   1,900.00          -',
        '                load 7790211',
        '2  2026-05-20 Prairie Rose Freight      Joliet IL > Des Moines IA        334   1,050.00      75.00',
        '   Brokerage LLC  Load PR-55102',
        '--------------------------------------------------------------------------------------------------',
        'Miles: 900 loaded + 74 DH = 974                                          974',
        '  Load revenue (rate + detention) .......................   3,025.00',
        '  Dispatch fee 8% of load revenue .......................    -242.00',
        '  NET ACH TO CARRIER ....................................   2,783.00',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value]).toEqual(['7790211', 974]);
  });

  it('reads no item from a pay formula\'s rates ("Mile pay = (loaded + empty) x $1.68") but keeps "Dental - pre-tax 7.25"', () => {
    const r = extractSettlement(
      [
        'MEDICINE BOW FREIGHT, INC.   CONTRACTOR SETTLEMENT',
        'Check/ACH date: 03/19/2026',
        'TRIP       DATE  ORIGIN           DESTINATION      LD MI   MT  MILE PAY      FSC  TRIP TOT',
        '-------------------------------------------------------------------------------------------',
        'MBF-10220  03/12 Laramie WY       Casper WY          150   10    268.80    70.50    339.30',
        'MBF-10231  03/14 Casper WY        Laramie WY         150    0    252.00    70.50    322.50',
        '-------------------------------------------------------------------------------------------',
        'TOTALS                                               300   10    520.80   141.00    661.80',
        'Mile pay = (loaded + empty) x $1.68   FSC = loaded x $0.47   Total miles 310',
        'GROSS EARNINGS                                                        661.80',
        '  Dental - pre-tax 7.25',
        'NET PAY                                                               654.55',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.fuelSurcharge.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      52080,
      14100,
      [725],
    ]);
  });

  it('reads "Direct deposit on: March 16, 2026" as the pay date over the settlement date', () => {
    const r = extractSettlement(
      [
        'KANKAKEE LEASE PARTNERS, LLC   LEASED OPERATOR SETTLEMENT',
        'Settlement Date: March 13, 2026                  Settlement No. 2214-11',
        'Direct deposit on: March 16, 2026                Compensation: 70% of linehaul revenue',
        'Linehaul share (70%)                                  2,100.00',
        'GROSS COMPENSATION                                    2,100.00',
        'Fuel                                                    600.00',
        'NET DEPOSIT                                           1,500.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-03-16');
  });

  it('reads a boxed "Loaded miles this settlement" whose figure stands far to the right', () => {
    const r = extractSettlement(
      [
        'KANKAKEE LEASE PARTNERS, LLC   LEASED OPERATOR SETTLEMENT LEDGER',
        'Mar 02 FB 410447 Joliet IL-Harrisburg PA 712 mi',
        'Mar 05 FB 410462 Carlisle PA-Columbus OH 390 mi',
        '+-------------------------------- SUMMARY ---------------------------------+',
        '| Loaded miles this settlement                             1,202           |',
        '| GROSS COMPENSATION                                    2,100.00           |',
        '+--------------------------------------------------------------------------+',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1202);
  });

  it('reads no linehaul from an average per mile ("Avg per mile (line rates): $3.97")', () => {
    const r = extractSettlement(
      [
        'MOOSEHEAD DISPATCH GROUP LLC   CARRIER WEEKLY STATEMENT',
        '  Line rates                                               2,000.00',
        '  Gross collected ..................................... $  2,000.00',
        '    Dispatch fee 7% of line rates                            (140.00)',
        '  NET ACH SENT TO CARRIER  2026-05-08 .................. $  1,860.00',
        '  Avg per mile (line rates): $3.97    Remit acct: TD Bank ****4418',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(200000);
  });

  it('reads "PRO 88-201557" under a load\'s row as a remark, not a new row, and goes on to the next load', () => {
    const r = extractSettlement(
      [
        'SIERRA VISTA FREIGHT BROKERAGE, INC.   REMITTANCE ADVICE - QUICKPAY',
        'Payment date . 18 JUN 2026',
        'LOAD        DELIVERED    LINE HAUL    FUEL SUR.   INV TOTAL   QP FEE',
        '---------   -----------  ----------  ----------  ----------  -------',
        'SV-661207   12 JUN 2026    1,500.00      250.00    1,750.00    43.75',
        '  PRO 77-301557  Fresno CA > Reno NV',
        'SV-661388   14 JUN 2026    1,100.00      180.00    1,280.00    32.00',
        '  PRO 77-301904  Reno NV > Fresno CA',
        '---------   -----------  ----------  ----------  ----------  -------',
        'TOTALS                     2,600.00      430.00    3,030.00    75.75',
        'Invoice total .....................................   3,030.00',
        'QuickPay fees .....................................    (75.75)',
        'NET PAYMENT .......................................   2,954.25',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.fuelSurcharge.value, r.tripNumber.value]).toEqual([
      260000,
      43000,
      'SV-661207',
    ]);
  });

  it('reads a right-hand "REIMBURSEMENTS (non-taxable)" block beside the deductions as reimbursements', () => {
    const r = extractSettlement(
      [
        'TOCCOA RIVER CARRIERS, INC.   CONTRACTOR SETTLEMENT',
        'Check Date:   03/27/2026',
        'Line pay                             1,500.00',
        'Gross Trip Pay                       1,500.00',
        'DEDUCTIONS                                       REIMBURSEMENTS (non-taxable)',
        '--------------------------------------------     ------------------------------------',
        'Fuel - Pilot/FJ card (9 txn)          600.00     CAT scale 03/23                13.50',
        'Trailer rental (53ft dry)             150.00     Ohio Tpke tolls                31.40',
        '                                                 Total Reimbursements           44.90',
        'Total Deductions                      750.00',
        'NET PAY                               794.90',
      ].join('\n'),
    );
    expect([r.deductions.map((d) => d.amountCents), r.reimbursements.value]).toEqual([[60000, 15000], 4490]);
  });

  it('reads a ledger reference of letters and number apart ("FB 218840") as the trip, but not an MC number', () => {
    const trip = (reference: string) =>
      extractSettlement(
        [
          'KEOWEE LEASE SERVICES, LLC   CONTRACTOR ACCOUNT LEDGER',
          'Date         Ref        Description                             Debit     Credit     Balance',
          `06-Apr-2026  ${reference}  Linehaul 72% of 2,940.00                        2,116.80    2,116.80`,
          '10-Apr-2026  LSE-4471   Tractor lease pmt wk 15                485.00               1,631.80',
        ].join('\n'),
      ).tripNumber.value;
    expect(trip('FB 218840')).toBe('FB 218840');
    expect(trip('MC 218840')).toBeNull();
  });

  it('reads "Fecha de pago" over "Fecha de liquidación", the settlement date, as the pay date', () => {
    const r = extractSettlement(
      [
        'AUTOTRANSPORTES TEPOZTLÁN, S.A. DE C.V.   LIQUIDACIÓN DE VIAJES',
        'Liquidación No.: LQ-0410-07              Fecha de liquidación: 08/04/2026',
        'Semana:          01/04/2026 al 07/04/2026 Fecha de pago:        10/04/2026',
        'TOTAL PERCEPCIONES  $    20,000.00',
        'Diésel              $     5,000.00',
        'NETO A PAGAR        $    15,000.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-04-10');
  });

  it('reads "Date du dépôt" as the pay date over "Date du relevé"', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE DU LAC-SAINT-JEAN INC.   RELEVÉ DE RÈGLEMENT',
        'Période : du 9 au 15 mars 2026                     Date du relevé : 18 mars 2026',
        'Mode de paiement : dépôt direct                    Date du dépôt : 20 mars 2026',
        'TOTAL DES REVENUS                                       2 000,00 $',
        'TOTAL DES RETENUES                                        500,00 $',
        'MONTANT NET DÉPOSÉ                                      1 500,00 $',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-03-20');
  });

  it('reads no pay from a sentence below the net that says how the pay was worked out', () => {
    const r = extractSettlement(
      [
        'CANANDAIGUA BULK CARRIERS, INC.   EARNINGS STATEMENT',
        'PAY DATE: 05/01/26',
        'EARNINGS      UNITS  RATE  CURRENT       YTD',
        'Mileage       2,000  .600 1,200.00 12,000.00',
        'GROSS PAY                 1,200.00 12,000.00',
        'Federal Income Tax                  100.00',
        'NET PAY                   1,100.00',
        'Mileage paid on PC*Miler practical miles, loaded and empty.  Trucks 31, 44.',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(120000);
  });

  it('reads no distance from a kilometre post in an address ("Carr. Fed. México-Acapulco Km 108,")', () => {
    const r = extractSettlement(
      [
        '                    TLALTIZAPÁN AUTOTRANSPORTES, S.A. DE C.V.',
        '        Carr. Fed. México-Acapulco Km 112, Col. Centro, Tlaltizapán, Mor. C.P. 62770',
        'LIQUIDACIÓN DE VIAJES A OPERADOR PERMISIONARIO          Fecha de pago: 27/03/2026',
        'TOTAL PERCEPCIONES  $    20,000.00',
        'NETO A PAGAR        $    18,000.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBeNull();
  });

  it('reads a running-balance ledger\'s "LH" lines, a charge after "… TX", "TRIP EARNINGS" and "CHARGES AGAINST SETTLEMENT"', () => {
    const r = extractSettlement(
      [
        'REPUBLICAN RIVER CARRIERS, INC.   CONTRACTOR SETTLEMENT LEDGER',
        'PAID: 03/19/2026  DIRECT DEPOSIT',
        'DATE   REF        DESCRIPTION                                 DEBIT (DR) CREDIT (CR)      BALANCE',
        '-------------------------------------------------------------------------------------------------',
        '03/08             BALANCE FORWARD                                                            0.00',
        '03/09  RRC-70418  LH WRAY CO-AMARILLO TX 500 MI@1.70                           850.00    850.00 CR',
        '03/09  RRC-70418  FUEL SURCHARGE 480 LD MI @ 0.49                             235.20  1,085.20 CR',
        '03/10  EFS 99230  FUEL TA AMARILLO TX                             400.00                685.20 CR',
        '03/11  INS        OCC/ACC INSURANCE                                41.20                644.00 CR',
        '-------------------------------------------------------------------------------------------------',
        '                  PERIOD TOTALS                                   441.20    1,085.20',
        'RECAP',
        '  TRIP EARNINGS (LINEHAUL 850.00 / FSC 235.20)                       1,085.20',
        '  LESS CHARGES AGAINST SETTLEMENT                                      441.20',
        '  NET DEPOSITED TO ACCT XXXXX4471                                      644.00',
      ].join('\n'),
    );
    expect([
      r.gross.value,
      r.linehaul.value,
      r.fuelSurcharge.value,
      r.deductions.map((d) => d.amountCents),
      r.reconciles,
    ]).toEqual([108520, 85000, 23520, [40000, 4120], true]);
    expect(r.tripNumber.value).toBe('RRC-70418');
  });

  it('reads French "Transport 1 470 milles x 1,92 $" and "Taux forfaitaires" lines, and a "Taux forf." column, as linehaul', () => {
    const linehaul = (lines: string[]) =>
      extractSettlement(['TRANSPORTS DE LA MATAPÉDIA INC.   RELEVÉ DE RÈGLEMENT', ...lines].join('\n'))
        .linehaul.value;
    expect(linehaul(['| Transport  1 000 milles x 1,90 $                            1 900,00 $ |'])).toBe(
      190000,
    );
    expect(linehaul(['   Taux forfaitaires (2 voyages)                           1 825,00 $'])).toBe(182500);
    expect(
      linehaul([
        '| Voyage   | Date       | Trajet                                   | Taux forf. | Surch.carb.|',
        '| MP-60418 | 20/04/2026 | Amqui QC - Montréal QC                   |   1 180,00 |     212,40 |',
        '| MP-60425 | 21/04/2026 | Montréal QC - Amqui QC                   |     645,00 |     116,10 |',
        '| Totaux   |            |                                          |   1 825,00 |     328,50 |',
      ]),
    ).toBe(182500);
  });

  it("reads no item from an account's roll from opening to closing balance under the net", () => {
    const r = extractSettlement(
      [
        'WASATCH BENCH TRACTOR LEASING, INC.   LESSEE SETTLEMENT',
        'Deposit date ...... 2026-06-24',
        '  GROSS COMPENSATION                        2,000.00',
        '  Fuel - fleet card                           500.00',
        '  Maintenance escrow deposit                  100.00',
        '  Total charges                               600.00',
        'NET DEPOSIT  =  2,000.00 - 600.00  =  1,400.00',
        'Maintenance escrow: opening 1,000.00 / deposit 100.00 / release 0.00 / closing 1,100.00',
      ].join('\n'),
    );
    expect([r.net.value, r.escrow.value, r.deductions.map((d) => d.amountCents)]).toEqual([
      140000,
      10000,
      [50000],
    ]);
  });

  it('reads the number of a "Load# 4471902" cell as the trip, without its word', () => {
    const r = extractSettlement(
      [
        'RAMAPO DISPATCH HUB LLC   CARRIER STATEMENT OF LOADS & REMITTANCE',
        ' #  Load / Broker                     PU      Lane                          Miles  Linehaul     FSC',
        '--- --------------------------------- ------ ----------------------------- ----- --------- -------',
        ' 1  Load# 5571902                     Mar 2  Newark NJ -> Richmond VA        338  1,050.00  220.00',
        ' 2  Load# TX-1093318                  Mar 4  Richmond VA -> Charlotte NC     291    875.00  185.00',
        '--- --------------------------------- ------ ----------------------------- ----- --------- -------',
        '    TOTALS                                                                   629  1,925.00  405.00',
        '  Gross collected from brokers                 2,330.00',
        '  Dispatch fee 8%                               (186.40)',
        '  NET ACH TO CARRIER                           2,143.60',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('5571902');
  });

  it('reads a PRO ledger whose surcharge rows repeat the miles, and a recap under the net ("MILES PAID", "LINEHAUL+EMPTY")', () => {
    const r = extractSettlement(
      [
        'SHENANGO CREEK CARRIERS, INC.   CONTRACTOR SETTLEMENT LEDGER',
        'PAY DATE: 05/27/26   METHOD: DIRECT DEPOSIT',
        'DATE     PRO #     DESCRIPTION                         MILES   RATE        AMOUNT',
        '---------------------------------------------------------------------------------',
        '05/18/26 S-338814  LINEHAUL PITTSBURGH-COLUMBUS          200   1.70     340.00 CR',
        '05/18/26 S-338814  FUEL SURCHARGE                        200   0.50     100.00 CR',
        '05/19/26 S-338830  LINEHAUL COLUMBUS-ERIE                300   1.70     510.00 CR',
        '05/19/26 S-338830  FUEL SURCHARGE                        300   0.50     150.00 CR',
        '05/20/26           ERIE PA - NEW CASTLE PA DEADHEAD       100   1.00     100.00 CR',
        '05/20/26           FUEL - PILOT #0321                                   400.00 DR',
        '---------------------------------------------------------------------------------',
        '                   TOTAL CREDITS                                      1,200.00 CR',
        '                   TOTAL DEBITS                                         400.00 DR',
        'BALANCE DUE CONTRACTOR ........................................ 800.00 CR',
        'RECAP:  MILES PAID  600 (LOADED 500 / EMPTY 100)',
        '        GROSS PAY 1,200.00  =  LINEHAUL+EMPTY 950.00  FSC 250.00',
      ].join('\n'),
    );
    expect([r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([600, 95000, 25000]);
  });

  it("counts a load's miles once when its surcharge row repeats them", () => {
    const r = extractSettlement(
      [
        'SHENANGO CREEK CARRIERS, INC.   CONTRACTOR SETTLEMENT LEDGER',
        'PAY DATE: 05/27/26   METHOD: DIRECT DEPOSIT',
        'DATE     PRO #     DESCRIPTION                         MILES   RATE        AMOUNT',
        '---------------------------------------------------------------------------------',
        '05/18/26 S-338814  LINEHAUL PITTSBURGH-COLUMBUS          200   1.70     340.00 CR',
        '05/18/26 S-338814  FUEL SURCHARGE                        200   0.50     100.00 CR',
        '05/19/26 S-338830  LINEHAUL COLUMBUS-ERIE                300   1.70     510.00 CR',
        '05/19/26 S-338830  FUEL SURCHARGE                        300   0.50     150.00 CR',
        '---------------------------------------------------------------------------------',
        '                   TOTAL CREDITS                                      1,100.00 CR',
        'BALANCE DUE CONTRACTOR ........................................ 1,100.00 CR',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(500);
  });

  it('reads "Check no. 0028815, dated June 9, 2026" as the pay date over the settlement date', () => {
    const r = extractSettlement(
      [
        'MONUMENT CREEK HEAVY HAUL, INC.   OWNER-OPERATOR SETTLEMENT       Settlement date: June 8, 2026',
        'O/O: KESSLER HAULING (Unit 12)                Check no. 0031215, dated June 9, 2026',
        'TOTAL O/O EARNINGS                          2,000.00',
        'Fuel                                          500.00-',
        'NET CHECK                                   1,500.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-06-09');
  });

  it('classifies a broker\'s "QUICKPAY PAYMENT SUMMARY" the carrier elected, and a "QUICKPAY- REMITTANCE ADVICE", as factoring', () => {
    const type = (lines: string[]) => extractSettlement(lines.join('\n')).documentType.value;
    expect(
      type([
        'BRAZOS BEND LOGISTICS, INC.                 Carrier Payables Dept.',
        'Payee:  RED MESA EXPRESS INC  MC 1247712      Remit ID: QP-0728-0094',
        '| QUICKPAY PAYMENT SUMMARY                                 |',
        '| Payment date ............... 28-JUL-2025                 |',
        '| Invoice total .............. USD  1,500.00               |',
        '| QuickPay fee (3.5%) ........ USD    -52.50               |',
        '| AMOUNT PAID ................ USD  1,447.50               |',
        'You elected QuickPay (payment within 2 business days of POD) instead of standard',
        '30-day terms.',
        'LOAD BBL-557201    Carrier invoice RMX-2207    Pickup 21-JUL-2025',
        '   Linehaul ......................  1,300.00',
        '   Fuel surcharge ................    200.00',
      ]),
    ).toBe('factoring_remittance');
    expect(
      type([
        'WALLKILL LOGISTICS, INC.',
        'QUICKPAY- REMITTANCE ADVICE',
        'To:   ESOPUS DRY VAN LLC                       Remit #:   QP-0026-00118',
        'Your QuickPay request (2-day, 2.5%) has been approved for the loads below.',
        'Load WKL-602215   Delivered 06-JAN-2026   Kingston, NY to Columbus, OH',
        '      Linehaul                        2,000.00',
        'Total Carrier Pay (1 load)                  2,000.00',
        'QuickPay Discount 2.5%                        -50.00',
        'AMOUNT REMITTED                             1,950.00',
      ]),
    ).toBe('factoring_remittance');
  });

  it('reads an "EFS Money Code" and a "Comdata Adv" among the deductions as advances', () => {
    const r = extractSettlement(
      [
        'FLINT CREEK FREIGHT LINES, INC.   OWNER OPERATOR SETTLEMENT',
        'Check Date : 06/26/2025',
        'TOTAL EARNINGS                             2,000.00',
        'DEDUCTIONS',
        '  Fuel - EFS Card                            700.00',
        '  EFS Money Code 06/20                       300.00',
        '  Comdata Adv 06/22                          100.00',
        'TOTAL DEDUCTIONS                           1,100.00',
        'NET PAY                                      900.00',
      ].join('\n'),
    );
    expect([r.advances.value, r.deductions.map((d) => d.amountCents)]).toEqual([40000, [70000]]);
  });

  it('reads "Total billed & collected from brokers" as the gross and "NET ACH TO CARRIER (sent …)" as the pay date', () => {
    const r = extractSettlement(
      [
        'PEMIGEWASSET DISPATCH LLC   CARRIER PAY STATEMENT',
        'Statement period: 2025-08-10 .. 2025-08-16      Issued: 2025-08-18',
        '| Pickup     | Broker                | Load #     | Lane                         |   Mi |     Rate | Lumper |',
        '|------------|-----------------------|------------|------------------------------|------|----------|--------|',
        '| 2025-08-11 | Echo Global Logistics | 5571902    | Nashua NH > Newark NJ        |  262 | 1,500.00 |      - |',
        '| 2025-08-12 | Coyote Logistics      | 27736051   | Newark NJ > Nashua NH        |  262 | 1,315.00 | 185.00 |',
        '| TOTAL      |                       |            |                              |  524 | 2,815.00 | 185.00 |',
        'Total billed & collected from brokers ............   3,000.00',
        '  Dispatch fee 8% of rate + detention ............ -   240.00',
        'NET ACH TO CARRIER (sent 2025-08-19) .............   2,760.00',
      ].join('\n'),
    );
    expect([r.gross.value, r.date.value, r.reconciles]).toEqual([300000, '2025-08-19', true]);
  });

  it('reads "SUBTOTAL - TRIP EARNINGS" as the gross and a load heading dated over two days ("Mar 3-4") as the trip', () => {
    const r = extractSettlement(
      [
        'DAMARISCOTTA LEASING, LLC   LEASE OPERATOR SETTLEMENT',
        'Deposit date .... March 14, 2025',
        'DESCRIPTION                                             AMOUNT       BALANCE',
        '============================================================================',
        'DML-6521  Mar 3-4  Portland, ME to Harrisburg, PA',
        '   Loaded 512 mi x $1.72                                880.64        880.64',
        '   Fuel surcharge 512 mi x $0.48                        245.76      1,126.40',
        'DML-6534  Mar 5  Harrisburg, PA to Portland, ME',
        '   Loaded 512 mi x $1.72                                880.64      2,007.04',
        '                                                                ------------',
        'SUBTOTAL - TRIP EARNINGS                                            2,007.04',
        'Reimb: NY Thruway tolls                                 41.20      2,048.24',
        'Fuel - TCH card                                     (1,000.00)     1,048.24',
        'NET DEPOSITED TO OPERATOR (ACH 4471)                               1,048.24',
      ].join('\n'),
    );
    expect([r.gross.value, r.tripNumber.value]).toEqual([200704, 'DML-6521']);
  });

  it('cuts a title OCR ran into the payer after a suffix it read with a comma ("INC, . EARNINGS STATEMENT")', () => {
    const r = extractSettlement(
      [
        'CEDARBURG REFRIGERATED TRANSPORT, INC, . EARNINGS STATEMENT',
        'Employee: DANIEL J. OKAFOR Emp ID: 004472',
        'Pay Date: 07/10/2026',
        'GROSS PAY 1,500.00',
        'Federal Income Tax 150.00',
        'NET PAY 1,350.00',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('CEDARBURG REFRIGERATED TRANSPORT, INC');
  });

  it('takes no trip number from "0/0", an "O/O" OCR read as zeros', () => {
    const r = extractSettlement(
      [
        'GRANITE PEAK HEAVY HAUL, INC. * FLATBED / STEPDECK / RGN B',
        '1020 Fountain Mesa Rd, -Fountain, CO 80817 719-555-0185',
        'MC# 1047737 DOT# 2966406',
        'OWNER-OPERATOR SETTLEMENT Settlement date: June 8, 2026',
        '0/0: KESSLER WELDING & HAULING (Unit 41) Check no. 0028815, dated June 9, 2026',
        'Loads delivered May 31 - June 6, 2026 0 c',
        '==[ LOAD REVENUE J==m=smsmmmmmmmdmcoctom mmo eee',
        'LOAD, DATE FROM TO MILES REVENUE 0/0 78%',
      ].join('\n'),
    );
    expect(r.tripNumber.value).not.toBe('0/0');
  });

  it('reads a closed-up schedule header whose "PO" OCR read as "P0"', () => {
    const r = extractSettlement(
      [
        'AUSABLE LEDGER FUNDING, LLC   SCHEDULE OF ACCOUNTS - PURCHASE & FUNDING ADVICE',
        'Funding Date: 14-Aug-2026 Method: Same-day wire',
        'Invoice Debtor Load/P0 Inv Date Face Amt Fee 2.75% Reserve 5% Advance',
        'BL-3291 Champlain Freight Partners CFP-8830142 11-Aug-2026 2,450.00 67.38 122.50 2,260.12',
        'BL-3292 Adirondack Road Brokerage Co ARB-40771 11-Aug-2026 1,875.00 51.56 93.75 1,729.69',
        'TOTALS 2 invoices : 4,325.00 118.94 216.25 3,989.81',
        'Total face value purchased ..................... 4,325.00',
        'AMOUNT WIRED ................................... 3,989.81',
      ].join('\n'),
    );
    expect([r.broker.value, r.tripNumber.value]).toEqual(['Champlain Freight Partners', 'CFP-8830142']);
  });

  it('reads a French maintenance fund deposit ("Fonds d\'entretien") as escrow, and its balance as nothing', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS RIVIÈRE-OUELLE INC.   RELEVÉ DE RÈGLEMENT',
        'Date de paiement : 9 octobre 2026',
        'GAINS',
        '  Transport au mille ............................    1 505,16 $',
        '  TOTAL DES GAINS ...............................    1 505,16 $',
        'RETENUES',
        '  Carburant .....................................      807,33 $',
        "  Fonds d'entretien (dépôt) .....................      125,00 $",
        '  TOTAL DES RETENUES ............................      932,33 $',
        '  MONTANT NET VERSÉ .............................      572,83 $',
        "  Solde du fonds d'entretien après dépôt : 3 375,00 $",
      ].join('\n'),
    );
    expect([r.escrow.value, r.deductions.map((d) => d.amountCents), r.net.value]).toEqual([
      12500,
      [80733],
      57283,
    ]);
  });

  it('reads a trip table\'s column named only by its rate a mile ("@1.52") as the linehaul', () => {
    const r = extractSettlement(
      [
        'OSAGE RIDGE LEASING LLC   LEASE OPERATOR SETTLEMENT',
        'Settlement date: May 8, 2026',
        'Trip     Date   Lane                  Miles    @1.52 FSC .40',
        'OR-311   May 4  Tulsa OK - Waco TX      400   608.00  160.00',
        'OR-317   May 6  Waco TX - Enid OK       380   577.60  152.00',
        'Totals                                  780 1,185.60  312.00',
        'TOTAL EARNINGS                                    1,497.60',
        'Fuel card                                           600.00',
        'TOTAL DEDUCTIONS                                    600.00',
        'NET PAY                                             897.60',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.fuelSurcharge.value, r.miles.value, r.gross.value]).toEqual([
      118560, 31200, 780, 149760,
    ]);
    // A fuel table's price a gallon ("@3.89") stays no pay.
    const fuel = extractSettlement(
      [
        'OSAGE RIDGE LEASING LLC   LEASE OPERATOR SETTLEMENT',
        'Settlement date: May 8, 2026',
        'TOTAL EARNINGS                                    1,497.60',
        'Fuel purchases',
        'Date    Stop               Gallons    @3.89    Amount',
        "May 4   Love's #512 OK     100.000    3.89    389.00",
        'May 6   Pilot #203 TX       54.000    3.89    210.06',
        'TOTAL DEDUCTIONS                                    599.06',
        'NET PAY                                             898.54',
      ].join('\n'),
    );
    expect(fuel.linehaul.value).toBeNull();
  });
});

describe('rules learned from batches 53 and 54', () => {
  it('reads the employer after "Processing for:" on a payroll service line', () => {
    const r = extractSettlement(
      [
        'Linden Bay Payroll Services',
        'Processing for: ALDER CREEK HAULERS, INC.  |  12 Main St, Yakima WA 98903  |  FEIN 91-0000000',
        'EARNINGS STATEMENT                         Pay Date: 24-Apr-2026',
        'GROSS PAY                                     1,000.00',
        'Federal Income Tax                              100.00',
        'NET PAY                                         900.00',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('ALDER CREEK HAULERS, INC.');
  });

  it('keeps a sales tax charged on the freight out of the linehaul', () => {
    const r = extractSettlement(
      [
        'TRANSPORTES ALAMO, S.A. DE C.V.',
        'LIQUIDACION DE PERMISIONARIO               Fecha de pago: 29/05/2026',
        'Concepto                                        Cargo           Abono',
        'Fletes (2 viajes)                                            20,000.00',
        'IVA 16% s/ fletes                                             3,200.00',
        'Diesel                                       5,000.00',
        'Totales                                      5,000.00       23,200.00',
        'SALDO A FAVOR DEL PERMISIONARIO  $18,200.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(2000000);
  });

  it("reads a load table's Rate column as the linehaul when extras and a total that adds them stand beside it", () => {
    const statement = (header: string, rows: string[]) =>
      extractSettlement(
        [
          'BIRCH HOLLOW DISPATCH, LLC         CARRIER PAYOUT STATEMENT',
          'ACH sent 2026-05-08',
          header,
          ...rows,
          'Freight collected from brokers                 3,550.00',
          'Dispatch fee @ 8%                               (284.00)',
          'NET ACH TO CARRIER                             3,266.00',
        ].join('\n'),
      );
    const withExtras = statement('Load #      Broker            Ld mi      Rate   Access.     Total', [
      'PM-5530218  Pinyon Logistics    612  2,450.00         -  2,450.00',
      'TQ-2041196  Wasatch Brokerage   338  1,000.00    100.00  1,100.00',
    ]);
    expect([withExtras.linehaul.value, withExtras.gross.value]).toEqual([345000, 355000]);
    // A Rate column alone is each load's whole pay: no linehaul is named.
    const rateOnly = statement('Load #      Broker            Ld mi      Rate', [
      'PM-5530218  Pinyon Logistics    612  2,450.00',
      'TQ-2041196  Wasatch Brokerage   338  1,100.00',
    ]);
    expect(rateOnly.linehaul.value).toBeNull();
  });

  it('reads "Freight collected from brokers" as the gross, over a load table OCR cut short', () => {
    const r = extractSettlement(
      [
        'BIRCH HOLLOW DISPATCH, LLC         CARRIER PAYOUT STATEMENT',
        'ACH sent 2026-05-08',
        'Load #      Broker            Ld mi     Total',
        'PM-5530218  Pinyon Logistics    612  2,450.00',
        'TQ-2041196  Wasatch Brokerage   338  1,100.00',
        'PAYOUT CALCULATION',
        '  Freight collected from brokers (3 loads)     6,100.00',
        '  Dispatch fee @ 8%                             (488.00)',
        '  NET ACH TO CARRIER                           5,612.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(610000);
  });

  it("reads a barred table's totals row, whose label spans the id and lane columns, by its last columns", () => {
    const r = extractSettlement(
      [
        'ALDER BAY FREIGHT BROKERAGE, INC.     QUICKPAY PAYMENT ADVICE',
        'Payment date: 09-JUN-26',
        '| Load # | PU Date | Lane | Linehaul | FSC | Inv Tot | QP Fee | Paid |',
        '| SBF-118204 | 01-JUN-26 | Green Bay WI > Rockford IL | 1,150.00 | 142.50 | 1,292.50 | 38.78 | 1,253.72 |',
        '| SBF-118239 | 02-JUN-26 | Appleton WI > Gary IN | 1,480.00 | 218.40 | ©] 1,698.40 | 50.95 | 1,647.45 |',
        '| SBF-118277 | 04-JUN-26 | Neenah WI > Ames IA | 1,695.00 | 255.60 | 1,950.60 | 58.52 | 1,892.08 |',
        '| TOTALS (3 loads) | 4,325.00 | 616.50 | 4,941.50 | 148.25 | 4,793.25 |',
        'NET ACH AMOUNT 4,793.25',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.fuelSurcharge.value]).toEqual([432500, 61650]);
  });
});

describe('rules learned from batches 55 and 56', () => {
  it('reads "Ingresos por fletes y maniobras" as the gross, over a ledger\'s credits that add the toll refunds', () => {
    const r = extractSettlement(
      [
        'AUTOTRANSPORTES ALAMO, S.A. DE C.V.',
        'ESTADO DE CUENTA Y LIQUIDACION SEMANAL - PERMISIONARIO',
        'Fecha de pago:  08-MAY-2026',
        'Fecha        Concepto                                    Cargo      Abono       Saldo',
        '27-ABR-2026  Saldo anterior                                                      0.00',
        '28-ABR-2026  Diesel                                  8,000.00              -8,000.00',
        '30-ABR-2026  Participacion 80% flete CP JB-30412                33,600.00   25,600.00',
        '02-MAY-2026  Reembolso casetas (11 tickets)                      3,412.00   29,012.00',
        'Sumas                                                 8,000.00  37,012.00',
        'RESUMEN',
        '  Ingresos por fletes y maniobras        $    33,600.00',
        '  (+) Reembolsos de casetas              $     3,412.00',
        '  (-) Cargos de la semana                $     8,000.00',
        '  NETO A PAGAR                           $    29,012.00',
      ].join('\n'),
    );
    expect([r.gross.value, r.linehaul.value]).toEqual([3360000, 3360000]);
  });

  it("classifies a broker's e-mailed QuickPay settlement of approved invoices, at a percent of the invoice, as factoring", () => {
    const r = extractSettlement(
      [
        'From: QuickPay <quickpay@larkspurlogistics.com>',
        'To: billing@roadrunner.com',
        'Date: Fri, 27 Mar 2026 14:02 -0400',
        'Subject: QuickPay settlement LQP-260327 - ROADRUNNER TRUCKING INC',
        ' LARKSPUR LOGISTICS     Property Broker MC 744512',
        ' Carrier:         ROADRUNNER TRUCKING INC   MC 1275530',
        ' Settlement ID:   LQP-260327-0415',
        ' Payment date:    27-Mar-2026',
        ' Program:         QuickPay 48h - 3.0% of carrier invoice, deducted per load',
        ' Load #       Miles  Linehaul     FSC  Inv Total  QP Fee',
        ' LPL-7740158    640  2,100.00  336.00   2,436.00   73.08',
        '     Invoices approved for QuickPay ...........   2,436.00',
        '     QuickPay fees (3.0%) .....................     -73.08',
        '     NET PAYMENT TO CARRIER ...................   2,362.92',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('factoring_remittance');
  });

  it('reads a dispatch fee "(8% of load total)" as a charge, and "Broker payments collected" as the gross', () => {
    const r = extractSettlement(
      [
        'WALLKILL RIDGE DISPATCH LLC',
        'CARRIER WEEKLY REMITTANCE',
        'Payment:  ACH  2026-03-11',
        'Broker payments collected this period ........................   5,200.00',
        '  Less dispatch fee (8% of load total) .......................    -416.00',
        '  Less fuel advance 2026-03-04 ...............................    -500.00',
        'NET ACH SENT TO CARRIER ......................................   4,284.00',
      ].join('\n'),
    );
    expect([r.gross.value, r.deductions.map((d) => d.amountCents)]).toEqual([520000, [41600]]);
  });

  it('reads a Rate column beside a "Det/Lu" column as the linehaul, and "Collected from brokers" as the gross', () => {
    const r = extractSettlement(
      [
        'INDIGO SKY DISPATCH',
        'CARRIER WEEKLY STATEMENT',
        'ACH sent ........ 2026-04-15',
        'Delivered    Load #            Loaded   DH       Rate   Det/Lu  Disp 8%',
        '2026-04-06   PSL-1184077          452   35   1,850.00        -   148.00',
        '2026-04-07   BH40219              389   12   1,425.00   100.00   122.00',
        'Collected from brokers (rate + accessorials) ..........    3,375.00',
        '  less dispatch fee 8% (column total) ..................     -270.00',
        'NET ACH TO CARRIER ....................................    3,105.00',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.gross.value]).toEqual([327500, 337500]);
  });

  it('reads a "FRT BILL #" id column and a "72% SHR" share column', () => {
    const r = extractSettlement(
      [
        'ELMHURST LEASING LLC       LESSOR SETTLEMENT STATEMENT',
        'Check No. 30877 dated March 19, 2026',
        'FRT BILL # CUSTOMER                  MILES    REVENUE    72% SHR      FSC',
        'BX-5512    Halvorsen Paper Co          212     980.00     705.60   148.40',
        'BX-5531    Tri-County Agri Supply      627   1,980.00   1,425.60   438.90',
        'TOTALS                                 839   2,960.00   2,131.20   587.30',
        'TOTAL CREDITS                                   2,718.50 CR',
        'TOTAL DEBITS                                      685.00 DR',
        'NET DUE OWNER-OPERATOR                          2,033.50',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.miles.value, r.linehaul.value]).toEqual(['BX-5512', 839, 213120]);
  });

  it('reads a "LOADD" column as loaded miles, added to the empty miles', () => {
    const r = extractSettlement(
      [
        'HAWTHORN FREIGHT SYSTEMS      CONTRACTOR SETTLEMENT',
        'Deposit Date : 03/11/2026',
        'TRIP       LOADD   MT  LINEHAUL      FSC     TOTAL',
        'AF-230417    118   42    268.80    83.20    352.00',
        'AF-230452    371    0    623.28   192.92    816.20',
        'TOTAL EARNINGS                             1,168.20',
        'NET DEPOSIT                                1,168.20',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(531);
  });

  it("reads a factor's schedule face total as the gross, not its 'Gross advance'", () => {
    const r = extractSettlement(
      [
        'ELDERBROOK RECEIVABLES CORP.',
        'PURCHASE & FUNDING ADVICE',
        'Funding date:  June 19, 2026',
        'Debtor                       Load/PRO #   Inv Dt         Face  Fee 2.75%  Resv 10%    Advance',
        'Sagebrush Freight Partners   SFP-2290814  06/15/26   2,450.00    67.38    245.00   2,137.62',
        'Keel & Anchor Logistics Inc  KA0558213    06/16/26   3,120.00    85.80    312.00   2,722.20',
        'Totals (2 invoices)                                  5,570.00   153.18    557.00   4,859.82',
        'FUNDING RECONCILIATION',
        '   Gross advance on this schedule                                          4,859.82',
        '   Less: Same-day wire fee                                                   -25.00',
        '   AMOUNT FUNDED                                                        $  4,834.82',
      ].join('\n'),
    );
    expect([r.gross.value, r.advances.value]).toEqual([557000, null]);
  });

  it('cuts the cells of rows under a header wrapped onto two lines where its rule of dashes starts a column', () => {
    const r = extractSettlement(
      [
        'TENAFLY CAPITAL, LLC                       PURCHASE / FUNDING NOTICE',
        'FUNDING DATE: 18 AUG 2026',
        'INVOICE  DEBTOR                         LOAD / REF  INV DATE        FACE     FEE  RESERVE',
        '                                                                           2.75%       5%',
        '-------- ------------------------------ ----------- --------- ---------- ------- --------',
        'BJT-1041 Catskill Peak Logistics Inc.   CPL-99812   10 AUG 26   2,450.00   67.38   122.50',
        'BJT-1044 Tri-Mark Shipping Services     PO 55-20931 13 AUG 26     980.00   26.95    49.00',
        '-------- ------------------------------ ----------- --------- ---------- ------- --------',
        'TOTALS (2 invoices)                                             3,430.00   94.33   171.50',
        '   Face value of invoices purchased                          3,430.00',
        '   Discount fee                                                (94.33)',
        '   Reserve withheld (5%)                                      (171.50)',
        '   AMOUNT WIRED TO CLIENT                                   $3,164.17',
      ].join('\n'),
    );
    expect([r.escrow.value, r.deductions.map((d) => d.amountCents)]).toEqual([17150, [9433]]);
  });

  it('reads "Montant des voyages" as the linehaul', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS RIVIERE-BLEUE INC.',
        'RELEVE DE REGLEMENT - VOITURIER',
        'Date du depot : 20 mars 2026',
        '  REVENUS',
        '  Montant des voyages                                         4 050,00 $',
        '  Surcharge carburant                                           648,00 $',
        '  TOTAL DES REVENUS                                           4 698,00 $',
        '  RETENUES',
        '  Assurance cargaison                                           118,00 $',
        '  TOTAL DES RETENUES                                            118,00 $',
        '  MONTANT NET DEPOSE                                          4 580,00 $',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(405000);
  });

  it('reads "Hwy Miles 2,318 @ .620" as the linehaul', () => {
    const r = extractSettlement(
      [
        'KIPAWA FREIGHTWAYS LTD.     STATEMENT OF EARNINGS AND DEDUCTIONS',
        'Cheque Date: 08-MAY-26',
        'Hwy Miles  2,318 @ .620      1,437.16',
        'Layover  1 @ 120.00            120.00',
        'TOTAL EARNINGS               1,557.16',
        'CPP                             92.99',
        'NET PAY      $ 1,464.17',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(143716);
  });

  it("takes a liquidación table's Folio column as the trip, over its carta porte", () => {
    const r = extractSettlement(
      [
        'TRANSPORTES LOMA ALTA, S.A. DE C.V.',
        'LIQUIDACION A PERMISIONARIO                     Fecha de pago: 15-ABR-2026',
        'FOLIO     C. PORTE  FECHA       ORIGEN - DESTINO                  FLETE',
        '--------- --------- ----------- ---------------------------- -----------',
        'TRA-8831  CP-44120  06/04/2026  Aguascalientes - Manzanillo   $18,500.00',
        'TRA-8846  CP-44187  08/04/2026  Manzanillo - Leon             $16,200.00',
        'TOTAL PERCEPCIONES                            $   34,700.00',
        'NETO A PAGAR                                  $   34,700.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('TRA-8831');
  });

  it('reads a "MONTANT $" column, its currency sign no part of its name', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE LES PINS INC.      RELEVE DE REGLEMENT - VOITURIER',
        'Date du depot  : 24 avril 2026',
        '  VOYAGE     DATE   ORIGINE             DESTINATION        KM CH KM VD     MONTANT $',
        '  ---------- -----  ------------------- ----------------- ----- ----  ----------',
        '  V-26-0871  13/04  Drummondville (QC)  Mississauga (ON)    585    0      655,20',
        '  V-26-0884  15/04  Mississauga (ON)    Montreal (QC)       545    0      610,40',
        'TOTAL DES REVENUS                                             1 265,60 $',
        'MONTANT NET DEPOSE                                            1 265,60 $',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('V-26-0871');
  });

  it("reads a pay stub's items apart from the notes and deposits printed in a column beside them", () => {
    const r = extractSettlement(
      [
        'NORDBY REEFER LINES, INC.                       Earnings Statement',
        'Co. 7Q4  File 004182  Voucher 88412             Pay Date:          06/12/2026',
        'Earnings                 rate  hours/units  this period  year to date    Other Benefits and',
        'Mileage                0.6000     2,486.00     1,491.60     33,987.60    Information      this period',
        'Stop Pay              30.0000         4.00       120.00        660.00    Paid Miles             2,486',
        'Gross Pay                                     $1,611.60     34,647.60    Important Notes',
        '                                                                         Your per-mile rate increased',
        'Statutory Deductions                                                     to $0.60 effective 05/17/2026.',
        'Federal Income Tax                              -168.20      3,784.50',
        'Social Security                                 -105.19      2,189.30    Deposits',
        'Medicare                                         -24.60        512.01    account number   amount',
        'MN State Income Tax                              -71.35      1,605.30    xxxxxx0914      1,092.26',
        'MN Paid Leave                                     -7.47        155.35    xxxxxx2276        200.00',
        '',
        'Other (non-taxable)',
        'Lumper Reimb 06/03 rcpt                          +57.47',
        '',
        'Net Pay                                       $1,292.26',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([16820, 10519, 2460, 7135, 747]);
    expect([r.reimbursements.value, r.net.value]).toEqual([5747, 129226]);
  });

  it('reads "Retención IVA" and "Renta de GPS" as charges once the ledger columns are closed up', () => {
    const r = extractSettlement(
      [
        'TRANSPORTES SIERRA ALTA, S.A. DE C.V.',
        'LIQUIDACION DE PERMISIONARIO              Fecha de pago: 29/05/2026',
        'Concepto Cargo Abono',
        'Fletes (3 viajes) 38,350.00',
        'Retencion IVA 4% 1,566.00',
        'Diesel - vales de combustible (6) 18,624.50',
        'Renta de GPS / rastreo satelital 450.00',
        'Totales 20,640.50 38,350.00',
        'Total percepciones $38,350.00 - Total cargos $20,640.50',
        'SALDO A FAVOR DEL PERMISIONARIO $17,709.50 MXN',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([156600, 1862450, 45000]);
  });

  it('adds a sales tax the statement marks "Plus :", after the charges, and holds nothing back for it', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS SAINT-ROCH INC.      RELEVE DE REGLEMENT - VOITURIER',
        'Date de paiement : 23 octobre 2026',
        'Revenu brut                                                                        3 298,20',
        'Moins : total des retenues                                                        (1 613,04)',
        'Plus : TPS 5 %                                                                       164,91',
        'Plus : TVQ 9,975 %                                                                   329,00',
        'Montant net verse (depot direct)                                                   2 179,07',
        '',
        'RETENUES',
        'Carburant (cartes)              1 613,04',
        'Total des retenues              1 613,04',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([161304]);
  });

  it("gives a trip number OCR read with digits for letters ('12C-11873') the prefix its peers print", () => {
    const statement = (first: string) =>
      extractSettlement(
        [
          'TRANSPORTES ALAMO, S.A. DE C.V.     LIQUIDACION DE PERMISIONARIO',
          'Fecha de pago: 29/05/2026',
          'Folio      Fecha       Ruta                    Flete',
          `${first}  18/05/2026  Izucar - CDMX       14,500.00`,
          'IZC-11890  20/05/2026  CDMX - Queretaro    11,200.00',
          'Sumas                                      25,700.00',
          'SALDO A FAVOR DEL PERMISIONARIO  $25,700.00',
        ].join('\n'),
      ).tripNumber.value;
    expect(statement('12C-11873')).toBe('IZC-11873');
    // A prefix that is digits and letters by design, with no peer of letters it could be, stays.
    expect(statement('T1C-11873')?.startsWith('T1C')).toBe(true);
  });

  it('pays back a toll listed under REEMBOLSOS after side-by-side blocks OCR closed up', () => {
    const r = extractSettlement(
      [
        'TRACTOCAMIONES MALINCHE, S.A. DE C.V.',
        'LIQUIDACION DE FLETES A PERMISIONARIO          Fecha de pago: 21-may-2027',
        'PERCEPCIONES                      DEDUCCIONES',
        'Fletes $ 38,500.00 Diesel (vales) $ 14,236.80',
        'Total percepciones $ 38,500.00 Total deducciones $ 14,236.80',
        'REEMBOLSOS (comprobados, no facturables) |',
        'Casetas IAVE / efectivo $2,340.00',
        'NETO A PAGAR $ 26,603.20 MXN',
      ].join('\n'),
    );
    expect([r.reimbursements.value, r.deductions.map((d) => d.amountCents)]).toEqual([234000, [1423680]]);
  });

  it('pays back tolls "with receipts" wherever the words stand ("Casetas con comprobante", "Casetas de peaje (comprobadas)")', () => {
    const statement = (toll: string) =>
      extractSettlement(
        [
          'TRANSPORTES HUICHOL, S.A. DE C.V.      LIQUIDACION DE PERMISIONARIO',
          'Fecha de pago: 21-may-2027',
          'Fletes 38,500.00',
          'Total percepciones 38,500.00',
          'Diesel (vales) 14,236.80',
          'Total descuentos 14,236.80',
          '| R3EMB0LS0S (no causan IVA) . | 5',
          `${toll} 3,845.00`,
          'NETO A PAGAR 28,108.20',
        ].join('\n'),
      );
    for (const toll of ['Casetas con comprobante (IAVE)', "Casetas de 'peaje (comprobadas, 11 tickets)"]) {
      const r = statement(toll);
      expect([r.reimbursements.value, r.deductions.map((d) => d.amountCents)]).toEqual([384500, [1423680]]);
    }
  });

  it('takes the pay, not the rate a mile, beside a count that times the rate makes it, and names no linehaul of cents', () => {
    const stub = (mileage: string) =>
      extractSettlement(
        [
          'OPEONGO LINE LTD.      DRIVER PAY STATEMENT',
          'Pay Date: 2026-05-15',
          'Earnings Rate Miles/Hrs Current YTD',
          mileage,
          'Gross Pay 1,499.16 18,221.40',
          'CPP 99.77 2,370.91',
          'Net Pay 1,399.39',
        ].join('\n'),
      ).linehaul.value;
    expect(stub('Mileage 2,418 0.62 1,499.16 18,221.40')).toBe(149916);
    expect(stub('Mileage = $0.62 2,418 $1,499.16')).toBe(149916);
    // A rate alone, its pay lost to OCR, names no linehaul.
    expect(stub('Mileage 2,418 @ 0.62')).toBeNull();
    expect(stub('Mileage = $0.62 2,418')).toBeNull();
  });

  it('classifies a broker\'s "REMITTANCE ADVICE" under its "QuickPay Program" that pays invoices as factoring', () => {
    const r = extractSettlement(
      [
        'HIGHLAND FREIGHT BROKERAGE, INC.                        REMITTANCE ADVICE',
        '5080 River Rd, Columbus, OH 43235                       QuickPay Program',
        'Payment No:  QP-0061193          Payment Date: 18-Jun-26        Type: ACH',
        'Invoice # Inv Date   Reference          Gross Amount   Discount   Net Amount',
        '10442     15-Jun-26  Load HFB-2291047       2,640.00      79.20     2,560.80',
        '                     Invoice totals         2,640.00      79.20     2,560.80',
        '                                              TOTAL PAYMENT         2,560.80',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('factoring_remittance');
  });

  it('reads on past a wrapped lane line whose miles cell names its deadhead ("DH 40")', () => {
    const r = extractSettlement(
      [
        'COTEAU HILLS DISPATCH LLC       CARRIER SETTLEMENT / WEEKLY STATEMENT',
        'Week:     Sun 07/12/26 - Sat 07/18/26',
        '| Load #     | Broker                          | Pickup   |  Miles | Linehaul |    FSC |   Billed |',
        '| 4418207    | Prairie Gate Brokerage          | 07/13/26 |    398 | 2,150.00 |      - | 2,150.00 |',
        '|            | Sioux Falls SD > Kansas City MO | Mon      |  DH 40 |          |        |          |',
        '| RC-90231   | Red Cedar Logistics Inc         | 07/15/26 |    477 | 1,375.00 | 210.00 | 1,585.00 |',
        '|            | Kansas City MO > Memphis TN     | Wed      |  DH 25 |          |        |          |',
        '| TOTAL      |                                 |          |    875 | 3,525.00 | 210.00 | 3,735.00 |',
        '  Gross billed to brokers ......................................   3,735.00',
        '  NET ACH TO CARRIER - sent Tue 07/21/26 .......................   3,735.00',
      ].join('\n'),
    );
    expect([r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([875, 352500, 21000]);
  });

  it('reads stacked QuickPay load blocks: each load\'s "Paid" is no charge, an "incl." breakdown adds nothing, "TOTAL ACH PAYMENT" is the net', () => {
    const r = extractSettlement(
      [
        'Dumas Plains Brokerage, Inc.                         QUICK PAY REMITTANCE ADVICE',
        '                                                     Pay date   Aug 21, 2026',
        'Your invoices listed below were approved for QuickPay.',
        'Load DPB-3318702   Amarillo TX -> Oklahoma City OK   260 mi',
        '     Linehaul    780.00   Fuel surcharge  117.00',
        '     Invoice total    897.00   QuickPay fee -26.91   Paid    870.09',
        'Load DPB-3318766   Lubbock TX -> Denver CO   532 mi',
        '     Linehaul  1,650.00   Fuel surcharge  239.40',
        '     Invoice total  1,889.40   QuickPay fee -56.68   Paid  1,832.72',
        '----------------------------------------------------------------------',
        '  Invoices approved (2)                                   2,786.40',
        '    incl. linehaul 2,430.00 / fuel 356.40',
        '  QuickPay fees                                             -83.59',
        '  EFS advance on DPB-3318766                               -300.00',
        '----------------------------------------------------------------------',
        '  TOTAL ACH PAYMENT                                       2,402.81',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([
      278640, 240281, 243000, 35640,
    ]);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([8359]);
  });

  it('reads a figure inside a worded remark in brackets ("(110.00 + HST)") as part of the label', () => {
    const r = extractSettlement(
      [
        'RIDEAU ARCH HAULAGE LTD.      OWNER-OPERATOR SETTLEMENT (CAD)',
        'Deposit date 2026/06/19',
        'TOTAL EARNINGS (HST incl.)                                      3,804.07',
        'CHARGES',
        'Cargo & liability insurance                                       142.00',
        'Trailer rental (110.00 + HST)                                     124.30',
        'TOTAL CHARGES                                                     266.30',
        'NET DIRECT DEPOSIT ............ CAD 3,537.77',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([14200, 12430]);
  });

  it('finds the trip on a ledger\'s "Loaded 402 mi @ 1.78" line, and a load\'s lines repeated are one source', () => {
    const ledger = (first: string) =>
      extractSettlement(
        [
          'GRAVEL BAR TRANSPORT, INC.      CONTRACTOR LEDGER / SETTLEMENT',
          'Deposit date   2026-05-20',
          `2026-05-11  ${first}  Loaded 402 mi @ 1.78                             715.56      715.56`,
          '2026-05-13  GF-20944  Loaded 318 mi @ 1.78                             566.04    1,281.60',
          '2026-05-13  GF-20944  Empty 22 mi @ 1.05                                23.10    1,304.70',
          '2026-05-13  GF-20944  Fuel surcharge 318 mi @ 0.46                     146.28    1,450.98',
          '2026-05-16  ESCROW    Escrow deposit - maint. fund                    -125.00    1,325.98',
          '                      CLOSING BALANCE = NET DEPOSIT                              1,325.98',
        ].join('\n'),
      ).tripNumber;
    expect(ledger('GF-20931').value).toBe('GF-20931');
    // OCR lost the first load's number: the next load's lines name it, but none confirms it.
    const lost = ledger('GF-2O9_1');
    expect([lost.value, lost.confidence]).toEqual(['GF-20944', 0.7]);
  });

  it("cuts a wide row's id from the name after it where the rule's segment starts, and reads 'RPM' as a statistic", () => {
    const r = extractSettlement(
      [
        'MASCOT DISPATCH GROUP LLC            CARRIER WEEKLY SETTLEMENT',
        'LOAD #     BROKER                 PU DATE  LANE                           LD  DH     RATE     EXTRAS INVOICED',
        '---------- ---------------------- -------- --------------------------- ----- --- -------- ---------- --------',
        'NFA-772104 Northeast Frt Alliance 06/01/26 Brattleboro VT-Allentown PA   302  35 1,150.00            1,150.00',
        'PLL-30918  Patriot Lane Logistics 06/02/26 Allentown PA-Worcester MA     268  12 1,025.00 100.00 DET 1,125.00',
        '---------- ---------------------- -------- --------------------------- ----- --- -------- ---------- --------',
        'TOTALS     2 loads                                                       570  47 2,175.00     100.00 2,275.00',
        '    Comchek fuel advance from Patriot Lane (load PLL-30918) ..  -250.00',
        '    Invoiced to brokers (gross) ............................  2,275.00',
        '    NET ACH SENT TO CARRIER  06/11/26 ......................  2,025.00',
        'Miles: 570 loaded + 47 deadhead = 617.  RPM on loaded miles $3.82.',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.broker.value, r.linehaul.value]).toEqual([
      'NFA-772104',
      'MASCOT DISPATCH GROUP LLC',
      217500,
    ]);
  });

  it("reads an advance whose sentence wraps onto the amount's line, and the fee on that advance as a charge", () => {
    const r = extractSettlement(
      [
        'MERRIMACK DISPATCH GROUP LLC      CARRIER WEEKLY SETTLEMENT',
        'Loads delivered 05/31/26 - 06/06/26',
        '    Invoiced to brokers (gross) ............................  4,130.00',
        '    Comchek fuel advance from Patriot Lane (load PLL-30918), taken',
        '    out of broker payment ..................................  -250.00',
        '    Comchek express fee on that advance ....................    -8.75',
        '    NET ACH SENT TO CARRIER  06/11/26 ......................  3,871.25',
      ].join('\n'),
    );
    expect([r.advances.value, r.deductions.map((d) => d.amountCents)]).toEqual([25000, [875]]);
  });

  it('takes the number from an id cell that starts with the word "Load"', () => {
    const r = extractSettlement(
      [
        'HIGHLAND FREIGHT BROKERAGE, INC.                        REMITTANCE ADVICE',
        'Payment Date: 18-Jun-26',
        'Invoice # Inv Date   Reference          Gross Amount   Discount   Net Amount',
        '--------- ---------- ------------------ ------------ ---------- ------------',
        '10442     15-Jun-26  Load HFB-2291047       2,640.00      79.20     2,560.80',
        '10445     16-Jun-26  Load HFB-2291163       1,915.00      57.45     1,857.55',
        '                                              TOTAL PAYMENT         4,418.35',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('HFB-2291047');
  });

  it('reads a boxed lessor statement: revenue beside the share is no pay, "Maint. fund deposit" is escrow, the net sum under its label', () => {
    const r = extractSettlement(
      [
        'MAHASKA COUNTY LEASE SERVICES, LLC     LEASE-OPERATOR COMPENSATION STATEMENT',
        'Direct Deposit:  May 7, 2025',
        '+----------------------------------------+----------------------------------------+',
        '| EARNINGS                               | DEDUCTIONS                             |',
        '| Load revenue (100%)         4,395.00   | Tractor lease pmt #44       (525.00)   |',
        '| Contractor share 70%        3,076.50   | Maint. fund deposit         (150.00)   |',
        '| Fuel surcharge (100%)         591.66   | Fuel (Fleet One)          (1,287.33)   |',
        '| GROSS COMPENSATION          3,668.16   | TOTAL DEDUCTIONS          (1,962.33)   |',
        '+----------------------------------------+----------------------------------------+',
        '| NET DEPOSIT  (gross - deductions + tolls)                                       |',
        '|                                        3,668.16 - 1,962.33 + 38.40 = $1,744.23  |',
        '+---------------------------------------------------------------------------------+',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.escrow.value, r.net.value]).toEqual([307650, 15000, 174423]);
  });

  it('reads earnings and deductions side by side under "EARNING CODE … DEDUCTION", and a year-to-date strip on two lines as the year\'s', () => {
    const r = extractSettlement(
      [
        'SKEENA FREIGHT CARRIERS LTD.                       STATEMENT OF EARNINGS',
        'Pay date 21-Nov-2025',
        '  EARNING CODE            UNITS     RATE      AMOUNT      DEDUCTION           AMOUNT',
        '  HWY MILES               2,386    0.660    1,574.76      CPP                 104.29',
        '  VACATION PAY 4%                              62.99      EI                   30.95',
        '                                                          GROUP BENEFITS       38.75',
        '  TOTAL EARNINGS                            1,637.75      TOTAL DEDUCTIONS    173.99',
        '                                           NET PAY (direct deposit)  $ 1,463.76',
        '  Year-to-date:  GROSS 44,806.12   CPP 2,512.48   EI 734.82',
        '                 INCOME TAX 6,214.09   RRSP 1,150.00   BENEFITS 891.25',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([10429, 3095, 3875]);
  });

  it('reads a pre-tax footnote asterisk as no multiplication, and a summary box\'s "PRE-TAX DED." as a total', () => {
    const r = extractSettlement(
      [
        'QUARRY BULK HAULERS, INC.                               EARNINGS STATEMENT',
        'Pay Date:  April 10, 2026',
        '  GROSS PAY                                   1,711.16   24,589.37',
        '  TAXES                                        CURRENT         YTD',
        '  Federal Income Tax                            118.62    1,706.94',
        '  DEDUCTIONS (* = pre-tax)                     CURRENT         YTD',
        '  401(k) 5% *                                    85.56    1,229.50',
        '  Medical - Employee+1 *                         78.40    1,176.00',
        '  |  GROSS PAY   | PRE-TAX DED. |    TAXES     |   NET PAY    |',
        '  |     1,711.16 |       163.96 |       118.62 |     1,428.58 |',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents).sort((a, b) => a - b)).toEqual([7840, 8556, 11862]);
  });

  it('reads on past a broker line wrapped under a load whose remark holds the broker\'s reference "(ref TRL-883201)"', () => {
    const r = extractSettlement(
      [
        'SANTEE SHOALS DISPATCH GROUP, LLC        CARRIER REMITTANCE STATEMENT',
        'ACH sent:      2026-04-15',
        'LOAD      PICKUP      LANE                         MILES   TOTAL',
        'SSD-4471  2026-04-06  Columbia SC -> Savannah GA     160  850.00',
        '          Broker: Tidewater Reach Logistics  (ref TRL-883201)',
        'SSD-4478  2026-04-07  Savannah GA -> Orlando FL      284 1225.00',
        '          Broker: Blue Heron Freight, Inc.  (ref BH-22914)',
        'TOTALS                                               444 2075.00',
        '   NET ACH SENT TO CARRIER                           2,075.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(444);
  });

  it("classifies a broker's QuickPay advice with a discount on each invoice and standard terms as factoring, whatever its footer calls settlements", () => {
    const r = extractSettlement(
      [
        'HILLTOP FREIGHT BROKERAGE, INC.                        REMITTANCE ADVICE',
        '5080 River Rd, Columbus, OH 43235                      QuickPay Program',
        'Payment No:  QP-0061193          Payment Date: 18-Jun-26        Type: ACH',
        'Terms:       QuickPay 3% / 2 business days (standard Net 30, no discount)',
        'Invoice # Inv Date   Reference          Gross Amount   Discount   Net Amount',
        '10442     15-Jun-26  Load HFB-2291047       2,640.00      79.20     2,560.80',
        '                     Invoice totals         2,640.00      79.20     2,560.80',
        '  Linehaul 2,250.00   Fuel surcharge 340.00   Detention 2h 50.00',
        '                                              TOTAL PAYMENT         2,560.80',
        'Discrepancies must be reported to carrier settlements within 14 days of payment date.',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('factoring_remittance');
  });

  it('adds no few dollars from a miles count line to the mileage pay', () => {
    const r = extractSettlement(
      [
        'QUAKER BULK HAULERS, INC.       EARNINGS STATEMENT',
        'Pay Date:  April 10, 2026',
        '  Mileage - loaded/empty     0.6150   2,184   1,343.16   19,301.21',
        '  GROSS PAY                                   1,343.16   19,301.21',
        '  Federal Income Tax                            118.62    1,706.94',
        '  NET PAY                                     1,224.54',
        '  Miles this period: 2,184   Loads: 5   Hours (non-driving): 6.50',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(134316);
  });

  it('repairs several round charges OCR read with 60 cents when the charges are over by exactly that', () => {
    const statement = (advance: string, fee: string) =>
      extractSettlement(
        [
          'NEVERLAND TRUCKING CO.      TRIP SHEET SETTLEMENT',
          'Check date 04/10/2026',
          'Gross earnings                  2,500.00',
          `Fuel advance                      ${advance}`,
          `Trailer rental                    ${fee}`,
          'Insurance                          21.00',
          'Net pay                         2,139.00',
        ].join('\n'),
      );
    const r = statement('200.60', '140.60');
    expect([r.advances.value, r.deductions.map((d) => d.amountCents)]).toEqual([20000, [14000, 2100]]);
    expect(r.advances.confidence).toBeLessThan(0.6);
    // A charge that really ends in 60 cents, with the figures adding up, stays as printed.
    expect(statement('200.60', '139.40').advances.value).toBe(20060);
  });

  it('keeps an id\'s number ("R-88") out of the space-grouped amount after it ("210,00")', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS RAWLINS INC.      RELEVE DE REGLEMENT',
        'Date du depot : 20 mars 2026',
        'TOTAL DES GAINS                              1 365,50 $',
        'Carburant - cartes Ultramar (5 pleins) 1 387,64 $',
        'Location remorque frigorifique R-88 210,00 $',
        'TOTAL DES RETENUES 1 597,64 $',
        'MONTANT NET DEPOSE 1 767,86 $',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([138764, 21000]);
  });

  it("tidies OCR'd payer names: a field or page mark run into the name, a speck before it, a garbled 'S.A. DE C.V.'", () => {
    const payer = (head: string) =>
      extractSettlement(
        [head, 'PAY STATEMENT', 'Pay Date : 15/05/2026', 'GROSS PAY  1,000.00', 'NET PAY  900.00'].join('\n'),
      ).broker.value;
    expect(payer('RAINY LAKE TRANSPORT LTD. Employee: PELLETIER, MARC-ANDRE © os')).toBe(
      'RAINY LAKE TRANSPORT LTD.',
    );
    expect(payer('BRINDLE HILL CARRIERS, INC. . oo PAGE 1 OF 1 ETE')).toBe('BRINDLE HILL CARRIERS, INC.');
    expect(payer('JACKSON LOGISTICS, INC. Carrier Payables Dept.')).toBe('JACKSON LOGISTICS, INC.');
    expect(payer('B . FLETES DEL NORTE, S.A. DE C.V.')).toBe('FLETES DEL NORTE, S.A. DE C.V.');
    expect(payer('CARGA FRIA DEL SUR, S.A. DE C.\\.')).toBe('CARGA FRIA DEL SUR, S.A. DE C.V.');
    expect(payer('FLETERA LAGUNA, S.A. DE')).toBe('FLETERA LAGUNA, S.A. DE C.V.');
  });

  it("names the payer of an e-mail whose sender's address OCR left unclosed", () => {
    const r = extractSettlement(
      [
        'From: Willowmere Logistics Carrier Payables <carrierpay@willowmere. example',
        'To: billing@roadrunner.com',
        'Subject: QuickPay remittance',
        'WILLOWMERE LOGISTICS, INC.  |  MC 812204',
        'Payment date: 27-Mar-2026',
        'Invoices approved for QuickPay   2,436.00',
        'QuickPay fee (3.0%)                 -73.08',
        'NET PAYMENT TO CARRIER            2,362.92',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('WILLOWMERE LOGISTICS, INC.');
  });

  it('reads the first of "Invoice totals  gross  discount  net" as the gross, and a team split in halves as no fee', () => {
    const r = extractSettlement(
      [
        'HIGHMORE FREIGHT BROKERAGE, INC.                        REMITTANCE ADVICE',
        'Payment Date: 18-Jun-26',
        '                     Invoice totals         4,555.00     136.65     4,418.35',
        '  EFS advance 12-Jun-26                                            (500.00)',
        '                                              TOTAL PAYMENT         3,918.35',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(455500);
    const team = extractSettlement(
      [
        'CEDAR KNOLL TRUCKING    TEAM SETTLEMENT',
        'Check date 12/04/2026',
        'Gross earnings                6,442.66   3,221.33   3,221.33',
        'Fuel advance                                          150.00',
        'Net pay                                             3,071.33',
      ].join('\n'),
    );
    expect(team.gross.value).not.toBe(644266);
  });

  it('never reads a gross below zero, whatever sign OCR left on it', () => {
    const r = extractSettlement(
      [
        'CHOKEBERRY LOGISTICS, LLC   CARRIER RATE & LOAD CONFIRMATION',
        'Pickup 07/29/2026   Delivery 07/30/2026',
        'Line haul 2,400.00',
        'TOTAL CARRIER PAY (USD) -$ 2,737.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(273700);
  });
});

describe('rules learned from batches 61 and 62', () => {
  it('reads a QuickPay grid\'s "QP Fee" column as the fee held, and "Less adjustments" under an Adjustments block as its sum', () => {
    const r = extractSettlement(
      [
        'PINEWAY FREIGHT BROKERS, LLC        QUICKPAY REMITTANCE ADVICE',
        'Payment Date: 03/14/26',
        '',
        'Load #      Ship      Miles    Linehaul      FSC    Inv Total    QP Fee       Paid',
        '--------------------------------------------------------------------------------',
        'PFB-20114   03/09/26    410    1,200.00   180.00     1,380.00     41.40   1,338.60',
        'PFB-20139   03/11/26    275      900.00   120.00     1,020.00     30.60     989.40',
        '--------------------------------------------------------------------------------',
        'TOTALS                  685    2,100.00   300.00     2,400.00     72.00   2,328.00',
        '',
        'Adjustments',
        '  Fuel card advance on PFB-20139 (fuel advance)                 -200.00',
        '',
        '  Total paid on loads        2,328.00',
        '  Less adjustments            -200.00',
        '  ACH AMOUNT                 2,128.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(240000);
    expect(r.advances.value).toBe(20000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([7200]);
    expect(r.net.value).toBe(212800);
  });

  it("lines up an OCR'd single-spaced grid whose header has a code column of words and two-word money names", () => {
    const r = extractSettlement(
      [
        'PINEWAY FREIGHT BROKERS, LLC QUICKPAY REMITTANCE ADVICE',
        'Payment Date: 03/14/26',
        'Load # Ship Lane Mi Linehaul FSC Acc Code Inv Total QP Fee Paid',
        'PFB-20114 03/09/26 Ogden UT > Boise ID 410 1,200.00 180.00 50.00 DET 1,430.00 42.90 1,387.10',
        'PFB-20139 03/11/26 Boise ID > Elko NV 275 900.00 120.00 0.00 1,020.00 30.60 989.40',
        'TOTALS (2 loads) 685 2,100.00 300.00 50.00 2,450.00 73.50 2,376.50',
        'ACH AMOUNT 2,376.50',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(245000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([7350]);
  });

  it('reads the week\'s miles from "N loaded / M empty / T total", and a four-figure total after "loaded + empty ="', () => {
    const lines = (miles: string) =>
      [
        'NORTHGATE HAULING, INC.   CONTRACTOR SETTLEMENT',
        'Statement date: Oct 15, 2026',
        'Oct 05  NH-3301  Line haul 512 mi (498 ld/14 mt) @ 1.800        921.60',
        'Oct 07  NH-3318  Line haul 880 mi (860 ld/20 mt) @ 1.800      1,584.00',
        miles,
        'NET DEPOSIT                                                   2,505.60',
      ].join('\n');
    expect(
      extractSettlement(lines('Miles this period: 1358 loaded / 34 empty / 1392 total')).miles.value,
    ).toBe(1392);
    expect(
      extractSettlement(lines('Miles this period: 1358 loaded / 34 empty /°1392 total .')).miles.value,
    ).toBe(1392);
    expect(extractSettlement(lines('Miles: 1358 loaded + 34 empty = 1392')).miles.value).toBe(1392);
  });
  it('reads the net from a sum in words whose result is labelled: "GROSS … - CHARGES … + REIMB … = NET PAY …"', () => {
    const r = extractSettlement(
      [
        'RED MESA LEASING CO.   Lessor Settlement',
        'Pay date: 2026-06-04',
        '   GROSS COMPENSATION                          3,912.40',
        '   Comdata fuel purchases                        980.15',
        '   Tractor lease payment                         475.00',
        '                          TOTAL CHARGES          1,455.15',
        '   Scale ticket                                   12.75',
        '                          TOTAL REIMBURSEMENTS      12.75',
        '   GROSS 3,912.40  -  CHARGES 1,455.15  +  REIMB 12.75  =  NET PAY 2,470.00',
      ].join('\n'),
    );
    expect(r.net.value).toBe(247000);
    expect(r.gross.value).toBe(391240);
  });
  it('adds a French table\'s "Chargés" and "Vides" miles, and takes its "Total des milles" row as their two totals', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS BELLECHASSE INC.     RELEVÉ DE RÈGLEMENT',
        'Date du paiement : 2 octobre 2026',
        '  Voyage     Date        Trajet                         Chargés Vides Taux/mille      Montant',
        '  ---------- ----------  ------------------------------ ------- ----- ---------- ------------',
        '  TBC-70111  2026-09-28  Lévis QC -> Boston MA              402    20      1,900     801,80 $',
        '  TBC-70126  2026-09-30  Boston MA -> Lévis QC              388    35      1,900     803,70 $',
        '                         Total des milles                   790    55',
        '',
        '  TOTAL DES REVENUS                                      1 605,50 $',
        '  MONTANT NET DÉPOSÉ                                     1 605,50 $',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(845);
  });
  it('names the trip from a factor\'s "Debtor Ld #" column ahead of the client\'s invoice numbers', () => {
    const r = extractSettlement(
      [
        'KOKOSING CAPITAL, LLC      SCHEDULE OF ACCOUNTS / PURCHASE REMITTANCE',
        'Funding date: 11 MAR 2026',
        '  Inv #    Debtor Ld #  Debtor                           Inv Date      Face Amt      Fee',
        '  -------- ------------ -------------------------------- ----------- ---------- --------',
        '  WB-1180  5512094      Delaware Run Logistics           03 MAR 2026   2,400.00    66.00',
        '  WB-1181  5512377      Delaware Run Logistics           05 MAR 2026   1,900.00    52.25',
        '                        TOTALS (2 invoices)                            4,300.00   118.25',
        '    AMOUNT WIRED TO CLIENT                                            4,181.75',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('5512094');
  });
  it('names the trip from "Load 1 of 2: LRL-…" ahead of the carrier\'s own invoice or PRO number on the line', () => {
    const r = extractSettlement(
      [
        'SALMON FALLS LOGISTICS, INC.   QUICKPAY REMITTANCE ADVICE',
        'Payment Date ....... Aug-04-2026',
        'Load 1 of 2: SFL-220418   Your invoice/PRO: TR-5512',
        '      Invoice total                    $1,240.00',
        'Load 2 of 2: SFL-220455   Your invoice/PRO: TR-5519',
        '      Invoice total                    $1,860.00',
        '   Net ACH amount                      $3,007.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('SFL-220418');
  });
  it('reads "rev share 72% x 1,850.00" ledger lines as the linehaul', () => {
    const r = extractSettlement(
      [
        'SCIOTO RIDGE TRANSPORT, INC.   INDEPENDENT CONTRACTOR SETTLEMENT - PERCENTAGE PLAN',
        'Paid       : Apr 8, 2026 by direct deposit',
        'Date   Description                                   Amount     Balance',
        '04/01  SRT-4411 rev share 72% x 1,600.00          + 1,152.00    1,152.00',
        '04/03  SRT-4420 rev share 72% x 2,250.00          + 1,620.00    2,772.00',
        '04/03  SRT-4420 fuel surcharge (pass-thru)        +   300.00    3,072.00',
        '       GROSS COMPENSATION                                       3,072.00',
        '04/06  Fuel purchases - fuel card (4)             -   980.40    2,091.60',
        'NET DEPOSITED TO ACCT ENDING 4410 ON APR 8, 2026               2,091.60',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(277200);
  });
  it('reads a totals strip\'s "After-Tax" below the detail as the advance repaid above it, not one more charge', () => {
    const r = extractSettlement(
      [
        'MANTI RIDGE FREIGHT, INC.                              EARNINGS STATEMENT',
        'Pay Date : 19-Jun-2026',
        'EARNINGS                  Units     Rate    Current         YTD',
        'Mileage - Loaded/Empty    2,100    .6000   1,260.00   28,110.00',
        'GROSS PAY                                  1,260.00   28,110.00',
        'PRE-TAX DEDUCTIONS                          Current         YTD',
        '401(k) 4%                                     50.40    1,124.40',
        'TAXES                                       Current         YTD',
        'Federal Income Tax                            92.10    2,040.00',
        'Social Security                               75.00    1,650.00',
        'AFTER-TAX DEDUCTIONS                        Current         YTD',
        'Road Advance Repay                           150.00      450.00',
        '                 Gross     Pre-Tax      Taxes   After-Tax        NET PAY',
        'Current       1,260.00       50.40     167.10      150.00         892.50',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(15000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([5040, 9210, 7500]);
    expect(r.net.value).toBe(89250);
  });
  it('reads on past a load\'s second date wrapped alone under its "PU/DEL" column', () => {
    const r = extractSettlement(
      [
        '  KIAMICHI DISPATCH LLC            CARRIER WEEKLY STATEMENT',
        '  Paid:   07-01-26 (ACH)',
        'LOAD #     BROKER                 PU/DEL    LANE                      MILES      RATE  ACCESS   DISP 8%',
        '---------- ---------------------- --------  ------------------------- ----- --------- ------- --------',
        '5512077    Bluestem Freight Broke 06-22-26  Tulsa OK > Wichita KS       176  1,100.00       -    88.00',
        '                                  06-23-26',
        'RTX-20931  Redland Logistics Inc  06-24-26  Wichita KS > Denver CO      521  2,400.00   75.00   198.00',
        '                                  06-25-26',
        '---------- ---------------------- --------  ------------------------- ----- --------- ------- --------',
        'TOTALS                                                                  697  3,500.00   75.00   286.00',
        '  NET ACH SENT TO CARRIER .......................................   3,289.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(697);
    expect(r.linehaul.value).toBe(350000);
  });
  it('reads a French trip table\'s "M.CHAR  M.VIDE" as loaded and empty miles and its "MILLAGE" money as the linehaul', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS NICOLET INC.            RELEVÉ DE RÈGLEMENT - VOITURIER PROPRIÉTAIRE',
        'Date de paiement : 20 mars 2026',
        'VOYAGE  DATE    TRAJET                         M.CHAR  M.VIDE     MILLAGE   SURCHARGE',
        '------- ------- ------------------------------ ------ ------  ----------  ----------',
        '52210   9 mars  Nicolet QC -> Albany NY           301     19      582,40      123,41',
        '52231   11 mars Albany NY -> Nicolet QC           296     12      560,56      121,36',
        '------- ------- ------------------------------ ------ ------  ----------  ----------',
        'TOTAL                                                          1 142,96      244,77',
        '',
        'REVENUS',
        '  Millage                                               1 142,96 $',
        '  Surcharge carburant                                     244,77 $',
        '  TOTAL DES REVENUS                                     1 387,73 $',
        '  MONTANT NET DÉPOSÉ LE 20 MARS 2026                    1 387,73 $',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(628);
    expect(r.linehaul.value).toBe(114296);
  });
  it('takes the table\'s Flete total as the linehaul, not a "Subtotal (fletes + maniobras)" that adds other pay to it', () => {
    const r = extractSettlement(
      [
        '                      TÉPACHE CARGA, S.A. DE C.V.',
        '                    LIQUIDACIÓN A PERMISIONARIO  No. LP-2026-0601',
        'Periodo       : 18/05/2026 al 24/05/2026                    Fecha de pago: 27/05/2026',
        '+---------+------------+-------------------+-------------------+--------------+--------------+--------------+',
        '| Viaje   | Fecha      | Origen            | Destino           |        Flete |   Maniobras  |     Casetas  |',
        '+---------+------------+-------------------+-------------------+--------------+--------------+--------------+',
        '| TP-1180 | 19/05/2026 | Hermosillo, Son.  | Nogales, Son.     |$   10,400.00 |           -- |$      398.00 |',
        '| TP-1192 | 22/05/2026 | Nogales, Son.     | Guaymas, Son.     |$    7,900.00 |$      600.00 |$      512.00 |',
        '+---------+------------+-------------------+-------------------+--------------+--------------+--------------+',
        '| TOTALES                                                     |$   18,300.00 |$      600.00 |$      910.00 |',
        '+---------+------------+-------------------+-------------------+--------------+--------------+--------------+',
        '   Subtotal (fletes + maniobras) ..................... $   18,900.00',
        '   IVA 16% ........................................... $    3,024.00',
        '   TOTAL FACTURADO ................................... $   21,924.00',
        '   Reembolso de casetas (comprobantes anexos) ........ $      910.00',
        '   NETO A PAGAR ...................................... $   22,834.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(1830000);
  });
  it("ends an OCR'd load table at a fuel-surcharge line of the statement's own under the loads", () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE MATANE INC. RELEVÉ DE PAIE - VOITURIER',
        'Date de dépôt : 23 mai 2025',
        'Voyage Date Trajet Milles Taux Montant',
        'M-25-0511 12-05 Matane (QC) - Bangor (ME) 402 2,05 824,10 $',
        'M-25-0517 14-05 Bangor (ME) - Matane (QC) 398 2,05 815,90 $',
        'Supplément carburant 800 0,58 464,00 $',
        'Attente M-25-0517 (2 h x 45,00) 90,00 $',
        'Sous-total des revenus 2 194,00 $',
        'MONTANT NET DÉPOSÉ 2 194,00 $',
      ].join('\n'),
    );
    expect(r.fuelSurcharge.value).toBe(46400);
    expect(r.miles.value).toBe(800);
  });
  it('reads a signed amount whose decimal point OCR read as a colon ("-250:00") as money', () => {
    const r = extractSettlement(
      [
        'Sebasticook Dispatch LLC CARRIER PAY STATEMENT',
        'ACH sent: 03/17/26',
        'Gross freight (rates + detention) 3,180.00',
        'Dispatch fee 7% of gross freight -222.60',
        'Fuel advance 03/11/26 (EFS check #40577) -250:00',
        'NET ACH SENT TO CARRIER 2,707.40',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(25000);
  });
  it('reads an OCR\'d table under "# Pickup Broker Load # …" whose rows start with their count, not their id', () => {
    const r = extractSettlement(
      [
        'Passagassawakeag Dispatch LLC CARRIER PAY STATEMENT',
        'ACH sent: 03/24/26',
        '# Pickup Broker Load # Lane Miles Rate Extras',
        '1 03/16/26 Pinebrook Logistics 7731955 Bangor ME - Worcester MA 262 1,150.00',
        '2 03/17/26 Tall Timber Freight 55-20477 Worcester MA - Allentown PA 301 1,275.00 100.00 detention',
        'Totals 563 2,425.00',
        'Gross freight (rates + detention) 2,525.00',
        'Dispatch fee 7% of gross freight -176.75',
        'NET ACH SENT TO CARRIER 2,348.25',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('7731955');
    expect(r.miles.value).toBe(563);
  });
  it('reads a reimbursement under an OCR\'d "NON- TAXABLE REIMBURSEMENT" heading as paid back, not held', () => {
    const r = extractSettlement(
      [
        'SEVIER VALLEY FREIGHT, INC. EARNINGS STATEMENT',
        'Pay Date : 26-Jun-2026',
        'Mileage - Loaded/Empty 2,050 .6200 1,271.00 29,400.00',
        'GROSS PAY . 1,271.00 29,400.00',
        'TAXES 5 Current YTD',
        'Federal Income Tax 98.10 2,101.00',
        'NON- TAXABLE REIMBURSEMENT Current YTD :',
        'CAT Scale 06/22 (rcpt) . 12.50 48.75',
        'Direct Deposit: Checking ****2207 1,185.40',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(1250);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([9810]);
  });
  it("reads an OCR'd boxed trip table: a bar and a quote before its header, lanes under the rows with digits in worded brackets", () => {
    const r = extractSettlement(
      [
        'CLEARWATER TRACTOR LEASE, LLC LEASE OPERATOR SETTLEMENT',
        'Issued: 2026-05-25',
        '"| Trip / PU date Ld mi MT mi Mileage - FSC Stops |',
        '| CTL-6610-A 2026-05-19 402 12 654.12 198.72 |',
        '| Lewiston ID (Dock T4) > Boise ID (WinCo DC 2) . |',
        '| CTL-6622-B 2026-05-21 388 30 660.44 200.64 50.00 |',
        '| © Boise ID (Plant 7) > Lewiston ID |',
        '| Totals 790 42 1,314.56 399.36 50.00 |',
        '| Mileage pay 832 mi @ 1.58 1,314.56 |',
        'NET SETTLEMENT 1,763.92',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('CTL-6610-A');
    expect(r.miles.value).toBe(832);
    expect(r.fuelSurcharge.value).toBe(39936);
  });
  it('reads no miles from the count of an OCR\'d totals row "TOTALS 3 orders 1293"', () => {
    const r = extractSettlement(
      [
        'BRAZOS LEASING CO. Lessor Settlement - Percentage Program',
        'Pay date : 2026-05-28 (ACH)',
        'Order No. Del. Date Lane Miles LH Revenue Share 72% FSC',
        'BL-260519-01 2026-05-19 AMARILLO TX - DENVER CO 431 2,150.00 1,548.00 412.60',
        'BL-260521-04 2026-05-21 DENVER CO - SALINA KS 460 1,480.00 1,065.60 318.40',
        'BL-260523-02 2026-05-23 SALINA KS - AMARILLO TX 402 1,620.00 1,166.40 349.10',
        'TOTALS 3 orders 1293 5,250.00 3,780.00 1,080.10',
        'NET PAY 4,860.10',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1293);
  });
  it('classifies a broker\'s QuickPay advice as factoring when its fee is taken "in lieu of standard 30-day terms" or "from the invoice total"', () => {
    const inLieu = extractSettlement(
      [
        'POST OAK LOGISTICS, INC.  |  MC 884291  |  Tulsa OK',
        '               *** CARRIER QUICKPAY REMITTANCE ADVICE ***',
        'PAYMENT DATE: 28MAY26      PAYMENT #: ACH 000419112',
        'LOAD POL-31120   OKMULGEE OK -> TULSA OK   PU 20MAY26  DEL 21MAY26   88 MI',
        '    LINE HAUL                                     650.00',
        '    LESS QUICKPAY FEE 3.00%                       -19.50',
        '    AMOUNT PAID                                   630.50',
        'Carrier agrees that QuickPay fee is deducted in lieu of standard 30-day terms.',
      ].join('\n'),
    );
    expect(inLieu.documentType.value).toBe('factoring_remittance');
    const perInvoice = extractSettlement(
      [
        'CATOCTIN FORD LOGISTICS, LLC                                  REMITTANCE ADVICE',
        'PAY TYPE : QUICKPAY 2.5%      PAYMENT DATE: 09OCT2026',
        'LOAD NO     CARR INV DELIVERED    LINEHAUL  INV TOTAL   QP FEE   NET PAID',
        'CFL-604811  1031     01OCT2026    1,900.00   1,900.00   -47.50   1,852.50',
        '  TOTAL REMITTED BY ACH ............................................        1,852.50',
        'Quick pay fee is deducted per load from the invoice total incl. fuel and accessorials.',
      ].join('\n'),
    );
    expect(perInvoice.documentType.value).toBe('factoring_remittance');
  });
  it('names no payer from "Paid By: Direct Deposit": the way it was paid, the letterhead pays', () => {
    const r = extractSettlement(
      [
        '                                Bear Butte Leasing, Inc.',
        '          1609 Deadwood Ave N  |  Rapid City, South Dakota 57702',
        'Contractor:   Wind Cave Freight LLC                             Statement:     March 27, 2026',
        'Work Period:  March 15 - March 21, 2026                          Paid By:       Direct Deposit',
        'GROSS COMPENSATION                                               3,120.00',
        'NET SETTLEMENT                                                   2,480.00',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('Bear Butte Leasing, Inc.');
  });
  it("reads a load row whose id meets the broker's name one space apart, where the broker column starts", () => {
    const r = extractSettlement(
      [
        'COOSA RIVER DISPATCH LLC          WEEKLY CARRIER STATEMENT',
        'Week: 2026-05-18 to 2026-05-24          ACH date: 2026-05-29',
        '  Load #      Broker                       Pickup      Lane                          Miles  Rate (all-in)',
        '  -------------------------------------------------------------------------------------------------------',
        '  4410990     Ridgeway Freight Solutions   2026-05-18  Tuscaloosa, AL > Memphis, TN    252       1,050.00',
        '  TFB 77-3109 Tombigbee Freight Brokerage  2026-05-20  Memphis, TN > Jackson, MS       211         900.00',
        '  -------------------------------------------------------------------------------------------------------',
        '  Total revenue collected                                                                       1,950.00',
        '  NET ACH TO CARRIER                                                                             1,794.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(463);
  });
  it('names the trip from "Viaje 1  [MAP-0917]" ahead of its carta porte', () => {
    const r = extractSettlement(
      [
        'NAZAS AUTOTRANSPORTES, S.A. DE C.V.',
        '==================== LIQUIDACIÓN DE VIAJES AL PERMISIONARIO ====================',
        'Periodo: 10-may-2026 al 16-may-2026            Fecha de pago: 22-may-2026 (SPEI)',
        'Viaje 1  [NAZ-1104]   Carta Porte CP-60211   Fecha: 11-may-2026',
        '   Flete ....... $ 16,200.00',
        'Viaje 2  [NAZ-1109]   Carta Porte CP-60257   Fecha: 14-may-2026',
        '   Flete ....... $  9,400.00',
        '   NETO A PAGAR                              $   25,600.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('NAZ-1104');
  });
  it('names the letterhead, not the sending desk, of an e-mail "From: Carrier Payments <carrierpay@…>"', () => {
    const r = extractSettlement(
      [
        'From:    Carrier Payments <carrierpay@baldmountainfreight.com>',
        'To:      billing@sawtoothlinehaul.com',
        'Subject: QuickPay Remittance Advice - Payment #QP-0730112',
        '',
        'BALD MOUNTAIN FREIGHT BROKERAGE, INC.',
        'MC 1023399  |  12 River St, Hailey, ID 83333',
        '',
        '  Payment date........... Wed, 29 Jul 2026',
        '  Invoice total                                   2,100.00',
        '  Amount paid                                     2,037.00',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('BALD MOUNTAIN FREIGHT BROKERAGE, INC.');
  });
  it('reads a ledger whose load lines put the lane before the loaded miles, and takes its "EFT Date" as the date paid', () => {
    const r = extractSettlement(
      [
        '                              SCHOHARIE TRACTOR LEASING, LLC',
        'INDEPENDENT CONTRACTOR SETTLEMENT',
        'Contractor: Catskill Gap Hauling Inc. (IC #0291)     Statement Date: April 9, 2026',
        'Settlement Period: March 29, 2026 - April 4, 2026   EFT Date: April 10, 2026',
        'DATE    REF       DESCRIPTION                                            DEBIT        CREDIT',
        'Mar 30  SL-8812   Albany NY-Scranton PA loaded 201 mi @ 1.750                         351.75',
        'Mar 31  SL-8830   Scranton PA-Utica NY loaded 166 mi @ 1.750                          290.50',
        'Apr 02  LS-T230   Tractor lease - unit T230 weekly                      725.00',
        '                  COLUMN TOTALS                                         725.00        642.25',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('SL-8812');
    expect(r.date.value).toBe('2026-04-10');
  });
  it('reads a "Load / Broker" column whose cells give the load\'s number, then its broker after a slash', () => {
    const r = extractSettlement(
      [
        'MOBJACK DISPATCH CO.            CARRIER PAY STATEMENT',
        '  Statement ID ... MDC-RRT-0526    Issued 2026-05-19',
        '#  Load / Broker                               Picked up      Mi       Rate     Addl',
        '====================================================================================',
        '1  TQ-8841391 / Tidewater Quay Logistics       2026-05-11    284   1,350.00        -',
        '     Norfolk, VA -> Greensboro, NC',
        '2  BKR-55102 / Cardinal Point Brokerage        2026-05-13    528   1,980.00    75.00',
        '     Greensboro, NC -> Richmond, VA   (detention 1.5h @ 50.00)',
        '====================================================================================',
        '   TOTAL                                                   812   3,330.00    75.00',
        '  NET ACH SENT TO CARRIER 2026-05-20 ....................   3,132.60',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('TQ-8841391');
    expect(r.miles.value).toBe(812);
    expect(r.linehaul.value).toBe(333000);
  });
  it('reads "Total retenciones y descuentos" as a total, and tolls under "COMPROBACIÓN DE GASTOS" as paid back', () => {
    const r = extractSettlement(
      [
        'ZAPOTLÁN AUTOTRANSPORTES, S.A. DE C.V.        LIQUIDACIÓN A PERMISIONARIO',
        'Fecha de pago: 31/jul/2026',
        'Fletes                                                                    $40,000.00',
        'TOTAL FACTURADO (CFDI A-3402)                                             $46,400.00',
        'II. RETENCIONES Y DESCUENTOS',
        '  Retención IVA 4% (autotransporte)                                       -$1,600.00',
        '  Vale diésel V-45110  27/jul  410.0 lt                                  -$10,660.00',
        '  Total retenciones y descuentos                                         -$12,260.00',
        'III. COMPROBACIÓN DE GASTOS (reembolso al permisionario)',
        '  Casetas Gdl-Mty (7 tickets)                                            $1,684.00',
        '  Total gastos comprobados                                                 $1,684.00',
        'NETO A PAGAR (transferencia SPEI 31/jul/2026)                             $35,824.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([160000, 1066000]);
    expect(r.reimbursements.value).toBe(168400);
  });
  it('reads earnings and deductions split by a bar when a rule runs across both under the heading', () => {
    const r = extractSettlement(
      [
        'KASKASKIA VALLEY FREIGHT LINES, INC.                            EARNINGS STATEMENT',
        '                                                                 Pay Date    08/28/26',
        'EARNINGS              UNITS     RATE    CURRENT         YTD   |  DEDUCTIONS         CURRENT        YTD',
        '------------------------------------------------------------------------------------------------------',
        'Mileage Pay           2,300    .5800   1,334.00   49,855.37   |  401(k) 4%            53.36   1,896.90',
        'Stop Pay                  2  25.0000      50.00    1,100.00   |  Federal W/H         101.20   3,888.27',
        '                                                              |  Social Security      85.81   3,010.38',
        '------------------------------------------------------------------------------------------------------',
        'GROSS PAY                              1,384.00   50,955.37   |  TOTAL DEDUCT.       240.37',
        '  NET PAY     1,143.63     Direct deposit  xxxxx4081',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(133400);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([5336, 10120, 8581]);
  });
  it("reads on past lanes wrapped under rows that start with the broker's name, with a bracketed note on the extras", () => {
    const r = extractSettlement(
      [
        'MORA RIVER DISPATCH LLC        CARRIER WEEKLY STATEMENT',
        'ACH Sent: 2026-05-18',
        'Broker                    Load #       PU Date      Miles       Rate  Det/Lay   Load Pay   Disp 8%',
        '--------------------------------------------------------------------------------------------------',
        'Pinon Ridge Logistics     PRL-2207001  2026-05-11     287   1,150.00        -   1,150.00     92.00',
        '   Albuquerque NM > Amarillo TX',
        'Red Butte Brokerage LLC   77310991     2026-05-13     366   1,425.00   100.00   1,525.00    122.00',
        '   Amarillo TX > Oklahoma City OK   (DET 2h)',
        'Sangre Freight Solutions  SFS-52011    2026-05-15     611   1,875.00        -   1,875.00    150.00',
        '   Oklahoma City OK > Santa Rosa NM',
        '--------------------------------------------------------------------------------------------------',
        'TOTALS (3 loads)                                    1,264   4,450.00   100.00   4,550.00    364.00',
        '  NET ACH TO CARRIER ..................................   4,186.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1264);
    expect(r.linehaul.value).toBe(445000);
  });
  it('takes a QuickPay table\'s "Approved Amt" total as the gross, ahead of what was paid', () => {
    const r = extractSettlement(
      [
        'Okolona Freight Brokerage, Inc.            QUICKPAY PAYMENT ADVICE',
        'Payment Date:    Aug 28, 2026',
        '  Our Load #  Your Inv # Delivered       Approved Amt    QP Fee 3%        Paid',
        '  ----------------------------------------------------------------------------',
        '  OF-610882   DST-0931   Aug 24, 2026        2,000.00        60.00    1,940.00',
        '              Tupelo MS - Birmingham AL',
        '  OF-610890   DST-0934   Aug 25, 2026        1,000.00        30.00      970.00',
        '  ----------------------------------------------------------------------------',
        '  Totals                                     3,000.00        90.00    2,910.00',
        'Adjustments',
        '  Claim deduction - Load OF-610890 (1 pallet damaged)                    -50.00',
        'AMOUNT OF THIS PAYMENT:  $2,860.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(300000);
  });
  it('reads a "Pd Mi" column as the miles paid', () => {
    const r = extractSettlement(
      [
        'COLDWATER CREEK CARRIERS, INC.    OWNER OPERATOR SETTLEMENT',
        'Check date 06/20/25',
        'PRO #      Ship Dt   Origin           Destination      Pd Mi   Rate  Linehaul      FSC   Other',
        '-------------------------------------------------------------------------------------------------',
        'CC-251002  06/16/25  Decatur, AL      Memphis, TN        232   1.78    412.96   134.56    0.00',
        'CC-251019  06/17/25  Memphis, TN      Dallas, TX         452   1.78    804.56   262.16    0.00',
        '-------------------------------------------------------------------------------------------------',
        'NET PAY                                                                 1,614.24',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(684);
  });
  it('reads a QuickPay summary\'s "FREIGHT CHARGES (2 LOADS)" as the gross, not a charge', () => {
    const r = extractSettlement(
      [
        'SHINGLE OAK LOGISTICS, INC.  |  MC 884377  |  Tulsa OK',
        '                         *** CARRIER QUICKPAY REMITTANCE ADVICE ***',
        'PAYMENT DATE: 04JUN26      PAYMENT #: ACH 000419377',
        'LOAD SOL-310601   OKMULGEE OK -> LITTLE ROCK AR   PU 28MAY26  DEL 29MAY26   287 MI',
        '    LINE HAUL                                   1,050.00',
        '    LOAD TOTAL                                  1,050.00',
        'LOAD SOL-310644   LITTLE ROCK AR -> DALLAS TX   PU 30MAY26  DEL 31MAY26   318 MI',
        '    LINE HAUL                                   1,350.00',
        '    LOAD TOTAL                                  1,350.00',
        'PAYMENT SUMMARY ----------------------------------------',
        '    FREIGHT CHARGES (2 LOADS)                   2,400.00',
        '    LESS QUICKPAY FEE 3.00%                       -72.00',
        '                                              ==========',
        '    AMOUNT PAID                                 2,328.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(240000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([7200]);
  });
  it('names the payer from the debtor column, not from the header names OCR set after "Debtor :"', () => {
    const r = extractSettlement(
      [
        'KEOWEE LAKE FUNDING, LLC',
        'PURCHASE ADVICE / SCHEDULE OF ACCOUNTS',
        'Schedule received: 20-Aug-26 Funding date: 21-Aug-26',
        'Invoice Debtor : Load/Ref # Inv Date Face Amt Fee% Fee Rsv 5%',
        'RCT-1101 Sandhill Freight Brokerage, Inc. 5521017 17-Aug-26 2,850.00 2.50 71.25 142.50',
        'RCT-1102 Sandhill Freight Brokerage, Inc. 5521044 18-Aug-26 3,120.00 2.50 78.00 156.00',
        '2 invoices 5,970.00 149.25 298.50',
        'AMOUNT WIRED TO CLIENT . 5,522.25',
      ].join('\n'),
    );
    expect(r.broker.value).not.toBe('Load/Ref # Inv Date Face Amt Fee% Fee Rsv 5%');
    expect(r.broker.value).toBe('Sandhill Freight Brokerage, Inc.');
  });
  it('reads an OCR\'d pay summary "GROSS PAY TOTAL DEDUCTIONS NET PAY" over "Current …" amounts', () => {
    const r = extractSettlement(
      [
        'THOUSAND ISLANDS FREIGHTWAYS LTD. STATEMENT OF EARNINGS AND DEDUCTIONS',
        'pay Period: 2026/08/09 - 2026/08/22 Pay Date: 2026/08/28:',
        'EARNINGS : Hours Rate Current YTD',
        'Regular 80.00 28.75 2,300.00 36,800.00',
        'DEDUCTIONS Current YTD',
        'CPP . 132.60 2,337.91',
        'Federal Income Tax : 251.40 4,741.30',
        'GROSS PAY TOTAL DEDUCTIONS "NET PAY',
        '',
        'Current 2,300.00 384.00 .1,916.00',
        '',
        'YTD 36,800.00 7,079.21 29,720.79',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(230000);
    expect(r.net.value).toBe(191600);
  });
  it('lines up an OCR\'d QuickPay grid with a carrier-invoice column, "QP- FEE", "NET PAID" and an "accessorial: …" note under a row', () => {
    const r = extractSettlement(
      [
        'HAZEL RUN LOGISTICS, LLC REMITTANCE ADVICE',
        'PAY TYPE : QUICKPAY 2.5% (standard terms NET 30 waived per carrier request)',
        'PAYMENT NO: EFT0041990 PAYMENT DATE: 09OCT2026',
        'LOAD NO CARR INV DELIVERED LINEHAUL FUEL ACCESS. INV TOTAL  QP- FEE NET PAID',
        'HRL-604811 1031 01OCT2026 1,900.00 285.00 0.00 2,185.00 -54.63 2,130.37',
        'HRL-604852 1032 03OCT2026 1,150.00 172.50 75.00 1,397.50 -34.94 1,362.56',
        'accessorial: DRV ASST i',
        'HRL-604870 1033 05OCT2026 2,425.00 363.75 150.00 2,938.75 -73.47 2,865.28',
        'TOTALS 5,475.00 821.25 225.00 6,521.25 -163.04 6,358.21',
        'TOTAL REMITTED BY ACH 6,358.21',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('HRL-604811');
    expect(r.gross.value).toBe(652125);
    expect(r.linehaul.value).toBe(547500);
    expect(r.fuelSurcharge.value).toBe(82125);
  });
  it('reads an OCR\'d amount of four figures or more before a per cent sign ("1861,92%") as money, its dollar sign misread', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS RIMOUSKI INC. RELEVÉ DE RÈGLEMENT',
        'Date de dépôt : 12 juin 2026',
        'TOTAL DES GAINS (taxes incluses) : 4 213,99 $',
        'TOTAL DES RETENUES 2 352,07 $',
        'MONTANT NET DEPOSE © 1861,92% . :',
      ].join('\n'),
    );
    expect(r.net.value).toBe(186192);
  });
  it('works the net out from a gross OCR printed with a trailing minus ("4 213,99-$") as from the gross itself', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS MATANE INC. RELEVÉ DE RÈGLEMENT',
        'Date de dépôt : 19 juin 2026',
        'TOTAL DES GAINS (taxes incluses) : 4 213,99-$',
        'Carburant - carte flotte (11 transactions) 1 688,72 $',
        "Frais d'administration 35,00 $",
      ].join('\n'),
    );
    expect(r.gross.value).toBe(421399);
    expect(r.net.value).toBe(249027);
  });
});

describe('rules learned from batches 69 and 70', () => {
  it('keeps "Total QuickPay Discount" as the one charge, its per-load parts printed again in it', () => {
    const r = extractSettlement(
      [
        'CARTHAGE FREIGHT BROKERAGE, INC.          QUICKPAY REMITTANCE ADVICE',
        'Payment Date:    09 Nov 2026',
        'Load #7720511        Shipped 11/02/2026   Delivered 11/03/2026',
        '   Invoice Total   1,900.00   QuickPay Discount 3.0%   -57.00   Paid   1,843.00',
        'Load #7720530        Shipped 11/04/2026   Delivered 11/04/2026',
        '   Invoice Total   1,100.00   QuickPay Discount 3.0%   -33.00   Paid   1,067.00',
        'Total Invoiced                              3,000.00',
        'Total QuickPay Discount                       -90.00',
        'TOTAL PAID                                 $2,910.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([9000]);
  });
  it('reads a bare "Fuel" beside each load\'s linehaul as its fuel surcharge, in later loads\' blocks too', () => {
    const r = extractSettlement(
      [
        'Combahee Logistics, Inc.        REMITTANCE ADVICE -- QUICKPAY (2 BUSINESS DAYS)',
        'Payment date:    Thursday, April 2, 2026',
        '  Load 5514001   PU 3/24 Orangeburg, SC  ->  DEL 3/25 Chattanooga, TN',
        '      Linehaul $1,450.00   Fuel $210.00',
        '      Invoice total  $1,660.00      QuickPay fee 3%   -$49.80',
        '  Load 5514033   PU 3/26 Augusta, GA  ->  DEL 3/26 Jacksonville, FL',
        '      Linehaul $900.00   Fuel $128.00',
        '      Invoice total  $1,028.00      QuickPay fee 3%   -$30.84',
        '  Invoices approved (2)                       $2,688.00',
        '  QuickPay fees                                -$80.64',
        '  NET PAYMENT                                 $2,607.36',
      ].join('\n'),
    );
    expect(r.fuelSurcharge.value).toBe(33800);
  });
  it('reads a ledger dated "09 Mar 2026": its loads\' lines name the trip and add up their miles', () => {
    const r = extractSettlement(
      [
        'TIMPANOGOS LEASING CO.      LESSEE SETTLEMENT LEDGER',
        'Deposit date      : 25 Mar 2026  (ACH to acct ending 0932)',
        'Date         Ref       Description                                          Debit      Credit     Balance',
        '16 Mar 2026  7734310   Linehaul  1,012 mi @ 1.450  Searcy AR-Joliet IL                1,467.40    1,467.40',
        '17 Mar 2026  EFS-5602  Cash advance (EFS check)                            150.00                1,317.40',
        '19 Mar 2026  7734355   Linehaul  1,128 mi @ 1.450  Joliet IL-Dallas TX                1,635.60    2,953.00',
        '21 Mar 2026  U4417     Tractor lease pmt Unit 4417 wk 12 of 156            725.00                2,228.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('7734310');
    expect(r.miles.value).toBe(2140);
  });
  it('names the trip from ledger lines whose load number starts with the year ("26-4418")', () => {
    const r = extractSettlement(
      [
        'OBION RIVER TRANSPORT, INC.    LEASE OPERATOR SETTLEMENT',
        'Direct deposit date: Wednesday, April 1, 2026',
        'Date   Ref       Description                                      Debit    Credit    Balance',
        'Mar 23 26-4502   Rev share 72% of 2,850.00 Cookeville TN -               2,052.00   2,052.00',
        'Mar 23 PLT0323   Fuel - Pilot #412 Lebanon TN                    612.37             1,439.63',
        'Mar 25 26-4517   Rev share 72% of 1,975.00 Decatur AL -                  1,422.00   2,861.63',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('26-4502');
  });
  it('reads a QuickPay advice\'s "Total of approved invoices" as the gross and names the trip from "TVF-… PU NOV 17 …" block headings', () => {
    const r = extractSettlement(
      [
        'BUCKHANNON FREIGHT BROKERAGE, INC.          REMITTANCE ADVICE - QUICKPAY',
        '                                                      Payment Date DEC 01, 2026',
        '  BFB-239311   PU NOV 23   Clarksburg, WV -> Pittsburgh, PA   128 mi',
        '      Linehaul                                               650.00',
        '      Invoice total                                          650.00',
        '  BFB-239388   PU NOV 24   Morgantown, WV -> Columbus, OH   201 mi',
        '      Linehaul                                               925.00',
        '      Invoice total                                          925.00',
        '  Total of approved invoices  (329 mi)                     1,575.00',
        '  QuickPay discount 3.00% of 1,575.00                        -47.25',
        '  Comchek advance fee ©                                       -8.00',
        '  AMOUNT PAID BY ACH                                      $1,519.75',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(157500);
    expect(r.tripNumber.value).toBe('BFB-239311');
    expect(r.advances.value).toBeNull();
  });
  it('reads charges under "OTHER CHARGES" as held, "Load totals collected" as the gross and "- Other charges" below as their total', () => {
    const r = extractSettlement(
      [
        'KISHWAUKEE DISPATCH WORKS LLC       CARRIER PAY STATEMENT',
        'Net ACH sent to carrier 2026-04-03 (trace 071000288430777)',
        'OTHER CHARGES',
        '   Fuel card (Mudflap) 03/24 Des Moines IA               488.62',
        '   ELD pass-through (Motive)                              35.00',
        'PASS-THROUGH REIMBURSEMENT',
        '   Lumper paid by driver 03/26, repaid by Cordwood       210.00',
        '',
        '   Load totals collected              3,000.00',
        '   - Dispatch fees (7%)                -210.00',
        '   - Other charges                     -523.62',
        '   + Lumper reimbursement               210.00',
        '   = NET ACH TO CARRIER               2,476.38',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(300000);
    expect(r.reimbursements.value).toBe(21000);
    expect(r.deductions.map((d) => d.amountCents).sort((a, b) => a - b)).toEqual([3500, 21000, 48862]);
  });
  it('reads a relevé de paie: trips "Voyages … 6  235,00  1 410,00" as the linehaul beside a Période/Cumul block, and no employer contributions', () => {
    const r = extractSettlement(
      [
        'SAINT-LAZARE TRANSPORT INC.                              RELEVÉ DE PAIE',
        'Période    : du 22 mars au 4 avril 2026           Date de paie : 9 avril 2026',
        'GAINS                      Qté     Taux     Montant | RETENUES                  Période       Cumul',
        '--------------------------------------------------- | ---------------------------------------------',
        'Voyages L.D. (Toronto)       6   235,00    1 410,00 | Impôt fédéral              171,40    1 541,55',
        'Voyages régionaux            3   140,00      420,00 | Impôt du Québec            198,65    1 788,50',
        'Prime de nuit                4    15,00       60,00 | RRQ                        127,88    1 149,48',
        '--------------------------------------------------- | ---------------------------------------------',
        'TOTAL BRUT                                 1 890,00 | TOTAL RETENUES             497,93',
        '      MONTANT NET DÉPOSÉ .....................     1 392,07 $',
        "Cotisations de l'employeur (à titre informatif - non retenues sur votre paie) :",
        '   RRQ 127,88   Assurance-emploi 39,40   RQAP 13,03',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(183000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([17140, 19865, 12788]);
  });
  it('pays back a reimbursement whose receipts are "on file": that is a remark, not a balance', () => {
    const r = extractSettlement(
      [
        'NAPOLEON CARTAGE COMPANY  EARNINGS STATEMENT',
        'Pay date 11/27/2026',
        'GROSS PAY        1,500.00',
        'NON-TAXABLE REIMBURSEMENT                                 CURRENT',
        '  Scale tickets (2) - receipts on file                        24.00',
        'NET PAY 1,524.00',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(2400);
  });
  it('starts a charge at "401(k) 4%" beside an earning on the same line, though its name is figures and one letter', () => {
    const r = extractSettlement(
      [
        'ARCHBOLD CARTAGE COMPANY  EARNINGS STATEMENT',
        'Pay date 12/04/2026',
        'EARNINGS         HOURS/    RATE      CURRENT         YTD  DEDUCTIONS              CURRENT         YTD',
        'Mileage           2,000.00   .5800  1,160.00   57,003.11  Before-Tax',
        'Stop Pay              4.00 25.0000    100.00    3,200.00    401(k) 4%                50.40    2,297.30',
        'GROSS PAY                           1,260.00   60,203.11    Federal W/H              98.10    2,721.18',
        'NET PAY 1,111.50',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([5040, 9810]);
  });
  it('keeps the printed net pay when "Deposits:" splits it between accounts below', () => {
    const r = extractSettlement(
      [
        'ROCK ELM DAIRY TRANSPORT, INC.     EARNINGS STATEMENT',
        'Pay date 08/21/2026',
        '  Gross Pay                            $1,400.00    43,814.19',
        '  Federal Income Tax         -140.00     4,459.04',
        '  Net Pay                  $1,260.00',
        '  Deposits:   Checking  xxxxxx2207     1,210.00',
        '              Savings   xxxxxx9150        50.00',
      ].join('\n'),
    );
    expect(r.net.value).toBe(126000);
  });
  it('reads the net named after a sum in words without an equals sign: "GROSS … - DEDUCTIONS … + REIMB …   NET PAY …"', () => {
    const r = extractSettlement(
      [
        'MINNEOPA FREIGHT, INC.    EARNINGS STATEMENT',
        'Pay date 07/10/2026',
        'GROSS PAY                                                  1,500.00    33,744.66',
        'Federal Income Tax                                           142.18     2,611.40',
        'TOTAL DEDUCTIONS                                             142.18     2,611.40',
        'Scale tickets (2) - expense                                   24.00        96.00',
        '  GROSS 1,500.00   - DEDUCTIONS 142.18   + REIMB 24.00      NET PAY  1,381.82',
      ].join('\n'),
    );
    expect(r.net.value).toBe(138182);
  });
  it('takes "Total collected for carrier" as the gross, over the line rates collected before it', () => {
    const r = extractSettlement(
      [
        'IRONTON DISPATCH SOLUTIONS LLC      CARRIER PAYOUT',
        'ACH sent        2026-05-29   trace 091000019873377',
        '    Line rates collected                        4,000.00',
        '    Detention collected                            75.00',
        '    Total collected for carrier                 4,075.00',
        '    Dispatch fee (Section A)                     -280.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(407500);
  });
  it('takes "Freight collected (rates + detention)" as the gross, a reserve release added after it', () => {
    const r = extractSettlement(
      [
        'WACISSA DISPATCH PARTNERS LLC      CARRIER STATEMENT',
        'ACH sent ........ 2026-11-24 to acct ending 4471 (Truist)',
        'Freight collected (rates + detention) ................   3,000.00',
        'Less dispatch fee (8% of each bill) ..................    -240.00',
        'Plus reserve release (loads wk 2026-08-17, 90 days) ..     250.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(300000);
  });
  it('names the trip from a liquidación\'s "Carta P." column, ahead of an advance\'s reference', () => {
    const r = extractSettlement(
      [
        'AUTOTRANSPORTES TEQUILA, S.A. DE C.V.     LIQUIDACIÓN A PERMISIONARIO',
        'Fecha de pago: 27/11/2026           Forma de pago: Transferencia SPEI',
        'Carta P.  Fecha       Ruta                                          Flete',
        '--------- ----------- ------------------------------------- --------------',
        'CP-45377  17/11/2026  Guadalajara, Jal. - Manzanillo, Col.        18,500.00',
        'CP-45390  19/11/2026  Manzanillo, Col. - León, Gto.               24,800.00',
        '                                          Subtotal fletes        43,300.00',
        '  Anticipo de viaje ANT-3055 (16/11/2026)                        -3,000.00',
        'NETO A PAGAR                                                     40,300.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('CP-45377');
  });
  it('holds a factor\'s reserve written as a bracketed remark on its own line: "(Reserve held 10%: 832.50 - …)"', () => {
    const r = extractSettlement(
      [
        'WOLF CAPITAL FUNDING, LLC   SCHEDULE OF ACCOUNTS',
        'Funded 11-18-26',
        '  Total face value purchased     8,325.00',
        '  Advance @ 90%      7,492.50',
        '  (Reserve held 10%: 832.50 - released when debtor pays)',
        '  Less discount fees (3.0% flat)    (249.75)',
        '  AMOUNT WIRED TO CLIENT     $7,242.75',
      ].join('\n'),
    );
    expect(r.escrow.value).toBe(83250);
  });
  it("takes no charge from the employer's own year-to-date contributions under the stub", () => {
    const r = extractSettlement(
      [
        'HAY RIVER CARTAGE LTD.    STATEMENT OF EARNINGS',
        'Pay date 2026-09-25',
        '| TOTAL GROSS                               2,975.96                         |',
        '| DEDUCTIONS                             CURRENT      YEAR TO DATE           |',
        '| Federal Income Tax                      318.40          5,733.10           |',
        '| CPP Contributions                       169.06          3,051.18           |',
        '| NET PAY (deposited to RBC ****4471)                           CAD 2,488.50 |',
        'Employer CPP 2026 ytd 3,051.18   Employer EI ytd 1,205.92',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([31840, 16906]);
  });
  it('reads no fuel surcharge from "Earnings before tax (mileage + FSC + other)", a sum of the kinds of pay', () => {
    const r = extractSettlement(
      [
        'SHEPODY HAULAGE LTD.     OWNER-OPERATOR PAY ADVICE',
        'Pay date 2026/04/03',
        '| Trip     Date       Lane                       Miles  Mileage    FSC Other |',
        '| PH-32001 2026/03/23 Moncton NB - Levis QC        441   904.05 180.81       |',
        '| PH-32017 2026/03/25 Levis QC - Woodstock NB      301   617.05 123.41 35.00 |',
        '| Totals                                           742 1,521.10 304.22 35.00 |',
        '| Earnings before tax (mileage + FSC + other)                       1,860.32 |',
        '| *** NET EFT ***                                                   1,860.32 |',
      ].join('\n'),
    );
    expect(r.fuelSurcharge.value).toBe(30422);
  });
  it('adds up each load\'s "Milles 236 x 2,10 $" line under its "Voyage …" heading when no total is printed', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS RIGAUD INC.       RELEVÉ DE RÈGLEMENT',
        'Date de paiement : 20 novembre 2026',
        'REVENUS',
        '  Voyage V-26-8901   16 nov.   Rigaud (QC) - Albany (NY)',
        '      Milles  236 x 2,10 $                               495,60 $',
        '  Voyage V-26-8917   18 nov.   Albany (NY) - Mississauga (ON)',
        '      Milles  388 x 2,10 $                               814,80 $',
        '  TOTAL DES REVENUS                                    1 310,40 $',
        '  MONTANT NET DÉPOSÉ                                   1 310,40 $',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(624);
  });
  it('tidies OCR\'d payers: a title after "COMPANY" or after "LTD.." and "LLC . LESSOR SETTLEMENT" is dropped', () => {
    const name = (first: string) =>
      extractSettlement([first, 'Pay date 11/20/2026', 'GROSS PAY 1,500.00', 'NET PAY 1,200.00'].join('\n'))
        .broker.value;
    expect(name('OTTAWA CARTAGE COMPANY EARNINGS ‘STATEMENT')).toBe('OTTAWA CARTAGE COMPANY');
    expect(name('SALISBURY HAULAGE LTD.. " OWNER-OPERATOR PAY ADVICE')).toBe('SALISBURY HAULAGE LTD.');
    expect(name('ELK LODGE TRACTOR LEASE, LLC . LESSOR SETTLEMENT')).toBe('ELK LODGE TRACTOR LEASE, LLC');
  });

  it('reads no amount from a lone figure after a dollar sign that closed the amount before it ("2 793,53 $ 5 .")', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS BAIE-TRINITÉ INC.   RELEVÉ DE RÈGLEMENT',
        'Date du paiement : 18 septembre 2026',
        'TOTAL DES REVENUS (taxes incluses) 4 751,75 :',
        'TOTAL DES RETENUES : 1 958,22 $ :',
        'MONTANT NET DEPOSE 2 793,53 $ 5 .',
      ].join('\n'),
    );
    expect(r.net.value).toBe(279353);
  });

  it('names the trip of an OCR\'d row whose date under "DATE" gained a digit ("11/062 TPC-77310 …")', () => {
    const r = extractSettlement(
      [
        'TOMBIGBEE PLAINS CARRIERS    OWNER OPERATOR SETTLEMENT',
        'Check date 11/13/2026',
        'DATE TRIP ORIGIN DESTINATION LOADED MT MILE PAY FSC TOTAL',
        '11/062 TPC-77410 HOUSTON TX DALLAS TX 239 22 463.05 124.28 587.33',
        '11/03 TPC-77442 DALLAS TX OKLAHOMA CITY OK 206 0 381.10 107.12 488.22',
        'TOTALS 445 22 844.15 231.40 1,075.55',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('TPC-77410');
  });
  it('reads a factor\'s "Advance on invoices purchased" as neither the gross nor an advance; the invoices\' face is the gross', () => {
    const r = extractSettlement(
      [
        'DEVILS LAKE FUNDING, LLC        SCHEDULE OF ACCOUNTS',
        'Schedule:  2026-0420          Funded: Oct 16, 2026',
        '  Total face value                                              4,000.00',
        '  Advance on invoices purchased (schedule 2026-0420)            3,490.00',
        '  - Same-day ACH fee                                              -15.00',
        '  AMOUNT FUNDED TO CLIENT                                      $3,475.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(400000);
    expect(r.advances.value).toBeNull();
  });
});

describe('rules learned from batches 73 to 88', () => {
  it('reads "Lessee earnings" as the gross, not "ee earnings" after a "Less" taken off its start', () => {
    const r = extractSettlement(
      [
        'CATAWBA LEASE PARTNERS, LLC   LESSEE SETTLEMENT',
        'Statement Date: Mar 14, 2026',
        '  Lessee share of line revenue            3,884.40',
        '  Fuel surcharge                            862.40',
        '  Lessee earnings                         4,746.80',
        '  Tractor lease                             725.00',
        '  Paid by direct deposit                  4,021.80',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(474680);
    expect(r.linehaul.value).toBe(388440);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([72500]);
  });
  it('reads a QuickPay advice\'s "TOTALS  Invoiced" as the gross, not each load\'s "Invoice total" nor a charge', () => {
    const r = extractSettlement(
      [
        'SKAGIT LOGISTICS GROUP, INC.     QUICKPAY REMITTANCE ADVICE',
        'Payment date:  May-19-2026',
        '  Load SLG-330871',
        '      Invoice total      1,937.10      QuickPay 2.5%    -48.43      Pay   1,888.67',
        '  Load SLG-331045',
        '      Invoice total      2,852.50      QuickPay 2.5%    -71.31      Pay   2,781.19',
        '  TOTALS    Invoiced    4,789.60    QuickPay fees   -119.74    Net paid   4,669.86',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(478960);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([11974]);
  });
  it('reads "Load pay (rates + accessorials)" above the fees as the gross, not the linehaul', () => {
    const r = extractSettlement(
      [
        'JAMAICA BAY DISPATCH LLC     CARRIER PAY SUMMARY',
        'Paid: 03/24/26',
        '   Load pay (rates + accessorials)                                     4,300.00',
        '   Dispatch fee 7% of load pay                                          -301.00',
        '   NET ACH SENT TO CARRIER                                             3,999.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(430000);
    expect(r.linehaul.value).toBeNull();
  });
  it('reads every item after "REIMBURSEMENTS:" on its line as paid back, under the charges\' column too, and its "Total" as their sum', () => {
    const r = extractSettlement(
      [
        'WABASH LEASE SERVICES, LLC     LEASE-PURCHASE WEEKLY SETTLEMENT',
        'Direct Deposit Date: 2026-04-17',
        '| EARNINGS                                     | DEDUCTIONS                                   |',
        '| Mileage 1,448 mi @ 1.72             2,490.56 | Lease pymt - Unit 4417                685.00 |',
        '| Fuel surch 1,385 ld mi @ 0.48         664.80 | Fuel - Fleet One card               1,188.42 |',
        '| GROSS EARNINGS                      3,155.36 | TOTAL DEDUCTIONS                    1,873.42 |',
        '| REIMBURSEMENTS: Scale ticket 04/08 (CAT) 13.50; IN Toll Road 27.85              Total 41.35 |',
        '    NET DEPOSIT  =  3,155.36 - 1,873.42 + 41.35  =  $ 1,323.29',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(315536);
    expect(r.reimbursements.value).toBe(4135);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([68500, 118842]);
  });
  it('reads "NET ADJUSTMENTS" (charges less the scale tickets paid back) and its repeat under the gross as the block\'s sum, not the net nor a charge', () => {
    const r = extractSettlement(
      [
        'LOCUST FORK TRANSPORT, INC.                 DRIVER SETTLEMENT',
        'CHECK DATE: 3/27/2026',
        'ADJUSTMENTS',
        '  FUEL - PILOT/FLYING J (6 TXNS)                           -812.46',
        '  OCC/ACC INSURANCE                                         -29.75',
        '  SCALE TICKETS (2)                                         +25.50',
        '                                                      ------------',
        '  NET ADJUSTMENTS                                          -816.71',
        '',
        '  GROSS                   2,374.42',
        '  ADJUSTMENTS              -816.71',
        '  CHECK AMOUNT            1,557.71',
      ].join('\n'),
    );
    expect(r.net.value).toBe(155771);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([81246, 2975]);
    expect(r.reimbursements.value).toBe(2550);
  });
  it('reads "FED TAXABLE" in a stub\'s summary strip as the wages taxed, not a charge', () => {
    const r = extractSettlement(
      [
        'ALTAMAHA BULK HAULERS, INC.                              EARNINGS STATEMENT',
        'Pay Date:       04/10/2026',
        '  EARNINGS                    RATE      UNITS      CURRENT          YTD',
        '  Mileage Pay               0.5600   2,214.00     1,239.84    16,812.44',
        '  GROSS PAY                                       1,239.84    16,812.44',
        '  TAXES WITHHELD                                   CURRENT          YTD',
        '  Federal Income Tax                                101.37     1,318.40',
        '  Medicare                                           20.23       263.04',
        '  Total Taxes                                       121.60     1,581.44',
        '  OTHER DEDUCTIONS                                 CURRENT          YTD',
        '  401(k) 4%                                          57.99       754.10',
        '  Dental                                              6.25        81.25',
        '  Total Deductions                                   64.24       835.35',
        '  |  GROSS PAY  |  FED TAXABLE  |    TAXES    |  DEDUCTIONS   |   NET PAY    |',
        '  |    1,239.84 |      1,053.99 |      121.60 |         64.24 |     1,054.00 |',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(123984);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([10137, 2023, 5799, 625]);
  });
  it('reads a QuickPay table\'s "QP 3%" column as the fee and its "Adjust" column as a charge of its own', () => {
    const r = extractSettlement(
      [
        'SILETZ BAY FREIGHT BROKERAGE, INC.        ** QUICKPAY REMITTANCE ADVICE **',
        'Payment Date .. 2026-05-07',
        'Load No.  Your Inv Delivered  Lane                      Invoice    QP 3%    Adjust   Net Paid',
        '========= ======== ========== ====================== ========== ======== ========= ==========',
        'SB-227014 SC-1182  2026-04-30 Toledo OR > Boise ID     2,650.00   -79.50             2,570.50',
        'SB-227031 SC-1185  2026-05-01 Salem OR > Redding CA    1,980.00   -59.40  -85.00 *   1,835.60',
        '========= ======== ========== ====================== ========== ======== ========= ==========',
        'TOTAL     2 loads                                      4,630.00  -138.90    -85.00   4,406.10',
        'AMOUNT DEPOSITED:  $4,406.10',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(463000);
    expect(r.net.value).toBe(440610);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([13890, 8500]);
  });
  it('adds nothing for an adjustments column whose figures add to the pay', () => {
    const r = extractSettlement(
      [
        'SILETZ BAY FREIGHT BROKERAGE, INC.        ** QUICKPAY REMITTANCE ADVICE **',
        'Payment Date .. 2026-05-07',
        'Load No.  Your Inv Delivered  Invoice    QP Fee    Adjust   Net Paid',
        'SB-227014 SC-1182  2026-04-30 2,650.00   -79.50    50.00    2,620.50',
        'SB-227031 SC-1185  2026-05-01 1,980.00   -59.40             1,920.60',
        'TOTAL     2 loads             4,630.00  -138.90    50.00    4,541.10',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([13890]);
  });
  it('reads "Settlement earnings (3 loads)" as the gross over a DR/CR ledger\'s credits total that holds a toll paid back', () => {
    const r = extractSettlement(
      [
        'KASKASKIA PRAIRIE LEASE CO.     STATEMENT DATE: March 13, 2026',
        'ACCOUNT ACTIVITY                                DR (charge)  CR (credit)',
        '  ------------------------------------------------------------------------',
        '  Settlement earnings (3 loads)                                 3,248.20',
        '  Toll reimb - I-PASS/E-ZPass                                      33.85',
        '  Tractor lease pmt #37 of 156 (Unit 5512)           625.00',
        '  Fuel - Pilot/Flying J (9 txns)                     987.44',
        '  ------------------------------------------------------------------------',
        '  Totals                                           1,612.44     3,282.05',
        '  NET SETTLEMENT                                                1,669.61 CR',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(324820);
    expect(r.reimbursements.value).toBe(3385);
    expect(r.net.value).toBe(166961);
  });
  it('reads a label with a speck OCR read as "©" after it as the label alone ("Settlement earnings (3 loads) ©")', () => {
    const r = extractSettlement(
      [
        'KASKASKIA PRAIRIE LEASE CO.     STATEMENT DATE: March 13, 2026',
        'ACCOUNT ACTIVITY DR (charge) CR (credit)',
        'Settlement earnings (3 loads) © 3,248.20',
        'Toll reimb - I-PASS/E-ZPass 33.85',
        'Tractor lease pmt #37 of 156 (Unit 5512) 625.00',
        'Totals 625.00 3,282.05',
        'NET SETTLEMENT 2,657.05 CR',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(324820);
  });
  it('weighs a gross OCR left a trailing minus on as positive when it picks the gross that balances ("4 213,99-$")', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS RIMOUSKI INC.   RELEVÉ DE RÈGLEMENT',
        'Date de dépôt : 12 juin 2026',
        'GAINS',
        'Paie au mille (chargé + vide) 2 823,55 $',
        'Surcharge carburant 841,58 $',
        'Sous-total 3665,13 $',
        'TPS (5%) 183,26 $',
        'TVQ (9,975 %) 365,60 $',
        'TOTAL DES GAINS (taxes incluses) : 4 213,99-$',
        'RETENUES',
        'Carburant - carte flotte (11 transactions) 1688,72 $',
        'TOTAL DES RETENUES 1 688,72 $',
        'MONTANT NET DEPOSE 2 525,27 $',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(421399);
  });
  it('knows a rate confirmation whose title stands under a rule of "=" and whose terms name BOL, POD and a lumper', () => {
    const r = extractSettlement(
      [
        '                    TIOGA ROCKS LOGISTICS, INC.',
        '          22 Bridge St, Towanda PA 18848  *  MC 871204  *  USDOT 2550916',
        '       Dispatch 570-555-0118  *  loads@tiogarocks.example',
        '=====================================================================================',
        'CARRIER RATE & LOAD CONFIRMATION                       Load #:   TRL-558201',
        '                                                       Date:     06/01/2026',
        'STOP 1  PICKUP     Tue 06/02/2026  07:00-11:00 (FCFS)',
        'STOP 2  DELIVERY   Wed 06/03/2026  appt 06:30',
        '        Ref: DC4-061329 / lumper paid by receiver',
        'RATE AGREEMENT (USD, all-in unless noted)',
        '    Line Haul (flat)                                1,650.00',
        '    Fuel Surcharge                                    310.00',
        '    TOTAL CARRIER PAY                               1,960.00',
        'TERMS: Carrier invoice with signed BOL/POD due within 10 days of delivery.',
        'No double brokering. Tracking via MacroPoint required at pickup.',
        'Accepted for Carrier: ____________________   Date: ___________',
        'Signature: ____________________',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('rate_confirmation');
  });
  it('reads "Compensation (share + FSC)" in a boxed recap under a ledger as the gross, not a fuel surcharge', () => {
    const r = extractSettlement(
      [
        'Medina River Leasing, LLC      LESSOR SETTLEMENT',
        'ACH deposit date:  March 11, 2026',
        'Date    Ref       Description                               Debit     Credit        Balance',
        'Mar 02  HC-55031  Revenue share 72% of 1,150.00                       828.00      828.00 CR',
        'Mar 02  HC-55031  Fuel surcharge (100% pass-thru)                     168.00      996.00 CR',
        'Mar 03  EFS-MC    EFS money code advance                   200.00                 796.00 CR',
        'Mar 07  T-3318    Tractor lease payment wk 10              525.00                 271.00 CR',
        '                  Ending balance - paid by ACH                                    271.00 CR',
        '   |  Compensation (share + FSC)              996.00  |',
        '   |  Advances repaid                      200.00 DR  |',
        '   |  Charges                              525.00 DR  |',
        '   |  NET ACH TO CONTRACTOR                   271.00  |',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(99600);
    expect(r.fuelSurcharge.value).toBe(16800);
    expect(r.advances.value).toBe(20000);
  });
  it('reads a QuickPay advice\'s "TOTAL APPROVED (invoice face)" as the gross, not a charge', () => {
    const r = extractSettlement(
      [
        'DALLAS CENTER FREIGHT BROKERAGE, INC.     QUICKPAY REMITTANCE ADVICE',
        'Payment date:   29-MAY-26',
        '  Load DCF-7731406   Carrier INV 5190   Delivered 26-MAY-26',
        '      Linehaul ........................   1,150.00',
        '      Fuel surcharge ..................     212.00',
        '      Approved amount .................   1,362.00',
        '  Load DCF-7731522   Carrier INV 5193   Delivered 27-MAY-26',
        '      Linehaul ........................   2,025.00',
        '      Fuel surcharge ..................     384.80',
        '      Detention 1.5 hr .................     75.00',
        '      Approved amount .................   2,484.80',
        '  Total linehaul                                   3,175.00',
        '  Total fuel surcharge                               596.80',
        '  Total accessorials                                  75.00',
        '  TOTAL APPROVED (invoice face)                    3,846.80',
        '  QuickPay discount 3.0%                            -115.40',
        '  PAYMENT AMOUNT (USD)                             3,731.40',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(384680);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([11540]);
  });
  it('reads an "LH SHARE" column as the linehaul, the right block under "CHARGES / DEDUCTIONS | REIMBURSEMENTS" as paid back, and an escrow target as no escrow', () => {
    const r = extractSettlement(
      [
        'TURKEY CREEK FREIGHT, INC.     CONTRACTOR PAY STATEMENT - PERCENTAGE OF REVENUE',
        'Check No   : 0088214                              Check Date  : 06/18/2026',
        'PRO#      SHIP DT  ORIGIN           DESTINATION      MILES  LINE REV  PCT  LH SHARE     FSC     TOTAL',
        '--------- -------- ---------------- ----------------- ----- --------- ---- --------- ------- ---------',
        'TC261455  06/08/26 DODGE CITY KS    AMARILLO TX        198  1,150.00  72%    828.00   87.12    915.12',
        'TC261472  06/09/26 AMARILLO TX      OKLAHOMA CITY OK   262  1,425.00  72%  1,026.00  115.28  1,141.28',
        '--------- -------- ---------------- ----------------- ----- --------- ---- --------- ------- ---------',
        'TOTALS                                                460  2,575.00       1,854.00  202.40  2,056.40',
        '',
        '  CHARGES / DEDUCTIONS                     |  REIMBURSEMENTS (100%)',
        '  ---------------------------------------- |  ----------------------------------',
        '  Fuel purchases - TCS card (9)   (918.44) |  Lumper TC261472 rcpt 5580    185.00',
        '  Escrow deposit                  (150.00) |  Scale ticket CAT Amarillo     12.50',
        '  Total charges                 (1,068.44) |  Total reimbursements         197.50',
        '                                            Gross earnings            2,056.40',
        '                                            NET CHECK AMOUNT          1,185.46',
        'Escrow balance after this deposit: 2,350.00      Escrow target: 2,500.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(185400);
    expect(r.reimbursements.value).toBe(19750);
    expect(r.escrow.value).toBe(15000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([91844]);
  });
  it('reads "Medical Sec 125*  -64.15  1,411.30" as this period\'s -64.15: a negative figure after a footnote mark is no price', () => {
    const r = extractSettlement(
      [
        'NAVASOTA TANK LINES, INC.     Earnings Statement',
        'Pay Date:         06/11/2027',
        'Earnings                    rate  hours/units   this period   year to date',
        'Mileage Pay                .5850        2,214      1,295.19      33,187.05',
        '      Gross Pay                                   $1,295.19      34,632.05',
        'Deductions            Statutory',
        '                      Federal Income Tax            -112.37       2,781.54',
        '                      Other',
        '                      401(k) 5%*                     -74.51       1,714.47',
        '                      Medical Sec 125*               -64.15       1,411.30',
        '      Net Pay                                     $1,044.16',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([11237, 7451, 6415]);
  });
  it('names the employer under a payroll code header ("CO.  FILE  DEPT.  CLOCK  VCHR. NO."), and cuts "Period Starting" OCR ran into its line', () => {
    const payer = (second: string) =>
      extractSettlement(
        [
          'CO.  FILE    DEPT.  CLOCK  VCHR. NO.',
          'RCT  004718  DRV    0218   0000622419                              Earnings Statement',
          second,
          'Pay Date:         06/11/2027',
          'Gross Pay   1,490.19',
          'Net Pay     1,122.31',
        ].join('\n'),
      ).broker.value;
    expect(payer('NAVASOTA TANK LINES, INC.                        Period Starting:  05/30/2027')).toBe(
      'NAVASOTA TANK LINES, INC.',
    );
    expect(payer('NAVASOTA TANK LINES, INC. Period Starting 05/30/2027')).toBe('NAVASOTA TANK LINES, INC.');
  });
  it('reads load rows whose number and broker fill the first line ("CLL-7719420 - Carolina Lowcountry") and whose figures wrap onto the next, with a lane line under each', () => {
    const r = extractSettlement(
      [
        'Lumber River Dispatch LLC          CARRIER SETTLEMENT STATEMENT',
        'ACH sent March 24, 2027',
        'LOAD / BROKER                            MILES   LINEHAUL      FSC   ACCESS.  LUMPER*',
        '-------------------------------------------------------------------------------------',
        'CLL-7719420 - Carolina Lowcountry',
        '    Logistics                              214   1,050.00    96.30      0.00     0.00',
        '    PU Mon 3/15  Florence, SC  >  Savannah, GA',
        '30418866 - Tarheel Freight Exchange,',
        '    Inc.                                   248     925.00   111.60    100.00     0.00',
        '    PU Tue 3/16  Savannah, GA  >  Charlotte, NC  (detention 2 hr)',
        '-------------------------------------------------------------------------------------',
        'Week totals                                462   1,975.00   207.90    100.00     0.00',
        'Gross freight earned (linehaul + FSC + accessorials)              2,282.90',
        'Dispatch service fee 8% of 2,282.90                               (182.63)',
        'NET ACH SENT TO CARRIER                                           2,100.27',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('CLL-7719420');
    expect(r.miles.value).toBe(462);
    expect(r.linehaul.value).toBe(197500);
    expect(r.fuelSurcharge.value).toBe(20790);
  });
  it('reads "MONTANT DU DÉPÔT" as the net', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE SAINT-COLOMBAN INC.     RELEVÉ DE RÈGLEMENT',
        'Paiement  : dépôt direct le 26 février 2026',
        ' Sous-total des revenus                                          2 498,13 $',
        ' TPS 5 %                                                           124,91 $',
        ' TVQ 9,975 %                                                       249,19 $',
        ' TOTAL DES REVENUS (taxes incluses)                              2 872,23 $',
        ' Carburant - achats carte flotte (11 trans.)                     1 600,82 $',
        ' TOTAL DES RETENUES                                              1 600,82 $',
        ' MONTANT DU DÉPÔT                                                1 271,41 $',
      ].join('\n'),
    );
    expect(r.net.value).toBe(127141);
    expect(r.gross.value).toBe(287223);
  });
  it('reads the second line of a "Year to date:" strip that starts under its first item as the year\'s figures too', () => {
    const r = extractSettlement(
      [
        ' RAINY RIVER HAULAGE LTD.                          STATEMENT OF EARNINGS',
        ' Pay Date    : 10-JUL-2026',
        '  GROSS EARNINGS                                                  3,026.99',
        '  CPP contributions                                     -172.10',
        '  Federal income tax                                    -318.45',
        '  TOTAL DEDUCTIONS                                                 -490.55',
        '  NET PAY  - deposited to RBC ****7712                            2,536.44',
        ' Year to date:  Gross 42,906.18   CPP 2,408.77   Fed tax 4,497.02',
        '                Ont tax 2,151.88   Vacation pay 1,650.24',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([17210, 31845]);
  });
  it('dates a statement by its net ACH line, not by the day a fuel advance was wired', () => {
    const r = extractSettlement(
      [
        'KINGS RIVER DISPATCH LLC     WEEKLY CARRIER STATEMENT',
        'Week: 2026-04-05 to 2026-04-11',
        '  Total collected for carrier                                          5,350.00',
        '  (-) Fuel advance wired 2026-04-08 ................................     400.00',
        '  NET ACH SENT TO CARRIER 2026-04-14                                   4,950.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-04-14');
  });
  it("reads an OCR'd DR/CR ledger by its balances: a movement OCR lost is the balance's change, and one misread by a digit is too", () => {
    const r = extractSettlement(
      [
        'APOSTLE ISLANDS LEASE CO.     LESSEE SETTLEMENT',
        '* AMOUNT OF THIS SETTLEMENT (ACH 12 NOV 2026) $ 1,687.71 *',
        'DATE REF DESCRIPTION DEBIT CREDIT BALANCE',
        '01 NOV 5520193 ASHLAND WI > DULUTH MN 214 mi .',
        'Line rev 2,975.00 x 72% 2,142.00 2,142.00 CR',
        'Fuel surcharge 214 mi x .60 : 12B:40 2,270.40 CR',
        '03 NOV ADV Cash advance (Comchek 8841207) 200.00 2,070.40 CR',
        '06 NOV LSE Tractor lease pmt wk 45 unit 2231 232.69 1,837.71 CR',
        "06 NOV ESC Maintenance escrow deposit 150.60 '1,687.71.CR",
        'TOTALS 582.69 2,270.40 1,687.71 CR',
      ].join('\n'),
    );
    expect(r.fuelSurcharge.value).toBe(12840);
    expect(r.advances.value).toBe(20000);
    expect(r.escrow.value).toBe(15000);
    expect(r.net.value).toBe(168771);
  });
  it('ends a ledger at its closing balance: a boxed recap under it with "200.00 DR" is no movement', () => {
    const r = extractSettlement(
      [
        'Frio River Leasing, LLC      LESSOR SETTLEMENT',
        'ACH deposit date:  March 11, 2026',
        'Date    Ref       Description                               Debit     Credit        Balance',
        'Mar 01            Beginning balance                                                    0.00',
        'Mar 02  HC-55031  Revenue share 72% of 1,150.00                       828.00      828.00 CR',
        'Mar 03  EFS-MC    EFS money code advance                   200.00                 628.00 CR',
        'Mar 07  MR        Maintenance reserve deposit              100.00                 528.00 CR',
        '                  Ending balance - paid by ACH                                    528.00 CR',
        '',
        '   |  Compensation (share + FSC)             828.00  |',
        '   |  Advances repaid                      200.00 DR  |',
        '   |  Maintenance reserve                  100.00 DR  |',
        '   |  NET ACH TO CONTRACTOR                   528.00  |',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(20000);
    expect(r.escrow.value).toBe(10000);
  });
  it('knows a factor\'s purchase schedule that never says "factor" (recourse, advanced on invoices, wired to client), and skips its reserve account\'s movements', () => {
    const r = extractSettlement(
      [
        'SPARTINA CAPITAL FUNDING, LLC',
        'Two Bay Street, Suite 410 | Savannah, GA 31401 | 912-555-0175 | remit@spartinacap.com',
        'PURCHASE SCHEDULE & REMITTANCE ADVICE',
        'Client ......... LOWCOUNTRY FLATBED SERVICES LLC  (Client # CG-2290)',
        'Funded ......... 21 Sep 2026   (Fed wire, ref FW0921-66318)',
        'Program ........ Recourse, 90-day; fee 3.00% flat; reserve 10%',
        'SETTLEMENT OF THIS SCHEDULE',
        '  Amount advanced on invoices above .....................     7,312.35',
        '  Wire fee ............................................ -        15.00',
        '  AMOUNT WIRED TO CLIENT ................................     7,297.35',
        'Reserve account: prior balance 3,940.50 | withheld this schedule 840.50 | released 612.00 |',
        '                 balance after schedule 4,169.00',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('factoring_remittance');
    expect(r.deductions.map((d) => d.amountCents)).toEqual([1500]);
  });
  it('reads no zero from a dotted leader OCR read as "o.oo" before the amount', () => {
    const r = extractSettlement(
      [
        'SPARTINA CAPITAL FUNDING, LLC     PURCHASE SCHEDULE',
        'Funded ......... 21 Sep 2026',
        'Total face value 8,405.00',
        'Wire FEE 15.00',
        'AMOUNT WIRED TO CLIENT .... o.oo enanenaans 8,390.00',
      ].join('\n'),
    );
    expect(r.net.value).toBe(839000);
  });
  it('reads an "LH @72%" column as the linehaul, and a line\'s last figure that sums its items ("tolls 46.85 / CAT scale 12.75   59.60") as their total', () => {
    const r = extractSettlement(
      [
        'ESOPUS FREIGHT, INC.                         CONTRACTOR SETTLEMENT',
        'Check Date: March 13, 2026',
        'TRIP      SHIPPED  ORIGIN           DESTINATION     MILES   REVENUE   LH @72%     FSC     TOTAL',
        '------------------------------------------------------------------------------------------------',
        'E26-11873 Mar 02   Kingston NY      Allentown PA      168  1,050.00    756.00   87.36    843.36',
        'E26-11902 Mar 03   Allentown PA     Columbus OH       452  1,980.00  1,425.60  235.04  1,660.64',
        '------------------------------------------------------------------------------------------------',
        '                                         TOTALS        620  3,030.00  2,181.60  322.40  2,504.00',
        'GROSS SETTLEMENT ......................................................  2,504.00',
        'Fuel - Pilot fleet card                                                   1,388.41',
        'REIMBURSEMENTS  NYS Thruway tolls 46.85 / CAT scale 12.75                   59.60',
        'NET PAY ...............................................................  1,175.19',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(218160);
    expect(r.reimbursements.value).toBe(5960);
  });
  it('reads a type-coded ledger\'s recap: "Earnings (E)" is the gross and "BALANCE DUE LESSEE" the net', () => {
    const r = extractSettlement(
      [
        'BONHAM TRACTOR LEASING, LLC       LESSEE SETTLEMENT',
        'Settlement Date:  October 21, 2026',
        'Type: E = earnings   R = reimbursement   C = charge',
        'DATE    REF       T  DESCRIPTION                                      AMOUNT',
        'Oct 12  5521087   E  Linehaul Paris TX - Shreveport LA                782.00',
        'Oct 12  5521087   E  Fuel surcharge 214 mi @ 0.52 (100%)              111.28',
        'Oct 15  5521166   R  Lumper paid by lessee - Capstone                 185.00',
        'Oct 17  LSE-431   C  Weekly tractor lease Unit 431                   -695.00',
        '----------------------------------------------------------------------------',
        'Earnings (E)                                                          893.28',
        'Reimbursements (R)                                                    185.00',
        'Charges (C)                                                          -695.00',
        'BALANCE DUE LESSEE                                                    383.28',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(89328);
    expect(r.net.value).toBe(38328);
    expect(r.reimbursements.value).toBe(18500);
  });
  it('reads the lines under "CHARGES PAID ON CARRIER BEHALF" as charges, and the recap\'s "(B)" line as their sum', () => {
    const r = extractSettlement(
      [
        'JACKSON VALLEY DISPATCH LLC       CARRIER REMITTANCE STATEMENT',
        'Statement date ...... 2026-09-17',
        'SECTION B - CHARGES PAID ON CARRIER BEHALF',
        '  ELD - Motive subscription (Sep)                                  35.00',
        '  Cargo/Liab ins. installment - policy CL-55102                   412.50',
        'SECTION D - RECAP',
        '  Gross invoices collected (A)                                  5,848.00',
        '  Less charges paid on your behalf (B)                           -447.50',
        '  NET ACH TO CARRIER                                            5,400.50',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([3500, 41250]);
  });
  it('reads credits under "CR" in a "DEDUCTIONS AND CREDITS   DR   CR" table as paid back, and "DEDUCTIONS (DR less CR)" as their total', () => {
    const r = extractSettlement(
      [
        'PESHTIGO CARRIERS, INC.        OWNER-OPERATOR SETTLEMENT',
        '| Pay Date   : 11/20/2026             Method : Direct Deposit  xxxx6651                        |',
        '|         GROSS EARNINGS         DEDUCTIONS (DR less CR)                 NET PAY               |',
        '|               3,641.95                        1,260.77                2,381.18               |',
        '',
        '  DEDUCTIONS AND CREDITS                           DR          CR',
        '  Fuel - EFS card (11 purchases)             1,284.62',
        '  Toll reimb. - I-PASS receipts                             23.85',
        '                                           ----------  ----------',
        '  TOTALS                                     1,284.62       23.85',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(2385);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([128462]);
  });
  it('gives an amount after "Total miles paid: 1,551   Extra:" to the extra, not to the miles paid as linehaul', () => {
    const r = extractSettlement(
      [
        'PESHTIGO CARRIERS, INC.        OWNER-OPERATOR SETTLEMENT',
        'Pay Date   : 11/20/2026',
        'Load No.    Disp Date  Origin          Destination     Ld Mi MT Mi  Mile Pay     FSC   Extra     Total',
        '------------------------------------------------------------------------------------------------',
        'OFC-228140  11/09/2026 Green Bay, WI   Joliet, IL        214    22    417.90  111.28    0.00    529.18',
        'OFC-228157  11/10/2026 Joliet, IL      Fort Wayne, IN    158    41    333.30   82.16   50.00    465.46',
        '------------------------------------------------------------------------------------------------',
        'TOTALS                                                   372    63    751.20  193.44   50.00    994.64',
        'Total miles paid: 435   Extra: OFC-228157 stop-off $50.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(75120);
  });
  it('skips a numbered balances box ("3. BALANCES (after this settlement)"): its escrow balance is no deposit', () => {
    const r = extractSettlement(
      [
        '| SAGUARO LEASE CO.                      LEASE OPERATOR SETTLEMENT          |',
        '| Statement date: March 16, 2026   Paid: March 18, 2026 (direct deposit)           |',
        '|    GROSS EARNINGS                                   4,240.20                     |',
        '| 2. DEDUCTIONS                                                                    |',
        '|   Tractor lease pmt - 2023 Freightliner #V-217        585.00                     |',
        '|   Maintenance escrow deposit                          100.00                     |',
        '|    TOTAL DEDUCTIONS                                   685.00                     |',
        '|   NET PAY                                           3,555.20                     |',
        '| 3. BALANCES (after this settlement)                                              |',
        '|    Maintenance escrow ....... 1,600.00     Advance balance ...... 0.00           |',
      ].join('\n'),
    );
    expect(r.escrow.value).toBe(10000);
  });
  it('reads "Fuel advance wired 09/24/26 …… -   300.00" as an advance taken back, and dates the statement by "NET ACH TO CARRIER 10/02/26"', () => {
    const r = extractSettlement(
      [
        'SKAMOKAWA DISPATCH SERVICES LLC      CARRIER STATEMENT / COLLECTIONS REPORT',
        'Carrier: GRAYS RIVER TRUCKING LLC       Stmt date: 10/01/26',
        '  Freight collected (rate + accessorials) ................   5,075.00',
        '  Dispatch fees (column total) ......................... -     355.25',
        '  Fuel advance wired 09/24/26 .......................... -     300.00',
        '                                                           ----------',
        '  NET ACH TO CARRIER  10/02/26 (acct ...0457) ...........   4,419.75',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(30000);
    expect(r.net.value).toBe(441975);
    expect(r.date.value).toBe('2026-10-02');
  });
  it('reads "+22.50" under an AFTER-TAX ITEMS heading as paid back, not a charge', () => {
    const r = extractSettlement(
      [
        'FRENCHMAN CREEK TANK LINES, INC.                  EARNINGS STATEMENT',
        'Pay Date:   11/27/2026',
        'GROSS PAY                                      1,702.72     66,698.44',
        'TAXES                                    Current           YTD',
        '  Federal Income Tax                      118.40      5,204.11',
        'AFTER-TAX ITEMS                          Current           YTD',
        '  Advance repayment (11/17 adv)          -100.00        400.00',
        '  Expense reimb - scale tickets           +22.50        187.25',
        'NET PAY                                 1,506.82',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(2250);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([11840]);
  });
  it('reads a load number wrapped under "Broker / Load #" with a remark beside it ("BFP88410   125.00 LUMPER*"), and the rows after it', () => {
    const r = extractSettlement(
      [
        'PECOS DISPATCH LLC        CARRIER PAY STATEMENT',
        'Week:     2026-11-15 to 2026-11-21      ACH date: 2026-11-24',
        'Pickup      Broker / Load #                  Lane                         Miles      Rate  Accessorial',
        '----------------------------------------------------------------------------------------------------',
        '2026-11-16  Kestrel Point Logistics          Albuquerque NM > Phoenix AZ    421  1,350.00',
        '            KP-559021',
        '2026-11-18  Bluewater Freight Partners Inc.  Phoenix AZ > El Paso TX        430  1,100.00  80.00 DET',
        '            BFP88410                                                                       125.00 LUMPER*',
        '2026-11-19  Kestrel Point Logistics          El Paso TX > Denver CO         640  1,975.00',
        '            KP-559377',
        '                                                                          -----  --------  ------',
        '                                                                          1,491  4,425.00  80.00 (excl. lumper)',
        '  GROSS REVENUE                                   4,505.00',
        '  NET ACH TO CARRIER                              4,505.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1491);
  });
  it('reads the week\'s miles from "Mileage recap:  loaded 849   empty 71   total paid 920" under a ledger of per-load miles', () => {
    const r = extractSettlement(
      [
        'WILDCAT RAVINE FREIGHT, INC.        CONTRACTOR SETTLEMENT LEDGER',
        'Deposit date ..: 2026-04-17  (EFT to acct ending 3318)',
        'DATE        REF        DESCRIPTION                                AMOUNT     BALANCE',
        '2026-04-06  TRF-61204  Loaded 198 mi @ 1.82                       360.36      360.36',
        '2026-04-06  TRF-61204  Empty 22 mi @ 1.05                          23.10      383.46',
        '2026-04-07  TRF-61219  Loaded 651 mi @ 1.82                     1,184.82    1,568.28',
        '2026-04-07  TRF-61219  Empty 49 mi @ 1.05                          51.45    1,619.73',
        '                       SUBTOTAL - GROSS EARNINGS                1,619.73    1,619.73',
        'NET DEPOSIT 2026-04-17                                                    1,619.73',
        'Mileage recap:  loaded 849   empty 71   total paid 920',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(920);
  });
  it('pays "Empty/deadhead 40 mi @ 1.000" as linehaul beside the loaded miles, and reads "Miles (loaded + empty) ... 1,609" as the week\'s miles', () => {
    const r = extractSettlement(
      [
        'JUNIATA LEASE & EQUIPMENT CO.         LESSEE SETTLEMENT',
        'Direct deposit: 2026-05-14',
        '2026-05-04  BEV-7781  Milesburg PA > Charlotte NC',
        '                        Loaded 552 mi @ 2.100                                       1,159.20',
        '                        Empty/deadhead 40 mi @ 1.000                                   40.00',
        '2026-05-06  BEV-7794  Charlotte NC > Richmond VA',
        '                        Loaded 1,017 mi @ 2.100                                     2,135.70',
        '                      ** GROSS EARNINGS **                                          3,334.90',
        '  Fuel purchases, 9 transactions                   1,212.67',
        '  NET PAY                                          2,122.23',
        '  Gross earnings ...........     3,334.90 CR     Miles (loaded + empty) ... 1,609',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(333490);
    expect(r.miles.value).toBe(1609);
  });
  it('reads "MILE  Mileage - highway" as mileage pay: a pay code that starts the word after it repeats it', () => {
    const r = extractSettlement(
      [
        'Shepody Marsh Freight Ltd.       PAY STATEMENT - BIWEEKLY',
        'Pay date: 14/08/2026',
        '  Code  Description                Qty     Rate    Current  Year to date',
        '  MILE  Mileage - highway        3,140   0.6200   1,946.80     31,581.56',
        '  BRDR  Border crossing              4  25.0000     100.00      1,425.00',
        '        Total earnings                            2,046.80     33,006.56',
        '  CPP   Canada Pension Plan                         122.70      1,994.12',
        'Deposited to: Caisse populaire Acadienne  *****2207   1,924.10',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(194680);
  });
  it('dates a liquidación by "transferencia SPEI el 14/11/2026", not its issue date', () => {
    const r = extractSettlement(
      [
        'JALPA FLETES Y AUTOTRANSPORTES, S.A. DE C.V.     LIQUIDACIÓN DE PERMISIONARIO',
        'Folio: LIQ-2026-0611              Fecha de emisión: 13/11/2026',
        'Total fletes                                   63,400.00',
        'Neto a pagar                                   39,359.25',
        'Forma de pago: transferencia SPEI el 14/11/2026 a BBVA CLABE 012225001587732219',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-11-14');
  });
  it('reads a Rate column beside a per-load dispatch fee ("Disp 8%") or an abbreviated extras column ("Detn") as the linehaul', () => {
    const statement = (header: string, rows: string[]) =>
      extractSettlement(
        [
          'OWYHEE DISPATCH, LLC         CARRIER PAYOUT STATEMENT',
          'ACH sent 2026-05-08',
          header,
          ...rows,
          'Freight collected from brokers                 3,550.00',
          'Dispatch fee @ 8%                               (284.00)',
          'NET ACH TO CARRIER                             3,266.00',
        ].join('\n'),
      );
    const withFee = statement('Load #      Broker            Ld mi      Rate   Disp 8%', [
      'PM-5530218  Pinyon Logistics    612  2,450.00   196.00',
      'TQ-2041196  Wasatch Brokerage   338  1,100.00    88.00',
    ]);
    expect(withFee.linehaul.value).toBe(355000);
    const withDetention = statement('Load #      Broker            Ld mi      Rate     Detn   Load Pay', [
      'PM-5530218  Pinyon Logistics    612  2,450.00        -   2,450.00',
      'TQ-2041196  Wasatch Brokerage   338  1,000.00   100.00   1,100.00',
    ]);
    expect(withDetention.linehaul.value).toBe(345000);
  });
  it('names the payer of an OCR\'d e-mail from its "From:" line with a speck after the address, and drops "DIRECT DEPOSIT ADVICE" run into a name', () => {
    const fromLine = extractSettlement(
      [
        'From: Willow River Logistics QuickPay <quickpay@wrlogistics.example> B',
        'To: billing@oxbowlanefreight. example .',
        'Willow River Logistics, Inc.',
        'REMITTANCE ADVICE - QUICKPAY (3%)',
        'Payment date: 3/18/26',
        'Invoices total 4,000.00',
        'Net paid 3,880.00',
      ].join('\n'),
    );
    expect(fromLine.broker.value).toBe('Willow River Logistics, Inc.');
    const title = extractSettlement(
      [
        'COLLINS RIVER TANK LINES, INC. DIRECT DEPOSIT ADVICE',
        'Pay date 11/20/2026',
        'GROSS PAY 1,500.00',
        'NET PAY 1,200.00',
      ].join('\n'),
    );
    expect(title.broker.value).toBe('COLLINS RIVER TANK LINES, INC.');
  });
  it('gives a gross that balances below 0.9 when a better-named gross of another amount was set aside ("Gross compensation" beside "Total credits")', () => {
    const r = extractSettlement(
      [
        'SPEARFISH TRACTOR LEASING, LLC       LESSEE SETTLEMENT - TRANSACTION REGISTER',
        'Deposit date: June 20, 2025',
        'Lumper reimb. - Denver rcvr 85.00 CR',
        'Fuel advance (EFS check) 300.00 DR',
        'Tractor lease payment wk 24 525.00 DR',
        'Gross compensation 4,348.55',
        'REAMDUISEMENTS 85.00',
        'Total credits 4,433.55 CR',
        'Total debits 825.00 DR',
        'NET DEPOSIT 3,608.55',
      ].join('\n'),
    );
    expect(r.gross.confidence).toBeLessThan(0.9);
  });
  it('reads "Revenue 3,150.00 x 72% Dallas TX-Memphis TN" in a running-balance ledger as the linehaul, a share of the revenue', () => {
    const r = extractSettlement(
      [
        'ENNIS LEASE GROUP, LLC         CONTRACTOR SETTLEMENT LEDGER',
        'Deposit    : 24-Apr-2026 (direct deposit to acct ending 6620)',
        'DATE    REFERENCE  DESCRIPTION                                               DEBIT     CREDIT     BALANCE',
        '------  ---------  ----------------------------------------------------  ---------  ---------  ----------',
        '                   Opening balance                                                                   0.00',
        '13-Apr  L-55120    Revenue 3,150.00 x 72% Dallas TX-Memphis TN 452mi                 2,268.00    2,268.00',
        '13-Apr  L-55120    Fuel surcharge (100% pass-thru)                                     203.40    2,471.40',
        '15-Apr  L-55147    Revenue 985.00 x 72% Memphis TN-Little Rock AR 137mi                709.20    3,180.60',
        '19-Apr  LP-0219    Tractor lease pmt wk 16 (LP-0219)                        485.00               2,695.60',
        '------  ---------  ----------------------------------------------------  ---------  ---------  ----------',
        '                   Period totals                                            485.00   3,180.60    2,695.60',
        'CLOSING BALANCE / AMOUNT DEPOSITED  $ 2,695.60',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(297720);
  });
  it('names the company under an e-mail\'s header, not the desk in its "From:" line', () => {
    const r = extractSettlement(
      [
        'From:    Carrier Payables <carrierpay@crownpointfreight.example>',
        'To:      ap@champlainvalleylinehaul.example',
        'Sent:    Thu 7/9/2026 10:42 AM',
        '',
        'CROWN POINT FREIGHT BROKERAGE, INC.',
        'QUICKPAY REMITTANCE ADVICE',
        'Payment date ..... Jul 9, 2026',
        'Invoices paid ..... 4,000.00',
        'AMOUNT PAID ....... 3,880.00',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('CROWN POINT FREIGHT BROKERAGE, INC.');
  });
  it('reads a maintenance reserve disbursement as escrow paid back, not held', () => {
    const r = extractSettlement(
      [
        'LLANO TRACTOR LEASING        LESSEE SETTLEMENT',
        'Paid by direct deposit Apr 08, 2026',
        '  Total earnings (mileage + FSC)        2,689.26',
        '  Maintenance reserve withheld            107.40',
        '  Reserve disbursement (credit)           412.80',
        '  NET DEPOSIT                           2,994.66',
      ].join('\n'),
    );
    expect(r.escrow.value).toBe(10740);
    expect(r.net.value).toBe(299466);
    expect(r.reconciles).toBe(true);
  });
  it('skips "Reserve account: held this schedule 672.40 / released 412.60 / balance 3,188.42", the account\'s movements', () => {
    const r = extractSettlement(
      [
        'CHEBOYGAN TRADE FUNDING, LLC        SCHEDULE OF ACCOUNTS PURCHASED',
        'Funded: 08/11/26',
        '   Total face value of invoices purchased                        8,405.00',
        '   Discount fee 2.75%                                       -      231.14',
        '   Reserve withheld 8%                                      -      672.40',
        '   Same-day wire fee                                        -       20.00',
        '   AMOUNT WIRED TO CLIENT                                         7,481.46',
        'Reserve account: held this schedule 672.40 / released 412.60 / balance 3,188.42',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([23114, 2000]);
    expect(r.escrow.value).toBe(67240);
  });
  it('reads "line haul 5,155.00 / fuel 876.35 / accessorials 200.00" under "Invoices paid 6,231.35" as what the total holds, no charge', () => {
    const r = extractSettlement(
      [
        'CHAMPLAIN FREIGHT BROKERAGE, INC.      QUICKPAY REMITTANCE ADVICE',
        'Payment date ..... Jul 9, 2026',
        '  Invoices paid (3) ......................   6,231.35',
        '     line haul 5,155.00 / fuel 876.35 / accessorials 200.00',
        '  QuickPay discount 3.0% .................    -186.94',
        '  AMOUNT PAID ............................   6,044.41',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(623135);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([18694]);
  });
  it('reads the "THIS STMT" column beside "BAL REMAINING", not the balance', () => {
    const r = extractSettlement(
      [
        'MERKEL CROSSING FREIGHT LINES, INC.        CONTRACTOR SETTLEMENT',
        '  NET PAY THIS SETTLEMENT:  $2,447.20          Check Date: 06/12/2025',
        '  TOTAL GROSS EARNINGS        3,033.40',
        'DEDUCTIONS',
        '  CODE  DESCRIPTION                           THIS STMT   BAL REMAINING',
        '  ADV   Comcheck advance 06/03/2025              200.00            0.00',
        '  PRM   IFTA / IRP permit recovery                22.50          157.50',
        '  ESC   Maintenance escrow deposit                75.00        2,325.00',
        '  PDI   Physical damage insurance                288.70',
        '        TOTAL DEDUCTIONS                          586.20',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(20000);
    expect(r.escrow.value).toBe(7500);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([2250, 28870]);
  });
  it('names the trip from "Trip detail:  40871 Rolla MO - Nashville TN"', () => {
    const r = extractSettlement(
      [
        'BOURBEUSE RIVER FREIGHT, INC.     EARNINGS STATEMENT',
        'Pay Date: 06/12/2026',
        'GROSS PAY     1,504.12',
        'NET PAY       1,116.31',
        'Trip detail:  40871 Rolla MO - Nashville TN - Rolla MO 812 mi',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('40871');
  });
  it('dates a ledger by "Deposit    : 24-Apr-2026" and names its trip from the first "Revenue" movement\'s reference', () => {
    const r = extractSettlement(
      [
        'MIDLOTHIAN LEASE GROUP, LLC        CONTRACTOR SETTLEMENT LEDGER',
        'Settlement : 0219-2616        Week: 13-Apr-2026 to 19-Apr-2026',
        'Deposit    : 24-Apr-2026 (direct deposit to acct ending 6620)',
        'DATE    REFERENCE  DESCRIPTION                                               DEBIT     CREDIT     BALANCE',
        '                   Opening balance                                                                   0.00',
        '13-Apr  L-55120    Revenue 3,150.00 x 72% Dallas TX-Memphis TN 452mi                 2,268.00    2,268.00',
        '19-Apr  LP-0219    Tractor lease pmt wk 16 (LP-0219)                        485.00               1,783.00',
        '                   Period totals                                            485.00   2,268.00    1,783.00',
        'CLOSING BALANCE / AMOUNT DEPOSITED  $ 1,783.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-04-24');
    expect(r.tripNumber.value).toBe('L-55120');
  });
  it('reads a table whose rule under the header OCR garbled into specks of letters ("| i Se SS")', () => {
    const r = extractSettlement(
      [
        'HICKORY GROVE DISPATCH LLC      CARRIER SETTLEMENT',
        'ACH date ......... 2025-06-03',
        'Load #      Broker                    Miles    Linehaul      FSC',
        '| i Se SS',
        '4471902     Lonestar Lane Logistics     245      780.00    95.00',
        '88-20931    Pinecrest Brokerage Inc     431    1,350.00   165.00',
        'NET ACH TO CARRIER   2,390.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('4471902');
    expect(r.miles.value).toBe(676);
  });
});

describe('rules learned from batches 89 to 96', () => {
  it('reads a coded ledger ("LHP BBT-115402  Loaded 412 mi", "DHD … Deadhead KC KS - Salina KS 48 mi"): its loaded and deadhead pay are the linehaul and its first load the trip', () => {
    const r = extractSettlement(
      [
        'PLATTE VALLEY TRACTOR LEASING   OPERATOR ACCOUNT LEDGER',
        'Pay date : 2026-04-17',
        'Date       Cd  Reference  Description                                 Debit    Credit    Balance',
        '2026-04-05 BAL            Opening balance                                                   0.00',
        '2026-04-06 TRP PVT-215402 Kearney NE - Denver CO',
        '2026-04-06 LHP PVT-215402   Loaded 412 mi @ 1.520                              626.24     626.24',
        '2026-04-06 FSC PVT-215402   Fuel surcharge 412 mi @ 0.380                      156.56     782.80',
        '2026-04-08 DHD PVT-215402   Deadhead Denver CO - Greeley CO 48 mi @ 0.750        36.00     818.80',
        '2026-04-10 FUL CDN-WK15     Fuel - fleet card                        400.00               418.80',
        '                            Period totals                            400.00    818.80',
        '2026-04-17 ACH              Settlement paid - ACH                    418.80                 0.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(66224);
    expect(r.fuelSurcharge.value).toBe(15656);
    expect(r.tripNumber.value).toBe('PVT-215402');
  });
  it('reads "TOTAL FREIGHT BILLED" under the line haul and an accessorial as the gross', () => {
    const r = extractSettlement(
      [
        'BAYOU BEND DISPATCH LLC   CARRIER WEEKLY STATEMENT',
        'Wk ending 05/15/26',
        '  Line haul (3 loads, all-in rates)                   3,805.00',
        '  Detention - GL7730941 (Jackson MS, 1.5 hr)             75.00',
        '  TOTAL FREIGHT BILLED                                3,880.00',
        '  less  Dispatch fee 8% of line haul                   (304.40)',
        '  less  Load board / ELD share                          (35.00)',
        '  less  Fuel advance sent 05/12 (Zelle)                (400.00)',
        '  plus  LA oversize permit - reimbursed by broker       48.00',
        '  ============================================================',
        '  NET ACH TO CARRIER                                 $3,188.60',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(388000);
    expect(r.linehaul.value).toBe(380500);
  });
  it('reads an "Importe 80%" column beside the "Flete" as the permisionario\'s share, the linehaul', () => {
    const r = extractSettlement(
      [
        'TRANSPORTES LOMA BONITA, S.A. DE C.V.   LIQUIDACIÓN DE PERMISIONARIO',
        'Fecha de pago: 12/06/2026',
        'Carta Porte Fecha      Ruta                                         Flete  Importe 80%',
        'CP-A 44871  01/06/2026 Silao, Gto. - Nuevo Laredo, Tamps.       38,500.00    30,800.00',
        'CP-A 44903  03/06/2026 Nuevo Laredo, Tamps. - Querétaro, Qro.   31,200.00    24,960.00',
        '                       Suma de viajes                           69,700.00    55,760.00',
        'Diesel                                                                      21,640.50',
        'NETO A PAGAR                                                                34,119.50',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(5576000);
  });
  it('reads a letter-spaced title ("C A R R I E R   Q U I C K P A Y   A D V I C E") for the document\'s type', () => {
    const r = extractSettlement(
      [
        'OSAGE BEND LOGISTICS, INC.   MC 998214',
        '',
        '                 C A R R I E R   Q U I C K P A Y   A D V I C E',
        '',
        'Payee ............ TWO RIVERS FREIGHT CO      Vendor # V-20931',
        'Payment date ..... 05/07/2026',
        'LOAD LJ-774031   Carrier invoice TRF-0412',
        '    Picked up 04/28/2026  Joplin, MO  ->  Memphis, TN   392 miles',
        '    Line haul (flat)                        1,250.00',
        '    Fuel surcharge                            196.00',
        '    Freight charges                         1,446.00',
        '  QuickPay discount 3.00%                                  43.38 DR',
        '  Comdata Express Code at pickup, LJ-774031               350.00 DR',
        '  NET PAYMENT                                           1,052.62 CR',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('factoring_remittance');
  });
  it("trusts a gross summed from an invoice table's rows less (0.75) when no line prints that sum, however the figures balance", () => {
    const text = (second: string, fee: string) =>
      [
        'ZION FLATS CAPITAL, LLC   PURCHASE & REMITTANCE ADVICE',
        'Client: SAND HOLLOW TRANSPORT LLC     Funding Date: 12-Mar-2026',
        'Invoice Debtor Load/PRO Inv Date Face Amt Fee Reserve Advanced',
        'SHT-1102 Desert Sky Freight Brokerage DSF-558710 06-Mar-26 2,450.00 67.38 122.50 2,260.12',
        `SHT-1105 Red Mesa Logistics Inc DSF-558944 09-Mar-26 ${second} 85.80 156.00 2,878.20`,
        'SCHEDULE TOTALS (2 invoices) 5,570.00 153.18 278.50 5,138.32',
        'Amount advanced on Schedule 4471 5,138.32',
        `Same-day ACH fee (${fee})`,
        'TOTAL REMITTED TO CLIENT 5,123.32',
      ].join('\n');
    // OCR read 3,120.00 as 3,120.60 and 15.00 as 15.60: the misreads cancel out.
    const misread = extractSettlement(text('3,120.60', '15.60'));
    expect(misread.gross.value).toBe(557060);
    expect(misread.gross.confidence).toBeLessThan(0.9);
    const clean = extractSettlement(text('3,120.00', '15.00'));
    expect(clean.gross.value).toBe(557000);
    expect(clean.gross.confidence).toBeGreaterThanOrEqual(0.9);
  });
  it('reads a summary\'s "Other deductions & advance" as the sum of the lines above, not a second advance', () => {
    const r = extractSettlement(
      [
        'BAILEY COUNTY DISPATCH PARTNERS LLC   WEEKLY CARRIER STATEMENT',
        'ACH sent:      Wednesday, October 15, 2025',
        'OTHER DEDUCTIONS',
        '  Cargo insurance pass-through (wk 41)               -$42.50',
        '  ELD subscription (Motive)                          -$18.99',
        '  Fuel advance Oct 8 - EFS check #8812047           -$300.00',
        'SUMMARY',
        '  Total billed                                  $  3,705.00',
        '  Dispatch fees (8%)                           -$    296.40',
        '  Other deductions & advance                   -$    361.49',
        '  NET ACH SENT TO CARRIER                       $  3,047.11',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(30000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([4250, 1899, 29640]);
  });
  it('joins a label whose bracket closes on the next line ("Advance recovery (adv." over "09-JAN-2026)  200.00")', () => {
    const r = extractSettlement(
      [
        'RAINY LAKE HAULAGE LTD.                     EARNINGS STATEMENT',
        'Employee : D. ST-ARNAUD     Pay date   : 23-JAN-2026',
        'GROSS EARNINGS                                   3,493.28',
        'CPP                                                199.84',
        'Federal income tax                                 412.58',
        'Advance recovery (adv.',
        '  09-JAN-2026)                                     200.00',
        'TOTAL DEDUCTIONS                                   812.42',
        'NET PAY (direct deposit)                     CAD 2,680.86',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(20000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([19984, 41258]);
  });
  it('reads a factor\'s "Gross advance (90%)" as a subtotal and "Reserve account: held … before this schedule; released …" as the account\'s movements', () => {
    const text = (net: string) =>
      [
        'HILLSBOROUGH FREIGHT FUNDING, LLC   PURCHASE REMITTANCE',
        'Funding date : 04/21/26',
        'FUNDING RECAP',
        '   Face amount of accounts purchased                       8,805.00',
        '   Less reserve withheld (10%)                             (880.50)',
        '   Gross advance (90%)                                     7,924.50',
        '   Less discount fees                                      (235.73)',
        '   Less fuel advance FA-7781, 04/15/26 (repaid)            (400.00)',
        '   Less chargeback - inv SM-0987 short paid by debtor      (125.00)',
        '   Less wire fee                                            (15.00)',
        '   Plus reserve release, schedule 26-0388 (closed)         1,042.60',
        `   AMOUNT WIRED TO CLIENT                                  ${net}`,
        'Reserve account: held 6,918.40 before this schedule; released 1,042.60; added 880.50.',
      ].join('\n');
    const r = extractSettlement(text('8,191.37'));
    expect(r.gross.value).toBe(880500);
    expect(r.escrow.value).toBe(88050);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([23573, 12500, 1500]);
    // Nor is the subtotal a charge when the figures do not add up (OCR misread the net).
    expect(extractSettlement(text('8,191.87')).deductions.map((d) => d.amountCents)).not.toContain(792450);
  });
  it('reads a CR/DR ledger on past its credits\' subtotal to the debits, and "CLOSING BALANCE DUE OPERATOR" as the net', () => {
    const r = extractSettlement(
      [
        'POUDRE CANYON LEASE CO., LLC   LEASE OPERATOR SETTLEMENT LEDGER',
        'ACH date ........... March 14, 2025',
        'DATE   REF    DESCRIPTION                                       AMOUNT         BALANCE',
        '======================================================================================',
        'Mar 02        Opening balance                                                  0.00 CR',
        'Mar 02 558120 GREELEY CO - AMARILLO TX  428 mi',
        '                Linehaul 72% of 3,150.00                      2,268.00 CR  2,268.00 CR',
        '                Fuel surcharge (100%) 428 mi @ .73              312.44 CR  2,580.44 CR',
        '              Total credits - operator earnings               2,580.44 CR',
        '',
        'Mar 07 LSE    Tractor lease pmt - Unit 4417 (wk 10 of 156)      685.00 DR  1,895.44 CR',
        'Mar 07 ADV    EFS advance of 03/05 repaid (chk 40177216)        300.00 DR  1,595.44 CR',
        'Mar 07 ESC    Escrow deposit (bal after: $1,650.00)             150.00 DR  1,445.44 CR',
        '              Total debits                                    1,135.00 DR',
        '======================================================================================',
        '              CLOSING BALANCE DUE OPERATOR                                 1,445.44 CR',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(258044);
    expect(r.net.value).toBe(144544);
    expect(r.advances.value).toBe(30000);
    expect(r.escrow.value).toBe(15000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([68500]);
  });
  it('reads "Fuel detail: 03/02 Loves … 386.10 / …" under the charges as the fuel charge\'s purchases, no charges of their own', () => {
    const r = extractSettlement(
      [
        'FRONT RANGE LEASE CO.   SETTLEMENT',
        'ACH date: March 14, 2025',
        'Total earnings                                 2,580.44',
        'Fleet card fuel - 2 purchases (see detail)       687.65',
        'Tractor lease                                    685.00',
        'NET PAY                                        1,207.79',
        '',
        'Fuel detail: 03/02 Loves #412 Lamar 386.10 / 03/03 TA Amarillo 301.55 = 687.65',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([68765, 68500]);
  });
  it('reads a summary row named "THIS" under "GROSS  TAXES  DEDUCTIONS  NET PAY" as this period\'s figures', () => {
    const r = extractSettlement(
      [
        'ST. REGIS RIVER TRANSPORT, INC.                         EARNINGS STATEMENT',
        'Check Date:   12/05/2025',
        'Mileage Pay              2,846     .5600    1,593.76     38,412.64',
        'Federal Income Tax                            142.38      3,211.90',
        'Social Security                               107.36      2,437.05',
        '             GROSS       TAXES  DEDUCTIONS     NET PAY',
        'THIS      1,593.76      249.74        0.00    1,344.02',
      ].join('\n'),
    );
    expect(r.net.value).toBe(134402);
    expect(r.net.confidence).toBeGreaterThanOrEqual(0.9);
  });
  it('reads a factor\'s "Total offsets" as the sum of the offsets and "Total advance on schedule" as no advance to repay', () => {
    const r = extractSettlement(
      [
        'PENOBSCOT TRADE CAPITAL, LLC   PURCHASE & FUNDING REPORT',
        '  Funded .......... 18-JUN-25  by Fed wire',
        'Debtor                         Load/Ref   Inv#  Inv Date         Face      Fee  Reserve   Advance',
        'Granite State Freight Brokers  GSF-88231  1041  11-JUN-25    2,600.00  (78.00) (130.00)  2,392.00',
        'Allagash Logistics Inc         AL-502117  1042  12-JUN-25    1,950.00  (58.50)  (97.50)  1,794.00',
        '2 invoices                                                   4,550.00 (136.50) (227.50)  4,186.00',
        'LESS OFFSETS',
        '  Fuel advance FA-3391 issued 12-JUN-25 (Pilot #4471)             (500.00)',
        '  Wire transfer fee                                                (20.00)',
        '  Total offsets                                                   (520.00)',
        '  Total advance on schedule                                       4,186.00',
        '  Total offsets                                                   (520.00)',
        '  NET FUNDS WIRED TO CLIENT                                       3,666.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(455000);
    expect(r.advances.value).toBe(50000);
    expect(r.deductions.map((d) => d.amountCents).sort((a, b) => a - b)).toEqual([2000, 13650]);
  });
  it('reads "TOTAL FLETES CON IVA" as the gross, also carried into a CARGOS / ABONOS account as its first line', () => {
    const r = extractSettlement(
      [
        'FLETES DEL GOLFO, S.A. DE C.V.   LIQUIDACIÓN DE FLETES A PERMISIONARIO',
        'No. de liquidación : LQ-2026-0341          Fecha de pago : 03/ABR/2026',
        'VIAJE     FECHA        ORIGEN - DESTINO                                KM         FLETE',
        'PFL-8812  24/MAR/2026  Altamira, Tamps. - Monterrey, N.L.             512     18,400.00',
        'PFL-8820  26/MAR/2026  Monterrey, N.L. - San Luis Potosí, S.L.P.      520     17,900.00',
        '                                                                           ------------',
        'Subtotal                                                                      36,300.00',
        'IVA 16%                                                                        5,808.00',
        'TOTAL FLETES CON IVA (CFDI A-3318)                                            42,108.00',
        '',
        'CONCEPTO                                                               CARGOS          ABONOS',
        '----------------------------------------------------------------------------------------------',
        'Total fletes con IVA (CFDI A-3318)                                                  42,108.00',
        'Reembolso de casetas comprobadas (14 tickets)                                        2,345.00',
        'Retención de IVA 4% s/subtotal                                       1,452.00',
        'Vales de diesel (3,912.4 lts)                                       21,480.50',
        '----------------------------------------------------------------------------------------------',
        'SUMAS                                                               22,932.50       44,453.00',
        '----------------------------------------------------------------------------------------------',
        'SALDO A FAVOR DEL PERMISIONARIO (NETO A PAGAR)                                      21,520.50',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(4210800);
    expect(r.linehaul.value).toBe(3630000);
    expect(r.reimbursements.value).toBe(234500);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([145200, 2148050]);
  });
  it('reads loads printed on two lines under a header on two, the lower starting with the broker ("Broker  Rate  Accs  Lumper  Load total")', () => {
    const r = extractSettlement(
      [
        'ALBEMARLE DISPATCH SERVICES LLC   CARRIER STATEMENT OF LOADS & DISBURSEMENT',
        'ACH date .... 10/01/2025',
        'Load #     PU date     Lane                                 Mi',
        '           Broker                              Rate     Accs   Lumper  Load total',
        '---------------------------------------------------------------------------------',
        '7781204    09/22/2025  Rocky Mount NC > Jacksonville FL    611',
        '           Coastal Plain Logistics         2,350.00        -        -    2,350.00',
        'BFB-55092  09/24/2025  Jacksonville FL > Spartanburg SC    488',
        '           Bluewater Freight Brokers       1,875.00    75.00   140.00    2,090.00',
        '---------------------------------------------------------------------------------',
        'TOTALS     2 loads / 1,099 mi              4,225.00    75.00   140.00    4,440.00',
        '   Gross revenue (rates + accessorials)                 4,300.00',
        '   Plus lumper reimbursement                              140.00',
        '   Less dispatch fee 8% of gross revenue                 (344.00)',
        '   NET ACH SENT TO CARRIER                              4,096.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(422500);
    expect(r.tripNumber.value).toBe('7781204');
  });
  it('reads "Taux" beside "Surch. 18,5 %" (the per cent sign apart) as the loads\' linehaul and fuel surcharge', () => {
    const r = extractSettlement(
      [
        'SAINT-ADALBERT CITERNES INC.   RELEVÉ DE RÈGLEMENT',
        'No du relevé : SPC-2607-61          Date de paiement : 19 février 2026',
        'No voyage  Date     Trajet                                   Taux  Surch. 18,5 %',
        '--------------------------------------------------------------------------------',
        'V-26-0183  10 fév.  Saint-Pamphile -> Lévis                780,00         144,30',
        'V-26-0187  11 fév.  Lévis -> Drummondville                 640,00         118,40',
        '--------------------------------------------------------------------------------',
        'Total des voyages                                        1 420,00         262,70',
        '  TOTAL DES REVENUS                                                  1 682,70 $',
        '  Carburant - carte Ultramar                                           587,42 $',
        '  MONTANT NET DÉPOSÉ                                                 1 095,28 $',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(142000);
    expect(r.fuelSurcharge.value).toBe(26270);
  });
  it('reads a load table on past a starred note under a row ("* DET 2.0H")', () => {
    const r = extractSettlement(
      [
        'CAVE CREEK LINEHAUL, INC.   CONTRACTOR SETTLEMENT',
        'Check Date  04/18/2025',
        'Trip #     Date  Origin / Destination            LdMi  MT   LH Pay MT Pay    FSC    Acc Trip Tot',
        '------------------------------------------------------------------------------------------------',
        'AFL-77104  04/06 PHOENIX AZ     > ONTARIO CA      372  24   647.28  20.40 193.44          861.12',
        'AFL-77119  04/08 ONTARIO CA     > LAS VEGAS NV    231  16   401.94  13.60 120.12  80.00   615.66',
        '                                                * DET 2.0H',
        'AFL-77126  04/09 LAS VEGAS NV   > ALBUQUERQUE NM  575  41 1,000.50  34.85 299.00  50.00 1,384.35',
        '------------------------------------------------------------------------------------------------',
        'TOTALS                                          1,178  81 2,049.72  68.85 612.56 130.00 2,861.13',
        'GROSS EARNINGS                      2,861.13',
        'NET PAY                             2,861.13',
      ].join('\n'),
    );
    expect(r.fuelSurcharge.value).toBe(61256);
    expect(r.miles.value).toBe(1259);
  });
  it('reads "Loaded Mileage 1,599 @ 1.740" and "Empty Mileage 93 @ 0.850" as mileage pay', () => {
    const r = extractSettlement(
      [
        'CAVE CREEK LINEHAUL, INC.   CONTRACTOR SETTLEMENT',
        'Check Date  04/18/2025',
        'Loaded Mileage  1,599 @ 1.740       2,782.26',
        'Empty Mileage     93 @ 0.850           79.05',
        'Fuel Surcharge  1,599 @ 0.520         831.48',
        'GROSS EARNINGS                      3,692.79',
        'NET PAY                             3,692.79',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(286131);
  });
  it('reads a "REIMBURSEMENTS" heading in a box\'s right block, beside an item of the left one, as the start of what is paid back', () => {
    const r = extractSettlement(
      [
        'SKAGIT FLATBED CARRIERS, INC.          Contractor Pay Statement',
        'Dispatch 253-555-0138                   Check date: Mar 12 2026',
        '+------------------------------------------+-----------------------------------------+',
        '| EARNINGS                                 | DEDUCTIONS                              |',
        '+------------------------------------------+-----------------------------------------+',
        '| MFC-7731 03/02 Tacoma WA-Portland OR     | Fuel - Pilot/FJ fleet         -1,204.77 |',
        '|   146 mi  68% of 1,150.00         782.00 | Liability & cargo ins           -118.00 |',
        '|   Fuel surcharge                  142.00 |                                         |',
        '| MFC-7748 03/03 Portland OR-Redding CA    | TOTAL DEDUCTIONS              -1,322.77 |',
        '|   432 mi  68% of 1,980.00       1,346.40 |                                         |',
        '|   Fuel surcharge                  298.00 | REIMBURSEMENTS                          |',
        '|                                          | OR oversize permit OS-22871       42.00 |',
        '| TOTAL EARNINGS                  2,568.40 | CA permit / pilot car share       95.00 |',
        '|                                          | TOTAL REIMBURSEMENTS             137.00 |',
        '+------------------------------------------+-----------------------------------------+',
        '| Miles 578   Linehaul 2,128.40   FSC 440.00   Tarp 0.00                             |',
        '| NET PAY  2,568.40 - 1,322.77 + 137.00 = 1,382.63                                   |',
        '+------------------------------------------------------------------------------------+',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(13700);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([120477, 11800]);
    expect(r.tripNumber.value).toBe('MFC-7731');
  });
  it('reads each load\'s "Invoice total" and "QuickPay 3.0%" as that load\'s detail under "Total invoiced" and "QuickPay discount"', () => {
    const r = extractSettlement(
      [
        'Rosetown Freight Brokerage Ltd.   QUICKPAY REMITTANCE ADVICE',
        'Payment Date:    2026/03/11',
        '  Load KFB-260877   Carrier Inv PRH-2231   Delivered 2026/03/04',
        '      Freight (all-in rate)                            2,650.00',
        '      Invoice total                                    2,650.00     QuickPay 3.0%    -79.50',
        '  Load KFB-260915   Carrier Inv PRH-2234   Delivered 2026/03/06',
        '      Freight (all-in rate)                            1,980.00',
        '      Detention 2 h                                      100.00',
        '      Invoice total                                    2,080.00     QuickPay 3.0%    -62.40',
        '  Invoices approved (2)          Total invoiced (CAD)       4,730.00',
        '                                 QuickPay discount           -141.90',
        '                                 Late POD fee KFB-260915 *    -50.00',
        '                                 NET EFT AMOUNT             4,538.10  CAD',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(473000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([14190, 5000]);
  });
  it('reads a payout\'s "Less fees and advances" as the sum of the charges and "Plus reimbursements" as the sum of what is paid back', () => {
    const r = extractSettlement(
      [
        'PIRU CREEK DISPATCH LLC   CARRIER SETTLEMENT / STATEMENT OF COLLECTIONS',
        'Payout      : ACH 2025-05-09 to Valley Community Bank xxxx0582',
        '   (-) Dispatch fee 7% of collected freight ............     377.83',
        '   (-) TMS / load-board seat, May ......................      25.00',
        '   (-) Fuel advance via Comchek 2025-04-30 (#7731055) ..     400.00',
        '   (+) Lumper at Bakersfield, paid by driver, rebilled .     160.00',
        '   Collected freight                                       5,397.50',
        '   Less fees and advances                                   -802.83',
        '   Plus reimbursements                                       160.00',
        '   NET ACH SENT TO CARRIER                                 4,754.67',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(40000);
    expect(r.reimbursements.value).toBe(16000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([37783, 2500]);
  });
  it("reads a DEBIT / CREDIT ledger on past its earnings subtotal, so its TOTALS row is the columns' sums", () => {
    const r = extractSettlement(
      [
        'TOCCOA GORGE TRANSPORT, INC.   CONTRACTOR SETTLEMENT',
        'Deposit Date ..: Mar 18, 2026',
        'SETTLEMENT LEDGER                                             DEBIT        CREDIT',
        '------------------------------------------------------ ------------  ------------',
        'Contractor share - line haul (3 trips)                                   5,425.20',
        'Stop-off pay  TG-260318  (1 extra stop)                                     50.00',
        '      TOTAL TRIP EARNINGS                                                5,475.20',
        'Lumper reimbursement  TG-260327  rcpt #88104                               185.00',
        'Fuel - EFS card  (9 purchases, detail attached)            1,912.44',
        'Trailer rental  TGT-5512                                     175.00',
        '------------------------------------------------------ ------------  ------------',
        'TOTALS                                                     2,087.44      5,660.20',
        'NET AMOUNT DUE CONTRACTOR                                                3,572.76 CR',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(547520);
    expect(r.reimbursements.value).toBe(18500);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([191244, 17500]);
  });
  it('reads a pay stub\'s summary band "Pre-Tax Ded  Taxes  Other Ded" as sums, so its one other deduction is not counted twice', () => {
    const r = extractSettlement(
      [
        'LIBERTYVILLE TANK LINES, INC.                     EARNINGS STATEMENT',
        'Pay Date ....... 06/05/2026',
        'Mileage pay         2,314  0.620   1,434.68',
        'GROSS PAY                          1,434.68',
        '401(k) 5%                             71.73',
        'Federal Income Tax                   139.60',
        'Trip adv recovery                    150.00',
        '                       Gross Pay   Pre-Tax Ded       Taxes   Other Ded       NET PAY',
        '  Current               1,434.68         71.73      139.60      150.00      1,073.35',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(15000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([7173, 13960]);
  });
  it('reads "Trips settled: 44107, 44121" and a "No. de viaje" column for the trip, never a date after "Trips settled"', () => {
    const trip = (lines: string[]) =>
      extractSettlement(['Pay Date: 07/17/2026', ...lines, 'Net pay 1,192.98'].join('\n')).tripNumber.value;
    expect(
      trip([
        'ULYSSES PLAINS TRANSPORT   EARNINGS STATEMENT',
        'Truck 614    Trips settled: 44107, 44121, 44139',
      ]),
    ).toBe('44107');
    expect(
      trip(['GLACIER POINT REEFER   SETTLEMENT', 'Trips settled 2026-11-29 through 2026-12-05']),
    ).toBeNull();
    expect(
      trip([
        'AUTOTRANSPORTES CUITZEO, S.A. DE C.V.   LIQUIDACIÓN',
        'No. de viaje    Fecha       Origen                 Destino                   Flete   Maniobras',
        '-------------   ----------  ---------------------  --------------------- ---------- ----------',
        'PJ-2025-0871    02/06/2025  Pénjamo, Gto.          Nuevo Laredo, Tamps.   18,500.00       0.00',
        'PJ-2025-0879    05/06/2025  Nuevo Laredo, Tamps.   Querétaro, Qro.        16,200.00   1,200.00',
      ]),
    ).toBe('PJ-2025-0871');
  });
  it('reads "Stmt ref CLP-2510-061" as the statement\'s own reference, not the trip', () => {
    const r = extractSettlement(
      [
        'Poudre Valley Lease Co., LLC   LEASE OPERATOR SETTLEMENT LEDGER',
        'ACH date ........... March 14, 2025            Stmt ref CLP-2510-061',
        'Mar 02 558120 GREELEY CO - AMARILLO TX  428 mi',
        '                Linehaul 72% of 3,150.00                      2,268.00',
        'NET PAY                                                       2,268.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('558120');
  });
  it('dates a repair invoice by its "Invoice Dt", not the day the truck came in', () => {
    const r = extractSettlement(
      [
        'LORDSBURG TRUCK & TRAILER SERVICE, LLC   24 HR ROAD SERVICE',
        'REPAIR ORDER / INVOICE        No. 61094',
        'Customer : R. VILLANUEVA TRUCKING LLC              Date In   : 12/01/2025 16:40',
        '           4410 Camino Alto, El Paso TX 79938      Invoice Dt: 12/02/2025',
        'Unit     : 2019 FRTL CASCADIA  Unit# 07            Odometer  : 612,448',
        'LABOR  (@ $135.00/hr)',
        ' A  R&R alternator, inspect belt & tensioner                      1.6    216.00',
        'PARTS',
        ' A  DR 8600310       Alternator 160A reman             1    389.95    389.95',
        '                                                     Parts total    389.95',
        '                                                     Invoice total  605.95',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('repair_invoice');
    expect(r.date.value).toBe('2025-12-02');
  });
  it('reads a payroll receipt\'s CFDI "Folio" as the receipt\'s own number, not a trip', () => {
    const r = extractSettlement(
      [
        'TRANSPORTES CEDRAL, S.A. DE C.V.',
        'RECIBO DE NÓMINA  -  CFDI de nómina versión 1.2        Folio: N-2026-0011-0452',
        'Fecha de pago: 15/06/2026',
        'Sueldo por viajes                  8,400.00',
        'ISR retenido                         912.40',
        'Neto a pagar                       7,487.60',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBeNull();
  });
  it('reads "Milles totaux de la période : 1130" as the total of loaded and empty miles', () => {
    const r = extractSettlement(
      [
        'TRANSPORT COMPTON INC.   RELEVÉ DU VOITURIER',
        'Date de paiement : 19 février 2026',
        '  Milles chargés (1055 mi)                        2 057,25 $',
        '  Milles à vide (75 mi)                              82,50 $',
        '  MONTANT NET DÉPOSÉ                              2 139,75 $',
        'Milles totaux de la période : 1130',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1130);
  });
  it('reads an OCR\'d table "Fret Part 76 % Surch.carb Autres" by word order: the share is the linehaul, the freight keeps its place', () => {
    const r = extractSettlement(
      [
        'TRANSPORT MATAWIN INC. RELEVE DE REGLEMENT',
        'Date de paiement : 14 novembre 2025',
        'No voyage Date. Trajet Fret Part 76 % Surch.carb Autres',
        'M-117402 03-11 Joliette QC -> Rimouski QC 1840,00 1 398,40 239,20 0,00',
        'M-117419 04-11 Rimouski QC -> Laval QC 1715,00 1 303,40 222,95 60,00',
        'Totaux 3 555,00 2 701,80 462,15 60,00',
        'TOTAL DES REVENUS 3 223,95 $',
        'MONTANT NET 3 223,95 $',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(270180);
    expect(r.fuelSurcharge.value).toBe(46215);
  });
  it('reads "Total des taux de transport" and "Part du fret (76 %)" as the linehaul', () => {
    const linehaul = (label: string) =>
      extractSettlement(
        [
          'CAMIONNAGE RESTIGOUCHE INC.   RELEVÉ DE RÈGLEMENT',
          'Date du dépôt : 26 mars 2026',
          `${label}    4 810,00 $`,
          'Total surcharge carburant      841,76 $',
          'TOTAL DES REVENUS            5 651,76 $',
          'MONTANT NET DÉPOSÉ           5 651,76 $',
        ].join('\n'),
      ).linehaul.value;
    expect(linehaul('Total des taux de transport')).toBe(481000);
    expect(linehaul('Part du fret (76 %)')).toBe(481000);
  });
  it('reads an OCR\'d bar table past rules garbled into letters ("BE EE PE PS SY") and a row whose date lost its bar', () => {
    const r = extractSettlement(
      [
        'MARQUESAS DISPATCH LLC',
        'CARRIER WEEKLY STATEMENT Statement no. DTD-2025-W19-014',
        'Be aaa Se |',
        '| Load # | Broker | Delivered | Lane : | Ld mi | Line haul | Access. | Load rev | Fee 7% |',
        'BE EE PE PS SY',
        '| MKL-2290417 | Marlin Key Logistics | 2025-05-06. Miami FL > Atlanta GA | 662 | 1,850.00 | 0.00 | 1,850.00 | 129.50 |',
        '| PFP88215 | Peachstate Freight Partners | 2025-05-07 | Atlanta GA > Charlotte NC | 245 | 725.00 | 100.00 | 825.00 | 57.75 |',
        '| HB-601339 | Harborline Brokerage Inc. | 2025-05-09 | Charlotte NC > Jacksonville FL | 385 | 1,050.00 | 0.00 | 1,050.00 | 73.50 |',
        'BE EF I',
        '| TOTALS | 3 loads | | | 1,292 | 3,625.00 | 100.00 | 3,725.00 | 260.75 |',
        'Total load revenue collected 3,725.00',
        'Less dispatch fee 7% (column above) -260.75',
        'NET ACH SENT TO CARRIER 2025-05-16 3,464.25',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1292);
    expect(r.linehaul.value).toBe(362500);
    expect(r.tripNumber.value).toBe('MKL-2290417');
  });
  it('reads an OCR\'d "LOAD TOT" column as each load\'s total, not a second load number, so the miles before it count', () => {
    const r = extractSettlement(
      [
        'FRENCH CREEK DISPATCH SERVICES LLC   CARRIER PAYOUT',
        'Payout date: Wed 04/15/26',
        'LOAD # BROKER PICKUP ~~ LANE MI LINEHAUL FSC ACC LOAD TOT DISP 8% :',
        '7781402 Kestrel Point Logistics Mon 04/06/26 Erie PA-Columbus OH 214 850.00 120.00 - 970.00 77.60',
        'Q-661045 Harrow Lane Logistics Thu 04/09/26 Nashville TN-Charlotte NC 410 1,600.00 230.00 - 1,830.00 146.40',
        'Gross billed to brokers (2 loads) 2,800.00',
        'NET ACH TO CARRIER 2,800.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(624);
    expect(r.tripNumber.value).toBe('7781402');
  });
  it('drops the one charge the printed figures are over by ("TVQ 9,975 % 572,24-$", a tax OCR gave a minus)', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE MATAPEDIA INC. RELEVE DE REGLEMENT',
        'Date du dépot : 26 mars 2026',
        'Sous-total des revenus 5 736,76 $',
        'TPS 5 % 286,84 $',
        'TVQ 9,975 % 572,24-$',
        'TOTAL DES REVENUS (taxes incluses) 6 595,84 $',
        'Carburant - carte Pétro-Pass (7 transactions) 1 842,66 $',
        'Assurance responsabilité / cargaison 98,75 $',
        'TOTAL DES RETENUES 1 941,41 $',
        'MONTANT NET DÉPOSÉ 4 654,43 $',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([184266, 9875]);
  });
  it('reads the loads\' miles ("452 mi", "319 mi") under an OCR\'d total of them ("Invoice total (2 loads, 771 mi)") once', () => {
    const r = extractSettlement(
      [
        'SNAPDRAGON FREIGHT BROKERAGE, INC. | MC 845210',
        '#%% QUICKPAY REMITTANCE ADVICE ***',
        'Method ....... ACH - effective 07 Oct 2025 oo',
        'INVOICES PAID',
        'Load SFB883104 Shipped 29 Sep 2025 Carrier invoice LEX-2231',
        'Memphis TN - Dallas TX 452 mi',
        'Line haul ............ 1,900.00 .',
        'Load total ........... 1,900.00',
        'Load SFB883377 Shipped 01 Oct 2025 Carrier invoice LEX-2236',
        '. Dallas TX - Little Rock AR 319 mi',
        'Line haul ............ 1,325.00',
        'Load total ........... 1,325.00 :',
        'Invoice total (2 loads, 771 mi) ........ 3,225.00',
        'QuickPay fee 3.5% ..............,.......  -112.88 .',
        'NET PAYMENT ..............,ceeeeennnean 3,112.12 USD',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(771);
  });
  it('reads "SKL Load" and "Carr Inv" (the broker\'s initials, a short "Carr") as load and invoice number columns', () => {
    const r = extractSettlement(
      [
        'Owasco Logistics, Inc.  |  OWL QuickPay(SM)',
        'QUICKPAY REMITTANCE ADVICE',
        'Pay to:   ONTARIO SHORE CARRIERS LLC            Payment date: 07-AUG-2025',
        'SKL Load Carr Inv  Delivered     Linehaul      FSC  Access.  Inv Total   QP Fee       Net',
        '-----------------------------------------------------------------------------------------',
        '4410729  OSC-2291  29-JUL-2025   1,900.00   312.00     0.00   2,212.00   -66.36  2,145.64',
        '4410763  OSC-2294  31-JUL-2025   1,150.00   189.00   150.00   1,489.00   -44.67  1,444.33',
        '-----------------------------------------------------------------------------------------',
        'Totals (2)                       3,050.00   501.00   150.00   3,701.00  -111.03  3,589.97',
        '  Invoice total                  3,701.00',
        '  QuickPay fee (3%)               -111.03',
        '  AMOUNT PAID (USD)              3,589.97',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('4410729');
    expect(r.linehaul.value).toBe(305000);
    expect(r.fuelSurcharge.value).toBe(50100);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([11103]);
  });
  it('of two repairs that balance the figures, takes the one that turns an OCR\'d 6 back into a 0 ("117.06" for 117.00)', () => {
    const r = extractSettlement(
      [
        'UMATILLA FREIGHT, INC.   QUICKPAY REMITTANCE',
        'Payment date: 10/02/2025',
        'Invoice total                           4,680.00',
        'QuickPay fee 2.5%                        -117.06',
        'Comchek fee                               -12.00',
        'AMOUNT PAID                             4,551.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(468000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([11700, 1200]);
    expect(r.deductions[0]?.confidence).toBeLessThan(0.9);
  });
  it('reads an advance or escrow deposit of "300.60" as 300.00 for review when the figures do not add up, and keeps it when they do', () => {
    const statement = (advance: string, net: string) =>
      extractSettlement(
        [
          'SISSETON DISPATCH LLC   CARRIER STATEMENT',
          'ACH date: 04/17/2026',
          'Total load revenue collected           4,625.00',
          'Less dispatch fee 7% (column above)    -323.75',
          `Less Comdata fuel advance 04/06        -${advance}`,
          `NET ACH SENT TO CARRIER                ${net}`,
        ].join('\n'),
      );
    // 4,625.00 − 323.75 − 300.00 = 4,001.25, and the net's 5 is a misread too: nothing balances.
    const misread = statement('300.60', '4,001.28');
    expect(misread.advances).toEqual({ value: 30000, confidence: 0.5 });
    expect(statement('300.60', '4,000.65').advances.value).toBe(30060);
  });
});

describe('rules learned from batches 97 to 104', () => {
  it.each([
    ['Trips paid this period: 88104 (Springdale AR - Joliet IL), 88117 (Joliet IL - Columbus OH)', '88104'],
    ['Trip sheets in this period: FR-7731 Grande Prairie-Fort St. John-Edmonton,', 'FR-7731'],
    ['Trips settled this period: GD-3305 (812 mi), GD-3312 (1,046 mi)', 'GD-3305'],
    ['Viajes del periodo: TCZ-MEX-1182, MEX-QRO-0457, QRO-SLP-2210', 'TCZ-MEX-1182'],
  ])('takes the first of a pay stub\'s list of loads, "%s"', (line, trip) => {
    const r = extractSettlement(
      [
        'GILLESPIE DAM HAULERS, INC.        EARNINGS STATEMENT',
        'Pay Date: 06/05/26',
        'Mileage Pay      0.58   2,412.00    1,398.96',
        'GROSS PAY                           1,398.96',
        'Federal Income Tax                    131.40',
        'NET PAY                             1,267.56',
        line,
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe(trip);
  });
  it('reads a Quebec "état de compte" for a "camionneur artisan" as a settlement, and "Indexation carburant" as its fuel surcharge', () => {
    const r = extractSettlement(
      [
        'LANORAIE VRAC ET TRANSPORT INC.',
        'ÉTAT DE COMPTE HEBDOMADAIRE - CAMIONNEUR ARTISAN',
        'Dépôt direct : 2026-01-23',
        'REVENUS                                    |  RETENUES',
        'Transport (tarif)            1 752,84 $    |  Diesel - réservoir de la cour      612,48 $',
        'Indexation carburant 8,2 %     143,73 $    |',
        'Total facturable             1 896,57 $    |  Total des retenues                 612,48 $',
        'NET DÉPOSÉ LE 2026-01-23                   1 284,09 $',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('settlement_statement');
    expect(r.fuelSurcharge.value).toBe(14373);
    expect(r.linehaul.value).toBe(175284);
    expect(r.net.value).toBe(128409);
  });
  const releve = (...extra: string[]) =>
    extractSettlement(
      [
        'TRANSPORTS WEEDON-STORNOWAY INC.        RELEVÉ DE PAIE - VOITURIER',
        'Payé le : 13 mars 2026',
        'GAINS                           COURANT    CUMULATIF  | RETENUES                     COURANT   CUMULATIF',
        'Forfaits voyages (4)           2 425,00     4 105,00  | Carburant - cartes FleetNet  1 124,87    1 904,11',
        'Surcharge carburant 15 %         363,75       615,75  | Avance en argent 04/03         200,00      600,00',
        'TOTAL DES GAINS                2 788,75     4 720,75  | TOTAL DES RETENUES           1 324,87    2 504,11',
        ...extra,
      ].join('\n'),
    );
  // Early in the year the year's column is not yet several times the week's: only the header tells.
  it('reads "Courant  Cumulatif" as the current and year-to-date columns', () => {
    const r = releve();
    expect(r.gross.value).toBe(278875);
    expect(r.fuelSurcharge.value).toBe(36375);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([112487]);
  });
  it('does not take a date\'s day before a current amount as a count that prices the year-to-date one ("Avance 04/03  200,00  600,00")', () => {
    expect(releve().advances.value).toBe(20000);
  });
  it('reads "Calcul du dépôt" as the net, also after a reimbursements section', () => {
    const r = releve(
      '',
      'REMBOURSEMENTS (non taxables)',
      '  Pesée et permis spécial MTQ                 42,00',
      '',
      'CALCUL DU DÉPÔT :  2 788,75 - 1 324,87 + 42,00 = 1 505,88 $',
    );
    expect(r.reimbursements.value).toBe(4200);
    expect(r.net.value).toBe(150588);
  });
  const portal = (header: string, net: string) =>
    extractSettlement(
      [
        'OCKLAWAHA DISPATCH CO.',
        'carrier settlement report  |  page 1/1',
        net,
        '+----+-------------+------------------------+-----+----------+--------+------------+---------+----------+',
        header,
        '+----+-------------+------------------------+-----+----------+--------+------------+---------+----------+',
        '| 1  | TQ-8841203  | Gulfbreeze Brokerage   | 488 | 1,450.00 |   0.00 |   1,450.00 |  101.50 | 1,348.50 |',
        '| 2  | 7719-0442   | Tri-Point Truckload    | 731 | 2,050.00 | 215.00 |   2,265.00 |  158.55 | 2,106.45 |',
        '+----+-------------+------------------------+-----+----------+--------+------------+---------+----------+',
        '|    | TOTAL       |                        |1219 | 3,500.00 | 215.00 |   3,715.00 |  260.05 | 3,454.95 |',
        '+----+-------------+------------------------+-----+----------+--------+------------+---------+----------+',
        'fuel advance 2026-03-24, EFS code 7781-22 ................. -400.00',
      ].join('\n'),
    );
  const PORTAL_HEADER =
    '| #  | Load ref    | Broker (paid us)       | Mi  | Linehaul | FSC    | Load gross | Disp 7% | Load net |';
  it('reads a "Load ref" column as the loads\' numbers, "Load gross" as their pay and "Disp 7%" as a charge', () => {
    const r = portal(PORTAL_HEADER, '');
    expect(r.tripNumber.value).toBe('TQ-8841203');
    expect(r.miles.value).toBe(1219);
    expect(r.linehaul.value).toBe(350000);
    expect(r.gross.value).toBe(371500);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([26005]);
  });
  it.each([
    ['REMITTANCE:  $3,054.95   ACH sent 2026-04-03 to Truist ...1182'],
    ['3,454.95 - 400.00 = 3,054.95 sent by ACH.'],
  ])('reads the net of "%s" from its label, not only from the figures', (line) => {
    expect(portal(PORTAL_HEADER, line).net).toEqual({ value: 305495, confidence: 0.99 });
  });
  it('reads a portal\'s "at a glance" box: billed to brokers is the gross, fees + charges their total, released to you the net', () => {
    const r = extractSettlement(
      [
        'TISHOMINGO CARRIER SERVICES, LLC  |  Carrier Portal  |  Statement export',
        'Funds released ..... 2026-03-18 by ACH',
        '| AT A GLANCE                     |              |',
        '|---------------------------------|--------------|',
        '| Billed to brokers (4 loads)     |     3,740.00 |',
        '| Our fees + your charges         |      -294.00 |',
        '| RELEASED TO YOU                 |     3,446.00 |',
        '',
        'YOUR CHARGES',
        '  2026-03-11  Comcheck fuel advance #77120453         250.00',
        '  2026-03-11  Comcheck service fee                      6.00',
        '  2026-03-15  Cargo insurance (pass-through, wk 11)    38.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(374000);
    expect(r.net.value).toBe(344600);
    expect(r.advances.value).toBe(25000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([600, 3800]);
  });
  it('reads a broker\'s "Carrier payment advice - QuickPay" for approved carrier invoices as a factoring remittance', () => {
    const r = extractSettlement(
      [
        'BAYPORT LANDING LOGISTICS, INC.',
        'Licensed Property Broker  MC 802217',
        '',
        'CARRIER PAYMENT ADVICE - QUICKPAY',
        'Pay to:   NORTHBOUND IRON CARRIERS LLC            Payment Date: 3 September 2026',
        'Load BLL-662015   Carrier Inv CT-2291',
        '      Load total                        $  2,237.40',
        'Invoices approved                               $  2,237.40',
        'QuickPay discount 2.5%                          $     55.94 -',
        'NET PAYMENT (ACH)                               $  2,181.46',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('factoring_remittance');
  });
  it('reads a "Remittance advice" with its "QuickPay Program" printed across the page, and a "QP DISC" column, as a factoring remittance', () => {
    const r = extractSettlement(
      [
        'OKEMAH LOGISTICS, INC.                                    REMITTANCE ADVICE',
        'Property Broker MC 884120                                 QuickPay Program',
        'Carrier Settlements 918-555-0151                          Payment Date: 04/02/26',
        'PAYEE: DEEP FORK TRUCKING LLC                 Vendor ID: C-20784',
        'The invoices below were approved at a 2.5% discount per your',
        'QuickPay election of 01/15/26.',
        'CARRIER INV LOAD #      SHIP DATE   INV AMOUNT  QP DISC 2.5%    NET PAID',
        'DFT-0311    OKL-300518  03/23/26        943.00         23.58      919.42',
        'TOTALS                                  943.00         23.58      919.42',
        'Load pay: linehaul 825.00, fuel surcharge 118.00',
        '                                         PAYMENT AMOUNT:   $919.42',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('factoring_remittance');
  });
  const leaseAdvice = (total: string) =>
    extractSettlement(
      [
        'DISMAL RIVER LEASING CO.',
        'SETTLEMENT ADVICE                                        Check Date:   February 13, 2026',
        'Pro        Route                                 Miles   Line Revenue   Your 72%      FSC',
        'DR-55810   North Platte, NE to Denver, CO          281       1,180.00     849.60   140.50',
        '             BOL 4471209 - picked up Feb 2, delivered Feb 2',
        'DR-55826   Denver, CO to Salt Lake City, UT        521       1,875.00   1,350.00   260.50',
        '             BOL 88-20315 - picked up Feb 3, delivered Feb 4',
        '                                                  -----   ------------   --------   ------',
        'Totals                                             802       3,055.00   2,199.60   401.00',
        total,
        '  Tractor lease, wk 61 of 208        685.00',
        'NET CHECK AMOUNT ..................................................... $1,915.60',
      ].join('\n'),
    );
  it('reads on past a sentence under a row that names its bill of lading and dates ("BOL 4471209 - picked up Feb 2, …")', () => {
    const r = leaseAdvice('');
    expect(r.miles.value).toBe(802);
    expect(r.linehaul.value).toBe(219960);
    expect(r.fuelSurcharge.value).toBe(40100);
  });
  it('reads "TOTAL LEASE-OPERATOR EARNINGS (72% share + FSC + other)" as the gross', () => {
    const r = leaseAdvice('TOTAL LEASE-OPERATOR EARNINGS (72% share + FSC + other) ....... 2,600.60');
    expect(r.gross.value).toBe(260060);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([68500]);
  });
  it('reads on past a lane line whose note under the extras says what they were for ("DET 2H")', () => {
    const r = extractSettlement(
      [
        'HUALAPAI FLATS FREIGHT LINES, INC.                               OWNER-OPERATOR SETTLEMENT',
        'Issued  : 18FEB26',
        'Trip No.    Disp     Origin / Destination       Ld Mi  MT Mi    Mileage      FSC    Other     Total',
        'HF-26-0418  09FEB26  KINGMAN AZ                   473     22     818.84   231.77   100.00  1,150.61',
        '                       > ALBUQUERQUE NM                                            TARP',
        'HF-26-0431  10FEB26  ALBUQUERQUE NM               268      0     450.24   131.32    80.00    661.56',
        '                       > EL PASO TX                                                DET 2H',
        'HF-26-0447  11FEB26  EL PASO TX                   431     38     765.88   211.19   100.00  1,077.07',
        '                       > PHOENIX AZ                                                TARP',
        'TRIP TOTALS (3)                                 1,172     60   2,034.96   574.28   280.00  2,889.24',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1232);
    expect(r.linehaul.value).toBe(203496);
    expect(r.gross.value).toBe(288924);
  });
  const paySheet = (netLine: string) =>
    extractSettlement(
      [
        'CORSICANA TRUCK DISPATCHING, LLC',
        'CARRIER PAY SHEET #CTD-0926                                    Remit date: 2/27/26',
        'Dispatcher: Lupe Villarreal',
        netLine,
        'PU       Load #      Broker / Lane                        Ld mi  Linehaul     FSC    Acc.     Total  Disp 7%',
        '2/23/26  8841772     Hillsboro Crossing Logistics, Inc.     432  1,350.00       -       -  1,350.00    94.50',
        '                     Corsicana TX > Laredo TX',
        '2/24/26  LX-30917    Palmetto Run Freight LLC               157    525.00   65.00   75.00    665.00    46.55',
        '                     Laredo TX > San Antonio TX  (Acc. = detention 1.5 hr)',
        '2/25/26  0092215-A   Ozark Gate Logistics                   563  1,690.00       -       -  1,690.00   118.30',
        '                     San Antonio TX > Tulsa OK',
        '                                                          -----  --------  ------  ------  --------  -------',
        '                     3 loads                              1,152  3,565.00   65.00   75.00  3,705.00   259.35',
        '',
        'RECAP   3,705.00 - 259.35 = 3,445.65',
      ].join('\n'),
    );
  it('reads on past a bracketed note of any words under a row ("(Acc. = detention 1.5 hr)"), and keeps a "3 loads" totals row to the table', () => {
    const r = paySheet('');
    expect(r.miles.value).toBe(1152);
    expect(r.linehaul.value).toBe(356500);
    expect(r.gross.value).toBe(370500);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([25935]);
  });
  it('takes a dispatch service whose pay sheet says "NET REMITTED TO CARRIER (ACH from …)" as the payer', () => {
    const r = paySheet(
      '>>> NET REMITTED TO CARRIER (ACH from Corsicana Truck Dispatching, LLC): $3,445.65 <<<',
    );
    expect(r.broker.value).toBe('CORSICANA TRUCK DISPATCHING, LLC');
    expect(r.net.value).toBe(344565);
  });
  const portalRelease = (fees: string[]) =>
    extractSettlement(
      [
        'KAHOKA DISPATCH & BILLING LLC          Carrier Portal > Settlements > KDB-S-0311',
        'SETTLEMENT RELEASED                                                              $2,884.31',
        'Release date  : March 11, 2026',
        'How we got there:',
        '  invoiced 3,630.00  -  our fees 299.55  -  paid on your behalf 446.14',
        '',
        'OUR FEES',
        ...fees,
        '',
        'PAID ON YOUR BEHALF',
        '  Progressive commercial auto - March installment ........................  388.14',
        '  Samsara ELD - monthly ...................................................   33.00',
        '  IFTA Q1 filing service ..................................................   25.00',
        '                                                                   total    446.14',
      ].join('\n'),
    );
  it('reads "SETTLEMENT RELEASED" as the net and "invoiced" as the gross', () => {
    const r = portalRelease([
      '  Dispatch service 6% ....................................................  208.80',
      '  Factoring line 2.5% of invoice (Ridgeback Capital) .....................   90.75',
    ]);
    expect(r.net.value).toBe(288431);
    expect(r.gross.value).toBe(363000);
  });
  it('reads a bare "total" under a block of charges as the block\'s total, not the gross, and its lines as charges', () => {
    const r = portalRelease([
      '  Dispatch service 6% ....................................................  208.80',
      '  Factoring line 2.5% of invoice (Ridgeback Capital) .....................   90.75',
      '                                                                   total    299.55',
    ]);
    expect(r.gross.value).toBe(363000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([20880, 9075, 38814, 3300, 2500]);
  });
  it('does not take a fee whose remark leaves lumpers out ("(…, not lumpers)") for a lumper reimbursement', () => {
    const r = portalRelease([
      '  Dispatch service 6% (loaded revenue + accessorials, not lumpers) ......  208.80',
      '  Factoring line 2.5% of invoice (Ridgeback Capital) .....................   90.75',
      '                                                                   total    299.55',
    ]);
    expect(r.reimbursements.value).toBeNull();
    expect(r.deductions.map((d) => d.amountCents)).toEqual([20880, 9075, 38814, 3300, 2500]);
  });
  it('reads a strip of deduction names over a "Current" row, two-letter names too ("CPP  EI  INC TAX … ADV RECOV  TOTAL")', () => {
    const r = extractSettlement(
      [
        'TROCHU VALLEY TRANSPORT LTD.                     STATEMENT OF EARNINGS AND DEDUCTIONS',
        'Employee  0457  NAVJOT S. BRAR                 Deposit date 13 Feb 2026',
        'EARNINGS',
        '  Code  Description                           Qty       Rate       Amount',
        '  MIL   Highway miles (ELD)              5,104 mi     0.6300     3,215.52',
        '  LAY   Layover Dallas TX, 30 Jan               1   100.0000       100.00',
        '                                                  Gross earnings  3,315.52',
        'DEDUCTIONS',
        '                  CPP         EI    INC TAX  ADV RECOV      TOTAL',
        'Current        196.40      56.00     612.35     150.00   1,014.75',
        'Y-T-D          589.21     168.00   1,837.05     150.00   2,744.26',
        '|  NET PAY THIS PERIOD          $  2,300.77  |',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([19640, 5600, 61235]);
    expect(r.advances.value).toBe(15000);
    expect(r.linehaul.value).toBe(321552);
  });
  it('reads a "Rev Share" column as the linehaul, and charges under a "CHARGEBACKS" heading beside a recap', () => {
    const r = extractSettlement(
      [
        'INYOKERN FLEET LEASING, INC.',
        'Contractor Settlement Statement                            Check/EFT Date : 03/10/2026',
        'Load #      Del Date    Lane                               Miles   Line Rev  Plan   Rev Share      FSC  Contractor',
        'IFL-30712   02/23/2026  Ridgecrest CA - Salt Lake City UT    612   2,480.00   72%    1,785.60   412.00    2,197.60',
        'IFL-30729   02/24/2026  Salt Lake City UT - Boise ID         340   1,150.00   72%      828.00   141.00      969.00',
        '            TOTALS                                           952   3,630.00          2,613.60   553.00    3,166.60',
        '',
        'CHARGEBACKS                                    |  RECAP',
        'Tractor lease TL-0910 (wk 9)         685.00    |  Contractor compensation           3,166.60',
        'Fuel - Pilot Flying J (5 purch.)   1,208.90    |  Less chargebacks                  1,893.90',
        '                                   ---------    |  ------------------------------------------',
        'Total chargebacks                  1,893.90    |  NET PAY  (EFT 03/10/2026)         1,272.70',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(261360);
    expect(r.gross.value).toBe(316660);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([68500, 120890]);
  });
  it('reads loads on two lines under a header on two lines whose upper line names only the trip, and adds "Loaded pay" to "Empty pay"', () => {
    const r = extractSettlement(
      [
        'SINNEMAHONING VALLEY CARRIERS, INC.        CONTRACTOR SETTLEMENT   Pay Date 02-13-2026',
        'LOAD DETAIL',
        'Trip       Disp date   Shipper  ->  Consignee',
        '             Loaded mi  Empty mi  Loaded pay  Empty pay       FSC  Tarp/Stop   Trip total',
        '-------------------------------------------------------------------------------------------',
        'SV-60417   02-02-2026  Allegheny Hardwoods, St Marys PA -> Lakeshore Lumber, Cleveland OH',
        '                   212        38      377.36      39.90     86.92      75.00       579.18',
        'SV-60429   02-03-2026  Lakeshore Lumber, Cleveland OH -> Three Rivers Steel, Fort Wayne IN',
        '                   221         0      393.38       0.00     90.61      50.00       533.99',
        '-------------------------------------------------------------------------------------------',
        'TOTALS             433        38      770.74      39.90    177.53     125.00     1,113.17',
        '',
        'NET PAY                                          1,113.17',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('SV-60417');
    expect(r.miles.value).toBe(471);
    expect(r.linehaul.value).toBe(81064);
    expect(r.fuelSurcharge.value).toBe(17753);
  });
  it('reads a "BILL" column as the loads\' numbers and "LESSEE 72%" as the share; a toll under "CHARGEBACKS" is charged, a "Maint. acct deposit" held', () => {
    const r = extractSettlement(
      [
        '                         YOUGHIOGHENY TRACTOR LEASING, LLC',
        'LESSEE SETTLEMENT WORKSHEET                                   Check date   03/13/2026',
        'BILL     SHIP DATE    SHIPPER / CONSIGNEE                MILES   LINE REV   LESSEE 72%     FSC',
        '=============================================================================================',
        '22871    03/02/2026   Allegheny Valley Glass Co.           191     725.00     522.00     95.50',
        '22894    03/03/2026   Buckeye Container Corp.              208     790.00     568.80    104.00',
        '=============================================================================================',
        'WEEK TOTALS (2 bills)                                      399   1,515.00   1,090.80    199.50',
        '',
        '  Lessee 72% share .......  1,090.80',
        '  Fuel surcharge .........    199.50',
        '  TOTAL COMPENSATION .....  1,290.30',
        '',
        'CHARGEBACKS',
        '  Fuel - Comdata wk 10          607.44      Maint. acct deposit           125.00',
        '  E-ZPass tolls (PA Tpk)         38.60',
        '                                     TOTAL CHARGEBACKS     771.04',
        '',
        '  PAY THIS AMOUNT (check 0041877) ........................ $519.26',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('22871');
    expect(r.miles.value).toBe(399);
    expect(r.linehaul.value).toBe(109080);
    expect(r.escrow.value).toBe(12500);
    expect(r.reimbursements.value).toBeNull();
    expect(r.deductions.map((d) => d.amountCents)).toEqual([60744, 3860]);
  });
  it('reads "4 inv" as the invoices\' totals row, and figures under "ACCOUNT POSITION AFTER THIS BATCH" as balances', () => {
    const r = extractSettlement(
      [
        'WITHLACOOCHEE FREIGHT FACTORS, INC.',
        'CLIENT REMITTANCE ADVICE                         Purchased: 3/10/2026',
        'INVOICES PURCHASED',
        'Invoice   Debtor                     Load #       Inv Date     Face Amt      Fee    Reserve    Advance',
        '--------------------------------------------------------------------------------------------------------',
        'RM-2207   Ocklawaha Logistics, Inc.  OKL-448120   3/2/2026     2,150.00    69.88     150.50   1,929.62',
        'RM-2208   Santa Fe River Brokerage   7730016      3/3/2026     1,780.00    57.85     124.60   1,597.55',
        '--------------------------------------------------------------------------------------------------------',
        '2 inv                                                          3,930.00   127.73     275.10   3,527.17',
        '',
        '  REMITTANCE AMOUNT   $  3,527.17',
        '',
        'ACCOUNT POSITION AFTER THIS BATCH',
        '  Reserve held  4,906.15      Open A/R (purchased, unpaid)  21,384.00      Fuel advances due  0.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(393000);
    expect(r.escrow.value).toBe(27510);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([12773]);
  });
  it('reads a box whose labels are printed on two lines, cell over cell ("TOTAL / REVENUE", "LESS / ADVANCES", "CHECK / AMOUNT")', () => {
    const r = extractSettlement(
      [
        'WAKPALA PRAIRIE FREIGHT LINES, INC.                          OWNER-OPERATOR SETTLEMENT',
        'Check Date:     February 27, 2026',
        '+-------------------------------- SETTLEMENT AT A GLANCE ---------------------------------+',
        '|   TOTAL         LESS           LESS           LESS           PLUS             CHECK     |',
        '|   REVENUE       CHARGES        ADVANCES       ESCROW         REIMB.           AMOUNT    |',
        '|  3,802.63      1,793.37         400.00         125.00          25.25         1,509.51   |',
        '+-----------------------------------------------------------------------------------------+',
        '',
        'CHARGES                                          THIS SETTLEMENT      YEAR TO DATE',
        "  Fuel - Love's / TA card (6 purchases)            1,793.37        9,114.60",
        '  TOTAL CHARGES                                    1,793.37        9,114.60',
        '',
        '  Comchek advance 02/17 (ref CK 55130872)            400.00        1,200.00',
        '  Escrow deposit                                     125.00          875.00',
        '',
        'REIMBURSEMENTS (receipts attached)',
        '  CAT scale - Omaha NE 02/18                          25.25',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(380263);
    expect(r.net.value).toBe(150951);
    expect(r.advances.value).toBe(40000);
    expect(r.escrow.value).toBe(12500);
  });
  it('reads "Fonds de prévoyance" as escrow', () => {
    const r = extractSettlement(
      statement('Taux de voyage        4 995,00', 'Fonds de prévoyance     150,00', 'NET À PAYER   4 845,00'),
    );
    expect(r.escrow.value).toBe(15000);
  });
  it('takes the payer from a letterhead boxed on one line with the net pay beside it', () => {
    const r = extractSettlement(
      [
        '+----------------------------------------------------------------------------------------------+',
        '| GIMLI INTERLAKE CARTAGE LTD.               STATEMENT OF EARNINGS         NET PAY  $2,041.27    |',
        '| 77 Industrial Rd, Gimli MB  R0C 1B1        Pay date : 27/02/2026                              |',
        '+----------------------------------------------------------------------------------------------+',
        '  Employee : PRZYBYLSKI, TERESA M.      No. 2207',
        '',
        '  EARNINGS                          UNITS       RATE      CURRENT     YEAR-TO-DATE',
        '  Highway miles                     3,846     0.6350     2,442.21         9,127.40',
        '  TOTAL EARNINGS                                         2,442.21         9,127.40',
        '  Federal income tax                                       400.94           921.64',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('GIMLI INTERLAKE CARTAGE LTD.');
  });
  it('reads "Feb 6/26" as a date, "Trip ticket pay" as the linehaul and a "NON-TAXABLE:" line as paid back', () => {
    const r = extractSettlement(
      [
        'SMOKY RIVER HAULAGE LTD.                               +--------------------------------+',
        '9815 - 108 Street, Grande Prairie AB  T8V 4C8          |  NET PAY          $2,152.06    |',
        'Payroll: 780-555-0186                                  |  Cheque Date      Feb 6/26     |',
        'STATEMENT OF EARNINGS AND DEDUCTIONS  (semi-monthly)',
        'EARNINGS                          Hrs/Qty      Rate       Current           YTD',
        '  Trip ticket pay (see detail)          6                 2,608.00      5,127.50',
        '  Standby / wait time                 7.5     31.00         346.12        455.50',
        '  TOTAL GROSS                                            2,954.12      5,582.00',
        'DEDUCTIONS                                                Current           YTD',
        '  Income Tax (Fed + AB)                                    888.46      1,746.94',
        '  TOTAL DEDUCTIONS                                         888.46      1,746.94',
        '',
        'NON-TAXABLE: meals & lodging, Valleyview Jan 24/26 (claim 26-014)          86.40',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-02-06');
    expect(r.linehaul.value).toBe(260800);
    expect(r.reimbursements.value).toBe(8640);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([88846]);
  });
  it('reads "Operating charges" as their total, and an "ESCROW ACCOUNTS  Beginning  Deposit  …  Ending" table as balances', () => {
    const r = extractSettlement(
      [
        'PASCAGOULA RIVER TRACTOR LEASING, LLC',
        'LEASE OPERATOR SETTLEMENT STATEMENT          Payment date:    Friday, March 20, 2026 (ACH)',
        '---------------------------------- SUMMARY ----------------------------------',
        '   Operator earnings ............................................   2,000.00',
        '   Operating charges ............................................    (685.00)',
        '   Escrow deposits ..............................................    (165.00)',
        '   Advances recovered ...........................................    (200.00)',
        '   NET SETTLEMENT PAYABLE .......................................     950.00',
        'OPERATING CHARGES',
        '  03/12  Weekly tractor lease, PR-447 (wk 37 of 208)                      685.00',
        'ADVANCES',
        '  03/10  Comchek express code #4471-0912 (recovered in full)              200.00',
        '',
        'ESCROW ACCOUNTS        Beginning    Deposit    Withdrawal        Ending',
        '  Maintenance           2,215.00     125.00        412.00      1,928.00',
        '  Tires                   560.00      40.00          0.00        600.00',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(20000);
    expect(r.escrow.value).toBe(16500);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([68500]);
  });
  it('names the trip by the load a remark under an invoice\'s row gives ("Load 6620194  Plant City FL > Atlanta GA")', () => {
    const r = extractSettlement(
      [
        'AZALEA PARK FUNDING, LLC          CLIENT PURCHASE STATEMENT     Purchase date 2026/03/18',
        ' #  Invoice    Debtor (account debtor)                  Inv date         Face       Fee',
        ' 1  Inv 1187   Gulfstream Harvest Brokerage, Inc.       2026/03/12   2,900.00     72.50',
        '               Load 6620194   Plant City FL > Atlanta GA',
        ' 2  Inv 1188   Lake Wales Produce Logistics             2026/03/13   1,650.00     41.25',
        '               Load LW-30871  Lake Wales FL > Savannah GA',
        '                                                                   ---------   -------',
        '    2 invoices                                                      4,550.00    113.75',
        '  FUNDS RELEASED                                   4,436.25',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('6620194');
  });
  it('names the trip by the "Orden" column, not the carta porte (the waybill) beside it', () => {
    const r = extractSettlement(
      [
        'TAMAZUNCHALE AUTOTRANSPORTES, S.A. DE C.V.',
        '                LIQUIDACIÓN SEMANAL AL PERMISIONARIO              No. 2026-03/117',
        'Fecha de pago : viernes 23 de enero de 2026',
        'Orden     Carta porte  Salida        Ruta                                             Flete',
        'TZ-8841   CP 30512     12-ene-2026   Tamazunchale, S.L.P. - Tampico, Tamps.     14,200.00',
        'TZ-8857   CP 30540     14-ene-2026   Tampico, Tamps. - Querétaro, Qro.          16,750.00',
        '                                                                Suma de fletes   30,950.00',
        'NETO A PAGAR AL PERMISIONARIO                                      30,950.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('TZ-8841');
  });
  it('reads a French "Bon" column as the loads\' numbers (before a "folio ...318" further down)', () => {
    const r = extractSettlement(
      [
        'FARDIERS DRUMMOND INC.          ÉTAT DE COMPTE HEBDOMADAIRE - VOITURIER ARTISAN',
        'Dépôt du 13 mars 2026           État no 2026-10-14   Camion : 14   TPS (5 %) sur 318 $',
        'Bon       Date         Parcours                                 Taux   Aj. carb. 18,5 %',
        'FD-8812   2026-03-02   Drummondville -> Québec (Beauport)   1 150,00             212,75',
        'FD-8819   2026-03-03   Québec -> Sherbrooke                   980,00             181,30',
        '                                                             --------           --------',
        '                                                             2 130,00             394,05',
        'Montant net déposé le 13 mars 2026 (Desjardins, folio ...318) :  2 524,05',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('FD-8812');
  });
  it('reads on past a year-to-date figure in brackets on a recap line ("GROSS 1,532.96 (YTD 12,477.38) … NET PAY 1,101.52")', () => {
    const r = extractSettlement(
      [
        'ICHETUCKNEE BULK HAULERS, INC.   EMPLOYEE PAY STATEMENT      Check date 03/20/26',
        'EARNINGS             UNITS      RATE   CURRENT        YTD',
        'Mileage           1,962.00    0.5800  1,532.96  10,402.38',
        'Federal W/H                           463.44     958.10',
        'OTHER PAY (non-taxable)',
        'Expense reimb - parking/scales           32.00     148.00',
        'GROSS 1,532.96   (YTD 12,477.38)    TOTAL DEDUCTIONS 463.44    REIMB 32.00    NET PAY 1,101.52',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(153296);
    expect(r.net).toEqual({ value: 110152, confidence: 0.99 });
  });
});

describe('rules learned from batches 109 to 112', () => {
  it("takes a second column about twice the first, on every line, as the year to date when OCR garbled its heading (OCR's single spaces: no columns to go by)", () => {
    const r = extractSettlement(
      [
        'KOOTENAY PASS HAULING LTD. PAY STATEMENT Pay date: 2026/03/06',
        'EARNINGS Qty Rate Current "yr',
        'Trip rate - Golden run 4.00 388.00 1,552.00 3,104.00',
        'Loader delay (hrs) 3.00 27.50 82.50 176.00',
        'GROSS EARNINGS 1,634.50 3,280.00',
        'CPP contributions 91.40 183.10',
        'EI premiums 26.64 53.40',
        'Federal income tax 160.22 322.90',
        'Union dues 40.00 80.00',
        'TOTAL DEDUCTIONS 318.26 639.40',
        'NET PAY 1,316.24 2,640.60',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(163450);
    expect(r.net.value).toBe(131624);
  });
  it('takes "Compensation before charges" as the gross, not the load revenue billed to customers above it', () => {
    const r = extractSettlement(
      [
        'OBION RIVER LEASING, INC.      LEASE-OPERATOR COMPENSATION STATEMENT',
        'Week ended Jan. 17, 2026       Deposit date: Jan. 23, 2026',
        '  LOAD 1  Order OR-4410   Dyersburg, TN > Cairo, IL     Line revenue 1,800.00 x 70%   1,260.00',
        '  LOAD 2  Order OR-4425   Cairo, IL > Paducah, KY       Line revenue 1,000.00 x 70%     700.00',
        'Total load revenue billed to customers (2 loads)                                 2,800.00',
        'RECAP                                  This week',
        '  Your share of line revenue            1,960.00',
        '  Compensation before charges           1,960.00',
        '  Charges (itemized below)               -610.00',
        '  DEPOSITED                              1,350.00',
        'CHARGES',
        '  Tractor lease ..........................  560.00',
        '  PrePass ................................   50.00',
        '  Total charges                             610.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(196000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([56000, 5000]);
    expect(r.net.value).toBe(135000);
  });
  it('reads an earnings word past OCR\'s specks after it ("Your share of line revenue ° i") as no charge', () => {
    const r = extractSettlement(
      [
        'OBION RIVER LEASING, INC. LEASE-OPERATOR COMPENSATION STATEMENT',
        'Week ended Jan. 17, 2026 Deposit date: Jan. 23, 2026',
        'Total load revenue billed to customers (2 loads) 2,800.00',
        'RECAP : This week YTD 2026 .',
        'Your share of line revenue ° i 1,960.00 3,900.00',
        'Fuel surcharge 300.00 610.00',
        'Compensation before charges 2,260.00 4,510.00',
        'Charges (itemized below) 610.00 -1,220.00',
        'DEPOSITED 1,650.00 3,290.00',
        'CHARGES',
        'Tractor lease ............ 560.00',
        'PrePass .................. 50.00',
        'Total charges 610.00',
      ].join('\n'),
    );
    // Read as a charge, the share is set aside where the charges' total leaves it out, but the
    // charges' confidence falls with it.
    expect(r.deductions.map((d) => [d.amountCents, d.confidence])).toEqual([
      [56000, 0.88],
      [5000, 0.88],
    ]);
  });
  it('reads unnamed lines right above a total of charges, that add up to it with the charges, as charges', () => {
    const r = extractSettlement(
      [
        'GUADALUPE BEND DISPATCH LLC                     carrier statement',
        'Carrier ........ Nueces Flats Freight LLC',
        'Work week ...... 2026-03-01 -> 2026-03-07',
        'Loads delivered (3) ......................    3,150.00',
        'FEES & CHARGES',
        '  Dispatch service 6% of gross loads ...............  189.00',
        '  Factoring (Pecan Valley Capital, 2% pass-through) .   63.00',
        '  Fuel advance 2026-03-03 (EFS) ....................  300.00',
        '  Tracking app (per truck) .........................   12.50',
        '                                                     --------',
        '  total charges                                        564.50',
        'SETTLEMENT',
        '  gross loads                        3,150.00',
        '  - charges                           -564.50',
        '  = WIRED TO CARRIER                 2,585.50',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([18900, 6300, 1250]);
    expect(r.advances.value).toBe(30000);
  });
  it('dates a dispatch statement by its "Funds out" line', () => {
    const r = extractSettlement(
      [
        'GUADALUPE BEND DISPATCH LLC                     carrier statement',
        'Work week ...... 2026-03-01 -> 2026-03-07',
        'Funds out ...... 2026-03-11, wire from operating acct',
        'Loads delivered (3) ...................... gross loads   3,150.00',
        '  Dispatch service 6% of gross loads ...............  189.00',
        'WIRED TO CARRIER                                    2,961.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-03-11');
  });
  it('reads "Trip rate - … run" lines (trips × rate) on a pay stub as the linehaul', () => {
    const r = extractSettlement(
      [
        'KOOTENAY PASS HAULING LTD.        PAY STATEMENT        Pay date: 2026/03/06',
        'EARNINGS                            Qty      Rate      Current',
        '  Trip rate - Golden run            4.00    388.00     1,552.00',
        '  Trip rate - Revelstoke turn       2.00    201.00       402.00',
        '  Loader delay (hrs)                3.00     27.50        82.50',
        'GROSS EARNINGS                                         2,036.50',
        'Federal income tax                                       210.22',
        'NET PAY                                                1,826.28',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(195400);
  });
  it('counts once the charges a factor lists in its funding summary and again under the adjustments', () => {
    const r = extractSettlement(
      [
        'ARAPAHO FREIGHT FACTORS, LLC          NOTICE OF PURCHASE & FUNDING      Batch 26-0311-20',
        'Client:  Tarryall Flatbed LLC        |  FUNDING SUMMARY',
        'Funded:  11-Mar-26 by ACH             |  Invoices purchased (2)       4,000.00',
        '                                      |  Discount fees                (100.00)',
        '                                      |  Fuel advance repaid          (300.00)',
        '                                      |  ACH fee                       (15.00)',
        '                                      |  AMOUNT FUNDED              3,585.00',
        'SCHEDULE OF ACCOUNTS',
        'Inv #   Load / PRO    Inv Date     Face Amt   Disc %      Fee',
        '3107    KM-22013      09-Mar-26    2,500.00    2.50%    62.50',
        '3110    KM-22060      10-Mar-26    1,500.00    2.50%    37.50',
        'ADJUSTMENTS',
        '  Fuel advance issued 06-Mar-26 (T-Chek 1182), repaid from this batch       300.00',
        '  Same-day ACH fee                                                           15.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([10000, 1500]);
    expect(r.advances.value).toBe(30000);
    expect(r.net.value).toBe(358500);
  });
  it('names the payer from a schedule\'s debtor heading ("Debtor 0881  Harwick & Sloane Logistics Inc.  terms net 30")', () => {
    const r = extractSettlement(
      [
        'ARAPAHO FREIGHT FACTORS, LLC          NOTICE OF PURCHASE & FUNDING',
        'Invoices purchased (2)       4,000.00     Discount fees  (100.00)    AMOUNT FUNDED  3,900.00',
        'Inv #   Load / PRO    Inv Date     Face Amt   Disc %      Fee',
        'Debtor 4410  Kremmling Mesa Logistics Inc.            terms net 30',
        '3107    KM-22013      09-Mar-26    2,500.00    2.50%    62.50',
        '3110    KM-22060      10-Mar-26    1,500.00    2.50%    37.50',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('Kremmling Mesa Logistics Inc.');
  });
  it('sets aside a figure marked "(informational - not your pay)"', () => {
    const r = extractSettlement(
      [
        'CIMARRON LESSOR SERVICES, LLC      REVENUE SHARE STATEMENT      Statement date: 2026-02-11',
        'Linehaul share (72%)                               2,160.00',
        'Fuel surcharge (100%)                                410.00',
        'Revenue billed to customers incl. FSC: 3,410.00  (informational - not your pay)',
        'Total credits                                      2,570.00',
        'Tractor lease                                        675.00',
        'Total debits                                         675.00',
        'AMOUNT REMITTED BY ACH                             1,895.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(257000);
    expect(r.fuelSurcharge.value).toBe(41000);
  });
  it("reads a box of credits, debits and balances (info only) under a list of debits: pay on the left, the list's sums in the middle, no balance", () => {
    const r = extractSettlement(
      [
        'CIMARRON LESSOR SERVICES, LLC      REVENUE SHARE STATEMENT      Statement date: 2026-02-11',
        'LOAD      DELIVERED   LANE                    MILES   BILLED LH  SHARE   YOUR LH     FSC',
        'CL-7101   2026-02-02  GUYMON OK-DALHART TX      140      900.00   72%     648.00   110.00',
        'CL-7114   2026-02-04  DALHART TX-CLOVIS NM      212    2,100.00   72%   1,512.00   300.00',
        'TOTALS                                          352    3,000.00         2,160.00   410.00',
        '',
        'DEBITS',
        '2026-02-03      Fuel advance - express code 55120         150.00',
        '2026-02-01..07  Fuel purchases, card x4410                812.30',
        '2026-02-06      Tractor lease payment 12 of 156           675.00',
        '2026-02-06      Liability & cargo share                   112.50',
        '2026-02-06      IRP plate prorate                          38.46',
        '2026-02-06      Maintenance escrow deposit                100.00',
        '',
        '+----------------------------+------------------------------+------------------------------+',
        '| OPERATOR CREDITS           | OPERATOR DEBITS              | ACCOUNT BALANCES (info only) |',
        '| Linehaul share   2,160.00  | Advances             150.00  | Maint. escrow      2,400.00  |',
        '| Fuel surcharge     410.00  | Fuel                 812.30  | Lease payoff      58,210.00  |',
        '|                            | Lease / ins. / plate 825.96  |                              |',
        '|                            | Escrow               100.00  |                              |',
        '| Total credits    2,570.00  | Total debits       1,888.26  |                              |',
        '+----------------------------+------------------------------+------------------------------+',
        '                         AMOUNT REMITTED BY ACH 2026-02-13 ..........    681.74',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(257000);
    expect(r.linehaul.value).toBe(216000);
    expect(r.fuelSurcharge.value).toBe(41000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([81230, 67500, 11250, 3846]);
    expect(r.escrow.value).toBe(10000);
    expect(r.advances.value).toBe(15000);
    expect(r.net.value).toBe(68174);
  });
  it('reads "Fonds de retenue" as escrow', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE NICOLET INC.      RELEVÉ DE RÈGLEMENT - VOITURIER ARTISAN',
        'Date de paiement : 20 mars 2026',
        'REVENUS                                    |  RETENUES',
        'Transport (taux au voyage)     2 100,00    |  Carburant - cartes (9)            980,40',
        'Surcharge carburant              380,00    |  Fonds de retenue                  125,00',
        'TOTAL DES REVENUS              2 480,00 $  |  TOTAL DES RETENUES              1 105,40 $',
        '                  MONTANT NET DÉPOSÉ LE 20 MARS 2026 :     1 374,60 $',
      ].join('\n'),
    );
    expect(r.escrow.value).toBe(12500);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([98040]);
  });
  it('takes "Miles this statement: loaded 1,605  empty 165" over the loads\' pay-item rows, and those rows\' loaded and empty miles pay as the linehaul', () => {
    const r = extractSettlement(
      [
        'PUSHMATAHA FREIGHT LINES, INC.                         OWNER-OPERATOR SETTLEMENT',
        'Week Ending 03/07/2026          Deposit Date 03/13/2026',
        'Load No.   Pickup / Delivery              Pay Item          Qty     Rate       Amount',
        'PF-77201   03/02 HUGO OK                  Loaded miles      700    1.600     1,120.00',
        '           03/03 PUEBLO CO                Empty miles        50    0.800        40.00',
        '                                          Fuel surcharge    700    0.400       280.00',
        'PF-77219   03/04 PUEBLO CO                Loaded miles      500    1.600       800.00',
        '           03/05 AMARILLO TX              Empty miles       100    0.800        80.00',
        '                                          Fuel surcharge    500    0.400       200.00',
        '                                                       GROSS EARNINGS     2,520.00',
        'FUEL - EFS CARD (6 TRANS)                          900.00',
        'TOTAL CHARGES                                      900.00',
        'NET DEPOSIT                                      1,620.00',
        'Miles this statement: loaded 1,200   empty 150',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1350);
    expect(r.linehaul.value).toBe(204000);
  });
  it('sets aside a year-to-date figure whose label holds the year\'s word after another field ("Banked layover days: 1   YTD net pay: 8,601.42")', () => {
    const r = extractSettlement(
      [
        'SETON PORTAGE FREIGHTWAYS LTD.          STATEMENT OF EARNINGS AND DEDUCTIONS',
        'Pay period: 01/03/2026 - 14/03/2026 (bi-weekly)        Pay date: 20/03/2026',
        '| EARNINGS               Current        YTD   | DEDUCTIONS              Current        YTD  |',
        '| Trip pay              2,135.00  10,874.00   | CPP                      137.64     744.91  |',
        '| Layover (PG)             95.00     285.00   | Federal income tax       231.08   1,271.40  |',
        '| Total earnings        2,230.00  11,159.00   | Total deductions         368.72   2,016.31  |',
        '                                NET PAY DEPOSITED 20/03/2026              1,861.28',
        'Vacation bank: 0.00      Banked layover days: 1      YTD net pay: 9,142.69',
      ].join('\n'),
    );
    expect(r.net.value).toBe(186128);
  });
  it('joins a broker\'s name wrapped onto the next line of its column ("Keowee Crossing Freight" over "Brokerage, Inc.")', () => {
    const r = extractSettlement(
      [
        'TUGALOO RECEIVABLES FUNDING, LLC          SCHEDULE OF ACCOUNTS / PURCHASE ADVICE',
        'Client:  Chauga Ridge Hauling LLC      Funding date: 03/04/26',
        '  Debtor                         Load #        Inv Date      Face    Disc.    Advance',
        '  -----------------------------  ------------  --------  --------  ------  ---------',
        '  Seneca Shoals Freight          SSF-220914    02/26/26  2,450.00   73.50   2,376.50',
        '    Brokerage, Inc.',
        '  Brasstown Logistics Group      5517302       02/27/26  1,875.00   56.25   1,818.75',
        '  -----------------------------  ------------  --------  --------  ------  ---------',
        '  SCHEDULE TOTALS (2 invoices)                           4,325.00  129.75   4,195.25',
        '  AMOUNT FUNDED TO CLIENT                                                  4,195.25',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('Seneca Shoals Freight Brokerage, Inc.');
  });
  it('reads "L/O earnings this period (…)" as the gross and an "L/O 72%" column as the linehaul share', () => {
    const r = extractSettlement(
      [
        'CONNEAUT CREEK TRACTOR LEASING, LLC        LEASE-OPERATOR SETTLEMENT STATEMENT',
        'Deposit date   : 20 Feb 2026',
        'Load no.    Delivered     Origin -> Destination            Miles    Line rev.   L/O 72%      FSC',
        'CCT-60114   10 Feb 2026   Erie PA -> Louisville KY           566    2,500.00   1,800.00   300.00',
        'CCT-60139   11 Feb 2026   Louisville KY -> Columbus OH       306    1,250.00     900.00   150.00',
        'Load totals (2)                                              872    3,750.00   2,700.00   450.00',
        '',
        'L/O earnings this period (72% share + FSC) .......................... 3,150.00',
        'Tractor lease (wk 7 of 208)          (695.00)',
        'Lumper CCT-60139 (rcpt 7730)   reimbursed    175.00',
        'NET SETTLEMENT - ACH DEPOSIT 20 FEB 2026                2,630.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(315000);
    expect(r.linehaul.value).toBe(270000);
  });
  it('reads "Freight revenue, 3 loads, 1,260 mi (excl. R items)" as the gross', () => {
    const r = extractSettlement(
      [
        'PAMLICO DISPATCH LLC            CARRIER PAY SHEET  PD-0611',
        'HOW YOUR PAY WAS FIGURED',
        '   Freight revenue, 3 loads, 1,260 mi (excl. R items)              4,000.00',
        '   Dispatch commission 7%                                           -280.00',
        '   Lumper reimbursement (R)                                         +120.00',
        '   REMITTED TO CARRIER                                             3,840.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(400000);
    expect(r.reimbursements.value).toBe(12000);
  });
  it('sets aside balances under "Soldes au …" (plural)', () => {
    const r = extractSettlement(
      [
        'MASHTEUIATSH EXPRESS LTÉE        ÉTAT DE COMPTE - VOITURIER SOUS-CONTRAT',
        'Paiement  : virement bancaire le 6 mars 2026',
        'TOTAL DES GAINS                 4 000,00 $   |  Carburant                        1 500,00 $',
        '                                             |  Fonds de garantie                  150,00 $',
        '                                             |  TOTAL DES RETENUES               1 650,00 $',
        'NET À VERSER                                  2 350,00 $',
        'Soldes au 2026-02-28 : fonds de garantie 3 150,00 $  -  avances non remboursées 0,00 $',
      ].join('\n'),
    );
    expect(r.escrow.value).toBe(15000);
  });
  it('sets aside what the employer pays under an "EMPLOYER-PAID (information only …)" heading', () => {
    const stub = (employerBlock: string[]) =>
      extractSettlement(
        [
          'BENTLEY TANK TRANSPORT LTD.      STATEMENT OF EARNINGS AND DEDUCTIONS     Pay date 2026-02-27',
          'Load pay                                                           2,684.00',
          'Total earnings                                                     2,684.00',
          'DEDUCTIONS                                                         Current',
          'CPP contributions                                                    147.89',
          'Group RRSP - employee                                                 75.00',
          ...employerBlock,
        ].join('\n'),
      );
    const heading = stub([
      'EMPLOYER-PAID (information only, not deducted from your pay)',
      '  Pension top-up 152.40',
    ]);
    expect(heading.deductions.map((d) => d.amountCents)).toEqual([14789, 7500]);
  });
  it("takes a rate confirmation's own number as the load's, over the BOL in its stops", () => {
    const r = extractSettlement(
      [
        'WARSAW BEND BROKERAGE, INC.                           CARRIER RATE CONFIRMATION',
        '1475 Water St, Warsaw, IL 62379                         Confirmation #   WBB-330418',
        'CARRIER  Fox River Van Lines LLC        MC 1246603',
        '  STOP  TYPE      DATE / TIME                  LOCATION                              REF',
        '  1     Pickup    Tue 12 May 2026 07:00 appt   Keokuk Paperboard Mill, Keokuk IA     BOL 661930',
        '  2     Drop      Wed 13 May 2026 08:00 appt   Cardinal Grocers DC, Indianapolis IN  PO 88-41177',
        'RATE',
        '  Line haul ............................................... $1,900.00',
        '  TOTAL CARRIER RATE, USD (all-in) ........................ $1,900.00',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('rate_confirmation');
    expect(r.tripNumber.value).toBe('WBB-330418');
  });
  it('reads "Deductions & charges (1,889.76)" in a summary box as the total of the charges itemised below', () => {
    const r = extractSettlement(
      [
        'COWLITZ RIVER CARRIERS, INC.                        OWNER-OPERATOR SETTLEMENT',
        '     |  SETTLEMENT SUMMARY                      THIS SETTLEMENT      YEAR TO DATE |',
        '     |  Gross compensation                            3,000.00         30,000.00  |',
        '     |  Deductions & charges                         (1,700.00)       (17,000.00) |',
        '     |  Advances recovered                             (300.00)        (2,100.00) |',
        '     |  NET SETTLEMENT                                1,000.00          9,900.00  |',
        'DEDUCTIONS & CHARGES',
        '  Fuel purchases - EFS card                                                   1,500.00',
        '  Trailer usage F-2207                                                          200.00',
        '  Total deductions & charges                                                  1,700.00',
        'ADVANCES',
        '  Comchek 3/17/26  #40881273                                                    300.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([150000, 20000]);
  });
  it('reads a header whose upper line names only the figures\' columns ("Cust. Line / Haul", "Lessee / 75%")', () => {
    const r = extractSettlement(
      [
        'TALLASEEHATCHEE TRACTOR LEASING, LLC        LESSEE SETTLEMENT ADVICE',
        'Funds released: Friday, March 13, 2026 (direct deposit)',
        '                                          Cust. Line   Lessee     Fuel      Lessee',
        'Load        Date   Lane            Miles     Haul       75%      Surch.     Total',
        '---------------------------------------------------------------------------------',
        'TTL-40712   03/02  Pell City AL >    162    1,000.00    750.00    100.00    850.00',
        'TTL-40726   03/03  Atlanta GA >      346    2,000.00  1,500.00    200.00  1,700.00',
        '---------------------------------------------------------------------------------',
        '                                     508    3,000.00  2,250.00    300.00  2,550.00',
        '   Lessee earnings           2,550.00',
        '   Less charges               (700.00)',
        '   SETTLEMENT AMOUNT         1,850.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(225000);
    expect(r.tripNumber.value).toBe('TTL-40712');
  });
  it('dates a French statement by "Dépôt : vendredi 27 février 2026"', () => {
    const r = extractSettlement(
      [
        'RACINE CAMIONNAGE LTÉE          ÉTAT DE COMPTE HEBDOMADAIRE - VOITURIER',
        'Période   : du 2026-02-15 au 2026-02-21   Semaine 08',
        'Dépôt     : vendredi 27 février 2026',
        'TOTAL DES GAINS                 2 000,00 $',
        'TOTAL DES RETENUES                500,00 $',
        'MONTANT NET DÉPOSÉ              1 500,00 $',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-02-27');
  });
  it('reads "Comisión empresa 12% s/fletes" as the company\'s charge, not the operator\'s freight pay', () => {
    const r = extractSettlement(
      [
        'TANCITARO FLETES, S.A. DE C.V.       LIQUIDACIÓN SEMANAL DE FLETES - PERMISIONARIO',
        'Fecha de pago: 13 de marzo de 2026',
        'PERCEPCIONES                                 | RETENCIONES Y DESCUENTOS',
        'Fletes                          40,000.00    | Comisión empresa 12% s/fletes    4,800.00',
        '                                             | Diésel (vales, 4 cargas)        12,000.00',
        'TOTAL PERCEPCIONES              40,000.00    | TOTAL CARGOS                    16,800.00',
        '   NETO A PAGAR POR TRANSFERENCIA SPEI                     $   23,200.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(4000000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([480000, 1200000]);
  });
  it('never takes a date after a load\'s word ("Cita de carga: 19-may-2026") as the load\'s number; "No. de orden" names it', () => {
    const r = extractSettlement(
      [
        ' AGUA PRIETA LOGÍSTICA, S.A. DE C.V.      CONFIRMACIÓN DE TARIFA Y CARTA DE INSTRUCCIONES',
        ' No. de orden: APL-26-05518              Fecha de emisión: 18-may-2026',
        ' Cita de carga: 19-may-2026 07:00         Entrega: 19-may-2026 antes de 16:00',
        ' Flete Hermosillo - Nogales (todo incluido)        MXN 18,500.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('APL-26-05518');
    const unlabelled = extractSettlement(
      [
        ' AGUA PRIETA LOGÍSTICA, S.A. DE C.V.      CONFIRMACIÓN DE TARIFA',
        ' Cita de carga: 19-may-2026 07:00',
        ' Flete Hermosillo - Nogales (todo incluido)        MXN 18,500.00',
      ].join('\n'),
    );
    expect(unlabelled.tripNumber.value).toBeNull();
  });
  it('counts once a lumper told under its load, among the credits and in the payout\'s "plus reimbursements", when the payout balances with it added once', () => {
    const r = extractSettlement(
      [
        'LAME DEER DISPATCH LLC                      CARRIER PAYOUT',
        'LOAD GL-90317   Billings MT > Casper WY',
        '    linehaul 1,480.00   fuel sur 230.00',
        '    lumper 210.00 paid by carrier (rcpt #LMP-55102), billed back to broker',
        'gross load revenue                               1,710.00',
        'CHARGES AND CREDITS',
        '  EFS fuel card purchases (04/06-04/12) ........ -487.26',
        '  lumper reimbursement GL-90317 ................ +210.00',
        'PAYOUT',
        '  gross load revenue                             1,710.00',
        '  charges                                          -487.26',
        '  plus reimbursements                              210.00',
        '  NET ACH TO CARRIER                             1,432.74',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(21000);
    expect(r.net.value).toBe(143274);
  });
  it('ends a payer\'s name at its legal suffix when OCR ran a rule\'s specks into it ("… LINES, INC. BE EEE EEE"), not at a second suffix', () => {
    const specks = extractSettlement(
      [
        'TALLAPOOSA FREIGHT LINES, INC. BE EEE EEE',
        'OWNER-OPERATOR SETTLEMENT Check date 03/27/26',
        'Gross compensation 3,000.00',
        'Fuel 1,000.00',
        'NET SETTLEMENT 2,000.00',
      ].join('\n'),
    );
    expect(specks.broker.value).toBe('TALLAPOOSA FREIGHT LINES, INC.');
    const twoSuffixes = extractSettlement(
      [
        'Broker: Harlan Lund Company, LLC',
        'QUICKPAY REMITTANCE Check date 03/27/26',
        'Invoice total 3,000.00',
        'QuickPay fee 2% 60.00',
        'NET PAYMENT 2,940.00',
      ].join('\n'),
    );
    expect(twoSuffixes.broker.value).toBe('Harlan Lund Company, LLC');
  });
});

describe('rules learned from batches 113 to 120', () => {
  it('reads a lumper told under a load and again as "+240.00" among the charges as paid back once, not as pay in a gross summed from net plus charges', () => {
    const r = extractSettlement(
      [
        'WEEKLY CARRIER RECAP - WEEK 20',
        'ACH sent: Fri 5/22/2026',
        'LOAD 1 of 2 ..............',
        '   Load #          GL-5520917',
        '   Line haul       $2,000.00',
        'LOAD 2 of 2 ..............',
        '   Line haul       $1,500.00',
        '   Lumper          driver paid $200.00 at receiver, broker reimbursed',
        'WHAT WE KEPT / WHAT WE SENT',
        '   Dispatch fee 8% ........................  -280.00',
        '   Fuel advance ...........................  -300.00',
        '   Lumper pass-through, load 2 ............  +200.00',
        '   NET ACH TO CARRIER .....................  $3,120.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(350000);
    expect(r.reimbursements.value).toBe(20000);
    expect(r.net.value).toBe(312000);
  });
  it('takes the first load of a series as the trip when a label names a later one ("Anticipo viaje DH-1191" under "DH-1184")', () => {
    const r = extractSettlement(
      [
        'ESTADO DE CUENTA DEL PERMISIONARIO',
        'Fecha de deposito: 4 de marzo de 2026',
        'Fecha   Referencia  Concepto                          Cargo      Abono',
        '23-feb  DH-1184     Flete Dolores Hidalgo - Queretaro              9,400.00',
        '24-feb  ANT-0391    Anticipo viaje DH-1191 (efectivo)  8,000.00',
        '24-feb  DH-1191     Flete Queretaro - Manzanillo                  24,600.00',
        '26-feb  DH-1191     Estadia 1 dia en puerto                        1,500.00',
        'Total percepciones (abonos)   $ 35,500.00',
        'NETO DEPOSITADO   $27,500.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('DH-1184');
    expect(r.tripNumber.confidence).toBeLessThan(0.9);
  });
  it('reads a dispatch service\'s "CARRIER STATEMENT" that says "Disbursed" and "WIRED TO CARRIER" as a settlement, and its "Load tot" column as the gross', () => {
    const r = extractSettlement(
      [
        'QUAKERTOWN TRUCK DISPATCHING, LLC',
        '   dispatch  -  broker collections  -  paperwork',
        'CARRIER STATEMENT  #QTD-2545-118                      Week ending  11-08-25',
        'Owner:    Kwame Asante                                Disbursed    11-12-25',
        '| Load ref   | Lane               | Miles | Linehaul |   FSC  |  Other | Load tot | Disp 7% |',
        '| 7718204    | Allentown PA ->    |   419 | 1,350.00 |   0.00 |   0.00 | 1,350.00 |   94.50 |',
        '| SLB-440921 | Columbus OH ->     |   211 |   700.00 |  95.00 |   0.00 |   795.00 |   55.65 |',
        '| 88120377   | Louisville KY ->   |   651 | 1,900.00 |   0.00 |  75.00 | 1,975.00 |  138.25 |',
        '| TOTALS     |                    | 1,281 | 3,950.00 |  95.00 |  75.00 | 4,120.00 |  288.40 |',
        'OTHER DEDUCTIONS',
        '  IFTA quarterly filing service .............................. (25.00)',
        '  Fuel advance 11-04-25 ...................................... (400.00)',
        'PASS-THROUGH (collected from broker, no fee)',
        '  Lumper, load SLB-440921, receipt 20931 ....................  120.00',
        'WIRED TO CARRIER 11-12-25 (Univest Bank ...5521) .............. $3,526.60',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('settlement_statement');
    expect(r.gross.value).toBe(412000);
    expect(r.net.value).toBe(352660);
  });
  it('sets aside balances listed after a balances heading, on the heading\'s own line or under "BALANCES AFTER THIS SETTLEMENT"', () => {
    const sameLine = extractSettlement(
      [
        'LEASE OPERATOR SETTLEMENT   Statement date: 2026-04-09',
        'TOTAL COMPENSATION ................ 5,246.00',
        'DEDUCTIONS',
        '  Tractor lease pmt 37 of 156        625.00',
        '  Maintenance escrow                 150.00',
        '  TOTAL DEDUCTIONS                   775.00',
        'NET SETTLEMENT                     4,471.00',
        'Balances after this statement:  Lease payoff 58,212.40   Maintenance escrow 1,950.00',
      ].join('\n'),
    );
    expect(sameLine.escrow.value).toBe(15000);
    expect(sameLine.deductions.map((d) => d.amountCents)).toEqual([62500]);
    const heading = extractSettlement(
      [
        'LESSEE SETTLEMENT   Check date 03/20/2026',
        'Compensation                                   4,889.20',
        'CHARGES AGAINST LESSEE                          CURRENT    |  BALANCES AFTER THIS SETTLEMENT',
        ' LP01  Tractor lease-purchase (wk 61 of 208)      685.00    |  Lease-purchase principal    61,482.19',
        ' ES50  Maintenance escrow contribution            125.00    |  Maintenance escrow           3,875.00',
        '       Total charges                              810.00    |  Fuel card limit              2,500.00',
        '   PAY THIS AMOUNT  $4,079.20',
      ].join('\n'),
    );
    expect(heading.escrow.value).toBe(12500);
    expect(heading.deductions.map((d) => d.amountCents)).toEqual([68500]);
  });
  it('reads a load table\'s "Comp" column as the loads\' whole pay, over an "Other" column beside it', () => {
    const r = extractSettlement(
      [
        'LESSEE SETTLEMENT   Check date 03/20/2026',
        'LOAD COMPENSATION',
        ' Order      Shipped     Lane                         Miles  Line Revenue  72% Share      FSC   Other      Comp',
        ' DT-40711   03/09/2026  Dyersburg TN - Dallas TX       612      2,480.00   1,785.60   372.00    0.00  2,157.60',
        ' DT-40752   03/12/2026  Little Rock AR - Atlanta GA    440      1,875.00   1,350.00   264.00  100.00  1,714.00',
        '                                                      -----  ------------  ---------  -------  ------  --------',
        '                                                      1,052      4,355.00   3,135.60   636.00  100.00  3,871.60',
        'CHARGES',
        ' Fuel - Fleet One                              1,218.44',
        '   PAY THIS AMOUNT  $2,653.16',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(387160);
    expect(r.net.value).toBe(265316);
  });
  it('sets aside a factor\'s "ACCOUNT SNAPSHOT AS OF …" or "(after this funding)": its reserve held is no reserve taken', () => {
    for (const heading of ['ACCOUNT SNAPSHOT AS OF 12-Feb-2026', 'ACCOUNT SNAPSHOT (after this funding)']) {
      const r = extractSettlement(
        [
          'CLIENT REMITTANCE / PURCHASE SCHEDULE          Funding date:   12-Feb-2026',
          'Inv #  Account debtor                 Load / Ref   Inv date        Face  Fee 3.0%  Reserve 10%   Advanced',
          '1041   Marrowstone Logistics Group    ML-220917    06-Feb-2026  2,450.00     73.50       245.00   2,131.50',
          '1043   Ozark Hills Grain Cooperative  ML-221004    10-Feb-2026  3,120.00     93.60       312.00   2,714.40',
          '       2 invoices                                     TOTALS   5,570.00    167.10       557.00   4,845.90',
          'RECONCILIATION',
          '   Total advanced on invoices above                                     4,845.90',
          '   Less: same-day wire fee                                                (20.00)',
          '   AMOUNT FUNDED                                                        4,825.90',
          heading,
          '   Open A/R purchased, unpaid        24,860.00      Reserve held             2,486.00',
        ].join('\n'),
      );
      expect(r.escrow.value).toBe(55700);
    }
  });
  it('reads no table under a footnote that names miles and trips ("… (loaded and empty). Question? payroll@…"), and no year\'s miles ("Paid miles YTD: 15,352")', () => {
    const footnote = extractSettlement(
      [
        'STATEMENT OF EARNINGS AND DEDUCTIONS             ** NET PAY **  $1,834.72',
        'Pay date: 27/02/2026',
        'Highway miles (US/CA)             3,148 mi    0.6400            2,014.72',
        'GROSS EARNINGS                                                  2,014.72',
        'Federal income tax                              180.00',
        'Miles this period are from ELD trip sheets (loaded and empty). Question? payroll@sourisvalley.ca',
        'Employer: Souris Valley Bulk Haulers Ltd.  BN 81377 2904 RP0001',
      ].join('\n'),
    );
    expect(footnote.miles.value).toBe(3148);
    expect(footnote.tripNumber.value).toBeNull();
    const yearToDate = extractSettlement(
      [
        'EARNINGS                          Rate      Units      This Period      Year-To-Date',
        '  Mileage - dispatched          0.5800      2,316         1,343.28          8,904.16',
        '  GROSS PAY                                               1,343.28          8,904.16',
        '  NET PAY                                                 1,100.00',
        'Paid miles YTD: 15,352     PTO balance: 16.00 hrs',
      ].join('\n'),
    );
    expect(yearToDate.miles.value).toBe(2316);
  });
  it("ends a payer's name at its legal suffix when OCR ran a month, a portal's path or short specks after it", () => {
    for (const [line, name] of [
      [
        'KAHOKA DISPATCH & BILLING LLC Carrier Portal > Settlements > KDB-S-0311',
        'KAHOKA DISPATCH & BILLING LLC',
      ],
      ['TRANSPORTS SQUATEC-LEJEUNE INC. LE ETT Terre', 'TRANSPORTS SQUATEC-LEJEUNE INC.'],
      ['Northbank Freight Solutions LLC Jan', 'Northbank Freight Solutions LLC'],
    ]) {
      const r = extractSettlement(
        [
          line ?? '',
          'OWNER-OPERATOR SETTLEMENT Check date 03/27/26',
          'Gross compensation 3,000.00',
          'Fuel 1,000.00',
          'NET SETTLEMENT 2,000.00',
        ].join('\n'),
      );
      expect(r.broker.value).toBe(name);
    }
  });
  it('reads "LD" and "DH" columns as loaded and deadhead miles, and "Load rev" as the loads\' pay', () => {
    const r = extractSettlement(
      [
        'CARRIER PAYOUT STATEMENT  IW-2609-031    Week: 2026-02-23 .. 2026-03-01',
        '+---+-----------------+-------------+-----+-----+----------+--------+----------+',
        '| # | Broker          | Broker load |  LD |  DH | Linehaul |    FSC | Load rev |',
        '+---+-----------------+-------------+-----+-----+----------+--------+----------+',
        '| 1 | Cavalier Ridge  | CRF-883410  | 655 |  47 | 1,900.00 | 285.00 | 2,185.00 |',
        '| 2 | Blue Heron      | BH-22917    | 812 |  49 | 2,350.00 | 330.00 | 2,680.00 |',
        '+---+-----------------+-------------+-----+-----+----------+--------+----------+',
        '| TOTALS (2 loads)                  |1467 |  96 | 4,250.00 | 615.00 | 4,865.00 |',
        '  Fuel card (Mudflap) 02/23-03/01   -1,596.32',
        '  NET ACH TO CARRIER                 3,268.68',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1563);
    expect(r.gross.value).toBe(486500);
  });
  it('joins a broker\'s legal suffix wrapped alone onto the next line of its column ("Marrowstone Logistics Group," over "Inc.")', () => {
    const r = extractSettlement(
      [
        'CLIENT REMITTANCE / PURCHASE SCHEDULE          Funding date:   12-Feb-2026',
        'Inv #  Account debtor                 Load / Ref   Inv date        Face  Fee 3.0%   Advanced',
        '1041   Marrowstone Logistics Group,   ML-220917    06-Feb-2026  2,450.00     73.50   2,376.50',
        '       Inc.',
        '1044   Ozark Hills Grain Cooperative  OGC-7781     10-Feb-2026    960.00     28.80     931.20',
        '       2 invoices                                     TOTALS   3,410.00    102.30   3,307.70',
        '   AMOUNT FUNDED                                                        3,307.70',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('Marrowstone Logistics Group, Inc.');
  });
  it('reads ">>> YOUR PAYOUT: $…" printed above the loads as the net, and the pay below it as the gross', () => {
    const r = extractSettlement(
      [
        'EEL RIVER DISPATCH & LOAD PLANNING LLC',
        'dispatch | billing | collections for owner-operators',
        'CARRIER PAY SHEET  wk 2026-02-15 .. 2026-02-21',
        '>>> YOUR PAYOUT: $2,060.88  -- ACH initiated 2026-02-24 <<<',
        '  billed to brokers (rate + extras): 3,785.00',
        '  * lumper 150.00 paid by driver at Medford, passed back to you below',
        'what comes out',
        '  dispatch fee 7% of billed ............................    264.95',
        '  fuel card - 5 swipes .................................  1,609.17',
        'what comes back',
        '  lumper pass-through (8830377) ........................    150.00',
      ].join('\n'),
    );
    expect(r.net.value).toBe(206088);
    expect(r.gross.value).toBe(378500);
    expect(r.reimbursements.value).toBe(15000);
  });
  it('reads "Acum. mes" (month to date) as a running column, not the period\'s amount', () => {
    const r = extractSettlement(
      [
        'LIQUIDACION SEMANAL DE SOCIO TRANSPORTISTA          Folio LIQ-2026-0211',
        'Fecha de pago: viernes 16 de enero de 2026',
        'Fletes (3 viajes)                               57,050.00',
        'DEDUCCIONES                        Importe   Acum. mes',
        'ISR retenido 1.25%                   731.88    1,251.88',
        'Comision empresa 10% s/fletes      5,705.00    9,780.00',
        'Diesel (vales Cadereyta)          19,486.35   33,921.70',
        'Total deducciones                 25,923.23',
        'NETO A DEPOSITAR                  $    31,126.77',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([73188, 570500, 1948635]);
  });
  it('reads a summary box\'s "TAXABLE" figure as information, not a charge', () => {
    const r = extractSettlement(
      [
        'STATEMENT OF EARNINGS AND DEDUCTIONS     Pay date: 27/02/2026',
        'Highway miles                            3,905     0.6400    2,499.20',
        'CPP contributions                                              172.25',
        'Federal income tax                                             318.40',
        '+-------------------------------------------------------------------+',
        '|                 GROSS      TAXABLE    DEDUCTIONS       NET PAY    |',
        '| CURRENT      2,499.20     2,424.20        490.65      2,008.55    |',
        '+-------------------------------------------------------------------+',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([17225, 31840]);
  });
  it('reads "Payment to client" as the net, so a factor\'s charges between a boxed payment amount and it stay charges', () => {
    const r = extractSettlement(
      [
        'MESABI RANGE RECEIVABLES, LLC      Freight bill factoring',
        ' CLIENT PAYMENT NOTICE                        |  PAYMENT AMOUNT ............ $7,013.64',
        ' Client    : Cuyuna Ridge Trucking LLC        |  Paid via  : ACH, 20-Jan-2026',
        'CALCULATION OF PAYMENT',
        '   Purchase price of invoices (100% of face)                7,365.00',
        '   Factoring fee (3.25%, non-recourse)                       -239.36',
        '   Short pay CR-2187 (debtor paid 1,600.00 of 1,700.00)      -100.00',
        '   Same-day ACH fee                                           -12.00',
        '   Payment to client                                        7,013.64',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([23936, 10000, 1200]);
    expect(r.net.value).toBe(701364);
  });
  it('reads "L/H Pay" and "FSC Pay" columns as the linehaul and the fuel surcharge, beside an "L/H Rev." the customer paid', () => {
    const r = extractSettlement(
      [
        'LEASE OPERATOR SETTLEMENT     Statement date: 2026-04-09',
        '| Trip     | Shipped    | Miles | L/H Rev.  | %   | L/H Pay  | FSC Pay  |',
        '| ART-2215 | 2026-03-30 |   322 |  1,850.00 | 72  | 1,332.00 |   310.00 |',
        '| ART-2219 | 2026-04-01 |   571 |  2,400.00 | 72  | 1,728.00 |   402.00 |',
        '| TOTAL    |            |   893 |  4,250.00 |     | 3,060.00 |   712.00 |',
        'TOTAL COMPENSATION ..........................3,772.00',
        '  Fuel advance 2026-04-01            400.00',
        'NET SETTLEMENT                     3,372.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(306000);
    expect(r.fuelSurcharge.value).toBe(71200);
  });
  it('reads "Less: charges & deductions" as the total of the charges and lines under "REIMBURSED EXPENSES" as paid back', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT ADVICE          Paid on    Mar 26, 2026',
        '   Gross compensation                        2,661.98',
        '   Less: charges & deductions                1,382.44-',
        '   Plus: reimbursed expenses                    37.25',
        '   SETTLEMENT AMOUNT                         1,316.79',
        'CHARGES & DEDUCTIONS',
        "   Fuel - Love's fleet card (6 purchases)             1,307.44",
        "   Trailer rental (53' van, weekly)                      75.00",
        'REIMBURSED EXPENSES (receipts attached)',
        '   KTA tolls Topeka / Emporia                            23.75',
        '   Scale - CAT Salina                                    13.50',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([130744, 7500]);
    expect(r.reimbursements.value).toBe(3725);
  });
  it('sets aside a box\'s year-to-date block walled off beside this settlement\'s ("+-- THIS SETTLEMENT --+-- YEAR TO DATE --+")', () => {
    const r = extractSettlement(
      [
        'O W N E R   O P E R A T O R   S E T T L E M E N T       Pay date 10/24/2025',
        '+-------------------- THIS SETTLEMENT --------------------+------ YEAR TO DATE ------+',
        '|  Trip earnings (4 trips, 1,491 mi)          3,305.83    |  Earnings     141,388.20 |',
        '|  Deductions (detail on page 2)              1,856.01-   |  Deductions    79,904.66 |',
        '|  Reimbursements                                64.75    |  Reimb.         1,212.40 |',
        '|  NET DEPOSIT  (ACH, WesBanco ****3390)      1,514.57    |  Net           62,695.94 |',
        '+---------------------------------------------------------+--------------------------+',
      ].join('\n'),
    );
    expect(r.net.value).toBe(151457);
    expect(r.gross.value).toBe(330583);
    expect(r.reimbursements.value).toBe(6475);
  });
  it("takes no customs broker for the payer and no advance's reference for the trip", () => {
    const rateCon = extractSettlement(
      [
        'HOLLAND LANDING FREIGHT BROKERS INC.',
        '                   CARRIER RATE CONFIRMATION / LOAD TENDER',
        'Load #: HLF-7730158          Tendered: 2026/03/02 10:41',
        '   Line haul                                           1,980.00',
        '   TOTAL CARRIER PAY (CAD)                             1,980.00',
        "PARS/PAPS and ACE e-manifest are the carrier's responsibility. Customs broker: Farrow (Windsor).",
      ].join('\n'),
    );
    expect(rateCon.broker.value).toBe('HOLLAND LANDING FREIGHT BROKERS INC.');
    const stub = extractSettlement(
      [
        'EARNINGS STATEMENT     Pay date 2026-04-24',
        ' Trip rate - Princeton to Kamloops (rtn)            2      248.00         496.00',
        ' GROSS PAY                                                              496.00',
        ' Advance recovered (fuel at Hope',
        '   scale, ref ADV-0417-02)                                               250.00',
        ' NET PAY                                                                246.00',
      ].join('\n'),
    );
    expect(stub.tripNumber.value).toBeNull();
  });
  it('adds a "Deadhd" column\'s miles to the loaded ones', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT     Check date 04/03/2026',
        'Trip      Ship    Loaded  Deadhd   Mileage pay       FSC    Trip total',
        'JP-20931  03/23      988      40      1,630.20    513.52      2,143.72',
        'JP-20944  03/25    1,138      88      1,886.60    592.00      2,478.60',
        'TOTALS             2,126     128      3,516.80  1,105.52      4,622.32',
        'Fuel card                          1,200.00',
        'NET PAY                            3,422.32',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(2254);
  });
  it('trusts a gross summed from the pay lines above the charges below 0.9, since net plus charges checks it against the same lines', () => {
    const r = extractSettlement(
      [
        'WEEKLY CARRIER RECAP - WEEK 20        ACH sent: Fri 5/22/2026',
        '   Line haul  GL-5520917      $2,000.00',
        '   Line haul  PF-0093318      $1,500.00',
        '   Dispatch fee 8% ........................  -280.00',
        '   Fuel advance ...........................  -300.00',
        '   NET ACH TO CARRIER .....................  $2,920.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(350000);
    expect(r.gross.confidence).toBeLessThan(0.9);
    expect(r.net.confidence).toBeGreaterThanOrEqual(0.9);
  });
});

describe('rules learned from batches 121 to 124', () => {
  it('reads "PASS-THROUGH TO CARRIER" under the charges as paid back, and leaves it out of a gross derived from net plus charges', () => {
    const r = extractSettlement(
      [
        'CARRIER REMITTANCE                       Wire date  2026-02-18',
        'NET WIRED TO CARRIER ........................ $2,540.00',
        'CHARGES AGAINST THIS REMITTANCE',
        '  Dispatch service, 8% of billed ............... 240.00',
        '  Load board subscription ...................... 25.00',
        '  Fuel advance 2026-02-11 ...................... 300.00',
        'PASS-THROUGH TO CARRIER',
        '  Scale tickets paid by driver ................ 105.00',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(10500);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([24000, 2500]);
    expect(r.gross.value).toBe(300000);
    expect(r.gross.confidence).toBeLessThan(0.9);
  });
  it('takes "Deposit released" as the pay date, not the period end above it', () => {
    const r = extractSettlement(
      [
        'LEASE OPERATOR SETTLEMENT',
        'Period ending .......... Saturday, March 7th, 2026',
        'Settlement prepared .... March 11th, 2026',
        'Deposit released ....... Friday, March 13th, 2026',
        'TOTAL COMPENSATION        4,211.83',
        'TOTAL CHARGES             2,640.08',
        'DEPOSIT .................. 1,571.75',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-03-13');
  });
  it('reads a load table whose header names each row\'s second line ("Bill-to customer") over the rule', () => {
    const r = extractSettlement(
      [
        'LOAD ACTIVITY',
        'Load      Ship   Route                              Miles   Line Rev  Your 75%      FSC',
        '          Bill-to customer',
        '-------------------------------------------------------------------------------------',
        'LF-77120  03/02  Grand Island NE - Denver CO          487   1,650.00  1,237.50   282.46',
        '          Platte Valley Co-op Supply',
        'LF-77134  03/03  Denver CO - Salina KS                432   1,180.00    885.00   250.56',
        '          Front Range Packaging Inc.',
        '-------------------------------------------------------------------------------------',
        '                                                      919   2,830.00  2,122.50   533.02',
        'TOTAL CHARGES     1,000.00',
        'NET DEPOSIT       1,655.52',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('LF-77120');
    expect(r.miles.value).toBe(919);
  });
  it('sets aside the balances on a "Saldos al cierre:" line, the reserve fund\'s among them', () => {
    const r = extractSettlement(
      [
        'ESTADO DE LIQUIDACION SEMANAL',
        'Total abonos     82,000.00',
        '  Comision empresa 15% s/fletes       12,075.00',
        '  Fondo de reserva                     2,000.00',
        '  Abono prestamo llantas 12/20         1,800.00',
        'Total cargos                        15,875.00',
        'NETO DEPOSITADO   $ 66,125.00',
        'Saldos al cierre:  prestamo llantas $14,400.00   |   fondo de reserva $18,000.00',
      ].join('\n'),
    );
    expect(r.escrow.value).toBe(200000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([1207500, 180000]);
  });
  it("sets aside an employer's 401(k) match printed under a pay stub", () => {
    const r = extractSettlement(
      [
        'EARNINGS STATEMENT                     Pay Date  03-13-2026',
        'GROSS PAY                          1,778.86',
        '  Federal W/H           151.22',
        '  Social Security       105.64',
        'Employer 401(k) match (4%, not paid in cash): 71.15   YTD 663.56',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([15122, 10564]);
  });
  it('sets aside a factor\'s "COLLECTIONS POSTED SINCE LAST NOTICE": earlier invoices, not this schedule\'s', () => {
    const r = extractSettlement(
      [
        'PURCHASE & FUNDING NOTICE              Funding date Feb. 24, 2026',
        '   Face value purchased                              9,040.00',
        '   Discount fees                                      -225.30',
        '   NET FUNDS TRANSFERRED                             8,814.70',
        '',
        'COLLECTIONS POSTED SINCE LAST NOTICE (8% reserve rebated)',
        '   Inv 1161   Westmarch Freight Partners, Inc.       paid 02/17/26     4,210.00',
        '   Total collected                                                 4,210.00   rebate 336.80',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(904000);
    expect(r.reimbursements.value).toBeNull();
  });
  it('reads on past a remark with a rate ("Detention 2 hrs @ 40") under a load\'s extras', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT                      Deposit date    March 20, 2026',
        'TRIP DETAIL',
        'Trip No.   Shipper  /  Consignee                       Miles   Mileage Pay       FSC     Extra',
        '--------   ---------------------------------------    -----   -----------   -------   -------',
        'RM-44817   Eastman Chemical, Kingsport TN               612      1,089.36    318.24      0.00',
        '             > Ace Hardware DC, Chicago IL',
        'RM-44829   Ace Hardware DC, Chicago IL                  487        866.86    253.24     80.00',
        '             > Nebraska Beef Pkg, Omaha NE                            Detention 2 hrs @ 40',
        'RM-44836   Nebraska Beef Pkg, Omaha NE                  398        708.44    206.96      0.00',
        '             > Hy-Vee DC, Springfield IL',
        '                                                     -----   -----------   -------   -------',
        '                                           Totals     1,497      2,664.66    778.44     80.00',
        'Total deductions                                    1,000.00',
        'NET DEPOSIT                                         2,523.10',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1497);
    expect(r.linehaul.value).toBe(266466);
    expect(r.fuelSurcharge.value).toBe(77844);
  });
  it('names an e-mail\'s sender in full from its signature, and never takes the greeting ("Hi Gabe,") for a payer', () => {
    const r = extractSettlement(
      [
        'From: Usquepaug Load Management <settle@usquepaugloads.com>',
        'Sent: Friday, March 27, 2026 9:14 AM',
        'To: gabe@fennerbrookhauling.com',
        '',
        'Hi Gabe,',
        '',
        'Freight (rates + FSC) ..................... $4,605.00',
        '   Dispatch fee 8% .......................  -368.40',
        'NET ACH TO CARRIER ........................ $4,236.60',
        '',
        'Marisol Dube | Settlements',
        'Usquepaug Load Management, LLC',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('Usquepaug Load Management, LLC');
    const greeted = extractSettlement(
      ['Hi Gabe,', 'Freight ..... $4,605.00', 'NET ACH ..... $4,605.00'].join('\n'),
    );
    expect(greeted.broker.value).not.toBe('Hi Gabe');
  });
  it('reads a French table\'s "Sous-totaux" row as its totals, not as an item under the last load', () => {
    const r = extractSettlement(
      [
        'Date        No voyage    Trajet                                 Tarif    Surcharge 15 %',
        '23/03/2026  V-26-0412    St-Élie -> Sherbrooke                 685,00            102,75',
        '24/03/2026  V-26-0419    Sherbrooke -> Québec                  910,00            136,50',
        '                                             Sous-totaux     1 595,00            239,25',
        "Temps d'attente chez le destinataire, V-26-0419 (1,5 h à 45,00 $)                 67,50",
        'Total des gains                  1 901,75 $',
        'MONTANT VERSÉ                    1 901,75 $',
      ].join('\n'),
    );
    expect(r.fuelSurcharge.value).toBe(23925);
  });
  it('sets aside "Gains cumulatifs" (the year\'s earnings) even under the reimbursements', () => {
    const r = extractSettlement(
      [
        'ÉTAT DE COMPTE DU VOITURIER',
        'Total des gains                  1 901,75 $',
        'Total des retenues                 300,00 $',
        'MONTANT VERSÉ                    1 618,75 $',
        'REMBOURSEMENTS',
        '  Péages autoroute 30 (2 reçus)        17,00',
        '',
        'Solde du fonds de garantie au 28 mars 2026 : 2 475,00 $',
        'Gains cumulatifs 2026 (taxes incluses) : 51 306,72 $',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(1700);
  });
  it('reads a recap\'s "Credits" and "Debits" above the net as the totals told again, not as charges', () => {
    const r = extractSettlement(
      [
        'LEASE OPERATOR SETTLEMENT                   Paid (ACH)     2026-02-19',
        '  Revenue share 72%                  4,035.60',
        '  TOTAL CREDITS                      4,035.60',
        'DEBITS',
        '  Tractor lease pmt (wk 7 of 156)      685.00',
        '  Physical damage ins.                 71.25',
        '  TOTAL DEBITS                         756.25',
        '',
        'RECAP                               This settlement         Year to date',
        '  Credits                                  4,035.60            29,417.85',
        '  Debits                                     756.25            16,880.11',
        '  Net settlement                           3,279.35            12,537.74',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([68500, 7125]);
  });
  it('reads a load table whose header wraps onto two lines with a rate on a third ("Surch." / "carb." / "16,5 %")', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÉMUNÉRATION - VOITURIER SOUS-TRAITANT',
        'Paiement      : dépôt direct le 22 janvier 2026',
        'No voyage    Date      Trajet                            Forfait    Surch.   Autres         Total',
        '                                                                     carb.',
        '                                                                    16,5 %',
        '-----------------------------------------------------------------------------------------------',
        'DCL-26-0114  12 janv.  St-Apollinaire → Montréal-Est    1 180,00    194,70   110,00 (1)  1 484,70',
        'DCL-26-0119  14 janv.  Montréal-Est → Bécancour           960,00    158,40     0,00      1 118,40',
        '-----------------------------------------------------------------------------------------------',
        'Totaux                                                  2 140,00    353,10   110,00      2 603,10',
        'Total des retenues ..........................     300,00 $',
        'MONTANT NET DÉPOSÉ ..........................   2 303,10 $',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('DCL-26-0114');
    expect(r.linehaul.value).toBe(214000);
    expect(r.fuelSurcharge.value).toBe(35310);
  });
  it('reads "TOTAL DES SERVICES, TAXES INCLUSES" on a self-billed statement as the gross, not as a charge', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÉMUNÉRATION - VOITURIER SOUS-TRAITANT (autofacturation)',
        'Paiement      : dépôt direct le 22 janvier 2026',
        'SERVICES FACTURÉS',
        '   Sous-total des services .....................   4 598,70 $',
        '   TPS 5 % .....................................     229,94 $',
        '   TVQ 9,975 % .................................     458,72 $',
        '   TOTAL DES SERVICES, TAXES INCLUSES ..........   5 287,36 $',
        'RETENUES',
        '   Carburant (carte flotte, 6 pleins) ..........   1 846,23 $',
        '   Total des retenues ..........................   1 846,23 $',
        'MONTANT NET DÉPOSÉ ..........................   3 441,13 $',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(528736);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([184623]);
  });
  it('reads "NON-TAXABLE REIMBURSEMENT  Tank washout … 45.00" as paid back, its heading on its own line', () => {
    const r = extractSettlement(
      [
        'EARNINGS STATEMENT                                            Pay date     2026-02-13',
        'Gross pay                                    1,857.96',
        'DEDUCTIONS              CURRENT       YTD',
        '  Federal income tax     128.44    352.10',
        '  Social Security        110.88    306.14',
        '',
        'NON-TAXABLE REIMBURSEMENT  Tank washout (rcpt 7719, Tulsa)               45.00',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(4500);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([12844, 11088]);
  });
  it('sets aside "DIRECT DEPOSITS  Savings xxxxx2290  200.00": the net split between accounts', () => {
    const r = extractSettlement(
      [
        'EARNINGS STATEMENT                                            Pay date     2026-02-13',
        '  Gross pay              1,857.96',
        '  Total deductions         486.55',
        '  NET PAY                1,371.41',
        '',
        'DIRECT DEPOSITS     Savings   xxxxx2290       200.00',
        '                    Checking  xxxxx7734     1,171.41',
      ].join('\n'),
    );
    expect(r.net.value).toBe(137141);
  });
  it('takes "ACH effective" as the pay date, not the advice date', () => {
    const r = extractSettlement(
      [
        'HERON SLOUGH EQUIPMENT LESSORS, INC.                Remittance advice ... 26-0116-056',
        '                                                    Advice date ......... January 16, 2026',
        '                                                    ACH effective ....... January 20, 2026',
        '                                                    Amount remitted ..... $2,799.64',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-01-20');
  });
  it('reads "FEES WITHHELD" as a block of charges and its total told again in the summary as no charge; "(+)" adds a line back', () => {
    const r = extractSettlement(
      [
        'CARRIER PAY STATEMENT                       Funds released : 12/09/2025 (ACH)',
        'FEES WITHHELD            Load 1     Load 2     Load 3      TOTAL',
        '  Dispatch  7%           147.00      96.25     128.80     372.05',
        '  Factoring 3%            63.00      41.25      55.20     159.45',
        '',
        'OTHER ADJUSTMENTS',
        '  (-) EFS fuel advance 11/30, load 2 ........   400.00',
        '  (-) ELD subscription - December ...........    35.00',
        '  (+) Lumper, load 2 (broker reimbursed) ....   150.00',
        '',
        '  Gross load pay                 5,315.00',
        '  Fees withheld                   -531.50',
        '  Other adjustments               -285.00',
        '                                ----------',
        '  NET ACH TO CARRIER             4,498.50',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([37205, 15945, 3500]);
    expect(r.reimbursements.value).toBe(15000);
    expect(r.advances.value).toBe(40000);
  });
  it('reads "Earned on loads (line haul + FSC + detention)" as the gross, the lumper after it paid back', () => {
    const r = extractSettlement(
      [
        'CARRIER WEEKLY STATEMENT                 Funds released:  Thursday, April 9, 2026',
        'SETTLEMENT',
        '   Earned on loads (line haul + FSC + detention)                     5,370.00',
        '   Lumper reimbursement (pass-through)                           +     185.00',
        '   Dispatch service fee 8% x 5,370.00                            -     429.60',
        '   EFS fuel advance Apr 2 (check 55810)                          -     400.00',
        '                                                                 ------------',
        '   NET ACH TO CARRIER                                                4,725.40',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(537000);
    expect(r.gross.confidence).toBeGreaterThanOrEqual(0.9);
  });
  it('reads a "Suppl. carb." column as the fuel surcharge, and "Attente : 2 h x 60,00 $" as a rate, not an amount', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DU SOUS-TRAITANT                                           Date de paiement : 21 mai 2026',
        '+------------+---------+--------------------------------+------------+--------------+-----------+',
        '| Voyage     | Date    | Trajet                         |      Tarif | Suppl. carb. |   Attente |',
        '+------------+---------+--------------------------------+------------+--------------+-----------+',
        '| BX-260412  | 11 mai  | Bromont QC - Mississauga ON    |   1 480,00 |       340,40 |      0,00 |',
        '| BX-260427  | 15 mai  | Longueuil QC - Lévis QC        |     690,00 |       158,70 |    120,00 |',
        '+------------+---------+--------------------------------+------------+--------------+-----------+',
        '| Totaux                                                 |   2 170,00 |       499,10 |    120,00 |',
        '+--------------------------------------------------------+------------+--------------+-----------+',
        'Supplément carburant : 23 % du tarif (grille du 5 mai 2026).  Attente : 2 h x 60,00 $ (BX-260427).',
        '   Total des gains                                                2 789,10 $',
        '   MONTANT NET DÉPOSÉ                                             2 789,10 $',
      ].join('\n'),
    );
    expect(r.fuelSurcharge.value).toBe(49910);
    expect(r.linehaul.value).toBe(217000);
  });
  it('joins a debtor\'s last words and suffix that OCR left alone on the next line ("Group, Inc.") to the name', () => {
    const r = extractSettlement(
      [
        'SCHEDULE OF ACCOUNTS PURCHASED        Funded: 03-MAR-26 (same-day wire)',
        'Inv # Broker load # Debtor Face Fee Reserve Advance',
        '1047  KLG-2250913 Kinnickinnic Logistics ° 2,350.00 58.75 117.50 2,173.75',
        'Group, Inc.',
        '1048 88107734 Tallapoosa Freight 1,875.50 46.89 © 93.78 1,734.83',
        'Partners LLC .',
        '3 invoices TOTALS ~~ 4,225.50 - 105.64 211.28 3,908.58',
        'NET FUNDS WIRED 3,908.58',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('Kinnickinnic Logistics Group, Inc.');
  });
  it('takes "Settled : 11-FEB-2026" as the settlement date over the period', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT',
        'Settlement : S-212-0606                                 Period   : 01-FEB-2026 thru 07-FEB-2026',
        'Settled    : 11-FEB-2026                                Pay via  : ACH  xxxx7731',
        '  Revenue                    3,015.64',
        '  NET SETTLEMENT             3,015.64',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-02-11');
  });
  it('sets aside a legend of codes ("Extra codes: T = tarp pay (75.00), S = stop-off (50.00).")', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT                          Settled    : 11-FEB-2026',
        '  Revenue                    3,015.64',
        '  Fuel purchases             1,402.18',
        'Extra codes: T = tarp pay (75.00), S = stop-off (50.00).',
        '  NET SETTLEMENT             1,613.46',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([140218]);
  });
  it('takes a factor\'s "Funded:" date as the pay date, not the "Purchased:" date', () => {
    const r = extractSettlement(
      [
        'SCHEDULE OF ACCOUNTS                 Purchased: 02-MAR-26',
        'Program: Non-recourse, 2.50% flat fee   Funded: 03-MAR-26 (same-day wire)',
        'Total face value       7,345.50',
        'NET FUNDS WIRED        7,161.86',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-03-03');
  });
  it('reads "Loads delivered - Block 7 (Km 62)  11 ld  158.00" as trip pay, and its "(Km 62)" as a road marker, not a distance', () => {
    const r = extractSettlement(
      [
        'EARNINGS STATEMENT                                   Deposited 27/02/2026',
        'EARNINGS                                     Qty        Rate        Current      Year to date',
        'Loads delivered - Block 7 (Km 62)          11 ld      158.00       1,738.00          6,952.00',
        'Loads delivered - Block 12 (Km 88)          7 ld      196.00       1,372.00          3,920.00',
        'Standby / breakdown wait (hrs)               6.5       32.00         208.00            560.00',
        'TOTAL EARNINGS                                                     3,318.00         11,432.00',
        '   Federal income tax                                                392.44          1,288.60',
        'NET PAY                                                            2,925.56          8,675.67',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(311000);
    expect(r.miles.value).toBeNull();
  });
  it('adds up the mileage pay lines of trip blocks whose heading is two lines above them', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT                              Deposit date 03/10/2026',
        'TRIP DETAIL                                            Rate       Miles        Amount',
        'Trip CB-41877   dispatched 03/02/2026   Shipper: Green Country Poultry',
        '   Catoosa, OK  to  North Little Rock, AR',
        '   Mileage pay (PC*Miler practical)                   1.580         287        453.46',
        '   Fuel surcharge                                     0.520         287        149.24',
        'Trip CB-41893   dispatched 03/04/2026   Shipper: Arkoma Steel Supply',
        '   Conway, AR  to  Fort Smith, AR',
        '   Mileage pay                                        1.580         176        278.08',
        '   Fuel surcharge                                     0.520         176         91.52',
        'Total compensation                                                  463        972.30',
        'DEPOSIT AMOUNT                                                                 972.30',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(463);
  });
  it('never takes a liquidación\'s "Folio:" (the document\'s own number) for a trip', () => {
    const r = extractSettlement(
      [
        'EBANO LOGISTICA TERRESTRE, S.A. DE C.V.',
        'LIQUIDACION SEMANAL DE FLETES A PERMISIONARIO',
        'Folio: LQ-2026-0087 Periodo: 26/01/2026 al 31/01/2026',
        'Fecha de pago: 03/02/2026 (SPEI)',
        'Total percepciones ....... 53,186.00',
        'Total descuentos ......... 22,950.50',
        'NETO A PAGAR 30,235.50 MXN',
      ].join('\n'),
    );
    expect(r.tripNumber.value).not.toBe('LQ-2026-0087');
  });
  it("reads on past a load's second date alone on a line in an OCR'd table whose columns closed up", () => {
    const r = extractSettlement(
      [
        'DISPATCH SETTLEMENT                                  ACH sent 06-15-26',
        'LOAD # BROKER PU/DEL LANE . MILES RATE ACCESS  DISP 7% .',
        '7781203 Redbud Freight Brokera 06-08-26 Fort Smith AR.> Dallas TX- 286 2,350.00 = 164.50',
        '. : 06-09-26 . .',
        'LTS-44190 Lakeshore Transport So 06-09-26 Dallas TX > Memphis TN 452 1,780.00 = 124.60',
        ': 06-10-26',
        'PC889012 Pinecrest Logistics In 06-11-26 Memphis TN > Tulsa OK 402 2,900.00 150.00 213.50',
        '06-12-26',
        'TOTALS . 1,140 7,030.00 150.00 502.60',
        'NET ACH SENT TO CARRIER ..... 6,677.40',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1140);
  });
  it('reads on past a load\'s extra on its own line ("© * Stop-off pay (1) 50.00") in an OCR\'d table', () => {
    const r = extractSettlement(
      [
        'LEASE OPERATOR SETTLEMENT                    Issued 2027-05-12',
        '| Trip Miles Revenue 70% Share FSC 100% Other Total -|',
        '| SGL-5521-A 812 2,480.00 1,736.00 318.40 = 2,054.40 |',
        '| 2027-05-03 to 2027-05-04 Amarillo TX > Oklahoma City OK > Joplin MO |',
        '| SGL-5537-A 634 1,950.00 1,365.00 241.80 50.00 1,656.80 |',
        '| © * Stop-off pay (1) 50.00 |',
        '| SGL-5540-A 1,011 3,105.00 2,173.50 402.60 - 2,576.10 |',
        '| TOTALS 2,457 7,535.00 5,274.50 962.80 50.00 6,287.30 |',
        '| NET SETTLEMENT 6,287.30 |',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(2457);
  });
  it('reads "Face" and "Advance" as money columns of a factor\'s schedule whose columns OCR closed up', () => {
    const r = extractSettlement(
      [
        'SCHEDULE OF ACCOUNTS                      Funding date: Aug 3, 2026',
        'Inv# Inv.date Debtor . Load # Face Fee Reserve Advance :',
        '4471 07/27/26 Tallgrass Logistics LLC TG-882104 ~ 2,350.00 64.63 235.00 - 2,050.37',
        '4472 07/28/26 Osage Freight Solutions 55012877 1,875.00 - 51.56 187.50 1,635.94',
        'SCHEDULE TOTALS (2 invoices) 4,225.00 116.19 422.50 3,686.31',
        'AMOUNT WIRED TO CLIENT 3,686.31',
      ].join('\n'),
    );
    expect(r.escrow.value).toBe(42250);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([11619]);
  });
  it('reads "Inv" as the invoice number\'s column of an OCR\'d schedule, so the load number beside it is the trip', () => {
    const r = extractSettlement(
      [
        'PURCHASE & FUNDING NOTICE                Funding date Tuesday, Feb. 24, 2026',
        'Inv Load / PRO Debtor Inv date Face Fee % Fee Reserve',
        '1187 WM-330541 Westmarch Freight Partners 02/19/26 2,400.00 2.25% 54.00 192.00',
        '1188 7719082 Bluegill Logistics LLC 02/20/26 1,880.00 3.00% 56.40 150.40',
        '2 invoices 4,280.00 110.40 342.40',
        'NET FUNDS TRANSFERRED 3,827.20',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('WM-330541');
  });
});

describe('rules learned from batches 125 to 128', () => {
  it('reads a load table whose column names wrap onto three lines above the rule', () => {
    const r = extractSettlement(
      [
        'PELICAN POINT DISPATCH                      CARRIER SETTLEMENT  WEEK 11',
        '',
        'Load #      Broker         Lane                 Ld    MT      Rate    Stop     Load net',
        '                                                mi    mi              pay',
        '                                                                      (extra)',
        '----------  -------------  -------------------  ---  ---  --------  ------  ---------',
        'TX-440192   Ridgeback      Tulsa OK-Wichita KS  176   22    850.00   50.00     900.00',
        'TX-440230   Ridgeback      Wichita KS-Omaha NE  298   31  1,150.00       -   1,150.00',
        '----------  -------------  -------------------  ---  ---  --------  ------  ---------',
        'TOTALS (2)                                      474   53  2,000.00   50.00   2,050.00',
        '',
        'Net paid by ACH                                                          2,050.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('TX-440192');
    expect(r.miles.value).toBe(527);
  });
  it('keeps each fee column of a load table as a charge of its own', () => {
    const r = extractSettlement(
      [
        'KESTREL LOAD DESK                      CARRIER SETTLEMENT  WEEK 19',
        '',
        'Load #      Broker          Miles      Rate   Disp. fee   QP fee   Load net',
        '----------  --------------  -----  --------  ---------  -------  ---------',
        'KL-88012    Osprey Freight    412  1,400.00     112.00    35.00   1,253.00',
        'KL-88040    Heron Lines       355  1,100.00      88.00    27.50     984.50',
        '----------  --------------  -----  --------  ---------  -------  ---------',
        'TOTALS                        767  2,500.00     200.00    62.50   2,237.50',
        '',
        'Less  trailer rental                                           -150.00',
        'Amount sent                                                    2,087.50',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents).sort((a, b) => a - b)).toEqual([6250, 15000, 20000]);
  });
  it('reads the result of a sum worked in words ("credits - charges + reimbursable = ...") as the net', () => {
    const r = extractSettlement(
      [
        'OWLHEAD LEASING  -  LEASE OPERATOR PAY VOUCHER              Check 0091120',
        'Period 03/01/2026 - 03/07/2026',
        '',
        'Line revenue share (72%)                             2,304.00',
        'Fuel surcharge                                         410.00',
        'CHARGES',
        'Fuel card                                              880.25',
        'Tractor lease                                          650.00',
        '',
        'REIMBURSABLE   Scale ticket                             14.00',
        '',
        '2,714.00 credits - 1,530.25 charges + 14.00 reimbursable = 1,197.75 (check amount)',
      ].join('\n'),
    );
    expect(r.net.value).toBe(119775);
    expect(r.gross.value).toBe(271400);
  });
  it('reads a pay sheet whose amounts stand in a "Percepciones" or a "Deducciones" column', () => {
    const r = extractSettlement(
      [
        'TRANSPORTES LA CANTERA, S.A. DE C.V.                      LIQUIDACIÓN SEMANAL',
        'Periodo: del 02-03-2026 al 08-03-2026                      Fecha de pago: 10-03-2026',
        '',
        '------------------------------------------------------------------------------------',
        'Clave  Concepto                                         Percepciones     Deducciones',
        '------------------------------------------------------------------------------------',
        'P01    Flete CAN-2210  Saltillo, Coah. - Monterrey, N.L.    12,000.00',
        'P04    Maniobras de descarga                                   800.00',
        'D01    IVA retenido 4% s/ 12,000.00                                             480.00',
        'D10    Diésel - vales                                                         4,150.00',
        'D30    Faltante de mercancía (1 caja)                                           300.00',
        '------------------------------------------------------------------------------------',
        '       TOTALES                                              12,800.00        4,930.00',
        '       NETO A PAGAR                                                          7,870.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(1280000);
    expect(r.deductions.map((d) => d.amountCents).sort((a, b) => a - b)).toEqual([30000, 48000, 415000]);
  });
  it('takes no miles from a highway address whose route number stands before its kilometre ("México 15 Km 1102")', () => {
    const r = extractSettlement(
      [
        'FLOTA DEL PACÍFICO, S.A. DE C.V.                    LIQUIDACIÓN',
        'Carr. Internacional México 15 Km 1102, Escuinapa, Sin.',
        'Flete ESC-7713  Escuinapa - Guadalajara                  16,400.00',
        'NETO                                                     16,400.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBeNull();
  });
  it('reads a dispatcher\'s pay sheet that mentions "your rate confirmations", with extras on the loads\' second lines, as a settlement', () => {
    const text = [
      'BADLANDS DISPATCH CO.',
      'CARRIER PAY SHEET  #BD-2630-007',
      'Carrier: Little Missouri Hauling LLC      Loads delivered 7/19/26 - 7/25/26',
      '',
      ' #  LOAD / BROKER                LANE                          LOADED MI   ITEM               AMOUNT',
      '--  ---------------------------  ----------------------------  ---------   --------------  ---------',
      ' 1  KR-551020                    Minot ND > Billings MT              402   Linehaul         1,600.00',
      '    Prairie Rose Logistics       PU 7/19  DEL 7/20                          Detention 2h       100.00',
      ' 2  7741230                      Billings MT > Sheridan WY           129   Linehaul           650.00',
      '    Tongue River Freight         PU 7/21  DEL 7/21                          Fuel surcharge      61.92',
      '',
      'We funded both loads on delivery; the brokers pay Badlands Dispatch Co. directly',
      '(notice of assignment on file). Your rate confirmations and PODs are in the portal.',
      '',
      'WHAT WE KEPT',
      '  Dispatch service (6%)                                     144.72',
      '  Fuel advance 7/20 - EFS code 55120377                     300.00',
      '',
      '  CARRIER ACH ........................................ $1,967.20',
    ].join('\n');
    const r = extractSettlement(text);
    expect(r.documentType.value).toBe('settlement_statement');
    expect(r.net.value).toBe(196720);
    expect(r.gross.value).toBe(241192);
  });
  it('keeps a fee table\'s columns as charges when a recap tells their sum again, and a "Fuel advance wired" is an advance', () => {
    const r = extractSettlement(
      [
        'BLUE RIDGE TRUCK DISPATCH, LLC               CARRIER SETTLEMENT SHEET   Sheet # BR-0914',
        'Week 09 (23 Feb 2026 - 01 Mar 2026)          Funds sent: 04 Mar 2026 by ACH',
        '',
        'Load #      Broker               Miles    Total',
        '----------  -------------------  -----  -------',
        'BR-55120    Laurel Fork Freight    640  1500.00',
        'BR-55188    Chestnut Knob Lines    512  1250.00',
        '',
        'TAKEN OUT OF CARRIER PROCEEDS',
        '   Load            Dispatch 8%     QuickPay 3%',
        '   BR-55120             120.00           45.00',
        '   BR-55188             100.00           37.50',
        '   ------------     ----------      ----------',
        '   Fee totals           220.00           82.50',
        '',
        '   Fuel advance wired 2/25 (Roanoke, VA)                      300.00',
        '   ELD pass-through                                            40.00',
        '',
        'RECAP',
        '   Load revenue ............................................ 2,750.00',
        '   Dispatch & QuickPay fees ................................  (302.50)',
        '   Advance & pass-through ..................................  (340.00)',
        '   AMOUNT SENT TO CARRIER .................................. 2,107.50',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(30000);
    expect(r.deductions.map((d) => d.amountCents).sort((a, b) => a - b)).toEqual([4000, 8250, 22000]);
    // The fee table's totals row is the table's own, not a charge.
    expect(r.deductions.map((d) => d.label)).not.toContain('Fee totals');
    expect(r.net.value).toBe(210750);
  });
  it('reads "Contr. 71%" as the contractor\'s share, sets aside named subtotals and a line of reserve balances', () => {
    const r = extractSettlement(
      [
        'LLANO FLEET LEASE PROGRAMS, INC.        CONTRACTOR REVENUE DISTRIBUTION & CHARGEBACK REPORT',
        'Activity ........ 04/05/2026 to 04/11/2026          ACH effective date ..... 04/17/2026',
        '',
        'SECTION A - REVENUE DISTRIBUTION',
        'Order #   Ship Date   Miles   Line Rev.  Lessor 30%  Contr. 70%   FSC 100%',
        '--------  ----------  -----  ----------  ----------  ----------  ---------',
        '88-10221  04/06/2026    402    1,500.00      450.00    1,050.00     192.96',
        '88-10240  04/08/2026    350    1,200.00      360.00      840.00     168.00',
        '          TOTALS        752    2,700.00      810.00    1,890.00     360.96',
        '',
        'SECTION C - CHARGEBACKS',
        ' Fixed',
        '   Tractor lease                                                 700.00',
        '   Insurance allocation                                          180.00',
        '                                            Fixed subtotal       880.00',
        ' Variable',
        '   Fuel - EFS network                                            612.40',
        '   Toll transponder                                               41.10',
        '                                         Variable subtotal       653.50',
        '                                           TOTAL SECTION C     1,533.50',
        '',
        'NET AMOUNT DUE CONTRACTOR (ACH 04/17/2026)                       $717.46',
        '',
        'Reserve balances (informational): Maintenance 2,100.00 / Plate & tax 900.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(189000);
    expect(r.gross.value).toBe(225096);
    expect(r.deductions.map((d) => d.amountCents).sort((a, b) => a - b)).toEqual([4110, 18000, 61240, 70000]);
    expect(r.escrow.value).toBeNull();
  });
  it('reads a truck desk\'s payout: tiles that tell the fees and charges first, "Brkr QP" and "Desk 10%" fee columns, a "Ref / Load #" column, "Paid out" as the pay date', () => {
    const r = extractSettlement(
      [
        'REPUBLICAN RIVER TRUCK DESK, LLC',
        'CARRIER PAYOUT STATEMENT  #RR-0310-044                             Wk 3/2/26 - 3/8/26',
        ' ____________________  ____________________  ____________________  ____________________',
        '| GROSS BOOKED       || FEES (QP + DESK)   || ADV. & CHARGES     || YOUR PAYOUT        |',
        '|       $2,400.00    ||         -$276.00   ||         -$215.00   ||       $1,909.00    |',
        '|____________________||____________________||____________________||____________________|',
        '',
        "Paid out 3/11/26 by wire (ref W26031190) to the carrier's account.",
        '',
        ' #  Ref / Load #  Broker                    LD mi     Gross  Brkr QP  Desk 10%    To you',
        ' -  ------------  ------------------------  -----  --------  -------  --------  --------',
        ' 1  5512-0301     Smoky Hill Freight          410  1,300.00    26.00    130.00  1,144.00',
        ' 2  KT-88120      Arikaree Logistics          355  1,100.00    22.00     98.00    980.00',
        '                                 TOTALS       765  2,400.00    48.00    228.00  2,124.00',
        '',
        'ADVANCES & CHARGES',
        '  3/4/26   EFS fuel advance                                               200.00',
        '  3/8/26   Insurance certificate admin                                     15.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-03-11');
    expect(r.tripNumber.value).toBe('5512-0301');
    expect(r.deductions.map((d) => d.amountCents).sort((a, b) => a - b)).toEqual([1500, 4800, 22800]);
    expect(r.advances.value).toBe(20000);
  });
  it('reads a lessee settlement\'s "Lessee credits" as gross, its "ACH release date" as the pay date and "Miles: N loaded / M empty" printed once as the week\'s miles', () => {
    const r = extractSettlement(
      [
        'SHENANDOAH TRACTOR LEASING, LLC           LEASE-PURCHASE OPERATOR SETTLEMENT',
        'Operator:  K. Rhodes (Lessee S-0211)          Statement date:    August 5, 2026',
        'Tractor:   STL-211                            ACH release date:  August 7, 2026',
        '',
        'CREDITS',
        '  SH-70112  Jul 27   402 mi  Freight 1,900.00 x 72%    1,368.00',
        '                     Fuel surcharge .80/mi               321.60',
        '  SH-70130  Jul 29   377 mi  Freight 1,650.00 x 72%    1,188.00',
        '                     Fuel surcharge .80/mi               301.60',
        '  Lessee credits                                       3,179.20',
        '',
        'DEBITS',
        '  Weekly lease pmt                                       695.00',
        '  Fuel - TA (3 txns)                                     902.14',
        '  Total debits                                         1,597.14',
        '',
        'SETTLEMENT RECAP',
        '  Freight billed to customers (100%)    3,550.00',
        '  Lessee credits                        3,179.20',
        'AMOUNT TRANSFERRED TO LESSEE          1,582.06      Miles: 845 loaded / 41 empty',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(317920);
    expect(r.date.value).toBe('2026-08-07');
    expect(r.miles.value).toBe(886);
  });
  it('adds up "Miles: N loaded / M deadhead" printed once per load', () => {
    const r = extractSettlement(
      [
        'From: dispatch@kittyhawkdispatch.com',
        'Subject: Settlement week 22',
        '',
        'Load 1 - KH-22019  Norfolk VA to Raleigh NC',
        '    Miles: 198 loaded / 22 deadhead',
        '    Rate: $900.00',
        'Load 2 - KH-22044  Raleigh NC to Atlanta GA',
        '    Miles: 401 loaded / 15 deadhead',
        '    Rate: $1,350.00',
        '',
        'Net to carrier: $2,250.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(636);
  });
  it("reads a purchase statement whose header names the account debtor on each invoice's second line", () => {
    const r = extractSettlement(
      [
        'MESABI RANGE FUNDING, LLC',
        'PURCHASE STATEMENT                              Client : IRON TRAIL HAULING INC',
        'Batch  : 0312-1180                              Purchase date : 03/12/26',
        '',
        'Your Inv #  Load/Ref #    Inv Date   Invoice Amt    Fee 2.5%     Reserve 5%   Purchase Amt',
        '            Account debtor (payer)',
        '----------  ------------  --------  ------------  -----------  -----------  -------------',
        'IT-3301     7720415       03/09/26      2,000.00        50.00       100.00       1,850.00',
        '            Vermilion Freight Partners, LLC   (MC 551020)',
        'IT-3302     KB-44018      03/10/26      1,600.00        40.00        80.00       1,480.00',
        '            Embarrass River Logistics   (MC 610775)',
        '----------  ------------  --------  ------------  -----------  -----------  -------------',
        'TOTALS      2 invoices                  3,600.00        90.00       180.00       3,330.00',
        '',
        'ADJUSTMENTS TO THIS PURCHASE',
        '   Purchase amount (after fees and reserve)                        3,330.00',
        '   Same-day ACH fee                                                  -10.00',
        '   NET FUNDS TO CLIENT                                             3,320.00',
        '',
        'Reserve account after this batch ......... 2,410.50',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('7720415');
    expect(r.broker.value).toBe('Vermilion Freight Partners, LLC');
    expect(r.gross.value).toBe(360000);
    expect(r.escrow.value).toBe(18000);
  });
  it('reads a boxed pay stub\'s "Highway mileage" as trip pay and a charge whose name wraps onto a word in small letters', () => {
    const r = extractSettlement(
      [
        'ASSINIBOINE HIGHWAY TRANSPORT LTD.',
        'STATEMENT OF EARNINGS AND DEDUCTIONS                           Advice No. 0061120',
        'Employee : DUCK, ARLO            Emp # 3310               Pay date: 27/03/2026',
        '+--------------------------------------------------------+--------------------------------+',
        '| EARNINGS            Qty      Rate    Current       YTD | DEDUCTIONS    Current      YTD |',
        '+--------------------------------------------------------+--------------------------------+',
        '| Highway mileage   3,100 mi  0.640   1,984.00  9,120.00 | CPP            118.40   540.20 |',
        '| Border crossings       2   25.000      50.00    200.00 | Income tax     301.22 1,402.10 |',
        '|                                                        | Trip advance                   |',
        '|                                                        |  recovery      200.00   200.00 |',
        '+--------------------------------------------------------+--------------------------------+',
        '| GROSS EARNINGS                      2,034.00  9,320.00 | TOTAL          619.62 2,142.30 |',
        '+--------------------------------------------------------+--------------------------------+',
        '  NET PAY            $1,414.38',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(198400);
    expect(r.advances.value).toBe(20000);
  });
  it('reads "Highway pay (km)" on a pay stub as trip pay', () => {
    const r = extractSettlement(
      [
        'CARIBOO FREIGHT LTD.                                        PAY STATEMENT',
        '  Period    : 2026/03/08 - 2026/03/21            Deposit date: 2026/03/27',
        '  EARNINGS                           Units        Rate       Amount       Y.T.D.',
        '  Highway pay (km)                4,100 km      0.5800     2,378.00     9,102.40',
        '  City / hourly work                  4.00     28.0000       112.00       400.00',
        '  Total earnings                                           2,490.00     9,502.40',
        '  Canada Pension Plan                                        140.10       520.00',
        '  Total deductions                                           140.10       520.00',
        '  NET DEPOSIT THIS PAY                                     2,349.90',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(237800);
  });
  it('reads "Total del CFDI" (the invoice with its IVA) as a liquidación\'s gross', () => {
    const r = extractSettlement(
      [
        'TRANSPORTES SIERRA DE LA GIGANTA, S.A. DE C.V.        LIQUIDACIÓN DE FLETES A PERMISIONARIO',
        'Fecha de pago : viernes 10 de abril de 2026',
        '',
        'PERCEPCIONES',
        '   Fletes                                               50,000.00',
        '   Subtotal                                             50,000.00',
        '   IVA trasladado 16%                                    8,000.00',
        '   Total del CFDI                                       58,000.00',
        '',
        'RETENCIONES',
        '   IVA retenido 4%                                       2,000.00',
        '',
        'DESCUENTOS',
        '   Diésel tarjeta empresa                               20,000.00',
        '',
        'RESUMEN',
        '   Total del CFDI                         58,000.00',
        '   (-) Retenciones                         2,000.00',
        '   (-) Descuentos                         20,000.00',
        '   NETO A PAGAR                           36,000.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(5800000);
    expect(r.net.value).toBe(3600000);
  });
  it('reads "FSC 541 mi x .56" as fuel surcharge and "Loaded + empty miles 1,640" as the week\'s miles', () => {
    const r = extractSettlement(
      [
        'ELMWOOD EQUIPMENT LEASING, LLC                          LEASE-OPERATOR SETTLEMENT',
        'CREDITS                                            | DEBITS',
        '---------------------------------------------------+----------------------------------------',
        'Load 7710-01   04-05  OMAHA NE / DENVER CO         | Tractor lease wk 14 of 208      685.00',
        '  Line haul 2,000.00 x 72%            1,440.00     | EFS fuel 04-05 thru 04-11     1,210.40',
        '  FSC 540 mi x .56                      302.40     |',
        'Load 7710-09   04-08  DENVER CO / SALINA KS        |',
        '  Line haul 1,500.00 x 72%            1,080.00     |',
        '  FSC 430 mi x .56                      240.80     |',
        '---------------------------------------------------+----------------------------------------',
        'TOTAL CREDITS                         3,063.20     | TOTAL DEBITS                  1,895.40',
        '',
        'AMOUNT OF THIS SETTLEMENT ............................................ $1,167.80',
        '',
        'ACCOUNT BALANCES                                 THIS SETTLEMENT',
        '  Maintenance escrow         3,125.00             Loaded + empty miles       1,045',
      ].join('\n'),
    );
    expect(r.fuelSurcharge.value).toBe(54320);
    expect(r.miles.value).toBe(1045);
  });
  it('reads a trip table\'s second header line "LINE PAY  DEADHEAD  FSC  ACCESSORIAL  TRIP PAY": deadhead pay is linehaul, trip pay the total', () => {
    const r = extractSettlement(
      [
        'BIGHORN BASIN TRUCK LINES, INC.                              CONTRACTOR SETTLEMENT',
        'Pay Date        April 10, 2026',
        '',
        'TRIP DETAIL',
        '-------------------------------------------------------------------------------------',
        'TRIP        DISP     FROM                 TO                     LD MI     MT MI',
        '            LINE PAY     DEADHEAD        FSC    ACCESSORIAL                TRIP PAY',
        '-------------------------------------------------------------------------------------',
        '3301-0101   Apr 01   Cody WY              Denver CO                472        20',
        '              859.04        18.00     217.12           0.00                1,094.16',
        '3301-0108   Apr 03   Denver CO            Rock Springs WY          312         0',
        '              567.84         0.00     143.52          25.00                  736.36',
        '-------------------------------------------------------------------------------------',
        'TOTALS                                                             784        20',
        '            1,426.88        18.00     360.64          25.00                1,830.52',
        '',
        'NET PAY                                                         1,830.52',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(144488);
    expect(r.gross.value).toBe(183052);
  });
  it('reads "Dépôt prévu le : vendredi 6 février 2026" as the pay date', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE LACOLLE INC.          ÉTAT DE COMPTE DU VOITURIER SOUS-CONTRAT',
        'Semaine du 25 au 31 janvier 2026',
        'Émis le 4 févr. 2026                       Dépôt prévu le : vendredi 6 février 2026',
        'Total des gains                                   2 400,00',
        'Total des retenues                                  600,00',
        'Montant net                                       1 800,00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-02-06');
  });
  it('joins a debtor\'s legal suffix wrapped onto the next line with a remark after it ("Inc. (Lynchburg VA)")', () => {
    const r = extractSettlement(
      [
        'ONANCOCK CAPITAL PARTNERS, LLC',
        'NOTICE OF PURCHASE AND FUNDING                            Schedule No. 26-0501-0112',
        'SCHEDULE OF ACCOUNTS',
        'Inv #  Load/PRO #    Debtor                               Inv Date    Face Amt   Fee 2.5%',
        '1401   TS-772018     Tangier Sound Shipping Network,      04/27/26    2,000.00      50.00',
        '                     Inc. (Norfolk VA)',
        '1402   8830455       Saxis Freight Brokerage Co.          04/28/26    1,200.00      30.00',
        'TOTALS                                                                3,200.00      80.00',
        'NET WIRED TO CLIENT                                                   3,120.00',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('Tangier Sound Shipping Network, Inc.');
  });
  it('reads the miles of a pay line whose units are printed with one decimal ("2,612.0"), also in a ruled grid', () => {
    const stub = (line: string) =>
      extractSettlement(
        [
          'PEACE RIVER TANK HAULERS LTD.                      PAY STATEMENT - BI-WEEKLY',
          'Pay date   13/03/2026',
          '| EARNINGS                    | Units    | Rate    |   Current   |      YTD  |',
          line,
          '| Total earnings              |          |         |   1,410.48  |  9,876.60 |',
          '| NET PAY                     |          |         |   1,100.00  |           |',
        ].join('\n'),
      );
    expect(
      stub('| Highway miles               | 2,612.0  | 0.5400  |   1,410.48  |  9,876.60 |').miles.value,
    ).toBe(2612);
    expect(
      stub('  Mileage (dispatched)          2,612.0    0.5400     1,410.48    9,876.60').miles.value,
    ).toBe(2612);
  });
  it("drops a French or Spanish title that OCR ran into the payer's line after its legal suffix", () => {
    const payer = (first: string) =>
      extractSettlement(
        [
          first,
          'Semaine du 25 au 31 janvier 2026          Date de paie : 6 février 2026',
          'Total des gains                                   2 400,00',
          'Total des retenues                                  600,00',
          'Montant net                                       1 800,00',
        ].join('\n'),
      ).broker.value;
    expect(payer('TRANSPORTS LAVALTRIE LTEE RELEVE DE PAIE')).toBe('TRANSPORTS LAVALTRIE LTEE');
    expect(payer('VRAC MIRABEL INC. . RELEVE DE PAIEMENT')).toBe('VRAC MIRABEL INC.');
  });
  it('reads a load number whose "#" label is padded to line the values up ("Load #       TVT-2093318")', () => {
    const r = extractSettlement(
      [
        'GREENBRIER VALLEY TRANSPORTATION, LLC             CARRIER LOAD TENDER / RATE CONFIRMATION',
        '3 Mill Creek Plaza, Lewisburg, WV 24901                Load #       GVT-2201845',
        'Dispatch 304-555-0157                                  Tender date  May 4, 2026',
        'Line haul            $2,100.00',
        'TOTAL ALL-IN         $2,100.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('GVT-2201845');
  });
  it('reads the trip from a pay line that names the pay first ("P01  Flete ESC-7713 (23-02) …")', () => {
    const r = extractSettlement(
      [
        'FLOTA DEL ROSARIO, S.A. DE C.V.                                 LIQUIDACIÓN SEMANAL',
        'Fecha de depósito: 06-03-2026',
        'Clave  Concepto                                                Percepciones     Deducciones',
        'P01    Flete ROS-4410 (23-02)  Escuinapa, Sin. - Guadalajara,     16,400.00',
        'P01    Flete ROS-4428 (25-02)  Guadalajara, Jal. - Manzanillo,     9,200.00',
        'D10    Diésel - vales electrónicos                                                 5,632.80',
        '       NETO (percepciones - deducciones)                                          19,967.20',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('ROS-4410');
  });
  it('reads a trip label whose "ID" OCR misread as "10" ("Load 10: 4471829")', () => {
    const r = extractSettlement(
      [
        'WRIGHT COUNTY LOAD SOLUTIONS, INC.',
        'CARRIER LOAD TENDER & RATE CONFIRMATION Load 10: 5520318 oo',
        'Issued: 2026-07-02 14:35 CT',
        'Line haul $1,850.00',
        'TOTAL CARRIER PAY $1,850.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('5520318');
  });
});

describe('rules learned from batches 129 to 132', () => {
  const TENSAS_LEASE_STATEMENT = [
    'TENSAS BAYOU LEASING CO.              LEASE OPERATOR STATEMENT',
    'Statement date: 12 JUL 2026',
    'CHARGES TO LEASE OPERATOR',
    '  Tractor lease - week 30 of 156                     610.00',
    '  Fuel - fleet card (4 purchases)                    980.40',
    '  Occupational accident                               29.60',
    '                                                  ----------',
    '                                                   1,620.00',
    '',
    '  REVENUE SHARE   FUEL SURCH.   ACCESSORIAL      CHARGES   MAINT. RESERVE      NET DUE',
    '       3,150.00        610.00         60.00   (1,620.00)         (150.00)     2,050.00',
    '',
    'Maintenance reserve: 150.00 withheld this statement; reserve on deposit 2,900.00.',
  ].join('\n');
  const TOMBIGBEE_REMITTANCE = [
    'Tombigbee Dispatch Co.',
    'CARRIER REMITTANCE - week of May 4-10, 2026',
    'Prepared for : Ashby Freight LLC (MC 1410221)',
    '+-----------+----------------------+---------------------+-------+-----------+',
    '| Ref       | Paid by (broker)     | Lane                | Miles | Collected |',
    '+-----------+----------------------+---------------------+-------+-----------+',
    '| TB-5510   | Cahaba Logistics     | Selma AL - Macon GA |   260 |  1,200.00 |',
    '| TB-5522   | Coosa Freight        | Macon GA - Mobile AL|   410 |  1,400.00 |',
    '+-----------+----------------------+---------------------+-------+-----------+',
    '',
    'Kept by Tombigbee:',
    '   Dispatch service, 6% of collected ................ 156.00',
    '   Same-day collection (QuickPay) 2% ................. 52.00',
    '   Load board seat (May) ............................. 29.99',
    '                                                   ---------',
    '   Total kept                                         237.99',
    '',
    'Passed through to you (no fees taken):',
    '   Lumper, TB-5522 Mobile (receipt 4410) ............ 95.00',
    '',
    'ACH AMOUNT SENT ................................. $2,457.01',
  ].join('\n');
  const KANANASKIS_PAY_STATEMENT = [
    'KANANASKIS LIVESTOCK LINES LTD.',
    'PAY STATEMENT                                         Statement 2026-05-0311',
    'Employee: Dana Crowshoe        Emp # 0311',
    'Period:   02 May 2026 - 15 May 2026    Paid on:  22 May 2026',
    'Earnings                                   Current          YTD',
    '  Driver commission 25% of freight        1,800.00      8,400.00',
    '  Washouts   2 @ 35.00                       70.00        210.00',
    '  Total earnings                          1,870.00      8,610.00',
    'Deductions                                 Current          YTD',
    '  CPP contributions                         101.20        470.10',
    '  Group RRSP 5% of regular                   90.00        420.00',
    '  Total deductions                          191.20        890.10',
    '                                   NET PAY THIS PERIOD:   $1,678.80 CAD',
    'Commission basis - loads delivered this period',
    '  Load     Date        From                      To                      Head    Freight',
    '  KL-2201  04 May 2026 Cochrane AB               Brooks AB                 84   3,100.00',
    '  KL-2214  09 May 2026 Brooks AB                 Lethbridge AB             96   4,100.00',
    '                                                                 Total freight 7,200.00',
  ].join('\n');
  const BEARPAW_PAY_STATEMENT = [
    'BEARPAW REFRIGERATED, INC.                                 EMPLOYEE PAY STATEMENT',
    '12 Grain Rd, Havre, MT 59501                                Check No.    DD 0031877',
    '406-555-0190     FEIN 81-4410022                            Pay Date     2026-03-13',
    '                                                            Pay Period   2026-03-01 to 2026-03-07',
    'Employee: ADA K. LUNDQUIST      Emp ID 0417     Dept OTR Reefer     Truck 2210',
    'Filing status: Single    MT exemptions: 0',
    '',
    '=========================================================================================',
    '|          | GROSS PAY | PRE-TAX DED |    TAXES | OTHER DED |  REIMB. |   NET PAY |',
    '|  CURRENT |  1,567.90 |      117.47 |   302.30 |     12.00 |   35.00 |  1,171.13 |',
    '|  YTD     | 15,448.20 |    1,157.81 | 2,978.42 |    120.00 |  190.00 | 11,381.97 |',
    '=========================================================================================',
    '',
    'EARNINGS                     UNITS        RATE       CURRENT            YTD',
    'Mileage - dispatched      2,310 mi      0.5900      1,362.90      14,283.20',
    'Stop pay                         4       25.00        100.00         875.00',
    'Detention (hrs)               1.50       20.00         30.00         140.00',
    'Safety bonus - February                                75.00         150.00',
    '                                                 ----------     ----------',
    'Gross pay                                            1,567.90      15,448.20',
    '',
    'PRE-TAX               CURRENT        YTD    |  TAXES                 CURRENT        YTD',
    '401(k) 4%               62.72     610.31    |  Federal W/H            128.44   1,262.50',
    'Medical - EE+Child      48.50     485.00    |  Social Security         93.82     918.71',
    'Dental                   6.25      62.50    |  Medicare                21.94     214.86',
    '                                            |  MT State W/H            58.10     582.35',
    '',
    'OTHER DEDUCTIONS      CURRENT        YTD    |  REIMBURSEMENTS (non-taxable)',
    'Uniform / jacket        12.00     120.00    |  Reefer washout (rcpt)   35.00     190.00',
    '',
    'Federal taxable wages this period: 1,450.43',
    '',
    'NET PAY DISTRIBUTION',
    '  Direct deposit   Valley Bank             checking ****4471          871.13',
    '  Direct deposit   Valley Bank             savings  ****0932          300.00',
    '                                                                ------------',
    '  Total net pay                                                     1,171.13',
    '',
    'Paid time off available: 24.0 hrs        THIS IS NOT A CHECK - NON-NEGOTIABLE',
  ].join('\n');
  it('keeps a dispatch payout with an IFTA filing charge and a lumper pass-through a settlement', () => {
    const r = extractSettlement(
      [
        'Red Mesa Dispatch LLC',
        '88 Canal St - Yuma, AZ 85364',
        'CARRIER REMITTANCE - week of March 2-8, 2026',
        'Prepared for : Ortega Freight (MC 1188204)',
        'Ref        Broker                 Miles    Collected',
        'RM-4410    Saguaro Logistics        410     1,300.00',
        'RM-4417    Gila Bend Brokerage      388     1,150.00',
        'Kept by Red Mesa:',
        '   Dispatch service, 7% ............................ 171.50',
        '   IFTA quarterly filing (Q1 2026) .................. 40.00',
        'Passed through to you:',
        '   Lumper, RM-4417 (receipt 2201) .................. 120.00',
        'ACH AMOUNT SENT ................................ $2,358.50',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('settlement_statement');
    expect(r.net.value).toBe(235850);
  });
  it('reads the period column of a deductions table whose heading is ruled off with dashes ("This Settlement  Year-to-Date  Balance")', () => {
    const r = extractSettlement(
      [
        'WYNOOCHEE FREIGHT LINES                    CONTRACTOR SETTLEMENT',
        'Check Date 07/10/2026',
        'Total compensation ..................... 2,400.00',
        'DEDUCTIONS                        This Settlement    Year-to-Date     Balance',
        '--------------------------------  ---------------  --------------  ----------',
        'Fuel purchases                           900.00       18,200.00',
        'Plate recovery (12 of 52)                 20.00          240.00      800.00',
        'Cash advance 07/02                       250.00        1,750.00        0.00',
        'Escrow deposit                           100.00        1,300.00    2,600.00',
        '--------------------------------  ---------------  --------------',
        'Total deductions                       1,270.00       21,490.00',
        'NET PAY                                1,130.00',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(25000);
    expect(r.escrow.value).toBe(10000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([90000, 2000]);
  });
  it('ends a list of charges at its bare total under a rule, so a recap grid below it reads as pay', () => {
    const r = extractSettlement(TENSAS_LEASE_STATEMENT);
    expect(r.linehaul.value).toBe(315000);
    expect(r.fuelSurcharge.value).toBe(61000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([61000, 98040, 2960]);
  });
  it('holds a reserve told again under the net ("… 150.00 withheld this statement") once', () => {
    const r = extractSettlement(TENSAS_LEASE_STATEMENT);
    expect(r.escrow.value).toBe(15000);
    expect(r.gross.value).toBe(382000);
  });
  it('reads "ACH SENT <date> TO <carrier>" as the net', () => {
    const r = extractSettlement(
      [
        'WACCAMAW NECK CARRIER SERVICES, LLC',
        'CARRIER PAY SHEET  #PS-3301',
        'Collected for your loads                                      2,900.00',
        'Less  dispatch fee 6% ...................  174.00',
        '      fuel advance 2026-06-02 ...........  300.00',
        '==> ACH SENT 2026-06-09 TO LITTLE RIVER HAULING LLC (****4410)    2,426.00',
      ].join('\n'),
    );
    expect(r.net.value).toBe(242600);
    expect(r.net.confidence).toBeGreaterThanOrEqual(0.8);
  });
  it('reads a charge with its block\'s total taken off beside it ("tracking app 25.00   - 699.00") as the charge', () => {
    const r = extractSettlement(
      [
        'WACCAMAW NECK CARRIER SERVICES, LLC',
        'CARRIER PAY SHEET  #PS-3302',
        'Collected for your loads                                      3,425.00',
        'Less  dispatch fee 6% ...................  205.50',
        '      collection fee 2% .................   68.50',
        '      tracking app ......................   25.00             -   299.00',
        'NET ACH                                                      3,126.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([20550, 6850, 2500]);
    expect(r.gross.value).toBe(342500);
  });
  it('reads "Prepared for : <carrier>" as who is paid, not the payer', () => {
    const r = extractSettlement(
      [
        'Tallapoosa Dispatch Co.',
        '40 Mill St - Dadeville, AL 36853',
        'CARRIER REMITTANCE - week of April 6-12, 2026',
        'Prepared for : Okafor Brothers Trucking LLC (MC 1402991), truck 3',
        'Collected for your loads                       3,100.00',
        'Dispatch service, 6% of collected ............. 186.00',
        'ACH AMOUNT SENT ............................ $2,914.00',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('Tallapoosa Dispatch Co.');
  });
  it('reads a ruled load table whose money column is headed "Collected"', () => {
    const r = extractSettlement(TOMBIGBEE_REMITTANCE);
    expect(r.gross.value).toBe(260000);
    expect(r.gross.confidence).toBeGreaterThanOrEqual(0.7);
    expect(r.miles.value).toBe(670);
  });
  it('reads what a dispatcher "kept" as charges, "Total kept" as their total and what it "passed through to you" as paid back', () => {
    const r = extractSettlement(TOMBIGBEE_REMITTANCE);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([15600, 5200, 2999]);
    expect(r.reimbursements.value).toBe(9500);
    expect(r.gross.value).toBe(260000);
  });
  it('reads a bar table row whose wall and empty first cell OCR turned into a speck ("oO | Solutions | …")', () => {
    const r = extractSettlement(
      [
        'Tombigbee Dispatch Co.',
        'CARRIER REMITTANCE - week of May 4-10, 2026',
        '| Ref | Paid by (broker) | Lane | Miles | Collected |',
        '| TB-5510 | Cahaba Logistics, | Selma AL - Macon GA | 260 | 1,200.00 |',
        'oO | Inc. | linehaul | | |',
        '| TB-5522 | Coosa Freight | Macon GA - Mobile AL | 410 | 1,400.00 |',
        '| | | fuel surcharge | | 120.00 |',
        'Dispatch service, 6% of collected ................ 163.20',
        'ACH AMOUNT SENT ................................. $2,556.80',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(670);
    expect(r.linehaul.value).toBe(260000);
  });
  it('takes "27% of freight 2,656.80" as the amount, not the base, when the next figure is no such share of it', () => {
    const r = extractSettlement(KANANASKIS_PAY_STATEMENT);
    expect(r.deductions.map((d) => [d.label, d.amountCents])).toEqual([
      ['CPP contributions', 10120],
      ['Group RRSP 5% of regular', 9000],
    ]);
    expect(r.linehaul.value).toBe(180000);
  });
  it('reads a company driver\'s "Driver commission" as the pay for hauling', () => {
    const r = extractSettlement(KANANASKIS_PAY_STATEMENT);
    expect(r.linehaul.value).toBe(180000);
  });
  it('reads a load table whose money column is headed "Freight", with its load numbers', () => {
    const r = extractSettlement(KANANASKIS_PAY_STATEMENT);
    expect(r.tripNumber.value).toBe('KL-2201');
  });
  it('reads "Load Pct Pay (9 loads)" as the pay for hauling', () => {
    const r = extractSettlement(
      [
        'PEMBINA VALLEY GRAIN HAULERS, INC.               EARNINGS STATEMENT',
        'Pay date 04/10/26',
        'EARNINGS                        Hours/Base        Rate         Current            YTD',
        'Load Pct Pay (6 loads)            4,250.00      24.00%        1,020.00       9,400.00',
        'Washout                               2.00       25.00           50.00         300.00',
        'Gross Pay                                                     1,070.00       9,700.00',
        'Federal W/H                                                      90.00         820.00',
        'NET PAY THIS PERIOD      980.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(102000);
  });
  it('reads a sum whose result is named after the "=" ("3 195,08 $ - 2 109,07 $ = MONTANT NET VERSÉ … : 1 086,01 $")', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS LOTBINIÈRE INC.                     RELEVÉ DE PAIE - VOITURIER',
        'Paiement  : vendredi 5 juin 2026, virement',
        'Total des gains                 2 450,00 $',
        'Carburant                         900,00 $',
        'Assurance camion                   80,00 $',
        'Total des retenues                980,00 $',
        '+--------------------------------------------------------------------------+',
        '|   2 450,00 $  -  980,00 $   =   MONTANT NET VERSÉ LE 5 JUIN 2026 :   1 470,00 $    |',
        '+--------------------------------------------------------------------------+',
      ].join('\n'),
    );
    expect(r.net.value).toBe(147000);
    expect(r.net.confidence).toBeGreaterThanOrEqual(0.8);
  });
  it('drops a summary line above that repeats a numbered section\'s total ("(-) Retenciones de ley" over "3. RETENCIONES DE LEY")', () => {
    const r = extractSettlement(
      [
        'FLETES DEL NEVADO DE TOLUCA, S.A. DE C.V.',
        'LIQUIDACIÓN SEMANAL DE PERMISIONARIO                          No. LIQ-2623-014',
        'Fecha de pago: 12 de junio de 2026',
        'RESUMEN                                                         Importe MXN',
        '   Total percepciones (IVA incluido) .................   $   30,000.00',
        '   (-) Retenciones de ley ............................   $    1,575.00',
        '   (-) Descuentos ....................................   $   10,000.00',
        '   NETO TRANSFERIDO POR SPEI .........................   $   18,425.00',
        '',
        '3. RETENCIONES DE LEY',
        '   IVA retenido 4%                                          1,200.00',
        '   ISR retenido 1.25% (RESICO)                                375.00',
        '',
        '4. DESCUENTOS',
        '   Diésel (vales y tarjeta)                                 9,000.00',
        '   Rastreo satelital                                        1,000.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([120000, 37500, 900000, 100000]);
  });
  it('reads "Deadhead 44 x 1.00 (…)" under a trip as pay for the empty miles', () => {
    const r = extractSettlement(
      [
        'MAQUOKETA FREIGHT LINES, INC.          OWNER-OPERATOR SETTLEMENT  MFL-0402-26',
        'Pay date 04/02/2026',
        'Trip 6610021   Dispatched 03/27/2026   DUBUQUE IA -> MOLINE IL',
        '      Deadhead          30 x 1.00  (Dubuque to Bellevue IA)  30.00',
        '      Loaded miles      200 x 1.600                    320.00',
        '      Fuel surcharge    200 x 0.500                    100.00',
        '                                               Trip total    450.00',
        'NET DEPOSITED                                                450.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(35000);
  });
  it('sets aside loads listed for a later pay ("NOT YET COLLECTED (next run)"), with or without a blank line after them', () => {
    for (const gap of ['', '\n']) {
      const r = extractSettlement(
        [
          'Wapsipinicon Load Desk, LLC',
          'CARRIER PAYOUT REPORT  #WL-2026-0301',
          'NOT YET COLLECTED (next run)',
          'WL-7790   Cedar Brokerage Co.   2026-03-05  Davenport IA > Peoria IL   180   900.00',
          `${gap}SETTLEMENT`,
          '  Load revenue (line haul 2,000.00 + detention 50.00) ......  2,050.00',
          '  Dispatch fee 6% of 2,050.00 ..............................   -123.00',
          '  Fuel advance - Comchek issued 2026-03-02 .................   -300.00',
          '  ACH SENT TO CARRIER 2026-03-06 ..........................  1,627.00',
        ].join('\n'),
      );
      // The loads above the charges are what was earned: they agree with net plus charges.
      expect(r.gross.value).toBe(205000);
      expect(r.gross.confidence).toBeGreaterThanOrEqual(0.8);
      expect(r.deductions.map((d) => d.amountCents)).toEqual([12300]);
    }
  });
  it('leaves a pass-through listed with the pay out of a gross it works out ("Lumper pass-through 185.00")', () => {
    const r = extractSettlement(
      [
        'Wapsipinicon Load Desk, LLC',
        'CARRIER PAYOUT REPORT  #WL-2026-0302',
        'SETTLEMENT',
        '  Load revenue (line haul 2,000.00 + detention 50.00) ......  2,050.00',
        '  Lumper pass-through .......................................    120.00',
        '  Dispatch fee 6% of 2,050.00 ..............................   -123.00',
        '  Fuel advance - Comchek issued 2026-03-02 .................   -300.00',
        '  ACH SENT TO CARRIER 2026-03-06 ..........................  1,747.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(205000);
    expect(r.reimbursements.value).toBe(12000);
  });
  it('does not take a load\'s "(paid 2026-02-12, ACH)" remark in a load table as the pay date', () => {
    const r = extractSettlement(
      [
        'Wapsipinicon Load Desk, LLC',
        'CARRIER PAYOUT REPORT  #WL-2026-0303',
        'Load / Broker                     PU date     Lane                       Mi    Rate',
        '--------------------------------  ----------  -------------------------  ----  --------',
        'WL-118204                         2026-03-02  Dallas TX > Tulsa OK        260  1,100.00',
        '  Red River Freight Partners,',
        '  Inc. (paid 2026-03-05, ACH)',
        'WL-118230                         2026-03-04  Tulsa OK > Wichita KS       176    900.00',
        '--------------------------------  ----------  -------------------------  ----  --------',
        '                                                                    436  2,000.00',
        'Dispatch fee 6% of 2,000.00 ..............................   -120.00',
        'ACH SENT TO CARRIER 2026-03-06 (Frost Bank x8816) ........  1,880.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-03-06');
  });
  it('sets aside a worked sum labelled "Cálculo:" under what is paid back', () => {
    const r = extractSettlement(
      [
        'FLETES DE CHAPALA, S.A. DE C.V.                LIQUIDACIÓN DE PERMISIONARIO',
        'Fecha de depósito: 23-01-2026',
        'Total percepciones           30,000.00',
        'Diésel - vales               12,000.00',
        'REEMBOLSOS (comprobantes anexos)',
        '  Casetas de cuota - 6 tickets             1,500.00',
        '',
        'Cálculo: 30,000.00 - 12,000.00 + 1,500.00 = 19,500.00',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(150000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([1200000]);
  });
  it('reads "Subtotal deductions" above the advance and the escrow as the charges\' total', () => {
    const r = extractSettlement(
      [
        'LOCUST FORK TRANSPORT, INC.                       OWNER-OPERATOR SETTLEMENT',
        'Pay Date        04/08/2026',
        'Mileage pay (loaded + empty)                             1,600.00',
        'DEDUCTIONS & RECOVERIES          Ref          This Stmt     Remaining Bal',
        '  Fuel - fleet card (5 purch.)   FC-0408         900.00',
        '  Truck note (co. financed)      TN-0355         300.00         12,000.00',
        '  Subtotal deductions                          1,200.00',
        '  Cash advance 04/02 Comchek     ADV-5601        200.00              0.00',
        '  Escrow deposit                 ESC             100.00          1,800.00 held',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([90000, 30000]);
  });
  it('reads an "@ 72%" column as the contractor\'s share and "Load pay" under the table as the loads\' whole pay', () => {
    const r = extractSettlement(
      [
        'TOMBIGBEE TRACTOR & LEASE CO.                    LEASE OPERATOR SETTLEMENT',
        'Pay date 04/15/2026',
        'Load      Shipper -> Consignee                    Miles   Line Rev      @ 72%      FSC    Load Pay',
        '--------  -------------------------------------  -----  ---------  ---------  -------  ----------',
        'T-30101   Delta Mill, Greenville MS                300   1,500.00   1,080.00   200.00    1,280.00',
        'T-30114   River Terminal, Vicksburg MS             250   1,000.00     720.00   150.00      870.00',
        '--------  -------------------------------------  -----  ---------  ---------  -------  ----------',
        '2 loads                                            550   2,500.00   1,800.00   350.00    2,150.00',
        'CHARGES                              This Week',
        'Tractor lease                           600.00',
        'Fuel - EFS card                         700.00',
        'Total charges                         1,300.00',
        '        Load pay            2,150.00',
        '      - Total charges       1,300.00',
        '      = AMOUNT OF CHECK       850.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(180000);
    expect(r.gross.value).toBe(215000);
  });
  it('does not read a factor\'s "Advance @ 95% of the invoices listed above" as an advance repaid', () => {
    const r = extractSettlement(
      [
        'CURRITUCK SOUND RECEIVABLES CORP.             SCHEDULE OF ACCOUNTS PURCHASED',
        'Inv No.   Debtor                              Load / PRO     Inv Date       Face Amt',
        'CSR-1001  Outer Banks Brokerage LLC           OBB-40921       3/4/26       2,000.00',
        'CSR-1002  Roanoke Freight Inc.                RF-7710         3/4/26       2,000.00',
        'FUNDING CALCULATION',
        '  Advance @ 95% of the invoices listed above ....................   3,800.00',
        '  Factoring fee, 3.00% of face ..................................    -120.00',
        '  Fuel advance 3/5/26 (FA-2291), repaid .........................    -300.00',
        '  NET FUNDS TRANSFERRED 3/9/26                                      3,380.00',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(30000);
  });
  it('names an amount by the total\'s name printed far right of a line of counts ("Miles: … total 1,509      Earnings 3,573.97")', () => {
    const r = extractSettlement(
      [
        'SATSOP MOTOR FREIGHT, INC.                       OWNER OPERATOR SETTLEMENT',
        'Check / ACH date ....  03/06/2026',
        'Miles: loaded 1,200  empty 40  total 1,240                  Earnings    2,800.00',
        'Fuel - TCH card (4 purchases)                     1,100.00',
        'Total deductions                                  1,100.00',
        'NET SETTLEMENT                                    1,700.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(280000);
    expect(r.linehaul.value).toBeNull();
  });
  it('reads "Dépôt le : 20/03/2026" in the middle of a line as the pay date', () => {
    const r = extractSettlement(
      [
        'CHARLEVOIX VRAC INC.',
        'RELEVÉ DE PAIEMENT - VOITURIER',
        '| Relevé no : CV-2611-0087                    Émis le  : 18 mars 2026         |',
        '| Période   : du 8 au 14 mars 2026             Dépôt le : 20/03/2026           |',
        '|                 MONTANT À DÉPOSER :            1 859,38 $                    |',
        'Total des gains        2 500,00 $',
        'Carburant                640,62 $',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-03-20');
  });
  it('reads "OTHER DEDUCTIONS … | REIMBURSEMENTS" side by side: the right block is paid back', () => {
    const r = extractSettlement(BEARPAW_PAY_STATEMENT);
    expect(r.reimbursements.value).toBe(3500);
    expect(r.deductions.map((d) => d.amountCents)).not.toContain(3500);
  });
  it('drops a pay stub summary\'s "TAXES" when it sums the taxes listed by name', () => {
    const r = extractSettlement(BEARPAW_PAY_STATEMENT);
    expect(r.deductions.map((d) => d.amountCents)).not.toContain(30230);
  });
  it('drops an English or French title OCR ran into the payer\'s line ("… LLC CONTRACTOR SETTLEMENT REPORT", "… INC. ETAT DE COMPTE")', () => {
    for (const [line, payer] of [
      [
        'TALLULAH FALLS EQUIPMENT LEASING, LLC CONTRACTOR SETTLEMENT REPORT',
        'TALLULAH FALLS EQUIPMENT LEASING, LLC',
      ],
      ['MIRABEL-ARGENTEUIL CAMIONNAGE INC. . ETAT DE COMPTE', 'MIRABEL-ARGENTEUIL CAMIONNAGE INC.'],
    ]) {
      const r = extractSettlement(
        [line, 'Pay date 04/10/2026', 'Line haul 1,000.00', 'Fuel 300.00', 'NET PAY 700.00'].join('\n'),
      );
      expect(r.broker.value).toBe(payer);
    }
  });
  it('drops words in small letters OCR read from a rule after a payer in capitals ("… INC. fmmemmm stones sea")', () => {
    const r = extractSettlement(
      [
        'WITHLACOOCHEE REFRIGERATED, INC. fmmemmmmesasoooas stones sea',
        'Pay date 04/10/2026',
        'Line haul 1,000.00',
        'Fuel 300.00',
        'NET PAY 700.00',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('WITHLACOOCHEE REFRIGERATED, INC.');
  });
  it('reads a date OCR set a dash before after the label\'s colon ("Pay date :-05/06/2026")', () => {
    const r = extractSettlement(
      [
        'NIPAWIN HIGHWAY CARRIERS LTD.',
        'Employee : R. SANDHU Emp. no. 0147 Pay date :-05/06/2026 .',
        'Period : 17/05/2026 - 30/05/2026',
        'Gross pay 3,200.00',
        'Income tax 420.00',
        'NET PAY 2,780.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-06-05');
  });
});

const BLUESTEM_DISPATCH_PORTAL = [
  'BLUESTEM DISPATCH DESK, LLC                        carrier portal  >  statements  >  wk 08',
  'Carrier: FLINT HILLS EXPRESS LLC    MC 1402218',
  'Week 08: 2/15/26 thru 2/21/26                      Printed 2/25/26 10:12 AM',
  '',
  ' #  Broker / Load / Dates                 Lane                      Ldd Mi      Rate   Fee 9%',
  '--  ------------------------------------  ------------------------  ------  --------  -------',
  ' 1  Tallgrass Freight Connect LLC         Salina KS > Kansas City      188    915.00    82.35',
  '    Load TFC-118204  PU 2/16  DL 2/16     MO',
  ' 2  Ozark Relay Brokerage Inc.            Kansas City MO > Little      383  1,350.00   121.50',
  '    Load ORB-5530917  PU 2/17  DL 2/18    Rock AR',
  '                                                                                   -------',
  '                                           dispatch fee (9%)                      203.85',
  '',
  "Held back from this week's payout",
  '  - EFS fuel advance issued 2/17 (code 5512-8830)                   155.35',
  '',
  '>> ACH of $1,905.80 sent 2/25/26 from Bluestem Dispatch Desk, LLC to your',
  '   account at Equity Bank ending 4471.',
  'Bluestem Dispatch Desk, LLC is a dispatch service, not a motor carrier.',
].join('\n');

describe('rules learned from batches 133 to 136', () => {
  it('reads the miles a total row prints under a MILES heading over blocks of one load each', () => {
    const r = extractSettlement(
      [
        'PRAIRIE DOG MOTOR CARRIERS                     Check Date 03/20/2026',
        'LOAD DETAIL                                                         MILES            PAY',
        '-----------------------------------------------------------------------------------------',
        'AD-70412  Disp 03/09/2026  Lubbock TX > Oklahoma City OK',
        '          Loaded 346 mi @ 1.640                                       346         567.44',
        '          Deadhead 22 mi @ 1.050                                       22          23.10',
        'AD-70431  Disp 03/10/2026  Oklahoma City OK > Wichita KS',
        '          Loaded 161 mi @ 1.640                                       161         264.04',
        '          Deadhead 47 mi @ 1.050                                       47          49.35',
        '-----------------------------------------------------------------------------------------',
        'GROSS SETTLEMENT  (2 loads)                                          576         903.93',
        'Fuel 400.00',
        'NET CHECK 503.93',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(576);
  });
  it('adds the figures a total row prints under two miles headings (loaded and empty)', () => {
    const r = extractSettlement(
      [
        'TRANSPORT CAUSSE INC.                         Date de paie 2026-04-10',
        'VOYAGES                                        Milles     Milles',
        '                                               chargés    à vide      Montant',
        'V-101  Lévis > Laval                              461        22      945,05',
        'V-102  Laval > Lévis                              400        18      820,00',
        '                   Total                          861        40    1 765,05',
        'NET À PAYER 1 200,00',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(901);
  });
  it('reads a "Broker / Load / Dates" table whose load numbers wrap under the broker ("Load TFC-118204  PU 2/16"), with "Ldd Mi" miles', () => {
    const r = extractSettlement(BLUESTEM_DISPATCH_PORTAL);
    expect(r.linehaul.value).toBe(226500);
    expect(r.tripNumber.value).toBe('TFC-118204');
    expect(r.miles.value).toBe(571);
  });
  it('reads "ACH of $1,905.80 sent … from <dispatch desk>" as the net, which the dispatch desk pays', () => {
    const r = extractSettlement(BLUESTEM_DISPATCH_PORTAL);
    expect(r.net.value).toBe(190580);
    expect(r.broker.value).toBe('BLUESTEM DISPATCH DESK, LLC');
  });
  it('reads a percentage plan\'s side-by-side revenue and charges: "Freight share 71%", "CHARGED TO OPERATOR", "Total charged", "Remit to operator"', () => {
    const r = extractSettlement(
      [
        'GENESEE LEASE-OPERATOR PROGRAM, INC.                              Check date  Fri 4/17/2026',
        '',
        'OPERATOR REVENUE                                 |  CHARGED TO OPERATOR',
        '  Freight share 71% x 3,000.00       2,130.00    |  Tractor lease wk 41 of 208         815.00',
        '  Fuel surcharge @ 100%                400.00    |  Fuel - network (3 fills)           900.00',
        '  Detention @ 100% (WC-58033)          100.00    |  E-ZPass tolls NY/PA/OH              48.35',
        '                                                 |  Maint. escrow deposit             200.00',
        '  -------------------------------------------    |  ----------------------------------------',
        '  Operator revenue                   2,630.00    |  Total charged                   1,963.35',
        '',
        'RECAP',
        '  Operator revenue ...................................  2,630.00',
        '  Less total charged .................................  1,963.35',
        '  Remit to operator (check no. 081544) ...............    666.65',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(263000);
    expect(r.linehaul.value).toBe(213000);
    expect(r.net.value).toBe(66665);
    expect(r.reimbursements.value).toBeNull();
    expect(r.deductions.map((d) => d.amountCents)).toEqual([81500, 90000, 4835]);
  });
  it('reads a recap\'s "7% x 3,155.00 line rate ... -220.85" as one charge, the figure after "x" its base', () => {
    const r = extractSettlement(
      [
        'CARNEROS DISPATCH & SETTLEMENT CO.',
        'WEEKLY CARRIER PAY-OUT',
        'Recap',
        '    Billed to brokers (rate + extras) .............................    3,245.00',
        '    Quick-pay discount kept by Carquinez ..........................      -21.30',
        '    Received from brokers .........................................    3,223.70',
        '    Dispatch fee  7% x 3,155.00 line rate .........................     -220.85',
        '    Fuel advance sent 2026-02-10 (repaid) .........................     -200.00',
        '    Paperwork & invoicing admin ...................................      -25.00',
        '                                                                   ------------',
        '    NET ACH SENT TO CARRIER  Fri 2026-02-20 ......................    2,777.85',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(324500);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([2130, 22085, 2500]);
  });
  it('reads no charge from a line of taxable wages ("TAXABLE WAGES  Federal 1,476.37  SS/Medicare 1,523.71") nor an employer match', () => {
    const r = extractSettlement(
      [
        'BOSQUE CATTLE HAULERS, INC.                    EARNINGS STATEMENT',
        'Pay date      06-05-2026',
        'EARNINGS               RATE        UNITS      THIS PERIOD     YEAR TO DATE',
        'Mileage               0.560     2,386 mi         1,336.16        14,739.04',
        'GROSS PAY                                        1,336.16        14,739.04',
        'TAXES AND DEDUCTIONS                          THIS PERIOD     YEAR TO DATE',
        'Federal income tax                                 112.87         1,241.57',
        'Social Security                                     82.84           913.84',
        '401(k) 3%                                           40.08           442.17',
        'TOTAL DEDUCTIONS                                   235.79         2,597.58',
        'NET PAY                                          1,100.37        12,141.46',
        '',
        'TAXABLE WAGES   Federal 1,296.08     SS/Medicare 1,336.16     (TX - no state income tax)',
        'PTO balance: 24.00 hrs        401(k) employer match this period: 20.04',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([11287, 8284, 4008]);
  });
  it('reads "Loaded/empty miles 1,742 .5800 1,010.36" as linehaul and "Draw repayment" as an advance repaid', () => {
    const r = extractSettlement(
      [
        'SAVAGE RIVER DRY BULK LINES, INC.             EMPLOYEE PAY STATEMENT',
        'Pay date 03-06-26',
        'EARNINGS             UNITS   RATE   CURRENT        YTD',
        'Loaded/empty miles   1,742  .5800  1,010.36  10,742.18',
        'Safety bonus (Feb)                    50.00      50.00',
        'GROSS PAY                          1,060.36  10,792.18',
        'DEDUCTIONS          CURRENT        YTD',
        'Federal W/H           96.12     798.70',
        'Draw repayment       100.00     300.00',
        'TOTAL DEDUCT.        196.12   1,098.70',
        'NET PAY THIS CHECK  864.24',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(101036);
    expect(r.advances.value).toBe(10000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([9612]);
  });
  it('reads "Pass-through (no fee)" as a heading of what is paid back, up to the blank line after its items', () => {
    const r = extractSettlement(
      [
        'SMOKY HILL DISPATCH CO.            Remit date .... 2026-01-13',
        'Load 7718204  Kansas City MO > Des Moines IA   Rate 2,875.00',
        'Charges',
        '   Dispatch fee, 8% of line pay                                (230.00)',
        '   Fuel advance wired 2026-01-07 (ref FA-0107-9)              (400.00)',
        '',
        'Pass-through (no fee)',
        '   Lumper paid by driver at Hy-Vee DC, rcpt 77182               95.00',
        '',
        'Amount sent to broker accounts (memo only)                   2,970.00',
        '                                   AMOUNT REMITTED TO CARRIER   $2,340.00',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(9500);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([23000]);
  });
  it('reads "- Purchases …" under "PASS-THROUGH ITEMS" as a charge beside "+ Lumper …", and "CARRIER ACH" with specks after it as the net', () => {
    const r = extractSettlement(
      [
        'CHOPTANK SPRINGS DISPATCH LLC',
        'CARRIER SETTLEMENT STATEMENT        Pay date 2026-03-06',
        'Carrier: Marsh Creek Hauling LLC',
        'Freight collected (gross)                          3,875.00',
        'Dispatch fee 8% ...................................  310.00',
        'PASS-THROUGH ITEMS',
        '+ Lumper paid by driver, load 4417-0932 (receipt #LM-77301) ....... 180.00',
        '- Purchases on PSD card (3 transactions) ...................... 689.55',
        'CARRIER ACH ue eiiiis a iineeei eee... $3,055.45',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(18000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([31000, 68955]);
    expect(r.net.value).toBe(305545);
  });
  it('reads the figures inside a remark in brackets wrapped onto the next line as words ("(paid 1,150.00" over "of 1,250.00 by debtor) … 100.00")', () => {
    const r = extractSettlement(
      [
        'PEE DEE MILL CAPITAL, LLC',
        'NOTICE OF FUNDING                                            Funding date:   Apr 3, 2026',
        '      Invoices purchased (4) ............................. $  8,935.00',
        '      Factoring fees ..................................... $    245.72  -',
        '      Short-pay recourse, inv RH-1109 (paid 1,150.00',
        '        of 1,250.00 by debtor, disputed detention) ....... $    100.00  -',
        '      Same-day ACH fee ................................... $     10.00  -',
        '      NET FUNDS RELEASED TO CLIENT ....................... $  8,579.28',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([24572, 10000, 1000]);
  });
  it('reads "Inv. Amount" as the invoices\' amount column, not the "Advance" beside it', () => {
    const r = extractSettlement(
      [
        'QUINEBAUG FUNDING GROUP, LLC',
        'Purchase & Remittance Advice                    Funded: 5 June 2026',
        ' Inv #   Debtor                           Load / PRO     Inv. Amount   Fee 3%   Reserve 10%    Advance',
        ' ------  -------------------------------  ------------   -----------   ------   -----------   --------',
        ' 10482   Stonington Harbor Logistics      SHL-330917        2,450.00    73.50        245.00   2,131.50',
        ' 10483   Blue Ridge Crossing Brokerage    4471902           1,875.00    56.25        187.50   1,631.25',
        ' ------------------------------------------------------------------------------------------------------',
        ' SCHEDULE TOTALS (2 invoices)                               4,325.00   129.75        432.50   3,762.75',
        '   AMOUNT WIRED 5 June 2026                               $3,762.75',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(432500);
  });
  it('keeps a "$" printed after the left block\'s amount out of the right block\'s charge ("4 687,80 $   Carburant …")', () => {
    const r = extractSettlement(
      [
        'TRANSPORT DONNACONA INC.               Date du dépôt : 27 mars 2026',
        'SOMMAIRE DES GAINS                                 RETENUES',
        '  Part transport (78 %)       4 687,80 $             Carburant - carte flotte      2 145,37 $',
        '  Surcharge carburant           901,50 $             Assurance camion (mars)         112,50 $',
        "  Frais d'attente                75,00 $             CNESST - cotisation              41,18 $",
        '  TOTAL DES GAINS             5 664,30 $             TOTAL DES RETENUES            2 299,05 $',
        '  MONTANT DÉPOSÉ le 27 mars 2026       3 365,25 $',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([214537, 11250, 4118]);
    expect(r.deductions[0]?.label).toBe('Carburant - carte flotte');
  });
  it('reads a pay stub\'s charges without the "Employer share (not deducted)" column, "Total employee deductions" as their total and "Net pay (3,193.86 - 804.56)" as the net', () => {
    const r = extractSettlement(
      [
        'Similkameen Benchland Transport Ltd.        Deposit date  20/03/2026',
        'PAY STATEMENT - Bi-weekly                      Pay period 01/03/2026 to 14/03/2026',
        'EARNINGS                                    Hours/Units       Rate      Amount   Year to date',
        '  Highway mileage (per ELD)                  4,318 mi      0.6400    2,763.52      13,611.84',
        '  Yard / shop time                            7.50 h      29.0000      217.50         942.50',
        '                                                                    ---------     ----------',
        '  Total earnings                                                    2,981.02      14,554.34',
        '',
        'DEDUCTIONS                                  Employee            Employer share (not deducted)',
        '                                             Current      YTD    Current',
        '  CPP contributions                           182.02   886.51     182.02',
        '  EI premiums                                  52.06   253.85      72.88',
        '  Federal income tax                          338.41 1,652.80',
        '                                           ---------',
        '  Total employee deductions                   572.49',
        '',
        'Net pay (2,981.02 - 572.49)                 2,408.53',
      ].join('\n'),
    );
    expect(r.net.value).toBe(240853);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([18202, 5206, 33841]);
  });
  it('reads "Revenue 2,150.00 @ 72%  1,548.00" as the contractor\'s linehaul, and "Revenue booked (100%)" beside it as no pay', () => {
    const r = extractSettlement(
      [
        'PAMLICO SOUND EQUIPMENT LEASING, LLC            Settlement Statement',
        'Check Date:  03/13/2026',
        'Order 558210  03/02/2026  418 mi',
        '  Revenue 2,150.00 @ 72%              1,548.00',
        '  Fuel surcharge                        312.40',
        'Order 558244  03/04/2026  246 mi',
        '  Revenue 1,180.00 @ 72%                849.60',
        '  Fuel surcharge                        171.20',
        'TOTAL CREDITS                         2,881.20',
        'Tractor lease pmt                       585.00',
        'TOTAL DEBITS                            585.00',
        '',
        'Miles this week 664                  Revenue booked (100%) 3,330.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(239760);
  });
  it('reads a "Tire program" among the charges as a charge', () => {
    const r = extractSettlement(
      [
        'CRAWFORD PIKE EQUIPMENT LEASING, LLC  -  LESSEE SETTLEMENT         Deposit 13 FEB 2026',
        'SECTION B - CHARGES TO LESSEE                                          SECTION C - RECAP',
        'Tractor lease - unit 1147, pmt 58/208               685.00             Total compensation    3,616.20',
        'Physical damage ins.                                 72.40             Total charges           792.40',
        'Tire program                                         35.00             DEPOSIT AMOUNT        2,823.80',
        '----------------------------------------------------------',
        'Total charges                                       792.40',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([68500, 7240, 3500]);
  });
  it('dates a receipt by the day the work was done ("WORKED MAR 11 2026"), not the day it was reprinted', () => {
    const r = extractSettlement(
      [
        '*** CUSTOMER COPY ***                                        REPRINT 03/12/2026 08:14',
        '            RUBIDOUX LUMPER SERVICES, INC.',
        'RECEIPT NO.   JL-0311-2207             WORKED   MAR 11 2026  12:05 - 14:32',
        ' SERVICE                                 QTY       RATE       AMOUNT',
        ' Floor-loaded unload (1,450 cases)         1     325.00       325.00',
        '                                          TOTAL CHARGED       325.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-03-11');
  });
  it('reads "AD-70412  Disp 03/09/2026  Lubbock TX > Oklahoma City OK" as a load\'s heading', () => {
    const r = extractSettlement(
      [
        'LLANO ESTACADO MOTOR CARRIERS, INC.          OWNER-OPERATOR PAY SETTLEMENT',
        'Check Date      03/20/2026',
        'AD-70412  Disp 03/09/2026  Lubbock TX > Oklahoma City OK',
        '          Loaded 346 mi @ 1.640                                       346         567.44',
        'AD-70431  Disp 03/10/2026  Oklahoma City OK > Wichita KS',
        '          Loaded 161 mi @ 1.640                                       161         264.04',
        'GROSS SETTLEMENT  (2 loads)                                          507         831.48',
        'Fuel purchases                                                                 400.00',
        'NET CHECK                                                                      431.48',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('AD-70412');
  });
  it("counts a table row and a load heading on the same OCR'd line as one source of the trip number, below 0.9", () => {
    const r = extractSettlement(
      [
        'LLANO ESTACADO MOTOR CARRIERS, INC. E OWNER-OPERATOR PAY SETTLEMENT',
        'FM 2053 at CR 11 / PO Box 88, Ropesville, TX 79358 Settlement No, S-2611-0263',
        'Office 432-555-0128 MC 1402267  USDOT 3820441 Check Date 03/20/2026',
        'LOAD DETAIL - te. MILES PAY',
        'AD-76412 Disp 03/69/2026 Lubbock TX > Oklahoma City OK .',
        ': Loaded 346 mi @ 1.640 : 346 567.44"',
        '. Deadhead 22°mi @ 1.050 Lo 23.10',
        'Fuel surcharge 346 ini @ 0.440 i 152.24',
        'AD-70431 Disp 03/10/2026 . Oklahoma City OK > Wichita KS . i',
        'GROSS SETTLEMENT 742.78',
        'Fuel purchases 400.00',
        'NET CHECK 342.78',
      ].join('\n'),
    );
    expect(r.tripNumber.confidence).toBeLessThan(0.9);
  });
  it('reads the miles of a figures-only total row under a rule, below "Milles  Milles" headings (loaded and empty)', () => {
    const r = extractSettlement(
      [
        "GESTION TRANSPORT DESCHAMBAULT INC.          Date d'émission : 2026-02-11",
        'VOYAGES                                        Milles   Milles',
        'No        Date    Trajet                      chargés    vides   Montant milles',
        'G-30412   02-02   St-Augustin QC > Albany NY      408        0           807,84',
        'G-30427   03-02   Schenectady NY > Scranton PA    766       59         1 587,48',
        '                                                -----    -----       ----------',
        '                                                1 174       59         2 395,32',
        'Carburant                                                              1 000,00',
        'MONTANT DÉPOSÉ                                                         1 395,32',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1233);
  });
  it('reads a load table row whose broker name wraps with the load number after it ("  Brokerage Inc 7731095   Medford OR")', () => {
    const r = extractSettlement(
      [
        'Sonoma Valley Dispatch & Settlement Co.',
        'WEEKLY CARRIER PAY-OUT                                      Pay-out date 2026-02-20',
        'Broker / Load #              Lane                    Mi     Rate   Extras  QP disc.',
        '------------------------------------------------------------------------------------',
        'Sonoma Grade Logistics       Petaluma CA-Reno NV    248  1,150.00     --       --',
        '  SG-448102                  (PU 02/09)',
        'Carquinez Freight            Sacramento CA-         298  1,325.00   90.00    28.30',
        '  Brokerage Inc 7731095      Medford OR                            (det.)  (2% QP)',
        'Tehama Logistics             Medford OR-Fresno CA   512  1,780.00     --       --',
        '  TL-20931                   (PU 02/12)',
        '------------------------------------------------------------------------------------',
        'Totals                                            1,058  4,255.00   90.00    28.30',
        '    NET ACH SENT TO CARRIER  Fri 2026-02-20 ......................    4,316.70',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(425500);
  });
  it('reads no item from a line of rates ("Tarif : milles chargés 1,98 $ / milles vides 1,20 $ / surcharge carburant 0,36 $ par mille")', () => {
    const r = extractSettlement(
      [
        "GESTION TRANSPORT PORTNEUF INC.              Date d'émission : 2026-02-11",
        'Tarif : milles chargés 1,98 $ / milles vides 1,20 $ / surcharge carburant 0,36 $ par mille chargé',
        'GAINS',
        '  Milles (chargés + vides)      2 395,32',
        '  Surcharge carburant             422,64',
        '  Total des gains               2 817,96',
        'RETENUES',
        '  Carburant                     1 000,00',
        '  MONTANT NET VERSÉ             1 817,96',
      ].join('\n'),
    );
    expect(r.fuelSurcharge.value).toBe(42264);
  });
});

describe('rules learned from batches 137 to 144', () => {
  it('reads a settlement quoted in an e-mail reply, each line set off with "> "', () => {
    const r = extractSettlement(
      [
        'From: Coulee Dispatch Desk <pay@couleedispatch.com>',
        'Subject: Settlement week 9',
        '',
        '> LOADS COLLECTED WEEK OF 2026-03-02',
        '> #  pickup      broker / load no.                   lane              mi      rate',
        '> 1  2026-03-02  Tamarack Logistics / TL-551902       Eau Claire WI -  318  1,240.00',
        '>                                                     Rockford IL',
        '> 2  2026-03-04  Prairie Rose Freight / PR-20931      Rockford IL -    402  1,610.00',
        '>                                                     Fargo ND',
        '>                                                                      ---  --------',
        '>                                                                      720  2,850.00',
        '>',
        '>   dispatch fee 7.0% of line rates (2,850.00)                          -199.50',
        '>   NET ACH TO CARRIER                                                 2,650.50',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(720);
    expect(r.tripNumber.value).toBe('TL-551902');
  });
  it('reads on past a count in brackets under a load row ("MACON GA > MOBILE AL   (3 stops)")', () => {
    const r = extractSettlement(
      [
        'OCMULGEE FREIGHT LINES                          CONTRACTOR SETTLEMENT  03/13/2026',
        'Trip       Disp      Loaded  Empty   Loaded pay  Empty pay  Fuel surch',
        'OF-44120   03/09/26     240     18       468.00      18.90      117.60',
        '    ATLANTA GA > MACON GA   (Kroger DC)',
        'OF-44131   03/10/26     331     25       645.45      26.25      162.19',
        '    MACON GA > MOBILE AL   (3 stops)',
        'OF-44150   03/11/26     402     30       783.90      31.50      196.98',
        '    MOBILE AL > ATLANTA GA',
        '                       -----  -----   ----------  ---------  ----------',
        'Trip totals              973     73     1,897.35      76.65      476.77',
        'Total trip revenue 2,450.77',
        'DEPOSITED                                                  1,950.77',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1046);
    expect(r.fuelSurcharge.value).toBe(47677);
  });
  it("reads a load block's \"trip pay\" that sums its miles' pay and extras as the load's total, not more linehaul", () => {
    const r = extractSettlement(
      [
        'BADGER STATE FLATBED, INC.                          OWNER-OPERATOR SETTLEMENT',
        'Settlement Date 04/10/2026                          PAYMENT DATE 04/14/2026',
        'BF-30110  disp 04/06/2026  MADISON WI > DUBUQUE IA',
        '      loaded       96 mi x 1.900          182.40',
        '      empty        14 mi x 1.000           14.00',
        '      fuel adj     96 mi x 0.500           48.00                  trip pay      244.40',
        'BF-30124  disp 04/07/2026  DUBUQUE IA > PEORIA IL',
        '      loaded      180 mi x 1.900          342.00',
        '      fuel adj    180 mi x 0.500           90.00',
        '      tarp         Peoria IL               75.00                  trip pay      507.00',
        '                              2 trips   290 mi paid          TOTAL TRIP PAY    751.40',
        'RECAP',
        '   Trip pay                                                        751.40',
        '   Less deductions                                                -200.00',
        '   Net deposit                                                     551.40',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(53840);
    expect(r.gross.value).toBe(75140);
  });
  it('reads the week\'s miles from "4 trips   1,118 mi paid", the kind after the unit', () => {
    const r = extractSettlement(
      [
        'BADGER STATE FLATBED, INC.                          OWNER-OPERATOR SETTLEMENT  04/10/2026',
        'BF-30110  disp 04/06/2026  MADISON WI > DUBUQUE IA',
        '      loaded       96 mi x 1.900          182.40',
        '      empty        14 mi x 1.000           14.00',
        'BF-30124  disp 04/07/2026  DUBUQUE IA > PEORIA IL',
        '      loaded      180 mi x 1.900          342.00',
        '                              2 trips   290 mi paid          TOTAL TRIP PAY    538.40',
        '   Net deposit                                                     338.40',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(290);
  });
  it('takes the first load heading\'s number ("AT-55102  disp 03/02/2026  GREEN BAY WI > …"), not the BOL printed beside it', () => {
    const r = extractSettlement(
      [
        'BADGER STATE FLATBED, INC.                          OWNER-OPERATOR SETTLEMENT  04/10/2026',
        'BF-30110  disp 04/06/2026  MADISON WI > DUBUQUE IA                     BOL 5521907',
        '      loaded       96 mi x 1.900          182.40',
        'BF-30124  disp 04/07/2026  DUBUQUE IA > PEORIA IL                      BOL 5522014',
        '      loaded      180 mi x 1.900          342.00',
        '                                                     TOTAL TRIP PAY    524.40',
        '   Net deposit                                                     324.40',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('BF-30110');
  });
  it('reads no item from a rate whose unit wrapped onto the next line ("fuel surcharge at $0.50 per" / "dispatched mile")', () => {
    const r = extractSettlement(
      [
        'CLEARWATER GRADE TRACTOR LEASE, LLC                    OPERATOR PAY ADVICE  03/12/2026',
        'Lease Schedule A: operator receives 70% of line revenue, fuel surcharge at $0.45 per',
        'dispatched mile, and 100% of tarp and detention pay.',
        'LOAD CG-40418    Mar 2    Lewiston ID to Boise ID',
        '      line revenue 2,000.00 x 70% .......................................   1,400.00',
        '      fuel surcharge 300 mi .............................................     135.00',
        'LOAD CG-40433    Mar 4    Boise ID to Lewiston ID',
        '      line revenue 1,000.00 x 70% .......................................     700.00',
        '      fuel surcharge 300 mi .............................................     135.00',
        '  Total pay                                                               2,370.00',
        '  Tractor lease payment                                                     600.00',
        '  Net pay                                                                 1,770.00',
      ].join('\n'),
    );
    expect(r.fuelSurcharge.value).toBe(27000);
  });
  it('reads "less charges 2,701.54   ACH AMOUNT 3,356.86" as a charge and then the net: the "less" is the first label\'s', () => {
    const r = extractSettlement(
      [
        'CLEARWATER GRADE TRACTOR LEASE, LLC                    OPERATOR PAY ADVICE  03/12/2026',
        '      line revenue 2,000.00 x 70% .......................................   1,400.00',
        '      fuel surcharge 300 mi .............................................     135.00',
        '  Tractor lease payment                                                     600.00',
        '  Cargo coverage share                                                       35.00',
        ' RECAP   line share 1,400.00 + fuel surcharge 135.00  =  1,535.00',
        '         less charges to operator 635.00                    ACH AMOUNT     900.00',
      ].join('\n'),
    );
    expect(r.net.value).toBe(90000);
  });
  it('leaves "Customer line haul billed 4,000.00" out of the linehaul beside the operator\'s 72% shares', () => {
    const r = extractSettlement(
      [
        'WASATCH LEASE OPERATORS, LLC                        LEASE OPERATOR PAY SHEET  02/13/2026',
        'TLO-50214  Salt Lake City UT to Boise ID                                   340 miles',
        '           Customer line haul 1,500.00 @ 72% ........................... 1,080.00',
        '           Fuel surcharge ..............................................   214.00',
        'TLO-50239  Boise ID to Sparks NV                                           420 miles',
        '           Customer line haul 2,500.00 @ 72% ........................... 1,800.00',
        '           Fuel surcharge ..............................................   265.00',
        'Customer line haul billed 4,000.00        Miles 760        Loads 2',
        '   Settlement earnings                                        3,359.00',
        '   Charges                                                     -859.00',
        '   ACH amount                                                 2,500.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(288000);
  });
  it('takes a load\'s number from its heading without a date ("TLO-50214  Salt Lake City UT to Boise ID   340 miles")', () => {
    const r = extractSettlement(
      [
        'WASATCH LEASE OPERATORS, LLC                        LEASE OPERATOR PAY SHEET  02/13/2026',
        'TLO-50214  Salt Lake City UT to Boise ID                                   340 miles',
        '           Line haul share ............................................ 1,080.00',
        'TLO-50239  Boise ID to Sparks NV                                           420 miles',
        '           Line haul share ............................................ 1,800.00',
        '   Settlement earnings                                        2,880.00',
        '   ACH amount                                                 2,500.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('TLO-50214');
    expect(r.miles.value).toBe(760);
  });
  it('reads the check\'s "Pay to the order of … $****2,786.67" as the net, after the reimbursable expenses', () => {
    const r = extractSettlement(
      [
        'MALHEUR CONTRACT FLEET, INC.                         Statement date:  February 25, 2026',
        'CONTRACTOR STATEMENT                                 Settlement week: February 15 - 21, 2026',
        'Load HBC-30871   Burns OR / Boise ID    Contractor share 72%                       4,000.00',
        'TOTAL CONTRACTOR EARNINGS                                                4,000.00',
        'Fuel - Comdata card                                                      1,200.00',
        'TOTAL CHARGES                                                            1,200.00',
        'REIMBURSABLE EXPENSES',
        'Lumper receipt #44120                                                      100.00',
        '',
        '- - - - - - - - - - - - - - detach here - - - - - - - - - - - - - -',
        'MALHEUR CONTRACT FLEET, INC.        Check No. 048217        Date  February 27, 2026',
        'Pay to the order of   DESERT SAGE TRUCKING LLC                    $****2,900.00',
      ].join('\n'),
    );
    expect(r.net.value).toBe(290000);
    expect(r.reimbursements.value).toBe(10000);
  });
  it('reads a recap\'s "Collected freight" as the gross, not as one more charge after the deductions', () => {
    const r = extractSettlement(
      [
        'SALINAS VALLEY TRUCK DISPATCH, LLC          CARRIER REMITTANCE  SV-0412   Wire sent 2026-04-08',
        'DEDUCTIONS',
        '  Dispatch fee 7%                                                      -210.00',
        '  EFS fuel advance 2026-03-31                                          -400.00',
        'REIMBURSED TO CARRIER',
        '  Lumper paid by driver                                                +100.00',
        '',
        '  Collected freight                    3,000.00',
        '  Deductions                            -610.00',
        '  Reimbursed                            +100.00',
        '  WIRED TO CARRIER 2026-04-08          2,490.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(300000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([21000]);
  });
  it('reads "Total taxes incluses" as the gross with its sales taxes, not as a total of charges', () => {
    const r = extractSettlement(
      [
        'TRANSPORT BEAUCE-NORD INC.                ÉTAT DE COMPTE - VOITURIER ARTISAN',
        'Semaine du  : 15/02/2026 au 21/02/2026    Versement : 27/02/2026',
        'Tarifs des voyages       2 000,00',
        'Surcharge carburant        300,00',
        'Sous-total               2 300,00',
        'TPS (5 %)                  115,00',
        'TVQ (9,975 %)              229,43',
        'Total taxes incluses     2 644,43',
        'Carburant                  900,00',
        'Assurance                  100,00',
        'Total des retenues       1 000,00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(264443);
  });
  it('reads a labelled sum whose result is printed on the next line ("NET VERSÉ :  5 279,31 - 2 209,56 + 9,80" over "=  3 079,55 $")', () => {
    const r = extractSettlement(
      [
        'TRANSPORT BEAUCE-NORD INC.                ÉTAT DE COMPTE - VOITURIER ARTISAN',
        'Semaine du  : 15/02/2026 au 21/02/2026    Versement : 27/02/2026',
        'Tarifs des voyages       2 000,00',
        'Total des gains          2 000,00',
        'Carburant                  900,00',
        'Total des retenues         900,00',
        'Remboursement : péage                         9,80',
        '      +-----------------------------------------------------+',
        '      |  NET VERSÉ :  2 000,00 - 900,00 + 9,80              |',
        '      |            =  1 109,80 $                            |',
        '      +-----------------------------------------------------+',
      ].join('\n'),
    );
    expect(r.net.value).toBe(110980);
  });
  it('takes "Total percepciones" after the sales tax as the gross, over the "Subtotal" before it', () => {
    const r = extractSettlement(
      [
        'FLETES DEL BRAVO, S.A. DE C.V.          LIQUIDACIÓN DE FLETES A PERMISIONARIO   No. LQ-0412',
        'Fecha de pago: 10/04/2026',
        'PERCEPCIONES',
        '  Fletes                                                    20,000.00',
        '  Maniobras                                                  1,000.00',
        '  Subtotal                                                  21,000.00',
        '  IVA 16%                                                    3,360.00',
        '  Total percepciones                                        24,360.00',
        'DESCUENTOS',
        '  Diésel                                                     8,000.00',
        '  Seguro de carga                                              500.00',
        '  Suma de descuentos                                         8,500.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(2436000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([800000, 50000]);
  });
  it('reads "SS/Med taxable 1,496.84" under the non-taxable pay as a wage base, not a reimbursement', () => {
    const r = extractSettlement(
      [
        'RONDOUT BULK CARRIERS, INC.                         EMPLOYEE EARNINGS STATEMENT',
        'Pay date       04/10/26',
        'HOURS & EARNINGS                                     Current          YTD',
        '  Mileage (dispatched)                              1,245.44    16,211.52',
        '  Gross Earnings                                    1,245.44    16,211.52',
        'TAXES & DEDUCTIONS                                   Current          YTD',
        '  Federal withholding                                 151.83     1,932.70',
        '  Total deductions                                    151.83     1,932.70',
        'OTHER PAY (non-taxable)                              Current          YTD',
        '  Overnight parking / lodging reimb.                   45.00       210.00',
        '',
        'Fed taxable 1,245.44    SS/Med taxable 1,245.44    PTO balance 24.00 hrs',
        'NET PAY                                             1,138.61',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(4500);
  });
  it('reads "Tarifs voyage" as the linehaul of a Québec owner-operator statement', () => {
    const r = extractSettlement(
      [
        'TRANSPORT VAUDREUIL INC.            ÉTAT DE COMPTE DU VOITURIER-PROPRIÉTAIRE',
        'Versement  : le jeudi 12 mars 2026',
        'GAINS',
        ' Tarifs voyage             3 000,00 $',
        ' Surcharge carburant         435,00 $',
        ' TOTAL DES GAINS           3 435,00 $',
        'RETENUES',
        ' Carburant                 1 200,00 $',
        ' TOTAL DES RETENUES        1 200,00 $',
        ' MONTANT VERSÉ AU VOITURIER :   2 235,00 $',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(300000);
  });
  it('reads "Loaded  418  1.650  689.70" and "Empty  22  1.000  22.00" under MILES / RATE / AMOUNT as the linehaul', () => {
    const r = extractSettlement(
      [
        'MERAMEC FREIGHT LINES, INC.                              OWNER-OPERATOR SETTLEMENT',
        'Paid on   03/11/2026',
        'TRIP DETAIL                                                 MILES     RATE      AMOUNT',
        '0261447  Disp 03/02  ST LOUIS MO -> COLUMBUS OH',
        '         BOL 7781203   Loaded                                 418    1.650      689.70',
        '                       Empty (deadhead from Wentzville)        22    1.000       22.00',
        '                       Fuel surcharge                         440     .450      198.00',
        '                                                                   Trip total    909.70',
        '  Fuel - fleet card                                        400.00',
        '  NET SETTLEMENT                                           509.70',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(71170);
  });
  it('joins a label cut after "by" to its end set in on the next line ("Lumper paid by driver, reimbursed by" / "  Tri-Port and passed through … +85.00")', () => {
    const r = extractSettlement(
      [
        'MOBILE BAY LOAD SERVICES LLC                      Statement MB-CS-0102   2026-01-12',
        'Gross billed (rate + acc.) ............................. 2,000.00',
        'Dispatch commission (8% of rate) .......................  -160.00',
        'Lumper paid by driver on 5512-A, reimbursed by',
        '  Tri-Port and passed through ..........................   +85.00',
        '                                                         ----------',
        'NET ACH SENT TO CARRIER (2026-01-12) ................... 1,925.00',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(8500);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([16000]);
  });
  it('reads a bare "Released" under a factor\'s settlement as the net, so the fees above it are charges', () => {
    const r = extractSettlement(
      [
        'LICKING RIVER FREIGHT FUNDING, LLC                FUNDING NOTICE  /  SCHEDULE 2077',
        'Released   12 Mar 2026, same-day ACH',
        'Settlement of schedule 2077',
        '  Face value purchased                                  4,000.00',
        '  Reserve held (5%)                                      -200.00',
        '  Factoring fees                                         -140.00',
        '  Chargeback KCT-2140, short pay                          -50.00',
        '  Same-day ACH                                            -20.00',
        '                                                       ----------',
        '  Released                                              3,590.00',
      ].join('\n'),
    );
    expect(r.net.value).toBe(359000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([14000, 5000, 2000]);
  });
  it('joins a debtor\'s name wrapped with the invoice date after it ("Maple Hollow Freight Services," over "Inc. - 09 Mar 2026")', () => {
    const r = extractSettlement(
      [
        'TYGARTS FREIGHT FUNDING, LLC                 FUNDING NOTICE  /  SCHEDULE 3077',
        'Released   12 Mar 2026, same-day ACH',
        '  Inv #      Load/Ref    Debtor / inv. date                    Face      Fee   Reserve',
        '  KCT-3201   7781023     Sycamore Bend Freight Services,   2,450.00    85.75    122.50',
        '                         Inc. - 09 Mar 2026',
        '  KCT-3202   BW-45519    Brightwater Brokerage LLC         1,985.00    69.48     99.25',
        '                         - 09 Mar 2026',
        '                                                         ---------  -------   -------',
        '  2 invoices                                              4,435.00   155.23    221.75',
        '  Released                                              4,058.02',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('Sycamore Bend Freight Services, Inc.');
  });
  it('dates a factor\'s funding notice by its "Released" line, not the day the invoices were submitted', () => {
    const r = extractSettlement(
      [
        'LICKING RIVER FREIGHT FUNDING, LLC                FUNDING NOTICE  /  SCHEDULE 2077',
        'Submitted  11 Mar 2026 14:52 ET                      Verified  12 Mar 2026',
        'Released   12 Mar 2026, same-day ACH',
        '  Face value purchased                                  4,000.00',
        '  Factoring fees                                         -140.00',
        '  Released                                              3,860.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-03-12');
  });
  it('reads "Security deposit installment 3 of 10" as money held for the carrier, like escrow', () => {
    const r = extractSettlement(
      [
        'DOE RIVER DISPATCH & BILLING, LLC                 CARRIER SETTLEMENT REPORT  2026-01-27',
        '>> ACH SENT TO CARRIER 2026-01-28:   $1,395.00 <<',
        'Gross billed                                             2,000.00',
        '  Fuel advance (EFS, 2026-01-20)                        -500.00',
        '  Security deposit installment 3 of 10                   -50.00',
        '  Occupational accident, weekly                          -55.00',
        'Net ACH                                                  1,395.00',
      ].join('\n'),
    );
    expect(r.escrow.value).toBe(5000);
  });
  it('reads "Settlement earnings (share + FSC + accessorials)" as the gross', () => {
    const r = extractSettlement(
      [
        'WASATCH LEASE OPERATORS, LLC                        LEASE OPERATOR PAY SHEET  02/13/2026',
        '           Line haul share ............................................ 1,080.00',
        '           Fuel surcharge ..............................................   214.00',
        '           Lumper paid by operator, rcpt 4471 ..........................   150.00 R',
        '   Settlement earnings (share + FSC + accessorials)          1,294.00',
        '   Charges                                                    -400.00',
        '   Reimbursements                                             +150.00',
        '   ACH amount                                                 1,044.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(129400);
  });
  it('keeps a trip id that is one capital, digits, a dash and digits ("S26-04411") as written', () => {
    const r = extractSettlement(
      [
        'SEVIER VALLEY HAULING                         OWNER OPERATOR RECAP  03/06/2026',
        'Trip S26-04411   Richfield UT to Reno NV',
        '  Linehaul                                          2,148.30',
        '  Fuel advance                                       -250.00',
        'Net pay                                             1,898.30',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('S26-04411');
  });
  it('reads a lane one space from its miles ("King City CA-Phoenix AZ 642") as the lane and the miles', () => {
    const r = extractSettlement(
      [
        'JOLON GRADE TRUCK DISPATCH, LLC          CARRIER REMITTANCE  JG-0412   2026-04-08',
        'Broker                       Load #        Lane                    Mi      Rate  Collected',
        'Blue Oak Brokerage Inc       SVB-118204    King City CA-Phoenix AZ 642  2,300.00  2,300.00',
        'Redtail Logistics Group      77310         Phoenix AZ-Ontario CA   330  1,050.00  1,050.00',
        'Coastline Freight            CFS-60291     Ontario CA-Salinas CA   345  1,180.00  1,180.00',
        '-------------------------------------------------------------------------------------------',
        '3 loads paid                                                    1,317  4,530.00  4,530.00',
        '  Dispatch fee 7%                                                          -317.10',
        'WIRED TO CARRIER 2026-04-08                                              4,212.90',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1317);
  });
  it('reads "Retenciones de ley" and "Descuentos y anticipos" in a summary box as totals, not one more charge and advance', () => {
    const r = extractSettlement(
      [
        'MOCORITO FLETES DEL EVORA, S.A. DE C.V.      ESTADO DE LIQUIDACION SEMANAL',
        ' No. liquidación : GUA-0310          Pago : 13 de marzo de 2026',
        ' RESUMEN',
        '   Total facturado (IVA incluido) ...................  $ 77,198.00',
        '   Retenciones de ley ...............................  $  3,493.88 -',
        '   Descuentos y anticipos ...........................  $ 43,017.60 -',
        '   IMPORTE NETO TRANSFERIDO .........................  $ 30,686.52',
        '',
        ' Fletes                                                65,050.00',
        ' IVA trasladado 16 %                                   10,648.00',
        ' Total facturado                                       77,198.00',
        ' RETENCIONES',
        '  IVA retenido 4 %                                      2,662.00',
        '  ISR retenido 1.25 %                                     831.88',
        '  Suma retenciones                                      3,493.88',
        ' DESCUENTOS',
        '  Diésel, vales (7)                                    33,517.60',
        '  Anticipo de viaje 01/mar/26                           8,000.00',
        '  Fondo de garantía semanal                             1,500.00',
        '  Suma descuentos                                      43,017.60',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(800000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([266200, 83188, 3351760]);
  });
  it('gives an amount alone on its line (": 1612,47 $") to the line of words above it', () => {
    const r = extractSettlement(
      [
        'FOURGONS BEAUPORT INC.   RELEVE DE REGLEMENT  17 avril 2026',
        'REVENUS',
        'Voyage forfait 2 480,00 $',
        'RETENUES',
        ' Carburant carte FCS (8 pleins)',
        ' : 1612,47 $',
        ' Assurance camion (avril 2/4) 96,30 $',
        ' Total des retenues 1 708,77 $',
        'MONTANT DEPOSE 771,23 $',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([161247, 9630]);
  });
  it('keeps a bar-split block whole when a row starts with a sign in brackets ("(+) Reembolsos")', () => {
    const r = extractSettlement(
      [
        'ZIMAPAN FLETES TERRESTRES, S.A. DE C.V.          LIQUIDACION DE PERMISIONARIO',
        'Pago: 23 de enero de 2026',
        'RESUMEN                             |  VIAJES LIQUIDADOS',
        ' Total percepciones     61,500.00   |  Viaje    Fecha      Ruta                 Flete',
        ' (-) Descuentos         21,640.55   |  ZF-1207  12-ene-26  Zimapan - Queretaro   9,400.00',
        ' (+) Reembolsos          4,212.00   |  ZF-1222  16-ene-26  Laredo - Tultitlan   52,100.00',
        ' NETO TRANSFERIDO       44,071.45   |                        Total fletes       61,500.00',
        '',
        'DESCUENTOS',
        '  Diesel (tarjeta Edenred, 7 cargas)                        21,640.55',
        'REEMBOLSOS',
        '  Casetas (22 comprobantes)                                  4,212.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([2164055]);
    expect(r.reimbursements.value).toBe(421200);
  });
  it('reads a bar-split block whose spaces OCR closed up (bars out of line, a blank row, a box edge) column by column', () => {
    const r = extractSettlement(
      [
        'ZIMAPAN FLETES TERRESTRES, S.A. DE C.V. LIQUIDACION DE PERMISIONARIO',
        'Pago: 23 de enero de 2026',
        'RESUMEN | VIAJES LIQUIDADOS',
        'Total percepciones 61,500.00 | Viaje Fecha Ruta Flete',
        '(-) Descuentos 21,640.55 | ZF-1207 12-ene-26 Zimapan - Queretaro 9,400.00',
        '',
        '(+) Reembolsos 4,212.00 | ZF-1222 16-ene-26 Laredo - Tultitlan 52,100.00 |',
        'NETO TRANSFERIDO 44,071.45 | Total fletes 61,500.00',
        'DESCUENTOS',
        'Diesel (tarjeta Edenred, 7 cargas) 21,640.55',
        'REEMBOLSOS',
        'Casetas (22 comprobantes) 4,212.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([2164055]);
  });
  it('reads a pay stub from Las Cruces, NM as a pay stub: "Cruces" in a town is no toll crossing', () => {
    const r = extractSettlement(
      [
        'MESILLA VALLEY PETROLEUM HAULERS, INC.                  FIRST RIO GRANDE BANK',
        '2780 W. Picacho Ave                                       Las Cruces, NM',
        'PAY  NINE HUNDRED EIGHTY-ONE AND 39/100 DOLLARS           04-10-26  *****981.39',
        'TO THE ORDER OF   RUBEN A. TAFOYA              AUTHORIZED SIGNATURE',
        '- - - - - - - - - - - - DETACH AND RETAIN - - - - - - - - - - - -',
        'EARNINGS STATEMENT        Check 0058214        Pay date 04-10-26',
        'Mileage                   1,842        .5850       1,077.57',
        'GROSS                                              1,077.57',
        'Federal income tax                                    96.18',
        'NET PAY                                              981.39',
        'Federal taxable wages this period 1,077.57',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('pay_stub');
  });
  it('reads a load number under its row with a remark in brackets after it ("load 90417 (lumper …)")', () => {
    const r = extractSettlement(
      [
        'JUMP-OFF JOE DISPATCH, LLC   Statement #: JOJ-2615-07   wk ending 2026-04-11',
        'LOADS BOOKED',
        '  Picked      Broker / load ref                    Lane                          Mi       Rate',
        '  2026-04-06  Siskiyou Summit Logistics            Medford OR > Sacramento CA   302   1,050.00',
        '              load SSL-558120',
        '  2026-04-08  Truckee Meadows Freight Brokerage    Sacramento CA > Sparks NV    131     650.00',
        '              load 90417 (lumper paid by driver, broker reimbursed $180.00)',
        '  2026-04-09  Ochoco Summit Brokerage LLC          Sparks NV > Boise ID         420   1,400.00',
        '              load OSB-44187-B',
        '                                                                               ----   --------',
        '                                                                                853   3,100.00',
        'SETTLEMENT',
        '  Total line rates                                 3,100.00',
        '  Dispatch fee 8% of line rates                  -   248.00',
        '  NET ACH TO CARRIER (sent 2026-04-14)             2,852.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(853);
    expect(r.tripNumber.value).toBe('SSL-558120');
  });
  it('reads "Total line rates" as the linehaul', () => {
    const r = extractSettlement(
      [
        'JUMP-OFF JOE DISPATCH, LLC   Statement #: JOJ-2615-07   wk ending 2026-04-11',
        'SETTLEMENT',
        '  Total line rates                                 3,100.00',
        '  Lumper reimbursement (load 90417)              +   180.00',
        '  Dispatch fee 8% of line rates                  -   248.00',
        '  NET ACH TO CARRIER (sent 2026-04-14)             3,032.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(310000);
  });
  it('leaves out a row of labels over figures under a "YEAR TO DATE" heading: the year\'s totals', () => {
    const r = extractSettlement(
      [
        'INNISFAIL TANK TRANSPORT LTD.     STATEMENT OF EARNINGS AND DEDUCTIONS   Pay Date 17 Apr 2026',
        'EARNINGS                                                                         Amount',
        '  Trip pay - 14 loads                                                          2,856.00',
        '  TOTAL EARNINGS                                                               2,856.00',
        'DEDUCTIONS                                                                       Amount',
        '  Income tax (federal + Alberta)                                                 598.65',
        '  Advance recovery (cash advance 02 Apr 2026)                                    250.00',
        '  TOTAL DEDUCTIONS                                                               848.65',
        '',
        'YEAR TO DATE (to 17 Apr 2026)',
        '   Earnings     Inc. Tax   Adv. Rec.          Net',
        '  24,918.40     4,302.17      250.00    20,366.23',
        '',
        'Net pay transferred to ATB Financial account ******4471.         2,007.35',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(25000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([59865]);
  });
  it('reads a bar-drawn load table on past a remark drawn in the box with fewer cells', () => {
    const r = extractSettlement(
      [
        'Monocacy Dispatch & Load Services LLC     CARRIER WEEKLY STATEMENT   Statement date: 2026-05-11',
        '| # | Broker                     | Broker Load # | PU date    |  Mi |     Rate |',
        '|---|----------------------------|---------------|------------|-----|----------|',
        '| 1 | Tallgrass Freight Partners | TF-8836021    | 2026-05-04 | 212 | 1,150.00 |',
        '| 2 | Hollins Gate Brokerage     | HG55017       | 2026-05-06 | 340 | 1,550.00 |',
        '|   |   note: driver paid lumper at Richmond DC, see pass-through below          |',
        '| 3 | Tallgrass Freight Partners | TF-8836290    | 2026-05-08 | 153 |   825.00 |',
        '|---|----------------------------|---------------|------------|-----|----------|',
        '|   | TOTALS                     |               |            | 705 | 3,525.00 |',
        '',
        '   Dispatch service fee, 8% of rate                                      -$282.00',
        'NET ACH TO CARRIER ........................................................ $3,243.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(705);
    expect(r.gross.value).toBe(352500);
  });
  it('reads "Express check #40417" as an advance and its fee as a charge', () => {
    const r = extractSettlement(
      [
        'OPEQUON CREEK LEASING CO.      Contractor Settlement Advice      Settlement Date: September 4, 2026',
        'Contractor share (72%)                         3,960.00',
        'Tractor lease, wk 35 of 156                     -685.00',
        'Express check #40417 (Aug 26)                   -300.00',
        'Express check fee                                 -4.50',
        'BALANCE DUE CONTRACTOR                         2,970.50',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(30000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([68500, 450]);
  });
  it('leaves out the accounts under "ACCOUNT BALANCES AS OF AUGUST 29, 2026" (a date with a comma)', () => {
    const r = extractSettlement(
      [
        'OPEQUON CREEK LEASING CO.      Contractor Settlement Advice      Settlement Date: September 4, 2026',
        'Contractor share (72%)                         3,960.00',
        'Tractor lease, wk 35 of 156                     -685.00',
        'Maintenance fund deposit                        -150.00',
        'BALANCE DUE CONTRACTOR                         3,125.00',
        '',
        'ACCOUNT BALANCES AS OF AUGUST 29, 2026',
        '   Maintenance fund ........  2,850.00          Lease payoff ...........  41,220.00',
      ].join('\n'),
    );
    expect(r.escrow.value).toBe(15000);
  });
  it('reads a remark in brackets that wraps after a figure ("(advance of 500.00 issued") as words of the label', () => {
    const r = extractSettlement(
      [
        'PINCHER CREEK FREIGHT LINES LTD.            STATEMENT OF EARNINGS AND DEDUCTIONS',
        'Pay date:       27/03/2026',
        'EARNINGS                               Qty         Rate        Current            YTD',
        'Miles - Canada                       1,318       0.5950         784.21       4,112.64',
        'DEDUCTIONS                                                     Current            YTD',
        'CPP contributions                                                158.64         870.40',
        'Road advance recovery (advance of 500.00 issued                  250.00         250.00',
        '   12/03/2026 at Laredo, 2 instalments)',
        'Deposited to ATB Financial acct ****2291 on 27/03/2026: 375.57',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(25000);
  });
  it('reads "STATUTORY DEDUCTIONS" and "OTHER DEDUCTIONS" in a pay stub\'s summary band as totals', () => {
    const r = extractSettlement(
      [
        'PINCHER CREEK FREIGHT LINES LTD.     STATEMENT OF EARNINGS     Pay date: 27/03/2026',
        '|  GROSS EARNINGS      |  STATUTORY DEDUCTIONS  |  OTHER DEDUCTIONS    |  NET PAY           |',
        '|         2,800.79     |             702.66     |            293.20    |        1,804.93    |',
        '',
        'EARNINGS',
        'Miles - Canada                       1,318       0.5950       2,800.79',
        'DEDUCTIONS',
        'CPP contributions                  702.66',
        'Social club                          293.20',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([70266, 29320]);
    expect(r.deductions.map((d) => d.label)).toEqual(['CPP contributions', 'Social club']);
  });
  it('reads two sections printed side by side with spaces alone ("PERCEPCIONES   DESCUENTOS Y RETENCIONES") one after the other', () => {
    const r = extractSettlement(
      [
        'ROSAMORADA FLETES NAYARITAS, S.A. DE C.V.     LIQUIDACIÓN SEMANAL A PERMISIONARIO',
        'Fecha de pago: viernes 22 de mayo de 2026',
        '',
        'PERCEPCIONES                             DESCUENTOS Y RETENCIONES',
        'Fletes                       64,550.00   Retención IVA 4%                              2,630.00',
        'IVA trasladado 16%           10,328.00   Retención ISR 1.25% (RESICO)                    806.88',
        '                             ---------   Comisión por administración 8%',
        'Total percepciones c/IVA     74,878.00     sobre fletes                                5,164.00',
        '                                         Diesel - vales (6)                           28,640.50',
        '                                                                                      ----------',
        '                                         Total descuentos                             37,241.38',
        '',
        '   NETO A PAGAR POR TRANSFERENCIA SPEI (22/05/2026):            $37,636.62 M.N.',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([263000, 80688, 516400, 2864050]);
  });
  it('reads "REMITTANCE TO LEASE OPERATOR (credits less debits)" as the net', () => {
    const r = extractSettlement(
      [
        'KIOWA DRAW EQUIPMENT LEASING, LLC      LEASE OPERATOR SETTLEMENT      04/10/2026',
        ' L/O share of revenue                                                        3,650.40',
        ' Tractor lease pmt (wk 14)                                                   -685.00',
        ' EFS fuel purchases                                                        -1,342.17',
        ' REMITTANCE TO LEASE OPERATOR (credits less debits) .......................  $1,623.23',
      ].join('\n'),
    );
    expect(r.net.value).toBe(162323);
  });
  it('reads "Retenues et avance" as the total of charges, not an advance', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE STONEHAM-TEWKESBURY INC.     BORDEREAU DE RÈGLEMENT     Date du virement : 25 février 2026',
        'Forfaits de transport (4 voyages)                 3 130,00 $',
        'Avance de fonds (virement Interac)                 -300,00 $',
        'Carburant - carte Esso                           -1 287,64 $',
        'Retenues et avance                               -1 587,64 $',
        'MONTANT NET VIRÉ LE 25 FÉVRIER 2026               1 542,36 $',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(30000);
  });
  // A Quebec ledger statement with its summary box, shared by the two tests below.
  const stonehamLedger = [
    'CAMIONNAGE STONEHAM-TEWKESBURY INC.     BORDEREAU DE RÈGLEMENT     Date du virement : 25 février 2026',
    'COMPTE DU VOITURIER                                         Débit     Crédit       Solde',
    '20/02/2026  Forfaits de transport (4 voyages)                       3 130,00    3 130,00',
    '20/02/2026  Surcharge carburant 15 %                                  469,50    3 599,50',
    "20/02/2026  Temps d'attente Sherbrooke (ST-26-0418)                    45,00    3 644,50",
    '20/02/2026  TPS 5 % sur 3 644,50                                      182,23    3 826,73',
    '20/02/2026  TVQ 9,975 % sur 3 644,50                                  363,54    4 190,27',
    '17/02/2026  Avance de fonds (virement Interac)             300,00               3 890,27',
    '21/02/2026  Carburant - carte Esso/Pétro-Canada (9)      1 287,64               2 602,63',
    '21/02/2026  Assurance marchandises et resp. civile          96,40               2 506,23',
    '21/02/2026  Remboursement péages A-30 (2 reçus)                        27,50    2 533,73',
    '',
    '  |  Revenus (taxes incluses)                        4 190,27 $  |',
    '  |  Retenues et avance                             -1 684,04 $  |',
    '  |  Remboursements                                    +27,50 $  |',
    '  |  MONTANT NET VIRÉ LE 25 FÉVRIER 2026             2 533,73 $  |',
    '',
  ];
  it('reads "Revenus (taxes incluses)" in a ledger summary box as the gross', () => {
    const r = extractSettlement(stonehamLedger.join('\n'));
    expect(r.gross.value).toBe(419027);
  });
  it('leaves out a figure in brackets that ends a sentence ("… et l\'attente (3 644,50 $).")', () => {
    const r = extractSettlement(
      [
        ...stonehamLedger,
        "Les taxes sont calculées sur les forfaits, la surcharge et l'attente (3 644,50 $).",
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([128764, 9640]);
  });
  it('keeps "NET PAY" when the deposits under it split it across two accounts', () => {
    const r = extractSettlement(
      [
        'WYNOT CATTLE & GRAIN HAULERS, INC.        Statement of Earnings     Check date 13-MAR-26',
        'EARNINGS          rate      hrs/units      this period     year to date',
        'Mileage           .5800      2,412.00        1,398.96        12,804.18',
        'GROSS PAY                                    1,398.96        12,804.18',
        'DEDUCTIONS                        this period     year to date',
        '  Federal income tax                   128.44         1,081.30',
        '  Social Security                       97.38           819.74',
        'NET PAY                              1,173.14         9,887.44',
        '',
        'DEPOSITS     Pinnacle Bank  chk xxxx2209   1,000.00',
        '             Pinnacle Bank  sav xxxx7713     173.14',
      ].join('\n'),
    );
    expect(r.net.value).toBe(117314);
  });
  it('names the "Company" on a payroll service\'s stub as the payer, not the service', () => {
    const r = extractSettlement(
      [
        'ULEN EMPLOYER SERVICES                                            Statement of Earnings',
        'payroll processing for small fleets                               and Deductions',
        'Company   WYNOT CATTLE & GRAIN HAULERS, INC.   Co. code WCG-22    Check date   13-MAR-26',
        'Employee  LUKAS J. HEIMES   File 000184   Driver - OTR CDL-A',
        'GROSS PAY                                    1,643.96        13,839.18',
        '  Federal income tax                   128.44         1,081.30',
        'NET PAY                              1,515.52         9,887.44',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('WYNOT CATTLE & GRAIN HAULERS, INC.');
  });
  it("reads a boxed load table on past a remark row that holds the load's parts in figures", () => {
    const r = extractSettlement(
      [
        'VALLECITO DISPATCHING & BACK OFFICE, LLC                      CARRIER PAY SHEET',
        'Funds sent ..... Wed Feb 18, 2026 by wire',
        '+------+---------------------------+----------------+---------------------------+--------+-----------+',
        '| No.  | Broker                    | Load #         | Lane                      | Miles  | Billed    |',
        '+------+---------------------------+----------------+---------------------------+--------+-----------+',
        '| 1    | Hollister Ridge Logistics | HRL-118204     | Farmington NM > Phoenix AZ|   412  |  1,650.00 |',
        '|      |   line haul 1,650.00                                                                        |',
        '| 2    | Bluejay Freight Partners, | 7720193        | Phoenix AZ > Las Vegas NV |   297  |  1,175.00 |',
        '|      | Inc.                      |                |                           |        |           |',
        '|      |   line haul 1,100.00 + detention 1.5 h 75.00                                                |',
        '| 3    | Redrock Transport         | RTB-55120      | Las Vegas NV > Salt Lake  |   421  |  1,660.00 |',
        '|      | Brokerage                 |                | City UT                   |        |           |',
        '|      |   line haul 1,450.00 + fuel surcharge 210.00                                                |',
        '+------+---------------------------+----------------+---------------------------+--------+-----------+',
        '|      | TOTAL                     |                |                           | 1,130  |  4,485.00 |',
        '+------+---------------------------+----------------+---------------------------+--------+-----------+',
        '',
        'FEES BY LOAD                Billed     Dispatch 7%    QuickPay 2%',
        '  HRL-118204              1,650.00         115.50          33.00',
        '  7720193                 1,175.00          82.25          23.50',
        '  RTB-55120               1,660.00         116.20          33.20',
        '  Fee totals              4,485.00         313.95          89.70',
        '',
        '  Comchek fuel advance, Tue Feb 10 (load 7720193) ............ 400.00',
        '                                  >>>  WIRED TO CARRIER:  $3,681.35  <<<',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('HRL-118204');
  });
  it('reads "Maniobras … (recibo)" among the earnings as unloading paid back on a receipt', () => {
    const r = extractSettlement(
      [
        'CARAVANAS DE APASEO, S.A. DE C.V.      LIQUIDACIÓN DE VIAJES      Fecha de pago: 24 de abril de 2026',
        'PERCEPCIONES',
        'Fletes (3 viajes)              72,640.00',
        'Casetas CA-4410 (comprobadas)   1,245.00',
        'Maniobras Manzanillo (recibo)   1,800.00',
        'TOTAL PERCEPCIONES             75,685.00',
        'DEDUCCIONES',
        'Diésel (vales, 1,038 lts)    21,430.50',
        'TOTAL DEDUCCIONES            21,430.50',
        'NETO A PAGAR  $ 54,254.50 MXN',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(304500);
  });
  it('dates a Quebec statement by its "Date du virement", not the day it was issued', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE STONEHAM-TEWKESBURY INC.        BORDEREAU DE RÈGLEMENT',
        'Semaine du 15 au 21 février 2026',
        'Émis le   : 23/02/2026                                       Date du virement : 25 février 2026',
        'Forfaits de transport (4 voyages)                 3 130,00 $',
        'Carburant - carte Esso                           -1 287,64 $',
        'MONTANT NET VIRÉ                                  1 842,36 $',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-02-25');
  });
  it('dates a stub by the "Pay date" column when the pay period beside it wraps after "to"', () => {
    const r = extractSettlement(
      [
        'BULKLEY VALLEY HAULERS LTD.                              STATEMENT OF EARNINGS AND DEDUCTIONS',
        '+----------------------------------+-----------------------+--------------------------+',
        '| Employee                         | Pay period            | Pay date                 |',
        '| PRITCHARD, Nolan A.   #118       | 2026-04-26 to         | 15-May-2026              |',
        '| Class 1 Driver - Highway         |        2026-05-09     | Cheque/EFT No. E-05518   |',
        '+----------------------------------+-----------------------+--------------------------+',
        'Trip rate       6.00   412.00    2,472.00',
        'Income tax - federal     298.40',
        'NET PAY                2,173.60',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-05-15');
  });
});

describe('rules learned from batches 145 to 148', () => {
  it('takes "Total percepciones" as the gross over a "Percepciones + reembolsos" summary line', () => {
    const r = extractSettlement(
      [
        'TRANSPORTES CERRO GORDO, S.A. DE C.V.       LIQUIDACIÓN A PERMISIONARIO',
        'Fecha de pago: 13 de marzo de 2026',
        'PERCEPCIONES',
        '   Fletes                        $20,000.00',
        '   IVA 16%                        $3,200.00',
        '   TOTAL PERCEPCIONES            $23,200.00',
        'REEMBOLSOS',
        '   Casetas (2 comprobantes)       $1,500.00',
        'DESCUENTOS',
        '   Vales de diésel                $8,000.00',
        '   Renta de GPS                     $400.00',
        'RESUMEN',
        '   Percepciones + reembolsos     $24,700.00',
        '   Menos descuentos              -$8,400.00',
        '   NETO A PAGAR                  $16,300.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(2320000);
    expect(r.reimbursements.value).toBe(150000);
    expect(r.net.value).toBe(1630000);
  });
  it('reads REVENUE and CHARGES printed side by side as two sections', () => {
    const r = extractSettlement(
      [
        'BADGER RUN LEASING, LLC                             OWNER-OPERATOR SETTLEMENT',
        'Settlement date:  March 6, 2026',
        '',
        'REVENUE                                             CHARGES',
        'Load BR-101   03/01   Fargo ND - Bismarck ND        Fuel card purchases (3)          912.40',
        '  196 mi  line rev    800.00 x 75%       600.00     Cash advance 03/02                 200.00',
        '          fuel surcharge                  98.00     Tractor lease, wk 9                650.00',
        'Load BR-114   03/03   Bismarck ND - Minot ND        IRP plate prorate                   26.15',
        '  410 mi  line rev  2,500.00 x 75%     1,875.00     Escrow deposit                     100.00',
        '          fuel surcharge                  55.00',
        'TOTAL REVENUE (2 loads)                2,628.00',
        '',
        'NET SETTLEMENT                                                           739.45',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents).sort((a, b) => a - b)).toEqual([2615, 65000, 91240]);
    expect(r.advances.value).toBe(20000);
    expect(r.escrow.value).toBe(10000);
  });
  it('reads the net after its sum worked out in words on the same line ("NET  4,533.50 revenue - … $1,763.45")', () => {
    const r = extractSettlement(
      [
        'PRAIRIE DOG LEASE CO.                     OWNER-OPERATOR SETTLEMENT',
        'Settlement date: 02/06/2026',
        'Line haul (3 loads)                        3,200.00',
        'Fuel surcharge                               410.00',
        'TOTAL REVENUE                              3,610.00',
        'Fuel card                                  1,020.50',
        'Truck lease                                  685.00',
        'TOTAL CHARGES                              1,705.50',
        'Lumper reimbursement                          85.00',
        'NET SETTLEMENT   3,610.00 revenue - 1,705.50 charges + 85.00 reimbursements        $1,989.50',
      ].join('\n'),
    );
    expect(r.net.value).toBe(198950);
    expect(r.gross.value).toBe(361000);
    expect(r.reimbursements.value).toBe(8500);
  });
  it('keeps "NET PAY" when the direct deposit line splits it over two accounts on one line', () => {
    const r = extractSettlement(
      [
        'KOKOMO BULK LINES, INC.                    EARNINGS STATEMENT',
        'Pay Date     03/06/26',
        'Mileage Pay        0.5800     2,000.00     1,160.00',
        'GROSS PAY                                  1,160.00',
        'Federal W/H          120.00',
        'Social Security       71.92',
        'TOTAL DED/TAX        191.92',
        '       NET PAY THIS PERIOD              $968.08',
        'DIRECT DEPOSIT         Checking ****4471     868.08         Savings ****0862     100.00',
      ].join('\n'),
    );
    expect(r.net.value).toBe(96808);
  });
  it('never takes the cents of an amount in words ("AND 39/100 DOLLARS") for a trip number', () => {
    const r = extractSettlement(
      [
        'KOKOMO BULK LINES, INC.                    EARNINGS STATEMENT',
        'Pay Date     03/06/26',
        'GROSS PAY                                  1,160.00',
        'Federal W/H          120.00',
        'NET PAY                                    1,040.39',
        'Pay to the order of  DANA K RUSH',
        'ONE THOUSAND FORTY AND 39/100 DOLLARS                              **$1,040.39**',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBeNull();
  });
  it('reads "Transferred 11/21/2025 to acct ending 3390 … $1,952.84" as the net', () => {
    const r = extractSettlement(
      [
        'YELLOWSTONE BEND LEASING, LLC          LEASE-OPERATOR REVENUE SHARE STATEMENT',
        'Statement date:       11/17/2025',
        'Revenue share (72%)               3,000.00',
        'Fuel surcharge                      500.00',
        'EARNINGS THIS PERIOD              3,500.00',
        'Lease payment                       695.00',
        'Fuel - Pilot/FJ                   1,200.00',
        'TOTAL DEBITS                      1,895.00',
        'RECAP      Earnings 3,500.00  less debits 1,895.00',
        '           Transferred 11/21/2025 to acct ending 3390 ...................  $1,605.00',
      ].join('\n'),
    );
    expect(r.net.value).toBe(160500);
    expect(r.reconciles).toBe(true);
  });
  it('reads a "FEES BY LOAD" table\'s Dispatch and Factoring columns as two charges, over a recap\'s "less fees"', () => {
    const r = extractSettlement(
      [
        'PAWNEE ROCK DISPATCH, LLC                         CARRIER WEEKLY STATEMENT',
        'ACH sent: 2026-02-18',
        'Load # 7740213    Linehaul    2,000.00',
        'Load # PCF-33817  Linehaul    1,000.00',
        'TOTAL BILLED                  3,000.00',
        '',
        'FEES BY LOAD              Dispatch 7%    Factoring 2.5%',
        '   7740213                     140.00             50.00',
        '   PCF-33817                    70.00             25.00',
        '   TOTAL                       210.00             75.00',
        '',
        'OTHER ITEMS',
        '   ELD subscription (Feb)                                         25.00',
        '',
        '   Billed 3,000.00  less fees 285.00  less charges 25.00',
        '   NET ACH TO CARRIER                                         $2,690.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents).sort((a, b) => a - b)).toEqual([2500, 7500, 21000]);
    expect(r.gross.value).toBe(300000);
    expect(r.net.value).toBe(269000);
  });
  it('sums each load\'s "Carrier pay" into the gross, and counts a lumper told under its load and again once', () => {
    const r = extractSettlement(
      [
        'CEDAR POINT DISPATCH, LLC                         CARRIER WEEKLY STATEMENT',
        'ACH sent: 2026-02-18',
        '-- LOAD 1 of 2 ----------------------------------------------------',
        'Broker : Prairie Hen Logistics, Inc.                     Load # 7740213',
        '   Linehaul                                                         2,000.00',
        '                                                   Carrier pay     2,000.00',
        '-- LOAD 2 of 2 ----------------------------------------------------',
        'Broker : Cottonwood Lane Freight, LLC                    Load # PCF-33817',
        '   Linehaul                                                         1,000.00',
        '   Detention (2 hrs)                                                  100.00',
        '                                                   Carrier pay     1,100.00',
        '   Lumper at receiver, paid by driver, billed to broker    150.00  (pass-through)',
        'OTHER ITEMS',
        '   EFS fuel advance 2026-02-11                                  -400.00',
        '   ELD subscription (Feb)                                        -25.00',
        '   Lumper reimbursement - load PCF-33817                        +150.00',
        '   NET ACH TO CARRIER                                         $2,825.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(310000);
    expect(r.reimbursements.value).toBe(15000);
    expect(r.net.value).toBe(282500);
  });
  it('takes a recap\'s "Billed 2,825.00" as the gross when nothing else names it', () => {
    const r = extractSettlement(
      [
        'ANIMAS DISPATCH & BACK OFFICE, LLC                      CARRIER PAY SHEET',
        'Funds sent ..... Wed Feb 18, 2026 by wire',
        'LOADS',
        '  1  Hollister Ridge Logistics   HRL-118204   412 mi',
        '       line haul 1,650.00',
        '  2  Bluejay Freight Partners    7720193      297 mi',
        '       line haul 1,100.00 + detention 1.5 h 75.00',
        'CARRIER CHARGES',
        '  Comchek fuel advance ........................................ 400.00',
        '  Occupational accident (weekly) ............................... 38.50',
        'PASS-THROUGH',
        '  Lumper at Las Vegas NV, paid by driver ........................ 120.00',
        '        Billed 2,825.00  less fees 254.25  less charges 438.50  plus pass-through 120.00',
        '                                  >>>  WIRED TO CARRIER:  $2,252.25  <<<',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(282500);
  });
  it('reads a funding notice whose fee rates "(3.0%)" and debtor names wrap under each invoice row', () => {
    const r = extractSettlement(
      [
        'KAMIAK BUTTE CAPITAL, LLC                                   FUNDING NOTICE / REMITTANCE',
        'Funded:     Mar 5, 2026',
        'Invoices purchased in this batch',
        '-------------------------------------------------------------------------------------------',
        'Inv no.   Load/PRO   Debtor                          Inv date      Amount   Advance 92%   Fee',
        '-------------------------------------------------------------------------------------------',
        'PL-2207   55120418   Palouse Junction Freight       Feb 27, 26   2,000.00     1,840.00  60.00',
        '                     Brokers, LLC                                                     (3.0%)',
        'PL-2208   55120533   Colfax Grain Coop.             Mar 2, 26    1,000.00       920.00  30.00',
        '                                                                                      (3.0%)',
        '-------------------------------------------------------------------------------------------',
        '2 invoices                                                       3,000.00     2,760.00  90.00',
        '',
        'How we got to your remittance:',
        '   Advance on purchased invoices (92%)                        2,760.00',
        '     (8% reserve held on 3,000.00 = 240.00, released when debtor pays)',
        '   Fees (see column above)                                     - 90.00',
        '   REMITTANCE                                                 2,670.00',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('factoring_remittance');
    expect(r.gross.value).toBe(300000);
    expect(r.broker.value).toBe('Palouse Junction Freight Brokers, LLC');
    expect(r.advances.value).toBeNull();
    expect(r.escrow.value).toBe(24000);
    expect(r.net.value).toBe(267000);
  });
  it('reads a dispatch service that releases the money as the payer, and "Revenue collected for you" as the gross', () => {
    const r = extractSettlement(
      [
        'Canadian River Dispatch Services LLC                       carrier portal > statements',
        'CARRIER SETTLEMENT  CR-2607-014',
        'All brokers below paid our collection account; we release your share after our dispatch fee.',
        '| # | Load / Ref    | Broker (paid us)            | Delivered  | Loaded mi |   Linehaul |',
        '|---|---------------|-----------------------------|------------|-----------|------------|',
        '| 1 | 1187-OKC-22   | Plainsway Logistics Inc     | 2026-02-09 |       498 |   1,850.00 |',
        '| 2 | TX-0448213    | Red Dirt Freight Group      | 2026-02-11 |       356 |   1,275.00 |',
        'Detention and TONU were billed on top of the rates above: 150.00.',
        'Revenue collected for you .......................................... 3,275.00',
        'Dispatch fee 8% ..................................................... -262.00',
        'NET RELEASED TO CARRIER ............................................ 3,013.00',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('Canadian River Dispatch Services LLC');
    // Printed and named, not worked out from the net and the charges.
    expect(r.gross.value).toBe(327500);
    expect(r.reconciliation.status).toBe('balanced');
    expect(r.net.value).toBe(301300);
  });
  it('dates a relevé by "Dépôt direct effectué le", and keeps a tarp remark under the last load out of the linehaul', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE LIÈVRE ET PLATEFORMES INC.          RELEVÉ DE RÈGLEMENT',
        'Période   : du 8 au 14 février 2026                                 Émis le : 16/02/2026',
        'Dépôt direct effectué le 20 février 2026',
        '',
        'VOYAGES',
        ' No voyage     Date    Trajet                                 Fret facturé     Part 75 %',
        ' PN-26-0311    09/02   Papineauville QC -> Cornwall ON            1 340,00      1 005,00',
        ' PN-26-0324    12/02   Montréal QC -> Mont-Laurier QC             1 480,00      1 110,00',
        '                       (bâchage 60,00 $)',
        '',
        'REVENUS',
        ' Part du voiturier            2 115,00 $',
        ' Bâchage                         60,00 $',
        ' Total des revenus            2 175,00 $',
        'RETENUES',
        ' Carburant - cartes Ultramar  1 287,45 $',
        ' MONTANT DÉPOSÉ                 887,55 $',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-02-20');
    expect(r.linehaul.value).toBe(211500);
  });
  it('reads "Payout after service fee" as what is left after the fee, not a charge', () => {
    const r = extractSettlement(
      [
        'WABASH CARRIER SERVICES LLC          CARRIER REMITTANCE - STATEMENT WCS-S-2615',
        'ACH initiated: 2026-04-15',
        '| Load #    | Broker                       | Load pay | Fee 8% |  Payout  |',
        '| 4471902   | Summit Ridge Logistics       | 1,400.00 | 112.00 | 1,288.00 |',
        '| GF-20931  | Grayhawk Freight Inc         | 1,025.00 |  82.00 |   943.00 |',
        '| TOTAL     |                              | 2,425.00 | 194.00 | 2,231.00 |',
        'ADJUSTMENTS',
        '  2026-04-11  Pool trailer 53R-07 weekly rental                     (150.00)',
        '  2026-04-09  Lumper paid by driver, GF-20931 (rcpt #A-55021)       120.00',
        '                                                                   --------',
        '  Net adjustments                                                    (30.00)',
        '',
        '  Payout after service fee                       2,231.00',
        '  Net adjustments                                  (30.00)',
        '  NET REMITTED TO CARRIER (ACH 2026-04-15)       2,201.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents).sort((a, b) => a - b)).toEqual([15000, 19400]);
    expect(r.gross.value).toBe(242500);
  });
  it('reads "Forfaits de transport" as the linehaul', () => {
    const r = extractSettlement(
      [
        'FRET RÉFRIGÉRÉ BEAUCEVILLE INC.          RELEVÉ DE PAIE - VOITURIER PROPRIÉTAIRE',
        'Date du relevé : 10/02/2026',
        'REVENUS',
        '  Forfaits de transport                                  5 190,00 $',
        '  Supplément carburant                                     934,20 $',
        '  TOTAL DES REVENUS                                      6 124,20 $',
        'RETENUES',
        '  Carburant - cartes Irving                              2 184,37 $',
        '  TOTAL DES RETENUES                                     2 184,37 $',
        'MONTANT NET DÉPOSÉ                                       3 939,83 $',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(519000);
  });
  it('reads a stub\'s "Run pay" as the linehaul', () => {
    const r = extractSettlement(
      [
        'TAYLOR FLATS FREIGHTWAYS LTD.                            STATEMENT OF EARNINGS',
        'Pay Date: 13/03/2026',
        'EARNINGS            Qty     Rate    Current',
        'Run pay - DC/GP     7.00  265.00   1,855.00',
        'Yard / loading     12.50   28.00     350.00',
        'TOTAL EARNINGS                     2,205.00',
        'CPP               128.44',
        'Income Tax        312.55',
        'NET PAY   1,764.01',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(185500);
  });
  it("keeps a detention printed under a load's row out of the linehaul when the rate column's total holds it", () => {
    const r = extractSettlement(
      [
        'SABINO WASH DISPATCH LLC                 STATEMENT # SWD-0213-22',
        'The ACH was sent today, 02/13/26.',
        '| Date | Broker                       | Load #     | Lane                  | Mi   | Rate     | Disp 8% |',
        '|------|------------------------------|------------|-----------------------|------|----------|---------|',
        '| 2/9  | Cholla Point Logistics       | CPL-883012 | Tucson AZ > El Paso TX| 318  | 1,150.00 |   92.00 |',
        '| 2/10 | Tri-Corner Freight Brokerage | 5510982    | El Paso TX > Albuq NM | 267  |   875.00 |   70.00 |',
        '|      |   detention 1.5 h (approved) |            |                       |      |    75.00 |    6.00 |',
        '|------|------------------------------|------------|-----------------------|------|----------|---------|',
        '| TOTAL|                              |            |                       |  585 | 2,100.00 |  168.00 |',
        'SETTLEMENT',
        '   Gross billed to brokers ................................  $2,100.00',
        '   Dispatch fee (8%, column above) ........................  -  168.00',
        '   NET ACH TO CARRIER .....................................  $1,932.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(202500);
    expect(r.gross.value).toBe(210000);
  });
  it('reads a dispatch service that wires the balance to the carrier as the payer', () => {
    const r = extractSettlement(
      [
        'ANIMAS DISPATCHING & BACK OFFICE, LLC                      CARRIER PAY SHEET',
        'Funds sent ..... Wed Feb 18, 2026 by wire to Alpine Bank ...8812',
        'How this works: brokers pay Animas through QuickPay; we deduct our dispatch fee and',
        'wire the balance to you.',
        '| No. | Broker                    | Load #         | Miles  | Billed    |',
        '| 1   | Hollister Ridge Logistics | HRL-118204     |   412  |  1,650.00 |',
        '| 2   | Bluejay Freight Partners  | 7720193        |   297  |  1,175.00 |',
        'Dispatch fee 7% ............ 197.75',
        '                                  >>>  WIRED TO CARRIER:  $2,627.25  <<<',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('ANIMAS DISPATCHING & BACK OFFICE, LLC');
  });
  it('reads "==> AMOUNT OF EFT" as the net', () => {
    const r = extractSettlement(
      [
        'KENNEBEC VALLEY CARRIERS, INC.                                   OWNER OPERATOR SETTLEMENT',
        'Check/EFT date: 03/11/2026',
        '|  Gross compensation            2,618.64      Less: deductions & holds   1,775.30  |',
        '|  Plus: reimbursed expenses        36.40      ==> AMOUNT OF EFT            879.74  |',
        '  Fuel - fleet card (Irving / Pilot)              1,775.30',
        '  Total deductions & holds                        1,775.30',
        'REIMBURSED EXPENSES (receipts attached)',
        '  Maine Turnpike / NYS Thruway tolls                 36.40',
      ].join('\n'),
    );
    expect(r.net.value).toBe(87974);
    expect(r.reimbursements.value).toBe(3640);
  });
  it("never takes the settlement's own number for the first trip of the same series", () => {
    const r = extractSettlement(
      [
        'BUFFALO GAP TRUCK LINES, INC.                           +------------------------------+',
        '                                                        | SETTLEMENT NO.    BGT-11873  |',
        '                                                        | PAY DATE          04/03/2026 |',
        'Trip #      Dispatched  Loaded   Empty    Mileage      FSC       Trip',
        '            Delivered    Miles   Miles        Pay      Pay      Total',
        'BGT-40871   03/22/2026     283      24     546.46   159.64     706.10',
        '            03/23/2026  CASPER WY -> DENVER CO',
        'BGT-40893   03/23/2026     521      36     991.46   289.64   1,281.10',
        '            03/25/2026  DENVER CO -> SALT LAKE CITY UT',
        'TRIP TOTALS                804      60   1,537.92   449.28   1,987.20',
        'NET PAY DEPOSITED                                           1,987.20',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('BGT-40871');
  });
  it('reads a "No. Viaje" column as the loads\' numbers', () => {
    const r = extractSettlement(
      [
        'AUTOTRANSPORTES CIENEGA, S.A. DE C.V.          LIQUIDACIÓN SEMANAL A PERMISIONARIO',
        'Folio: LQ-2026-0417                            Fecha de pago: 30 de abril de 2026',
        'DETALLE DE VIAJES',
        'No. Viaje    Fecha       Origen             Destino                 Flete     Maniobras',
        'V-26-0418    20/04/2026  Guanaceví, Dgo.    Torreón, Coah.      18,500.00          0.00',
        'V-26-0425    22/04/2026  Torreón, Coah.     Monterrey, N.L.     16,200.00      1,200.00',
        '                                                              -----------   -----------',
        '                                                                34,700.00      1,200.00',
        'TOTAL PERCEPCIONES                                     35,900.00',
        'Diésel (vales)                                         10,000.00',
        'NETO A PAGAR                                           25,900.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('V-26-0418');
  });
  it('reads each load\'s "Voyage forfait" as its linehaul', () => {
    const r = extractSettlement(
      [
        'FOURGONS LIMOILOU INC.                 RELEVÉ DE RÈGLEMENT - VOITURIER PROPRIÉTAIRE',
        'Dépôt direct  : vendredi 17 avril 2026',
        ' REVENUS',
        ' V-26-1187  Québec à Toronto (ON)',
        '   Voyage forfait                  1 480,00 $',
        '   Surcharge carburant 22 %          325,60 $',
        ' V-26-1193  Toronto à Montréal',
        '   Voyage forfait                  1 050,00 $',
        '   Surcharge carburant 22 %          231,00 $',
        ' TOTAL DES REVENUS                 3 086,60 $',
        ' Carburant carte FCS               1 612,47 $',
        ' MONTANT DÉPOSÉ                    1 474,13 $',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(253000);
  });
  it("reads loads' flat pay as the linehaul when their printed total also holds a detention under a row", () => {
    const r = extractSettlement(
      [
        'MAYFLY DISPATCH CO.                     CARRIER PAY SHEET #MF-1446',
        'Dispatcher remits your share by ACH on Wednesday, April 8th, 2026.',
        ' LOAD #          BROKER (payer)              PICKUP -> DELIVERY          LOADED   LOAD PAY   DISPATCH',
        '                                                                          MILES              FEE 7%',
        ' --------------  --------------------------  --------------------------  ------  ---------  --------',
        ' 88120455        Sunbelt Crossdock           Longview TX -> Memphis TN      612   2,150.00    150.50',
        ' TQ-4471902      Westmark Freight            Memphis TN -> Birmingham AL    318   1,475.00    109.55',
        '                   + detention 3 hr                                                   90.00',
        ' --------------  --------------------------  --------------------------  ------  ---------  --------',
        ' 2 loads                                                                    930   3,715.00    260.05',
        '   Dispatch fee (column total above) ................................ 260.05',
        '   REMITTED TO CARRIER ............................................ $3,454.95',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(362500);
    expect(r.gross.value).toBe(371500);
  });
  it('reads a "Liability share" among the charges as a charge', () => {
    const r = extractSettlement(
      [
        'Hastings Tractor Leasing, LLC                                     Lease-Operator Pay Advice',
        'Pay period:      2026-03-15 to 2026-03-21             EFT release: 2026-03-27',
        '==========================================================================================',
        ' GROSS COMP    4,978.90  |  CHARGES   2,921.73  |  PASS-THRU  +175.00  |  NET PAID  2,232.17',
        '==========================================================================================',
        '',
        'CHARGES',
        ' Equipment / fuel                                 | Insurance / other',
        '   Tractor lease wk 12 (L-21-0087)       695.00   |   Physical damage            54.10',
        '   Fuel - EFS card 11 txns             1,588.23   |   Liability share           112.00',
        '   IFTA reconciliation Q1 adj             27.41   |   Satellite/ELD              19.99',
        '   Cash advance 2026-03-17 (EFS)         300.00   |   Escrow deposit            125.00',
        '                                                  |',
        ' Subtotal                              2,610.64   | Subtotal                   311.09',
        '',
        ' TOTAL CHARGES                                                                2,921.73',
        '',
        'PASS-THROUGH (not commissionable)',
        '   Lumper - Des Moines IA, A-58840, rcpt 7711                                   175.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents).sort((a, b) => a - b)).toEqual([
      1999, 2741, 5410, 11200, 69500, 158823,
    ]);
  });
});

describe('rules learned from batches 149 to 152', () => {
  it('reads a row of labels with rates in them ("Surcharge carb. 12 %", "TVQ 9,975 %") over their amounts', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE PAIEMENT AU VOITURIER-REMORQUEUR                      Relevé no : GP-2606',
        'Date de dépôt : le 13 février 2026',
        'REVENUS DE LA PÉRIODE',
        ' Transport (forfaits)   Surcharge carb. 12 %      TPS 5 %      TVQ 9,975 %    Total des revenus',
        '           3 345,00 $               401,40 $     187,32 $         373,70 $           4 307,42 $',
        'RETENUES ET AVANCES',
        ' Carburant - carte Ultramar (6 pleins)                   1 284,16 $',
        ' Assurance marchandises                                     62,50 $',
        ' Total des retenues                                      1 346,66 $',
        'MONTANT DÉPOSÉ (Caisse Desjardins, folio ...4471)             2 960,76 $',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(334500);
    expect(r.fuelSurcharge.value).toBe(40140);
    expect(r.gross.value).toBe(430742);
  });
  it('reads a row of totals over amounts marked DR, and a net over its amount and bank remark', () => {
    const r = extractSettlement(
      [
        'CARRIER STATEMENT  No. CVD-S-0610',
        'Carrier: ROJAS FAMILY TRANSPORT LLC        ACH date: March 9, 2026',
        '',
        'LOAD PAY           FEES              ADVANCES',
        '3,425.00           256.88 DR         400.00 DR',
        '',
        'NET ACH SENT TO CARRIER',
        '2,768.12 CR  -  Chase ....2917  -  trace 021000021-4471903',
      ].join('\n'),
    );
    expect(r.net.value).toBe(276812);
    expect(r.gross.value).toBe(342500);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([25688]);
    expect(r.advances.value).toBe(40000);
  });
  it('reads a row of totals named at its start ("RECAP  Trip earnings  Reimbursements  Charges  NET CHECK")', () => {
    const r = extractSettlement(
      [
        'BEARTOOTH PASS FREIGHT LINES, INC.                      CONTRACTOR SETTLEMENT',
        'MC 1188420   USDOT 3317265   (406) 555-0188             Check date 03/13/26',
        'CHARGES                                              AMOUNT',
        '  Comdata fuel 03/01-03/07 (9 txns)             (1,684.22)',
        '  Cash advance 03/04  #CA-7713                    (300.00)',
        'REIMBURSEMENTS (receipts on file)',
        '  Lumper Denver CO (rcpt 90817)                     185.00',
        '',
        'RECAP      Trip earnings      Reimbursements      Charges          NET CHECK',
        '                3,884.45              185.00     (1,984.22)           2,085.23',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(388445);
    expect(r.net.value).toBe(208523);
  });
  it('ends the charges at a "=== RECAP ===" banner and reads "--- RETURNED TO OPERATOR ---" as what is paid back', () => {
    const r = extractSettlement(
      [
        'PALUXY RIVER TRACTOR LEASING, LLC',
        'DIRECT DEPOSIT DATE            Thursday, March 12, 2026',
        '--- CHARGES THIS WEEK ---------------------------------------------------------------------',
        '   TRACTOR LEASE PMT                 1,150.00',
        '   FUEL (PILOT CARD)                 1,204.66',
        '--- RETURNED TO OPERATOR ------------------------------------------------------------------',
        '   TOLL - SAM HOUSTON TOLLWAY (EZ TAG STMT 03/06)         18.40',
        '=== RECAP =================================================================================',
        '   Operator share 72%                          3,546.00',
        '   Fuel surcharge (100%)                         410.85',
        '   TOTAL COMPENSATION                                                     3,956.85',
        '   Charges                                                               (2,354.66)',
        '   Returned to operator                                                      18.40',
        '   NET DIRECT DEPOSIT                                                     1,620.59',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([115000, 120466]);
    expect(r.linehaul.value).toBe(354600);
    expect(r.fuelSurcharge.value).toBe(41085);
    expect(r.reimbursements.value).toBe(1840);
  });
  it('reads "Total net pay" under a net pay distribution as the net, and an "EMPLOYER-PAID (memo, not deducted):" line as no charge', () => {
    const r = extractSettlement(
      [
        'DUCHESNE RIVER BULK CARRIERS, INC.                                EARNINGS STATEMENT',
        'Period     Feb 15, 2026 - Feb 21, 2026               Pay date  Feb 27, 2026',
        'EARNINGS              RATE       UNITS          CURRENT      YEAR-TO-DATE',
        'Mileage pay           0.585     2,214 mi        1,295.19        11,208.02',
        'GROSS PAY                                       1,295.19        11,208.02',
        'TAXES WITHHELD                                   CURRENT      YEAR-TO-DATE',
        'Federal Income Tax                                118.42         1,041.36',
        'Medical (pre-tax)                                  62.30           498.40',
        'NET PAY DISTRIBUTION',
        '  Zions Bank checking ****2240                     500.00',
        '  Zions Bank savings  ****7718                     614.47',
        '  Total net pay                                  1,114.47         9,668.26',
        '',
        'EMPLOYER-PAID (memo, not deducted): 401(k) match 2% 28.40   Medical premium share 186.90',
      ].join('\n'),
    );
    expect(r.net.value).toBe(111447);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([11842, 6230]);
  });
  it('dates the pay by "Funds Transfer:" over the settlement date beside it', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT - ACCOUNT ACTIVITY                   Settlement Date:  Jan 14, 2026',
        'Contractor: Dale Hrinko d/b/a HRINKO ROAD SERVICE          Funds Transfer:   Jan 16, 2026',
        'Unit 3317 (2021 Peterbilt 579)   Lease # LCT-L-0588         Week Ending:      Jan 10, 2026',
        '   Tractor lease payment - wk 34 of 156                          725.00 DR',
        '   Net settlement                                               1,275.00 CR',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-01-16');
  });
  it('reads "Less section 1" and "Plus section 2" in the sum at the foot as the numbered sections told again', () => {
    const r = extractSettlement(
      [
        'ALSEA RIVER TRACTOR LEASING, LLC                       LEASE-PURCHASE PAY ADVICE',
        '1. WHAT CAME OUT                         THIS WEEK      YEAR TO DATE',
        '   Tractor lease AR-552 (wk 37 of 156)    725.00-       5,075.00-',
        '   Fuel - Alsea fleet card              1,206.84-       8,730.55-',
        '',
        '2. WHAT WE PAID BACK (receipts)',
        '   Lumper Tacoma WA (rcpt 3371)             95.00',
        '',
        '4. HOW IT ADDS UP',
        '   Total compensation                    5,676.60',
        '   Less section 1                       1,931.84-',
        '   Plus section 2                           95.00',
        '   Deposit                               3,839.76',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([72500, 120684]);
    expect(r.net.value).toBe(383976);
    expect(r.gross.value).toBe(567660);
  });
  it('ends what is paid back at the next numbered section, and reads taxes collected for the carrier as no charge', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÈGLEMENT - VOITURIER SOUS CONTRAT                           No 2026-10-044',
        'Date de paiement (dépôt direct) : 13 mars 2026',
        '1. RETENUES',
        '   Carburant - carte de flotte (11 transactions)                      (1 612,48 $)',
        '2. REMBOURSEMENTS (non taxables)',
        '   Manutention payée par le voiturier, reçu 5531                          85,00 $',
        '3. VOYAGES À FORFAIT',
        '   Voyage R-2611  Pointe-à-la-Croix - Rimouski                           780,00 $',
        '   Revenus taxables                                                      780,00 $',
        '4. TAXES PERÇUES POUR LE VOITURIER',
        '   TPS 5 %                                                                 39,00 $',
        '   TVQ 9,975 %                                                             77,81 $',
        '   Total des revenus, taxes incluses                                      896,81 $',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([161248]);
    expect(r.reimbursements.value).toBe(8500);
  });
  it('reads "Employer contributions this period (not deducted from your pay): CPP 144.72  EI 58.58" as a memo', () => {
    const r = extractSettlement(
      [
        'PETAWAWA RIVER HAULAGE LTD.                          STATEMENT OF EARNINGS AND DEDUCTIONS',
        'Pay date:    13/03/2026',
        'Regular                            80.00     27.50      2,200.00',
        'CPP                                                      144.72',
        'Federal income tax                                       262.35',
        'NET PAY                                               1,792.93',
        'Employer contributions this period (not deducted from your pay): CPP 144.72  EI 58.58',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([14472, 26235]);
  });
  it('reads "YOUR SHARE 72%" in a row of labels over amounts as the linehaul', () => {
    const r = extractSettlement(
      [
        'LEASE OPERATOR SETTLEMENT  -  PERCENTAGE PLAN (72% of line revenue, FSC and accessorials 100%)',
        'Deposit date: Oct 31, 2025            Frost Bank ...4471',
        '  LINE REVENUE     YOUR SHARE 72%     FUEL SURCHARGE     GROSS PAY',
        '  5,555.00         3,999.60           341.10             4,340.70',
        '  Fuel - QuickFuel card 10/19-10/25       1,188.42 DR',
        '  NET DEPOSIT                             3,152.28',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(399960);
    expect(r.gross.value).toBe(434070);
  });
  it('reads a DR / CR / BALANCE ledger whose descriptions wrap onto indented lines', () => {
    const r = extractSettlement(
      [
        'CARRIER LEDGER STATEMENT                                    Issued     : 2026-03-02',
        'DATE        REF        DESCRIPTION                                      DR           CR      BALANCE',
        '----------  ---------  --------------------------------------  -----------  -----------  -----------',
        '                       Opening balance                                                          0.00',
        '2026-02-23  QDS-5531   Flat rate - Hartsfield Freight Group                    1,150.00     1,150.00 CR',
        '                       (bkr ref 884120) Worcester MA >',
        '                       Albany NY',
        '2026-02-24  QDS-5537   Flat rate - Kinderhook Logistics Inc.                   1,625.00     2,775.00 CR',
        '                       (bkr ref KL-20931) Albany NY >',
        '                       Harrisburg PA',
        '2026-02-24  QDS-5537   Comchek fuel advance #7781034                400.00                  2,375.00 CR',
        '2026-02-28  FEE        Dispatch fee 6% x 2,775.00                   166.50                  2,208.50 CR',
        '2026-03-04  ACH        Net ACH to carrier                         2,208.50                      0.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(277500);
    expect(r.advances.value).toBe(40000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([16650]);
    expect(r.net.value).toBe(220850);
  });
  it('leaves a "Lumper reimbursement" listed among the loads out of a gross that is not printed', () => {
    const r = extractSettlement(
      [
        'CARRIER STATEMENT                                    ACH date 2026-03-04',
        'QDS-5531   Flat rate - Hartsfield Freight Group       1,150.00',
        'QDS-5544   Flat rate - Seneca Trail Brokerage         1,480.00',
        'QDS-5544   Lumper reimbursement, rcpt 4471              150.00',
        'Dispatch fee 6%                                         157.80-',
        'Net ACH to carrier                                    2,622.20',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(263000);
    expect(r.reimbursements.value).toBe(15000);
  });
  it('ends the charges at "RÉCAPITULATIF" and reads "Total des tarifs" as the linehaul', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE PAIEMENT - VOITURIER SOUS-CONTRAT                 Émis le : 18 février 2026',
        'RETENUES                                                         Montant',
        '  Carte carburant FleetNet (7 transactions)                     986,14 $',
        '  Assurance marchandises et resp. civile                         62,75 $',
        '',
        'RÉCAPITULATIF',
        '  Total des tarifs                               2 525,00 $',
        '  Total surcharge carburant                        441,88 $',
        '  Total des revenus                              2 966,88 $',
        '  Moins : total des retenues                    -1 048,89 $',
        '  MONTANT DU CHÈQUE                              1 917,99 $',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([98614, 6275]);
    expect(r.linehaul.value).toBe(252500);
    expect(r.fuelSurcharge.value).toBe(44188);
  });
  it('reads "Load pay - 4 loads (mileage, FSC, accessorials)" as a sum of kinds of pay, not the fuel surcharge', () => {
    const r = extractSettlement(
      [
        'TALLAPOOSA BEND FREIGHT LINES, INC.                    CONTRACTOR SETTLEMENT',
        '  Loaded miles                                     214   1.780        380.92',
        '  Fuel surcharge (all miles)                       252   0.460        115.92',
        'DEDUCTIONS                                         THIS PERIOD',
        '  Fuel - EFS card (9 purchases)                     (212.38)',
        'SETTLEMENT RECAP',
        '  Load pay - 1 load (mileage, FSC, accessorials)          496.84',
        '  Deductions                                             (212.38)',
        '  NET PAY  -  ACH 01/16/26 to Regions ****3307            284.46',
      ].join('\n'),
    );
    expect(r.fuelSurcharge.value).toBe(11592);
    expect(r.gross.value).toBe(49684);
  });
  it('reads a recap total of the charges alone, beside the advances and escrow, as no misread', () => {
    const r = extractSettlement(
      [
        'TALLAPOOSA BEND FREIGHT LINES, INC.                    CONTRACTOR SETTLEMENT',
        'DEDUCTIONS                                         THIS PERIOD     BALANCE',
        '  Fuel - EFS card (9 purchases)                   (1,412.38)',
        '  Occupational accident                              (38.50)',
        '  EFS cash advance 01/06/26                         (300.00)        0.00',
        '  Maintenance escrow deposit                         (75.00)    1,650.00',
        'REIMBURSEMENTS',
        '  Lumper - load 611925 (rcpt 0091183)                  85.00',
        'SETTLEMENT RECAP',
        '  Load pay - 4 loads (mileage, FSC, accessorials)       2,393.20',
        '  Reimbursements                                           85.00',
        '  Deductions                                          (1,450.88)',
        '  Advances                                              (300.00)',
        '  Escrow                                                 (75.00)',
        '  NET PAY  -  ACH 01/16/26 to Regions ****3307            652.32',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(239320);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([141238, 3850]);
  });
  it('reads the figure before a "BALANCE" column as the charge when a line prints both', () => {
    const r = extractSettlement(
      [
        'OWNER OPERATOR SETTLEMENT                                Check Date   01/23/26',
        '   GROSS SETTLEMENT                               3,820.92',
        '   DEDUCTIONS                                                    BALANCE',
        '   EFS fuel purchases (9 transactions)           (1,612.34)',
        '   EFS cash advance 01/13/26                       (300.00)          0.00',
        '   Escrow deposit                                   (75.00)      1,725.00',
        '   Total deductions                              (1,987.34)',
        '   NET PAY - check no. 0088152                    1,833.58',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(30000);
    expect(r.escrow.value).toBe(7500);
  });
  it('reads "Subtotal fletes y maniobras" as a sum of kinds of pay, not the linehaul', () => {
    const r = extractSettlement(
      [
        'LIQUIDACIÓN AL PERMISIONARIO No. LQ-2611           Tuxpan, Veracruz, a 19 de marzo de 2026',
        'CARGOS AL PERMISIONARIO',
        '   Diesel - vales de consumo (6 cargas)                                    41.235,80',
        'REEMBOLSOS',
        '   Casetas pagadas en efectivo (comprobantes anexos)                        4.318,00',
        '',
        'RESUMEN DE LA LIQUIDACIÓN',
        '   Subtotal fletes y maniobras                                             69.500,00',
        '   IVA 16%                                                                 11.120,00',
        '   Total percepciones                                                      80.620,00',
        '   Cargos al permisionario                                                -41.235,80',
        '   Reembolsos                                                               4.318,00',
        '   NETO A PAGAR                                                            43.702,20',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBeNull();
  });
  it('reads "DEBTOR" under "INV #  LOAD / PRO …" as the name of each row\'s second line, the payer', () => {
    const r = extractSettlement(
      [
        'KAHILTNA TRADE FUNDING, LLC',
        'PURCHASE SCHEDULE & REMITTANCE ADVICE                        Funded:  Wednesday, March 4, 2026 (ACH)',
        'INV #   LOAD / PRO   INV DATE      FACE AMT   FEE %        FEE    RESERVE 10%     ADVANCED',
        '        DEBTOR',
        '--------------------------------------------------------------------------------------------',
        '1187    7719320      02/27/26      2,450.00   3.00      73.50         245.00     2,131.50',
        '        Quarry Hill Freight Brokerage Co.',
        '1188    SC-20455     02/28/26      1,875.00   3.00      56.25         187.50     1,631.25',
        '        Sandhill Crane Logistics, Inc.',
        '--------------------------------------------------------------------------------------------',
        'TOTALS (2 invoices)                4,325.00            129.75         432.50     3,762.75',
        '  AMOUNT REMITTED TO CLIENT                                                    3,762.75',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('Quarry Hill Freight Brokerage Co.');
  });
  it('reads "Container trips Zone 1  14 @ 48.00  672.00" on a drayage stub as the linehaul', () => {
    const r = extractSettlement(
      [
        'ESQUIMALT HARBOUR CARTAGE LTD.                                   STATEMENT OF EARNINGS AND DEDUCTIONS',
        'Pay period: 08/02/2026 - 21/02/2026 (bi-weekly, period 4)          Pay date: 27/02/2026',
        'EARNINGS                    QTY    RATE    CURRENT        YTD',
        'Container trips Zone 1       14 @  48.00    672.00   2,582.00',
        'Container trips Zone 2        9 @  86.50    778.50   2,944.50',
        'Waiting time            11.25 h @  29.40    330.75   1,294.65',
        'GROSS EARNINGS                             1,781.25  6,821.15',
        'CPP                                          169.98    587.88',
        'NET PAY                                    1,611.27',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(145050);
  });
  it('reads "CVD-2210  picked Mar 2  Bakersfield CA > Phoenix AZ" as a load\'s heading line', () => {
    const r = extractSettlement(
      [
        'CARRIER STATEMENT  No. CVD-S-0610                                 ACH date March 9, 2026',
        'ACTIVITY                                                                    AMOUNT',
        'CVD-2210  picked Mar 2  Bakersfield CA > Phoenix AZ    flat rate   2,150.00 CR',
        'CVD-2216  picked Mar 3  Phoenix AZ > Las Vegas NV      flat rate   1,275.00 CR',
        'Dispatch fee 7.5% of flat rates (3,425.00)                           256.88 DR',
        'NET ACH SENT TO CARRIER                                            3,168.12 CR',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('CVD-2210');
  });
  it('reads the id under a header whose first column is "LOAD" as the trip', () => {
    const r = extractSettlement(
      [
        'LEASE OPERATOR PERCENTAGE SETTLEMENT          DIRECT DEPOSIT DATE  Thursday, March 12, 2026',
        'LOAD            SHIPPER / CONSIGNEE                         PICKED UP         DELIVERED',
        'PR-30418        Brazos Steel Fab, Cleburne TX               March 2, 2026     March 3, 2026',
        '   Operator share 72%                          1,332.00',
        '   Fuel surcharge                                144.10',
        '   NET DIRECT DEPOSIT                          1,476.10',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('PR-30418');
  });
  it('adds every load\'s "Loaded miles" and "Empty miles" at their rates when no total is printed', () => {
    const r = extractSettlement(
      [
        'TALLAPOOSA BEND FREIGHT LINES, INC.                    CONTRACTOR SETTLEMENT',
        'LOAD / ROUTE                                      MILES    RATE        AMOUNT',
        'LOAD 611842   01/04/26-01/05/26',
        '  DL: Piedmont Millwork, Gainesville GA',
        '  Loaded miles                                     214   1.780        380.92',
        '  Empty miles                                       38   1.100         41.80',
        '                                                 Load subtotal        422.72',
        'LOAD 611867   01/05/26-01/06/26',
        '  DL: Upstate Cabinet Supply, Spartanburg SC',
        '  Loaded miles                                     168   1.780        299.04',
        '  Empty miles                                       21   1.100         23.10',
        '                                                 Load subtotal        322.14',
        '  NET PAY  -  ACH 01/16/26 to Regions ****3307            744.86',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(441);
  });
  it('reads "ACCESSORIAL: SCL-30436 detention Houston 10/23, 3 hrs @ 40.00 = 120.00" between the gross and the net as pay, not a charge', () => {
    const r = extractSettlement(
      [
        'LEASE OPERATOR SETTLEMENT                               Deposit date: Oct 31, 2025',
        '  GROSS PAY  4,100.00',
        'SCL-30417  Oct 20  San Antonio TX - Laredo TX      157   1,450.00   1,044.00',
        'ACCESSORIAL: SCL-30436 detention Houston 10/23, 3 hrs @ 40.00 = 120.00',
        'LSE   Tractor lease #SC-118 (wk 37/156)         640.00 DR',
        '  NET DEPOSIT  3,460.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([64000]);
  });
});

describe('rules learned from batches 153 to 156', () => {
  it('reads a boxed summary whose labels carry a row of bracketed remarks, and its advance and escrow told again after the net; a load not in this payout is no reimbursement', () => {
    const r = extractSettlement(
      [
        'Operator settlement                                   Direct deposit  Friday, March 6, 2026',
        '+------------------------------------------------------------------------------+',
        '| LINEHAUL REVENUE     YOUR SHARE        FUEL SURCHARGE       TOTAL PAY |',
        '| (100%, reference)    (72%)             (100%)                         |',
        '|     2,000.00             1,440.00          300.00           1,740.00 |',
        '|                                                                       |',
        '| CHARGES              ADVANCES          ESCROW       REIMBURSED   DEPOSIT |',
        '|    (500.00)             (200.00)          (150.00)      60.00      950.00 |',
        '+------------------------------------------------------------------------------+',
        '',
        'CHARGES AND BALANCES                            THIS WEEK         BALANCE AFTER',
        '  Tractor lease payment (wk 58 of 156)            (400.00)           61,240.00 payoff',
        '  Occupational accident                           (100.00)',
        '  EFS cash advance 02/25                          (200.00)                0.00',
        '  Maintenance escrow                              (100.00)            2,450.00',
        '  Security escrow                                  (50.00)            1,500.00',
        '',
        'REIMBURSED TO YOU',
        '  Lumper, receipt #5512                            60.00',
        '',
        'NOT IN THIS PAYOUT: 2026-03-14 load 990412 (Sardis Lake Freight) 1,150.00 - awaiting POD',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(144000);
    expect(r.fuelSurcharge.value).toBe(30000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([40000, 10000]);
    expect(r.reimbursements.value).toBe(6000);
    expect(r.reconciliation.status).toBe('balanced');
  });
  it('reads the miles under "MILES" in a loads header that names a share rate ("SHARE 72%"), never the rate', () => {
    const r = extractSettlement(
      [
        'Operator settlement                                   Pay date 03/06/2026',
        'LOADS                                              MILES    REVENUE   SHARE 72%      FSC',
        'EP-20931  02/23  Springfield MO - Memphis TN         282   1,540.00    1,108.80   212.85',
        'EP-20944  02/24  Memphis TN - Nashville TN           212     980.00      705.60   118.30',
        '                                                   -----   --------   ---------   ------',
        '                                                     494   2,520.00    1,814.40   331.15',
        'NET PAY  1,900.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(494);
  });
  it('adds up the miles of a one-row "MILES … YOUR 72%" grid printed in each load block', () => {
    const r = extractSettlement(
      [
        'Operator settlement                                   Pay date 03/06/2026',
        'LOAD            SHIPPER / CONSIGNEE',
        'PR-30418        Brazos Steel Fab, Cleburne TX',
        '   MILES        LINE HAUL REVENUE   YOUR 72%      FUEL SURCHARGE    OTHER',
        '   262          1,850.00            1,332.00      144.10            0.00',
        '',
        'LOAD            SHIPPER / CONSIGNEE',
        'PR-30425        Red River Pipe Supply, Shreveport LA',
        '   MILES        LINE HAUL REVENUE   YOUR 72%      FUEL SURCHARGE    OTHER',
        '   238          1,400.00            1,008.00      130.90            60.00 STOP',
        '',
        'NET PAY  2,000.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(500);
  });
  it('reads a row of totals over their amounts whose last cell names the bank ("DEPOSITED TO")', () => {
    const r = extractSettlement(
      [
        'Lease operator statement                              Pay date 2026-02-20',
        '  Tractor lease payment                             725.00-',
        '',
        '  TOTAL EARNINGS      TOTAL DEDUCTIONS      NET DEPOSIT       DEPOSITED TO',
        '     2,000.00              725.00-           1,275.00         First Mid Bank & Trust ****2207',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(200000);
    expect(r.net.value).toBe(127500);
  });
  it('reads a load table whose header has "(info)" under MILES', () => {
    const r = extractSettlement(
      [
        'Lease operator statement                              Pay date 2026-02-20',
        'ORDER       ORIGIN > DESTINATION           LINE REV    YOUR 72%     FSC 100%   MILES',
        '                                                                                (info)',
        'KR-88102    Rock Cut Controls, Rockford    2,340.00    1,684.80      311.40     612',
        'KR-88117    Grand River Foods, Lansing     1,895.00    1,364.40      245.70     498',
        'NET PAY  3,606.30',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1110);
    expect(r.tripNumber.value).toBe('KR-88102');
  });
  it('reads a numbered French statement whose summary comes first: "Avance et fonds de garantie" sums its section, a balance in a footnote is no escrow', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÈGLEMENT - VOITURIER-PROPRIÉTAIRE',
        'Date du virement : le 14 novembre 2025',
        '1. SOMMAIRE',
        '   Total des revenus (voir section 3)                            2 000,00 $',
        '   Retenues (section 2A)                                          -500,00 $',
        '   Avance et fonds de garantie (section 2B)                       -300,00 $',
        '                                                               ------------',
        '   MONTANT VIRÉ AU VOITURIER                                     1 200,00 $',
        '',
        '2. RETENUES ET AJUSTEMENTS',
        '   2A  Carburant - carte Ultramar                                  420,00 $',
        '       Assurance camion                                             80,00 $',
        '   2B  Avance de voyage 05/11/2025                                 200,00 $',
        '       Fonds de garantie                                           100,00 $',
        '',
        '3. REVENUS',
        '   Total des revenus                                             2 000,00 $',
        '',
        'Le fonds de garantie (solde : 1 900,00 $) est remboursable 60 jours après la fin du contrat.',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([42000, 8000]);
    expect(r.advances.value).toBe(20000);
    expect(r.escrow.value).toBe(10000);
    expect(r.reconciliation.status).toBe('balanced');
  });
  it('reads "rémunération 438 x 2,05 $" and "supplément carb." under each trip of a load table as linehaul and fuel surcharge', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÈGLEMENT                                    Date du virement : 14/11/2025',
        '3. REVENUS                                   MILLES       MILLES',
        '   Voyage     Trajet                         CHARGÉS      À VIDE      MONTANT',
        '   JC-55801   Lévis QC > Worcester MA           438           0',
        '              03/11/2025                     rémunération 438 x 2,05 $     897,90 $',
        '                                             supplément carb. 438 x 0,38 $  166,44 $',
        '   JC-55809   Worcester MA > Plattsburgh NY     296          34',
        '              05/11/2025                     rémunération 330 x 2,05 $     676,50 $',
        '                                             supplément carb. 330 x 0,38 $  125,40 $',
        '                                                                       ------------',
        '   Total des revenus                                                     1 866,24 $',
        '   MONTANT VIRÉ                                                          1 866,24 $',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(157440);
    expect(r.fuelSurcharge.value).toBe(29184);
  });
  it('reads a sum in words that runs onto a second line ("less fuel advance 400.00 less load board share 35.00 = 4,565.12") as no items', () => {
    const r = extractSettlement(
      [
        'NET ACH SENT TO CARRIER:  $4,565.12    on 2026-03-03',
        'HOW WE GOT THERE',
        '  collected from brokers 5,525.00  less dispatch 7% 386.75  less quick-pay 2.5% 138.13',
        '  less fuel advance 400.00  less load board share 35.00  = 4,565.12',
        '',
        'CHARGES DETAIL',
        '  Dispatch fee 7% of 5,525.00 ................   386.75',
        '  Quick-pay 2.5% (brokers paid in 2 days) ....   138.13',
        '  Fuel advance WH-26-0879 (EFS 02/24) ........   400.00',
        '  DAT load board share, February .............    35.00',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(40000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([38675, 13813, 3500]);
  });
  it('reads "WH-26-0871  2026-02-23  Kestrel Line Logistics" over its lane as a load, and adds each load\'s loaded and deadhead miles', () => {
    const r = extractSettlement(
      [
        'Carrier statement  WHD-2026-W09      statement date 2026-03-02',
        'LOADS (collected this week)',
        'WH-26-0871  2026-02-23  Kestrel Line Logistics',
        '    Atlanta GA > Charlotte NC      loaded 245 mi  deadhead 35 mi',
        '    flat rate 1,350.00   det 0.00   load total 1,350.00',
        'WH-26-0879  2026-02-24  Pine Mountain Freight Co.',
        '    Charlotte NC > Columbus OH     loaded 431 mi  deadhead 18 mi',
        '    flat rate 2,150.00   det 125.00   load total 2,275.00',
        'NET ACH SENT TO CARRIER  3,625.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('WH-26-0871');
    expect(r.miles.value).toBe(729);
  });
  it('reads a numbered recap: "Your pay (72% share)" is the linehaul, "Charges (section A)" the charges\' total, "Credits (section B)" no charge', () => {
    const r = extractSettlement(
      [
        'LEASE OPERATOR SETTLEMENT                      Deposit date  2026-03-20',
        'A. CHARGES                               THIS PERIOD',
        '   Tractor lease payment wk 41/156           725.00-',
        '   Occupational accident                      36.00-',
        '',
        'B. CREDITS (NOT EARNINGS)',
        '   Scale ticket reimb - CAT #4471 Grand Rapids MI          12.75',
        '',
        'RECAP',
        '   1  Your pay (72% share)                2,473.20',
        '   2  Fuel surcharge (100%)                 477.50',
        '   3  Total compensation                  2,950.70',
        '   4  Charges (section A)                   761.00-',
        '   5  Credits (section B)                    12.75',
        '   6  NET DEPOSIT                         2,202.45',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(247320);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([72500, 3600]);
    expect(r.reimbursements.value).toBe(1275);
    expect(r.reconciliation.status).toBe('balanced');
  });
  it('reads the loads\' numbers under a lettered section heading that names the first column ("C. REVENUE   MILES …")', () => {
    const r = extractSettlement(
      [
        'LEASE OPERATOR SETTLEMENT                      Deposit date  2026-03-20',
        'C. REVENUE                     MILES     REVENUE   SHARE    YOUR PAY      FSC',
        '   MR-30415  2026-03-09          298    1,340.00    72%       964.80   186.20',
        '     Grand Rapids MI > Indianapolis IN',
        '   MR-30429  2026-03-11          176      980.00    72%       705.60   132.40',
        '     Indianapolis IN > Columbus OH',
        '   NET DEPOSIT                                                 1,989.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('MR-30415');
  });
  it('reads a French per-mile statement: "VOYAGES  MILLES  TAUX  MONTANT" ends the reimbursements, "chargés 318  1,95 $/mi" is linehaul, a sum in words with "$" is no item', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÈGLEMENT - VOITURIER (PAIEMENT AU MILLE)',
        '  MONTANT DÉPOSÉ                                                     611,50 $',
        '  Date du dépôt : le vendredi 27 février 2026',
        'RETENUES                                                        MONTANT',
        "  Frais d'administration                                         25,00 $",
        '  Total des retenues                                             25,00 $',
        'REMBOURSEMENTS',
        '  Péages New York State Thruway (reçus joints)                   38,60 $',
        '',
        'VOYAGES                           MILLES        TAUX       MONTANT',
        'V-26-0412  18/02  Mont-Laurier QC > Albany NY',
        '           chargés                  250    1,95 $/mi      487,50 $',
        '           vides                     20    1,20 $/mi       24,00 $',
        '           surcharge carburant      270    0,32 $/mi       86,40 $',
        '                                                        -----------',
        '  Sous-total des voyages (270 milles)                     597,90 $',
        '  TOTAL DES REVENUS                                       597,90 $',
        '',
        'Note 1 : Total des revenus 597,90 $ - retenues 25,00 $ + remboursements 38,60 $ = 611,50 $.',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(51150);
    expect(r.reimbursements.value).toBe(3860);
    expect(r.tripNumber.value).toBe('V-26-0412');
  });
  it('reads the charges listed after the net when they add up to "Deductions (see below)" in the recap above it', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT                                  Pay Date   04/17/26',
        'SETTLEMENT RECAP',
        '   GROSS SETTLEMENT                           3,966.38',
        '   Deductions (see below)                    1,649.88-',
        '   Cash advance 04/08 Comdata                  300.00-',
        '   Escrow deposit                               75.00-',
        '                                         =============',
        '   NET PAY - ACH Banner Bank ...3391          1,941.50',
        'DEDUCTIONS                                        AMOUNT',
        '   Fuel - Comdata (9 transactions)           1,611.38-',
        '   Occupational accident                        38.50-',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([161138, 3850]);
    expect(r.reconciliation.status).toBe('balanced');
  });
  it('reads "ADDED BACK" as what is paid back, and a total of "Deductions & advances" beside the reserve as no misread charge', () => {
    const r = extractSettlement(
      [
        'LEASE OPERATOR COMPENSATION STATEMENT                    Deposit date  Friday, April 3, 2026',
        'DEDUCTIONS AND BALANCES',
        '      Item                              This period            Balance',
        '      Tractor lease #T-2291                  (610.00)          41,220.00',
        '      Fuel card - EFS                      (1,248.90)',
        '      Cash advance 03/25 (EFS)               (250.00)               0.00',
        '      Maintenance reserve deposit            (150.00)           2,400.00',
        'ADDED BACK',
        '      Tolls - Alabama/Texas (receipts)          18.60',
        'RECAP',
        '      Total compensation      Deductions & advances      Reserve      Added back      DIRECT DEPOSIT',
        '                4,000.00                 (2,108.90)     (150.00)           18.60            1,759.70',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([61000, 124890]);
    expect(r.reimbursements.value).toBe(1860);
    expect(r.reconciliation.status).toBe('balanced');
  });
  it('reads a pay stub whose earnings and taxes stand side by side ("EARNINGS … TAXES") with the taxes as charges', () => {
    const r = extractSettlement(
      [
        'EARNINGS STATEMENT                                              Pay Date    03/20/2026',
        'EARNINGS         UNITS    RATE    CURRENT        YTD    TAXES                   CURRENT        YTD',
        'Miles - loaded   1,874   .6200   1,161.88  10,114.68    Federal Income Tax       142.37     831.15',
        'Safety bonus                       100.00     100.00    Medicare                  21.84     168.10',
        'GROSS PAY                        1,261.88  10,214.68',
        'DEDUCTIONS              CURRENT        YTD',
        'Medical - pre-tax         64.00     384.00',
        'NET PAY    1,033.67',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([14237, 2184, 6400]);
  });
  it('reads the rates as the linehaul when the one figure under them sums every column ("Sous-total des services")', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE PAIEMENT - VOITURIER SOUS-TRAITANT                    Relevé no 2026-0311',
        '  Voyage      Date        Trajet                                  Forfait  Surcharge   Attente',
        '  VB-26-5510  09/03/2026  Val-Brillant (QC) > Lévis (QC)       1 180,00 $   212,40 $    0,00 $',
        '  VB-26-5518  10/03/2026  Lévis (QC) > Montréal, arr. Anjou      980,00 $   176,40 $   90,00 $',
        '  Sous-total des services                                      2 638,80 $',
        '  MONTANT VERSÉ                                                2 638,80 $',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(216000);
    expect(r.fuelSurcharge.value).toBe(38880);
  });
  it('dates the pay by "Virement Desjardins (folio 4471902) effectué le 13/03/2026", over the day the statement was issued', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE PAIEMENT - VOITURIER SOUS-TRAITANT',
        '                 Relevé no RP-2026-0306-12          émis le 6 mars 2026',
        'Total des retenues               Montant net versé',
        '2 255,40 $                       2 549,18 $',
        'Virement Desjardins (folio 4471902) effectué le 13/03/2026',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-03-13');
  });
  it('derives the gross from a one-line recap that lists the pay, the charges and a lumper paid back after them', () => {
    const r = extractSettlement(
      [
        'CARRIER PAY STATEMENT  No. PW-0217          Net ACH to carrier sent: Feb 18, 2026',
        'Rates 3,200.00  Detention 60.00  Dispatch fee 8% (256.00)  Fuel adv 02/10 (300.00)  Lumper* 125.00',
        'NET ACH TO CARRIER   2,829.00   (Wells Fargo ...4410)',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(326000);
    expect(r.reimbursements.value).toBe(12500);
  });
  it('reads "LD mi 521  DH mi 18    Rate 2,150.00" under each load as its flat rate, the linehaul', () => {
    const r = extractSettlement(
      [
        'CARRIER PAY STATEMENT                                   ACH sent: Monday, March 9, 2026',
        'Mar 2  FR-229310  Front Range Freight Brokers, Inc.   Denver CO > Salt Lake City UT',
        '       LD mi 521  DH mi 18    Rate 2,150.00   Det 100.00   Fee 180.00',
        'Mar 4  CVL-7781   Cache Valley Logistics LLC          Salt Lake City UT > Boise ID',
        '       LD mi 340  DH mi 25    Rate 1,475.00   Det 0.00     Fee 118.00',
        '  NET ACH SENT TO CARRIER ............................................... 3,427.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(362500);
  });
  it('reads a RATE column beside a "DET/TONU" column as the loads\' linehaul', () => {
    const r = extractSettlement(
      [
        'CARRIER WEEKLY STATEMENT                               ACH sent     2026-03-17',
        'LOAD      PICKUP      BROKER                        LD MI  DH MI      RATE   DET/TONU',
        'FDP-7712  2026-03-09  Lakeshore Freight Solutions     389     46  1,750.00      0.00',
        'FDP-7725  2026-03-10  Prairie Crossing Logistics      195     12    850.00    100.00',
        '4 loads                                               584     58  2,600.00    100.00',
        'NET ACH SENT 2,700.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(260000);
  });
});

describe('rules learned from batches 157 to 160', () => {
  it("takes the face value as a factor's gross when its credit column also holds a reserve release", () => {
    const r = extractSettlement(
      [
        'PURCHASE & REMITTANCE ADVICE                    Schedule No. S-1102   Funded: 14-MAY-2026',
        'ACCOUNT ACTIVITY                                                   DR           CR',
        '  Face value of invoices purchased                                       4,200.00',
        '  Discount fee                                                  105.00',
        '  Reserve held (5%)                                             210.00',
        '  Reserve release - schedule S-1088                                        150.00',
        '                                                             ---------    ---------',
        '                                                                315.00     4,350.00',
        'AMOUNT WIRED TO CLIENT                                                    4,035.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(420000);
    expect(r.escrow.value).toBe(21000);
    expect(r.net.value).toBe(403500);
  });
  it('reads a recap of labels over amounts whose net label names the account as "...7702"', () => {
    const r = extractSettlement(
      [
        'LEASE OPERATOR SETTLEMENT                          Week ending 05/09/2026',
        '   GROSS EARNINGS      TOTAL CHARGES    NET DEPOSIT (Harbor Point CU ...4418)',
        '   3,210.00            1,045.50         2,164.50',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(321000);
    expect(r.net.value).toBe(216450);
  });
  it('reads nothing under "FUND BALANCES AFTER THIS SETTLEMENT" as held this week', () => {
    const r = extractSettlement(
      [
        'LEASE OPERATOR SETTLEMENT                          Week ending 05/09/2026',
        'Gross earnings                 3,210.00',
        'Fuel                             820.40',
        'Maintenance fund                 100.00',
        '--- FUND BALANCES AFTER THIS SETTLEMENT ----------------',
        '   Maintenance fund    Tractor payoff',
        '   2,100.00            38,500.00',
        'Net deposit                    2,289.60',
      ].join('\n'),
    );
    expect(r.escrow.value).toBe(10000);
  });
  it('dates the pay by the "DEPOSIT DATE" heading over a row of three dates, not the settlement date beside it', () => {
    const r = extractSettlement(
      [
        'SETTLEMENT DATE          WEEK ENDING            DEPOSIT DATE',
        'March 11, 2026           March 7, 2026          March 13, 2026',
        'Gross earnings                 2,400.00',
        'Net deposit                    2,050.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-03-13');
  });
  it('reads each load\'s own header and row under its "Load …" line: "Your Share" is the linehaul, the 100% revenue beside it is not', () => {
    const r = extractSettlement(
      [
        'Load KB-2210     Fargo ND to Sioux Falls SD                        picked 04/06',
        '   Miles      Line Haul Rev.   Share %   Your Share    Fuel Surch.   Accessorial',
        '   243        1,150.00         72        828.00        140.20        0.00',
        '',
        'Load KB-2236     Sioux Falls SD to Omaha NE                        picked 04/08',
        '   Miles      Line Haul Rev.   Share %   Your Share    Fuel Surch.   Accessorial',
        '   184        900.00           72        648.00        106.10        40.00 DET',
        '',
        'GROSS EARNINGS 1,762.30',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(147600);
    expect(r.fuelSurcharge.value).toBe(24630);
    expect(r.miles.value).toBe(427);
  });
  it('reads the period\'s column under "Période  Solde avant  Solde après", not the balances after it', () => {
    const r = extractSettlement(
      [
        'TOTAL DES GAINS                                    3 400,00 $',
        'RETENUES ET AVANCES                      Période      Solde avant     Solde après',
        'Carburant                              1 020,00-',
        'Avance du 12-05                          250,00-        250,00 $        0,00 $',
        'Fonds de réserve                          75,00-      1 200,00 $    1 275,00 $',
        'MONTANT DÉPOSÉ                                     2 055,00 $',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(25000);
    expect(r.escrow.value).toBe(7500);
    expect(r.net.value).toBe(205500);
  });
  it('reads "152 mi chargés x 1,72" and "6 mi vides x 1,20" as linehaul and "Surch. carb.  152 x 0,41" as the fuel surcharge', () => {
    const r = extractSettlement(
      [
        'REVENUS (taux au mille)',
        'CC-30118 02/03 Lévis > Québec',
        '   210 mi chargés x 1,70        357,00',
        '     8 mi vides   x 1,20          9,60',
        '  Surch. carb.  218 x 0,40       87,20',
        'TOTAL DES REVENUS               453,80',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(36660);
    expect(r.fuelSurcharge.value).toBe(8720);
  });
  it('reads a "VOYAGES" column of trip numbers, each row a trip with its share and surcharge', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÈGLEMENT DU VOITURIER                               No 2026-0508',
        'VOYAGES                                  Revenu      Part 75 %      Surch.      Autres',
        'V-26-0501  04-05  Laval > Gaspé        2 400,00 $   1 800,00 $   301,20 $     0,00 $',
        'V-26-0507  06-05  Gaspé > Québec       1 600,00 $   1 200,00 $   200,80 $    60,00 $ attente',
        'Sous-totaux                            4 000,00 $   3 000,00 $   502,00 $    60,00 $',
        'TOTAL DES GAINS                                     3 562,00 $',
        'MONTANT DÉPOSÉ                                      3 562,00 $',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('V-26-0501');
    expect(r.linehaul.value).toBe(300000);
    expect(r.fuelSurcharge.value).toBe(50200);
  });
  it('keeps the charges and credits listed under a net printed first when they add up to it', () => {
    const r = extractSettlement(
      [
        'CARRIER STATEMENT                                          Issued 2026-03-13',
        '== 1. PAYMENT =====================================================',
        '   ACH sent 2026-03-13 to First Bank ****2210 ..........  USD 2,131.50',
        '== 2. CHARGES (DR) AND CREDITS (CR) ===============================',
        'Date        Ref         Description                                 Amount',
        '2026-03-13  DISP-FEE    Dispatch fee 8% of 3,100.00                 248.00 DR',
        '2026-03-10  FC-3310     Fuel card - fleet card (4 txns)             720.50 DR',
        '2026-03-09  RT-1101     Load pay - flat rate (Tulsa > Wichita)    1,600.00 CR',
        '2026-03-11  RT-1107     Load pay - flat rate (Wichita > Tulsa)    1,500.00 CR',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(310000);
    expect(r.linehaul.value).toBe(310000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([24800, 72050]);
  });
  it('takes no trip number from a ledger charge\'s reference ("ADV-0412  Fuel advance - Comchek"), only from the loads', () => {
    const r = extractSettlement(
      [
        'CARRIER STATEMENT                                          Issued 2026-03-13',
        'Date        Ref         Description                                 Amount',
        '2026-03-10  ADV-0533    Fuel advance - Comchek 77120031             300.00 DR',
        '2026-03-10  FC-3310     Fuel card - fleet card (4 txns)             720.50 DR',
        '2026-03-09  RT-1101     Load pay - flat rate (Tulsa > Wichita)    1,600.00 CR',
        '2026-03-11  RT-1107     Load pay - flat rate (Wichita > Tulsa)    1,500.00 CR',
        'Net ACH to carrier                                                2,079.50',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('RT-1101');
  });
  it('reads "LOAD 1 of 2  SBL-3307  …" blocks, each with its own header over one row, a "--" in an empty cell', () => {
    const r = extractSettlement(
      [
        'LOAD 1 of 2   SBL-4401   Waycross GA -> Macon GA             delivered 2026-02-02',
        '   Linehaul revenue   Your 72%        Fuel surcharge   Accessorial     Miles',
        '   1,000.00           720.00          90.00            --              201',
        '',
        'LOAD 2 of 2   SBL-4409   Macon GA -> Waycross GA             delivered 2026-02-04',
        '   Linehaul revenue   Your 72%        Fuel surcharge   Accessorial     Miles',
        '   1,100.00           792.00          96.30            50.00 DET       214',
        '',
        'Total earnings                   1,748.30',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(415);
    expect(r.linehaul.value).toBe(151200);
    expect(r.tripNumber.value).toBe('SBL-4401');
  });
  it('reads "Toll reimbursement … (42.60)  credit to you" among the charges as money paid back', () => {
    const r = extractSettlement(
      [
        'Total earnings                                  3,100.00',
        'CHARGES AND CREDITS                              THIS WEEK     BALANCE / NOTE',
        '   Fuel - WEX fleet card                          980.00',
        '   Escrow deposit                                 100.00     escrow bal    1,200.00',
        '   Toll reimbursement (I-PASS)                    (31.25)     credit to you',
        'ACH amount                                      2,051.25',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(3125);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([98000]);
  });
  it('reads a sum in words wrapped onto a second line: the words cut off name its first figure, its terms are the charges', () => {
    const r = extractSettlement(
      [
        'CARRIER PAY STATEMENT                                ACH sent: March 6, 2026',
        'PAYOUT',
        'Gross 3,100.00 - dispatch fees 217.00 - quick-pay fees 46.50 - fuel advance',
        '03/02 (EFS) 300.00 - ELD subscription 29.99 = NET ACH TO CARRIER 2,506.51',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(30000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([21700, 4650, 2999]);
    expect(r.net.value).toBe(250651);
  });
  it('reads on past a lane with the load\'s day under a row ("Knoxville TN > Charlotte NC  01/09")', () => {
    const r = extractSettlement(
      [
        'CARRIER PAY STATEMENT                                ACH sent: January 16, 2026',
        'LOAD #       BROKER / LANE                       MILES  FLAT RATE   ACCESS.',
        '-----------  ----------------------------------  -----  ---------  --------',
        'CGL-778105   Cumberland Gap Logistics Inc          231   1,150.00        --',
        '             Knoxville TN > Charlotte NC  01/09',
        'PFS-44219    Piedmont Freight Solutions            245     900.00     75.00',
        '             Charlotte NC > Atlanta GA  01/12',
        'NET ACH TO CARRIER                                            2,125.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(205000);
    expect(r.miles.value).toBe(476);
  });
  it('keeps the lumper added in a one-line sum ("+ lumper 140.00 = NET ACH SENT") as money paid back, the rest told above', () => {
    const r = extractSettlement(
      [
        'CARRIER STATEMENT #JCD-S-0412                                   Statement date: April 11, 2026',
        'LOAD #    PU      BROKER                              RATE    FEE 9%',
        'JCD-4407  Apr 6   Coso Range Freight Solutions   2,000.00   180.00',
        'JCD-4412  Apr 8   Red Rock Transit Partners LLC  1,000.00    90.00',
        '4 loads                                          3,000.00   270.00',
        'Rates 3,000.00  - fees 270.00  + lumper 95.00  = NET ACH SENT 2,825.00',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(9500);
    expect(r.gross.value).toBe(300000);
  });
  it('takes the recap\'s "Loaded miles … Empty miles …" over a load table whose wrapped rows were read only in part', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT                                      Pay Date   03/06/26',
        'ORDER  DISPATCHED ORIGIN / DESTINATION           LD MI MT MI  DESCRIPTION             AMOUNT',
        '------ ---------- ------------------------------ ----- -----  ------------------- ---------',
        '61210  02/28/26   Eureka CA                        402    20  Mileage pay            793.36',
        '                  to Redding CA                              Fuel surcharge         202.56',
        '                  BOL 5512                                      Load subtotal       995.92',
        '',
        '61233  03/02/26   Redding CA                       377    18  Mileage pay            742.60',
        '                  to Reno NV                                 Fuel surcharge         189.60',
        '                  BOL 5533                                      Load subtotal       932.20',
        'SETTLEMENT RECAP',
        '  Loads: 2        Loaded miles 779        Empty miles 38',
        '  TOTAL GROSS EARNINGS                                      1,928.12',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(817);
  });
  it('reads a row whose broker\'s name ends on the next line beside the load\'s number ("  Inc.  Load TQ-5589120")', () => {
    const r = extractSettlement(
      [
        'CARRIER STATEMENT #MDP-2026-0102                          Statement date: 2026-02-12',
        'Broker / Load #                 Pickup      Lane                   Miles   Flat rate    Extra',
        '------------------------------  ----------  ---------------------  -----  ----------  -------',
        'Harlan Creek Logistics          2026-02-02  Newburgh NY ->           561    1,850.00     0.00',
        '  Load 88219001                             Columbus OH',
        'Sandpiper Freight Solutions,    2026-02-04  Columbus OH ->           384    1,325.00    75.00',
        '  Inc.  Load TQ-5590044                     Nashville TN                               (det.)',
        '                                                                   -----  ----------  -------',
        '                                                                     945    3,175.00    75.00',
        'Net ACH                                                   2,950.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(317500);
    expect(r.miles.value).toBe(945);
    expect(r.tripNumber.value).toBe('88219001');
  });
  it('reads a recap of labels over amounts signed after the figure ("2,273.27-", "73.20+")', () => {
    const r = extractSettlement(
      [
        'STATEMENT OF SETTLEMENT                                  Statement No.  CV-0220-1180',
        ' TOTAL EARNINGS       DEDUCTIONS       REIMBURSEMENTS      NET DEPOSIT',
        '       3,100.00        1,040.50-             40.00+         2,099.50',
      ].join('\n'),
    );
    expect(r.net.value).toBe(209950);
    expect(r.reimbursements.value).toBe(4000);
  });
  it('reads the named items under a load\'s line ("Loaded", "Empty", "Fuel surcharge") as that load\'s, not as its row\'s figures wrapped', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT                                  Pay Date 03/06/26',
        'Load/Ref       Date   Lane / Item                        Miles     Rate      Amount',
        '--------------------------------------------------------------------------------',
        'MRF-26-2201    02/28  Eureka CA - Redding CA',
        '                      Loaded                               150    2.000      300.00',
        '                      Empty (yard)                          20    1.000       20.00',
        '                      Fuel surcharge                       170    0.500       85.00',
        '                                                     Load subtotal          405.00',
        '',
        'MRF-26-2207    03/02  Redding CA - Eureka CA',
        '                      Loaded                               165    2.000      330.00',
        '                      Fuel surcharge                       165    0.500       82.50',
        '                                                     Load subtotal          412.50',
        'TOTAL EARNINGS                                                             817.50',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(65000);
    expect(r.fuelSurcharge.value).toBe(16750);
  });
  it('reads a "Tarif forfait." column as the trips\' linehaul', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÈGLEMENT - VOITURIER                          Date du dépôt : 13 mars 2026',
        '   Voyage      Date        Trajet                  Tarif forfait.   Suppl. carb. 18 %',
        '   V-26-0501   09/03/2026  Rimouski - Montréal         1 200,00 $          216,00 $',
        '   V-26-0507   11/03/2026  Montréal - Rimouski         1 100,00 $          198,00 $',
        '',
        'MONTANT DÉPOSÉ                                       2 714,00 $',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(230000);
    expect(r.fuelSurcharge.value).toBe(41400);
  });
  it("reads a total under the rates' column that equals rates plus surcharges as the sum of both, not the linehaul", () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÈGLEMENT - VOITURIER                          Date du dépôt : 13 mars 2026',
        '   Voyage      Date        Trajet                  Tarif forfait.   Suppl. carb. 18 %',
        '   V-26-0501   09/03/2026  Rimouski - Montréal         1 200,00 $          216,00 $',
        '   V-26-0507   11/03/2026  Montréal - Rimouski         1 100,00 $          198,00 $',
        '   Total des revenus                                 2 714,00 $',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(230000);
  });
  it('reads "Trip - Calgary return  6  310.00  1,860.00" on a pay stub as trip pay, the linehaul', () => {
    const r = extractSettlement(
      [
        'PAY STATEMENT - BI-WEEKLY                    Pay date: 13/03/2026',
        'EARNINGS                      QTY     RATE    THIS PAY   YEAR TO DATE',
        'Trip - Red Deer return          5   280.00    1,400.00       9,800.00',
        'Trip - Banff return             2   195.00      390.00       1,950.00',
        'Load/wait time (hrs)         4.00    29.00      116.00         580.00',
        'Total earnings                                1,906.00      12,330.00',
        'NET PAY                                       1,480.00       9,640.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(179000);
  });
});

describe('rules learned from batches 161 to 164', () => {
  it('reads pay lines under a pay code ("MT  Empty miles (Provo - SLC)  22  0.900  19.80") as linehaul and miles, and a "LOAD DETAIL TOTAL" as the gross', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT                                  Pay Date: 05/08/26',
        'Code  Description                      Miles       Rate        Amount',
        'Trip WR-5501   Disp 05/01/26   Provo UT -> Elko NV',
        'LD    Loaded miles                       410      1.800        738.00',
        'MT    Empty miles (Provo - SLC)           22      0.900         19.80',
        'FSC   Fuel surcharge                     432      0.500        216.00',
        '                                              Trip subtotal     973.80',
        'Trip WR-5507   Disp 05/03/26   Elko NV -> Boise ID',
        'LD    Loaded miles                       230      1.800        414.00',
        'MT    Empty miles (Wells - Elko)          50      0.900         45.00',
        'FSC   Fuel surcharge                     280      0.500        140.00',
        '                                              Trip subtotal     599.00',
        'LOAD DETAIL TOTAL (2 trips)               712                  1,572.80',
        '',
        'DEDUCTIONS',
        '  Occupational accident insurance                              40.00-',
        '  Total deductions                                             40.00-',
        '',
        'NET PAY                                                     1,532.80',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(121680);
    expect(r.miles.value).toBe(712);
    expect(r.gross.value).toBe(157280);
  });
  it('reads items under "SECTION C - ADDED TO YOUR PAY" as money paid back, a permit among them', () => {
    const r = extractSettlement(
      [
        'LEASE OPERATOR STATEMENT                                 Statement date 2026-03-05',
        'SECTION A - CHARGES THIS WEEK',
        'Tractor lease payment                                    640.00',
        'Occupational accident                                     31.10',
        '',
        'SECTION B - EARNINGS',
        'Linehaul share                                         2,400.00',
        '',
        'SECTION C - ADDED TO YOUR PAY',
        'Oregon trip permit - paid by operator (rcpt 5512)         42.00',
        '',
        'DEPOSIT AMOUNT                                         1,770.90',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(4200);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([64000, 3110]);
  });
  it('reads "Your share + FSC + other  3,102.50" in the deposit worked out as the gross', () => {
    const r = extractSettlement(
      [
        'LEASE OPERATOR STATEMENT                                 Statement date 2026-03-05',
        'LOAD        LINE REVENUE    YOUR 72%    FSC 100%',
        'BTL-99120       1,500.00    1,080.00      210.00',
        'BTL-99134       2,500.00    1,800.00      352.50',
        '',
        'HOW YOUR DEPOSIT WAS FIGURED',
        '  Your share + FSC + other            3,442.50',
        '  Charges this week                    -812.00',
        '  Deposit amount                      2,630.50',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(344250);
    expect(r.fuelSurcharge.value).toBe(56250);
  });
  it('keeps "RECAP" before a row of labels over amounts as a heading, so the reimbursements listed above it end there', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT STATEMENT                      ACH deposit  February 6, 2026',
        'Load KT-2201  Loaded miles   412   1.780   733.36',
        'Load KT-2207  Loaded miles   530   1.780   943.40',
        '',
        'CHARGES',
        '  Occupational accident                                   44.80-',
        '  Trailer rental                                         125.00-',
        '',
        'REIMBURSEMENTS (receipts on file)',
        '  Lumper - KT-2207 (rcpt 31-1180)                         95.00',
        '',
        'RECAP        Earnings    Reimb.    Charges       NET ACH',
        '             1,676.76     95.00    169.80-      1,601.96',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(167676);
    expect(r.reimbursements.value).toBe(9500);
    expect(r.net.value).toBe(160196);
  });
  it('reads "ACH deposit  March 6, 2026" beside a statement date as the pay date', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT STATEMENT                     Statement date   March 4, 2026',
        '                                                    ACH deposit      March 6, 2026',
        'Linehaul                                   1,200.00',
        'NET ACH                                    1,200.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-03-06');
  });
  it('reads "value date Mar 6, 2026" after the amount sent as the pay date, not the day the advice was issued', () => {
    const r = extractSettlement(
      [
        'CARRIER PAYOUT ADVICE  No. 5521                          Issued Mar 5, 2026',
        'ACH SENT TO CARRIER:  $1,116.00   value date Mar 6, 2026',
        '  Collected from brokers, 1 load           1,200.00',
        '  Dispatch fee 7% of collected               -84.00',
      ].join('\n'),
    );
    expect(r.date.value).toBe('2026-03-06');
  });
  it('reads "Voy. GRG-70211" (voyage cut short) as the trip', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR            Date du versement : 20 mars 2026',
        'Voy. GRG-70211  09/03  La Tuque > Trois-Rivières',
        '   Tarif forfaitaire                  1 450,00 $',
        'Voy. GRG-70218  11/03  Trois-Rivières > Québec',
        '   Tarif forfaitaire                  1 820,00 $',
        'MONTANT NET VERSÉ PAR VIREMENT        3 270,00 $',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('GRG-70211');
  });
  it('reads a load table whose header wraps onto two lines ("Revenu de" over "transport") with the first row right under it', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÈGLEMENT - VOITURIER                          Date du dépôt : 13 mars 2026',
        'No voyage  Trajet / client                   Revenu de     Part       Surcharge',
        '                                              transport     78 %       carburant',
        'RBX-5102   Rimouski -> Montréal-Est          1 500,00   1 170,00      190,00',
        '           (Scierie du Bas-Saint-Laurent)',
        'RBX-5109   Montréal -> Rimouski              1 300,00   1 014,00      160,00',
        '',
        'MONTANT NET VERSÉ                                        2 534,00 $',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('RBX-5102');
    expect(r.linehaul.value).toBe(218400);
    expect(r.fuelSurcharge.value).toBe(35000);
  });
  it('adds the recap\'s "Loaded miles 1,020   Empty miles 75" together, not the loaded ones and the first load\'s empty miles', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT                                   Pay date 04/24/26',
        'TRIP FL-26-5501  04/12  Spokane WA -> Portland OR',
        '     Shipper: Inland Pulp & Paper Co.',
        '     Loaded miles   352  x 1.950             686.40',
        '     Empty miles     30  x 1.100              33.00',
        'TRIP FL-26-5507  04/14  Portland OR -> Boise ID',
        '     Shipper: Willamette Cold Storage',
        '     Loaded miles   668  x 1.950           1,302.60',
        '     Empty miles     45  x 1.100              49.50',
        '',
        'RECAP',
        '  Loaded miles 1,020      Empty miles 75',
        '  Gross earnings                                  2,071.50',
        '  NET PAY                                         2,071.50',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1095);
  });
  it('leaves "Total reserve account after funding: 3,210.40" beside the reserve held out of the escrow', () => {
    const r = extractSettlement(
      [
        'PURCHASE & FUNDING ADVICE                                   Funding Date   02 APR 2026',
        'FUNDING CALCULATION',
        '  Total face value of invoices                                   5,000.00',
        '  Less: discount fee 3%                                           (150.00)',
        '  Less: reserve 10%                                               (500.00)',
        '  AMOUNT WIRED TO CLIENT                                          4,350.00',
        '',
        '  Reserve held on this schedule: 500.00     Total reserve account after funding: 3,210.40',
      ].join('\n'),
    );
    expect(r.escrow.value).toBe(50000);
  });
  it('ends the charges at a "SOMMAIRE" heading, so the summary\'s services and taxes printed as labels over amounts are no charges', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÈGLEMENT — VOITURIER-REMORQUEUR        Date du relevé : 18 février 2026',
        'RETENUES',
        '  Assurance responsabilité et cargaison                           118,00 $',
        '  Location de remorque R-2207                                     210,00 $',
        '',
        'SOMMAIRE',
        '   Services         TPS 5 %        TVQ 9,975 %         Total des gains',
        '   2 000,00 $       100,00 $       199,50 $            2 299,50 $',
        '',
        '   Retenues         Montant net déposé',
        '   328,00 $         1 971,50 $',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([11800, 21000]);
  });
  it('reads "Retención de ISR 1.25% s/ $ 36.000,00  $ 450,00" as one charge of 450,00, the base after "s/" (sobre) no charge', () => {
    const r = extractSettlement(
      [
        'LIQUIDACIÓN A PERMISIONARIO                        Ojocaliente, Zac., a 13 de marzo de 2026',
        'Total percepciones                                              $ 40.000,00',
        'RETENCIONES Y DESCUENTOS',
        '  Retención de ISR 1.25% s/ $ 36.000,00 (RESICO)                    $ 450,00',
        '  Servicio de rastreo satelital, marzo                              $ 580,00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([45000, 58000]);
  });
  it('reads "Participación permisionario 80 %" per trip as the linehaul, and "Flete cobrado al cliente" beside it as the customer\'s freight', () => {
    const r = extractSettlement(
      [
        'LIQUIDACIÓN SEMANAL A PERMISIONARIO              Fecha de pago: 23 de enero de 2026',
        'VIAJE TT-9901   Carta Porte CP-A 30931   Salida 12/ene/2026',
        '   Flete cobrado al cliente ....................     40.000,00',
        '   Participación permisionario 80 % ............     32.000,00',
        '   Subtotal del viaje ..........................     32.000,00',
        '',
        'VIAJE TT-9906   Carta Porte CP-A 30958   Salida 14/ene/2026',
        '   Flete cobrado al cliente ....................     25.000,00',
        '   Participación permisionario 80 % ............     20.000,00',
        '   Subtotal del viaje ..........................     20.000,00',
        '',
        'NETO A PAGAR (transferencia SPEI)                  $ 52.000,00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(5200000);
  });
  it('reads "Fondo de reserva (aportación semanal; saldo acumulado $9,000.00)  1,000.00" as the escrow held, the long remark set aside', () => {
    const r = extractSettlement(
      [
        'LIQUIDACIÓN A PERMISIONARIO                          Fecha de pago: 27 de marzo de 2026',
        'Total percepciones                                                     20,000.00',
        'DESCUENTOS',
        '  Rastreo satelital GPS                                                   348.00',
        '  Fondo de reserva (aportación semanal; saldo acumulado $9,000.00)      1,000.00',
        'NETO A PAGAR AL PERMISIONARIO:                                        $18,652.00',
      ].join('\n'),
    );
    expect(r.escrow.value).toBe(100000);
  });
  it('reads the trips\' amounts as the freight when they and the "Maniobras" under a trip make the "Subtotal fletes y maniobras"', () => {
    const r = extractSettlement(
      [
        'LIQUIDACIÓN A PERMISIONARIO                          Fecha de pago: 27 de marzo de 2026',
        'No. viaje   Fecha       Cliente / ruta                          Importe',
        '---------   ---------   -------------------------------   -----------',
        'GFI-3307    17-mar-26   Cementos del Istmo, S.A. de C.V.     16,000.00',
        'GFI-3315    19-mar-26   Química del Golfo, S.A. de C.V.      12,000.00',
        '                        Maniobras de descarga                 1,000.00',
        '',
        'Subtotal fletes y maniobras: $29,000.00    IVA 16%: $4,640.00    Total percepciones: $33,640.00',
        'NETO A PAGAR AL PERMISIONARIO:                                 $33,640.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(2800000);
  });
  it('drops a pay stub\'s summary "TAXES" that the "Total taxes" under the taxes prints again', () => {
    const r = extractSettlement(
      [
        'EARNINGS STATEMENT                                              Pay Date   01/16/2026',
        '  GROSS PAY       TAXES           DEDUCTIONS      NET PAY',
        '  1,400.00        250.00          100.00          1,050.00           This period',
        '  2,800.00        500.00          200.00          2,100.00           Year to date',
        '',
        'EARNINGS                     Units    Rate     Current         YTD',
        'Mileage pay               2,000 mi   0.700    1,400.00    2,800.00',
        'Total earnings                                1,400.00    2,800.00',
        '',
        'TAXES                   Current       YTD   DEDUCTIONS           Current       YTD',
        'Federal income tax       150.00    300.00   401(k) 4%              56.00    112.00',
        'Social Security           86.80    173.60   Medical - Sec 125      44.00     88.00',
        'NY SDI                     0.60      1.20',
        'NY Paid Family Leave      12.60     25.20',
        'Total taxes              250.00    500.00   Total deductions      100.00    200.00',
        '',
        'DIRECT DEPOSIT   Checking NBT ****2210  950.00    Savings NBT ****7781  100.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents).sort((a, b) => a - b)).toEqual([
      60, 1260, 4400, 5600, 8680, 15000,
    ]);
  });
  it('reads this period\'s figure, not the balance, under "THIS PERIOD BALANCE -" with a speck OCR left after the heading', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR SETTLEMENT Pay date 04/24/26',
        'Gross earnings 2,400.00',
        'DEDUCTIONS & WITHHOLDINGS THIS PERIOD BALANCE -',
        'Occupational accident - Zenith 39.60 .',
        'EFS cash advance 04/14 (ck 5120337) 250.00 0.00',
        'Escrow deposit 75.00 1,650.00 |',
        'NET PAY 2,035.40',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(25000);
    expect(r.escrow.value).toBe(7500);
  });
  it('reads this period\'s figure under "THIS WEEK BALANCE OWED" and under "This Period _ Balance After ." on OCR\'d lines', () => {
    for (const heading of [
      'SECTION A - CHARGES THIS WEEK BALANCE OWED',
      'CHARGES AND ACCOUNT BALANCES This Period _ Balance After .',
      'DEDUCTIONS AMOUNT BALANCE ’',
    ]) {
      const r = extractSettlement(
        [
          'LEASE OPERATOR STATEMENT Deposit date 2026-02-06',
          'Gross earnings 3,000.00',
          heading,
          'Tractor lease payment 612.50 70,627.50',
          'Maintenance escrow deposit 150.00 2,850.00 held',
          'Deposit amount 2,237.50',
        ].join('\n'),
      );
      expect(r.escrow.value).toBe(15000);
      expect(r.deductions.map((d) => d.amountCents)).toEqual([61250]);
    }
  });
  it('reads the rate as the linehaul in an OCR\'d load table whose header "Rate . Acc. Total" names the loads\' extras and total', () => {
    const r = extractSettlement(
      [
        'CARRIER SETTLEMENT STATEMENT Statement date: 2026-03-13',
        '# Load # Broker PU date Miles Rate . Acc. Total RPM Fee 8%',
        '1 7734120 Blue Heron Logistics 2026-03-02 568 1,650.00 - 1,650.00 2.90 132.00',
        '2 RB-20977 Ridgeback Freight LLC 2026-03-04 245 825.00 75.00 900.00 3.67 72.00',
        '3 TG448015 Tallgrass Brokerage Inc 2026-03-05 424 1,275.00 - 1,275.00 3.01 102.00',
        'TOTALS 1237 3,750.00 75.00 3,825.00 306.00',
        'NET ACH SENT TO CARRIER 2026-03-13 3,519.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(375000);
  });
});

describe('rules learned from batches 165 to 168', () => {
  it('reads the net from a running-balance ledger\'s closing balance, and a line "Lumper reimb." as paid back, not earned', () => {
    const r = extractSettlement(
      [
        'CARRIER ACCOUNT STATEMENT                         Statement date: March 6, 2026',
        'DATE   DESCRIPTION                                   AMOUNT         BALANCE',
        '-------------------------------------------------------------------------------',
        'Mar 2  Opening balance                                                   0.00',
        'Mar 2  Load AB-1207  flat rate                    1,800.00 CR     1,800.00 CR',
        'Mar 4  Lumper reimb. AB-1207                        120.00 CR     1,920.00 CR',
        'Mar 5  Load AB-1219  flat rate                    1,400.00 CR     3,320.00 CR',
        'Mar 6  Dispatch fee - weekly flat                    250.00 DR     3,070.00 CR',
        '-------------------------------------------------------------------------------',
        'Closing balance due carrier                                        3,070.00 CR',
      ].join('\n'),
    );
    expect(r.net.value).toBe(307000);
    expect(r.gross.value).toBe(320000);
    expect(r.reimbursements.value).toBe(12000);
  });
  it('does not take the carrier\'s account number ("Account:  CVD-0088") for the first load of its series', () => {
    const r = extractSettlement(
      [
        'CARRIER ACCOUNT STATEMENT    Statement date: March 6, 2026',
        'Account:  CVD-0088              Week of March 2 - March 6, 2026',
        'Load CVD-2207  flat rate   1,850.00',
        'Load CVD-2211  flat rate   2,300.00',
        'Dispatch fee   -275.00',
        'Net paid   3,875.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('CVD-2207');
  });
  it('names a sum worked in words by the words after its result ("= $6,570.00 load revenue", a total when its steps only add), and an unnamed result of charges taken off is the net', () => {
    const r = extractSettlement(
      [
        'CARRIER PAY STATEMENT',
        '  NET ACH SENT TO CARRIER:  $4,310.00     ACH date 2026-02-05',
        'WHAT CAME OUT',
        '  Dispatch fee 8% of load revenue                  -$400.00',
        '  EFS fuel advance 2026-01-27, repaid              -$300.00',
        '  ELD subscription, February                        -$40.00',
        'HOW THE NUMBERS WORK',
        '  $4,900.00 flat rates + $100.00 detention = $5,000.00 load revenue',
        '  $5,000.00 - $440.00 fees/charges - $300.00 advance + $50.00 lumper = $4,310.00',
        'LOADS THIS WEEK (2)',
        '[1] Load # 4471902   2026-01-26  Fresno, CA -> Phoenix, AZ',
        '    Flat rate  $2,900.00  |  Detention    $0.00  |  Lumper     $50.00  |  Load total  $2,950.00',
        '[2] Load # 2210587   2026-01-28  Phoenix, AZ -> El Paso, TX',
        '    Flat rate  $2,000.00  |  Detention  $100.00  |  Lumper      $0.00  |  Load total  $2,100.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(500000);
    expect(r.net.value).toBe(431000);
    expect(r.advances.value).toBe(30000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([40000, 4000]);
  });
  it('reads a running-balance ledger paid out by "ACH to <the operator\'s name>" as the net, and "72% of line revenue" as the linehaul', () => {
    const r = extractSettlement(
      [
        'OPERATOR ACCOUNT STATEMENT                               Pay date:  January 27, 2026',
        'DATE    DESCRIPTION                                 REF                AMOUNT         BALANCE',
        '---------------------------------------------------------------------------------------------',
        'Jan 18  Opening balance                                                               0.00',
        'Jan 19  Load TCE-30518  Scranton PA - Columbus OH',
        '          72% of line revenue 3,000.00              TCE-30518     2,160.00 CR     2,160.00 CR',
        '          Fuel surcharge (100%)                     TCE-30518       400.00 CR     2,560.00 CR',
        'Jan 24  Tractor lease pmt #88 of 156 - Unit 716     LSE-716         700.00 DR     1,860.00 CR',
        'Jan 24  Maintenance reserve deposit                 MRA             100.00 DR     1,760.00 CR',
        'Jan 27  ACH to Ridge Hauling LLC ..4471             ACH           1,760.00 DR         0.00',
        '---------------------------------------------------------------------------------------------',
      ].join('\n'),
    );
    expect(r.net.value).toBe(176000);
    expect(r.gross.value).toBe(256000);
    expect(r.linehaul.value).toBe(216000);
    expect(r.escrow.value).toBe(10000);
  });
  it('reads an OCR\'d ledger under "AMOUNT BALANCE |", takes "1560.00 DR" for the 150.00 its balances moved, and sets aside "ACCOUNT BALANCES: BEGIN THIS STATEMENT END"', () => {
    const r = extractSettlement(
      [
        'OPERATOR ACCOUNT STATEMENT Pay date: January 27, 2026',
        'DATE DESCRIPTION REF . AMOUNT BALANCE |',
        'Jan 18 Opening balance : . 0.00',
        'Jan 19 Load revenue TCE-30518 2,500.00 CR 2,500.00 CR',
        'Jan 24 Tractor lease pmt LSE-716 700.00 DR 1,800.00 CR',
        'Jan 24 Maintenance reserve deposit MRA 1560.00 DR 1,650.00 CR',
        'Jan 27 Net ACH to carrier 1,650.00 DR 0.00 :',
        'ACCOUNT BALANCES: BEGIN THIS STATEMENT END',
        'Maintenance reserve 2,850.00 150.00 CR 3,000.00 CR i',
        'Lease equity 14,287.00 700.00 CR 14,987.00 CR :',
      ].join('\n'),
    );
    expect(r.net.value).toBe(165000);
    expect(r.escrow.value).toBe(15000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([70000]);
  });
  it('reads a disbursement strip ("YOUR COMP  WITHHELD  ADVANCES  RESERVE  RETURNED  ACH TO OPERATOR") over the detail, and "OPERATOR-PAID EXPENSES RETURNED" as paid back', () => {
    const r = extractSettlement(
      [
        'OPERATOR SETTLEMENT      No. 2026-08-0217          Settlement date 2026-02-24',
        '(A) AMOUNTS WITHHELD                             THIS PERIOD',
        '    Tractor lease (wk 33 of 156)                   600.00-',
        '    Fuel - EFS fleet card                        1,000.00-',
        '    Fuel advance 2026-02-17 (EFS check)            400.00-',
        '    Maintenance reserve deposit                    200.00-',
        '',
        '(B) OPERATOR-PAID EXPENSES RETURNED',
        '    Scale tickets (2) - receipts                     30.00',
        '    Trailer washout - Amarillo                       45.00',
        '',
        '(C) REVENUE',
        '    Linehaul share 72%                            3,900.00',
        '',
        '(D) DISBURSEMENT',
        '   YOUR COMP      WITHHELD      ADVANCES       RESERVE      RETURNED   ACH TO OPERATOR',
        '    3,900.00      1,600.00-       400.00-       200.00-        75.00          1,775.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(390000);
    expect(r.net.value).toBe(177500);
    expect(r.reimbursements.value).toBe(7500);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([60000, 100000]);
  });
  it('keeps reading the period\'s column under "THIS PERIOD  YEAR TO DATE  BALANCE AFTER" past a section\'s name alone on its line ("DEDUCTIONS")', () => {
    const r = extractSettlement(
      [
        'LEASE OPERATOR SETTLEMENT    Pay date: 08-MAY-2026',
        '                                             THIS PERIOD   YEAR TO DATE  BALANCE AFTER',
        '                                             -----------   ------------  -------------',
        'COMPENSATION',
        '    Line haul 2,500.00 x 72%                    1,800.00',
        ' Total compensation                             1,800.00      75,608.10',
        '',
        'DEDUCTIONS',
        ' Tractor lease payment (wk 71 of 260)            725.00-     12,325.00-      61,884.20',
        ' Fuel - EFS card                                 400.00-      9,914.18-',
        ' Fuel advance 05/01 (EFS code)                   150.00-        750.00-           0.00',
        ' Escrow / maintenance reserve (1)                100.00-      1,700.00-       2,650.00',
        ' Total deductions                              1,375.00-     24,689.18-',
        '',
        'NET DIRECT DEPOSIT                                425.00      37,276.02',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(15000);
    expect(r.escrow.value).toBe(10000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([72500, 40000]);
  });
  it('reads the trip from a load\'s heading of its number and lane alone (" MRL-33016  Newburgh NY - Scranton PA"), OCR\'s speck after it or not', () => {
    for (const heading of [
      ' MRL-33016  Newburgh NY - Scranton PA',
      'MRL-33016 Newburgh NY - Scranton PA .',
    ]) {
      const r = extractSettlement(
        [
          'LEASE OPERATOR SETTLEMENT    Pay date: 08-MAY-2026',
          'COMPENSATION',
          heading,
          '    Line haul 1,150.00 x 72%                      828.00',
          ' MRL-33029  Scranton PA - Harrisburg PA (2 drops)',
          '    Line haul 1,480.00 x 72%                    1,065.60',
          'NET DIRECT DEPOSIT                              1,893.60',
        ].join('\n'),
      );
      expect(r.tripNumber.value).toBe('MRL-33016');
    }
  });
  it('reads "Fee 8%  108.00 DR" under each load as the detail of "Dispatch fees (3 loads)" in the summary, and "#7734019  BROKER  04/13/26  Portland ME > Chelsea MA" as the first load', () => {
    const r = extractSettlement(
      [
        'CARRIER WEEKLY STATEMENT     Stmt date 04/20/26',
        'LOADS BOOKED AND COLLECTED ON YOUR BEHALF',
        '#7734019    NORTHWAY LOGISTICS GROUP         04/13/26  Portland ME > Chelsea MA',
        '    Rate 1,350.00 flat   Det 0.00   Fee 8% 108.00 DR',
        '#BK-55102   Pemigewasset Freight Partners    04/14/26  Chelsea MA > Hartford CT',
        '    Rate 950.00 flat   Det 0.00   Fee 8% 76.00 DR',
        '#L-208813   ALLAGASH CROSSDOCK BROKERAGE     04/16/26  Hartford CT > Bangor ME',
        '    Rate 1,875.00 flat   Det 0.00   Fee 8% 150.00 DR',
        '',
        'SUMMARY                                               CR          DR',
        '  Flat rates (3)                                4,175.00',
        '  Dispatch fees (3 loads)                                    334.00',
        '  Load board / tracking (weekly)                              15.00',
        '  ------------------------------------------------------------------',
        '  NET ACH TO CARRIER  3,826.00 CR   sent 04/21/26',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('7734019');
    expect(r.deductions.map((d) => d.amountCents)).toEqual([33400, 1500]);
  });
  it('keeps the charges under a net printed first when the gross and they add up to it ("Gross freight collected 5,950.00 | Dispatch fee 8% -476.00 | …")', () => {
    const r = extractSettlement(
      [
        'CARRIER PAYOUT STATEMENT  No. HJD-PO-0219     Statement: Thursday, March 5, 2026',
        '>>> NET ACH SENT TO CARRIER $5,100.00 on Friday, March 6, 2026 (First Interstate Bank ****2207) <<<',
        '',
        'HOW WE GOT THERE',
        '  Gross freight collected 6,000.00  |  Dispatch fee 8% -480.00  |  Quick-pay 2% -120.00',
        '  Fuel advance repaid (EFS 02/25) -400.00  |  Trailer interchange ins. -35.00',
        '  Lumper passed back* +135.00',
        '  = 5,100.00',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(600000);
    expect(r.advances.value).toBe(40000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([48000, 12000, 3500]);
  });
  it('adds each load\'s loaded and deadhead miles printed as "563/48" under "LD/DH mi"', () => {
    const r = extractSettlement(
      [
        'CARRIER PAYOUT STATEMENT  No. HJD-PO-0219     Statement: Thursday, March 5, 2026',
        '  Load #        Broker                         Lane                        LD/DH mi   Flat rate',
        '  PLX-440918    Palisades Logistics Group      Idaho Falls ID > Denver CO    563/48    2,300.00',
        '  7719033       Snake Bend Brokerage, Inc.     Denver CO > Omaha NE           540/0    1,650.00',
        'NET ACH SENT TO CARRIER   3,950.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(1151);
  });
  it('reads the net, not the last of the accounts it was split between ("Direct deposit Checking ****3318  956.99")', () => {
    const r = extractSettlement(
      [
        'EARNINGS STATEMENT     Pay Date  Mar 13, 2026',
        'GROSS PAY                         1,469.44',
        'TOTAL DEDUCTIONS                    412.45',
        'NET PAY                           1,056.99',
        '  Direct deposit  Savings  ****0912     100.00',
        '  Direct deposit  Checking ****3318     956.99',
      ].join('\n'),
    );
    expect(r.net.value).toBe(105699);
  });
  it('reads the trips table\'s first load as the trip when an advance above the table names its second ("Anticipo viaje ZAP-6127")', () => {
    const r = extractSettlement(
      [
        'LIQUIDACIÓN A PERMISIONARIO No. LP-2026-0311     Fecha de pago: 13 de marzo de 2026',
        'PERCEPCIONES',
        'Fletes (2 viajes)                28.300,00',
        'DEDUCCIONES',
        'Anticipo viaje ZAP-6127         3.000,00-',
        'NETO A PAGAR          $ 25.300,00',
        '',
        'RELACIÓN DE VIAJES',
        'Folio     Fecha       Ruta                                               Flete      Otros',
        '-----------------------------------------------------------------------------------------',
        'ZAP-6120  02/03/2026  Saltillo, Coah. - Apodaca, N.L.                 9.800,00       0,00',
        'ZAP-6127  04/03/2026  Apodaca, N.L. - San Luis Potosí, S.L.P.        18.500,00       0,00',
        '-----------------------------------------------------------------------------------------',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('ZAP-6120');
  });
  it('reads "Retenues et frais (détail ci-dessous)" as the charges\' total and the lines under "DÉTAIL DES RETENUES" as charges', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE PAIEMENT - VOITURIER ARTISAN          Date de paiement : 20 mars 2026',
        'SOMMAIRE                                           PÉRIODE             CUMUL 2026',
        'Voyages (forfaits)                              2 855,00 $           24 716,50 $',
        'TOTAL DES GAINS                                 2 855,00 $           24 716,50 $',
        'Retenues et frais (détail ci-dessous)          -1 300,00 $          -14 004,17 $',
        'MONTANT DÉPOSÉ                                  1 555,00 $           10 712,33 $',
        '',
        'DÉTAIL DES RETENUES (taxes incluses)',
        '  Carburant - carte flotte (6 achats)         1 100,00 $',
        '  Location remorque plateau 48 pi               158,80 $',
        '  Cotisation CNESST                              41,20 $',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([110000, 15880, 4120]);
  });
  it('ends the charges at a heading "MÁS" (plus): what follows is added back', () => {
    const r = extractSettlement(
      [
        'LIQUIDACIÓN A PERMISIONARIO      Fecha de pago: 27 de febrero de 2026',
        '  Fletes                                                 40.000,00',
        'DESCUENTOS',
        '  Vales de diésel (3)  V-20931, V-20944, V-20958         -14.350,00',
        '  Seguro de carga (prorrateo semanal)                       -850,00',
        '',
        'MÁS',
        '  Reembolso de casetas (comprobantes IAVE anexos)        2.315,00',
        '',
        'NETO A PAGAR                                              27.115,00',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(231500);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([1435000, 85000]);
  });
  it('reads every row of a trips table whose wrapped remark ends in figures ("26 24 3471 6001882)"), and its freight, not "Fletes y maniobras", as the linehaul', () => {
    const r = extractSettlement(
      [
        'LIQUIDACIÓN A PERMISIONARIO      Fecha de pago: 27 de febrero de 2026',
        'VIAJES REALIZADOS',
        'Carta Porte  Fecha       Ruta / Cliente                                 Flete    Maniobras',
        'LFN-7731     17/02/2026  Monterrey, N.L. - Nuevo Laredo, Tamps.      18.500,00     1.200,00',
        '                         Cliente: Aceros y Perfiles del Bajío',
        'LFN-7745     19/02/2026  Nuevo Laredo, Tamps. - Saltillo, Coah.      16.200,00         0,00',
        '                         Cliente: Autopartes Ramos Arizpe (pedimento',
        '                         26 24 3471 6001882)',
        'LFN-7752     21/02/2026  Saltillo, Coah. - Monterrey, N.L.            7.800,00         0,00',
        '                         Cliente: Vidriera Industrial del Norte',
        '',
        '  Fletes y maniobras                                      43.700,00',
        '  Vales de diésel (3)                                    -14.350,00',
        'NETO A PAGAR                                              29.350,00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(4250000);
  });
  it('reads a summary\'s "(-) Retenciones y descuentos" as the total of the charges detailed under the net, with the advance told apart', () => {
    const r = extractSettlement(
      [
        'LIQUIDACIÓN SEMANAL A PERMISIONARIO      Fecha de pago: 30 de abril de 2026',
        '=============================== RESUMEN ================================',
        '  Total percepciones                                         $ 62.000,00',
        '  (-) Retenciones y descuentos                               $ 26.000,00',
        '  (-) Anticipo de viáticos                                    $ 3.000,00',
        '  (-) Fondo de garantía                                       $ 1.000,00',
        '  (+) Reembolso de casetas                                    $ 2.486,00',
        '  NETO A PAGAR                                               $ 34.486,00',
        '=========================================================================',
        'RETENCIONES Y DESCUENTOS',
        '  Retención IVA 4 %                                           $ 2.400,00',
        '  Diesel - vales (837 lts)                                   $ 22.000,00',
        '  Seguro de carga (prorrata semanal)                          $ 1.150,00',
        '  Rastreo satelital GPS                                         $ 450,00',
        '  Total retenciones y descuentos                             $ 26.000,00',
        'ANTICIPOS Y FONDO',
        '  Anticipo de viáticos entregado 20/04/2026                   $ 3.000,00',
        '  Fondo de garantía (saldo acumulado $ 12.000,00)             $ 1.000,00',
        'REEMBOLSOS (comprobantes anexos)',
        '  Casetas IAVE Guadalajara-Manzanillo-León                    $ 2.486,00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([240000, 2200000, 115000, 45000]);
    expect(r.advances.value).toBe(300000);
  });
  it('reads "Forfait" alone under each trip (a flat rate) as its linehaul', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÈGLEMENT      Date de paiement : 13 mars 2026',
        'REVENUS',
        'Voyage FRE-6021  02/03  Frelighsburg > Toronto',
        '   Forfait                      1 450,00 $',
        '   Surcharge carburant            212,35 $',
        'Voyage FRE-6034  04/03  Montréal > Québec',
        '   Forfait                        780,00 $',
        'RETENUES',
        '   Assurance responsabilité        96,40 $',
        'MONTANT DÉPOSÉ                  2 345,95 $',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(223000);
  });
  it('reads "Subtotal (fletes $ 57.650,00 + otros $ 2.700,00)  $ 60.350,00" as its two named parts, the freight the linehaul', () => {
    const r = extractSettlement(
      [
        'LIQUIDACIÓN SEMANAL A PERMISIONARIO      Fecha de pago: 30 de abril de 2026',
        'PERCEPCIONES - DETALLE DE VIAJES',
        '  Viaje         Fecha       Ruta                                           Importe',
        '  MAS-2604-117  20/04/2026  Guadalajara, Jal. - Manzanillo, Col.       $ 18.500,00',
        '                              Maniobras de carga                        $ 1.200,00',
        '  MAS-2604-122  22/04/2026  Manzanillo, Col. - León, Gto.              $ 24.800,00',
        '  Subtotal (fletes $ 43.300,00 + otros $ 1.200,00)                     $ 44.500,00',
        '  IVA 16 %                                                              $ 7.120,00',
        '  Total percepciones                                                   $ 51.620,00',
        '  Diesel - vales                                                      -$ 21.000,00',
        'NETO A PAGAR                                                           $ 30.620,00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(4330000);
  });
  it('reads a section heading with OCR\'s specks and a stray digit after it ("MAS . 5 :")', () => {
    const r = extractSettlement(
      [
        'LIQUIDACION A PERMISIONARIO Fecha de pago: 27 de febrero de 2026',
        'Fletes 40.000,00',
        'DESCUENTOS',
        'Vales de diesel (3) V-20931, V-20944 -14.350,00',
        'Seguro de carga (prorrateo semanal) -850,00',
        'MAS . 5 :',
        'Reembolso de casetas (comprobantes IAVE anexos) .. 2.315,00 :',
        'NETO A PAGAR 27.115,00',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(231500);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([1435000, 85000]);
  });
  it('reads "Dispatch fee 6% of load pay" as a charge, and an "advance limit" in the notes as no advance', () => {
    const r = extractSettlement(
      [
        'CARRIER PAY STATEMENT  #MBD-2539-07     Transfer : 2025-10-03',
        '| Load pay                    $3,600.00 |   - Next week fuel advance limit: $400.',
        '',
        'Gross load pay (3 loads, 923 mi)                       $3,600.00',
        '',
        'WHAT WE TOOK OUT',
        '   Dispatch fee 6% of load pay                            216.00',
        '   Trailer rental, week 39                                175.00',
        '   Fuel advance 2025-09-24 (EFS)                          250.00',
        'WHAT WE ADDED BACK',
        '   Lumper reimbursement, PP-77120                         120.00',
        '',
        'FUNDS TRANSFERRED TO CARRIER                           $3,079.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([21600, 17500]);
    expect(r.advances.value).toBe(25000);
    expect(r.reimbursements.value).toBe(12000);
  });
  it('reads the lines under "ANTICIPOS A DESCONTAR" as advances and under "FONDO DE GARANTÍA" as escrow', () => {
    const r = extractSettlement(
      [
        'LIQUIDACIÓN DE VIAJES - OPERADOR PERMISIONARIO     Fecha de pago: 17/07/2026',
        '   TOTAL PERCEPCIONES                          $      50,000.00',
        'DEDUCCIONES Y RETENCIONES',
        '   Vale diesel 118204 (Pemex Zapopan)                9,643.80',
        '   Rastreo GPS                                         450.00',
        'ANTICIPOS A DESCONTAR',
        '   Viaje SA-10472                                    3,000.00',
        'FONDO DE GARANTÍA',
        '   Aportación quincenal                              1,500.00',
        '   NETO A PAGAR                                     35,406.20',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(300000);
    expect(r.escrow.value).toBe(150000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([964380, 45000]);
  });
});

describe('rules learned from batches 169 to 172', () => {
  it('reads "PAY STATEMENT - LEASE OPERATOR" as a settlement, not a wage stub', () => {
    const r = extractSettlement(
      [
        'MOSCA PASS TRACTOR LEASING, LLC',
        'PAY STATEMENT - LEASE OPERATOR                    Pay date:  2026-02-06',
        'Operator: D. Archuleta   ID LO-3310',
        ' GROSS COMP      DEDUCTIONS      DIRECT DEPOSIT',
        ' 3,200.00        (1,150.00)      2,050.00',
        'CHARGES',
        '  Tractor lease pmt  wk 12 of 156                (850.00)',
        '  Fuel - fleet card                              (300.00)',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('settlement_statement');
  });
  it("reads a dock labour service's unloading receipt as an other document, not a repair invoice", () => {
    const r = extractSettlement(
      [
        'OKEECHOBEE DOCK LABOR SERVICES, INC.',
        'Unloading Receipt - Door 12',
        'Receipt #: ODL-55120     Date: 4/02/26',
        'Carrier: PALMDALE REEFER LLC    Trailer R771',
        '  Unload 22 pallets (flat rate)        240.00',
        '  TOTAL CHARGED                        240.00',
        'Paid by: Comchek express code ****1120',
      ].join('\n'),
    );
    expect(r.documentType.value).toBe('other');
  });
  it('reads a row of labels over figures that starts with the pay date and the count of loads, with a footnote mark after one amount', () => {
    const r = extractSettlement(
      [
        'TENSAS RIVER TRACTOR LEASING, LLC',
        'LEASE-PURCHASE OPERATOR STATEMENT',
        '   PAY DATE        LOADS      GROSS COMPENSATION      DEDUCTIONS       NET PAY (ACH)',
        '   2026-03-13        2             2,600.00           (1,100.00)*         1,500.00',
        '',
        '   * Deductions include the fuel card and the lease payment.',
        'DEDUCTIONS',
        'Tractor lease payment                          (700.00)',
        'Fuel - EFS card                                (400.00)',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(260000);
    expect(r.net.value).toBe(150000);
    expect(r.date.value).toBe('2026-03-13');
  });
  it('reads the "THIS PERIOD" column beside a "BALANCE / STATUS" column, and takes no money held from a footnote under the net', () => {
    const r = extractSettlement(
      [
        'BOEUF RIVER LEASING, LLC      Lease operator statement      Pay date 2026-03-13',
        'Gross compensation                            3,000.00',
        'Deductions                                   (1,200.00)',
        'NET PAY (ACH)                                 1,815.00',
        '* Deductions include escrow and advance recovery. Toll reimbursement of 15.00 is added to net pay.',
        'DEDUCTIONS                                   THIS PERIOD      BALANCE / STATUS',
        'Tractor lease payment (wk 12 of 156)            (700.00)      51,230.44 remaining',
        'Fuel - EFS card                                 (300.00)',
        'Security escrow                                  (50.00)       2,050.00 held',
        'Advance recovery - EFS money code               (150.00)           0.00 owed',
        'REIMBURSEMENT',
        'Tolls (receipts)                                                  15.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([70000, 30000]);
    expect(r.escrow.value).toBe(5000);
    expect(r.advances.value).toBe(15000);
    expect(r.reimbursements.value).toBe(1500);
  });
  it('reads a running-balance ledger whose header OCR parted with a bar ("AMOUNT | BALANCE"), its first amount misread against its balance', () => {
    const r = extractSettlement(
      [
        'PURGATOIRE FREIGHT CAPITAL, LLC',
        'PURCHASE & FUNDING NOTICE         Funding date: April 9, 2026',
        'ACCOUNT ACTIVITY THIS FUNDING AMOUNT | BALANCE',
        'Invoices purchased (3) . 4,800.60 CR. 4,800.00 CR',
        'Discount fee 2.5% 120.00 DR 4,680.00 CR',
        'Reserve held 10% 480.00 DR 4,200.00 CR',
        'Chargeback inv 2210 (90+ days) 650.60 DR 3,550.00 CR',
        'Same-day wire fee 15.00 DR 3,535.00 CR',
        'AMOUNT WIRED TO CLIENT 3,535.00 CR',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(480000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([12000, 65000, 1500]);
    expect(r.net.value).toBe(353500);
    expect(r.reconciles).toBe(true);
  });
  it('reads a boxed summary whose labels wrap over three lines, each piece under its column, over one row of amounts', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE YAMASKA INC.',
        'RELEVÉ DE PAIEMENT - VOITURIER          Date de paiement : le 20 mars 2026',
        'SOMMAIRE',
        '+--------------+------------+----------------+---------------+----------------+',
        '| Services     | TPS 5 %    | Total des      | Total des     | MONTANT NET    |',
        '| (forfaits +  |            | revenus        | retenues et   | DÉPOSÉ         |',
        '| surch.)      |            |                | avances       |                |',
        '|   2 000,00 $ |   100,00 $ |     2 100,00 $ |      600,00 $ |     1 500,00 $ |',
        '+--------------+------------+----------------+---------------+----------------+',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(210000);
    expect(r.net.value).toBe(150000);
  });
  it('reads the ledger under a net printed first as the statement\'s own lines though a load summary follows, and "TOTALS (gross load revenue …)" names the gross', () => {
    const r = extractSettlement(
      [
        'QUINEBAUG DISPATCH PARTNERS, LLC                         CARRIER STATEMENT',
        'Carrier: ASHAWAY ROAD TRUCKING LLC          Issued 2026-05-06',
        '>>> NET ACH SENT 2026-05-07 TO CARRIER (Washington Trust ...2201):      3,362.00 <<<',
        'LEDGER  (posting order; BALANCE = running amount due to carrier)',
        'Date        Item                                                  Amount     Balance',
        '2026-05-01  Fuel advance - EFS check 4471301                      400.00-     400.00-',
        '2026-05-02  Load QB-10021  Mystic Freight Brokerage              2,100.00    1,700.00',
        '2026-05-03  Load QB-10022  Pawtucket Logistics                   1,900.00    3,600.00',
        '2026-05-04  Dispatch fees (see load summary)                      200.00-    3,400.00',
        '2026-05-04  Cargo insurance installment 5 of 12                    38.00-    3,362.00',
        '',
        'LOAD SUMMARY',
        'Load #           Broker                     Flat rate   Disp. fee',
        'QB-10021         Mystic Freight              2,100.00      100.00',
        'QB-10022         Pawtucket Logistics         1,900.00      100.00',
        '                                            ---------   ---------',
        'TOTALS (gross load revenue 4,000.00)         4,000.00      200.00',
      ].join('\n'),
    );
    expect(r.net.value).toBe(336200);
    expect(r.gross.value).toBe(400000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([20000, 3800]);
    expect(r.advances.value).toBe(40000);
  });
  it('reads a charge on a one-line recap of several kinds as the sum of the charges listed under it, not one more', () => {
    const r = extractSettlement(
      [
        'SISKIYOU DISPATCH SERVICES, LLC',
        'CARRIER PAY STATEMENT  No. SDS-2210                        Issued: Apr 3, 2026',
        '>>> NET ACH TO CARRIER:   2,806.00 CR    sent Apr 3, 2026',
        'HOW WE GOT THERE',
        '  Load pay 3,400.00 CR   |   Reimbursed 100.00 CR   |   Dispatch & other 294.00 DR   |   Advance 400.00 DR',
        'CHARGES (DR)',
        '  Dispatch fee 8% of flat rates (3,400.00 x 8%) ..................... 272.00 DR',
        '  Certificate of insurance re-issue ................................. 22.00 DR',
        '  Fuel advance Mar 30, 2026 - EFS code 8812-0077 .................... 400.00 DR',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([27200, 2200]);
  });
  it('reads "Rev 2,480.00  72% 1,785.60" (a share at a bare rate after the revenue) as the linehaul, and "FUND RELEASE" in a strip as escrow paid back', () => {
    const r = extractSettlement(
      [
        'CALCASIEU TRACTOR LEASING, LLC      INDEPENDENT CONTRACTOR PAY STATEMENT',
        'Deposit date: April 24, 2026',
        'SUMMARY',
        '  GROSS PAY     DEDUCTIONS     MAINT FUND    FUND RELEASE    NET DEPOSIT',
        '   2,000.00       (600.00)      (100.00)        200.00        1,500.00',
        'LOAD ACTIVITY',
        'CTL-101  04/13  Lake Charles LA > Houston TX    Rev 1,500.00  72% 1,080.00  FSC 150.00',
        'CTL-102  04/15  Houston TX > Beaumont TX        Rev 1,000.00  72%   720.00  FSC  50.00',
        '         Totals                                 Rev 2,500.00  72% 1,800.00  FSC 200.00',
        'CHARGES',
        '  Tractor lease payment          600.00',
        '  Maintenance fund deposit       100.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(180000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([60000]);
  });
  it('reads "Ret. IVA 4%" under each trip as the detail of a later "Retención IVA 4%" (a first word cut short with a stop)', () => {
    const r = extractSettlement(
      [
        'TRANSPORTES ACAXOCHITLÁN, S.A. DE C.V.',
        'LIQUIDACIÓN SEMANAL A PERMISIONARIO            Fecha de pago: 20 de marzo de 2026',
        'VIAJE AX-301   Pachuca -> Monterrey',
        '   Flete $ 20.000,00   IVA 16% $ 3.200,00',
        '   Ret. IVA 4% $ -800,00   Ret. ISR 1,25% $ -250,00        SUBTOTAL VIAJE  $ 22.150,00',
        'VIAJE AX-302   Monterrey -> Saltillo',
        '   Flete $ 10.000,00   IVA 16% $ 1.600,00',
        '   Ret. IVA 4% $ -400,00   Ret. ISR 1,25% $ -125,00        SUBTOTAL VIAJE  $ 11.075,00',
        'TOTALES',
        '   TOTAL PERCEPCIONES (fletes + IVA)                        $ 34.800,00',
        '   Retención IVA 4%                                         -$ 1.200,00',
        '   Retención ISR 1,25% (RESICO)                               -$ 375,00',
        'DESCUENTOS',
        '   Diesel (vales en patio)                                 -$ 12.000,00',
        'NETO A PAGAR AL PERMISIONARIO                               $ 21.225,00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([120000, 37500, 1200000]);
  });
  it('reads "Part du sous-traitant (75 %)" as the linehaul share', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS SAINT-ADRIEN INC.',
        'RELEVÉ DE PAIEMENT — SOUS-TRAITANT          Date du virement : le 20 février 2026',
        'REVENUS',
        '   Part du sous-traitant (75 %)                       2 400,00 $',
        '   Surcharge carburant (100 %)                          300,00 $',
        '   Total des revenus                                  2 700,00 $',
        '   Montant du virement                                2 200,00 $',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(240000);
  });
  it('reads a "Your Pay" column beside the loads\' revenue and plan rate as the linehaul', () => {
    const r = extractSettlement(
      [
        'COCHETOPA TRACTOR LEASING, LLC',
        'PAY STATEMENT - LEASE OPERATOR                         Pay date:  2026-02-13',
        'LOADS',
        'Load No.   Delivered   Customer / Lane          Revenue  Plan  Your Pay      FSC',
        'CTL-30417  2026-02-05  Sangre Ag Supply        2,000.00  72%   1,440.00   200.00',
        'CTL-30431  2026-02-07  Red Fork Plastics       1,000.00  72%     720.00   100.00',
        'Gross comp   2,460.00',
        'Net pay      2,460.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(216000);
  });
  it('ends the charges at "SECTION C - LOAD REVENUE" (a lettered section named after "SECTION"), and reads "Section D credits" in the recap as that section told again', () => {
    const r = extractSettlement(
      [
        'OKEECHOBEE TRACTOR LEASING, LLC     LEASE OPERATOR SETTLEMENT     Pay date: Friday, March 27, 2026',
        'SECTION A - CHARGES TO OPERATOR                                   THIS WEEK',
        '  Tractor lease payment  wk 38/156                                    725.00-',
        '  Fuel - Pilot fleet card                                             900.00-',
        'SECTION C - LOAD REVENUE',
        '  Load      Lane                          Miles   Revenue    Your 72%      FSC',
        '  T-88202   Tampa FL - Atlanta GA           462  2,500.00    1,800.00   100.00',
        '            Detention 3 hrs (100%)*                                      75.00',
        'SECTION D - CREDITS TO OPERATOR',
        '  SunPass tolls - receipts T-88202**                                    30.00',
        'RECAP',
        '  TOTAL OPERATOR REVENUE              1,975.00',
        '  Section A charges                   1,625.00-',
        '  Section D credits                      30.00',
        '  NET SETTLEMENT                        380.00',
      ].join('\n'),
    );
    expect(r.deductions.map((d) => d.amountCents)).toEqual([72500, 90000]);
    expect(r.reimbursements.value).toBe(3000);
  });
  it('reads a recap strip under the money paid back as no more of it, and a load heading with "Shipped <date>" over its lane as the trip, not its BOL', () => {
    const r = extractSettlement(
      [
        'COLVILLE VALLEY FREIGHT LINES, INC.                    CONTRACTOR SETTLEMENT',
        'Check Date    10/03/25',
        'LOAD DETAIL                                                  RATE      AMOUNT',
        'CVF-40117   Shipped 09/22/25   BOL 6630218    Cust: Inland Orchard Co-op',
        '  Spokane WA -> Missoula MT',
        '    Loaded miles      201                                   1.800      361.80',
        '                                                    Load subtotal      361.80',
        'TOTAL LOAD PAY (1 load)                                                361.80',
        'CHARGES AGAINST SETTLEMENT                                 AMOUNT',
        '  Occupational accident ins.                               38.75-',
        'REIMBURSEMENTS (receipts on file)',
        '  CAT scale - Missoula MT                                  12.75',
        '',
        'RECAP   Load pay 361.80   Charges 38.75-   Reimb 12.75   NET PAY 335.80',
      ].join('\n'),
    );
    expect(r.reimbursements.value).toBe(1275);
    expect(r.tripNumber.value).toBe('CVF-40117');
  });
  it('keeps the suffix letter of a load number "88412-B" (no 8 for the B)', () => {
    const r = extractSettlement(
      [
        'LEMHI DISPATCH PARTNERS, LLC',
        'CARRIER WEEKLY STATEMENT  #LDP-0206-031',
        'LOAD #     DELIV  BROKER                LANE                              MILES FLAT RATE',
        '77120-B    Jan 30 Bitterroot Freight    Missoula MT > Fargo ND              842  3,150.00',
        '5530299    Feb 2  Cascadia Cross-Dock   Fargo ND > Denver CO                611  2,400.00',
        'Net remitted to carrier   5,550.00',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('77120-B');
  });
  it('reads a "Sous-total" alone under the surcharges\' column, as much as the rates and surcharges together, as no surcharge total', () => {
    const r = extractSettlement(
      [
        'CAMIONNAGE SAYABEC INC.',
        'RELEVÉ DE PAIEMENT — VOITURIER            Date du dépôt : le vendredi 21 novembre 2025',
        'REVENUS DE LA PÉRIODE',
        '   Voyage    Date         Trajet                                   Forfait    Surch. carb. 18 %',
        '   V-41407   10/11/2025   Amqui → Québec (Saint-Augustin)          900,00 $          162,00 $',
        '   V-41415   11/11/2025   Québec → Montréal (Anjou)                600,00 $          108,00 $',
        '                                                                   Sous-total      1 770,00 $',
        '   MONTANT DÉPOSÉ                                                                  1 770,00 $',
      ].join('\n'),
    );
    expect(r.fuelSurcharge.value).toBe(27000);
    expect(r.linehaul.value).toBe(150000);
  });
  it('adds "246 + 15" under "MILES LD+DH": a load\'s loaded and deadhead miles', () => {
    const r = extractSettlement(
      [
        'GENESEE DISPATCH GROUP, LLC          CARRIER PAY STATEMENT     Statement date: 2026-03-16',
        'LOAD      PICKUP      LANE                           MILES LD+DH   FLAT RATE',
        'GDG-3307  2026-03-09  Rochester NY > Scranton PA         246 + 15   1,150.00',
        'GDG-3311  2026-03-10  Scranton PA > Newark NJ             129 + 0     875.00',
        'TOTALS  2 loads                                                     2,025.00',
        'NET ACH SENT TO CARRIER: $2,025.00',
      ].join('\n'),
    );
    expect(r.miles.value).toBe(390);
  });
  it('reads a strip of labels over figures whose gaps OCR closed up, led by the pay date and the count of loads, and "THIS PERIOD BALANCE / STATUS" closed up over charges and their balances', () => {
    const r = extractSettlement(
      [
        'VERMILION BAY TRACTOR LEASING, LLC',
        'LEASE-PURCHASE OPERATOR STATEMENT',
        'PAY DATE LOADS GROSS COMPENSATION DEDUCTIONS NET PAY (ACH)',
        '2026-03-13 2 2,600.00 (1,100.00)* 1,500.00',
        'DEDUCTIONS . THIS PERIOD BALANCE / STATUS',
        'Tractor lease payment (wk 12 of 156) (700.00) 51,230.44 remaining',
        'Fuel - EFS card (250.00)',
        'Security escrow . (50.00) 2,050.00 held',
        'Advance recovery - EFS money code (100.00) 0.00. owed',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(260000);
    expect(r.net.value).toBe(150000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([70000, 25000]);
    expect(r.escrow.value).toBe(5000);
    expect(r.advances.value).toBe(10000);
  });
  it('reads no trip from a closed-up header\'s row of rates ("100 % 75 % carb.") under "Voyage Date Trajet Revenu Part Surch."', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS SAINT-CAMILLE INC.',
        'RELEVÉ DE PAIEMENT — SOUS-TRAITANT     Date du virement : le 20 février 2026',
        'REVENUS — 75 % DU REVENU DE TRANSPORT',
        'Voyage Date Trajet Revenu Part Surch.',
        '100 % 75 % carb.',
        'SC-7120 03/02/2026 Sherbrooke - Montréal 1 180,00 885,00 132,40',
        'SC-7134 04/02/2026 Montréal - Québec 1 640,00 1 230,00 171,20',
        'Montant du virement 2 418,60 $',
      ].join('\n'),
    );
    expect(r.tripNumber.value).toBe('SC-7120');
  });
  it('reads a load table whose gaps OCR closed up, its brokers wrapped under the rows: "FLAT RATE" is one column, the loads\' pay', () => {
    const r = extractSettlement(
      [
        'SALMON RIVER DISPATCH PARTNERS, LLC',
        'CARRIER WEEKLY STATEMENT #SRD-0206-031',
        'LOAD # DELIV BROKER LANE MILES FLAT RATE DISP 7%',
        '',
        '77412-B Jan 30 Bitterroot Freight Missoula MT > Fargo ND 842 3,000.00 210.00 .',
        'Solutions, Inc. via- Spokane WA B',
        '',
        '5530299 Feb 2 Cascadia Cross-Dock Fargo ND > Denver CO 611° 2,000.00 140.00',
        'Brokerage LLC via Sioux Falls SD',
        '',
        'TOTALS ~ . 2 loads ’ 1,453 5,000.00 350.00',
        '',
        'Rates 5,000.00 - Dispatch fee 350.00 :',
        '= NET ACH SENT TO CARRIER 4,650.00 on Feb 6, 2026',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(500000);
  });
  it('reads "246 + 15" under a closed-up "MILES LD+DH" as one figure, so the deadhead alone is never the miles', () => {
    const r = extractSettlement(
      [
        'GENESEE DISPATCH GROUP, LLC',
        'CARRIER PAY STATEMENT #GDG-PS-2026-0310',
        'LOAD PICKUP LANE / BROKER & REF MILES LD+DH FLAT RATE DETENTION DISP 8%',
        '',
        'GDG-3307 2026-03-02 Rochester NY > Scranton PA 246 + 15 1,150.00 0.00 92.00',
        '',
        'Cattaraugus Logistics Inc #CL-55410',
        'GDG-3311 2026-03-03 Scranton PA > Newark NJ 129 + 0 875.00 100.00 78.00 %',
        '. Tonawanda Freight Brokers: LLC #TFB-201877',
        '',
        'TOTALS 2 loads 2,025.00 100.00 170.00',
        '',
        'NET ACH SENT TO CARRIER ON 2026-03-10: $1,955.00',
      ].join('\n'),
    );
    // The loose reader does not yet place the pairs' sums under the miles (null today, 390 when it
    // does); what it must never do is take the deadhead after the "+" for the loads' miles.
    expect(r.miles.value).not.toBe(15);
  });
});

describe('rules learned from batches 173 to 176', () => {
  it('reads "TRIP / DATE / LANE" over "CUSTOMER" as the trips\' column, each trip\'s figures on the line under it', () => {
    const r = extractSettlement(
      [
        'CHEWELAH VALLEY CARRIERS                          OWNER-OPERATOR SETTLEMENT',
        'Check Date: 05/22/26',
        '',
        'TRIP / DATE / LANE                    LOADED  EMPTY    MILE PAY       FSC',
        '    CUSTOMER                            MI     MI      @1.800    @0.450',
        '----------------------------------------------------------------------------',
        'CVC-2201   05/12/26  Spokane WA -> Missoula MT',
        '    Inland Paper / Clark Fork Supply    200     20      396.00     99.00',
        'CVC-2207   05/14/26  Missoula MT -> Yakima WA',
        '    Bitterroot Mills > Valley Foods     300     30      594.00    148.50',
        '----------------------------------------------------------------------------',
        'TRIP TOTALS (2 trips)                   500     50      990.00    247.50',
        '',
        'Gross earnings                                             1,237.50',
        'Fuel purchases                                               400.00-',
        'NET PAY                                                      837.50',
      ].join('\n'),
    );
    expect([r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([550, 99000, 24750]);
  });
  it('reads each load\'s "Rate 1,200.00 flat  + Detention 50.00  = Load rev" as its linehaul, the extras apart', () => {
    const r = extractSettlement(
      [
        'KANAWHA BEND DISPATCH, LLC',
        'CARRIER PAY STATEMENT          ACH SENT: 10-Apr-26',
        '',
        'LOAD 7731205     Ridgeline Brokerage   PU 06-Apr Parkersburg WV  DEL 06-Apr Akron OH   180 mi',
        '    Rate 1,200.00 flat   + Detention 50.00  = Load rev 1,250.00   Fee 8%  100.00   Load net 1,150.00',
        '',
        'LOAD RB-44120    Ridgeline Brokerage   PU 08-Apr Akron OH  DEL 08-Apr Erie PA          120 mi',
        '    Rate 900.00 flat                      = Load rev 900.00     Fee 8%   72.00   Load net 828.00',
        '',
        'SUMMARY',
        '  Load revenue, 2 loads                                   2,150.00',
        '  Dispatch fees 8%                                         (172.00)',
        '  NET ACH TO CARRIER                                      1,978.00',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.gross.value, r.net.value]).toEqual([210000, 215000, 197800]);
  });
  it('takes "Flat rates (3)" for the total of the three rates above it, though OCR misread one of them', () => {
    const r = extractSettlement(
      [
        'SETTLEMENT 04/24/26',
        'Rate 1,400.60 flat Det 0.00 Fee 8% 112.00 DR',
        'Rate 900.00 flat Det 0.00 Fee 8% 72.00 DR',
        'Rate 1,700.00 flat Det 0.00 Fee 8% 136.00 DR',
        'Flat rates (3)            4,000.00',
        'Dispatch fees              320.00 DR',
        'NET PAY                   3,680.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(400000);
  });
  it('reads an indented header wrapped onto two lines ("Surcharge" over "carburant") with the trips right under it', () => {
    const r = extractSettlement(
      [
        'TRANSPORTS LAC-MASKETSI INC.',
        'RELEVÉ DE RÈGLEMENT                         Date : 22 mai 2026',
        '',
        '1. REVENUS DE LA PÉRIODE',
        '   Voyage     Date        Trajet                    Forfait    Surcharge',
        '                                                               carburant',
        '   V-26-0510  12/05/2026  Trois-Rivières - Québec   600,00 $     90,00 $',
        '   V-26-0514  14/05/2026  Québec - Montréal         700,00 $    105,00 $',
        '                                                  ----------  ----------',
        '   Totaux                                         1 300,00 $    195,00 $',
        '',
        '   Total des revenus                                     1 495,00 $',
        '2. RETENUES',
        '   Carburant                                               500,00 $',
        '   Montant déposé                                          995,00 $',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.fuelSurcharge.value]).toEqual([130000, 19500]);
  });
  it("reads on past a ruled grid's remark row whose bars OCR kept around specks", () => {
    const r = extractSettlement(
      [
        'CONTRACTOR COMPENSATION STATEMENT   Statement date: October 8, 2025',
        '| Load | Deliv. | Origin / Destination | Miles | Line haul | Your 70% | FSC 100% |',
        '| | | | | billed | | |',
        '| OK-50117 | Oct 1 | Ardmore OK / Dallas TX | 200 | 1,000.00 | 700.00 | 120.00 |',
        'Co | | access.: detention 2 hrs | | | i | Co',
        '| OK-50122 | Oct 3 | Dallas TX / Waco TX | 100 | 600.00 | 420.00 | 60.00 |',
        '| Totals | | | | 1,600.00 | 1,120.00 | 180.00 |',
        'TOTAL CHARGES 300.00',
        'NET COMPENSATION - DIRECT DEPOSIT 1,000.00',
      ].join('\n'),
    );
    expect([r.miles.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual([300, 112000, 18000]);
  });
  it('reads a load line\'s "Rev 3,000.00  70% 2,100.00" as its share also above a year-to-date block', () => {
    const r = extractSettlement(
      [
        'Lease-Purchase Operator Settlement      Pay date 07-MAY-2026',
        'LOADS THIS PERIOD',
        'KL-1101  01-MAY  Fargo ND > Bismarck SD   300 mi   Rev 3,000.00  70% 2,100.00  FSC 150.00',
        'KL-1107  03-MAY  Bismarck ND > Minot ND   200 mi   Rev 1,000.00  70%   700.00  FSC 100.00',
        '',
        'EARNINGS                THIS PERIOD   YEAR TO DATE',
        'Revenue share 70%          2,800.00      40,100.00',
        'Fuel surcharge               250.00       3,900.00',
        'TOTAL EARNINGS             3,050.00      44,000.00',
        'DEDUCTIONS',
        'Lease payment                700.00      11,200.00',
        'NET SETTLEMENT           2,350.00',
      ].join('\n'),
    );
    expect([r.linehaul.value, r.fuelSurcharge.value, r.gross.value]).toEqual([280000, 25000, 305000]);
  });
  it('reads the net before its split deposit on the same line, a note under it no part of the split', () => {
    const r = extractSettlement(
      [
        'EARNINGS STATEMENT                    Pay Date:   June 12, 2026',
        'EARNINGS          RATE     UNITS      CURRENT          YTD',
        'Mileage Pay       .6000  2,000.00   1,200.00    12,000.00',
        'GROSS PAY                           1,200.00    12,000.00',
        'TAXES',
        'Federal Income Tax                    100.00     1,000.00',
        'Social Security                        74.40       744.00',
        'NET PAY 1,025.60        Direct deposit:  Big Sky Bank ****1180 chk 925.60   ****4471 sav 100.00',
        '',
        'Employer 401(k) match this period 24.00 (not included above).',
      ].join('\n'),
    );
    expect(r.net.value).toBe(102560);
  });
  it('reads a bare "No" column over trip numbers with letters in them as the trips\' column', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÈGLEMENT - VOITURIER                Émis le : 10 avril 2026',
        'VOYAGES',
        'No       Date        Trajet                        Forfait  Surch. carb.         Total',
        'Q-50110  06/04/2026  Amos - Montréal            1 500,00 $      225,00 $    1 725,00 $',
        'Q-50118  08/04/2026  Montréal - Amos            1 100,00 $      165,00 $    1 265,00 $',
        '                                            ----------------------------------------',
        'Sous-total des voyages                          2 600,00 $      390,00 $    2 990,00 $',
        '',
        'Retenues                                                                  990,00 $',
        'MONTANT NET                                                             2 000,00 $',
      ].join('\n'),
    );
    expect([r.tripNumber.value, r.linehaul.value, r.fuelSurcharge.value]).toEqual(['Q-50110', 260000, 39000]);
  });
  it('reads a row of labels over amounts whose money paid back is signed with a plus ("+29,56 $")', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÈGLEMENT - VOITURIER                Émis le : 3 avril 2026',
        'SOMMAIRE',
        'Revenus avant taxes  TPS 5 %       TVQ 9,975 %     Total des revenus',
        '2 000,00 $           100,00 $      199,50 $        2 299,50 $',
        '',
        'Retenues          Avance            Remboursements    MONTANT NET',
        '-900,00 $         -100,00 $         +20,50 $          1 320,00 $',
      ].join('\n'),
    );
    expect([r.net.value, r.reimbursements.value, r.advances.value]).toEqual([132000, 2050, 10000]);
  });
  it('reads "Part. 80%" beside "Flete 100%" as the permisionario\'s share, the linehaul', () => {
    const r = extractSettlement(
      [
        'LIQUIDACIÓN AL PERMISIONARIO          Fecha de pago: 20 de marzo de 2026',
        'Viaje      Fecha       Carta porte   Flete 100%     Part. 80%',
        'V-26-0401  16/03/2026  CP-B-1120      20.000,00     16.000,00',
        'V-26-0407  18/03/2026  CP-B-1131      10.000,00      8.000,00',
        '                                    --------------------------',
        'Sumas                                 30.000,00     24.000,00',
        '',
        'Total percepciones                                  24.000,00',
        'Diesel                                               4.000,00',
        'NETO A PAGAR                                        20.000,00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(2400000);
  });
  it('reads a load\'s bare "Flat 2,000.00" as its linehaul, and keeps the charges signed under a net printed first', () => {
    const r = extractSettlement(
      [
        'CARRIER PAYOUT STATEMENT #PD-0410',
        '>> NET ACH TO CARRIER: $2,645.00  sent Tuesday, April 14, 2026',
        '',
        'LOAD LINES',
        'Load PD-301  Mobile AL > Jackson MS   190 mi',
        '   Flat 2,000.00   Extras 0.00',
        'Load PD-307  Jackson MS > Mobile AL   190 mi',
        '   Flat 1,000.00   Extras 0.00',
        'Totals   Flat 3,000.00   Extras 0.00',
        '',
        'OTHER ITEMS',
        '   Dispatch fee 8%                                   -240.00',
        '   TMS / load board seat (April)                      -35.00',
        '   Trailer rental                                      -80.00',
      ].join('\n'),
    );
    expect(r.linehaul.value).toBe(300000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([24000, 3500, 8000]);
  });
  it('reads a box\'s rows of labels over amounts with "(1 949,85 $)", a bar against a label, and the bank\'s cells beside the net', () => {
    const r = extractSettlement(
      [
        'RELEVÉ DE RÈGLEMENT - VOITURIER                    Date du dépôt : 20 mars 2026',
        'SOMMAIRE',
        '+-----------------------+-----------------------+-----------------------+',
        '| Part voiturier (78 %) | Surcharge carburant   | Total des gains       |',
        '|           3 000,00 $  |             500,00 $  |           3 500,00 $  |',
        '+-----------------------+-----------------------+-----------------------+',
        '| Retenues (détail p. 2)| Avance en argent      | Remboursements        |',
        '|         (1 000,00 $)  |           (200,00 $)  |              50,00 $  |',
        '+-----------------------+-----------------------+-----------------------+',
        '| MONTANT DÉPOSÉ        | Institution           | Transit / folio       |',
        '|           2 350,00 $  |           Desjardins  |   815-30447 / ***612  |',
        '+-----------------------+-----------------------+-----------------------+',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value, r.advances.value, r.reimbursements.value]).toEqual([
      350000, 235000, 20000, 5000,
    ]);
  });
  it('counts an advance and escrow recapped together ("ADV/ESCROW", "Avance + fonds gar.") once, through their lines', () => {
    const r = extractSettlement(
      [
        'CONTRACTOR PAY STATEMENT                        Pay Date 3/06/2026',
        '  EARNED THIS PERIOD     LESS CHARGES     LESS ADV/ESCROW     CHECK AMOUNT',
        '        2,000.00              500.00            300.00          1,200.00',
        '',
        'CHARGES',
        '  Fuel card                                500.00',
        'ADVANCES AND ESCROW',
        '  Cash advance 3/02                        100.00',
        '  Escrow deposit                           200.00',
      ].join('\n'),
    );
    expect([r.advances.value, r.escrow.value, r.net.value]).toEqual([10000, 20000, 120000]);
  });
  it('reads "Total des -revenus", a hyphen OCR set against a word, as the total of the revenues', () => {
    const r = extractSettlement(
      [
        'RELEVE DE PAIEMENT AU SOUS-TRAITANT            Date de paiement : 22 mai 2026',
        'RETENUES',
        'Carburant - carte Energie 1 000,00 -',
        'Total des retenues 1 000,00 -',
        'REVENUS',
        'Voyages a forfait (3) 2 500,00',
        'Total des -revenus, taxes incluses 2 500,00 $',
      ].join('\n'),
    );
    expect(r.gross.value).toBe(250000);
  });
  it('joins a debtor\'s name wrapped under a closed-up row ("Brokerage, . LLC") to the broker, specks aside', () => {
    const r = extractSettlement(
      [
        'PURCHASE & FUNDING NOTICE Schedule of Accounts No. 4410',
        'Funding Date: 07/08/2026',
        'Invoice Debtor Load /-Ref Face Amt Fee 2.50% Reserve 10% Advance *',
        '20511 Kettle River Freight 8834021 2,000.00 | 50.00 200.00 1,750.00',
        'Brokerage, . LLC',
        '20514 Sandstone Logistics  SL-55910 1,000.00 25.00 "100.00 875.00',
        'Inc.',
        'TOTALS 2 invoices 3,000.00 75.00 300.00 2,625.00',
        'AMOUNT FUNDED TO CLIENT: $2,625.00',
      ].join('\n'),
    );
    expect(r.broker.value).toBe('Kettle River Freight Brokerage, LLC');
  });
  it('parts "NET PAY.1,136.80", a stop OCR read for the gap, into the label and its amount', () => {
    const r = extractSettlement(
      [
        'EARNINGS STATEMENT   Pay Date: June 19, 2026',
        'GROSS PAY 1,500.00',
        'Federal Income Tax 200.00',
        'Social Security 93.00',
        'NET PAY.1,207.00 - Direct deposit: Big Sky Bank ****4471 chk 1,000.00 ***¥9902 sav 207.00',
      ].join('\n'),
    );
    expect(r.net.value).toBe(120700);
  });
  it('reads a closed-up row of labels over amounts with "1600.00", an amount OCR printed without its comma', () => {
    const r = extractSettlement(
      [
        'EARNINGS STATEMENT   Pay Date: 04/17/2026',
        'GROSS PAY PRE-TAX DED. TAXES AFTER-TAX DED. NET PAY',
        'CURRENT 1,600.00 140.00 310.00 1000.00 150.00',
      ].join('\n'),
    );
    expect([r.gross.value, r.net.value]).toEqual([160000, 15000]);
  });
  it('does not join a lone total under the charges to a charge line that ends in its balance and a speck', () => {
    const r = extractSettlement(
      [
        'SETTLEMENT   Pay date 2026-03-27',
        'TOTAL COMPENSATION 3,000.00',
        'DEDUCTIONS AND ADVANCES THIS PERIOD BALANCE',
        'Tractor lease pmt (725.00) 61,240.18',
        'Comchek advance 2026-03-24 (250.00) 0.00 :',
        '(975.00)',
        'NET PAY (ACH) 2,025.00',
      ].join('\n'),
    );
    expect(r.advances.value).toBe(25000);
  });
  it('takes the first of three amounts under a closed-up "THIS PERIOD PRIOR BAL NEW BAL" heading', () => {
    const r = extractSettlement(
      [
        'SETTLEMENT   Pay date 2026-02-13',
        'TOTAL EARNINGS 3,000.00',
        'CHARGES (negative = taken from pay) THIS PERIOD PRIOR BAL NEW BAL :',
        'Tractor lease pmt #31 of 156 © 725.00- 88,410.00 . 87,685.00',
        'Escrow deposit (held for you) 100.00- 2,500.00 2,600.00 i:',
        'TOTAL CHARGES 825.00-',
        'NET ACH 2,175.00',
      ].join('\n'),
    );
    expect(r.escrow.value).toBe(10000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([72500]);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import {
  EXPENSES,
  MAX_UPLOAD_BYTES,
  SETTLEMENTS,
  UPLOADS,
  UPLOAD_REASONS,
  expensesCsv,
  uploadStoragePath,
  type ExpenseDoc,
} from '@haulbooks/domain';
import { MemoryDatabase, createExpense } from '@haulbooks/domain/testing';
import { handleFinalizedObject, type ProcessUploadPorts } from './handler.js';
import { createTesseractOcr } from './ocr.js';
import {
  blankImage,
  csvFile,
  passwordProtectedPdf,
  scannedPdf,
  textImage,
  textPdf,
  windowsProgram,
  xlsxFile,
} from './testing/fixtures.js';

const UID = 'dana';
const OCR_TIMEOUT = 180_000;

/** A lease settlement as carriers print it: freight bills, then itemised deductions. */
const STATEMENT = `LANDSTAR RANGER, INC.
BCO SETTLEMENT STATEMENT
BCO: 0884512  R. DELGADO TRUCKING LLC
Settlement Date: 11/12/2026      Week Ending: 11/08/2026

FREIGHT BILL   ORIGIN          DEST             MILES    LINEHAUL       FSC
2218841        LAREDO TX       MEMPHIS TN         864    1,987.20    362.88
2218907        MEMPHIS TN      COLUMBUS OH        576    1,382.40    241.92
TOTALS                                          1,440    3,369.60    604.80

Total Revenue                                             3,974.40

DEDUCTIONS
Fuel Purchases - Comdata                                  1,042.36
Trailer Rental                                              125.00
Occupational Accident Ins                                    38.50
Plates / IRP                                                 46.15
Escrow - Maintenance                                        100.00
Cash Advance                                                200.00
Total Deductions                                          1,552.01

NET SETTLEMENT                                            2,422.39
`;

const ocr = createTesseractOcr();
afterAll(() => ocr.terminate());

function setup() {
  const db = new MemoryDatabase();
  const store = db.privileged();
  const files = new Map<string, Uint8Array>();
  const ports: ProcessUploadPorts = {
    store,
    ocr,
    log: (message, detail) => {
      if (message.includes('failed')) console.error(message, detail);
    },
    readObject: async (path) => {
      const bytes = files.get(path);
      if (!bytes) throw new Error(`no object ${path}`);
      return bytes;
    },
  };
  /** What the Upload Documents screen does (document, then file), then what the trigger does. */
  async function upload(id: string, fileName: string, bytes: Uint8Array, contentType = 'application/pdf') {
    const path = uploadStoragePath(UID, id, fileName);
    files.set(path, bytes);
    await store
      .collection(UPLOADS, UID)
      .set(id, { fileName, contentType, sizeBytes: bytes.length, storagePath: path, status: 'uploaded' });
    const outcome = await handleFinalizedObject({ path, size: bytes.length, contentType }, ports);
    const doc = await store.collection(UPLOADS, UID).get(id);
    if (!doc) throw new Error('upload document missing');
    return { outcome, doc };
  }
  const settlements = async () => (await store.collection(SETTLEMENTS, UID).list({})).items;
  const expenses = async () => (await store.collection(EXPENSES, UID).list({})).items;
  return { db, store, files, ports, upload, settlements, expenses };
}

describe('processUpload: a statement PDF with a text layer', () => {
  it('books the settlement with its line items and its deductions as categorised expenses', async () => {
    const { upload, settlements, expenses } = setup();
    const { doc } = await upload('up1', 'landstar-week-46.pdf', await textPdf([STATEMENT]));
    expect(doc.status).toBe('processed');
    expect(doc.settlementId).toBe('up1');
    expect(doc.fileHash).toMatch(/^[0-9a-f]{64}$/);
    expect(doc.errorMessage).toBeUndefined();
    const [settlement] = await settlements();
    expect(settlement).toMatchObject({
      id: 'up1',
      uploadId: 'up1',
      parsedStatus: 'processed',
      date: '2026-11-12',
      grossCents: 397_440,
      netCents: 242_239,
      fileName: 'landstar-week-46.pdf',
      deductionsBooked: true,
    });
    expect(settlement?.lineItems?.escrowCents).toBe(10_000);
    expect(settlement?.lineItems?.advancesCents).toBe(20_000);
    const booked = (await expenses()).map((e) => [e.category, e.amountCents, e.settlementId, e.date]);
    expect(booked).toEqual(
      expect.arrayContaining([
        ['fuel', 104_236, 'up1', '2026-11-12'],
        ['trailer_payment', 12_500, 'up1', '2026-11-12'],
        ['insurance_liability', 3_850, 'up1', '2026-11-12'],
        ['permits', 4_615, 'up1', '2026-11-12'],
      ]),
    );
    // Escrow and the repaid advance are tracked on the settlement, never expensed.
    expect(booked.map(([, cents]) => cents)).not.toContain(10_000);
    expect(booked.map(([, cents]) => cents)).not.toContain(20_000);
    expect(doc.bookedExpenseCount).toBe(booked.length);
  });

  it('reads every page of a three-page statement', async () => {
    const { upload, settlements } = setup();
    const [top, bottom] = [
      STATEMENT.slice(0, STATEMENT.indexOf('Total Revenue')),
      STATEMENT.slice(STATEMENT.indexOf('Total Revenue')),
    ];
    const pdf = await textPdf([
      top ?? '',
      'Page 2 of 3\nLoads continued: none this week on this page',
      bottom ?? '',
    ]);
    const { doc } = await upload('up3', 'three-pages.pdf', pdf);
    expect(doc.status).toBe('processed');
    expect((await settlements())[0]).toMatchObject({ grossCents: 397_440, netCents: 242_239 });
  });

  it('a statement missing its figures is booked for review, names what to check and books no expenses', async () => {
    const { upload, settlements, expenses } = setup();
    const partial =
      'ACME FREIGHT LLC\nDriver Pay Statement\nSettlement Date: 03/14/2026\nFuel Purchases    212.40\n';
    const { doc } = await upload('rev1', 'partial.pdf', await textPdf([partial]));
    expect(doc.status).toBe('needs_review');
    expect(doc.reviewFields).toEqual(expect.arrayContaining(['grossCents', 'netCents']));
    expect(doc.errorMessage).toContain('gross');
    expect((await settlements())[0]).toMatchObject({ parsedStatus: 'error', uploadId: 'rev1' });
    expect(await expenses()).toEqual([]);
  });
});

describe('processUpload: documents that are not pay', () => {
  it('a fuel receipt is refused with where it belongs, and nothing is booked', async () => {
    const { upload, settlements, expenses } = setup();
    const receipt = [
      'PILOT TRAVEL CENTER #412',
      'Store 412  Amarillo, TX',
      'Date: 03/14/2026  Time: 14:32',
      'Pump 07  Diesel #2',
      'Gallons: 142.318  Price/Gal: 3.899',
      'Fuel Total: 554.90',
      'Sales Tax: 0.00',
      'TOTAL: 554.90',
      'VISA **** 4411  APPROVED',
      'Thank you for fueling with Pilot',
    ].join('\n');
    const { doc } = await upload('fuel1', 'receipt.pdf', await textPdf([receipt]));
    expect(doc.status).toBe('error');
    expect(doc.errorMessage).toContain('This looks like a fuel receipt');
    expect(doc.errorMessage).toContain('Scan Receipt');
    expect(await settlements()).toEqual([]);
    expect(await expenses()).toEqual([]);
  });
});

describe('processUpload: duplicates are flagged, never booked twice', () => {
  it('the same file again is refused by its hash, naming the first upload', async () => {
    const { upload, settlements, expenses } = setup();
    const pdf = await textPdf([STATEMENT]);
    await upload('first', 'week-46.pdf', pdf);
    const before = (await expenses()).length;
    const { doc } = await upload('second', 'week-46 (1).pdf', pdf);
    expect(doc).toMatchObject({ status: 'error', duplicateOf: 'first' });
    expect(doc.errorMessage).toBe(UPLOAD_REASONS.duplicateFile('week-46.pdf'));
    expect(await settlements()).toHaveLength(1);
    expect(await expenses()).toHaveLength(before);
  });

  it('the same statement in another file (same payer, number and date) is refused', async () => {
    const { upload, settlements } = setup();
    await upload('a', 'statement.pdf', await textPdf([STATEMENT]));
    const { doc } = await upload(
      'b',
      'statement-rescan.pdf',
      await textPdf([`${STATEMENT}\nPrinted again on 11/13/2026`]),
    );
    expect(doc.status).toBe('error');
    expect(doc.errorMessage).toContain('already in your books');
    expect(await settlements()).toHaveLength(1);
  });

  it('a retried event for a finished upload changes nothing', async () => {
    const { upload, ports, settlements } = setup();
    const { doc } = await upload('once', 'week.pdf', await textPdf([STATEMENT]));
    const again = await handleFinalizedObject({ path: doc.storagePath, size: doc.sizeBytes }, ports);
    expect(again).toEqual({ kind: 'skipped', why: 'already processed' });
    expect(await settlements()).toHaveLength(1);
  });

  it('a client cannot skip processing by creating its upload as already processed', async () => {
    const { store, files, ports, settlements } = setup();
    const path = uploadStoragePath(UID, 'forged', 'week.pdf');
    const pdf = await textPdf([STATEMENT]);
    files.set(path, pdf);
    await store.collection(UPLOADS, UID).set('forged', {
      fileName: 'week.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      storagePath: path,
      status: 'processed',
    });
    expect(await handleFinalizedObject({ path, size: pdf.length }, ports)).toMatchObject({
      kind: 'done',
      status: 'processed',
    });
    expect(await settlements()).toHaveLength(1);
  });

  it('a fuel deduction that is the same purchase as a scanned receipt is linked, not booked again', async () => {
    const { upload, db, expenses } = setup();
    db.seed(
      EXPENSES,
      UID,
      'receipt1',
      createExpense({
        category: 'fuel',
        amountCents: 104_236,
        date: '2026-11-07',
        description: 'Pilot #412 diesel',
      }),
    );
    await upload('fuel', 'week.pdf', await textPdf([STATEMENT]));
    const fuel = (await expenses()).filter((e: ExpenseDoc) => e.category === 'fuel');
    expect(fuel.map((e) => e.amountCents)).toEqual([104_236]);
    expect(fuel[0]?.settlementId).toBeUndefined();
  });
});

describe('processUpload: bad input gets a readable reason and loses nothing', () => {
  it('an empty file', async () => {
    const { upload, settlements } = setup();
    const { doc } = await upload('empty', 'statement.pdf', new Uint8Array(0));
    expect(doc).toMatchObject({ status: 'error', errorMessage: UPLOAD_REASONS.empty });
    expect(await settlements()).toEqual([]);
  });

  it('a file over the size cap (refused before it is read)', async () => {
    const { ports, store } = setup();
    const path = uploadStoragePath(UID, 'big', 'scan.pdf');
    const outcome = await handleFinalizedObject(
      { path, size: MAX_UPLOAD_BYTES + 1, contentType: 'application/pdf', fileName: 'scan.pdf' },
      { ...ports, readObject: () => Promise.reject(new Error('must not be read')) },
    );
    expect(outcome).toMatchObject({ kind: 'done', status: 'error' });
    expect(await store.collection(UPLOADS, UID).get('big')).toMatchObject({
      fileName: 'scan.pdf',
      errorMessage: UPLOAD_REASONS.tooLarge,
    });
  });

  it('a renamed Windows program, whatever its name and declared type say', async () => {
    const { upload } = setup();
    const { doc } = await upload('exe', 'statement.pdf', windowsProgram(), 'application/pdf');
    expect(doc).toMatchObject({ status: 'error', errorMessage: UPLOAD_REASONS.notADocument });
  });

  it('a password-protected PDF', async () => {
    const { upload } = setup();
    const { doc } = await upload('locked', 'locked.pdf', passwordProtectedPdf());
    expect(doc).toMatchObject({ status: 'error', errorMessage: UPLOAD_REASONS.encryptedPdf });
  });

  it('a damaged PDF (cut off half-way)', async () => {
    const { upload } = setup();
    const whole = await textPdf([STATEMENT]);
    const cut = whole.slice(0, Math.floor(whole.length / 3));
    const { doc } = await upload('cut', 'cut.pdf', cut);
    expect(doc.status).toBe('error');
    expect([UPLOAD_REASONS.corruptPdf, UPLOAD_REASONS.noText]).toContain(doc.errorMessage);
  });

  it('a PDF that is only a header and noise', async () => {
    const { upload } = setup();
    const noise = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
    noise.set(new TextEncoder().encode('%PDF-1.7\n'));
    const { doc } = await upload('noise', 'statement.pdf', noise);
    expect(doc).toMatchObject({ status: 'error', errorMessage: UPLOAD_REASONS.corruptPdf });
  });

  it('a 40-page PDF', async () => {
    const { upload } = setup();
    const pages = Array.from({ length: 40 }, (_, i) => `Page ${i + 1}\n${STATEMENT}`);
    const { doc } = await upload('long', 'annual.pdf', await textPdf(pages));
    expect(doc).toMatchObject({ status: 'error', errorMessage: UPLOAD_REASONS.tooManyPages(40) });
  });

  it('an old .xls file', async () => {
    const { upload } = setup();
    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const { doc } = await upload('xls', 'expenses.xls', ole, 'application/vnd.ms-excel');
    expect(doc).toMatchObject({ status: 'error', errorMessage: UPLOAD_REASONS.oldExcel });
  });

  it('an object outside the uploads folders is left alone', async () => {
    const { ports } = setup();
    expect(
      await handleFinalizedObject({ path: `users/${UID}/receipts/r1.jpg`, size: 10 }, ports),
    ).toMatchObject({
      kind: 'skipped',
    });
  });

  it('a failure of our own ends the upload with a reason instead of leaving it processing', async () => {
    const { ports, files, store } = setup();
    const path = uploadStoragePath(UID, 'boom', 'week.pdf');
    files.set(path, await textPdf([STATEMENT]));
    const outcome = await handleFinalizedObject(
      { path, size: 100 },
      { ...ports, readObject: () => Promise.reject(new Error('storage unavailable')) },
    );
    expect(outcome).toMatchObject({ status: 'error' });
    expect((await store.collection(UPLOADS, UID).get('boom'))?.errorMessage).toBe(UPLOAD_REASONS.failed);
  });
});

describe('processUpload: spreadsheets get a column mapping to confirm', () => {
  const HEADER = ['Date', 'Vendor', 'Amount', 'Category', 'Notes'];

  it('a CSV of expenses, including a formula-injection cell that every export neutralises', async () => {
    const { upload, expenses } = setup();
    const csv = csvFile([
      HEADER,
      ['2026-03-14', 'Pilot #412', '438.64', 'Fuel', ''],
      ['3/15/2026', '=HYPERLINK("http://evil.example","click")', '12.00', 'Tolls', '@SUM(A1)'],
    ]);
    const { doc } = await upload('csv', 'expenses.csv', csv, 'text/csv');
    expect(doc.status).toBe('needs_review');
    expect(doc.importProposal).toEqual({
      target: 'expenses',
      columns: HEADER,
      mapping: ['date', 'description', 'amount', 'category', 'notes'],
      rowCount: 2,
    });
    expect(await expenses()).toEqual([]); // nothing is booked before the person confirms
    const exported = expensesCsv([
      {
        date: '2026-03-15',
        description: '=HYPERLINK("http://evil.example","click")',
        category: 'tolls',
        amountCents: 1200,
        taxDeductible: true,
        notes: '@SUM(A1)',
      },
    ]);
    expect(exported).toContain(`"'=HYPERLINK`);
    expect(exported).toContain(`'@SUM(A1)`);
  });

  it('an Excel file of settlements', async () => {
    const { upload } = setup();
    const xlsx = await xlsxFile([
      ['Date', 'Broker', 'Load #', 'Gross', 'Net', 'Miles'],
      [new Date('2026-03-14T00:00:00Z'), 'CH Robinson', 'L-1001', 2500.5, 1800, 912],
    ]);
    const { doc } = await upload(
      'xlsx',
      'loads.xlsx',
      xlsx,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(doc.importProposal).toMatchObject({
      target: 'settlements',
      mapping: ['date', 'brokerName', 'tripNumber', 'gross', 'net', 'miles'],
      rowCount: 1,
    });
  });

  it('an Excel file with 10,000 rows is refused with the limit', async () => {
    const { upload } = setup();
    const rows = Array.from({ length: 10_000 }, (_, i) => ['2026-03-14', `Row ${i}`, 1 + i, 'Fuel', '']);
    const { doc } = await upload('huge', 'huge.xlsx', await xlsxFile([HEADER, ...rows]));
    expect(doc).toMatchObject({ status: 'error', errorMessage: UPLOAD_REASONS.tooManyRows(10_000) });
  }, 60_000);

  it('a CSV with only a header row', async () => {
    const { upload } = setup();
    const { doc } = await upload('hdr', 'empty.csv', csvFile([HEADER]), 'text/csv');
    expect(doc).toMatchObject({ status: 'error', errorMessage: UPLOAD_REASONS.noRows });
  });
});

describe('processUpload: OCR of photos and scans (tesseract.js, English data from the package)', () => {
  it(
    'a phone photo of a statement is read and booked',
    async () => {
      const { upload, settlements } = setup();
      const photo = textImage(
        'SWIFT TRANSPORTATION CO\nDriver Settlement\nCheck Date 03/14/2026\nGross Pay            1,850.00\nNet Pay              1,402.75\n',
        { fontSize: 30, format: 'jpeg' },
      );
      const { doc } = await upload('photo', 'IMG_2041.jpg', photo, 'image/jpeg');
      expect(['processed', 'needs_review']).toContain(doc.status);
      expect((await settlements())[0]).toMatchObject({
        grossCents: 185_000,
        netCents: 140_275,
        date: '2026-03-14',
      });
    },
    OCR_TIMEOUT,
  );

  it(
    'a scanned PDF (a page that is only an image) is read by OCR',
    async () => {
      const { upload, settlements } = setup();
      const { doc } = await upload('scan', 'scan.pdf', await scannedPdf(STATEMENT));
      expect(doc.status).not.toBe('error');
      expect((await settlements())[0]).toMatchObject({ grossCents: 397_440, netCents: 242_239 });
    },
    OCR_TIMEOUT,
  );

  it(
    'an image with no text',
    async () => {
      const { upload, settlements } = setup();
      const { doc } = await upload('blank', 'IMG_0001.png', blankImage(), 'image/png');
      expect(doc).toMatchObject({ status: 'error', errorMessage: UPLOAD_REASONS.noText });
      expect(await settlements()).toEqual([]);
    },
    OCR_TIMEOUT,
  );
});

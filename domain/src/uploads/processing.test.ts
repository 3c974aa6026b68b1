import { describe, expect, it } from 'vitest';
import { batchOutcome } from './outcome.js';
import { checkImportMapping, importRows, parseImportDate, proposeImport } from './import.js';
import { newUploadId, parseUploadStoragePath, uploadStoragePath } from './paths.js';
import { sniffFileType } from './sniff.js';
import { uploadsRepository } from './uploads-repository.js';
import { UPLOADS } from '../data/collections.js';
import { adminViewOf, ownBooks } from '../data/subject.js';
import { MemoryDatabase } from '../data/memory-store.js';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffing the real type from the first bytes', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7\n')],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a)],
    ['webp', bytes('RIFF', 0, 0, 0, 0, 'WEBP')],
    ['heic', bytes(0, 0, 0, 24, 'ftypheic')],
    ['xlsx', bytes('PK', 3, 4, '....[Content_Types].xml')],
    ['xls', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
    ['csv', bytes('Date,Vendor,Amount\r\n2026-03-14,Pilot,12.00\r\n')],
  ])('%s', (type, file) => {
    expect(sniffFileType(file)).toBe(type);
  });

  it.each([
    ['a Windows program', bytes('MZ', 0x90, 0)],
    ['a Linux program', bytes(0x7f, 'ELF')],
    ['a shell script', bytes('#!/bin/sh\nrm -rf /\n')],
    ['an HTML page', bytes('<!doctype html><script>')],
    ['a plain ZIP', bytes('PK', 3, 4, 'evil/payload.bin')],
    ['binary noise', bytes(1, 2, 3, 0, 5)],
    ['an empty file', bytes()],
  ])('%s is refused', (_name, file) => {
    expect(sniffFileType(file)).toBeNull();
  });
});

describe('storage paths', () => {
  it('round-trips the owner and upload id and keeps the extension only', () => {
    const path = uploadStoragePath('u1', 'Abc123', 'Week 46 (final).PDF');
    expect(path).toBe('users/u1/uploads/Abc123.pdf');
    expect(parseUploadStoragePath(path)).toEqual({ uid: 'u1', uploadId: 'Abc123' });
    expect(parseUploadStoragePath('users/u1/receipts/r1.jpg')).toBeNull();
    expect(parseUploadStoragePath('users/u1/uploads/a/b.pdf')).toBeNull();
  });

  it('new ids are 20 letters and digits', () => {
    expect(newUploadId()).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(newUploadId()).not.toBe(newUploadId());
  });
});

describe('the batch toast', () => {
  it('uses the spec’s three messages', () => {
    expect(batchOutcome(['processed', 'needs_review'])).toEqual({
      kind: 'success',
      message: 'All 2 settlements processed successfully!',
    });
    expect(batchOutcome(['processed', 'error', 'processed'])).toEqual({
      kind: 'warning',
      message: '2 out of 3 settlements processed successfully',
    });
    expect(batchOutcome(['error'])).toEqual({
      kind: 'error',
      message: 'Failed to process settlements. Please try again.',
    });
  });
});

describe('spreadsheet imports', () => {
  it('proposes a mapping from the header row and checks the confirmed one', () => {
    expect(proposeImport(['Date', 'Merchant', 'Total', 'Type'])).toEqual({
      target: 'expenses',
      mapping: ['date', 'description', 'amount', 'category'],
    });
    expect(proposeImport(['Pay Date', 'Carrier', 'Trip', 'Gross', 'Net']).target).toBe('settlements');
    expect(checkImportMapping('expenses', ['date', '', 'amount'])).toBe('Choose a column for Description');
    expect(checkImportMapping('expenses', ['date', 'date', 'amount', 'description'])).toBe(
      'Only one column can be Date',
    );
    expect(checkImportMapping('expenses', ['date', 'description', 'amount'])).toBeNull();
  });

  it('turns rows into expenses or a reason naming the row', () => {
    const results = importRows(
      'expenses',
      [
        ['3/14/2026', 'Pilot #412', '$438.64', 'Diesel'],
        ['2026-02-30', 'Bad date', '1.00', ''],
        ['2026-03-15', '=cmd|"/c calc"!A1', '12', 'tolls'],
        ['2026-03-15', 'Zero', '0.00', ''],
      ],
      ['date', 'description', 'amount', 'category'],
    );
    expect(results[0]).toEqual({
      row: 2,
      ok: true,
      value: {
        date: '2026-03-14',
        description: 'Pilot #412',
        amountCents: 43_864,
        category: 'fuel',
        notes: '',
      },
    });
    expect(results[1]).toMatchObject({ ok: false, reason: expect.stringContaining('Row 3') });
    // Kept as text; the exports escape it.
    expect(results[2]).toMatchObject({
      ok: true,
      value: { description: '=cmd|"/c calc"!A1', category: 'tolls' },
    });
    expect(results[3]).toMatchObject({ ok: false, reason: 'Row 5: the amount must be more than zero' });
  });

  it('reads the dates spreadsheets write', () => {
    expect(parseImportDate('2026-03-14T00:00:00.000Z')).toBe('2026-03-14');
    expect(parseImportDate('03-14-26')).toBe('2026-03-14');
    expect(parseImportDate('14.03.2026')).toBeNull();
  });
});

describe('the uploads repository', () => {
  it('creates an upload as the owner (status uploaded, its Storage path) and deletes it', async () => {
    const db = new MemoryDatabase();
    const uploads = uploadsRepository(db.storeFor({ uid: 'u1', admin: false }), ownBooks('u1'));
    const path = await uploads.create({
      id: 'Abc',
      fileName: 'week.PDF',
      contentType: 'application/pdf',
      sizeBytes: 10,
    });
    expect(path).toBe('users/u1/uploads/Abc.pdf');
    expect(await uploads.get('Abc')).toMatchObject({
      status: 'uploaded',
      storagePath: path,
      fileName: 'week.PDF',
    });
    await uploads.remove('Abc');
    expect(await db.privileged().collection(UPLOADS, 'u1').get('Abc')).toBeNull();
  });

  it('refuses uploads for an administrator viewing a client', async () => {
    const db = new MemoryDatabase();
    const uploads = uploadsRepository(db.storeFor({ uid: 'admin1', admin: true }), adminViewOf('u1'));
    await expect(
      uploads.create({ id: 'x', fileName: 'a.pdf', contentType: 'application/pdf', sizeBytes: 1 }),
    ).rejects.toThrow();
  });
});

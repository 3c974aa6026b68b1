import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  MAX_UPLOAD_BYTES,
  SETTLEMENT_MESSAGES,
  UPLOADS,
  UPLOAD_MESSAGES,
  UPLOAD_REASONS,
  adminViewOf,
} from '@haulbooks/domain';
import { MemoryDatabase } from '@haulbooks/domain/testing';
import { UPLOADS_UI } from '../messages';
import { fakePhotoReader, renderUploads } from '../testing';

const pdf = (name = 'week-46.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const browse = () => screen.getByTestId('browse-input');
const rows = () => screen.queryAllByTestId('selected-file');
const row = (name: string) => {
  const found = rows().find((r) => within(r).queryByText(name));
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};

async function pick(user: ReturnType<typeof renderUploads>['user'], ...files: File[]) {
  await user.upload(browse(), files);
}

describe('Upload Documents: selecting files', () => {
  it.each([
    ['owner_operator', 'Upload Your Settlements & Receipts', 'PDF, image and CSV supported'],
    ['company_driver', 'Upload Trip Receipts & Expense Documents', 'PDF and image supported'],
    ['fleet_manager', 'Upload Settlement Sheets & Related Documents', 'PDF, image, CSV and Excel supported'],
  ] as const)('%s sees its wording', (role, heading, formats) => {
    renderUploads({ role });
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(formats)).toBeInTheDocument();
    expect(browse()).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,.csv,.xls,.xlsx');
    expect(screen.getByRole('link', { name: /Back to Settlements/ })).toHaveAttribute('href', '/settlements');
    expect(screen.getByRole('heading', { name: 'Tips' })).toBeInTheDocument();
  });

  it('lists accepted files and refuses the wrong type with the spec’s message', async () => {
    const { user } = renderUploads();
    await pick(user, pdf());
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('week-46.pdf')).toBeInTheDocument();
    // A drop is not filtered by the picker's accept list: the spec's type rule refuses it.
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [exe] } });
    expect((await screen.findAllByText(UPLOAD_MESSAGES.wrongType)).length).toBeGreaterThan(0);
    expect(rows()).toHaveLength(1);
  });

  it('drag and drop adds files; over 20 MB and empty files are refused with their reason', () => {
    renderUploads();
    const big = new File([new Uint8Array(8)], 'huge-scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [pdf('a.pdf'), big] } });
    expect(rows()).toHaveLength(1);
    expect(screen.getAllByText(UPLOAD_MESSAGES.tooLarge).length).toBeGreaterThan(0);
    fireEvent.drop(screen.getByTestId('drop-zone'), {
      dataTransfer: { files: [new File([], 'empty.pdf', { type: 'application/pdf' })] },
    });
    expect(rows()).toHaveLength(1);
    expect(screen.getAllByText(UPLOAD_MESSAGES.empty).length).toBeGreaterThan(0);
  });

  it('Upload & Process with nothing selected says so; Clear All empties the list', async () => {
    const { user } = renderUploads();
    await user.click(screen.getByRole('button', { name: UPLOADS_UI.upload }));
    expect(screen.getAllByText(UPLOAD_MESSAGES.noFiles).length).toBeGreaterThan(0);
    await pick(user, pdf('a.pdf'), pdf('b.pdf'));
    expect(rows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: UPLOADS_UI.remove('a.pdf') }));
    expect(rows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: UPLOADS_UI.clearAll }));
    expect(rows()).toHaveLength(0);
  });
});

describe('Upload Documents: uploading and processing', () => {
  it('creates the upload, sends the file with real progress, then follows processing to the toast', async () => {
    const db = new MemoryDatabase();
    const { user, uploader, processed } = renderUploads({ db });
    await pick(user, pdf('week-46.pdf', 4000));
    await user.click(screen.getByRole('button', { name: UPLOADS_UI.upload }));
    await waitFor(() => expect(uploader.transfers).toHaveLength(1));
    const [transfer] = uploader.transfers;
    if (!transfer) throw new Error('no transfer');
    const uploadId = transfer.customMetadata.uploadId ?? '';
    expect(transfer.path).toBe(`users/dana/uploads/${uploadId}.pdf`);
    expect(transfer.customMetadata.fileName).toBe('week-46.pdf');
    expect(await db.privileged().collection(UPLOADS, 'dana').get(uploadId)).toMatchObject({
      status: 'uploaded',
      fileName: 'week-46.pdf',
      sizeBytes: 4000,
      storagePath: transfer.path,
    });
    act(() => transfer.progress(1000));
    expect(await within(row('week-46.pdf')).findByText(/Uploading… 25%/)).toBeInTheDocument();
    expect(within(row('week-46.pdf')).getByRole('progressbar')).toBeInTheDocument();
    act(() => transfer.progress(3000));
    expect(await within(row('week-46.pdf')).findByText(/Uploading… 75%/)).toBeInTheDocument();
    await act(async () => transfer.finish());
    expect(await within(row('week-46.pdf')).findByText(/Processing\.\.\./)).toBeInTheDocument();
    await act(() => processed(uploadId, { status: 'processed', settlementId: uploadId }));
    expect(await within(row('week-46.pdf')).findByText(/Processed successfully/)).toBeInTheDocument();
    expect(within(row('week-46.pdf')).getByRole('link', { name: UPLOADS_UI.viewSettlement })).toHaveAttribute(
      'href',
      `/settlements/${uploadId}`,
    );
    expect(await screen.findByText('All 1 settlements processed successfully!')).toBeInTheDocument();
  });

  it('some failing: the reason shows beside the file and the toast counts the successes', async () => {
    const { user, uploader, processed } = renderUploads();
    await pick(user, pdf('good.pdf'), pdf('locked.pdf'));
    await user.click(screen.getByRole('button', { name: UPLOADS_UI.upload }));
    await waitFor(() => expect(uploader.transfers).toHaveLength(2));
    for (const t of uploader.transfers) await act(async () => t.finish());
    const [good, locked] = uploader.transfers.map((t) => t.customMetadata.uploadId ?? '');
    await act(() => processed(good ?? '', { status: 'processed', settlementId: good ?? '' }));
    await act(() => processed(locked ?? '', { status: 'error', errorMessage: UPLOAD_REASONS.encryptedPdf }));
    expect(await within(row('locked.pdf')).findByText(UPLOAD_REASONS.encryptedPdf)).toBeInTheDocument();
    expect(within(row('locked.pdf')).getByText(/Processing failed/)).toBeInTheDocument();
    expect(await screen.findByText('1 out of 2 settlements processed successfully')).toBeInTheDocument();
  });

  it('all failing: "Failed to process settlements. Please try again."', async () => {
    const { user, uploader, processed } = renderUploads();
    await pick(user, pdf('dup.pdf'));
    await user.click(screen.getByRole('button', { name: UPLOADS_UI.upload }));
    await waitFor(() => expect(uploader.transfers).toHaveLength(1));
    await act(async () => uploader.transfers[0]?.finish());
    const id = uploader.transfers[0]?.customMetadata.uploadId ?? '';
    await act(() =>
      processed(id, { status: 'error', errorMessage: UPLOAD_REASONS.duplicateFile('week-46.pdf') }),
    );
    expect(await screen.findByText(SETTLEMENT_MESSAGES.processFailed)).toBeInTheDocument();
  });

  it('cancel stops the transfer and deletes its upload; nothing else is lost', async () => {
    const db = new MemoryDatabase();
    const { user, uploader } = renderUploads({ db });
    await pick(user, pdf('a.pdf'), pdf('b.pdf'));
    await user.click(screen.getByRole('button', { name: UPLOADS_UI.upload }));
    await waitFor(() => expect(uploader.transfers).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: UPLOADS_UI.cancelFile('a.pdf') }));
    expect(await within(row('a.pdf')).findByText(/Cancelled/)).toBeInTheDocument();
    expect(uploader.transfers[0]?.cancelled).toBe(true);
    expect(uploader.transfers[1]?.cancelled).toBe(false);
    const ids = uploader.transfers.map((t) => t.customMetadata.uploadId ?? '');
    await waitFor(async () =>
      expect(
        await db
          .privileged()
          .collection(UPLOADS, 'dana')
          .get(ids[0] ?? ''),
      ).toBeNull(),
    );
    expect(
      await db
        .privileged()
        .collection(UPLOADS, 'dana')
        .get(ids[1] ?? ''),
    ).not.toBeNull();
  });

  it('the network dropping mid-upload: the file says so, its upload is deleted, others go on', async () => {
    const db = new MemoryDatabase();
    const { user, uploader, processed } = renderUploads({ db });
    await pick(user, pdf('a.pdf'), pdf('b.pdf'));
    await user.click(screen.getByRole('button', { name: UPLOADS_UI.upload }));
    await waitFor(() => expect(uploader.transfers).toHaveLength(2));
    const [a, b] = uploader.transfers;
    act(() => a?.progress(1000));
    await act(async () => a?.fail());
    expect(await within(row('a.pdf')).findByText(UPLOADS_UI.uploadFailed)).toBeInTheDocument();
    await waitFor(async () =>
      expect(
        await db
          .privileged()
          .collection(UPLOADS, 'dana')
          .get(a?.customMetadata.uploadId ?? ''),
      ).toBeNull(),
    );
    await act(async () => b?.finish());
    await act(() => processed(b?.customMetadata.uploadId ?? '', { status: 'processed' }));
    expect(await screen.findByText('1 out of 2 settlements processed successfully')).toBeInTheDocument();
  });

  it('an administrator viewing a client cannot upload', () => {
    renderUploads({ subject: adminViewOf('dana') });
    expect(screen.getByText(UPLOADS_UI.readOnly)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPLOADS_UI.browse })).toBeDisabled();
    expect(screen.getByRole('button', { name: UPLOADS_UI.takePhoto })).toBeDisabled();
  });
});

describe('Upload Documents: Take a Photo', () => {
  const photo = () => new File([new Uint8Array(500)], 'IMG_2041.jpg', { type: 'image/jpeg' });

  it('a photo showing payroll figures is added, with the spec’s message', async () => {
    const { user } = renderUploads({
      photoReader: fakePhotoReader('SWIFT\nGross Pay 1,850.00\nNet Pay 1,402.75'),
    });
    expect(screen.getByTestId('camera-input')).toHaveAttribute('accept', 'image/*');
    await user.upload(screen.getByTestId('camera-input'), photo());
    expect(await screen.findByText(SETTLEMENT_MESSAGES.cameraFound)).toBeInTheDocument();
    expect(row('IMG_2041.jpg')).toBeInTheDocument();
  });

  it('a photo without an amount or a date is not added', async () => {
    const { user } = renderUploads({ photoReader: fakePhotoReader('a cat on a dashboard') });
    await user.upload(screen.getByTestId('camera-input'), photo());
    expect((await screen.findAllByText(SETTLEMENT_MESSAGES.cameraNotFound)).length).toBeGreaterThan(0);
    expect(rows()).toHaveLength(0);
  });

  it('OCR failing gives "Failed to process the image"', async () => {
    const { user } = renderUploads({ photoReader: fakePhotoReader(new Error('wasm')) });
    await user.upload(screen.getByTestId('camera-input'), photo());
    expect((await screen.findAllByText(SETTLEMENT_MESSAGES.cameraFailed)).length).toBeGreaterThan(0);
  });
});

describe('Upload Documents: a spreadsheet’s column mapping', () => {
  it('shows the proposal, lets the person correct it, and sends the confirmed mapping', async () => {
    const calls: unknown[] = [];
    const { user, uploader, processed } = renderUploads({
      confirmImport: async (input) => {
        calls.push(input);
        return { imported: 2, skipped: 0, total: 2, failures: [] };
      },
    });
    await pick(user, new File(['Date,Vendor,Amount,Memo\n'], 'march.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: UPLOADS_UI.upload }));
    await waitFor(() => expect(uploader.transfers).toHaveLength(1));
    await act(async () => uploader.transfers[0]?.finish());
    const id = uploader.transfers[0]?.customMetadata.uploadId ?? '';
    await act(() =>
      processed(id, {
        status: 'needs_review',
        errorMessage: UPLOAD_REASONS.importReady(2, 'expenses'),
        importProposal: {
          target: 'expenses',
          columns: ['Date', 'Vendor', 'Amount', 'Memo'],
          mapping: ['date', '', 'amount', ''],
          rowCount: 2,
        },
      }),
    );
    const form = await screen.findByTestId('import-mapping');
    // Waiting for its mapping, a spreadsheet is neither processed nor failed: no batch toast.
    expect(screen.queryByText(SETTLEMENT_MESSAGES.processFailed)).not.toBeInTheDocument();
    expect(screen.queryByText('All 1 settlements processed successfully!')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: UPLOADS_UI.importRows(2) }));
    expect(await within(form).findByText('Choose a column for Description')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.selectOptions(
      within(form).getByRole('combobox', { name: UPLOADS_UI.columnField('Vendor') }),
      'description',
    );
    await user.click(within(form).getByRole('button', { name: UPLOADS_UI.importRows(2) }));
    await waitFor(() =>
      expect(calls).toEqual([
        { uploadId: id, target: 'expenses', mapping: ['date', 'description', 'amount', ''] },
      ]),
    );
    expect(await screen.findByText('Imported 2 of 2 rows.')).toBeInTheDocument();
  });
});

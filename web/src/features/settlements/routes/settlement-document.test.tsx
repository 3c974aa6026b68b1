import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { UPLOADS } from '@haulbooks/domain';
import { SETTLEMENTS_UI } from '../messages';
import { UID, renderSettlements, seededDb } from '../testing';

function withUpload(upload: { fileName: string; contentType: string; reviewFields?: string[] }) {
  const db = seededDb({ s1: { uploadId: 'up1', brokerName: 'Coyote Logistics', parsedStatus: 'error' } });
  db.seed(UPLOADS, UID, 'up1', {
    fileName: upload.fileName,
    contentType: upload.contentType,
    sizeBytes: 2048,
    storagePath: `users/${UID}/uploads/up1.${upload.fileName.split('.').pop() ?? 'pdf'}`,
    status: 'needs_review',
    createdAt: new Date('2026-11-20T12:00:00Z'),
    updatedAt: new Date('2026-11-20T12:00:00Z'),
    ...(upload.reviewFields ? { reviewFields: upload.reviewFields } : {}),
  });
  return db;
}

describe('Settlement detail: the document beside what was read from it', () => {
  it('shows a PDF in a frame and flags the fields read with low confidence', async () => {
    renderSettlements(
      withUpload({
        fileName: 'week-46.pdf',
        contentType: 'application/pdf',
        reviewFields: ['netCents', 'date'],
      }),
      '/settlements/s1',
    );
    const panel = await screen.findByTestId('document-panel');
    const frame = await within(panel).findByTitle('week-46.pdf');
    expect(frame).toHaveAttribute('src', `https://storage.test/users/${UID}/uploads/up1.pdf`);
    const summary = screen.getByRole('region', { name: SETTLEMENTS_UI.summary });
    const flagged = await within(summary).findAllByText(SETTLEMENTS_UI.reviewBadge);
    expect(flagged).toHaveLength(2);
    expect(
      flagged.map(
        (badge) => badge.closest('[data-review]')?.parentElement?.previousElementSibling?.textContent,
      ),
    ).toEqual([SETTLEMENTS_UI.fields.date, SETTLEMENTS_UI.fields.net]);
  });

  it('shows a photo as an image', async () => {
    renderSettlements(withUpload({ fileName: 'IMG_2041.jpg', contentType: 'image/jpeg' }), '/settlements/s1');
    const image = await within(await screen.findByTestId('document-panel')).findByRole('img', {
      name: 'IMG_2041.jpg',
    });
    expect(image).toHaveAttribute('src', `https://storage.test/users/${UID}/uploads/up1.jpg`);
    expect(screen.queryByText(SETTLEMENTS_UI.reviewBadge)).not.toBeInTheDocument();
  });

  it('says so when the document cannot be fetched', async () => {
    renderSettlements(
      withUpload({ fileName: 'week-46.pdf', contentType: 'application/pdf' }),
      '/settlements/s1',
      {
        documentUrl: () => Promise.reject(new Error('storage/object-not-found')),
      },
    );
    expect(await screen.findByText(SETTLEMENTS_UI.documentUnavailable)).toBeInTheDocument();
  });
});

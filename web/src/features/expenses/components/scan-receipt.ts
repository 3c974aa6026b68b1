import {
  addDays,
  bookedFuelDeductionFor,
  formatBusinessDate,
  formatCents,
  newUploadId,
  parseReceipt,
  type BusinessDate,
  type ExpenseFormValues,
  type ExpenseRecord,
  type ReceiptReading,
  type Repositories,
} from '@haulbooks/domain';
import type { ReceiptServices } from '../api/receipt-services';
import { EXPENSES_UI } from '../messages';

export interface ScannedReceipt {
  image: File;
  reading: ReceiptReading;
}

export type ScanOutcome =
  | { kind: 'draft'; values: ExpenseFormValues; receipt: ScannedReceipt }
  | { kind: 'attached'; message: string };

/** The Storage path of a receipt image: users/{uid}/receipts/{id}.{ext} (storage.rules). */
export function receiptPath(uid: string, image: File): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(image.name)?.[1]?.toLowerCase() ?? 'jpg';
  return `users/${uid}/receipts/${newUploadId()}.${extension}`;
}

function fuelNote(reading: ReceiptReading): string {
  const parts = [
    reading.gallonsMilli ? `${(reading.gallonsMilli / 1000).toFixed(3)} gal` : null,
    reading.pricePerGallonMilli ? `@ $${(reading.pricePerGallonMilli / 1000).toFixed(3)}/gal` : null,
    reading.state,
  ].filter(Boolean);
  return parts.length > 0 ? EXPENSES_UI.scan.fuelNote(parts.join(' ')) : '';
}

/**
 * Scan Receipt: reads the photo and either finds it already booked (a fuel purchase deducted on
 * a settlement: the image is attached to that expense, so the purchase never counts twice) or
 * gives the Add Expense draft, pre-filled with what was read.
 */
export async function scanReceipt(
  image: File,
  today: BusinessDate,
  uid: string,
  repositories: Pick<Repositories, 'expenses'>,
  services: ReceiptServices,
): Promise<ScanOutcome> {
  const reader = await services.photoReader();
  const reading = parseReceipt(await reader.read(image));
  if (reading.category === 'fuel' && reading.date && reading.totalCents) {
    const around = await repositories.expenses.listInRange({
      start: reading.date,
      end: addDays(reading.date, 14),
    });
    const booked = bookedFuelDeductionFor(
      { date: reading.date, amountCents: reading.totalCents },
      around.items,
    );
    if (booked) {
      const path = receiptPath(uid, image);
      await services.uploadReceipt(path, image);
      await repositories.expenses.attachReceipt(booked.id, path);
      return {
        kind: 'attached',
        message: EXPENSES_UI.scan.attached(formatCents(booked.amountCents), formatBusinessDate(booked.date)),
      };
    }
  }
  return {
    kind: 'draft',
    receipt: { image, reading },
    values: {
      description: reading.vendor ?? '',
      amount: reading.totalCents ? (reading.totalCents / 100).toFixed(2) : '',
      category: reading.category,
      paymentMethod: reading.category === 'fuel' ? 'fuel_card' : 'credit_card',
      date: reading.date ?? today,
      notes: fuelNote(reading),
      taxDeductible: true,
      recurring: false,
    },
  };
}

/** The record of a scanned receipt's expense: the image and, for fuel, the IFTA figures. */
export function withReceipt(record: ExpenseRecord, receipt: ScannedReceipt, path: string): ExpenseRecord {
  const { reading } = receipt;
  const fuel = record.category === 'fuel';
  return {
    ...record,
    receiptPaths: [path],
    ...(fuel && reading.gallonsMilli ? { fuelGallonsMilli: reading.gallonsMilli } : {}),
    ...(fuel && reading.pricePerGallonMilli ? { fuelPricePerGallonMilli: reading.pricePerGallonMilli } : {}),
    ...(fuel && reading.state ? { fuelState: reading.state } : {}),
  };
}

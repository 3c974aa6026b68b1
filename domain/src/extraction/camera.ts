import { SETTLEMENT_MESSAGES } from '../messages/ledger.js';
import { extractSettlement, type SettlementExtraction } from './extract.js';

/** The spec's camera rule: an amount is digits, a dot or comma, then two digits. */
export const CAMERA_AMOUNT_PATTERN = /\d+[.,]\d{2}(?!\d)/;
/** ... and a date is d/m/yy or dd-mm-yyyy style. */
export const CAMERA_DATE_PATTERN = /\b\d{1,2}[/-]\d{1,2}[/-](\d{4}|\d{2})\b/;

/**
 * A camera photo is accepted when its text holds at least a gross amount, a net amount or a
 * date. The full extraction rides along so the upload starts with what was read.
 */
export function checkCameraText(text: string): {
  found: boolean;
  message: string;
  extraction: SettlementExtraction;
} {
  const extraction = extractSettlement(text);
  const found =
    CAMERA_AMOUNT_PATTERN.test(text) ||
    CAMERA_DATE_PATTERN.test(text) ||
    extraction.gross.value !== null ||
    extraction.net.value !== null ||
    extraction.date.value !== null;
  return {
    found,
    message: found ? SETTLEMENT_MESSAGES.cameraFound : SETTLEMENT_MESSAGES.cameraNotFound,
    extraction,
  };
}

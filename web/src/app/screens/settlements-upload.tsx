import { SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../zones/screen-heading';

/**
 * Upload Documents (/settlements/upload).
 * Only the heading for now: file selection, camera OCR and upload processing arrives with a later issue (see customer-app.md §2).
 */
export function Component() {
  return <ScreenHeading>{SCREEN_TITLES.settlementsUpload}</ScreenHeading>;
}

import { SCREEN_TITLES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';

/**
 * Upload Documents (/settlements/upload).
 * Only the heading for now: file selection, camera OCR and upload processing arrive with a later
 * issue (see customer-app.md §2).
 */
export function SettlementsUploadPage() {
  return <ScreenHeading>{SCREEN_TITLES.settlementsUpload}</ScreenHeading>;
}

export { SettlementsUploadPage as Component };

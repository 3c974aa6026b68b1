// The public surface of this feature. web/src/app loads the Upload Documents screen lazily by
// path (routes/upload-documents-page.tsx); the services context lets tests and other features
// provide the Storage uploader and the photo reader.
export { UploadDocuments, UploadDocumentsPage } from './routes/upload-documents-page';
export {
  UploadServicesContext,
  DEFAULT_UPLOAD_SERVICES,
  type FileUploader,
  type PhotoReader,
  type UploadServices,
} from './api/uploader';

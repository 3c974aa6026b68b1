import { createContext, useContext } from 'react';

/**
 * Where the browser can fetch an uploaded document from (a Cloud Storage download URL, checked by
 * storage.rules: the owner and staff only). Behind a context so component tests give their own.
 */
export type DocumentUrlResolver = (storagePath: string) => Promise<string>;

export const DEFAULT_DOCUMENT_URL: DocumentUrlResolver = (storagePath) =>
  import('./storage-document-url').then((m) => m.storageDocumentUrl(storagePath));

export const DocumentUrlContext = createContext<DocumentUrlResolver>(DEFAULT_DOCUMENT_URL);

export function useDocumentUrl(): DocumentUrlResolver {
  return useContext(DocumentUrlContext);
}

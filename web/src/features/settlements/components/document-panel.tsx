import { useEffect, useState } from 'react';
import { Box, Heading, Image, Link, Skeleton, Text } from '@chakra-ui/react';
import type { Stored, UploadDoc } from '@haulbooks/domain';
import { useDocumentUrl } from '../api/document-url';
import { SETTLEMENTS_UI } from '../messages';

/**
 * The uploaded document beside the fields read from it: a PDF in the browser's own viewer, a
 * photo as an image, anything else (a spreadsheet) as a link.
 */
export function DocumentPanel({ upload }: { upload: Stored<UploadDoc> }) {
  const resolve = useDocumentUrl();
  const [url, setUrl] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    let active = true;
    resolve(upload.storagePath).then(
      (found) => active && setUrl(found),
      () => active && setUrl(null),
    );
    return () => {
      active = false;
    };
  }, [resolve, upload.storagePath]);

  const type = upload.contentType.toLowerCase();
  return (
    <Box
      as="section"
      aria-label={SETTLEMENTS_UI.documentPanel}
      flex="1"
      minW="0"
      data-testid="document-panel"
    >
      <Heading as="h2" size="md" mb="3">
        {SETTLEMENTS_UI.documentPanel}
      </Heading>
      {url === undefined ? (
        <Skeleton height="md" />
      ) : url === null ? (
        <Text color="fg.muted">{SETTLEMENTS_UI.documentUnavailable}</Text>
      ) : type.includes('pdf') ? (
        <Box borderWidth="1px" borderRadius="md" overflow="hidden">
          <iframe title={upload.fileName} src={url} style={{ width: '100%', height: '70vh', border: 0 }} />
        </Box>
      ) : type.includes('image') ? (
        <Image src={url} alt={upload.fileName} borderWidth="1px" borderRadius="md" maxH="70vh" />
      ) : (
        <Link href={url} color="brand.600" target="_blank" rel="noreferrer">
          {SETTLEMENTS_UI.openDocument(upload.fileName)}
        </Link>
      )}
    </Box>
  );
}

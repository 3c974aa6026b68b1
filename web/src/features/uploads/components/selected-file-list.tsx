import { Box, Button, Flex, HStack, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { UPLOADS_UI } from '../messages';
import { ImportMappingForm } from './import-mapping-form';
import type { SelectedFile } from './use-upload-batch';

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function statusText(f: SelectedFile): string {
  if (f.state === 'uploading') return UPLOADS_UI.status.uploading(f.percent);
  if (f.state === 'uploaded') return UPLOADS_UI.status.processing;
  return UPLOADS_UI.status[f.state];
}

const COLOUR: Record<string, string> = {
  processed: 'green.600',
  needs_review: 'orange.600',
  error: 'red.600',
  cancelled: 'fg.muted',
};

/** The selected files, each with its progress, state and (when it has one) the reason. */
export function SelectedFileList({
  files,
  onRemove,
  onCancel,
  readOnly,
}: {
  files: readonly SelectedFile[];
  onRemove: (key: string) => void;
  onCancel: (key: string) => void;
  readOnly: boolean;
}) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
      {files.map((f) => (
        <Box as="li" key={f.key} borderWidth="1px" borderRadius="md" p="3" data-testid="selected-file">
          <Flex justify="space-between" gap="3" align="flex-start">
            <Box minW="0">
              <Text fontWeight="medium" truncate>
                {f.file.name}
              </Text>
              <Text fontSize="sm" color={COLOUR[f.state] ?? 'fg.muted'} data-testid="file-status">
                {sizeText(f.file.size)} · {statusText(f)}
              </Text>
              {f.message ? (
                <Text
                  fontSize="sm"
                  color={f.state === 'error' ? 'red.600' : 'fg'}
                  mt="1"
                  data-testid="file-message"
                >
                  {f.message}
                </Text>
              ) : null}
              {f.settlementId && (f.state === 'processed' || f.state === 'needs_review') ? (
                <Link asChild fontSize="sm" color="brand.600">
                  <RouterLink to={`/settlements/${f.settlementId}`}>{UPLOADS_UI.viewSettlement}</RouterLink>
                </Link>
              ) : null}
            </Box>
            <HStack>
              {f.state === 'uploading' ? (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => onCancel(f.key)}
                  aria-label={UPLOADS_UI.cancelFile(f.file.name)}
                >
                  {UPLOADS_UI.cancel}
                </Button>
              ) : f.state === 'selected' && !readOnly ? (
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => onRemove(f.key)}
                  aria-label={UPLOADS_UI.remove(f.file.name)}
                >
                  ✕
                </Button>
              ) : null}
            </HStack>
          </Flex>
          {f.state === 'needs_review' && f.importProposal && f.uploadId && !readOnly ? (
            <ImportMappingForm uploadId={f.uploadId} fileName={f.file.name} proposal={f.importProposal} />
          ) : null}
          {f.state === 'uploading' ? (
            <Progress.Root
              value={f.percent}
              size="xs"
              colorPalette="brand"
              mt="2"
              aria-label={UPLOADS_UI.progressLabel(f.file.name)}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

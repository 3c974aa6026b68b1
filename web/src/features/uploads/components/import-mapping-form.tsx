import { useState } from 'react';
import { Box, Button, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  CONFIRM_IMPORT_MESSAGES,
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  IMPORT_TARGETS,
  checkImportMapping,
  type ImportTarget,
  type UploadDoc,
} from '@haulbooks/domain';
import { FormAlert } from '../../../components';
import { notify } from '../../../lib/toaster';
import { useUploadServices } from '../api/uploader';
import { UPLOADS_UI } from '../messages';

type Proposal = NonNullable<UploadDoc['importProposal']>;

/**
 * A spreadsheet's proposed column mapping, for the person to confirm or correct before anything
 * is booked (the confirmImport callable).
 */
export function ImportMappingForm({
  uploadId,
  fileName,
  proposal,
}: {
  uploadId: string;
  fileName: string;
  proposal: Proposal;
}) {
  const services = useUploadServices();
  const [target, setTarget] = useState<ImportTarget>(proposal.target);
  const [mapping, setMapping] = useState<string[]>(proposal.mapping);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fields: readonly string[] = IMPORT_FIELDS[target];

  function changeTarget(next: ImportTarget) {
    setTarget(next);
    const allowed: readonly string[] = IMPORT_FIELDS[next];
    setMapping((current) => current.map((f) => (allowed.includes(f) ? f : '')));
  }

  async function submit() {
    const problem = checkImportMapping(target, mapping);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await services.confirmImport({ uploadId, target, mapping });
      const message =
        result.imported > 0
          ? CONFIRM_IMPORT_MESSAGES.summary(result.imported, result.total, result.skipped)
          : CONFIRM_IMPORT_MESSAGES.noneImported;
      if (result.imported > 0) notify.success({ title: message });
      else notify.error({ title: message });
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      setError(message);
      notify.error({ title: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box mt="3" p="3" bg="bg.subtle" borderRadius="md" data-testid="import-mapping">
      <Stack gap="3">
        <FormAlert message={error} />
        <NativeSelect.Root size="sm" maxW="xs">
          <NativeSelect.Field
            aria-label={UPLOADS_UI.importAs(fileName)}
            value={target}
            onChange={(e) => changeTarget(e.target.value as ImportTarget)}
          >
            {IMPORT_TARGETS.map((t) => (
              <option key={t} value={t}>
                {UPLOADS_UI.importTargets[t]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
          {proposal.columns.map((column, index) => (
            <Box key={`${column}-${index}`}>
              <Text fontSize="sm" fontWeight="medium">
                {column || UPLOADS_UI.unnamedColumn(index + 1)}
              </Text>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  aria-label={UPLOADS_UI.columnField(column || UPLOADS_UI.unnamedColumn(index + 1))}
                  value={mapping[index] ?? ''}
                  onChange={(e) =>
                    setMapping((current) => current.map((f, i) => (i === index ? e.target.value : f)))
                  }
                >
                  <option value="">{UPLOADS_UI.leaveOut}</option>
                  {fields.map((f) => (
                    <option key={f} value={f}>
                      {IMPORT_FIELD_LABELS[f as keyof typeof IMPORT_FIELD_LABELS]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Box>
          ))}
        </SimpleGrid>
        <Button
          size="sm"
          colorPalette="brand"
          alignSelf="flex-start"
          onClick={() => void submit()}
          loading={busy}
        >
          {UPLOADS_UI.importRows(proposal.rowCount)}
        </Button>
      </Stack>
    </Box>
  );
}

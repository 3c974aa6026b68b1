import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, Card, Flex, HStack, Heading, Input, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useOutletContext } from 'react-router-dom';
import {
  CAMERA_ACCEPT,
  SCREEN_TITLES,
  SETTLEMENT_MESSAGES,
  UPLOAD_ACCEPT,
  UPLOAD_MESSAGES,
  checkCameraText,
  checkUploadSelection,
  type Role,
} from '@haulbooks/domain';
import { FormAlert, ScreenHeading } from '../../../components';
import { useSubject } from '../../../lib/data/data-context';
import { notify } from '../../../lib/toaster';
import { useUploadServices } from '../api/uploader';
import { SelectedFileList } from '../components/selected-file-list';
import { useUploadBatch } from '../components/use-upload-batch';
import { UPLOADS_UI, uploadWording } from '../messages';

/**
 * Upload Documents (/settlements/upload): pick files (browse, drag and drop, or a camera photo
 * that must show payroll figures), send each to Storage with its progress, then follow
 * processUpload until the file is processed, needs review or failed, with its reason.
 */
export function UploadDocuments({ role }: { role: Role | null }) {
  const subject = useSubject();
  const services = useUploadServices();
  const navigate = useNavigate();
  const batch = useUploadBatch();
  const [alert, setAlert] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [readingPhoto, setReadingPhoto] = useState(false);
  const browseInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const wording = uploadWording(role);
  const readOnly = subject.readOnly;

  function select(picked: readonly File[]) {
    const { accepted, error } = checkUploadSelection(picked);
    setAlert(error);
    if (error) notify.error({ title: error });
    if (accepted.length > 0) batch.add(accepted);
  }

  async function takePhoto(photo: File | undefined) {
    if (!photo) return;
    if (!photo.type.startsWith('image/')) {
      setAlert(UPLOAD_MESSAGES.wrongType);
      notify.error({ title: UPLOAD_MESSAGES.wrongType });
      return;
    }
    setReadingPhoto(true);
    try {
      const reader = await services.photoReader();
      const result = checkCameraText(await reader.read(photo));
      if (result.found) {
        setAlert(null);
        batch.add([photo]);
        notify.success({ title: result.message });
      } else {
        setAlert(result.message);
        notify.error({ title: result.message });
      }
    } catch {
      setAlert(SETTLEMENT_MESSAGES.cameraFailed);
      notify.error({ title: SETTLEMENT_MESSAGES.cameraFailed });
    } finally {
      setReadingPhoto(false);
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (readOnly) return;
    select([...event.dataTransfer.files]);
  }

  function uploadAll() {
    if (batch.files.every((f) => f.state !== 'selected')) {
      setAlert(UPLOAD_MESSAGES.noFiles);
      notify.error({ title: UPLOAD_MESSAGES.noFiles });
      return;
    }
    setAlert(null);
    batch.uploadAll();
  }

  return (
    <Box>
      <Link asChild color="brand.600" mb="3" display="inline-block">
        <RouterLink to="/settlements">← {UPLOADS_UI.back}</RouterLink>
      </Link>
      <ScreenHeading description={wording.description}>{SCREEN_TITLES.settlementsUpload}</ScreenHeading>
      {readOnly ? <FormAlert status="info" message={UPLOADS_UI.readOnly} /> : null}
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="flex-start">
        <Stack flex="2" gap="4" w="full">
          <Card.Root>
            <Card.Body>
              <Stack gap="4">
                <Heading as="h2" size="lg">
                  {wording.heading}
                </Heading>
                <Text color="fg.muted">{wording.formats}</Text>
                <FormAlert message={alert} />
                <HStack>
                  <Button
                    colorPalette="brand"
                    variant="outline"
                    onClick={() => cameraInput.current?.click()}
                    disabled={readOnly || readingPhoto}
                    loading={readingPhoto}
                    loadingText={UPLOADS_UI.readingPhoto}
                  >
                    {UPLOADS_UI.takePhoto}
                  </Button>
                  <Input
                    ref={cameraInput}
                    type="file"
                    accept={CAMERA_ACCEPT}
                    capture="environment"
                    display="none"
                    data-testid="camera-input"
                    onChange={(e) => {
                      void takePhoto(e.target.files?.[0]);
                      e.target.value = '';
                    }}
                  />
                </HStack>
                <Box
                  role="group"
                  aria-label={UPLOADS_UI.dropLabel}
                  data-testid="drop-zone"
                  data-dragging={dragging}
                  borderWidth="2px"
                  borderStyle="dashed"
                  borderColor={dragging ? 'brand.500' : 'border'}
                  bg={dragging ? 'brand.50' : undefined}
                  borderRadius="lg"
                  p="8"
                  textAlign="center"
                  onDragOver={(e) => {
                    e.preventDefault();
                    setDragging(true);
                  }}
                  onDragLeave={() => setDragging(false)}
                  onDrop={onDrop}
                >
                  <Text fontWeight="medium">{UPLOADS_UI.dropTitle}</Text>
                  <Text color="fg.muted" my="2">
                    {UPLOADS_UI.dropOr}
                  </Text>
                  <Button
                    colorPalette="brand"
                    onClick={() => browseInput.current?.click()}
                    disabled={readOnly}
                  >
                    {UPLOADS_UI.browse}
                  </Button>
                  <Input
                    ref={browseInput}
                    type="file"
                    multiple
                    accept={UPLOAD_ACCEPT}
                    display="none"
                    data-testid="browse-input"
                    onChange={(e) => {
                      select([...(e.target.files ?? [])]);
                      e.target.value = '';
                    }}
                  />
                  <Text fontSize="sm" color="fg.muted" mt="2">
                    {UPLOADS_UI.dropHint}
                  </Text>
                </Box>
              </Stack>
            </Card.Body>
          </Card.Root>
          {batch.files.length > 0 ? (
            <Card.Root>
              <Card.Body>
                <Heading as="h2" size="md" mb="3">
                  {UPLOADS_UI.selectedHeading(batch.files.length)}
                </Heading>
                <SelectedFileList
                  files={batch.files}
                  onRemove={batch.remove}
                  onCancel={(key) => batch.cancel(key)}
                  readOnly={readOnly}
                />
              </Card.Body>
            </Card.Root>
          ) : null}
          <HStack justify="flex-end" gap="2" wrap="wrap">
            <Button variant="ghost" onClick={batch.clearAll} disabled={!batch.clearable}>
              {UPLOADS_UI.clearAll}
            </Button>
            <Button
              variant="outline"
              // Stops the transfers still running; with none running, leaves the screen.
              onClick={() => (batch.sending ? batch.cancel() : void navigate('/settlements'))}
            >
              {UPLOADS_UI.cancel}
            </Button>
            <Button
              colorPalette="brand"
              onClick={uploadAll}
              disabled={readOnly}
              loading={batch.busy}
              loadingText={UPLOADS_UI.uploading}
            >
              {UPLOADS_UI.upload}
            </Button>
          </HStack>
        </Stack>
        <Card.Root flex="1" w="full">
          <Card.Body>
            <Heading as="h2" size="md" mb="3">
              {UPLOADS_UI.tipsHeading}
            </Heading>
            <List.Root gap="2" ps="4">
              {UPLOADS_UI.tips.map((tip) => (
                <List.Item key={tip}>{tip}</List.Item>
              ))}
            </List.Root>
          </Card.Body>
        </Card.Root>
      </Flex>
    </Box>
  );
}

/** The route: the signed-in user's role from the customer zone picks the wording. */
export function UploadDocumentsPage() {
  const context = useOutletContext<{ user?: { role: Role | null } } | undefined>();
  return <UploadDocuments role={context?.user?.role ?? null} />;
}

export { UploadDocumentsPage as Component };

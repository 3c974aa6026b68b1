import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CloseButton,
  Flex,
  HStack,
  Image,
  Input,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  SUPPORT_CHAT_MESSAGES as M,
  checkSupportMessage,
  supportImagePath,
  type ChatLine,
  type Listener,
} from '@haulbooks/domain';
import { FormAlert } from '../../../components';
import { useRepositories } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { useLive } from '../../../lib/data/use-live';
import type { SupportFiles } from '../api/support-files';

const TIME = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

function Bubble({
  from,
  children,
  at,
}: {
  from: 'customer' | 'staff';
  children: React.ReactNode;
  at?: Date;
}) {
  const mine = from === 'customer';
  return (
    <Flex justify={mine ? 'flex-end' : 'flex-start'}>
      <Box
        maxW="80%"
        bg={mine ? 'brand.600' : 'bg.muted'}
        color={mine ? 'white' : 'fg'}
        px="3"
        py="2"
        borderRadius="lg"
        data-from={from}
      >
        {children}
        {at ? (
          <Text fontSize="xs" opacity={0.75} mt="1">
            {TIME.format(at)}
          </Text>
        ) : null}
      </Box>
    </Flex>
  );
}

function ChatImage({ path, files }: { path: string; files: SupportFiles }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    files.urlOf(path).then(
      (found) => current && setUrl(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [path, files]);
  return url ? (
    <Image src={url} alt={M.image} maxH="40" borderRadius="md" mt="1" />
  ) : (
    <Text fontSize="sm" fontStyle="italic">
      [{M.image}]
    </Text>
  );
}

/**
 * The open support chat: the greeting, the conversation live (the customer's messages and staff
 * replies), and a box to send text and one image. Nothing is lost on a failed send: the text and
 * the image stay in the box with the reason.
 */
export function SupportChatPanel({ files, onClose }: { files: SupportFiles; onClose: () => void }) {
  const repositories = useRepositories();
  const conversation = useLive(
    useCallback(
      (listener: Listener<ChatLine[]>) => repositories.support.watchConversation(listener),
      [repositories],
    ),
  );
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const readOnly = repositories.subject.readOnly;
  const lines = conversation.status === 'ready' ? conversation.data : [];

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lines.length]);

  const send = async () => {
    const problem = checkSupportMessage({ text, image });
    if (problem) {
      setError(problem);
      return;
    }
    setSending(true);
    setError(null);
    try {
      let imagePath: string | undefined;
      if (image) {
        imagePath = supportImagePath(repositories.subject.uid, image.name, new Date());
        try {
          await files.upload(imagePath, image);
        } catch {
          setError(M.uploadFailed);
          return;
        }
      }
      await repositories.support.send({ text, imagePath });
      setText('');
      setImage(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch {
      setError(M.sendFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card.Root
      position="fixed"
      bottom={{ base: '20', md: '24' }}
      right={{ base: '3', md: '6' }}
      width={{ base: 'calc(100vw - 24px)', sm: '96' }}
      maxH="70vh"
      shadow="xl"
      zIndex="popover"
      role="dialog"
      aria-label={M.title}
    >
      <Card.Header pb="2">
        <Flex justify="space-between" align="start">
          <Box>
            <Text fontWeight="semibold">{M.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {M.subtitle}
            </Text>
          </Box>
          <CloseButton size="sm" aria-label={M.close} onClick={onClose} />
        </Flex>
      </Card.Header>
      <Card.Body py="2" overflowY="auto">
        <Stack gap="2" aria-live="polite" data-testid="support-conversation">
          <Bubble from="staff">
            <Text>{M.greeting}</Text>
          </Bubble>
          {conversation.status === 'error' ? <DataErrorNotice error={conversation.error} /> : null}
          {lines.map((line) => (
            <Bubble key={line.id} from={line.from} at={line.at}>
              {line.from === 'staff' && line.staffName ? (
                <Text fontSize="xs" fontWeight="semibold">
                  {line.staffName}
                </Text>
              ) : null}
              {line.text ? <Text whiteSpace="pre-wrap">{line.text}</Text> : null}
              {line.imagePath ? <ChatImage path={line.imagePath} files={files} /> : null}
            </Bubble>
          ))}
          <div ref={end} />
        </Stack>
      </Card.Body>
      <Card.Footer pt="2" flexDirection="column" alignItems="stretch" gap="2">
        {readOnly ? (
          <Text fontSize="sm" color="fg.muted">
            {M.readOnly}
          </Text>
        ) : (
          <form
            aria-label={M.title}
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <Stack gap="2">
              {error ? <FormAlert message={error} /> : null}
              <Textarea
                aria-label={M.placeholder}
                placeholder={M.placeholder}
                value={text}
                rows={2}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey) {
                    event.preventDefault();
                    void send();
                  }
                }}
              />
              {image ? (
                <HStack fontSize="sm" justify="space-between">
                  <Text truncate>{image.name}</Text>
                  <Button size="xs" variant="ghost" onClick={() => setImage(null)}>
                    {M.removeImage}
                  </Button>
                </HStack>
              ) : null}
              <HStack justify="space-between">
                <Input
                  ref={fileInput}
                  type="file"
                  accept="image/*"
                  aria-label={M.attach}
                  display="none"
                  onChange={(event) => setImage(event.target.files?.[0] ?? null)}
                />
                <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
                  {M.attach}
                </Button>
                <Button size="sm" colorPalette="brand" type="submit" loading={sending}>
                  {M.send}
                </Button>
              </HStack>
            </Stack>
          </form>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

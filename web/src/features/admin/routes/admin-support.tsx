import { useCallback, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  SimpleGrid,
  Stack,
  Stat,
  Tabs,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  ADMIN_SCREEN_TITLES,
  HELP_GUIDES,
  SUPPORT_CHAT_MESSAGES,
  type ChatLine,
  type Listener,
  type SupportThread,
} from '@haulbooks/domain';
import { DataTable, EmptyState, FormAlert, ScreenHeading, type DataTableColumn } from '../../../components';
import { useAdminRepositories } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { useLive } from '../../../lib/data/use-live';
import { SupportIcon } from '../../../lib/icons';
import { notify } from '../../../lib/toaster';
import { replyToSupport, type ReplyToSupport } from '../api/support-reply-api';
import { ADMIN_SUPPORT_UI as UI } from '../messages';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const DAY_MS = 86_400_000;

/**
 * Support Management (/admin/support): the customers' support chats. The cards count them, Support
 * Tickets lists every conversation with whether it awaits a reply, Live Chat opens one and answers
 * it (replyToSupport), and Knowledge Base shows the Help Center articles customers read.
 */
export function AdminSupportPage({ reply = replyToSupport, now }: { reply?: ReplyToSupport; now?: Date }) {
  const { support } = useAdminRepositories();
  const threads = useLive(
    useCallback((listener: Listener<SupportThread[]>) => support.watchThreads(listener), [support]),
  );
  const [tab, setTab] = useState('tickets');
  const [openUid, setOpenUid] = useState<string | null>(null);
  const list = threads.status === 'ready' ? threads.data : [];
  const at = (now ?? new Date()).getTime();
  const awaiting = list.filter((t) => t.awaitingReply).length;
  const active = list.filter((t) => at - t.lastMessageAt.getTime() < DAY_MS);
  const cards = [
    ['awaiting', UI.cards.awaiting, awaiting],
    ['conversations', UI.cards.conversations, list.length],
    ['answered', UI.cards.answered, UI.resolutionRate(list.length - awaiting, list.length)],
    ['active', UI.cards.active, active.length],
  ] as const;

  const openChat = (uid: string) => {
    setOpenUid(uid);
    setTab('chat');
  };

  const columns: readonly DataTableColumn<SupportThread>[] = [
    {
      key: 'ticket',
      header: UI.columns.ticket,
      render: (t) => <Text fontFamily="mono">#{t.id.slice(0, 8)}</Text>,
    },
    {
      key: 'user',
      header: UI.columns.user,
      render: (t) => (
        <>
          <Text fontWeight="medium">{t.customerName || t.customerEmail || t.id}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t.customerEmail}
          </Text>
        </>
      ),
    },
    { key: 'subject', header: UI.columns.subject, render: (t) => t.lastText },
    {
      key: 'status',
      header: UI.columns.status,
      render: (t) =>
        t.awaitingReply ? (
          <Badge colorPalette="orange">{UI.status.awaiting}</Badge>
        ) : (
          <Badge colorPalette="green">{UI.status.answered}</Badge>
        ),
    },
    { key: 'updated', header: UI.columns.lastUpdate, render: (t) => WHEN.format(t.lastMessageAt) },
    {
      key: 'view',
      header: UI.columns.view,
      align: 'end',
      render: (t) => (
        <Button
          size="xs"
          variant="outline"
          onClick={() => openChat(t.id)}
          aria-label={`${UI.view} ${t.customerName}`}
        >
          {UI.view}
        </Button>
      ),
    },
  ];

  return (
    <>
      <ScreenHeading>{ADMIN_SCREEN_TITLES.support}</ScreenHeading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" mb="6">
        {cards.map(([key, label, value]) => (
          <Card.Root key={key} size="sm" data-testid={`support-card-${key}`}>
            <Card.Body>
              <Stat.Root>
                <Stat.Label>{label}</Stat.Label>
                <Stat.ValueText>{threads.status === 'ready' ? value : '—'}</Stat.ValueText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      {threads.status === 'error' ? <DataErrorNotice error={threads.error} /> : null}
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" lazyMount>
        <Tabs.List mb="4">
          <Tabs.Trigger value="tickets">{UI.tabs.tickets}</Tabs.Trigger>
          <Tabs.Trigger value="chat">{UI.tabs.chat}</Tabs.Trigger>
          <Tabs.Trigger value="knowledge">{UI.tabs.knowledge}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="tickets">
          <DataTable
            label={UI.tabs.tickets}
            columns={columns}
            rows={list}
            getRowId={(t) => t.id}
            loading={threads.status === 'loading'}
            empty={<EmptyState icon={<SupportIcon />} title={UI.noTickets} text={UI.noTicketsHint} />}
          />
        </Tabs.Content>
        <Tabs.Content value="chat">
          {list.length === 0 && threads.status === 'ready' ? (
            <EmptyState icon={<SupportIcon />} title={UI.noActiveChats} />
          ) : (
            <Grid templateColumns={{ base: '1fr', lg: '280px 1fr' }} gap="4">
              <Stack as="ul" listStyleType="none" gap="2" aria-label={UI.tabs.chat}>
                {list.map((t) => (
                  <Box as="li" key={t.id}>
                    <Button
                      variant={openUid === t.id ? 'subtle' : 'ghost'}
                      width="full"
                      justifyContent="start"
                      h="auto"
                      py="2"
                      onClick={() => setOpenUid(t.id)}
                    >
                      <Stack gap="0" align="start" minW="0">
                        <Text fontWeight="medium" truncate>
                          {t.customerName || t.customerEmail || t.id}
                          {t.awaitingReply ? ' •' : ''}
                        </Text>
                        <Text fontSize="xs" color="fg.muted" truncate maxW="60">
                          {t.lastText}
                        </Text>
                      </Stack>
                    </Button>
                  </Box>
                ))}
              </Stack>
              {openUid ? (
                <Conversation
                  key={openUid}
                  uid={openUid}
                  customer={list.find((t) => t.id === openUid)?.customerName || openUid}
                  reply={reply}
                />
              ) : (
                <Text color="fg.muted">{UI.chooseChat}</Text>
              )}
            </Grid>
          )}
        </Tabs.Content>
        <Tabs.Content value="knowledge">
          <Text color="fg.muted" mb="3">
            {UI.knowledgeIntro}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {HELP_GUIDES.map((guide) => (
              <Card.Root key={guide.id} size="sm">
                <Card.Body>
                  <Text fontWeight="semibold">{guide.title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {UI.category}: {guide.id} · {UI.sections(guide.sections.length)}
                  </Text>
                  <Text fontSize="sm" mt="1">
                    {guide.summary}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

function Conversation({ uid, customer, reply }: { uid: string; customer: string; reply: ReplyToSupport }) {
  const { support } = useAdminRepositories();
  const lines = useLive(
    useCallback((listener: Listener<ChatLine[]>) => support.watchConversation(uid, listener), [support, uid]),
  );
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      await reply({ uid, text });
      setText('');
      notify.success({ title: UI.sent });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : UI.sendFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="2" data-testid="admin-conversation" maxH="96" overflowY="auto" mb="3">
          {lines.status === 'error' ? <DataErrorNotice error={lines.error} /> : null}
          {(lines.status === 'ready' ? lines.data : []).map((line) => (
            <Flex key={line.id} justify={line.from === 'staff' ? 'flex-end' : 'flex-start'}>
              <Box
                maxW="80%"
                px="3"
                py="2"
                borderRadius="lg"
                bg={line.from === 'staff' ? 'brand.600' : 'bg.muted'}
                color={line.from === 'staff' ? 'white' : 'fg'}
              >
                <Text fontSize="xs" fontWeight="semibold">
                  {line.from === 'staff' ? line.staffName : customer}
                </Text>
                {line.text ? <Text whiteSpace="pre-wrap">{line.text}</Text> : null}
                {line.imagePath ? (
                  <Text fontSize="sm" fontStyle="italic">
                    [{SUPPORT_CHAT_MESSAGES.image}: {line.imagePath.split('/').pop()}]
                  </Text>
                ) : null}
                <Text fontSize="xs" opacity={0.75}>
                  {WHEN.format(line.at)}
                </Text>
              </Box>
            </Flex>
          ))}
        </Stack>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Stack gap="2">
            {error ? <FormAlert message={error} /> : null}
            <Heading as="h3" size="xs">
              <label htmlFor="support-reply">{UI.replyLabel}</label>
            </Heading>
            <Textarea
              id="support-reply"
              value={text}
              rows={3}
              onChange={(event) => setText(event.target.value)}
            />
            <Flex justify="end">
              <Button type="submit" colorPalette="brand" loading={sending}>
                {UI.send}
              </Button>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

export function Component() {
  return <AdminSupportPage />;
}

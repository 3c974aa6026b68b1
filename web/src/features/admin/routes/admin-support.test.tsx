import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SUPPORT_MESSAGES, SUPPORT_REPLIES, SUPPORT_THREADS, ownBooks } from '@haulbooks/domain';
import { MemoryDatabase } from '@haulbooks/domain/testing';
import { renderWithData } from '../../../lib/data/testing';
import { ADMIN_SUPPORT_UI as UI } from '../messages';

vi.mock('../api/support-reply-api', () => ({ replyToSupport: vi.fn() }));
const { AdminSupportPage } = await import('./admin-support');

const NOW = new Date('2026-11-23T15:00:00Z');

function seeded() {
  const db = new MemoryDatabase({ now: () => NOW });
  db.seed(SUPPORT_THREADS, '', 'dana', {
    customerName: 'Dana Driver',
    customerEmail: 'dana@example.com',
    lastText: 'My gross is wrong',
    lastMessageAt: new Date('2026-11-23T14:00:00Z'),
    awaitingReply: true,
    updatedAt: NOW,
  });
  db.seed(SUPPORT_THREADS, '', 'olga', {
    customerName: 'Olga Owner',
    customerEmail: 'olga@example.com',
    lastText: 'Thanks!',
    lastMessageAt: new Date('2026-11-10T14:00:00Z'),
    awaitingReply: false,
    updatedAt: NOW,
  });
  db.seed(SUPPORT_MESSAGES, 'dana', 'm1', {
    text: 'My gross is wrong',
    createdAt: new Date('2026-11-23T14:00:00Z'),
  });
  db.seed(SUPPORT_REPLIES, 'dana', 'r1', {
    text: 'Which week?',
    staffName: 'Sam',
    createdAt: new Date('2026-11-23T14:05:00Z'),
  });
  return db;
}

function render(
  reply = vi.fn().mockResolvedValue({ replyId: 'r2' }),
  caller = { uid: 'staff', admin: true },
) {
  return {
    ...renderWithData(<AdminSupportPage reply={reply} now={NOW} />, {
      db: seeded(),
      subject: ownBooks(caller.uid),
      caller,
    }),
    reply,
  };
}

describe('Support Management', () => {
  it('counts the conversations and lists them as tickets with their status', async () => {
    render();
    await waitFor(() => expect(screen.getByTestId('support-card-awaiting')).toHaveTextContent('1'));
    expect(screen.getByTestId('support-card-conversations')).toHaveTextContent('2');
    expect(screen.getByTestId('support-card-answered')).toHaveTextContent('Resolution Rate50%');
    expect(screen.getByTestId('support-card-active')).toHaveTextContent('1');
    const table = screen.getByRole('table', { name: UI.tabs.tickets });
    expect(within(table).getByRole('row', { name: /Dana Driver/ })).toHaveTextContent(UI.status.awaiting);
    expect(within(table).getByRole('row', { name: /Olga Owner/ })).toHaveTextContent(UI.status.answered);
  });

  it('opens a conversation from its ticket and sends a reply', async () => {
    const { user, reply } = render();
    await user.click(await screen.findByRole('button', { name: `${UI.view} Dana Driver` }));
    const conversation = await screen.findByTestId('admin-conversation');
    expect(await within(conversation).findByText('My gross is wrong')).toBeInTheDocument();
    expect(within(conversation).getByText('Which week?')).toBeInTheDocument();
    await user.type(screen.getByLabelText(UI.replyLabel), 'The week of Nov 16.');
    await user.click(screen.getByRole('button', { name: UI.send }));
    expect(reply).toHaveBeenCalledWith({ uid: 'dana', text: 'The week of Nov 16.' });
    expect(await screen.findByText(UI.sent)).toBeInTheDocument();
    expect(screen.getByLabelText(UI.replyLabel)).toHaveValue('');
  });

  it("keeps the reply with the server's reason when it cannot be sent", async () => {
    const { user } = render(vi.fn().mockRejectedValue(new Error('Write a reply')));
    await user.click(await screen.findByRole('button', { name: `${UI.view} Dana Driver` }));
    await user.type(screen.getByLabelText(UI.replyLabel), '   ');
    await user.click(screen.getByRole('button', { name: UI.send }));
    expect(await screen.findByText('Write a reply')).toBeInTheDocument();
  });

  it('shows the knowledge base articles', async () => {
    const { user } = render();
    await user.click(screen.getByRole('tab', { name: UI.tabs.knowledge }));
    expect(await screen.findByText('Settlements')).toBeInTheDocument();
  });
});

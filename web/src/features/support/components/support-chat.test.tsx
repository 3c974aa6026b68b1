import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  SUPPORT_CHAT_MESSAGES as M,
  SUPPORT_MESSAGES,
  SUPPORT_REPLIES,
  adminViewOf,
  ownBooks,
} from '@haulbooks/domain';
import { MemoryDatabase } from '@haulbooks/domain/testing';
import { renderWithData } from '../../../lib/data/testing';
import type { SupportFiles } from '../api/support-files';
import { SupportChat } from './support-chat';

const NOW = new Date('2026-11-23T15:00:00Z');

function fakeFiles(overrides: Partial<SupportFiles> = {}): SupportFiles {
  return {
    upload: vi.fn().mockResolvedValue(undefined),
    urlOf: vi.fn(async (path: string) => `https://files.test/${path}`),
    ...overrides,
  };
}

function render(files = fakeFiles(), subject = ownBooks('dana'), caller?: { uid: string; admin: boolean }) {
  let tick = NOW.getTime();
  const db = new MemoryDatabase({ now: () => new Date((tick += 1_000)) });
  db.seed(SUPPORT_REPLIES, 'dana', 'r0', {
    text: 'Welcome aboard',
    staffName: 'Sam Support',
    createdAt: new Date(0),
  });
  return { ...renderWithData(<SupportChat files={files} />, { db, subject, caller }), files };
}

async function open(user: ReturnType<typeof render>['user']) {
  await user.click(screen.getByRole('button', { name: M.open }));
  return screen.findByRole('dialog', { name: M.title });
}

describe('Support chat', () => {
  it('opens on Support Chat with the subtext, the greeting and the conversation so far', async () => {
    const { user } = render();
    const panel = await open(user);
    expect(panel).toHaveTextContent(M.subtitle);
    const conversation = within(panel).getByTestId('support-conversation');
    expect(conversation.firstElementChild).toHaveTextContent(M.greeting);
    expect(await within(conversation).findByText('Welcome aboard')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: M.close }));
    expect(screen.queryByRole('dialog', { name: M.title })).not.toBeInTheDocument();
  });

  it('sends text, and a photo uploaded under the account’s support path', async () => {
    const { user, db, files } = render();
    const panel = await open(user);
    await user.click(within(panel).getByRole('button', { name: M.send }));
    expect(await within(panel).findByText(M.empty)).toBeInTheDocument();

    await user.type(within(panel).getByRole('textbox', { name: M.placeholder }), 'My gross is wrong');
    await user.click(within(panel).getByRole('button', { name: M.send }));
    expect(await within(panel).findByText('My gross is wrong')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: M.placeholder })).toHaveValue('');

    const photo = new File(['jpeg'], 'sheet photo.jpg', { type: 'image/jpeg' });
    await user.upload(within(panel).getByLabelText(M.attach), photo);
    await user.click(within(panel).getByRole('button', { name: M.send }));
    await waitFor(() => expect(files.upload).toHaveBeenCalledTimes(1));
    const [path] = (files.upload as ReturnType<typeof vi.fn>).mock.calls[0] as [string, File];
    expect(path).toMatch(/^users\/dana\/support\/\d+-sheet-photo\.jpg$/);
    expect(await within(panel).findByRole('img', { name: M.image })).toHaveAttribute(
      'src',
      `https://files.test/${path}`,
    );
    const stored = (await db.privileged().collection(SUPPORT_MESSAGES, 'dana').list({})).items;
    expect(stored.map((m) => [m.text, m.imagePath ?? null])).toEqual(
      expect.arrayContaining([
        ['My gross is wrong', null],
        ['', path],
      ]),
    );
  });

  it('refuses a file that is not an image, with the reason', async () => {
    const { user, files } = render();
    const panel = await open(user);
    // The picker asks for images, but a browser's "All files" choice can still hand over a PDF.
    fireEvent.change(within(panel).getByLabelText(M.attach), {
      target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
    });
    await user.click(within(panel).getByRole('button', { name: M.send }));
    expect(await within(panel).findByText(M.imageOnly)).toBeInTheDocument();
    expect(files.upload).not.toHaveBeenCalled();
  });

  it('keeps the text and the photo with the reason when the upload fails', async () => {
    const { user } = render(fakeFiles({ upload: vi.fn().mockRejectedValue(new Error('offline')) }));
    const panel = await open(user);
    await user.type(within(panel).getByRole('textbox', { name: M.placeholder }), 'See photo');
    await user.upload(
      within(panel).getByLabelText(M.attach),
      new File(['j'], 'p.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(panel).getByRole('button', { name: M.send }));
    expect(await within(panel).findByText('Failed to upload file')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: M.placeholder })).toHaveValue('See photo');
    expect(within(panel).getByText('p.jpg')).toBeInTheDocument();
  });

  it('is read-only for an administrator viewing the client', async () => {
    const { user } = render(fakeFiles(), adminViewOf('dana'), { uid: 'staff', admin: true });
    const panel = await open(user);
    expect(panel).toHaveTextContent(M.readOnly);
    expect(within(panel).queryByRole('button', { name: M.send })).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_HELP_FAQS, ADMIN_HELP_MESSAGES as M } from '@haulbooks/domain';
import { config } from '../../../lib/config';
import { renderRoutes } from '../../../lib/test-utils';
import { AdminCommunityPage, AdminDocsIndexPage, AdminGuidePage } from './admin-docs';
import { AdminHelpPage } from './admin-help';

function render(path = '/admin/help') {
  return renderRoutes(
    [
      { path: '/admin/help', element: <AdminHelpPage /> },
      { path: '/admin/docs', element: <AdminDocsIndexPage /> },
      { path: '/admin/docs/:topic', element: <AdminGuidePage /> },
      { path: '/admin/community', element: <AdminCommunityPage /> },
    ],
    path,
  );
}

describe('Admin Help Center', () => {
  it('links back, to the docs and community, to the four guides, and shows priority support', () => {
    render();
    expect(screen.getByRole('heading', { name: 'Admin Help Center', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `← ${M.backToDashboard}` })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(screen.getByRole('link', { name: M.documentation })).toHaveAttribute('href', '/admin/docs');
    expect(screen.getByRole('link', { name: M.community })).toHaveAttribute('href', '/admin/community');
    const guides = within(screen.getByRole('region', { name: M.guides }));
    expect(guides.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/admin/docs/user-management',
      '/admin/docs/system-settings',
      '/admin/docs/data-management',
      '/admin/docs/security',
    ]);
    const support = within(screen.getByTestId('admin-help-support'));
    expect(support.getByText(/24\/7/)).toBeInTheDocument();
    expect(support.getByRole('link', { name: config.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );
  });

  it('opens one of the four FAQs at a time and narrows the page with the search', async () => {
    const { user } = render();
    const questions = ADMIN_HELP_FAQS.map((f) => screen.getByRole('button', { name: f.question }));
    expect(questions).toHaveLength(4);
    await user.click(questions[1] as HTMLElement);
    await waitFor(() => expect(questions[1]).toHaveAttribute('aria-expanded', 'true'));
    await user.click(questions[3] as HTMLElement);
    await waitFor(() => expect(questions[1]).toHaveAttribute('aria-expanded', 'false'));
    await user.type(screen.getByRole('searchbox', { name: M.searchPlaceholder }), 'stripe webhook');
    expect(screen.getByRole('link', { name: 'System Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Security' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: M.searchPlaceholder }));
    await user.type(screen.getByRole('searchbox', { name: M.searchPlaceholder }), 'zeppelin');
    expect(screen.getByTestId('admin-help-no-matches')).toBeInTheDocument();
  });

  it('shows a guide, the docs index, the community page and a clear page for an unknown guide', () => {
    render('/admin/docs/security');
    expect(screen.getByRole('heading', { name: 'Security', level: 1 })).toBeInTheDocument();
  });

  it.each([
    ['/admin/docs', M.documentation],
    ['/admin/community', M.communityTitle],
  ])('%s has its heading', (path, heading) => {
    render(path);
    expect(screen.getByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });

  it('says an unknown guide does not exist', () => {
    render('/admin/docs/nope');
    expect(screen.getByText(M.notFound)).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HELP_FAQS, HELP_MESSAGES } from '@haulbooks/domain';
import { config } from '../../../lib/config';
import { renderRoutes } from '../../../lib/test-utils';
import { GuidePage } from './guide-page';
import { HelpPage } from './help-page';
import { TutorialPage } from './tutorial-page';
import { TutorialsPage } from './tutorials-page';

function renderHelp(path = '/help') {
  return renderRoutes(
    [
      { path: '/help', element: <HelpPage /> },
      { path: '/docs/:topic', element: <GuidePage /> },
      { path: '/tutorials', element: <TutorialsPage /> },
      { path: '/tutorials/:id', element: <TutorialPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
}

describe('Help Center', () => {
  it('links back to the dashboard, the four guides, the four tutorials and View All Tutorials', () => {
    renderHelp();
    expect(screen.getByRole('heading', { name: 'Help Center', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `← ${HELP_MESSAGES.backToDashboard}` })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: `← ${HELP_MESSAGES.returnToDashboard}` })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const guides = within(screen.getByRole('region', { name: HELP_MESSAGES.quickStart }));
    for (const topic of ['settlements', 'expenses', 'reports', 'taxes']) {
      expect(guides.getAllByRole('link').map((l) => l.getAttribute('href'))).toContain(`/docs/${topic}`);
    }
    const tutorials = within(screen.getByRole('region', { name: HELP_MESSAGES.tutorials }));
    expect(tutorials.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/tutorials/getting-started',
      '/tutorials/first-settlement',
      '/tutorials/expense-management',
      '/tutorials/tax-reports',
      '/tutorials',
    ]);
    expect(screen.getByText(HELP_MESSAGES.uploadFormats)).toHaveTextContent('PDF, JPG, PNG');
    const support = within(screen.getByTestId('help-support'));
    expect(support.getByRole('link', { name: config.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );
    expect(support.getByRole('link', { name: config.supportPhone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
  });

  it('opens one of the six FAQs at a time', async () => {
    const { user } = renderHelp();
    const questions = HELP_FAQS.map((faq) => screen.getByRole('button', { name: faq.question }));
    expect(questions).toHaveLength(6);
    await user.click(questions[0] as HTMLElement);
    await waitFor(() => expect(questions[0]).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByText(HELP_FAQS[0]?.answer ?? '')).toBeVisible();
    await user.click(questions[2] as HTMLElement);
    await waitFor(() => expect(questions[2]).toHaveAttribute('aria-expanded', 'true'));
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
  });

  it('narrows guides, tutorials and questions as you type, and says when nothing matches', async () => {
    const { user } = renderHelp();
    const search = screen.getByRole('searchbox', { name: HELP_MESSAGES.searchPlaceholder });
    await user.type(search, 'schedule c');
    expect(screen.getByRole('link', { name: 'Taxes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settlements' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Which files can I upload?' })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zeppelin');
    expect(screen.getByTestId('help-no-matches')).toHaveTextContent(
      'Nothing in the Help Center matches “zeppelin”.',
    );
  });
});

describe('guides and tutorials', () => {
  it('shows a guide with its sections, and a clear page for an unknown one', async () => {
    renderHelp('/docs/taxes');
    expect(screen.getByRole('heading', { name: 'Taxes', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meals on the road', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `← ${HELP_MESSAGES.backToHelp}` })).toHaveAttribute(
      'href',
      '/help',
    );
  });

  it('says an unknown guide does not exist', () => {
    renderHelp('/docs/nope');
    expect(screen.getByText(HELP_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('lists every tutorial and walks through one step by step with links into the app', () => {
    renderHelp('/tutorials/getting-started');
    expect(screen.getByRole('heading', { name: 'Getting Started', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Upload Documents' })).toHaveAttribute(
      'href',
      '/settlements/upload',
    );
  });

  it('shows all tutorials on /tutorials', () => {
    renderHelp('/tutorials');
    expect(
      screen.getAllByRole('link').filter((l) => l.getAttribute('href')?.startsWith('/tutorials/')),
    ).toHaveLength(4);
  });
});

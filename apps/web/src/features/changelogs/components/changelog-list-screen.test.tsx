import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APP_ID, changelog, list } from '@/features/changelogs/test-fixtures';
import { setSession } from '@/lib/session-store';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { SESSION, USER } from '@/test/fixtures';
import { ChangelogListScreen } from './changelog-list-screen';

const older = changelog({
  _id: '0190f5a0-0000-7000-8000-0000000000e2',
  title: 'October release',
  app: { _id: APP_ID, name: 'Review Booster' },
  items: [],
  publishedAt: '2026-10-02T10:00:00.000Z',
});

function serve() {
  return stubFetch(({ url }) => {
    const query = new URL(url, 'http://x').searchParams;
    if (query.get('status') === 'draft')
      return {
        body: list([changelog({ _id: 'd1', title: 'Next release', status: 'draft', publishedAt: null, viewerCanManage: true })]),
      };
    if (query.get('q') === 'nothing') return { body: list([]) };
    if (query.get('cursor') === 'c2') return { body: list([older]) };
    if (query.get('appId') === APP_ID) return { body: list([older]) };
    return { body: list([changelog()], 'c2') };
  });
}

describe('ChangelogListScreen', () => {
  it('shows published entries newest first with their date, body and shipped items, and loads more', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderInShell(<ChangelogListScreen />, { path: '/change_logs' });
    const entry = await screen.findByRole('article', { name: 'November release' });
    expect(within(entry).getByText('search').tagName).toBe('STRONG');
    expect(within(entry).getByRole('link', { name: 'Dark mode' })).toHaveAttribute(
      'href',
      '/roadmap/0190f5a0-0000-7000-8000-0000000000d1',
    );
    expect(within(entry).getByRole('link', { name: 'November release' })).toHaveAttribute(
      'href',
      '/change_logs/0190f5a0-0000-7000-8000-0000000000e1',
    );
    expect(screen.getAllByText('Nov 20, 2026').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /New entry/ })).not.toBeInTheDocument();
    expect(calls[0]?.url).not.toContain('status=');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'October release' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by roadmap and searches', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderInShell(<ChangelogListScreen />, { path: '/change_logs' });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'October release' });
    await user.selectOptions(screen.getByLabelText('Roadmap'), 'Review Booster');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`roadmap=${APP_ID}`));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'November release' })).not.toBeInTheDocument());
    expect(calls.some((c) => c.url.includes(`appId=${APP_ID}`))).toBe(true);

    await user.type(screen.getByRole('searchbox', { name: 'Search the change log' }), 'nothing');
    expect(await screen.findByText('Nothing matches “nothing”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('article', { name: 'October release' })).toBeInTheDocument();
  });

  it('gives the super admin New entry and the drafts', async () => {
    const user = userEvent.setup();
    setSession({ ...SESSION, user: { ...USER, role: 'super_admin' }, agency: null });
    serve();
    renderInShell(<ChangelogListScreen />, { path: '/change_logs' });
    expect(screen.getByRole('link', { name: /New entry/ })).toHaveAttribute('href', '/change_logs/new');
    await user.click(screen.getByRole('button', { name: 'Drafts' }));
    const draft = await screen.findByRole('article', { name: 'Next release' });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/change_logs/d1/edit');
    expect(within(draft).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('says when there is nothing yet, and offers a retry when loading fails', async () => {
    stubFetch(() => ({ body: list([]) }));
    const empty = renderInShell(<ChangelogListScreen />, { path: '/change_logs' });
    expect(await screen.findByText('No updates yet')).toBeInTheDocument();
    empty.unmount();

    stubFetch(() => ({ status: 500, body: { error: { code: 'boom', message: 'Boom' } } }));
    renderInShell(<ChangelogListScreen />, { path: '/change_logs' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Updates could not be loaded');
  });
});

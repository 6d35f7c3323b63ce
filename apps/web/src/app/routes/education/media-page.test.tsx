import type { TProgress } from '@atrium/contracts/content-progress';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedUrl } from '@/components/ui/video-frame';
import {
  MARKETING,
  MEDIA_CATEGORIES,
  MEDIA_ITEMS,
  progressRow,
  QUICK_START,
  TEXT_BACK,
  TOUR,
} from '@/features/education/media/media-fixtures';
import { listBody, signInAs } from '@/features/education/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { Component as MediaPage } from './media-page';

/** A small in-memory server: the library, and my progress, which the PUTs change as the real one does. */
function serve({ progress = [] as TProgress[], failItems = false } = {}) {
  let rows = [...progress];
  return stubFetch((call: FetchCall) => {
    const url = call.url.replace('/api/v1/', '');
    if (url.startsWith('medialibrary-categories?')) return { body: listBody(MEDIA_CATEGORIES) };
    if (url.startsWith('medialibrary?')) {
      return failItems
        ? { status: 500, body: { error: { code: 'internal', message: 'Boom' } } }
        : { body: listBody(MEDIA_ITEMS) };
    }
    if (url === 'medialibrary/progress') return { body: { data: rows } };
    const put = url.match(/^medialibrary\/([^/]+)\/(complete|task-status|progress)$/);
    if (put && call.method === 'PUT') {
      const [, id = '', action] = put;
      const body = call.body as { completed?: boolean; percent?: number };
      const row =
        action === 'complete'
          ? progressRow(id, body.completed ? 'completed' : 'not_started', body.completed ? 100 : 0)
          : action === 'task-status'
            ? progressRow(id, 'in_progress', 0)
            : progressRow(id, body.percent === 100 ? 'completed' : 'in_progress', body.percent ?? 0);
      rows = [...rows.filter((r) => r.itemId !== id), row];
      return { body: { data: row } };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

const cardOf = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;
const puts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => [c.url.replace('/api/v1', ''), c.body]);

describe('Videos and Media Library screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
  });

  it('shows a skeleton, then the videos only on /media-library, by category, with a sign-in hint for visitors', async () => {
    serve();
    renderInShell(<MediaPage />, { path: '/media-library' });
    expect(screen.getByText('Loading videos…')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All3', 'Getting started2', 'Marketing automation1']);
    const list = screen.getByRole('list', { name: 'Videos' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([TOUR.title, 'Inviting your team', TEXT_BACK.title]);
    expect(screen.queryByText(QUICK_START.title)).not.toBeInTheDocument();
    expect(screen.getByText('Sign in to keep track of what you have watched and read.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirectTo=%2Fmedia-library');
  });

  it('shows documents on /medialibraries, opened by their link in a new tab', async () => {
    serve();
    renderInShell(<MediaPage />, { path: '/medialibraries' });
    await screen.findByRole('list', { name: 'Videos and documents' });
    const link = within(cardOf(QUICK_START.title)).getByRole('link', { name: /Open document/ });
    expect(link).toHaveAttribute('href', QUICK_START.documentUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { level: 1, name: 'Media Library' })).toBeInTheDocument();
  });

  // Typing with the real debounce is slow on a busy machine, hence the longer time limit.
  it('filters by category and searches once typing pauses, keeping both in the address', async () => {
    serve();
    const user = userEvent.setup();
    renderInShell(<MediaPage />, { path: '/media-library' });
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    await user.click(within(nav).getByRole('button', { name: /Marketing automation/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/media-library?category=${MARKETING._id}`);
    expect(within(screen.getByRole('list', { name: 'Videos' })).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(nav).getByRole('button', { name: /All/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search titles and descriptions' }), 'MARKETPLACE');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/media-library?q=MARKETPLACE'));
    expect(within(screen.getByRole('list', { name: 'Videos' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('1 result for', { exact: false })).toHaveTextContent('1 result for “MARKETPLACE”');

    await user.clear(screen.getByRole('searchbox', { name: 'Search titles and descriptions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search titles and descriptions' }), 'zebra');
    expect(await screen.findByRole('heading', { name: 'Nothing matches “zebra”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/media-library$/));
  }, 15_000);

  it('starts from the search in the address', async () => {
    serve();
    renderInShell(<MediaPage />, { path: '/media-library?q=caller' });
    const list = await screen.findByRole('list', { name: 'Videos' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([TEXT_BACK.title]);
    expect(screen.getByRole('searchbox')).toHaveValue('caller');
  });

  it('plays a video in the player and closes it with Escape; visitors record nothing', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderInShell(<MediaPage />, { path: '/media-library' });
    await screen.findByRole('list', { name: 'Videos' });
    await user.click(screen.getByRole('button', { name: `Play ${TOUR.title}` }));
    const dialog = screen.getByRole('dialog', { name: TOUR.title });
    expect(within(dialog).getByTitle(`Video player: ${TOUR.title}`)).toHaveAttribute('src', embedUrl('dQw4w9WgXcQ'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
  });

  it('asks visitors to sign in to mark an item watched', async () => {
    serve();
    const user = userEvent.setup();
    renderInShell(<MediaPage />, { path: '/media-library' });
    await screen.findByRole('list', { name: 'Videos' });
    await user.click(within(cardOf(TOUR.title)).getByRole('button', { name: 'Mark as watched' }));
    expect(screen.getByRole('dialog', { name: 'Sign in to track your progress' })).toBeInTheDocument();
  });

  it('shows my progress, marks a video watched and back, and records starting and watching a video', async () => {
    signInAs('staff');
    const { calls } = serve({ progress: [progressRow(TEXT_BACK._id, 'in_progress', 40)] });
    const user = userEvent.setup();
    renderInShell(<MediaPage />, { path: '/media-library' });
    await screen.findByRole('list', { name: 'Videos' });
    expect(screen.queryByText('Sign in to keep track of what you have watched and read.')).not.toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: `How much of ${TEXT_BACK.title} you have watched` })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    const tour = cardOf(TOUR.title);
    await user.click(within(tour).getByRole('button', { name: 'Mark as watched' }));
    expect(within(tour).getByText('Watched')).toBeInTheDocument();
    await user.click(await within(tour).findByRole('button', { name: 'Mark as not watched' }));
    await waitFor(() => expect(within(tour).queryByText('Watched')).not.toBeInTheDocument());

    // Opening a video marks it started; one already started is not sent again.
    const nowSpy = vi.spyOn(Date, 'now');
    nowSpy.mockReturnValue(1_000_000);
    await user.click(within(tour).getByRole('button', { name: 'Watch' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    nowSpy.mockReturnValue(1_000_000);
    await user.click(within(cardOf(TEXT_BACK.title)).getByRole('button', { name: 'Watch' }));
    // Ten minutes in the player: the whole 600-second video, so it counts as watched.
    nowSpy.mockReturnValue(1_000_000 + 600_000);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(cardOf(TEXT_BACK.title)).getByText('Watched')).toBeInTheDocument());
    nowSpy.mockRestore();

    expect(puts(calls)).toEqual([
      [`/medialibrary/${TOUR._id}/complete`, { completed: true }],
      [`/medialibrary/${TOUR._id}/complete`, { completed: false }],
      [`/medialibrary/${TOUR._id}/task-status`, { status: 'in_progress' }],
      [`/medialibrary/${TEXT_BACK._id}/progress`, { percent: 100 }],
    ]);
  });

  it('shows an error with Retry when the library cannot be loaded', async () => {
    serve({ failItems: true });
    renderInShell(<MediaPage />, { path: '/media-library' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The videos could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

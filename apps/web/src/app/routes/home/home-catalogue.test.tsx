import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appCard } from '@/features/marketplace/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { HomeCatalogue } from './home-catalogue';

const card = (n: number, name = `App ${n}`) => appCard({ _id: `0190f5a0-0000-7000-8000-${String(n).padStart(12, '0')}`, name });
const COLLECTIONS = {
  topInstalled: [card(1, 'Most Installed One')],
  topFree: [card(2, 'Free One')],
  newlyAdded: [card(3, 'New One')],
  topRated: [card(4, 'Rated One')],
  categories: [
    { slug: 'email', name: 'Email', appCount: 18 },
    { slug: 'payments', name: 'Payments', appCount: 14 },
  ],
};

/** The home page's Snapshots row asks for listings too; these tests are about apps, so it finds none. */
function serve(filter: (call: FetchCall) => { status?: number; body?: unknown }) {
  return stubFetch((call) => {
    if (call.url.includes('/app/default_apps')) return { body: { data: COLLECTIONS } };
    if (call.url.includes('/snap_shot/')) return { body: { data: [], meta: { total: 0, nextCursor: null } } };
    return filter(call);
  });
}

/**
 * The collections render in a transition, in slices, after the texts and the (stubbed) request: allow for a busy
 * machine (2 shared cores).
 */
const ARRIVAL = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

describe('HomeCatalogue', { timeout: 30_000 }, () => {
  it('shows the categories and the curated collections when nothing is searched', async () => {
    serve(() => ({ status: 500 }));
    renderInShell(<HomeCatalogue />);
    expect(await screen.findByRole('heading', { name: 'Most installed' }, ARRIVAL)).toBeInTheDocument();
    for (const name of ['Top rated', 'Top free', 'Newly added'])
      expect(await screen.findByRole('heading', { name }, ARRIVAL)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Most Installed One' })).toHaveAttribute('href', `/${card(1)._id}`);
    const chips = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(chips).getByRole('button', { name: 'All apps' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a category chip filters through the URL; filters and sort are URL parameters too', async () => {
    const { calls } = serve(() => ({ body: { data: [card(9, 'Mail Pro')], meta: { total: 1, nextCursor: null } } }));
    renderInShell(<HomeCatalogue />);
    await userEvent.click(await screen.findByRole('button', { name: /^Email/ }));
    expect(await screen.findByRole('link', { name: 'Mail Pro' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/?category=Email');
    expect(screen.getByRole('heading', { name: '1 app' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Price'), 'free');
    await userEvent.selectOptions(screen.getByLabelText('Rating'), '4');
    await userEvent.selectOptions(screen.getByLabelText('Who can install'), 'location');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/?category=Email&price=free&minRating=4&installTarget=location&sort=newest',
    );
    const last = calls.filter((c) => c.url.includes('/app/filter')).at(-1);
    expect(last?.url).toBe(
      '/api/v1/app/filter?category=Email&price=free&minRating=4&installTarget=location&sort=newest&limit=24',
    );
  });

  it('pages with the keyset cursor and keeps the earlier pages', async () => {
    const { calls } = serve((call) =>
      call.url.includes('cursor=c2')
        ? { body: { data: [card(25, 'Page Two')], meta: { total: 25, nextCursor: null } } }
        : { body: { data: Array.from({ length: 24 }, (_, i) => card(i + 100)), meta: { total: 25, nextCursor: 'c2' } } },
    );
    renderInShell(<HomeCatalogue />, { path: '/?q=chat' });
    expect(await screen.findByRole('heading', { name: '25 apps for “chat”' })).toBeInTheDocument();
    expect(screen.getByText('Showing 24 of 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more apps' }));
    expect(await screen.findByRole('link', { name: 'Page Two' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more apps' })).toBeNull();
    expect(calls.at(-1)?.url).toContain('cursor=c2');
  });

  it('says no apps match and clears every filter in one step', async () => {
    serve(() => ({ body: { data: [], meta: { total: 0, nextCursor: null } } }));
    renderInShell(<HomeCatalogue />, { path: '/?q=zzz&price=paid&lng=de' });
    expect(await screen.findByRole('heading', { name: 'No apps match' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[1] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?lng=de$/);
    expect(await screen.findByRole('heading', { name: 'Most installed' }, ARRIVAL)).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    serve(() =>
      fail
        ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } }
        : { body: { data: [card(5, 'Back Again')], meta: { total: 1, nextCursor: null } } },
    );
    renderInShell(<HomeCatalogue />, { path: '/?sort=newest' });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('The server ran into a problem');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back Again' })).toBeInTheDocument();
  });
});

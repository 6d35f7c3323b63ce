import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appCard } from '@/features/marketplace/test-fixtures';
import { snapshot, snapshotId, snapshotPage } from '@/features/snapshots/test-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { HomeCatalogue } from './home-catalogue';

const COLLECTIONS = {
  topInstalled: [appCard({ name: 'Most Installed One' })],
  topFree: [],
  newlyAdded: [],
  topRated: [],
  categories: [],
};
const DENTAL = snapshot();
const GYM = snapshot({ _id: snapshotId(0x5a2), name: 'Fitness Studio Growth', niche: 'Fitness', tags: ['gym'] });
const ARRIVAL = { timeout: 10_000 };

function serve() {
  return stubFetch(({ url }) => {
    if (url.includes('/app/default_apps')) return { body: { data: COLLECTIONS } };
    if (url.startsWith('/api/v1/snap_shot/list-snapshots'))
      return { body: snapshotPage(url.includes('niche=Fitness') ? [GYM] : [DENTAL, GYM]) };
    if (url.startsWith('/api/v1/app/filter'))
      return { body: { data: [appCard({ name: 'Mail Pro' })], meta: { total: 1, nextCursor: null } } };
    return { status: 404 };
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the marketplace’s Snapshots type', { timeout: 30_000 }, () => {
  it('switches to snapshots in the URL, keeps the search, filters by niche, and goes back to apps', async () => {
    const { calls } = serve();
    const { router } = renderInShell(<HomeCatalogue />, { path: '/?q=growth&price=free' });
    const types = await screen.findByRole('tablist', { name: 'What to browse' }, ARRIVAL);
    expect(within(types).getByRole('tab', { name: 'Apps' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(within(types).getByRole('tab', { name: 'Snapshots' }));
    // The search text stays; the apps' price filter means nothing for snapshots.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?q=growth&type=snapshots$/);
    expect(await screen.findByRole('link', { name: 'Dental Practice Starter' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/v1/snap_shot/list-snapshots?scope=marketplace&q=growth'))).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();

    await userEvent.selectOptions(await screen.findByLabelText('Niche'), 'Fitness');
    expect(screen.getByTestId('location')).toHaveTextContent('/?q=growth&type=snapshots&niche=Fitness');
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dental Practice Starter' })).toBeNull();

    // Back undoes the niche, then the type.
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?q=growth&price=free$/);
    expect(await screen.findByRole('link', { name: 'Mail Pro' })).toBeInTheDocument();
  });

  it('shows a Snapshots collection on the home page whose "See all" switches the type', async () => {
    serve();
    renderInShell(<HomeCatalogue />);
    expect(await screen.findByRole('heading', { name: 'Snapshots' }, ARRIVAL)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Fitness Studio Growth' })).toHaveAttribute('href', `/snapshot/${GYM._id}`);
    await userEvent.click(screen.getByRole('link', { name: 'See all: Snapshots' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?type=snapshots');
    expect(screen.getByRole('tab', { name: 'Snapshots' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says so when no snapshot matches, and clears the filters', async () => {
    stubFetch(({ url }) =>
      url.startsWith('/api/v1/snap_shot/list-snapshots') ? { body: snapshotPage([]) } : { body: { data: COLLECTIONS } },
    );
    renderInShell(<HomeCatalogue />, { path: '/?type=snapshots&q=zzz' });
    expect(await screen.findByRole('heading', { name: 'No snapshots found' }, ARRIVAL)).toBeInTheDocument();
    expect(screen.getByText('No snapshot matches “zzz”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?type=snapshots$/);
  });
});

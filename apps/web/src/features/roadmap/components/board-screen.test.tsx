import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardAnswer, DARK_MODE, ITEMS, signInAs } from '@/features/roadmap/roadmap-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { BoardScreen } from './board-screen';

function serve({ fail = false, items = ITEMS } = {}) {
  return stubFetch((call) => {
    if (fail) return { status: 500, body: { error: { code: 'internal', message: 'Boom' } } };
    return (
      boardAnswer(new URL(call.url, 'http://x'), items) ?? { status: 404, body: { error: { code: 'not_found', message: 'No' } } }
    );
  });
}

const column = (name: RegExp) => screen.getByRole('region', { name });

describe('Road map board', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows five columns of cards with votes, comments, category, app and target month', async () => {
    const { calls } = serve();
    renderInShell(<BoardScreen />, { path: '/roadmap' });
    expect(screen.getByText('Loading the road map…')).toBeInTheDocument();
    expect(await screen.findByText('4 ideas')).toBeInTheDocument();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toHaveLength(5);

    const review = column(/Under review/);
    const card = within(review).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Dark mode' })).toHaveAttribute('href', `/roadmap/${DARK_MODE._id}`);
    const vote = within(card).getByRole('button', { name: 'Vote for “Dark mode”' });
    expect(vote).toHaveAttribute('aria-pressed', 'false');
    expect(vote).toHaveAccessibleDescription('12 votes');
    expect(within(card).getByText('Design')).toBeInTheDocument();
    expect(within(card).getByText('3 comments')).toBeInTheDocument();
    expect(within(card).getByText('Dec 2026')).toBeInTheDocument();
    expect(within(column(/In progress/)).getByText('Scheduler Pro')).toBeInTheDocument();
    // Shipped items take no more votes: the count shows without a button.
    expect(within(column(/Shipped/)).queryByRole('button')).toBeNull();
    expect(within(column(/Declined/)).getByText('Nothing declined.')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/v1/roadmap?sort=votes&limit=200');
    // Visitors see no "New item".
    expect(screen.queryByRole('link', { name: 'New item' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Submit an idea' })).toHaveAttribute('href', '/request');
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/roadmap-calendar');
  });

  it('keeps the roadmap, category, search and sort in the address and asks the server with them', async () => {
    const { calls } = serve();
    renderInShell(<BoardScreen />, { path: '/roadmap' });
    await screen.findByText('4 ideas');
    await userEvent.click(screen.getByRole('button', { name: /Design/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/roadmap?category=Design');
    expect(await screen.findByText('1 idea')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    await userEvent.selectOptions(screen.getByLabelText('Roadmap'), 'Platform');
    expect(screen.getByTestId('location')).toHaveTextContent('/roadmap?sort=newest&roadmap=platform');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search ideas' }), 'dark');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=dark'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('appId=platform') && c.url.includes('q=dark'))).toBe(true));
    // Apps with items are offered in the switcher.
    expect(within(screen.getByLabelText('Roadmap')).getByRole('option', { name: 'Scheduler Pro' })).toBeInTheDocument();
  });

  it('shows an empty board, a no-match state and a load error with retry', async () => {
    serve({ items: [] });
    const first = renderInShell(<BoardScreen />, { path: '/roadmap' });
    expect(await screen.findByRole('heading', { name: 'No ideas yet' })).toBeInTheDocument();
    first.unmount();

    serve({ items: [] });
    const second = renderInShell(<BoardScreen />, { path: '/roadmap?q=zzz' });
    await userEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/roadmap$/);
    second.unmount();

    serve({ fail: true });
    renderInShell(<BoardScreen />, { path: '/roadmap' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The road map could not be loaded');
  });

  it('offers "New item" to the super admin', async () => {
    signInAs('super_admin');
    serve();
    renderInShell(<BoardScreen />, { path: '/roadmap' });
    expect(await screen.findByRole('link', { name: 'New item' })).toHaveAttribute('href', '/roadmap/new');
  });

  it('shows one status at a time behind tabs on phones', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    serve();
    renderInShell(<BoardScreen />, { path: '/roadmap' });
    const tabs = await screen.findByRole('tablist', { name: 'Status' });
    expect(within(tabs).getByRole('tab', { name: /Under review/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('Dark mode')).toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('tab', { name: /Planned/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/roadmap?status=planned');
    expect(within(screen.getByRole('tabpanel')).getByText('Export to PDF')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: /In progress/ })).toHaveFocus();
  });
});

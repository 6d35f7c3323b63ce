import type { TPlayer, TRankingRow } from '@atrium/contracts/players';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { longRankingRows, ME, players, rankingRows, SPRING, SPRINT } from '@/features/education/players/players-fixtures';
import { listBody, signInAs } from '@/features/education/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { Component as PlayersPage } from './players-page';

const error = (status: number, code: string) => ({ status, body: { error: { code, message: code } } });

interface ServeOptions {
  rows?: TRankingRow[];
  status?: number;
  /** The PUT of my profile: answered at once, refused, or held until the test lets it go. */
  update?: 'ok' | 'fail' | Promise<void>;
}

/** A small in-memory server for the players endpoints; my opt-out is kept between calls. */
function serve({ rows = rankingRows(), status = 200, update = 'ok' }: ServeOptions = {}) {
  let optOut = false;
  return stubFetch(async (call: FetchCall) => {
    const url = new URL(call.url, 'http://x');
    if (status !== 200) return error(status, status === 401 ? 'unauthorized' : 'forbidden');
    if (url.pathname === '/api/v1/ranking') {
      const competitionId = url.searchParams.get('competitionId');
      const period = competitionId ? null : url.searchParams.get('period');
      return { body: { data: { period, competitionId, from: null, to: null, rows } } };
    }
    if (url.pathname === '/api/v1/competition') return { body: listBody([SPRING, SPRINT]) };
    if (url.pathname === '/api/v1/staff_players') return { body: { data: players(optOut) } };
    if (url.pathname === '/api/v1/staff_players/me' && call.method === 'PUT') {
      if (update instanceof Promise) await update;
      if (update === 'fail') return error(500, 'internal');
      optOut = (call.body as { leaderboardOptOut: boolean }).leaderboardOptOut;
      return { body: { data: players(optOut).find((p: TPlayer) => p.userId === ME) } };
    }
    return error(404, 'not_found');
  });
}

const rankingCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.includes('/ranking')).map((c) => c.url);
const myRow = () =>
  within(screen.getByRole('list', { name: 'Ranking' }))
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'true');

describe('Players screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the 7-day board with shared ranks, medals and my row highlighted', async () => {
    signInAs('staff');
    const { calls } = serve();
    renderInShell(<PlayersPage />, { path: '/players' });
    expect(screen.getByText('Loading the leaderboard…')).toBeInTheDocument();
    // The first render of the file pays for the cold module graph: give it time on a busy machine.
    const board = await screen.findByRole('list', { name: 'Ranking' }, { timeout: 5000 });
    const rows = within(board).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Rank 1, tied'),
      expect.stringContaining('Rank 1, tied'),
      expect.stringContaining('Rank 3'),
      expect.stringContaining('Rank 4'),
    ]);
    expect(within(rows[2]!).queryByText('Tied')).toBeNull();
    expect(rows[0]).toHaveTextContent('Ava Foster');
    expect(rows[0]).toHaveTextContent('40 points');
    expect(myRow()).toHaveTextContent('Olivia Admin');
    expect(myRow()).toHaveTextContent('You');
    expect(screen.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
    expect(rankingCalls(calls)[0]).toContain('period=7d');
    expect(screen.queryByText(/^You: #/)).toBeNull();
  });

  it('switches periods from the tabs (and arrow keys), keeping the period in the address', async () => {
    signInAs('staff');
    const { calls } = serve();
    const user = userEvent.setup();
    renderInShell(<PlayersPage />, { path: '/players' });
    await user.click(await screen.findByRole('tab', { name: '30 days' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/players?period=30d');
    expect(screen.getByRole('tab', { name: '30 days' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('location')).toHaveTextContent('/players?period=all');
    expect(screen.getByRole('tab', { name: 'All time' })).toHaveFocus();
    await waitFor(() => expect(rankingCalls(calls).some((u) => u.includes('period=all'))).toBe(true));
    expect(rankingCalls(calls).some((u) => u.includes('period=30d'))).toBe(true);
    expect(screen.getByText('Every point earned so far')).toBeInTheDocument();
  });

  it('pins my row under the board while it is further down, until it is shown', async () => {
    signInAs('staff');
    serve({ rows: longRankingRows() });
    const user = userEvent.setup();
    renderInShell(<PlayersPage />, { path: '/players?period=all' });
    expect(await screen.findByText('You: #21, 85 points')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Ranking' })).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('You: #21, 85 points')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.queryByText('You: #21, 85 points')).toBeNull();
    expect(myRow()).toHaveTextContent('85 points');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('opts me out at once, says what it means, and back in', async () => {
    signInAs('staff');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = serve({ update: held });
    const user = userEvent.setup();
    renderInShell(<PlayersPage />, { path: '/players' });
    const show = await screen.findByRole('switch', { name: 'Show me on leaderboards' });
    expect(show).toHaveAttribute('aria-checked', 'true');
    expect(show).toHaveAccessibleDescription(/hidden from your colleagues' leaderboards/);
    await user.click(show);
    // Optimistic: off before the server answers.
    expect(show).toHaveAttribute('aria-checked', 'false');
    expect(myRow()).toHaveTextContent('Hidden from others');
    release();
    expect(await screen.findByText(/You are now hidden from your colleagues' leaderboards/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ leaderboardOptOut: true });
    await user.click(show);
    expect(await screen.findByText("You are back on your colleagues' leaderboards.")).toBeInTheDocument();
    expect(show).toHaveAttribute('aria-checked', 'true');
  });

  it('puts the switch back and says so when the server refuses', async () => {
    signInAs('staff');
    serve({ update: 'fail' });
    const user = userEvent.setup();
    renderInShell(<PlayersPage />, { path: '/players' });
    const show = await screen.findByRole('switch', { name: 'Show me on leaderboards' });
    await user.click(show);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your choice could not be saved, so nothing changed.');
    expect(show).toHaveAttribute('aria-checked', 'true');
    expect(myRow()).not.toHaveTextContent('Hidden from others');
  });

  it("lists competitions, current first, and shows one's ranking with its dates", async () => {
    signInAs('staff');
    const { calls } = serve();
    const user = userEvent.setup();
    renderInShell(<PlayersPage />, { path: '/players' });
    const list = await screen.findByRole('list', { name: 'Competitions' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringMatching(/^Fall learning sprint.*Ends in 7 days$/),
      expect.stringMatching(/^Spring quiz cup.*Ended$/),
    ]);
    await user.click(links[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent(`/players?competition=${SPRINT._id}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Fall learning sprint' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(rankingCalls(calls).some((u) => u.includes(`competitionId=${SPRINT._id}`))).toBe(true));
    await user.click(screen.getByRole('link', { name: 'Back to leaderboards' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/players$/);
  });

  it('explains how points are earned with the contract’s numbers and links', async () => {
    signInAs('staff');
    serve();
    renderInShell(<PlayersPage />, { path: '/players' });
    const earn = await screen.findByRole('region', { name: 'How to earn points' });
    // With my profile loaded, each way also says what I did of it and what that gave.
    await within(earn).findByText('You: 5 done, 25 points');
    const links = within(earn).getAllByRole('link');
    expect(links.map((l) => [l.getAttribute('href'), l.textContent])).toEqual([
      ['/checklist', 'Tick off a checklist itemYou: 5 done, 25 points+5 points'],
      ['/onboardings', 'Finish an onboarding stepYou: 0 done, 0 points+10 points'],
      ['/media-library', 'Watch a video or read a documentYou: 0 done, 0 points+2 points'],
      ['/quiz', 'Pass a quizYou: 0 done, 0 points+50 points'],
    ]);
  });

  it('asks a visitor to sign in when the server wants a session', async () => {
    serve({ status: 401 });
    renderInShell(<PlayersPage />, { path: '/players?period=30d' });
    expect(await screen.findByRole('heading', { name: 'Sign in to see the leaderboards' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent('/players?period=30d')}`,
    );
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says clearly when this account has no leaderboards (403)', async () => {
    signInAs('agency_admin');
    serve({ status: 403 });
    renderInShell(<PlayersPage />, { path: '/players' });
    expect(await screen.findByRole('heading', { name: 'Leaderboards are for agency teams' })).toBeInTheDocument();
  });
});

describe('Staff screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const names = () =>
    within(screen.getByRole('list', { name: 'People' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent?.replace('You', ''));

  it('lists my colleagues by points with their breakdown, searchable and sortable by name', async () => {
    signInAs('staff');
    serve();
    const user = userEvent.setup();
    renderInShell(<PlayersPage />, { path: '/staff_players' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'People' });
    expect(names()).toEqual(['Ava Foster', 'Olivia Bennett', 'Emma Diaz', 'Olivia Admin']);
    const ava = screen.getAllByRole('listitem')[0]!;
    expect(ava).toHaveTextContent('Broker · Summit Realty North');
    expect(ava).toHaveTextContent('40 points');
    expect(ava).toHaveTextContent('8 items completed');
    expect(screen.getByText('4 of 4 people')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'name');
    expect(names()).toEqual(['Ava Foster', 'Emma Diaz', 'Olivia Admin', 'Olivia Bennett']);

    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'dental');
    await waitFor(() => expect(names()).toEqual(['Emma Diaz', 'Olivia Admin']));
    expect(screen.getByText('2 of 4 people')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search people' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'nobody');
    expect(await screen.findByRole('heading', { name: 'No one matches your search' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(names()).toHaveLength(4));
  });

  it('shows the server’s 403 and 401 as messages', async () => {
    signInAs('end_user');
    serve({ status: 403 });
    const { unmount } = renderInShell(<PlayersPage />, { path: '/staff_players' });
    expect(await screen.findByRole('heading', { name: 'The staff list is for agency teams' })).toBeInTheDocument();
    unmount();
    localStorage.clear();
    serve({ status: 401 });
    renderInShell(<PlayersPage />, { path: '/staff_players' });
    expect(await screen.findByRole('heading', { name: 'Sign in to see your colleagues' })).toBeInTheDocument();
  });
});

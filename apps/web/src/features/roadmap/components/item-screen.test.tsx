import type { TRoadmapItem } from '@atrium/contracts/roadmap';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { comment, DARK_MODE, listBody, PDF_EXPORT, rid, roadmapItem, SSO, signInAs } from '@/features/roadmap/roadmap-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { RoadmapScreens } from './roadmap-screens';

type Responder = (call: FetchCall, url: URL) => { status?: number; body?: unknown } | undefined;

function serve(item: TRoadmapItem, extra: Responder = () => undefined) {
  let current = item;
  const comments = [comment(1), comment(2, { movedFrom: { _id: rid(0x99), title: 'Night theme' }, body: 'Moved one' })];
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://x');
    const answer = extra(call, url);
    if (answer) return answer;
    if (url.pathname === `/api/v1/roadmap/${current._id}/vote`) {
      const voted = call.method === 'POST';
      current = { ...current, viewerVoted: voted, voteCount: current.voteCount + (voted ? 1 : -1) };
      return { body: { data: { voteCount: current.voteCount, viewerVoted: voted } } };
    }
    if (url.pathname === `/api/v1/roadmap/${current._id}/comments`) {
      if (call.method === 'POST') {
        const added = comment(3, { body: (call.body as { body: string }).body });
        comments.push(added);
        return { status: 201, body: { data: added } };
      }
      return { body: { data: comments } };
    }
    if (url.pathname === `/api/v1/roadmap/${current._id}`) {
      if (call.method === 'PUT') current = { ...current, ...(call.body as Partial<TRoadmapItem>) };
      return { body: { data: current } };
    }
    if (url.pathname === '/api/v1/roadmap') return { body: listBody([current, PDF_EXPORT]) };
    if (url.pathname === '/api/v1/roadmap/categories') return { body: { data: [{ name: 'Design', count: 1 }] } };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

const page = (id: string) => renderInShell(<RoadmapScreens subPath={id} />, { path: `/roadmap/${id}` });

describe('Road map item page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the idea with its sanitised description, details and comments, oldest first', async () => {
    serve({ ...DARK_MODE, submittedBy: { name: 'Liam E.', mine: false } });
    page(DARK_MODE._id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dark mode' })).toBeInTheDocument();
    expect(screen.getByText('eyes').tagName).toBe('B');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getAllByText('Under review').length).toBeGreaterThan(0);
    expect(screen.getByText('Dec 14, 2026')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Comment 1'), expect.stringContaining('Moved from “Night theme”Moved one')]);
    // People come without ids to those outside their agency: named, never keyed, by them.
    expect(within(list).getAllByText('Emma D.')).toHaveLength(2);
    expect(screen.getByText(/Liam E\./)).toBeInTheDocument();
    // Visitors are invited to sign in instead of a composer; there are no manager tools.
    expect(screen.getByText('Sign in to join the conversation.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('asks a visitor to sign in before voting', async () => {
    const { calls } = serve(DARK_MODE);
    page(DARK_MODE._id);
    await userEvent.click(await screen.findByRole('button', { name: 'Vote for “Dark mode”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to vote' });
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(`/roadmap/${DARK_MODE._id}`)}`,
    );
    expect(calls.some((c) => c.url.endsWith('/vote'))).toBe(false);
  });

  it('lets a signed-in person vote, take the vote back and comment', async () => {
    signInAs();
    const { calls } = serve(DARK_MODE);
    page(DARK_MODE._id);
    const vote = await screen.findByRole('button', { name: 'Vote for “Dark mode”' });
    await userEvent.click(vote);
    await waitFor(() => expect(vote).toHaveAttribute('aria-pressed', 'true'));
    expect(vote).toHaveTextContent('13');
    expect(calls.find((c) => c.url.endsWith('/vote'))?.method).toBe('POST');
    await userEvent.click(vote);
    await waitFor(() => expect(vote).toHaveAttribute('aria-pressed', 'false'));
    expect(vote).toHaveTextContent('12');

    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByLabelText('Your comment')).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(screen.getByLabelText('Your comment'), 'Please add this');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Please add this', { selector: 'li p' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your comment')).toHaveValue('');
  });

  it('puts a refused vote back and says why', async () => {
    signInAs();
    serve(DARK_MODE, (call) =>
      call.url.endsWith('/vote')
        ? { status: 409, body: { error: { code: 'conflict', message: 'Voting is closed' } } }
        : undefined,
    );
    page(DARK_MODE._id);
    const vote = await screen.findByRole('button', { name: 'Vote for “Dark mode”' });
    await userEvent.click(vote);
    await waitFor(() => expect(vote).toHaveAttribute('aria-pressed', 'false'));
    expect(vote).toHaveTextContent('12');
  });

  it('points a merged idea to its original, without voting or commenting', async () => {
    signInAs();
    const merged = roadmapItem(9, { title: 'Night theme', mergedInto: { _id: DARK_MODE._id, title: 'Dark mode' } });
    serve(merged);
    page(merged._id);
    const note = await screen.findByText('This idea was merged into');
    expect(within(note.parentElement as HTMLElement).getByRole('link', { name: 'Dark mode' })).toHaveAttribute(
      'href',
      `/roadmap/${DARK_MODE._id}`,
    );
    expect(screen.queryByRole('button', { name: /Vote for/ })).toBeNull();
    expect(screen.queryByLabelText('Your comment')).toBeNull();
  });

  it('links a shipped idea to the changelog that shipped it', async () => {
    serve(SSO);
    page(SSO._id);
    expect(await screen.findByRole('link', { name: 'November release' })).toHaveAttribute('href', `/change_logs/${rid(0xc1)}`);
  });

  it('says when an idea is not available', async () => {
    stubFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: 'Not found' } } }));
    page(rid(0x777));
    expect(await screen.findByRole('heading', { name: 'This idea is not available' })).toBeInTheDocument();
  });

  it('lets a manager edit with contract validation', async () => {
    signInAs('super_admin');
    const { calls } = serve({ ...DARK_MODE, viewerCanManage: true });
    page(DARK_MODE._id);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit idea' });
    const title = within(dialog).getByLabelText('Title');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Easier on the eyes.');
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(title).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(title, 'Dark theme');
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'Planned');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      title: 'Dark theme',
      description: '<p>Easier on the eyes.</p>',
      status: 'planned',
      category: 'Design',
      targetDate: '2026-12-14',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dark theme' })).toBeInTheDocument();
  });

  it('merges a duplicate into the original chosen from the same roadmap, then opens the original', async () => {
    signInAs('super_admin');
    const duplicate = roadmapItem(9, { title: 'Night theme', viewerCanManage: true });
    const { calls } = serve(duplicate, (_call, url) => {
      if (url.pathname === `/api/v1/roadmap/${duplicate._id}/merge`) return { body: { data: { ...DARK_MODE, voteCount: 13 } } };
      if (url.pathname === `/api/v1/roadmap/${DARK_MODE._id}`) return { body: { data: { ...DARK_MODE, voteCount: 13 } } };
      if (url.pathname === `/api/v1/roadmap/${DARK_MODE._id}/comments`) return { body: { data: [] } };
      if (url.pathname === '/api/v1/roadmap') return { body: listBody([DARK_MODE, duplicate, PDF_EXPORT]) };
      return undefined;
    });
    const { router } = page(duplicate._id);
    await userEvent.click(await screen.findByRole('button', { name: 'Merge into…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge into another idea' });
    const options = await within(dialog).findAllByRole('radio');
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Dark mode'),
      expect.stringContaining('Export to PDF'),
    ]);
    expect(calls.some((c) => c.url.includes('appId=platform'))).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Dark mode/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Votes and comments move to the original; this idea will point to it.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge ideas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/roadmap/${DARK_MODE._id}`));
    expect(calls.find((c) => c.url.endsWith('/merge'))?.body).toEqual({ intoId: DARK_MODE._id });
  });

  it('deletes after a confirmation and returns to the board', async () => {
    signInAs('super_admin');
    const { calls } = serve({ ...DARK_MODE, viewerCanManage: true }, (call) =>
      call.method === 'DELETE' ? { status: 204 } : undefined,
    );
    const { router } = page(DARK_MODE._id);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this idea?' });
    expect(dialog).toHaveTextContent('“Dark mode” will be removed with its votes and comments.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete idea' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roadmap'));
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/v1/roadmap/${DARK_MODE._id}`)).toBe(true);
  });
});

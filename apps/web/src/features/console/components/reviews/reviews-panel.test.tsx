import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import '@/test/i18n';
import { APP_ID, appReview, consoleApp, signInAs } from '@/features/console/test-fixtures';
import { ReviewsPanel } from './reviews-panel';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

beforeEach(() => {
  vi.clearAllMocks();
  signInAs('app_creator');
});
afterEach(() => vi.unstubAllGlobals());

const app = consoleApp({ status: 'live', rating: { average: 4.2, count: 12 }, ratingDistribution: [1, 0, 2, 3, 6] });
const page = (data: ReturnType<typeof appReview>[], total = data.length, nextCursor: string | null = null) => ({
  body: { data, meta: { total, nextCursor } },
});
const query = (call: FetchCall) => new URL(call.url, 'http://x').searchParams;
const gets = (calls: FetchCall[]) => calls.filter((c) => c.method === 'GET');

function renderPanel(onDirtyChange = vi.fn()) {
  return renderInShell(<ReviewsPanel app={app} onDirtyChange={onDirtyChange} />);
}

describe('ReviewsPanel', { timeout: 20_000 }, () => {
  it('lists reviews newest first with the rating summary, and loads more through the cursor', async () => {
    const { calls } = stubFetch((call) =>
      query(call).get('cursor') === 'next-1'
        ? page([appReview(3, { authorName: 'Casey Old' })], 3)
        : page(
            [
              appReview(1, { authorName: 'Dana Fresh', stars: 4, body: 'Works great' }),
              appReview(2, {
                authorName: 'Eli Quiet',
                stars: 2,
                body: null,
                developerReply: 'Thanks!',
                repliedAt: '2026-03-05T09:00:00.000Z',
              }),
            ],
            3,
            'next-1',
          ),
    );
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Reviews, newest first' });
    const first = within(list).getByRole('article', { name: 'Review by Dana Fresh' });
    expect(within(first).getByText('Rated 4 out of 5')).toBeInTheDocument();
    expect(within(first).getByText('Works great')).toBeInTheDocument();
    expect(within(first).getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Reply to Dana Fresh' })).toHaveTextContent('Reply');
    const second = within(list).getByRole('article', { name: 'Review by Eli Quiet' });
    expect(within(second).getByText('Rated without a written review')).toBeInTheDocument();
    expect(within(second).getByText('Thanks!')).toBeInTheDocument();
    expect(within(second).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Edit reply to Eli Quiet' })).toHaveTextContent('Edit reply');
    expect(screen.getByText('4.2')).toBeInTheDocument();
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
    expect(query(gets(calls)[0]!).get('app_id')).toBe(APP_ID);
    expect(gets(calls)[0]!.headers.Authorization).toBe('Bearer console-token');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Review by Casey Old' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by a star count from the bars, and shows all again', async () => {
    const { calls } = stubFetch((call) =>
      query(call).get('stars') === '1'
        ? page([appReview(9, { authorName: 'Grumpy', stars: 1 })])
        : page([appReview(1), appReview(2)], 12),
    );
    renderPanel();
    await screen.findByRole('article', { name: 'Review by Reviewer 1' });
    const bars = screen.getByRole('list', { name: 'Reviews by rating' });
    expect(within(bars).getByRole('button', { name: 'Show 2-star reviews (0)' })).toBeDisabled();
    const one = within(bars).getByRole('button', { name: 'Show 1-star reviews (1)' });
    await userEvent.click(one);
    expect(await screen.findByRole('article', { name: 'Review by Grumpy' })).toBeInTheDocument();
    expect(one).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText(/Showing 1-star reviews \(1\)\./)).toBeInTheDocument();
    expect(query(gets(calls).at(-1)!).get('stars')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByRole('article', { name: 'Review by Reviewer 1' })).toBeInTheDocument();
    expect(one).toHaveAttribute('aria-pressed', 'false');
  });

  it('validates a reply with the contract, posts it, and shows it under the review with its date', async () => {
    const { calls } = stubFetch((call) => {
      if (call.method === 'POST') {
        const body = (call.body as { body: string }).body;
        return { body: { data: appReview(1, { developerReply: body, repliedAt: '2026-03-07T12:00:00.000Z' }) } };
      }
      return page([appReview(1)]);
    });
    const onDirtyChange = vi.fn();
    renderPanel(onDirtyChange);
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to Reviewer 1' }));
    const field = screen.getByLabelText('Your reply');
    expect(field).toHaveFocus();
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(field).toHaveAccessibleDescription('This field is required.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, 'Thank you, Reviewer 1!');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    const review = screen.getByRole('article', { name: 'Review by Reviewer 1' });
    expect(await within(review).findByText('Thank you, Reviewer 1!')).toBeInTheDocument();
    expect(within(review).getByText('Reply from the developer')).toBeInTheDocument();
    expect(within(review).getByText('Mar 7, 2026')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `/api/v1/app/reviews/${appReview(1)._id}/reply`,
      body: { body: 'Thank you, Reviewer 1!' },
    });
    expect(toast.success).toHaveBeenCalledWith('Reply posted');
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(within(review).getByRole('button', { name: 'Edit reply to Reviewer 1' })).toHaveFocus());
  });

  it('edits an existing reply and refuses one over 2000 characters', async () => {
    const existing = appReview(1, { developerReply: 'Old answer', repliedAt: '2026-03-02T10:00:00.000Z' });
    const { calls } = stubFetch((call) =>
      call.method === 'POST'
        ? { body: { data: { ...existing, developerReply: 'New answer', repliedAt: '2026-03-08T10:00:00.000Z' } } }
        : page([existing]),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit reply to Reviewer 1' }));
    const field = screen.getByLabelText('Your reply');
    expect(field).toHaveValue('Old answer');
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(screen.getByRole('button', { name: 'Save reply' }));
    expect(field).toHaveAccessibleDescription('Use at most 2000 characters.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, 'New answer');
    await userEvent.click(screen.getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByText('New answer')).toBeInTheDocument();
    expect(screen.queryByText('Old answer')).not.toBeInTheDocument();
    expect(screen.getByText('Mar 8, 2026')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Reply updated');
  });

  it('keeps the form and shows the server error when saving fails; Escape cancels', async () => {
    stubFetch((call) =>
      call.method === 'POST'
        ? { status: 403, body: { error: { code: 'forbidden', message: 'Only the app’s developer can reply' } } }
        : page([appReview(1)]),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to Reviewer 1' }));
    await userEvent.type(screen.getByLabelText('Your reply'), 'Thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save the reply. Only the app’s developer can reply');
    expect(screen.getByLabelText('Your reply')).toHaveValue('Thanks');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reply to Reviewer 1' })).toHaveFocus());
  });

  it('shows an empty state when the app has no reviews', async () => {
    stubFetch(() => page([]));
    renderInShell(<ReviewsPanel app={consoleApp({ status: 'live' })} onDirtyChange={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(screen.getByText('0 reviews')).toBeInTheDocument();
    for (const bar of within(screen.getByRole('list', { name: 'Reviews by rating' })).getAllByRole('button'))
      expect(bar).toBeDisabled();
  });

  it.each(['draft', 'in_review'] as const)(
    'says an app in status %s has no reviews yet, without asking the server',
    async (status) => {
      // What the reviews endpoint answers for an app that is not live.
      const { calls } = stubFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: 'App not found' } } }));
      renderInShell(<ReviewsPanel app={consoleApp({ status })} onDirtyChange={vi.fn()} />);
      expect(await screen.findByRole('heading', { name: 'No reviews before launch' })).toBeInTheDocument();
      expect(screen.getByText(/Reviews open once the app is live/)).toBeInTheDocument();
      expect(screen.queryByText(/App not found/)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(calls).toHaveLength(0);
    },
  );
});

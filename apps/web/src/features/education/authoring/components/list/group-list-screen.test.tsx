import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthoringScreen } from '@/features/education/authoring/components/authoring-screen';
import { CATEGORIES, FAQS, FIRST, listBody, PLATFORM_FAQ, SECOND, THIRD } from '@/features/education/authoring/test-fixtures';
import { signInAs } from '@/features/education/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';

function serve(opts: { failWrites?: boolean; holdWrites?: Promise<void> } = {}) {
  return stubFetch(async (call: FetchCall) => {
    if (call.method !== 'GET') {
      await opts.holdWrites;
      if (opts.failWrites) return { status: 403, body: { error: { code: 'forbidden', message: 'Not yours' } } };
      if (call.method === 'DELETE') return { body: { data: { ok: true } } };
      return { body: { data: { ...FIRST, ...(call.body as object) } } };
    }
    if (call.url.startsWith('/api/v1/faq-categories?')) return { body: listBody(CATEGORIES) };
    if (call.url.startsWith('/api/v1/faqs?')) return { body: listBody(FAQS) };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

const rowOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('li') as HTMLElement;
const writes = (calls: FetchCall[]) => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body]);

describe('group list (FAQ questions, agency admin)', () => {
  beforeEach(() => signInAs('agency_admin'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists rows by category and position with their status and owner', async () => {
    serve();
    renderInShell(<AuthoringScreen />, { path: '/education/manage/faqs' });
    const list = await screen.findByRole('list', { name: 'FAQ questions' });
    const titles = within(list)
      .getAllByRole('listitem')
      .map((li) => within(li).getAllByRole('link')[0]?.textContent);
    // The platform's category comes first (position 0), then the agency's, in position order.
    expect(titles).toEqual([PLATFORM_FAQ.question, FIRST.question, SECOND.question, THIRD.question]);
    expect(within(await rowOf(SECOND.question)).getByText('Draft')).toBeInTheDocument();
    const platform = await rowOf(PLATFORM_FAQ.question);
    expect(within(platform).getByText(/read only/)).toBeInTheDocument();
    expect(within(platform).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(platform).queryByRole('button', { name: 'Move up' })).toBeNull();
  });

  it('moves a row down by swapping positions with its neighbour', async () => {
    const { calls } = serve();
    renderInShell(<AuthoringScreen />, { path: '/education/manage/faqs' });
    const first = await rowOf(FIRST.question);
    expect(within(first).getByRole('button', { name: 'Move up' })).toBeDisabled();
    await userEvent.click(within(first).getByRole('button', { name: 'Move down' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)).toEqual([
      ['PUT', `/api/v1/faqs/${SECOND._id}`, { position: 0 }],
      ['PUT', `/api/v1/faqs/${FIRST._id}`, { position: 1 }],
    ]);
    expect(await screen.findByText(`Moved down: ${FIRST.question}`)).toBeInTheDocument();
    // Focus stays with the moved row's button, so the keyboard can keep moving it.
    await waitFor(() => expect(document.activeElement).toBe(within(first).getByRole('button', { name: 'Move down' })));
  });

  it('queues a second move made before the first is written, and refetches once, after both', async () => {
    let release = () => {};
    const { calls } = serve({ holdWrites: new Promise<void>((resolve) => (release = resolve)) });
    renderInShell(<AuthoringScreen />, { path: '/education/manage/faqs' });
    await userEvent.click(within(await rowOf(FIRST.question)).getByRole('button', { name: 'Move down' }));
    await userEvent.click(within(await rowOf(FIRST.question)).getByRole('button', { name: 'Move down' }));
    // Both moves show at once, while the first is still being written.
    const titles = () =>
      within(screen.getByRole('list', { name: 'FAQ questions' }))
        .getAllByRole('listitem')
        .map((li) => within(li).getAllByRole('link')[0]?.textContent);
    expect(titles()).toEqual([PLATFORM_FAQ.question, SECOND.question, THIRD.question, FIRST.question]);

    release();
    await waitFor(() => expect(writes(calls)).toHaveLength(4));
    expect(writes(calls)).toEqual([
      ['PUT', `/api/v1/faqs/${SECOND._id}`, { position: 0 }],
      ['PUT', `/api/v1/faqs/${FIRST._id}`, { position: 1 }],
      ['PUT', `/api/v1/faqs/${THIRD._id}`, { position: 1 }],
      ['PUT', `/api/v1/faqs/${FIRST._id}`, { position: 2 }],
    ]);
    // No refetch between the two moves (it would show the order the user had already left); one after both.
    const listReads = () => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/v1/faqs?'));
    const firstWrite = calls.findIndex((c) => c.method === 'PUT');
    const lastWrite = calls.findLastIndex((c) => c.method === 'PUT');
    await waitFor(() => expect(listReads().filter((c) => calls.indexOf(c) > lastWrite)).toHaveLength(1));
    expect(listReads().filter((c) => calls.indexOf(c) > firstWrite && calls.indexOf(c) < lastWrite)).toHaveLength(0);
  });

  it('publishes a draft and deletes after confirming', async () => {
    const { calls } = serve();
    renderInShell(<AuthoringScreen />, { path: '/education/manage/faqs' });
    await userEvent.click(within(await rowOf(SECOND.question)).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(writes(calls)).toEqual([['PUT', `/api/v1/faqs/${SECOND._id}`, { status: 'published' }]]));

    await userEvent.click(within(await rowOf(THIRD.question)).getByRole('button', { name: `Delete: ${THIRD.question}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    expect(within(dialog).getByText(THIRD.question)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls).at(-1)).toEqual(['DELETE', `/api/v1/faqs/${THIRD._id}`, undefined]);
  });

  it('filters by search and offers no reordering while searching', async () => {
    serve();
    renderInShell(<AuthoringScreen />, { path: '/education/manage/faqs' });
    await userEvent.type(await screen.findByLabelText('Search'), 'wh');
    const list = screen.getByRole('list', { name: 'FAQ questions' });
    // When…, Who…, What…: not "How do I book a chair?".
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).queryByRole('button', { name: 'Move up' })).toBeNull();
    expect(screen.getByText(/to change the order/)).toBeInTheDocument();
  });

  it('puts a refused move back', async () => {
    serve({ failWrites: true });
    renderInShell(<AuthoringScreen />, { path: '/education/manage/faqs' });
    await userEvent.click(within(await rowOf(FIRST.question)).getByRole('button', { name: 'Move down' }));
    const list = screen.getByRole('list', { name: 'FAQ questions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(FIRST.question));
  });
});

describe('group list (an app creator: their partner’s content, decision 013)', () => {
  beforeEach(() => signInAs('app_creator'));
  afterEach(() => vi.unstubAllGlobals());

  it('marks the partner’s rows as theirs, keeps platform rows read-only and filters by Platform or Partner', async () => {
    const asPartner = <T extends { owner: string }>(rows: readonly T[]) =>
      rows.map((row) => (row.owner === 'agency' ? { ...row, owner: 'partner' } : row));
    stubFetch((call: FetchCall) => {
      if (call.url.startsWith('/api/v1/faq-categories?')) return { body: listBody(asPartner(CATEGORIES)) };
      if (call.url.startsWith('/api/v1/faqs?')) return { body: listBody(asPartner(FAQS)) };
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    });
    renderInShell(<AuthoringScreen />, { path: '/education/manage/faqs' });
    const own = await rowOf(FIRST.question);
    expect(within(own).getByText('Partner')).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
    const platform = await rowOf(PLATFORM_FAQ.question);
    expect(within(platform).getByText(/read only/)).toBeInTheDocument();
    expect(screen.getByText(/shared with every agency and partner/)).toBeInTheDocument();
    const owners = within(screen.getByLabelText('Owner'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(owners).toEqual(['All', 'Platform', 'Partner']);
    await userEvent.selectOptions(screen.getByLabelText('Owner'), 'partner');
    await waitFor(() => expect(screen.queryByRole('link', { name: PLATFORM_FAQ.question })).toBeNull());
    expect(screen.getByRole('link', { name: FIRST.question })).toBeInTheDocument();
  });
});

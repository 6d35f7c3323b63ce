import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversation, DENTAL, EMMA, HELPER, id, page, signInAs } from '@/features/ai-conversations/conversation-fixtures';
import { createFakeSocket } from '@/features/support/fake-socket';
import { clearSession } from '@/lib/session-store';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { InboxPage } from './inbox-page';

const socket = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeSocket> | null }));
vi.mock('@/lib/socket', () => ({ useSocket: () => socket.current }));

const routes = [{ path: 'ai-agents/conversations', element: <InboxPage /> }];
const open = (path = '/ai-agents/conversations') => renderInShell(<p>elsewhere</p>, { path, routes });
const lists = (calls: FetchCall[]) => calls.filter((c) => c.url.startsWith('/api/v1/chat-conversations/filter'));

const UNHELPFUL = conversation({
  unhelpfulCount: 2,
  handoffTickets: [{ _id: id(0xf1), number: 1001 }],
  personActive: true,
  messageCount: 6,
});
const OTHER = conversation({ _id: id(0xd2), title: 'Invoices', location: null });

function serve(
  list: (call: FetchCall) => { status?: number; body?: unknown } = () => ({ body: page([UNHELPFUL, OTHER], 'c1', 3) }),
) {
  return stubFetch((call) => {
    if (call.url === '/api/v1/chat-conversations/list-subaccounts') return { body: { data: [DENTAL] } };
    if (call.url === '/api/v1/chat-conversations/list-users') return { body: { data: [EMMA] } };
    if (call.url === '/v1/agents') return { body: page([{ ...HELPER, status: 'published' }]) };
    return list(call);
  });
}

beforeEach(() => {
  socket.current = createFakeSocket();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('AI conversations inbox', () => {
  it('sends visitors to sign in and tells location users it is not theirs', async () => {
    open();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirectTo=%2Fai-agents%2Fconversations');
    signInAs('location_admin', EMMA);
    serve();
    open();
    expect(await screen.findByRole('heading', { name: "For the agency's team" })).toBeInTheDocument();
  });

  it('lists conversations with agent, location, person, activity, counts and badges', async () => {
    signInAs('agency_admin');
    const { calls } = serve();
    open();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(lists(calls)[0]?.url).toBe('/api/v1/chat-conversations/filter?limit=20');
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', `/ai-agents/conversations/${UNHELPFUL._id}`);
    for (const text of ['How do refunds work?', 'Agent: Billing helper', 'Summit Dental', 'Emma Diaz', '5 minutes ago', '6'])
      expect(within(first!).getByText(text)).toBeInTheDocument();
    expect(within(first!).getByText('Unhelpful answers: 2')).toBeInTheDocument();
    expect(within(first!).getByText('Handed over')).toBeInTheDocument();
    expect(within(first!).getByText('A person answers')).toBeInTheDocument();
    expect(within(second!).getByText('No location')).toBeInTheDocument();
    expect(within(second!).queryByText('Handed over')).toBeNull();
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
  });

  it('filters by location, person, agent, rating and days, kept in the address', async () => {
    signInAs('agency_staff');
    const user = userEvent.setup();
    const { calls } = serve((call) => ({ body: page(call.url.includes('rating=') ? [UNHELPFUL] : [UNHELPFUL, OTHER]) }));
    open();
    await screen.findByRole('list', { name: 'Conversations' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rating' }), 'Rated unhelpful');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Summit Dental');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Person' }), 'Emma Diaz');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Billing helper' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Agent' }), 'Billing helper');
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/ai-agents/conversations?locationId=${DENTAL._id}&userId=${EMMA._id}&agentId=${HELPER._id}&rating=unhelpful`,
    );
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link')).toHaveLength(1));
    const last = new URL(lists(calls).at(-1)!.url, 'http://x').searchParams;
    expect(Object.fromEntries(last)).toEqual({
      locationId: DENTAL._id,
      userId: EMMA._id,
      agentId: HELPER._id,
      rating: 'unhelpful',
      limit: '20',
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/ai-agents\/conversations$/);
  });

  it('reads days from the address and says when nothing matches', async () => {
    signInAs('agency_admin');
    const user = userEvent.setup();
    const { calls } = serve((call) => ({ body: page(call.url.includes('from=') ? [] : [OTHER]) }));
    open('/ai-agents/conversations?from=2026-11-02&to=2026-11-03');
    expect(await screen.findByRole('heading', { name: 'No conversation matches' })).toBeInTheDocument();
    expect(screen.getByLabelText('Active from')).toHaveValue('2026-11-02');
    const sent = new URL(lists(calls)[0]!.url, 'http://x').searchParams;
    expect(new Date(sent.get('from')!).getTime()).toBe(new Date(2026, 10, 2).getTime());
    expect(new Date(sent.get('to')!).getTime()).toBe(new Date(2026, 10, 3, 23, 59, 59, 999).getTime());
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(await screen.findByText('Invoices')).toBeInTheDocument();
  });

  it('shows an empty inbox, and a failed load with Retry', async () => {
    signInAs('agency_admin');
    let fail = true;
    serve(() => (fail ? { status: 500, body: { error: { code: 'internal', message: 'x' } } } : { body: page([]) }));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The conversations could not be loaded');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
  });

  it('refreshes the list when the staff room hears activity', async () => {
    signInAs('agency_admin');
    let rows = [OTHER];
    const { calls } = serve(() => ({ body: page(rows) }));
    open();
    await screen.findByText('Invoices');
    const before = lists(calls).length;
    rows = [UNHELPFUL, OTHER];
    act(() => socket.current?.serverSends('ai-conversation:activity', { conversationId: UNHELPFUL._id }));
    expect(await screen.findByText('How do refunds work?')).toBeInTheDocument();
    expect(lists(calls).length).toBe(before + 1);
  });

  it('updates a row’s unhelpful count from a rating event; only a list filtered by rating asks again', async () => {
    signInAs('agency_admin');
    const { calls } = serve(() => ({ body: page([OTHER]) }));
    open();
    const row = (await screen.findByText('Invoices')).closest('a')!;
    const before = lists(calls).length;
    const rate = (unhelpfulCount: number) =>
      act(() =>
        socket.current?.serverSends('ai-conversation:rating', {
          conversationId: OTHER._id,
          messageId: id(0xe2),
          rating: { helpful: false, reason: null },
          unhelpfulCount,
        }),
      );
    rate(1);
    expect(await within(row).findByText('Unhelpful answers: 1')).toBeInTheDocument();
    expect(lists(calls)).toHaveLength(before);

    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Rating' }), 'Rated unhelpful');
    await waitFor(() => expect(lists(calls).at(-1)?.url).toContain('rating=unhelpful'));
    const filtered = lists(calls).length;
    rate(2);
    await waitFor(() => expect(lists(calls)).toHaveLength(filtered + 1));
    expect(lists(calls).at(-1)?.url).toContain('rating=unhelpful');
  });
});

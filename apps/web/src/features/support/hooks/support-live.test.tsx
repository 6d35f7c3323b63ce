import type { TTicket } from '@atrium/contracts/support';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as SupportPage } from '@/app/routes/help-desk/support-page';
import { SupportHeaderLink } from '@/features/support/components/support-header-link';
import { createFakeSocket } from '@/features/support/fake-socket';
import { comment, EMMA, id, minutesAgo, NOAH, signInAs, ticket } from '@/features/support/support-fixtures';
import { setLoadedQueryClient } from '@/lib/loaded-query-client';
import { createTestQueryClient, type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { useSupportRealtime } from './use-support-realtime';

// The AI chat launcher asks for agents of its own; these tests count the page's own requests.
vi.mock('@/app/routes/help-chat', () => ({ HelpChat: () => null }));

/**
 * Push, then stop pulling: a comment that arrives on an open ticket, or one the tab sends, is applied from
 * what the socket and the answer carry. These count the requests made once the ticket is on screen.
 */

const socket = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeSocket> | null }));
vi.mock('@/lib/socket', () => ({ useSocket: () => socket.current }));

/** The app's live listener and header count beside the support screens, as on a real page. */
function Page() {
  useSupportRealtime();
  return (
    <>
      <SupportHeaderLink />
      <SupportPage />
    </>
  );
}

const routes = [{ path: 'support_tickets/*', element: <Page /> }];
// The submitter's side: no first-response data.
const { firstResponseAt: _at, firstResponseTargetMinutes: _target, ...OPEN } = ticket({ viewerIsTeam: false });
const OTHER = id(0xd9);
const later = (ms: number) => new Date(Date.parse(OPEN.updatedAt) + ms).toISOString();

function serve(answered: TTicket) {
  return stubFetch((call: FetchCall) => {
    if (call.url === '/api/v1/support/GetUnreadComments')
      return { body: { data: { total: 2, tickets: [{ ticketId: OTHER, count: 2 }] } } };
    if (call.url.startsWith('/api/v1/support/getcomments')) return { body: { data: [comment()] } };
    if (call.url === '/api/v1/support/MarkCommentsAsRead') return { body: { data: { ok: true } } };
    if (call.url === '/api/v1/support/tickets/ticketchat') {
      const sent = comment({
        _id: id(0xe7),
        body: (call.body as { body: string }).body,
        fromTeam: false,
        author: EMMA,
        createdAt: minutesAgo(0),
      });
      return { status: 201, body: { data: { ...sent, ticket: answered } } };
    }
    return { body: { data: OPEN } };
  });
}

async function openTicket(answered: TTicket = OPEN) {
  signInAs('location_admin', EMMA);
  const served = serve(answered);
  const queryClient = createTestQueryClient();
  setLoadedQueryClient(queryClient);
  renderInShell(<p />, { path: `/support_tickets/${OPEN._id}`, routes, queryClient });
  await screen.findByRole('heading', { name: OPEN.subject });
  await screen.findByRole('link', { name: 'Support: 2 unread answers' });
  await waitFor(() => expect(served.calls.some((c) => c.url === '/api/v1/support/MarkCommentsAsRead')).toBe(true));
  const before = served.calls.length;
  return { ...served, since: () => served.calls.slice(before).map((c) => `${c.method} ${c.url}`) };
}

const ackReads = () => {
  for (const [event, , ack] of socket.current?.emit.mock.calls ?? [])
    if (event === 'ticket:read') (ack as (err: null, result: { ok: boolean }) => void)(null, { ok: true });
};

beforeEach(() => {
  socket.current = createFakeSocket();
});
afterEach(() => {
  setLoadedQueryClient(null);
  vi.unstubAllGlobals();
});

describe('a comment arriving on the open ticket', () => {
  it('joins the conversation and moves the ticket with no request at all', async () => {
    const { since } = await openTicket();
    const answer = comment({ _id: id(0xea), body: 'Fixed, please try again.', author: NOAH });
    act(() => {
      socket.current?.serverSends('ticket:comment', { ticketId: OPEN._id, comment: answer });
      socket.current?.serverSends('ticket:updated', {
        ticket: { ...OPEN, status: 'pending', commentCount: 2, updatedAt: later(1000) } as never,
      });
      socket.current?.serverSends('support:activity', { ticketId: OPEN._id, commentBy: NOAH._id });
    });
    expect(await screen.findByText('Fixed, please try again.')).toBeInTheDocument();
    expect((await screen.findAllByText('Pending')).length).toBeGreaterThan(0);
    act(ackReads);
    // Read as it arrived: the header's count stays as it was.
    expect(screen.getByRole('link', { name: 'Support: 2 unread answers' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(since()).toEqual([]);
  }, 20_000);

  it("counts another ticket's new comment in the header, still without a request", async () => {
    const { since } = await openTicket();
    act(() => socket.current?.serverSends('support:activity', { ticketId: OTHER, commentBy: NOAH._id }));
    expect(await screen.findByRole('link', { name: 'Support: 3 unread answers' })).toBeInTheDocument();
    expect(since()).toEqual([]);
  }, 20_000);
});

describe('sending a comment', () => {
  it("applies the answer's comment and ticket, and drops its own echo", async () => {
    const answered = { ...OPEN, status: 'open' as const, commentCount: 2, updatedAt: later(1000) };
    const { since } = await openTicket({ ...answered, status: 'on_hold' });
    await userEvent.type(screen.getByLabelText('Your reply'), 'Here is the screenshot');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Here is the screenshot')).toBeInTheDocument();
    // The ticket as the answer left it, without asking for it.
    expect((await screen.findAllByText('On hold')).length).toBeGreaterThan(0);

    const sent = comment({
      _id: id(0xe7),
      body: 'Here is the screenshot',
      fromTeam: false,
      author: EMMA,
      createdAt: minutesAgo(0),
    });
    act(() => {
      socket.current?.serverSends('ticket:comment', { ticketId: OPEN._id, comment: sent });
      // The echo of the same moment (a stale copy, even) changes nothing.
      socket.current?.serverSends('ticket:updated', { ticket: { ...answered, status: 'pending' } as never });
      socket.current?.serverSends('support:activity', { ticketId: OPEN._id, commentBy: EMMA._id });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Here is the screenshot')).toHaveLength(1);
    expect(screen.getAllByText('On hold').length).toBeGreaterThan(0);
    expect(screen.queryByText('Pending')).toBeNull();
    expect(screen.getByRole('link', { name: 'Support: 2 unread answers' })).toBeInTheDocument();
    expect(since()).toEqual(['POST /api/v1/support/tickets/ticketchat']);
  }, 20_000);
});

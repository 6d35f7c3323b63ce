import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as SupportPage } from '@/app/routes/help-desk/support-page';
import { createFakeSocket } from '@/features/support/fake-socket';
import { comment, EMMA, id, ME, NOAH, signInAs, ticket } from '@/features/support/support-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';

// The AI chat launcher asks for agents of its own; these tests count the page's own requests.
vi.mock('@/app/routes/help-chat', () => ({ HelpChat: () => null }));

const socket = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeSocket> | null }));
vi.mock('@/lib/socket', () => ({ useSocket: () => socket.current }));

const routes = [{ path: 'support_tickets/*', element: <SupportPage /> }];
const TICKET = ticket();
const ANSWER = comment({ _id: id(0xe1), body: 'We are on it.' });
const NOTE = comment({ _id: id(0xe2), internal: true, body: 'Check the billing export job.', author: ME });

function serve(data = TICKET, comments = [ANSWER, NOTE]) {
  return stubFetch((call: FetchCall) => {
    if (call.url.startsWith('/api/v1/support/getcomments')) return { body: { data: comments } };
    if (call.url.startsWith('/api/v1/support/team')) return { body: { data: [ME, NOAH] } };
    if (call.url === '/api/v1/support/MarkCommentsAsRead') return { body: { data: { ok: true } } };
    if (call.url === '/api/v1/support/tickets/ticketchat') {
      const body = call.body as { body: string; internal: boolean };
      const sent = comment({ _id: id(0xe9), body: body.body, internal: body.internal, author: ME });
      return { status: 201, body: { data: { ...sent, ticket: data } } };
    }
    if (call.url === '/api/v1/support/assign_user') return { body: { data: { ...data, assignee: ME } } };
    if (call.url.endsWith('/rating')) return { body: { data: { ...data, rating: 4 } } };
    return { body: { data } };
  });
}

beforeEach(() => {
  socket.current = createFakeSocket();
});
afterEach(() => vi.unstubAllGlobals());

describe('Ticket detail (team)', () => {
  it('shows the description, answers and internal notes apart, and marks the ticket read', async () => {
    signInAs('agency_admin');
    const { calls } = serve();
    renderInShell(<p />, { path: `/support_tickets/${TICKET._id}`, routes });
    expect(await screen.findByRole('heading', { name: 'Invoices do not download' })).toBeInTheDocument();
    const messages = within(screen.getByRole('region', { name: 'Conversation' })).getAllByRole('listitem');
    expect(messages.map((m) => m.dataset.kind)).toEqual(['customer', 'team', 'internal']);
    expect(within(messages[0]!).getByText(/The download button does nothing/)).toBeInTheDocument();
    expect(within(messages[1]!).getByText('Support team')).toBeInTheDocument();
    expect(within(messages[2]!).getByText('Internal note')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/v1/support/MarkCommentsAsRead')).toBe(true),
    );
    expect(socket.current?.emit).toHaveBeenCalledWith('ticket:watch', TICKET._id, expect.any(Function));
  });

  it('sends an internal note with Ctrl+Enter and assigns the ticket', async () => {
    signInAs('agency_admin');
    const { calls } = serve();
    renderInShell(<p />, { path: `/support_tickets/${TICKET._id}`, routes });
    await userEvent.click(await screen.findByRole('radio', { name: 'Internal note' }));
    await userEvent.type(screen.getByLabelText('Internal note, seen by the team only'), 'Escalate to billing');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/v1/support/tickets/ticketchat')?.body).toEqual({
        ticketId: TICKET._id,
        body: 'Escalate to billing',
        internal: true,
        attachments: [],
      }),
    );
    expect(await screen.findByText('Escalate to billing')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/v1/support/assign_user')?.body).toEqual({ ticketId: TICKET._id, userId: ME._id }),
    );
  });

  it('adds live comments, refreshes changed fields and shows who else is viewing', async () => {
    signInAs('agency_admin');
    const { calls } = serve();
    renderInShell(<p />, { path: `/support_tickets/${TICKET._id}`, routes });
    await screen.findByRole('heading', { name: 'Invoices do not download' });
    const live = comment({ _id: id(0xea), body: 'Any news?', fromTeam: false, author: EMMA });
    const reads = () => calls.filter((c) => c.url === '/api/v1/support/MarkCommentsAsRead').length;
    await waitFor(() => expect(reads()).toBe(1));
    act(() => socket.current?.serverSends('ticket:comment', { ticketId: TICKET._id, comment: live }));
    expect(await screen.findByText('Any news?')).toBeInTheDocument();
    // Read at once, over the socket that brought it: no request.
    const readOnSocket = socket.current?.emit.mock.calls.find(([event]) => event === 'ticket:read') ?? [];
    expect(readOnSocket[1]).toBe(TICKET._id);
    act(() => (readOnSocket[2] as (err: Error | null, result: { ok: boolean }) => void)(null, { ok: true }));
    expect(reads()).toBe(1);

    act(() =>
      socket.current?.serverSends('ticket:updated', {
        ticket: { ...TICKET, status: 'on_hold', updatedAt: new Date(Date.now() + 1000).toISOString() },
      }),
    );
    expect(await screen.findByLabelText('Status')).toHaveValue('on_hold');

    act(() =>
      socket.current?.serverSends('ticket:viewers', { ticketId: TICKET._id, viewers: [ME, { _id: id(0xf1), name: 'Dana Kim' }] }),
    );
    expect(await screen.findByText('Dana K.')).toBeInTheDocument();
    expect(screen.getByText('Also viewing:')).toBeInTheDocument();
  });
});

describe('Ticket detail (keyboard hint)', () => {
  const HINT = 'Ctrl + Enter (⌘ + Enter) sends';
  const pointer = (fine: boolean) =>
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: fine && query === '(hover: hover) and (pointer: fine)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );

  it('hints Ctrl+Enter where there is a mouse and keyboard', async () => {
    pointer(true);
    signInAs('agency_admin');
    serve();
    renderInShell(<p />, { path: `/support_tickets/${TICKET._id}`, routes });
    expect(await screen.findByText(HINT)).toBeInTheDocument();
  });

  it('does not hint it on a touch screen, where the shortcut still sends', async () => {
    pointer(false);
    signInAs('agency_admin');
    const { calls } = serve();
    renderInShell(<p />, { path: `/support_tickets/${TICKET._id}`, routes });
    const box = await screen.findByLabelText('Your reply');
    expect(screen.queryByText(HINT)).toBeNull();
    await userEvent.type(box, 'From a tablet keyboard');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/v1/support/tickets/ticketchat')?.body).toMatchObject({
        body: 'From a tablet keyboard',
      }),
    );
  });
});

describe('Ticket detail (reading when the socket cannot)', () => {
  it('marks a live comment read by request when the socket refuses', async () => {
    signInAs('agency_admin');
    const { calls } = serve();
    renderInShell(<p />, { path: `/support_tickets/${TICKET._id}`, routes });
    await screen.findByRole('heading', { name: 'Invoices do not download' });
    const reads = () => calls.filter((c) => c.url === '/api/v1/support/MarkCommentsAsRead').length;
    await waitFor(() => expect(reads()).toBe(1));
    act(() =>
      socket.current?.serverSends('ticket:comment', {
        ticketId: TICKET._id,
        comment: comment({ _id: id(0xec), body: 'Still there?', fromTeam: false, author: EMMA }),
      }),
    );
    const readOnSocket = socket.current?.emit.mock.calls.find(([event]) => event === 'ticket:read') ?? [];
    act(() => (readOnSocket[2] as (err: Error | null) => void)(new Error('operation has timed out')));
    await waitFor(() => expect(reads()).toBe(2));
  });
});

describe('Ticket detail (reading while away)', () => {
  it('marks a live comment read only once the tab is back in view', async () => {
    signInAs('agency_admin');
    const { calls } = serve();
    renderInShell(<p />, { path: `/support_tickets/${TICKET._id}`, routes });
    await screen.findByRole('heading', { name: 'Invoices do not download' });
    const reads = () => calls.filter((c) => c.url === '/api/v1/support/MarkCommentsAsRead').length;
    await waitFor(() => expect(reads()).toBe(1));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() =>
      socket.current?.serverSends('ticket:comment', {
        ticketId: TICKET._id,
        comment: comment({ _id: id(0xeb), body: 'Hello?', fromTeam: false, author: EMMA }),
      }),
    );
    expect(await screen.findByText('Hello?')).toBeInTheDocument();
    expect(reads()).toBe(1);
    expect(socket.current?.emit.mock.calls.some(([event]) => event === 'ticket:read')).toBe(false);
    visibility.mockReturnValue('visible');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(reads()).toBe(2));
    visibility.mockRestore();
  });
});

describe('Ticket detail (submitter side)', () => {
  it('has no note option or team controls, and asks for a rating once solved', async () => {
    signInAs('location_admin', EMMA);
    // As the server sends it to the submitter's side: no first-response data.
    const {
      firstResponseAt: _at,
      firstResponseTargetMinutes: _target,
      ...solved
    } = ticket({ status: 'solved', viewerIsTeam: false });
    const { calls } = serve(solved, [ANSWER]);
    renderInShell(<p />, { path: `/support_tickets/${TICKET._id}`, routes });
    expect(await screen.findByRole('group', { name: 'How did we do?' })).toBeInTheDocument();
    expect(screen.queryByText('First response')).toBeNull();
    expect(screen.queryByText(/Overdue by|Due in|Answered in/)).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Internal note' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/v1/support/team'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose 1 to 5 stars.');
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByLabelText('Comment (optional)'), 'Quick help');
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/rating'))?.body).toEqual({ rating: 4, comment: 'Quick help' }));
    expect(await screen.findByText('4 of 5')).toBeInTheDocument();
  });

  it('says when a ticket is not one the viewer may see', async () => {
    signInAs('staff');
    stubFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: 'Not found' } } }));
    renderInShell(<p />, { path: `/support_tickets/${id(0xdd)}`, routes });
    expect(await screen.findByRole('heading', { name: 'Ticket not found' })).toBeInTheDocument();
  });
});

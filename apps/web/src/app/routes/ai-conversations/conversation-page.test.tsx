import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detail, id, message, minutesAgo, OLIVIA, signInAs } from '@/features/ai-conversations/conversation-fixtures';
import { createFakeSocket } from '@/features/support/fake-socket';
import { clearSession } from '@/lib/session-store';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { ConversationPage } from './conversation-page';

const socket = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeSocket> | null }));
vi.mock('@/lib/socket', () => ({ useSocket: () => socket.current }));

const CONVERSATION = detail({ handoffTickets: [{ _id: id(0xf1), number: 12345 }] });
const routes = [
  { path: 'ai-agents/conversations/:conversationId', element: <ConversationPage /> },
  { path: 'ai-agents/conversations', element: <p>the list</p> },
];
const open = (conversationId = CONVERSATION._id) =>
  renderInShell(<p>elsewhere</p>, { path: `/ai-agents/conversations/${conversationId}`, routes });

function serve(respond: (call: FetchCall) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return stubFetch((call) => respond(call) ?? { body: { data: CONVERSATION } });
}
const transcript = () => screen.getByRole('list', { name: 'Conversation' });

beforeEach(() => {
  socket.current = createFakeSocket();
  signInAs('agency_admin');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('One AI conversation in the inbox', () => {
  it('shows the transcript with sources, the asker’s unhelpful rating and reason, and the handoff ticket', async () => {
    const { calls } = serve();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'How do refunds work?' })).toBeInTheDocument();
    expect(calls[0]?.url).toBe(`/api/v1/chat-conversations/retrieve/${CONVERSATION._id}`);
    expect(within(transcript()).getByText('5 days')).toBeInTheDocument();
    expect(within(transcript()).getByRole('link', { name: /Refunds FAQ/ })).toBeInTheDocument();
    expect(screen.getByText('Rated unhelpful by the asker')).toBeInTheDocument();
    expect(screen.getByText('Reason: It did not say how to ask for one.')).toBeInTheDocument();
    // The help desk's number, printed as the help desk prints it (no thousands separator).
    expect(screen.getByRole('link', { name: 'Ticket #12345' })).toHaveAttribute('href', `/support_tickets/${id(0xf1)}`);
    expect(screen.getByText(/the agent steps back/)).toBeInTheDocument();
    expect(socket.current?.emit).toHaveBeenCalledWith('ai-conversation:watch', CONVERSATION._id, expect.any(Function));
  });

  it('adds a message that arrives live, without asking for the conversation again', async () => {
    const { calls } = serve();
    open();
    await screen.findByRole('heading', { level: 1, name: 'How do refunds work?' });
    const asked = message({ _id: id(0xe3), text: 'And for a yearly plan?', createdAt: minutesAgo(0) });
    act(() => socket.current?.serverSends('ai-conversation:message', { conversationId: CONVERSATION._id, message: asked }));
    act(() =>
      socket.current?.serverSends('ai-conversation:message', {
        conversationId: id(0xd9),
        message: { ...asked, _id: id(0xe4), text: 'Elsewhere' },
      }),
    );
    expect(await within(transcript()).findByText('And for a yearly plan?')).toBeInTheDocument();
    expect(screen.queryByText('Elsewhere')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('shows the asker’s rating as it changes, from the staff room’s event, without asking again', async () => {
    const unrated = detail({ messages: detail().messages.map((m) => ({ ...m, rating: null })), unhelpfulCount: 0 });
    const { calls } = stubFetch(() => ({ body: { data: unrated } }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'How do refunds work?' });
    expect(screen.queryByText('Rated unhelpful by the asker')).toBeNull();
    const rated = (rating: { helpful: boolean; reason: string | null }, unhelpfulCount: number) =>
      act(() =>
        socket.current?.serverSends('ai-conversation:rating', {
          conversationId: CONVERSATION._id,
          messageId: id(0xe2),
          rating,
          unhelpfulCount,
        }),
      );
    rated({ helpful: false, reason: 'Too vague.' }, 1);
    expect(await screen.findByText('Rated unhelpful by the asker')).toBeInTheDocument();
    expect(screen.getByText('Reason: Too vague.')).toBeInTheDocument();
    expect(screen.getByText('Unhelpful answers: 1')).toBeInTheDocument();
    // Changed their mind: the marker and the count follow.
    rated({ helpful: true, reason: null }, 0);
    expect(await screen.findByText('Rated helpful by the asker')).toBeInTheDocument();
    expect(screen.queryByText('Reason: Too vague.')).toBeNull();
    expect(screen.queryByText(/Unhelpful answers/)).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('asks again when the conversation itself changed (a new handoff ticket), not for other activity', async () => {
    let current = CONVERSATION;
    const { calls } = stubFetch(() => ({ body: { data: current } }));
    open();
    await screen.findByRole('link', { name: 'Ticket #12345' });
    const activity = (changed?: true) =>
      act(() => socket.current?.serverSends('ai-conversation:activity', { conversationId: CONVERSATION._id, changed }));
    activity();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
    current = { ...CONVERSATION, handoffTickets: [...CONVERSATION.handoffTickets, { _id: id(0xf2), number: 12346 }] };
    activity(true);
    expect(await screen.findByRole('link', { name: 'Ticket #12346' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('sends a person’s message; the agent has stepped back', async () => {
    const user = userEvent.setup();
    const written = message({
      _id: id(0xe5),
      role: 'person',
      author: OLIVIA,
      text: 'I will refund it today.',
      createdAt: minutesAgo(0),
    });
    const { calls } = serve((call) => (call.method === 'POST' ? { status: 201, body: { data: written } } : undefined));
    open();
    await screen.findByRole('heading', { level: 1, name: 'How do refunds work?' });
    await user.type(screen.getByRole('textbox', { name: 'Your message to the asker' }), 'I will refund it today.{Enter}');
    expect(await within(transcript()).findByText('I will refund it today.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/v1/chat-conversations/add-message',
      body: { conversationId: CONVERSATION._id, text: 'I will refund it today.' },
    });
    expect(screen.getByText(/A person answers this conversation now/)).toBeInTheDocument();
    // The same message from the room is not shown twice.
    act(() => socket.current?.serverSends('ai-conversation:message', { conversationId: CONVERSATION._id, message: written }));
    expect(within(transcript()).getAllByText('I will refund it today.')).toHaveLength(1);
  });

  it('gives the conversation back to the agent once a person answered', async () => {
    const user = userEvent.setup();
    const taken = { ...CONVERSATION, personActive: true };
    const { calls } = stubFetch((call) =>
      call.method === 'POST' ? { body: { data: { ...taken, personActive: false } } } : { body: { data: taken } },
    );
    open();
    await screen.findByText(/A person answers this conversation now/);
    await user.click(screen.getByRole('button', { name: 'Give back to the agent' }));
    expect(await screen.findByText(/When you send a message here, the agent steps back/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe(`/api/v1/chat-conversations/${CONVERSATION._id}/hand-back`);
    expect(screen.queryByRole('button', { name: 'Give back to the agent' })).toBeNull();
  });

  it('keeps a message that failed, to send again', async () => {
    const user = userEvent.setup();
    let fail = true;
    serve((call) =>
      call.method !== 'POST'
        ? undefined
        : fail
          ? { status: 500, body: { error: { code: 'internal', message: 'x' } } }
          : { status: 201, body: { data: message({ _id: id(0xe6), role: 'person', author: OLIVIA, text: 'Hello' }) } },
    );
    open();
    await screen.findByRole('heading', { level: 1, name: 'How do refunds work?' });
    await user.type(screen.getByRole('textbox', { name: 'Your message to the asker' }), 'Hello{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent.');
    expect(alert).toHaveTextContent('Hello');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(within(transcript()).getByText('Hello')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the conversation is not there, with the way back to the list', async () => {
    serve(() => ({ status: 404, body: { error: { code: 'not_found', message: 'Conversation not found' } } }));
    open(id(0xdd));
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'All conversations' }));
    expect(screen.getByText('the list')).toBeInTheDocument();
  });
});

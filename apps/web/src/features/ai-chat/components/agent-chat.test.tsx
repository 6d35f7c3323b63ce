import type { TChatConversationDetail, TChatMessage } from '@atrium/contracts/chat-conversations';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session-store';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { signInAs } from '@/test/sign-in-as';
import { AgentChat } from './agent-chat';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));

const id = (n: number) => `0190f5a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const EMMA = { _id: id(0xb2), name: 'Emma Diaz' };
const AGENT = { _id: id(0xa5), name: 'Summit Help', avatar: null, greeting: 'Hi! Ask me anything.' };

const message = (overrides: Partial<TChatMessage>): TChatMessage => ({
  _id: id(0xe1),
  conversationId: id(0xd1),
  role: 'user',
  author: EMMA,
  text: 'What is the airspeed of a swallow?',
  sources: [],
  usage: null,
  finishReason: null,
  error: null,
  rating: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

/** Emma's conversation whose last answer did not know. */
const unknown = (overrides: Partial<TChatConversationDetail> = {}): TChatConversationDetail => ({
  _id: id(0xd1),
  title: 'What is the airspeed of a swallow?',
  agent: { _id: AGENT._id, name: AGENT.name },
  agencyId: id(0xa1),
  location: { _id: id(0xc1), name: 'Summit Dental' },
  user: EMMA,
  share: 'private',
  personActive: false,
  handoffTicketIds: [],
  messageCount: 2,
  unhelpfulCount: 0,
  mine: true,
  lastMessageAt: '2026-11-27T10:00:01.000Z',
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:01.000Z',
  messages: [
    message({}),
    message({
      _id: id(0xe2),
      role: 'assistant',
      author: null,
      text: "I don't know that from the knowledge base.",
      finishReason: 'no_answer',
    }),
  ],
  ...overrides,
});

function open(conversation: TChatConversationDetail) {
  stubFetch(() => ({ body: { data: conversation } }));
  renderInShell(
    <AgentChat
      agent={AGENT}
      target={{ kind: 'location', locationId: id(0xc1) }}
      conversationId={conversation._id}
      onConversation={() => {}}
      ticketHref={(ticketId) => `/support_tickets/${ticketId}`}
    />,
  );
}

beforeEach(() => signInAs('location_admin', EMMA, { agencyId: id(0xa1), locationId: id(0xc1), token: 't' }));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('a reopened AI chat', () => {
  it('still offers a person after an answer that did not know', async () => {
    open(unknown());
    expect(await screen.findByText("I don't know that from the knowledge base.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Talk to a person' })).toBeInTheDocument();
  });

  it('links the ticket instead, once one was opened', async () => {
    open(unknown({ handoffTicketIds: [id(0xf1)] }));
    expect(await screen.findByRole('link', { name: 'open ticket 1' })).toHaveAttribute('href', `/support_tickets/${id(0xf1)}`);
    expect(screen.queryByRole('button', { name: 'Talk to a person' })).toBeNull();
  });
});

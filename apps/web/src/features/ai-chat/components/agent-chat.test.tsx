import type { TChatConversationDetail } from '@atrium/contracts/chat-conversations';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session-store';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { conversation, DENTAL, EMMA, HELPER, id, message } from '@/test/chat-conversation-fixtures';
import { signInAs } from '@/test/sign-in-as';
import { AgentChat } from './agent-chat';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));

const AGENT = { _id: HELPER._id, name: HELPER.name, avatar: null, greeting: 'Hi! Ask me anything.' };

/** Emma's own conversation whose last answer did not know. */
const unknown = (overrides: Partial<TChatConversationDetail> = {}): TChatConversationDetail => ({
  ...conversation({ mine: true, title: 'What is the airspeed of a swallow?' }),
  messages: [
    message({ text: 'What is the airspeed of a swallow?' }),
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
      target={{ kind: 'location', locationId: DENTAL._id }}
      conversationId={conversation._id}
      onConversation={() => {}}
      ticketHref={(ticketId) => `/support_tickets/${ticketId}`}
    />,
  );
}

beforeEach(() => signInAs('location_admin', EMMA, { agencyId: id(0xa1), locationId: DENTAL._id, token: 't' }));
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
    open(unknown({ handoffTickets: [{ _id: id(0xf1), number: 1042 }] }));
    expect(await screen.findByRole('link', { name: 'ticket #1042' })).toHaveAttribute('href', `/support_tickets/${id(0xf1)}`);
    expect(screen.queryByRole('button', { name: 'Talk to a person' })).toBeNull();
  });
});

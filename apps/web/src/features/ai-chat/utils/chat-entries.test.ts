import type { TChatConversationDetail, TChatMessage } from '@atrium/contracts/chat-conversations';
import { describe, expect, it } from 'vitest';
import { withMessage } from '@/features/ai-chat/hooks/use-conversation-live';
import { entriesOf, sharedEntriesOf } from './chat-entries';

const message = (over: Partial<TChatMessage>): TChatMessage => ({
  _id: 'm1',
  conversationId: 'c1',
  role: 'assistant',
  author: null,
  text: 'Hello',
  sources: [],
  usage: null,
  finishReason: 'stop',
  error: null,
  rating: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

const conversation = (messages: TChatMessage[]): TChatConversationDetail => ({
  _id: 'c1',
  title: 'Q',
  agent: { _id: 'a1', name: 'Sunny' },
  agencyId: 'g1',
  location: null,
  user: { _id: 'u1', name: 'Emma' },
  share: 'private',
  personActive: false,
  handoffTickets: [],
  messageCount: messages.length,
  unhelpfulCount: 0,
  mine: true,
  lastMessageAt: '2026-11-27T10:00:00.000Z',
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  messages,
});

describe('entriesOf', () => {
  it("leaves tools' runs out, names a person, and marks a stopped answer", () => {
    const entries = entriesOf([
      message({ _id: 'a', role: 'user', text: 'Q' }),
      message({ _id: 'b', role: 'tool', text: 'search' }),
      message({ _id: 'c', finishReason: 'aborted' }),
      message({ _id: 'd', role: 'person', author: { _id: 'p', name: 'Olivia' } }),
    ]);
    expect(entries.map((e) => e.id)).toEqual(['a', 'c', 'd']);
    expect(entries[1]?.stopped).toBe(true);
    expect(entries[2]?.authorName).toBe('Olivia');
  });

  it('gives shared messages ids by place, without tools', () => {
    const shared = sharedEntriesOf([
      { role: 'user', authorName: null, text: 'Q', sources: [], createdAt: '' },
      { role: 'tool', authorName: null, text: 't', sources: [], createdAt: '' },
      { role: 'assistant', authorName: null, text: 'A', sources: [], createdAt: '' },
    ]);
    expect(shared.map((e) => [e.id, e.text])).toEqual([
      ['m0', 'Q'],
      ['m2', 'A'],
    ]);
  });
});

describe('withMessage', () => {
  it('adds a live message once, and a person now answers after a person writes', () => {
    const start = conversation([message({ _id: 'a', role: 'user' })]);
    const person = message({ _id: 'b', role: 'person', author: { _id: 'p', name: 'Olivia' } });
    const next = withMessage(start, person);
    expect(next?.messages.map((m) => m._id)).toEqual(['a', 'b']);
    expect(next?.personActive).toBe(true);
    expect(withMessage(next, person)).toBe(next);
    expect(withMessage(undefined, person)).toBeUndefined();
  });

  it('keeps the agent answering after its own message', () => {
    expect(withMessage(conversation([]), message({ _id: 'z' }))?.personActive).toBe(false);
  });
});

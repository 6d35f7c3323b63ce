import type { TChatConversation, TChatMessage } from '@atrium/contracts/chat-conversations';

/** Plain records shaped like the chat conversations API's, for the chat's and the inbox's tests. */
export const id = (n: number) => `0190f5a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const NOW = Date.now();
export const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

export const OLIVIA = { _id: id(0xb1), name: 'Olivia Bennett' };
export const EMMA = { _id: id(0xb2), name: 'Emma Diaz' };
export const DENTAL = { _id: id(0xc1), name: 'Summit Dental' };
export const HELPER = { _id: id(0xa5), name: 'Billing helper' };

export function conversation(overrides: Partial<TChatConversation> = {}): TChatConversation {
  return {
    _id: id(0xd1),
    title: 'How do refunds work?',
    agent: HELPER,
    agencyId: id(0xa1),
    location: DENTAL,
    user: EMMA,
    share: 'private',
    personActive: false,
    handoffTickets: [],
    messageCount: 2,
    unhelpfulCount: 0,
    mine: false,
    lastMessageAt: minutesAgo(5),
    createdAt: minutesAgo(60),
    updatedAt: minutesAgo(5),
    ...overrides,
  };
}

export function message(overrides: Partial<TChatMessage> = {}): TChatMessage {
  return {
    _id: id(0xe1),
    conversationId: id(0xd1),
    role: 'user',
    author: EMMA,
    text: 'How do refunds work?',
    sources: [],
    usage: null,
    finishReason: null,
    error: null,
    rating: null,
    createdAt: minutesAgo(10),
    ...overrides,
  };
}

import type { TChatConversationDetail } from '@atrium/contracts/chat-conversations';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { conversationKeys } from '@/features/ai-conversations/api/conversation-keys';
import { conversation, detail, id, page } from '@/features/ai-conversations/conversation-fixtures';
import { applyRating } from './use-inbox-live';

const RATED = {
  conversationId: id(0xd1),
  messageId: id(0xe2),
  rating: { helpful: false, reason: 'Too vague.' },
  unhelpfulCount: 3,
};
const pages = (...rows: ReturnType<typeof conversation>[]) => ({ pages: [page(rows)], pageParams: [undefined] });

describe('a rating applied to the inbox caches', () => {
  it('patches the conversation’s answer and count, and the rows that list it', () => {
    const client = new QueryClient();
    client.setQueryData(conversationKeys.one(id(0xd1)), detail({ unhelpfulCount: 0 }));
    const other = conversation({ _id: id(0xd2) });
    client.setQueryData(conversationKeys.list({}), pages(conversation(), other));
    applyRating(client, RATED);
    const one = client.getQueryData<TChatConversationDetail>(conversationKeys.one(id(0xd1)))!;
    expect(one.unhelpfulCount).toBe(3);
    expect(one.messages.find((m) => m._id === id(0xe2))?.rating).toEqual(RATED.rating);
    expect(one.messages.find((m) => m._id !== id(0xe2))?.rating).toBeNull();
    const rows = client.getQueryData<ReturnType<typeof pages>>(conversationKeys.list({}))!.pages[0]!.data;
    expect(rows.map((c) => c.unhelpfulCount)).toEqual([3, other.unhelpfulCount]);
  });

  it('leaves a copy waiting to be fetched stale, and marks lists filtered by rating stale', async () => {
    const client = new QueryClient();
    client.setQueryData(conversationKeys.one(id(0xd1)), detail({ unhelpfulCount: 0 }));
    client.setQueryData(conversationKeys.list({ rating: 'unhelpful' }), pages());
    client.setQueryData(conversationKeys.list({ agentId: id(0xa5) }), pages(conversation()));
    await client.invalidateQueries({ queryKey: conversationKeys.one(id(0xd1)), refetchType: 'none' });
    applyRating(client, RATED);
    expect(client.getQueryState(conversationKeys.one(id(0xd1)))?.isInvalidated).toBe(true);
    expect(client.getQueryData<TChatConversationDetail>(conversationKeys.one(id(0xd1)))?.unhelpfulCount).toBe(0);
    expect(client.getQueryState(conversationKeys.list({ rating: 'unhelpful' }))?.isInvalidated).toBe(true);
    const agentList = client.getQueryState(conversationKeys.list({ agentId: id(0xa5) }));
    expect(agentList?.isInvalidated).toBe(false);
  });
});

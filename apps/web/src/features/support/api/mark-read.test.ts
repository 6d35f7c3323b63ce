import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { id, page, ticket } from '@/features/support/support-fixtures';
import { applyTicketRead } from './mark-read';
import { supportKeys } from './support-keys';

const VIEWER = id(0xb1);
const READ = id(0xd1);
const NEW_ELSEWHERE = id(0xd2);

describe('applyTicketRead', () => {
  it("clears the ticket's unread answers in the count and the lists, without asking", () => {
    const client = new QueryClient();
    client.setQueryData(supportKeys.unread(VIEWER), {
      total: 3,
      tickets: [
        { ticketId: READ, count: 2 },
        { ticketId: NEW_ELSEWHERE, count: 1 },
      ],
    });
    const listKey = supportKeys.list(VIEWER, { queue: 'all' });
    client.setQueryData(listKey, { pages: [page([ticket({ _id: READ, unreadCount: 2 })])], pageParams: [undefined] });
    applyTicketRead(client, VIEWER, READ);
    expect(client.getQueryData(supportKeys.unread(VIEWER))).toEqual({
      total: 1,
      tickets: [{ ticketId: NEW_ELSEWHERE, count: 1 }],
    });
    expect(client.getQueryData<{ pages: { data: { unreadCount: number }[] }[] }>(listKey)?.pages[0]?.data[0]?.unreadCount).toBe(
      0,
    );
  });

  it('leaves a list it does not change stale, so it still refetches when shown', () => {
    const client = new QueryClient();
    const listKey = supportKeys.list(VIEWER, { queue: 'submitted' });
    client.setQueryData(listKey, { pages: [page([ticket({ _id: NEW_ELSEWHERE })])], pageParams: [undefined] });
    // A new ticket was raised: the list (not on screen) was marked stale.
    void client.invalidateQueries({ queryKey: supportKeys.lists, refetchType: 'none' });
    applyTicketRead(client, VIEWER, READ);
    expect(client.getQueryCache().find({ queryKey: listKey })?.state.isInvalidated).toBe(true);
  });
});

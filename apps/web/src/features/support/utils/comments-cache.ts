import type { TTicketComment } from '@atrium/contracts/support';

/**
 * The conversation with `comment` added once: the sender gets it both from the request and from the
 * socket, in either order, so a comment already there (same id) is not added again. Oldest first.
 */
export function addComment(list: TTicketComment[] | undefined, comment: TTicketComment): TTicketComment[] | undefined {
  if (!list) return list;
  if (list.some((c) => c._id === comment._id)) return list;
  return [...list, comment].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

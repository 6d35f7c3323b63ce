/**
 * The tickets this tab has open right now. The live listener (on every page) asks it whether a new
 * comment is being read as it arrives (the ticket is open and the tab in view): then the unread count
 * does not grow, since the open ticket marks it read at once.
 */
const open = new Map<string, number>();

/** Notes a ticket as open until the returned function is called (a ticket may be mounted twice). */
export function openTicket(ticketId: string): () => void {
  open.set(ticketId, (open.get(ticketId) ?? 0) + 1);
  return () => {
    const left = (open.get(ticketId) ?? 1) - 1;
    if (left > 0) open.set(ticketId, left);
    else open.delete(ticketId);
  };
}

const inView = () => typeof document === 'undefined' || document.visibilityState === 'visible';

export const isReading = (ticketId: string) => open.has(ticketId) && inView();

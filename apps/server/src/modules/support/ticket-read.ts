import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketReads } from './support.tables';

/**
 * Marks the ticket read for the person up to now (the database's clock, the one comments are stamped
 * with); a later mark never moves it back. Callers have checked the person may see the ticket.
 */
export function markTicketRead(db: Pick<Db, 'insert'>, ticketId: string, userId: string) {
  return db
    .insert(ticketReads)
    .values({ ticketId, userId, lastReadAt: sql`now()` })
    .onConflictDoUpdate({
      target: [ticketReads.ticketId, ticketReads.userId],
      set: { lastReadAt: sql`greatest(${ticketReads.lastReadAt}, excluded.last_read_at)` },
    });
}

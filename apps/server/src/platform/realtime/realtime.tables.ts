import { bigserial, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns';

/** Large socket.io packets that @socket.io/postgres-adapter passes between processes (its documented table). */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial({ mode: 'bigint' }).primaryKey(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).defaultNow(),
  payload: bytea(),
});

import { type AnyColumn, sql } from 'drizzle-orm';

/** "First Last" as SQL, the way people are named in answers (help desk authors, submitters, assignees). */
export const personName = (table: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;

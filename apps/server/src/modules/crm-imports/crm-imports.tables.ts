import { CRM_IMPORT_KINDS, CRM_IMPORT_STATUSES, type TCrmImportEncoding } from '@atrium/contracts/crm-imports';
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies, users } from '../../platform/tenancy/tenancy.tables';

export const crmImportKindEnum = pgEnum('crm_import_kind', CRM_IMPORT_KINDS);
export const crmImportStatusEnum = pgEnum('crm_import_status', CRM_IMPORT_STATUSES);

const count = () => integer().notNull().default(0);
const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * One CSV import of an agency (users, locations or prospects): the file as read, the mapping, its counts and state.
 * `source` holds the decoded text until the import is written, then is dropped (the people in it live in their
 * own tables by then, and a history row need not keep a copy of them).
 */
export const crmImports = pgTable(
  'crm_imports',
  {
    _id: idColumn(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    createdBy: uuid().references(() => users._id, { onDelete: 'set null' }),
    kind: crmImportKindEnum().notNull(),
    fileName: text().notNull(),
    status: crmImportStatusEnum().notNull().default('uploaded'),
    encoding: text().$type<TCrmImportEncoding>().notNull(),
    header: text().array().notNull(),
    mapping: jsonb().$type<(string | null)[]>().notNull(),
    sample: jsonb().$type<string[][]>().notNull(),
    source: text(),
    rowCount: integer().notNull(),
    valid: integer(),
    invalid: integer(),
    processed: count(),
    created: count(),
    updated: count(),
    unchanged: count(),
    failed: count(),
    toCrm: boolean().notNull().default(false),
    message: text(),
    checkedAt: at(),
    startedAt: at(),
    finishedAt: at(),
    ...timestamps(),
  },
  (t) => [index().on(t.agencyId, t.createdAt)],
);

/** The good rows of a checked import, as mapped values; deleted as they are written, so a retried job goes on where it was. */
export const crmImportRows = pgTable(
  'crm_import_rows',
  {
    importId: uuid()
      .notNull()
      .references(() => crmImports._id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    values: jsonb().$type<Record<string, string>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);

/** A row's problems, in file order (line, then position within the line). */
export const crmImportErrors = pgTable(
  'crm_import_errors',
  {
    importId: uuid()
      .notNull()
      .references(() => crmImports._id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    position: integer().notNull(),
    field: text(),
    column: text(),
    value: text(),
    message: text().notNull(),
    stage: text().$type<'check' | 'write'>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line, t.position] })],
);

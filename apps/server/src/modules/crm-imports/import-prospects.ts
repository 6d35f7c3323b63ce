import { CRM_IMPORT_FIELDS, type TCrmImportField } from '@atrium/contracts/crm-imports';
import { ZProspectCreate } from '@atrium/contracts/prospects';
import type { z } from 'zod';
import { upsertImportedProspects } from '../prospects/prospects.service';
import {
  cell,
  duplicateFilter,
  failedRows,
  type ImportKind,
  type MappedRow,
  type RowIssue,
  type RowOutcome,
  readRows,
} from './import-kind';

const PROSPECT_FIELDS: readonly TCrmImportField[] = CRM_IMPORT_FIELDS.prospects;

type Prospect = z.output<typeof ZProspectCreate>;

/** A row as a prospect, through the same contract as the form, or its issues. Tags are separated by ; , or |. */
function readProspect(row: MappedRow): Prospect | RowIssue[] {
  const input = {
    ...Object.fromEntries(CRM_IMPORT_FIELDS.prospects.map((field) => [field, cell(row, field) ?? null])),
    businessName: cell(row, 'businessName') ?? '',
    tags: (cell(row, 'tags') ?? '')
      .split(/[;,|]/)
      .map((t) => t.trim())
      .filter(Boolean),
    status: cell(row, 'status')?.toLowerCase() ?? undefined,
  };
  const parsed = ZProspectCreate.safeParse(input);
  if (parsed.success) return parsed.data;
  return parsed.error.issues.map((issue) => ({
    line: row.line,
    field: (CRM_IMPORT_FIELDS.prospects as readonly string[]).includes(String(issue.path[0]))
      ? (issue.path[0] as TCrmImportField)
      : null,
    message: issue.message,
  }));
}

export const prospectImport: ImportKind = {
  // One statement per batch.
  batchSize: 2500,

  async checker() {
    const unique = duplicateFilter<{ row: MappedRow; item: Prospect }>((r) => r.item.businessName.toLowerCase(), 'businessName');
    return async (rows) => {
      const issues: RowIssue[] = [];
      const good = unique(readRows(rows, readProspect, issues), issues);
      return { good: good.map((r) => r.row), issues };
    };
  },

  async write(ctx, rows, fields) {
    const issues: RowIssue[] = [];
    const ready = readRows(rows, readProspect, issues);
    const done = await upsertImportedProspects({
      db: ctx.db,
      agencyId: ctx.agencyId,
      columns: PROSPECT_FIELDS.filter((c) => fields.includes(c)),
      rows: ready.map((r) => r.item),
    });
    const outcomes: RowOutcome[] = ready.map(({ row, item }) => ({
      line: row.line,
      outcome: done.get(item.businessName.toLowerCase()) ?? 'unchanged',
    }));
    return [...outcomes, ...failedRows(issues)];
  },
};

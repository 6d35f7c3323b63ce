import { z } from 'zod';
import { ZId, zData, zText } from './common';
import { endpoint } from './endpoint';

/**
 * CSV imports of the education area (issue 4, `uploadCsv`): checklist items or onboarding steps into a list,
 * questions into a quiz section, and players' titles by email. `mode=preview` checks every row and writes
 * nothing; `mode=import` writes the good rows and reports the bad ones, line by line, losing none of the good.
 * The body is the CSV text (`Content-Type: text/csv`), with a header row naming the columns.
 */
export const CSV_TARGETS = ['checklist-items', 'onboarding-steps', 'questions', 'players'] as const;
export const ZCsvTarget = z.enum(CSV_TARGETS);
export type TCsvTarget = z.infer<typeof ZCsvTarget>;

/** The columns each target reads (others are ignored); the first is required. */
export const CSV_COLUMNS: Record<TCsvTarget, readonly string[]> = {
  'checklist-items': ['title', 'details', 'videoid', 'linkurl', 'position'],
  'onboarding-steps': ['title', 'details', 'videoid', 'linkurl', 'position'],
  questions: ['prompt', 'options', 'correct', 'kind', 'explanation', 'position'],
  players: ['email', 'title'],
};
export const CSV_MAX_ROWS = 2_000;

export const ZCsvImportQuery = z.object({
  target: ZCsvTarget,
  /** The list (checklist items, onboarding steps) or the quiz section (questions) the rows go into. */
  parentId: ZId.optional(),
  mode: z.enum(['preview', 'import']).default('preview'),
});

export const ZCsvRowReport = z.object({
  line: z.number().int().positive(),
  ok: z.boolean(),
  errors: z.array(z.object({ field: zText(), message: zText() })),
  values: z.record(zText(), zText()),
});
export type TCsvRowReport = z.infer<typeof ZCsvRowReport>;
export const ZCsvImportReport = z.object({
  target: ZCsvTarget,
  mode: z.enum(['preview', 'import']),
  total: z.number().int().nonnegative(),
  valid: z.number().int().nonnegative(),
  imported: z.number().int().nonnegative(),
  rows: z.array(ZCsvRowReport),
});
export type TCsvImportReport = z.infer<typeof ZCsvImportReport>;
export const ZCsvImportResponse = zData(ZCsvImportReport);

/** At most 2 MB of CSV: thousands of rows, and nothing a browser needs to send in one request beyond that. */
export const CSV_BODY_LIMIT = 2 * 1024 * 1024;

export const csvImportEndpoints = {
  /** The body is the CSV text, sent as `text/csv` (the server's CSV parser reads it as a string). */
  upload: endpoint({
    method: 'POST',
    path: '/api/v1/uploadCsv',
    tag: 'Education',
    summary: 'Preview or import checklist items, onboarding steps, questions or players from CSV, with a report per row',
    auth: 'user',
    contentType: 'text/csv',
    query: ZCsvImportQuery,
    body: zText().max(CSV_BODY_LIMIT, 'The file is too large'),
    data: ZCsvImportReport,
  }),
};

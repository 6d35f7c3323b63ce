import {
  CSV_COLUMNS,
  CSV_MAX_ROWS,
  type TCsvImportReport,
  type TCsvRowReport,
  type TCsvTarget,
} from '@atrium/contracts/csv-import';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { csvRows } from '../../platform/csv';
import { AppError, badRequest, forbidden } from '../../platform/errors';
import type { ResourceDefinition } from '../../platform/resources/resource-definition';
import { checkCreate, createResource } from '../../platform/resources/resource-service';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { memberships, users } from '../../platform/tenancy/tenancy.tables';
import { checklistGroup } from './checklists.resource';
import { writesContent } from './content-access';
import { onboardingGroup } from './onboarding.resource';
import { playerProfiles } from './players.tables';
import { quizQuestionResource } from './quizzes.resource';

/**
 * The education CSV imports (decision 009). Every row goes through the same contract and the same builder
 * service as a single create, so an import can never write what the screens could not; a bad row is reported
 * with its line and fields and the good rows still go in.
 */

type Values = Record<string, string>;
type Issue = { field: string; message: string };
const blank = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);
const number = (v: string | undefined) => (blank(v) === undefined ? undefined : Number(v));

/** A row's values as the create contract's input, for the targets that are resource groups. */
const TO_INPUT: Record<Exclude<TCsvTarget, 'players'>, (v: Values, parentId: string | undefined) => Record<string, unknown>> = {
  'checklist-items': (v, listId) => step(v, listId),
  'onboarding-steps': (v, listId) => step(v, listId),
  questions: (v, sectionId) => {
    const options = (v.options ?? '').split('|').map((text, n) => ({ id: String.fromCharCode(97 + n), text: text.trim() }));
    // Right answers by option number (1, 2, ...) or by their text.
    const correct = (v.correct ?? '')
      .split('|')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => (/^\d+$/.test(c) ? options[Number(c) - 1]?.id : options.find((o) => o.text === c)?.id) ?? c);
    return {
      sectionId,
      kind: blank(v.kind) ?? (correct.length > 1 ? 'multiple' : 'single'),
      prompt: v.prompt,
      options,
      correct,
      explanation: blank(v.explanation),
      position: number(v.position),
    };
  },
};
const step = (v: Values, listId: string | undefined) => ({
  listId,
  title: v.title,
  details: blank(v.details),
  videoId: blank(v.videoid),
  linkUrl: blank(v.linkurl),
  position: number(v.position),
});

const DEFINITIONS: Record<Exclude<TCsvTarget, 'players'>, ResourceDefinition> = {
  'checklist-items': checklistGroup.steps,
  'onboarding-steps': onboardingGroup.steps,
  questions: quizQuestionResource,
};

const issuesOf = (error: z.ZodError): Issue[] =>
  error.issues.map((issue) => ({ field: issue.path.join('.') || '(row)', message: issue.message }));
const issuesOfAppError = (error: AppError): Issue[] =>
  Array.isArray(error.details)
    ? (error.details as { path: (string | number)[]; message: string }[]).map((d) => ({
        field: d.path.join('.'),
        message: d.message,
      }))
    : [{ field: '(row)', message: error.message }];

export async function importCsv(opts: {
  db: Db;
  actor: Actor;
  text: string;
  target: TCsvTarget;
  parentId?: string;
  mode: 'preview' | 'import';
}): Promise<TCsvImportReport> {
  const { db, target, mode } = opts;
  const user = requireUser(opts.actor);
  if (!writesContent(user)) throw forbidden();
  let parsed: ReturnType<typeof csvRows>;
  try {
    parsed = csvRows(opts.text);
  } catch (error) {
    throw badRequest(`This file is not valid CSV: ${(error as Error).message}`);
  }
  const required = CSV_COLUMNS[target][0]!;
  if (!parsed.header.includes(required)) throw badRequest(`The first row must name the columns, including “${required}”`);
  if (parsed.rows.length === 0) throw badRequest('The file has no rows under its header');
  if (parsed.rows.length > CSV_MAX_ROWS) throw badRequest(`At most ${CSV_MAX_ROWS} rows in one file`);
  if (target !== 'players' && !opts.parentId) throw badRequest('Choose where the rows go (parentId)');

  const rows: TCsvRowReport[] = [];
  let imported = 0;
  for (const { line, values } of parsed.rows) {
    const kept = Object.fromEntries(CSV_COLUMNS[target].map((c) => [c, values[c] ?? '']));
    const issues =
      target === 'players' ? await playerRow({ db, user, values, write: mode === 'import' }) : await resourceRow(values);
    if (issues.length === 0 && mode === 'import') imported++;
    rows.push({ line, ok: issues.length === 0, errors: issues, values: kept });
  }
  return { target, mode, total: rows.length, valid: rows.filter((r) => r.ok).length, imported, rows };

  async function resourceRow(values: Values): Promise<Issue[]> {
    const def = DEFINITIONS[target as Exclude<TCsvTarget, 'players'>];
    const result = def.group.create.safeParse(TO_INPUT[target as Exclude<TCsvTarget, 'players'>](values, opts.parentId));
    if (!result.success) return issuesOf(result.error);
    try {
      if (mode === 'import') await createResource({ db, actor: user, def, input: result.data });
      else await checkCreate({ db, actor: user, def, input: result.data });
      return [];
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) return issuesOfAppError(error);
      throw error;
    }
  }
}

/** A player row: one of the agency's people by email, whose title is set. */
async function playerRow(opts: { db: Db; user: { agencyId: string | null }; values: Values; write: boolean }): Promise<Issue[]> {
  const { db, values } = opts;
  const email = (values.email ?? '').toLowerCase();
  const title = blank(values.title) ?? null;
  if (!email) return [{ field: 'email', message: 'Email is required' }];
  if (title && title.length > 80) return [{ field: 'title', message: 'At most 80 characters' }];
  if (!opts.user.agencyId) return [{ field: 'email', message: 'Players belong to an agency' }];
  const [person] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users._id, memberships.userId))
    .where(and(eq(users.email, email), eq(memberships.agencyId, opts.user.agencyId)));
  if (!person) return [{ field: 'email', message: 'No one in your agency has this email' }];
  if (opts.write) {
    await db
      .insert(playerProfiles)
      .values({ userId: person.userId, title })
      .onConflictDoUpdate({ target: playerProfiles.userId, set: { title, updatedAt: new Date() } });
  }
  return [];
}

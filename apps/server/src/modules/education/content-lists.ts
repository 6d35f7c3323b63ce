import type { TContentList, TContentStep, TListReset, TStepGroups } from '@atrium/contracts/content';
import { listResetEndpoint } from '@atrium/contracts/education-groups';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { sanitizeOptionalRichText } from '../../platform/html';
import { isUuid } from '../../platform/ids';
import { clearProgress } from '../../platform/resources/content-progress';
import { notHiddenFrom } from '../../platform/resources/location-hides-scope';
import { parentReadable } from '../../platform/resources/parent-scope';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import { readScope } from '../../platform/resources/resource-scope';
import { route } from '../../platform/routes/route';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import type { CategoryTable, ListTable, StepTable } from './content.tables';
import { isoTimes, ownerOfRow, PARTNER_OWNED, publishedOrOwn, writesContent } from './content-access';
import { categoryParent, categoryResource } from './content-categories';

/**
 * Lists of steps people work through, built once (decision 009): checklists and onboarding lists are both a
 * category group, a list group and a step group with per-person progress, plus a reset of my progress on
 * one list. A group of this kind is declared by its names and tables.
 */

const sanitised = (field: string) => (input: Record<string, unknown>) =>
  field in input ? { ...input, [field]: sanitizeOptionalRichText(input[field] as string | null) || null } : input;

export interface StepGroupSpec {
  /** Their declarations in the contracts (`checklistGroups`, `onboardingGroups`). */
  groups: TStepGroups;
  /** Keys in content_location_hides and content_progress, e.g. 'checklist'. */
  key: string;
  tables: { categories: CategoryTable; lists: ListTable; steps: StepTable };
  /**
   * Who may not receive some categories and lists at all (checklists: agency-only ones never reach locations).
   * A list's steps, progress and reset follow its list.
   */
  audience?: { categories: (actor: Actor) => SQL | undefined; lists: (actor: Actor) => SQL | undefined };
}

export function stepGroup(spec: StepGroupSpec) {
  const { groups, tables, key } = spec;
  const categoryKey = `${key}-category`;
  const categories = categoryResource({
    group: groups.categories,
    table: tables.categories,
    hideKey: categoryKey,
    readFilter: spec.audience?.categories,
  });
  const lists: ResourceDefinition = defineResource({
    group: groups.lists,
    table: tables.lists,
    scope: 'shared',
    ...PARTNER_OWNED,
    access: { read: () => true, write: writesContent },
    locationHides: { key },
    // A list goes with its category when the agency hides the category from a location.
    readFilter: (actor) =>
      and(
        publishedOrOwn(tables.lists, actor),
        notHiddenFrom(categoryKey, tables.lists.categoryId, actor),
        spec.audience?.lists(actor),
      ),
    filters: (query) => [
      query.categoryId ? eq(tables.lists.categoryId, query.categoryId) : undefined,
      query.status ? eq(tables.lists.status, query.status) : undefined,
    ],
    prepare: sanitised('description'),
    parents: [categoryParent(categories)],
    toItem: (row): TContentList => ({
      _id: row._id,
      categoryId: row.categoryId,
      title: row.title,
      description: row.description,
      position: row.position,
      status: row.status,
      owner: ownerOfRow(row),
      ...isoTimes(row),
    }),
  });
  // Steps are seen wherever their list is (its scope, status and hides, and its category's), written by
  // whoever owns the list, and completed one by one by each person, per location.
  const steps: ResourceDefinition = defineResource({
    group: groups.steps,
    table: tables.steps,
    scope: 'shared',
    ...PARTNER_OWNED,
    access: { read: () => true, write: writesContent },
    progress: { key: `${key}-step` },
    readFilter: (actor) => parentReadable(lists, tables.steps.listId, actor),
    filters: (query) => [query.listId ? eq(tables.steps.listId, query.listId) : undefined],
    prepare: sanitised('details'),
    parents: [{ field: 'listId', of: () => lists, hint: `Choose one of your ${groups.lists.label.toLowerCase()}s` }],
    toItem: (row): TContentStep => ({
      _id: row._id,
      listId: row.listId,
      title: row.title,
      details: row.details,
      videoId: row.videoId,
      linkUrl: row.linkUrl,
      position: row.position,
      owner: ownerOfRow(row),
      ...isoTimes(row),
    }),
  });

  /** Clears the actor's progress on one list they can read (the page's Reset), at their location. */
  async function reset({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<TListReset> {
    requireUser(actor);
    const [list] = isUuid(id)
      ? await db
          .select({ _id: tables.lists._id })
          .from(tables.lists)
          .where(and(eq(tables.lists._id, id), readScope(lists, actor), lists.readFilter?.(actor)))
          .limit(1)
      : [];
    if (!list) throw notFound(groups.lists.label);
    const stepIds = db.select({ _id: tables.steps._id }).from(tables.steps).where(eq(tables.steps.listId, id));
    return { cleared: await clearProgress({ db, actor, def: steps, itemIds: stepIds }) };
  }

  /** `POST <lists>/:id/reset`. */
  async function routes(app: FastifyInstance) {
    route(app, listResetEndpoint(groups.lists), ({ db, actor, params }) => reset({ db, actor, id: params.id }));
  }

  return { resources: [categories, lists, steps], routes, categories, lists, steps };
}

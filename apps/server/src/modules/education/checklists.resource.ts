import { checklistGroups } from '@atrium/contracts/checklists';
import { notExists, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Actor } from '../../platform/tenancy/actor';
import { checklistCategories, checklistItems, checklists } from './checklists.tables';
import { stepGroup } from './content-lists';

/**
 * Checklists have no audience column, and this fix comes without a migration, so the audience is read from
 * what exists: a checklist category named "Agency" (any case, spaces around ignored) holds the checklists
 * for the agency itself, such as "Set up your agency profile". People signed in at a location never receive
 * that category, its checklists, their items or progress: their job is running the location, not the agency.
 */
export const AGENCY_ONLY_CATEGORY = 'agency';

const isAgencyOnly = (name: SQL | typeof checklistCategories.name) => sql`lower(btrim(${name})) = ${AGENCY_ONLY_CATEGORY}`;
const atLocation = (actor: Actor) => actor.kind === 'user' && actor.locationId !== null;
const qb = new QueryBuilder();

/** Checklists (`/checklist`, `/checkLists`): items people complete per location, and a reset. */
export const checklistGroup = stepGroup({
  groups: checklistGroups,
  key: 'checklist',
  tables: { categories: checklistCategories, lists: checklists, steps: checklistItems },
  audience: {
    categories: (actor) => (atLocation(actor) ? sql`not ${isAgencyOnly(checklistCategories.name)}` : undefined),
    lists: (actor) =>
      atLocation(actor)
        ? notExists(
            qb
              .select({ one: sql`1` })
              .from(checklistCategories)
              .where(sql`${checklistCategories._id} = ${checklists.categoryId} and ${isAgencyOnly(checklistCategories.name)}`),
          )
        : undefined,
  },
});

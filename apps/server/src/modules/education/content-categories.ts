import type { TCategoryGroup, TContentCategory } from '@atrium/contracts/content';
import type { SQL } from 'drizzle-orm';
import { defineResource, type ResourceDefinition, type ResourceParent } from '../../platform/resources/resource-definition';
import type { Actor } from '../../platform/tenancy/actor';
import type { CategoryTable } from './content.tables';
import { isoTimes, ownerOfRow, PARTNER_OWNED, writesContent } from './content-access';

/** The resource group of a category table of the education area (tables in content.tables.ts). */
export function categoryResource(opts: {
  /** Its declaration in the contracts (`faqCategoryGroup`, ...). */
  group: TCategoryGroup;
  table: CategoryTable;
  hideKey: string;
  /** Keeps categories out of some readers' lists (see StepGroupSpec.audience). */
  readFilter?: (actor: Actor) => SQL | undefined;
}): ResourceDefinition {
  return defineResource({
    group: opts.group,
    table: opts.table,
    scope: 'shared',
    ...PARTNER_OWNED,
    access: { read: () => true, write: writesContent },
    locationHides: { key: opts.hideKey },
    ...(opts.readFilter ? { readFilter: opts.readFilter } : {}),
    toItem: (row): TContentCategory => ({
      _id: row._id,
      name: row.name,
      description: row.description,
      position: row.position,
      owner: ownerOfRow(row),
      ...isoTimes(row),
    }),
  });
}

/** An item's category: one of the writer's own (see `parents` in the resource builder). */
export const categoryParent = (categories: ResourceDefinition): ResourceParent => ({
  field: 'categoryId',
  of: () => categories,
  hint: 'Choose one of your categories',
});

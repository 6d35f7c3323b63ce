import { snapshotCustomFieldGroup, snapshotValueProblem, type TSnapshotFieldType } from '@atrium/contracts/snapshots';
import { and, eq, exists, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import { fieldError } from '../education/content-access';
import { isAgencyTeam, listingVisibleTo } from './snapshot-access';
import { fieldItem } from './snapshot-listing-items';
import { appSnapshots, snapshotCustomFields } from './snapshots.tables';

/**
 * `/api/v1/snapshot_custom_field`: what a location gives when a listing is loaded. The listing's agency team writes
 * them; whoever reads the listing reads them, in their order (`position`). A field belongs to a listing of the
 * writer's agency (`agencyId` is the listing's), and its key (the CRM custom value it fills) is used once per listing.
 */

type Values = Record<string, unknown>;

/** The listing must be one of the writer's agency: any other is a 404 for it, as a missing one. */
async function assertListing(db: Parameters<NonNullable<ResourceDefinition['validate']>>[1]['db'], values: Values) {
  const [listing] = await db
    .select({ _id: appSnapshots._id })
    .from(appSnapshots)
    .where(and(eq(appSnapshots._id, String(values.snapshotId)), eq(appSnapshots.agencyId, String(values.agencyId))))
    .limit(1);
  if (!listing) {
    throw new AppError(404, 'not_found', 'Snapshot not found', [
      { path: ['snapshotId'], message: 'Choose one of your snapshots' },
    ]);
  }
}

/** The field as it will be (an update merges into the stored one) still fits: choices have options, the default fits. */
function assertFits(field: Values) {
  const type = field.type as TSnapshotFieldType;
  const options = (field.options as string[] | undefined) ?? [];
  if (type === 'choice' && options.length === 0) throw fieldError('options', 'A choice field needs at least one option');
  const value = typeof field.defaultValue === 'string' ? field.defaultValue : '';
  const problem = value ? snapshotValueProblem({ type, options }, value) : null;
  if (problem) throw fieldError('defaultValue', `Default: ${problem}`);
}

export const snapshotFieldResource: ResourceDefinition = defineResource({
  group: snapshotCustomFieldGroup,
  table: snapshotCustomFields,
  scope: 'agency',
  listOrder: { field: 'position' },
  access: { read: (actor) => actor.kind === 'user', write: isAgencyTeam },
  // A location reads the fields of the listings its agency shows it, not of those kept to the agency's team.
  readFilter: (actor) =>
    exists(
      sql`(select 1 from ${appSnapshots} where ${appSnapshots._id} = ${snapshotCustomFields.snapshotId} and ${listingVisibleTo(actor)})`,
    ),
  filters: (query) => [query.snapshotId ? eq(snapshotCustomFields.snapshotId, query.snapshotId) : undefined],
  validate: async (values, { db, current }) => {
    const field = { ...current, ...values };
    assertFits(field);
    // The key is set once (an update cannot change it), so only a new field is checked against its siblings.
    if (current) return;
    await assertListing(db, field);
    const [taken] = await db
      .select({ _id: snapshotCustomFields._id })
      .from(snapshotCustomFields)
      .where(and(eq(snapshotCustomFields.snapshotId, String(field.snapshotId)), eq(snapshotCustomFields.key, String(field.key))))
      .limit(1);
    if (taken) {
      throw new AppError(409, 'conflict', `The key ${String(field.key)} is already used by another field`, [
        { path: ['key'], message: 'Use another key' },
      ]);
    }
  },
  toItem: fieldItem,
});

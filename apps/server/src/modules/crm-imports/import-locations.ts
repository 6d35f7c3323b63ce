import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CrmLocationInput } from '../../integrations/crm/crm-api';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { createLocation } from '../agencies/locations.service';
import { linkedLocation } from './crm-locations';
import { CrmWriteError } from './crm-writer';
import {
  cell,
  duplicateFilter,
  failedRows,
  type ImportKind,
  type MappedRow,
  type RowIssue,
  type RowOutcome,
  readRows,
  type WriteContext,
} from './import-kind';

// The CRM's own rules for a new location (CreateLocationDto), so a row it would refuse is caught by the check.
const PHONE = /^\+?[0-9 ()\-.]{7,20}$/;
const WEBSITE = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
const CRM_ID = /^[A-Za-z0-9_-]{1,100}$/;
const LIMITS = { address: 300, city: 100, state: 100, postalCode: 20, timezone: 100 } as const;

type Place = { name: string; crmLocationId?: string; crm: Omit<CrmLocationInput, 'companyId' | 'name'> };

function readPlace(row: MappedRow): Place | RowIssue[] {
  const issues: RowIssue[] = [];
  const issue = (field: RowIssue['field'], message: string) => issues.push({ line: row.line, field, message });
  const name = cell(row, 'name');
  if (!name) issue('name', 'Name is required');
  else if (name.length < 2 || name.length > 120) issue('name', 'A location name has 2 to 120 characters');
  const crmLocationId = cell(row, 'crmLocationId');
  if (crmLocationId && !CRM_ID.test(crmLocationId)) issue('crmLocationId', 'A CRM location id has letters, digits, - and _ only');
  const phone = cell(row, 'phone');
  if (phone && !PHONE.test(phone)) issue('phone', 'Enter a phone number (digits, spaces, + ( ) - .)');
  const website = cell(row, 'website');
  if (website && (website.length > 300 || !WEBSITE.test(website)))
    issue('website', 'Enter a web address starting with http:// or https://');
  const country = cell(row, 'country')?.toUpperCase();
  if (country && !/^[A-Z]{2}$/.test(country)) issue('country', 'Use a 2-letter country code, like US or GB');
  for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    if ((cell(row, field)?.length ?? 0) > max) issue(field, `At most ${max} characters`);
  }
  if (issues.length > 0 || !name) return issues;
  const crm = {
    phone,
    website,
    country,
    address: cell(row, 'address'),
    city: cell(row, 'city'),
    state: cell(row, 'state'),
    postalCode: cell(row, 'postalCode'),
    timezone: cell(row, 'timezone'),
  };
  return { name, crmLocationId, crm: Object.fromEntries(Object.entries(crm).filter(([, v]) => v !== undefined)) };
}

const keyOf = (place: Place) => (place.crmLocationId ? `id:${place.crmLocationId}` : `name:${place.name.toLowerCase()}`);

/**
 * Locations by CRM id when the file gives one, else by name within the agency. A new one is created in the CRM
 * first when the agency's crm_sync connection exists (and takes its CRM id), then in Atrium.
 */
async function writePlace(ctx: WriteContext, place: Place): Promise<'created' | 'updated' | 'unchanged'> {
  const { db, agencyId } = ctx;
  const inAgency = (...conditions: ReturnType<typeof eq>[]) =>
    db
      .select()
      .from(locations)
      .where(and(eq(locations.agencyId, agencyId), ...conditions))
      .orderBy(locations.createdAt)
      .limit(1);
  const sameName = sql`lower(${locations.name}) = ${place.name.toLowerCase()}`;
  const actor = { ...ctx.actor, agencyId };
  if (place.crmLocationId) {
    const [linked] = await inAgency(eq(locations.crmLocationId, place.crmLocationId));
    if (linked) {
      if (linked.name === place.name) return 'unchanged';
      await db.update(locations).set({ name: place.name }).where(eq(locations._id, linked._id));
      return 'updated';
    }
    // Known by name but not yet linked: it takes the id. Else it exists in the CRM only: made in Atrium, linked.
    const [unlinked] = await inAgency(sameName, isNull(locations.crmLocationId));
    if (unlinked) {
      await db.update(locations).set({ crmLocationId: place.crmLocationId }).where(eq(locations._id, unlinked._id));
      return 'updated';
    }
    await linkedLocation({ db, actor, name: place.name, crmLocationId: place.crmLocationId });
    return 'created';
  }
  const [named] = await inAgency(sameName);
  if (named) return 'unchanged';
  if (ctx.createInCrm) {
    const crmLocationId = await ctx.createInCrm({ name: place.name, ...place.crm });
    await linkedLocation({ db, actor, name: place.name, crmLocationId });
  } else {
    await createLocation({ db, actor, name: place.name });
  }
  return 'created';
}

export const locationImport: ImportKind = {
  // Small: each new location is a call to the CRM.
  batchSize: 20,

  async checker() {
    const unique = duplicateFilter<{ row: MappedRow; item: Place }>((r) => keyOf(r.item), 'name');
    return async (rows) => {
      const issues: RowIssue[] = [];
      const good = unique(readRows(rows, readPlace, issues), issues);
      return { good: good.map((r) => r.row), issues };
    };
  },

  async write(ctx, rows) {
    const issues: RowIssue[] = [];
    const outcomes: RowOutcome[] = [];
    for (const { row, item } of readRows(rows, readPlace, issues)) {
      try {
        outcomes.push({ line: row.line, outcome: await writePlace(ctx, item) });
      } catch (error) {
        if (!(error instanceof CrmWriteError) || error.stopsAll) throw error;
        outcomes.push({ line: row.line, error: error.message });
      }
    }
    return [...outcomes, ...failedRows(issues)];
  },
};

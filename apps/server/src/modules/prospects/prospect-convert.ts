import type { TProspect } from '@atrium/contracts/prospects';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CrmLocationInput } from '../../integrations/crm/crm-api';
import { AppError } from '../../platform/errors';
import type { Actor } from '../../platform/tenancy/actor';
import { crmLocationCreator, linkedLocation } from '../crm-imports/crm-locations';
import type { CrmWriteDeps } from '../crm-imports/crm-writer';
import { agencyAdmin } from '../crm-imports/import-access';
import { findProspect, toProspect } from './prospects.service';
import { prospects } from './prospects.tables';

type Row = typeof prospects.$inferSelect;

/** The prospect as a new CRM location: what the CRM accepts of it (a country only as a 2-letter code, say). */
function asCrmLocation(p: Row): Omit<CrmLocationInput, 'companyId'> {
  const [firstName, ...rest] = (p.contactName ?? '').trim().split(/\s+/);
  const country = p.country?.trim().toUpperCase();
  const input: Omit<CrmLocationInput, 'companyId'> = {
    name: p.businessName.slice(0, 200),
    ...(p.phone && /^\+?[0-9 ()\-.]{7,20}$/.test(p.phone) ? { phone: p.phone } : {}),
    ...(p.address ? { address: p.address.slice(0, 300) } : {}),
    ...(p.city ? { city: p.city.slice(0, 100) } : {}),
    ...(country && /^[A-Z]{2}$/.test(country) ? { country } : {}),
    ...(p.website && p.website.length <= 300 ? { website: p.website } : {}),
  };
  // The CRM's prospect info needs a first and a last name and an email.
  if (firstName && rest.length > 0 && p.email) input.prospectInfo = { firstName, lastName: rest.join(' '), email: p.email };
  return input;
}

/**
 * Converts a prospect into a location: created in the CRM through the agency's crm_sync connection, then in Atrium,
 * linked, and the prospect marked converted. Each step is done once: the CRM location is created under a lock on the
 * prospect and its id kept before anything else, so converting again (or twice at once) creates nothing more.
 */
export async function convertProspect(opts: { db: Db; actor: Actor; id: string; crm: CrmWriteDeps }): Promise<TProspect> {
  const { db } = opts;
  const user = agencyAdmin(opts.actor);
  const current = await findProspect(db, user.agencyId, opts.id);
  if (current.status === 'converted' && current.locationId) return toProspect(current);
  let crmLocationId = current.crmLocationId;
  if (!crmLocationId) {
    const create = await crmLocationCreator({ ...opts.crm, db }, user.agencyId);
    if (!create) throw new AppError(409, 'crm_not_connected', 'Connect the CRM (crm sync) first');
    crmLocationId = await db.transaction(async (tx) => {
      const locked = await findProspect(tx, user.agencyId, opts.id, true);
      if (locked.crmLocationId) return locked.crmLocationId;
      const created = await create(asCrmLocation(locked));
      await tx.update(prospects).set({ crmLocationId: created }).where(eq(prospects._id, locked._id));
      return created;
    });
  }
  const locationId = await linkedLocation({ db, actor: user, name: current.businessName.slice(0, 120), crmLocationId });
  const [row] = await db
    .update(prospects)
    .set({ locationId, status: 'converted', convertedAt: sql`coalesce(${prospects.convertedAt}, now())` })
    .where(eq(prospects._id, current._id))
    .returning();
  return toProspect(row!);
}

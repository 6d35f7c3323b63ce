import type { TAgency, TAgencyProfile, TAgencyProfileUpdate, TAgencyUpdate } from '@atrium/contracts/agencies';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/html';
import { type Actor, isSuperAdmin, requireAgency, requireRole, requireUser } from '../../platform/tenancy/actor';
import { agencies } from '../../platform/tenancy/tenancy.tables';
import { agencyProfiles } from './agencies.tables';

type AgencyRow = typeof agencies.$inferSelect;

export const toAgency = (row: AgencyRow): TAgency => ({
  _id: row._id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  website: row.website,
  logoUrl: row.logoUrl,
  plan: row.plan,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function findAgencyById(opts: { db: Db; id: string }): Promise<TAgency | null> {
  const [row] = await opts.db.select().from(agencies).where(eq(agencies._id, opts.id)).limit(1);
  return row ? toAgency(row) : null;
}

export async function createAgency(opts: { db: DbOrTx; name: string; email: string }): Promise<TAgency> {
  const [row] = await opts.db.insert(agencies).values({ name: opts.name, email: opts.email }).returning();
  return toAgency(row!);
}

/** The actor's own agency. */
export async function getOwnAgency(opts: { db: Db; actor: Actor }): Promise<TAgency> {
  const { agencyId } = requireAgency(opts.actor);
  const agency = await findAgencyById({ db: opts.db, id: agencyId });
  if (!agency) throw notFound('Agency');
  return agency;
}

/** An agency by id: only your own (the super admin sees every one); any other id is a 404. */
export async function getAgencyForActor(opts: { db: Db; actor: Actor; id: string }): Promise<TAgency> {
  const me = requireUser(opts.actor);
  if (!isSuperAdmin(opts.actor) && me.agencyId !== opts.id) throw notFound('Agency');
  const agency = await findAgencyById({ db: opts.db, id: opts.id });
  if (!agency) throw notFound('Agency');
  return agency;
}

const emptyToNull = (v: string | null | undefined) => (v === '' ? null : v);

export async function updateOwnAgency(opts: { db: Db; actor: Actor; input: TAgencyUpdate }): Promise<TAgency> {
  const { agencyId } = requireAgency(requireRole(opts.actor, ['agency_admin']));
  const { input } = opts;
  const [row] = await opts.db
    .update(agencies)
    .set({
      ...input,
      email: emptyToNull(input.email),
      website: emptyToNull(input.website),
      logoUrl: emptyToNull(input.logoUrl),
      updatedAt: new Date(),
    })
    .where(eq(agencies._id, agencyId))
    .returning();
  if (!row) throw notFound('Agency');
  return toAgency(row);
}

const emptyProfile = (agencyId: string): TAgencyProfile => ({
  agencyId,
  description: '',
  address: '',
  city: '',
  country: '',
  timezone: '',
  supportEmail: '',
  updatedAt: null,
});

export async function getOwnAgencyProfile(opts: { db: Db; actor: Actor }): Promise<TAgencyProfile> {
  const { agencyId } = requireAgency(opts.actor);
  const [row] = await opts.db.select().from(agencyProfiles).where(eq(agencyProfiles.agencyId, agencyId)).limit(1);
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : emptyProfile(agencyId);
}

/** Creates or updates the profile; the description is rich text, sanitised on write. */
export async function saveOwnAgencyProfile(opts: { db: Db; actor: Actor; input: TAgencyProfileUpdate }): Promise<TAgencyProfile> {
  const { agencyId } = requireAgency(requireRole(opts.actor, ['agency_admin']));
  const values = {
    ...opts.input,
    ...(opts.input.description !== undefined ? { description: sanitizeRichText(opts.input.description) } : {}),
    updatedAt: new Date(),
  };
  const [row] = await opts.db
    .insert(agencyProfiles)
    .values({ agencyId, ...values })
    .onConflictDoUpdate({ target: agencyProfiles.agencyId, set: values })
    .returning();
  return { ...row!, updatedAt: row!.updatedAt.toISOString() };
}

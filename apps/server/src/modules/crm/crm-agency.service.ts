import { CRM_CONNECTION_KINDS, type TCrmAppSetup, type TCrmCompany, type TCrmConnectionKind } from '@atrium/contracts/crm';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { CrmClient } from '../../integrations/crm/crm-client';
import { CrmApiError, CrmAuthError, CrmRateLimitError } from '../../integrations/crm/crm-errors';
import { AppError, forbidden, notFound } from '../../platform/errors';
import type { Secrets } from '../../platform/secrets';
import { type Actor, requireAgency } from '../../platform/tenancy/actor';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { crmMenuLinks } from '../crm-apps/crm-apps.tables';
import { crmLocationSync } from '../crm-sync/crm-sync.tables';
import { readSyncSettings } from '../crm-sync/crm-sync-settings';
import { crmConnections } from './crm.tables';
import type { CrmSettings } from './crm-settings';
import { CrmReconnectNeededError, crmAccessToken } from './crm-tokens.service';

/** What reading the CRM for an agency needs: its database, the sealing keys, the CRM and a client of it. */
export interface CrmContext {
  db: DbOrTx;
  secrets: Secrets;
  settings: CrmSettings;
  client: CrmClient;
}

/** The agency's admins and staff read the CRM through the agency's connections; locations do not. */
function agencyMember(actor: Actor) {
  const user = requireAgency(actor);
  if (user.role !== 'agency_admin' && user.role !== 'agency_staff') throw forbidden('This is for the agency’s team');
  return user;
}

type Connection = typeof crmConnections.$inferSelect;

/** The agency's own (not a location's) connections, by kind. */
export async function agencyConnections(db: DbOrTx, agencyId: string): Promise<Map<TCrmConnectionKind, Connection>> {
  const rows = await db
    .select()
    .from(crmConnections)
    .where(and(eq(crmConnections.agencyId, agencyId), isNull(crmConnections.locationId)));
  return new Map(rows.map((row) => [row.kind, row]));
}

const notConnected = (kind: TCrmConnectionKind) =>
  new AppError(409, 'crm_not_connected', `Connect the CRM (${kind.replace('_', ' ')}) first`);

/** A live agency token of one connection kind, refreshed if need be (also what the CSV imports and prospects write with). */
export async function agencyToken(ctx: CrmContext, agencyId: string, kind: TCrmConnectionKind) {
  const connection = (await agencyConnections(ctx.db, agencyId)).get(kind);
  if (connection?.userType !== 'Company') throw notConnected(kind);
  const app = ctx.settings.apps[kind];
  const accessToken = await crmAccessToken({ ...ctx, refresher: ctx.client, app, connectionId: connection._id });
  return { accessToken, connection };
}

/**
 * The CRM's answers every caller words the same: a connection that must be connected again, a permission the consent
 * did not grant, the CRM's rate limit (429 with when to try again). Null for anything else.
 */
export function crmRefusal(error: unknown): AppError | null {
  if (error instanceof CrmReconnectNeededError) {
    return new AppError(409, 'crm_reconnect_needed', 'The CRM connection has to be connected again');
  }
  if (error instanceof CrmAuthError && error.code === 'scope_not_authorized') {
    return new AppError(409, 'crm_scope_missing', 'The CRM connection lacks a permission: connect it again to grant it');
  }
  if (error instanceof CrmRateLimitError) {
    const seconds = Math.ceil((error.retryAfterMs ?? 10_000) / 1000);
    return new AppError(429, 'rate_limited', `The CRM asks to slow down: try again in ${seconds} s`, {
      retryAfterSeconds: seconds,
    });
  }
  return null;
}

/** Reading the CRM: its refusals in Atrium's words, and a company or location it will not show the agency as 404. */
async function readingCrm<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const refusal = crmRefusal(error);
    if (refusal) throw refusal;
    if (error instanceof CrmApiError && [400, 401, 403, 404].includes(error.status)) throw notFound(what);
    throw error;
  }
}

/** A location token for one of the agency's CRM locations (the CRM refuses another company's). */
async function locationToken(ctx: CrmContext, agencyId: string, crmLocationId: string) {
  const { accessToken, connection } = await agencyToken(ctx, agencyId, 'crm_sync');
  const token = await ctx.client.locationToken({ accessToken, companyId: connection.crmCompanyId, locationId: crmLocationId });
  return token.access_token;
}

/** Any agency-level connection reads the company; the sync one first, as it is the one kept connected. */
const COMPANY_READERS: TCrmConnectionKind[] = ['crm_sync', 'associate', 'support', 'app'];

export async function getLinkedCrmCompany(ctx: CrmContext & { actor: Actor }): Promise<TCrmCompany | null> {
  const user = agencyMember(ctx.actor);
  const connections = await agencyConnections(ctx.db, user.agencyId);
  const kind = COMPANY_READERS.find((k) => connections.get(k)?.userType === 'Company');
  if (!kind) return null;
  return readingCrm('CRM company', async () => {
    const { accessToken, connection } = await agencyToken(ctx, user.agencyId, kind);
    const company = await ctx.client.getCompany({ accessToken, companyId: connection.crmCompanyId });
    return {
      id: company.id,
      name: company.name,
      email: company.email ?? null,
      phone: company.phone ?? null,
      website: company.website ?? null,
      city: company.city ?? null,
      country: company.country ?? null,
      locationCount: company.locationCount ?? null,
    };
  });
}

/** The agency's live Atrium locations (not archived by the sync), and those the sync linked to a CRM location. */
async function countLinkedLocations(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select({ total: count(), linked: count(locations.crmLocationId) })
    .from(locations)
    .leftJoin(crmLocationSync, eq(crmLocationSync.locationId, locations._id))
    .where(and(eq(locations.agencyId, agencyId), isNull(crmLocationSync.archivedAt)));
  return { total: row?.total ?? 0, linked: row?.linked ?? 0 };
}

async function countMenuLinks(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${crmMenuLinks.state} = 'linked')::int`,
      failing: sql<number>`count(*) filter (where ${crmMenuLinks.state} = 'failed')::int`,
    })
    .from(crmMenuLinks)
    .where(eq(crmMenuLinks.agencyId, agencyId));
  return { active: row?.active ?? 0, failing: row?.failing ?? 0 };
}

export async function getCrmAppSetup(opts: { db: DbOrTx; actor: Actor; settings: CrmSettings }): Promise<TCrmAppSetup> {
  const user = agencyMember(opts.actor);
  const connections = await agencyConnections(opts.db, user.agencyId);
  const missing: string[] = [];
  const rows = CRM_CONNECTION_KINDS.map((kind) => {
    const connection = connections.get(kind);
    const state = connection ? connection.status : ('not_connected' as const);
    const granted = new Set(connection?.scopes ?? []);
    const missingScopes = connection ? opts.settings.apps[kind].scopes.filter((scope) => !granted.has(scope)) : [];
    if (state === 'not_connected') missing.push(`connect:${kind}`);
    else if (state === 'needs_reconnect') missing.push(`reconnect:${kind}`);
    else if (missingScopes.length > 0) missing.push(`scopes:${kind}`);
    return { kind, state, missingScopes };
  });
  const crmCompanyId = [...connections.values()][0]?.crmCompanyId ?? null;
  const [settings, linkedLocations, menuLinks] = await Promise.all([
    readSyncSettings(opts.db, user.agencyId),
    countLinkedLocations(opts.db, user.agencyId),
    countMenuLinks(opts.db, user.agencyId),
  ]);
  return { crmCompanyId, settings, locations: linkedLocations, menuLinks, connections: rows, missing };
}

export async function listCrmWorkflows(ctx: CrmContext & { actor: Actor; crmLocationId: string }) {
  const user = agencyMember(ctx.actor);
  return readingCrm('CRM location', async () => {
    const accessToken = await locationToken(ctx, user.agencyId, ctx.crmLocationId);
    const workflows = await ctx.client.listWorkflows({ accessToken, locationId: ctx.crmLocationId });
    return workflows.map((w) => ({ id: w.id, name: w.name, status: w.status }));
  });
}

export async function listCrmProducts(ctx: CrmContext & { actor: Actor; crmLocationId: string; search?: string }) {
  const user = agencyMember(ctx.actor);
  return readingCrm('CRM location', async () => {
    const accessToken = await locationToken(ctx, user.agencyId, ctx.crmLocationId);
    const page = await ctx.client.listProducts({ accessToken, locationId: ctx.crmLocationId, search: ctx.search, limit: 100 });
    return page.products.map((p) => ({
      id: p._id,
      name: p.name,
      productType: p.productType,
      description: p.description ?? null,
    }));
  });
}

export async function listCrmSnapshots(ctx: CrmContext & { actor: Actor }) {
  const user = agencyMember(ctx.actor);
  return readingCrm('CRM company', async () => {
    const { accessToken, connection } = await agencyToken(ctx, user.agencyId, 'crm_sync');
    const snapshots = await ctx.client.listSnapshots({ accessToken, companyId: connection.crmCompanyId });
    return snapshots.map((s) => ({ id: s.id, name: s.name, type: s.type ?? null }));
  });
}

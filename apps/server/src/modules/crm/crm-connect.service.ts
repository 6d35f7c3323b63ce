import type { TCrmConnection, TCrmConnectionKind } from '@atrium/contracts/crm';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { CrmApiError } from '../../integrations/crm/crm-errors';
import { crmChooseLocationUrl } from '../../integrations/crm/crm-oauth';
import type { CrmToken } from '../../integrations/crm/crm-oauth-schemas';
import { createOAuthState, OAuthStateError, readOAuthState } from '../../integrations/crm/oauth-state';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { Secrets } from '../../platform/secrets';
import { type Actor, requireAgency } from '../../platform/tenancy/actor';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { crmConnections, crmOAuthNonces } from './crm.tables';
import type { CrmSettings } from './crm-settings';
import { saveCrmConnection } from './crm-tokens.service';

/** Where the connection page is: the callback page sends people back here. */
const CONNECTION_PAGE = '/crm';

/** What completing a connection needs from the CRM client (integrations/crm). */
export interface CrmCodeExchanger {
  exchangeCode(input: {
    clientId: string;
    clientSecret: string;
    code: string;
    redirectUri: string;
    userType: 'Company' | 'Location';
  }): Promise<CrmToken>;
}

type Row = typeof crmConnections.$inferSelect;

export function toCrmConnectionView(row: Row): TCrmConnection {
  return {
    _id: row._id,
    kind: row.kind,
    status: row.status,
    locationId: row.locationId,
    userType: row.userType,
    crmCompanyId: row.crmCompanyId,
    crmLocationId: row.crmLocationId,
    scopes: row.scopes,
    expiresAt: row.expiresAt.toISOString(),
    refreshedAt: row.refreshedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

// Derived from the master key, so the state's signature needs no setting of its own.
const stateSecret = (secrets: Secrets) => secrets.keyedHash('atrium/crm-oauth-state/v1');

function requireAgencyAdmin(actor: Actor) {
  const user = requireAgency(actor);
  if (user.role !== 'agency_admin') throw forbidden('Only agency admins manage the CRM connection');
  return user;
}

/**
 * Who may connect: an agency admin, any kind, for the agency; or, for `associate` of one location, that location's
 * admin too. A location of another agency is a 404.
 */
async function connector(opts: { db: DbOrTx; actor: Actor; kind: TCrmConnectionKind; locationId?: string | null }) {
  const user = requireAgency(opts.actor);
  if (!opts.locationId) return { ...requireAgencyAdmin(opts.actor), locationId: null };
  if (opts.kind !== 'associate') throw badRequest('Only the account link (associate) is made for one location');
  const [location] = await opts.db
    .select({ _id: locations._id })
    .from(locations)
    .where(and(eq(locations._id, opts.locationId), eq(locations.agencyId, user.agencyId)));
  if (!location) throw notFound('Location');
  const allowed = user.role === 'agency_admin' || (user.role === 'location_admin' && user.locationId === opts.locationId);
  if (!allowed) throw forbidden('Only the agency or this location’s admin links the location');
  return { ...user, locationId: opts.locationId };
}

export async function listCrmConnections(opts: { db: DbOrTx; actor: Actor }): Promise<TCrmConnection[]> {
  const admin = requireAgencyAdmin(opts.actor);
  const rows = await opts.db
    .select()
    .from(crmConnections)
    .where(eq(crmConnections.agencyId, admin.agencyId))
    .orderBy(crmConnections.kind, crmConnections.createdAt);
  return rows.map(toCrmConnectionView);
}

/** The address of the CRM's consent screen for this connection, with a signed state that expires in 10 minutes. */
export async function startCrmConnection(opts: {
  db: DbOrTx;
  actor: Actor;
  settings: CrmSettings;
  secrets: Secrets;
  kind: TCrmConnectionKind;
  locationId?: string;
  now?: Date;
}): Promise<{ url: string }> {
  const who = await connector(opts);
  const app = opts.settings.apps[opts.kind];
  const state = createOAuthState({
    secret: stateSecret(opts.secrets),
    payload: {
      kind: opts.kind,
      agencyId: who.agencyId,
      userId: who.userId,
      ...(who.locationId ? { locationId: who.locationId } : {}),
      returnTo: CONNECTION_PAGE,
    },
    now: opts.now,
  });
  const url = crmChooseLocationUrl({
    marketplaceUrl: opts.settings.marketplaceUrl,
    clientId: app.clientId,
    redirectUri: app.redirectUri,
    scopes: app.scopes,
    state,
  });
  return { url };
}

const invalidState = (error: OAuthStateError) =>
  new AppError(
    400,
    'invalid_state',
    error.reason === 'expired'
      ? 'The connection took longer than 10 minutes. Start it again.'
      : 'This link did not come from Atrium. Start the connection again.',
  );

/**
 * Completes a connection with the code the CRM redirected back with. Only the person who started it may complete it,
 * once; the CRM company must be the one the agency is linked to (and no other agency's).
 */
export async function completeCrmConnection(opts: {
  db: DbOrTx;
  actor: Actor;
  settings: CrmSettings;
  secrets: Secrets;
  exchanger: CrmCodeExchanger;
  body: { kind: TCrmConnectionKind; state: string; code?: string; error?: string };
  now?: Date;
}): Promise<TCrmConnection> {
  const { db, body, now = new Date() } = opts;
  const user = requireAgency(opts.actor);
  let state: ReturnType<typeof readOAuthState>;
  try {
    state = readOAuthState({ secret: stateSecret(opts.secrets), state: body.state, now });
  } catch (error) {
    if (error instanceof OAuthStateError) throw invalidState(error);
    throw error;
  }
  if (state.kind !== body.kind || state.userId !== user.userId || state.agencyId !== user.agencyId) {
    throw forbidden('This connection was started by someone else. Start it again from your account.');
  }
  if (body.error) throw new AppError(400, 'consent_denied', 'The connection was not approved in the CRM.');
  if (!body.code) throw badRequest('The CRM sent no authorization code. Start the connection again.');
  const used = await db
    .insert(crmOAuthNonces)
    .values({ nonce: state.nonce, expiresAt: state.expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: crmOAuthNonces.nonce });
  if (used.length === 0) throw conflict('This connection link was already used. Start the connection again.');
  // Checked again: the person's role may have changed in the ten minutes.
  const who = await connector({ db, actor: opts.actor, kind: state.kind, locationId: state.locationId ?? null });

  const app = opts.settings.apps[state.kind];
  let token: CrmToken;
  try {
    token = await opts.exchanger.exchangeCode({
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      code: body.code,
      redirectUri: app.redirectUri,
      userType: who.locationId ? 'Location' : 'Company',
    });
  } catch (error) {
    if (error instanceof CrmApiError && error.status < 500) {
      throw new AppError(400, 'crm_refused', 'The CRM did not accept the sign-in: it may have expired. Connect again.');
    }
    throw error;
  }
  if (who.locationId ? token.userType !== 'Location' : token.userType !== 'Company') {
    throw badRequest(
      who.locationId ? 'Pick the location in the CRM, not the agency.' : 'Pick the agency in the CRM, not one location.',
    );
  }
  await checkCompany({ db, agencyId: who.agencyId, crmCompanyId: token.companyId });
  const row = await saveCrmConnection({
    db,
    secrets: opts.secrets,
    agencyId: who.agencyId,
    locationId: who.locationId,
    kind: state.kind,
    token,
    now,
  });
  return toCrmConnectionView(row);
}

/** One CRM company per agency, and each agency its own: a connection to another company is the wrong account. */
async function checkCompany(opts: { db: DbOrTx; agencyId: string; crmCompanyId: string }) {
  const [ours] = await opts.db
    .select({ crmCompanyId: crmConnections.crmCompanyId })
    .from(crmConnections)
    .where(and(eq(crmConnections.agencyId, opts.agencyId), ne(crmConnections.crmCompanyId, opts.crmCompanyId)));
  if (ours)
    throw conflict('That is another CRM agency than the one this agency is linked to. Sign in to the CRM with its account.');
  const [theirs] = await opts.db
    .select({ agencyId: crmConnections.agencyId })
    .from(crmConnections)
    .where(and(eq(crmConnections.crmCompanyId, opts.crmCompanyId), ne(crmConnections.agencyId, opts.agencyId)));
  if (theirs) throw conflict('That CRM agency is linked to another Atrium agency.');
}

export async function disconnectCrmConnection(opts: { db: DbOrTx; actor: Actor; id: string }): Promise<void> {
  const admin = requireAgencyAdmin(opts.actor);
  const deleted = await opts.db
    .delete(crmConnections)
    .where(and(eq(crmConnections._id, opts.id), eq(crmConnections.agencyId, admin.agencyId)))
    .returning({ _id: crmConnections._id });
  if (deleted.length === 0) throw notFound('CRM connection');
}

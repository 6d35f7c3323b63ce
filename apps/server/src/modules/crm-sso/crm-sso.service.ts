import { createHash } from 'node:crypto';
import type { TSession } from '@atrium/contracts/auth';
import { SSO_PAYLOAD_REUSE_MINUTES } from '@atrium/contracts/crm-sso';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readSsoUserData, type SsoUserData } from '../../integrations/crm/sso-payload';
import type { SessionPolicy } from '../../platform/auth/sessions';
import { AppError } from '../../platform/errors';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { type AuthDeps, loadUser, sessionFor } from '../auth/auth.service';
import { crmConnections } from '../crm/crm.tables';
import type { CrmSettings } from '../crm/crm-settings';
import { crmSsoPayloads } from './crm-sso.tables';
import { findOrCreateSsoUser, type SsoPlace } from './crm-sso-people';

const REUSE_MS = SSO_PAYLOAD_REUSE_MINUTES * 60_000;

const invalid = () =>
  new AppError(401, 'sso_invalid', 'The sign-in from the CRM could not be checked. Open the page from the CRM again.');

/** The user data of a payload of this app's shared secret; any other payload is one answer (no hint at why). */
function openPayload(payload: string, secret: string): SsoUserData {
  try {
    return readSsoUserData(payload, secret);
  } catch {
    throw invalid();
  }
}

/**
 * A payload is honoured for REUSE_MS from its first use (the CRM's payload carries no time of its own): reloading
 * the framed page works, a payload copied out of a browser and replayed later does not. The digests are kept, not
 * swept: forgetting one would make its payload fresh again.
 */
async function assertFresh(db: Db, payload: string, now: Date) {
  const digest = createHash('sha256').update(payload.replace(/\s+/g, '')).digest('hex');
  await db.insert(crmSsoPayloads).values({ digest, firstUsedAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(crmSsoPayloads).where(eq(crmSsoPayloads.digest, digest));
  if (!row || now.getTime() - row.firstUsedAt.getTime() > REUSE_MS) {
    throw new AppError(401, 'sso_stale', 'This sign-in from the CRM has expired. Reload the page in the CRM.');
  }
}

/** The Atrium agency connected to the CRM company, and the Atrium location of a location user's active location. */
async function placeOf(db: Db, data: SsoUserData): Promise<SsoPlace> {
  const [connection] = await db
    .select({ agencyId: crmConnections.agencyId })
    .from(crmConnections)
    .where(and(eq(crmConnections.crmCompanyId, data.companyId), isNull(crmConnections.locationId)))
    .limit(1);
  if (!connection) {
    throw new AppError(403, 'sso_unknown_company', 'This CRM account is not connected to Atrium. Ask your agency to connect it.');
  }
  if (data.type === 'agency') return { agencyId: connection.agencyId, locationId: null };
  const [location] = await db
    .select({ _id: locations._id })
    .from(locations)
    .where(and(eq(locations.agencyId, connection.agencyId), eq(locations.crmLocationId, data.activeLocation ?? '')))
    .limit(1);
  if (!location) {
    throw new AppError(
      403,
      'sso_unknown_location',
      'This CRM location is not linked to a location in Atrium yet. Ask your agency to sync its locations.',
    );
  }
  return { agencyId: connection.agencyId, locationId: location._id };
}

/**
 * Sign-in from a page the CRM frames: the CRM's REQUEST_USER_DATA payload, opened with the app's shared secret,
 * names a CRM user of a company connected to an Atrium agency; they get a session exactly as a password sign-in
 * gives one (sessionFor), created on first sight.
 */
export async function signInWithCrm(opts: {
  db: Db;
  policy: SessionPolicy;
  settings: CrmSettings | null;
  payload: string;
  userAgent?: string | null;
  now?: Date;
}): Promise<TSession> {
  const { db, settings, now = new Date() } = opts;
  if (!settings?.ssoSecret) {
    throw new AppError(503, 'sso_unavailable', 'Signing in from the CRM is not set up on this server');
  }
  const data = openPayload(opts.payload, settings.ssoSecret);
  await assertFresh(db, opts.payload, now);
  const place = await placeOf(db, data);
  const userId = await findOrCreateSsoUser({ db, data, place });
  const deps: AuthDeps = { db, policy: opts.policy, userAgent: opts.userAgent };
  return sessionFor(deps, await loadUser(deps, userId));
}

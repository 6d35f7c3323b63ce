import type { TCrmSyncTarget } from '@atrium/contracts/crm-sync';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Jobs } from '../../platform/jobs/jobs';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { crmConnections } from '../crm/crm.tables';
import { crmSyncState } from './crm-sync.tables';
import { queueRun } from './crm-sync-runs';

/** An id from a webhook body: a short clean string, else nothing. */
export const idOf = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= 100 && /^[\w-]+$/.test(value) ? value : null;

type TargetKind = TCrmSyncTarget['kind'];

/**
 * The events the sync follows, and what each names. A user's run reads the user again: one the CRM no longer has
 * (UserDelete) loses their access. INSTALL/UNINSTALL of Atrium's apps are crm-apps/crm-app-installs.ts's.
 */
const EVENTS: Record<string, TargetKind> = {
  LocationCreate: 'location',
  LocationUpdate: 'location',
  LocationDelete: 'location',
  UserCreate: 'user',
  UserUpdate: 'user',
  UserDelete: 'user',
  ContactCreate: 'contact',
  ContactUpdate: 'contact',
  ContactDelete: 'contact',
  ContactDndUpdate: 'contact',
  ContactTagUpdate: 'contact',
};

/** A sync connection that can read: one uninstalled or refused (`needs_reconnect`) gets no runs from webhooks. */
const connectedSync = and(
  eq(crmConnections.kind, 'crm_sync'),
  isNull(crmConnections.locationId),
  eq(crmConnections.status, 'connected'),
);

/** The agencies whose sync follows this CRM company or location. */
async function agenciesOf(db: DbOrTx, companyId: string | null, locationId: string | null): Promise<string[]> {
  if (companyId) {
    const rows = await db
      .select({ agencyId: crmConnections.agencyId })
      .from(crmConnections)
      .where(and(eq(crmConnections.crmCompanyId, companyId), connectedSync));
    return rows.map((r) => r.agencyId);
  }
  // Contact events carry the location only.
  if (!locationId) return [];
  const rows = await db
    .select({ agencyId: locations.agencyId })
    .from(locations)
    .innerJoin(crmConnections, eq(crmConnections.agencyId, locations.agencyId))
    .where(and(eq(locations.crmLocationId, locationId), connectedSync));
  return rows.map((r) => r.agencyId);
}

/**
 * A new (not repeated) webhook from the CRM becomes a small run on the job queue, so the webhook answers at once: the
 * location, user or contact it names is read again from the CRM (its body is not trusted for data). An app installed
 * on the whole company starts a whole-agency run; installed on one location, that location's.
 */
export async function queueCrmWebhookSync(
  deps: { db: DbOrTx; jobs: Jobs | null },
  body: Record<string, unknown> & { type: string },
  /** The sync app's marketplace id: INSTALL of Atrium's other apps is theirs, not the sync's. */
  syncAppId?: string,
): Promise<number> {
  if (body.type === 'INSTALL' && syncAppId && body.appId !== syncAppId) return 0;
  const companyId = idOf(body.companyId);
  const locationId = idOf(body.locationId);
  const agencyIds = await agenciesOf(deps.db, companyId, locationId);
  let queued = 0;
  for (const agencyId of agencyIds) {
    const { db } = deps;
    if (body.type === 'INSTALL' && !locationId) {
      const [state] = await db.select().from(crmSyncState).where(eq(crmSyncState.agencyId, agencyId));
      await queueRun({ db, jobs: deps.jobs }, { agencyId, trigger: 'webhook', full: !state?.lastSucceededAt });
      queued++;
      continue;
    }
    const kind = body.type === 'INSTALL' ? 'location' : EVENTS[body.type];
    // Location events name the location in `id` (LocationCreate) or `locationId`; the others name their thing in `id`.
    const crmId = kind === 'location' ? (idOf(body.id) ?? locationId) : idOf(body.id);
    if (!kind || !crmId) continue;
    const target: TCrmSyncTarget = { kind, crmId, crmLocationId: locationId, event: body.type };
    await queueRun({ db, jobs: deps.jobs }, { agencyId, trigger: 'webhook', target });
    queued++;
  }
  return queued;
}

import { SNAPSHOT_ASSET_TYPES, type TSnapshotAssetGroup, type TSnapshotAssetType } from '@atrium/contracts/snapshots';
import type { CrmClient } from '../../integrations/crm/crm-client';
import { CrmApiError } from '../../integrations/crm/crm-errors';
import type { CrmSnapshotContents } from '../../integrations/crm/crm-schemas';
import { AppError } from '../../platform/errors';
import type { Secrets } from '../../platform/secrets';
import { agencyToken, type CrmContext, crmRefusal } from '../crm/crm-agency.service';
import type { CrmSettings } from '../crm/crm-settings';
import { fieldError } from '../education/content-access';

/**
 * What publishing reads from and asks of the CRM for an agency (decision 027): its snapshots, a snapshot's contents
 * (the sandbox alone publishes them) and a permanent share link for the marketplace. Refusals are worded as
 * `listCrmSnapshots` words them: 409 `crm_not_connected`, `crm_reconnect_needed`, `crm_scope_missing`; 429.
 */

/** The CRM as the listings' routes hold it: null settings when this server has no CRM set up. */
export interface ListingCrm {
  settings: CrmSettings | null;
  secrets: Secrets;
  client: CrmClient | null;
}

export interface AgencyCrmSession {
  /** The agency's CRM company, which its listings' snapshots belong to. */
  companyId: string;
  sandbox: boolean;
  /** Runs `work` with a live agency token; CRM refusals come out as Atrium's errors. */
  call: <T>(work: (client: CrmClient, accessToken: string) => Promise<T>) => Promise<T>;
}

const notConfigured = () => new AppError(503, 'unavailable', 'The CRM connection is not set up on this server');

/** The CRM no longer has the snapshot (deleted there, or moved to another account): said so, not a 500. */
const snapshotGone = () =>
  new AppError(409, 'crm_snapshot_missing', 'The CRM no longer has this snapshot: it was deleted or moved in the CRM');

async function refusalsWorded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const refusal = crmRefusal(error);
    if (refusal) throw refusal;
    // Asked about one snapshot, the CRM answers 404 for one that is gone and 422 for one not the company's.
    if (error instanceof CrmApiError && (error.status === 404 || error.status === 422)) throw snapshotGone();
    throw error;
  }
}

/** The agency's `crm_sync` connection, ready to call; a 409 when it has none or must reconnect. */
export async function openAgencyCrm(crm: ListingCrm, db: CrmContext['db'], agencyId: string): Promise<AgencyCrmSession> {
  const { settings, client } = crm;
  if (!settings || !client) throw notConfigured();
  const ctx: CrmContext = { db, secrets: crm.secrets, settings, client };
  const { connection } = await refusalsWorded(() => agencyToken(ctx, agencyId, 'crm_sync'));
  return {
    companyId: connection.crmCompanyId,
    sandbox: settings.sandbox,
    call: (work) =>
      refusalsWorded(async () => {
        const { accessToken } = await agencyToken(ctx, agencyId, 'crm_sync');
        return work(client, accessToken);
      }),
  };
}

/** One of the agency's CRM snapshots by id; a 400 naming `crmSnapshotId` when the CRM lists no such snapshot. */
export async function findCrmSnapshot(session: AgencyCrmSession, crmSnapshotId: string) {
  const snapshots = await session.call((client, accessToken) =>
    client.listSnapshots({ accessToken, companyId: session.companyId }),
  );
  const found = snapshots.find((s) => s.id === crmSnapshotId);
  if (!found) throw fieldError('crmSnapshotId', 'Choose one of your CRM snapshots');
  return found;
}

/** The sandbox's contents of a snapshot, in the contracts' shape: known types only, in the order a push brings them. */
export function contentsFromCrm(answer: CrmSnapshotContents): TSnapshotAssetGroup[] {
  const known = new Set<string>(SNAPSHOT_ASSET_TYPES);
  return answer.assets
    .filter((group) => known.has(group.type) && group.names.length > 0)
    .map((group) => ({
      type: group.type as TSnapshotAssetType,
      names: group.names.map((n) => n.trim().slice(0, 200) || '(unnamed)').slice(0, 2_000),
    }))
    .sort((a, b) => SNAPSHOT_ASSET_TYPES.indexOf(a.type) - SNAPSHOT_ASSET_TYPES.indexOf(b.type));
}

/**
 * What a version holds: read from the sandbox, which publishes it; else what the agency entered (a real CRM
 * publishes no contents: decision 027), required then.
 */
export async function readContents(
  session: AgencyCrmSession,
  crmSnapshotId: string,
  given: TSnapshotAssetGroup[] | undefined,
): Promise<TSnapshotAssetGroup[]> {
  if (session.sandbox) {
    const answer = await session.call((client, accessToken) =>
      client.sandboxSnapshotContents({ accessToken, companyId: session.companyId, snapshotId: crmSnapshotId }),
    );
    return contentsFromCrm(answer);
  }
  if (!given) throw fieldError('contents', 'List what the snapshot holds: the CRM does not say');
  return given;
}

/** A permanent share link, which anyone seeing the marketplace listing imports the snapshot with (snapshots.write). */
export async function makeShareLink(session: AgencyCrmSession, crmSnapshotId: string): Promise<string> {
  const answer = await session.call((client, accessToken) =>
    client.createSnapshotShareLink({
      accessToken,
      companyId: session.companyId,
      snapshotId: crmSnapshotId,
      shareType: 'permanent_link',
    }),
  );
  return answer.shareLink;
}

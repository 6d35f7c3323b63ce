import type { AgencyCrm, CrmSyncDeps } from './crm-sync-crm';
import type { SyncLog } from './crm-sync-log';
import type { RunProgress } from './crm-sync-runs';

/** What each step of a run works with: the agency, its CRM, the run's log and live counts. */
export interface SyncContext {
  deps: CrmSyncDeps;
  agencyId: string;
  runId: string;
  crm: AgencyCrm;
  log: SyncLog;
  progress: RunProgress;
  /** The agency's setting: whether runs read each location's contacts. */
  syncContacts: boolean;
}

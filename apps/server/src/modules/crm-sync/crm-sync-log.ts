import type { TCrmSyncItemAction, TCrmSyncItemKind } from '@atrium/contracts/crm-sync';
import type { DbOrTx } from '../../db/client';
import { crmSyncItems } from './crm-sync.tables';
import type { CountKind, RunProgress } from './crm-sync-runs';

export interface SyncItem {
  kind: TCrmSyncItemKind;
  crmId: string;
  crmLocationId?: string | null;
  name: string;
  action: TCrmSyncItemAction;
  error?: string | null;
}

const COUNT_OF: Record<TCrmSyncItemKind, CountKind> = { location: 'locations', user: 'users', contact: 'contacts' };
const FIELD_OF: Record<TCrmSyncItemAction, 'created' | 'updated' | 'archived' | 'failed'> = {
  created: 'created',
  updated: 'updated',
  archived: 'archived',
  // A contact deleted in the CRM is gone from Atrium too: counted with the archived.
  deleted: 'archived',
  failed: 'failed',
};

/** Names are the CRM's; a log line stays readable and bounded whatever it sends. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A run's log of changed and failed items, written in multi-row inserts of up to 500 lines: a first sync of 50,000
 * contacts writes a hundred inserts, not 50,000.
 */
export function syncLog(db: DbOrTx, runId: string, progress: RunProgress) {
  let buffer: (typeof crmSyncItems.$inferInsert)[] = [];
  const flush = async () => {
    if (buffer.length === 0) return;
    const rows = buffer;
    buffer = [];
    await db.insert(crmSyncItems).values(rows);
  };
  return {
    async record(item: SyncItem) {
      progress.add(COUNT_OF[item.kind], FIELD_OF[item.action]);
      buffer.push({
        runId,
        kind: item.kind,
        crmId: clip(item.crmId, 200),
        crmLocationId: item.crmLocationId ?? null,
        name: clip(item.name || item.crmId, 300),
        action: item.action,
        error: item.error ? clip(item.error, 500) : null,
      });
      if (buffer.length >= 500) await flush();
    },
    flush,
  };
}

export type SyncLog = ReturnType<typeof syncLog>;

import type { TSnapshotPushStatus } from '@atrium/contracts/snapshots';
import { useTranslation } from 'react-i18next';
import { type PillTone, StatusPill } from '@/components/ui/status-pill';

const PUSH_TONE: Record<TSnapshotPushStatus, PillTone> = {
  queued: 'idle',
  waiting_for_crm: 'warn',
  pushing: 'busy',
  writing_values: 'busy',
  completed: 'good',
  partial: 'warn',
  failed: 'bad',
};

export function PushStatusPill({ status }: { status: TSnapshotPushStatus }) {
  const { t } = useTranslation('snapshots');
  return <StatusPill tone={PUSH_TONE[status]}>{t(`pushStatus.${status}`)}</StatusPill>;
}

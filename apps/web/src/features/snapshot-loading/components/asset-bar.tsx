import type { TSnapshotPush } from '@atrium/contracts/snapshots';
import { pushProgress } from '@/features/snapshot-loading/utils/push-progress';

/**
 * A push's progress over its assets: landed in brand colour, failed in red after them, the rest still to come.
 * `aria-valuenow` counts what is settled (landed or failed), so the bar reaches its end when the push does.
 */
export function AssetBar({ push, label }: { push: Pick<TSnapshotPush, 'assets'>; label: string }) {
  const { total, completed, failed } = pushProgress(push);
  const share = (n: number) => (total > 0 ? `${(n / total) * 100}%` : '0%');
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={completed + failed}
      className="flex h-2.5 w-full overflow-hidden rounded-full bg-ink-100"
    >
      <div className="h-full bg-brand-600 transition-[width] duration-300" style={{ width: share(completed) }} />
      <div className="h-full bg-red-500 transition-[width] duration-300" style={{ width: share(failed) }} />
    </div>
  );
}

import type { TSnapshot } from '@atrium/contracts/snapshots';
import { SnapshotCard } from './snapshot-card';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function SnapshotGrid({ snapshots }: { snapshots: readonly TSnapshot[] }) {
  return (
    <ul className={GRID}>
      {snapshots.map((snapshot) => (
        <li key={snapshot._id}>
          <SnapshotCard snapshot={snapshot} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards in the grid's shape, so the page does not jump when the listings arrive. */
export function SnapshotGridSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className={GRID}>
        {Array.from({ length: count }, (_, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={i}
            className="animate-pulse overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200 motion-reduce:animate-none"
          >
            <div className="aspect-[16/9] bg-ink-100" />
            <div className="space-y-2 p-5">
              <div className="h-3 w-1/3 rounded bg-ink-100" />
              <div className="h-4 w-3/4 rounded bg-ink-100" />
              <div className="h-3 w-1/2 rounded bg-ink-100" />
              <div className="mt-6 h-3 w-1/4 rounded bg-ink-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { TAppCard } from '@atrium/contracts/apps';
import { AppCard } from './app-card';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function AppGrid({ apps }: { apps: readonly TAppCard[] }) {
  return (
    <ul className={GRID}>
      {apps.map((app) => (
        <li key={app._id}>
          <AppCard app={app} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards in the grid's shape, so the page does not jump when the apps arrive. */
export function AppGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className={GRID}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className="h-52 animate-pulse rounded-2xl bg-white p-5 ring-1 ring-ink-200 motion-reduce:animate-none">
            <div className="flex gap-4">
              <div className="size-14 rounded-2xl bg-ink-100" />
              <div className="flex-1 space-y-2 pt-1">
                <div className="h-4 w-3/4 rounded bg-ink-100" />
                <div className="h-3 w-1/2 rounded bg-ink-100" />
              </div>
            </div>
            <div className="mt-4 space-y-2">
              <div className="h-3 rounded bg-ink-100" />
              <div className="h-3 w-5/6 rounded bg-ink-100" />
            </div>
            <div className="mt-6 h-3 w-1/3 rounded bg-ink-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}

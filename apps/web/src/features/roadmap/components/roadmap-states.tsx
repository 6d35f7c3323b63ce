import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChromeIcon } from '../../../components/header/chrome-icons';
import { buttonClasses } from '../../../components/ui/button-classes';
import { RoadmapIcon, type RoadmapIconName } from './roadmap-icons';

export interface StateCardProps {
  title: ReactNode;
  body: string;
  action?: ReactNode;
  icon?: RoadmapIconName;
}

/** An empty or nothing-found state: icon, title, one line and an optional action (the education screens' look). */
export function StateCard({ title, body, action, icon = 'lightbulb' }: StateCardProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <RoadmapIcon name={icon} className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink-900">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-ink-600">{body}</p>
      {action ? <div className="mt-5 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}

/** Data that failed to load, with Retry (an alert, so screen readers hear it at once). */
export function LoadError({ onRetry, retrying, title }: { onRetry: () => void; retrying: boolean; title?: string }) {
  const { t } = useTranslation('roadmap');
  return (
    <div role="alert" className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-600">
        <ChromeIcon name="alert" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-red-800">{title ?? t('error.title')}</h2>
      <p className="mt-1 text-sm text-red-700">{t('error.body')}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={buttonClasses('secondary', 'md', 'mt-5')}>
        {t('error.retry')}
      </button>
    </div>
  );
}

/** Placeholder columns shaped like the board, so it does not jump when the items arrive. */
export function BoardSkeleton() {
  const { t } = useTranslation('roadmap');
  return (
    <div role="status">
      <span className="sr-only">{t('board.loading')}</span>
      <div aria-hidden="true" className="grid gap-4 md:grid-cols-5">
        {[3, 2, 2, 1, 1].map((cards, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders.
            key={i}
            className={`rounded-2xl bg-ink-100/70 p-3 ${i > 0 ? 'hidden md:block' : ''}`}
          >
            <div className="mb-3 h-4 w-24 animate-pulse rounded bg-ink-200" />
            {Array.from({ length: cards }, (_, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders.
              <div key={j} className="mb-3 h-24 animate-pulse rounded-xl bg-white ring-1 ring-ink-200" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A page-shaped placeholder for one item. */
export function ItemSkeleton() {
  const { t } = useTranslation('roadmap');
  return (
    <div role="status">
      <span className="sr-only">{t('item.loading')}</span>
      <div aria-hidden="true" className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-4">
          <div className="h-8 w-2/3 animate-pulse rounded bg-ink-200" />
          <div className="h-4 w-1/3 animate-pulse rounded bg-ink-100" />
          <div className="h-40 animate-pulse rounded-2xl bg-white ring-1 ring-ink-200" />
        </div>
        <div className="h-56 animate-pulse rounded-2xl bg-white ring-1 ring-ink-200" />
      </div>
    </div>
  );
}

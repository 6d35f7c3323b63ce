import { useTranslation } from 'react-i18next';
import {
  LoadError as SharedLoadError,
  StateCard as SharedStateCard,
  type StateCardProps as SharedStateCardProps,
} from '@/components/ui/state-card';
import { RoadmapIcon, type RoadmapIconName } from './roadmap-icons';

export type StateCardProps = Omit<SharedStateCardProps, 'icon'> & { icon?: RoadmapIconName };

/** The shared empty-state card, with the roadmap's own icons. */
export function StateCard({ icon = 'lightbulb', ...props }: StateCardProps) {
  return <SharedStateCard {...props} icon={<RoadmapIcon name={icon} />} />;
}

/** Data that failed to load, with Retry, in the roadmap's words. */
export function LoadError({ onRetry, retrying, title }: { onRetry: () => void; retrying: boolean; title?: string }) {
  const { t } = useTranslation('roadmap');
  return (
    <SharedLoadError
      title={title ?? t('error.title')}
      body={t('error.body')}
      retryLabel={t('error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
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

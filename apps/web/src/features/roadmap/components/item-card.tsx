import type { TRoadmapItem } from '@atrium/contracts/roadmap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { formatMonth } from '@/features/roadmap/utils/format';
import { useCategoryLabels } from '@/lib/category-labels';
import { formatNumber } from '@/lib/format';
import { RoadmapIcon } from './roadmap-icons';
import { VoteButton } from './vote-button';

/** One idea on the board: its vote button, title (the link to its page), category, comments and target month. */
export function ItemCard({ item, showApp }: { item: TRoadmapItem; showApp: boolean }) {
  const { t, i18n } = useTranslation('roadmap');
  const { label } = useCategoryLabels('roadmap');
  return (
    <article className="group relative flex gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-ink-200 transition hover:shadow-md hover:ring-ink-300">
      <VoteButton item={item} />
      <div className="min-w-0 flex-1">
        <h3 className="text-sm leading-snug font-semibold text-ink-900">
          <Link
            to={`/roadmap/${item._id}`}
            dir="auto"
            className={`break-words hover:text-brand-700 focus-visible:rounded ${focusRing}`}
          >
            {item.title}
          </Link>
        </h3>
        {item.category || (showApp && item.app) ? (
          <p className="mt-1.5 flex flex-wrap gap-1.5">
            {item.category ? (
              <span dir="auto" className="rounded-md bg-ink-100 px-1.5 py-0.5 text-[11px] font-medium text-ink-700">
                {label(item.category)}
              </span>
            ) : null}
            {showApp && item.app ? (
              <span dir="auto" className="rounded-md bg-brand-50 px-1.5 py-0.5 text-[11px] font-medium text-brand-700">
                {item.app.name}
              </span>
            ) : null}
          </p>
        ) : null}
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-500">
          <span className="inline-flex items-center gap-1" title={t('card.comments', { count: item.commentCount })}>
            <RoadmapIcon name="comment" className="size-3.5" />
            <span aria-hidden="true">{formatNumber(item.commentCount, i18n.language)}</span>
            <span className="sr-only">{t('card.comments', { count: item.commentCount })}</span>
          </span>
          {item.targetDate ? (
            <span className="inline-flex items-center gap-1">
              <RoadmapIcon name="calendar" className="size-3.5" />
              <span className="sr-only">{t('card.target')}</span>
              {formatMonth(item.targetDate, i18n.language)}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

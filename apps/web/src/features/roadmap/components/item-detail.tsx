import type { TRoadmapItem } from '@atrium/contracts/roadmap';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from '@/components/ui/rich-text';
import { useCategoryLabels } from '@/lib/category-labels';
import { formatDate, formatDay } from '@/lib/format';
import { ItemComments } from './item-comments';
import { ManageActions } from './manage-actions';
import { RoadmapIcon } from './roadmap-icons';
import { StatusBadge } from './status-badge';
import { VoteButton } from './vote-button';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-ink-500">{label}</dt>
      <dd className="min-w-0 text-end text-sm font-medium text-ink-900">{children}</dd>
    </div>
  );
}

/** One idea's page: vote beside the title, what and when, the discussion, and the manager's tools. */
export function ItemDetail({ item, canManage }: { item: TRoadmapItem; canManage: boolean }) {
  const { t, i18n } = useTranslation('roadmap');
  const { label } = useCategoryLabels('roadmap');
  const roadmapName = item.app?.name ?? t('scope.platform');
  return (
    <article className="space-y-8">
      <nav aria-label={t('item.breadcrumb')}>
        <Link to="/roadmap" className="inline-flex items-center gap-1 text-sm font-medium text-ink-600 hover:text-brand-700">
          <RoadmapIcon name="chevronStart" className="size-4" />
          {t('item.back')}
        </Link>
      </nav>

      {item.mergedInto ? (
        <p
          role="note"
          className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <RoadmapIcon name="merge" className="size-4" />
          <span>{t('item.mergedInto')}</span>
          <Link to={`/roadmap/${item.mergedInto._id}`} dir="auto" className="font-semibold underline hover:text-amber-700">
            {item.mergedInto.title}
          </Link>
        </p>
      ) : null}
      {item.shippedIn ? (
        <p
          role="note"
          className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200"
        >
          <RoadmapIcon name="check" className="size-4" />
          <span>{t('item.shippedIn')}</span>
          <Link to={`/change_logs/${item.shippedIn._id}`} dir="auto" className="font-semibold underline hover:text-emerald-700">
            {item.shippedIn.title}
          </Link>
        </p>
      ) : null}

      <header className="flex items-start gap-4 sm:gap-5">
        <VoteButton item={item} size="large" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={item.status} />
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{roadmapName}</span>
            {item.category ? (
              <span dir="auto" className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
                {label(item.category)}
              </span>
            ) : null}
          </div>
          <h1 dir="auto" className="mt-2 text-2xl font-bold tracking-tight break-words text-ink-900 sm:text-3xl">
            {item.title}
          </h1>
          {item.submittedBy ? (
            <p className="mt-1 text-sm text-ink-500">
              {t('item.submittedBy', { name: item.submittedBy.name, date: formatDate(item.createdAt, i18n.language) })}
            </p>
          ) : null}
        </div>
      </header>

      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-8">
          <section aria-label={t('item.description')} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
            {item.description ? (
              <RichText html={item.description} className="text-base" />
            ) : (
              <p className="text-sm text-ink-500 italic">{t('item.noDescription')}</p>
            )}
          </section>
          <ItemComments item={item} />
        </div>
        <aside className="space-y-4 lg:sticky lg:top-24">
          <section aria-labelledby="roadmap-facts" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
            <h2 id="roadmap-facts" className="text-sm font-semibold text-ink-900">
              {t('item.details')}
            </h2>
            <dl className="mt-2 divide-y divide-ink-100">
              <Fact label={t('form.roadmap')}>{roadmapName}</Fact>
              <Fact label={t('form.category')}>
                {item.category ? label(item.category) : <span className="text-ink-400">{t('item.none')}</span>}
              </Fact>
              <Fact label={t('form.targetDate')}>
                {item.targetDate ? (
                  <time dateTime={item.targetDate}>{formatDay(item.targetDate, i18n.language, 'long')}</time>
                ) : (
                  <span className="text-ink-400">{t('item.notScheduled')}</span>
                )}
              </Fact>
              {item.shippedAt ? (
                <Fact label={t('item.shippedAt')}>
                  <time dateTime={item.shippedAt}>{formatDate(item.shippedAt, i18n.language)}</time>
                </Fact>
              ) : null}
              <Fact label={t('item.updated')}>
                <time dateTime={item.updatedAt}>{formatDate(item.updatedAt, i18n.language)}</time>
              </Fact>
            </dl>
          </section>
          {canManage ? <ManageActions item={item} /> : null}
        </aside>
      </div>
    </article>
  );
}

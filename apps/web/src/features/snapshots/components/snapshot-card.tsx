import type { TSnapshot } from '@atrium/contracts/snapshots';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, formatNumber } from '@/lib/format';
import { SnapshotCover } from './snapshot-cover';

/**
 * One snapshot listing in a grid or a collection. As on app cards, the name is the one link and stretches over the
 * card, so the whole card is clickable while screen readers hear one short link.
 */
export function SnapshotCard({ snapshot }: { snapshot: TSnapshot }) {
  const { t, i18n } = useTranslation('marketplace');
  const price = snapshot.price
    ? formatMoney(snapshot.price.amountCents, snapshot.price.currency.toUpperCase(), i18n.language)
    : t('snapshots.card.free');
  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white shadow-sm ring-1 ring-ink-200 transition duration-200 focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-0.5 hover:shadow-lg hover:ring-brand-200 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <SnapshotCover name={snapshot.name} niche={snapshot.niche} coverUrl={snapshot.coverUrl} />
      <div className="flex flex-1 flex-col p-5">
        {snapshot.niche ? (
          <p dir="auto" className="truncate text-xs font-semibold tracking-wide text-brand-600 uppercase">
            {snapshot.niche}
          </p>
        ) : null}
        <h3 dir="auto" className="mt-1 truncate text-base leading-snug font-semibold text-ink-900">
          <Link to={`/snapshot/${snapshot._id}`} className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none">
            {snapshot.name}
          </Link>
        </h3>
        <p className="mt-0.5 truncate text-xs text-ink-500">{t('snapshots.card.by', { publisher: snapshot.publisher.name })}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-4 text-xs text-ink-500">
          <span>
            {t('snapshots.card.assets', {
              count: snapshot.assetTotal,
              formatted: formatNumber(snapshot.assetTotal, i18n.language),
            })}
          </span>
          <span>{t('snapshots.card.version', { number: snapshot.version.number })}</span>
        </div>
        <div className="mt-3 border-t border-ink-100 pt-3">
          <span className={`text-sm font-semibold ${snapshot.price ? 'text-ink-900' : 'text-emerald-700'}`}>{price}</span>
        </div>
      </div>
    </article>
  );
}

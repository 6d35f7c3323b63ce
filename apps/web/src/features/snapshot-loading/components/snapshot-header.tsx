import type { TSnapshotDetail } from '@atrium/contracts/snapshots';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { formatMoney, formatNumber } from '@/lib/format';

export interface SnapshotHeaderProps {
  snapshot: TSnapshotDetail;
  /** "Load into locations", for viewers who may load it (the page owns the dialog). */
  loadAction: ReactNode;
}

/** A listing's heading: cover, name, publisher, niche and tags, price, version, size, and what the viewer can do. */
export function SnapshotHeader({ snapshot, loadAction }: SnapshotHeaderProps) {
  const { t, i18n } = useTranslation('snapshots');
  const { viewer, price } = snapshot;
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <div className="aspect-[5/2] w-full shrink-0 sm:aspect-[4/3] overflow-hidden rounded-2xl bg-gradient-to-br from-brand-100 to-brand-50 ring-1 ring-ink-200 sm:w-56">
        {snapshot.coverUrl ? (
          <img src={snapshot.coverUrl} alt="" className="size-full object-cover" />
        ) : (
          <span className="grid size-full place-items-center text-brand-600">
            <Icon name="grid" className="size-12" />
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('header.eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-ink-900">{snapshot.name}</h1>
          <p className="mt-1 text-sm text-ink-600">{t('header.by', { name: snapshot.publisher.name })}</p>
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Fact label={t('header.price')}>
            {price ? formatMoney(price.amountCents, price.currency.toUpperCase(), i18n.language) : t('header.free')}
          </Fact>
          <Fact label={t('header.version')}>{t('header.versionValue', { version: snapshot.version.number })}</Fact>
          <Fact label={t('header.assets')}>{formatNumber(snapshot.assetTotal, i18n.language)}</Fact>
          {snapshot.niche ? <Fact label={t('header.niche')}>{snapshot.niche}</Fact> : null}
        </dl>
        {snapshot.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('header.tags')}>
            {snapshot.tags.map((tag) => (
              <li key={tag} className="rounded-md bg-ink-100 px-2 py-0.5 text-xs text-ink-600">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {viewer.canLoad ? loadAction : null}
          {!viewer.owns && viewer.shareUrl ? (
            <a href={viewer.shareUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary')}>
              {t('header.import')}
            </a>
          ) : null}
          {viewer.owns ? (
            // The manager's edit screen; an address it does not know lands on the manager (its own catch-all).
            <Link to={`/snapshots/${snapshot._id}/edit`} className={buttonClasses('secondary')}>
              {t('header.edit')}
            </Link>
          ) : null}
        </div>
      </div>
    </header>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-ink-500">{label}</dt>
      <dd className="font-medium text-ink-900">{children}</dd>
    </div>
  );
}

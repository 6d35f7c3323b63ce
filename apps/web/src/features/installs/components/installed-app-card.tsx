import type { TInstalledApp } from '@atrium/contracts/installs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useUpdateInstalls } from '@/features/installs/hooks/use-update-installs';
import { formatDate } from '@/lib/format';
import { AppIcon } from './app-icon';
import { StatusBadge } from './status-badge';
import { WebIntegrationToggle } from './web-integration-toggle';

interface InstalledAppCardProps {
  item: TInstalledApp;
  /** Admins manage and uninstall; staff only look. */
  canManage: boolean;
  onManage: (item: TInstalledApp) => void;
  onUninstall: (item: TInstalledApp) => void;
}

/** One installed app: what it is, which plan and version, since when, its website switch and actions. */
export function InstalledAppCard({ item, canManage, onManage, onUninstall }: InstalledAppCardProps) {
  const { t, i18n } = useTranslation('installs');
  const { app, install } = item;
  const updater = useUpdateInstalls(app);
  return (
    <article className="flex flex-col rounded-2xl border border-ink-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start gap-4">
        <AppIcon name={app.name} iconUrl={app.iconUrl} />
        <div className="min-w-0 flex-1">
          <h3 dir="auto" className="truncate text-base font-semibold text-ink-900">
            <Link
              to={`/${app._id}`}
              className="hover:text-brand-700 hover:underline focus-visible:underline focus-visible:outline-none"
            >
              {app.name}
            </Link>
          </h3>
          <p dir="auto" className="mt-0.5 line-clamp-2 text-sm text-ink-600">
            {app.tagline}
          </p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-xs text-ink-500">{t('card.plan')}</dt>
          <dd className="mt-0.5 truncate font-medium text-ink-900">{install.planName ?? t('card.noPlan')}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">{t('card.version')}</dt>
          <dd className="mt-0.5 flex flex-wrap items-center gap-1.5 font-medium text-ink-900">
            {install.version ?? '—'}
            {install.updateAvailable ? <StatusBadge tone="warning">{t('status.updateAvailable')}</StatusBadge> : null}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-ink-500">{t('card.installedOn')}</dt>
          <dd className="mt-0.5 font-medium text-ink-900">{formatDate(install.installedAt, i18n.language)}</dd>
        </div>
      </dl>
      {install.locationId ? (
        <div className="mt-4 border-t border-ink-100 pt-4">
          <WebIntegrationToggle
            appId={app._id}
            locationId={install.locationId}
            enabled={install.webIntegrationEnabled}
            disabled={!canManage}
          />
        </div>
      ) : null}
      <div className="flex-1" />
      {canManage ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-ink-100 pt-4">
          {install.updateAvailable ? (
            <Button size="sm" loading={updater.pending} onClick={() => updater.update([install])}>
              {t('actions.update')}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onManage(item)}
            aria-label={t('actions.manageApp', { name: app.name })}
          >
            {t('actions.manage')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="ms-auto text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => onUninstall(item)}
            aria-label={t('actions.uninstallApp', { name: app.name })}
          >
            {t('actions.uninstall')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

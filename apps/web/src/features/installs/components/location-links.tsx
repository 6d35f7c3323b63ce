import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import type { CreatedLocation } from '@/features/installs/api/create-location';
import { useAgencyLocations } from '@/lib/queries/agency-locations';
import { InstallsError } from './install-states';

/** The agency's locations, each a link to its installed apps; `justAdded` marks the one added a moment ago. */
export function LocationLinks({ justAdded = null }: { justAdded?: CreatedLocation | null }) {
  const { t } = useTranslation('installs');
  const locations = useAgencyLocations();
  if (locations.isPending) return <Spinner className="py-6" label={t('states.loading')} />;
  if (locations.isError) return <InstallsError message={locations.error.message} onRetry={() => locations.refetch()} />;
  if (locations.data.length === 0) return <p className="text-sm text-ink-500">{t('agency.noLocations')}</p>;
  return (
    <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white">
      {locations.data.map((location) => {
        const fresh = justAdded?.location._id === location._id ? justAdded : null;
        return (
          <li key={location._id}>
            <Link
              to={`/detail/${location._id}`}
              className={`flex items-center gap-3 px-4 py-3 text-sm font-medium text-ink-800 transition-colors hover:bg-brand-50 hover:text-brand-700 ${
                fresh ? 'bg-emerald-50/60' : ''
              }`}
            >
              <Icon name="map" className="size-4 shrink-0 text-ink-400" />
              <span className="min-w-0 flex-1">
                <span className="block truncate">{location.name}</span>
                {fresh ? <FreshNote autoInstalled={fresh.autoInstalled} /> : null}
              </span>
              <Icon name="arrowEnd" className="size-4 shrink-0 text-ink-400" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function FreshNote({ autoInstalled }: { autoInstalled: number | null }) {
  const { t } = useTranslation('installs');
  const detail =
    autoInstalled === null
      ? null
      : autoInstalled === 0
        ? t('locations.autoInstalledNone')
        : t('locations.autoInstalled', { count: autoInstalled });
  return (
    <span className="mt-0.5 block text-xs font-normal text-emerald-700">
      <span className="font-semibold">{t('locations.new')}</span>
      {detail ? ` · ${detail}` : null}
    </span>
  );
}

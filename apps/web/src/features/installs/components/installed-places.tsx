import type { TInstall } from '@atrium/contracts/installs';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { installPlaces } from '@/features/installs/utils/install-panel-view';

/** "Installed for": the agency first, then the locations by name. */
export function InstalledPlaces({ installs, allLocations }: { installs: TInstall[]; allLocations: boolean }) {
  const { t } = useTranslation('installs');
  const places = installPlaces(installs);
  const names = [...(places.agency ? [t('status.yourAgency')] : []), ...places.locations];
  if (names.length === 0) return null;
  return (
    <div className="mt-4">
      <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{t('status.installedFor')}</p>
      <ul className="mt-2 space-y-1.5">
        {names.map((name) => (
          <li key={name} className="flex items-center gap-2 text-sm text-ink-800">
            <Icon name="check" className="size-4 text-emerald-600" />
            <span className="min-w-0 truncate">{name}</span>
          </li>
        ))}
      </ul>
      {allLocations ? <p className="mt-2 text-xs text-ink-500">{t('status.autoInstall')}</p> : null}
    </div>
  );
}

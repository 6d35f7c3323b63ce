import type { TInstalledApp } from '@atrium/contracts/installs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InstalledAppCard } from './installed-app-card';
import { ManageInstallDialog } from './manage-install-dialog';
import { UninstallDialog } from './uninstall-dialog';

interface InstalledAppGridProps {
  apps: TInstalledApp[];
  canManage: boolean;
  /** The place's name for the uninstall confirmation ("Uninstall from Summit Dental Downtown"). */
  placeName: string;
  /** Two columns at most, for a grid that shares the page with a side column. */
  narrow?: boolean;
}

/** The installed apps of one place as cards, with the manage and uninstall dialogs they open. */
export function InstalledAppGrid({ apps, canManage, placeName, narrow = false }: InstalledAppGridProps) {
  const { t } = useTranslation('installs');
  const [managing, setManaging] = useState<TInstalledApp | null>(null);
  const [removing, setRemoving] = useState<TInstalledApp | null>(null);
  return (
    <>
      <ul className={`grid gap-5 sm:grid-cols-2 ${narrow ? '' : 'xl:grid-cols-3'}`} aria-label={t('detail.listLabel')}>
        {apps.map((item) => (
          <li key={item.install._id} className="flex min-w-0">
            <div className="flex w-full min-w-0 flex-col [&>article]:flex-1">
              <InstalledAppCard item={item} canManage={canManage} onManage={setManaging} onUninstall={setRemoving} />
            </div>
          </li>
        ))}
      </ul>
      <ManageInstallDialog item={managing} onClose={() => setManaging(null)} />
      {removing ? (
        <UninstallDialog
          open
          onClose={() => setRemoving(null)}
          app={removing.app}
          installs={[removing.install]}
          fixedTarget={
            removing.install.locationId ? { kind: 'locations', locationIds: [removing.install.locationId] } : { kind: 'agency' }
          }
          placeName={placeName}
        />
      ) : null}
    </>
  );
}

import type { TInstalledApp } from '@atrium/contracts/installs';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { Modal } from '@/components/ui/modal';
import { useInstallSetup } from '@/features/installs/api/install-secrets';
import { ApiKeySection } from './api-key-section';
import { CredentialsForm } from './credentials-form';
import { InstallsError, InstallsLoading } from './install-states';
import { WhitelabelForm } from './whitelabel-form';

const TABS = ['credentials', 'apiKey', 'whitelabel'] as const;
type Tab = (typeof TABS)[number];

/** Manage one install: its credentials, its API key and its white-label settings, as tabs. */
export function ManageInstallDialog({ item, onClose }: { item: TInstalledApp | null; onClose: () => void }) {
  const { t } = useTranslation('installs');
  if (!item) return null;
  return (
    <Modal open onClose={onClose} title={t('manage.title', { name: item.app.name })} size="lg">
      <ManageTabs item={item} />
    </Modal>
  );
}

function ManageTabs({ item }: { item: TInstalledApp }) {
  const { t } = useTranslation('installs');
  const base = useId();
  const [tab, setTab] = useState<Tab>('credentials');
  const setup = useInstallSetup(item.install._id);

  // Arrow keys move between tabs (the WAI-ARIA tabs pattern); only the selected tab is in the Tab order.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const dir = document.dir === 'rtl' ? -step : step;
    const next = TABS[(TABS.indexOf(tab) + dir + TABS.length) % TABS.length] as Tab;
    setTab(next);
    document.getElementById(`${base}-${next}`)?.focus();
  };

  let panel = <InstallsLoading />;
  if (setup.isError) panel = <InstallsError message={setup.error.message} onRetry={() => setup.refetch()} />;
  else if (setup.data) {
    if (tab === 'credentials') panel = <CredentialsForm installId={item.install._id} saved={setup.data.credentials} />;
    else if (tab === 'apiKey') panel = <ApiKeySection installId={item.install._id} apiKey={setup.data.apiKey} />;
  }
  if (tab === 'whitelabel') panel = <WhitelabelForm installId={item.install._id} config={item.install.whitelabel} />;

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('manage.sections')}
        className="mb-5 flex gap-1 rounded-xl bg-ink-100 p-1"
        onKeyDown={onKeyDown}
      >
        {TABS.map((name) => (
          <button
            key={name}
            id={`${base}-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${base}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={`flex-1 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${focusRing} ${
              tab === name ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900'
            }`}
          >
            {t(`manage.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-${tab}`}>
        {panel}
      </div>
    </div>
  );
}

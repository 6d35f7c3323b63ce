import type { TCrmAppSetup, TCrmSyncSettings } from '@atrium/contracts/crm';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUpdateCrmCompany } from '@/features/crm/api/connections';

/**
 * The agency's link to its CRM company: how the sync runs (hourly, contacts), how far the link reaches (locations,
 * menu links), and unlinking it to link another account.
 */
export function CrmLinkSettings({ setup }: { setup: TCrmAppSetup }) {
  const { t } = useTranslation('crm', { keyPrefix: 'integrations.link' });
  const update = useUpdateCrmCompany();
  const [unlinking, setUnlinking] = useState(false);
  const change = (settings: Partial<TCrmSyncSettings>) => update.mutate(settings);
  // The box shows the change while it is saved (the mutation stays pending until the setup is read again).
  const shown = (key: keyof TCrmSyncSettings) =>
    update.isPending && update.variables?.[key] !== undefined ? update.variables[key] : setup.settings[key];
  const closeDialog = () => {
    setUnlinking(false);
    update.reset();
  };
  // This section goes with the link, so what stayed in the old CRM is said in a toast that outlives it.
  const unlinked = ({ menuLinksLeft }: { menuLinksLeft?: number }) => {
    closeDialog();
    if (menuLinksLeft) toast.error(t('unlinkLinksLeft', { left: menuLinksLeft }), { duration: 10_000 });
  };

  return (
    <section aria-labelledby="crm-link" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
      <h2 id="crm-link" className="mb-3 text-lg font-semibold text-ink-900">
        {t('title')}
      </h2>
      <div className="flex flex-col gap-3">
        <Setting
          label={t('autoSync')}
          hint={t('autoSyncHint')}
          checked={shown('autoSync')}
          disabled={update.isPending}
          onChange={(autoSync) => change({ autoSync })}
        />
        <Setting
          label={t('syncContacts')}
          hint={t('syncContactsHint')}
          checked={shown('syncContacts')}
          disabled={update.isPending}
          onChange={(syncContacts) => change({ syncContacts })}
        />
        {update.isError && !unlinking ? (
          <p role="alert" className="text-sm text-red-700">
            {t('saveError', { message: update.error.message })}
          </p>
        ) : null}
      </div>
      <ul className="mt-4 flex flex-col gap-1 text-sm text-ink-700">
        <li>{t('locations', { linked: setup.locations.linked, total: setup.locations.total })}</li>
        <li>{t('menuLinks', { active: setup.menuLinks.active })}</li>
        {setup.menuLinks.failing > 0 ? (
          <li className="text-red-700">{t('menuLinksFailing', { failing: setup.menuLinks.failing })}</li>
        ) : null}
      </ul>
      <div className="mt-4">
        <Button variant="ghost" className="text-red-700" onClick={() => setUnlinking(true)}>
          {t('unlink')}
        </Button>
      </div>
      <ConfirmDialog
        open={unlinking}
        title={t('unlinkTitle')}
        confirmLabel={t('unlink')}
        pending={update.isPending}
        error={unlinking && update.isError ? update.error.message : null}
        onClose={closeDialog}
        onConfirm={() => update.mutate({ unlink: true }, { onSuccess: unlinked })}
      >
        <p>{t('unlinkBody')}</p>
        <p className="mt-2">{t('unlinkLinks')}</p>
      </ConfirmDialog>
    </section>
  );
}

function Setting(props: { label: string; hint: string; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => props.onChange(e.target.checked)}
        className="mt-0.5 size-4 rounded border-ink-300 text-brand-600 focus:ring-brand-500"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink-900">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {props.hint}
        </p>
      </div>
    </div>
  );
}

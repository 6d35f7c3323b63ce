import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/**
 * How the store reaches the CRM: one custom menu link for every location, to Atrium's `/sso` with the store as its
 * destination. Atrium adds it itself in locations linked to the CRM while the store is open (decision 031); the
 * address is shown for any other menu. The CRM signs each person in (its user data), and `/service_store` opens that
 * person's own store page.
 */
export function StoreCrmLink() {
  const { t } = useTranslation('store');
  const address = `${window.location.origin}/sso?to=${encodeURIComponent('/service_store')}`;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      // Clipboard blocked (permissions, insecure origin): the address stays selectable to copy by hand.
      setCopied(false);
    }
  };
  return (
    <section
      aria-labelledby="store-crm-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:flex-row sm:items-center sm:p-6"
    >
      <Icon name="crm" className="size-6 shrink-0 text-brand-600" />
      <div className="min-w-0 flex-1 space-y-2">
        <h2 id="store-crm-title" className="text-base font-semibold text-ink-900">
          {t('settings.crmTitle')}
        </h2>
        <p className="text-sm text-ink-700">{t('settings.crmAuto')}</p>
        <p className="text-sm text-ink-700">{t('settings.crmBody')}</p>
        <input
          readOnly
          aria-label={t('settings.crmAddress')}
          value={address}
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-lg border border-ink-200 bg-ink-50 px-3 py-2 font-mono text-xs text-ink-800"
        />
      </div>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        {copied ? t('settings.crmCopied') : t('settings.crmCopy')}
      </Button>
    </section>
  );
}

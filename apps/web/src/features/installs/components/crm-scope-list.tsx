import type { TCrmAppScope } from '@atrium/contracts/v1-auth';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';

/** A scope's key in the texts: i18next reads dots as nesting, so `contacts.readonly` is `contacts_readonly`. */
export const scopeKey = (scope: TCrmAppScope) => scope.replace(/[./]/g, '_');

/**
 * What the app may read and change in the CRM, in plain words, before "Install": the scopes its listing declares.
 * Reading first, then changing; nothing when the app asks for no CRM access.
 */
export function CrmScopeList({ name, scopes }: { name: string; scopes: readonly TCrmAppScope[] }) {
  const { t } = useTranslation('installs', { keyPrefix: 'crmScopes' });
  const titleId = useId();
  if (scopes.length === 0) return null;
  const reads = scopes.filter((s) => s.endsWith('.readonly'));
  const writes = scopes.filter((s) => !s.endsWith('.readonly'));
  const group = (title: string, list: TCrmAppScope[], icon: 'eye' | 'shield') =>
    list.length > 0 ? (
      <div>
        <h4 className="text-xs font-semibold uppercase tracking-wide text-ink-500">{title}</h4>
        <ul className="mt-1 space-y-1">
          {list.map((scope) => (
            <li key={scope} className="flex items-start gap-2 text-sm text-ink-800">
              <Icon name={icon} className="mt-0.5 size-4 shrink-0 text-brand-600" />
              <span>{t(`labels.${scopeKey(scope)}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    ) : null;
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-ink-50 px-4 py-3">
      <h3 id={titleId} className="text-sm font-semibold text-ink-900">
        {t('title', { name })}
      </h3>
      <p className="mt-0.5 text-xs text-ink-600">{t('hint')}</p>
      <div className="mt-3 space-y-3">
        {group(t('read'), reads, 'eye')}
        {group(t('change'), writes, 'shield')}
      </div>
    </section>
  );
}

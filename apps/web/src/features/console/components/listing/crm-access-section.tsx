import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/forms/form-section';
import { describedByOf, FieldHelp } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { SCOPE_GROUPS, scopeLabelKey, toggleScope } from '@/features/console/utils/crm-scopes';
import type { ListingSectionProps } from './listing-fields';

/**
 * The CRM permissions the app asks for, grouped by what they are about, in the words agencies read in the install
 * dialog. None is fine (an app with a custom page alone needs no CRM access).
 */
export function CrmAccessSection({ values, errors, set, disabled }: ListingSectionProps) {
  // The scope labels are the install dialog's texts (the `installs` namespace), loaded here on first use.
  const { t, ready } = useTranslation(['console', 'installs']);
  const headingId = useId();
  const errorId = useId();
  const chosen = new Set(values.crmScopes);
  const error = errors.crmScopes;
  return (
    <FormSection id={headingId} title={t('listing.crmAccess')} description={t('listing.crmAccessHint')}>
      <p className="text-sm text-ink-700" aria-live="polite">
        {values.crmScopes.length === 0
          ? t('listing.crmScopesNone')
          : t('listing.crmScopesCount', { count: values.crmScopes.length, n: values.crmScopes.length })}
      </p>
      {ready ? (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {SCOPE_GROUPS.map(({ group, scopes }) => (
            <fieldset key={group} disabled={disabled} className="min-w-0 rounded-xl border border-ink-200 p-3">
              <legend className="px-1 text-sm font-semibold text-ink-900">{t(`listing.crmScopeGroups.${group}`)}</legend>
              <ul className="mt-1 space-y-1">
                {scopes.map((scope) => (
                  <li key={scope}>
                    <label className="flex cursor-pointer items-start gap-2.5 rounded-md px-1 py-1 text-sm text-ink-800 hover:bg-ink-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
                      <input
                        type="checkbox"
                        name="crmScopes"
                        value={scope}
                        checked={chosen.has(scope)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={describedByOf(errorId, error)}
                        onChange={(e) => set('crmScopes', toggleScope(values.crmScopes, scope, e.target.checked))}
                        className="mt-0.5 size-4 shrink-0 accent-brand-600"
                      />
                      <span className="min-w-0">
                        <span className="block">{t(scopeLabelKey(scope))}</span>
                        <span className="block font-mono text-xs text-ink-500" dir="ltr">
                          {scope}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
        </div>
      ) : (
        <Spinner size="sm" label={t('loading')} />
      )}
      <FieldHelp id={errorId} error={error} />
    </FormSection>
  );
}

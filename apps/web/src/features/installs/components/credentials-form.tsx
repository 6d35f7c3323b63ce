import type { TMaskedSecret } from '@atrium/contracts/app-tokens';
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useSaveCredentials } from '@/features/installs/api/install-secrets';
import { type CredentialErrors, type CredentialRow, credentialsBody } from '@/features/installs/utils/secret-forms';
import { MaskedValue } from './masked-value';

/**
 * The install's credentials for the app's own service. Saved values come back only as their last 4
 * characters; saving replaces the whole set, so the form starts empty rather than half-filled.
 */
export function CredentialsForm({ installId, saved }: { installId: string; saved: TMaskedSecret[] }) {
  const { t } = useTranslation('installs');
  const nextKey = useRef(1);
  const [rows, setRows] = useState<CredentialRow[]>([{ key: 0, name: '', value: '' }]);
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveCredentials();

  const update = (key: number, patch: Partial<CredentialRow>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const addRow = () => setRows((all) => [...all, { key: nextKey.current++, name: '', value: '' }]);
  const removeRow = (key: number) => setRows((all) => (all.length > 1 ? all.filter((r) => r.key !== key) : all));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = credentialsBody(installId, rows, {
      nameRequired: t('credentials.nameRequired'),
      nameRule: t('credentials.nameRule'),
      duplicate: t('credentials.duplicate'),
      valueRequired: t('credentials.valueRequired'),
      valueTooLong: t('credentials.valueTooLong'),
      atLeastOne: t('credentials.atLeastOne'),
      atMost: t('credentials.atMost'),
    });
    if (!result.ok) {
      setErrors(result.errors);
      setFormError(result.form ?? null);
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(result.body, {
      onSuccess: () => {
        toast.success(t('toast.credentialsSaved'));
        setRows([{ key: nextKey.current++, name: '', value: '' }]);
      },
    });
  };

  return (
    <div className="space-y-6">
      <section>
        <h3 className="text-sm font-semibold text-ink-900">{t('credentials.saved')}</h3>
        {saved.length === 0 ? (
          <p className="mt-2 text-sm text-ink-500">{t('credentials.none')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-ink-100 rounded-xl border border-ink-200">
            {saved.map((secret) => (
              <li key={secret.name} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
                <span className="min-w-0 truncate font-medium text-ink-800">{secret.name}</span>
                <MaskedValue last4={secret.last4} className="text-ink-600" />
              </li>
            ))}
          </ul>
        )}
      </section>
      <form onSubmit={submit} noValidate className="space-y-3">
        <h3 className="text-sm font-semibold text-ink-900">
          {saved.length ? t('credentials.replaceTitle') : t('credentials.addTitle')}
        </h3>
        {saved.length ? <p className="text-xs text-ink-500">{t('credentials.replaceHint')}</p> : null}
        {rows.map((row, index) => (
          <div key={row.key} className="grid gap-3 rounded-xl bg-ink-50 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
            <Field
              label={t('credentials.name', { n: index + 1 })}
              name={`name-${row.key}`}
              value={row.name}
              autoComplete="off"
              placeholder="api_key"
              onChange={(e) => update(row.key, { name: e.target.value })}
              error={errors[row.key]?.name}
            />
            <Field
              label={t('credentials.value', { n: index + 1 })}
              name={`value-${row.key}`}
              type="password"
              autoComplete="new-password"
              value={row.value}
              onChange={(e) => update(row.key, { value: e.target.value })}
              error={errors[row.key]?.value}
            />
            <Button
              variant="ghost"
              size="sm"
              className="sm:mt-7"
              disabled={rows.length === 1}
              onClick={() => removeRow(row.key)}
              aria-label={t('credentials.remove', { n: index + 1 })}
            >
              <span aria-hidden="true">×</span>
            </Button>
          </div>
        ))}
        {formError ? <p className="text-sm text-red-600">{formError}</p> : null}
        {save.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {t('states.error', { message: save.error.message })}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-between gap-2 pt-1">
          <Button variant="secondary" size="sm" onClick={addRow} disabled={rows.length >= 20}>
            {t('credentials.addRow')}
          </Button>
          <Button type="submit" size="sm" loading={save.isPending}>
            {t('credentials.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}

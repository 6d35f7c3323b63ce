import type { TSnapshotCustomField } from '@atrium/contracts/snapshots';
import { useTranslation } from 'react-i18next';
import { StateCard } from '@/components/ui/state-card';

/** What a location gives when the listing is loaded: label, key, type, required, help and default. */
export function CustomFieldsTab({ fields }: { fields: readonly TSnapshotCustomField[] }) {
  const { t } = useTranslation('snapshots');
  if (fields.length === 0) return <StateCard icon="checklist" title={t('fields.emptyTitle')} body={t('fields.emptyBody')} />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-600">{t('fields.intro')}</p>
      <ul className="grid gap-3 md:grid-cols-2">
        {fields.map((field) => (
          <li key={field._id} className="rounded-2xl bg-white p-4 ring-1 ring-ink-200">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold break-words text-ink-900">{field.label}</h3>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ${field.required ? 'bg-red-50 text-red-700' : 'bg-ink-100 text-ink-600'}`}
              >
                {field.required ? t('fields.required') : t('fields.optional')}
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink-500">{t('fields.key')}</dt>
              <dd dir="ltr" className="font-mono text-xs break-all text-ink-800 rtl:text-end">
                {`{{ custom_values.${field.key} }}`}
              </dd>
              <dt className="text-ink-500">{t('fields.type')}</dt>
              <dd className="text-ink-800">
                {t(`fieldTypes.${field.type}`)}
                {field.type === 'choice' && field.options.length > 0 ? ` (${field.options.join(', ')})` : ''}
              </dd>
              <dt className="text-ink-500">{t('fields.default')}</dt>
              <dd className="break-words text-ink-800">
                {field.type === 'color' && field.defaultValue ? (
                  <span
                    className="me-1.5 inline-block size-3 rounded-sm align-middle ring-1 ring-ink-300"
                    style={{ background: field.defaultValue }}
                  />
                ) : null}
                {field.defaultValue ?? t('fields.noDefault')}
              </dd>
            </dl>
            {field.helpText ? (
              <p dir="auto" className="mt-2 text-sm text-ink-600">
                {field.helpText}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useCrmSnapshots } from '@/features/snapshot-manager/api/crm-snapshots';
import { errorText } from '@/features/snapshot-manager/utils/error-text';
import { CrmProblem, crmProblemOf } from './crm-problem';

interface CrmSnapshotPickerProps {
  value: string;
  onChange: (crmSnapshotId: string, name: string) => void;
  /** CRM snapshots the agency has listed already (each can be listed once). */
  listed: ReadonlySet<string>;
  error: string | null;
}

/** Step one of publishing: which of the agency's CRM snapshots the listing stands for. */
export function CrmSnapshotPicker({ value, onChange, listed, error }: CrmSnapshotPickerProps) {
  const { t } = useTranslation('snapshot-manager');
  const crm = useCrmSnapshots();

  if (crm.isPending)
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-sm text-ink-600">
        <Spinner /> {t('publish.crmLoading')}
      </div>
    );
  if (crm.isError) {
    const code = crmProblemOf(crm.error);
    if (code) return <CrmProblem code={code} />;
    return (
      <LoadError
        title={t('publish.crmErrorTitle')}
        body={errorText(crm.error, t('errors.offline'), t('publish.crmErrorBody'))}
        retryLabel={t('actions.retry')}
        retrying={crm.isFetching}
        onRetry={() => void crm.refetch()}
      />
    );
  }
  if (crm.data.length === 0)
    return <StateCard icon="store" title={t('publish.crmEmptyTitle')} body={t('publish.crmEmptyBody')} />;

  return (
    <fieldset aria-describedby={error ? 'crm-snapshot-error' : undefined}>
      <legend className="sr-only">{t('publish.crmLegend')}</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {crm.data.map((snapshot) => {
          const taken = listed.has(snapshot.id);
          const chosen = value === snapshot.id;
          return (
            <li key={snapshot.id}>
              <label
                className={`flex h-full items-start gap-3 rounded-xl border p-3 text-sm ${
                  taken
                    ? 'cursor-not-allowed border-ink-200 bg-ink-50 text-ink-500'
                    : chosen
                      ? 'cursor-pointer border-brand-500 bg-brand-50 ring-2 ring-brand-200'
                      : 'cursor-pointer border-ink-200 bg-white hover:border-brand-300'
                }`}
              >
                <input
                  type="radio"
                  name="crm-snapshot"
                  value={snapshot.id}
                  checked={chosen}
                  disabled={taken}
                  onChange={() => onChange(snapshot.id, snapshot.name)}
                  className="mt-0.5 size-4 accent-brand-600"
                />
                <span className="min-w-0">
                  <span dir="auto" className="block font-medium text-ink-900">
                    {snapshot.name}
                  </span>
                  <span className="block text-xs text-ink-500">
                    {taken
                      ? t('publish.alreadyListed')
                      : snapshot.type
                        ? t(`publish.crmTypes.${snapshot.type}`, { defaultValue: snapshot.type })
                        : null}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id="crm-snapshot-error" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

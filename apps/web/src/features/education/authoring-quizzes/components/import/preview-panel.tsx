import type { TCsvImportReport, TCsvTarget } from '@atrium/contracts/csv-import';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { CsvRowsTable } from './csv-rows-table';

/** The preview: counts, every row with its status and problems, and Import for the good rows. */
export function PreviewPanel({
  target,
  report,
  onImport,
}: {
  target: TCsvTarget;
  report: TCsvImportReport;
  onImport: () => void;
}) {
  const { t, i18n } = useTranslation('authoring-quizzes');
  const n = (value: number) => formatNumber(value, i18n.language);
  const bad = report.total - report.valid;
  return (
    <section aria-labelledby="import-step-preview" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
      <h2 id="import-step-preview" className="text-lg font-semibold text-ink-900">
        {t('import.steps.preview')}
      </h2>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-ink-600">{t('import.counts.total')}</dt>
          <dd className="font-semibold text-ink-900">{n(report.total)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-ink-600">{t('import.counts.ready')}</dt>
          <dd className="font-semibold text-emerald-700">{n(report.valid)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-ink-600">{t('import.counts.problems')}</dt>
          <dd className={`font-semibold ${bad > 0 ? 'text-amber-700' : 'text-ink-900'}`}>{n(bad)}</dd>
        </div>
      </dl>
      {bad > 0 ? <p className="mt-2 text-sm text-ink-600">{t('import.badRowsHint')}</p> : null}
      <div className="mt-4">
        <CsvRowsTable
          target={target}
          caption={t('import.steps.preview')}
          rows={report.rows.map((row) => ({ ...row, status: row.ok ? 'ready' : 'rejected' }))}
        />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button onClick={onImport} disabled={report.valid === 0}>
          {t('import.importRows', { n: n(report.valid), count: report.valid })}
        </Button>
        {report.valid === 0 ? <p className="text-sm text-ink-600">{t('import.nothingToImport')}</p> : null}
      </div>
    </section>
  );
}

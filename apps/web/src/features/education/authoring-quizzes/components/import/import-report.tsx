import type { TCsvImportReport, TCsvRowReport, TCsvTarget } from '@atrium/contracts/csv-import';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ImportStop } from '@/features/education/authoring-quizzes/hooks/use-csv-import';
import { finalReport, reportCsv } from '@/features/education/authoring-quizzes/utils/csv-chunks';
import { downloadText } from '@/features/education/authoring-quizzes/utils/csv-text';
import { formatNumber } from '@/lib/format';
import { CsvRowsTable } from './csv-rows-table';

export interface ImportReportProps {
  target: TCsvTarget;
  preview: TCsvImportReport;
  imported: ReadonlyMap<number, TCsvRowReport>;
  stop: ImportStop;
  /** Good rows not sent yet (after a cancel or a failed request). */
  pending: number;
  onResume: () => void;
  onStartOver: () => void;
}

/** What happened to every row: imported, rejected (with why) or not imported; downloadable as CSV. */
export function ImportReport({ target, preview, imported, stop, pending, onResume, onStartOver }: ImportReportProps) {
  const { t, i18n } = useTranslation('authoring-quizzes');
  const n = (value: number) => formatNumber(value, i18n.language);
  const rows = finalReport(preview.rows, imported);
  const count = (outcome: string) => rows.filter((r) => r.outcome === outcome).length;
  const download = () =>
    downloadText(
      `${target}-import-report.csv`,
      reportCsv(target, rows, {
        line: t('import.table.line'),
        outcome: t('import.table.status'),
        problems: t('import.table.problems'),
        outcomes: {
          imported: t('import.status.imported'),
          rejected: t('import.status.rejected'),
          notImported: t('import.status.notImported'),
        },
      }),
    );

  return (
    <section aria-labelledby="import-report" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
      <h2 id="import-report" className="text-lg font-semibold text-ink-900">
        {t('import.report.title')}
      </h2>
      {stop ? (
        <p role="status" className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200">
          {stop.reason === 'cancelled' ? t('import.report.cancelled') : t('import.report.failed', { reason: stop.message })}
        </p>
      ) : null}
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-live="polite">
        <div className="flex gap-1.5">
          <dt className="text-ink-600">{t('import.status.imported')}</dt>
          <dd className="font-semibold text-emerald-700">{n(count('imported'))}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-ink-600">{t('import.status.rejected')}</dt>
          <dd className="font-semibold text-amber-700">{n(count('rejected'))}</dd>
        </div>
        {count('notImported') > 0 ? (
          <div className="flex gap-1.5">
            <dt className="text-ink-600">{t('import.status.notImported')}</dt>
            <dd className="font-semibold text-ink-900">{n(count('notImported'))}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-4">
        <CsvRowsTable target={target} caption={t('import.report.title')} rows={rows.map((r) => ({ ...r, status: r.outcome }))} />
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        {pending > 0 ? <Button onClick={onResume}>{t('import.report.resume', { n: n(pending), count: pending })}</Button> : null}
        <Button variant="secondary" onClick={download}>
          {t('import.report.download')}
        </Button>
        <Button variant="ghost" onClick={onStartOver}>
          {t('import.report.startOver')}
        </Button>
      </div>
    </section>
  );
}

import { CSV_COLUMNS, type TCsvRowReport, type TCsvTarget } from '@atrium/contracts/csv-import';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/features/education/authoring-quizzes/components/status-badge';
import type { RowOutcome } from '@/features/education/authoring-quizzes/utils/csv-chunks';
import { formatNumber } from '@/lib/format';

export type RowStatus = 'ready' | RowOutcome;
export interface DisplayRow {
  line: number;
  status: RowStatus;
  errors: TCsvRowReport['errors'];
  values: TCsvRowReport['values'];
}

/**
 * Column names and the server's (English) messages are isolated from the sentence around them (Unicode FSI … PDI),
 * so a right-to-left sentence does not reorder their words.
 */
const isolate = (text: string) => `\u2068${text}\u2069`;

const TONES = { ready: 'green', imported: 'green', rejected: 'amber', notImported: 'grey' } as const;

/** A problem's column as the file names it (the server names the field: `linkUrl` is the column `linkurl`). */
function columnOf(target: TCsvTarget, field: string): string | null {
  return CSV_COLUMNS[target].find((c) => c === field.toLowerCase()) ?? null;
}

/** The rows of a preview or of a finished import, each with its status and problems; filterable to the problems. */
export function CsvRowsTable({ target, rows, caption }: { target: TCsvTarget; rows: readonly DisplayRow[]; caption: string }) {
  const { t, i18n } = useTranslation('authoring-quizzes');
  const [problemsOnly, setProblemsOnly] = useState(false);
  const filterId = useId();
  const columns = CSV_COLUMNS[target];
  const withProblems = rows.filter((r) => r.status !== 'ready' && r.status !== 'imported');
  const shown = problemsOnly ? withProblems : rows;

  return (
    <div>
      {withProblems.length > 0 ? (
        <div className="mb-3 flex items-center gap-2">
          <input
            id={filterId}
            type="checkbox"
            checked={problemsOnly}
            onChange={(e) => setProblemsOnly(e.target.checked)}
            className="size-4 accent-brand-600"
          />
          <label htmlFor={filterId} className="text-sm text-ink-700">
            {t('import.table.problemsOnly')}
          </label>
        </div>
      ) : null}
      <div className="overflow-x-auto rounded-xl ring-1 ring-ink-200">
        <table className="min-w-full divide-y divide-ink-200 text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-ink-50 text-start text-xs font-semibold tracking-wide text-ink-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t('import.table.line')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t('import.table.status')}
              </th>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-3 py-2 text-start normal-case">
                  {c}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-start">
                {t('import.table.problems')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100 bg-white">
            {shown.map((row) => (
              <tr key={row.line} className={row.status === 'rejected' ? 'bg-amber-50/50' : undefined}>
                <td className="px-3 py-2 font-medium whitespace-nowrap text-ink-900">{formatNumber(row.line, i18n.language)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <StatusBadge tone={TONES[row.status]}>{t(`import.status.${row.status}`)}</StatusBadge>
                </td>
                {columns.map((c) => (
                  <td key={c} className="max-w-56 truncate px-3 py-2 text-ink-700" title={row.values[c] ?? ''}>
                    {row.values[c] ?? ''}
                  </td>
                ))}
                <td className="min-w-56 px-3 py-2 text-red-700">
                  {row.errors.length > 0 ? (
                    <ul className="space-y-0.5">
                      {row.errors.map((error) => {
                        const column = columnOf(target, error.field);
                        return (
                          <li key={`${error.field}-${error.message}`}>
                            {column
                              ? t('import.table.inColumn', { column: isolate(column), message: isolate(error.message) })
                              : error.message}
                          </li>
                        );
                      })}
                    </ul>
                  ) : row.status === 'notImported' ? (
                    <span className="text-ink-500">{t('import.table.notSent')}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

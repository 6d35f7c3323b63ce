import type { TInstallChartPoint } from '@atrium/contracts/app-console';
import { useTranslation } from 'react-i18next';
import { formatDay, formatNumber } from '@/lib/format';

const TH = 'px-3 py-2 text-xs font-semibold tracking-wide text-ink-500 uppercase';

/** The chart's numbers as a table, newest day first: the text alternative, and handy for exact values. */
export function InstallsTable({ points }: { points: readonly TInstallChartPoint[] }) {
  const { t, i18n } = useTranslation('console');
  const lng = i18n.language;
  return (
    <div className="max-h-80 overflow-auto rounded-lg ring-1 ring-ink-200">
      <table className="min-w-full divide-y divide-ink-200 text-sm">
        <caption className="sr-only">{t('installs.tableCaption')}</caption>
        <thead className="sticky top-0 bg-ink-50">
          <tr>
            <th scope="col" className={`${TH} text-start`}>
              {t('installs.day')}
            </th>
            <th scope="col" className={`${TH} text-end`}>
              {t('installs.installs')}
            </th>
            <th scope="col" className={`${TH} text-end`}>
              {t('installs.uninstalls')}
            </th>
            <th scope="col" className={`${TH} text-end`}>
              {t('installs.active')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100 bg-white tabular-nums">
          {[...points].reverse().map((p) => (
            <tr key={p.day}>
              <th scope="row" className="px-3 py-1.5 text-start font-normal whitespace-nowrap text-ink-700">
                {formatDay(p.day, lng, 'long')}
              </th>
              <td className="px-3 py-1.5 text-end text-ink-700">{formatNumber(p.installs, lng)}</td>
              <td className="px-3 py-1.5 text-end text-ink-700">{formatNumber(p.uninstalls, lng)}</td>
              <td className="px-3 py-1.5 text-end font-medium text-ink-900">{formatNumber(p.active, lng)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

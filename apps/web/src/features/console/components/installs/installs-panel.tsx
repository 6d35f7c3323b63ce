import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { INSTALL_RANGES, type TInstallRange } from '@/features/console/api/console-keys';
import { useAppInstalls } from '@/features/console/api/get-app-installs';
import { formatNumber } from '@/lib/format';
import { InstallsChart } from './installs-chart';
import { InstallsTable } from './installs-table';

/** Installs over 7, 30, 90 or 365 days: headline numbers, the chart, and the same data as a table. */
export function InstallsPanel({ appId }: { appId: string }) {
  const { t, i18n } = useTranslation('console');
  const [days, setDays] = useState<TInstallRange>(30);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const chart = useAppInstalls(appId, days);
  const points = chart.data?.points ?? [];
  const installs = points.reduce((sum, p) => sum + p.installs, 0);
  const uninstalls = points.reduce((sum, p) => sum + p.uninstalls, 0);
  const lng = i18n.language;
  // A sign only on a real change: "+0" reads like a glitch.
  const signed = (n: number, sign: string) => (n > 0 ? `${sign}${formatNumber(n, lng)}` : formatNumber(n, lng));

  const stats = [
    { label: t('installs.totalActive'), value: formatNumber(chart.data?.totalActive ?? 0, lng), tone: 'text-ink-900' },
    { label: t('installs.newInPeriod', { days, count: days }), value: signed(installs, '+'), tone: 'text-emerald-700' },
    { label: t('installs.lostInPeriod', { days, count: days }), value: signed(uninstalls, '−'), tone: 'text-rose-700' },
  ];

  return (
    <section aria-labelledby="installs-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="installs-title" className="text-lg font-semibold text-ink-900">
            {t('installs.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-500">{t('installs.subtitle')}</p>
        </div>
        <fieldset className="grid grid-cols-4 rounded-lg bg-ink-100 p-1 sm:inline-flex sm:self-start">
          <legend className="sr-only">{t('installs.range')}</legend>
          {INSTALL_RANGES.map((range) => (
            <label
              key={range}
              className={`cursor-pointer rounded-md px-2 py-1.5 text-center text-sm font-medium whitespace-nowrap transition sm:px-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                days === range ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900'
              }`}
            >
              <input
                type="radio"
                name="installs-range"
                className="sr-only"
                checked={days === range}
                onChange={() => setDays(range)}
              />
              {t('installs.days', { days: range, count: range })}
            </label>
          ))}
        </fieldset>
      </div>

      <dl className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {stats.map((s) => (
          <div key={s.label} className="rounded-xl bg-ink-50 px-4 py-3 ring-1 ring-ink-100">
            <dt className="text-xs font-medium text-ink-500">{s.label}</dt>
            <dd className={`mt-1 text-2xl font-semibold tabular-nums ${s.tone}`}>{chart.data ? s.value : '—'}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-6" aria-busy={chart.isFetching}>
        {chart.isPending ? (
          <div className="flex h-64 items-center justify-center">
            <Spinner label={t('loading')} />
          </div>
        ) : chart.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center text-sm text-red-700">
            <p>{t('installs.loadError', { message: chart.error.message })}</p>
            <Button variant="secondary" size="sm" onClick={() => chart.refetch()}>
              {t('actions.retry')}
            </Button>
          </div>
        ) : view === 'chart' ? (
          <InstallsChart points={points} />
        ) : (
          <InstallsTable points={points} />
        )}
      </div>
      <div className="mt-4 flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setView(view === 'chart' ? 'table' : 'chart')}
          aria-pressed={view === 'table'}
        >
          {view === 'chart' ? t('installs.showTable') : t('installs.showChart')}
        </Button>
      </div>
    </section>
  );
}

import type { TAiUsageScope } from '@atrium/contracts/ai-agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { LimitsDialog } from './limits-dialog';
import { UsageBar } from './usage-bar';

export interface UsageListProps {
  rows: readonly TAiUsageScope[];
  /** Whether the viewer may change this scope's limits (the server decides again). */
  canEdit: (row: TAiUsageScope) => boolean;
}

/** One card per scope: this month's tokens against the budget, the requests, the rate, and Edit where allowed. */
export function UsageList({ rows, canEdit }: UsageListProps) {
  const { t, i18n } = useTranslation('aiAgents');
  const [editing, setEditing] = useState<TAiUsageScope | null>(null);
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {rows.map((row) => (
          <li key={`${row.scope}:${row.id}`} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs font-medium tracking-wide text-ink-500 uppercase">{t(`usage.scope.${row.scope}`)}</p>
                <h2 className="truncate text-base font-semibold text-ink-900" dir="auto">
                  {row.name}
                </h2>
              </div>
              {canEdit(row) ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing(row)}
                  aria-label={t('usage.editNamed', { name: row.name })}
                >
                  {t('usage.edit')}
                </Button>
              ) : null}
            </div>
            <div className="space-y-1.5">
              <div className="flex flex-wrap justify-between gap-x-3 text-sm">
                <span className="text-ink-700">{t('usage.tokens')}</span>
                <span className="text-ink-900 tabular-nums">
                  {t('usage.ofLimit', { used: n(row.tokensThisMonth), limit: n(row.limits.monthlyTokens) })}
                </span>
              </div>
              <UsageBar
                used={row.tokensThisMonth}
                limit={row.limits.monthlyTokens}
                label={t('usage.tokensOf', { name: row.name })}
              />
            </div>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-xs text-ink-500">{t('usage.requests')}</dt>
                <dd className="text-ink-900 tabular-nums">{n(row.requestsThisMonth)}</dd>
              </div>
              <div>
                <dt className="text-xs text-ink-500">{t('usage.rate')}</dt>
                <dd className="text-ink-900 tabular-nums">{t('usage.perMinute', { n: n(row.limits.requestsPerMinute) })}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {editing ? <LimitsDialog row={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

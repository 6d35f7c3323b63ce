import type { TStripePayment, TStripePayout } from '@atrium/contracts/payments';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type PillTone, StatusPill } from '@/components/ui/status-pill';
import { formatDate, formatMoney } from '@/lib/format';

const TONE: Record<string, PillTone> = {
  succeeded: 'good',
  paid: 'good',
  pending: 'busy',
  in_transit: 'busy',
  failed: 'bad',
  canceled: 'idle',
  refunded: 'idle',
  partially_refunded: 'warn',
};

/** A table on wide screens; on a phone each row is a card whose cells carry their column's name. */
const cell =
  'block px-0 py-0.5 sm:table-cell sm:px-3 sm:py-3 max-sm:before:me-2 max-sm:before:text-ink-500 max-sm:before:content-[attr(data-label)]';

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table className="block w-full text-sm sm:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden border-b border-ink-200 text-start text-ink-500 sm:table-header-group">
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" className="px-3 py-2 text-start font-medium">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block divide-y divide-ink-100 sm:table-row-group">{children}</tbody>
    </table>
  );
}

const row = 'block py-3 sm:table-row sm:py-0';

export function PaymentsTable({ items }: { items: TStripePayment[] }) {
  const { t, i18n } = useTranslation('payments', { keyPrefix: 'activity' });
  const lng = i18n.language;
  const head = [t('columns.date'), t('columns.payment'), t('columns.amount'), t('columns.fee'), t('columns.status')];
  return (
    <Table caption={t('tabs.payments')} head={head}>
      {items.map((p) => (
        <tr key={p.id} className={row}>
          <td data-label={head[0]} className={cell}>
            {formatDate(p.createdAt, lng)}
          </td>
          <td data-label={head[1]} className={`${cell} break-words`}>
            <span className="font-medium text-ink-900">{p.description ?? t('noDescription')}</span>
            {p.customer ? <span className="block text-ink-500">{p.customer}</span> : null}
            {p.failureMessage ? <span className="block text-red-700">{p.failureMessage}</span> : null}
            {p.receiptUrl ? (
              <a href={p.receiptUrl} target="_blank" rel="noreferrer" className="block text-brand-700 underline">
                {t('receipt')}
              </a>
            ) : null}
          </td>
          <td data-label={head[2]} className={`${cell} tabular-nums`}>
            {formatMoney(p.amount.amountMinor, p.amount.currency, lng, { keepCents: true })}
            {p.refunded.amountMinor > 0 ? (
              <span className="block text-ink-500">
                {t('refunded', { amount: formatMoney(p.refunded.amountMinor, p.refunded.currency, lng, { keepCents: true }) })}
              </span>
            ) : null}
          </td>
          <td data-label={head[3]} className={`${cell} tabular-nums`}>
            {p.fee ? formatMoney(p.fee.amountMinor, p.fee.currency, lng, { keepCents: true }) : '—'}
          </td>
          <td data-label={head[4]} className={cell}>
            <StatusPill tone={TONE[p.status] ?? 'idle'}>{t(`statuses.${p.status}`)}</StatusPill>
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function PayoutsTable({ items }: { items: TStripePayout[] }) {
  const { t, i18n } = useTranslation('payments', { keyPrefix: 'activity' });
  const lng = i18n.language;
  const head = [t('columns.date'), t('columns.arrival'), t('columns.amount'), t('columns.status')];
  return (
    <Table caption={t('tabs.payouts')} head={head}>
      {items.map((p) => (
        <tr key={p.id} className={row}>
          <td data-label={head[0]} className={cell}>
            {formatDate(p.createdAt, lng)}
            {p.description ? <span className="block text-ink-500">{p.description}</span> : null}
          </td>
          <td data-label={head[1]} className={cell}>
            {formatDate(p.arrivalDate, lng)}
          </td>
          <td data-label={head[2]} className={`${cell} tabular-nums`}>
            {formatMoney(p.amount.amountMinor, p.amount.currency, lng, { keepCents: true })}
          </td>
          <td data-label={head[3]} className={cell}>
            <StatusPill tone={TONE[p.status] ?? 'idle'}>{t(`statuses.${p.status}`)}</StatusPill>
          </td>
        </tr>
      ))}
    </Table>
  );
}

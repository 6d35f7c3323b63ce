import type { TAppInvoice } from '@atrium/contracts/app-billing';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { StatusPill } from '@/components/ui/status-pill';
import { invoicesQuery } from '@/features/app-billing/api/billing-api';
import { INVOICE_TONE } from '@/features/app-billing/utils/billing-view';
import { formatDate, formatMoney } from '@/lib/format';
import { BillingCard, EmptyLine, QueryGate } from './billing-card';

/** The invoices of the agency's app subscriptions, newest first, with Stripe's hosted page and PDF. */
export function InvoicesSection() {
  const { t } = useTranslation('billing');
  const invoices = useInfiniteQuery(invoicesQuery());
  const rows = invoices.data?.pages.flatMap((page) => page.data) ?? [];
  const total = invoices.data?.pages[0]?.meta.total ?? 0;
  return (
    <BillingCard title={t('invoices.title')}>
      <QueryGate query={invoices} />
      {invoices.data && rows.length === 0 ? <EmptyLine>{t('invoices.empty')}</EmptyLine> : null}
      {rows.length > 0 ? (
        <>
          <ul className="divide-y divide-ink-100 border-y border-ink-100">
            {rows.map((invoice) => (
              <InvoiceRow key={invoice._id} invoice={invoice} />
            ))}
          </ul>
          <LoadMoreFooter
            summary={t('invoices.shown', { shown: rows.length, total })}
            hasMore={Boolean(invoices.hasNextPage)}
            loading={invoices.isFetchingNextPage}
            onLoadMore={() => void invoices.fetchNextPage()}
            label={t('invoices.more')}
            error={invoices.isFetchNextPageError ? t('states.error', { message: invoices.error?.message ?? '' }) : null}
          />
        </>
      ) : null}
    </BillingCard>
  );
}

function InvoiceRow({ invoice }: { invoice: TAppInvoice }) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.language;
  const amount = invoice.status === 'paid' ? invoice.amountPaidMinor : invoice.amountDueMinor;
  const link = 'font-medium text-brand-700 underline-offset-2 hover:underline';
  return (
    <li
      className="grid grid-cols-2 gap-x-4 gap-y-1 py-3 text-sm sm:grid-cols-[1fr_auto_auto_auto] sm:items-center"
      data-testid="billing-invoice"
    >
      <div className="col-span-2 min-w-0 sm:col-span-1">
        <p className="font-medium text-ink-900">{invoice.number ?? t('invoices.noNumber')}</p>
        <p dir="auto" className="truncate text-xs text-ink-500">
          {formatDate(invoice.issuedAt, lng)}
          {invoice.description ? ` · ${invoice.description}` : ''}
        </p>
      </div>
      <p className="font-semibold text-ink-900 tabular-nums">{formatMoney(amount, invoice.currency, lng, { keepCents: true })}</p>
      <p className="justify-self-end sm:justify-self-auto">
        <StatusPill tone={INVOICE_TONE[invoice.status] ?? 'idle'}>
          {t(`invoices.status.${invoice.status}`, { defaultValue: invoice.status })}
        </StatusPill>
      </p>
      <p className="col-span-2 flex gap-4 sm:col-span-1 sm:justify-end">
        {invoice.hostedInvoiceUrl ? (
          <a
            href={invoice.hostedInvoiceUrl}
            target="_blank"
            rel="noreferrer"
            className={link}
            aria-label={t('invoices.viewLabel', { number: invoice.number ?? '' })}
          >
            {t('invoices.view')}
          </a>
        ) : null}
        {invoice.invoicePdf ? (
          <a
            href={invoice.invoicePdf}
            target="_blank"
            rel="noreferrer"
            className={link}
            aria-label={t('invoices.pdfLabel', { number: invoice.number ?? '' })}
          >
            {t('invoices.pdf')}
          </a>
        ) : null}
      </p>
    </li>
  );
}

import type { TOutboxMailSummary } from '@atrium/contracts/email-outbox';
import { useTranslation } from 'react-i18next';
import { dateFormat, intlLocale } from '@/lib/format';

/** Sent (when), failed (its error code) or kept unsent, as a small badge. */
export function OutboxStatus({ mail }: { mail: TOutboxMailSummary }) {
  const { t } = useTranslation('account', { keyPrefix: 'outbox.status' });
  const when = useWhen();
  if (mail.sentAt)
    return <Badge tone="bg-green-50 text-green-700 ring-green-200">{t('sent', { date: when(mail.sentAt) })}</Badge>;
  if (mail.error) return <Badge tone="bg-red-50 text-red-700 ring-red-200">{t('failed', { error: mail.error })}</Badge>;
  return <Badge tone="bg-amber-50 text-amber-800 ring-amber-200">{t('unsent')}</Badge>;
}

function Badge({ tone, children }: { tone: string; children: React.ReactNode }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${tone}`}>{children}</span>;
}

/** Date and time in the reader's language. */
export function useWhen() {
  const { i18n } = useTranslation();
  const format = dateFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

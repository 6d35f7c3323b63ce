import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { usePaidChoice } from '@/features/installs/hooks/use-paid-choice';
import { QuoteSummary } from './quote-summary';

interface PaidQuoteLineProps {
  paid: ReturnType<typeof usePaidChoice>;
  canBuy: boolean;
  hasTarget: boolean;
}

/** Under the install dialog's choices, for a paid plan: the total for the places chosen, or why it cannot be bought. */
export function PaidQuoteLine({ paid, canBuy, hasTarget }: PaidQuoteLineProps) {
  const { t } = useTranslation('installs');
  const note = (text: string, tone: 'info' | 'bad') => (
    <p
      role={tone === 'bad' ? 'alert' : undefined}
      className={`rounded-xl px-4 py-3 text-sm ${tone === 'bad' ? 'bg-red-50 text-red-800' : 'bg-ink-50 text-ink-700'}`}
    >
      {text}
    </p>
  );
  if (!canBuy) return note(t('paid.agencyBuys'), 'info');
  if (paid.unavailable) return note(t('paid.cannotTakePayments'), 'bad');
  if (!hasTarget) return note(t('paid.chooseToSeeTotal'), 'info');
  if (paid.quote.isError) return note(paid.quote.error.message, 'bad');
  if (!paid.shown)
    return (
      <div className="flex items-center gap-2 text-sm text-ink-600">
        <Spinner size="sm" />
        {t('paid.quoteLoading')}
      </div>
    );
  return (
    <div className={paid.current ? undefined : 'opacity-60'} aria-busy={paid.current ? undefined : true}>
      <QuoteSummary quote={paid.shown} compact />
    </div>
  );
}

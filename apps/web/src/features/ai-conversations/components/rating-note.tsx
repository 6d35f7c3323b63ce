import type { TChatMessage } from '@atrium/contracts/chat-conversations';
import { useTranslation } from 'react-i18next';

/** The asker's rating under an answer; an unhelpful one stands out, with the reason they gave. */
export function RatingNote({ rating }: { rating: TChatMessage['rating'] }) {
  const { t } = useTranslation('aiConversations');
  if (!rating) return null;
  if (rating.helpful)
    return (
      <p className="mt-1.5 inline-flex items-center rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-medium text-green-700 ring-1 ring-green-200">
        {t('rating.ratedHelpful')}
      </p>
    );
  return (
    <div className="mt-1.5 rounded-xl border-s-4 border-red-400 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-semibold">{t('rating.ratedUnhelpful')}</p>
      <p dir="auto" className="mt-0.5 break-words whitespace-pre-wrap">
        {rating.reason ? t('rating.reason', { reason: rating.reason }) : t('rating.noReason')}
      </p>
    </div>
  );
}

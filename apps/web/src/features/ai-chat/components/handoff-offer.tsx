import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useHandoff } from '@/features/ai-chat/api/change-conversation';

/**
 * "Talk to a person" when the agent did not know: a support ticket opens with the transcript, and its number links
 * to it. `ticketHref` is where a ticket opens from this screen (the CRM's support view, or the help desk).
 */
export function HandoffOffer({
  conversationId,
  ticketHref,
}: {
  conversationId: string;
  ticketHref: (ticketId: string) => string;
}) {
  const { t } = useTranslation('aiChat');
  const handoff = useHandoff(conversationId);
  if (handoff.data)
    return (
      <p role="status" className="mt-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
        {t('handoff.done')}{' '}
        <Link to={ticketHref(handoff.data.ticketId)} className="font-semibold underline">
          {t('handoff.ticket', { number: handoff.data.ticketNumber })}
        </Link>
      </p>
    );
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" loading={handoff.isPending} onClick={() => handoff.mutate()}>
        {t('handoff.action')}
      </Button>
      {handoff.isError ? (
        <span role="alert" className="text-xs text-red-700">
          {t('handoff.failed')}
        </span>
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { ChatComposer } from '@/components/ai-chat/chat-composer';
import { Button } from '@/components/ui/button';
import { useAddMessage } from '@/features/ai-conversations/api/add-message';
import { useHandBack } from '@/features/ai-conversations/api/hand-back';
import { ApiError } from '@/lib/api-client';

/**
 * A person of the support staff writes in the conversation. Before the first such message the screen says what it
 * does (the agent stops answering until it is given back); a failed send keeps the text, to send again.
 */
export function PersonComposer({
  conversationId,
  personActive,
  askerName,
}: {
  conversationId: string;
  personActive: boolean;
  askerName: string;
}) {
  const { t } = useTranslation('aiConversations');
  const send = useAddMessage(conversationId);
  const handBack = useHandBack(conversationId);
  const failed = send.isError ? send.variables : null;
  return (
    <section aria-labelledby="person-composer-title" className="space-y-2">
      <h2 id="person-composer-title" className="text-sm font-semibold text-ink-800">
        {t('composer.title')}
      </h2>
      <div
        className={`flex flex-wrap items-center gap-3 rounded-xl px-3 py-2 text-sm ${personActive ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200'}`}
      >
        <p className="min-w-0 flex-1">
          {personActive ? t('composer.personActive', { name: askerName }) : t('composer.stepsBack', { name: askerName })}
        </p>
        {personActive ? (
          <Button variant="secondary" size="sm" onClick={() => handBack.mutate()} loading={handBack.isPending}>
            {t('composer.handBack')}
          </Button>
        ) : null}
      </div>
      {handBack.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
          {t('composer.handBackFailed')}
        </p>
      ) : null}
      <ChatComposer
        onSend={(text) => send.mutate(text)}
        disabled={send.isPending}
        placeholder={t('composer.placeholder')}
        label={t('composer.label')}
      />
      {failed ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
          <div className="min-w-0 flex-1">
            <p>{send.error instanceof ApiError && send.error.status === 403 ? t('composer.notStaff') : t('composer.failed')}</p>
            <p dir="auto" className="mt-0.5 line-clamp-2 text-xs break-words text-red-600">
              {failed}
            </p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => send.mutate(failed)} loading={send.isPending}>
            {t('composer.retry')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

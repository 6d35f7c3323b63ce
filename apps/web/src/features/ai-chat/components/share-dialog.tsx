import type { TChatConversation, TConversationShare } from '@atrium/contracts/chat-conversations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RadioCards } from '@/components/ui/radio-cards';
import { useCreateShareLink, useRevokeShareLink, useSetShare } from '@/features/ai-chat/api/change-conversation';

const SHARES = ['private', 'location', 'agency', 'link'] as const satisfies readonly TConversationShare[];

/**
 * Who else reads the conversation (its author chooses): nobody, the location, the agency, or anyone with a link. A
 * link is shown once, when it is made (the server keeps only its hash); revoking it makes the conversation private.
 */
export function ShareDialog({
  conversation,
  open,
  onClose,
}: {
  conversation: TChatConversation;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('aiChat');
  const setShare = useSetShare(conversation._id);
  const createLink = useCreateShareLink(conversation._id);
  const revokeLink = useRevokeShareLink(conversation._id);
  const [copied, setCopied] = useState(false);
  const link = createLink.data ? new URL(createLink.data.path, window.location.origin).toString() : null;
  const failed = setShare.isError || createLink.isError || revokeLink.isError;

  const choose = (share: TConversationShare) => {
    setCopied(false);
    createLink.reset();
    if (share === 'link') createLink.mutate();
    else setShare.mutate(share);
  };
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('share.title')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('share.done')}
        </Button>
      }
    >
      <div className="space-y-4">
        <RadioCards
          legend={t('share.legend')}
          legendClassName="mb-2 text-sm text-ink-600"
          value={conversation.share}
          onChange={choose}
          options={SHARES.map((value) => ({
            value,
            title: t(`share.options.${value}.title`),
            hint: t(`share.options.${value}.hint`),
          }))}
        />
        {link ? (
          <div className="space-y-2 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-200">
            <p className="text-sm font-medium text-brand-900">{t('share.linkOnce')}</p>
            <input
              readOnly
              value={link}
              aria-label={t('share.linkLabel')}
              onFocus={(event) => event.currentTarget.select()}
              className="w-full rounded-lg border border-ink-200 bg-white px-2.5 py-1.5 font-mono text-xs text-ink-900"
              dir="ltr"
            />
            <Button size="sm" onClick={() => void copy()}>
              {copied ? t('share.copied') : t('share.copy')}
            </Button>
          </div>
        ) : null}
        {conversation.share === 'link' ? (
          <Button
            variant="danger"
            size="sm"
            loading={revokeLink.isPending}
            onClick={() => revokeLink.mutate(undefined, { onSuccess: () => createLink.reset() })}
          >
            {t('share.revoke')}
          </Button>
        ) : null}
        <FormAlert message={failed ? t('share.failed') : null} />
      </div>
    </Modal>
  );
}

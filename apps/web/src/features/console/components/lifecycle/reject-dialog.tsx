import { ZRejectBody } from '@atrium/contracts/app-console';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextareaField } from '@/components/ui/textarea-field';

export interface RejectDialogProps {
  open: boolean;
  appName: string;
  pending: boolean;
  problem: string | null;
  onClose: () => void;
  onReject: (reason: string) => Promise<boolean>;
}

/** Sends an app back to draft with a reason the creator will see on their editor. */
export function RejectDialog({ open, appName, pending, problem, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation('console');
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) {
      setReason('');
      setError(null);
    }
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZRejectBody.safeParse({ reason });
    if (!parsed.success) {
      const tooLong = parsed.error.issues.some((i) => i.code === 'too_big');
      setError(tooLong ? t('errors.tooLong', { max: 1000, count: 1000 }) : t('errors.reason'));
      return;
    }
    await onReject(parsed.data.reason);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('reject.title', { name: appName })}
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={pending}>
            {t('reject.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-ink-600">{t('reject.message')}</p>
        <FormAlert message={problem} />
        <TextareaField
          label={t('reject.reason')}
          name="reason"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          error={error}
          hint={t('reject.reasonHint')}
          rows={5}
          maxLength={1000}
          autoFocus
        />
      </form>
    </Modal>
  );
}

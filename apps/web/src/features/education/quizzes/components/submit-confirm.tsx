import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface SubmitConfirmProps {
  open: boolean;
  unanswered: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asked only when questions are unanswered: they count as wrong, and the attempt is used either way. */
export function SubmitConfirm({ open, unanswered, onCancel, onConfirm }: SubmitConfirmProps) {
  const { t } = useTranslation('quizzes');
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('confirm.title')}
      size="sm"
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('confirm.submit')}</Button>
        </>
      }
    >
      <p className="text-sm text-ink-700">{t('confirm.body', { unanswered })}</p>
    </Modal>
  );
}

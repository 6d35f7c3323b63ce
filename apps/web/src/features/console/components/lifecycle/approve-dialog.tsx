import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface ApproveDialogProps {
  open: boolean;
  appName: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Approval publishes the app to every agency at once, so it says so and asks first (Escape cancels). */
export function ApproveDialog({ open, appName, pending, onClose, onConfirm }: ApproveDialogProps) {
  const { t } = useTranslation('console');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('approve.title', { name: appName })}
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            {t('approve.confirm')}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-ink-700">
        <p>{t('approve.message', { name: appName })}</p>
        <p>{t('approve.undo')}</p>
      </div>
    </Modal>
  );
}

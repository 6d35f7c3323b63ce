import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface DeprecateDialogProps {
  open: boolean;
  appName: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Deprecation cannot be undone from the console, so it asks first and says what it means. */
export function DeprecateDialog({ open, appName, pending, onClose, onConfirm }: DeprecateDialogProps) {
  const { t } = useTranslation('console');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('deprecate.title', { name: appName })}
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            {t('deprecate.confirm')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-700">{t('deprecate.message')}</p>
    </Modal>
  );
}

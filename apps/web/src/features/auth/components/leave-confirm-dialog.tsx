import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface LeaveConfirmDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** Asked by the navigation guard before unsaved input is thrown away. */
export function LeaveConfirmDialog({ open, onStay, onLeave }: LeaveConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onStay} title={t('auth.leaveTitle')} size="sm">
      <p className="text-sm leading-6 text-ink-600">{t('auth.leaveMessage')}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onLeave}>
          {t('auth.leave')}
        </Button>
        <Button onClick={onStay}>{t('auth.stay')}</Button>
      </div>
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface LeaveDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
  /** The caller's namespace, which holds `leave.title`, `leave.message`, `leave.stay`, `leave.leave` and `actions.close`. */
  ns: string;
}

/** Asked when navigation would throw away unsaved edits (the navigation guard blocked it). */
export function LeaveDialog({ open, onStay, onLeave, ns }: LeaveDialogProps) {
  const { t } = useTranslation(ns);
  return (
    <Modal
      open={open}
      onClose={onStay}
      title={t('leave.title')}
      size="sm"
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onStay}>
            {t('leave.stay')}
          </Button>
          <Button variant="danger" onClick={onLeave}>
            {t('leave.leave')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-700">{t('leave.message')}</p>
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  pending: boolean;
  /** A failed attempt's message; the dialog stays open so the user can try again. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone (deleting); focus starts on Cancel, the safe choice. */
export function ConfirmDialog({ open, title, body, confirmLabel, pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('authoring-quizzes');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-700">{body}</p>
      {error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}

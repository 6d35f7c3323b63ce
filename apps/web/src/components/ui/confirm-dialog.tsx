import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in the caller's words. */
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  /** A failed attempt's message; the dialog stays open so the user can try again. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** A destructive action asked once more (delete, uninstall, rotate a key); Cancel is the safe choice. */
export function ConfirmDialog({ open, title, children, confirmLabel, pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm text-ink-700">{children}</div>
      {error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}

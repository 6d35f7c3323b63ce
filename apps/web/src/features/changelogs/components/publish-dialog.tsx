import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export interface PublishDialogProps {
  open: boolean;
  title: string;
  /** How many linked items publishing newly ships (their voters are told). */
  shipping: number;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Publishing cannot be taken back: it dates the entry, ships its items and notifies their voters. */
export function PublishDialog({ open, title, shipping, pending, error, onConfirm, onClose }: PublishDialogProps) {
  const { t } = useTranslation('updates');
  return (
    <ConfirmDialog
      open={open}
      title={t('publishDialog.title')}
      confirmLabel={t('publishDialog.confirm')}
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p dir="auto" className="font-medium text-ink-900">
        {title}
      </p>
      <p className="mt-2">{shipping > 0 ? t('publishDialog.shipping', { count: shipping }) : t('publishDialog.none')}</p>
      <p className="mt-2 text-ink-500">{t('publishDialog.final')}</p>
    </ConfirmDialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export interface DeleteItemDialogProps {
  /** The item's name, shown as written; null closes the dialog. */
  title: string | null;
  /** Deleting takes the rows filed under it along (a category's questions). */
  withChildren: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a delete, which cannot be undone. */
export function DeleteItemDialog({ title, withChildren, deleting, onCancel, onConfirm }: DeleteItemDialogProps) {
  const { t } = useTranslation('authoring');
  return (
    <Modal
      open={title !== null}
      onClose={onCancel}
      title={t('delete.title')}
      size="sm"
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={deleting}>
            {t('actions.delete')}
          </Button>
        </>
      }
    >
      <p dir="auto" className="rounded-lg bg-ink-50 px-3 py-2 text-sm font-medium break-words text-ink-900">
        {title}
      </p>
      <p className="mt-3 text-sm text-ink-700">{t('delete.message')}</p>
      {withChildren ? <p className="mt-2 text-sm font-medium text-red-700">{t('delete.withChildren')}</p> : null}
    </Modal>
  );
}

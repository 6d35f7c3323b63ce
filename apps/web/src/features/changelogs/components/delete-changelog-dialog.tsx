import type { TChangelog } from '@atrium/contracts/changelogs';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteChangelog } from '@/features/changelogs/api/delete-changelog';

export interface DeleteChangelogDialogProps {
  entry: TChangelog | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before an entry is deleted; the items it shipped stay shipped. */
export function DeleteChangelogDialog({ entry, onClose, onDeleted }: DeleteChangelogDialogProps) {
  const { t } = useTranslation('updates');
  const remove = useDeleteChangelog();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={entry !== null}
      title={t('changelogs.deleteDialog.title')}
      confirmLabel={t('changelogs.deleteDialog.confirm')}
      pending={remove.isPending}
      error={remove.error?.message}
      onClose={close}
      onConfirm={() => {
        if (!entry) return;
        remove.mutate(entry._id, {
          onSuccess: () => {
            toast.success(t('changelogs.deleteDialog.done'));
            close();
            onDeleted?.();
          },
        });
      }}
    >
      <p dir="auto">{t('changelogs.deleteDialog.body', { title: entry?.title ?? '' })}</p>
    </ConfirmDialog>
  );
}

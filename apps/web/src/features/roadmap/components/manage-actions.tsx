import type { TRoadmapItem } from '@atrium/contracts/roadmap';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteRoadmapItem } from '@/features/roadmap/api/delete-roadmap-item';
import { EditItemDialog } from './edit-item-dialog';
import { MergeDialog } from './merge-dialog';
import { RoadmapIcon } from './roadmap-icons';

/** A manager's tools on an item's page: edit, merge into another idea, delete (each asked in a dialog). */
export function ManageActions({ item }: { item: TRoadmapItem }) {
  const { t } = useTranslation('roadmap');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'merge' | 'delete' | null>(null);
  const remove = useDeleteRoadmapItem(item._id);
  const close = () => setDialog(null);

  return (
    <section aria-labelledby="roadmap-manage" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
      <h2 id="roadmap-manage" className="text-sm font-semibold text-ink-900">
        {t('manage.title')}
      </h2>
      <div className="mt-3 grid gap-2">
        <Button variant="secondary" icon={<RoadmapIcon name="pencil" className="size-4" />} onClick={() => setDialog('edit')}>
          {t('manage.edit')}
        </Button>
        {item.mergedInto ? null : (
          <Button variant="secondary" icon={<RoadmapIcon name="merge" className="size-4" />} onClick={() => setDialog('merge')}>
            {t('manage.merge')}
          </Button>
        )}
        <Button
          variant="ghost"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          icon={<RoadmapIcon name="trash" className="size-4" />}
          onClick={() => setDialog('delete')}
        >
          {t('manage.delete')}
        </Button>
      </div>
      {dialog === 'edit' ? <EditItemDialog item={item} open onClose={close} /> : null}
      {dialog === 'merge' ? <MergeDialog item={item} open onClose={close} /> : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        pending={remove.isPending}
        error={remove.error ? t('delete.failed', { message: remove.error.message }) : null}
        onClose={() => {
          remove.reset();
          close();
        }}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('delete.done'));
              navigate('/roadmap', { replace: true });
            },
          })
        }
      >
        {t('delete.body', { title: item.title })}
      </ConfirmDialog>
    </section>
  );
}

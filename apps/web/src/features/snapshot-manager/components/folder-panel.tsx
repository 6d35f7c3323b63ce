import type { TSnapshotFolder } from '@atrium/contracts/snapshots';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type FolderChange, useChangeFolder } from '@/features/snapshot-manager/api/folders';
import { useUpdateListing } from '@/features/snapshot-manager/api/listings';
import type { Dragged } from '@/features/snapshot-manager/utils/drag';
import { errorText } from '@/features/snapshot-manager/utils/error-text';
import { canMoveFolder, nextPosition, siblingsOf, subtreeIds } from '@/features/snapshot-manager/utils/folder-tree';
import { FolderNameDialog } from './folder-name-dialog';
import { type FolderAction, type FolderSelection, FolderTree } from './folder-tree';
import { MoveDialog } from './move-dialog';

type Dialog =
  | { kind: 'create'; parent: TSnapshotFolder | null }
  | { kind: 'rename'; folder: TSnapshotFolder }
  | { kind: 'move'; folder: TSnapshotFolder }
  | { kind: 'delete'; folder: TSnapshotFolder }
  | null;

interface FolderPanelProps {
  folders: readonly TSnapshotFolder[];
  selected: FolderSelection;
  onSelect: (selection: FolderSelection) => void;
}

/** The folder tree with its actions: create, rename, move (drag or "Move to…"), reorder and delete. */
export function FolderPanel({ folders, selected, onSelect }: FolderPanelProps) {
  const { t } = useTranslation('snapshot-manager');
  const change = useChangeFolder();
  const moveListing = useUpdateListing();
  const [dialog, setDialog] = useState<Dialog>(null);
  const failure = change.isError ? errorText(change.error, t('errors.offline'), t('errors.save')) : null;

  const open = (next: Dialog) => {
    change.reset();
    setDialog(next);
  };
  const run = (request: FolderChange, done: string) =>
    change.mutate(request, {
      onSuccess: () => {
        setDialog(null);
        toast.success(done);
      },
    });

  const onAction = (action: FolderAction, folder: TSnapshotFolder) => {
    if (action === 'create') return open({ kind: 'create', parent: folder });
    if (action === 'up' || action === 'down') return reorder(folder, action === 'up' ? -1 : 1);
    if (action === 'rename' || action === 'move' || action === 'delete') open({ kind: action, folder } as Dialog);
  };

  const toastFailure = (error: unknown) => toast.error(errorText(error, t('errors.offline'), t('errors.save')));

  // Swapping two neighbours' positions; siblings made at the same position get distinct ones on the way.
  const reorder = (folder: TSnapshotFolder, step: -1 | 1) => {
    const siblings = siblingsOf(folders, folder);
    const at = siblings.findIndex((f) => f._id === folder._id);
    const other = siblings[at + step];
    if (!other) return;
    const order = siblings.map((f) => f._id);
    order[at] = other._id;
    order[at + step] = folder._id;
    order.forEach((id, position) => {
      const sibling = siblings.find((f) => f._id === id);
      if (sibling && (sibling.position !== position || id === folder._id || id === other._id))
        // mutateAsync: per-call callbacks of mutate fire for the last call only, and each move may fail on its own.
        change.mutateAsync({ kind: 'update', id, position }).catch(toastFailure);
    });
  };

  const onDrop = (dragged: Dragged, target: string | null) => {
    if (dragged.kind === 'listing') {
      moveListing.mutate(
        { id: dragged.id, body: { folderId: target } },
        {
          onSuccess: () => toast.success(t('move.listingMoved')),
          onError: toastFailure,
        },
      );
      return;
    }
    const folder = folders.find((f) => f._id === dragged.id);
    if (!folder || folder.parentId === target) return;
    if (!canMoveFolder(folders, folder._id, target)) {
      toast.error(t('move.intoItself'));
      return;
    }
    change.mutate(
      { kind: 'update', id: folder._id, parentId: target, position: nextPosition(folders, target) },
      {
        onSuccess: () => toast.success(t('move.folderMoved')),
        onError: toastFailure,
      },
    );
  };

  const parentName = (folder: TSnapshotFolder) => folders.find((f) => f._id === folder.parentId)?.name ?? t('folders.top');

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold tracking-wide text-ink-500 uppercase">{t('folders.title')}</h2>
        <Button variant="secondary" size="sm" onClick={() => open({ kind: 'create', parent: null })}>
          {t('folders.new')}
        </Button>
      </div>
      <FolderTree folders={folders} selected={selected} onSelect={onSelect} onDrop={onDrop} onAction={onAction} />
      <p className="text-xs text-ink-500">{t('folders.dragHint')}</p>

      {dialog?.kind === 'create' || dialog?.kind === 'rename' ? (
        <FolderNameDialog
          open
          title={
            dialog.kind === 'rename'
              ? t('folders.renameTitle', { name: dialog.folder.name })
              : dialog.parent
                ? t('folders.newInTitle', { name: dialog.parent.name })
                : t('folders.newTitle')
          }
          initialName={dialog.kind === 'rename' ? dialog.folder.name : ''}
          submitLabel={dialog.kind === 'rename' ? t('folders.rename') : t('folders.create')}
          pending={change.isPending}
          error={failure}
          onClose={() => setDialog(null)}
          onSubmit={(name) => {
            if (dialog.kind === 'rename') run({ kind: 'update', id: dialog.folder._id, name }, t('folders.renamed'));
            else {
              const parentId = dialog.parent?._id ?? null;
              run({ kind: 'create', name, parentId, position: nextPosition(folders, parentId) }, t('folders.created'));
            }
          }}
        />
      ) : null}
      <MoveDialog
        name={dialog?.kind === 'move' ? dialog.folder.name : null}
        folders={folders}
        current={dialog?.kind === 'move' ? dialog.folder.parentId : null}
        excluded={dialog?.kind === 'move' ? subtreeIds(folders, dialog.folder._id) : undefined}
        pending={change.isPending}
        error={failure}
        onClose={() => setDialog(null)}
        onMove={(target) =>
          dialog?.kind === 'move' &&
          run(
            { kind: 'update', id: dialog.folder._id, parentId: target, position: nextPosition(folders, target) },
            t('move.folderMoved'),
          )
        }
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? t('folders.deleteTitle', { name: dialog.folder.name }) : ''}
        confirmLabel={t('folders.delete')}
        pending={change.isPending}
        error={failure}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          if (selected === dialog.folder._id) onSelect(dialog.folder.parentId ?? 'root');
          run({ kind: 'delete', id: dialog.folder._id }, t('folders.deleted'));
        }}
      >
        {dialog?.kind === 'delete' ? t('folders.deleteBody', { parent: parentName(dialog.folder) }) : null}
      </ConfirmDialog>
    </div>
  );
}

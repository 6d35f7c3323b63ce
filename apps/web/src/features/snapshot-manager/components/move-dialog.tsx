import type { TSnapshotFolder } from '@atrium/contracts/snapshots';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { Modal } from '@/components/ui/modal';
import { buildTree, flatten } from '@/features/snapshot-manager/utils/folder-tree';

interface MoveDialogProps {
  /** What moves, named in the title. */
  name: string | null;
  folders: readonly TSnapshotFolder[];
  /** Where it is now (null: the top level). */
  current: string | null;
  /** Folders it may not go into (a folder itself and those inside it). */
  excluded?: ReadonlySet<string>;
  pending: boolean;
  error: string | null;
  onMove: (folderId: string | null) => void;
  onClose: () => void;
}

/** "Move to…": the keyboard's way to do what dragging does; every destination is a button, indented by depth. */
export function MoveDialog({ name, folders, current, excluded, pending, error, onMove, onClose }: MoveDialogProps) {
  const { t } = useTranslation('snapshot-manager');
  const targets = [
    { id: null, label: t('folders.top'), depth: 0 },
    ...flatten(buildTree(folders)).map((node) => ({ id: node.folder._id, label: node.folder.name, depth: node.depth + 1 })),
  ];
  return (
    <Modal open={name !== null} onClose={onClose} title={t('move.title', { name: name ?? '' })} size="sm">
      <p className="mb-3 text-sm text-ink-600">{t('move.body')}</p>
      <ul className="max-h-80 space-y-1 overflow-y-auto">
        {targets.map((target) => {
          const here = target.id === current;
          const blocked = here || (target.id !== null && excluded?.has(target.id));
          return (
            <li key={target.id ?? 'root'} style={{ paddingInlineStart: `${target.depth * 1}rem` }}>
              <button
                type="button"
                disabled={blocked || pending}
                onClick={() => onMove(target.id)}
                className={`flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-start text-sm ${focusRing} ${
                  blocked ? 'cursor-not-allowed text-ink-400' : 'text-ink-800 hover:bg-brand-50 hover:text-brand-700'
                }`}
              >
                <span dir="auto" className="truncate">
                  {target.label}
                </span>
                {here ? <span className="shrink-0 text-xs text-ink-500">{t('move.current')}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}

import type { TSnapshotFolder } from '@atrium/contracts/snapshots';
import { type DragEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/header/dropdown';
import { DropdownButton } from '@/components/header/dropdown-items';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { carriesOurs, type Dragged, droppedItem, startDrag } from '@/features/snapshot-manager/utils/drag';
import { buildTree, type FolderNode } from '@/features/snapshot-manager/utils/folder-tree';

/** `all`: every listing; `root`: those at the top, in no folder; else a folder's id. */
export type FolderSelection = 'all' | 'root' | (string & {});
export type FolderAction = 'create' | 'rename' | 'move' | 'up' | 'down' | 'delete';

interface FolderTreeProps {
  folders: readonly TSnapshotFolder[];
  selected: FolderSelection;
  onSelect: (selection: FolderSelection) => void;
  /** Something was dropped on a folder (null: the top level). */
  onDrop: (dragged: Dragged, folderId: string | null) => void;
  onAction: (action: FolderAction, folder: TSnapshotFolder) => void;
}

/**
 * The agency's folders as a nested list. A folder is chosen by its name; listings and folders are dragged onto a
 * folder (or the top level) to move them, and each folder's menu offers the same moves by keyboard.
 */
export function FolderTree({ folders, selected, onSelect, onDrop, onAction }: FolderTreeProps) {
  const { t } = useTranslation('snapshot-manager');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  /** A folder among its siblings: the first has no "Move up", the last no "Move down". */
  const renderNode = (node: FolderNode, index: number, siblings: readonly FolderNode[]): ReactNode => {
    const { folder, children } = node;
    const open = !collapsed.has(folder._id);
    return (
      <li key={folder._id}>
        <DropRow target={folder._id} onDrop={onDrop} depth={node.depth}>
          {children.length > 0 ? (
            <button
              type="button"
              onClick={() => toggle(folder._id)}
              aria-expanded={open}
              aria-label={open ? t('folders.collapse', { name: folder.name }) : t('folders.expand', { name: folder.name })}
              className={`grid size-7 shrink-0 place-items-center rounded-md text-ink-400 hover:bg-ink-100 hover:text-ink-700 ${focusRing}`}
            >
              <Icon name="chevronEnd" className={`size-4 transition-transform ${open ? 'rotate-90 rtl:-rotate-90' : ''}`} />
            </button>
          ) : (
            <span className="size-7 shrink-0" />
          )}
          <SelectButton
            label={folder.name}
            current={selected === folder._id}
            onClick={() => onSelect(folder._id)}
            onDragStart={(event) => startDrag(event, { kind: 'folder', id: folder._id })}
          />
          <Dropdown
            label={<span aria-hidden="true">⋯</span>}
            ariaLabel={t('folders.actionsFor', { name: folder.name })}
            align="end"
            triggerClassName={`grid h-7 shrink-0 grid-flow-col place-items-center rounded-md px-1 text-ink-500 hover:bg-ink-100 ${focusRing}`}
          >
            <DropdownButton icon="plus" onSelect={() => onAction('create', folder)}>
              {t('folders.newSubfolder')}
            </DropdownButton>
            <DropdownButton onSelect={() => onAction('rename', folder)}>{t('folders.rename')}</DropdownButton>
            <DropdownButton onSelect={() => onAction('move', folder)}>{t('move.action')}</DropdownButton>
            {index > 0 ? (
              <DropdownButton icon="arrowUp" onSelect={() => onAction('up', folder)}>
                {t('folders.moveUp')}
              </DropdownButton>
            ) : null}
            {index < siblings.length - 1 ? (
              <DropdownButton onSelect={() => onAction('down', folder)}>{t('folders.moveDown')}</DropdownButton>
            ) : null}
            <DropdownButton icon="close" onSelect={() => onAction('delete', folder)}>
              {t('folders.delete')}
            </DropdownButton>
          </Dropdown>
        </DropRow>
        {children.length > 0 && open ? <ul>{children.map(renderNode)}</ul> : null}
      </li>
    );
  };

  return (
    <nav aria-label={t('folders.label')}>
      <ul className="space-y-0.5 text-sm">
        <li>
          <div className="flex items-center gap-1 rounded-lg">
            <span className="size-7 shrink-0" />
            <SelectButton label={t('folders.all')} current={selected === 'all'} onClick={() => onSelect('all')} />
          </div>
        </li>
        <li>
          <DropRow target={null} onDrop={onDrop} depth={0}>
            <span className="size-7 shrink-0" />
            <SelectButton label={t('folders.top')} current={selected === 'root'} onClick={() => onSelect('root')} />
          </DropRow>
        </li>
        {buildTree(folders).map(renderNode)}
      </ul>
    </nav>
  );
}

function SelectButton({
  label,
  current,
  onClick,
  onDragStart,
}: {
  label: string;
  current: boolean;
  onClick: () => void;
  onDragStart?: (event: DragEvent) => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-current={current ? 'true' : undefined}
      draggable={onDragStart ? true : undefined}
      onDragStart={onDragStart}
      className={`min-w-0 flex-1 truncate rounded-md px-2 py-1.5 text-start ${focusRing} ${
        current ? 'bg-brand-50 font-semibold text-brand-700' : 'text-ink-700 hover:bg-ink-100'
      }`}
    >
      <span dir="auto">{label}</span>
    </button>
  );
}

/** A folder's row as a drop target: it lights up while one of ours is dragged over it. */
function DropRow({
  target,
  depth,
  onDrop,
  children,
}: {
  target: string | null;
  depth: number;
  onDrop: (dragged: Dragged, folderId: string | null) => void;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop zone for the mouse; "Move to…" is the keyboard's way
    <div
      data-drop-target={target ?? 'root'}
      onDragOver={(event) => {
        if (!carriesOurs(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const dragged = droppedItem(event);
        if (!dragged) return;
        event.preventDefault();
        if (dragged.kind === 'folder' && dragged.id === target) return;
        onDrop(dragged, target);
      }}
      style={{ paddingInlineStart: `${depth * 0.75}rem` }}
      className={`flex items-center gap-1 rounded-lg ${over ? 'bg-brand-100 ring-2 ring-brand-400' : ''}`}
    >
      {children}
    </div>
  );
}

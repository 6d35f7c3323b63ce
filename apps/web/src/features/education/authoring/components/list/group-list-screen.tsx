import { type ReactNode, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { useDeleteGroupItem } from '@/features/education/authoring/api/delete-group-item';
import { useGroupItems } from '@/features/education/authoring/api/get-group-items';
import { usePatchGroupItems } from '@/features/education/authoring/api/patch-group-items';
import { AuthoringPage, CONSOLE_PATH } from '@/features/education/authoring/components/authoring-page';
import type { AuthoringItem, ItemsGroup } from '@/features/education/authoring/descriptor/group-descriptor';
import { childGroupsOf } from '@/features/education/authoring/groups/registry';
import { useListFilters } from '@/features/education/authoring/hooks/use-list-filters';
import { useParentOptions } from '@/features/education/authoring/hooks/use-parent-options';
import { canWrite } from '@/features/education/authoring/utils/can-write';
import { itemTitle } from '@/features/education/authoring/utils/form-values';
import { ALL, parentIdOf, visibleItems } from '@/features/education/authoring/utils/list-view';
import { ownerOfWriter, ownersSeenBy } from '@/features/education/utils/ownership';
import { movePatches } from '@/features/education/utils/position';
import { useSession } from '@/lib/session-store';
import { DeleteItemDialog } from './delete-item-dialog';
import { ItemRow, moveButtonId } from './item-row';
import { ListEmpty, ListError, ListSkeleton } from './list-states';
import { ListToolbar } from './list-toolbar';

const NO_ITEMS: AuthoringItem[] = [];
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `/education/manage/<group>`: one group's items, filtered and searched, ordered by hand, published, deleted. */
export function GroupListScreen({ group }: { group: ItemsGroup }) {
  const { t } = useTranslation('authoring');
  const { user } = useSession();
  const query = useGroupItems(group);
  const all = query.data ?? NO_ITEMS;
  const parents = useParentOptions(group, query.data);
  const { filters, update, clear } = useListFilters();
  const patch = usePatchGroupItems(group);
  const remove = useDeleteGroupItem(group);
  const [toDelete, setToDelete] = useState<AuthoringItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: -1 | 1 } | null>(null);

  const shown = useMemo(() => visibleItems(group, all, filters, parents.order), [group, all, filters, parents.order]);
  const writable = (item: AuthoringItem) => canWrite(user?.role, item);
  // Hides are the agency's, set per location; the super admin has no locations (the server refuses it).
  const canHide = Boolean(group.hides) && user?.role === 'agency_admin';
  // Moving among a searched or status/owner-filtered subset would jump over hidden rows: only by parent.
  const canReorder = group.ordered && !filters.q.trim() && filters.status === ALL && filters.owner === ALL;
  const siblingsOf = (item: AuthoringItem) =>
    shown.filter((s) => writable(s) && parentIdOf(group, s) === parentIdOf(group, item));

  // The moved row is re-inserted in its new place, which takes focus from its button: give it back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the rows move (shown), which is the point.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, direction } = focusAfterMove;
    const button = document.getElementById(moveButtonId(id, direction)) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(id, direction < 0 ? 1 : -1)) as HTMLButtonElement | null;
    (button && !button.disabled ? button : other)?.focus();
  }, [focusAfterMove, shown]);

  // Not held back while an earlier move is written: moves queue (usePatchGroupItems), so quick presses all count.
  const move = (item: AuthoringItem, direction: -1 | 1) => {
    const patches = movePatches(siblingsOf(item), item._id, direction);
    if (patches.length === 0) return;
    setFocusAfterMove({ id: item._id, direction });
    patch.mutate(
      patches.map((p) => ({ id: p._id, body: { position: p.position } })),
      {
        onSuccess: () =>
          setAnnouncement(t(direction < 0 ? 'toast.movedUp' : 'toast.movedDown', { title: itemTitle(group, item) })),
        onError: (error) => toast.error(t('toast.failed', { message: errorText(error) })),
      },
    );
  };

  const toggleStatus = (item: AuthoringItem) => {
    const status = item.status === 'published' ? 'draft' : 'published';
    patch.mutate([{ id: item._id, body: { status } }], {
      onSuccess: () => toast.success(t(status === 'published' ? 'toast.published' : 'toast.unpublished')),
      onError: (error) => toast.error(t('toast.failed', { message: errorText(error) })),
    });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        toast.success(t('toast.deleted'));
        setToDelete(null);
      },
      onError: (error) => toast.error(t('toast.failed', { message: errorText(error) })),
    });
  };

  const base = `${CONSOLE_PATH}/${group.key}`;
  const newLink = filters.parentId ? `${base}/new?parent=${encodeURIComponent(filters.parentId)}` : `${base}/new`;
  const filtered = Boolean(filters.q.trim()) || filters.parentId !== ALL || filters.status !== ALL || filters.owner !== ALL;
  const hasReadOnly = all.some((item) => !writable(item));

  let content: ReactNode;
  if (query.isError) content = <ListError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!query.data) content = <ListSkeleton />;
  else if (shown.length === 0) content = <ListEmpty group={group} filtered={filtered} onClear={clear} />;
  else
    content = (
      <ul className="space-y-3" aria-label={t(`groups.${group.key}.title`)}>
        {shown.map((item) => {
          const siblings = canReorder && writable(item) ? siblingsOf(item) : [];
          const at = siblings.findIndex((s) => s._id === item._id);
          const parentId = parentIdOf(group, item);
          return (
            <ItemRow
              key={item._id}
              group={group}
              item={item}
              editTo={`${base}/${item._id}`}
              parentLabel={parentId ? parents.labels.get(parentId) : undefined}
              writable={writable(item)}
              canHide={canHide}
              move={{ shown: canReorder, up: at > 0, down: at >= 0 && at < siblings.length - 1 }}
              busy={patch.isPending}
              onMove={(direction) => move(item, direction)}
              onToggleStatus={() => toggleStatus(item)}
              onDelete={() => setToDelete(item)}
            />
          );
        })}
      </ul>
    );

  return (
    <AuthoringPage
      title={t(`groups.${group.key}.title`)}
      description={t(`groups.${group.key}.hint`)}
      back={{ to: CONSOLE_PATH, label: t('console.title') }}
      actions={
        <>
          {group.readerPath ? (
            <Link to={group.readerPath} className={buttonClasses('secondary')}>
              {t('actions.viewOnSite')}
            </Link>
          ) : null}
          <Link to={newLink} className={buttonClasses('primary')}>
            <span aria-hidden="true">+</span>
            {t(`groups.${group.key}.new`)}
          </Link>
        </>
      }
    >
      <ListToolbar
        group={group}
        filters={filters}
        parents={parents.options}
        owners={ownersSeenBy(user?.role)}
        onChange={update}
      />
      {hasReadOnly ? <p className="mb-4 text-sm text-ink-600">{t(`list.readOnlyNote.${ownerOfWriter(user?.role)}`)}</p> : null}
      {group.ordered && !canReorder && query.data && shown.length > 1 ? (
        <p className="mb-4 text-sm text-ink-500">{t('list.reorderHint')}</p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div aria-busy={query.isPending}>{content}</div>
      <DeleteItemDialog
        title={toDelete ? itemTitle(group, toDelete) : null}
        withChildren={childGroupsOf(group).length > 0}
        deleting={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </AuthoringPage>
  );
}

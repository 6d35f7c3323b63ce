import { resourceEndpoints } from '@atrium/contracts/resource-endpoints';
import { snapshotFolderGroup, type TSnapshotFolder } from '@atrium/contracts/snapshots';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { managerKeys } from './manager-keys';

export const folderEndpoints = resourceEndpoints(snapshotFolderGroup);

/** Every folder of the agency: the tree is small, so it is read whole, a page of 100 at a time. */
export async function getAllFolders(signal?: AbortSignal): Promise<TSnapshotFolder[]> {
  const folders: TSnapshotFolder[] = [];
  let cursor: string | undefined;
  do {
    const page = await apiFetch(folderEndpoints.list, { query: { limit: 100, cursor }, signal });
    folders.push(...page.data);
    cursor = page.meta.nextCursor ?? undefined;
  } while (cursor && folders.length < 2_000);
  return folders;
}

export const foldersQuery = () => queryOptions({ queryKey: managerKeys.folders, queryFn: ({ signal }) => getAllFolders(signal) });
export const useFolders = () => useQuery(foldersQuery());

export type FolderChange =
  | { kind: 'create'; name: string; parentId: string | null; position: number }
  | { kind: 'update'; id: string; name?: string; parentId?: string | null; position?: number }
  | { kind: 'delete'; id: string };

function changeFolder(change: FolderChange): Promise<unknown> {
  if (change.kind === 'create')
    return apiFetch(folderEndpoints.create, {
      body: { name: change.name, parentId: change.parentId, position: change.position },
    });
  if (change.kind === 'update') {
    const { id, kind: _, ...body } = change;
    return apiFetch(folderEndpoints.update, { params: { id }, body });
  }
  return apiFetch(folderEndpoints.remove, { params: { id: change.id } });
}

/**
 * Creates, renames, moves, reorders or deletes a folder. Deleting moves its listings up (the server does), so the
 * listings are read again too.
 */
export function useChangeFolder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeFolder,
    onSettled: async (_data, _error, change) => {
      await client.invalidateQueries({ queryKey: managerKeys.folders });
      if (change.kind === 'delete') await client.invalidateQueries({ queryKey: managerKeys.listings });
    },
  });
}

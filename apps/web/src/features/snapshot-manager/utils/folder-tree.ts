import type { TSnapshotFolder } from '@atrium/contracts/snapshots';

export interface FolderNode {
  folder: TSnapshotFolder;
  depth: number;
  children: FolderNode[];
}

/** The order folders show in: by position, then by name. */
const byPlace = (a: TSnapshotFolder, b: TSnapshotFolder) => a.position - b.position || a.name.localeCompare(b.name);

/** The flat list as a tree; a folder whose parent is gone shows at the top rather than vanishing. */
export function buildTree(folders: readonly TSnapshotFolder[]): FolderNode[] {
  const ids = new Set(folders.map((f) => f._id));
  const childrenOf = new Map<string | null, TSnapshotFolder[]>();
  for (const folder of folders) {
    const parent = folder.parentId && ids.has(folder.parentId) ? folder.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), folder]);
  }
  const seen = new Set<string>();
  const build = (parent: string | null, depth: number): FolderNode[] =>
    [...(childrenOf.get(parent) ?? [])].sort(byPlace).flatMap((folder) => {
      if (seen.has(folder._id)) return [];
      seen.add(folder._id);
      return [{ folder, depth, children: build(folder._id, depth + 1) }];
    });
  return build(null, 0);
}

/** The tree in reading order, each folder with its depth (for menus and keyboard moves). */
export function flatten(nodes: readonly FolderNode[]): FolderNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** A folder and every folder inside it. */
export function subtreeIds(folders: readonly TSnapshotFolder[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders)
      if (folder.parentId && ids.has(folder.parentId) && !ids.has(folder._id)) {
        ids.add(folder._id);
        grew = true;
      }
  }
  return ids;
}

/** Whether `folderId` may move into `targetId` (null: the top): never into itself or a folder inside it. */
export function canMoveFolder(folders: readonly TSnapshotFolder[], folderId: string, targetId: string | null): boolean {
  if (targetId === null) return true;
  return !subtreeIds(folders, folderId).has(targetId);
}

/** The position after the last child of `parentId`. */
export function nextPosition(folders: readonly TSnapshotFolder[], parentId: string | null): number {
  const siblings = folders.filter((f) => f.parentId === parentId);
  return siblings.length === 0 ? 0 : Math.min(10_000, Math.max(...siblings.map((f) => f.position)) + 1);
}

/** The folder's siblings in order, for moving it up or down among them. */
export function siblingsOf(folders: readonly TSnapshotFolder[], folder: TSnapshotFolder): TSnapshotFolder[] {
  return folders.filter((f) => f.parentId === folder.parentId).sort(byPlace);
}

/** The names from the top down to the folder ("Clients / Dental"). */
export function folderPath(folders: readonly TSnapshotFolder[], id: string | null): TSnapshotFolder[] {
  const byId = new Map(folders.map((f) => [f._id, f]));
  const path: TSnapshotFolder[] = [];
  let current = id ? byId.get(id) : undefined;
  while (current && path.length < 50) {
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}

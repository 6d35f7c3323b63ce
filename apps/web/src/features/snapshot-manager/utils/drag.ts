import type { DragEvent } from 'react';

/** What is being dragged in the manager: a listing or a folder, by id (their own media types, so nothing else drops). */
export const DRAG_LISTING = 'application/x-atrium-snapshot';
export const DRAG_FOLDER = 'application/x-atrium-snapshot-folder';
export type Dragged = { kind: 'listing' | 'folder'; id: string };

export function startDrag(event: DragEvent, dragged: Dragged) {
  event.dataTransfer.setData(dragged.kind === 'listing' ? DRAG_LISTING : DRAG_FOLDER, dragged.id);
  event.dataTransfer.effectAllowed = 'move';
}

/** Whether the drag carries one of ours (the data itself is only readable on drop). */
export const carriesOurs = (event: DragEvent) =>
  [...event.dataTransfer.types].some((type) => type === DRAG_LISTING || type === DRAG_FOLDER);

export function droppedItem(event: DragEvent): Dragged | null {
  const listing = event.dataTransfer.getData(DRAG_LISTING);
  if (listing) return { kind: 'listing', id: listing };
  const folder = event.dataTransfer.getData(DRAG_FOLDER);
  return folder ? { kind: 'folder', id: folder } : null;
}

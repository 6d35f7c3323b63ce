import type { TContentOwner } from '@atrium/contracts/content';
import type { AuthoringGroup, AuthoringItem } from '@/features/education/authoring/descriptor/group-descriptor';
import { itemTitle } from './form-values';
import { parentIdOf, sortItems } from './list-view';

export interface ParentOption {
  id: string;
  label: string;
  /** A row goes only under a parent with its own owner (the server refuses any other with a 404). */
  owner: TContentOwner;
}

/**
 * The choices of a parent field, in the parent group's order. Where the parent group nests in itself (knowledge
 * base categories and their sub-categories) each sub-category follows its top category as "Top › Sub";
 * `topOnly` keeps the top ones (a sub-category's own parent).
 */
export function parentOptionsOf(parentGroup: AuthoringGroup, rows: readonly AuthoringItem[], topOnly = false): ParentOption[] {
  const sorted = sortItems(parentGroup, rows);
  const nests = parentGroup.parent?.group === parentGroup.key;
  if (!nests) return sorted.map((r) => ({ id: r._id, label: itemTitle(parentGroup, r), owner: r.owner }));
  const tops = sorted.filter((r) => parentIdOf(parentGroup, r) === null);
  return tops.flatMap((top) => {
    const name = itemTitle(parentGroup, top);
    const own = { id: top._id, label: name, owner: top.owner };
    if (topOnly) return [own];
    const subs = sorted.filter((r) => parentIdOf(parentGroup, r) === top._id);
    return [own, ...subs.map((s) => ({ id: s._id, label: `${name} › ${itemTitle(parentGroup, s)}`, owner: s.owner }))];
  });
}

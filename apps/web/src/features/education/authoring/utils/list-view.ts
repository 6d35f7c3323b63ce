import type { AuthoringGroup, AuthoringItem } from '@/features/education/authoring/descriptor/group-descriptor';
import { htmlToText } from '@/lib/html';
import { itemTitle } from './form-values';

/** The list screen's filters; ALL ('') means no filter. */
export const ALL = '';
export interface ListFilters {
  q: string;
  parentId: string;
  status: string;
  owner: string;
}
export const NO_FILTERS: ListFilters = { q: '', parentId: ALL, status: ALL, owner: ALL };

export const parentIdOf = (group: AuthoringGroup, item: AuthoringItem): string | null => {
  const value = group.parent ? item[group.parent.field] : null;
  return typeof value === 'string' ? value : null;
};

const byPosition = (group: AuthoringGroup) => (a: AuthoringItem, b: AuthoringItem) =>
  (a.position ?? 0) - (b.position ?? 0) || itemTitle(group, a).localeCompare(itemTitle(group, b));

/** A group's items in reading order: by position (the order readers see), or newest first by date. */
export function sortItems(group: AuthoringGroup, items: readonly AuthoringItem[]): AuthoringItem[] {
  if (group.ordered) return [...items].sort(byPosition(group));
  const field = group.sortByDate ?? 'createdAt';
  return [...items].sort((a, b) => String(b[field] ?? '').localeCompare(String(a[field] ?? '')));
}

/** Every text the search looks at: the texts of the group's own fields (rich text as its readable words). */
function searchText(group: AuthoringGroup, item: AuthoringItem): string {
  const parts: string[] = [];
  for (const field of group.fields) {
    const value = item[field.name];
    if (field.kind === 'sections' && Array.isArray(value))
      for (const s of value as { heading: string; body: string }[]) parts.push(s.heading, htmlToText(s.body));
    else if (typeof value !== 'string') continue;
    else if (field.kind === 'richText') parts.push(htmlToText(value));
    else if (field.kind === 'text' || field.kind === 'textarea') parts.push(value);
  }
  return parts.join(' ').toLowerCase();
}

/**
 * The rows shown: filtered, then grouped by parent in the parent group's order (so one category's items stay
 * together, as readers see them) and sorted within it.
 */
export function visibleItems(
  group: AuthoringGroup,
  items: readonly AuthoringItem[],
  filters: ListFilters,
  parentOrder: ReadonlyMap<string, number>,
): AuthoringItem[] {
  const q = filters.q.trim().toLowerCase();
  const kept = items.filter(
    (item) =>
      (filters.parentId === ALL || parentIdOf(group, item) === filters.parentId) &&
      (filters.status === ALL || item.status === filters.status) &&
      (filters.owner === ALL || item.owner === filters.owner) &&
      (!q || searchText(group, item).includes(q)),
  );
  const sorted = sortItems(group, kept);
  if (!group.parent) return sorted;
  // Rows without a parent (top categories) first, then by their parent's place.
  const rank = (item: AuthoringItem) => {
    const parent = parentIdOf(group, item);
    return parent === null ? -1 : (parentOrder.get(parent) ?? Number.MAX_SAFE_INTEGER);
  };
  return sorted
    .map((item, i) => ({ item, i }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.i - b.i)
    .map((x) => x.item);
}

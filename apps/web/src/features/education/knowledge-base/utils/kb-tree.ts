import type { TDoc, TDocsCategory } from '@atrium/contracts/docs';

import { comparePosition } from '@/features/education/utils/position';

export interface KbSubCategory {
  category: TDocsCategory;
  docs: TDoc[];
}

export interface KbTopCategory {
  category: TDocsCategory;
  /** Articles filed straight under the top category (authors may skip the sub-category). */
  docs: TDoc[];
  subs: KbSubCategory[];
  /** Its own articles and its sub-categories'. */
  count: number;
}

export interface KbTree {
  tops: KbTopCategory[];
  /** Every category by id, top and sub. */
  byId: Map<string, TDocsCategory>;
  /** Each category's articles in reading order (a top category: only those filed straight under it). */
  docsOf: Map<string, TDoc[]>;
}

/**
 * The categories as the reader browses them: top categories in position order, each with its sub-categories
 * and articles in position order. A sub-category whose top category this viewer cannot read, and an
 * article whose category is missing, are left out: the server hides them together.
 */
export function buildKbTree(categories: readonly TDocsCategory[], docs: readonly TDoc[]): KbTree {
  const byId = new Map(categories.map((c) => [c._id, c]));
  const docsOf = new Map<string, TDoc[]>(categories.map((c) => [c._id, []]));
  for (const doc of docs) docsOf.get(doc.categoryId)?.push(doc);
  for (const list of docsOf.values()) list.sort(comparePosition);

  const sorted = [...categories].sort(comparePosition);
  const tops = sorted
    .filter((c) => c.parentId === null)
    .map((category): KbTopCategory => {
      const subs = sorted
        .filter((c) => c.parentId === category._id)
        .map((sub) => ({ category: sub, docs: docsOf.get(sub._id) ?? [] }));
      const own = docsOf.get(category._id) ?? [];
      return { category, docs: own, subs, count: own.length + subs.reduce((sum, s) => sum + s.docs.length, 0) };
    });
  return { tops, byId, docsOf };
}

/** Top category, then sub-category (when there is one): the breadcrumb above an article or a category. */
export function categoryPath(tree: KbTree, categoryId: string): TDocsCategory[] {
  const category = tree.byId.get(categoryId);
  if (!category) return [];
  const parent = category.parentId ? tree.byId.get(category.parentId) : undefined;
  return parent ? [parent, category] : [category];
}

/** The articles before and after this one in its category, for "Previous" and "Next". */
export function neighbours(tree: KbTree, doc: TDoc): { previous: TDoc | null; next: TDoc | null } {
  const list = tree.docsOf.get(doc.categoryId) ?? [];
  const at = list.findIndex((d) => d._id === doc._id);
  if (at < 0) return { previous: null, next: null };
  return { previous: list[at - 1] ?? null, next: list[at + 1] ?? null };
}

/** The article count a reader sees next to a category: a top category counts its sub-categories' too. */
export function countOf(tree: KbTree, categoryId: string): number {
  const top = tree.tops.find((t) => t.category._id === categoryId);
  return top ? top.count : (tree.docsOf.get(categoryId)?.length ?? 0);
}

/** Every article in the order a reader meets them browsing the tree: search results keep this order. */
export function readingOrder(tree: KbTree): TDoc[] {
  return tree.tops.flatMap((top) => [...top.docs, ...top.subs.flatMap((s) => s.docs)]);
}

/** The `count` most recently updated articles; equal times keep the reading order. */
export function recentlyUpdated(docs: readonly TDoc[], count: number): TDoc[] {
  return [...docs].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, count);
}

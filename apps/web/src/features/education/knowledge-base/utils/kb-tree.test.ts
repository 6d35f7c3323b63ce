import { describe, expect, it } from 'vitest';
import {
  AGENCY,
  API_KEY,
  APPROVE,
  APPS,
  CREDENTIALS,
  DOCS,
  DOCS_CATEGORIES,
  INSTALL_MANY,
  INSTALLING,
  ROLES,
} from '@/features/education/knowledge-base/kb-fixtures';
import { buildKbTree, categoryPath, countOf, neighbours, readingOrder } from './kb-tree';

const tree = buildKbTree(DOCS_CATEGORIES, DOCS);

describe('buildKbTree', () => {
  it('orders top categories, sub-categories and articles by position, and counts each top category', () => {
    expect(tree.tops.map((t) => [t.category.name, t.count, t.subs.map((s) => s.category.name)])).toEqual([
      ['Apps', 3, ['Installing', 'Credentials']],
      ['Your agency', 1, ['Team']],
    ]);
    expect(tree.docsOf.get(INSTALLING._id)?.map((d) => d.title)).toEqual([INSTALL_MANY.title, APPROVE.title]);
    expect(readingOrder(tree)).toEqual([INSTALL_MANY, APPROVE, API_KEY, ROLES]);
    expect(countOf(tree, APPS._id)).toBe(3);
    expect(countOf(tree, CREDENTIALS._id)).toBe(1);
  });

  it('leaves out articles of a category this viewer cannot read', () => {
    const partial = buildKbTree(
      DOCS_CATEGORIES.filter((c) => c._id !== CREDENTIALS._id),
      DOCS,
    );
    expect(partial.tops[0]?.count).toBe(2);
    expect(readingOrder(partial)).not.toContain(API_KEY);
  });
});

describe('categoryPath and neighbours', () => {
  it('gives the top category, then the sub-category', () => {
    expect(categoryPath(tree, INSTALLING._id).map((c) => c.name)).toEqual(['Apps', 'Installing']);
    expect(categoryPath(tree, AGENCY._id).map((c) => c.name)).toEqual(['Your agency']);
    expect(categoryPath(tree, 'missing')).toEqual([]);
  });

  it('finds the previous and next article in the same category only', () => {
    expect(neighbours(tree, INSTALL_MANY)).toEqual({ previous: null, next: APPROVE });
    expect(neighbours(tree, APPROVE)).toEqual({ previous: INSTALL_MANY, next: null });
    expect(neighbours(tree, API_KEY)).toEqual({ previous: null, next: null });
  });
});

import { describe, expect, it } from 'vitest';
import { groupOf } from '@/features/education/authoring/groups/registry';
import { CATEGORY, FAQS, FIRST, OWN_CATEGORY, PLATFORM_FAQ, SECOND, THIRD } from '@/features/education/authoring/test-fixtures';
import { NO_FILTERS, visibleItems } from './list-view';
import { parentOptionsOf } from './parent-options';

const faqs = groupOf('faqs');
const order = new Map([
  [CATEGORY._id, 0],
  [OWN_CATEGORY._id, 1],
]);
const titles = (items: readonly Record<string, unknown>[]) => items.map((i) => i.question);

describe('visibleItems', () => {
  it('groups rows by their category’s place, then by position', () => {
    expect(titles(visibleItems(faqs, FAQS, NO_FILTERS, order))).toEqual(titles([PLATFORM_FAQ, FIRST, SECOND, THIRD]));
  });

  it('filters by category, status and owner, and searches the question and the answer’s words', () => {
    expect(titles(visibleItems(faqs, FAQS, { ...NO_FILTERS, parentId: CATEGORY._id }, order))).toEqual([PLATFORM_FAQ.question]);
    expect(titles(visibleItems(faqs, FAQS, { ...NO_FILTERS, status: 'draft' }, order))).toEqual([SECOND.question]);
    expect(visibleItems(faqs, FAQS, { ...NO_FILTERS, owner: 'agency' }, order)).toHaveLength(3);
    expect(titles(visibleItems(faqs, FAQS, { ...NO_FILTERS, q: 'CALL' }, order))).toEqual([THIRD.question]);
    // The answer's markup is not searched, its words are.
    expect(visibleItems(faqs, FAQS, { ...NO_FILTERS, q: '<p>' }, order)).toEqual([]);
  });

  it('sorts an unordered group newest first by its date', () => {
    const calls = groupOf('zoom-calls');
    const call = (n: string, startsAt: string) => ({ _id: n, owner: 'platform' as const, title: n, startsAt });
    const sorted = visibleItems(
      calls,
      [call('a', '2026-01-01T00:00:00Z'), call('b', '2026-03-01T00:00:00Z')],
      NO_FILTERS,
      new Map(),
    );
    expect(sorted.map((c) => c._id)).toEqual(['b', 'a']);
  });
});

describe('parentOptionsOf', () => {
  const docsCategories = groupOf('docs-categories');
  const cat = (id: string, name: string, position: number, parentId: string | null = null) => ({
    _id: id,
    name,
    position,
    parentId,
    owner: 'platform' as const,
  });
  const rows = [cat('sub', 'Invoices', 0, 'top2'), cat('top2', 'Billing', 1), cat('top1', 'Basics', 0)];

  it('follows each top category with its sub-categories', () => {
    expect(parentOptionsOf(docsCategories, rows).map((o) => o.label)).toEqual(['Basics', 'Billing', 'Billing › Invoices']);
  });

  it('offers only top categories as a sub-category’s parent', () => {
    expect(parentOptionsOf(docsCategories, rows, true).map((o) => o.id)).toEqual(['top1', 'top2']);
  });
});

import { describe, expect, it } from 'vitest';
import { BILLING, CATEGORIES, FAQS, GETTING_STARTED, INVOICE, SIGN_IN, WHAT_IS } from '@/features/education/test-fixtures';
import { buildSections, countMatches, faqIdFromHash, indexFaqs } from './faq-view';

describe('buildSections', () => {
  it('orders categories and questions by position, whatever order the lists came in', () => {
    const sections = buildSections(CATEGORIES, indexFaqs(FAQS), '');
    expect(sections.map((s) => s.category.name)).toEqual(['Getting started', 'Billing']);
    expect(sections[0]?.faqs.map((f) => f.question)).toEqual([WHAT_IS.question, SIGN_IN.question]);
    expect(sections.map((s) => s.total)).toEqual([2, 1]);
  });

  it('breaks position ties by age, oldest first', () => {
    const older = {
      ...BILLING,
      _id: `${BILLING._id.slice(0, -1)}9`,
      name: 'Older',
      position: 1,
      createdAt: '2020-01-01T00:00:00.000Z',
    };
    const names = buildSections([BILLING, older, GETTING_STARTED], [], '').map((s) => s.category.name);
    expect(names).toEqual(['Getting started', 'Older', 'Billing']);
  });

  it('matches questions and answer text case-insensitively, never the markup', () => {
    const index = indexFaqs(FAQS);
    expect(countMatches(buildSections(CATEGORIES, index, '  AGENCY '))).toBe(1);
    expect(countMatches(buildSections(CATEGORIES, index, 'invoice'))).toBe(1);
    expect(countMatches(buildSections(CATEGORIES, index, 'strong'))).toBe(0);
    const sections = buildSections(CATEGORIES, index, 'invoice');
    // Totals stay whole so the tabs can still say how big each category is.
    expect(sections.map((s) => [s.faqs.length, s.total])).toEqual([
      [0, 2],
      [1, 1],
    ]);
  });

  it('leaves out questions whose category the viewer does not read', () => {
    const sections = buildSections([GETTING_STARTED], indexFaqs(FAQS), '');
    expect(countMatches(sections)).toBe(2);
    expect(sections.flatMap((s) => s.faqs)).not.toContain(INVOICE);
  });
});

describe('faqIdFromHash', () => {
  it('reads #q-<id> and ignores other hashes', () => {
    expect(faqIdFromHash(`#q-${INVOICE._id}`)).toBe(INVOICE._id);
    expect(faqIdFromHash('#q-')).toBeNull();
    expect(faqIdFromHash('#top')).toBeNull();
    expect(faqIdFromHash('')).toBeNull();
  });
});

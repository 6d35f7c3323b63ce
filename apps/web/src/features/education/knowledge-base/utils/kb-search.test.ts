import { describe, expect, it } from 'vitest';
import { API_KEY, APPROVE, INSTALL_MANY, ROLES } from '@/features/education/knowledge-base/kb-fixtures';
import { indexDocs, searchDocs, snippetOf } from './kb-search';

const index = indexDocs([INSTALL_MANY, APPROVE, API_KEY, ROLES]);
const titles = (query: string) => searchDocs(index, query).map((h) => h.doc.title);

describe('searchDocs', () => {
  it('finds nothing for an empty search', () => {
    expect(searchDocs(index, '   ')).toEqual([]);
  });

  it('matches titles, summaries, headings and section text, case-insensitively; title matches first', () => {
    expect(titles('INSTALL')).toEqual(['Install an app for many locations', 'Approve apps for locations', 'Save an API key']);
    // "Apps" is in the first article's text and in the second one's title: the title match leads.
    expect(titles('apps')).toEqual(['Approve apps for locations', 'Install an app for many locations']);
    expect(titles('encrypted at rest')).toEqual(['Save an API key']);
    expect(titles('location roles')).toEqual(['Roles and what they can do']);
  });

  it('searches the text of the sections, never their markup', () => {
    expect(titles('strong')).toEqual([]);
    expect(titles('agency admin')).toEqual(['Install an app for many locations']);
  });

  it('marks the match in the title and in an excerpt, and points at the section that matched', () => {
    const [hit] = searchDocs(index, 'future');
    expect(hit?.title).toBeNull();
    expect(hit?.excerpt).toEqual({ before: 'Pick some, or all present and ', match: 'future', after: ' locations.' });
    expect(hit?.anchor).toBe('q-choose-the-locations');

    const [byTitle] = searchDocs(index, 'api key');
    expect(byTitle?.title).toEqual({ before: 'Save an ', match: 'API key', after: '' });
    // The summary matched first: it has no section to open.
    expect(byTitle?.anchor).toBeNull();
  });
});

describe('snippetOf', () => {
  const part = (text: string) => ({ text, lower: text.toLocaleLowerCase() });

  it('keeps some context around the match and marks what was cut', () => {
    const text = `${'x'.repeat(100)} needle ${'y'.repeat(100)}`;
    const snippet = snippetOf(part(text), 'needle', 10);
    expect(snippet).toEqual({ before: `…${'x'.repeat(9)} `, match: 'needle', after: ` ${'y'.repeat(9)}…` });
  });

  it('shows the text unmarked when lower-casing changed its length', () => {
    expect(snippetOf(part('İstanbul office'), 'office')).toEqual({ before: 'İstanbul office', match: '', after: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../platform/html';
import { withSynonyms } from '../../platform/thesaurus';
import { PASSAGE_WORDS, splitPassages } from './passage-split';

const words = (n: number, word = 'word') => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');
const count = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('splitting a source into passages', () => {
  it('keeps a short source whole, headings inline', () => {
    const passages = splitPassages([{ text: 'A summary.' }, { heading: 'Before you start', text: 'You need to be an admin.' }]);
    expect(passages).toEqual(['A summary.\nBefore you start\nYou need to be an admin.']);
  });

  it('starts a new passage at a heading once the current one stands alone, and never passes the maximum', () => {
    const passages = splitPassages([
      { heading: 'One', text: words(120, 'a') },
      { heading: 'Two', text: words(60, 'b') },
      { heading: 'Three', text: `${words(200, 'c')}\n${words(200, 'd')}` },
    ]);
    expect(passages[0]!.startsWith('One\n')).toBe(true);
    expect(passages[1]!.startsWith('Two\n')).toBe(true);
    for (const passage of passages) expect(count(passage)).toBeLessThanOrEqual(PASSAGE_WORDS.max);
    // The long section breaks between its paragraphs, and each part repeats the heading.
    const third = passages.filter((p) => p.startsWith('Three\n'));
    expect(third.length).toBeGreaterThanOrEqual(2);
    expect(passages.join('\n')).toContain('c199');
    expect(passages.join('\n')).toContain('d199');
  });

  it('cuts an overlong paragraph between sentences, and an overlong sentence between words', () => {
    const sentences = Array.from({ length: 40 }, (_, i) => `Sentence ${i} has exactly seven words here.`).join(' ');
    const bySentence = splitPassages([{ text: sentences }]);
    expect(bySentence.length).toBe(2);
    for (const passage of bySentence) expect(passage).toMatch(/here\.$/);
    const oneSentence = splitPassages([{ text: words(600) }]);
    expect(oneSentence.map(count)).toEqual([250, 250, 100]);
  });

  it('has no passage for a source without text', () => {
    expect(splitPassages([{ text: '' }, { text: '  \n ' }])).toEqual([]);
  });
});

describe('plain text of rich text', () => {
  it('drops tags and script contents, keeps paragraphs as lines and decodes entities', () => {
    expect(htmlToText('<p>Use <strong>Login</strong> &amp; pick</p><p>a&nbsp;portal<br>now</p><script>alert(1)</script>')).toBe(
      'Use Login & pick\na portal\nnow',
    );
  });
});

describe('the product thesaurus', () => {
  it('adds the other words of a group a question uses, and nothing to a question that uses none', () => {
    expect(withSynonyms('how do I log in')).toContain('sign in');
    expect(withSynonyms('add a sub-account')).toContain('location');
    expect(withSynonyms('what is a funnel')).toBe('what is a funnel');
  });
});

import { describe, expect, it } from 'vitest';
import { stem, terms } from './terms';

describe('question and passage terms', () => {
  it('meets the forms of a word at one stem', () => {
    const forms = [
      ['app', 'apps'],
      ['install', 'installing', 'installed', 'installs'],
      ['use', 'used', 'uses', 'using'],
      ['menu', 'menus'],
      ['policy', 'policies'],
      ['setting', 'settings', 'set'],
      ['hope', 'hoping'],
    ];
    for (const [word, ...others] of forms) for (const other of others!) expect(stem(other), other).toBe(stem(word!));
    // Words a help centre keeps apart stay apart.
    expect(stem('general')).not.toBe(stem('generate'));
    expect(stem('hop')).not.toBe(stem('hope'));
  });

  it('drops stop words, question phrasing, accents and the letters of "e.g."', () => {
    expect(terms("How long does it take? Can't I install Zoë's apps, e.g. in step 3?")).toEqual([
      'install',
      'zoe',
      'app',
      'step',
      '3',
    ]);
    expect(terms('What is it?')).toEqual([]);
  });
});

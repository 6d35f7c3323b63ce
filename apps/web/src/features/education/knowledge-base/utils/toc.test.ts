import { describe, expect, it } from 'vitest';
import { buildToc, slugify } from './toc';

const section = (heading: string) => ({ heading, body: '<p>Text</p>' });

describe('slugify', () => {
  it('keeps letters and digits of any script, lower-cased and joined by dashes', () => {
    expect(slugify('Choose the locations')).toBe('choose-the-locations');
    expect(slugify('  Step 2: “Save” & go!  ')).toBe('step-2-save-go');
    expect(slugify('Ünïcode Straße')).toBe('ünïcode-straße');
    expect(slugify('قبل أن تبدأ')).toBe('قبل-أن-تبدأ');
    expect(slugify('%%%')).toBe('');
  });

  it('cuts long headings without leaving a dash at the end', () => {
    const slug = slugify(`${'a'.repeat(59)} b`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('buildToc', () => {
  it('gives each section an anchor from its heading, the copy-link form `q-<slug>`', () => {
    expect(buildToc([section('Before you start'), section('After installing')])).toEqual([
      { slug: 'before-you-start', anchor: 'q-before-you-start', heading: 'Before you start' },
      { slug: 'after-installing', anchor: 'q-after-installing', heading: 'After installing' },
    ]);
  });

  it('numbers repeated headings and names a heading without letters by its place', () => {
    const toc = buildToc([section('Notes'), section('Notes'), section('***'), section('Notes')]);
    expect(toc.map((e) => e.slug)).toEqual(['notes', 'notes-2', 'section-3', 'notes-3']);
  });

  it('keeps an anchor when a section is added above it (links survive edits)', () => {
    const before = buildToc([section('Why'), section('How')]);
    const after = buildToc([section('Intro'), section('Why'), section('How')]);
    expect(after.find((e) => e.heading === 'How')?.anchor).toBe(before[1]?.anchor);
  });
});

import { describe, expect, it } from 'vitest';
import { plainToRich, richToPlain } from './plain-text';

describe('plain text and rich text', () => {
  it('shows stored rich text without tags, keeping paragraphs and line breaks', () => {
    expect(richToPlain('<p>Agency admins <b>install</b>.</p><p>Line one<br>line two</p>')).toBe(
      'Agency admins install.\n\nLine one\nline two',
    );
    expect(richToPlain('Just text')).toBe('Just text');
    expect(richToPlain(null)).toBe('');
    expect(richToPlain('<p>Tom &amp; Jerry</p>')).toBe('Tom & Jerry');
  });

  it('saves an author’s text as paragraphs, escaping what looks like markup', () => {
    expect(plainToRich('First line\nsecond\n\nNext <b> & more')).toBe(
      '<p>First line<br>second</p><p>Next &lt;b&gt; &amp; more</p>',
    );
    expect(plainToRich('   \n ')).toBeNull();
  });

  it('round-trips', () => {
    const text = 'One\ntwo\n\nThree & four';
    expect(richToPlain(plainToRich(text))).toBe(text);
  });
});

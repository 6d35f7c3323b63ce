import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMIT, MORE_DETAILS_THRESHOLD, summariseDescription, truncateText } from './podcast-text';

describe('truncateText', () => {
  it('keeps text of up to 250 characters whole', () => {
    const text = 'a'.repeat(250);
    expect(truncateText(text)).toBe(text);
  });

  it('cuts longer text at exactly 250 characters and adds an ellipsis', () => {
    const text = `${'a'.repeat(250)}BEYOND`;
    const out = truncateText(text);
    expect(out).toBe(`${'a'.repeat(250)}...`);
    expect(out.length).toBe(253);
  });

  it('never splits an emoji in half', () => {
    const out = truncateText('😀'.repeat(260));
    expect(Array.from(out.replace('...', ''))).toHaveLength(250);
    expect(out).not.toMatch(/\uFFFD/);
  });
});

describe('summariseDescription', () => {
  it('uses the sanitised text, so markup neither counts nor gets cut', () => {
    const html = `<p><b>${'x'.repeat(200)}</b></p><p>${'y'.repeat(100)}</p>`;
    const summary = summariseDescription(html);
    expect(summary.text).toBe(`${'x'.repeat(200)} ${'y'.repeat(100)}`);
    expect(summary.preview).toBe(`${summary.text.slice(0, DESCRIPTION_LIMIT)}...`);
    expect(summary.preview).not.toMatch(/<|>/);
  });

  it('drops script content from the preview', () => {
    expect(summariseDescription('<p>Hello</p><script>steal()</script>').preview).toBe('Hello');
  });

  it('shows More Details only above 150 characters', () => {
    expect(summariseDescription('a'.repeat(MORE_DETAILS_THRESHOLD)).showMoreDetails).toBe(false);
    expect(summariseDescription('a'.repeat(MORE_DETAILS_THRESHOLD + 1)).showMoreDetails).toBe(true);
    expect(summariseDescription(`<p>${'a'.repeat(140)}</p><b>tags</b>`).showMoreDetails).toBe(false);
  });

  it('returns empty text for a missing description, for the caller to show its fallback', () => {
    expect(summariseDescription(null)).toEqual({ text: '', preview: '', showMoreDetails: false });
    expect(summariseDescription('<script>x()</script>').preview).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { BROKEN_TEXT_MESSAGE, isCleanText, isCleanTextByPattern, ZHttpsUrl, zEmail, zText, zUrl } from './common';
import { requiredText } from './content';
import { ZTicketCreate } from './support';

describe.each([
  ['isCleanText', isCleanText],
  ['isCleanTextByPattern (older browsers)', isCleanTextByPattern],
])('%s', (_name, isCleanText) => {
  it('accepts ordinary text, emoji (a surrogate pair) and other control characters', () => {
    for (const s of ['', 'hello', 'héllo wörld', '日本語', '👍🏽 ok', 'tab\there\nnewline', '\u0001']) {
      expect(isCleanText(s), JSON.stringify(s)).toBe(true);
    }
  });

  it('rejects NUL anywhere and lone surrogates of either half', () => {
    for (const s of ['\u0000', 'a\u0000', '\u0000a', 'x\uD800y', 'x\uDC00y', '\uD800', '\uDFFF', 'ok\uD83D', '\uDE00ok']) {
      expect(isCleanText(s), JSON.stringify(s)).toBe(false);
    }
  });
});

describe('zText', () => {
  it('keeps the chained checks and transforms working', () => {
    const s = zText().trim().min(1).max(5).optional();
    expect(s.parse('  ab ')).toBe('ab');
    expect(s.parse(undefined)).toBeUndefined();
    expect(s.safeParse('abcdefg').success).toBe(false);
    expect(s.safeParse('   ').success).toBe(false);
  });

  it('rejects NUL and a lone surrogate with a message that says what is wrong', () => {
    const r = zText().max(100).safeParse('before\u0000after');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(BROKEN_TEXT_MESSAGE);
    expect(zText().safeParse('x\uD800y').success).toBe(false);
  });

  it('takes the same params as z.string()', () => {
    const r = zText('Name is required').safeParse(42);
    expect(r.error?.issues[0]?.message).toBe('Name is required');
  });

  it('guards emails and URLs too (the URL parser would accept both)', () => {
    expect(zUrl().safeParse('https://example.com/a\u0000b').success).toBe(false);
    expect(ZHttpsUrl.safeParse('https://example.com/a\uD800b').success).toBe(false);
    expect(ZHttpsUrl.safeParse('https://example.com/ok').success).toBe(true);
    expect(zEmail().safeParse('a\u0000@example.com').success).toBe(false);
    expect(zEmail().safeParse('a@example.com').success).toBe(true);
  });

  it('is what contract fields use, named by the field in the issue path', () => {
    expect(requiredText('Title', 10).safeParse('a\u0000').success).toBe(false);
    const r = ZTicketCreate.safeParse({ subject: 'before\u0000after', description: 'd' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.message === BROKEN_TEXT_MESSAGE)?.path).toEqual(['subject']);
  });
});

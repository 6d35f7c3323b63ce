import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('accepts same-site relative paths', () => {
    expect(safeRedirect('/admin/podcasts?tab=drafts')).toBe('/admin/podcasts?tab=drafts');
  });

  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/ok\n//x',
    '/login',
    '/register?x=1',
  ])('falls back to home for %j', (target) => expect(safeRedirect(target)).toBe('/'));
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/app-harness';
import { fallbackHostKind, fetchSiteConfig } from './site-config';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const CONFIG = { hostKind: 'agency', realtime: { path: '/engine.io' } };

describe('site configuration', () => {
  it('asks the server without a token', async () => {
    const { calls } = stubFetch(() => ({ body: { data: CONFIG } }));
    await expect(fetchSiteConfig()).resolves.toEqual(CONFIG);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/v1/site-config');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('takes the configuration the server wrote into the page, without asking', async () => {
    const { calls } = stubFetch(() => ({ body: { data: CONFIG } }));
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'atrium-site-config';
    block.textContent = JSON.stringify({ ...CONFIG, hostKind: 'apps' });
    document.head.append(block);
    try {
      await expect(fetchSiteConfig()).resolves.toEqual({ ...CONFIG, hostKind: 'apps' });
      expect(calls).toHaveLength(0);
    } finally {
      block.remove();
    }
  });

  it('tries a 5xx once more, a second later', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    stubFetch(() => (++attempts === 1 ? { status: 503, body: {} } : { body: { data: CONFIG } }));
    const result = fetchSiteConfig();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual(CONFIG);
    expect(attempts).toBe(2);
  });

  it('gives up on a client error at once (the host fallback applies)', async () => {
    const { calls } = stubFetch(() => ({ status: 404, body: {} }));
    await expect(fetchSiteConfig()).resolves.toBeNull();
    expect(calls).toHaveLength(1);
    expect(fallbackHostKind('localhost')).toBe('education');
    expect(fallbackHostKind('apps.example.com')).toBe('apps');
  });
});

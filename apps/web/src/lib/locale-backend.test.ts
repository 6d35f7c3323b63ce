import type { Services } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeBackend, localePath } from './locale-backend';

afterEach(() => vi.unstubAllGlobals());

function read(language: string, namespace: string) {
  localeBackend.init({} as Services, {}, {});
  return new Promise<{ error: unknown; data: unknown }>((resolve) =>
    localeBackend.read(language, namespace, (error, data) => resolve({ error, data })),
  );
}

describe('localeBackend', () => {
  it('reads /locales/{lng}/{ns}.json', async () => {
    const fetchMock = vi.fn(async () => Response.json({ hello: 'Bonjour' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(read('fr', 'podcasts')).resolves.toEqual({ error: null, data: { hello: 'Bonjour' } });
    // No options: a plain fetch is what the page's preload asked for (ADR 015).
    expect(fetchMock).toHaveBeenCalledWith('/locales/fr/podcasts.json');
    expect(localePath('a/b', '..')).toBe('/locales/a%2Fb/...json');
  });

  it('asks i18next to retry a server error or a network failure, not a missing file', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 503 }));
    let result = await read('fr', 'common');
    expect(result.error).toBeInstanceOf(Error);
    expect(result.data).toBe(true);

    vi.stubGlobal('fetch', async () => new Response('missing', { status: 404 }));
    result = await read('fr', 'common');
    expect(String(result.error)).toContain('404');
    expect(result.data).toBe(false);

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    result = await read('fr', 'common');
    expect(result.data).toBe(true);
  });

  it('reports a broken file without retrying', async () => {
    vi.stubGlobal('fetch', async () => new Response('{not json', { status: 200 }));
    const result = await read('fr', 'common');
    expect(result.error).toBeInstanceOf(Error);
    expect(result.data).toBe(false);
  });
});

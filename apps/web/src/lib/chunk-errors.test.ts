import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, installPreloadErrorHandler, lazyRoute } from './chunk-errors';

let uninstall: (() => void) | undefined;
afterEach(() => uninstall?.());

describe('lazy page chunks', () => {
  it('passes a loaded module through', async () => {
    await expect(lazyRoute(async () => ({ Component: 'page' }))()).resolves.toEqual({ Component: 'page' });
  });

  it('raises vite:preloadError and reloads once when a chunk is missing', async () => {
    const reload = vi.fn();
    uninstall = installPreloadErrorHandler(reload);
    const load = lazyRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const outcome = await Promise.race([
      load().then(
        () => 'settled',
        () => 'rejected',
      ),
      new Promise((r) => setTimeout(() => r('pending'), 20)),
    ]);
    expect(outcome).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('rethrows as a ChunkLoadError when the event is not handled', async () => {
    const reload = vi.fn();
    uninstall = installPreloadErrorHandler(reload);
    sessionStorage.setItem('atrium:chunk-reload-at', String(Date.now()));
    const seen = vi.fn();
    window.addEventListener('vite:preloadError', seen);
    await expect(lazyRoute(() => Promise.reject(new Error('gone')))()).rejects.toBeInstanceOf(ChunkLoadError);
    window.removeEventListener('vite:preloadError', seen);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });
});

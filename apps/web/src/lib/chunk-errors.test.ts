import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, installPreloadErrorHandler, lazyRoute } from './chunk-errors';

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  vi.restoreAllMocks();
});

describe('lazy page chunks', () => {
  it('passes a loaded module through', async () => {
    await expect(lazyRoute(async () => ({ Component: 'page' }))()).resolves.toEqual({ Component: 'page' });
  });

  it("waits for the screen's texts, fetched beside its chunk, so no raw keys show", async () => {
    let textsLoaded = () => {};
    const loadNamespaces = vi
      .spyOn(i18next, 'loadNamespaces')
      .mockReturnValue(new Promise<void>((resolve) => (textsLoaded = resolve)));
    const load = vi.fn(async () => ({ Component: 'page' }));
    const loading = lazyRoute(load, ['console', 'education'])();
    // Both start at once; the module alone does not settle it.
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadNamespaces).toHaveBeenCalledWith(['console', 'education']);
    const early = await Promise.race([loading.then(() => 'settled'), new Promise((r) => setTimeout(() => r('waiting'), 20))]);
    expect(early).toBe('waiting');
    textsLoaded();
    await expect(loading).resolves.toEqual({ Component: 'page' });
  });

  it('asks for no texts when a screen names none', async () => {
    const loadNamespaces = vi.spyOn(i18next, 'loadNamespaces');
    await lazyRoute(async () => ({ Component: 'page' }))();
    expect(loadNamespaces).not.toHaveBeenCalled();
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

import { describe, expect, it, vi } from 'vitest';

describe('first screen', () => {
  it('holds work until the first screen is painted, then runs it once; later work runs at once', async () => {
    // The test setup marks the first screen shown; a fresh copy of the module is a page that has not painted yet.
    vi.resetModules();
    const { afterFirstScreen, markFirstScreenShown } = await import('./first-screen');
    const work = vi.fn();
    afterFirstScreen(work);
    expect(work).not.toHaveBeenCalled();
    markFirstScreenShown();
    markFirstScreenShown();
    expect(work).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    afterFirstScreen(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});

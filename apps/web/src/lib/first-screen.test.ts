import { afterEach, describe, expect, it, vi } from 'vitest';

// The test setup marks the first screen shown; a fresh copy of the module is a page that has not painted yet.
async function freshModule() {
  vi.resetModules();
  return import('./first-screen');
}

/** A PerformanceObserver that reports what the test hands it, for the entry types given. */
function fakeObserver(supported: string[]) {
  const observers: Array<{ callback: PerformanceObserverCallback; disconnected: boolean }> = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    record: { callback: PerformanceObserverCallback; disconnected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const report = (element: Element | null) => {
    for (const { callback, disconnected } of observers)
      if (!disconnected)
        callback({ getEntries: () => [{ entryType: 'largest-contentful-paint', element }] } as never, {} as never);
  };
  return { report, observers };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('first screen', () => {
  it('holds work until the first screen is painted, then runs it once; later work runs at once', async () => {
    const { afterFirstScreen, markFirstScreenShown, firstScreenShown } = await freshModule();
    const work = vi.fn();
    afterFirstScreen(work);
    const shown = vi.fn();
    void firstScreenShown().then(shown);
    expect(work).not.toHaveBeenCalled();
    markFirstScreenShown();
    markFirstScreenShown();
    expect(work).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(shown).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    afterFirstScreen(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('counts as painted when the browser reports a paint inside the container, not the loading screen', async () => {
    vi.useFakeTimers();
    const { report, observers } = fakeObserver(['paint', 'largest-contentful-paint']);
    const { afterFirstScreen, markFirstScreenShownWhenPainted } = await freshModule();
    const loading = document.body.appendChild(document.createElement('div'));
    const root = document.body.appendChild(document.createElement('div'));
    const heading = root.appendChild(document.createElement('h1'));
    const work = vi.fn();
    afterFirstScreen(work);
    markFirstScreenShownWhenPainted(root);
    report(loading);
    report(null);
    expect(work).not.toHaveBeenCalled();
    report(heading);
    expect(work).toHaveBeenCalledTimes(1);
    expect(observers[0]?.disconnected).toBe(true);
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits no longer than PAINT_WAIT_MS for a report', async () => {
    vi.useFakeTimers();
    fakeObserver(['largest-contentful-paint']);
    const { afterFirstScreen, markFirstScreenShownWhenPainted, PAINT_WAIT_MS } = await freshModule();
    const work = vi.fn();
    afterFirstScreen(work);
    markFirstScreenShownWhenPainted(document.body);
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('takes two frames where the browser does not report paints', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    fakeObserver(['paint']);
    const { afterFirstScreen, markFirstScreenShownWhenPainted } = await freshModule();
    const work = vi.fn();
    afterFirstScreen(work);
    markFirstScreenShownWhenPainted(document.body);
    vi.advanceTimersByTime(16);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

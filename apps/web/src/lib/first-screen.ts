/**
 * When the first screen is painted. Work it does not need waits for it, so it does not run in the tasks between the
 * first render's slices, or share the link with the first screen's own requests, and push the paint out (ADR 015):
 * the formatters' locale data that screens warm up, the sidebar, the toasts and the home catalogue's code.
 */
let shown = false;
const waiting: Array<() => void> = [];

/** Called once by the entry when the first screen is painted (and by the test setup, where nothing else would). */
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const work of waiting.splice(0)) work();
}

/** Runs `work` once the first screen is painted: at once if it already is. */
export function afterFirstScreen(work: () => void): void {
  if (shown) work();
  else waiting.push(work);
}

/** Resolves once the first screen is painted: for a lazy part of a page that its first paint does not need. */
export function firstScreenShown(): Promise<void> {
  return new Promise((resolve) => afterFirstScreen(resolve));
}

/** The longest wait for the browser's word that the first screen is on screen (a screen with no text or image). */
export const PAINT_WAIT_MS = 1000;

/**
 * Marks the first screen shown once the browser has presented content of `container`: its first
 * largest-contentful-paint entry inside it. A frame's paint reaches the screen only after it is rasterised, tens of
 * milliseconds after the frame, and work started before then still delays it. Where the browser does not report
 * paints, two frames; and no later than `PAINT_WAIT_MS`, as a screen may have nothing large enough to report, and
 * the reports stop at the first input.
 */
export function markFirstScreenShownWhenPainted(container: Element): void {
  window.setTimeout(markFirstScreenShown, PAINT_WAIT_MS);
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    requestAnimationFrame(() => requestAnimationFrame(() => window.setTimeout(markFirstScreenShown)));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => container.contains((entry as LargestContentfulPaint).element))) return;
    observer.disconnect();
    markFirstScreenShown();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

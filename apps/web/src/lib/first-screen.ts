/**
 * When the first screen is painted. Work it does not need waits for it, so it does not run in the tasks between the
 * first render's slices and push the paint out (ADR 015): the formatters' locale data that screens warm up.
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

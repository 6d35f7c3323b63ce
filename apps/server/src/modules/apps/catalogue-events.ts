/**
 * Anything cached from the public catalogue (search pages, app pages, collections) listens here, and
 * every write that changes what the catalogue shows (installs, reviews, console edits, approvals) calls
 * `catalogueChanged()`. In-process only: one server process serves the catalogue.
 */
type Listener = (appIds: readonly string[] | 'all') => void;
const listeners = new Set<Listener>();

export function onCatalogueChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call after a write commits; `appIds` narrows it to those apps' pages (lists are dropped either way). */
export function catalogueChanged(appIds: readonly string[] | 'all' = 'all'): void {
  for (const listener of listeners) listener(appIds);
}

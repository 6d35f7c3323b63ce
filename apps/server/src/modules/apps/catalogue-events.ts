import type { PubSub } from '../../platform/pubsub/pubsub';

/**
 * Anything cached from the public catalogue (search pages, app pages, collections) follows these changes,
 * and every write that changes what the catalogue shows (installs, reviews, console edits, approvals) calls
 * `catalogueChanged()` once it has committed. That call is in-process and synchronous; `shareCatalogueChanges`
 * carries it to every server process on the same PostgreSQL (this one included, still synchronously), and
 * `onSharedCatalogueChanged` is where an app's caches listen.
 */
export type CatalogueChange = readonly string[] | 'all';
type Listener = (appIds: CatalogueChange) => void;
const listeners = new Set<Listener>();

export function onCatalogueChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call after a write commits; `appIds` narrows it to those apps' pages (lists are dropped either way). */
export function catalogueChanged(appIds: CatalogueChange = 'all'): void {
  for (const listener of listeners) listener(appIds);
}

const TOPIC = 'catalogue';
/** Beyond this many ids a notification would near PostgreSQL's 8000-byte limit: 'all' is sent instead. */
const MAX_IDS = 100;

const encode = (appIds: CatalogueChange) => (appIds === 'all' || appIds.length > MAX_IDS ? 'all' : appIds.join(','));
const decode = (payload: string): CatalogueChange => (payload === 'all' ? 'all' : payload.split(',').filter(Boolean));

/** Publishes this process's catalogue changes through `pubsub` (a NOTIFY per write, none per read). */
export function shareCatalogueChanges(pubsub: PubSub): () => void {
  return onCatalogueChanged((appIds) => pubsub.publish(TOPIC, encode(appIds)));
}

/** Catalogue changes made by any process on this database; 'all' after notifications may have been missed. */
export function onSharedCatalogueChanged(pubsub: PubSub, listener: Listener): () => void {
  return pubsub.subscribe(TOPIC, { message: (payload) => listener(decode(payload)), missed: () => listener('all') });
}

import { useSyncExternalStore } from 'react';

/**
 * Start-up work that runs once per page load (the site configuration, the stored-session refresh).
 * A plain store instead of react-query, so the shell and the home page do not download react-query.
 */
export type OnceState<T> = { done: false } | { done: true; value: T };

export interface Once<T> {
  /** Starts the work the first time; later calls share the same promise. Never rejects. */
  load(): Promise<T>;
  get(): OnceState<T>;
  subscribe(listener: () => void): () => void;
  /** Forgets the result, so the next `load` runs again (tests; a finished load of before is ignored). */
  reset(): void;
}

const PENDING = { done: false } as const;

/** `fallback` is the value when the work throws, so a broken start-up never blocks the app. */
export function once<T>(work: () => Promise<T>, fallback: T): Once<T> {
  let state: OnceState<T> = PENDING;
  let running: Promise<T> | null = null;
  let generation = 0;
  const listeners = new Set<() => void>();

  const load = () => {
    if (running) return running;
    const mine = generation;
    running = work()
      .catch(() => fallback)
      .then((value) => {
        if (mine === generation) {
          state = { done: true, value };
          for (const listener of listeners) listener();
        }
        return value;
      });
    return running;
  };

  return {
    load,
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      void load();
      return () => {
        listeners.delete(listener);
      };
    },
    reset() {
      generation += 1;
      running = null;
      state = PENDING;
    },
  };
}

/** The state of `resource`; subscribing starts it, so a component never waits on work nobody began. */
export function useOnce<T>(resource: Once<T>): OnceState<T> {
  return useSyncExternalStore(resource.subscribe, resource.get, resource.get);
}

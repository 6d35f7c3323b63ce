import { useSyncExternalStore } from 'react';

/**
 * The optional `app_id` query parameter (SPEC 2) is read once at start, because later
 * navigations drop the query string while the screens that need it come later in the visit.
 */
let startAppId: string | null = null;

export function captureStartParams(search: string = window.location.search): void {
  const value = new URLSearchParams(search).get('app_id')?.trim();
  startAppId = value ? value : null;
}

export function getStartAppId(): string | null {
  return startAppId;
}

const noSubscribe = () => () => {};

export function useStartAppId(): string | null {
  return useSyncExternalStore(noSubscribe, getStartAppId, getStartAppId);
}

import { useCallback, useLayoutEffect, useRef } from 'react';
import {
  createSearchParams,
  type Location,
  type NavigateOptions,
  type URLSearchParamsInit,
  useLocation,
  // biome-ignore lint/style/noRestrictedImports: this hook is the one place that wraps the router's.
  useSearchParams as useRouterSearchParams,
} from 'react-router';

export type SearchParamsUpdate = URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit);

// The address the last update asked for, and the rendered location it was asked from. Module-wide, not per
// hook: a type tab in one component and a filter in another may both change the address before it renders.
// Keyed by the location object, which the router replaces on every navigation (Back included), so an update
// asked from an older screen is never built on.
let pending: { from: Location; next: URLSearchParams } | undefined;

/**
 * React Router's `useSearchParams`, with updates that queue as React's `setState` does. The router's own
 * setter hands a functional update the params of the last render, and a navigation renders in a transition
 * that waits for suspended data: so two changes made before the new address renders (a price filter, then
 * a sort) kept only the second. Here each update builds on the one asked before it, until a navigation renders.
 */
export function useSearchParams() {
  const location = useLocation();
  const [params, setRouterParams] = useRouterSearchParams();
  // The committed address, read when an update is asked. Not a dependency of the setter: a navigation that keeps
  // the same search makes a new location, and a setter that changed with it would re-run the effects that use it.
  const committed = useRef({ location, params });
  useLayoutEffect(() => {
    committed.current = { location, params };
  });
  const setParams = useCallback(
    (update: SearchParamsUpdate, options?: NavigateOptions) => {
      const { location, params } = committed.current;
      const latest = pending?.from === location ? pending.next : params;
      const next = createSearchParams(typeof update === 'function' ? update(new URLSearchParams(latest)) : update);
      pending = { from: location, next };
      setRouterParams(next, options);
    },
    [setRouterParams],
  );
  return [params, setParams] as const;
}

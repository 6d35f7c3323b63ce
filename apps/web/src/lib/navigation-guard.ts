import { useCallback, useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';

export function isInside(pathname: string, basePath: string): boolean {
  const base = basePath.replace(/\/+$/, '');
  return base === '' || pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * Blocks navigation that leaves `basePath` while `when` is true (e.g. a form with unsaved input),
 * comparing the current and next paths against the base (SPEC 2). Moves inside the base stay free.
 * Reloading or closing the tab gets the browser's own prompt.
 */
export function useNavigationGuard(basePath: string, when: boolean) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      when && isInside(currentLocation.pathname, basePath) && !isInside(nextLocation.pathname, basePath),
    [basePath, when],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return {
    blocked: blocker.state === 'blocked',
    proceed: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
}

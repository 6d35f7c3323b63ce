import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { playPageAnimation } from '../../lib/preferences/page-animations';
import { usePreferences } from '../../lib/preferences/preferences-context';

/** Plays the chosen page-enter animation whenever the page (path) changes. */
export function AnimatedOutlet() {
  const { pathname } = useLocation();
  const { preferences } = usePreferences();
  const ref = useRef<HTMLDivElement>(null);
  const animation = preferences.animation;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the animation replays on a new path, not on a new setting
  useLayoutEffect(() => playPageAnimation(ref.current, animation), [pathname]);

  return (
    <div ref={ref}>
      <Outlet />
    </div>
  );
}

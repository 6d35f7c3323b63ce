import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { once } from '@/lib/load-once';
import { usePreferences } from '@/lib/preferences/preferences-context';

// The keyframes load only once someone picks an animation (the default is none), so most first
// loads skip them; choosing one in the settings fetches them before the next page change.
const animations = once(() => import('@/lib/preferences/page-animations'), null);

/** Plays the chosen page-enter animation whenever the page (path) changes. */
export function AnimatedOutlet() {
  const { pathname } = useLocation();
  const { preferences } = usePreferences();
  const ref = useRef<HTMLDivElement>(null);
  const animation = preferences.animation;

  useEffect(() => {
    if (animation) void animations.load();
  }, [animation]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the animation replays on a new path, not on a new setting
  useLayoutEffect(() => {
    if (!animation) return;
    const element = ref.current;
    void animations.load().then((module) => module?.playPageAnimation(element, animation));
  }, [pathname]);

  return (
    <div ref={ref}>
      <Outlet />
    </div>
  );
}

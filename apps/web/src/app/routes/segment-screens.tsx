import { type ComponentType, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageFallback } from '@/app/startup/page-fallback';

/**
 * One route module for a whole area (education, help desk): the router maps every path of the area to it,
 * which costs the first chunk far fewer bytes than a lazy route per screen; the module picks the screen by the
 * path and each screen stays its own lazy chunk.
 */
export function segmentScreens<K extends string>(
  screens: Record<K, ComponentType>,
  screenOfPath: (pathname: string) => K,
): ComponentType {
  return function SegmentScreen() {
    const { pathname } = useLocation();
    const Screen: ComponentType = screens[screenOfPath(pathname)];
    return (
      <Suspense fallback={<PageFallback />}>
        <Screen />
      </Suspense>
    );
  };
}

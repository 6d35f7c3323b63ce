import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { lazyRoute } from '@/lib/chunk-errors';
import { DefaultLayout } from './layouts/default-layout';
import { RootLayout } from './layouts/root-layout';
import { HomePage } from './routes/home/home-page';
import { PageFallback } from './startup/page-fallback';

/**
 * The route table the first chunk holds: the home page and its chrome. Every other route is in
 * `route-table.tsx`, a lazy module the router loads on the first navigation it cannot match (react-router's
 * route discovery), so the first chunk carries neither the paths nor their ranking (ADR 005: its byte budget;
 * ADR 015: the route table was one of the long tasks of the first paint of `/`). Unknown paths redirect to /
 * (SPEC 2), from that table. The error boundaries stay eager: they must render when a chunk failed to download.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      {
        element: <DefaultLayout />,
        children: [
          // Errors render inside the chrome, so the header stays usable.
          { id: 'chrome', errorElement: <RouteErrorBoundary />, children: [{ index: true, element: <HomePage /> }] },
        ],
      },
    ],
  },
];

const loadRouteTable = lazyRoute(() => import('./route-table'));

/**
 * The router's `patchRoutesOnNavigation`: adds the rest of the routes once, on the first path the home
 * table does not match. One per router (the patches live in the router, not in `routes`).
 */
export function discoverRoutes(): { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  let patched: Promise<void> | undefined;
  return {
    patchRoutesOnNavigation: ({ patch }) => {
      patched ??= loadRouteTable().then(
        ({ patchRouteTable }) => patchRouteTable(patch),
        (error: unknown) => {
          patched = undefined; // the next navigation tries again
          throw error;
        },
      );
      return patched;
    },
  };
}

export function createAppRouter() {
  return createBrowserRouter(routes, discoverRoutes());
}

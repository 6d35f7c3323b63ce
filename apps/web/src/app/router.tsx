import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { lazyRoute } from '../lib/chunk-errors';
import { DefaultLayout } from './layouts/default-layout';
import { RootLayout } from './layouts/root-layout';
import { HomePage } from './routes/home/home-page';
import { PageFallback } from './startup/page-fallback';

/** Screens that use react-query sit under this lazy layout, which provides the shared client. */
const withQueries = (children: RouteObject[]): RouteObject => ({
  lazy: lazyRoute(() => import('./layouts/query-layout')),
  children,
});

/**
 * The route table. Only the home page and its chrome are in the first chunk; every other screen (and
 * the sign-in layout) is a lazy module exporting `Component`. Unknown paths redirect to / (SPEC 2).
 * The error boundary stays eager: it must render even when a chunk failed to download.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      {
        lazy: lazyRoute(() => import('./layouts/blank-layout')),
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            children: [
              withQueries([
                { path: 'login', lazy: lazyRoute(() => import('./routes/auth/login-page')) },
                { path: 'register', lazy: lazyRoute(() => import('./routes/auth/register-page')) },
              ]),
            ],
          },
        ],
      },
      {
        element: <DefaultLayout />,
        children: [
          {
            // Errors render inside the chrome, so the header stays usable.
            errorElement: <RouteErrorBoundary />,
            children: [
              { index: true, element: <HomePage /> },
              withQueries([{ path: 'podcast', lazy: lazyRoute(() => import('./routes/podcasts/podcasts-page')) }]),
              {
                lazy: lazyRoute(() => import('./routes/admin/admin-layout')),
                children: [
                  withQueries([{ path: 'admin/podcasts', lazy: lazyRoute(() => import('./routes/admin/podcasts-admin-page')) }]),
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

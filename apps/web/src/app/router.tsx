import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { lazyRoute } from '../lib/chunk-errors';
import { BlankLayout } from './layouts/blank-layout';
import { DefaultLayout } from './layouts/default-layout';
import { RootLayout } from './layouts/root-layout';
import { RequireRole } from './require-role';
import { HomePage } from './routes/home/home-page';
import { PageFallback } from './startup/page-fallback';

/**
 * The route table. Only the home page is in the first chunk; every other screen is a lazy module
 * exporting `Component`. Unknown paths redirect to / (SPEC 2).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      {
        element: <BlankLayout />,
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            children: [
              { path: 'login', lazy: lazyRoute(() => import('./routes/auth/login-page')) },
              { path: 'register', lazy: lazyRoute(() => import('./routes/auth/register-page')) },
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
              { path: 'podcast', lazy: lazyRoute(() => import('./routes/podcasts/podcasts-page')) },
              {
                element: <RequireRole allow="super_admin" />,
                children: [{ path: 'admin/podcasts', lazy: lazyRoute(() => import('./routes/admin/podcasts-admin-page')) }],
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

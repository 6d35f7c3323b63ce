import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { lazyRoute, screenOf } from '../lib/chunk-errors';
import { DefaultLayout } from './layouts/default-layout';
import { RootLayout } from './layouts/root-layout';
import { HomePage } from './routes/home/home-page';
import { appIdGuard, marketplaceScreen } from './routes/marketplace/marketplace-routes';
import { PageFallback } from './startup/page-fallback';

/** The installs screens (one lazy chunk); the store variants of SPEC 2 share one screen. */
const installsScreen = screenOf(() => import('./routes/installs/installs-screens'));
const STORE_PATHS = [
  'levelupstore/:app_id',
  'alltheappsstore/:app_id',
  'unlimitedstore/:app_id',
  'premuimstore/:app_id',
  'agencyappsstore/:company_id/:app_id/*',
  'unlimitedstore/:company_id/:locationId/:app_id/*',
];

/**
 * The education screens, one chunk that picks its screen by path: the FAQ (SPEC 2: /faq and the menu's
 * /education_faqs), and checklists (/checklist, /checkLists) and onboarding (/onboardings) on one screen.
 */
const educationScreen = lazyRoute(() => import('./routes/education/education-screens'));

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
              withQueries([
                { path: 'podcast', lazy: lazyRoute(() => import('./routes/podcasts/podcasts-page')) },
                { path: 'faq', lazy: educationScreen },
                { path: 'education_faqs', lazy: educationScreen },
                { path: 'checklist', lazy: educationScreen },
                { path: 'checkLists', lazy: educationScreen },
                { path: 'onboardings', lazy: educationScreen },
                { path: 'console/*', lazy: lazyRoute(() => import('./routes/console/console-layout')) },
              ]),
              // The marketplace's public screens. `:app_id` matches any one segment, so its guard sends
              // non-UUIDs home (SPEC 2); one nested-store route serves both spellings (matching ignores case).
              withQueries([
                { path: ':app_id', loader: appIdGuard, lazy: marketplaceScreen('AppPage') },
                { path: 'overview/:app_id', lazy: marketplaceScreen('AppPage') },
                { path: 'app/:app_id', lazy: marketplaceScreen('AppPage') },
                { path: 'custom_page/:app_id', lazy: marketplaceScreen('CustomPage') },
                { path: 'NestedStore/:key', lazy: marketplaceScreen('NestedStorePage') },
                { path: 'partner', lazy: marketplaceScreen('PartnersPage') },
                { path: 'partner/:slug', lazy: marketplaceScreen('PartnerPage') },
              ]),
              // Installed apps and the store bundles (features/installs); each screen checks who may see it.
              withQueries([
                { path: 'detail/:location_id', lazy: installsScreen('LocationAppsPage') },
                { path: 'agency/apps', lazy: installsScreen('AgencyAppsPage') },
                ...STORE_PATHS.map((path) => ({ path, lazy: installsScreen('StorePage') })),
              ]),
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

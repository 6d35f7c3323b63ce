import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { lazyRoute, screenOf } from '@/lib/chunk-errors';
import { appIdGuard, marketplaceScreen } from './routes/marketplace/marketplace-routes';

const authScreen = screenOf(() => import('./routes/auth/auth-screens'));

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
 * The education screens (SPEC 2's spellings), one small module that picks and loads its screen by the
 * path's first segment (routes/education/education-screens.tsx keeps the same list).
 */
const educationScreen = lazyRoute(() => import('./routes/education/education-screens'));
const EDUCATION_PATHS = [
  'faq',
  'education_faqs',
  'checklist',
  'checkLists',
  'onboardings',
  'media-library',
  'Faqs_v2',
  'medialibraries',
  'players',
  'staff_players',
  'testimonial',
  'zoom_call',
  'knowledgebase/*',
  'quiz/*',
  'education/*',
];

/** The help desk (issue 5): support tickets, roadmap, changelogs, requests and plans, one route module. */
const helpDeskScreen = lazyRoute(() => import('./routes/help-desk/help-desk-screens'));
const HELP_DESK_PATHS = [
  'support_tickets/*',
  'roadmap/*',
  'roadmaps/*',
  'roadmap-calendar',
  'roadmap-calendar/:type/:app_id',
  'change_logs/*',
  'request',
  'app_billings',
];
/** The support view the CRM shows in a frame: no header; the screen checks its ids (SPEC 2). */
const EMBEDDED_SUPPORT_PATHS = [
  'support/:company_id/:locationId/:planId/:userId/*',
  'updated_app/support/:company_id/:locationId/:userId/*',
];

/** Screens that use react-query sit under this lazy layout, which provides the shared client. */
const withQueries = (children: RouteObject[]): RouteObject => ({
  lazy: lazyRoute(() => import('./layouts/query-layout')),
  children,
});

/** The CRM screens (issue 21): the connection page, the OAuth callbacks, sync, imports, prospects, contacts. */
const crmScreen = lazyRoute(() => import('./routes/crm/crm-screens'));
const CRM_PATHS = ['integrations', 'integrations/*', 'crm/*'];

/** Snapshots (issue 22): a listing's page (SPEC 2's `/snapshot/:snapshot_id/*`) and the agency's manager. */
const snapshotScreen = screenOf(() => import('./routes/snapshots/snapshot-screens'));

/** The store and payments (issue 23): the agency's store manager and the CRM's store view; Stripe connections. */
const storeScreen = screenOf(() => import('./routes/store/store-screens'));
const paymentScreen = screenOf(() => import('./routes/payments/payment-screens'));
/** The AI conversations inbox (issue 24); its static `conversations` segment outranks `ai-agents/:agentId`. */
const aiConversationsScreen = screenOf(() => import('./routes/ai-conversations/ai-conversations-screens'));
const AI_CONVERSATIONS = 'ai-agents/conversations';

/** The store as a location sees it inside the CRM's frame (SPEC 2's app views): no header, the screen checks its ids. */
const STOREFRONT_BASE = 'app/:company_id/:planId/:userId/:locationId/:app_creator_app_id';

/**
 * AI agents (issue 24): the agents, the builder with its playground, and the budgets. The playground's chat pieces
 * speak the shared aiChat namespace, loaded with the screen's own.
 */
const aiAgentsModule = () => import('./routes/ai-agents/ai-agents-screens');
const aiAgentsScreen = (name: keyof Awaited<ReturnType<typeof aiAgentsModule>>) =>
  lazyRoute(async () => ({ Component: (await aiAgentsModule())[name] }), ['aiAgents', 'aiChat']);

/** The AI chat (issue 24): a location's chat inside the CRM's frame, and a conversation shared by link. */
const aiChatScreen = (name: 'LocationChatPage' | 'SharedConversationPage') =>
  lazyRoute(async () => ({ Component: (await import('./routes/ai-chat/ai-chat-screens'))[name] }), ['aiChat']);

/** The routes beside the chrome: sign-in screens (no header), the embedded support view, and unknown paths. */
const besideChrome: RouteObject[] = [
  {
    lazy: lazyRoute(() => import('./layouts/blank-layout')),
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          withQueries([
            { path: 'login', lazy: authScreen('LoginPage') },
            { path: 'register', lazy: authScreen('RegisterPage') },
            { path: 'forgot-password', lazy: authScreen('ForgotPasswordPage') },
            { path: 'reset-password', lazy: authScreen('ResetPasswordPage') },
            // Sign-in from inside the CRM's frame: no chrome, the CRM draws its own.
            { path: 'sso', lazy: crmScreen },
          ]),
        ],
      },
    ],
  },
  withQueries(EMBEDDED_SUPPORT_PATHS.map((path) => ({ path, lazy: helpDeskScreen, errorElement: <RouteErrorBoundary /> }))),
  withQueries([
    { path: `${STOREFRONT_BASE}/store_services`, lazy: storeScreen('StorefrontPage'), errorElement: <RouteErrorBoundary /> },
    { path: `${STOREFRONT_BASE}/product/:productId`, lazy: storeScreen('ProductPage'), errorElement: <RouteErrorBoundary /> },
    { path: ':company_id/:userId/ai-agent', lazy: aiChatScreen('LocationChatPage'), errorElement: <RouteErrorBoundary /> },
    { path: 'ai-agent', lazy: aiChatScreen('LocationChatPage'), errorElement: <RouteErrorBoundary /> },
  ]),
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The screens inside the chrome (header, sidebar), beside the home page. */
const inChrome: RouteObject[] = [
  withQueries([
    { path: 'podcast', lazy: lazyRoute(() => import('./routes/podcasts/podcasts-page'), ['podcasts']) },
    ...EDUCATION_PATHS.map((path) => ({ path, lazy: educationScreen })),
    ...HELP_DESK_PATHS.map((path) => ({ path, lazy: helpDeskScreen })),
    ...CRM_PATHS.map((path) => ({ path, lazy: crmScreen })),
    { path: 'console/*', lazy: lazyRoute(() => import('./routes/console/console-layout'), ['console']) },
    { path: 'profile', lazy: lazyRoute(() => import('./routes/auth/profile-page'), ['account']) },
    { path: 'admin/outbox', lazy: lazyRoute(() => import('./routes/admin/outbox-page'), ['account']) },
    { path: 'admin/payments', lazy: lazyRoute(() => import('./routes/admin/payments-page'), ['payments']) },
    {
      path: 'admin/podcasts',
      lazy: lazyRoute(() => import('./routes/admin/podcasts-admin-page'), ['admin', 'podcasts']),
    },
    {
      path: 'notifications/settings',
      lazy: lazyRoute(() => import('./routes/notifications/notification-settings-page'), ['updates']),
    },
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
  withQueries([{ path: 'ai-agent/shared/:token', lazy: aiChatScreen('SharedConversationPage') }]),
  withQueries([
    { path: 'snapshot/:snapshot_id/*', lazy: snapshotScreen('SnapshotPage') },
    { path: 'snapshots/*', lazy: snapshotScreen('SnapshotManagerPage') },
  ]),
  withQueries([
    { path: ':company_id/:app_id/service_store/:app_creator_app_id/*', lazy: storeScreen('StoreManagerPage') },
    // Where the agency's menus lead: its store's manager, or opening one.
    { path: 'service_store', lazy: storeScreen('StoreHomePage') },
    { path: 'paymentproviders/*', lazy: paymentScreen('PaymentProvidersPage') },
    // More specific than the CRM screens' `integrations/*`: Stripe's return (SPEC 2's agency_stripe target).
    { path: 'integrations/agency_stripe', lazy: paymentScreen('AgencyStripeReturnPage') },
  ]),
  withQueries([
    { path: 'ai-agents', lazy: aiAgentsScreen('AgentsPage') },
    { path: 'ai-agents/usage', lazy: aiAgentsScreen('AgentUsagePage') },
    { path: 'ai-agents/:agentId', lazy: aiAgentsScreen('AgentBuilderPage') },
    { path: AI_CONVERSATIONS, lazy: aiConversationsScreen('InboxPage') },
    { path: `${AI_CONVERSATIONS}/:conversationId`, lazy: aiConversationsScreen('ConversationPage') },
  ]),
];

/** The ids in router.tsx's table where the rest of the routes attach. */
export type RouteAnchor = 'root' | 'chrome';

/** Adds every route but the home page to the router (router.tsx: `discoverRoutes`). */
export function patchRouteTable(patch: (anchor: RouteAnchor, children: RouteObject[]) => void): void {
  patch('chrome', inChrome);
  patch('root', besideChrome);
}

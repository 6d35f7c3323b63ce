import { segmentScreens } from '@/app/routes/segment-screens';
import { lazyNamed } from '@/lib/chunk-errors';

/**
 * The help desk's screens (issue 5) behind one route module, as the education area does: the router maps
 * every help-desk path here and this module loads the screen for the path's first segment as its own chunk.
 */
const SCREENS = {
  support: lazyNamed(() => import('./support-page'), 'Component', ['support']),
  // The same chunk as the full screen: the support feature's modules (zod forms included) are then in one
  // lazy chunk instead of the chunk every screen shares.
  supportEmbedded: lazyNamed(() => import('./support-page'), 'EmbeddedComponent', ['support']),
  roadmap: lazyNamed(() => import('./roadmap-page'), 'Component', ['roadmap']),
  roadmapCalendar: lazyNamed(() => import('./roadmap-calendar-page'), 'Component', ['roadmap']),
  request: lazyNamed(() => import('./request-page'), 'Component', ['roadmap']),
  changelogs: lazyNamed(() => import('./changelogs-page'), 'Component', ['updates']),
  plans: lazyNamed(() => import('./plans-page'), 'Component', ['updates', 'billing']),
};

/** First path segment (lower case) → screen, in SPEC 2's spellings. */
const SCREEN_OF_SEGMENT: Record<string, keyof typeof SCREENS> = {
  support_tickets: 'support',
  support: 'supportEmbedded',
  updated_app: 'supportEmbedded',
  roadmap: 'roadmap',
  roadmaps: 'roadmap',
  'roadmap-calendar': 'roadmapCalendar',
  request: 'request',
  change_logs: 'changelogs',
  app_billings: 'plans',
};

export function screenOfPath(pathname: string): keyof typeof SCREENS {
  const [, segment = ''] = pathname.toLowerCase().split('/');
  return SCREEN_OF_SEGMENT[segment] ?? 'support';
}

export const Component = segmentScreens(SCREENS, screenOfPath);

import { segmentScreens } from '@/app/routes/segment-screens';
import { lazyNamed } from '@/lib/chunk-errors';

/**
 * The education screens' one route module. The router maps every education path here (one lazy import
 * costs the first chunk far fewer bytes than one per screen, and that chunk is at its budget); this module
 * picks the screen by the path's first segment and loads it as its own chunk, so opening the FAQ does not
 * download the quiz player.
 */
const SCREENS = {
  faq: lazyNamed(() => import('./faq-page'), 'Component', ['education']),
  steps: lazyNamed(() => import('./step-lists-page'), 'Component', ['education']),
  media: lazyNamed(() => import('./media-page'), 'Component', ['education', 'media']),
  players: lazyNamed(() => import('./players-page'), 'Component', ['education', 'players']),
  testimonials: lazyNamed(() => import('./testimonials-page'), 'Component', ['education', 'community']),
  calls: lazyNamed(() => import('./zoom-calls-page'), 'Component', ['education', 'community']),
  docs: lazyNamed(() => import('./knowledge-base-page'), 'Component', ['education', 'community']),
  quiz: lazyNamed(() => import('./quiz-page'), 'Component', ['education', 'quizzes']),
  home: lazyNamed(() => import('./education-home-page'), 'Component', ['education']),
  // Its sections wait for their own texts (manage-layout).
  manage: lazyNamed(() => import('./manage/manage-layout'), 'Component'),
};

/** First path segment (lower case) → screen. SPEC 2's spellings: /checkLists, /Faqs_v2, /media-library, ... */
const SCREEN_OF_SEGMENT: Record<string, keyof typeof SCREENS> = {
  faq: 'faq',
  education_faqs: 'faq',
  checklist: 'steps',
  checklists: 'steps',
  onboardings: 'steps',
  'media-library': 'media',
  faqs_v2: 'media',
  medialibraries: 'media',
  players: 'players',
  staff_players: 'players',
  testimonial: 'testimonials',
  zoom_call: 'calls',
  knowledgebase: 'docs',
  quiz: 'quiz',
  education: 'home',
};

/** Paths the router sends here (react-router matches them case-insensitively). */
export const EDUCATION_SEGMENTS = Object.keys(SCREEN_OF_SEGMENT);

export function screenOfPath(pathname: string): keyof typeof SCREENS {
  const [, segment = '', section = ''] = pathname.toLowerCase().split('/');
  // The authoring console (/education/manage/*) sits under the area's home.
  if (segment === 'education' && section === 'manage') return 'manage';
  return SCREEN_OF_SEGMENT[segment] ?? 'faq';
}

export const Component = segmentScreens(SCREENS, screenOfPath);

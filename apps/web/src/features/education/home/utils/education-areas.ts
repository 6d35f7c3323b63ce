import type { THostKind } from '@atrium/contracts/hosts';
import type { IconName } from '@/components/ui/icon';
import { AGENCY_HIDDEN_IDS } from '@/lib/menu-definitions';

export interface EducationArea {
  /** The menu entry's id where the area has one, so the agency hosts' hiding rule applies unchanged. */
  id: string;
  path: string;
  icon: IconName;
}

/** Every education area, in the order the home page offers them (SPEC 2's paths). */
export const EDUCATION_AREAS: readonly EducationArea[] = [
  { id: 'podcasts', path: '/podcast', icon: 'mic' },
  { id: 'videos', path: '/media-library', icon: 'video' },
  { id: 'faqs', path: '/education_faqs', icon: 'faq' },
  { id: 'checklist', path: '/checklist', icon: 'checklist' },
  { id: 'onboarding', path: '/onboardings', icon: 'flag' },
  { id: 'players', path: '/players', icon: 'trophy' },
  { id: 'staff', path: '/staff_players', icon: 'badge' },
  { id: 'knowledgeBase', path: '/knowledgebase', icon: 'book' },
  { id: 'quizzes', path: '/quiz', icon: 'help' },
  { id: 'testimonials', path: '/testimonial', icon: 'star' },
  { id: 'zoomCall', path: '/zoom_call', icon: 'camera' },
  { id: 'mediaLibrary', path: '/medialibraries', icon: 'image' },
];

/** The areas this host offers: an agency's host leaves out what its menus leave out (Zoom Call, Staff, ...). */
export function areasForHost(hostKind: THostKind): EducationArea[] {
  return EDUCATION_AREAS.filter((area) => hostKind !== 'agency' || !AGENCY_HIDDEN_IDS.has(area.id));
}

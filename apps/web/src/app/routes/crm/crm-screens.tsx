import { segmentScreens } from '@/app/routes/segment-screens';
import { lazyNamed } from '@/lib/chunk-errors';

/**
 * The CRM screens' one route module: the router maps /integrations, /integrations/* and /crm/* here (one lazy
 * import costs the first chunk far fewer bytes than one per screen); each screen stays its own chunk and waits for
 * the 'crm' texts.
 */
const SCREENS = {
  integrations: lazyNamed(() => import('./integrations-page'), 'Component', ['crm']),
  callback: lazyNamed(() => import('./integrations-callback-page'), 'Component', ['crm']),
  sync: lazyNamed(() => import('./sync-page'), 'Component', ['crm']),
  imports: lazyNamed(() => import('./imports-page'), 'Component', ['crm']),
  prospects: lazyNamed(() => import('./prospects-page'), 'Component', ['crm']),
  contacts: lazyNamed(() => import('./contacts-page'), 'Component', ['crm']),
  sso: lazyNamed(() => import('./sso-page'), 'Component', ['crm']),
};

type Screen = keyof typeof SCREENS;

const CRM_SECTIONS: Record<string, Screen> = {
  sync: 'sync',
  imports: 'imports',
  prospects: 'prospects',
  contacts: 'contacts',
};

/** /integrations is the connection page, /integrations/<kind> the OAuth callback, /crm/<section> the rest. */
export function screenOfPath(pathname: string): Screen {
  const [, segment = '', section = ''] = pathname.toLowerCase().split('/');
  if (segment === 'sso') return 'sso';
  if (segment === 'integrations') return section ? 'callback' : 'integrations';
  if (segment === 'crm') return CRM_SECTIONS[section] ?? 'integrations';
  return 'integrations';
}

export const Component = segmentScreens(SCREENS, screenOfPath);

import type { THostKind } from '@atrium/contracts/hosts';
import { NESTED_STORE_IDS } from '@atrium/contracts/hosts';
import { planAllows } from '@atrium/contracts/plans';

/**
 * The navigation menus as data (SPEC 2), shared by the header, the sidebar and the home page so
 * the three can never disagree. Titles are keys of the `common` namespace.
 */
export type MenuIconName =
  | 'widgets'
  | 'crm'
  | 'chat'
  | 'card'
  | 'plug'
  | 'store'
  | 'grid'
  | 'briefcase'
  | 'book'
  | 'help'
  | 'mic'
  | 'video'
  | 'faq'
  | 'checklist'
  | 'flag'
  | 'trophy'
  | 'map'
  | 'list'
  | 'camera'
  | 'star'
  | 'badge'
  | 'receipt'
  | 'image'
  | 'lifebuoy';

export interface MenuEntry {
  id: string;
  path: string;
  title: string;
  icon: MenuIconName;
  /** 'free' entries are open to everyone; any other plan lists the agency plans that unlock it. */
  plan: string;
  plans?: readonly string[];
}

export interface MenuGroup {
  id: string;
  title: string;
  icon: MenuIconName;
  entries: readonly MenuEntry[];
}

export type MenuItem = { kind: 'link'; entry: MenuEntry } | { kind: 'group'; group: MenuGroup };

const entry = (id: string, path: string, icon: MenuIconName): MenuEntry => ({
  id,
  path,
  title: `menu.${id}`,
  icon,
  plan: 'free',
});
const store = (id: keyof typeof NESTED_STORE_IDS, icon: MenuIconName) => entry(id, `/nestedstore/${NESTED_STORE_IDS[id]}`, icon);

export const STORE_LINKS = [
  store('widgets', 'widgets'),
  store('crmPlus', 'crm'),
  store('conversationProviders', 'chat'),
  store('paymentProviders', 'card'),
] as const;
export const INTEGRATIONS_LINK = store('integrations', 'plug');

export const MARKETPLACES_GROUP: MenuGroup = {
  id: 'marketplaces',
  title: 'menu.marketplaces',
  icon: 'store',
  entries: [entry('apps', '/', 'grid'), entry('partners', '/partner', 'briefcase')],
};

export const EDUCATION_GROUP: MenuGroup = {
  id: 'education',
  title: 'menu.education',
  icon: 'book',
  entries: [
    entry('podcasts', '/podcast', 'mic'),
    entry('videos', '/media-library', 'video'),
    entry('faqs', '/education_faqs', 'faq'),
    entry('checklist', '/checklist', 'checklist'),
    entry('onboarding', '/onboardings', 'flag'),
    entry('players', '/players', 'trophy'),
  ],
};

export const HELP_GROUP: MenuGroup = {
  id: 'help',
  title: 'menu.help',
  icon: 'help',
  entries: [
    entry('roadmap', '/roadmap', 'map'),
    entry('changeLogs', '/change_logs', 'list'),
    entry('zoomCall', '/zoom_call', 'camera'),
    entry('testimonials', '/testimonial', 'star'),
    entry('staff', '/staff_players', 'badge'),
    entry('plans', '/app_billings', 'receipt'),
    entry('mediaLibrary', '/medialibraries', 'image'),
    entry('support', '/support_tickets', 'lifebuoy'),
  ],
};

/**
 * The AI agents (issue 24), for the people who build them: an agency's admins and the super admin. Not in the shared
 * menu (everyone sees that one): the sidebar and the account menu add it for those roles.
 */
export const AI_AGENTS_ENTRY: MenuEntry = entry('aiAgents', '/ai-agents', 'chat');
export const AI_AGENT_BUILDERS: ReadonlySet<string> = new Set(['agency_admin', 'super_admin']);

/** Entries an agency's white-label host does not offer. */
export const AGENCY_HIDDEN_IDS: ReadonlySet<string> = new Set([
  'zoomCall',
  'staff',
  'testimonials',
  'checklist',
  'onboarding',
  'plans',
]);

const without = (group: MenuGroup, hidden: ReadonlySet<string>): MenuGroup => ({
  ...group,
  entries: group.entries.filter((e) => !hidden.has(e.id)),
});

export function buildMenu(hostKind: THostKind): MenuItem[] {
  const links: MenuItem[] = STORE_LINKS.map((e) => ({ kind: 'link', entry: e }));
  if (hostKind === 'apps') {
    return [...links, { kind: 'group', group: MARKETPLACES_GROUP }, { kind: 'group', group: HELP_GROUP }];
  }
  const hidden: ReadonlySet<string> = hostKind === 'agency' ? AGENCY_HIDDEN_IDS : new Set();
  return [
    ...links,
    { kind: 'link', entry: INTEGRATIONS_LINK },
    { kind: 'group', group: MARKETPLACES_GROUP },
    { kind: 'group', group: without(EDUCATION_GROUP, hidden) },
    { kind: 'group', group: without(HELP_GROUP, hidden) },
  ];
}

/** Every entry of a menu, flattened (for search and tests). */
export function menuEntries(menu: readonly MenuItem[]): MenuEntry[] {
  return menu.flatMap((item) => (item.kind === 'link' ? [item.entry] : item.group.entries));
}

/** The plan-gating rule the server applies too (contracts/plans): free entries are open to everyone. */
export function canOpenEntry(menuEntry: MenuEntry, agencyPlan: string | null | undefined): boolean {
  return planAllows(agencyPlan, menuEntry.plans ?? [menuEntry.plan]);
}

/**
 * The same menu with its plain links folded into one 'Stores' dropdown, for headers too narrow for
 * every label (long languages, smaller laptops) but wide enough for the dropdowns.
 */
export function compactMenu(menu: readonly MenuItem[]): MenuItem[] {
  const links = menu.flatMap((item) => (item.kind === 'link' ? [item.entry] : []));
  const groups = menu.filter((item) => item.kind === 'group');
  if (links.length === 0) return [...groups];
  return [{ kind: 'group', group: { id: 'stores', title: 'menu.stores', icon: 'store', entries: links } }, ...groups];
}

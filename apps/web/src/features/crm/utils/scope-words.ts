/**
 * The CRM's scopes ("contacts.readonly", "locations/customFields.write") grouped by what they reach, so a person
 * reads "Contacts: see and change" instead of two codes. A scope the list does not know keeps its code.
 */
export const SCOPE_AREAS = [
  'companies',
  'locations',
  'users',
  'contacts',
  'workflows',
  'products',
  'opportunities',
  'locations/customFields',
  'locations/customValues',
  'snapshots',
  'conversations',
  'conversations/message',
  'custom-menu-link',
  'oauth',
] as const;
export type ScopeArea = (typeof SCOPE_AREAS)[number];

export type ScopeAccess = 'read' | 'write';

export interface ScopeGroup {
  /** A known area, or the raw scope when it is not one. */
  area: ScopeArea | null;
  code: string;
  access: ScopeAccess[];
  /** Whether every scope of the group was granted (false: at least one was asked for and left out). */
  missing: ScopeAccess[];
}

const isArea = (value: string): value is ScopeArea => (SCOPE_AREAS as readonly string[]).includes(value);

function parse(scope: string): { area: string; access: ScopeAccess } {
  const dot = scope.lastIndexOf('.');
  if (dot < 0) return { area: scope, access: 'read' };
  const suffix = scope.slice(dot + 1);
  return { area: scope.slice(0, dot), access: suffix === 'write' ? 'write' : 'read' };
}

/** Granted and missing scopes, one group per area in the CRM's order, access sorted read before write. */
export function groupScopes(granted: readonly string[], missing: readonly string[] = []): ScopeGroup[] {
  const groups = new Map<string, ScopeGroup>();
  const add = (scope: string, into: 'access' | 'missing') => {
    const { area, access } = parse(scope);
    const known = isArea(area);
    const key = known ? area : scope;
    const group = groups.get(key) ?? { area: known ? area : null, code: key, access: [], missing: [] };
    if (!group[into].includes(access)) group[into].push(access);
    groups.set(key, group);
  };
  for (const scope of granted) add(scope, 'access');
  for (const scope of missing) add(scope, 'missing');
  const rank = (group: ScopeGroup) => (group.area ? SCOPE_AREAS.indexOf(group.area) : SCOPE_AREAS.length);
  const order = (list: ScopeAccess[]) => list.sort((a, b) => (a === b ? 0 : a === 'read' ? -1 : 1));
  return [...groups.values()]
    .map((group) => ({ ...group, access: order(group.access), missing: order(group.missing) }))
    .sort((a, b) => rank(a) - rank(b));
}

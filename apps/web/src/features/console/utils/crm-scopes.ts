import { CRM_APP_SCOPES, type TCrmAppScope } from '@atrium/contracts/v1-auth';

/**
 * The install dialog's plain words for a scope, in the `installs` texts: the creator picks from the very list agencies
 * read before "Install". i18next reads dots as nesting, so `contacts.readonly` is `contacts_readonly`.
 */
export const scopeLabelKey = (scope: TCrmAppScope) => `installs:crmScopes.labels.${scope.replace(/[./]/g, '_')}`;

/** The CRM resource a scope is about (`calendars/events.write` is about calendars), the listing form's groups. */
export const scopeGroup = (scope: TCrmAppScope) => scope.split(/[./]/)[0]!;

/** The scopes by resource, in the contract's order (reading before changing within each). */
export const SCOPE_GROUPS: { group: string; scopes: TCrmAppScope[] }[] = CRM_APP_SCOPES.reduce<
  { group: string; scopes: TCrmAppScope[] }[]
>((groups, scope) => {
  const group = scopeGroup(scope);
  const last = groups.at(-1);
  if (last?.group === group) last.scopes.push(scope);
  else groups.push({ group, scopes: [scope] });
  return groups;
}, []);

/** Adds or removes a scope, keeping the contract's order, so a listing's value compares equal however it was picked. */
export function toggleScope(list: readonly TCrmAppScope[], scope: TCrmAppScope, on: boolean): TCrmAppScope[] {
  const next = new Set(list);
  if (on) next.add(scope);
  else next.delete(scope);
  return CRM_APP_SCOPES.filter((s) => next.has(s));
}

export const isReadScope = (scope: TCrmAppScope) => scope.endsWith('.readonly');

import { progressEndpoints } from '@atrium/contracts/content-progress';
import { locationHidesEndpoints } from '@atrium/contracts/content-visibility';
import { educationGroups, listResetEndpoint } from '@atrium/contracts/education-groups';
import type { AnyEndpoint } from '@atrium/contracts/endpoint';
import { resourceEndpoints } from '@atrium/contracts/resource-endpoints';
import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../platform/resources/resource-definition';
import { checklistGroup } from './checklists.resource';
import { educationResources } from './education.routes';
import { onboardingGroup } from './onboarding.resource';

/** What registering an endpoint reads from it; schemas compare by identity (the same object, not a copy). */
const shape = (e: AnyEndpoint) => ({
  method: e.method,
  path: e.path,
  tag: e.tag,
  summary: e.summary,
  auth: e.auth,
  status: e.status,
  kind: e.kind,
  query: e.query,
  body: e.body,
  answer: e.data ?? e.list ?? e.raw,
});
const shapes = (endpoints: Record<string, AnyEndpoint>) =>
  Object.fromEntries(Object.entries(endpoints).map(([name, e]) => [name, shape(e)]));

const lists = new Set([checklistGroup.lists, onboardingGroup.lists]);

/**
 * The endpoints the server registers for one definition (resource-routes.ts, content-lists.ts). Both sides build
 * them from the group's declaration in the contracts; what a type cannot hold together is which extras each side
 * switches on (hides, progress, reset) and that both name the same declaration.
 */
function registered(def: ResourceDefinition) {
  const { group } = def;
  return {
    ...shapes(resourceEndpoints(group)),
    ...(def.locationHides ? { hides: shapes(locationHidesEndpoints(group)) } : {}),
    ...(def.progress ? { progress: shapes(progressEndpoints(group)) } : {}),
    ...(lists.has(def) ? { reset: shape(listResetEndpoint(group)) } : {}),
  };
}

/** The same, read from the contracts' declaration of the group (what the web calls). */
function declared(group: Record<string, AnyEndpoint | Record<string, AnyEndpoint>>) {
  return Object.fromEntries(
    Object.entries(group).map(([name, e]) => [
      name,
      'kind' in e ? shape(e as AnyEndpoint) : shapes(e as Record<string, AnyEndpoint>),
    ]),
  );
}

describe('education groups in the contracts', () => {
  it('declare every group the server registers, with the same extras and schemas', () => {
    const byPath = new Map(Object.values(educationGroups).map((g) => [g.list.path as string, g]));
    for (const def of educationResources) {
      const group = byPath.get(def.group.path);
      expect(group, def.group.path).toBeDefined();
      expect(declared(group as never), def.group.path).toEqual(registered(def));
    }
  });

  it('declare no group the server does not register', () => {
    const served = new Set(educationResources.map((def) => def.group.path));
    const names = Object.entries(educationGroups).filter(([, g]) => !served.has(g.list.path));
    expect(names).toEqual([]);
    // Each group under the name the web uses: its path under /api/v1.
    for (const [name, group] of Object.entries(educationGroups)) expect(group.list.path).toBe(`/api/v1/${name}`);
  });
});

/**
 * What Stripe still needs, in groups a person understands: Stripe names each field (`external_account`,
 * `individual.verification.document`, `tos_acceptance.date`...), and one group covers many fields.
 */
export const REQUIREMENT_GROUPS = ['bank', 'terms', 'business', 'identity', 'company', 'other'] as const;
export type RequirementGroup = (typeof REQUIREMENT_GROUPS)[number];

const BY_PREFIX: readonly [string, RequirementGroup][] = [
  ['external_account', 'bank'],
  ['tos_acceptance', 'terms'],
  ['business_profile', 'business'],
  ['business_type', 'business'],
  ['individual', 'identity'],
  ['representative', 'identity'],
  ['person_', 'identity'],
  ['owners', 'identity'],
  ['directors', 'identity'],
  ['executives', 'identity'],
  ['company', 'company'],
];

export function requirementGroup(field: string): RequirementGroup {
  return BY_PREFIX.find(([prefix]) => field === prefix || field.startsWith(prefix))?.[1] ?? 'other';
}

/** The groups of the fields due, each once, in a fixed order. */
export function requirementGroups(fields: readonly string[]): RequirementGroup[] {
  const due = new Set(fields.map(requirementGroup));
  return REQUIREMENT_GROUPS.filter((g) => due.has(g));
}

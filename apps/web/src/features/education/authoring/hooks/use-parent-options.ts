import { useMemo } from 'react';
import { useGroupItems } from '@/features/education/authoring/api/get-group-items';
import type { AuthoringGroup, AuthoringItem, FieldSpec } from '@/features/education/authoring/descriptor/group-descriptor';
import { groupOf } from '@/features/education/authoring/groups/registry';
import { type ParentOption, parentOptionsOf } from '@/features/education/authoring/utils/parent-options';

export interface ParentOptions {
  options: ParentOption[];
  /** A parent's place in its group's order, so the list keeps one category's items together, as readers see them. */
  order: Map<string, number>;
  labels: Map<string, string>;
  failed: boolean;
}

const parentFieldOf = (group: AuthoringGroup) =>
  group.fields.find((f): f is Extract<FieldSpec, { kind: 'parent' }> => f.kind === 'parent');

/**
 * The rows a group's parent field can point at (its categories or lists). A group that is its own parent
 * (knowledge-base sub-categories) takes them from its own rows, which the caller already has.
 */
export function useParentOptions(group: AuthoringGroup, own: readonly AuthoringItem[] | undefined): ParentOptions {
  const field = parentFieldOf(group);
  const parentGroup = field ? groupOf(field.group) : undefined;
  const self = parentGroup === group;
  const fetched = useGroupItems(parentGroup && !self ? parentGroup : undefined);
  const rows = self ? own : fetched.data;
  return useMemo(() => {
    const options = parentGroup && rows ? parentOptionsOf(parentGroup, rows, field?.topOnly) : [];
    return {
      options,
      order: new Map(options.map((o, i) => [o.id, i])),
      labels: new Map(options.map((o) => [o.id, o.label])),
      failed: fetched.isError,
    };
  }, [parentGroup, rows, field, fetched.isError]);
}

import { resourceEndpoints } from '@atrium/contracts/resource-endpoints';
import { snapshotCustomFieldGroup, type TSnapshotCustomField } from '@atrium/contracts/snapshots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldDraft } from '@/features/snapshot-manager/utils/field-drafts';
import { draftToInput } from '@/features/snapshot-manager/utils/field-drafts';
import { apiFetch } from '@/lib/api-client';
import { managerKeys } from './manager-keys';

const fieldEndpoints = resourceEndpoints(snapshotCustomFieldGroup);

/**
 * Saves an edited list of custom fields through `/api/v1/snapshot_custom_field`: removed ones are deleted, new ones
 * created, changed ones (position included) updated. One at a time, in order, so a failure says which field.
 */
export async function saveCustomFields(
  snapshotId: string,
  before: readonly TSnapshotCustomField[],
  drafts: readonly FieldDraft[],
): Promise<TSnapshotCustomField[]> {
  const saved: TSnapshotCustomField[] = [];
  const kept = new Set(drafts.flatMap((draft) => (draft.id ? [draft.id] : [])));
  for (const field of before) if (!kept.has(field._id)) await apiFetch(fieldEndpoints.remove, { params: { id: field._id } });
  for (const [position, draft] of drafts.entries()) {
    const input = draftToInput(draft, position);
    if (!draft.id) {
      saved.push(await apiFetch(fieldEndpoints.create, { body: { ...input, snapshotId } }));
      continue;
    }
    const old = before.find((field) => field._id === draft.id);
    const { key: _key, ...update } = input;
    const changed =
      !old ||
      old.label !== update.label ||
      old.type !== update.type ||
      old.required !== update.required ||
      (old.helpText ?? null) !== (update.helpText ?? null) ||
      (old.defaultValue ?? null) !== (update.defaultValue ?? null) ||
      old.options.join('\n') !== (update.options ?? []).join('\n') ||
      old.position !== position;
    if (changed) saved.push(await apiFetch(fieldEndpoints.update, { params: { id: draft.id }, body: { ...update, position } }));
    else if (old) saved.push(old);
  }
  return saved;
}

export function useSaveCustomFields() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ snapshotId, before, drafts }: { snapshotId: string; before: TSnapshotCustomField[]; drafts: FieldDraft[] }) =>
      saveCustomFields(snapshotId, before, drafts),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: managerKeys.listings }),
        client.invalidateQueries({ queryKey: managerKeys.listingPages }),
      ]),
  });
}

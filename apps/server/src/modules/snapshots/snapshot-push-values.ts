import type { AgencyCrm } from '../crm-sync/crm-sync-crm';

/** `{{ custom_values.business_name }}`: how the CRM keys a custom value its templates merge in. */
export const customValueKey = (key: string) => `{{ custom_values.${key} }}`;

/** The CRM makes a key from a name (`Business name` -> `business_name`): the same rule, to name a new one. */
const snake = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** A name whose key is `key`: the field's label when it makes that key, else the key in words. */
export function customValueName(key: string, label: string | undefined): string {
  if (label && snake(label) === key) return label;
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Writes a location's values into its CRM custom values (location token): the one whose `fieldKey` is the key's is
 * updated, a missing one is created. Values are never logged; a value already equal is not written again, so a
 * retried write does only what is left.
 */
export async function writeCustomValues(
  crm: Pick<AgencyCrm, 'client' | 'asLocation'>,
  crmLocationId: string,
  values: Record<string, string>,
  labels: ReadonlyMap<string, string>,
): Promise<void> {
  const keys = Object.keys(values);
  if (keys.length === 0) return;
  await crm.asLocation(crmLocationId, async (accessToken) => {
    const existing = await crm.client.listCustomValues({ accessToken, locationId: crmLocationId });
    const byKey = new Map(existing.map((v) => [v.fieldKey.replace(/\s+/g, ' ').trim(), v]));
    for (const key of keys) {
      const value = values[key]!;
      const found = byKey.get(customValueKey(key));
      if (found && (found.value ?? '') === value) continue;
      if (found) {
        await crm.client.updateCustomValue({
          accessToken,
          locationId: crmLocationId,
          customValueId: found.id,
          name: found.name,
          value,
        });
      } else {
        const name = customValueName(key, labels.get(key));
        await crm.client.createCustomValue({ accessToken, locationId: crmLocationId, name, value });
      }
    }
  });
}

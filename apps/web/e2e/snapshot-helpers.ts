import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { unique } from './helpers';

/** What the snapshot flows share: finding listings and targets through the API, and the load dialog's steps. */

export type Headers = Record<string, string>;

export async function listingId(request: APIRequestContext, headers: Headers, name: string): Promise<string> {
  const res = await request.get(`/api/v1/snap_shot/list-snapshots?scope=mine&q=${encodeURIComponent(name)}`, { headers });
  expect(res.ok(), await res.text()).toBe(true);
  const found = ((await res.json()).data as { _id: string; name: string }[]).find((s) => s.name === name);
  if (!found) throw new Error(`No demo listing named ${name}`);
  return found._id;
}

/** Locations that can take the listing now (none of its versions, nothing under way), by name. */
export async function freshTargets(request: APIRequestContext, headers: Headers, snapshotId: string): Promise<string[]> {
  const res = await request.get(`/api/v1/snap_shot/list-ghl_locations?snapshot_id=${snapshotId}`, { headers });
  expect(res.ok(), await res.text()).toBe(true);
  const targets = (await res.json()).data as { name: string; version: number | null; lastPush: unknown }[];
  return targets.filter((t) => t.version === null && t.lastPush === null).map((t) => t.name);
}

/** Removes the agency's listing of a CRM snapshot, if a run before this one (a retry) published it. */
export async function unlistCrmSnapshot(request: APIRequestContext, headers: Headers, crmName: string) {
  const crm = (await (await request.get('/api/v1/agency/list-snapshots', { headers })).json()).data as {
    id: string;
    name: string;
  }[];
  const crmId = crm.find((s) => s.name === crmName)?.id;
  const mine = (await (await request.get('/api/v1/snap_shot/list-snapshots?scope=mine&limit=100', { headers })).json()).data as {
    _id: string;
    crmSnapshotId: string | null;
  }[];
  for (const listing of mine.filter((l) => crmId && l.crmSnapshotId === crmId))
    expect((await request.delete(`/api/v1/snap_shot/${listing._id}`, { headers })).status()).toBe(204);
}

/** Opens "Load into locations", picks the locations and types each one's business name (and phone, if asked). */
export async function loadInto(page: Page, locations: string[]) {
  await page.getByRole('button', { name: 'Load into locations' }).click();
  const dialog = page.getByRole('dialog');
  for (const name of locations) await dialog.getByRole('checkbox', { name, exact: true }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: /Values for each location/ })).toBeFocused();
  for (const name of locations) {
    await dialog.getByRole('textbox', { name: `Business name for ${name}` }).fill(`${name} ${unique()}`);
    const phone = dialog.getByRole('textbox', { name: `Business phone for ${name}` });
    if (await phone.count()) await phone.fill('+1 303 555 0100');
  }
  await dialog.getByRole('button', { name: 'Load now' }).click();
  await expect(dialog.getByRole('heading', { name: /Progress/ })).toBeVisible();
  return dialog;
}

import { describe, expect, it } from 'vitest';
import type { CrmClient } from './crm-client';
import { CrmApiError } from './crm-errors';

/** A CRM to check the client against: the sandbox in CI, or a real CRM account (crm-adapter.test.ts). */
export interface CrmAdapterTarget {
  client: CrmClient;
  companyId: string;
  locationId: string;
  /** An agency (Company) token and a token of `locationId`, each with the scopes the calls below need. */
  agencyToken: string;
  locationToken: string;
  /** Where a menu link may point while it exists (it is deleted at once). */
  menuUrl: string;
  /** Whether the suite may write (a contact upserted by a test email, a menu link made and deleted). */
  writes: boolean;
}

/**
 * The one adapter suite (issue 21): every call Atrium makes, against whichever CRM `target` names. Each answer
 * passes the client's schemas of the CRM's published documents (the client checks them), so a CRM that answers
 * in another shape fails here. Exact counts belong to the sandbox's own tests, which know its data.
 */
export function crmAdapterSuite(name: string, target: () => CrmAdapterTarget) {
  describe(`the CRM adapter against ${name}`, () => {
    it('reads the agency, its locations and its users', async () => {
      const { client, companyId, locationId, agencyToken, locationToken } = target();
      expect(await client.getCompany({ accessToken: agencyToken, companyId })).toMatchObject({ id: companyId });
      const locations = await client.searchLocations({ accessToken: agencyToken, companyId, limit: 100 });
      expect(locations.map((l) => l.id)).toContain(locationId);
      expect(await client.getLocation({ accessToken: agencyToken, locationId })).toMatchObject({ id: locationId, companyId });
      expect(Array.isArray(await client.listUsers({ accessToken: locationToken, locationId }))).toBe(true);
      const users = await client.searchUsers({ accessToken: agencyToken, companyId, limit: 2 });
      expect(users.users.length).toBeLessThanOrEqual(2);
    });

    it("pages a location's contacts with search, without repeating one", async () => {
      const { client, locationId, locationToken } = target();
      const first = await client.searchContacts({ accessToken: locationToken, locationId, pageLimit: 5 });
      expect(first.contacts.length).toBeLessThanOrEqual(5);
      const last = first.contacts.at(-1);
      if (!last?.searchAfter || first.total <= 5) return;
      const next = await client.searchContacts({
        accessToken: locationToken,
        locationId,
        pageLimit: 5,
        searchAfter: last.searchAfter,
      });
      const ids = [...first.contacts, ...next.contacts].map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('reads workflows, products, snapshots and menu links', async () => {
      const { client, companyId, locationId, agencyToken, locationToken } = target();
      expect(Array.isArray(await client.listWorkflows({ accessToken: locationToken, locationId }))).toBe(true);
      expect(Array.isArray((await client.listProducts({ accessToken: locationToken, locationId })).products)).toBe(true);
      expect(Array.isArray(await client.listSnapshots({ accessToken: agencyToken, companyId }))).toBe(true);
      expect(Array.isArray((await client.listCustomMenus({ accessToken: agencyToken, locationId })).customMenus)).toBe(true);
    });

    it("reads the agency's snapshot pushes, and shares a snapshot with the location (when it may write)", async () => {
      const { client, companyId, locationId, agencyToken, writes } = target();
      const snapshot = (await client.listSnapshots({ accessToken: agencyToken, companyId }))[0];
      if (!snapshot) return;
      const to = new Date();
      const from = new Date(to.getTime() - 90 * 86_400_000);
      const query = { accessToken: agencyToken, companyId, snapshotId: snapshot.id };
      const pushes = await client.getSnapshotPushes({ ...query, from, to, limit: 5 });
      expect(pushes.length).toBeLessThanOrEqual(5);
      // No push of this snapshot into the location is a 404; one is answered with its asset lists.
      const latest = await client.getLatestSnapshotPush({ ...query, locationId }).catch((error: unknown) => error);
      if (latest instanceof CrmApiError) expect(latest.status).toBe(404);
      else expect(latest).toMatchObject({ locationId, completed: expect.any(Array), pending: expect.any(Array) });
      if (!writes) return;
      const link = await client.createSnapshotShareLink({ ...query, shareType: 'location_link', shareLocationIds: [locationId] });
      expect(link.shareLink).toMatch(/^https?:\/\//);
    });

    it('upserts a contact and makes and deletes a menu link (when it may write)', async (context) => {
      const { client, locationId, agencyToken, locationToken, menuUrl, writes } = target();
      if (!writes) context.skip();
      const email = 'atrium-adapter-test@example.com';
      const upserted = await client.upsertContact({
        accessToken: locationToken,
        contact: { locationId, email, firstName: 'Atrium adapter test', tags: ['atrium-test'] },
      });
      expect(upserted.contact).toMatchObject({ email });
      const menu = await client.createCustomMenu({
        accessToken: agencyToken,
        menu: {
          title: 'Atrium adapter test',
          url: menuUrl,
          icon: { name: 'store', fontFamily: 'fas' },
          showOnCompany: false,
          showOnLocation: true,
          showToAllLocations: false,
          openMode: 'iframe',
          locations: [locationId],
          userRole: 'all',
        },
      });
      const listed = await client.listCustomMenus({ accessToken: agencyToken, locationId });
      expect(listed.customMenus.map((m) => m.id)).toContain(menu.id);
      expect(await client.deleteCustomMenu({ accessToken: agencyToken, customMenuId: menu.id })).toMatchObject({ success: true });
    });
  });
}

import { createTenantApp } from '../../test/tenants';
import { apps } from '../apps/apps.tables';
import { makeCreator, makePartner } from '../apps/console-fixtures';

/**
 * Test-only set-up of the roadmap tests: the tenancy neighbours, two partners each with an app and an app
 * creator (P's creator manages app P's roadmap; Q's creator app Q's), and a JSON client.
 */
export async function createRoadmapApp() {
  const base = await createTenantApp();
  const { t } = base;
  const partnerP = await makePartner(t, 'Pine Labs');
  const partnerQ = await makePartner(t, 'Quartz Works');
  const [appP, appQ] = await t.db
    .insert(apps)
    .values([
      { partnerId: partnerP._id, name: 'Pine Scheduler', tagline: 'Bookings', description: '', type: 'widget', status: 'live' },
      { partnerId: partnerQ._id, name: 'Quartz Reports', tagline: 'Reports', description: '', type: 'widget', status: 'live' },
    ])
    .returning({ _id: apps._id, name: apps.name });
  const creatorP = await makeCreator(t, 'creator@pine.test', [partnerP._id], { firstName: 'Paula', lastName: 'Pine' });
  const creatorQ = await makeCreator(t, 'creator@quartz.test', [partnerQ._id], { firstName: 'Quinn', lastName: 'Quartz' });
  return { ...base, appP: appP!, appQ: appQ!, creatorP, creatorQ };
}

export type RoadmapApp = Awaited<ReturnType<typeof createRoadmapApp>>;

/** A platform item written by the super admin; returns its id. */
export async function addItem(r: RoadmapApp, body: Record<string, unknown> = {}, headers = r.tenants.superAdmin.headers) {
  return r.http.create('/api/v1/roadmap', { title: 'An idea', status: 'planned', ...body }, headers);
}

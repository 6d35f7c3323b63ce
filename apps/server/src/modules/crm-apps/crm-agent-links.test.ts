import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { crmConnections } from '../crm/crm.tables';
import type { CrmAppContext } from './crm-app-context';
import { processMenuLinks } from './crm-menu-links';
import { crmMenuLinksHarness } from './crm-menu-links-harness';

/** Issue 24: the AI chat's link in each CRM-linked location an agency's published agent is open to. */
describe('the AI chat’s menu link in the CRM', () => {
  const harness = crmMenuLinksHarness();
  const { menusInCrm } = harness;
  let crm: ReturnType<typeof harness.get>['crm'];
  let ctx: CrmAppContext;
  const dental = () => crm.sandbox.summit.locations[0]!;
  const admin = () => crm.tenants.adminA;
  beforeAll(() => {
    ({ crm, ctx } = harness.get());
  });

  const links = async () => {
    const res = await crm.http.get('/api/v1/crm/menu-links', admin().headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { kind: string; title: string; state: string }[]).map((l) => [l.kind, l.title, l.state]);
  };
  const tick = () => processMenuLinks(ctx, {});
  /** Saves the agent's draft and publishes it. */
  const publish = async (settings: Record<string, unknown>) => {
    const saved = await crm.http.put('/v1/agents', { name: 'Alpha Help', ...settings }, admin().headers);
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().data._id as string;
    const published = await crm.http.post(`/v1/agents/${id}/publish`, undefined, admin().headers);
    expect(published.statusCode, published.body).toBe(200);
    return id;
  };

  let agentId: string;

  it('links the chat once an agent is published, not for a draft', async () => {
    const draft = await crm.http.put('/v1/agents', { name: 'Alpha Help' }, admin().headers);
    expect(draft.statusCode, draft.body).toBe(200);
    agentId = draft.json().data._id;
    await tick();
    expect(await links()).toEqual([]);

    await publish({ _id: agentId });
    await tick();
    expect(await links()).toEqual([['agent', 'AI assistant', 'linked']]);
    expect(await menusInCrm()).toEqual([
      { title: 'AI assistant', url: 'https://apps.atrium.test/sso?to=%2Fai-agent', locations: [dental().id] },
    ]);
    // Nothing changed: nothing is sent again.
    await tick();
    expect(await links()).toEqual([['agent', 'AI assistant', 'linked']]);
  });

  it('removes the link when the agent is no longer open to the location, and brings it back', async () => {
    await publish({ _id: agentId, locationIds: [crm.tenants.locationA2._id] });
    await tick();
    await tick();
    expect(await links()).toEqual([]);
    expect(await menusInCrm()).toEqual([]);

    await publish({ _id: agentId, locationIds: [crm.tenants.locationA1._id] });
    await tick();
    expect(await links()).toEqual([['agent', 'AI assistant', 'linked']]);
  });

  it('waits for the CRM app connection rather than failing without it (the agency uses the CRM sync alone)', async () => {
    const app = and(eq(crmConnections.agencyId, crm.tenants.agencyA._id), eq(crmConnections.kind, 'app'));
    await publish({ _id: agentId, locationIds: [crm.tenants.locationA2._id] });
    await tick();
    await tick();
    expect(await links()).toEqual([]);
    await crm.t.db.update(crmConnections).set({ kind: 'support' }).where(app);
    await publish({ _id: agentId, locationIds: null });
    await tick();
    expect(await links()).toEqual([]);

    const support = and(eq(crmConnections.agencyId, crm.tenants.agencyA._id), eq(crmConnections.kind, 'support'));
    await crm.t.db.update(crmConnections).set({ kind: 'app' }).where(support);
    await tick();
    expect(await links()).toEqual([['agent', 'AI assistant', 'linked']]);
  });
});

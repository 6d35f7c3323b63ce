import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, type jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { agentSettings, publishedAgent } from './ai-agents-fixtures';

/** The agent builder: drafts, publishing versions, restoring one, who may use which agent (issue 24). */

let t: TestApp;
let who: Tenants;
let http: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp();
  who = await seedTenants(t);
  const { jsonRequest } = await import('../../test/http');
  http = jsonRequest(t.app);
});
afterAll(async () => t?.close());

const ids = (res: { json: () => { data: { _id: string }[] } }) => res.json().data.map((a) => a._id);

describe('agents', () => {
  it('an agency admin creates a draft, saves it, publishes versions and restores one', async () => {
    const created = await http.put('/v1/agents', agentSettings('Billing helper'), who.adminA.headers);
    expect(created.statusCode, created.body).toBe(200);
    const agent = created.json().data;
    expect(agent).toMatchObject({
      owner: 'agency',
      agencyId: who.agencyA._id,
      status: 'draft',
      publishedVersion: null,
      hasDraftChanges: true,
      canManage: true,
      locationIds: null,
      tools: ['search_knowledge', 'handoff'],
      knowledgeKinds: ['faqs', 'docs', 'media', 'changelogs', 'catalogue', 'qa', 'files'],
    });

    const v1 = await http.post(`/v1/agents/${agent._id}/publish`, {}, who.adminA.headers);
    expect(v1.json().data).toMatchObject({
      version: 1,
      settings: { name: 'Billing helper' },
      publishedBy: { _id: who.adminA._id },
    });
    const saved = await http.put('/v1/agents', { ...agentSettings('Billing bot'), _id: agent._id }, who.adminA.headers);
    expect(saved.json().data).toMatchObject({
      name: 'Billing bot',
      status: 'published',
      publishedVersion: 1,
      hasDraftChanges: true,
    });
    const v2 = await http.post(`/v1/agents/${agent._id}/publish`, {}, who.adminA.headers);
    expect(v2.json().data.version).toBe(2);

    const versions = await http.get(`/v1/agents/${agent._id}/versions`, who.adminA.headers);
    expect(versions.json().data.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const restored = await http.post(`/v1/agents/${agent._id}/restore`, { versionId: v1.json().data._id }, who.adminA.headers);
    expect(restored.json().data).toMatchObject({ name: 'Billing helper', publishedVersion: 2, hasDraftChanges: true });
  });

  it('refuses builders who are not the owner, and bad input', async () => {
    const id = (await http.put('/v1/agents', agentSettings('Private draft'), who.adminA.headers)).json().data._id;
    // Staff, locations and end users do not build agents.
    for (const h of [who.staffA.headers, who.locationAdminA1.headers, who.endUser.headers])
      expectError(await http.put('/v1/agents', agentSettings('Mine'), h), 403);
    // Another agency, and the super admin (the platform's agents only), find no such agent.
    for (const h of [who.adminB.headers, who.superAdmin.headers]) {
      expectError(await http.put('/v1/agents', { ...agentSettings('Taken'), _id: id }, h), 404);
      expectError(await http.post(`/v1/agents/${id}/publish`, {}, h), 404);
      expectError(await http.get(`/v1/agents/${id}/versions`, h), 404);
      expectError(await http.get(`/v1/agents/${id}`, h), 404);
    }
    expectValidationError(await http.put('/v1/agents', { name: '' }, who.adminA.headers));
    expectValidationError(await http.put('/v1/agents', { ...agentSettings('x'), tools: ['rm -rf'] }, who.adminA.headers));
    const foreign = await http.put('/v1/agents', agentSettings('x', { locationIds: [who.locationB1._id] }), who.adminA.headers);
    expect(expectValidationError(foreign)).toEqual(['locationIds']);
    const platform = await http.put(
      '/v1/agents',
      agentSettings('x', { locationIds: [who.locationA1._id] }),
      who.superAdmin.headers,
    );
    expect(expectValidationError(platform)).toEqual(['locationIds']);
    expectError(await http.get('/v1/agents'), 401);
  });

  it('lists what each person may use: published, of their agency or the platform, for their location', async () => {
    const draft = (await http.put('/v1/agents', agentSettings('Draft only'), who.adminA.headers)).json().data._id;
    const everyone = await publishedAgent(http, who.adminA.headers, 'Alpha everyone');
    const onlyA1 = await publishedAgent(http, who.adminA.headers, 'Alpha one only', { locationIds: [who.locationA1._id] });
    const bravo = await publishedAgent(http, who.adminB.headers, 'Bravo agent');
    const platform = await publishedAgent(http, who.superAdmin.headers, 'Platform guide');

    const a1 = ids(await http.get('/v1/agents', who.staffA1.headers));
    expect(a1).toEqual(expect.arrayContaining([everyone, onlyA1, platform]));
    expect(a1).not.toContain(draft);
    expect(a1).not.toContain(bravo);
    const a2 = ids(await http.get('/v1/agents', who.staffA2.headers));
    expect(a2).toContain(everyone);
    expect(a2).not.toContain(onlyA1);
    expectError(await http.get(`/v1/agents/${onlyA1}`, who.staffA2.headers), 404);
    expectError(await http.get(`/v1/agents/${draft}`, who.staffA1.headers), 404);
    const b = ids(await http.get('/v1/agents', who.adminB.headers));
    expect(b).toEqual(expect.arrayContaining([bravo, platform]));
    expect(b.filter((id: string) => [everyone, onlyA1, draft].includes(id))).toEqual([]);
    expect(ids(await http.get('/v1/agents', who.endUser.headers))).toEqual(expect.arrayContaining([platform]));
    expect(ids(await http.get('/v1/agents', who.endUser.headers))).not.toContain(everyone);
    // The admin manages the agency's drafts; the platform's agent is theirs to use, not to change.
    const mine = (await http.get('/v1/agents', who.adminA.headers)).json().data as { _id: string; canManage: boolean }[];
    expect(mine.find((a) => a._id === draft)?.canManage).toBe(true);
    expect(mine.find((a) => a._id === platform)?.canManage).toBe(false);
  });
});

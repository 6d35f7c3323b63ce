import { ZCrmImport, ZCrmImportRowError } from '@atrium/contracts/crm-imports';
import { ZProspect } from '@atrium/contracts/prospects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDemoApp } from '../test/demo-app';

let demo: Awaited<ReturnType<typeof createDemoApp>>;

beforeAll(async () => {
  demo = await createDemoApp();
});
afterAll(() => demo.t.close());

describe('the demo prospects and imports', () => {
  it('gives each agency its own pipeline, and Summit an import with two refused rows', async () => {
    const summit = await demo.signIn('olivia@summitgrowth.test');
    const harbor = await demo.signIn('mia@harbordigital.test');
    const list = async (headers: Record<string, string>) =>
      z.array(ZProspect).parse((await demo.http.get('/api/v1/crm/prospects?limit=100', headers)).json().data);
    const theirs = await list(harbor);
    const ours = await list(summit);
    expect(ours.length).toBe(7);
    expect(theirs.map((p) => p.businessName).sort()).toEqual(['Dockside Plumbing', 'Harborview Yoga']);
    expect(new Set(ours.map((p) => p.status))).toEqual(new Set(['new', 'contacted', 'qualified', 'won', 'lost']));

    const history = z.array(ZCrmImport).parse((await demo.http.get('/api/v1/crm/imports', summit)).json().data);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fileName: 'trade-show-leads.csv', status: 'done', created: 2, invalid: 2 });
    expect(history[0]!.createdBy?.name).toBe('Olivia Bennett');
    const errors = await demo.http.get(`/api/v1/crm/imports/${history[0]!._id}/errors`, summit);
    expect(
      z
        .array(ZCrmImportRowError)
        .parse(errors.json().data)
        .map((e) => e.line),
    ).toEqual([4, 5]);
    expect((await demo.http.get('/api/v1/crm/imports', harbor)).json().data).toEqual([]);
  });
});

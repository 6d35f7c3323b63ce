import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zData } from '@atrium/contracts/common';
import { ZSupportEmbedContext, ZTicketResponse } from '@atrium/contracts/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { createTenantApp, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
type Headers = Record<string, string>;
const MISMATCH = 'This support link does not match your account';

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
});
afterAll(() => t.close());

const embedUrl = (ids: { companyId: string; locationId: string; userId: string; planId?: string }) =>
  `/api/v1/support/embed?${new URLSearchParams(ids as Record<string, string>)}`;

describe('the embedded view check', () => {
  it("answers the frame's agency, location, user and plan when the ids belong together and to the viewer", async () => {
    const ids = {
      companyId: tenants.agencyA._id,
      locationId: tenants.locationA1._id,
      userId: tenants.staffA1._id,
      planId: 'free',
    };
    const res = await http.get(embedUrl(ids), tenants.staffA1.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(zData(ZSupportEmbedContext).parse(res.json()).data).toEqual({
      agency: { _id: tenants.agencyA._id, name: 'Alpha' },
      location: { _id: tenants.locationA1._id, name: 'Alpha One' },
      user: { _id: tenants.staffA1._id, name: 'staff Test' },
      plan: 'free',
    });
    // The agency's own people may open any of its locations' views as themselves.
    const agencyView = await http.get(
      embedUrl({ ...ids, userId: tenants.adminA._id, locationId: tenants.locationA2._id }),
      tenants.adminA.headers,
    );
    expect(agencyView.statusCode, agencyView.body).toBe(200);
  });

  it('answers the same 404 for each mismatched id and an unknown plan', async () => {
    const ok = { companyId: tenants.agencyA._id, locationId: tenants.locationA1._id, userId: tenants.staffA1._id };
    const cases: [typeof ok & { planId?: string }, Headers][] = [
      [{ ...ok, companyId: tenants.agencyB._id }, tenants.staffA1.headers],
      [{ ...ok, locationId: tenants.locationA2._id }, tenants.staffA1.headers],
      [{ ...ok, locationId: tenants.locationB1._id }, tenants.staffA1.headers],
      [{ ...ok, userId: tenants.locationAdminA1._id }, tenants.staffA1.headers],
      [{ ...ok, planId: 'platinum' }, tenants.staffA1.headers],
      // Someone else using a link made for staffA1.
      [ok, tenants.locationAdminA1.headers],
      [{ ...ok, userId: tenants.adminB._id }, tenants.adminB.headers],
      [
        { ...ok, companyId: tenants.agencyB._id, locationId: tenants.locationB1._id, userId: tenants.adminA._id },
        tenants.adminA.headers,
      ],
      [{ ...ok, userId: tenants.superAdmin._id }, tenants.superAdmin.headers],
      [{ ...ok, userId: tenants.endUser._id }, tenants.endUser.headers],
    ];
    for (const [ids, headers] of cases) {
      const res = await http.get(embedUrl(ids), headers);
      expect(expectError(res, 404, 'not_found').message, JSON.stringify(ids)).toBe(MISMATCH);
      const create = await http.post(
        '/api/v1/support/create-v2',
        { ...ids, subject: 'From the CRM', description: 'Hello' },
        headers,
      );
      expect(expectError(create, 404, 'not_found').message).toBe(MISMATCH);
    }
    expect(expectValidationError(await http.get('/api/v1/support/embed?companyId=x', tenants.staffA1.headers)).sort()).toEqual([
      'companyId',
      'locationId',
      'userId',
    ]);
  });

  it('raises the same ticket as POST /support once the ids check out', async () => {
    const body = {
      companyId: tenants.agencyA._id,
      locationId: tenants.locationA1._id,
      userId: tenants.locationAdminA1._id,
      planId: 'free',
      subject: 'From the CRM',
      description: 'The booking widget shows no slots.',
      priority: 'urgent',
    };
    const res = await http.post('/api/v1/support/create-v2', body, tenants.locationAdminA1.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(ZTicketResponse.parse(res.json()).data).toMatchObject({
      subject: 'From the CRM',
      priority: 'urgent',
      team: { kind: 'agency', agencyId: tenants.agencyA._id },
      location: { _id: tenants.locationA1._id },
      submittedBy: { _id: tenants.locationAdminA1._id },
    });
    expectValidationError(
      await http.post('/api/v1/support/create-v2', { ...body, subject: '' }, tenants.locationAdminA1.headers),
    );
  });
});

describe('the frame rule', () => {
  it('lets the configured CRM origins frame the embedded support pages only', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'atrium-support-web-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Atrium</title>');
    // The demo app's in-CRM page: framed by /custom_page inside the CRM's own frame.
    await mkdir(path.join(dist, 'demo'));
    await writeFile(path.join(dist, 'demo', 'crm-page.html'), '<!doctype html><title>Demo app page</title>');
    const framed = await createTestApp({
      WEB_DIST_DIR: dist,
      CRM_FRAME_ORIGINS: 'https://app.crm.example, https://*.crm.example',
    });
    try {
      const web = jsonRequest(framed.app);
      const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);
      for (const url of ['/support/a/b/free/c/tickets', '/updated_app/support/a/b/c/']) {
        const res = await web.get(url);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<title>Atrium</title>');
        expect(csp(res)).toContain("frame-ancestors 'self' https://app.crm.example https://*.crm.example");
        expect(res.headers['x-frame-options']).toBeUndefined();
      }
      const demo = await web.get('/demo/crm-page.html');
      expect(demo.body).toContain('<title>Demo app page</title>');
      expect(csp(demo)).toContain("frame-ancestors 'self' https://app.crm.example https://*.crm.example");
      // Pages frame https sites (developers' pages) and Atrium's own (the demo page, also over plain http).
      expect(csp(await web.get('/'))).toContain("frame-src 'self' https:");
      for (const url of ['/support_tickets', '/', '/updated_app/a/b', '/supportx/a']) {
        const res = await web.get(url);
        expect(csp(res)).toContain("frame-ancestors 'self'");
        expect(csp(res)).not.toContain('crm.example');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      }
      expect(csp(await web.get('/api/v1/support'))).toContain("frame-ancestors 'none'");
    } finally {
      await framed.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('keeps every page same-origin when no CRM origin is configured', async () => {
    const res = await http.get('/support/a/b/free/c');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self';");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses origins that are not https at start', () => {
    expect(loadConfig({ CRM_FRAME_ORIGINS: '' }).CRM_FRAME_ORIGINS).toEqual([]);
    expect(loadConfig({}).CRM_FRAME_ORIGINS).toEqual([]);
    expect(() => loadConfig({ CRM_FRAME_ORIGINS: 'http://crm.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ CRM_FRAME_ORIGINS: "https://crm.example 'unsafe-inline'" })).toThrow(/https origins/);
  });
});

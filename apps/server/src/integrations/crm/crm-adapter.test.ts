import { describe, it } from 'vitest';
import { crmAdapterSuite } from './crm-adapter-suite';
import { createCrmClient } from './crm-client';

/**
 * The adapter suite against a real CRM account, when one is configured (issue 21): CRM_TEST_API_URL (e.g.
 * https://services.leadconnectorhq.com), CRM_TEST_COMPANY_ID, CRM_TEST_LOCATION_ID, and an agency and a location
 * token of an app installed there (CRM_TEST_AGENCY_TOKEN, CRM_TEST_LOCATION_TOKEN). It reads; with
 * CRM_TEST_WRITES=true it also upserts a test contact and makes and deletes a menu link (use a test location).
 * Without them it is skipped; CI runs the same suite against the sandbox (crm-client-sandbox.test.ts).
 */
const env = {
  apiUrl: process.env.CRM_TEST_API_URL,
  companyId: process.env.CRM_TEST_COMPANY_ID,
  locationId: process.env.CRM_TEST_LOCATION_ID,
  agencyToken: process.env.CRM_TEST_AGENCY_TOKEN,
  locationToken: process.env.CRM_TEST_LOCATION_TOKEN,
};
const configured = Object.values(env).every(Boolean);

if (configured) {
  const client = createCrmClient({ apiUrl: env.apiUrl! });
  crmAdapterSuite(`the CRM at ${env.apiUrl}`, () => ({
    client,
    companyId: env.companyId!,
    locationId: env.locationId!,
    agencyToken: env.agencyToken!,
    locationToken: env.locationToken!,
    menuUrl: process.env.CRM_TEST_MENU_URL ?? 'https://example.com/atrium-adapter-test',
    writes: process.env.CRM_TEST_WRITES === 'true',
  }));
} else {
  describe('the CRM adapter against a real CRM', () => {
    it.skip('needs CRM_TEST_API_URL, CRM_TEST_COMPANY_ID, CRM_TEST_LOCATION_ID and two tokens', () => {});
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/http';
import { createTenantApp, type Tenants } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';
import { createOneOfEach, EDUCATION_GROUPS, type EducationGroup, type EducationGroupKey } from './education-fixtures';

/**
 * Every education endpoint that takes an id, tried by another agency on agency B's row: always a 404, and the
 * row unchanged. (The per-group test files check the same for their own rules; this one covers them all.)
 */

let t: TestApp;
let tenants: Tenants;
let http: Awaited<ReturnType<typeof createTenantApp>>['http'];
let ids: Awaited<ReturnType<typeof createOneOfEach>>;

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
  ids = await createOneOfEach(http, tenants.adminB.headers);
});
afterAll(() => t.close());

describe("another agency's education rows", () => {
  it.each(Object.entries(EDUCATION_GROUPS))(
    '%s: get, update, delete and visibility are 404s, and the row is unchanged',
    async (key, g: EducationGroup) => {
      const a = tenants.adminA.headers;
      const url = `${g.path}/${ids[key as EducationGroupKey]}`;
      expectError(await http.get(url, a), 404, 'not_found');
      expectError(await http.put(url, g.update, a), 404, 'not_found');
      expectError(await http.del(url, a), 404, 'not_found');
      if (g.hides) {
        expectError(await http.get(`${url}/visibility`, a), 404, 'not_found');
        expectError(await http.put(`${url}/visibility`, { hiddenFrom: [] }, a), 404, 'not_found');
      }
      if (g.progress) {
        const staff = tenants.staffA1.headers;
        expectError(await http.put(`${url}/complete`, { completed: true }, staff), 404, 'not_found');
        expectError(await http.put(`${url}/task-status`, { status: 'in_progress' }, staff), 404, 'not_found');
        expectError(await http.put(`${url}/progress`, { percent: 50 }, staff), 404, 'not_found');
      }
      const still = await http.get(url, tenants.adminB.headers);
      expect(still.statusCode, still.body).toBe(200);
      expect(still.json().data[g.field]).toBe(g.value);
    },
  );

  it('a list reset, a quiz take and a submission are 404s too', async () => {
    const staff = tenants.staffA1.headers;
    expectError(await http.post(`/api/v1/checklists/${ids.checklist}/reset`, {}, staff), 404, 'not_found');
    expectError(await http.post(`/api/v1/onboarding-lists/${ids.onboardingList}/reset`, {}, staff), 404, 'not_found');
    expectError(await http.get(`/api/v1/question_chapters/${ids.chapter}/take`, staff), 404, 'not_found');
    expectError(await http.post(`/api/v1/question_chapters/${ids.chapter}/submit`, { answers: {} }, staff), 404, 'not_found');
  });
});

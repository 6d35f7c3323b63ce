import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/http';
import { createTenantApp, type Tenants } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';

/**
 * A write may only hang a row on a parent its writer owns, with the owner the row gets (the resource builder's
 * `parents`): reading a parent is not enough. The super admin reads every agency's categories and an agency
 * reads the platform's, but neither may put content there.
 */

let t: TestApp;
let tenants: Tenants;
let http: Awaited<ReturnType<typeof createTenantApp>>['http'];
type Headers = Record<string, string>;

interface Case {
  name: string;
  /** The parent group, and a body that makes one. */
  parentPath: string;
  parentBody: Record<string, unknown>;
  /** The child group, its parent field, and a body that makes one under a parent. */
  path: string;
  field: string;
  body: (parentId: string) => Record<string, unknown>;
  /** False where an update cannot change the parent at all (the contract refuses the field). */
  movable?: boolean;
}

const category = (name: string) => ({ name });
const withCategory = (extra: Record<string, unknown>) => (categoryId: string) => ({ categoryId, ...extra });

const CASES: Case[] = [
  {
    name: 'FAQs',
    parentPath: '/api/v1/faq-categories',
    parentBody: category('Rules'),
    path: '/api/v1/faqs',
    field: 'categoryId',
    body: withCategory({ question: 'Where?', answer: '<p>Here</p>' }),
  },
  {
    name: 'checklists',
    parentPath: '/api/v1/checklist-categories',
    parentBody: category('Launch'),
    path: '/api/v1/checklists',
    field: 'categoryId',
    body: withCategory({ title: 'Launch list' }),
  },
  {
    name: 'onboarding lists',
    parentPath: '/api/v1/onboarding-categories',
    parentBody: category('Welcome'),
    path: '/api/v1/onboarding-lists',
    field: 'categoryId',
    body: withCategory({ title: 'Welcome list' }),
  },
  {
    name: 'docs',
    parentPath: '/api/v1/docs-categories',
    parentBody: category('Guides'),
    path: '/api/v1/docs',
    field: 'categoryId',
    body: withCategory({ title: 'A guide', sections: [{ heading: 'Start', body: '<p>Go</p>' }] }),
  },
  {
    name: 'docs sub-categories',
    parentPath: '/api/v1/docs-categories',
    parentBody: category('Top'),
    path: '/api/v1/docs-categories',
    field: 'parentId',
    body: (parentId) => ({ name: 'Sub', parentId }),
  },
  {
    name: 'the media library',
    parentPath: '/api/v1/medialibrary-categories',
    parentBody: category('Videos'),
    path: '/api/v1/medialibrary',
    field: 'categoryId',
    body: withCategory({ kind: 'video', title: 'Intro', videoId: 'dQw4w9WgXcQ' }),
  },
  {
    name: 'quiz sections',
    parentPath: '/api/v1/question_chapters',
    parentBody: { title: 'Basics', passingScore: 80 },
    path: '/api/v1/question_sections',
    field: 'chapterId',
    body: (chapterId) => ({ chapterId, title: 'Part one' }),
    movable: false,
  },
];

/** Every row of a group the reader sees (the super admin sees all). */
const idsIn = async (path: string, headers: Headers) => {
  const res = await http.get(`${path}?limit=200`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { _id: string }[]).map((r) => r._id);
};

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
});
afterAll(() => t.close());

describe.each(CASES)('parents of $name', (c) => {
  const parents: Record<'platform' | 'a' | 'b', string> = { platform: '', a: '', b: '' };
  beforeAll(async () => {
    parents.platform = await http.create(c.parentPath, c.parentBody, tenants.superAdmin.headers);
    parents.a = await http.create(c.parentPath, c.parentBody, tenants.adminA.headers);
    parents.b = await http.create(c.parentPath, c.parentBody, tenants.adminB.headers);
  });

  const refused = async (parentId: string, headers: Headers) => {
    const before = await idsIn(c.path, tenants.superAdmin.headers);
    const error = expectError(await http.post(c.path, c.body(parentId), headers), 404, 'not_found');
    expect(error.message).toMatch(/not found$/);
    expect(error.details).toEqual([{ path: [c.field], message: expect.any(String) }]);
    expect(await idsIn(c.path, tenants.superAdmin.headers)).toEqual(before);
  };

  it("refuses the super admin's platform row in an agency's parent, and the agency's neighbour sees nothing", async () => {
    await refused(parents.a, tenants.superAdmin.headers);
    const filtered = await http.get(`${c.path}?limit=200&${c.field}=${parents.a}`, tenants.adminB.headers);
    if (filtered.statusCode === 200) expect(filtered.json().data).toEqual([]);
  });

  it("refuses an agency's row in another agency's parent or in a platform parent", async () => {
    await refused(parents.b, tenants.adminA.headers);
    await refused(parents.platform, tenants.adminA.headers);
  });

  it('takes a row in a parent its writer owns', async () => {
    await http.create(c.path, c.body(parents.a), tenants.adminA.headers);
    await http.create(c.path, c.body(parents.platform), tenants.superAdmin.headers);
  });

  it.skipIf(c.movable === false)(
    'refuses moving a row into a parent its writer does not own, and leaves it where it was',
    async () => {
      const own = await http.create(c.path, c.body(parents.a), tenants.adminA.headers);
      const platform = await http.create(c.path, c.body(parents.platform), tenants.superAdmin.headers);
      for (const [id, to, headers] of [
        [own, parents.b, tenants.adminA.headers],
        [own, parents.platform, tenants.adminA.headers],
        [platform, parents.a, tenants.superAdmin.headers],
      ] as const) {
        const res = await http.put(`${c.path}/${id}`, { [c.field]: to }, headers);
        expect(expectError(res, 404, 'not_found').details).toEqual([{ path: [c.field], message: expect.any(String) }]);
        const stored = await http.get(`${c.path}/${id}`, tenants.superAdmin.headers);
        expect(stored.json().data[c.field]).not.toBe(to);
      }
      // Sending the parent a row already has, with other changes, is no move.
      expect((await http.put(`${c.path}/${own}`, { [c.field]: parents.a }, tenants.adminA.headers)).statusCode).toBe(200);
    },
  );
});

describe('parents of steps', () => {
  it("refuses the super admin's step in an agency's checklist, and an agency's in the platform's", async () => {
    const cat = {
      platform: await http.create('/api/v1/checklist-categories', category('P'), tenants.superAdmin.headers),
      a: await http.create('/api/v1/checklist-categories', category('A'), tenants.adminA.headers),
    };
    const lists = {
      platform: await http.create('/api/v1/checklists', { categoryId: cat.platform, title: 'P' }, tenants.superAdmin.headers),
      a: await http.create('/api/v1/checklists', { categoryId: cat.a, title: 'A' }, tenants.adminA.headers),
    };
    const step = (listId: string) => ({ listId, title: 'Do it' });
    expectError(await http.post('/api/v1/checklist-items', step(lists.a), tenants.superAdmin.headers), 404, 'not_found');
    expectError(await http.post('/api/v1/checklist-items', step(lists.platform), tenants.adminA.headers), 404, 'not_found');
    await http.create('/api/v1/checklist-items', step(lists.a), tenants.adminA.headers);
    expect(await idsIn(`/api/v1/checklist-items`, tenants.superAdmin.headers)).toHaveLength(1);
  });
});

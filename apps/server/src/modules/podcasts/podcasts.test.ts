import { randomUUID } from 'node:crypto';
import { podcastEndpoints, type TPodcast } from '@atrium/contracts/podcasts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { createPodcast, podcastAction } from '../../test/podcasts';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { podcasts } from './podcasts.tables';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  admin = tenants.superAdmin.headers;
});
afterAll(() => t.close());

const create = (input: Parameters<typeof createPodcast>[2] = {}) => createPodcast(t, admin, input);
const publish = (id: string) => podcastAction(t, admin, id, 'publish');
const publishedPodcast = async (input: Parameters<typeof createPodcast>[2] = {}) => publish((await create(input))._id);
const hide = (id: string, hidden: boolean, headers = admin) => http.put(`/api/v1/podcasts/${id}/hide`, { hidden }, headers);
const exchangeIds = async () => (await http.get('/api/v1/exchangepodcast')).json().data.map((p: { id: string }) => p.id);
/** The ids of a list response, in order. */
const ids = (res: { json: () => { data: TPodcast[] } }) => res.json().data.map((p) => p._id);

/** Everyone who is not the super admin: they only ever see published, unhidden podcasts. */
const nonAdmins = () => ({
  anonymous: {},
  agencyAdmin: tenants.adminA.headers,
  locationStaff: tenants.staffA1.headers,
  endUser: tenants.endUser.headers,
});

describe('the contract', () => {
  it('names routes the server has: the resource group the web calls is the one registered', () => {
    for (const e of Object.values(podcastEndpoints)) expect(t.app.hasRoute({ method: e.method, url: e.path }), e.path).toBe(true);
  });
});

describe('GET /api/v1/exchangepodcast', () => {
  it('lists published, unhidden podcasts newest date first, undated last, in exactly the public shape', async () => {
    const older = await publishedPodcast({ title: 'Older', description: '<p>Old</p>', date: '2024-05-01' });
    const newer = await publishedPodcast({ title: 'Newer', date: '2025-01-10', video: 'abcdef_123' });
    // Only older rows can lack a date now (the contract requires one): written straight to the table.
    const [undated] = await t.db
      .insert(podcasts)
      .values({ title: 'Undated', video: 'dQw4w9WgXcQ', status: 'published', publishedAt: new Date() })
      .returning();
    if (!undated) throw new Error('not inserted');
    const draft = await create({ title: 'Draft', date: '2026-01-01' });
    const hidden = await publishedPodcast({ title: 'Hidden', date: '2026-02-01' });
    expect((await hide(hidden._id, true)).statusCode).toBe(200);

    const res = await http.get('/api/v1/exchangepodcast');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const { data } = res.json();
    expect(Object.keys(res.json())).toEqual(['data']);
    const mine = data.filter((p: { id: string }) => [older, newer, undated, draft, hidden].some((x) => x._id === p.id));
    expect(mine).toEqual([
      { id: newer._id, title: 'Newer', description: null, date: '2025-01-10', video: 'abcdef_123' },
      { id: older._id, title: 'Older', description: '<p>Old</p>', date: '2024-05-01', video: 'dQw4w9WgXcQ' },
      { id: undated._id, title: 'Undated', description: null, date: null, video: 'dQw4w9WgXcQ' },
    ]);
    for (const item of data) expect(Object.keys(item).sort()).toEqual(['date', 'description', 'id', 'title', 'video']);
  });

  it('is public: no token needed, and a token changes nothing', async () => {
    const anonymous = await http.get('/api/v1/exchangepodcast');
    const signedIn = await http.get('/api/v1/exchangepodcast', tenants.adminB.headers);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(anonymous.json());
  });
});

describe('GET /api/v1/podcasts (list)', () => {
  it('walks every page once with keyset pagination, newest first, with the total on each page', async () => {
    const created: string[] = [];
    for (let i = 0; i < 7; i++) created.push((await create({ title: `Walk ${i}` }))._id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `q=walk&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await http.get(`/api/v1/podcasts/filter?${query}`, admin);
      expect(res.statusCode).toBe(200);
      const { data, meta } = res.json();
      expect(meta.total).toBe(7);
      expect(data.length).toBe(pages < 2 ? 3 : 1);
      seen.push(...data.map((p: TPodcast) => p._id));
      cursor = meta.nextCursor;
      pages++;
    } while (cursor && pages < 10);

    expect(pages).toBe(3);
    expect(seen).toEqual([...created].reverse());
  });

  it('answers the plain list path with data and meta, 20 a page by default', async () => {
    const res = await http.get('/api/v1/podcasts', admin);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(Object.keys(res.json()).sort()).toEqual(['data', 'meta']);
    expect(data.length).toBe(Math.min(20, meta.total));
    expect(meta.nextCursor).toBe(meta.total > 20 ? data.at(-1)._id : null);
  });

  it('refuses a limit outside 1..100', async () => {
    for (const limit of ['0', '101', 'many']) {
      expect(expectValidationError(await http.get(`/api/v1/podcasts?limit=${limit}`, admin))).toEqual(['limit']);
    }
  });

  it('shows non-admins only published, unhidden podcasts (and no drafts even when they ask for them)', async () => {
    const draft = await create({ title: 'Secret draft' });
    const live = await publishedPodcast({ title: 'Secret live' });
    const hidden = await publishedPodcast({ title: 'Secret hidden' });
    await hide(hidden._id, true);

    expect(ids(await http.get('/api/v1/podcasts/filter?q=secret', admin))).toEqual([hidden._id, live._id, draft._id]);
    for (const headers of Object.values(nonAdmins())) {
      const res = await http.get('/api/v1/podcasts/filter?q=secret', headers);
      expect(ids(res)).toEqual([live._id]);
      expect(res.json().meta.total).toBe(1);
      expect(ids(await http.get('/api/v1/podcasts/filter?q=secret&status=draft', headers))).toEqual([]);
    }
  });
});

describe('GET /api/v1/podcasts/filter', () => {
  it('matches q case-insensitively in the title or the description', async () => {
    const byTitle = await create({ title: 'Zebra Growth Plan' });
    const byDescription = await create({ title: 'Other', description: '<p>all about zebra stripes</p>' });
    await create({ title: 'Nothing to see' });
    expect(ids(await http.get('/api/v1/podcasts/filter?q=ZEBRA', admin))).toEqual([byDescription._id, byTitle._id]);
  });

  it('takes % and _ literally', async () => {
    const percent = await create({ title: 'Grow 100% faster' });
    const underscore = await create({ title: 'The snake_case episode' });
    await create({ title: 'Grow 1000 faster' });
    await create({ title: 'The snakeXcase episode' });
    expect(ids(await http.get('/api/v1/podcasts/filter?q=100%25', admin))).toEqual([percent._id]);
    expect(ids(await http.get('/api/v1/podcasts/filter?q=snake_case', admin))).toEqual([underscore._id]);
    const anyPercent = ids(await http.get('/api/v1/podcasts/filter?q=%25&limit=100', admin));
    const anyUnderscore = ids(await http.get('/api/v1/podcasts/filter?q=_&limit=100', admin));
    expect(anyPercent).toContain(percent._id);
    expect(anyPercent).not.toContain(underscore._id);
    expect(anyUnderscore).toContain(underscore._id);
    expect(anyUnderscore).not.toContain(percent._id);
  });

  it('filters by status', async () => {
    const draft = await create({ title: 'Statusful draft' });
    const live = await publishedPodcast({ title: 'Statusful live' });
    expect(ids(await http.get('/api/v1/podcasts/filter?q=statusful&status=draft', admin))).toEqual([draft._id]);
    expect(ids(await http.get('/api/v1/podcasts/filter?q=statusful&status=published', admin))).toEqual([live._id]);
    const all = (await http.get('/api/v1/podcasts/filter?status=published&limit=100', admin)).json().data;
    expect(all.every((p: TPodcast) => p.status === 'published')).toBe(true);
    expect(expectValidationError(await http.get('/api/v1/podcasts/filter?status=archived', admin))).toEqual(['status']);
  });
});

describe('GET /api/v1/podcasts/:id', () => {
  it('gives everyone a published podcast', async () => {
    const live = await publishedPodcast({ title: 'For all' });
    for (const headers of Object.values(nonAdmins())) {
      const res = await http.get(`/api/v1/podcasts/${live._id}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(live);
    }
  });

  it("answers a draft's or a hidden podcast's id to non-admins exactly like an unknown id", async () => {
    const draft = await create({ title: 'Not yet' });
    const hidden = await publishedPodcast({ title: 'Pulled' });
    await hide(hidden._id, true);
    expect((await http.get(`/api/v1/podcasts/${draft._id}`, admin)).json().data.title).toBe('Not yet');
    expect((await http.get(`/api/v1/podcasts/${hidden._id}`, admin)).statusCode).toBe(200);

    for (const headers of Object.values(nonAdmins())) {
      const unknown = await http.get(`/api/v1/podcasts/${randomUUID()}`, headers);
      expectError(unknown, 404, 'not_found');
      for (const id of [draft._id, hidden._id]) {
        const res = await http.get(`/api/v1/podcasts/${id}`, headers);
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(unknown.body);
        expect(res.body).not.toContain(id);
      }
    }
  });

  it('refuses an id that is not a uuid with the error shape', async () => {
    expect(expectValidationError(await http.get('/api/v1/podcasts/not-a-uuid', admin))).toEqual(['id']);
    expect(expectValidationError(await http.put('/api/v1/podcasts/123', { title: 'x' }, admin))).toEqual(['id']);
  });
});

describe('POST /api/v1/podcasts', () => {
  it('creates a draft (201) for the super admin', async () => {
    const res = await http.post(
      '/api/v1/podcasts',
      { title: '  Spaced  ', description: '', date: '2025-03-04', video: 'dQw4w9WgXcQ' },
      admin,
    );
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Spaced',
      description: null,
      date: '2025-03-04',
      video: 'dQw4w9WgXcQ',
      status: 'draft',
      hidden: false,
      publishedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await exchangeIds()).not.toContain(data._id);
  });

  it('is for the super admin only: 401 signed out, 403 for everyone else, and nothing is created', async () => {
    const before = (await http.get('/api/v1/podcasts', admin)).json().meta.total;
    const body = { title: 'Intruder', date: '2025-03-04', video: 'dQw4w9WgXcQ' };
    expectError(await http.post('/api/v1/podcasts', body), 401, 'unauthorized');
    expectError(await http.post('/api/v1/podcasts', body, { authorization: 'Bearer not-a-token' }), 401, 'unauthorized');
    for (const user of [tenants.adminA, tenants.staffA, tenants.locationAdminA1, tenants.endUser]) {
      expectError(await http.post('/api/v1/podcasts', body, user.headers), 403, 'forbidden');
    }
    expect((await http.get('/api/v1/podcasts', admin)).json().meta.total).toBe(before);
  });

  it('validates the body with a path and a message per problem', async () => {
    const post = (body: unknown) => http.post('/api/v1/podcasts', body, admin);
    const base = { title: 'An episode', date: '2025-03-04', video: 'dQw4w9WgXcQ' };
    expect(expectValidationError(await post({ title: 'No video', date: '2025-03-04' }))).toEqual(['video']);
    expect(expectValidationError(await post({ ...base, date: '2025-13-45' }))).toEqual(['date']);
    expect(expectValidationError(await post({ ...base, title: 'x'.repeat(201) }))).toEqual(['title']);
    expect(expectValidationError(await post({ ...base, title: 42 }))).toEqual(['title']);
    const unknownField = expectError(await post({ ...base, status: 'published' }), 400, 'validation_error');
    expect(JSON.stringify(unknownField.details)).toContain('status');
    const invalidJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/podcasts',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"video":',
    });
    expectError(invalidJson, 400, 'invalid_json');
  });

  it('requires a title and a date, says so per field, and creates nothing', async () => {
    const before = (await http.get('/api/v1/podcasts', admin)).json().meta.total;
    const post = (body: unknown) => http.post('/api/v1/podcasts', body, admin);
    const messages = (body: unknown) =>
      post(body).then((res) =>
        Object.fromEntries(
          (expectError(res, 400, 'validation_error').details as { path: string[]; message: string }[]).map((d) => [
            d.path.join('.'),
            d.message,
          ]),
        ),
      );
    const required = { title: 'Title is required', date: 'Date is required' };
    expect(await messages({ video: 'dQw4w9WgXcQ' })).toEqual(required);
    expect(await messages({ title: '   ', date: '', video: 'dQw4w9WgXcQ' })).toEqual(required);
    expect(await messages({ title: null, date: null, video: 'dQw4w9WgXcQ' })).toEqual(required);
    expect((await http.get('/api/v1/podcasts', admin)).json().meta.total).toBe(before);
  });

  it('does not let an update take the title or the date away', async () => {
    const podcast = await create({ title: 'Keeps its title', date: '2025-06-01' });
    for (const body of [{ title: null }, { title: '' }, { date: null }, { date: '' }]) {
      expect(expectValidationError(await http.put(`/api/v1/podcasts/${podcast._id}`, body, admin))).toEqual(Object.keys(body));
    }
    expect((await http.get(`/api/v1/podcasts/${podcast._id}`, admin)).json().data).toMatchObject({
      title: 'Keeps its title',
      date: '2025-06-01',
    });
  });

  it('refuses a video that is not a video id', async () => {
    for (const video of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'abc', 'has spaces in', '<script>', 'x'.repeat(21)]) {
      const body = { title: 'Bad video', date: '2025-03-04', video };
      expect(expectValidationError(await http.post('/api/v1/podcasts', body, admin))).toEqual(['video']);
    }
  });
});

describe('sanitising descriptions on write', () => {
  const dirty =
    '<p style="color:red" onclick="steal()">Hi <b>b</b> <i>i</i> <em>em</em> <strong>s</strong><br></p>' +
    '<script>alert("boom")</script><img src=x onerror=alert(1)>' +
    '<a href="javascript:alert(1)">bad</a> <a href="https://ok.test/x" target="_blank" onclick="x()">ok</a>' +
    '<iframe src="https://evil.test">framed</iframe><style>p{display:none}</style><div>plain</div>';
  const clean =
    '<p>Hi <b>b</b> <i>i</i> <em>em</em> <strong>s</strong><br /></p><a>bad</a> <a href="https://ok.test/x" target="_blank">ok</a>plain';

  it('keeps only b, i, em, strong, a(href, target), p and br on create', async () => {
    const podcast = await create({ description: dirty });
    expect(podcast.description).toBe(clean);
    for (const gone of ['script', 'boom', 'onerror', 'onclick', 'style', 'javascript:', 'iframe', 'framed', 'img', 'div']) {
      expect(podcast.description).not.toContain(gone);
    }
    await publish(podcast._id);
    const listed = (await http.get('/api/v1/exchangepodcast')).json().data.find((p: { id: string }) => p.id === podcast._id);
    expect(listed.description).toBe(clean);
  });

  it('sanitises on update too, and a description with nothing left becomes null', async () => {
    const podcast = await create({ description: '<p>fine</p>' });
    const res = await http.put(`/api/v1/podcasts/${podcast._id}`, { description: dirty }, admin);
    expect(res.json().data.description).toBe(clean);
    const emptied = await http.put(`/api/v1/podcasts/${podcast._id}`, { description: '<script>x()</script>' }, admin);
    expect(emptied.json().data.description).toBeNull();
  });
});

describe('PUT /api/v1/podcasts/:id', () => {
  it('changes the fields sent and keeps the others', async () => {
    const podcast = await create({ title: 'Before', description: '<p>kept</p>', date: '2025-01-01' });
    const res = await http.put(`/api/v1/podcasts/${podcast._id}`, { title: 'After' }, admin);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ title: 'After', description: '<p>kept</p>', date: '2025-01-01', status: 'draft' });
    expect(new Date(data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(podcast.updatedAt).getTime());
    expect((await http.get(`/api/v1/podcasts/${podcast._id}`, admin)).json().data.title).toBe('After');
  });

  it('refuses non-admins without revealing whether the id exists', async () => {
    const podcast = await create({ title: 'Mine' });
    expectError(await http.put(`/api/v1/podcasts/${podcast._id}`, { title: 'x' }), 401, 'unauthorized');
    const existing = await http.put(`/api/v1/podcasts/${podcast._id}`, { title: 'x' }, tenants.adminA.headers);
    const unknown = await http.put(`/api/v1/podcasts/${randomUUID()}`, { title: 'x' }, tenants.adminA.headers);
    expectError(existing, 403, 'forbidden');
    expect(existing.body).toBe(unknown.body);
    expect((await http.get(`/api/v1/podcasts/${podcast._id}`, admin)).json().data.title).toBe('Mine');
  });

  it('gives 404 for an unknown id and 400 for a bad body', async () => {
    expectError(await http.put(`/api/v1/podcasts/${randomUUID()}`, { title: 'x' }, admin), 404, 'not_found');
    const podcast = await create();
    expect(expectValidationError(await http.put(`/api/v1/podcasts/${podcast._id}`, { video: 'no' }, admin))).toEqual(['video']);
    expectError(await http.put(`/api/v1/podcasts/${podcast._id}`, { hidden: true }, admin), 400, 'validation_error');
  });
});

describe('DELETE /api/v1/podcasts/:id', () => {
  it('deletes for the super admin; the id is then unknown', async () => {
    const podcast = await publishedPodcast({ title: 'Doomed' });
    const res = await http.del(`/api/v1/podcasts/${podcast._id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expectError(await http.get(`/api/v1/podcasts/${podcast._id}`, admin), 404, 'not_found');
    expectError(await http.del(`/api/v1/podcasts/${podcast._id}`, admin), 404, 'not_found');
    expect(await exchangeIds()).not.toContain(podcast._id);
  });

  it('refuses non-admins and keeps the row', async () => {
    const podcast = await create();
    expectError(await http.del(`/api/v1/podcasts/${podcast._id}`), 401, 'unauthorized');
    expectError(await http.del(`/api/v1/podcasts/${podcast._id}`, tenants.adminA.headers), 403, 'forbidden');
    expect((await http.get(`/api/v1/podcasts/${podcast._id}`, admin)).statusCode).toBe(200);
  });
});

describe('PUT /api/v1/podcasts/:id/hide', () => {
  it('hides a published podcast from everyone but the super admin, and shows it again', async () => {
    const podcast = await publishedPodcast({ title: 'Peekaboo' });
    expect((await hide(podcast._id, true)).json().data._id).toBe(podcast._id);
    expect(await exchangeIds()).not.toContain(podcast._id);
    expectError(await http.get(`/api/v1/podcasts/${podcast._id}`, tenants.adminA.headers), 404, 'not_found');
    expect((await http.get(`/api/v1/podcasts/${podcast._id}`, admin)).statusCode).toBe(200);

    await hide(podcast._id, false);
    expect(await exchangeIds()).toContain(podcast._id);
    expect((await http.get(`/api/v1/podcasts/${podcast._id}`, tenants.adminA.headers)).statusCode).toBe(200);
  });

  it('validates the body and refuses non-admins', async () => {
    const podcast = await publishedPodcast();
    const url = `/api/v1/podcasts/${podcast._id}/hide`;
    expect(expectValidationError(await http.put(url, { hidden: 'yes' }, admin))).toEqual(['hidden']);
    expectError(await http.put(url, { hidden: true, title: 'x' }, admin), 400, 'validation_error');
    expectError(await hide(podcast._id, true, tenants.adminA.headers), 403, 'forbidden');
    expectError(await http.put(url, { hidden: true }), 401, 'unauthorized');
    expect(await exchangeIds()).toContain(podcast._id);
  });
});

describe('publish and unpublish', () => {
  it('publishing sets publishedAt and lists it; unpublishing takes it back to a draft', async () => {
    const podcast = await create({ title: 'On air' });
    const published = await publish(podcast._id);
    expect(published.status).toBe('published');
    expect(Date.now() - new Date(published.publishedAt!).getTime()).toBeLessThan(60_000);
    expect(await exchangeIds()).toContain(podcast._id);

    const again = await publish(podcast._id);
    expect(again.publishedAt).toBe(published.publishedAt);

    const draft = await podcastAction(t, admin, podcast._id, 'unpublish');
    expect(draft.status).toBe('draft');
    expect(await exchangeIds()).not.toContain(podcast._id);
    expectError(await http.get(`/api/v1/podcasts/${podcast._id}`), 404, 'not_found');
  });

  it('is for the super admin only, and an unknown id is a 404', async () => {
    const podcast = await create();
    expectError(await http.post(`/api/v1/podcasts/${podcast._id}/publish`, undefined), 401, 'unauthorized');
    const refused = await http.post(`/api/v1/podcasts/${podcast._id}/publish`, undefined, tenants.adminA.headers);
    expectError(refused, 403, 'forbidden');
    expect(refused.body).toBe(
      (await http.post(`/api/v1/podcasts/${randomUUID()}/publish`, undefined, tenants.adminA.headers)).body,
    );
    expectError(await http.post(`/api/v1/podcasts/${randomUUID()}/publish`, undefined, admin), 404, 'not_found');
    expect(await exchangeIds()).not.toContain(podcast._id);
  });
});

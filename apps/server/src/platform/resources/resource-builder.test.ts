import { randomUUID } from 'node:crypto';
import { ZPageQuery } from '@atrium/contracts/common';
import type { TRole } from '@atrium/contracts/roles';
import { asc, sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idColumn, timestamps } from '../../db/columns';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Actor, ANONYMOUS, type UserActor } from '../tenancy/actor';
import { defineResource, type ResourceDefinition, type ResourceScope } from './resource-definition';
import { registerResource } from './resource-routes';
import { ownerOf, readScope, writeScope } from './resource-scope';

/*
 * The builder is exercised on two tables that exist only in this file's throw-away database:
 * notes (agency scope, with a location column and every optional state column) and guides (shared scope).
 */
const notes = pgTable('test_notes', {
  _id: idColumn(),
  agencyId: uuid(),
  locationId: uuid(),
  title: text().notNull(),
  hidden: boolean().notNull().default(false),
  visibility: text().notNull().default('team'),
  taskStatus: text().notNull().default('todo'),
  completed: boolean().notNull().default(false),
  completedAt: timestamp({ withTimezone: true }),
  ...timestamps(),
});
const guides = pgTable('test_guides', { _id: idColumn(), agencyId: uuid(), title: text().notNull(), ...timestamps() });

const CREATE_TABLES = sql.raw(`
  create table test_notes (
    id uuid primary key, agency_id uuid, location_id uuid, title text not null,
    hidden boolean not null default false, visibility text not null default 'team',
    task_status text not null default 'todo', completed boolean not null default false, completed_at timestamptz,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now());
  create table test_guides (
    id uuid primary key, agency_id uuid, title text not null,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now());
`);

const ZTitle = z.object({ title: z.string().min(1) }).strict();
const ZNote = z.object({
  _id: z.string(),
  agencyId: z.string().nullable(),
  locationId: z.string().nullable(),
  title: z.string(),
  hidden: z.boolean(),
  visibility: z.string(),
  taskStatus: z.string(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});
const ZGuide = z.object({ _id: z.string(), agencyId: z.string().nullable(), title: z.string() });
const signedIn = (actor: Actor) => actor.kind === 'user';

const noteResource = defineResource({
  group: {
    path: '/api/v1/test-notes',
    tag: 'Test',
    label: 'Note',
    item: ZNote,
    create: ZTitle,
    update: ZTitle.partial(),
    filter: ZPageQuery,
  },
  table: notes,
  scope: 'agency',
  access: { read: signedIn, write: signedIn },
  toItem: (row) => ({ ...row, completedAt: row.completedAt?.toISOString() ?? null }),
  visibilityValues: ['team', 'everyone'],
  taskStatusValues: ['todo', 'doing', 'done'],
});
const guideDefinition = (scope: ResourceScope) =>
  defineResource({
    group: {
      path: '/api/v1/test-guides',
      tag: 'Test',
      label: 'Guide',
      item: ZGuide,
      create: ZTitle,
      update: ZTitle.partial(),
      filter: ZPageQuery,
    },
    table: guides,
    scope,
    access: { read: () => true, write: signedIn },
    toItem: (row) => ({ _id: row._id, agencyId: row.agencyId, title: row.title }),
  });
const guideResource = guideDefinition('shared');

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
/** Row ids by title. */
const rows: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady: (app) => {
        registerResource(app, noteResource);
        registerResource(app, guideResource);
      },
    },
  );
  await t.db.execute(CREATE_TABLES);
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  const { agencyA, agencyB, locationA1, locationA2, locationB1 } = tenants;
  const inserted = await t.db
    .insert(notes)
    .values([
      { title: 'A agency-wide', agencyId: agencyA._id },
      { title: 'A1 note', agencyId: agencyA._id, locationId: locationA1._id },
      { title: 'A2 note', agencyId: agencyA._id, locationId: locationA2._id },
      { title: 'B note', agencyId: agencyB._id, locationId: locationB1._id },
    ])
    .returning();
  const insertedGuides = await t.db
    .insert(guides)
    .values([
      { title: 'Platform guide', agencyId: null },
      { title: 'A guide', agencyId: agencyA._id },
      { title: 'B guide', agencyId: agencyB._id },
    ])
    .returning();
  for (const row of [...inserted, ...insertedGuides]) rows[row.title] = row._id;
});
afterAll(() => t.close());

/** The titles a list answers, sorted (page size 100 so one page holds them all). */
async function titles(path: string, headers: Record<string, string> = {}) {
  const res = await http.get(`${path}?limit=100`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .data.map((r: { title: string }) => r.title)
    .sort();
}

describe('agency scope', () => {
  it('lists an agency its own rows, a location its agency-wide rows and its own, the super admin all', async () => {
    const list = (headers: Record<string, string>) => titles('/api/v1/test-notes', headers);
    expect(await list(tenants.superAdmin.headers)).toEqual(['A agency-wide', 'A1 note', 'A2 note', 'B note']);
    expect(await list(tenants.adminA.headers)).toEqual(['A agency-wide', 'A1 note', 'A2 note']);
    expect(await list(tenants.staffA.headers)).toEqual(['A agency-wide', 'A1 note', 'A2 note']);
    expect(await list(tenants.staffA1.headers)).toEqual(['A agency-wide', 'A1 note']);
    expect(await list(tenants.staffA2.headers)).toEqual(['A agency-wide', 'A2 note']);
    expect(await list(tenants.adminB.headers)).toEqual(['B note']);
    expect(await list(tenants.endUser.headers)).toEqual([]);
    expectError(await http.get('/api/v1/test-notes'), 401, 'unauthorized');
  });

  it("answers another tenant's id on every id endpoint exactly like an unknown id, and changes nothing", async () => {
    const id = rows['A1 note']!;
    const calls = (target: string) =>
      [
        ['GET', `/api/v1/test-notes/${target}`, undefined],
        ['PUT', `/api/v1/test-notes/${target}`, { title: 'Taken over' }],
        ['DELETE', `/api/v1/test-notes/${target}`, undefined],
        ['PUT', `/api/v1/test-notes/${target}/hide`, { hidden: true }],
        ['PUT', `/api/v1/test-notes/${target}/visibility`, { visibility: 'everyone' }],
        ['PUT', `/api/v1/test-notes/${target}/task-status`, { taskStatus: 'done' }],
        ['PUT', `/api/v1/test-notes/${target}/complete`, { completed: true }],
      ] as const;
    for (const outsider of [tenants.adminB, tenants.locationAdminB1, tenants.staffA2, tenants.endUser]) {
      const unknownCalls = calls(randomUUID());
      for (const [i, [method, url, payload]] of calls(id).entries()) {
        const res = await t.app.inject({ method, url, payload, headers: outsider.headers });
        const [, unknownUrl, unknownPayload] = unknownCalls[i]!;
        const unknown = await t.app.inject({ method, url: unknownUrl, payload: unknownPayload, headers: outsider.headers });
        expectError(res, 404, 'not_found');
        expect(res.body, `${method} ${url}`).toBe(unknown.body);
        expect(res.body).not.toContain(id);
      }
    }
    const row = (await http.get(`/api/v1/test-notes/${id}`, tenants.adminA.headers)).json().data;
    expect(row).toMatchObject({ title: 'A1 note', hidden: false, visibility: 'team', taskStatus: 'todo', completed: false });
  });

  it('lets a location read its agency-wide rows but not change them (403, since it can read them)', async () => {
    const id = rows['A agency-wide']!;
    expect((await http.get(`/api/v1/test-notes/${id}`, tenants.staffA1.headers)).statusCode).toBe(200);
    const res = await http.put(`/api/v1/test-notes/${id}`, { title: 'Changed by a location' }, tenants.staffA1.headers);
    expect(expectError(res, 403, 'forbidden').message).toBe('You cannot change this note');
    expectError(await http.del(`/api/v1/test-notes/${id}`, tenants.staffA1.headers), 403, 'forbidden');
    expect((await http.get(`/api/v1/test-notes/${id}`, tenants.adminA.headers)).json().data.title).toBe('A agency-wide');
  });

  it("creates rows owned by the creator's agency and location; no agency, no row", async () => {
    const byAdmin = await http.post('/api/v1/test-notes', { title: 'By admin A' }, tenants.adminA.headers);
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().data).toMatchObject({ agencyId: tenants.agencyA._id, locationId: null });
    const byStaff = await http.post('/api/v1/test-notes', { title: 'By staff A1' }, tenants.staffA1.headers);
    expect(byStaff.json().data).toMatchObject({ agencyId: tenants.agencyA._id, locationId: tenants.locationA1._id });

    const noAgency = await http.post('/api/v1/test-notes', { title: 'x' }, tenants.superAdmin.headers);
    expect(expectError(noAgency, 403, 'forbidden').message).toBe('This needs an agency account');
    expectError(await http.post('/api/v1/test-notes', { title: 'x' }, tenants.endUser.headers), 403, 'forbidden');
    expectError(await http.post('/api/v1/test-notes', { title: 'x' }), 401, 'unauthorized');
    const smuggled = await http.post('/api/v1/test-notes', { title: 'x', agencyId: tenants.agencyB._id }, tenants.adminA.headers);
    expectError(smuggled, 400, 'validation_error');
  });

  it('lets the owner, and the super admin, update and delete', async () => {
    const created = (await http.post('/api/v1/test-notes', { title: 'Short-lived' }, tenants.staffA2.headers)).json().data;
    const renamed = await http.put(`/api/v1/test-notes/${created._id}`, { title: 'Renamed' }, tenants.adminA.headers);
    expect(renamed.json().data).toMatchObject({ title: 'Renamed', locationId: tenants.locationA2._id });
    const bySuper = await http.put(`/api/v1/test-notes/${created._id}`, { title: 'Super' }, tenants.superAdmin.headers);
    expect(bySuper.json().data.title).toBe('Super');
    expect((await http.del(`/api/v1/test-notes/${created._id}`, tenants.staffA2.headers)).json()).toEqual({ data: { ok: true } });
    expectError(await http.get(`/api/v1/test-notes/${created._id}`, tenants.adminA.headers), 404, 'not_found');
  });

  it('switches on hide, visibility, task-status and complete from the columns, each validated', async () => {
    const id = (await http.post('/api/v1/test-notes', { title: 'Flags' }, tenants.adminA.headers)).json().data._id;
    const put = (segment: string, body: unknown) => http.put(`/api/v1/test-notes/${id}/${segment}`, body, tenants.adminA.headers);

    expect((await put('hide', { hidden: true })).json().data.hidden).toBe(true);
    expect((await put('visibility', { visibility: 'everyone' })).json().data.visibility).toBe('everyone');
    expect((await put('task-status', { taskStatus: 'doing' })).json().data.taskStatus).toBe('doing');
    const done = (await put('complete', { completed: true })).json().data;
    expect(done.completed).toBe(true);
    expect(Date.now() - new Date(done.completedAt).getTime()).toBeLessThan(60_000);
    expect((await put('complete', { completed: false })).json().data).toMatchObject({ completed: false, completedAt: null });

    expect(expectValidationError(await put('visibility', { visibility: 'world' }))).toEqual(['visibility']);
    expect(expectValidationError(await put('task-status', { taskStatus: 'lost' }))).toEqual(['taskStatus']);
    expect(expectValidationError(await put('hide', {}))).toEqual(['hidden']);
  });

  it('adds only the state endpoints a table has columns for', async () => {
    const id = rows['A guide']!;
    for (const segment of ['hide', 'visibility', 'task-status', 'complete']) {
      expect((await http.put(`/api/v1/test-guides/${id}/${segment}`, {}, tenants.adminA.headers)).statusCode).toBe(404);
    }
  });

  it('pages with a cursor and refuses a malformed one with 400', async () => {
    const first = (await http.get('/api/v1/test-notes?limit=1', tenants.adminA.headers)).json();
    expect(first.data).toHaveLength(1);
    const second = (await http.get(`/api/v1/test-notes?limit=1&cursor=${first.meta.nextCursor}`, tenants.adminA.headers)).json();
    expect(second.data[0]._id).not.toBe(first.data[0]._id);
    expect(second.meta.total).toBe(first.meta.total);
    for (const cursor of ['abc', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g']) {
      const res = await http.get(`/api/v1/test-notes?cursor=${encodeURIComponent(cursor)}`, tenants.adminA.headers);
      expect(expectError(res, 400, 'bad_request').message).toBe('cursor is not valid');
    }
  });
});

describe('shared scope', () => {
  it('shows platform rows to everyone the access allows, plus their own agency rows', async () => {
    expect(await titles('/api/v1/test-guides')).toEqual(['Platform guide']);
    expect(await titles('/api/v1/test-guides', tenants.endUser.headers)).toEqual(['Platform guide']);
    expect(await titles('/api/v1/test-guides', tenants.staffA1.headers)).toEqual(['A guide', 'Platform guide']);
    expect(await titles('/api/v1/test-guides', tenants.adminB.headers)).toEqual(['B guide', 'Platform guide']);
    expect(await titles('/api/v1/test-guides', tenants.superAdmin.headers)).toEqual(['A guide', 'B guide', 'Platform guide']);
    expect((await http.get(`/api/v1/test-guides/${rows['Platform guide']}`)).statusCode).toBe(200);
  });

  it('gives a platform row to its readers but its changes to the super admin only', async () => {
    const id = rows['Platform guide']!;
    const refused = await http.put(`/api/v1/test-guides/${id}`, { title: 'Hijacked' }, tenants.adminA.headers);
    expect(expectError(refused, 403, 'forbidden').message).toBe('You cannot change this guide');
    expectError(await http.del(`/api/v1/test-guides/${id}`, tenants.adminA.headers), 403, 'forbidden');
    expectError(await http.put(`/api/v1/test-guides/${id}`, { title: 'Anon' }), 401, 'unauthorized');
    const bySuper = await http.put(`/api/v1/test-guides/${id}`, { title: 'Platform guide' }, tenants.superAdmin.headers);
    expect(bySuper.statusCode).toBe(200);
  });

  it("answers another agency's row with 404, the same as an unknown id", async () => {
    const unknown = await http.put(`/api/v1/test-guides/${randomUUID()}`, { title: 'x' }, tenants.adminB.headers);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { title: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/v1/test-guides/${rows['A guide']}`,
        payload,
        headers: tenants.adminB.headers,
      });
      expectError(res, 404, 'not_found');
      expect(res.body).toBe(unknown.body);
    }
  });

  it("lets the super admin read an agency's rows but not change them; its own new rows are platform rows", async () => {
    const id = rows['B guide']!;
    expect((await http.get(`/api/v1/test-guides/${id}`, tenants.superAdmin.headers)).statusCode).toBe(200);
    expectError(await http.put(`/api/v1/test-guides/${id}`, { title: 'x' }, tenants.superAdmin.headers), 403, 'forbidden');
    const created = await http.post('/api/v1/test-guides', { title: 'New platform guide' }, tenants.superAdmin.headers);
    expect(created.json().data.agencyId).toBeNull();
    const byAgency = await http.post('/api/v1/test-guides', { title: 'New B guide' }, tenants.adminB.headers);
    expect(byAgency.json().data.agencyId).toBe(tenants.agencyB._id);
    expect(await titles('/api/v1/test-guides', tenants.adminA.headers)).toEqual([
      'A guide',
      'New platform guide',
      'Platform guide',
    ]);
  });
});

describe('readScope, writeScope and ownerOf', () => {
  const actor = (role: TRole, agencyId: string | null = null, locationId: string | null = null): UserActor => ({
    kind: 'user',
    userId: randomUUID(),
    sessionId: randomUUID(),
    email: `${role}@scope.test`,
    role,
    agencyId,
    locationId,
  });
  /** Titles of the guides a scope condition selects. */
  const select = async (where: ReturnType<typeof readScope>) =>
    (await t.db.select({ title: guides.title }).from(guides).where(where).orderBy(asc(guides.title))).map((r) => r.title);
  const seeded = (list: string[]) => list.filter((title) => ['A guide', 'B guide', 'Platform guide'].includes(title));

  it('platform scope: everyone reads platform rows, only the super admin writes them', async () => {
    const def = guideDefinition('platform');
    const admin = actor('agency_admin', tenants.agencyA._id);
    const superAdmin = actor('super_admin');
    expect(seeded(await select(readScope(def, ANONYMOUS)))).toEqual(['Platform guide']);
    expect(seeded(await select(readScope(def, admin)))).toEqual(['Platform guide']);
    expect(seeded(await select(readScope(def, superAdmin)))).toEqual(['A guide', 'B guide', 'Platform guide']);
    expect(await select(writeScope(def, admin))).toEqual([]);
    expect(seeded(await select(writeScope(def, superAdmin)))).toEqual(['Platform guide']);
  });

  it('shared scope: anonymous and agency-less users read platform rows only and write nothing', async () => {
    const def = guideDefinition('shared');
    for (const who of [ANONYMOUS, actor('end_user')]) {
      expect(seeded(await select(readScope(def, who)))).toEqual(['Platform guide']);
      expect(await select(writeScope(def, who))).toEqual([]);
    }
    expect(seeded(await select(writeScope(def, actor('agency_staff', tenants.agencyB._id))))).toEqual(['B guide']);
  });

  it('ownerOf: who a new row belongs to, and who may not create', async () => {
    const platform = guideDefinition('platform');
    const shared = guideDefinition('shared');
    const located = noteResource as ResourceDefinition;
    const a1 = actor('staff', tenants.agencyA._id, tenants.locationA1._id);
    expect(await ownerOf(t.db, platform, actor('super_admin'))).toEqual({ agencyId: null });
    expect(await ownerOf(t.db, shared, actor('super_admin'))).toEqual({ agencyId: null });
    expect(await ownerOf(t.db, shared, a1)).toEqual({ agencyId: tenants.agencyA._id });
    expect(await ownerOf(t.db, located, a1)).toEqual({ agencyId: tenants.agencyA._id, locationId: tenants.locationA1._id });
    expect(await ownerOf(t.db, located, actor('agency_admin', tenants.agencyA._id))).toEqual({
      agencyId: tenants.agencyA._id,
      locationId: null,
    });
    await expect(ownerOf(t.db, platform, actor('agency_admin', tenants.agencyA._id))).rejects.toThrow(/permission/);
    await expect(ownerOf(t.db, located, actor('super_admin'))).rejects.toThrow('This needs an agency account');
    await expect(ownerOf(t.db, located, actor('end_user'))).rejects.toThrow('This needs an agency account');
    await expect(ownerOf(t.db, shared, ANONYMOUS)).rejects.toThrow(/permission/);
  });
});

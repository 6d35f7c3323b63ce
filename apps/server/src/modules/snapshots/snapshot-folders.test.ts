import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/http';
import { createTenantApp } from '../../test/tenants';
import { appSnapshots, snapshotFolders } from './snapshots.tables';

/** The agency's folders of listings, on the resource builder (issue 22). */

const FOLDERS = '/api/v1/snapshot_folder';
type Ctx = Awaited<ReturnType<typeof createTenantApp>>;

describe('snapshot folders', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createTenantApp();
  });
  afterAll(async () => {
    await ctx?.t.close();
  });
  const who = () => ctx.tenants;
  const folder = (name: string, parentId: string | null = null, user = who().adminA) =>
    ctx.http.create(FOLDERS, { name, parentId }, user.headers);
  const move = (id: string, parentId: string | null, user = who().adminA) =>
    ctx.http.put(`${FOLDERS}/${id}`, { parentId }, user.headers);

  it('nests folders five deep at most, never into themselves or a folder inside them', async () => {
    const top = await folder('Healthcare');
    const chain = [top];
    for (const name of ['Dental', 'Orthodontics', 'Kids', 'Braces']) chain.push(await folder(name, chain.at(-1)!, who().staffA));
    const tooDeep = expectError(await ctx.http.post(FOLDERS, { name: 'Sixth', parentId: chain[4] }, who().adminA.headers), 400);
    expect(tooDeep.details).toEqual([{ path: ['parentId'], message: 'Folders nest at most 5 deep' }]);

    for (const into of [chain[0]!, chain[2]!]) {
      const error = expectError(await move(chain[0]!, into), 400);
      expect(error.details).toEqual([
        { path: ['parentId'], message: 'A folder cannot be moved into itself or a folder inside it' },
      ]);
    }
    // Moving a subtree counts its own depth: Orthodontics (3 levels) under a folder two deep makes five.
    const other = await folder('Other');
    const side = await folder('Side', other);
    expect((await move(chain[2]!, side)).statusCode).toBe(200);
    const deeper = await folder('Deeper', side);
    expectError(await move(chain[2]!, deeper), 400);
    expect((await move(chain[2]!, null)).statusCode).toBe(200);
  });

  it('deleting a folder moves its listings and subfolders up to its parent', async () => {
    const parent = await folder('Home & Local');
    const doomed = await folder('Plumbing', parent);
    const child = await folder('Emergency', doomed);
    const [listing] = await ctx.t.db
      .insert(appSnapshots)
      .values({ agencyId: who().agencyA._id, name: 'Plumber Pro', folderId: doomed })
      .returning();
    const res = await ctx.http.del(`${FOLDERS}/${doomed}`, who().adminA.headers);
    expect(res.statusCode, res.body).toBe(200);
    const [moved] = await ctx.t.db.select().from(snapshotFolders).where(eq(snapshotFolders._id, child));
    expect(moved!.parentId).toBe(parent);
    const [kept] = await ctx.t.db.select().from(appSnapshots).where(eq(appSnapshots._id, listing!._id));
    expect(kept!.folderId).toBe(parent);
  });

  it('only the agency team reads and writes its folders; another agency gets 404 and nothing changes', async () => {
    const mine = await folder('Mine');
    const theirs = await folder('Theirs', null, who().adminB);
    expect((await ctx.http.get(FOLDERS, who().adminB.headers)).json().data.map((f: { _id: string }) => f._id)).toEqual([theirs]);
    expectError(await ctx.http.get(`${FOLDERS}/${mine}`, who().adminB.headers), 404);
    expectError(await ctx.http.put(`${FOLDERS}/${mine}`, { name: 'Taken' }, who().adminB.headers), 404);
    expectError(await ctx.http.del(`${FOLDERS}/${mine}`, who().adminB.headers), 404);
    const into = expectError(await ctx.http.post(FOLDERS, { name: 'Inside', parentId: mine }, who().adminB.headers), 404);
    expect(into.details).toEqual([{ path: ['parentId'], message: 'Choose one of your folders' }]);
    expectError(await move(theirs, mine, who().adminB), 404);
    for (const user of [who().locationAdminA1, who().staffA1, who().endUser]) {
      expectError(await ctx.http.get(FOLDERS, user.headers), 403);
      expectError(await ctx.http.post(FOLDERS, { name: 'Mine' }, user.headers), 403);
    }
    expectError(await ctx.http.get(FOLDERS), 401);
    const [row] = await ctx.t.db.select().from(snapshotFolders).where(eq(snapshotFolders._id, mine));
    expect(row!.name).toBe('Mine');
    const missing = expectError(await ctx.http.post(FOLDERS, { parentId: null }, who().adminA.headers), 400);
    expect(JSON.stringify(missing.details)).toContain('name');
  });
});

import { ZContentStepList } from '@atrium/contracts/content';
import { ZCsvImportResponse } from '@atrium/contracts/csv-import';
import { ZPlayerList } from '@atrium/contracts/players';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type jsonRequest } from '../../test/http';
import { createTenantApp, type Tenants } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
const ids: Record<string, string> = {};
type Headers = Record<string, string>;

const upload = (query: string, csv: string, headers: Headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/uploadCsv?${query}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: csv,
  });
const report = (res: Awaited<ReturnType<typeof upload>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return ZCsvImportResponse.parse(res.json()).data;
};
const steps = async (listId: string, headers: Headers) =>
  ZContentStepList.parse((await http.get(`/api/v1/checklist-items?listId=${listId}`, headers)).json())
    .data.map((s) => s.title)
    .sort();

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
  const { adminA, adminB } = tenants;
  const category = await http.create('/api/v1/checklist-categories', { name: 'Alpha' }, adminA.headers);
  ids.list = await http.create('/api/v1/checklists', { categoryId: category, title: 'Alpha launch' }, adminA.headers);
  const bCategory = await http.create('/api/v1/checklist-categories', { name: 'Bravo' }, adminB.headers);
  ids.bList = await http.create('/api/v1/checklists', { categoryId: bCategory, title: 'Bravo launch' }, adminB.headers);
  const chapter = await http.create('/api/v1/question_chapters', { title: 'Alpha quiz', passingScore: 50 }, adminA.headers);
  ids.section = await http.create('/api/v1/question_sections', { chapterId: chapter, title: 'All' }, adminA.headers);
});
afterAll(() => t.close());

const CHECKLIST_CSV = [
  'Title,Details,LinkUrl,Position',
  'Connect the phone,"Use the number on your card, not the old one",https://help.example/phone,0',
  ',No title here,,1',
  'Import contacts,,http://insecure.example,2',
  '"Send a ""test"" booking",,,3',
].join('\r\n');

describe('CSV imports', () => {
  it('previews every row without writing anything', async () => {
    const preview = report(
      await upload(`target=checklist-items&parentId=${ids.list}&mode=preview`, CHECKLIST_CSV, tenants.adminA.headers),
    );
    expect(preview).toMatchObject({ mode: 'preview', total: 4, valid: 2, imported: 0 });
    expect(preview.rows.map((r) => [r.line, r.ok])).toEqual([
      [2, true],
      [3, false],
      [4, false],
      [5, true],
    ]);
    expect(preview.rows[1]!.errors.map((e) => e.field)).toEqual(['title']);
    expect(preview.rows[2]!.errors.map((e) => e.field)).toEqual(['linkUrl']);
    expect(await steps(ids.list!, tenants.adminA.headers)).toEqual([]);
  });

  it('imports the good rows and reports the bad ones by line', async () => {
    const done = report(
      await upload(`target=checklist-items&parentId=${ids.list}&mode=import`, CHECKLIST_CSV, tenants.adminA.headers),
    );
    expect(done).toMatchObject({ mode: 'import', total: 4, valid: 2, imported: 2 });
    expect(await steps(ids.list!, tenants.adminA.headers)).toEqual(['Connect the phone', 'Send a "test" booking']);
  });

  it("refuses rows into another agency's list, row by row, and writes none", async () => {
    const res = report(
      await upload(`target=checklist-items&parentId=${ids.bList}&mode=import`, 'title\nSneaky', tenants.adminA.headers),
    );
    expect(res).toMatchObject({ valid: 0, imported: 0 });
    expect(res.rows[0]!.errors).toEqual([{ field: 'listId', message: 'Choose one of your checklists' }]);
    expect(await steps(ids.bList!, tenants.adminB.headers)).toEqual([]);
  });

  it('imports questions with options and right answers by number or text', async () => {
    const csv = [
      'prompt,options,correct,explanation',
      'Is the sky blue?,Yes|No,1,Look up',
      'Pick the colours,Red|Dog|Blue,Red|3,',
      'Broken,Yes|No,Maybe,',
      'Too many,Yes|No,1|2,',
    ].join('\n');
    const res = report(await upload(`target=questions&parentId=${ids.section}&mode=import`, csv, tenants.adminA.headers));
    expect(res.rows.map((r) => r.ok)).toEqual([true, true, false, true]);
    expect(res.rows[2]!.errors.map((e) => e.field)).toEqual(['correct']);
    const single = await upload(
      `target=questions&parentId=${ids.section}&mode=preview`,
      'prompt,options,correct,kind\nOne,Yes|No,1|2,single',
      tenants.adminA.headers,
    );
    expect(report(single).rows[0]!.errors.map((e) => e.field)).toEqual(['correct']);
  });

  it("sets players' titles by email, only for the agency's own people", async () => {
    const csv = 'email,title\nstaff@alpha-one.test,Closer\nnobody@nowhere.test,Ghost\nadmin@bravo.test,Spy';
    const res = report(await upload('target=players&mode=import', csv, tenants.adminA.headers));
    expect(res.rows.map((r) => r.ok)).toEqual([true, false, false]);
    expect(res.rows[1]!.errors).toEqual([{ field: 'email', message: 'No one in your agency has this email' }]);
    const players = ZPlayerList.parse((await http.get('/api/v1/staff_players', tenants.adminA.headers)).json()).data;
    expect(players.find((p) => p.userId === tenants.staffA1._id)?.title).toBe('Closer');
  });

  it('refuses bad files and people who do not write content', async () => {
    const q = `target=checklist-items&parentId=${ids.list}`;
    expectError(await upload(q, 'title\nOne', tenants.staffA1.headers), 403, 'forbidden');
    expectError(await upload(q, 'title\nOne'), 401, 'unauthorized');
    expectError(await upload(q, 'name\nOne', tenants.adminA.headers), 400);
    expectError(await upload(q, 'title\n"open', tenants.adminA.headers), 400);
    expectError(await upload(q, 'title', tenants.adminA.headers), 400);
    expectError(await upload('target=checklist-items', 'title\nOne', tenants.adminA.headers), 400);
    expectError(await upload('target=spaceships', 'title\nOne', tenants.adminA.headers), 400, 'validation_error');
  });
});

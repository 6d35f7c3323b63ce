import { ZRankingResponse } from '@atrium/contracts/players';
import { ZQuizResultList, ZQuizResultResponse, ZQuizToTakeResponse } from '@atrium/contracts/quizzes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, type jsonRequest } from '../../test/http';
import { createTenantApp, type Tenants } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';
import { quizResults } from './quizzes.tables';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
const ids: Record<string, string> = {};
type Headers = Record<string, string>;
const options = [
  { id: 'a', text: 'Yes' },
  { id: 'b', text: 'No' },
  { id: 'c', text: 'Maybe' },
];

const submit = (chapterId: string, answers: Record<string, string[]>, headers: Headers) =>
  http.post(`/api/v1/question_chapters/${chapterId}/submit`, { answers }, headers);

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
  const admin = tenants.superAdmin.headers;
  ids.chapter = await http.create('/api/v1/question_chapters', { title: 'Basics', passingScore: 60, maxAttempts: 2 }, admin);
  ids.section = await http.create('/api/v1/question_sections', { chapterId: ids.chapter, title: 'Apps' }, admin);
  const question = (prompt: string, kind: string, correct: string[], position: number) =>
    http.create(
      '/api/v1/questions',
      { sectionId: ids.section, kind, prompt, options, correct, position, explanation: `<p>Because ${prompt}</p>` },
      admin,
    );
  ids.q1 = await question('Can locations install approved apps?', 'single', ['a'], 0);
  ids.q2 = await question('Is a draft visible to locations?', 'single', ['b'], 1);
  ids.q3 = await question('Which are fine answers?', 'multiple', ['a', 'c'], 2);
  ids.bChapter = await http.create(
    '/api/v1/question_chapters',
    { title: 'Bravo quiz', passingScore: 50 },
    tenants.adminB.headers,
  );
});
afterAll(() => t.close());

describe('taking a quiz', () => {
  it('keeps quiz order in a result: section by section, each by position', async () => {
    const admin = tenants.superAdmin.headers;
    const chapter = await http.create('/api/v1/question_chapters', { title: 'Two parts', passingScore: 50 }, admin);
    const section = (title: string, position: number) =>
      http.create('/api/v1/question_sections', { chapterId: chapter, title, position }, admin);
    const first = await section('First', 0);
    const second = await section('Second', 1);
    const ask = (sectionId: string, prompt: string, position: number) =>
      http.create('/api/v1/questions', { sectionId, kind: 'single', prompt, options, correct: ['a'], position }, admin);
    const second1 = await ask(second, 'Second, 1', 0);
    const first2 = await ask(first, 'First, 2', 1);
    const first1 = await ask(first, 'First, 1', 0);
    const answers = Object.fromEntries([second1, first2, first1].map((id) => [id, ['a']]));
    const res = await submit(chapter, answers, tenants.locationAdminB1.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(ZQuizResultResponse.parse(res.json()).data.questions.map((q) => q.questionId)).toEqual([first1, first2, second1]);
  });

  it('gives takers the questions without the answers, and their attempts left', async () => {
    const res = await http.get(`/api/v1/question_chapters/${ids.chapter}/take`, tenants.staffA1.headers);
    expect(res.statusCode, res.body).toBe(200);
    const take = ZQuizToTakeResponse.parse(res.json()).data;
    expect(take.sections[0]!.questions.map((q) => q.prompt)).toEqual([
      'Can locations install approved apps?',
      'Is a draft visible to locations?',
      'Which are fine answers?',
    ]);
    expect(res.body).not.toContain('"correct"');
    expect(res.body).not.toContain('Because');
    expect(take).toMatchObject({ attemptsUsed: 0, attemptsLeft: 2, passed: false });
  });

  it('scores a submission, counts attempts, refuses past the limit, and keeps the results', async () => {
    const { staffA1 } = tenants;
    const first = await submit(ids.chapter!, { [ids.q1!]: ['a'], [ids.q2!]: ['a'], [ids.q3!]: ['a'] }, staffA1.headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(ZQuizResultResponse.parse(first.json()).data).toMatchObject({
      attempt: 1,
      score: 33,
      correctCount: 1,
      total: 3,
      passed: false,
    });
    const second = await submit(
      ids.chapter!,
      { [ids.q1!]: ['a'], [ids.q2!]: ['b'], [ids.q3!]: ['c', 'a', 'a'] },
      staffA1.headers,
    );
    const passed = ZQuizResultResponse.parse(second.json()).data;
    expect(passed).toMatchObject({ attempt: 2, score: 100, passed: true, chapterTitle: 'Basics', personName: 'staff Test' });
    expect(passed.questions[0]).toMatchObject({
      correct: true,
      explanation: '<p>Because Can locations install approved apps?</p>',
    });
    expectError(await submit(ids.chapter!, {}, staffA1.headers), 409, 'conflict');

    const take = ZQuizToTakeResponse.parse(
      (await http.get(`/api/v1/question_chapters/${ids.chapter}/take`, staffA1.headers)).json(),
    ).data;
    expect(take).toMatchObject({ attemptsUsed: 2, attemptsLeft: 0, passed: true });
    const history = ZQuizResultList.parse(
      (await http.get(`/api/v1/question_results?chapterId=${ids.chapter}`, staffA1.headers)).json(),
    ).data;
    expect(history.map((r) => r.attempt)).toEqual([2, 1]);
    const certificate = await http.get(`/api/v1/question_results/${passed._id}`, staffA1.headers);
    expect(certificate.json().data).toMatchObject({ passed: true, score: 100 });
    // Attempts are per person and location: someone else starts afresh.
    expect(
      ZQuizToTakeResponse.parse((await http.get(`/api/v1/question_chapters/${ids.chapter}/take`, tenants.staffA2.headers)).json())
        .data,
    ).toMatchObject({ attemptsUsed: 0, attemptsLeft: 2 });
    // A pass is worth points.
    const board = ZRankingResponse.parse((await http.get('/api/v1/ranking', staffA1.headers)).json()).data.rows;
    expect(board.find((r) => r.isMe)?.points).toBe(50);
  });

  it("keeps results and answers to their owners, and another agency's quiz out of reach", async () => {
    const { staffA1, staffA2, adminA } = tenants;
    const [mine] = await t.db.select().from(quizResults).where(eq(quizResults.userId, staffA1._id));
    expectError(await http.get(`/api/v1/question_results/${mine!._id}`, staffA2.headers), 404, 'not_found');
    expectError(await http.get(`/api/v1/question_chapters/${ids.bChapter}/take`, staffA1.headers), 404, 'not_found');
    expectError(await submit(ids.bChapter!, {}, adminA.headers), 404, 'not_found');
    expectError(await http.get('/api/v1/questions', staffA1.headers), 403, 'forbidden');
    // An agency admin writes its own quizzes and never reads the platform's answers.
    const list = await http.get(`/api/v1/questions?sectionId=${ids.section}`, adminA.headers);
    expect(list.json().data).toEqual([]);
    expectError(await http.get(`/api/v1/questions/${ids.q1}`, adminA.headers), 404, 'not_found');
    expectError(await http.get('/api/v1/question_results'), 401, 'unauthorized');
  });

  it('refuses questions whose answers do not fit, and submissions about other questions', async () => {
    const post = (body: object) =>
      http.post('/api/v1/questions', { sectionId: ids.section, prompt: 'x', options, ...body }, tenants.superAdmin.headers);
    expect(expectValidationError(await post({ kind: 'single', correct: ['a', 'b'] }))).toEqual(['correct']);
    expect(expectValidationError(await post({ kind: 'multiple', correct: ['z'] }))).toEqual(['correct']);
    expect(expectValidationError(await post({ kind: 'single', correct: ['a'], options: [{ id: 'a', text: 'Only' }] }))).toEqual([
      'options',
    ]);
    const stray = await submit(ids.chapter!, { [ids.bChapter!]: ['a'] }, tenants.staffA2.headers);
    expect(expectValidationError(stray)).toEqual([`answers.${ids.bChapter}`]);
    // An update is checked as the question will be: two right answers make a single-choice question invalid.
    const twoRight = await http.put(`/api/v1/questions/${ids.q1}`, { correct: ['a', 'b'] }, tenants.superAdmin.headers);
    expect(expectValidationError(twoRight)).toEqual(['correct']);
    const notAnOption = await http.put(`/api/v1/questions/${ids.q3}`, { correct: ['z'] }, tenants.superAdmin.headers);
    expect(expectValidationError(notAnOption)).toEqual(['correct']);
    const sectionInPlatform = await http.post(
      '/api/v1/question_sections',
      { chapterId: ids.chapter, title: 'Mine' },
      tenants.adminA.headers,
    );
    expect(expectError(sectionInPlatform, 404, 'not_found').details).toEqual([
      { path: ['chapterId'], message: expect.any(String) },
    ]);
  });
});

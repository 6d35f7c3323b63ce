import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/http';
import { createTenantApp, type Tenants } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';

/**
 * Every education endpoint that takes an id, tried by another agency on agency B's row: always a 404, and the
 * row unchanged. (The per-group test files check the same for their own rules; this one covers them all.)
 */

let t: TestApp;
let tenants: Tenants;
let http: Awaited<ReturnType<typeof createTenantApp>>['http'];
type Group = { path: string; field: string; update: Record<string, unknown>; id?: string; hides?: boolean; progress?: boolean };
const DAY = 86_400_000;
const groups: Record<string, Group> = {
  faqCategory: { path: '/api/v1/faq-categories', field: 'name', update: { name: 'Taken' }, hides: true },
  faq: { path: '/api/v1/faqs', field: 'question', update: { question: 'Taken?' }, hides: true },
  mediaCategory: { path: '/api/v1/medialibrary-categories', field: 'name', update: { name: 'Taken' }, hides: true },
  media: { path: '/api/v1/medialibrary', field: 'title', update: { title: 'Taken' }, hides: true, progress: true },
  checklistCategory: { path: '/api/v1/checklist-categories', field: 'name', update: { name: 'Taken' }, hides: true },
  checklist: { path: '/api/v1/checklists', field: 'title', update: { title: 'Taken' }, hides: true },
  checklistItem: { path: '/api/v1/checklist-items', field: 'title', update: { title: 'Taken' }, progress: true },
  onboardingCategory: { path: '/api/v1/onboarding-categories', field: 'name', update: { name: 'Taken' }, hides: true },
  onboardingList: { path: '/api/v1/onboarding-lists', field: 'title', update: { title: 'Taken' }, hides: true },
  onboardingStep: { path: '/api/v1/onboarding-steps', field: 'title', update: { title: 'Taken' }, progress: true },
  docsCategory: { path: '/api/v1/docs-categories', field: 'name', update: { name: 'Taken' }, hides: true },
  doc: { path: '/api/v1/docs', field: 'title', update: { title: 'Taken' }, hides: true },
  testimonial: { path: '/api/v1/testimonials', field: 'personName', update: { personName: 'Taken' }, hides: true },
  zoomCall: { path: '/api/v1/zoom-calls', field: 'title', update: { title: 'Taken' }, hides: true },
  tool: { path: '/api/v1/tools', field: 'name', update: { name: 'Taken' }, hides: true },
  banner: { path: '/api/v1/banners', field: 'title', update: { title: 'Taken' }, hides: true },
  news: { path: '/api/v1/newsfeed', field: 'title', update: { title: 'Taken' }, hides: true },
  competition: { path: '/api/v1/competition', field: 'name', update: { name: 'Taken' } },
  chapter: { path: '/api/v1/question_chapters', field: 'title', update: { title: 'Taken' }, hides: true },
  section: { path: '/api/v1/question_sections', field: 'title', update: { title: 'Taken' } },
  question: { path: '/api/v1/questions', field: 'prompt', update: { prompt: 'Taken?' } },
};

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
  const b = tenants.adminB.headers;
  const make = async (key: string, body: Record<string, unknown>) => {
    groups[key]!.id = await http.create(groups[key]!.path, body, b);
    return groups[key]!.id!;
  };
  const name = { name: 'Bravo' };
  await make('faq', { categoryId: await make('faqCategory', name), question: 'Bravo?', answer: '<p>Yes</p>' });
  await make('media', { categoryId: await make('mediaCategory', name), kind: 'video', title: 'Bravo', videoId: 'dQw4w9WgXcQ' });
  const checklist = await make('checklist', { categoryId: await make('checklistCategory', name), title: 'Bravo' });
  await make('checklistItem', { listId: checklist, title: 'Bravo' });
  const onboarding = await make('onboardingList', { categoryId: await make('onboardingCategory', name), title: 'Bravo' });
  await make('onboardingStep', { listId: onboarding, title: 'Bravo' });
  await make('doc', {
    categoryId: await make('docsCategory', name),
    title: 'Bravo',
    sections: [{ heading: 'H', body: '<p>B</p>' }],
  });
  await make('testimonial', { kind: 'text', personName: 'Bravo', rating: 5, body: '<p>Good</p>' });
  await make('zoomCall', {
    title: 'Bravo',
    startsAt: new Date(Date.now() + DAY).toISOString(),
    durationMinutes: 30,
    joinUrl: 'https://zoom.example/j/1',
  });
  await make('tool', { name: 'Bravo', url: 'https://tools.example/b' });
  await make('banner', { title: 'Bravo' });
  await make('news', { title: 'Bravo', body: '<p>B</p>' });
  await make('competition', {
    name: 'Bravo',
    startsAt: new Date().toISOString(),
    endsAt: new Date(Date.now() + DAY).toISOString(),
  });
  const chapter = await make('chapter', { title: 'Bravo', passingScore: 50 });
  const section = await make('section', { chapterId: chapter, title: 'Bravo' });
  await make('question', {
    sectionId: section,
    kind: 'single',
    prompt: 'Bravo?',
    options: [
      { id: 'a', text: 'Y' },
      { id: 'b', text: 'N' },
    ],
    correct: ['a'],
  });
});
afterAll(() => t.close());

describe("another agency's education rows", () => {
  it.each(Object.entries(groups))(
    '%s: get, update, delete and visibility are 404s, and the row is unchanged',
    async (_key, g) => {
      const a = tenants.adminA.headers;
      const url = `${g.path}/${g.id}`;
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
      expect(still.json().data[g.field]).toBe(g.field === 'question' || g.field === 'prompt' ? 'Bravo?' : 'Bravo');
    },
  );

  it('a list reset, a quiz take and a submission are 404s too', async () => {
    const staff = tenants.staffA1.headers;
    expectError(await http.post(`/api/v1/checklists/${groups.checklist!.id}/reset`, {}, staff), 404, 'not_found');
    expectError(await http.post(`/api/v1/onboarding-lists/${groups.onboardingList!.id}/reset`, {}, staff), 404, 'not_found');
    expectError(await http.get(`/api/v1/question_chapters/${groups.chapter!.id}/take`, staff), 404, 'not_found');
    expectError(
      await http.post(`/api/v1/question_chapters/${groups.chapter!.id}/submit`, { answers: {} }, staff),
      404,
      'not_found',
    );
  });
});

import { ZChecklistItemList, ZChecklistList } from '@atrium/contracts/checklists';
import { ZDocList, ZDocsCategoryList } from '@atrium/contracts/docs';
import { ZBannerList, ZNewsPostList } from '@atrium/contracts/education-home';
import { ZFaqCategoryList, ZFaqList } from '@atrium/contracts/faqs';
import { ZMediaItemList } from '@atrium/contracts/media-library';
import { ZOnboardingListList, ZOnboardingStepList } from '@atrium/contracts/onboarding';
import { ZRankingResponse } from '@atrium/contracts/players';
import { ZQuizChapterList, ZQuizToTakeResponse } from '@atrium/contracts/quizzes';
import { ZTestimonialList } from '@atrium/contracts/testimonials';
import { ZToolList } from '@atrium/contracts/tools';
import { ZZoomCallList } from '@atrium/contracts/zoom-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../test/demo-app';

let demo: Awaited<ReturnType<typeof createDemoApp>>;

beforeAll(async () => {
  demo = await createDemoApp();
});
afterAll(() => demo.t.close());

const questions = async (headers: Record<string, string> = {}) =>
  ZFaqList.parse((await demo.http.get('/api/v1/faqs?limit=200', headers)).json()).data.map((f) => f.question);

describe('the demo FAQ', () => {
  it('has platform categories full of questions, an agency category, and one question hidden from one location', async () => {
    const categories = ZFaqCategoryList.parse((await demo.http.get('/api/v1/faq-categories')).json()).data;
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(await questions()).toHaveLength(30);

    const dental = await questions(await demo.signIn('liam@summitdental.test', 'user'));
    const realty = await questions(await demo.signIn('ava@summitrealty.test', 'user'));
    const harbor = await questions(await demo.signIn('lucas@harborfitness.test', 'user'));
    expect(dental).toEqual(expect.arrayContaining(['Who is my account manager?', 'Can I get an invoice?']));
    expect(realty).toContain('Who is my account manager?');
    expect(realty).not.toContain('Can I get an invoice?');
    expect(harbor).toContain('Can I get an invoice?');
    expect(harbor).not.toContain('Who is my account manager?');
  });
});

describe("the demo partner's education content", () => {
  it("is read by the creator's partner team beside the platform's, and by nobody else", async () => {
    const creator = await demo.signIn('creator@atrium.test');
    const categories = async (headers: Record<string, string> = {}) =>
      ZFaqCategoryList.parse((await demo.http.get('/api/v1/faq-categories', headers)).json()).data;
    const mine = await categories(creator);
    expect(mine.filter((c) => c.owner === 'partner').map((c) => c.name)).toEqual(['Publishing on Atrium']);
    expect(mine.filter((c) => c.owner === 'platform').length).toBeGreaterThanOrEqual(6);
    expect(await questions(creator)).toContain('How long does an app review take?');
    const lists = ZChecklistList.parse((await demo.http.get('/api/v1/checklists?limit=100', creator)).json()).data;
    expect(lists.find((l) => l.owner === 'partner')?.title).toBe('Launch a new app');
    for (const headers of [
      {},
      await demo.signIn('olivia@summitgrowth.test'),
      await demo.signIn('liam@summitdental.test', 'user'),
    ]) {
      expect((await categories(headers)).some((c) => c.owner === 'partner')).toBe(false);
      expect(await questions(headers)).not.toContain('How long does an app review take?');
    }
  });
});

describe('the demo testimonials', () => {
  it("has the platform's words and videos for everyone, and Summit's own for Summit's people", async () => {
    const list = async (headers: Record<string, string> = {}) =>
      ZTestimonialList.parse((await demo.http.get('/api/v1/testimonials?limit=200', headers)).json()).data;
    const everyone = await list();
    expect(everyone).toHaveLength(10);
    expect(new Set(everyone.map((x) => x.kind))).toEqual(new Set(['text', 'video']));
    expect(await list(await demo.signIn('liam@summitdental.test', 'user'))).toHaveLength(12);
    expect(await list(await demo.signIn('lucas@harborfitness.test', 'user'))).toHaveLength(10);
  });
});

describe('the demo zoom calls', () => {
  it('has calls coming up and calls held, most held ones recorded', async () => {
    const list = async (when: string) =>
      ZZoomCallList.parse((await demo.http.get(`/api/v1/zoom-calls?when=${when}`)).json()).data;
    expect(await list('upcoming')).toHaveLength(5);
    const past = await list('past');
    expect(past).toHaveLength(4);
    expect(past.filter((c) => c.recordingUrl)).toHaveLength(3);
  });
});

describe('the demo tools', () => {
  it("has the platform's published tools in four categories for everyone, and Summit's own for Summit's people", async () => {
    const list = async (headers: Record<string, string> = {}) =>
      ZToolList.parse((await demo.http.get('/api/v1/tools?limit=200', headers)).json()).data;
    const everyone = await list();
    expect(everyone).toHaveLength(7);
    expect(new Set(everyone.map((x) => x.category)).size).toBe(4);
    expect(await list(await demo.signIn('liam@summitdental.test', 'user'))).toHaveLength(9);
  });
});

describe('the demo media library', () => {
  it('has videos and documents in four categories', async () => {
    const items = ZMediaItemList.parse((await demo.http.get('/api/v1/medialibrary?limit=200')).json()).data;
    expect(items).toHaveLength(16);
    expect(new Set(items.map((i) => i.categoryId)).size).toBe(4);
    expect(items.filter((i) => i.kind === 'document')).toHaveLength(3);
  });
});

describe('the demo checklists', () => {
  it('has five checklists in four categories (one for agencies only) with their items', async () => {
    const lists = ZChecklistList.parse((await demo.http.get('/api/v1/checklists')).json()).data;
    expect(lists).toHaveLength(5);
    expect(new Set(lists.map((c) => c.categoryId)).size).toBe(4);
    const items = ZChecklistItemList.parse((await demo.http.get('/api/v1/checklist-items?limit=200')).json()).data;
    expect(items).toHaveLength(27);
  });
});

describe('the demo onboarding', () => {
  it('has three lists in two categories, with video and link steps', async () => {
    const lists = ZOnboardingListList.parse((await demo.http.get('/api/v1/onboarding-lists')).json()).data;
    expect(lists).toHaveLength(3);
    const steps = ZOnboardingStepList.parse((await demo.http.get('/api/v1/onboarding-steps?limit=200')).json()).data;
    expect(steps).toHaveLength(12);
    expect(steps.filter((s) => s.videoId).length).toBeGreaterThan(5);
    expect(steps.filter((s) => s.linkUrl).length).toBeGreaterThan(2);
  });
});

describe('the demo education home', () => {
  it('has banners to rotate and a news feed with a pinned post', async () => {
    expect(ZBannerList.parse((await demo.http.get('/api/v1/banners')).json()).data).toHaveLength(3);
    const posts = ZNewsPostList.parse((await demo.http.get('/api/v1/newsfeed')).json()).data;
    expect(posts).toHaveLength(5);
    expect(posts.filter((p) => p.pinned)).toHaveLength(1);
    expect((await demo.http.get('/api/v1/bannersconfig')).json().data).toMatchObject({ owner: 'platform', rotationSeconds: 8 });
  });
});

describe('the demo knowledge base', () => {
  it('has top categories with sub-categories and a dozen articles', async () => {
    const categories = ZDocsCategoryList.parse((await demo.http.get('/api/v1/docs-categories')).json()).data;
    expect(categories.filter((c) => c.parentId === null)).toHaveLength(3);
    expect(categories.filter((c) => c.parentId !== null)).toHaveLength(5);
    const articles = ZDocList.parse((await demo.http.get('/api/v1/docs')).json()).data;
    expect(articles).toHaveLength(10);
    expect(articles.every((a) => a.sections.length >= 2)).toBe(true);
  });
});

describe('the demo players', () => {
  it("ranks Summit's people differently over 7 days and all time, without the one who opted out", async () => {
    const liam = await demo.signIn('liam@summitdental.test', 'user');
    const board = async (period: string) =>
      ZRankingResponse.parse((await demo.http.get(`/api/v1/ranking?period=${period}`, liam)).json()).data.rows;
    const all = await board('all');
    expect(all.map((r) => r.name)).not.toContain('Noah Carter');
    expect(all[0]!.points).toBeGreaterThan(50);
    const week = await board('7d');
    expect(week.map((r) => r.points)).not.toEqual(all.map((r) => r.points));
    expect(all.find((r) => r.isMe)?.name).toBe('Liam Evans');
  });
});

describe('the demo quiz', () => {
  it('has a dozen questions in three sections', async () => {
    const liam = await demo.signIn('liam@summitdental.test', 'user');
    const [chapter] = ZQuizChapterList.parse((await demo.http.get('/api/v1/question_chapters', liam)).json()).data;
    const take = ZQuizToTakeResponse.parse(
      (await demo.http.get(`/api/v1/question_chapters/${chapter!._id}/take`, liam)).json(),
    ).data;
    expect(take.sections).toHaveLength(3);
    expect(take.sections.flatMap((s) => s.questions)).toHaveLength(12);
    expect(take.chapter).toMatchObject({ passingScore: 70, maxAttempts: 3 });
  });
});

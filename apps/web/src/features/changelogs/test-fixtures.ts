import type { TChangelog } from '@atrium/contracts/changelogs';
import type { TRoadmapItem } from '@atrium/contracts/roadmap';

export const APP_ID = '0190f5a0-0000-7000-8000-0000000000c1';

export const changelog = (overrides: Partial<TChangelog> = {}): TChangelog => ({
  _id: '0190f5a0-0000-7000-8000-0000000000e1',
  title: 'November release',
  body: '<p>Faster <strong>search</strong>.</p>',
  status: 'published',
  app: null,
  items: [{ _id: '0190f5a0-0000-7000-8000-0000000000d1', title: 'Dark mode', status: 'shipped' }],
  publishedAt: '2026-11-20T10:00:00.000Z',
  viewerCanManage: false,
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const roadmapItem = (overrides: Partial<TRoadmapItem> = {}): TRoadmapItem => ({
  _id: '0190f5a0-0000-7000-8000-0000000000d2',
  title: 'CSV export',
  description: null,
  status: 'planned',
  category: null,
  app: null,
  targetDate: null,
  voteCount: 4,
  commentCount: 0,
  viewerVoted: false,
  viewerCanManage: true,
  mergedInto: null,
  submittedBy: null,
  shippedAt: null,
  shippedIn: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const list = <T>(data: T[], nextCursor: string | null = null) => ({ data, meta: { total: data.length, nextCursor } });

import type { TRoadmapComment, TRoadmapItem } from '@atrium/contracts/roadmap';
import type { TUser } from '@atrium/contracts/users';
import { setSession } from '@/lib/session-store';

/** Test data of the roadmap screens, shaped by the contracts. */
export const rid = (n: number) => `0190a0a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;

export const SCHEDULER = { _id: rid(0xa1), name: 'Scheduler Pro' };

export const roadmapItem = (n: number, overrides: Partial<TRoadmapItem> = {}): TRoadmapItem => ({
  _id: rid(n),
  title: `Idea ${n}`,
  description: null,
  status: 'under_review',
  category: null,
  app: null,
  targetDate: null,
  voteCount: 0,
  commentCount: 0,
  viewerVoted: false,
  viewerCanManage: false,
  mergedInto: null,
  submittedBy: null,
  shippedAt: null,
  shippedIn: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-02T10:00:00.000Z',
  ...overrides,
});

export const DARK_MODE = roadmapItem(1, {
  title: 'Dark mode',
  category: 'Design',
  voteCount: 12,
  commentCount: 3,
  targetDate: '2026-12-14',
  description: '<p>Easier on the <b>eyes</b>.</p><img src=x onerror=alert(1)>',
});
export const PDF_EXPORT = roadmapItem(2, { title: 'Export to PDF', status: 'planned', category: 'Reports', voteCount: 5 });
export const BOOKING_SYNC = roadmapItem(3, {
  title: 'Two-way booking sync',
  status: 'in_progress',
  app: SCHEDULER,
  voteCount: 8,
  targetDate: '2026-11-20',
});
export const SSO = roadmapItem(4, {
  title: 'Single sign-on',
  status: 'shipped',
  voteCount: 30,
  shippedIn: { _id: rid(0xc1), title: 'November release' },
});
export const ITEMS = [DARK_MODE, BOOKING_SYNC, PDF_EXPORT, SSO];

export const comment = (n: number, overrides: Partial<TRoadmapComment> = {}): TRoadmapComment => ({
  _id: rid(0x100 + n),
  itemId: DARK_MODE._id,
  // As someone outside Emma's agency sees her: first name and initial, no id.
  author: { name: 'Emma D.', mine: false },
  body: `Comment ${n}`,
  movedFrom: null,
  createdAt: '2026-10-03T10:00:00.000Z',
  ...overrides,
});

export const listBody = <T>(data: T[]) => ({ data, meta: { total: data.length, nextCursor: null } });

/** The board's reads for a stubbed fetch: the categories in use, and the items (filtered by ?category=). */
export function boardAnswer(url: URL, items: TRoadmapItem[] = ITEMS): { body: unknown } | undefined {
  if (url.pathname === '/api/v1/roadmap/categories')
    return {
      body: {
        data: [
          { name: 'Design', count: 1 },
          { name: 'Reports', count: 1 },
        ],
      },
    };
  if (url.pathname === '/api/v1/roadmap') {
    const category = url.searchParams.get('category');
    return { body: listBody(category ? items.filter((i) => i.category === category) : items) };
  }
  return undefined;
}

export function signInAs(role: TUser['role'] = 'staff') {
  setSession({
    token: 'tok-roadmap',
    user: {
      _id: rid(0xb1),
      email: 'emma@summitdental.test',
      firstName: 'Emma',
      lastName: 'Diaz',
      role,
      agencyId: rid(0xaa),
      locationId: role === 'super_admin' ? null : rid(0xd1),
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    agency: null,
  });
}

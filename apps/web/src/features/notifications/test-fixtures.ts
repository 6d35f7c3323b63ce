import type { TNotification } from '@atrium/contracts/notifications';

export const notification = (overrides: Partial<TNotification> = {}): TNotification => ({
  _id: '0190f5a0-0000-7000-8000-00000000n001',
  kind: 'roadmap_shipped',
  subject: 'Dark mode',
  detail: 'November release',
  link: '/roadmap/0190f5a0-0000-7000-8000-0000000000r1',
  readAt: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

export const page = (data: TNotification[]) => ({ data, meta: { total: data.length, nextCursor: null } });

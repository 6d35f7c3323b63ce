import type { TContentCategory, TContentList, TContentStep } from '@atrium/contracts/content';

/** Checklist test data, shaped by the contracts and sent newest first like the server does. */
const id = (n: number) => `0190a0a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const at = (day: number) => `2026-02-${String(day).padStart(2, '0')}T10:00:00.000Z`;

const category = (n: number, name: string, position: number): TContentCategory => ({
  _id: id(n),
  name,
  description: null,
  position,
  owner: 'platform',
  createdAt: at(n % 28 || 1),
  updatedAt: at(n % 28 || 1),
});
export const LAUNCH = category(0x201, 'Launch', 0);
export const MARKETING = category(0x202, 'Marketing', 1);

const list = (n: number, categoryId: string, position: number, title: string): TContentList => ({
  _id: id(n),
  categoryId,
  title,
  description: `<p>About <strong>${title}</strong>.</p>`,
  position,
  status: 'published',
  owner: 'platform',
  createdAt: at(n % 28 || 1),
  updatedAt: at(n % 28 || 1),
});
export const PLAN = list(0x301, LAUNCH._id, 0, 'Plan the launch');
export const ADS = list(0x302, MARKETING._id, 0, 'Run your first ads');

const step = (n: number, listId: string, position: number, title: string, extra: Partial<TContentStep> = {}): TContentStep => ({
  _id: id(n),
  listId,
  title,
  details: null,
  videoId: null,
  linkUrl: null,
  position,
  owner: 'platform',
  createdAt: at(n % 28 || 1),
  updatedAt: at(n % 28 || 1),
  ...extra,
});
export const PICK_DATE = step(0x401, PLAN._id, 0, 'Pick a date', {
  details: '<p>Choose a <b>weekday</b>.</p><script>window.x=1</script>',
  videoId: 'dQw4w9WgXcQ',
  linkUrl: 'https://example.com/calendar',
});
export const INVITE = step(0x402, PLAN._id, 1, 'Invite your team');
export const CELEBRATE = step(0x403, PLAN._id, 2, 'Celebrate');
export const LAUNCH_STEPS = [PICK_DATE, INVITE, CELEBRATE];
export const BUDGET = step(0x404, ADS._id, 0, 'Set a budget');

export const STEP_CATEGORIES = [MARKETING, LAUNCH];
export const STEP_LISTS = [ADS, PLAN];
export const STEPS = [BUDGET, CELEBRATE, INVITE, PICK_DATE];

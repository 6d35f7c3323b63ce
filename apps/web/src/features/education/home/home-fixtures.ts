import type { TBanner, TNewsPost } from '@atrium/contracts/education-home';

/** Test data of the education home, shaped by the contracts. */
const id = (n: number) => `0190a0a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;

const banner = (n: number, title: string, position: number, fields: Partial<TBanner> = {}): TBanner => ({
  _id: id(0xba0 + n),
  title,
  body: `<p>${title}, in a few words.</p>`,
  imageUrl: null,
  linkUrl: null,
  linkLabel: null,
  startsAt: null,
  endsAt: null,
  position,
  status: 'published',
  owner: 'platform',
  createdAt: at(n),
  updatedAt: at(n),
  ...fields,
});
export const CHECKLISTS_BANNER = banner(1, 'Checklists for your team', 0, {
  linkUrl: 'https://atrium.example/checklist',
  linkLabel: 'Open checklists',
});
export const MASTERCLASS_BANNER = banner(2, 'Snapshots masterclass', 1);
/** Newest first, as the server sends them; the page shows them by position. */
export const BANNERS = [MASTERCLASS_BANNER, CHECKLISTS_BANNER];

const post = (n: number, title: string, day: number, pinned = false): TNewsPost => ({
  _id: id(0xfe0 + n),
  title,
  body: `<p>About ${title.toLowerCase()}.</p><script>alert(1)</script>`,
  imageUrl: null,
  pinned,
  status: 'published',
  owner: 'platform',
  createdAt: at(day),
  updatedAt: at(day),
});
export const PINNED_POST = post(1, 'Checklists are here', 2, true);
export const NEW_APPS = post(2, 'Ten new apps', 5);
export const OFFICE_HOURS = post(3, 'Office hours move', 9);
export const NEWS = [OFFICE_HOURS, NEW_APPS, PINNED_POST];

import type { TContentCategory } from '@atrium/contracts/content';
import type { TProgress } from '@atrium/contracts/content-progress';
import type { TMediaItem } from '@atrium/contracts/media-library';

/** Test data of the media library, shaped by the contracts. */
const id = (n: number) => `0190a0a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`;

const category = (n: number, name: string, position: number): TContentCategory => ({
  _id: id(n),
  name,
  description: null,
  position,
  owner: 'platform',
  createdAt: at(1),
  updatedAt: at(1),
});
export const STARTING = category(0xe1, 'Getting started', 0);
export const MARKETING = category(0xe2, 'Marketing automation', 1);
/** Holds only a document, so the Videos screen leaves it out. */
export const TEMPLATES = category(0xe3, 'Templates', 2);

const item = (n: number, categoryId: string, position: number, fields: Partial<TMediaItem>): TMediaItem => ({
  _id: id(n),
  categoryId,
  kind: 'video',
  title: 'Untitled',
  description: null,
  transcript: null,
  videoId: 'dQw4w9WgXcQ',
  documentUrl: null,
  thumbnailUrl: null,
  durationSeconds: 300,
  position,
  status: 'published',
  owner: 'platform',
  createdAt: at(2),
  updatedAt: at(2),
  ...fields,
});

export const TOUR = item(1, STARTING._id, 0, {
  title: 'A tour of Atrium',
  description: '<p>Five minutes around the <strong>marketplace</strong>.</p>',
  durationSeconds: 312,
});
export const INVITE = item(2, STARTING._id, 1, { title: 'Inviting your team', description: '<p>Roles and locations.</p>' });
export const QUICK_START = item(3, STARTING._id, 2, {
  kind: 'document',
  title: 'Quick-start checklist (PDF)',
  description: '<p>Print it, tick it off.</p>',
  videoId: null,
  documentUrl: 'https://atrium.example/docs/quick-start.pdf',
  durationSeconds: null,
});
export const TEXT_BACK = item(4, MARKETING._id, 0, {
  title: 'Missed-call text back',
  description: '<p>Never lose a caller again.</p>',
  durationSeconds: 600,
});
export const PROPOSAL = item(5, TEMPLATES._id, 0, {
  kind: 'document',
  title: 'Proposal template',
  description: '<p>Edit, brand, send.</p>',
  videoId: null,
  documentUrl: 'https://atrium.example/docs/proposal.docx',
  durationSeconds: null,
});

/** Newest first, as the server sends them; the screen sorts by position. */
export const MEDIA_CATEGORIES = [TEMPLATES, MARKETING, STARTING];
export const MEDIA_ITEMS = [PROPOSAL, TEXT_BACK, QUICK_START, INVITE, TOUR];

export const progressRow = (itemId: string, status: TProgress['status'], percent: number): TProgress => ({
  itemId,
  status,
  percent,
  completedAt: status === 'completed' ? at(3) : null,
  updatedAt: at(3),
});

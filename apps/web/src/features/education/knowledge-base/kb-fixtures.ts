import type { TDoc, TDocsCategory } from '@atrium/contracts/docs';

/** Knowledge-base test data, shaped by the contracts: two top categories, sub-categories and four articles. */
const id = (n: number) => `0190a0a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;

const category = (n: number, name: string, position: number, parentId: string | null = null): TDocsCategory => ({
  _id: id(n),
  parentId,
  name,
  description: parentId ? null : `All about ${name.toLowerCase()}.`,
  position,
  owner: 'platform',
  createdAt: at(1),
  updatedAt: at(1),
});

export const APPS = category(0x10, 'Apps', 0);
export const INSTALLING = category(0x11, 'Installing', 0, APPS._id);
export const CREDENTIALS = category(0x12, 'Credentials', 1, APPS._id);
export const AGENCY = category(0x20, 'Your agency', 1);
export const TEAM = category(0x21, 'Team', 0, AGENCY._id);

const doc = (n: number, categoryId: string, position: number, title: string, sections: [string, string][]): TDoc => ({
  _id: id(n),
  categoryId,
  title,
  summary: `${title} in short.`,
  sections: sections.map(([heading, body]) => ({ heading, body })),
  position,
  status: 'published',
  owner: 'platform',
  createdAt: at(2),
  updatedAt: at(n % 20 || 3),
});

export const INSTALL_MANY = doc(1, INSTALLING._id, 0, 'Install an app for many locations', [
  ['Before you start', '<p>You need to be an <strong>agency admin</strong>.</p>'],
  ['Choose the locations', '<p>Pick some, or all present and future locations.</p>'],
  ['After installing', '<p>Each location sees the app on its Apps page.</p>'],
]);
export const APPROVE = doc(2, INSTALLING._id, 1, 'Approve apps for locations', [
  ['Why approve', '<p>Locations can only install approved apps.</p>'],
  ['Approve an app', '<p>Open the app and press Approve.</p>'],
]);
export const API_KEY = doc(3, CREDENTIALS._id, 0, 'Save an API key', [
  ['Where keys live', '<p>Each install keeps its own credentials, encrypted at rest.</p>'],
]);
export const ROLES = doc(4, TEAM._id, 0, 'Roles and what they can do', [
  ['Agency roles', '<p>Admins manage everything; staff help with clients.</p>'],
  ['Location roles', '<p>Location admins manage their own location only.</p>'],
]);

/** Newest first, as the server sends them; the page orders by position. */
export const DOCS_CATEGORIES = [TEAM, AGENCY, CREDENTIALS, INSTALLING, APPS];
export const DOCS = [ROLES, API_KEY, APPROVE, INSTALL_MANY];

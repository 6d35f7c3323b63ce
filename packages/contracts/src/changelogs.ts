import { z } from 'zod';
import { ZId, ZIdParams, ZPageQuery, zData, zList, zText } from './common';
import { optionalText, requiredText } from './content';
import { endpoint } from './endpoint';

/**
 * Changelogs (issue 5): dated entries with rich text, the platform's (appId null) or one app's, linked to the
 * roadmap items they ship. Publishing an entry marks its linked items shipped and notifies their voters.
 */

export const ZChangelogStatus = z.enum(['draft', 'published']);
export type TChangelogStatus = z.infer<typeof ZChangelogStatus>;

export const ZChangelog = z.object({
  _id: ZId,
  title: zText(),
  /** Sanitised rich text. */
  body: zText(),
  status: ZChangelogStatus,
  app: z.object({ _id: ZId, name: zText() }).nullable(),
  /** The roadmap items this entry ships. */
  items: z.array(z.object({ _id: ZId, title: zText(), status: zText() })),
  /** When it was published (the entry's date); null for drafts. */
  publishedAt: zText().nullable(),
  viewerCanManage: z.boolean(),
  createdAt: zText(),
  updatedAt: zText(),
});
export type TChangelog = z.infer<typeof ZChangelog>;
export const ZChangelogResponse = zData(ZChangelog);
export const ZChangelogList = zList(ZChangelog);

const changelogFields = {
  title: requiredText('Title', 160),
  body: requiredText('Body', 50_000),
  itemIds: z.array(ZId).max(50, 'At most 50 items'),
};
export const ZChangelogCreate = z
  .object({ ...changelogFields, appId: ZId.nullable().optional(), itemIds: changelogFields.itemIds.default([]) })
  .strict();
export type TChangelogCreate = z.input<typeof ZChangelogCreate>;
/**
 * A published entry keeps its links: shipping cannot be taken back by editing (changing `itemIds` of a
 * published entry is a 409). Built from the fields so `.partial()` does not fill in the create defaults.
 */
export const ZChangelogUpdate = z.object(changelogFields).partial().strict();
export type TChangelogUpdate = z.input<typeof ZChangelogUpdate>;

/** `GET /changelogs`: published entries newest first; owners also see their drafts (`status=draft`). */
export const ZChangelogFilter = ZPageQuery.extend({
  appId: z.union([ZId, z.literal('platform')]).optional(),
  status: ZChangelogStatus.optional(),
  q: optionalText(100),
});
export type TChangelogFilter = z.input<typeof ZChangelogFilter>;

const changelog = { tag: 'Changelogs' } as const;

/** Changelog entries: published ones for everyone, drafts and writing for the managers of their roadmap. */
export const changelogEndpoints = {
  list: endpoint({
    ...changelog,
    method: 'GET',
    path: '/api/v1/changelogs',
    summary: 'Published entries, newest first (status=draft: the drafts I manage)',
    auth: 'public',
    query: ZChangelogFilter,
    list: ZChangelog,
  }),
  get: endpoint({
    ...changelog,
    method: 'GET',
    path: '/api/v1/changelogs/:id',
    summary: 'One entry (a draft only for its managers)',
    auth: 'public',
    params: ZIdParams,
    data: ZChangelog,
  }),
  create: endpoint({
    ...changelog,
    method: 'POST',
    path: '/api/v1/changelogs',
    summary: 'Write a draft entry (managers)',
    auth: 'user',
    status: 201,
    body: ZChangelogCreate,
    data: ZChangelog,
  }),
  update: endpoint({
    ...changelog,
    method: 'PUT',
    path: '/api/v1/changelogs/:id',
    summary: 'Change an entry (managers)',
    auth: 'user',
    params: ZIdParams,
    body: ZChangelogUpdate,
    data: ZChangelog,
  }),
  remove: endpoint({
    ...changelog,
    method: 'DELETE',
    path: '/api/v1/changelogs/:id',
    summary: 'Delete an entry; shipped items stay shipped (managers)',
    auth: 'user',
    params: ZIdParams,
    empty: true,
  }),
  publish: endpoint({
    ...changelog,
    method: 'POST',
    path: '/api/v1/changelogs/:id/publish',
    summary: 'Publish: ships the linked items and notifies their voters (managers)',
    auth: 'user',
    params: ZIdParams,
    data: ZChangelog,
  }),
};

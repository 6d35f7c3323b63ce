import { z } from 'zod';
import { ZId, ZIdParams, ZPageQuery, zData, zList, zText } from './common';
import { optionalText, requiredText } from './content';
import { endpoint } from './endpoint';

/**
 * The product roadmap (issue 5): ideas and planned work in columns by status, one vote per person, comments,
 * categories, and merging a duplicate into its original. A roadmap is the platform's (appId null) or one
 * marketplace app's (written by the app's partner team); the super admin writes both.
 */

export const ROADMAP_STATUSES = ['under_review', 'planned', 'in_progress', 'shipped', 'declined'] as const;
export const ZRoadmapStatus = z.enum(ROADMAP_STATUSES);
export type TRoadmapStatus = z.infer<typeof ZRoadmapStatus>;

/** Votes are taken while an item is still to be decided or built. */
export const VOTABLE_STATUSES: readonly TRoadmapStatus[] = ['under_review', 'planned', 'in_progress'];

/**
 * Someone as the viewer may see them: inside the person's own agency (and to the super admin) the full name and
 * id; to everyone else, visitors included, "First L." and no id. `mine` is true on the viewer's own.
 */
export const ZRoadmapPerson = z.object({ _id: ZId.optional(), name: zText(), mine: z.boolean() });
export type TRoadmapPerson = z.infer<typeof ZRoadmapPerson>;

export const ZRoadmapItem = z.object({
  _id: ZId,
  title: zText(),
  /** Sanitised rich text. */
  description: zText().nullable(),
  status: ZRoadmapStatus,
  category: zText().nullable(),
  /** The app whose roadmap this is; null for the platform's. */
  app: z.object({ _id: ZId, name: zText() }).nullable(),
  /** A date (YYYY-MM-DD) the owner aims for; the calendar places items by it. */
  targetDate: zText().nullable(),
  voteCount: z.number().int(),
  commentCount: z.number().int(),
  viewerVoted: z.boolean(),
  /** True when the viewer may change, merge or delete it. */
  viewerCanManage: z.boolean(),
  /** Set when this item was merged into another: it points to the original. */
  mergedInto: z.object({ _id: ZId, title: zText() }).nullable(),
  submittedBy: ZRoadmapPerson.nullable(),
  shippedAt: zText().nullable(),
  /** The changelog that shipped it, if any. */
  shippedIn: z.object({ _id: ZId, title: zText() }).nullable(),
  createdAt: zText(),
  updatedAt: zText(),
});
export type TRoadmapItem = z.infer<typeof ZRoadmapItem>;
export const ZRoadmapItemResponse = zData(ZRoadmapItem);
export const ZRoadmapItemList = zList(ZRoadmapItem);

const ZDateOnly = z.iso.date('Use a date like 2026-12-31');

const roadmapItemFields = {
  title: requiredText('Title', 160),
  description: optionalText(20_000),
  status: ZRoadmapStatus,
  category: optionalText(60),
  targetDate: ZDateOnly.nullable().optional(),
};
export const ZRoadmapItemCreate = z
  .object({ ...roadmapItemFields, status: ZRoadmapStatus.default('planned'), appId: ZId.nullable().optional() })
  .strict();
export type TRoadmapItemCreate = z.input<typeof ZRoadmapItemCreate>;
/** Built from the fields, not from the create schema: `.partial()` would still fill in the create defaults. */
export const ZRoadmapItemUpdate = z.object(roadmapItemFields).partial().strict();
export type TRoadmapItemUpdate = z.input<typeof ZRoadmapItemUpdate>;

export const ROADMAP_SORTS = ['votes', 'newest', 'updated'] as const;

/**
 * `GET /roadmap` (and `/roadmap/filter`): merged items are left out unless asked for by id. `appId=platform`
 * is the platform's roadmap; an app id is that app's; none is every roadmap.
 */
export const ZRoadmapFilter = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  appId: z.union([ZId, z.literal('platform')]).optional(),
  status: ZRoadmapStatus.optional(),
  category: zText().trim().max(60).optional(),
  q: zText().trim().max(100).optional(),
  sort: z.enum(ROADMAP_SORTS).default('votes'),
});
export type TRoadmapFilter = z.input<typeof ZRoadmapFilter>;

/** `GET /roadmap/categories?appId=`: the categories in use, with how many items each. */
export const ZRoadmapCategories = zData(z.array(z.object({ name: zText(), count: z.number().int() })));

/** `GET /roadmap/calendar?from&to&appId`: items with a target date in [from, to], earliest first. */
export const ZRoadmapCalendarQuery = z.object({
  from: ZDateOnly,
  to: ZDateOnly,
  appId: z.union([ZId, z.literal('platform')]).optional(),
});
export const ZRoadmapCalendar = zData(z.array(ZRoadmapItem));
export const ROADMAP_CALENDAR_VIEWS = ['month', 'quarter'] as const;

/** `POST /roadmap/:id/vote` and `DELETE /roadmap/:id/vote` answer the new count. */
export const ZRoadmapVoteResult = zData(z.object({ voteCount: z.number().int(), viewerVoted: z.boolean() }));

export const ZRoadmapComment = z.object({
  _id: ZId,
  itemId: ZId,
  author: ZRoadmapPerson,
  body: zText(),
  /** Set on comments that came over from a merged duplicate. */
  movedFrom: z.object({ _id: ZId, title: zText() }).nullable(),
  createdAt: zText(),
});
export type TRoadmapComment = z.infer<typeof ZRoadmapComment>;
export const ZRoadmapCommentResponse = zData(ZRoadmapComment);
export const ZRoadmapCommentList = zData(z.array(ZRoadmapComment));
export const ZRoadmapCommentCreate = z.object({ body: requiredText('Comment', 5_000) }).strict();

/** `POST /roadmap/:id/merge`: this item (the duplicate) into `intoId` (the original). */
export const ZRoadmapMerge = z.object({ intoId: ZId }).strict();

/**
 * `POST /roadmap/requests` (the Request page): anyone signed in submits an idea; it enters the roadmap as
 * under review, with the submitter's vote.
 */
export const ZRoadmapRequest = z
  .object({
    title: requiredText('Title', 160),
    description: optionalText(5_000),
    category: optionalText(60),
    appId: ZId.nullable().optional(),
  })
  .strict();
export type TRoadmapRequest = z.input<typeof ZRoadmapRequest>;

const roadmap = { tag: 'Roadmap' } as const;
const ZVote = z.object({ voteCount: z.number().int(), viewerVoted: z.boolean() });
const ZCategoryCount = z.object({ name: zText(), count: z.number().int() });

/** The product roadmaps: public to read, written by their managers; ideas, votes and comments from anyone signed in. */
export const roadmapEndpoints = {
  list: endpoint({
    ...roadmap,
    method: 'GET',
    path: '/api/v1/roadmap',
    summary: 'Roadmap items (merged duplicates left out)',
    auth: 'public',
    query: ZRoadmapFilter,
    list: ZRoadmapItem,
  }),
  filter: endpoint({
    ...roadmap,
    method: 'GET',
    path: '/api/v1/roadmap/filter',
    summary: 'Roadmap items (merged duplicates left out)',
    auth: 'public',
    query: ZRoadmapFilter,
    list: ZRoadmapItem,
  }),
  categories: endpoint({
    ...roadmap,
    method: 'GET',
    path: '/api/v1/roadmap/categories',
    summary: 'The categories in use, with how many items each',
    auth: 'public',
    query: z.object({ appId: ZRoadmapFilter.shape.appId }),
    data: z.array(ZCategoryCount),
  }),
  calendar: endpoint({
    ...roadmap,
    method: 'GET',
    path: '/api/v1/roadmap/calendar',
    summary: 'Items by target date in a range of at most a year',
    auth: 'public',
    query: ZRoadmapCalendarQuery,
    data: z.array(ZRoadmapItem),
  }),
  get: endpoint({
    ...roadmap,
    method: 'GET',
    path: '/api/v1/roadmap/:id',
    summary: 'One item (merged ones too, with what they were merged into)',
    auth: 'public',
    params: ZIdParams,
    data: ZRoadmapItem,
  }),
  create: endpoint({
    ...roadmap,
    method: 'POST',
    path: '/api/v1/roadmap',
    summary: 'Add an item (managers of that roadmap)',
    auth: 'user',
    status: 201,
    body: ZRoadmapItemCreate,
    data: ZRoadmapItem,
  }),
  update: endpoint({
    ...roadmap,
    method: 'PUT',
    path: '/api/v1/roadmap/:id',
    summary: 'Change an item (managers)',
    auth: 'user',
    params: ZIdParams,
    body: ZRoadmapItemUpdate,
    data: ZRoadmapItem,
  }),
  remove: endpoint({
    ...roadmap,
    method: 'DELETE',
    path: '/api/v1/roadmap/:id',
    summary: 'Delete an item and the duplicates merged into it (managers)',
    auth: 'user',
    params: ZIdParams,
    empty: true,
  }),
  merge: endpoint({
    ...roadmap,
    method: 'POST',
    path: '/api/v1/roadmap/:id/merge',
    summary: 'Merge this duplicate into an original; answers the original',
    auth: 'user',
    params: ZIdParams,
    body: ZRoadmapMerge,
    data: ZRoadmapItem,
  }),
  request: endpoint({
    ...roadmap,
    method: 'POST',
    path: '/api/v1/roadmap/requests',
    summary: 'Suggest an idea: it enters under review with my vote',
    auth: 'user',
    status: 201,
    body: ZRoadmapRequest,
    data: ZRoadmapItem,
  }),
  vote: endpoint({
    ...roadmap,
    method: 'POST',
    path: '/api/v1/roadmap/:id/vote',
    summary: 'Vote for an item (once; again is harmless)',
    auth: 'user',
    params: ZIdParams,
    data: ZVote,
  }),
  unvote: endpoint({
    ...roadmap,
    method: 'DELETE',
    path: '/api/v1/roadmap/:id/vote',
    summary: 'Take my vote back',
    auth: 'user',
    params: ZIdParams,
    data: ZVote,
  }),
  comments: endpoint({
    ...roadmap,
    method: 'GET',
    path: '/api/v1/roadmap/:id/comments',
    summary: 'Comments, oldest first (moved ones say where from)',
    auth: 'public',
    params: ZIdParams,
    data: z.array(ZRoadmapComment),
  }),
  comment: endpoint({
    ...roadmap,
    method: 'POST',
    path: '/api/v1/roadmap/:id/comments',
    summary: 'Comment on an item',
    auth: 'user',
    status: 201,
    params: ZIdParams,
    body: ZRoadmapCommentCreate,
    data: ZRoadmapComment,
  }),
};

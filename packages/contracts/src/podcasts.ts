import { z } from 'zod';
import { ZId, ZPageQuery, zText } from './common';
import { endpoint } from './endpoint';
import { actionEndpoint, resourceEndpoints } from './resource-endpoints';

/** The help/podcast video id: the id a video-sharing site gives a video (letters, digits, - and _). */
export const ZVideoId = zText()
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,20}$/, 'Video must be a video id such as dQw4w9WgXcQ');

export const PODCAST_STATUSES = ['draft', 'published'] as const;
export const ZPodcastStatus = z.enum(PODCAST_STATUSES);

/** What the public listing (`GET /api/v1/exchangepodcast`) returns for one podcast. */
export const ZExchangePodcast = z.object({
  id: ZId,
  title: zText().nullable(),
  description: zText().nullable(),
  date: zText().nullable(),
  video: zText(),
});
export type TExchangePodcast = z.infer<typeof ZExchangePodcast>;
export const ZExchangePodcastList = z.object({ data: z.array(ZExchangePodcast) });

/** The managed record, as the admin screen sees it. */
export const ZPodcast = z.object({
  _id: ZId,
  title: zText().nullable(),
  description: zText().nullable(),
  date: zText().nullable(),
  video: zText(),
  status: ZPodcastStatus,
  hidden: z.boolean(),
  publishedAt: zText().nullable(),
  createdAt: zText(),
  updatedAt: zText(),
});
export type TPodcast = z.infer<typeof ZPodcast>;

const nullableText = (max: number) =>
  zText()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/**
 * Every podcast the admin writes has a title and a date: the page sorts by date and a card without a
 * title says nothing. Older rows may lack them, which is why the records above stay nullable.
 */
export const ZPodcastCreate = z
  .object({
    title: zText('Title is required').trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
    description: nullableText(20_000),
    date: z.iso.date({
      error: (issue) => (issue.input == null || issue.input === '' ? 'Date is required' : 'Date must be YYYY-MM-DD'),
    }),
    video: ZVideoId,
  })
  .strict();
export type TPodcastCreate = z.input<typeof ZPodcastCreate>;
export const ZPodcastUpdate = ZPodcastCreate.partial().strict();
export type TPodcastUpdate = z.input<typeof ZPodcastUpdate>;

export const ZPodcastFilter = ZPageQuery.extend({
  q: zText().trim().max(200).optional(),
  status: ZPodcastStatus.optional(),
});

/** The podcasts resource group (the server registers it with `registerResource`, podcasts.resource.ts). */
export const podcastGroup = {
  path: '/api/v1/podcasts',
  tag: 'Podcasts',
  label: 'Podcast',
  item: ZPodcast,
  create: ZPodcastCreate,
  update: ZPodcastUpdate,
  filter: ZPodcastFilter,
} as const;

/** The super admin's podcast screens and the public Podcasts page. */
export const podcastEndpoints = {
  ...resourceEndpoints(podcastGroup),
  publish: actionEndpoint(
    podcastGroup,
    'publish',
    'Publish a podcast: it appears on the Podcasts page and signed-in browsers are told',
  ),
  unpublish: actionEndpoint(podcastGroup, 'unpublish', 'Take a podcast back to draft'),
  /** SPEC 7 fixes this path and its `{ data: [...] }` answer. */
  exchange: endpoint({
    method: 'GET',
    path: '/api/v1/exchangepodcast',
    tag: podcastGroup.tag,
    summary: 'Published podcasts for the Podcasts page',
    auth: 'public',
    data: z.array(ZExchangePodcast),
  }),
};

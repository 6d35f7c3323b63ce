import { podcastEndpoints, podcastGroup, type TPodcast } from '@atrium/contracts/podcasts';
import { and, eq, ilike, or } from 'drizzle-orm';
import { sanitizeOptionalRichText } from '../../platform/html';
import type { Realtime } from '../../platform/realtime/realtime';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import { likePattern } from '../../platform/sql';
import { isSuperAdmin } from '../../platform/tenancy/actor';
import { podcasts } from './podcasts.tables';

type PodcastRow = typeof podcasts.$inferSelect;

export const toPodcast = (row: PodcastRow): TPodcast => ({
  _id: row._id,
  title: row.title,
  description: row.description,
  date: row.date,
  video: row.video,
  status: row.status,
  hidden: row.hidden,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Podcasts: the super admin manages them; everyone else reads published, unhidden ones. */
export function podcastResource({ realtime, onChange }: { realtime: () => Realtime; onChange: () => void }): ResourceDefinition {
  return defineResource({
    group: podcastGroup,
    table: podcasts,
    scope: 'platform',
    access: { read: () => true, write: isSuperAdmin },
    readFilter: (actor) => (isSuperAdmin(actor) ? undefined : and(eq(podcasts.status, 'published'), eq(podcasts.hidden, false))),
    filters: (query) => [
      query.q ? or(ilike(podcasts.title, likePattern(query.q)), ilike(podcasts.description, likePattern(query.q))) : undefined,
      query.status ? eq(podcasts.status, query.status) : undefined,
    ],
    toItem: toPodcast,
    onChange,
    prepare: (input) =>
      'description' in input ? { ...input, description: sanitizeOptionalRichText(input.description as string | null) } : input,
    actions: [
      {
        endpoint: podcastEndpoints.publish,
        apply: (row) => ({ status: 'published', publishedAt: row.publishedAt ?? new Date() }),
        after: (item) =>
          realtime().toSignedIn('podcast:published', { id: String(item._id), title: (item.title as string | null) ?? null }),
      },
      {
        endpoint: podcastEndpoints.unpublish,
        apply: () => ({ status: 'draft' }),
      },
    ],
  });
}

import { mediaCategoryGroup, mediaItemGroup, type TMediaItem } from '@atrium/contracts/media-library';
import { and, eq, ilike, or } from 'drizzle-orm';
import { sanitizeOptionalRichText } from '../../platform/html';
import { notHiddenFrom } from '../../platform/resources/location-hides-scope';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import { likePattern } from '../../platform/sql';
import { fieldError, isoTimes, ownerOfRow, PARTNER_OWNED, publishedOrOwn, writesContent } from './content-access';
import { categoryParent, categoryResource } from './content-categories';
import { mediaCategories, mediaItems } from './media-library.tables';

const MEDIA_CATEGORY_KEY = 'media-category';

export const mediaCategoryResource = categoryResource({
  group: mediaCategoryGroup,
  table: mediaCategories,
  hideKey: MEDIA_CATEGORY_KEY,
});

export const mediaItemResource: ResourceDefinition = defineResource({
  group: mediaItemGroup,
  table: mediaItems,
  scope: 'shared',
  ...PARTNER_OWNED,
  access: { read: () => true, write: writesContent },
  locationHides: { key: 'media' },
  progress: { key: 'media' },
  // An item goes with its category when the agency hides the category from a location.
  readFilter: (actor) => and(publishedOrOwn(mediaItems, actor), notHiddenFrom(MEDIA_CATEGORY_KEY, mediaItems.categoryId, actor)),
  filters: (query) => [
    query.q ? or(ilike(mediaItems.title, likePattern(query.q)), ilike(mediaItems.description, likePattern(query.q))) : undefined,
    query.categoryId ? eq(mediaItems.categoryId, query.categoryId) : undefined,
    query.kind ? eq(mediaItems.kind, query.kind) : undefined,
    query.status ? eq(mediaItems.status, query.status) : undefined,
  ],
  prepare: (input) =>
    'description' in input
      ? { ...input, description: sanitizeOptionalRichText(input.description as string | null) || null }
      : input,
  parents: [categoryParent(mediaCategoryResource)],
  // What the kind needs (on create, and on an update that changes the kind).
  validate: async (values) => {
    if (values.kind === 'video' && !values.videoId) throw fieldError('videoId', 'Add the video');
    if (values.kind === 'document' && !values.documentUrl) throw fieldError('documentUrl', 'Add the document’s address');
  },
  toItem: (row): TMediaItem => ({
    _id: row._id,
    categoryId: row.categoryId,
    kind: row.kind,
    title: row.title,
    description: row.description,
    transcript: row.transcript,
    videoId: row.videoId,
    documentUrl: row.documentUrl,
    thumbnailUrl: row.thumbnailUrl,
    durationSeconds: row.durationSeconds,
    position: row.position,
    status: row.status,
    owner: ownerOfRow(row),
    ...isoTimes(row),
  }),
});

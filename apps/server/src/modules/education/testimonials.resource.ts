import { type TTestimonial, testimonialGroup } from '@atrium/contracts/testimonials';
import { eq, gte } from 'drizzle-orm';
import { sanitizeOptionalRichText } from '../../platform/html';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import { fieldError, isoTimes, ownerOfRow, PARTNER_OWNED, publishedOrOwn, writesContent } from './content-access';
import { testimonials } from './testimonials.tables';

export const testimonialResource: ResourceDefinition = defineResource({
  group: testimonialGroup,
  table: testimonials,
  scope: 'shared',
  ...PARTNER_OWNED,
  access: { read: () => true, write: writesContent },
  locationHides: { key: 'testimonial' },
  readFilter: (actor) => publishedOrOwn(testimonials, actor),
  filters: (query) => [
    query.kind ? eq(testimonials.kind, query.kind) : undefined,
    query.minRating ? gte(testimonials.rating, query.minRating) : undefined,
    query.status ? eq(testimonials.status, query.status) : undefined,
  ],
  prepare: (input) =>
    'body' in input ? { ...input, body: sanitizeOptionalRichText(input.body as string | null) || null } : input,
  // What the kind needs, checked after sanitising (a quote of only a script says nothing) and, on an update,
  // over the testimonial as it will be (the sent fields over the stored ones).
  validate: async (values, { current }) => {
    const next = { ...current, ...values };
    if (next.kind === 'text' && !next.body) throw fieldError('body', 'Write what they said');
    if (next.kind === 'video' && !next.videoId) throw fieldError('videoId', 'Add the video');
  },
  toItem: (row): TTestimonial => ({
    _id: row._id,
    kind: row.kind,
    personName: row.personName,
    personTitle: row.personTitle,
    company: row.company,
    rating: row.rating,
    body: row.body,
    videoId: row.videoId,
    avatarUrl: row.avatarUrl,
    position: row.position,
    status: row.status,
    owner: ownerOfRow(row),
    ...isoTimes(row),
  }),
});

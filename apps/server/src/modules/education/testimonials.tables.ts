import { TESTIMONIAL_KINDS } from '@atrium/contracts/testimonials';
import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { contentStatusEnum } from './content.tables';
import { contentOwnerColumns, contentOwnerRules } from './content-owner';

export const testimonialKindEnum = pgEnum('testimonial_kind', TESTIMONIAL_KINDS);

/** Testimonials: platform rows (agencyId null) or an agency's own. */
export const testimonials = pgTable(
  'testimonials',
  {
    _id: idColumn(),
    ...contentOwnerColumns(),
    kind: testimonialKindEnum().notNull(),
    personName: text().notNull(),
    personTitle: text(),
    company: text(),
    rating: integer().notNull(),
    body: text(),
    videoId: text(),
    avatarUrl: text(),
    position: integer().notNull().default(0),
    status: contentStatusEnum().notNull().default('published'),
    ...timestamps(),
  },
  (t) => [index().on(t.agencyId, t.position), ...contentOwnerRules('testimonials', t)],
);

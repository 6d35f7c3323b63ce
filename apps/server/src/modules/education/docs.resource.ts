import { docGroup, docsCategoryGroup, type TDoc, type TDocSection, type TDocsCategory } from '@atrium/contracts/docs';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { sanitizeRichText } from '../../platform/html';
import { notHiddenFrom } from '../../platform/resources/location-hides-scope';
import { parentReadable } from '../../platform/resources/parent-scope';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import { likePattern } from '../../platform/sql';
import { fieldError, isoTimes, ownerOfRow, PARTNER_OWNED, publishedOrOwn, writesContent } from './content-access';
import { categoryParent } from './content-categories';
import { docs, docsCategories } from './docs.tables';

const DOCS_CATEGORY_KEY = 'docs-category';

export const docsCategoryResource: ResourceDefinition = defineResource({
  group: docsCategoryGroup,
  table: docsCategories,
  scope: 'shared',
  ...PARTNER_OWNED,
  access: { read: () => true, write: writesContent },
  locationHides: { key: DOCS_CATEGORY_KEY },
  // A sub-category goes with its top category when the agency hides that from a location (one level deep).
  readFilter: (actor) => notHiddenFrom(DOCS_CATEGORY_KEY, docsCategories.parentId, actor),
  filters: (query) => [query.parentId ? eq(docsCategories.parentId, query.parentId) : undefined],
  parents: [{ field: 'parentId', of: () => docsCategoryResource, hint: 'Choose one of your categories' }],
  // One level of sub-categories: the parent (one of the writer's own, checked by the builder) must be a top category.
  validate: async (values, { db }) => {
    if (typeof values.parentId !== 'string') return;
    const [parent] = await db
      .select({ parentId: docsCategories.parentId })
      .from(docsCategories)
      .where(eq(docsCategories._id, values.parentId));
    if (parent?.parentId) throw fieldError('parentId', 'A sub-category goes under a top category');
  },
  toItem: (row): TDocsCategory => ({
    _id: row._id,
    parentId: row.parentId,
    name: row.name,
    description: row.description,
    position: row.position,
    owner: ownerOfRow(row),
    ...isoTimes(row),
  }),
});

/** Articles are seen where their category is (its hides included), and searched by title, summary and text. */
export const docResource: ResourceDefinition = defineResource({
  group: docGroup,
  table: docs,
  scope: 'shared',
  ...PARTNER_OWNED,
  access: { read: () => true, write: writesContent },
  locationHides: { key: 'doc' },
  readFilter: (actor) => and(publishedOrOwn(docs, actor), parentReadable(docsCategoryResource, docs.categoryId, actor)),
  filters: (query) => [
    query.q
      ? or(
          ilike(docs.title, likePattern(query.q)),
          ilike(docs.summary, likePattern(query.q)),
          // The sections' headings and texts, not the JSON around them.
          sql`(select string_agg(s->>'heading' || ' ' || (s->>'body'), ' ') from jsonb_array_elements(${docs.sections}) s) ilike ${likePattern(query.q)}`,
        )
      : undefined,
    query.categoryId ? eq(docs.categoryId, query.categoryId) : undefined,
    query.status ? eq(docs.status, query.status) : undefined,
  ],
  prepare: (input) =>
    Array.isArray(input.sections)
      ? {
          ...input,
          sections: (input.sections as TDocSection[]).map((s) => ({ heading: s.heading, body: sanitizeRichText(s.body) })),
        }
      : input,
  parents: [categoryParent(docsCategoryResource)],
  validate: async (values) => {
    const emptied = ((values.sections as TDocSection[] | undefined) ?? []).findIndex((s) => s.body === '');
    if (emptied >= 0) throw fieldError(`sections.${emptied}.body`, 'Section text is required');
  },
  toItem: (row): TDoc => ({
    _id: row._id,
    categoryId: row.categoryId,
    title: row.title,
    summary: row.summary,
    sections: row.sections,
    position: row.position,
    status: row.status,
    owner: ownerOfRow(row),
    ...isoTimes(row),
  }),
});

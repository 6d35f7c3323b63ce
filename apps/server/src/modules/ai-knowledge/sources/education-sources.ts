import { and, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { htmlToText } from '../../../platform/html';
import type { ResourceDefinition } from '../../../platform/resources/resource-definition';
import { readScope } from '../../../platform/resources/resource-scope';
import type { Actor } from '../../../platform/tenancy/actor';
import { docResource, docsCategoryResource } from '../../education/docs.resource';
import { docs } from '../../education/docs.tables';
import { faqCategoryResource, faqResource } from '../../education/faqs.resource';
import { faqs } from '../../education/faqs.tables';
import { mediaCategoryResource, mediaItemResource } from '../../education/media-library.resource';
import { mediaCategories, mediaItems } from '../../education/media-library.tables';
import { textBlocks } from '../plain-text';
import type { KnowledgeOwner, KnowledgeSource, SourceDocument } from './knowledge-source';
import { ownedBy } from './knowledge-source';

type EducationTable = typeof faqs | typeof docs | typeof mediaItems;

const ownerOf = (row: KnowledgeOwner): KnowledgeOwner => ({ agencyId: row.agencyId, partnerId: row.partnerId });

/**
 * The education groups' side of a source: the group's own list rule (the resource builder's read scope, which
 * holds ownership, partners and the agency's hides from locations, plus the group's read filter: drafts and hidden
 * categories) decides who reads a passage; only published items have passages.
 */
function educationSource<Table extends EducationTable>(opts: {
  kind: 'faq' | 'doc' | 'media';
  def: ResourceDefinition;
  table: Table;
  parent: ResourceDefinition;
  /** The published row as passages are made of it. */
  document: (db: DbOrTx, row: Table['$inferSelect']) => Promise<SourceDocument>;
}): KnowledgeSource {
  const { def, table } = opts;
  const published = eq(table.status, 'published');
  return {
    kind: opts.kind,
    load: async (db, id) => {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(and(eq(table._id, id), published));
      return row ? opts.document(db, row as Table['$inferSelect']) : null;
    },
    indexable: (db) =>
      db
        .select({ id: table._id })
        .from(table as PgTable)
        .where(published)
        .getSQL(),
    idsOf: async (db, owner) => {
      const rows = await db
        .select({ id: table._id })
        .from(table as PgTable)
        .where(and(published, ownedBy(table, owner)));
      return rows.map((r) => r.id);
    },
    readable: (db: DbOrTx, actor: Actor): SQL =>
      db
        .select({ id: table._id })
        .from(table as PgTable)
        .where(and(readScope(def, actor), def.readFilter?.(actor)))
        .getSQL(),
    topics: [def.group.path],
    parentTopics: [opts.parent.group.path],
  };
}

export const faqSource = educationSource({
  kind: 'faq',
  def: faqResource,
  table: faqs,
  parent: faqCategoryResource,
  // The FAQ page opens at the question (its copy-link anchor).
  document: async (_db, row) => ({
    owner: ownerOf(row),
    title: row.question,
    url: `/faq#q-${row._id}`,
    blocks: [{ text: htmlToText(row.answer) }],
  }),
});

export const docSource = educationSource({
  kind: 'doc',
  def: docResource,
  table: docs,
  parent: docsCategoryResource,
  document: async (_db, row) => ({
    owner: ownerOf(row),
    title: row.title,
    url: `/knowledgebase/${row._id}`,
    blocks: [{ text: row.summary ?? '' }, ...row.sections.map((s) => ({ heading: s.heading, text: htmlToText(s.body) }))],
  }),
});

export const mediaSource = educationSource({
  kind: 'media',
  def: mediaItemResource,
  table: mediaItems,
  parent: mediaCategoryResource,
  // The description, then the transcript (what a video says, passages of its own); the category says what it is about.
  document: async (db, item) => {
    const [category] = await db
      .select({ name: mediaCategories.name })
      .from(mediaCategories)
      .where(eq(mediaCategories._id, item.categoryId));
    const what = `${item.kind === 'video' ? 'Video' : 'Document'} in ${category?.name ?? 'the Media Library'}.`;
    return {
      owner: ownerOf(item),
      title: item.title,
      // The Media Library screen (videos and documents); it has no per-item address yet.
      url: '/medialibraries',
      blocks: [
        { text: [htmlToText(item.description ?? ''), what].filter(Boolean).join('\n') },
        ...textBlocks(item.transcript ?? '', 'Transcript'),
      ],
    };
  },
});

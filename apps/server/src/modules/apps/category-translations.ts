import type { TCategoryKind, TCategoryLanguage, TCategoryTranslations } from '@atrium/contracts/categories';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categoryTranslations } from './category-translations.tables';

/**
 * Category names in each language (issue: names stayed English in every other language). The apps and the
 * roadmap items keep their categories in English, so filters, URLs and the catalogue's cached answers are the
 * same for every reader; the web asks for one small map per kind and language and shows the labels from it.
 */
export async function categoryLabels(opts: {
  db: Db;
  kind: TCategoryKind;
  lang: TCategoryLanguage;
}): Promise<TCategoryTranslations> {
  const t = categoryTranslations;
  // Every name with a row in any language, labelled in `lang` or else left in English.
  const rows = await opts.db
    .select({
      name: t.name,
      label: sql<string>`coalesce(max(${t.label}) filter (where ${t.language} = ${opts.lang}), ${t.name})`,
    })
    .from(t)
    .where(eq(t.kind, opts.kind))
    .groupBy(t.name)
    .orderBy(t.name);
  return { kind: opts.kind, lang: opts.lang, labels: Object.fromEntries(rows.map((r) => [r.name, r.label])) };
}

/** English name -> { language code -> label }; English itself is the name and needs no row. */
export type CategoryLabelTable = Readonly<Record<string, Readonly<Partial<Record<TCategoryLanguage, string>>>>>;

/** Stores (or corrects) the labels of `names` of one kind; returns how many rows were written. */
export async function saveCategoryLabels(opts: {
  db: Db;
  kind: TCategoryKind;
  table: CategoryLabelTable;
  names?: readonly string[];
}): Promise<number> {
  const names = opts.names ?? Object.keys(opts.table);
  const rows = names.flatMap((name) =>
    Object.entries(opts.table[name] ?? {})
      .filter(([language]) => language !== 'en')
      .map(([language, label]) => ({ kind: opts.kind, name, language, label: label as string })),
  );
  if (rows.length === 0) return 0;
  await opts.db
    .insert(categoryTranslations)
    .values(rows)
    .onConflictDoUpdate({
      target: [categoryTranslations.kind, categoryTranslations.name, categoryTranslations.language],
      set: { label: sql`excluded.label` },
    });
  return rows.length;
}

import { z } from 'zod';
import { zData, zText } from './common';
import { endpoint } from './endpoint';

/**
 * Category names in the reader's language. Categories are stored, filtered on and put in URLs in English;
 * what a screen shows is the label for the reader's language, or the English name when there is none.
 */

/** Which list a category belongs to: the marketplace's apps or the roadmaps' items. */
export const CATEGORY_KINDS = ['app', 'roadmap'] as const;
export type TCategoryKind = (typeof CATEGORY_KINDS)[number];

/** The web's interface languages (`ae` is Arabic, as the product has always called it). */
export const CATEGORY_LANGUAGES = [
  'en',
  'ae',
  'da',
  'de',
  'el',
  'es',
  'fr',
  'hu',
  'it',
  'ja',
  'pl',
  'pt',
  'ru',
  'sv',
  'tr',
  'zh',
] as const;
export type TCategoryLanguage = (typeof CATEGORY_LANGUAGES)[number];

/** `GET /api/v1/categories/translations?kind=app&lang=fr`. */
export const ZCategoryTranslationsQuery = z.object({
  kind: z.enum(CATEGORY_KINDS, { error: `kind must be one of: ${CATEGORY_KINDS.join(', ')}` }),
  lang: z.enum(CATEGORY_LANGUAGES, { error: `lang must be one of: ${CATEGORY_LANGUAGES.join(', ')}` }),
});
export type TCategoryTranslationsQuery = z.infer<typeof ZCategoryTranslationsQuery>;

/**
 * Every category name of the kind that has a translation in any language, mapped to its label in `lang`
 * (the English name where `lang` has none). A name missing from `labels` is shown as it is.
 */
export const ZCategoryLabels = z.object({
  kind: z.enum(CATEGORY_KINDS),
  lang: z.enum(CATEGORY_LANGUAGES),
  labels: z.record(zText(), zText()),
});
export const ZCategoryTranslations = zData(ZCategoryLabels);
export type TCategoryTranslations = z.infer<typeof ZCategoryLabels>;

export const categoryEndpoints = {
  translations: endpoint({
    method: 'GET',
    path: '/api/v1/categories/translations',
    tag: 'Marketplace',
    summary: 'Category names (app or roadmap) in one language, falling back to English',
    auth: 'public',
    query: ZCategoryTranslationsQuery,
    data: ZCategoryLabels,
  }),
};

import { categoryEndpoints, type TCategoryKind, type TCategoryLanguage } from '@atrium/contracts/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from './api-client';
import { compareWords } from './format';
import { DEFAULT_LANGUAGE, findLanguage } from './languages';

/**
 * Category names in the reader's language. Categories are English in the data, the filters and the URLs
 * (so the catalogue's answers are the same for everyone and stay cached); screens show them through
 * `useCategoryLabels`, which asks the server once per kind and language for the labels and falls back to
 * the English name for a category without one, while the labels load, or when they cannot be loaded.
 */
export const categoryLabelKeys = {
  all: ['category-labels'] as const,
  one: (kind: TCategoryKind, lang: TCategoryLanguage) => ['category-labels', kind, lang] as const,
};

/** GET /api/v1/categories/translations?kind=&lang= (anyone): English name -> label in `lang`. */
export async function getCategoryLabels(
  kind: TCategoryKind,
  lang: TCategoryLanguage,
  signal?: AbortSignal,
): Promise<Record<string, string>> {
  return (await apiFetch(categoryEndpoints.translations, { query: { kind, lang }, signal })).labels;
}

export const categoryLabelsQueryOptions = (kind: TCategoryKind, lang: TCategoryLanguage) =>
  queryOptions({
    queryKey: categoryLabelKeys.one(kind, lang),
    queryFn: ({ signal }) => getCategoryLabels(kind, lang, signal),
    // Labels change only when translations are corrected: once per language and session is enough.
    staleTime: 30 * 60_000,
    gcTime: 60 * 60_000,
  });

export interface CategoryLabels {
  /** The label of an English category name in the reader's language (the name itself when there is none). */
  label: (name: string) => string;
  /** Orders items by their category's label, as the reader's language sorts words. */
  sortByLabel: <T>(items: readonly T[], nameOf: (item: T) => string) => T[];
}

/** The reader's language and the labels of one kind of category in it; English needs no request. */
export function useCategoryLabels(kind: TCategoryKind): CategoryLabels {
  const { i18n } = useTranslation();
  const language = findLanguage(i18n.resolvedLanguage ?? i18n.language);
  const lang = language.code as TCategoryLanguage;
  const english = lang === DEFAULT_LANGUAGE;
  const { data } = useQuery({ ...categoryLabelsQueryOptions(kind, lang), enabled: !english });
  const labels = english ? undefined : data;
  return useMemo(() => {
    const label = (name: string) => labels?.[name] ?? name;
    return {
      label,
      sortByLabel: (items, nameOf) => {
        const compare = compareWords(language.htmlLang);
        return [...items].sort((a, b) => compare(label(nameOf(a)), label(nameOf(b))));
      },
    };
  }, [labels, language.htmlLang]);
}

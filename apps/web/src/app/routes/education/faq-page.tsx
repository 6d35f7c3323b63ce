import type { TFaq, TFaqCategory } from '@atrium/contracts/faqs';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpChat } from '@/app/routes/help-chat';
import { SearchField } from '@/components/ui/search-field';
import { useFaqCategories } from '@/features/education/api/get-faq-categories';
import { useFaqs } from '@/features/education/api/get-faqs';
import { FaqCategoryNav } from '@/features/education/components/faq-category-nav';
import { FaqList } from '@/features/education/components/faq-list';
import { FaqCategoryEmpty, FaqEmpty, FaqError, FaqNoMatch, FaqSkeleton } from '@/features/education/components/faq-states';
import { IsolatedText } from '@/features/education/components/isolated-text';
import { useFaqDeepLink } from '@/features/education/hooks/use-faq-deep-link';
import { useFaqSearch } from '@/features/education/hooks/use-faq-search';
import { useOpenSet } from '@/features/education/hooks/use-open-set';
import { ALL } from '@/features/education/utils/faq-view';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';

// Stable empty lists, so the search index is not rebuilt on every render while loading.
const NO_CATEGORIES: TFaqCategory[] = [];
const NO_FAQS: TFaq[] = [];

/** /faq and /education_faqs: the FAQ by category, searchable, with deep links to a question (SPEC 2). */
export function Component() {
  const { t } = useTranslation('education');
  usePageTitle(t('faq.pageTitle'));
  const { user } = useSession();
  // Only an agency's admins choose which of its locations see what (403 for anyone else).
  const canHide = user?.role === 'agency_admin';
  const categories = useFaqCategories();
  const faqs = useFaqs();
  const search = useFaqSearch(categories.data ?? NO_CATEGORIES, faqs.data ?? NO_FAQS);
  const { open, toggle, show } = useOpenSet();

  const { setQuery, setCategoryId, sections } = search;
  const reveal = useCallback(
    (id: string) => {
      setQuery('');
      setCategoryId(ALL);
      show(id);
    },
    [setQuery, setCategoryId, show],
  );
  const exists = useCallback((id: string) => sections.some((s) => s.faqs.some((f) => f._id === id)), [sections]);
  const ready = categories.isSuccess && faqs.isSuccess;
  const missingLink = useFaqDeepLink({ ready, exists, reveal });

  const failed = categories.isError || faqs.isError;
  const retry = () => {
    if (categories.isError) void categories.refetch();
    if (faqs.isError) void faqs.refetch();
  };

  let content: ReactNode;
  if (failed) content = <FaqError onRetry={retry} retrying={categories.isFetching || faqs.isFetching} />;
  else if (!ready) content = <FaqSkeleton />;
  else if (search.total === 0) content = <FaqEmpty />;
  else
    content = (
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:gap-10">
        <FaqCategoryNav
          sections={search.sections.filter((s) => s.total > 0)}
          selected={search.categoryId}
          onSelect={search.setCategoryId}
          matches={search.matches}
        />
        <div className="min-w-0">
          {/* Announces the count as the search settles; nothing found says it again visually below. */}
          <p aria-live="polite" className={`mb-4 min-h-5 text-sm text-ink-500 ${search.matches === 0 ? 'sr-only' : ''}`}>
            {search.isSearching ? (
              <IsolatedText i18nKey="faq.resultCount" count={search.matches} name="query" value={search.query.trim()} />
            ) : null}
          </p>
          {search.shown.length > 0 ? (
            <FaqList sections={search.shown} open={open} onToggle={toggle} canHide={canHide} />
          ) : search.isSearching ? (
            <FaqNoMatch query={search.query} onClear={search.clear} />
          ) : (
            <FaqCategoryEmpty />
          )}
        </div>
      </div>
    );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('faq.eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{t('faq.title')}</h1>
          <p className="mt-2 max-w-2xl text-base text-ink-600">{t('faq.subtitle')}</p>
        </div>
        {!failed && !(ready && search.total === 0) ? (
          <SearchField
            value={search.query}
            onChange={search.setQuery}
            label={t('faq.searchLabel')}
            placeholder={t('faq.searchPlaceholder')}
          />
        ) : null}
      </div>
      {missingLink ? (
        <p role="status" className="mt-6 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200">
          {t('faq.missingLink')}
        </p>
      ) : null}
      <div className="mt-8" aria-busy={!ready && !failed}>
        {content}
      </div>
      <HelpChat />
    </div>
  );
}

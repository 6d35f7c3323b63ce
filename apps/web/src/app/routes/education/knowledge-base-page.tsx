import type { TDoc, TDocsCategory } from '@atrium/contracts/docs';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HelpChat } from '@/app/routes/help-chat';
import { SearchField } from '@/components/ui/search-field';
import { useDocs } from '@/features/education/knowledge-base/api/get-docs';
import { useDocsCategories } from '@/features/education/knowledge-base/api/get-docs-categories';
import { KbArticleList } from '@/features/education/knowledge-base/components/kb-article-list';
import { KbArticleView } from '@/features/education/knowledge-base/components/kb-article-view';
import { KbCategoryGrid } from '@/features/education/knowledge-base/components/kb-category-grid';
import { KbCategoryView } from '@/features/education/knowledge-base/components/kb-category-view';
import { KbSearchResults } from '@/features/education/knowledge-base/components/kb-search-results';
import { KbEmpty, KbError, KbNotFound, KbSkeleton } from '@/features/education/knowledge-base/components/kb-states';
import { useKbSearch } from '@/features/education/knowledge-base/hooks/use-kb-search';
import { kbRouteOf } from '@/features/education/knowledge-base/utils/kb-paths';
import { indexDocs, searchDocs } from '@/features/education/knowledge-base/utils/kb-search';
import { buildKbTree, readingOrder, recentlyUpdated } from '@/features/education/knowledge-base/utils/kb-tree';
import { usePageTitle } from '@/lib/preferences/preferences-context';

// Stable empty lists, so the tree and the search index are not rebuilt on every render while loading.
const NO_CATEGORIES: TDocsCategory[] = [];
const NO_DOCS: TDoc[] = [];
/** Articles under "Recently updated" on the home. */
const RECENT_COUNT = 5;

/**
 * /knowledgebase (categories, and search with `?q=`), /knowledgebase/category/:id and /knowledgebase/:articleId.
 * The router sends the whole tree here; the screen is picked from the path.
 */
export function Component() {
  const { t } = useTranslation('community');
  const { pathname } = useLocation();
  const route = kbRouteOf(pathname);
  const categories = useDocsCategories();
  const docs = useDocs();
  const search = useKbSearch();

  const tree = useMemo(() => buildKbTree(categories.data ?? NO_CATEGORIES, docs.data ?? NO_DOCS), [categories.data, docs.data]);
  const index = useMemo(() => indexDocs(readingOrder(tree)), [tree]);
  const hits = useMemo(() => searchDocs(index, search.query), [index, search.query]);

  const ready = categories.isSuccess && docs.isSuccess;
  const failed = categories.isError || docs.isError;
  const retry = () => {
    if (categories.isError) void categories.refetch();
    if (docs.isError) void docs.refetch();
  };
  const doc = route.screen === 'article' ? docs.data?.find((d) => d._id === route.id) : undefined;
  const category = route.screen === 'category' ? tree.byId.get(route.id) : undefined;
  usePageTitle(doc?.title ?? category?.name ?? t('kb.pageTitle'));

  let content: ReactNode;
  if (failed) content = <KbError onRetry={retry} retrying={categories.isFetching || docs.isFetching} />;
  else if (!ready) content = <KbSkeleton />;
  else if (route.screen === 'article') content = doc ? <KbArticleView tree={tree} doc={doc} /> : <KbNotFound kind="article" />;
  else if (route.screen === 'category')
    content = category ? <KbCategoryView tree={tree} category={category} /> : <KbNotFound kind="category" />;
  else if (search.query) content = <KbSearchResults tree={tree} hits={hits} query={search.query} onClear={search.clear} />;
  else if (tree.tops.every((top) => top.count === 0)) content = <KbEmpty />;
  else
    content = (
      <>
        <KbCategoryGrid tops={tree.tops.filter((top) => top.count > 0)} />
        <section aria-labelledby="kb-recent" className="mt-12 max-w-3xl">
          <h2 id="kb-recent" className="mb-4 text-lg font-semibold text-ink-900">
            {t('kb.recent')}
          </h2>
          <KbArticleList docs={recentlyUpdated(readingOrder(tree), RECENT_COUNT)} label={t('kb.recent')} />
        </section>
      </>
    );

  const searchBox = (
    <SearchField
      value={search.input}
      onChange={search.setInput}
      label={t('kb.searchLabel')}
      placeholder={t('kb.searchPlaceholder')}
    />
  );
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      {route.screen === 'home' ? (
        <div className="mb-8 flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('kb.eyebrow')}</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{t('kb.title')}</h1>
            <p className="mt-2 max-w-2xl text-base text-ink-600">{t('kb.subtitle')}</p>
          </div>
          {searchBox}
        </div>
      ) : (
        // Inner pages lead with their own title (the breadcrumb says where they are); search stays at hand.
        <div className="mb-6 flex justify-end">{searchBox}</div>
      )}
      <div aria-busy={!ready && !failed}>{content}</div>
      <HelpChat />
    </div>
  );
}

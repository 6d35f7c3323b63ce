import type { TContentCategory } from '@atrium/contracts/content';
import type { TMediaItem } from '@atrium/contracts/media-library';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SearchField } from '@/components/ui/search-field';
import { CategoryNav } from '@/features/education/components/category-nav';
import { IsolatedText } from '@/features/education/components/isolated-text';
import { useMediaCategories } from '@/features/education/media/api/get-media-categories';
import { useMediaItems } from '@/features/education/media/api/get-media-items';
import { MediaLibrary } from '@/features/education/media/components/media-library';
import { MediaSignInHint } from '@/features/education/media/components/media-sign-in-hint';
import {
  MediaCategoryEmpty,
  MediaEmpty,
  MediaError,
  MediaNoMatch,
  MediaSkeleton,
} from '@/features/education/media/components/media-states';
import { useMediaSelection } from '@/features/education/media/hooks/use-media-selection';
import { buildMediaView, indexMedia, type MediaVariant, variantOfPath } from '@/features/education/media/utils/media-view';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';

// Stable empty lists, so the search index is not rebuilt on every render while loading.
const NO_CATEGORIES: TContentCategory[] = [];
const NO_ITEMS: TMediaItem[] = [];

/**
 * Videos (/media-library, /Faqs_v2) and Media Library (/medialibraries), SPEC 2: the library by category,
 * searchable, with a player and each person's watched progress. The path picks the variant.
 */
export function Component() {
  const { pathname } = useLocation();
  const variant = variantOfPath(pathname);
  // A new key per variant: moving between them starts from the variant's own view.
  return <MediaScreen key={variant} variant={variant} />;
}

function MediaScreen({ variant }: { variant: MediaVariant }) {
  const { t } = useTranslation('media');
  usePageTitle(t(`${variant}.pageTitle`));
  const { token } = useSession();
  const categories = useMediaCategories();
  const items = useMediaItems();
  const { categoryId, selectCategory, text, setText, query, clearSearch } = useMediaSelection();

  const index = useMemo(() => indexMedia(items.data ?? NO_ITEMS, variant), [items.data, variant]);
  const { tabs, selected, shown, total } = useMemo(
    () => buildMediaView(categories.data ?? NO_CATEGORIES, index, query, categoryId, t('all')),
    [categories.data, index, query, categoryId, t],
  );

  const ready = categories.isSuccess && items.isSuccess;
  const failed = categories.isError || items.isError;
  const retry = () => {
    if (categories.isError) void categories.refetch();
    if (items.isError) void items.refetch();
  };

  let content: ReactNode;
  if (failed) content = <MediaError variant={variant} onRetry={retry} retrying={categories.isFetching || items.isFetching} />;
  else if (!ready) content = <MediaSkeleton variant={variant} />;
  else if (total === 0) content = <MediaEmpty variant={variant} />;
  else
    content = (
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:gap-10">
        <CategoryNav label={t('categoriesLabel')} items={tabs} selected={selected} onSelect={selectCategory} />
        <div className="min-w-0">
          {/* Announces the count as the search settles; nothing found says it again visually below. */}
          <p aria-live="polite" className={`mb-4 min-h-5 text-sm text-ink-500 ${shown.length === 0 ? 'sr-only' : ''}`}>
            {query ? <IsolatedText i18nKey="media:resultCount" count={shown.length} name="query" value={query} /> : null}
          </p>
          {shown.length > 0 ? (
            <MediaLibrary variant={variant} items={shown} />
          ) : query ? (
            <MediaNoMatch query={query} onClear={clearSearch} />
          ) : (
            <MediaCategoryEmpty />
          )}
        </div>
      </div>
    );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{t(`${variant}.title`)}</h1>
          <p className="mt-2 max-w-2xl text-base text-ink-600">{t(`${variant}.subtitle`)}</p>
        </div>
        {!failed && !(ready && total === 0) ? (
          <SearchField value={text} onChange={setText} label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
        ) : null}
      </div>
      {token ? null : <MediaSignInHint />}
      <div className="mt-8" aria-busy={!ready && !failed}>
        {content}
      </div>
    </div>
  );
}

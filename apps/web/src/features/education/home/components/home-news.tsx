import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewsFeed } from '@/features/education/home/api/get-news-feed';
import { orderNews } from '@/features/education/home/utils/news-order';
import { HomeLoadError, NewsEmpty, NewsSkeleton } from './home-states';
import { NewsFeed } from './news-feed';

/** The news section: its heading, and the feed with its loading, empty and error states. */
export function HomeNews() {
  const { t } = useTranslation('education');
  const news = useNewsFeed();
  const posts = useMemo(() => orderNews(news.data?.pages.flatMap((page) => page.data) ?? []), [news.data]);

  let content: ReactNode;
  if (news.isError && !news.data)
    content = <HomeLoadError part="news" onRetry={() => void news.refetch()} retrying={news.isFetching} />;
  else if (!news.data) content = <NewsSkeleton />;
  else if (posts.length === 0) content = <NewsEmpty />;
  else
    content = (
      <NewsFeed
        posts={posts}
        hasMore={news.hasNextPage}
        loadingMore={news.isFetchingNextPage}
        onLoadMore={() => void news.fetchNextPage()}
      />
    );

  return (
    <section aria-labelledby="education-news" className="min-w-0">
      <h2 id="education-news" className="mb-4 text-xl font-bold text-ink-900">
        {t('home.news.title')}
      </h2>
      {content}
    </section>
  );
}

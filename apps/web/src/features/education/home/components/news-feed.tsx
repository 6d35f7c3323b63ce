import type { TNewsPost } from '@atrium/contracts/education-home';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { RichText } from '@/components/ui/rich-text';
import { formatDate } from '@/lib/format';

export interface NewsFeedProps {
  /** In the order to show them (pinned first, then newest first). */
  posts: readonly TNewsPost[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The owner's news: dated entries with their (sanitised) text, and older ones on request. */
export function NewsFeed({ posts, hasMore, loadingMore, onLoadMore }: NewsFeedProps) {
  const { t } = useTranslation('education');
  return (
    <>
      <ol
        aria-label={t('home.news.title')}
        className="divide-y divide-ink-100 rounded-2xl bg-white shadow-sm ring-1 ring-ink-200"
      >
        {posts.map((post) => (
          <li key={post._id}>
            <NewsPost post={post} />
          </li>
        ))}
      </ol>
      {hasMore ? (
        <div className="mt-4 flex justify-center">
          <button type="button" onClick={onLoadMore} disabled={loadingMore} className={buttonClasses('secondary')}>
            {loadingMore ? t('home.news.loadingMore') : t('home.news.more')}
          </button>
        </div>
      ) : null}
    </>
  );
}

function NewsPost({ post }: { post: TNewsPost }) {
  const { t, i18n } = useTranslation('education');
  return (
    <article className="flex flex-col gap-4 p-5 sm:flex-row sm:p-6">
      {post.imageUrl ? (
        <img
          src={post.imageUrl}
          alt=""
          loading="lazy"
          className="h-32 w-full rounded-xl object-cover sm:h-24 sm:w-36 sm:shrink-0"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2 text-xs text-ink-500">
          <time dateTime={post.createdAt}>{formatDate(post.createdAt, i18n.language)}</time>
          {post.pinned ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-800">{t('home.news.pinned')}</span>
          ) : null}
        </div>
        <h3 dir="auto" className="mt-1 text-lg font-semibold text-ink-900">
          {post.title}
        </h3>
        <RichText html={post.body} className="mt-2" />
      </div>
    </article>
  );
}

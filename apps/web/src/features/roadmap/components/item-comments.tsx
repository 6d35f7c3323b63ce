import type { TRoadmapItem } from '@atrium/contracts/roadmap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useRoadmapComments } from '@/features/roadmap/api/get-roadmap-comments';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session-store';
import { CommentComposer } from './comment-composer';
import { SignInHint } from './sign-in-prompt';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The discussion, oldest first; comments moved over from a merged duplicate say where they came from. */
export function ItemComments({ item }: { item: TRoadmapItem }) {
  const { t, i18n } = useTranslation('roadmap');
  const { user } = useSession();
  const comments = useRoadmapComments(item._id);

  return (
    <section aria-labelledby="roadmap-comments" className="space-y-4">
      <h2 id="roadmap-comments" className="text-lg font-semibold text-ink-900">
        {t('comments.title', { count: comments.data?.length ?? item.commentCount })}
      </h2>
      {comments.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('comments.loadFailed')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void comments.refetch()}>
            {t('error.retry')}
          </button>
        </p>
      ) : comments.isPending ? (
        <Spinner size="sm" label={t('comments.loading')} />
      ) : comments.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-300 px-4 py-6 text-center text-sm text-ink-500">
          {t('comments.empty')}
        </p>
      ) : (
        <ol aria-label={t('comments.listLabel')} className="space-y-3">
          {comments.data.map((comment) => (
            <li key={comment._id} className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700"
              >
                {initials(comment.author.name)}
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span dir="auto" className="font-semibold text-ink-900">
                    {comment.author.name}
                  </span>
                  <time dateTime={comment.createdAt} className="text-xs text-ink-500">
                    {formatDate(comment.createdAt, i18n.language)}
                  </time>
                </p>
                {comment.movedFrom ? (
                  <p className="mt-1 text-xs font-medium text-ink-500">
                    <Link to={`/roadmap/${comment.movedFrom._id}`} className="hover:text-brand-700 hover:underline">
                      {t('comments.movedFrom', { title: comment.movedFrom.title })}
                    </Link>
                  </p>
                ) : null}
                <p dir="auto" className="mt-1.5 text-sm whitespace-pre-line break-words text-ink-700">
                  {comment.body}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {item.mergedInto ? null : user ? <CommentComposer itemId={item._id} /> : <SignInHint text={t('comments.signIn')} />}
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { useRoadmapItem } from '@/features/roadmap/api/get-roadmap-item';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { ItemDetail } from './item-detail';
import { ItemSkeleton, LoadError, StateCard } from './roadmap-states';
import { ScreenFrame } from './screen-frame';

/** /roadmap/:itemId: one idea, or a clear "not available" for a wrong, deleted or foreign id. */
export function ItemScreen({ itemId }: { itemId: string }) {
  const { t } = useTranslation('roadmap');
  const { user } = useSession();
  const query = useRoadmapItem(itemId);
  usePageTitle(query.data?.title ?? t('board.pageTitle'));

  let content: ReactNode;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    content =
      status === 404 || status === 400 ? (
        <StateCard
          icon="board"
          title={t('item.notFound.title')}
          body={t('item.notFound.body')}
          action={
            <Link to="/roadmap" className={buttonClasses('secondary')}>
              {t('item.back')}
            </Link>
          }
        />
      ) : (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      );
  } else if (!query.data) content = <ItemSkeleton />;
  else content = <ItemDetail item={query.data} canManage={query.data.viewerCanManage || user?.role === 'super_admin'} />;

  return (
    <ScreenFrame>
      <div className="mx-auto max-w-6xl">{content}</div>
    </ScreenFrame>
  );
}

import { useMemo } from 'react';
import type { StepKind } from '@/features/education/api/education-keys';
import { useStepCategories } from '@/features/education/api/get-step-categories';
import { useStepLists } from '@/features/education/api/get-step-lists';
import { useStepProgress } from '@/features/education/api/get-step-progress';
import { useSteps } from '@/features/education/api/get-steps';
import { buildCatalog, completedIds } from '@/features/education/utils/step-progress';

/**
 * Everything one checklist/onboarding screen shows: the sorted catalogue and my completed steps. My
 * progress failing to load does not hide the lists (they are readable by anyone); it is retried with them.
 */
export function useStepCatalog(kind: StepKind) {
  const categories = useStepCategories(kind);
  const lists = useStepLists(kind);
  const steps = useSteps(kind);
  const progress = useStepProgress(kind);

  const catalog = useMemo(
    () => (categories.data && lists.data && steps.data ? buildCatalog(categories.data, lists.data, steps.data) : null),
    [categories.data, lists.data, steps.data],
  );
  const done = useMemo(() => completedIds(progress.data), [progress.data]);

  const queries = [categories, lists, steps];
  const failed = queries.some((q) => q.isError);
  const retry = () => {
    for (const q of [...queries, progress]) if (q.isError) void q.refetch();
  };
  return {
    catalog,
    done,
    failed,
    retrying: queries.some((q) => q.isFetching),
    progressFailed: progress.isError,
    retry,
  };
}

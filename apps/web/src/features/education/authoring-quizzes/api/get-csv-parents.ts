import type { TCsvTarget } from '@atrium/contracts/csv-import';
import { educationGroups } from '@atrium/contracts/education-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllPages } from '@/features/education/api/get-all-pages';
import { writesRow } from '@/features/education/utils/ownership';
import { useSession } from '@/lib/session-store';
import { authoringKeys } from './authoring-keys';
import { useChapters, useSections } from './get-quiz-catalogue';

export interface CsvParent {
  id: string;
  label: string;
}

/** The lists the steps of a target go into. */
const LIST_GROUPS = { 'checklist-items': educationGroups.checklists, 'onboarding-steps': educationGroups['onboarding-lists'] };
type ListTarget = keyof typeof LIST_GROUPS;

const listsQueryOptions = (target: ListTarget, writer: string, token: string | null) =>
  queryOptions({
    queryKey: authoringKeys.csvParents(target, writer),
    queryFn: ({ signal }) => getAllPages(LIST_GROUPS[target].list, token, signal),
  });

/**
 * Where the rows of a target can go: the writer's own checklists or onboarding lists, or quiz sections (labelled
 * with their quiz). Players need no parent. `isError`/`refetch` cover every request it makes.
 */
export function useCsvParents(target: TCsvTarget) {
  const { token, user } = useSession();
  const writer = user?._id ?? 'visitor';
  const listTarget = target === 'checklist-items' || target === 'onboarding-steps' ? target : null;
  const lists = useQuery({ ...listsQueryOptions(listTarget ?? 'checklist-items', writer, token), enabled: Boolean(listTarget) });
  const chapters = useChapters();
  const sections = useSections();

  if (target === 'players') return { parents: [] as CsvParent[], isPending: false, isError: false, refetch: () => {} };
  if (listTarget) {
    const parents = (lists.data ?? [])
      .filter((l) => writesRow(l.owner, user?.role))
      .sort((a, b) => a.position - b.position)
      .map((l) => ({ id: l._id, label: l.title }));
    return { parents, isPending: lists.isPending, isError: lists.isError, refetch: () => void lists.refetch() };
  }
  const titles = new Map((chapters.data ?? []).map((c) => [c._id, c.title]));
  const parents = (sections.data ?? [])
    .filter((s) => titles.has(s.chapterId))
    .sort((a, b) => (titles.get(a.chapterId) ?? '').localeCompare(titles.get(b.chapterId) ?? '') || a.position - b.position)
    .map((s) => ({ id: s._id, label: `${titles.get(s.chapterId)} › ${s.title}` }));
  return {
    parents,
    isPending: chapters.isPending || sections.isPending,
    isError: chapters.isError || sections.isError,
    refetch: () => {
      void chapters.refetch();
      void sections.refetch();
    },
  };
}

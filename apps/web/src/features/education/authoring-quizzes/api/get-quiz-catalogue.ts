import { educationGroups } from '@atrium/contracts/education-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllPages } from '@/features/education/api/get-all-pages';
import { useSession } from '@/lib/session-store';
import { authoringKeys, type Writer } from './authoring-keys';

/**
 * GET /api/v1/question_chapters, /question_sections and /questions (writers): every row at once, so the list can
 * count questions per quiz and the editor needs no request per section. Sections and questions are the writer's
 * own only (the server's rule); chapters include others' published ones, which the screens leave out.
 */
export const chaptersQueryOptions = (writer: Writer, token: string | null) =>
  queryOptions({
    queryKey: authoringKeys.chapters(writer),
    queryFn: ({ signal }) => getAllPages(educationGroups.question_chapters.list, token, signal),
  });

export const sectionsQueryOptions = (writer: Writer, token: string | null) =>
  queryOptions({
    queryKey: authoringKeys.sections(writer),
    queryFn: ({ signal }) => getAllPages(educationGroups.question_sections.list, token, signal),
  });

export const questionsQueryOptions = (writer: Writer, token: string | null) =>
  queryOptions({
    queryKey: authoringKeys.questions(writer),
    queryFn: ({ signal }) => getAllPages(educationGroups.questions.list, token, signal),
  });

export function useChapters() {
  const { token, user } = useSession();
  return useQuery(chaptersQueryOptions(user?._id ?? 'visitor', token));
}
export function useSections() {
  const { token, user } = useSession();
  return useQuery(sectionsQueryOptions(user?._id ?? 'visitor', token));
}
export function useQuestions() {
  const { token, user } = useSession();
  return useQuery(questionsQueryOptions(user?._id ?? 'visitor', token));
}

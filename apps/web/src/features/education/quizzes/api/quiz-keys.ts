/** Whose quiz data this is: attempts and results are per person, so each viewer has its own cache entries. */
export type QuizViewer = string;

/** Query keys of the quiz screens; every key starts with 'education', so invalidating `['education']` reaches them. */
export const quizKeys = {
  all: ['education', 'quizzes'] as const,
  chapters: (viewer: QuizViewer) => ['education', 'quizzes', 'chapters', viewer] as const,
  take: (viewer: QuizViewer, chapterId: string) => ['education', 'quizzes', 'take', viewer, chapterId] as const,
  results: (viewer: QuizViewer) => ['education', 'quizzes', 'results', viewer] as const,
  result: (viewer: QuizViewer, resultId: string) => ['education', 'quizzes', 'result', viewer, resultId] as const,
};

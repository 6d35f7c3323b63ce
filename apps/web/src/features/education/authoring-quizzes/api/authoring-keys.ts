/**
 * Query keys of the quiz, competition and import authoring screens. Each starts with 'education' so an
 * `['education']` invalidation (after any change to content) reaches them, and carries the writer, since an
 * agency admin and the super admin read different rows.
 */
export type Writer = string;

export const authoringKeys = {
  all: ['education', 'authoring-quizzes'] as const,
  chapters: (writer: Writer) => ['education', 'authoring-quizzes', 'chapters', writer] as const,
  sections: (writer: Writer) => ['education', 'authoring-quizzes', 'sections', writer] as const,
  questions: (writer: Writer) => ['education', 'authoring-quizzes', 'questions', writer] as const,
  csvParents: (kind: string, writer: Writer) => ['education', 'authoring-quizzes', 'csv-parents', kind, writer] as const,
};

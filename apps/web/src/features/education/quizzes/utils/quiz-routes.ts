/** The quiz screens under /quiz/* (the router sends the whole subtree to one module). */
export type QuizScreen =
  | { name: 'list' }
  | { name: 'results' }
  | { name: 'certificate'; resultId: string }
  | { name: 'take'; chapterId: string };

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part; // A stray '%' in a typed address: use it as written (it will be a quiz that is not found).
  }
}

/** The screen for the part of the path after `/quiz/` (react-router's `*` param). */
export function quizScreenOf(rest: string | undefined): QuizScreen {
  const parts = (rest ?? '').split('/').filter(Boolean).map(safeDecode);
  const [first, second] = parts;
  if (!first) return { name: 'list' };
  if (first === 'results' && parts.length === 1) return { name: 'results' };
  if (first === 'certificate' && second && parts.length === 2) return { name: 'certificate', resultId: second };
  if (parts.length === 1) return { name: 'take', chapterId: first };
  // Anything deeper is not a screen: the list is the safest place to land.
  return { name: 'list' };
}

export const quizPaths = {
  list: '/quiz',
  results: '/quiz/results',
  take: (chapterId: string) => `/quiz/${encodeURIComponent(chapterId)}`,
  /** A submitted attempt's result, with the per-question feedback, on the quiz's own page. */
  result: (chapterId: string, resultId: string) =>
    `/quiz/${encodeURIComponent(chapterId)}?result=${encodeURIComponent(resultId)}`,
  certificate: (resultId: string) => `/quiz/certificate/${encodeURIComponent(resultId)}`,
};

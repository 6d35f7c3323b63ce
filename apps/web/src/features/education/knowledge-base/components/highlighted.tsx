import type { Snippet } from '@/features/education/knowledge-base/utils/kb-search';

/** Text with the part that matched the search marked (a `<mark>`, which screen readers can announce). */
export function Highlighted({ snippet }: { snippet: Snippet }) {
  return (
    <>
      {snippet.before}
      {snippet.match ? <mark className="rounded-sm bg-amber-100 text-ink-900">{snippet.match}</mark> : null}
      {snippet.after}
    </>
  );
}

/** Rows' shapes while the first page loads; the label is what screen readers hear. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      <span className="sr-only">{label}</span>
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          aria-hidden="true"
          className="flex animate-pulse flex-col gap-2 border-b border-ink-100 px-5 py-4 last:border-0"
        >
          <span className="h-4 w-2/3 rounded bg-ink-100" />
          <span className="h-3 w-1/3 rounded bg-ink-100" />
        </div>
      ))}
    </div>
  );
}

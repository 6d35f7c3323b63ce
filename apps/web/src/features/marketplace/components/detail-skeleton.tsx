/** The app page's shape while it loads. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="animate-pulse motion-reduce:animate-none">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <div className="flex gap-5">
            <div className="size-24 rounded-3xl bg-ink-200" />
            <div className="flex-1 space-y-3 pt-2">
              <div className="h-7 w-2/3 rounded bg-ink-200" />
              <div className="h-4 w-1/2 rounded bg-ink-200" />
              <div className="h-4 w-1/3 rounded bg-ink-200" />
            </div>
          </div>
          <div className="h-40 rounded-2xl bg-ink-200" />
          <div className="h-56 rounded-2xl bg-ink-200" />
        </div>
        <div className="h-64 rounded-2xl bg-ink-200" />
      </div>
    </div>
  );
}

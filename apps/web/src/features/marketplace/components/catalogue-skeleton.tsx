/** The collections' shape while they load: a title bar and a row of card placeholders, twice. */
export function CatalogueSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-12">
      <span className="sr-only">{label}</span>
      {[0, 1].map((row) => (
        <div key={row} aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
          <div className="mb-4 h-5 w-48 rounded bg-ink-200" />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-4">
            {[0, 1, 2, 3].map((card) => (
              <div key={card} className="h-52 rounded-2xl bg-white ring-1 ring-ink-200">
                <div className="flex gap-4 p-5">
                  <div className="size-14 rounded-2xl bg-ink-100" />
                  <div className="flex-1 space-y-2 pt-1">
                    <div className="h-4 w-3/4 rounded bg-ink-100" />
                    <div className="h-3 w-1/2 rounded bg-ink-100" />
                  </div>
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

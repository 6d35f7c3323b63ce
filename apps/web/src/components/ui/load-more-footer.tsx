import type { ReactNode } from 'react';
import { Button } from './button';

export interface LoadMoreFooterProps {
  /** What the list shows so far ("12 of 40"); without it the button stands alone, centred. */
  summary?: ReactNode;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  label: string;
  /** What the button says while the next page loads (it keeps `label`, with a spinner, without one). */
  loadingLabel?: string;
  /** Said when the next page could not be loaded; the button stays, to try again. */
  error?: string | null;
  className?: string;
}

/** The end of a paged list: how much is shown, and a button that loads the next page. */
export function LoadMoreFooter({
  summary,
  hasMore,
  loading,
  onLoadMore,
  label,
  loadingLabel,
  error = null,
  className = 'mt-4',
}: LoadMoreFooterProps) {
  if (!summary && !hasMore && !error) return null;
  const layout = summary ? 'flex-col sm:flex-row sm:justify-between' : 'flex-col';
  return (
    <div className={`flex items-center gap-3 ${layout} ${className}`.trim()}>
      {summary ? <p className="text-sm text-ink-500">{summary}</p> : null}
      {hasMore ? (
        <Button variant="secondary" onClick={onLoadMore} loading={loading}>
          {loading && loadingLabel ? loadingLabel : label}
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

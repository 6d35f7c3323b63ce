import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMoreFooter } from './load-more-footer';

describe('LoadMoreFooter', () => {
  it('shows how much is listed and loads the next page', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMoreFooter summary="12 of 40" hasMore loading={false} onLoadMore={onLoadMore} label="Load more" />);
    expect(screen.getByText('12 of 40')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('is busy while the page loads, with its loading text', () => {
    render(<LoadMoreFooter hasMore loading onLoadMore={() => {}} label="Load more" loadingLabel="Loading more…" />);
    const button = screen.getByRole('button', { name: 'Loading more…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('says when the next page failed, and shows nothing once the list is complete', () => {
    const { rerender, container } = render(
      <LoadMoreFooter hasMore loading={false} onLoadMore={() => {}} label="Load more" error="Could not load more" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load more');
    rerender(<LoadMoreFooter hasMore={false} loading={false} onLoadMore={() => {}} label="Load more" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the summary when there is nothing more to load', () => {
    render(<LoadMoreFooter summary="40 of 40" hasMore={false} loading={false} onLoadMore={() => {}} label="Load more" />);
    expect(screen.getByText('40 of 40')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

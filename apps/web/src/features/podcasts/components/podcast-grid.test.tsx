import type { TExchangePodcast } from '@atrium/contracts/podcasts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/features/podcasts/test-utils';
import { PodcastGrid } from './podcast-grid';

const podcasts: TExchangePodcast[] = Array.from({ length: 5 }, (_, i) => ({
  id: `0190a0a0-0000-7000-8000-00000000000${i}`,
  title: `Episode ${i}`,
  description: null,
  date: null,
  video: 'dQw4w9WgXcQ',
}));

describe('PodcastGrid', () => {
  it('lets the browser skip the cards below the first row, never those of the first row', () => {
    renderWithProviders(<PodcastGrid podcasts={podcasts} onPlay={vi.fn()} onDetails={vi.fn()} />);
    const skippable = screen.getAllByRole('listitem').map((item) => item.className.includes('[content-visibility:auto]'));
    // A skipped card paints a frame after the rest of the screen: the first row is the screen's largest paint.
    expect(skippable).toEqual([false, false, false, true, true]);
  });
});

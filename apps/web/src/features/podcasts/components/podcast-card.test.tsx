import type { TExchangePodcast } from '@atrium/contracts/podcasts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/features/podcasts/test-utils';
import { PodcastCard } from './podcast-card';

const base: TExchangePodcast = {
  id: '0190a0a0-0000-7000-8000-000000000001',
  title: 'Episode',
  description: null,
  date: null,
  video: 'dQw4w9WgXcQ',
};

function renderCard(patch: Partial<TExchangePodcast>, handlers = { onPlay: vi.fn(), onDetails: vi.fn() }) {
  renderWithProviders(<PodcastCard podcast={{ ...base, ...patch }} {...handlers} />);
  return handlers;
}

describe('PodcastCard', () => {
  it('shows the fallbacks for a missing title and description', () => {
    renderCard({ title: null, description: null });
    expect(screen.getByRole('heading', { name: 'Untitled Podcast' })).toBeInTheDocument();
    expect(screen.getByText('No description available')).toBeInTheDocument();
  });

  it('treats a description that sanitises to nothing as missing', () => {
    renderCard({ description: '<script>alert(1)</script>' });
    expect(screen.getByText('No description available')).toBeInTheDocument();
  });

  it('has no More Details at exactly 150 characters of text', () => {
    renderCard({ description: `<p><b>${'a'.repeat(150)}</b></p>` });
    expect(screen.queryByRole('button', { name: 'More Details' })).toBeNull();
  });

  it('offers More Details above 150 characters and passes the podcast on', async () => {
    const { onDetails } = renderCard({ description: 'a'.repeat(151) });
    await userEvent.click(screen.getByRole('button', { name: 'More Details' }));
    expect(onDetails).toHaveBeenCalledWith(expect.objectContaining({ id: base.id }));
  });

  it('plays from the thumbnail button', async () => {
    const { onPlay } = renderCard({});
    await userEvent.click(screen.getByRole('button', { name: 'Play Episode' }));
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ video: 'dQw4w9WgXcQ' }));
  });
});

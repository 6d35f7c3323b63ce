import type { TExchangePodcast } from '@atrium/contracts/podcasts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embedUrl } from '@/components/ui/video-frame';
import { LISTING_WAIT_MS } from '@/features/podcasts/api/get-exchange-podcasts';
import { podcastKeys } from '@/features/podcasts/api/podcast-keys';
import { mockFetchJson, renderWithProviders } from '@/features/podcasts/test-utils';
import { setLoadedQueryClient } from '@/lib/loaded-query-client';
import { getQueryClient } from '@/lib/query-client';
import { loader, Component as PodcastsPage } from './podcasts-page';

const LONG = `<p>${'Deep dive into agency growth. '.repeat(8)}</p><p>With <b>bold</b> ideas and <a href="https://x.test" target="_blank">a link</a>.</p><script>window.hacked = true</script>`;

const PODCASTS: TExchangePodcast[] = [
  {
    id: '0190a0a0-0000-7000-8000-000000000001',
    title: 'Scaling Up',
    description: LONG,
    date: '2025-03-01',
    video: 'dQw4w9WgXcQ',
  },
  { id: '0190a0a0-0000-7000-8000-000000000002', title: null, description: null, date: null, video: 'abcdefghijk' },
  {
    id: '0190a0a0-0000-7000-8000-000000000003',
    title: 'Short Talk',
    description: '<p>Brief.</p>',
    date: null,
    video: 'zyxwvutsrqp',
  },
];

function serve(status: number, body: unknown) {
  const mock = mockFetchJson(() => ({ status, body }));
  vi.stubGlobal('fetch', vi.fn(mock.fetchMock));
  return mock;
}

describe('Podcasts page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the title, subtitle, help button and search box', async () => {
    serve(200, { data: [] });
    renderWithProviders(<PodcastsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeInTheDocument();
    expect(screen.getByText(/explore insightful podcasts/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help Guide' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search podcasts...')).toBeInTheDocument();
    await screen.findByText('No podcasts found');
  });

  it('shows a spinner while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderWithProviders(<PodcastsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading podcasts…');
  });

  it('calls the listing with a JSON content type and no payload, then lists the podcasts in a 1/2/3 column grid', async () => {
    const { calls } = serve(200, { data: PODCASTS });
    renderWithProviders(<PodcastsPage />);
    await screen.findByText('Scaling Up');

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/v1/exchangepodcast');
    expect(calls[0]?.init?.method).toBe('GET');
    expect(calls[0]?.init?.body).toBeUndefined();
    expect(new Headers(calls[0]?.init?.headers).get('Content-Type')).toBe('application/json');

    const grid = screen.getAllByRole('article')[0]?.closest('ul');
    expect(grid).toHaveClass('grid-cols-1', 'md:grid-cols-2', 'lg:grid-cols-3');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('renders each card: thumbnail, title or fallback, date, truncated description or fallback', async () => {
    serve(200, { data: PODCASTS });
    renderWithProviders(<PodcastsPage />);
    const [first, second, third] = await screen.findAllByRole('article');

    const card = within(first!);
    expect(card.getByRole('img')).toHaveAttribute('src', 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(card.getByText('March 1, 2025')).toHaveAttribute('dateTime', '2025-03-01');
    const preview = card.getByText(/^Deep dive/);
    expect(preview.textContent).toHaveLength(253);
    expect(preview.textContent?.endsWith('...')).toBe(true);
    expect(card.getByRole('button', { name: 'More Details' })).toBeInTheDocument();

    expect(within(second!).getByRole('heading', { name: 'Untitled Podcast' })).toBeInTheDocument();
    expect(within(second!).getByText('No description available')).toBeInTheDocument();
    expect(within(second!).queryByRole('time')).toBeNull();
    expect(within(third!).queryByRole('button', { name: 'More Details' })).toBeNull();
  });

  it('falls back gracefully when a thumbnail fails to load', async () => {
    serve(200, { data: [PODCASTS[2]] });
    renderWithProviders(<PodcastsPage />);
    const img = await screen.findByRole('img', { name: 'Thumbnail for Short Talk' });
    fireEvent.error(img);
    const fallback = screen.getByRole('img', { name: 'Thumbnail for Short Talk' });
    expect(fallback.tagName).toBe('DIV');
  });

  it('shows the empty state with the "check back" hint when there are no podcasts', async () => {
    serve(200, { data: [] });
    renderWithProviders(<PodcastsPage />);
    expect(await screen.findByText('No podcasts found')).toBeInTheDocument();
    expect(screen.getByText('Check back later for new content.')).toBeInTheDocument();
  });

  it('treats a non-array data field as empty', async () => {
    serve(200, { data: { not: 'an array' } });
    renderWithProviders(<PodcastsPage />);
    expect(await screen.findByText('No podcasts found')).toBeInTheDocument();
  });

  it('filters by title or description and shows the search hint when nothing matches', async () => {
    serve(200, { data: PODCASTS });
    renderWithProviders(<PodcastsPage />);
    await screen.findByText('Scaling Up');
    const search = screen.getByPlaceholderText('Search podcasts...');

    await userEvent.type(search, 'BRIEF');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Short Talk')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like this');
    expect(screen.getByText('No podcasts found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms.')).toBeInTheDocument();
  });

  it('shows "Error: Failed to fetch podcasts" in a red panel on a non-OK status', async () => {
    serve(500, { error: { code: 'internal', message: 'Internal error' } });
    renderWithProviders(<PodcastsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to fetch podcasts');
    expect(alert).toHaveClass('bg-red-50');
  });

  it('shows any other fetch error message the same way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Network is down'))),
    );
    renderWithProviders(<PodcastsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Network is down');
  });

  it('opens the video player from the play button', async () => {
    serve(200, { data: PODCASTS });
    renderWithProviders(<PodcastsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Play Short Talk' }));
    const player = screen.getByRole('dialog', { name: 'Short Talk' });
    expect(player.querySelector('iframe')).toHaveAttribute('src', embedUrl('zyxwvutsrqp'));
    await userEvent.click(within(player).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('More Details shows the sanitised description; Watch Now closes it and opens the player; scrolling is locked meanwhile', async () => {
    serve(200, { data: PODCASTS });
    renderWithProviders(<PodcastsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'More Details' }));

    const detail = screen.getByRole('dialog', { name: 'Scaling Up' });
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(detail).getByText('March 1, 2025')).toBeInTheDocument();
    expect(within(detail).getByRole('img', { name: 'Thumbnail for Scaling Up' })).toBeInTheDocument();
    const description = within(detail).getByTestId('podcast-detail-description');
    expect(description).toHaveClass('overflow-y-auto');
    expect(description.querySelector('b')).toHaveTextContent('bold');
    expect(description.querySelector('script')).toBeNull();
    expect(within(description).getByRole('link', { name: 'a link' })).toHaveAttribute('rel', 'noopener noreferrer');

    await userEvent.click(within(detail).getByRole('button', { name: 'Watch Now' }));
    expect(screen.queryByTestId('podcast-detail-description')).toBeNull();
    const player = screen.getByRole('dialog', { name: 'Scaling Up' });
    expect(player.querySelector('iframe')).toHaveAttribute('src', embedUrl('dQw4w9WgXcQ'));
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('');
  });

  describe('loader', () => {
    afterEach(() => {
      vi.useRealTimers();
      setLoadedQueryClient(null);
    });

    it('waits for the listing, so the first render has the cards', async () => {
      serve(200, { data: PODCASTS });
      await loader();
      expect(getQueryClient().getQueryData(podcastKeys.exchange())).toEqual(PODCASTS);
    });

    it('waits no longer than LISTING_WAIT_MS: a slow listing shows the skeleton first', async () => {
      vi.useFakeTimers();
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise(() => {})),
      );
      const done = vi.fn();
      void loader().then(done);
      await vi.advanceTimersByTimeAsync(LISTING_WAIT_MS - 1);
      expect(done).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toHaveBeenCalledOnce();
      expect(getQueryClient().getQueryData(podcastKeys.exchange())).toBeUndefined();
    });
  });
});

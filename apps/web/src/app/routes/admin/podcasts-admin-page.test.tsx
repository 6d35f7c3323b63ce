import type { TPodcast } from '@atrium/contracts/podcasts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetchJson, renderWithProviders } from '@/features/podcasts/test-utils';
import { todayIso } from '@/features/podcasts/utils/podcast-form';
import { Component as PodcastsAdminPage } from './podcasts-admin-page';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const row = (n: number, patch: Partial<TPodcast> = {}): TPodcast => ({
  _id: `0190a0a0-0000-7000-8000-00000000000${n}`,
  title: `Episode ${n}`,
  description: null,
  date: `2025-03-0${n}`,
  video: 'dQw4w9WgXcQ',
  status: 'draft',
  hidden: false,
  publishedAt: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  ...patch,
});

function signIn(role: string) {
  localStorage.setItem('token', 'admin-token');
  localStorage.setItem(
    'user',
    JSON.stringify({
      _id: '0190a0a0-0000-7000-8000-0000000000aa',
      email: 'a@x.test',
      firstName: 'Ada',
      lastName: 'L',
      role,
      agencyId: null,
      locationId: null,
      createdAt: '2025-01-01T00:00:00.000Z',
    }),
  );
}

/** The page at /admin/podcasts; its guard sends others to / (shown as "Home"). */
const renderPage = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/admin/podcasts']}>
      <Routes>
        <Route path="/admin/podcasts" element={<PodcastsAdminPage />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
    </MemoryRouter>,
  );

type Responder = Parameters<typeof mockFetchJson>[0];
function serve(respond: Responder) {
  const mock = mockFetchJson(respond);
  vi.stubGlobal('fetch', vi.fn(mock.fetchMock));
  return mock;
}

const listOf = (data: TPodcast[], nextCursor: string | null = null, total = data.length) => ({
  body: { data, meta: { total, nextCursor } },
});

describe('Podcasts admin page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(console, 'debug').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends a user who is not a super admin home, without calling the API', () => {
    signIn('agency_admin');
    const { calls } = serve(() => listOf([]));
    renderPage();
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lists podcasts with status badges and loads more with the keyset cursor', async () => {
    signIn('super_admin');
    const { calls } = serve((url) =>
      url.includes('cursor=c1') ? listOf([row(3)], null, 3) : listOf([row(1), row(2, { status: 'published' })], 'c1', 3),
    );
    renderPage();

    expect(await screen.findByText('Episode 1')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/v1/podcasts?limit=20');
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer admin-token');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Episode 3')).toBeInTheDocument();
    expect(calls[1]?.url).toBe('/api/v1/podcasts?limit=20&cursor=c1');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sends the status filter and the (debounced) search to the server', async () => {
    signIn('super_admin');
    const { calls } = serve(() => listOf([row(1)]));
    renderPage();
    await screen.findByText('Episode 1');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'draft');
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/v1/podcasts?limit=20&status=draft'));
    await userEvent.type(screen.getByLabelText('Search'), 'growth');
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/v1/podcasts?limit=20&q=growth&status=draft'));
  });

  it('shows an empty state that offers to create the first podcast', async () => {
    signIn('super_admin');
    serve(() => listOf([]));
    renderPage();
    expect(await screen.findByText('No podcasts yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /New podcast/ })).toHaveLength(2);
  });

  it('validates the form with the contract, previews safely, then creates the podcast', async () => {
    signIn('super_admin');
    const { calls } = serve((_url, init) =>
      init?.method === 'POST' ? { status: 201, body: { data: row(9) } } : listOf([row(1)]),
    );
    renderPage();
    await screen.findByText('Episode 1');
    await userEvent.click(screen.getByRole('button', { name: /New podcast/ }));
    const dialog = screen.getByRole('dialog', { name: 'New podcast' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create podcast' }));
    expect(within(dialog).getByText('Enter a video id of 6 to 20 letters, digits, - or _.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a title.')).toBeInTheDocument();
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
    // A new podcast is dated today until the admin picks another day.
    expect(within(dialog).getByLabelText('Date')).toHaveValue(todayIso());

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Fresh episode');
    await userEvent.type(within(dialog).getByLabelText('Video id'), 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.tab();
    expect(within(dialog).getByLabelText('Video id')).toHaveValue('dQw4w9WgXcQ');
    expect(within(dialog).getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute(
      'src',
      'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    await userEvent.type(within(dialog).getByLabelText('Description'), '<p>Safe <b>bold</b></p><script>bad()</script>');
    const preview = within(dialog).getByTestId('description-preview');
    await waitFor(() => expect(preview.querySelector('b')).toHaveTextContent('bold'));
    expect(preview.querySelector('script')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create podcast' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.init?.method === 'POST');
    expect(post?.url).toBe('/api/v1/podcasts');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      title: 'Fresh episode',
      description: '<p>Safe <b>bold</b></p><script>bad()</script>',
      date: todayIso(),
      video: 'dQw4w9WgXcQ',
    });
    expect(toast.success).toHaveBeenCalledWith('Podcast created as a draft');
  });

  it('shows the server validation details under the fields', async () => {
    signIn('super_admin');
    serve((_url, init) =>
      init?.method === 'PUT'
        ? {
            status: 400,
            body: {
              error: {
                code: 'validation_failed',
                message: 'Invalid input',
                details: [{ path: 'title', message: 'Title is taken' }],
              },
            },
          }
        : listOf([row(1)]),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Episode 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit podcast' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Episode 1');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Title is taken')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Something went wrong: Invalid input');
  });

  it('deletes only after confirmation', async () => {
    signIn('super_admin');
    const { calls } = serve((_url, init) => (init?.method === 'DELETE' ? { body: { data: { ok: true } } } : listOf([row(1)])));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: Episode 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete podcast?' });
    expect(within(dialog).getByText(/“Episode 1” will be deleted permanently/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.init?.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete: Episode 1' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete podcast' }));
    await waitFor(() => expect(calls.find((c) => c.init?.method === 'DELETE')?.url).toBe(`/api/v1/podcasts/${row(1)._id}`));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Podcast deleted'));
  });

  it('publishes and unpublishes', async () => {
    signIn('super_admin');
    const { calls } = serve((_url, init) =>
      init?.method === 'POST' ? { body: { data: row(1) } } : listOf([row(1), row(2, { status: 'published' })]),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish: Episode 1' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Podcast published'));
    expect(calls.find((c) => c.init?.method === 'POST')?.url).toBe(`/api/v1/podcasts/${row(1)._id}/publish`);

    await userEvent.click(screen.getByRole('button', { name: 'Unpublish: Episode 2' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Podcast moved back to drafts'));
    expect(calls.filter((c) => c.init?.method === 'POST').at(-1)?.url).toBe(`/api/v1/podcasts/${row(2)._id}/unpublish`);
  });

  it('shows a load error with a retry', async () => {
    signIn('super_admin');
    serve(() => ({ status: 500, body: { error: { code: 'internal', message: 'Boom' } } }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load podcasts. Boom');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changelog, list, roadmapItem } from '@/features/changelogs/test-fixtures';
import { setSession } from '@/lib/session-store';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { SESSION, USER } from '@/test/fixtures';
import { ChangelogEditorScreen } from './changelog-editor-screen';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const planned = roadmapItem();
const shipped = roadmapItem({ _id: '0190f5a0-0000-7000-8000-0000000000d3', title: 'Old idea', status: 'shipped' });
const created = changelog({
  _id: 'new-1',
  title: 'December release',
  status: 'draft',
  publishedAt: null,
  items: [],
  viewerCanManage: true,
});

function serve() {
  return stubFetch(({ url, method }) => {
    if (url.includes('/console/apps')) return { body: list([{ _id: 'app-1', name: 'Review Booster' }]) };
    if (url.includes('/roadmap?')) return { body: list([planned, shipped]) };
    if (method === 'POST' && url.endsWith('/changelogs')) return { status: 201, body: { data: created } };
    if (method === 'POST' && url.endsWith('/publish')) return { body: { data: { ...created, status: 'published' } } };
    if (method === 'PUT') return { body: { data: created } };
    if (url.endsWith('/changelogs/d1'))
      return { body: { data: changelog({ _id: 'd1', status: 'draft', publishedAt: null, viewerCanManage: true, items: [] }) } };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

describe('ChangelogEditorScreen', () => {
  beforeEach(() => setSession({ ...SESSION, user: { ...USER, role: 'super_admin' }, agency: null }));

  it('asks for a title and a body before saving', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderInShell(<ChangelogEditorScreen id={null} />, { path: '/change_logs/new' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('clears each "required" message as soon as its field is filled in', async () => {
    const user = userEvent.setup();
    serve();
    renderInShell(<ChangelogEditorScreen id={null} />, { path: '/change_logs/new' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByLabelText('Title')).toBeInvalid();
    expect(screen.getByLabelText('Body')).toBeInvalid();

    await user.click(screen.getByLabelText('Title'));
    await user.paste('December release');
    expect(screen.getByLabelText('Title')).toBeValid();
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    await user.click(screen.getByLabelText('Body'));
    await user.paste('Export');
    expect(screen.getByLabelText('Body')).toBeValid();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();

    // Emptying a field again does not shout before the next save...
    await user.clear(screen.getByLabelText('Title'));
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    // ...which asks again.
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByLabelText('Title')).toBeInvalid();
  }, 15_000);

  it('writes an entry shipping a roadmap item, previews the body, and publishes after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderInShell(<ChangelogEditorScreen id={null} />, { path: '/change_logs/new' });
    await user.click(screen.getByLabelText('Title'));
    await user.paste('December release');
    await user.click(screen.getByLabelText('Body'));
    await user.paste('<p>Export <b>everything</b></p><script>x</script>');
    expect(await screen.findByText('everything')).toBeInTheDocument();
    expect(screen.getByLabelText('Roadmap')).toHaveValue('platform');
    await user.click(await screen.findByRole('checkbox', { name: /CSV export/ }));
    await user.click(screen.getByRole('checkbox', { name: /Old idea/ }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const dialog = screen.getByRole('dialog', { name: 'Publish this entry?' });
    expect(dialog).toHaveTextContent('1 roadmap item becomes shipped, and everyone who voted for it is notified.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/change_logs/new-1'));
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/changelogs'));
    expect(post?.body).toEqual({
      title: 'December release',
      body: '<p>Export <b>everything</b></p><script>x</script>',
      appId: null,
      itemIds: [planned._id, shipped._id],
    });
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/changelogs/new-1/publish'))).toBe(true);
  }, 15_000);

  it('edits a draft it manages, and turns away people who cannot write changelogs', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const editing = renderInShell(<ChangelogEditorScreen id="d1" />, { path: '/change_logs/d1/edit' });
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('November release');
    await user.clear(title);
    await user.type(title, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ title: 'Renamed', itemIds: [] }));
    editing.unmount();

    setSession(SESSION);
    renderInShell(<ChangelogEditorScreen id={null} />, { path: '/change_logs/new' });
    expect(screen.getByText('You cannot edit this entry')).toBeInTheDocument();
  });
});

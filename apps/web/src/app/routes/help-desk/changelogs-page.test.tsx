import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changelog, list } from '@/features/changelogs/test-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { Component as ChangelogsPage } from './changelogs-page';

// The AI chat launcher asks for agents of its own; these tests count the page's own requests.
vi.mock('@/app/routes/help-chat', () => ({ HelpChat: () => null }));

const entry = changelog();

function serve() {
  return stubFetch(({ url }) => {
    if (url.endsWith(`/changelogs/${entry._id}`)) return { body: { data: entry } };
    if (url.includes('/changelogs?')) return { body: list([entry]) };
    return { status: 404, body: { error: { code: 'not_found', message: 'Changelog not found' } } };
  });
}

const at = (path: string) => renderInShell(<span />, { path, routes: [{ path: 'change_logs/*', element: <ChangelogsPage /> }] });

describe('/change_logs', () => {
  it('shows the timeline at the base path', async () => {
    serve();
    at('/change_logs');
    expect(await screen.findByRole('heading', { level: 1, name: "What's new" })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: entry.title })).toBeInTheDocument();
  });

  it('opens one entry by its address, with a way back', async () => {
    serve();
    at(`/change_logs/${entry._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: entry.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All updates' })).toHaveAttribute('href', '/change_logs');
  });

  it('says so when the entry does not exist (or is a draft the viewer cannot see)', async () => {
    serve();
    at('/change_logs/0190f5a0-0000-7000-8000-0000000000ff');
    expect(await screen.findByText('This update is not available')).toBeInTheDocument();
  });

  it('turns visitors away from the editor', () => {
    serve();
    at('/change_logs/new');
    expect(screen.getByText('You cannot edit this entry')).toBeInTheDocument();
  });
});

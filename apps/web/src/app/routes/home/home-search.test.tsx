import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { HomeSearch } from './home-search';

const SUGGESTION = {
  _id: '0190f5a0-0000-7000-8000-00000000a001',
  name: 'Tidal Chat',
  tagline: 'Chat',
  iconUrl: null,
  type: 'widget',
};

afterEach(() => vi.unstubAllGlobals());

describe('HomeSearch', () => {
  it('submitting puts the query in the URL, keeping the other parameters', async () => {
    stubFetch(() => ({ body: { data: [] } }));
    renderInShell(<HomeSearch />, { path: '/?price=free' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Search Atrium' }), 'chat');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?price=free&q=chat');
  });

  it('fills the box from a shared ?q= link, and suggestions attach to it once they load', async () => {
    stubFetch(() => ({ body: { data: [SUGGESTION] } }));
    renderInShell(<HomeSearch />, { path: '/?q=tid' });
    const box = screen.getByRole('combobox');
    expect(box).toHaveValue('tid');
    await userEvent.type(box, 'al');
    await userEvent.click(await screen.findByRole('option', { name: /Tidal Chat/ }, { timeout: 4000 }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/${SUGGESTION._id}`);
  });

  it('suggests no apps while the catalogue shows snapshots: the search filters them', async () => {
    const { calls } = stubFetch(() => ({ body: { data: [SUGGESTION] } }));
    renderInShell(<HomeSearch />, { path: '/?type=snapshots' });
    await userEvent.type(screen.getByRole('combobox'), 'tid');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('option', { name: /Tidal Chat/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('get_search_apps'))).toBe(false);
  });
});

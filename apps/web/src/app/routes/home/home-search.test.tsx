import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../../test/app-harness';
import { HomeSearch } from './home-search';

describe('HomeSearch', () => {
  it('finds places by their translated title and keeps the query in the URL', async () => {
    renderInShell(<HomeSearch hostKind="education" />);
    await userEvent.type(screen.getByRole('searchbox'), 'podc');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('link', { name: 'Podcasts' })).toHaveAttribute('href', '/podcast');
    expect(screen.getByTestId('location')).toHaveTextContent('/?q=podc');
  });

  it('says so when nothing matches, and shows results for a shared ?q= link', async () => {
    renderInShell(<HomeSearch hostKind="apps" />, { path: '/?q=zzz-nothing' });
    expect(screen.getByRole('searchbox')).toHaveValue('zzz-nothing');
    expect(await screen.findByText(/zzz-nothing/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

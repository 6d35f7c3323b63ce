import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { SearchSuggestions } from './search-suggestions';

const SUGGESTIONS = [
  {
    _id: '0190f5a0-0000-7000-8000-00000000a001',
    name: 'Tidal Tap to Pay',
    tagline: 'Tap to Pay built for speed',
    iconUrl: null,
    type: 'payment_provider',
  },
  {
    _id: '0190f5a0-0000-7000-8000-00000000a002',
    name: 'Tidal Chat',
    tagline: 'Chat for agencies',
    iconUrl: null,
    type: 'widget',
  },
];

/** The input the hero renders, with the suggestions attached as on the home page. */
function Box() {
  const ref = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <input
        ref={ref}
        role="combobox"
        aria-expanded={false}
        aria-label="Search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <SearchSuggestions inputRef={ref} query={value} />
    </form>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SearchSuggestions', () => {
  it('asks once typing pauses, then arrows move through the list and Enter opens the app', async () => {
    const { calls } = stubFetch(() => ({ body: { data: SUGGESTIONS } }));
    renderInShell(<Box />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'tid');

    const list = await screen.findByRole('listbox', { name: 'Suggested apps' });
    expect(calls.filter((c) => c.url.includes('/app/get_search_apps'))).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/v1/app/get_search_apps?q=tid');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);

    await userEvent.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true'); // wraps around
    await userEvent.keyboard('{ArrowUp}');
    expect(second).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(`/${SUGGESTIONS[1]?._id}`);
  });

  it('closes on Escape, and a click on a suggestion opens that app', async () => {
    stubFetch(() => ({ body: { data: SUGGESTIONS } }));
    renderInShell(<Box />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'tid');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: /Tidal Tap to Pay/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/${SUGGESTIONS[0]?._id}`);
  });

  it('says when nothing matches', async () => {
    stubFetch(() => ({ body: { data: [] } }));
    renderInShell(<Box />);
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText(/No apps match “zzz”/)).toBeInTheDocument();
  });

  it('debounces: fast typing sends one request for the final text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubFetch(() => ({ body: { data: SUGGESTIONS } }));
    renderInShell(<Box />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('combobox'), 'tidal');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(calls.length).toBe(1));
    expect(calls[0]?.url).toContain('q=tidal');
  });
});

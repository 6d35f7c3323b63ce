import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardAnswer, DARK_MODE } from '@/features/roadmap/roadmap-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { testI18n } from '@/test/i18n';
import { BoardScreen } from './board-screen';
import { CategoryField } from './category-field';
import { ItemDetail } from './item-detail';

/** The labels arrive by a (stubbed) request after the first render: allow for a busy machine (2 shared cores). */
const ARRIVAL = { timeout: 10_000 };

// Design comes before Reports in English and after it in French (Style visuel, Rapports): the chips follow the labels.
const FRENCH = { kind: 'roadmap', lang: 'fr', labels: { Design: 'Style visuel', Reports: 'Rapports' } };

async function inFrench() {
  testI18n.addResourceBundle('fr', 'common', { probe: 'fr' }, true, true);
  await act(() => testI18n.changeLanguage('fr'));
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname === '/api/v1/categories/translations') return { body: { data: FRENCH } };
    return boardAnswer(url) ?? { status: 404, body: { error: { code: 'not_found', message: 'No' } } };
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await testI18n.changeLanguage('en');
});

describe('roadmap category names in the reader’s language', { timeout: 30_000 }, () => {
  it('labels the board’s chips and cards, and filters by the English name', async () => {
    const { calls } = await inFrench();
    renderInShell(<BoardScreen />, { path: '/roadmap' });
    const chips = await screen.findByRole('group', { name: 'Category' }, ARRIVAL);
    await within(chips).findByRole('button', { name: /^Rapports/ }, ARRIVAL);
    expect(
      within(chips)
        .getAllByRole('button')
        .slice(1)
        .map((b) => b.firstChild?.textContent),
    ).toEqual(['Rapports', 'Style visuel']);
    const card = screen.getByRole('link', { name: 'Dark mode' }).closest('article')!;
    expect(within(card as HTMLElement).getByText('Style visuel')).toBeInTheDocument();
    await userEvent.click(within(chips).getByRole('button', { name: /^Rapports/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/roadmap?category=Reports');
    expect(calls.some((c) => c.url.includes('category=Reports'))).toBe(true);
  });

  it('labels the category on an idea’s page', async () => {
    await inFrench();
    renderInShell(<ItemDetail item={DARK_MODE} canManage={false} />);
    expect(await screen.findAllByText('Style visuel', {}, ARRIVAL)).toHaveLength(2);
    expect(screen.queryByText('Design')).toBeNull();
  });

  it('suggests categories with their labels while keeping the English names as the values', async () => {
    await inFrench();
    const onChange = vi.fn();
    const { container } = renderInShell(
      <CategoryField value="" onChange={onChange} suggestions={['Design', 'Reports', 'Brand new']} />,
    );
    await waitFor(() => expect(container.querySelector('option[label="Style visuel"]')).not.toBeNull());
    const options = [...container.querySelectorAll('datalist option')].map((o) => [
      o.getAttribute('value'),
      o.getAttribute('label'),
    ]);
    expect(options).toEqual([
      ['Design', 'Style visuel'],
      ['Reports', 'Rapports'],
      ['Brand new', null],
    ]);
  });
});

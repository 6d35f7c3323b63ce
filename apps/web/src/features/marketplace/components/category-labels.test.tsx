import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appDetail } from '@/features/marketplace/test-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { testI18n } from '@/test/i18n';
import { AppHeader } from './app-header';
import { CatalogueToolbar } from './catalogue-toolbar';
import { CategoryChips } from './category-chips';

/** The labels arrive by a (stubbed) request after the first render: allow for a busy machine (2 shared cores). */
const ARRIVAL = { timeout: 10_000 };

const CATEGORIES = [
  { slug: 'email', name: 'Email', appCount: 18 },
  { slug: 'payments', name: 'Payments', appCount: 14 },
  { slug: 'social-media', name: 'Social Media', appCount: 9 },
  { slug: 'websites', name: 'Websites', appCount: 7 },
];
const FRENCH = {
  kind: 'app',
  lang: 'fr',
  // Social Media has no French row here: it stays English.
  labels: { Email: 'E-mail', Payments: 'Paiements', Websites: 'Sites web' },
};

async function inFrench() {
  testI18n.addResourceBundle('fr', 'common', { probe: 'fr' }, true, true);
  await act(() => testI18n.changeLanguage('fr'));
  return stubFetch((call) =>
    call.url.startsWith('/api/v1/categories/translations') ? { body: { data: FRENCH } } : { status: 404 },
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await testI18n.changeLanguage('en');
});

describe('marketplace category names in the reader’s language', { timeout: 30_000 }, () => {
  it('labels and orders the chips in French while choosing the English name', async () => {
    await inFrench();
    const onSelect = vi.fn();
    renderInShell(<CategoryChips categories={CATEGORIES} selected="Payments" onSelect={onSelect} />);
    const chips = screen.getByRole('navigation');
    expect(await within(chips).findByRole('button', { name: /^Paiements/ }, ARRIVAL)).toHaveAttribute('aria-pressed', 'true');
    const names = within(chips)
      .getAllByRole('button')
      .slice(1)
      .map((b) => b.firstChild?.textContent);
    expect(names).toEqual(['E-mail', 'Paiements', 'Sites web', 'Social Media']);
    await userEvent.click(within(chips).getByRole('button', { name: /^Sites web/ }));
    expect(onSelect).toHaveBeenCalledWith('Websites');
  });

  it('labels the category filter, keeping the English value in the URL', async () => {
    await inFrench();
    const onChange = vi.fn();
    renderInShell(<CatalogueToolbar filters={{ category: 'Email' }} categories={CATEGORIES} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(await within(select).findByRole('option', { name: 'E-mail' }, ARRIVAL)).toHaveValue('Email');
    expect(select).toHaveValue('Email');
    await userEvent.selectOptions(select, 'Paiements');
    expect(onChange).toHaveBeenCalledWith('category', 'Payments');
  });

  it("labels the app page's categories, linking to the English filter", async () => {
    await inFrench();
    renderInShell(<AppHeader app={appDetail({ categories: ['Payments', 'Social Media'] })} />);
    const link = await screen.findByRole('link', { name: 'Paiements' }, ARRIVAL);
    expect(link).toHaveAttribute('href', '/?category=Payments');
    expect(screen.getByRole('link', { name: 'Social Media' })).toHaveAttribute('href', '/?category=Social%20Media');
  });
});

import { CATEGORY_LANGUAGES } from '@atrium/contracts/categories';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, ShellProviders, stubFetch } from '@/test/app-harness';
import { testI18n } from '@/test/i18n';
import { useCategoryLabels } from './category-labels';
import { LANGUAGE_CODES } from './languages';

afterEach(async () => {
  vi.unstubAllGlobals();
  await testI18n.changeLanguage('en');
});

/** Switches the test i18n to `lng` with one text of its own, so it resolves to that language as the app does. */
async function speak(lng: string) {
  testI18n.addResourceBundle(lng, 'common', { probe: lng }, true, true);
  await act(() => testI18n.changeLanguage(lng));
}

function renderLabels(kind: 'app' | 'roadmap') {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <ShellProviders queryClient={client}>{children}</ShellProviders>;
  return renderHook(() => useCategoryLabels(kind), { wrapper });
}

/** The labels arrive by a (stubbed) request after the first render: allow for a busy machine (2 shared cores). */
const ARRIVAL = { timeout: 10_000 };

const FRENCH = { kind: 'app', lang: 'fr', labels: { Email: 'E-mail', Payments: 'Paiements', Websites: 'Sites web' } };

describe('useCategoryLabels', { timeout: 30_000 }, () => {
  it('shows the English names as they are in English, without asking the server', () => {
    const { calls } = stubFetch(() => ({ status: 500 }));
    const { result } = renderLabels('app');
    expect(result.current.label('Payments')).toBe('Payments');
    expect(calls).toHaveLength(0);
  });

  it("asks once for the reader's language and labels the names it knows, leaving the others in English", async () => {
    await speak('fr');
    const { calls } = stubFetch(() => ({ body: { data: FRENCH } }));
    const { result } = renderLabels('app');
    // Until the labels arrive, the English name shows rather than nothing.
    expect(result.current.label('Payments')).toBe('Payments');
    await waitFor(() => expect(result.current.label('Payments')).toBe('Paiements'), ARRIVAL);
    expect(result.current.label('Brand New Category')).toBe('Brand New Category');
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/categories/translations?kind=app&lang=fr']);
  });

  it("orders by the label in the reader's language", async () => {
    await speak('fr');
    stubFetch(() => ({ body: { data: FRENCH } }));
    const { result } = renderLabels('app');
    await waitFor(() => expect(result.current.label('Email')).toBe('E-mail'), ARRIVAL);
    const names = ['Websites', 'Payments', 'Email'];
    // English order would be Email, Payments, Websites; French is E-mail, Paiements, Sites web.
    expect(result.current.sortByLabel(names, (n) => n)).toEqual(['Email', 'Payments', 'Websites']);
    expect(result.current.sortByLabel([{ name: 'Websites' }, { name: 'Email' }], (c) => c.name)).toEqual([
      { name: 'Email' },
      { name: 'Websites' },
    ]);
    expect(names).toEqual(['Websites', 'Payments', 'Email']);
  });

  it('asks for Arabic by the code ae and for roadmap categories by their kind', async () => {
    await speak('ae');
    const { calls } = stubFetch(() => ({ body: { data: { kind: 'roadmap', lang: 'ae', labels: { Billing: 'الفوترة' } } } }));
    const { result } = renderLabels('roadmap');
    await waitFor(() => expect(result.current.label('Billing')).toBe('الفوترة'), ARRIVAL);
    expect(calls[0]?.url).toBe('/api/v1/categories/translations?kind=roadmap&lang=ae');
  });

  it('keeps the English names when the labels cannot be loaded', async () => {
    await speak('de');
    const { calls } = stubFetch(() => ({ status: 500, body: { error: { code: 'internal', message: 'Boom' } } }));
    const { result } = renderLabels('app');
    await waitFor(() => expect(calls).toHaveLength(1), ARRIVAL);
    expect(result.current.label('Payments')).toBe('Payments');
  });

  it('knows the same languages as the server', () => {
    expect([...CATEGORY_LANGUAGES].sort()).toEqual([...LANGUAGE_CODES].sort());
  });
});

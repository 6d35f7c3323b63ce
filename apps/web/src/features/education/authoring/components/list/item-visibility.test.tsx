import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthoringScreen } from '@/features/education/authoring/components/authoring-screen';
import { CATEGORIES, FAQS, FIRST, listBody, PLATFORM_FAQ } from '@/features/education/authoring/test-fixtures';
import { DENTAL, REALTY, signInAs } from '@/features/education/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';

/** The console's lists as an agency admin sees them; the platform question starts hidden from Realty. */
function serve() {
  const hidden = new Map<string, string[]>([[PLATFORM_FAQ._id, [REALTY._id]]]);
  return stubFetch((call: FetchCall) => {
    const visibility = call.url.match(/^\/api\/v1\/(faqs|faq-categories)\/([^/]+)\/visibility$/);
    if (visibility) {
      const id = visibility[2]!;
      if (call.method === 'PUT') hidden.set(id, (call.body as { hiddenFrom: string[] }).hiddenFrom);
      return { body: { data: { hiddenFrom: hidden.get(id) ?? [] } } };
    }
    if (call.url === '/api/v1/agency/locations') return { body: { data: [DENTAL, REALTY] } };
    if (call.url.startsWith('/api/v1/faq-categories?')) return { body: listBody(CATEGORIES) };
    if (call.url.startsWith('/api/v1/faqs?')) return { body: listBody(FAQS) };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

const rowOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('li') as HTMLElement;
const visibilityCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.endsWith('/visibility'));

describe('"Visible to" in the console list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers it on every row to an agency admin, platform rows included, without asking per row', async () => {
    signInAs('agency_admin');
    const { calls } = serve();
    renderInShell(<AuthoringScreen />, { path: '/education/manage/faqs' });
    const list = await screen.findByRole('list', { name: 'FAQ questions' });
    expect(within(list).getAllByRole('button', { name: /^Choose which locations see/ })).toHaveLength(FAQS.length);
    expect(within(await rowOf(PLATFORM_FAQ.question)).getByRole('button', { name: /^Choose which locations see/ })).toBeVisible();
    // The badge waits until the row's hides are known: nothing is fetched for a row nobody opened.
    expect(visibilityCalls(calls)).toEqual([]);
    expect(screen.queryByText(/^Hidden from/)).toBeNull();
  });

  it('loads a platform row’s hides when its dialog opens, saves them on its own path and badges the row', async () => {
    signInAs('agency_admin');
    const { calls } = serve();
    renderInShell(<AuthoringScreen />, { path: '/education/manage/faqs' });
    const row = await rowOf(PLATFORM_FAQ.question);
    await userEvent.click(within(row).getByRole('button', { name: `Choose which locations see “${PLATFORM_FAQ.question}”` }));
    const dialog = await screen.findByRole('dialog', { name: `Who sees “${PLATFORM_FAQ.question}”` });
    expect(within(dialog).getByText(/untick the ones that should not see it/)).toBeInTheDocument();
    expect(await within(dialog).findByRole('checkbox', { name: REALTY.name })).not.toBeChecked();
    // Once loaded, the row says so too.
    expect(within(row).getByText('Hidden from 1 location')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: DENTAL.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/v1/faqs/${PLATFORM_FAQ._id}/visibility`,
      body: { hiddenFrom: [DENTAL._id, REALTY._id] },
    });
    expect(within(row).getByText('Hidden from 2 locations')).toBeInTheDocument();
    // Other rows were never asked about.
    expect(visibilityCalls(calls).every((c) => c.url.includes(PLATFORM_FAQ._id))).toBe(true);
    expect(within(await rowOf(FIRST.question)).queryByText(/^Hidden from/)).toBeNull();
  });

  it('words a category’s dialog for everything in it', async () => {
    signInAs('agency_admin');
    serve();
    renderInShell(<AuthoringScreen />, { path: '/education/manage/faq-categories' });
    const name = CATEGORIES[0]!.name;
    await userEvent.click(await screen.findByRole('button', { name: `Choose which locations see “${name}”` }));
    const dialog = await screen.findByRole('dialog', { name: `Who sees “${name}”` });
    expect(within(dialog).getByText(/this category and everything in it/)).toBeInTheDocument();
  });

  it('is not offered to the super admin, whose hides the server refuses', async () => {
    signInAs('super_admin');
    serve();
    renderInShell(<AuthoringScreen />, { path: '/education/manage/faqs' });
    await screen.findByRole('list', { name: 'FAQ questions' });
    expect(screen.queryByRole('button', { name: /^Choose which locations see/ })).toBeNull();
  });
});

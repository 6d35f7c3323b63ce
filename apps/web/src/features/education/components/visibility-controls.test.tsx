import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as FaqPage } from '@/app/routes/education/faq-page';
import { BILLING, CATEGORIES, DENTAL, FAQS, INVOICE, listBody, REALTY, signInAs } from '@/features/education/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';

// The AI chat launcher asks for agents of its own; these tests count the page's own requests.
vi.mock('@/app/routes/help-chat', () => ({ HelpChat: () => null }));

/** The server as an agency admin sees it: the invoice question starts hidden from Realty. */
function serve(opts: { failSave?: boolean; failLoads?: { now: boolean } } = {}) {
  const hidden = new Map<string, string[]>([[INVOICE._id, [REALTY._id]]]);
  return stubFetch((call: FetchCall) => {
    const visibility = call.url.match(/^\/api\/v1\/(?:faqs|faq-categories)\/([^/]+)\/visibility$/);
    if (visibility) {
      const id = visibility[1]!;
      if (call.method === 'GET' && opts.failLoads?.now)
        return { status: 500, body: { error: { code: 'internal', message: 'Try again' } } };
      if (call.method === 'PUT') {
        if (opts.failSave) return { status: 400, body: { error: { code: 'bad_request', message: 'Not one of yours' } } };
        hidden.set(id, (call.body as { hiddenFrom: string[] }).hiddenFrom);
      }
      return { body: { data: { hiddenFrom: hidden.get(id) ?? [] } } };
    }
    if (call.url === '/api/v1/agency/locations') return { body: { data: [DENTAL, REALTY] } };
    if (call.url.startsWith('/api/v1/faq-categories?')) return { body: listBody(CATEGORIES) };
    if (call.url.startsWith('/api/v1/faqs?')) return { body: listBody(FAQS) };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

const openDialogFor = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Choose which locations see “${name}”` }));
  return screen.findByRole('dialog', { name: `Who sees “${name}”` });
};

describe('Visible to (agency admin)', () => {
  beforeEach(() => signInAs('agency_admin'));
  afterEach(() => vi.unstubAllGlobals());

  it('badges hidden items and offers the control on every question and category', async () => {
    serve();
    renderInShell(<FaqPage />, { path: '/faq' });
    expect(await screen.findByText('Hidden from 1 location')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Choose which locations see/ })).toHaveLength(CATEGORIES.length + FAQS.length);
  });

  it('lists the locations checked when they see the item and saves the unchecked ones', async () => {
    const { calls } = serve();
    renderInShell(<FaqPage />, { path: '/faq' });
    const dialog = await openDialogFor(INVOICE.question);
    const dental = await within(dialog).findByRole('checkbox', { name: DENTAL.name });
    const realty = within(dialog).getByRole('checkbox', { name: REALTY.name });
    expect(dental).toBeChecked();
    expect(realty).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'All locations' })).not.toBeChecked();

    await userEvent.click(dental);
    await userEvent.click(realty);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/v1/faqs/${INVOICE._id}/visibility`);
    expect(put?.body).toEqual({ hiddenFrom: [DENTAL._id] });
    // The lists are fetched again: what the locations see has changed.
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/v1/faqs?'))).toHaveLength(2));
    expect(screen.getByText('Hidden from 1 location')).toBeInTheDocument();
  });

  it('hides a whole category through its own endpoint, with All locations', async () => {
    const { calls } = serve();
    renderInShell(<FaqPage />, { path: '/faq' });
    const dialog = await openDialogFor(BILLING.name);
    expect(within(dialog).getByText(/this category and all of its questions/)).toBeInTheDocument();
    const all = await within(dialog).findByRole('checkbox', { name: 'All locations' });
    expect(all).toBeChecked();
    await userEvent.click(all);
    expect(within(dialog).getByText('0 of 2 can see it')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/v1/faq-categories/${BILLING._id}/visibility`,
      body: { hiddenFrom: [DENTAL._id, REALTY._id] },
    });
    expect(await screen.findByText('Hidden from 2 locations')).toBeInTheDocument();
  });

  it('keeps the dialog open with the error when saving fails, and Cancel closes it unchanged', async () => {
    const { calls } = serve({ failSave: true });
    renderInShell(<FaqPage />, { path: '/faq' });
    const dialog = await openDialogFor(INVOICE.question);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: DENTAL.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not saved: Not one of yours');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('says when an item’s hides could not be loaded, and loads them again on Retry', async () => {
    const failLoads = { now: true };
    serve({ failLoads });
    renderInShell(<FaqPage />, { path: '/faq' });
    const dialog = await openDialogFor(INVOICE.question);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your locations could not be loaded.');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    failLoads.now = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('checkbox', { name: REALTY.name })).not.toBeChecked();
  });
});

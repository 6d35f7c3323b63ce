import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES, FAQS, INVOICE, listBody, SIGN_IN, signInAs, WHAT_IS } from '@/features/education/test-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { Component as FaqPage } from './faq-page';

// The AI chat launcher asks for agents of its own; these tests count the page's own requests.
vi.mock('@/app/routes/help-chat', () => ({ HelpChat: () => null }));

function serve({ faqs = FAQS } = {}) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/v1/faq-categories?')) return { body: listBody(CATEGORIES) };
    if (call.url.startsWith('/api/v1/faqs?')) return { body: listBody(faqs) };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

const question = (name: string) => screen.getByRole('button', { name });

describe('FAQ page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a loading skeleton, then the categories with counts and the questions in position order', async () => {
    const { calls } = serve();
    renderInShell(<FaqPage />, { path: '/faq' });
    expect(screen.getByText('Loading questions…').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();

    const nav = await screen.findByRole('navigation', { name: 'FAQ categories' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All3', 'Getting started2', 'Billing1']);
    expect(within(nav).getByRole('button', { name: /All/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Getting started', 'Billing']);
    const toggles = screen.getAllByRole('button', { expanded: false });
    expect(toggles.map((b) => b.textContent)).toEqual([WHAT_IS.question, SIGN_IN.question, INVOICE.question]);
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/v1/faq-categories?limit=200', '/api/v1/faqs?limit=200']);
    // Visitors get no visibility controls (and no 403s from asking).
    expect(screen.queryByRole('button', { name: /Choose which locations/ })).toBeNull();
  });

  it('filters by category', async () => {
    serve();
    renderInShell(<FaqPage />, { path: '/education_faqs' });
    const nav = await screen.findByRole('navigation', { name: 'FAQ categories' });
    await userEvent.click(within(nav).getByRole('button', { name: /Billing/ }));
    expect(within(nav).getByRole('button', { name: /Billing/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Billing']);
    expect(screen.queryByRole('button', { name: WHAT_IS.question })).toBeNull();
  });

  it('expands an answer as a disclosure, by mouse and keyboard, with sanitised rich text', async () => {
    serve({ faqs: [{ ...WHAT_IS, answer: '<p>Hub for <strong>agencies</strong>.</p><script>window.x=1</script>' }, SIGN_IN] });
    renderInShell(<FaqPage />, { path: '/faq' });
    const button = await screen.findByRole('button', { name: WHAT_IS.question });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByText('agencies').tagName).toBe('STRONG');
    expect(panel.querySelector('script')).toBeNull();

    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(question(SIGN_IN.question)).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(question(SIGN_IN.question)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Home}');
    expect(button).toHaveFocus();
  });

  it('searches questions and answers after typing pauses, and clears a search that matches nothing', async () => {
    serve();
    renderInShell(<FaqPage />, { path: '/faq' });
    const search = await screen.findByRole('searchbox', { name: 'Search questions and answers' });
    await userEvent.type(search, 'pdf');
    // The search sits in a <bdi> inside the sentence, so match the whole line.
    expect(
      await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === '1 result for “pdf”'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent)).toEqual([INVOICE.question]);
    const nav = screen.getByRole('navigation', { name: 'FAQ categories' });
    expect(within(nav).getByRole('button', { name: /All/ })).toHaveTextContent('All1');

    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like this');
    expect(await screen.findByRole('heading', { name: 'Nothing matches “nothing like this”' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(await screen.findByRole('button', { name: WHAT_IS.question })).toBeInTheDocument();
  });

  it('opens the question a deep link names and copies a link to a question', async () => {
    const user = userEvent.setup();
    serve();
    renderInShell(<FaqPage />, { path: `/faq#q-${INVOICE._id}` });
    const button = await screen.findByRole('button', { name: INVOICE.question });
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(button).toHaveFocus());
    expect(question(WHAT_IS.question)).toHaveAttribute('aria-expanded', 'false');

    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    await user.click(within(panel).getByRole('button', { name: 'Copy link' }));
    expect(within(panel).getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/faq#q-${INVOICE._id}`);
  });

  it('says so when a deep link names a question this viewer cannot read', async () => {
    serve({ faqs: [WHAT_IS] });
    renderInShell(<FaqPage />, { path: `/faq#q-${INVOICE._id}` });
    expect(await screen.findByText(/The question in your link is not available/)).toBeInTheDocument();
  });

  it('shows an empty state when there are no questions at all', async () => {
    serve({ faqs: [] });
    renderInShell(<FaqPage />, { path: '/faq' });
    expect(await screen.findByRole('heading', { name: 'No questions yet' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('shows an error with Retry, which loads the page again', async () => {
    let fail = true;
    stubFetch((call) => {
      if (fail) return { status: 500, body: { error: { code: 'internal', message: 'Boom' } } };
      return { body: call.url.startsWith('/api/v1/faqs?') ? listBody(FAQS) : listBody(CATEGORIES) };
    });
    renderInShell(<FaqPage />, { path: '/faq' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The FAQ could not be loaded');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: WHAT_IS.question })).toBeInTheDocument();
  });

  it('gives location staff no visibility controls', async () => {
    signInAs('staff');
    const { calls } = serve();
    renderInShell(<FaqPage />, { path: '/faq' });
    await screen.findByRole('button', { name: WHAT_IS.question });
    expect(screen.queryByRole('button', { name: /Choose which locations/ })).toBeNull();
    expect(calls.some((c) => c.url.includes('/visibility'))).toBe(false);
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok-edu');
  });
});

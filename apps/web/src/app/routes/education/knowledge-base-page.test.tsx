import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPROVE, APPS, DOCS, DOCS_CATEGORIES, INSTALL_MANY, INSTALLING } from '@/features/education/knowledge-base/kb-fixtures';
import { listBody } from '@/features/education/test-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { Component as KnowledgeBasePage } from './knowledge-base-page';

// The AI chat launcher asks for agents of its own; these tests count the page's own requests.
vi.mock('@/app/routes/help-chat', () => ({ HelpChat: () => null }));

function serve({ fail = false } = {}) {
  return stubFetch((call) => {
    if (fail) return { status: 500, body: { error: { code: 'internal', message: 'Boom' } } };
    if (call.url.startsWith('/api/v1/docs-categories?')) return { body: listBody(DOCS_CATEGORIES) };
    if (call.url.startsWith('/api/v1/docs?')) return { body: listBody(DOCS) };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('Knowledge base page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // jsdom has no scrollIntoView; one test adds a spy.
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('shows a skeleton, then top categories with their sub-categories and article counts', async () => {
    const { calls } = serve();
    renderInShell(<KnowledgeBasePage />, { path: '/knowledgebase' });
    expect(screen.getByText('Loading the knowledge base…')).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Knowledge base categories' });
    const cards = within(grid).getAllByRole('heading', { level: 2 });
    expect(cards.map((h) => h.textContent)).toEqual(['Apps', 'Your agency']);
    expect(within(grid).getByText('3 articles')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: /Installing\s*2 articles/ })).toHaveAttribute(
      'href',
      `/knowledgebase/category/${INSTALLING._id}`,
    );
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/v1/docs-categories?limit=200', '/api/v1/docs?limit=200']);
  });

  it('searches as typing pauses, keeps the search in the address and marks the matches', async () => {
    serve();
    renderInShell(<KnowledgeBasePage />, { path: '/knowledgebase' });
    const box = await screen.findByRole('searchbox', { name: 'Search the knowledge base' });
    await userEvent.type(box, 'future');
    await waitFor(() => expect(location()).toBe('/knowledgebase?q=future'));
    const results = await screen.findByRole('list', { name: 'Search results' });
    const link = within(results).getByRole('link');
    expect(link).toHaveAttribute('href', `/knowledgebase/${INSTALL_MANY._id}#q-choose-the-locations`);
    expect(link).toHaveTextContent('Apps › Installing');
    expect(within(link).getByText('future').tagName).toBe('MARK');
    expect(screen.getByText(/1 article matches/)).toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, 'zebra');
    expect(await screen.findByRole('heading', { name: 'No articles match “zebra”' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(location()).toBe('/knowledgebase');
    expect(screen.getByRole('list', { name: 'Knowledge base categories' })).toBeInTheDocument();
  });

  it('opens a search from the address', async () => {
    serve();
    renderInShell(<KnowledgeBasePage />, { path: '/knowledgebase?q=encrypted' });
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((l) => l.querySelector('.font-semibold')?.textContent),
    ).toEqual(['Save an API key']);
    expect(screen.getByRole('searchbox')).toHaveValue('encrypted');
  });

  it('shows an article with breadcrumb, table of contents, copy links and the next article', async () => {
    serve();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderInShell(<KnowledgeBasePage />, { path: `/knowledgebase/${INSTALL_MANY._id}` });
    expect(await screen.findByRole('heading', { level: 1, name: INSTALL_MANY.title })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Knowledge base', 'Apps', 'Installing']);
    expect(within(crumbs).getByText(INSTALL_MANY.title)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/^Updated /)).toBeInTheDocument();

    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const entries = within(toc).getAllByRole('link');
    expect(entries.map((a) => a.getAttribute('href'))).toEqual([
      '#q-before-you-start',
      '#q-choose-the-locations',
      '#q-after-installing',
    ]);
    expect(entries[0]).toHaveAttribute('aria-current', 'location');
    expect(screen.getAllByRole('button', { name: 'Copy link' })).toHaveLength(3);
    // Sanitised rich text in the sections.
    expect(screen.getByText('agency admin').tagName).toBe('STRONG');

    await userEvent.click(within(toc).getByRole('button', { name: 'On this page' }));
    await userEvent.click(entries[1]!);
    expect(scrollIntoView).toHaveBeenCalled();
    expect(entries[1]).toHaveAttribute('aria-current', 'location');
    expect(entries[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 2, name: 'Choose the locations' })).toHaveFocus();
    expect(document.getElementById('q-choose-the-locations')).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Choose the locations' }),
    );

    const more = screen.getByRole('navigation', { name: 'More in this category' });
    await userEvent.click(within(more).getByRole('link', { name: /Next/ }));
    expect(await screen.findByRole('heading', { level: 1, name: APPROVE.title })).toBeInTheDocument();
    expect(location()).toBe(`/knowledgebase/${APPROVE._id}`);
  });

  it('lists a top category’s articles under its sub-categories', async () => {
    serve();
    renderInShell(<KnowledgeBasePage />, { path: `/knowledgebase/category/${APPS._id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Apps' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Installing2 articles',
      'Credentials1 article',
    ]);
    expect(within(screen.getByRole('list', { name: 'Installing' })).getAllByRole('link')).toHaveLength(2);
  });

  it('says clearly when an article is not available, with a way back', async () => {
    serve();
    renderInShell(<KnowledgeBasePage />, { path: '/knowledgebase/0190a0a0-0000-7000-8000-000000000999' });
    expect(await screen.findByRole('heading', { name: 'This article is not available' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the knowledge base' }));
    expect(location()).toBe('/knowledgebase');
  });

  it('offers a retry when loading fails', async () => {
    const { calls } = serve({ fail: true });
    renderInShell(<KnowledgeBasePage />, { path: '/knowledgebase' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The knowledge base could not be loaded');
    const before = calls.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });
});

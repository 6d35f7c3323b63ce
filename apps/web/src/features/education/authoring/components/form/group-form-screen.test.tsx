import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthoringScreen } from '@/features/education/authoring/components/authoring-screen';
import {
  CATEGORIES,
  CATEGORY,
  FAQS,
  FIRST,
  listBody,
  OWN_CATEGORY,
  PLATFORM_FAQ,
} from '@/features/education/authoring/test-fixtures';
import { signInAs } from '@/features/education/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';

type Reply = { status?: number; body?: unknown };

/** The agency admin's server; `onWrite` answers the POST or PUT. */
function serve(
  onWrite: (call: FetchCall) => Reply = (call) => ({ status: 201, body: { data: { ...FIRST, ...(call.body as object) } } }),
) {
  return stubFetch((call) => {
    if (call.method !== 'GET') return onWrite(call);
    if (call.url.startsWith('/api/v1/faq-categories?')) return { body: listBody(CATEGORIES) };
    if (call.url.startsWith('/api/v1/faqs?')) return { body: listBody(FAQS) };
    if (call.url === `/api/v1/faqs/${FIRST._id}`) return { body: { data: FIRST } };
    if (call.url === `/api/v1/faqs/${PLATFORM_FAQ._id}`) return { body: { data: PLATFORM_FAQ } };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

const NEW_PATH = `/education/manage/faqs/new?parent=${OWN_CATEGORY._id}`;

describe('group form (FAQ questions)', () => {
  beforeEach(() => signInAs('agency_admin'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the contract’s messages beside the fields and sends nothing', async () => {
    const { calls } = serve();
    renderInShell(<AuthoringScreen />, { path: NEW_PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));

    const question = screen.getByLabelText('Question *');
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(question).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Answer *')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Category *')).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('creates a draft at the end of its category and goes back to the list', async () => {
    const { calls } = serve();
    const { router } = renderInShell(<AuthoringScreen />, { path: NEW_PATH });
    await userEvent.type(await screen.findByLabelText('Question *'), 'Can I bring my dog?');
    await userEvent.type(screen.getByLabelText('Answer *'), '<p>Yes, <b>always</b>.</p>');
    // The preview shows the sanitised markup as readers will see it.
    expect(await screen.findByText('always', { selector: 'b' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/education/manage/faqs'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/v1/faqs');
    // The own category holds positions 0 to 2 already.
    expect(post?.body).toEqual({
      categoryId: OWN_CATEGORY._id,
      question: 'Can I bring my dog?',
      answer: '<p>Yes, <b>always</b>.</p>',
      status: 'draft',
      position: 3,
    });
    expect(router.state.location.search).toBe(`?parent=${OWN_CATEGORY._id}`);
  });

  it('offers only categories with the owner the new item gets', async () => {
    serve();
    renderInShell(<AuthoringScreen />, { path: NEW_PATH });
    const category = await screen.findByLabelText('Category *');
    await waitFor(() => expect(screen.getByRole('option', { name: OWN_CATEGORY.name })).toBeInTheDocument());
    expect(category).toHaveValue(OWN_CATEGORY._id);
    expect(screen.queryByRole('option', { name: CATEGORY.name })).not.toBeInTheDocument();
  });

  it('shows the server’s field errors and keeps what was typed', async () => {
    // A category the writer does not own is a 404 that names the field.
    serve(() => ({
      status: 404,
      body: {
        error: {
          code: 'not_found',
          message: 'FAQ category not found',
          details: [{ path: ['categoryId'], message: 'Choose one of your categories' }],
        },
      },
    }));
    renderInShell(<AuthoringScreen />, { path: NEW_PATH });
    await userEvent.type(await screen.findByLabelText('Question *'), 'Kept?');
    await userEvent.type(screen.getByLabelText('Answer *'), 'Yes');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Choose one of your categories')).toBeInTheDocument();
    expect(screen.getByLabelText('Category *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Question *')).toHaveValue('Kept?');
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('edits an own item with a PUT of its fields', async () => {
    const { calls } = serve((call) => ({ body: { data: { ...FIRST, ...(call.body as object) } } }));
    renderInShell(<AuthoringScreen />, { path: `/education/manage/faqs/${FIRST._id}` });
    const question = await screen.findByLabelText('Question *');
    expect(question).toHaveValue(FIRST.question);
    await userEvent.clear(question);
    await userEvent.type(question, 'Renamed');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/v1/faqs/${FIRST._id}`);
    expect(put?.body).toMatchObject({ question: 'Renamed', categoryId: OWN_CATEGORY._id });
    expect(put?.body).not.toHaveProperty('position');
  });

  it('shows a platform item to an agency admin read-only, with nothing to save', async () => {
    serve();
    renderInShell(<AuthoringScreen />, { path: `/education/manage/faqs/${PLATFORM_FAQ._id}` });
    expect(await screen.findByLabelText('Question *')).toBeDisabled();
    expect(screen.getByText(/belongs to the platform/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});

describe('banner settings for an app creator (decision 013)', () => {
  beforeEach(() => signInAs('app_creator'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the platform’s settings read-only: partners’ banners follow them', async () => {
    const { calls } = stubFetch((call) =>
      call.url === '/api/v1/bannersconfig'
        ? { body: { data: { rotationSeconds: 8, showOnEducationHome: true, owner: 'platform' } } }
        : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } },
    );
    renderInShell(<AuthoringScreen />, { path: '/education/manage/bannersconfig' });
    expect(await screen.findByText(/belongs to the platform/)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton')).toBeDisabled();
    expect(screen.queryByText(/no settings of your own/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

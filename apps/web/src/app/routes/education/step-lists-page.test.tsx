import type { TProgress } from '@atrium/contracts/content-progress';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADS,
  CELEBRATE,
  INVITE,
  LAUNCH_STEPS,
  PICK_DATE,
  PLAN,
  STEP_CATEGORIES,
  STEP_LISTS,
  STEPS,
} from '@/features/education/step-fixtures';
import { listBody, signInAs } from '@/features/education/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { Component as StepListsPage } from './step-lists-page';

const completed = (itemId: string): TProgress => ({
  itemId,
  status: 'completed',
  percent: 100,
  completedAt: '2026-02-02T10:00:00.000Z',
  updatedAt: '2026-02-02T10:00:00.000Z',
});

/** A small in-memory server: the checklist catalogue, and my progress, which PUT and reset change. */
function responder({ progress = [] as TProgress[], failComplete = false, base = 'checklist' } = {}) {
  let rows = [...progress];
  const paths =
    base === 'checklist'
      ? { categories: 'checklist-categories', lists: 'checklists', steps: 'checklist-items' }
      : { categories: 'onboarding-categories', lists: 'onboarding-lists', steps: 'onboarding-steps' };
  return (call: FetchCall) => {
    const url = call.url.replace('/api/v1/', '');
    if (url.startsWith(`${paths.categories}?`)) return { body: listBody(STEP_CATEGORIES) };
    if (url.startsWith(`${paths.lists}?`)) return { body: listBody(STEP_LISTS) };
    if (url.startsWith(`${paths.steps}?`)) return { body: listBody(STEPS) };
    if (url === `${paths.steps}/progress`) return { body: { data: rows } };
    const complete = url.match(new RegExp(`^${paths.steps}/([^/]+)/complete$`));
    if (complete && call.method === 'PUT') {
      if (failComplete) return { status: 500, body: { error: { code: 'internal', message: 'Boom' } } };
      const id = complete[1]!;
      rows = rows.filter((r) => r.itemId !== id);
      if ((call.body as { completed: boolean }).completed) rows.push(completed(id));
      return { body: { data: rows.find((r) => r.itemId === id) ?? completed(id) } };
    }
    if (url === `${paths.lists}/${PLAN._id}/reset` && call.method === 'POST') {
      const cleared = rows.length;
      rows = [];
      return { body: { data: { cleared } } };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  };
}
const serve = (options?: Parameters<typeof responder>[0]) => stubFetch(responder(options));

const bar = (name: string) => screen.getByRole('progressbar', { name });

describe('Checklist and onboarding screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows a skeleton, then the categories and the lists in position order with my progress', async () => {
    signInAs('staff');
    serve({ progress: [completed(PICK_DATE._id)] });
    renderInShell(<StepListsPage />, { path: '/checklist' });
    expect(screen.getByText('Loading checklists…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Checklists' })).toBeInTheDocument();

    const nav = await screen.findByRole('navigation', { name: 'Checklist categories' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All2', 'Launch1', 'Marketing1']);
    const cards = screen.getByRole('list', { name: 'Checklists' });
    expect(
      within(cards)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([PLAN.title, ADS.title]);
    await waitFor(() => expect(bar(PLAN.title)).toHaveAttribute('aria-valuenow', '33'));
    expect(within(cards).getByText('1 of 3 done')).toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('button', { name: /Marketing/ }));
    expect(
      within(cards)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([ADS.title]);
  });

  it('opens a list, ticks steps optimistically, resets after confirming, and shows All done', async () => {
    signInAs('staff');
    const { calls } = serve({ progress: [completed(PICK_DATE._id), completed(INVITE._id)] });
    const { router } = renderInShell(<StepListsPage />, { path: '/checkLists' });
    await userEvent.click(await screen.findByRole('link', { name: PLAN.title }));
    expect(router.state.location.search).toBe(`?list=${PLAN._id}`);
    expect(screen.getByRole('heading', { level: 2, name: PLAN.title })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('checkbox');
    expect(steps.map((c) => (c as HTMLInputElement).labels?.[0]?.textContent)).toEqual(
      LAUNCH_STEPS.map((s, i) => `${i + 1}.${s.title}`),
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Invite your team/ })).toBeChecked());

    await userEvent.click(screen.getByRole('checkbox', { name: /Celebrate/ }));
    expect(screen.getByRole('checkbox', { name: /Celebrate/ })).toBeChecked();
    expect(await screen.findByText('All done!')).toBeInTheDocument();
    expect(bar(PLAN.title)).toHaveAttribute('aria-valuenow', '100');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/v1/checklist-items/${CELEBRATE._id}/complete`);
    expect(put?.body).toEqual({ completed: true });

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your progress?' });
    expect(dialog).toHaveTextContent(`“${PLAN.title}”`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset progress' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bar(PLAN.title)).toHaveAttribute('aria-valuenow', '0'));
    expect(screen.getByRole('checkbox', { name: /Pick a date/ })).not.toBeChecked();
  });

  it('ticks at once while the server works, and puts the tick back when it refuses', async () => {
    signInAs('staff');
    let refuse = () => {};
    const ok = responder({ failComplete: true });
    stubFetch((call) =>
      call.method === 'PUT' ? new Promise<ReturnType<typeof ok>>((resolve) => (refuse = () => resolve(ok(call)))) : ok(call),
    );
    renderInShell(<StepListsPage />, { path: `/checklist?list=${PLAN._id}` });
    const box = await screen.findByRole('checkbox', { name: /Invite your team/ });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(bar(PLAN.title)).toHaveAttribute('aria-valuenow', '33');
    refuse();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your change was not saved');
    expect(box).not.toBeChecked();
    expect(bar(PLAN.title)).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows details sanitised, plays the video in a dialog and opens links in a new tab', async () => {
    serve();
    renderInShell(<StepListsPage />, { path: `/checklist?list=${PLAN._id}` });
    await screen.findByRole('checkbox', { name: /Pick a date/ });
    expect(screen.getByText('weekday').tagName).toBe('B');
    expect(document.querySelector('script')).toBeNull();
    const link = screen.getByRole('link', { name: /Open link/ });
    expect(link).toHaveAttribute('href', PICK_DATE.linkUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    await userEvent.click(screen.getByRole('button', { name: 'Watch' }));
    const player = screen.getByRole('dialog', { name: PICK_DATE.title });
    expect(player.querySelector('iframe')?.src).toContain(`youtube.com/embed/${PICK_DATE.videoId}`);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets visitors read the steps and asks them to sign in to tick one', async () => {
    const { calls } = serve();
    renderInShell(<StepListsPage />, { path: `/checklist?list=${PLAN._id}` });
    const box = await screen.findByRole('checkbox', { name: /Invite your team/ });
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    const dialog = screen.getByRole('dialog', { name: 'Sign in to track your progress' });
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(`/checklist?list=${PLAN._id}`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    expect(calls.some((c) => c.url.includes('/progress') || c.method !== 'GET')).toBe(false);
  });

  it('reads the onboarding endpoints on /onboardings and shows its empty state', async () => {
    const { calls } = stubFetch(() => ({ body: listBody([]) }));
    renderInShell(<StepListsPage />, { path: '/onboardings' });
    expect(await screen.findByRole('heading', { name: 'No onboarding yet' })).toBeInTheDocument();
    expect(calls.map((c) => c.url).sort()).toEqual([
      '/api/v1/onboarding-categories?limit=200',
      '/api/v1/onboarding-lists?limit=200',
      '/api/v1/onboarding-steps?limit=200',
    ]);
  });

  it('shows an error with Retry, which loads the lists again', async () => {
    let fail = true;
    const ok = responder({ base: 'onboarding' });
    stubFetch((call) => (fail ? { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } : ok(call)));
    renderInShell(<StepListsPage />, { path: '/onboardings' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Onboarding could not be loaded');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: PLAN.title })).toBeInTheDocument();
  });
});

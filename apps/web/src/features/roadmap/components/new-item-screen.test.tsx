import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_SYNC, DARK_MODE, listBody, roadmapItem, SCHEDULER, signInAs } from '@/features/roadmap/roadmap-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { RoadmapScreens } from './roadmap-screens';

function serve(items = [DARK_MODE, { ...BOOKING_SYNC, viewerCanManage: true }]) {
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname === '/api/v1/roadmap' && call.method === 'POST')
      return { status: 201, body: { data: roadmapItem(77, { title: (call.body as { title: string }).title }) } };
    if (url.pathname === '/api/v1/roadmap') return { body: listBody(items) };
    if (url.pathname === '/api/v1/roadmap/categories') return { body: { data: [] } };
    if (url.pathname === '/api/v1/app/filter') return { body: listBody([{ _id: SCHEDULER._id, name: SCHEDULER.name }]) };
    if (url.pathname === `/api/v1/roadmap/${roadmapItem(77)._id}`) return { body: { data: roadmapItem(77) } };
    return { body: { data: [] } };
  });
}

describe('New roadmap item', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets the super admin put planned work on the platform or an app, checked by the contract', async () => {
    signInAs('super_admin');
    const { calls } = serve();
    const { router } = renderInShell(<RoadmapScreens subPath="new" />, { path: '/roadmap/new' });
    const roadmap = await screen.findByLabelText('Roadmap');
    await waitFor(() =>
      expect(
        within(roadmap)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Platform', 'Scheduler Pro']),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create item' }));
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('This field is required.');

    await userEvent.selectOptions(roadmap, 'Scheduler Pro');
    await userEvent.type(screen.getByLabelText('Title'), 'Recurring bookings');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'In progress');
    await userEvent.type(screen.getByLabelText('Target date'), '2027-01-15');
    await userEvent.click(screen.getByRole('button', { name: 'Create item' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/roadmap/${roadmapItem(77)._id}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Recurring bookings',
      description: null,
      status: 'in_progress',
      category: '',
      targetDate: '2027-01-15',
      appId: SCHEDULER._id,
    });
  });

  it('offers a partner team only the apps whose items it manages', async () => {
    signInAs('app_creator');
    serve();
    renderInShell(<RoadmapScreens subPath="new" />, { path: '/roadmap/new' });
    const roadmap = await screen.findByLabelText('Roadmap');
    await waitFor(() =>
      expect(
        within(roadmap)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Scheduler Pro']),
    );
  });

  it('tells people who manage nothing that they cannot add items', async () => {
    signInAs('staff');
    serve([DARK_MODE]);
    renderInShell(<RoadmapScreens subPath="new" />, { path: '/roadmap/new' });
    expect(await screen.findByRole('heading', { name: 'You cannot add items' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_SYNC, DARK_MODE, listBody } from '@/features/roadmap/roadmap-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { CalendarScreen } from './calendar-screen';

const routes = [
  { path: '/roadmap-calendar', element: <CalendarScreen /> },
  { path: '/roadmap-calendar/:type/:app_id', element: <CalendarScreen /> },
];

function serve() {
  return stubFetch((call) => {
    const url = new URL(call.url, 'http://x');
    if (url.pathname === '/api/v1/roadmap/calendar') {
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      return {
        body: { data: [BOOKING_SYNC, DARK_MODE].filter((i) => i.targetDate && i.targetDate >= from && i.targetDate <= to) },
      };
    }
    if (url.pathname === '/api/v1/roadmap') return { body: listBody([DARK_MODE, BOOKING_SYNC]) };
    return { status: 404, body: { error: { code: 'not_found', message: 'No' } } };
  });
}

describe('Road map calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-10T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('places items on their day in the month grid and steps to the next month in the address', async () => {
    const { calls } = serve();
    renderInShell(<div />, { path: '/roadmap-calendar', routes });
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Items by target date' });
    const cell = within(grid).getByText('Nov 20, 2026').closest('td') as HTMLElement;
    expect(within(cell).getByRole('link', { name: /Two-way booking sync/ })).toHaveAttribute(
      'href',
      `/roadmap/${BOOKING_SYNC._id}`,
    );
    expect(calls[0]?.url).toBe('/api/v1/roadmap/calendar?from=2026-11-01&to=2026-11-30');

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/roadmap-calendar/month/all?month=2026-12');
    expect(await screen.findByRole('link', { name: /Dark mode/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/roadmap-calendar\/month\/all$/);
  });

  it('shows a quarter as three months and keeps the roadmap in the path', async () => {
    const { calls } = serve();
    renderInShell(<div />, { path: '/roadmap-calendar/quarter/platform', routes });
    expect(await screen.findByRole('region', { name: /October 2026/ })).toHaveTextContent('Nothing scheduled.');
    expect(
      within(screen.getByRole('region', { name: /November 2026/ })).getByRole('link', { name: /Two-way booking sync/ }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /December 2026/ })).getByRole('link', { name: /Dark mode/ }),
    ).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/v1/roadmap/calendar?from=2026-10-01&to=2026-12-31&appId=platform');
    expect(screen.getByRole('button', { name: 'Quarter' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/roadmap-calendar\/month\/platform$/);
    await userEvent.selectOptions(screen.getByLabelText('Roadmap'), 'All roadmaps');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/roadmap-calendar\/month\/all$/);
  });

  it('says when nothing is scheduled', async () => {
    serve();
    renderInShell(<div />, { path: '/roadmap-calendar/month/all?month=2027-03', routes });
    expect(await screen.findByRole('heading', { name: 'Nothing scheduled in March 2027' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });
});

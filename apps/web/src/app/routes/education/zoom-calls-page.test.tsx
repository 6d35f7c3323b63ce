import type { TZoomCall } from '@atrium/contracts/zoom-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listBody } from '@/features/education/test-fixtures';
import { zoomCall } from '@/features/education/zoom-calls/call-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { Component as ZoomCallsPage } from './zoom-calls-page';

const NOW = Date.parse('2026-11-23T15:00:00.000Z');
const hours = (h: number) => new Date(NOW + h * 3_600_000).toISOString();

const LIVE = zoomCall({ _id: 'live', title: 'Live office hours', startsAt: hours(-0.5), durationMinutes: 60 });
const SOON = zoomCall({ _id: 'soon', title: 'Snapshots masterclass', startsAt: hours(2), hostName: 'Marcus Lee' });
const RECORDED = zoomCall({
  _id: 'rec',
  title: 'Pricing your SaaS plans',
  startsAt: hours(-24 * 6),
  recordingUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
});
const UNRECORDED = zoomCall({ _id: 'meetup', title: 'Community meetup', startsAt: hours(-24 * 27) });

function serve({ upcoming = [SOON, LIVE], past = [UNRECORDED, RECORDED] }: { upcoming?: TZoomCall[]; past?: TZoomCall[] } = {}) {
  return stubFetch((call) => ({ body: listBody(call.url.includes('when=past') ? past : upcoming) }));
}

const titles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('Zoom calls page', () => {
  beforeEach(() => {
    // Only Date: the page's timers and the debounce of user-event keep real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists upcoming calls soonest first, with Live now, a Join link in a new tab and relative times', async () => {
    const { calls } = serve();
    renderInShell(<ZoomCallsPage />, { path: '/zoom_call' });
    expect(screen.getByText('Loading calls…')).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(calls[0]?.url).toBe('/api/v1/zoom-calls?when=upcoming&limit=200');
    expect(titles()).toEqual(['Live office hours', 'Snapshots masterclass']);

    const [live, soon] = screen.getAllByRole('article');
    expect(within(live!).getByText('Live now')).toBeInTheDocument();
    expect(within(soon!).queryByText('Live now')).toBeNull();
    expect(within(soon!).getByText(/Starts in 2 hours/)).toBeInTheDocument();
    expect(within(soon!).getByText(/60 minutes/)).toBeInTheDocument();
    expect(within(soon!).getByText('Marcus Lee')).toBeInTheDocument();
    const join = within(soon!).getByRole('link', { name: /Join call/ });
    expect(join).toHaveAttribute('href', SOON.joinUrl);
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // The time names its zone.
    expect(within(soon!).getByText(/\d:\d\d.*(GMT|UTC|[A-Z]{3})/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Upcoming');
  });

  it('switches to Past (by click or arrow key) through the address: recordings, or none', async () => {
    serve();
    renderInShell(<ZoomCallsPage />, { path: '/zoom_call' });
    await screen.findAllByRole('article');
    screen.getByRole('tab', { name: 'Upcoming' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const past = screen.getByRole('tab', { name: 'Past' });
    expect(past).toHaveAttribute('aria-selected', 'true');
    expect(past).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/zoom_call?when=past');
    await waitFor(() => expect(titles()).toEqual(['Pricing your SaaS plans', 'Community meetup']));

    const [recorded, unrecorded] = screen.getAllByRole('article');
    expect(within(recorded!).getByRole('link', { name: /Watch the recording/ })).toHaveAttribute('href', RECORDED.recordingUrl);
    expect(within(recorded!).queryByRole('link', { name: /Join/ })).toBeNull();
    expect(within(recorded!).getByText(/Held 6 days ago/)).toBeInTheDocument();
    expect(within(unrecorded!).getByText('No recording')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/zoom_call$/);
  });

  it('downloads a calendar file built from the call', async () => {
    serve({ upcoming: [SOON] });
    // jsdom has no object URLs: lend them for this test.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:call');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderInShell(<ZoomCallsPage />, { path: '/zoom_call' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(click).toHaveBeenCalled();
    // Unfolded: long lines continue on the next after a space.
    const text = (await createObjectURL.mock.calls[0]![0].text()).replace(/\r\n /g, '');
    expect(text).toContain('SUMMARY:Snapshots masterclass');
    expect(text).toContain('Host: Marcus Lee');
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('says when there is nothing planned', async () => {
    serve({ upcoming: [] });
    renderInShell(<ZoomCallsPage />, { path: '/zoom_call' });
    expect(await screen.findByRole('heading', { name: 'No calls planned' })).toBeInTheDocument();
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { notification, page } from '@/features/notifications/test-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { NotificationBell } from './notification-bell';

const unread = notification();
const read = notification({
  _id: '0190f5a0-0000-7000-8000-00000000n002',
  subject: 'CSV export',
  detail: null,
  readAt: '2026-01-01T00:00:00.000Z',
});

/** A small server: reading marks rows read, so the refetch after a change agrees with it. */
function setup({ count = 1, list = [unread, read] } = {}) {
  let rows = list.map((n) => ({ ...n }));
  let unreadCount = count;
  const fetch = stubFetch(({ url, method }) => {
    if (url.endsWith('/notifications/unread-count')) return { body: { data: { count: unreadCount } } };
    if (url.includes('/notifications?')) return { body: page(rows) };
    if (method === 'PUT') {
      const readAt = '2026-02-01T00:00:00.000Z';
      rows = rows.map((n) => (url.endsWith('/read-all') || url.includes(n._id) ? { ...n, readAt: n.readAt ?? readAt } : n));
      unreadCount = rows.filter((n) => !n.readAt).length;
      return { body: { data: { ok: true } } };
    }
    return { status: 404 };
  });
  const view = renderInShell(<NotificationBell />, { path: '/podcast' });
  return { ...fetch, ...view };
}

// The panel is a lazy chunk: on a busy machine its first render takes longer than the 1 s / 5 s defaults.
configure({ asyncUtilTimeout: 5_000 });

describe('NotificationBell', { timeout: 15_000 }, () => {
  beforeEach(() => localStorage.setItem('token', 'tok-1'));

  it('shows how many notifications are unread on the bell', async () => {
    setup({ count: 3 });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');
  });

  it('shows no badge when everything is read', async () => {
    setup({ count: 0, list: [] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });

  it('lists the notifications, worded, with an unread mark; Escape closes and gives focus back', async () => {
    const user = userEvent.setup();
    setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByRole('link', { name: /Dark mode/ })).toHaveTextContent(
      '“Dark mode” has shipped — in November release',
    );
    expect(within(panel).getByRole('link', { name: /CSV export/ })).toHaveTextContent('“CSV export” has shipped');
    expect(within(panel).getAllByText('Unread')).toHaveLength(1);
    expect(within(panel).getAllByText('5 minutes ago')).toHaveLength(2);
    await user.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('link', { name: /Dark mode/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('marks a notification read and opens its link when clicked', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('button', { name: /Notifications/ }));
    await user.click(await screen.findByRole('link', { name: /Dark mode/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(unread.link);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url.endsWith(`/notifications/${unread._id}/read`))).toBe(true),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument());
  });

  it('marks every notification read', async () => {
    const user = userEvent.setup();
    const { calls } = setup({ count: 2 });
    await user.click(await screen.findByRole('button', { name: /Notifications/ }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(calls.some((c) => c.method === 'PUT' && c.url.endsWith('/notifications/read-all'))).toBe(true);
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
  });

  it('says so when there is nothing yet', async () => {
    const user = userEvent.setup();
    setup({ count: 0, list: [] });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('opens the notification settings from the panel', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: /Notifications/ }));
    await user.click(await screen.findByRole('link', { name: 'Notification settings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/notifications/settings');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('words each kind with its own sentence and links to its subject', async () => {
    const user = userEvent.setup();
    setup({
      list: [
        notification({ _id: 'a', kind: 'ticket_reply', subject: 'Login fails', detail: 'Dana Lee', link: '/support_tickets/t1' }),
        notification({
          _id: 'b',
          kind: 'review_reply',
          subject: 'Invoice Hero',
          detail: null,
          link: '/app/x1',
          readAt: '2026-01-01T00:00:00.000Z',
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: /Notifications/ }));
    const reply = await screen.findByRole('link', { name: /Login fails/ });
    expect(reply).toHaveTextContent('Dana Lee replied to your ticket “Login fails”');
    expect(reply).toHaveAttribute('href', '/support_tickets/t1');
    expect(screen.getByRole('link', { name: /Invoice Hero/ })).toHaveTextContent(
      'The developer of Invoice Hero replied to your review',
    );
  });
});

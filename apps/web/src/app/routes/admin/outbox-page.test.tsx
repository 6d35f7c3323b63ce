import type { TOutboxMailSummary } from '@atrium/contracts/email-outbox';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/lib/session-store';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { SESSION, USER } from '@/test/fixtures';
import { Component as OutboxPage } from './outbox-page';

const MAILS: TOutboxMailSummary[] = [
  {
    _id: '0190f5a0-0000-7000-8000-00000000e001',
    kind: 'password_reset',
    toAddress: 'ada@northwind.test',
    subject: 'Reset your Atrium password',
    createdAt: '2026-11-26T10:00:00.000Z',
    sentAt: null,
    error: null,
  },
  {
    _id: '0190f5a0-0000-7000-8000-00000000e002',
    kind: 'ticket_reply',
    toAddress: 'bo@northwind.test',
    subject: 'New reply',
    createdAt: '2026-11-26T09:00:00.000Z',
    sentAt: null,
    error: 'ECONNECTION',
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const asSuperAdmin = () => setSession({ ...SESSION, user: { ...USER, role: 'super_admin' }, agency: null });
const renderOutbox = () =>
  renderInShell(<p>Elsewhere</p>, { path: '/admin/outbox', routes: [{ path: '/admin/outbox', element: <OutboxPage /> }] });

describe('Outbox', { timeout: 60_000 }, () => {
  it('lists the mails with their delivery and opens one with its text and working link', async () => {
    asSuperAdmin();
    const link = 'http://127.0.0.1/reset-password?token=abc';
    const { calls } = stubFetch((call) =>
      call.url.startsWith('/api/v1/admin/outbox?')
        ? { body: { data: MAILS, meta: { total: 2, nextCursor: null } } }
        : { body: { data: { ...MAILS[0], text: `Hello Ada,\n\n${link}\n`, html: '<p>x</p>' } } },
    );
    renderOutbox();
    expect(await screen.findByText('Reset your Atrium password')).toBeInTheDocument();
    expect(document.title).toContain('Outbox');
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    expect(screen.getByText('Failed: ECONNECTION')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 emails')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Reset your Atrium password/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your Atrium password' });
    expect(await within(dialog).findByRole('link', { name: link })).toHaveAttribute('href', link);
    expect(within(dialog).getByTestId('outbox-mail-text')).toHaveTextContent('Hello Ada,');
    expect(calls.at(-1)?.url).toBe(`/api/v1/admin/outbox/${MAILS[0]!._id}`);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when there is no mail yet', async () => {
    asSuperAdmin();
    stubFetch(() => ({ body: { data: [], meta: { total: 0, nextCursor: null } } }));
    renderOutbox();
    expect(await screen.findByText('No emails yet')).toBeInTheDocument();
  });

  it('is for the super admin only', () => {
    setSession(SESSION);
    stubFetch(() => ({ body: {} }));
    renderOutbox();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

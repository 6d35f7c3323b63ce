import type { THostKind } from '@atrium/contracts/hosts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogout } from '@/features/auth/api/logout';
import { setSession } from '@/lib/session-store';
import { emitUpgradeRequired } from '@/lib/upgrade-events';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { SESSION, USER } from '@/test/fixtures';
import { Header } from './header';

afterEach(() => vi.unstubAllGlobals());

function AppHeader({ hostKind = 'apps' }: { hostKind?: THostKind }) {
  const logout = useLogout();
  return <Header hostKind={hostKind} onLogout={() => void logout()} />;
}

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
// The open menu's code loads on first use, so a menu appears a moment after the click.
const openMenu = async (name: string) => {
  await userEvent.click(within(nav()).getByRole('button', { name }));
  return screen.findByRole('menu');
};

describe('Header menus by host', () => {
  it('apps host: store links, App Marketplaces and Help only', async () => {
    renderInShell(<AppHeader hostKind="apps" />);
    for (const name of ['Widgets', 'CRM Plus', 'Conversation Providers', 'Payment Providers']) {
      expect(within(nav()).getByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/nestedstore\/[0-9a-f-]{36}$/),
      );
    }
    expect(within(nav()).queryByRole('link', { name: 'Integrations' })).toBeNull();
    expect(within(nav()).queryByRole('button', { name: 'Education' })).toBeNull();
    const marketplaces = await openMenu('App Marketplaces');
    expect(within(marketplaces).getByRole('menuitem', { name: 'Apps' })).toHaveAttribute('href', '/');
    expect(within(marketplaces).getByRole('menuitem', { name: 'Partners' })).toHaveAttribute('href', '/partner');
  });

  it('education host: adds Education and Integrations, with the full Help menu', async () => {
    renderInShell(<AppHeader hostKind="education" />);
    expect(within(nav()).getByRole('link', { name: 'Integrations' })).toBeInTheDocument();
    const education = await openMenu('Education');
    expect(
      within(education)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Podcasts', 'Videos', 'Faqs', 'Checklist', 'OnBoarding', 'Players']);
    const help = await openMenu('Help');
    expect(within(help).getAllByRole('menuitem')).toHaveLength(8);
    expect(within(help).getByRole('menuitem', { name: 'Support' })).toHaveAttribute('href', '/support_tickets');
  });

  it('agency host: hides Zoom Call, Staff, Testimonials, Checklist, OnBoarding and Plans', async () => {
    renderInShell(<AppHeader hostKind="agency" />);
    const education = await openMenu('Education');
    expect(
      within(education)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Podcasts', 'Videos', 'Faqs', 'Players']);
    const help = await openMenu('Help');
    expect(
      within(help)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Road Map', 'Change Logs', 'Media Library', 'Support']);
  });
});

describe('Header dropdowns', () => {
  it('open on click and close on an outside click', async () => {
    renderInShell(<AppHeader />);
    const trigger = within(nav()).getByRole('button', { name: 'Help' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Road Map' })).toHaveFocus());
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('move with the arrow keys and close on Escape, returning focus', async () => {
    renderInShell(<AppHeader />);
    const trigger = within(nav()).getByRole('button', { name: 'App Marketplaces' });
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Apps' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Partners' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('navigate and close when an entry is chosen', async () => {
    renderInShell(<AppHeader />);
    await openMenu('Help');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Change Logs' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/change_logs');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('Account menu', () => {
  it('offers Login and Register when signed out', () => {
    renderInShell(<AppHeader />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('folds Login, Register and the settings into an Account menu for phones', async () => {
    renderInShell(<AppHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('menuitem', { name: 'Register' })).toHaveAttribute('href', '/register');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Layout settings' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Layout settings' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("shows the user's first name, or 'Account' without one", async () => {
    setSession(SESSION);
    const { unmount } = renderInShell(<AppHeader />);
    expect(screen.getByRole('button', { name: 'Account menu for Ada' })).toHaveTextContent('Ada');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    unmount();
    setSession({ ...SESSION, user: { ...USER, firstName: '' } });
    renderInShell(<AppHeader />);
    expect(screen.getByRole('button', { name: 'Account menu for Account' })).toBeInTheDocument();
  });

  it('shows the admin entry to super admins only', async () => {
    setSession({ ...SESSION, user: { ...USER, role: 'super_admin' } });
    renderInShell(<AppHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin: Podcasts' })).toHaveAttribute('href', '/admin/podcasts');
  });

  it("links the agency team to the CRM connection and a location's people to its CRM contacts and store", async () => {
    setSession(SESSION);
    const { unmount } = renderInShell(<AppHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    expect(await screen.findByRole('menuitem', { name: 'CRM connection' })).toHaveAttribute('href', '/integrations');
    expect(screen.getByRole('menuitem', { name: 'Snapshots' })).toHaveAttribute('href', '/snapshots');
    expect(screen.queryByRole('menuitem', { name: 'CRM contacts' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: "Your agency's store" })).toBeNull();
    unmount();
    setSession({ ...SESSION, user: { ...USER, role: 'staff', locationId: '0190f5a0-0000-7000-8000-0000000000c1' } });
    renderInShell(<AppHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    expect(await screen.findByRole('menuitem', { name: 'CRM contacts' })).toHaveAttribute('href', '/crm/contacts');
    expect(screen.getByRole('menuitem', { name: "Your agency's store" })).toHaveAttribute('href', '/service_store');
    expect(screen.queryByRole('menuitem', { name: 'CRM connection' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Snapshots' })).toBeNull();
  });

  it('logs out: revokes the token, clears the stored session and goes to /login', async () => {
    setSession(SESSION);
    const { calls } = stubFetch(() => ({ body: { data: { ok: true } } }));
    renderInShell(<AppHeader />, { path: '/podcast' });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    const logout = await screen.findByRole('menuitem', { name: 'Logout' });
    expect(screen.queryByRole('menuitem', { name: 'Admin: Podcasts' })).toBeNull();
    await userEvent.click(logout);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(calls[0]).toMatchObject({ url: '/api/v1/auth/logout', method: 'POST' });
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok-123');
    expect(['token', 'user', 'agency'].map((k) => localStorage.getItem(k))).toEqual([null, null, null]);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('still logs out when the server call fails', async () => {
    setSession(SESSION);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    renderInShell(<AppHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('Upgrade Required modal', () => {
  it('opens on the upgrade event and closes with its button', async () => {
    renderInShell(<AppHeader />);
    act(() => emitUpgradeRequired({ source: 'api', message: 'Your plan does not include this app.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Required' });
    expect(dialog).toHaveTextContent('Your plan does not include this app.');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

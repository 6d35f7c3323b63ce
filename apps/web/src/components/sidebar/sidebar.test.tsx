import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '@/lib/preferences/preferences-context';
import { clearSession, setSession } from '@/lib/session-store';
import { renderInShell } from '@/test/app-harness';
import { Sidebar } from './sidebar';

let prefs: ReturnType<typeof usePreferences> | undefined;
function Probe() {
  prefs = usePreferences();
  return null;
}

const sidebarNav = () => screen.getByRole('navigation', { name: 'Sidebar navigation' });
const drawer = () => document.getElementById('app-sidebar') as HTMLElement;

/** A screen as wide as `width`: matchMedia answers min-width queries for it. */
function stubScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(query.match(/min-width:\s*(\d+)px/)?.[1] ?? Number.POSITIVE_INFINITY) <= width,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('Sidebar', () => {
  it('lists the same menu as the header, with collapsible groups', async () => {
    renderInShell(
      <>
        <Sidebar hostKind="agency" />
        <Probe />
      </>,
    );
    act(() => prefs?.actions.toggleSidebar(true));
    const nav = sidebarNav();
    expect(within(nav).getByRole('link', { name: 'Integrations' })).toBeInTheDocument();
    const help = within(nav).getByRole('button', { name: 'Help' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support_tickets');
    expect(within(nav).queryByRole('link', { name: 'Zoom Call' })).toBeNull();
  });

  it('opens the group of the current page and closes the drawer on navigation', async () => {
    renderInShell(
      <>
        <Sidebar hostKind="education" />
        <Probe />
      </>,
      { path: '/podcast' },
    );
    act(() => prefs?.actions.toggleSidebar(true));
    expect(prefs?.preferences.sidebar).toBe(true);
    expect(within(sidebarNav()).getByRole('button', { name: 'Education' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(sidebarNav()).getByRole('link', { name: 'Videos' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/media-library');
    expect(prefs?.preferences.sidebar).toBe(false);
  });

  it('renders no entries while the drawer is closed, and keeps them once it has opened', () => {
    renderInShell(
      <>
        <Sidebar hostKind="agency" />
        <Probe />
      </>,
    );
    expect(within(sidebarNav()).queryAllByRole('listitem')).toHaveLength(0);
    act(() => prefs?.actions.toggleSidebar(true));
    expect(within(sidebarNav()).getByRole('link', { name: 'Integrations' })).toBeInTheDocument();
    act(() => prefs?.actions.toggleSidebar(false));
    expect(within(sidebarNav()).getByRole('link', { name: 'Integrations' })).toBeInTheDocument();
  });

  it('shows the entries at once when it docks', () => {
    renderInShell(
      <>
        <Sidebar hostKind="agency" />
        <Probe />
      </>,
    );
    act(() => prefs?.actions.toggleMenu('vertical'));
    expect(within(sidebarNav()).getByRole('link', { name: 'Integrations' })).toBeInTheDocument();
  });

  it('closes the drawer with Escape', async () => {
    renderInShell(
      <>
        <Sidebar hostKind="apps" />
        <Probe />
      </>,
    );
    act(() => prefs?.actions.toggleSidebar(true));
    await userEvent.keyboard('{Escape}');
    expect(prefs?.preferences.sidebar).toBe(false);
  });

  it('is inert and hidden while closed, so its links are neither tabbable nor read out', () => {
    renderInShell(
      <>
        <Sidebar hostKind="agency" />
        <Probe />
      </>,
    );
    act(() => prefs?.actions.toggleSidebar(true));
    expect(drawer()).not.toHaveAttribute('inert');
    expect(drawer()).toHaveClass('visible');
    act(() => prefs?.actions.toggleSidebar(false));
    // Its entries stay rendered (for the slide-out), but out of reach.
    expect(within(sidebarNav()).getByRole('link', { name: 'Integrations' })).toBeInTheDocument();
    expect(drawer()).toHaveAttribute('inert');
    expect(drawer()).toHaveClass('invisible');
  });

  it('stays in the page when a vertical menu docks it on a large screen, and is a closed drawer on a phone', () => {
    stubScreenWidth(1280);
    const { unmount } = renderInShell(
      <>
        <Sidebar hostKind="agency" />
        <Probe />
      </>,
    );
    act(() => prefs?.actions.toggleMenu('vertical'));
    expect(drawer()).not.toHaveAttribute('inert');
    expect(drawer()).toHaveClass('visible');
    unmount();

    stubScreenWidth(390);
    renderInShell(
      <>
        <Sidebar hostKind="agency" />
        <Probe />
      </>,
    );
    act(() => prefs?.actions.toggleMenu('vertical'));
    expect(drawer()).toHaveAttribute('inert');
    expect(drawer()).toHaveClass('invisible');
  });

  it('takes focus when it opens, keeps it inside, and gives it back when Escape closes it', async () => {
    renderInShell(
      <>
        <button type="button" onClick={() => prefs?.actions.toggleSidebar(true)}>
          Menu
        </button>
        <Sidebar hostKind="apps" />
        <Probe />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();

    // Shift+Tab from the first control wraps to the last one, Tab from there back to the first.
    await userEvent.tab({ shift: true });
    const focusables = [...drawer().querySelectorAll<HTMLElement>('button, a[href]')].filter((el) => !el.closest('[inert]'));
    expect(focusables.at(-1)).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(prefs?.preferences.sidebar).toBe(false);
    expect(opener).toHaveFocus();
  });

  it.each([
    ['agency_admin', true],
    ['agency_staff', true],
    ['location_admin', false],
  ] as const)('offers the snapshot manager to %s: %s', (role, shown) => {
    setSession({
      token: 'tok',
      user: {
        _id: '0190f5a0-0000-7000-8000-0000000000b1',
        email: 'ava@summitgrowth.test',
        firstName: 'Ava',
        lastName: 'Summit',
        role,
        agencyId: '0190f5a0-0000-7000-8000-0000000000a1',
        locationId: role === 'location_admin' ? '0190f5a0-0000-7000-8000-0000000000c1' : null,
        createdAt: '2026-11-26T20:00:00.000Z',
      },
      agency: null,
    });
    renderInShell(
      <>
        <Sidebar hostKind="agency" />
        <Probe />
      </>,
    );
    act(() => prefs?.actions.toggleSidebar(true));
    const link = within(sidebarNav()).queryByRole('link', { name: 'Snapshots' });
    if (shown) expect(link).toHaveAttribute('href', '/snapshots');
    else expect(link).toBeNull();
  });
});

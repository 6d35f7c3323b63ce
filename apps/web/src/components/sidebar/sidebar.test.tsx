import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePreferences } from '../../lib/preferences/preferences-context';
import { renderInShell } from '../../test/app-harness';
import { Sidebar } from './sidebar';

let prefs: ReturnType<typeof usePreferences> | undefined;
function Probe() {
  prefs = usePreferences();
  return null;
}

const sidebarNav = () => screen.getByRole('navigation', { name: 'Sidebar navigation' });

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
});

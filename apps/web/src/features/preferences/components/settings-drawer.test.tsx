import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePreferences } from '@/lib/preferences/preferences-context';
import { useUiSettings } from '@/lib/preferences/settings-context';
import { setOpenConfigurator } from '@/lib/preferences/ui-settings';
import { renderInShell } from '@/test/app-harness';
import { SettingsDrawer } from './settings-drawer';

let state: { prefs: ReturnType<typeof usePreferences>; settings: ReturnType<typeof useUiSettings> } | undefined;
function Probe() {
  state = { prefs: usePreferences(), settings: useUiSettings() };
  return null;
}

const open = () => {
  renderInShell(
    <>
      <SettingsDrawer />
      <Probe />
    </>,
  );
  act(() => {
    if (state) setOpenConfigurator(state.settings[1], true);
  });
  return screen.getByRole('dialog', { name: 'Layout settings' });
};

describe('SettingsDrawer', () => {
  it('changes and persists the layout choices', async () => {
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Sidebar' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Boxed' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Right to left' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Static' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Dark sidebar' }));
    await userEvent.selectOptions(screen.getByLabelText('Page transition'), 'animate__fadeInUp');
    expect(state?.prefs.preferences).toMatchObject({
      menu: 'vertical',
      layout: 'boxed-layout',
      rtlClass: 'rtl',
      navbar: 'navbar-static',
      semidark: true,
      animation: 'animate__fadeInUp',
    });
    expect(state?.settings[0].fixedNavbar).toBe(false);
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('layout')).toBe('boxed-layout');

    await userEvent.click(screen.getByRole('button', { name: 'Restore defaults' }));
    expect(state?.prefs.preferences).toMatchObject({
      menu: 'horizontal',
      layout: 'full',
      rtlClass: 'ltr',
      navbar: 'navbar-sticky',
    });
  });

  it('sets the sidenav colour and mini sidenav', async () => {
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Green' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Icons-only sidebar' }));
    expect(state?.settings[0]).toMatchObject({ sidenavColor: 'success', miniSidenav: false });
  });

  it('closes with Escape and with its close button', async () => {
    open();
    await userEvent.keyboard('{Escape}');
    expect(state?.settings[0].openConfigurator).toBe(false);
    act(() => {
      if (state) setOpenConfigurator(state.settings[1], true);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close settings' }));
    expect(state?.settings[0].openConfigurator).toBe(false);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppPreview } from '@/features/console/components/review/app-preview';
import { consoleApp, signInAs } from '@/features/console/test-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import '@/test/i18n';
import { ListingPanel } from './listing-panel';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
afterEach(() => vi.unstubAllGlobals());

const crmSection = () => screen.getByRole('region', { name: 'CRM access' });

describe('the listing’s CRM access', { timeout: 20_000 }, () => {
  it('groups every scope by what it is about, in the install dialog’s words', async () => {
    signInAs('app_creator');
    stubFetch(() => ({ body: { data: consoleApp() } }));
    renderInShell(<ListingPanel app={consoleApp()} isSuperAdmin={false} onDirtyChange={() => {}} />);
    const section = crmSection();
    expect(within(section).getByText('No CRM access: the app gets no CRM token.')).toBeInTheDocument();
    const contacts = within(section).getByRole('group', { name: 'Contacts' });
    expect(within(contacts).getByRole('checkbox', { name: /View contacts/ })).not.toBeChecked();
    expect(within(contacts).getByRole('checkbox', { name: /Create, change and delete contacts/ })).toBeInTheDocument();
    const calendars = within(section).getByRole('group', { name: 'Calendars' });
    expect(within(calendars).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(section).getAllByRole('checkbox')).toHaveLength(25);
  });

  it('saves the scopes picked from the keyboard, in the contract’s order, and takes them all away', async () => {
    signInAs('app_creator');
    const { calls } = stubFetch((call) => ({
      body: {
        data: call.method === 'PUT' ? consoleApp({ crmScopes: (call.body as { crmScopes: [] }).crmScopes }) : consoleApp(),
      },
    }));
    renderInShell(
      <ListingPanel app={consoleApp({ crmScopes: ['users.readonly'] })} isSuperAdmin={false} onDirtyChange={() => {}} />,
    );
    const section = crmSection();
    expect(within(section).getByText('1 permission chosen')).toBeInTheDocument();
    const write = within(section).getByRole('checkbox', { name: /Create, change and delete contacts/ });
    write.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(within(section).getByRole('checkbox', { name: /View contacts/ }));
    expect(within(section).getByText('3 permissions chosen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect((calls.find((c) => c.method === 'PUT')!.body as { crmScopes: string[] }).crmScopes).toEqual([
      'contacts.readonly',
      'contacts.write',
      'users.readonly',
    ]);

    for (const box of within(section).getAllByRole('checkbox', { checked: true })) await userEvent.click(box);
    expect(within(section).getByText('No CRM access: the app gets no CRM token.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect((calls.filter((c) => c.method === 'PUT')[1]!.body as { crmScopes: string[] }).crmScopes).toEqual([]);
  });

  it('shows the reviewer what the app may read and change, or that it asks for nothing', () => {
    const { unmount } = renderInShell(<AppPreview app={consoleApp({ crmScopes: ['contacts.readonly', 'contacts.write'] })} />);
    const list = screen.getByRole('list', { name: 'CRM access' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['View contacts', 'Create, change and delete contacts']);
    unmount();
    renderInShell(<AppPreview app={consoleApp()} />);
    expect(screen.getByText('This app asks for no access to the CRM.')).toBeInTheDocument();
  });
});

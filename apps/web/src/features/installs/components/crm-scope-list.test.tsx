import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '@/test/app-harness';
import { CrmScopeList } from './crm-scope-list';

describe('the CRM permissions an app asks for at install', () => {
  it('lists what it may read and what it may change, in plain words', () => {
    renderInShell(
      <CrmScopeList name="Review Radar" scopes={['contacts.readonly', 'contacts.write', 'locations/customFields.readonly']} />,
    );
    const list = screen.getByRole('region', { name: 'In your CRM, Review Radar may' });
    const [read, change] = within(list).getAllByRole('list');
    expect(
      within(read!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['View contacts', 'View custom fields']);
    expect(
      within(change!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Create, change and delete contacts']);
    expect(within(list).getByText('Only in the locations where you install it.')).toBeInTheDocument();
  });

  it('shows nothing for an app without CRM access', () => {
    renderInShell(<CrmScopeList name="Plain" scopes={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENTS, detail, renderManager, serveManager, signInAs } from './snapshot-manager-test-kit';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));
afterEach(() => vi.unstubAllGlobals());

describe('publishing a snapshot', { timeout: 30_000 }, () => {
  it('checks the form with the contracts’ rules, then sends the listing with its custom fields', async () => {
    signInAs('agency_admin');
    const { calls } = serveManager(({ method, url }) =>
      method === 'POST' && url === '/api/v1/snap_shot/create-agency_snapshot'
        ? { status: 201, body: { data: detail({ folderId: CLIENTS._id }) } }
        : undefined,
    );
    renderManager(`/snapshots/new?folder=${CLIENTS._id}`);
    const crm = await screen.findByRole('group', { name: 'Your CRM snapshots' });
    // The agency has listed snap_1 already (the listing of the kit): it cannot be chosen again.
    expect(await within(crm).findByRole('radio', { name: /Dental Practice Starter/ })).toBeDisabled();
    expect(within(crm).getByText('Already listed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Publish snapshot' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('2 fields need attention.');
    expect(screen.getByText('Choose one of your CRM snapshots.')).toBeInTheDocument();
    expect(screen.getByText('Give the listing a name of at most 120 characters.')).toBeInTheDocument();

    // Choosing a CRM snapshot names the listing after it.
    await userEvent.click(within(crm).getByRole('radio', { name: /Fitness Studio Growth/ }));
    expect(screen.getByLabelText('Name')).toHaveValue('Fitness Studio Growth');
    expect(screen.queryByText('Choose one of your CRM snapshots.')).toBeNull();

    const listing = screen.getByRole('region', { name: 'Listing' });
    await userEvent.type(within(listing).getByLabelText('Tags'), 'gym, fitness');
    await userEvent.click(screen.getByRole('radio', { name: /^Marketplace/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Paid' }));
    await userEvent.type(screen.getByLabelText('Amount'), '0.2');

    // Two custom fields: the key follows the label in snake_case; a default must fit the type.
    await userEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    await userEvent.type(screen.getByLabelText('Label'), 'Business Phone');
    expect(screen.getByLabelText('Key')).toHaveValue('business_phone');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'phone');
    await userEvent.type(screen.getByLabelText('Default value'), 'call us');
    await userEvent.click(screen.getByLabelText('Required'));
    await userEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    const second = screen.getByRole('listitem', { name: 'Field 2' });
    await userEvent.type(within(second).getByLabelText('Label'), 'Plan');
    await userEvent.selectOptions(within(second).getByLabelText('Type'), 'choice');

    await userEvent.click(screen.getByRole('button', { name: 'Publish snapshot' }));
    expect(await screen.findByText('Enter an amount of at least 0.50, such as 49 or 49.90.')).toBeInTheDocument();
    expect(screen.getByText('The default must be a phone number such as +1 555 010 0000.')).toBeInTheDocument();
    expect(screen.getByText('A choice field needs at least one option.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '49.90');
    const first = screen.getByRole('listitem', { name: 'Business Phone' });
    await userEvent.clear(within(first).getByLabelText('Default value'));
    await userEvent.type(within(first).getByLabelText('Default value'), '+1 555 010 0000');
    await userEvent.type(within(second).getByLabelText('Options'), 'Basic{Enter}Pro');
    // The second field goes first.
    await userEvent.click(screen.getByRole('button', { name: 'Move Plan up' }));
    await userEvent.type(screen.getByLabelText('Release notes'), 'First release');
    await userEvent.click(screen.getByRole('button', { name: 'Publish snapshot' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      crmSnapshotId: 'snap_2',
      name: 'Fitness Studio Growth',
      description: null,
      coverUrl: null,
      screenshots: [],
      niche: null,
      tags: ['gym', 'fitness'],
      visibility: 'marketplace',
      price: { amountCents: 4990, currency: 'usd' },
      folderId: CLIENTS._id,
      loadIntoNewLocations: false,
      releaseNotes: 'First release',
      customFields: [
        {
          label: 'Plan',
          key: 'plan',
          type: 'choice',
          required: false,
          helpText: null,
          defaultValue: null,
          options: ['Basic', 'Pro'],
          position: 0,
        },
        {
          label: 'Business Phone',
          key: 'business_phone',
          type: 'phone',
          required: true,
          helpText: null,
          defaultValue: '+1 555 010 0000',
          options: [],
          position: 1,
        },
      ],
    });
    // Back in the manager, in the listing's folder.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/snapshots?folder=${CLIENTS._id}`));
  });

  it('asks for the contents when the CRM does not report them, and sends what was listed', async () => {
    signInAs('agency_admin');
    let asked = false;
    const { calls } = serveManager(({ method, url }) => {
      if (method !== 'POST' || url !== '/api/v1/snap_shot/create-agency_snapshot') return undefined;
      if (asked) return { status: 201, body: { data: detail() } };
      asked = true;
      const details = [{ path: ['contents'], message: 'List what the snapshot holds: the CRM does not say' }];
      return { status: 400, body: { error: { code: 'validation_error', message: 'Invalid body', details } } };
    });
    renderManager('/snapshots/new');
    const crm = await screen.findByRole('group', { name: 'Your CRM snapshots' });
    await userEvent.click(await within(crm).findByRole('radio', { name: /Fitness Studio Growth/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish snapshot' }));
    expect(
      await screen.findByText('Your CRM does not report what this snapshot holds: list its assets below, one name a line.'),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText('Workflows'), 'Class reminder{Enter}Class reminder{Enter}Win-back');
    await userEvent.type(screen.getByLabelText('Forms'), 'Trial sign-up');
    await userEvent.click(screen.getByRole('button', { name: 'Publish snapshot' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect((calls.filter((c) => c.method === 'POST')[1]!.body as { contents: unknown }).contents).toEqual([
      { type: 'forms', names: ['Trial sign-up'] },
      { type: 'workflows', names: ['Class reminder', 'Win-back'] },
    ]);
    expect(calls.filter((c) => c.method === 'POST')[0]?.body).not.toHaveProperty('contents');
  });

  it.each([
    ['crm_not_connected', 'Connect your CRM first', 'Connect the CRM'],
    ['crm_reconnect_needed', 'Reconnect your CRM', 'Reconnect'],
    ['crm_scope_missing', 'The CRM connection lacks a permission', 'Review the connection'],
  ])('a 409 %s says what to do, with a link to the integrations', async (code, title, action) => {
    signInAs('agency_admin');
    serveManager(({ url }) =>
      url === '/api/v1/agency/list-snapshots' ? { status: 409, body: { error: { code, message: 'CRM says no' } } } : undefined,
    );
    renderManager('/snapshots/new');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: action })).toHaveAttribute('href', '/integrations');
  });
});

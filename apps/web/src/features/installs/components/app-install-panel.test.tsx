import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_ID, app, DENTAL, install, installState, PLAN_FREE, REALTY, signInAs } from '@/features/installs/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { AppInstallPanel } from './app-install-panel';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const locations = [
  { _id: DENTAL, name: 'Summit Dental Downtown', createdAt: '2026-01-01T00:00:00.000Z' },
  { _id: REALTY, name: 'Summit Realty North', createdAt: '2026-01-01T00:00:00.000Z' },
];

function serve(
  state: ReturnType<typeof installState>,
  extra?: (call: FetchCall) => { status?: number; body?: unknown } | undefined,
) {
  let current = state;
  const stub = stubFetch((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.url.startsWith('/api/v1/app/install_state')) return { body: { data: current } };
    if (call.url === '/api/v1/agency/locations') return { body: { data: locations } };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
  return { ...stub, setState: (next: typeof state) => (current = next) };
}

const render = () => renderInShell(<AppInstallPanel app={app} />, { path: `/${APP_ID}` });

describe('AppInstallPanel', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it('asks a visitor to sign in and comes back to the app page afterwards', async () => {
    const { calls } = serve(installState({ state: 'sign_in' }));
    render();
    const link = await screen.findByRole('link', { name: 'Sign in to install' });
    expect(link).toHaveAttribute('href', `/login?redirectTo=${encodeURIComponent(`/${APP_ID}`)}`);
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('installs for chosen locations: plan, validation, body, toast and a refreshed panel', async () => {
    signInAs('agency_admin');
    const after = installState({ state: 'installed', installs: [install()] });
    const server = serve(installState(), (call) =>
      call.method === 'POST' && call.url === '/api/v1/app/update_app_with_company_id'
        ? { body: { data: { installs: [install()], state: after } } }
        : undefined,
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    const dialog = screen.getByRole('dialog', { name: 'Install Beacon Chat' });

    // Plans show their price and trial; the free one installs at once (paid ones: paid-install.test.tsx).
    expect(within(dialog).getByText('$19/month')).toBeInTheDocument();
    expect(within(dialog).getByText('14-day free trial')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Starter/ }));

    await userEvent.click(within(dialog).getByRole('radio', { name: /Chosen locations/ }));
    const search = await within(dialog).findByRole('searchbox', { name: 'Search locations' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(within(dialog).getByText('Choose at least one location.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.url === '/api/v1/app/update_app_with_company_id')).toBe(false);

    await userEvent.type(search, 'realty');
    expect(within(dialog).queryByRole('checkbox', { name: /Summit Dental/ })).toBeNull();
    await userEvent.clear(search);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Select all/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Summit Dental/ })).toBeChecked();

    const before = server.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The answer's state is the panel's: nothing is asked for again.
    expect(server.calls.slice(before).map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/v1/app/update_app_with_company_id',
    ]);
    const post = server.calls.find((c) => c.url === '/api/v1/app/update_app_with_company_id');
    expect(post?.body).toEqual({
      appId: APP_ID,
      planId: PLAN_FREE,
      target: { kind: 'locations', locationIds: [DENTAL, REALTY] },
    });
    expect(toast.success).toHaveBeenCalledWith('Beacon Chat installed');
    expect(await screen.findByText('Summit Dental Downtown')).toBeInTheDocument();
    expect(screen.getAllByText('Installed').length).toBeGreaterThan(0);
  });

  it('offers only the agency when the app installs on agencies only', async () => {
    signInAs('agency_admin');
    serve(installState({ canInstallFor: { agency: true, locations: false } }));
    renderInShell(<AppInstallPanel app={{ ...app, installTarget: 'agency' }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: /The agency/ })).toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: /All locations/ })).toBeNull();
  });

  it('updates stale installs by installing again', async () => {
    signInAs('agency_admin');
    const stale = install({ version: '1.0.0', latestVersion: '1.1.0', updateAvailable: true });
    const updated = install({ version: '1.1.0', latestVersion: '1.1.0' });
    const { calls } = serve(installState({ state: 'update_available', installs: [stale] }), (call) =>
      call.method === 'POST'
        ? { body: { data: { installs: [updated], state: installState({ state: 'installed', installs: [updated] }) } } }
        : undefined,
    );
    render();
    expect(await screen.findByText('Version 1.0.0 installed, 1.1.0 is available.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Beacon Chat updated to the latest version'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      appId: APP_ID,
      planId: stale.planId,
      target: { kind: 'locations', locationIds: [DENTAL] },
    });
    expect(await screen.findByText('Installed')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/v1/app/install_state'))).toHaveLength(1);
  });

  it('offers "Install for more places" only while a place is left, on the billing the installs use', async () => {
    signInAs('agency_admin');
    const yearly = {
      ...app.plans[1]!,
      _id: '0190a0a0-0000-7000-8000-0000000000f3',
      name: 'Pro yearly',
      model: 'yearly' as const,
    };
    const withYearly = { ...app, plans: [...app.plans, yearly] };
    const onYearly = [install({ planId: yearly._id, planName: 'Pro yearly' })];
    serve(installState({ state: 'installed', installs: onYearly }));
    const view = renderInShell(<AppInstallPanel app={withYearly} />, { path: `/${APP_ID}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Install for more places' }));
    const dialog = screen.getByRole('dialog', { name: 'Install Beacon Chat' });
    expect(within(dialog).getByRole('radio', { name: /Pro yearly/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Pro\b.*month/ })).not.toBeChecked();
    view.unmount();

    serve(installState({ state: 'installed', installs: onYearly, canInstallMore: false }));
    renderInShell(<AppInstallPanel app={withYearly} />, { path: `/${APP_ID}` });
    expect((await screen.findAllByText('Installed')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Install for more places' })).toBeNull();
  });

  it('lets a location admin ask the agency for approval', async () => {
    signInAs('location_admin', { locationId: DENTAL });
    const server = serve(installState({ state: 'needs_approval' }), (call) =>
      call.url === '/api/v1/app/approval_requests' ? { body: { data: {} } } : undefined,
    );
    render();
    server.setState(installState({ state: 'approval_requested' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Request approval' }));
    expect(await screen.findByText('Approval requested')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ appId: APP_ID });
  });

  it('explains why staff cannot install', async () => {
    signInAs('staff', { locationId: DENTAL });
    serve(installState({ state: 'not_allowed' }));
    render();
    expect(await screen.findByText('Not available to you')).toBeInTheDocument();
    expect(screen.getByText(/Only admins can install apps/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('uninstalls from chosen places after confirmation', async () => {
    signInAs('agency_admin');
    const installs = [install(), install({ _id: '0190a0a0-0000-7000-8000-0000000001a2', locationId: null, locationName: null })];
    const { calls } = serve(installState({ state: 'installed', installs }), (call) =>
      call.url === '/api/v1/app/remove_subscription'
        ? { body: { data: { removed: 1, state: installState({ state: 'installed', installs: [installs[0]!] }) } } }
        : undefined,
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Uninstall' }));
    const dialog = screen.getByRole('dialog', { name: 'Uninstall Beacon Chat?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uninstall' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Beacon Chat uninstalled'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ appId: APP_ID, target: { kind: 'agency' } });
  });

  it('writes a review with a keyboard-operable star rating', async () => {
    signInAs('location_admin', { locationId: DENTAL });
    const { calls } = serve(
      installState({ state: 'installed', installs: [install()], feedback: { canReview: true, reviewId: null, until: null } }),
      (call) => (call.url === '/api/v1/app/submit_feedback' ? { body: { data: {} } } : undefined),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: /Write a review/ }));
    const dialog = screen.getByRole('dialog', { name: 'Review Beacon Chat' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save review' }));
    expect(within(dialog).getByText('Choose from 1 to 5 stars.')).toBeInTheDocument();

    within(dialog).getByRole('radio', { name: '3 of 5 stars' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Your review (optional)'), 'Great support');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thanks! Your review was published'));
    expect(calls.find((c) => c.url === '/api/v1/app/submit_feedback')?.body).toEqual({
      appId: APP_ID,
      stars: 4,
      body: 'Great support',
    });
  });
});

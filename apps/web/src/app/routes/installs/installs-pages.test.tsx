import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_ID, DENTAL, install, signInAs } from '@/features/installs/test-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { Component as AgencyAppsPage } from './agency-apps-page';
import { Component as LocationAppsPage } from './location-apps-page';
import { Component as StorePage } from './store-page';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const card = {
  _id: APP_ID,
  name: 'Beacon Chat',
  tagline: 'Chat with visitors',
  iconUrl: null,
  type: 'widget',
  categories: [],
  partner: { _id: APP_ID, name: 'Beacon', slug: 'beacon' },
  pricing: { kind: 'free', fromCents: null, fromModel: null, currency: 'USD', trialDays: 0 },
  installTarget: 'both',
  rating: { average: null, count: 0 },
  installCount: 1,
  publishedAt: null,
};
const detail = (path: string) => ({ path, routes: [{ path: '/detail/:location_id', element: <LocationAppsPage /> }] });

describe('installs screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('/detail sends visitors to sign in', () => {
    stubFetch(() => ({ body: {} }));
    renderInShell(<div />, detail(`/detail/${DENTAL}`));
    expect(screen.getByTestId('location')).toHaveTextContent(`/login?redirectTo=${encodeURIComponent(`/detail/${DENTAL}`)}`);
  });

  it('/detail lists what is installed, with update badge and website switch', async () => {
    signInAs('location_admin', { locationId: DENTAL });
    stubFetch(() => ({
      body: {
        data: {
          location: { _id: DENTAL, name: 'Summit Dental Downtown' },
          apps: [{ install: install({ updateAvailable: true, latestVersion: '1.1.0' }), app: card }],
        },
      },
    }));
    renderInShell(<div />, detail(`/detail/${DENTAL}`));
    expect(await screen.findByRole('heading', { name: 'Apps for Summit Dental Downtown' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beacon Chat' })).toHaveAttribute('href', `/${APP_ID}`);
    expect(screen.getByText('Update available')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Website integration' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Uninstall Beacon Chat' })).toBeInTheDocument();
  });

  it('/detail of a location that is not theirs is a friendly not found', async () => {
    signInAs('agency_admin');
    stubFetch((call) =>
      call.url.startsWith('/api/v1/app/get_install_apps')
        ? { status: 404, body: { error: { code: 'not_found', message: 'Location not found' } } }
        : { body: { data: [] } },
    );
    renderInShell(<div />, detail(`/detail/${APP_ID}`));
    expect(await screen.findByRole('heading', { name: 'Location not found' })).toBeInTheDocument();
  });

  it('/detail with nothing installed links to the marketplace', async () => {
    signInAs('location_admin', { locationId: DENTAL });
    stubFetch(() => ({ body: { data: { location: { _id: DENTAL, name: 'Summit Dental Downtown' }, apps: [] } } }));
    renderInShell(<div />, detail(`/detail/${DENTAL}`));
    expect(await screen.findByText('No apps installed yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse apps' })).toHaveAttribute('href', '/');
  });

  it('/agency/apps sends location users to their own location', () => {
    signInAs('location_admin', { locationId: DENTAL });
    stubFetch(() => ({ body: {} }));
    renderInShell(<div />, { path: '/agency/apps', routes: [{ path: '/agency/apps', element: <AgencyAppsPage /> }] });
    expect(screen.getByTestId('location')).toHaveTextContent(`/detail/${DENTAL}`);
  });

  it('a store shows its bundle, the installed count and the app the viewer came from', async () => {
    stubFetch(() => ({
      body: {
        data: {
          _id: APP_ID,
          slug: 'levelup',
          name: 'Level Up Store',
          description: 'Grow faster',
          audience: 'agency',
          plan: { name: 'Level Up', model: 'monthly', priceCents: 9700, currency: 'USD' },
          apps: [{ ...card, _id: DENTAL, name: 'Other app' }, card],
          installedAppIds: [APP_ID],
        },
      },
    }));
    renderInShell(<div />, {
      path: `/levelupstore/${APP_ID}`,
      routes: [{ path: '/levelupstore/:app_id', element: <StorePage /> }],
    });
    expect(await screen.findByRole('heading', { name: 'Level Up Store' })).toBeInTheDocument();
    expect(screen.getByText('$97/month')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 installed')).toBeInTheDocument();
    const articles = screen.getAllByRole('article');
    expect(articles[0]).toHaveAttribute('aria-current', 'true');
    expect(articles[0]).toHaveTextContent('Beacon Chat');
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snapshot, snapshotPage } from '@/features/snapshots/test-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { PartnerPage } from './partner-page';

const PARTNER = {
  _id: '0190f5a0-0000-7000-8000-00000000b001',
  slug: 'northwind-labs',
  name: 'Northwind Labs',
  tagline: 'Apps that clients love',
  logoUrl: null,
  website: null,
  appCount: 0,
  totalInstalls: 0,
  description: '<p>We build apps.</p>',
  apps: [],
};

function serve(snapshots: ReturnType<typeof snapshot>[]) {
  return stubFetch(({ url }) => {
    if (url === '/api/v1/partners/northwind-labs') return { body: { data: PARTNER } };
    if (url.startsWith('/api/v1/snap_shot/list-snapshots')) return { body: snapshotPage(snapshots) };
    return { status: 404 };
  });
}

const routes = [{ path: '/partner/:slug', element: <PartnerPage /> }];
afterEach(() => vi.unstubAllGlobals());

describe('PartnerPage', () => {
  it("lists the partner's marketplace snapshots", async () => {
    const { calls } = serve([
      snapshot({ name: 'Gym Launch Kit', publisher: { kind: 'partner', _id: PARTNER._id, name: PARTNER.name } }),
    ]);
    renderInShell(<div />, { path: '/partner/northwind-labs', routes });
    expect(await screen.findByRole('heading', { name: 'Snapshots by Northwind Labs' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Gym Launch Kit' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain(
      `/api/v1/snap_shot/list-snapshots?scope=marketplace&partnerId=${PARTNER._id}&limit=24`,
    );
  });

  it('says so when the partner has none', async () => {
    serve([]);
    renderInShell(<div />, { path: '/partner/northwind-labs', routes });
    expect(await screen.findByRole('heading', { name: 'No snapshots yet' })).toBeInTheDocument();
    expect(screen.getByText('Northwind Labs has no snapshots in the marketplace yet.')).toBeInTheDocument();
  });
});

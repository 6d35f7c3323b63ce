import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGENCY, LOCATION, STORE_ID, signIn, store, USER } from '@/features/store/store-fixtures';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { StoreHomePage } from './store-home-page';

afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderInShell(<div />, { path: '/service_store', routes: [{ path: '/service_store', element: <StoreHomePage /> }] });
const stores = (items: unknown[]) => ({ body: { data: items } });

describe('/service_store for a location’s people', () => {
  it('goes straight into the agency’s store, at the address the CRM frames', async () => {
    signIn('staff');
    stubFetch(({ url }) => (url === '/api/agency_app/stores' ? stores([store()]) : { status: 404, body: {} }));
    render();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/app/${AGENCY}/store/${USER}/${LOCATION}/${STORE_ID}/store_services`,
      ),
    );
  });

  it('offers the open stores when there are several, and says so when there is none', async () => {
    signIn('location_admin');
    const second = '0192f1c2-0000-7000-8000-000000000052';
    stubFetch(() =>
      stores([store(), store({ _id: second, name: 'Summit extras' }), store({ _id: 'closed', name: 'Old', open: false })]),
    );
    const { unmount } = render();
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([store().name, 'Summit extras']);
    expect(within(list).getByRole('link', { name: 'Summit extras' })).toHaveAttribute(
      'href',
      `/app/${AGENCY}/store/${USER}/${LOCATION}/${second}/store_services`,
    );
    unmount();
    stubFetch(() => stores([]));
    render();
    expect(await screen.findByRole('heading', { name: 'Your agency has no store yet' })).toBeInTheDocument();
  });
});

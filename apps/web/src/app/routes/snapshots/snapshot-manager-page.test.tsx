import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session-store';
import { ARCHIVE, CLIENTS, DENTAL, LISTING, renderManager, serveManager, signInAs } from './snapshot-manager-test-kit';

vi.mock('@/lib/socket', () => ({ useSocket: () => null }));
afterEach(() => vi.unstubAllGlobals());

/** A drag's data as the browser carries it (jsdom has no DataTransfer). */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    dropEffect: 'none',
    effectAllowed: 'all',
  };
}

describe('snapshot manager: folders', { timeout: 20_000 }, () => {
  it('shows the nested folders and the chosen folder’s listings, from the URL', async () => {
    signInAs('agency_admin');
    const { calls } = serveManager();
    renderManager(`/snapshots?folder=${CLIENTS._id}`);
    const tree = await screen.findByRole('navigation', { name: 'Snapshot folders' });
    expect(await within(tree).findByRole('button', { name: 'Clients' })).toHaveAttribute('aria-current', 'true');
    expect(within(tree).getByRole('button', { name: 'Dental' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: LISTING.name })).toHaveAttribute('href', `/snapshot/${LISTING._id}`);
    expect(calls.some((c) => c.url.includes(`scope=mine`) && c.url.includes(`folder=${CLIENTS._id}`))).toBe(true);
    // Folders show in their order: Clients (0) before Archive (1), Dental inside Clients.
    const names = within(tree)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((text) => ['Clients', 'Dental', 'Archive'].includes(text ?? ''));
    expect(names).toEqual(['Clients', 'Dental', 'Archive']);
  });

  it('searches the listings through the URL, and clearing the box shows them all again', async () => {
    signInAs('agency_admin');
    const { calls } = serveManager();
    renderManager();
    const box = await screen.findByRole('searchbox', { name: 'Search snapshots' });
    await userEvent.type(box, 'dental{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/snapshots?q=dental');
    await waitFor(() => expect(calls.some((c) => c.url.includes('scope=mine&q=dental'))).toBe(true));
    await userEvent.clear(box);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/snapshots$/);
  });

  it('creates a folder at the top, and a subfolder from a folder’s menu', async () => {
    signInAs('agency_staff');
    const { calls } = serveManager(({ method, url, body }) =>
      method === 'POST' && url === '/api/v1/snapshot_folder'
        ? { status: 201, body: { data: { ...ARCHIVE, ...(body as object), _id: ARCHIVE._id } } }
        : undefined,
    );
    renderManager();
    await userEvent.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(within(dialog).getByText('Give the folder a name of at most 80 characters.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Folder name'), 'Restaurants');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Restaurants', parentId: null, position: 2 });

    await userEvent.click(screen.getByRole('button', { name: 'Actions for the folder Clients' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'New subfolder' }));
    const sub = await screen.findByRole('dialog', { name: 'New folder in “Clients”' });
    await userEvent.type(within(sub).getByLabelText('Folder name'), 'Gyms{Enter}');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ name: 'Gyms', parentId: CLIENTS._id, position: 1 }),
    );
  });

  it('moves a listing with the keyboard through “Move to…”', async () => {
    signInAs('agency_admin');
    const { calls } = serveManager(({ method, body }) =>
      method === 'PUT' ? { body: { data: { ...LISTING, ...(body as object) } } } : undefined,
    );
    renderManager();
    const actions = await screen.findByRole('button', { name: `Actions for ${LISTING.name}` });
    actions.focus();
    await userEvent.keyboard('{Enter}');
    const move = await screen.findByRole('menuitem', { name: 'Move to…' });
    move.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Move “${LISTING.name}” to…` });
    // Where it is now cannot be chosen.
    expect(within(dialog).getByRole('button', { name: /Clients/ })).toBeDisabled();
    within(dialog).getByRole('button', { name: 'Dental' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/v1/snap_shot/${LISTING._id}`);
    expect(put?.body).toEqual({ folderId: DENTAL._id });
  });

  it('moves a listing and a folder by dragging them onto a folder, never a folder into itself', async () => {
    signInAs('agency_admin');
    const { calls } = serveManager(({ method, body }) =>
      method === 'PUT' ? { body: { data: { ...CLIENTS, ...(body as object) } } } : undefined,
    );
    renderManager();
    const row = (await screen.findByRole('link', { name: LISTING.name })).closest('li') as HTMLElement;
    const archive = screen.getByRole('button', { name: 'Archive' }).parentElement as HTMLElement;
    let transfer = dataTransfer();
    fireEvent.dragStart(row, { dataTransfer: transfer });
    fireEvent.dragOver(archive, { dataTransfer: transfer });
    fireEvent.drop(archive, { dataTransfer: transfer });
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/v1/snap_shot/${LISTING._id}`,
      body: { folderId: ARCHIVE._id },
    });

    // Clients into its own subfolder Dental: refused here, nothing sent.
    transfer = dataTransfer();
    fireEvent.dragStart(screen.getByRole('button', { name: 'Clients' }), { dataTransfer: transfer });
    fireEvent.drop(screen.getByRole('button', { name: 'Dental' }).parentElement as HTMLElement, { dataTransfer: transfer });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);

    // Dental to the top level.
    transfer = dataTransfer();
    fireEvent.dragStart(screen.getByRole('button', { name: 'Dental' }), { dataTransfer: transfer });
    fireEvent.drop(screen.getByRole('button', { name: 'Top level' }).parentElement as HTMLElement, { dataTransfer: transfer });
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({
      url: `/api/v1/snapshot_folder/${DENTAL._id}`,
      body: { parentId: null, position: 2 },
    });
  });

  it('reorders a folder among its siblings from its menu', async () => {
    signInAs('agency_admin');
    const { calls } = serveManager(({ method, body }) =>
      method === 'PUT' ? { body: { data: { ...ARCHIVE, ...(body as object) } } } : undefined,
    );
    renderManager();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for the folder Archive' }));
    // The last of its siblings: nothing below it to move past.
    expect(screen.queryByRole('menuitem', { name: 'Move down' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move up' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const puts = calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body]);
    expect(puts).toEqual([
      [`/api/v1/snapshot_folder/${ARCHIVE._id}`, { position: 0 }],
      [`/api/v1/snapshot_folder/${CLIENTS._id}`, { position: 1 }],
    ]);
  });

  it('deletes a folder after a confirm that says its listings move up', async () => {
    signInAs('agency_admin');
    const { calls } = serveManager(({ method }) => (method === 'DELETE' ? { body: { data: { ok: true } } } : undefined));
    renderManager();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for the folder Dental' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Dental”?' });
    expect(
      within(dialog).getByText('Its snapshots and subfolders are not deleted: they move up to Clients.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete folder' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`/api/v1/snapshot_folder/${DENTAL._id}`));
  });

  it('sends a visitor to sign in, and back here afterwards', async () => {
    clearSession();
    serveManager();
    renderManager('/snapshots?folder=root');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/login?redirectTo=%2Fsnapshots%3Ffolder%3Droot'),
    );
  });

  it('tells a location user the manager is not theirs', async () => {
    signInAs('location_admin');
    serveManager();
    renderManager();
    expect(await screen.findByRole('heading', { name: 'For the agency’s team' })).toBeInTheDocument();
  });
});

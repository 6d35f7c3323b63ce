import type { TCrmImport } from '@atrium/contracts/crm-imports';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id, page, signInAs } from '@/features/crm/crm-fixtures';
import { createFakeSocket } from '@/features/support/fake-socket';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { Component as ImportsPage } from './imports-page';

const socket = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakeSocket> | null }));
vi.mock('@/lib/socket', () => ({ useSocket: () => socket.current }));

afterEach(() => vi.unstubAllGlobals());

const UPLOADED: TCrmImport = {
  _id: id(0x91),
  kind: 'users',
  fileName: 'team.csv',
  status: 'uploaded',
  encoding: 'utf-8',
  header: ['Mail', 'Name', 'Notes'],
  mapping: [null, 'fullName', null],
  sample: [['ana@harbor.test', 'Ana Ruiz', '']],
  rowCount: 2,
  valid: null,
  invalid: null,
  processed: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  failed: 0,
  toCrm: false,
  message: null,
  createdBy: null,
  createdAt: '2026-11-26T20:00:00.000Z',
  checkedAt: null,
  startedAt: null,
  finishedAt: null,
};
const CHECKED: TCrmImport = { ...UPLOADED, status: 'checked', mapping: ['email', 'fullName', null], valid: 1, invalid: 1 };

describe('CSV imports page', () => {
  it('uploads, asks for the missing column, checks, lists bad rows, runs and follows the progress', async () => {
    signInAs('agency_admin');
    socket.current = createFakeSocket();
    const { calls } = stubFetch(({ url, method }) => {
      if (method === 'POST' && url.startsWith('/api/v1/crm/imports?kind=users')) return { status: 201, body: { data: UPLOADED } };
      if (method === 'POST' && url.endsWith('/check')) return { body: { data: CHECKED } };
      if (method === 'POST' && url.endsWith('/run')) return { status: 202, body: { data: { ...CHECKED, status: 'queued' } } };
      if (url.startsWith(`/api/v1/crm/imports/${UPLOADED._id}/errors`))
        return {
          body: page([
            { line: 3, field: 'email', column: 'Mail', value: 'nope', message: 'Enter a valid email address', stage: 'check' },
          ]),
        };
      if (url === `/api/v1/crm/imports/${UPLOADED._id}`) return { body: { data: UPLOADED } };
      if (url.startsWith('/api/v1/crm/imports?')) return { body: page([]) };
      return { status: 404 };
    });
    renderInShell(<ImportsPage />, { path: '/crm/imports' });
    const file = new File(['Mail,Name\nana@harbor.test,Ana Ruiz\nnope,Bo\n'], 'team.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText('Choose a CSV file'), file);

    expect(await screen.findByText('Choose the column for Email.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check rows' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Mail'), 'email');
    await userEvent.click(screen.getByRole('button', { name: 'Check rows' }));
    expect(calls.find((c) => c.url.endsWith('/check'))?.body).toEqual({ mapping: ['email', 'fullName', null] });
    expect(await screen.findByText('Ready to import: 1 · With problems: 1')).toBeInTheDocument();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Import the good rows (1)' }));
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    act(() =>
      socket.current?.serverSends('crm-import:progress', {
        importId: UPLOADED._id,
        kind: 'users',
        status: 'running',
        processed: 1,
        valid: 1,
        created: 1,
        updated: 0,
        unchanged: 0,
        failed: 0,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '1'),
    );
  });

  it('refuses a file that is not a CSV before sending it', async () => {
    signInAs('agency_admin');
    socket.current = null;
    const { calls } = stubFetch(() => ({ body: page([]) }));
    renderInShell(<ImportsPage />, { path: '/crm/imports' });
    const input = await screen.findByLabelText('Choose a CSV file');
    await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }), { applyAccept: false });
    expect(await screen.findByText('photo.png is not a CSV file.')).toBeInTheDocument();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });
});

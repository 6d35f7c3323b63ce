import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/app-harness';
import { AGENCY, SESSION, USER } from '@/test/fixtures';
import { refreshStoredSession } from './session-refresh';
import { getSession, setSession } from './session-store';

afterEach(() => vi.unstubAllGlobals());

describe('refreshStoredSession', () => {
  it('does nothing while signed out', async () => {
    const { calls } = stubFetch(() => ({ body: {} }));
    await expect(refreshStoredSession()).resolves.toBe('signed-out');
    expect(calls).toHaveLength(0);
  });

  it('refreshes the user and agency by _id with the stored token', async () => {
    setSession(SESSION);
    const { calls } = stubFetch((call) =>
      call.url.includes('/user/')
        ? { body: { data: { ...USER, firstName: 'Augusta' } } }
        : { body: { data: { ...AGENCY, name: 'Northwind Partners' } } },
    );
    await expect(refreshStoredSession()).resolves.toBe('refreshed');
    expect(calls.map((c) => c.url)).toEqual([`/api/v1/user/${USER._id}`, `/api/v1/agency/${AGENCY._id}`]);
    expect(calls.every((c) => c.headers.Authorization === 'Bearer tok-123')).toBe(true);
    expect(getSession().user?.firstName).toBe('Augusta');
    expect(getSession().agency?.name).toBe('Northwind Partners');
  });

  it('skips the agency call for users without an agency', async () => {
    setSession({ ...SESSION, user: { ...USER, agencyId: null }, agency: null });
    const { calls } = stubFetch(() => ({ body: { data: { ...USER, agencyId: null } } }));
    await refreshStoredSession();
    expect(calls).toHaveLength(1);
  });

  it.each([401, 404])('clears the session when the server answers %i', async (status) => {
    setSession(SESSION);
    stubFetch(() => ({ status, body: { error: { code: 'x', message: 'gone' } } }));
    await expect(refreshStoredSession()).resolves.toBe('cleared');
    expect(getSession()).toEqual({ token: null, user: null, agency: null });
  });

  it('keeps the stored records when the server is unreachable', async () => {
    setSession(SESSION);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(refreshStoredSession()).resolves.toBe('kept');
    expect(getSession().user).toEqual(USER);
  });
});

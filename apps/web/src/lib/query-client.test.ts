import { afterEach, describe, expect, it } from 'vitest';
import { SESSION } from '@/test/fixtures';
import { getLoadedQueryClient, setLoadedQueryClient } from './loaded-query-client';
import { getQueryClient } from './query-client';
import { clearSession, setSession } from './session-store';

afterEach(() => setLoadedQueryClient(null));

describe('the shared query client', () => {
  it('is created on first use and then shared', () => {
    expect(getLoadedQueryClient()).toBeNull();
    const client = getQueryClient();
    expect(getQueryClient()).toBe(client);
    expect(getLoadedQueryClient()).toBe(client);
  });

  it("forgets the cached data when a session ends, so no one sees the previous user's", () => {
    const client = getQueryClient();
    client.setQueryData(['podcasts', 'exchange'], ['public']);
    setSession(SESSION); // a visitor signs in: public data stays
    expect(client.getQueryData(['podcasts', 'exchange'])).toEqual(['public']);
    client.setQueryData(['podcasts', 'admin'], ['draft']);
    setSession(SESSION); // the same token again: the cache stays
    expect(client.getQueryData(['podcasts', 'admin'])).toEqual(['draft']);
    setSession({ ...SESSION, token: 'tok-other' }); // another account
    expect(client.getQueryData(['podcasts', 'admin'])).toBeUndefined();
    client.setQueryData(['podcasts', 'admin'], ['theirs']);
    clearSession();
    expect(client.getQueryData(['podcasts', 'admin'])).toBeUndefined();
  });
});

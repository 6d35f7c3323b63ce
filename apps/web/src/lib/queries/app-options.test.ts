import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/app-harness';
import { appOptionsKey, getAppOptions } from './app-options';

afterEach(() => vi.unstubAllGlobals());

const page = (rows: object[]) => ({ data: rows, meta: { total: rows.length, nextCursor: null } });

describe('getAppOptions', () => {
  it("reads the marketplace's apps from the catalogue and the managed ones from the console, as id and name", async () => {
    const { calls } = stubFetch(({ url }) =>
      url.startsWith('/api/v1/app/filter')
        ? { body: page([{ _id: 'a1', name: 'Scheduler', rating: 4.5, installs: 10 }]) }
        : { body: page([{ _id: 'a2', name: 'Booster', status: 'draft' }]) },
    );

    expect(await getAppOptions('marketplace', '')).toEqual([{ _id: 'a1', name: 'Scheduler' }]);
    expect(calls.at(-1)?.url).toBe('/api/v1/app/filter?limit=60&sort=installs');

    expect(await getAppOptions('managed', '  boo ')).toEqual([{ _id: 'a2', name: 'Booster' }]);
    expect(calls.at(-1)?.url).toBe('/api/v1/console/apps?q=boo&limit=25');
    await getAppOptions('managed', '');
    expect(calls.at(-1)?.url).toBe('/api/v1/console/apps?limit=25');
  });

  it('keys the marketplace list once for everyone and the managed list per viewer', () => {
    expect(appOptionsKey('marketplace', 'u1', '')).toEqual(appOptionsKey('marketplace', 'u2', ''));
    expect(appOptionsKey('managed', 'u1', '')).not.toEqual(appOptionsKey('managed', 'u2', ''));
    expect(appOptionsKey('managed', 'u1', '')).not.toEqual(appOptionsKey('marketplace', 'u1', ''));
  });
});

import { describe, expect, it } from 'vitest';
import { filterFromParams, isFiltered, paramsFromFilter, queryFromFilter } from './filter-params';

const LOCATION = '0190f5a0-0000-7000-8000-0000000000c1';

describe('conversation filter in the address', () => {
  it('reads ids, a rating and days, and drops what is malformed', () => {
    const params = new URLSearchParams(
      `locationId=${LOCATION}&userId=not-an-id&agentId=&rating=unhelpful&from=2026-11-02&to=2026-13-45&x=1`,
    );
    expect(filterFromParams(params)).toEqual({ locationId: LOCATION, rating: 'unhelpful', from: '2026-11-02' });
    expect(filterFromParams(new URLSearchParams('rating=awful'))).toEqual({});
  });

  it('writes only what is set, so the plain inbox keeps a plain address', () => {
    expect(paramsFromFilter({}).toString()).toBe('');
    expect(paramsFromFilter({ rating: 'unrated', agentId: undefined, to: '2026-11-30' }).toString()).toBe(
      'rating=unrated&to=2026-11-30',
    );
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ from: '2026-11-01' })).toBe(true);
  });

  it('asks the server for whole days in the viewer’s own time', () => {
    const query = queryFromFilter({ from: '2026-11-02', to: '2026-11-03', rating: 'helpful' });
    expect(query.rating).toBe('helpful');
    expect(new Date(query.from!).getTime()).toBe(new Date(2026, 10, 2, 0, 0, 0, 0).getTime());
    expect(new Date(query.to!).getTime()).toBe(new Date(2026, 10, 3, 23, 59, 59, 999).getTime());
    expect(queryFromFilter({})).toEqual({ from: undefined, to: undefined });
  });
});

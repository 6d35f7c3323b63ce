import { ROADMAP_SORTS, ROADMAP_STATUSES, VOTABLE_STATUSES } from '@atrium/contracts/roadmap';
import { describe, expect, it } from 'vitest';
import { DARK_MODE, SSO } from '@/features/roadmap/roadmap-fixtures';
import { canManageSome, groupByStatus } from './board';
import { BOARD_SORTS, boardFilter, readBoardParams, withBoardParam } from './board-params';
import { BOARD_STATUSES, isVotable } from './statuses';

describe('board parameters', () => {
  it('keep the zod-free copies in step with the contract', () => {
    expect(BOARD_STATUSES).toEqual(ROADMAP_STATUSES);
    expect(BOARD_SORTS).toEqual(ROADMAP_SORTS);
    expect(ROADMAP_STATUSES.filter(isVotable)).toEqual(VOTABLE_STATUSES);
  });

  it('read the address with defaults for anything unknown', () => {
    expect(readBoardParams(new URLSearchParams('sort=bogus&status=nope'))).toEqual({
      scope: 'all',
      category: null,
      q: '',
      sort: 'votes',
      status: 'under_review',
    });
    const params = readBoardParams(new URLSearchParams('roadmap=platform&category=Design&q=dark&sort=newest&status=planned'));
    expect(params).toEqual({ scope: 'platform', category: 'Design', q: 'dark', sort: 'newest', status: 'planned' });
    expect(boardFilter(params)).toEqual({ appId: 'platform', category: 'Design', q: 'dark', sort: 'newest' });
    expect(boardFilter(readBoardParams(new URLSearchParams()))).toEqual({ sort: 'votes' });
  });

  it('leave defaults out of the address and drop the category when the roadmap changes', () => {
    const prev = new URLSearchParams('category=Design&q=x');
    expect(withBoardParam(prev, 'sort', 'votes').toString()).toBe('category=Design&q=x');
    expect(withBoardParam(prev, 'roadmap', 'platform').toString()).toBe('q=x&roadmap=platform');
    expect(withBoardParam(prev, 'q', null).toString()).toBe('category=Design');
  });

  it('group items into the five columns in the order given', () => {
    const columns = groupByStatus([SSO, DARK_MODE]);
    expect(Object.keys(columns)).toEqual([...ROADMAP_STATUSES]);
    expect(columns.shipped).toEqual([SSO]);
    expect(columns.under_review).toEqual([DARK_MODE]);
  });

  it('offer "New item" to the super admin and to anyone who manages an item', () => {
    expect(canManageSome({ role: 'super_admin' }, [])).toBe(true);
    expect(canManageSome({ role: 'app_creator' }, [DARK_MODE])).toBe(false);
    expect(canManageSome({ role: 'app_creator' }, [{ viewerCanManage: true }])).toBe(true);
    expect(canManageSome(null, [])).toBe(false);
  });
});

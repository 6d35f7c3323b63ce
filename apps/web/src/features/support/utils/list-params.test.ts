import { describe, expect, it } from 'vitest';
import { filterFromParams, paramsFromFilter } from './list-params';
import { queuesFor } from './queues';

describe('list params', () => {
  const team = queuesFor('agency_staff');

  it('reads the queue and filters from the address, dropping unknown values and queues the viewer lacks', () => {
    const params = new URLSearchParams('queue=mine&status=active&priority=loud&category=billing&q=%20invoice%20');
    expect(filterFromParams(params, team)).toEqual({
      queue: 'mine',
      status: 'active',
      priority: undefined,
      category: 'billing',
      q: 'invoice',
    });
    expect(filterFromParams(new URLSearchParams('queue=unassigned'), queuesFor('staff')).queue).toBe('all');
  });

  it('writes only what differs from the defaults', () => {
    expect(paramsFromFilter({ queue: 'unassigned' }, team).toString()).toBe('');
    expect(paramsFromFilter({ queue: 'all', status: 'open', q: 'x' }, team).toString()).toBe('queue=all&status=open&q=x');
  });
});

describe('queuesFor', () => {
  it('gives the team its queues, agency people "Submitted by us", everyone else their own tickets', () => {
    expect(queuesFor('super_admin')).toEqual(['unassigned', 'mine', 'all']);
    expect(queuesFor('agency_admin')).toEqual(['unassigned', 'mine', 'all', 'submitted']);
    expect(queuesFor('location_admin')).toEqual(['all']);
    expect(queuesFor(undefined)).toEqual(['all']);
  });
});

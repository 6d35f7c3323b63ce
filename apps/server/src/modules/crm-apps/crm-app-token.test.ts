import { describe, expect, it } from 'vitest';
import type { Connection } from './crm-app-context';
import { narrowestConnection } from './crm-app-token.service';

const connection = (kind: Connection['kind'], scopes: string[], extra: Partial<Connection> = {}) =>
  ({ _id: kind, kind, userType: 'Company', status: 'connected', scopes, ...extra }) as Connection;

describe('the connection an app token is minted from', () => {
  const sync = connection('crm_sync', [
    'contacts.readonly',
    'contacts.write',
    'locations.readonly',
    'users.readonly',
    'oauth.write',
  ]);
  const support = connection('support', ['contacts.readonly', 'conversations.readonly', 'oauth.write']);

  it('is the one granted every declared scope with the fewest scopes beyond them', () => {
    expect(narrowestConnection([sync, support], ['contacts.readonly'])._id).toBe('support');
    expect(narrowestConnection([sync, support], ['contacts.readonly', 'locations.readonly'])._id).toBe('crm_sync');
  });

  it('says why there is none: not connected, to be reconnected, or a declared scope never granted', () => {
    const code = (connections: Connection[], declared: string[]) => {
      try {
        narrowestConnection(connections, declared);
        return 'none';
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(code([], ['contacts.readonly'])).toBe('crm_not_connected');
    expect(code([connection('associate', ['contacts.readonly'], { userType: 'Location' })], ['contacts.readonly'])).toBe(
      'crm_not_connected',
    );
    expect(code([{ ...sync, status: 'needs_reconnect' }], ['contacts.readonly'])).toBe('crm_reconnect_needed');
    expect(code([sync, support], ['opportunities.write'])).toBe('crm_scope_missing');
    // A connection that needs reconnecting is never chosen, even when it would cover the scopes.
    expect(code([{ ...sync, status: 'needs_reconnect' }, support], ['locations.readonly'])).toBe('crm_scope_missing');
  });
});

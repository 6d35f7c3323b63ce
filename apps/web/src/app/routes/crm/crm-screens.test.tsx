import { describe, expect, it } from 'vitest';
import { screenOfPath } from './crm-screens';

describe('CRM screens module', () => {
  it.each([
    ['/integrations', 'integrations'],
    ['/integrations/', 'integrations'],
    ['/integrations/crm_sync', 'callback'],
    ['/Integrations/support', 'callback'],
    ['/crm/sync', 'sync'],
    ['/crm/imports', 'imports'],
    ['/crm/prospects', 'prospects'],
    ['/crm/contacts', 'contacts'],
    ['/crm', 'integrations'],
  ])('picks the screen of %s', (path, screen) => {
    expect(screenOfPath(path)).toBe(screen);
  });
});

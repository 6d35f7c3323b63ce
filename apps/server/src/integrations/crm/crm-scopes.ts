import type { TCrmConnectionKind } from '@atrium/contracts/crm';

/** What each of Atrium's apps asks the CRM for (SPEC 9: separate sets for support and CRM sync). */
export const ATRIUM_APP_SCOPES: Record<TCrmConnectionKind, string[]> = {
  associate: ['companies.readonly', 'locations.readonly', 'users.readonly', 'oauth.readonly', 'oauth.write'],
  crm_sync: [
    'companies.readonly',
    'locations.readonly',
    'locations.write',
    'users.readonly',
    'users.write',
    'contacts.readonly',
    'contacts.write',
    'workflows.readonly',
    'products.readonly',
    'products.write',
    'opportunities.readonly',
    'opportunities.write',
    'locations/customFields.readonly',
    'locations/customFields.write',
    'locations/customValues.readonly',
    'locations/customValues.write',
    'snapshots.readonly',
    // Share links of the agency's snapshots, to load one into its locations (decision 027).
    'snapshots.write',
    'oauth.readonly',
    'oauth.write',
  ],
  support: [
    'conversations.readonly',
    'conversations.write',
    'conversations/message.readonly',
    'conversations/message.write',
    'contacts.readonly',
    'oauth.readonly',
    'oauth.write',
  ],
  app: [
    'custom-menu-link.readonly',
    'custom-menu-link.write',
    'locations.readonly',
    'users.readonly',
    'oauth.readonly',
    'oauth.write',
  ],
};

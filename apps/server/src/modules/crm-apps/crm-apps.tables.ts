import { CRM_MENU_LINK_STATES } from '@atrium/contracts/crm-sso';
import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { agencies } from '../../platform/tenancy/tenancy.tables';
import { appInstalls } from '../apps/installs.tables';
import { crmConnectionKindEnum } from '../crm/crm.tables';

export const crmMenuLinkStateEnum = pgEnum('crm_menu_link_state', CRM_MENU_LINK_STATES);

/**
 * The custom menu link an install of an app with an in-CRM page has in its CRM location: one per install, kept
 * until the CRM has deleted it (an uninstalled install's link is `removing` until then). A CRM failure leaves the
 * install as it is; the link is retried by a job and its last error shows to the agency's team.
 */
export const crmMenuLinks = pgTable(
  'crm_menu_links',
  {
    installId: uuid()
      .primaryKey()
      .references(() => appInstalls._id, { onDelete: 'cascade' }),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    state: crmMenuLinkStateEnum().notNull().default('pending'),
    /** The CRM's custom menu id, once created. */
    crmMenuId: text(),
    attempts: integer().notNull().default(0),
    /** Atrium's words for the last failure (never the CRM's text); null after a success. */
    lastError: text(),
    /** When the agency's admins were told this link failed: once per failing spell. */
    failureNotifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [index().on(t.agencyId), index().on(t.state)],
);

/**
 * CRM locations one of Atrium's apps was uninstalled from alone (an UNINSTALL webhook naming the location), until an
 * INSTALL there brings it back: the CRM removed that app's menu links in the location, and Atrium makes none there
 * meanwhile (re-adding them would undo what the location's people chose in the CRM).
 */
export const crmLocationUninstalls = pgTable(
  'crm_location_uninstalls',
  {
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    crmLocationId: text().notNull(),
    kind: crmConnectionKindEnum().notNull(),
    uninstalledAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.crmLocationId, t.kind] })],
);

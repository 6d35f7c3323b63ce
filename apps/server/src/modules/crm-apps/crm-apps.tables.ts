import { CRM_MENU_LINK_KINDS, CRM_MENU_LINK_STATES } from '@atrium/contracts/crm-sso';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies, locations } from '../../platform/tenancy/tenancy.tables';
import { appInstalls } from '../apps/installs.tables';
import { crmConnectionKindEnum } from '../crm/crm.tables';

export const crmMenuLinkStateEnum = pgEnum('crm_menu_link_state', CRM_MENU_LINK_STATES);
export const crmMenuLinkKindEnum = pgEnum('crm_menu_link_kind', CRM_MENU_LINK_KINDS);

/**
 * A custom menu link Atrium keeps in a CRM location: an install's (an app with an in-CRM page, one per install), the
 * location's store link (one per location, while its agency's store is open; decision 031) or its AI chat link (one
 * per location, while an agent of its agency is published and open to it). Kept until the CRM
 * has deleted it (an unwanted link is `removing` until then). A CRM failure leaves the install or the store as it
 * is; the link is retried by a job and its last error shows to the agency's team.
 */
export const crmMenuLinks = pgTable(
  'crm_menu_links',
  {
    _id: idColumn(),
    kind: crmMenuLinkKindEnum().notNull().default('app'),
    /** The install an `app` link is for; null for the location's own links (`store`, `agent`). */
    installId: uuid().references(() => appInstalls._id, { onDelete: 'cascade' }),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    /** The Atrium location whose CRM location shows the link (an install's own location for an `app` link). */
    locationId: uuid()
      .notNull()
      .references(() => locations._id, { onDelete: 'cascade' }),
    state: crmMenuLinkStateEnum().notNull().default('pending'),
    /** The CRM's custom menu id, once created. */
    crmMenuId: text(),
    /** What the link says in the CRM, as last sent: a renamed store or app is sent again (null: not known yet). */
    title: text(),
    attempts: integer().notNull().default(0),
    /** Atrium's words for the last failure (never the CRM's text); null after a success. */
    lastError: text(),
    /** When the agency's admins were told this link failed: once per failing spell. */
    failureNotifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    index().on(t.agencyId),
    index().on(t.state),
    // One link per target: an install, or a location's store or AI chat. (Not a predicate naming 'agent': a new
    // enum value cannot be used in the transaction that adds it.)
    uniqueIndex('crm_menu_links_install_unique').on(t.installId),
    uniqueIndex('crm_menu_links_location_unique').on(t.locationId, t.kind).where(sql`install_id is null`),
    check('crm_menu_links_target', sql`(kind = 'app') = (install_id is not null)`),
  ],
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

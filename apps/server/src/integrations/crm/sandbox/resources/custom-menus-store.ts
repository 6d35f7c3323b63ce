import type { Sql } from '../sql';

/** A custom menu link as stored; one app's links in one agency, shown on the agency and/or its locations. */
export interface CustomMenuRow {
  id: string;
  company_id: string;
  app_id: string;
  title: string;
  url: string;
  icon: { name: string; fontFamily: 'fab' | 'fas' | 'far' };
  show_on_company: boolean;
  show_on_location: boolean;
  show_to_all_locations: boolean;
  locations: string[];
  open_mode: 'iframe' | 'new_tab' | 'current_tab';
  user_role: 'all' | 'admin' | 'user';
  allow_camera: boolean;
  allow_microphone: boolean;
  position: number;
}

export const MENU_COLUMNS = `id, company_id, app_id, title, url, icon, show_on_company, show_on_location, show_to_all_locations,
  locations, open_mode, user_role, allow_camera, allow_microphone, position`;

/** A link shows on a location when it is shown on locations and on all of them or on this one. */
export const SHOWN_ON_LOCATION = '(show_on_location AND (show_to_all_locations OR $LOCATION = ANY(locations)))';

/** CustomMenuSchema of custom-menus.json. */
export function customMenuJson(row: CustomMenuRow) {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    icon: row.icon,
    order: row.position,
    showOnCompany: row.show_on_company,
    showOnLocation: row.show_on_location,
    showToAllLocations: row.show_to_all_locations,
    locations: row.locations,
    openMode: row.open_mode,
    userRole: row.user_role,
    allowCamera: row.allow_camera,
    allowMicrophone: row.allow_microphone,
  };
}

/**
 * The links every app put in an agency (the framing page's menu), for one location or for the agency's own view,
 * in their order.
 */
export async function menusShownOn(db: Sql, companyId: string, locationId: string | null): Promise<CustomMenuRow[]> {
  const where = locationId === null ? 'show_on_company' : SHOWN_ON_LOCATION.replace('$LOCATION', '$2');
  const { rows } = await db.query<CustomMenuRow>(
    `SELECT ${MENU_COLUMNS} FROM crm_sandbox.custom_menus WHERE company_id = $1 AND ${where} ORDER BY position, id`,
    locationId === null ? [companyId] : [companyId, locationId],
  );
  return rows;
}

/** One link of an agency, by id (any app's: the framing page opens whichever link the menu shows). */
export async function findMenu(db: Sql, companyId: string, id: string): Promise<CustomMenuRow | undefined> {
  const { rows } = await db.query<CustomMenuRow>(
    `SELECT ${MENU_COLUMNS} FROM crm_sandbox.custom_menus WHERE company_id = $1 AND id = $2`,
    [companyId, id],
  );
  return rows[0];
}

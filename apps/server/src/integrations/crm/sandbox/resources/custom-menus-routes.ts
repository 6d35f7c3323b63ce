import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { assertLocationAccess, guard, requireUserType, tokenOf } from '../auth';
import { appIdOf, type SandboxApp } from '../deps';
import { CrmApiError, parseOr422 } from '../errors';
import type { TokenRow } from '../store-tokens';
import type { ResourceDeps } from './context';
import { type CustomMenuRow, customMenuJson, MENU_COLUMNS, SHOWN_ON_LOCATION } from './custom-menus-store';
import { crmIdSchema, queryBoolean, queryInt, queryText } from './validation';

/**
 * custom-menus.json: an app's menu links in an agency (agency tokens only). An app sees and changes only its own
 * links, in its own agency; the locations a link names must be the agency's. Menu ids are UUIDs, as the document's.
 */

const listQuery = z.object({
  locationId: crmIdSchema.optional(),
  skip: queryInt(0, 100_000, 0),
  limit: queryInt(1, 100, 20),
  query: queryText,
  showOnCompany: queryBoolean.optional(),
});

const menuFields = {
  title: z.string().trim().min(1).max(100),
  url: z
    .string()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/ })),
  icon: z.object({ name: z.string().trim().min(1).max(50), fontFamily: z.enum(['fab', 'fas', 'far']) }),
  showOnCompany: z.boolean(),
  showOnLocation: z.boolean(),
  showToAllLocations: z.boolean(),
  openMode: z.enum(['iframe', 'new_tab', 'current_tab']),
  locations: z.array(crmIdSchema).max(1000),
  userRole: z.enum(['all', 'admin', 'user']),
  allowCamera: z.boolean().optional(),
  allowMicrophone: z.boolean().optional(),
};
const createBody = z.object(menuFields);
const updateBody = z.object(menuFields).partial();

const COLUMN_OF = {
  title: 'title',
  url: 'url',
  icon: 'icon',
  showOnCompany: 'show_on_company',
  showOnLocation: 'show_on_location',
  showToAllLocations: 'show_to_all_locations',
  openMode: 'open_mode',
  locations: 'locations',
  userRole: 'user_role',
  allowCamera: 'allow_camera',
  allowMicrophone: 'allow_microphone',
} as const;

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function registerCustomMenuRoutes(app: SandboxApp, deps: ResourceDeps): void {
  const read = [...guard(deps, 'custom-menu-link.readonly'), requireUserType('Company')];
  const write = [...guard(deps, 'custom-menu-link.write'), requireUserType('Company')];
  const appOf = (token: TokenRow) => appIdOf(deps.clients[token.clientKey].clientId);

  /** The app's own link in the token's agency, or 404 for anything else (another app's, another agency's). */
  const ownMenu = async (token: TokenRow, id: string): Promise<CustomMenuRow> => {
    const { rows } = isUuid(id)
      ? await deps.pool.query<CustomMenuRow>(
          `SELECT ${MENU_COLUMNS} FROM crm_sandbox.custom_menus WHERE id = $1 AND company_id = $2 AND app_id = $3`,
          [id, token.companyId, appOf(token)],
        )
      : { rows: [] };
    if (!rows[0]) throw new CrmApiError(404, 'Custom menu not found');
    return rows[0];
  };

  const assertLocations = async (token: TokenRow, locations: string[] | undefined) => {
    for (const locationId of new Set(locations ?? [])) await assertLocationAccess(deps, token, locationId);
  };

  app.get('/custom-menus/', { preHandler: read }, async (request) => {
    const token = tokenOf(request);
    const q = parseOr422(listQuery, request.query);
    if (q.locationId) await assertLocationAccess(deps, token, q.locationId);
    const shown = q.locationId ? SHOWN_ON_LOCATION.replace('$LOCATION', '$4') : q.showOnCompany ? 'show_on_company' : 'true';
    const where = `company_id = $1 AND app_id = $2 AND ($3::text IS NULL OR lower(title) LIKE $3) AND ${shown}`;
    const like = q.query ? `%${q.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const params = [token.companyId, appOf(token), like, ...(q.locationId ? [q.locationId] : [])];
    const n = params.length;
    const [page, total] = await Promise.all([
      deps.pool.query<CustomMenuRow>(
        `SELECT ${MENU_COLUMNS} FROM crm_sandbox.custom_menus WHERE ${where} ORDER BY position, id OFFSET $${n + 1} LIMIT $${n + 2}`,
        [...params, q.skip, q.limit],
      ),
      deps.pool.query<{ n: string }>(`SELECT count(*) AS n FROM crm_sandbox.custom_menus WHERE ${where}`, params),
    ]);
    return { customMenus: page.rows.map(customMenuJson), totalLinks: Number(total.rows[0]!.n) };
  });

  app.get<{ Params: { customMenuId: string } }>('/custom-menus/:customMenuId', { preHandler: read }, async (request) => ({
    customMenu: customMenuJson(await ownMenu(tokenOf(request), request.params.customMenuId)),
  }));

  app.post('/custom-menus/', { preHandler: write }, async (request, reply) => {
    const token = tokenOf(request);
    const body = parseOr422(createBody, request.body);
    await assertLocations(token, body.locations);
    const { rows } = await deps.pool.query<CustomMenuRow>(
      `INSERT INTO crm_sandbox.custom_menus (id, company_id, app_id, title, url, icon, show_on_company, show_on_location,
         show_to_all_locations, locations, open_mode, user_role, allow_camera, allow_microphone, position, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
         (SELECT coalesce(max(position), 0) + 1 FROM crm_sandbox.custom_menus WHERE company_id = $2), $15)
       RETURNING ${MENU_COLUMNS}`,
      [
        randomUUID(),
        token.companyId,
        appOf(token),
        body.title,
        body.url,
        JSON.stringify(body.icon),
        body.showOnCompany,
        body.showOnLocation,
        body.showToAllLocations,
        [...new Set(body.locations)],
        body.openMode,
        body.userRole,
        body.allowCamera ?? false,
        body.allowMicrophone ?? false,
        deps.now(),
      ],
    );
    return reply.status(201).send({ customMenu: customMenuJson(rows[0]!) });
  });

  app.put<{ Params: { customMenuId: string } }>('/custom-menus/:customMenuId', { preHandler: write }, async (request) => {
    const token = tokenOf(request);
    const current = await ownMenu(token, request.params.customMenuId);
    const body = parseOr422(updateBody, request.body);
    await assertLocations(token, body.locations);
    const fields = (Object.keys(COLUMN_OF) as (keyof typeof COLUMN_OF)[]).filter((f) => body[f] !== undefined);
    if (fields.length === 0) return { success: true, customMenu: customMenuJson(current) };
    const value = (f: keyof typeof COLUMN_OF) =>
      f === 'icon' ? JSON.stringify(body.icon) : f === 'locations' ? [...new Set(body.locations)] : body[f];
    const { rows } = await deps.pool.query<CustomMenuRow>(
      `UPDATE crm_sandbox.custom_menus SET ${fields.map((f, i) => `${COLUMN_OF[f]} = $${i + 3}`).join(', ')}
       WHERE id = $1 AND company_id = $2 RETURNING ${MENU_COLUMNS}`,
      [current.id, token.companyId, ...fields.map(value)],
    );
    return { success: true, customMenu: customMenuJson(rows[0]!) };
  });

  app.delete<{ Params: { customMenuId: string } }>('/custom-menus/:customMenuId', { preHandler: write }, async (request) => {
    const token = tokenOf(request);
    const menu = await ownMenu(token, request.params.customMenuId);
    await deps.pool.query('DELETE FROM crm_sandbox.custom_menus WHERE id = $1 AND company_id = $2', [menu.id, token.companyId]);
    return {
      success: true,
      message: 'Custom menu successfully deleted',
      deletedMenuId: menu.id,
      deletedAt: deps.now().toISOString(),
    };
  });
}

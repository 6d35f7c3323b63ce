import { z } from 'zod';
import { hashPassword } from '../../../../platform/auth/passwords';
import { assertCompanyAccess, assertLocationAccess, guard, requireUserType, tokenOf } from '../auth';
import type { SandboxApp } from '../deps';
import { CrmApiError, parseOr422 } from '../errors';
import { crmId } from '../ids';
import type { TokenRow } from '../store-tokens';
import { announce, type ResourceDeps } from './context';
import { assertCrmId, crmIdSchema, queryInt, queryText } from './validation';

/**
 * users.json: a location's users, the search over an agency's users, and one user. A user works in a location when
 * they are an agency user of its company or an account user with that location among theirs; a location's token
 * sees only the users of its location.
 */

interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  type: 'agency' | 'account';
  role: 'admin' | 'user';
  location_ids: string[];
}

const PERMISSIONS = [
  'campaignsEnabled',
  'contactsEnabled',
  'workflowsEnabled',
  'triggersEnabled',
  'funnelsEnabled',
  'websitesEnabled',
  'opportunitiesEnabled',
  'dashboardStatsEnabled',
  'bulkRequestsEnabled',
  'appointmentsEnabled',
  'reviewsEnabled',
  'onlineListingsEnabled',
  'phoneCallEnabled',
  'conversationsEnabled',
  'marketingEnabled',
  'settingsEnabled',
  'tagsEnabled',
  'paymentsEnabled',
] as const;

/** UserSchema of users.json; admins may change settings, users may not. */
function userJson(row: UserRow) {
  const permissions = Object.fromEntries(PERMISSIONS.map((p) => [p, p === 'settingsEnabled' ? row.role === 'admin' : true]));
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone ?? undefined,
    extension: '',
    permissions: { ...permissions, assignedDataOnly: false },
    roles: { type: row.type, role: row.role, locationIds: row.location_ids, restrictSubAccount: false },
    deleted: false,
  };
}

const USER_COLUMNS = 'id, first_name, last_name, email, phone, type, role, location_ids';
/** $1 company, $2 location (or null for the whole company). */
const USERS_WHERE = `company_id = $1 AND deleted_at IS NULL AND ($2::text IS NULL OR type = 'agency' OR $2 = ANY(location_ids))`;
const SORTS = {
  dateAdded: 'created_at',
  firstName: 'lower(first_name)',
  lastName: 'lower(last_name)',
  email: 'lower(email)',
} as const;

const searchQuery = z.object({
  companyId: crmIdSchema,
  query: queryText,
  skip: queryInt(0, 100_000, 0),
  limit: queryInt(1, 100, 25),
  locationId: crmIdSchema.optional(),
  type: z.enum(['agency', 'account']).optional(),
  role: z.enum(['admin', 'user']).optional(),
  ids: z
    .string()
    .max(2100)
    .transform((v) =>
      v
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .optional(),
  sort: z.enum(Object.keys(SORTS) as [keyof typeof SORTS]).default('dateAdded'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});

/**
 * CreateUserDto: every field it requires, checked; the optional ones (permissions, scopes, phone...) are taken and
 * not kept, but for the phone.
 */
const createBody = z.looseObject({
  companyId: crmIdSchema,
  firstName: z.string().trim().min(1, 'firstName should not be empty').max(100),
  lastName: z.string().trim().max(100),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('email must be an email')),
  password: z.string().min(8, 'password must be at least 8 characters').max(200),
  type: z.enum(['agency', 'account']),
  role: z.enum(['admin', 'user']),
  locationIds: z.array(crmIdSchema).max(1000),
  phone: z.string().trim().max(40).optional(),
});

/** The location a token limits user reads to (a location token), or the one asked for. */
const scopeLocation = (token: TokenRow, asked?: string) => (token.userType === 'Location' ? token.locationId! : (asked ?? null));

export function registerUserRoutes(app: SandboxApp, deps: ResourceDeps): void {
  const read = guard(deps, 'users.readonly');

  app.get('/users/', { preHandler: read }, async (request) => {
    const token = tokenOf(request);
    const { locationId } = parseOr422(z.object({ locationId: crmIdSchema }), request.query);
    await assertLocationAccess(deps, token, locationId);
    const { rows } = await deps.pool.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM crm_sandbox.users WHERE ${USERS_WHERE} ORDER BY lower(first_name), lower(last_name), id`,
      [token.companyId, locationId],
    );
    return { users: rows.map(userJson) };
  });

  app.get('/users/search', { preHandler: read }, async (request) => {
    const token = tokenOf(request);
    const q = parseOr422(searchQuery, request.query);
    assertCompanyAccess(token, q.companyId);
    if (q.locationId) await assertLocationAccess(deps, token, q.locationId);
    const like = q.query ? `%${q.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = `${USERS_WHERE} AND ($3::text IS NULL OR lower(concat_ws(' ', first_name, last_name)) LIKE $3 OR lower(email) LIKE $3)
      AND ($4::text IS NULL OR type = $4) AND ($5::text IS NULL OR role = $5) AND ($6::text[] IS NULL OR id = ANY($6))`;
    const params = [token.companyId, scopeLocation(token, q.locationId), like, q.type ?? null, q.role ?? null, q.ids ?? null];
    const direction = q.sortDirection === 'desc' ? 'DESC' : 'ASC';
    const [page, total] = await Promise.all([
      deps.pool.query<UserRow>(
        `SELECT ${USER_COLUMNS} FROM crm_sandbox.users WHERE ${where}
         ORDER BY ${SORTS[q.sort]} ${direction}, id ${direction} OFFSET $7 LIMIT $8`,
        [...params, q.skip, q.limit],
      ),
      deps.pool.query<{ n: string }>(`SELECT count(*) AS n FROM crm_sandbox.users WHERE ${where}`, params),
    ]);
    return { users: page.rows.map(userJson), count: Number(total.rows[0]!.n) };
  });

  app.get<{ Params: { userId: string } }>('/users/:userId', { preHandler: read }, async (request) => {
    const token = tokenOf(request);
    assertCrmId(request.params.userId, 'User');
    const { rows } = await deps.pool.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM crm_sandbox.users WHERE ${USERS_WHERE} AND id = $3`,
      [token.companyId, scopeLocation(token), request.params.userId],
    );
    if (!rows[0]) throw new CrmApiError(404, 'User not found');
    return userJson(rows[0]);
  });

  // users.json's `POST /users/` (201 with the user): an account user works in the locations named (at least one), an
  // agency user across the company; an email another user has is a 400. UserCreate tells the apps.
  app.post('/users/', { preHandler: guard(deps, 'users.write') }, async (request, reply) => {
    const token = tokenOf(request);
    const body = parseOr422(createBody, request.body);
    assertCompanyAccess(token, body.companyId);
    if (body.type === 'account' && body.locationIds.length === 0)
      throw new CrmApiError(422, ['locationIds: an account user needs a location']);
    for (const locationId of body.locationIds) await assertLocationAccess(deps, token, locationId);
    const passwordHash = await hashPassword(body.password);
    const id = crmId();
    const { rows } = await deps.pool.query<UserRow>(
      `INSERT INTO crm_sandbox.users (id, company_id, first_name, last_name, email, phone, type, role, location_ids, password_hash, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
       ON CONFLICT DO NOTHING RETURNING ${USER_COLUMNS}`,
      [
        id,
        token.companyId,
        body.firstName,
        body.lastName,
        body.email,
        body.phone ?? null,
        body.type,
        body.role,
        body.type === 'agency' ? [] : [...new Set(body.locationIds)],
        passwordHash,
        deps.now(),
      ],
    );
    if (!rows[0]) throw new CrmApiError(400, 'A user with this email already exists');
    announce(deps, { type: 'UserCreate', companyId: token.companyId, body: { id, companyId: token.companyId } });
    return reply.status(201).send(userJson(rows[0]));
  });

  // users.json's `DELETE /users/:userId`: an agency token deletes one of its company's users, and UserDelete tells
  // the apps. The row stays (deleted_at), gone from every read, as at the CRM.
  const remove = [...guard(deps, 'users.write'), requireUserType('Company')];
  app.delete<{ Params: { userId: string } }>('/users/:userId', { preHandler: remove }, async (request) => {
    const token = tokenOf(request);
    assertCrmId(request.params.userId, 'User');
    const { rows } = await deps.pool.query<Pick<UserRow, 'email' | 'first_name' | 'last_name'>>(
      `UPDATE crm_sandbox.users SET deleted_at = $3, updated_at = $3 WHERE id = $1 AND company_id = $2 AND deleted_at IS NULL
       RETURNING email, first_name, last_name`,
      [request.params.userId, token.companyId, deps.now()],
    );
    const user = rows[0];
    if (!user) throw new CrmApiError(404, 'User not found');
    announce(deps, {
      type: 'UserDelete',
      companyId: token.companyId,
      body: { id: request.params.userId, companyId: token.companyId },
    });
    // The document's own spelling of `succeded`.
    const message = `Queued deleting user with e-mail ${user.email} and name ${user.first_name} ${user.last_name}.`;
    return { succeded: true, message: `${message} Will take effect in a few minutes.` };
  });
}

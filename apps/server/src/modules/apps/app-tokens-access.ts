import { randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, type TConnectionData } from '@atrium/contracts/app-tokens';
import { and, eq, lte } from 'drizzle-orm';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { type Actor, requireRole } from '../../platform/tenancy/actor';
import { agencies } from '../../platform/tenancy/tenancy.tables';
import { INSTALL_MEMBER_ROLES, maskedSecretsOf, type SecretDeps } from './app-tokens.service';
import { authenticateApiKey, invalidApiKey } from './app-tokens-auth';
import { apps } from './apps.tables';
import { type InstallRow, installsOfApp, selectInstalls, toInstall } from './install-scope';
import { appAccessTokens, appInstalls } from './installs.tables';

/**
 * The install a caller means, for routes that take either an API key or a signed-in user. With a key
 * (the `apikey` header, even empty) the key names the install; an app or location that contradicts it is
 * treated as a wrong key. Without one, a member names the app and, as an agency user, the location
 * (none: the agency's own install); a location user always gets its own location's.
 */
export async function resolveActiveInstall(
  opts: SecretDeps & { actor: Actor; apiKey: string | string[] | undefined; appId?: string; locationId?: string },
): Promise<InstallRow> {
  if (opts.apiKey !== undefined) {
    const identity = await authenticateApiKey({ ...opts, header: opts.apiKey });
    if ((opts.appId && opts.appId !== identity.appId) || (opts.locationId && opts.locationId !== identity.locationId)) {
      throw invalidApiKey();
    }
    const [row] = await selectInstalls(opts.db).where(eq(appInstalls._id, identity.installId)).limit(1);
    if (!row) throw invalidApiKey();
    return row;
  }
  const me = requireRole(opts.actor, INSTALL_MEMBER_ROLES);
  if (!opts.appId) throw badRequest('Name the app (app_id), or send its API key in the apikey header');
  if (me.locationId && opts.locationId && opts.locationId !== me.locationId) throw notFound('Install');
  const place = me.locationId ?? opts.locationId ?? null;
  const installs = await installsOfApp({ db: opts.db, actor: me, appId: opts.appId });
  const row = installs.find((r) => r.install.locationId === place);
  if (!row) throw notFound('Install');
  return row;
}

/** A short-lived token for a free app's embedded view; the install's expired tokens are cleared on the way. */
export async function issueFreeAppAccessToken(
  opts: SecretDeps & { actor: Actor; apiKey: string | string[] | undefined; appId?: string; locationId?: string },
) {
  const { install } = await resolveActiveInstall(opts);
  const [app] = await opts.db.select({ isFree: apps.isFree }).from(apps).where(eq(apps._id, install.appId)).limit(1);
  if (!app?.isFree) throw new AppError(403, 'not_free', 'Access tokens are only for free apps');
  const now = new Date();
  const accessToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
  await opts.db
    .delete(appAccessTokens)
    .where(and(eq(appAccessTokens.installId, install._id), lte(appAccessTokens.expiresAt, now)));
  await opts.db
    .insert(appAccessTokens)
    .values({ installId: install._id, tokenHash: opts.secrets.keyedHash(accessToken), expiresAt });
  return { accessToken, expiresAt: expiresAt.toISOString(), installId: install._id };
}

/** What an app's settings screen (or server) needs to know about its install: names, the install, masked secrets. */
export async function getConnectionData(
  opts: SecretDeps & { actor: Actor; apiKey: string | string[] | undefined; appId?: string; locationId?: string },
): Promise<TConnectionData> {
  const row = await resolveActiveInstall(opts);
  const { install } = row;
  const [names] = await opts.db
    .select({ appName: apps.name, agencyName: agencies.name })
    .from(apps)
    .innerJoin(agencies, eq(agencies._id, install.agencyId))
    .where(eq(apps._id, install.appId))
    .limit(1);
  if (!names) throw notFound('Install');
  const masked = await maskedSecretsOf(opts.db, install._id);
  return {
    app: { _id: install.appId, name: names.appName },
    agency: { _id: install.agencyId, name: names.agencyName },
    location: install.locationId ? { _id: install.locationId, name: row.locationName ?? '' } : null,
    install: toInstall(row),
    ...masked,
  };
}

import type { TAppDetail } from '@atrium/contracts/apps';
import { CRM_APP_SCOPES, type TCrmAppScope } from '@atrium/contracts/v1-auth';
import type { Db } from '../../db/client';
import { clientOf } from '../../db/pg-client';
import { notFound } from '../../platform/errors';
import { type Actor, isSuperAdmin } from '../../platform/tenancy/actor';
import { type CardRow, type ShownPlan, toAppCard, toPlan } from './app-cards';

type DetailRow = {
  id: string;
  name: string;
  tagline: string;
  icon_url: string | null;
  type: CardRow['app']['type'];
  categories: string[];
  install_target: CardRow['app']['installTarget'];
  rating_count: number;
  rating_sum: number;
  rating_counts: number[];
  install_count: number;
  published_at: Date | null;
  status: TAppDetail['status'];
  description: string;
  screenshots: TAppDetail['screenshots'];
  video_url: string | null;
  tags: string[];
  support_website: string | null;
  support_email: string | null;
  docs_url: string | null;
  privacy_url: string | null;
  custom_page_url: string | null;
  crm_scopes: string[];
  partner_id: string;
  partner_name: string;
  partner_slug: string;
  plans: ShownPlan[];
  versions: { _id: string; version: string; notes: string; releasedAt: number }[];
};

/**
 * The app page in one prepared statement (the row, its partner, plans and versions): the plan is a
 * primary-key lookup for every id, so PostgreSQL parses and plans it once per connection.
 */
const APP_DETAIL = {
  name: 'catalogue_app_detail_v2',
  text: `select a.id, a.name, a.tagline, a.icon_url, a.type, a.categories, a.install_target, a.rating_count, a.rating_sum,
  a.rating_counts, a.install_count, a.published_at, a.status, a.description, a.screenshots, a.video_url, a.tags,
  a.support_website, a.support_email, a.docs_url, a.privacy_url, a.custom_page_url, a.crm_scopes,
  pa.id as partner_id, pa.name as partner_name, pa.slug as partner_slug,
  (select coalesce(json_agg(json_build_object('_id', pl.id, 'name', pl.name, 'model', pl.model, 'priceCents', pl.price_cents,
     'currency', pl.currency, 'trialDays', pl.trial_days, 'features', pl.features) order by pl.position), '[]')
   from app_plans pl where pl.app_id = a.id) as plans,
  (select coalesce(json_agg(json_build_object('_id', v.id, 'version', v.version, 'notes', v.notes,
     'releasedAt', (extract(epoch from v.released_at) * 1000)::float8) order by v.released_at desc), '[]')
   from app_versions v where v.app_id = a.id) as versions
from apps a join partners pa on pa.id = a.partner_id
where a.id = $1::uuid and (a.status = 'live' or $2::boolean)`,
};

/** The app page. Everyone sees live apps; the super admin also sees drafts, reviews and deprecated ones. */
export async function getAppDetail(opts: { db: Db; actor: Actor; appId: string }): Promise<TAppDetail> {
  const { db, actor, appId } = opts;
  const { rows } = await clientOf(db).query<DetailRow>({ ...APP_DETAIL, values: [appId, isSuperAdmin(actor)] });
  const app = rows[0];
  if (!app) throw notFound('App');
  const card: CardRow = {
    app: {
      _id: app.id,
      name: app.name,
      tagline: app.tagline,
      iconUrl: app.icon_url,
      type: app.type,
      categories: app.categories,
      installTarget: app.install_target,
      ratingCount: app.rating_count,
      ratingSum: app.rating_sum,
      installCount: app.install_count,
      publishedAt: app.published_at,
    },
    partner: { _id: app.partner_id, name: app.partner_name, slug: app.partner_slug },
  };
  const [one = 0, two = 0, three = 0, four = 0, five = 0] = app.rating_counts;
  return {
    ...toAppCard(card, app.plans),
    description: app.description,
    screenshots: app.screenshots,
    videoUrl: app.video_url,
    tags: app.tags,
    plans: app.plans.map(toPlan),
    versions: app.versions.map((v) => ({
      _id: v._id,
      version: v.version,
      notes: v.notes,
      releasedAt: new Date(v.releasedAt).toISOString(),
    })),
    ratingDistribution: [one, two, three, four, five],
    status: app.status,
    support: { website: app.support_website, email: app.support_email, docsUrl: app.docs_url, privacyUrl: app.privacy_url },
    customPageUrl: app.custom_page_url,
    // A scope a later release no longer lists is not shown as if it still meant something.
    crmScopes: app.crm_scopes.filter((s): s is TCrmAppScope => (CRM_APP_SCOPES as readonly string[]).includes(s)),
  };
}

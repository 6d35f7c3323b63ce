import { ZAppBundleResponse, ZBundleQuery } from '@atrium/contracts/apps';
import { ZOk, zText } from '@atrium/contracts/common';
import {
  ZAppIdParams,
  ZAppIdQuery,
  ZAppInstallStateResponse,
  ZApprovalBody,
  ZApprovalListResponse,
  ZApprovalResponse,
  ZInstallAppBody,
  ZInstalledAppsQuery,
  ZInstalledAppsResponse,
  ZInstallListResponse,
  ZInstallResponse,
  ZUninstallAppBody,
  ZUninstallResponse,
  ZWebIntegrationBody,
  ZWebIntegrationBulkBody,
  ZWebIntegrationBulkResponse,
} from '@atrium/contracts/installs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { getBundle } from './bundles.service';
import { installAndState, uninstallAndState } from './installs.service';
import { approveApp, listApprovals, requestApproval, revokeApproval } from './installs-approvals.service';
import { getInstallState, listInstalledApps } from './installs-state.service';
import { setWebIntegration, setWebIntegrationBulk } from './installs-web.service';

const tags = ['Installs'];
/** Signed-in routes answer 401 before validating anything. */
const signedIn = { onRequest: requireSignedIn };
const secured = { tags, security: [{ bearer: [] }] };

/** Installing apps for an agency and its locations, approvals, web integrations and the store bundles. */
export async function installRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.post(
    '/api/v1/app/update_app_with_company_id',
    {
      ...signedIn,
      schema: {
        ...secured,
        summary: 'Install an app for the agency, chosen locations or all locations (again: change plan / update)',
        body: ZInstallAppBody,
        response: { 200: ZInstallListResponse },
      },
    },
    async (request) => ({ data: await installAndState({ db, actor: request.actor, ...request.body }) }),
  );
  app.post(
    '/api/v1/app/remove_subscription',
    {
      ...signedIn,
      schema: {
        ...secured,
        summary: 'Uninstall an app (wipes its credentials, API key, access tokens and web integration)',
        body: ZUninstallAppBody,
        response: { 200: ZUninstallResponse },
      },
    },
    async (request) => ({ data: await uninstallAndState({ db, actor: request.actor, ...request.body }) }),
  );
  app.get(
    '/api/v1/app/install_state',
    {
      schema: {
        tags,
        summary: "The viewer's install button, installs and review window for one app (works signed out)",
        querystring: ZAppIdQuery,
        response: { 200: ZAppInstallStateResponse },
      },
    },
    async (request) => ({ data: await getInstallState({ db, actor: request.actor, appId: request.query.app_id }) }),
  );
  app.get(
    '/api/v1/app/get_install_apps',
    {
      ...signedIn,
      schema: {
        ...secured,
        summary: "The apps installed on a location (without location_id: the agency's own, or your location's)",
        querystring: ZInstalledAppsQuery,
        response: { 200: ZInstalledAppsResponse },
      },
    },
    async (request) => ({
      data: await listInstalledApps({ db, actor: request.actor, locationId: request.query.location_id }),
    }),
  );
  app.post(
    '/api/v1/app/enable_web_integration_location',
    {
      ...signedIn,
      schema: {
        ...secured,
        summary: "Switch an installed app's web integration for one location",
        body: ZWebIntegrationBody,
        response: { 200: ZInstallResponse },
      },
    },
    async (request) => ({ data: await setWebIntegration({ db, actor: request.actor, ...request.body }) }),
  );
  app.post(
    '/api/v1/app/enable_web_integration_location_bulk',
    {
      ...signedIn,
      schema: {
        ...secured,
        summary: "Switch an app's web integration for several locations (those where it is installed)",
        body: ZWebIntegrationBulkBody,
        response: { 200: ZWebIntegrationBulkResponse },
      },
    },
    async (request) => ({ data: { updated: await setWebIntegrationBulk({ db, actor: request.actor, ...request.body }) } }),
  );

  app.get(
    '/api/v1/app/approvals',
    {
      ...signedIn,
      schema: {
        ...secured,
        summary: "Your agency's app approvals and pending requests",
        response: { 200: ZApprovalListResponse },
      },
    },
    async (request) => ({ data: await listApprovals({ db, actor: request.actor }) }),
  );
  app.post(
    '/api/v1/app/approvals',
    {
      ...signedIn,
      schema: {
        ...secured,
        summary: "Approve an app for your agency's locations (agency admins)",
        body: ZApprovalBody,
        response: { 200: ZApprovalResponse },
      },
    },
    async (request) => ({ data: await approveApp({ db, actor: request.actor, appId: request.body.appId }) }),
  );
  app.post(
    '/api/v1/app/approval_requests',
    {
      ...signedIn,
      schema: {
        ...secured,
        summary: 'Ask your agency to approve an app (location admins)',
        body: ZApprovalBody,
        response: { 200: ZApprovalResponse },
      },
    },
    async (request) => ({ data: await requestApproval({ db, actor: request.actor, appId: request.body.appId }) }),
  );
  app.delete(
    '/api/v1/app/approvals/:appId',
    {
      ...signedIn,
      schema: {
        ...secured,
        summary: 'Revoke an approval or decline a request (installed apps stay)',
        params: ZAppIdParams,
        response: { 200: ZOk },
      },
    },
    async (request) => {
      await revokeApproval({ db, actor: request.actor, appId: request.params.appId });
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/api/v1/app/bundles/:slug',
    {
      schema: {
        tags,
        summary: 'A store bundle with its apps and which of them are installed where you look',
        params: z.object({ slug: zText().trim().min(1).max(40) }),
        querystring: ZBundleQuery,
        response: { 200: ZAppBundleResponse },
      },
    },
    async (request) => ({
      data: await getBundle({
        db,
        actor: request.actor,
        slug: request.params.slug,
        companyId: request.query.company_id,
        locationId: request.query.location_id,
      }),
    }),
  );
}

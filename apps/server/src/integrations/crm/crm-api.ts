import type { z } from 'zod';
import type { CrmHttp } from './crm-http';
import {
  type CrmSnapshotShareType,
  crmCompanyAnswerSchema,
  crmContactAnswerSchema,
  crmContactListAnswerSchema,
  crmContactSearchAnswerSchema,
  crmContactUpsertAnswerSchema,
  crmCustomMenuAnswerSchema,
  crmCustomMenuDeletedSchema,
  type crmCustomMenuOpenModes,
  crmCustomMenusAnswerSchema,
  type crmCustomMenuUserRoles,
  crmCustomValueAnswerSchema,
  crmCustomValuesAnswerSchema,
  crmLatestSnapshotPushAnswerSchema,
  crmLocationAnswerSchema,
  crmLocationSchema,
  crmLocationsAnswerSchema,
  crmProductsAnswerSchema,
  crmSnapshotContentsSchema,
  crmSnapshotPushesAnswerSchema,
  crmSnapshotPushesStartedSchema,
  crmSnapshotShareLinkSchema,
  crmSnapshotsAnswerSchema,
  crmUserSchema,
  crmUserSearchAnswerSchema,
  crmUsersAnswerSchema,
  crmWorkflowsAnswerSchema,
} from './crm-schemas';

type Authorized = { accessToken: string };
type Query = Record<string, string | number | boolean | undefined>;
const id = (value: string) => encodeURIComponent(value);
const pad = (n: number) => String(n).padStart(2, '0');

/** A time as snapshots.json's push-status query writes it: `10-10-2022 12:00 AM` (UTC: the document names no zone). */
export function crmQueryTime(time: Date): string {
  const hours = time.getUTCHours();
  const date = `${pad(time.getUTCMonth() + 1)}-${pad(time.getUTCDate())}-${time.getUTCFullYear()}`;
  return `${date} ${pad(hours % 12 || 12)}:${pad(time.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

type SnapshotOf = Authorized & { companyId: string; snapshotId: string };

/** What `POST /contacts/upsert` takes (UpsertContactDto); the CRM matches on email or phone by the location's rules. */
export type CrmContactInput = {
  locationId: string;
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  companyName?: string | null;
  address1?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string;
  postalCode?: string;
  website?: string | null;
  timezone?: string | null;
  source?: string;
  tags?: string[];
  assignedTo?: string;
  customFields?: { id: string; key?: string; field_value?: unknown }[];
};

/**
 * What `POST /users/` takes (CreateUserDto): every field here is required by the document. `type` 'agency' works
 * across the company, 'account' in its `locationIds`; `password` is the CRM sign-in's own.
 */
export type CrmUserInput = {
  companyId: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  type: 'agency' | 'account';
  role: 'admin' | 'user';
  locationIds: string[];
};

/** What `POST /locations/` takes (CreateLocationDto): a name and the company; the rest is optional. */
export type CrmLocationInput = {
  name: string;
  companyId: string;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  /** A 2-letter country code. */
  country?: string;
  postalCode?: string;
  website?: string;
  timezone?: string;
  prospectInfo?: { firstName: string; lastName: string; email: string };
  snapshotId?: string;
};

/** What `POST /custom-menus/` takes (CreateCustomMenuDTO): every field but the camera and microphone is required. */
export type CrmCustomMenuInput = {
  title: string;
  url: string;
  icon: { name: string; fontFamily: 'fab' | 'fas' | 'far' };
  showOnCompany: boolean;
  showOnLocation: boolean;
  showToAllLocations: boolean;
  openMode: (typeof crmCustomMenuOpenModes)[number];
  locations: string[];
  userRole: (typeof crmCustomMenuUserRoles)[number];
  allowCamera?: boolean;
  allowMicrophone?: boolean;
};

/** The CRM's resources Atrium reads and writes, named after the official SDK's methods where it has them. */
export function crmApiMethods(http: CrmHttp) {
  const get = <T extends z.ZodType>(operation: string, path: string, accessToken: string, schema: T, query?: Query) =>
    http.send({ operation, method: 'GET', path, accessToken, query, schema });

  return {
    /** `GET /companies/{companyId}` (agency token). */
    async getCompany(input: Authorized & { companyId: string }) {
      const path = `/companies/${id(input.companyId)}`;
      return (await get('getCompany', path, input.accessToken, crmCompanyAnswerSchema)).company;
    },

    /** `GET /locations/{locationId}`. */
    async getLocation(input: Authorized & { locationId: string }) {
      const path = `/locations/${id(input.locationId)}`;
      return (await get('getLocation', path, input.accessToken, crmLocationAnswerSchema)).location;
    },

    /** `POST /locations/` (agency token): creates a location (CreateLocationDto); the answer is the new location. */
    createLocation(input: Authorized & { location: CrmLocationInput }) {
      return http.send({
        operation: 'createLocation',
        method: 'POST',
        path: '/locations/',
        accessToken: input.accessToken,
        json: input.location,
        schema: crmLocationSchema,
      });
    },

    /** `GET /locations/search`: a page of the company's locations (skip / limit; the CRM's default limit is 10). */
    async searchLocations(
      input: Authorized & { companyId: string; skip?: number; limit?: number; order?: 'asc' | 'desc'; email?: string },
    ) {
      const { accessToken, ...query } = input;
      return (await get('searchLocations', '/locations/search', accessToken, crmLocationsAnswerSchema, query)).locations;
    },

    /** `GET /users/?locationId=`: a location's users (location token). */
    async listUsers(input: Authorized & { locationId: string }) {
      const query = { locationId: input.locationId };
      return (await get('listUsers', '/users/', input.accessToken, crmUsersAnswerSchema, query)).users;
    },

    /** `POST /users/` (agency token, users.write): creates a user (CreateUserDto); the answer is the new user. */
    createUser(input: Authorized & { user: CrmUserInput }) {
      return http.send({
        operation: 'createUser',
        method: 'POST',
        path: '/users/',
        accessToken: input.accessToken,
        json: input.user,
        schema: crmUserSchema,
      });
    },

    /** `GET /users/search`: the company's users, a page at a time, with the total count. */
    searchUsers(
      input: Authorized & {
        companyId: string;
        query?: string;
        skip?: number;
        limit?: number;
        locationId?: string;
        type?: 'agency' | 'account';
        role?: 'admin' | 'user';
        ids?: string[];
      },
    ) {
      const { accessToken, ids, ...query } = input;
      return get('searchUsers', '/users/search', accessToken, crmUserSearchAnswerSchema, { ...query, ids: ids?.join(',') });
    },

    /** `GET /contacts/`: a page of a location's contacts; pass meta.startAfter and meta.startAfterId for the next. */
    listContacts(
      input: Authorized & { locationId: string; limit?: number; startAfter?: number; startAfterId?: string; query?: string },
    ) {
      const { accessToken, ...query } = input;
      return get('listContacts', '/contacts/', accessToken, crmContactListAnswerSchema, query);
    },

    /**
     * `POST /contacts/search`: a page by number (page, pageLimit) or, past the first 10,000, by cursor (searchAfter,
     * the last contact's value). A read, but a POST: not retried on a 5xx (the caller's job retries the page).
     */
    searchContacts(
      input: Authorized & {
        locationId: string;
        pageLimit?: number;
        page?: number;
        searchAfter?: (string | number)[];
        query?: string;
        filters?: unknown[];
        sort?: { field: string; direction: 'asc' | 'desc' }[];
      },
    ) {
      const { accessToken, ...body } = input;
      return http.send({
        operation: 'searchContacts',
        method: 'POST',
        path: '/contacts/search',
        accessToken,
        json: { ...body, pageLimit: body.pageLimit ?? 100 },
        schema: crmContactSearchAnswerSchema,
      });
    },

    /** `GET /contacts/{contactId}`: one contact of the token's location. */
    async getContact(input: Authorized & { contactId: string }) {
      const path = `/contacts/${id(input.contactId)}`;
      return (await get('getContact', path, input.accessToken, crmContactAnswerSchema)).contact;
    },

    /** `POST /contacts/upsert`: creates the contact or updates the one the location's duplicate rules match. */
    upsertContact(input: Authorized & { contact: CrmContactInput }) {
      return http.send({
        operation: 'upsertContact',
        method: 'POST',
        path: '/contacts/upsert',
        accessToken: input.accessToken,
        json: input.contact,
        schema: crmContactUpsertAnswerSchema,
      });
    },

    /** `GET /workflows/?locationId=`. */
    async listWorkflows(input: Authorized & { locationId: string }) {
      const query = { locationId: input.locationId };
      return (await get('listWorkflows', '/workflows/', input.accessToken, crmWorkflowsAnswerSchema, query)).workflows;
    },

    /** `GET /products/?locationId=`: a page (limit / offset) with the total under `total[0].total`. */
    listProducts(input: Authorized & { locationId: string; limit?: number; offset?: number; search?: string }) {
      const { accessToken, ...query } = input;
      return get('listProducts', '/products/', accessToken, crmProductsAnswerSchema, query);
    },

    /** `GET /custom-menus/` (agency token): the company's menu links, or one location's. */
    listCustomMenus(
      input: Authorized & { locationId?: string; skip?: number; limit?: number; query?: string; showOnCompany?: boolean },
    ) {
      const { accessToken, ...query } = input;
      return get('listCustomMenus', '/custom-menus/', accessToken, crmCustomMenusAnswerSchema, query);
    },

    /** `POST /custom-menus/` (agency token). */
    async createCustomMenu(input: Authorized & { menu: CrmCustomMenuInput }) {
      const answer = await http.send({
        operation: 'createCustomMenu',
        method: 'POST',
        path: '/custom-menus/',
        accessToken: input.accessToken,
        json: input.menu,
        schema: crmCustomMenuAnswerSchema,
      });
      return answer.customMenu;
    },

    /** `PUT /custom-menus/{customMenuId}` (agency token): the fields given change, the rest stay. */
    async updateCustomMenu(input: Authorized & { customMenuId: string; menu: Partial<CrmCustomMenuInput> }) {
      const answer = await http.send({
        operation: 'updateCustomMenu',
        method: 'PUT',
        path: `/custom-menus/${id(input.customMenuId)}`,
        accessToken: input.accessToken,
        json: input.menu,
        schema: crmCustomMenuAnswerSchema,
      });
      return answer.customMenu;
    },

    /** `DELETE /custom-menus/{customMenuId}` (agency token). */
    deleteCustomMenu(input: Authorized & { customMenuId: string }) {
      return http.send({
        operation: 'deleteCustomMenu',
        method: 'DELETE',
        path: `/custom-menus/${id(input.customMenuId)}`,
        accessToken: input.accessToken,
        schema: crmCustomMenuDeletedSchema,
      });
    },

    /** `GET /locations/{locationId}/customValues` (location token, locations/customValues.readonly). */
    async listCustomValues(input: Authorized & { locationId: string }) {
      const path = `/locations/${id(input.locationId)}/customValues`;
      return (await get('listCustomValues', path, input.accessToken, crmCustomValuesAnswerSchema)).customValues;
    },

    /**
     * `POST /locations/{locationId}/customValues` (location token, locations/customValues.write): the CRM makes the
     * key from the name. Not retried on a 5xx (it may have been made): the caller lists again first.
     */
    async createCustomValue(input: Authorized & { locationId: string; name: string; value: string }) {
      const answer = await http.send({
        operation: 'createCustomValue',
        method: 'POST',
        path: `/locations/${id(input.locationId)}/customValues`,
        accessToken: input.accessToken,
        json: { name: input.name, value: input.value },
        schema: crmCustomValueAnswerSchema,
      });
      return answer.customValue;
    },

    /** `PUT /locations/{locationId}/customValues/{id}` (location token): name and value are both required. */
    async updateCustomValue(input: Authorized & { locationId: string; customValueId: string; name: string; value: string }) {
      const answer = await http.send({
        operation: 'updateCustomValue',
        method: 'PUT',
        path: `/locations/${id(input.locationId)}/customValues/${id(input.customValueId)}`,
        accessToken: input.accessToken,
        json: { name: input.name, value: input.value },
        schema: crmCustomValueAnswerSchema,
      });
      return answer.customValue;
    },

    /** `GET /snapshots/?companyId=` (agency token): the company's own, imported and vertical snapshots. */
    async listSnapshots(input: Authorized & { companyId: string }) {
      const query = { companyId: input.companyId };
      return (await get('listSnapshots', '/snapshots/', input.accessToken, crmSnapshotsAnswerSchema, query)).snapshots;
    },

    /**
     * `POST /snapshots/share/link?companyId=` (agency token, snapshots.write): a link to import the snapshot; an
     * agency_link names the agencies' relationship numbers, a location_link the locations that may import it.
     */
    createSnapshotShareLink(
      input: SnapshotOf & { shareType: CrmSnapshotShareType; relationshipNumbers?: string[]; shareLocationIds?: string[] },
    ) {
      return http.send({
        operation: 'createSnapshotShareLink',
        method: 'POST',
        path: '/snapshots/share/link',
        accessToken: input.accessToken,
        query: { companyId: input.companyId },
        json: {
          snapshot_id: input.snapshotId,
          share_type: input.shareType,
          relationship_number: input.relationshipNumbers?.join(','),
          share_location_id: input.shareLocationIds?.join(','),
        },
        schema: crmSnapshotShareLinkSchema,
      });
    },

    /** `GET /snapshots/snapshot-status/{snapshotId}` (agency token): a page of pushes started between two times. */
    async getSnapshotPushes(input: SnapshotOf & { from: Date; to: Date; lastDoc?: string; limit: number }) {
      const query = {
        companyId: input.companyId,
        from: crmQueryTime(input.from),
        to: crmQueryTime(input.to),
        lastDoc: input.lastDoc ?? '',
        limit: String(input.limit),
      };
      const path = `/snapshots/snapshot-status/${id(input.snapshotId)}`;
      return (await get('getSnapshotPushes', path, input.accessToken, crmSnapshotPushesAnswerSchema, query)).data;
    },

    /** `GET /snapshots/snapshot-status/{snapshotId}/location/{locationId}` (agency token): the latest push there. */
    async getLatestSnapshotPush(input: SnapshotOf & { locationId: string }) {
      const path = `/snapshots/snapshot-status/${id(input.snapshotId)}/location/${id(input.locationId)}`;
      const query = { companyId: input.companyId };
      return (await get('getLatestSnapshotPush', path, input.accessToken, crmLatestSnapshotPushAnswerSchema, query)).data;
    },

    /** Sandbox-only (decision 027): what the snapshot holds by asset type, and the custom values it expects. */
    sandboxSnapshotContents(input: SnapshotOf) {
      const path = `/snapshots/sandbox/${id(input.snapshotId)}/contents`;
      return get('sandboxSnapshotContents', path, input.accessToken, crmSnapshotContentsSchema, { companyId: input.companyId });
    },

    /** Sandbox-only (decision 027): pushes the snapshot into existing locations; a running push is answered again. */
    async sandboxPushSnapshot(input: SnapshotOf & { locationIds: string[] }) {
      const answer = await http.send({
        operation: 'sandboxPushSnapshot',
        method: 'POST',
        path: `/snapshots/sandbox/${id(input.snapshotId)}/push`,
        accessToken: input.accessToken,
        query: { companyId: input.companyId },
        json: { locationIds: input.locationIds },
        schema: crmSnapshotPushesStartedSchema,
      });
      return answer.data;
    },

    /** Sandbox-only (decision 027): retries one failed asset type of the location's latest push. */
    async sandboxRetrySnapshotAsset(input: SnapshotOf & { locationId: string; asset: string }) {
      const answer = await http.send({
        operation: 'sandboxRetrySnapshotAsset',
        method: 'POST',
        path: `/snapshots/sandbox/${id(input.snapshotId)}/location/${id(input.locationId)}/retry`,
        accessToken: input.accessToken,
        query: { companyId: input.companyId },
        json: { asset: input.asset },
        schema: crmLatestSnapshotPushAnswerSchema,
      });
      return answer.data;
    },
  };
}

import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime, ZPageQuery, zText } from './common';
import { optionalText, requiredText } from './content';
import { endpoint } from './endpoint';

/**
 * Prospects (issue 21, SPEC 7 "prospects"): an agency's list of businesses to win. Agency admins add, change, tag,
 * import (CSV, through the CRM imports with kind `prospects`) and convert them into a CRM location; the agency's
 * staff read them. `converted` is set by converting only, which links the prospect to the location it became.
 */
export const PROSPECT_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'converted'] as const;
export const ZProspectStatus = z.enum(PROSPECT_STATUSES);
export type TProspectStatus = z.infer<typeof ZProspectStatus>;
/** The statuses a person sets by hand (or in a CSV). */
export const PROSPECT_EDITABLE_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;

/** A prospect's free-text fields, in the order forms and CSV imports list them (tags and status come after). */
export const PROSPECT_TEXT_FIELDS = [
  'businessName',
  'contactName',
  'email',
  'phone',
  'website',
  'address',
  'city',
  'country',
  'notes',
] as const;

export const PROSPECT_MAX_TAGS = 20;
export const PROSPECT_TAG_MAX_LENGTH = 40;

/** A free tag: trimmed, 1 to 40 characters, no commas or semicolons (they separate tags in a CSV cell). */
export const ZProspectTag = zText()
  .trim()
  .min(1, 'A tag cannot be empty')
  .max(PROSPECT_TAG_MAX_LENGTH, `A tag has at most ${PROSPECT_TAG_MAX_LENGTH} characters`)
  .regex(/^[^,;|]+$/, 'A tag cannot contain , ; or |');

const optionalEmail = zText()
  .trim()
  .max(254)
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v))
  .refine((v) => v == null || z.email().safeParse(v).success, 'Enter a valid email address');
const optionalWebsite = zText()
  .trim()
  .max(300)
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v))
  .refine((v) => v == null || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'Enter a web address starting with http:// or https://');
const optionalPhone = zText()
  .trim()
  .max(40)
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v))
  .refine((v) => v == null || /^\+?[0-9 ()\-.]{7,20}$/.test(v), 'Enter a phone number (digits, spaces, + ( ) - .)');

const prospectFields = {
  businessName: requiredText('Business name', 200),
  contactName: optionalText(200),
  email: optionalEmail,
  phone: optionalPhone,
  website: optionalWebsite,
  address: optionalText(300),
  city: optionalText(100),
  /** A country name or code, as the person writes it; converting sends a 2-letter code only when it is one. */
  country: optionalText(100),
  notes: optionalText(5000),
  tags: z
    .array(ZProspectTag)
    .max(PROSPECT_MAX_TAGS, `At most ${PROSPECT_MAX_TAGS} tags`)
    .transform((tags) => [...new Set(tags)]),
  status: z.enum(PROSPECT_EDITABLE_STATUSES, 'Status is one of new, contacted, qualified, won, lost'),
};

export const ZProspectCreate = z.object({
  ...prospectFields,
  tags: prospectFields.tags.default([]),
  status: prospectFields.status.default('new'),
});
export type TProspectCreate = z.input<typeof ZProspectCreate>;
export const ZProspectUpdate = z.object(prospectFields).partial();
export type TProspectUpdate = z.input<typeof ZProspectUpdate>;

export const ZProspect = z.object({
  _id: ZId,
  businessName: zText(),
  contactName: zText().nullable(),
  email: zText().nullable(),
  phone: zText().nullable(),
  website: zText().nullable(),
  address: zText().nullable(),
  city: zText().nullable(),
  country: zText().nullable(),
  notes: zText().nullable(),
  tags: z.array(zText()),
  status: ZProspectStatus,
  /** The Atrium location it became (converted), and that location's CRM id. */
  locationId: ZId.nullable(),
  crmLocationId: zText().nullable(),
  convertedAt: ZIsoDateTime.nullable(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TProspect = z.infer<typeof ZProspect>;

/** Newest first; `q` searches the business, contact name and email; `tag` and `status` filter. */
export const ZProspectListQuery = ZPageQuery.extend({
  q: zText().trim().max(100).optional(),
  tag: zText().trim().max(PROSPECT_TAG_MAX_LENGTH).optional(),
  status: ZProspectStatus.optional(),
});

const prospects = { tag: 'Prospects', auth: 'user' } as const;

export const prospectEndpoints = {
  list: endpoint({
    ...prospects,
    method: 'GET',
    path: '/api/v1/crm/prospects',
    summary: "The agency's prospects, newest first: search, filter by tag and status, paged (agency team)",
    query: ZProspectListQuery,
    list: ZProspect,
  }),
  tags: endpoint({
    ...prospects,
    method: 'GET',
    path: '/api/v1/crm/prospects/tags',
    summary: "The tags on the agency's prospects, with how many carry each (agency team)",
    data: z.array(z.object({ tag: zText(), count: z.number().int().nonnegative() })),
  }),
  get: endpoint({
    ...prospects,
    method: 'GET',
    path: '/api/v1/crm/prospects/:id',
    summary: 'One prospect (agency team)',
    params: ZIdParams,
    data: ZProspect,
  }),
  create: endpoint({
    ...prospects,
    method: 'POST',
    path: '/api/v1/crm/prospects',
    summary: 'Adds a prospect; the business name is unique in the agency (agency admins)',
    status: 201,
    body: ZProspectCreate,
    data: ZProspect,
  }),
  update: endpoint({
    ...prospects,
    method: 'PUT',
    path: '/api/v1/crm/prospects/:id',
    summary: 'Changes a prospect: its fields, tags or status (agency admins)',
    params: ZIdParams,
    body: ZProspectUpdate,
    data: ZProspect,
  }),
  remove: endpoint({
    ...prospects,
    method: 'DELETE',
    path: '/api/v1/crm/prospects/:id',
    summary: 'Deletes a prospect (the location it became, if any, stays) (agency admins)',
    params: ZIdParams,
    empty: true,
  }),
  convert: endpoint({
    ...prospects,
    method: 'POST',
    path: '/api/v1/crm/prospects/:id/convert',
    summary:
      'Converts a prospect into a location: created in the CRM (crm_sync connection) and in Atrium, linked, marked converted; converting again changes nothing (agency admins)',
    params: ZIdParams,
    data: ZProspect,
  }),
};

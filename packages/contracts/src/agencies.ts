import { z } from 'zod';
import { ZId, ZIdParams, zData, zEmail, zText, zUrl } from './common';
import { endpoint } from './endpoint';

export const ZAgency = z.object({
  _id: ZId,
  name: zText(),
  email: zText().nullable(),
  phone: zText().nullable(),
  website: zText().nullable(),
  logoUrl: zText().nullable(),
  plan: zText(),
  createdAt: zText(),
  updatedAt: zText(),
});
export type TAgency = z.infer<typeof ZAgency>;
export const ZAgencyResponse = zData(ZAgency);

const optionalText = (max: number) => zText().trim().max(max).nullable().optional();
const optionalUrl = z
  .union([zUrl({ protocol: /^https?$/ }).max(500), z.literal('')])
  .nullable()
  .optional();

export const ZAgencyUpdate = z
  .object({
    name: zText().trim().min(2, 'Agency name must be at least 2 characters').max(120),
    email: z
      .union([zEmail(), z.literal('')])
      .nullable()
      .optional(),
    phone: optionalText(40),
    website: optionalUrl,
    logoUrl: z
      .union([
        zUrl({ protocol: /^https?$/ }).max(500),
        zText().regex(/^\/uploads\/[A-Za-z0-9._/-]+$/, 'Logo must be an uploaded image or an http(s) address'),
        z.literal(''),
      ])
      .nullable()
      .optional(),
  })
  .partial()
  .strict();
export type TAgencyUpdate = z.infer<typeof ZAgencyUpdate>;

export const ZAgencyProfile = z.object({
  agencyId: ZId,
  description: zText(),
  address: zText(),
  city: zText(),
  country: zText(),
  timezone: zText(),
  supportEmail: zText(),
  updatedAt: zText().nullable(),
});
export type TAgencyProfile = z.infer<typeof ZAgencyProfile>;
export const ZAgencyProfileResponse = zData(ZAgencyProfile);

export const ZAgencyProfileUpdate = z
  .object({
    description: zText().max(5000),
    address: zText().trim().max(200),
    city: zText().trim().max(100),
    country: zText().trim().max(100),
    timezone: zText().trim().max(64),
    supportEmail: z.union([zEmail(), z.literal('')]),
  })
  .partial()
  .strict();
export type TAgencyProfileUpdate = z.infer<typeof ZAgencyProfileUpdate>;

const agency = { tag: 'Agency', auth: 'user' } as const;

/** The agency's own record and profile (ARCHITECTURE section 2: one definition per endpoint). */
export const agencyEndpoints = {
  getOwn: endpoint({ ...agency, method: 'GET', path: '/api/v1/agency', summary: 'Your agency', data: ZAgency }),
  updateOwn: endpoint({
    ...agency,
    method: 'PUT',
    path: '/api/v1/agency',
    summary: 'Update your agency (agency admins)',
    body: ZAgencyUpdate,
    data: ZAgency,
  }),
  getProfile: endpoint({
    ...agency,
    method: 'GET',
    path: '/api/v1/agency/profile',
    summary: "Your agency's profile",
    data: ZAgencyProfile,
  }),
  saveProfile: endpoint({
    ...agency,
    method: 'POST',
    path: '/api/v1/agency/profile',
    summary: "Save your agency's profile (agency admins)",
    body: ZAgencyProfileUpdate,
    data: ZAgencyProfile,
  }),
  get: endpoint({
    ...agency,
    method: 'GET',
    path: '/api/v1/agency/:id',
    summary: 'An agency by _id (your own)',
    params: ZIdParams,
    data: ZAgency,
  }),
};

import { z } from 'zod';
import { ZId, zData } from './common';

export const ZAgency = z.object({
  _id: ZId,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  plan: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAgency = z.infer<typeof ZAgency>;
export const ZAgencyResponse = zData(ZAgency);

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const optionalUrl = z
  .union([z.url({ protocol: /^https?$/ }).max(500), z.literal('')])
  .nullable()
  .optional();

export const ZAgencyUpdate = z
  .object({
    name: z.string().trim().min(2, 'Agency name must be at least 2 characters').max(120),
    email: z
      .union([z.email(), z.literal('')])
      .nullable()
      .optional(),
    phone: optionalText(40),
    website: optionalUrl,
    logoUrl: z
      .union([
        z.url({ protocol: /^https?$/ }).max(500),
        z.string().regex(/^\/uploads\/[A-Za-z0-9._/-]+$/, 'Logo must be an uploaded image or an http(s) address'),
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
  description: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  timezone: z.string(),
  supportEmail: z.string(),
  updatedAt: z.string().nullable(),
});
export type TAgencyProfile = z.infer<typeof ZAgencyProfile>;
export const ZAgencyProfileResponse = zData(ZAgencyProfile);

export const ZAgencyProfileUpdate = z
  .object({
    description: z.string().max(5000),
    address: z.string().trim().max(200),
    city: z.string().trim().max(100),
    country: z.string().trim().max(100),
    timezone: z.string().trim().max(64),
    supportEmail: z.union([z.email(), z.literal('')]),
  })
  .partial()
  .strict();
export type TAgencyProfileUpdate = z.infer<typeof ZAgencyProfileUpdate>;

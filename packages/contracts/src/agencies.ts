import { z } from 'zod';
import { ZId, zData, zEmail, zText, zUrl } from './common';

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

import { z } from 'zod';
import { ZAgency } from './agencies';
import { ZId, zData, zEmail, zText } from './common';
import { endpoint } from './endpoint';
import { ZOkValue } from './resource-endpoints';
import { ZUser } from './users';

export const PASSWORD_MIN = 8;
export const ZEmail = zEmail('Enter a valid email address')
  .max(254)
  .transform((v) => v.toLowerCase());
export const ZPassword = zText().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(200);
export const ZName = (label: string) => zText().trim().min(1, `${label} is required`).max(80);

export const ZLoginBody = z.object({ email: ZEmail, password: zText().min(1, 'Password is required').max(200) }).strict();
export type TLoginBody = z.input<typeof ZLoginBody>;

export const ZSignupBody = z
  .object({
    agencyName: zText().trim().min(2, 'Agency name must be at least 2 characters').max(120),
    firstName: ZName('First name'),
    lastName: ZName('Last name'),
    email: ZEmail,
    password: ZPassword,
  })
  .strict();
export type TSignupBody = z.input<typeof ZSignupBody>;

/**
 * User registration. Without a session it creates an end user of the marketplace.
 * An agency or location admin passes `locationId` (and optionally `role`) to add staff to one of its locations.
 */
export const ZUserRegisterBody = z
  .object({
    firstName: ZName('First name'),
    lastName: ZName('Last name'),
    email: ZEmail,
    password: ZPassword,
    locationId: ZId.optional(),
    role: z.enum(['staff', 'location_admin']).optional(),
  })
  .strict();
export type TUserRegisterBody = z.input<typeof ZUserRegisterBody>;

export const ZSession = z.object({
  token: zText(),
  expiresAt: zText(),
  user: ZUser,
  agency: ZAgency.nullable(),
});
export type TSession = z.infer<typeof ZSession>;
export const ZSessionResponse = zData(ZSession);

/** Self-registration signs the new user in; an admin adding staff gets the new user only. */
export const ZUserRegisterResponse = zData(z.union([ZSession, z.object({ user: ZUser })]));

/** How long a "Forgot password?" link works. */
export const RESET_LINK_MINUTES = 30;
/** How long the link of an invitation (an account made for someone, by a CSV import say) works. */
export const INVITE_LINK_DAYS = 7;

/** "Forgot password?": always answered with the same 200, whether or not an account has this email. */
export const ZForgotPasswordBody = z.object({ email: ZEmail }).strict();
export type TForgotPasswordBody = z.input<typeof ZForgotPasswordBody>;

/** The token from the mailed link and the new password (checked as at registration). */
export const ZResetPasswordBody = z
  .object({ token: zText().min(1, 'The reset link is incomplete').max(200), password: ZPassword })
  .strict();
export type TResetPasswordBody = z.input<typeof ZResetPasswordBody>;

/** Why a reset link was refused (400 `error.code`), so the page can say what to do next. */
export const RESET_LINK_ERRORS = ['reset_link_invalid', 'reset_link_used', 'reset_link_expired'] as const;

/** Which sign-in an account belongs to: the agency portal (`/auth/login`) or the user portal (`/user/login`). */
export const LOGIN_PORTALS = ['agency', 'user'] as const;
export type TLoginPortal = (typeof LOGIN_PORTALS)[number];

const auth = { tag: 'Auth' } as const;

/** Signing up, in and out. */
export const authEndpoints = {
  signup: endpoint({
    ...auth,
    method: 'POST',
    path: '/api/v1/auth/signup',
    summary: 'Sign up an agency and its first admin',
    auth: 'public',
    status: 201,
    body: ZSignupBody,
    data: ZSession,
  }),
  agencyLogin: endpoint({
    ...auth,
    method: 'POST',
    path: '/api/v1/auth/login',
    summary: 'Sign in to the agency portal',
    auth: 'public',
    body: ZLoginBody,
    data: ZSession,
  }),
  signIn: endpoint({
    ...auth,
    method: 'POST',
    path: '/api/v1/auth/sign-in',
    summary: 'Sign in with email and password, whichever portal the account belongs to',
    auth: 'public',
    body: ZLoginBody,
    data: ZSession,
  }),
  logout: endpoint({
    ...auth,
    method: 'POST',
    path: '/api/v1/auth/logout',
    summary: 'Revoke the current token',
    auth: 'user',
    data: ZOkValue,
  }),
  register: endpoint({
    ...auth,
    method: 'POST',
    path: '/api/v1/user/register',
    summary: 'Register an end user, or (as an agency or location admin) add staff to a location',
    auth: 'public',
    status: 201,
    body: ZUserRegisterBody,
    data: z.union([ZSession, z.object({ user: ZUser })]),
  }),
  userLogin: endpoint({
    ...auth,
    method: 'POST',
    path: '/api/v1/user/login',
    summary: 'Sign in as location staff or an end user',
    auth: 'public',
    body: ZLoginBody,
    data: ZSession,
  }),
};

/** "Forgot password?": ask for a mailed link, then set a new password with it (one budget per address for both). */
export const passwordResetEndpoints = {
  forgot: endpoint({
    ...auth,
    method: 'POST',
    path: '/api/v1/user/forgot-password',
    summary: 'Mail a password reset link (the same answer whether or not the email has an account)',
    auth: 'public',
    body: ZForgotPasswordBody,
    data: ZOkValue,
  }),
  reset: endpoint({
    ...auth,
    method: 'POST',
    path: '/api/v1/user/reset-password',
    summary: 'Set a new password with a mailed reset link; signs out every session of the account',
    auth: 'public',
    body: ZResetPasswordBody,
    data: ZOkValue,
  }),
};

import { z } from 'zod';
import { ZEmail, ZName, ZPassword } from './auth';
import { ZId, ZIdParams, zText } from './common';
import { endpoint } from './endpoint';
import { ZOkValue } from './resource-endpoints';
import { ZUser } from './users';

/**
 * The profile (`PUT /api/v1/account`): name and email. A new email needs `currentPassword`, so a borrowed
 * session cannot move the account (and its password resets) to someone else's mailbox.
 */
export const ZProfileUpdateBody = z
  .object({
    firstName: ZName('First name'),
    lastName: ZName('Last name'),
    email: ZEmail,
    currentPassword: zText().max(200).optional(),
  })
  .strict();
export type TProfileUpdateBody = z.input<typeof ZProfileUpdateBody>;

/** `PUT /api/v1/account/password`: signs out every other session of the account. */
export const ZPasswordChangeBody = z
  .object({ currentPassword: zText().min(1, 'Current password is required').max(200), password: ZPassword })
  .strict();
export type TPasswordChangeBody = z.input<typeof ZPasswordChangeBody>;

/** One signed-in browser of the account. */
export const ZAccountSession = z.object({
  _id: ZId,
  createdAt: zText(),
  lastSeenAt: zText(),
  /** The browser's User-Agent when it signed in; null for sessions from before it was recorded. */
  userAgent: zText().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;

/** `PUT /api/v1/account/password` answers how many other sessions it signed out. */
export const ZPasswordChanged = z.object({ signedOut: z.number().int().nonnegative() });

const account = { tag: 'Account', auth: 'user' } as const;

/** The profile page's endpoints: the signed-in person's own account only. */
export const accountEndpoints = {
  profile: endpoint({ ...account, method: 'GET', path: '/api/v1/account', summary: 'Your own profile', data: ZUser }),
  updateProfile: endpoint({
    ...account,
    method: 'PUT',
    path: '/api/v1/account',
    summary: 'Change your name or email (a new email needs your current password)',
    body: ZProfileUpdateBody,
    data: ZUser,
  }),
  changePassword: endpoint({
    ...account,
    method: 'PUT',
    path: '/api/v1/account/password',
    summary: 'Change your password; signs out your other sessions',
    body: ZPasswordChangeBody,
    data: ZPasswordChanged,
  }),
  sessions: endpoint({
    ...account,
    method: 'GET',
    path: '/api/v1/account/sessions',
    summary: 'Your signed-in browsers',
    data: z.array(ZAccountSession),
  }),
  revokeSession: endpoint({
    ...account,
    method: 'DELETE',
    path: '/api/v1/account/sessions/:id',
    summary: 'Sign one of your sessions out',
    params: ZIdParams,
    data: ZOkValue,
  }),
};

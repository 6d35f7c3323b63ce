import { z } from 'zod';
import { ZEmail, ZName, ZPassword } from './auth';
import { ZId, zData, zText } from './common';

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
export const ZAccountSessionList = zData(z.array(ZAccountSession));

/** `PUT /api/v1/account/password` answers how many other sessions it signed out. */
export const ZPasswordChangeResponse = zData(z.object({ signedOut: z.number().int().nonnegative() }));

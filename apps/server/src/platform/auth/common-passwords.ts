import { AppError } from '../errors';

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords, so it would be guessed quickly. Choose another.';

let common: Promise<Set<string>> | undefined;

/**
 * The maintained list of common passwords zxcvbn-ts ships (about 49,000, most common first), lower-cased
 * into a Set on first use: the import and the Set cost a few megabytes that a server which never sets
 * a password does not need to pay.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/**
 * Refuses a password on the list (case-insensitively), as a field error of `password` so forms show it
 * under the field; `reason` lets a client show its own translation.
 */
export async function assertNotCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError(400, 'validation_error', COMMON_PASSWORD_MESSAGE, [
      { path: ['password'], message: COMMON_PASSWORD_MESSAGE, reason: 'common_password' },
    ]);
  }
}

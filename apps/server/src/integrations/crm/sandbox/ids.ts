import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 20;
/** Bytes at or above this would favour the first letters (256 is not a multiple of 62): they are skipped. */
const UNBIASED_BELOW = 256 - (256 % ALPHABET.length);

function idFrom(bytes: (round: number) => Buffer): string {
  let id = '';
  for (let round = 0; id.length < ID_LENGTH; round += 1) {
    for (const byte of bytes(round)) {
      if (byte < UNBIASED_BELOW) id += ALPHABET[byte % ALPHABET.length];
      if (id.length === ID_LENGTH) break;
    }
  }
  return id;
}

/** A new id of the CRM's kind: 20 letters and digits (`ve9EPM428h8vShlRW1KT`), not a UUID. */
export const crmId = () => idFrom(() => randomBytes(32));

/** The same id for the same name on every run: demo rows keep their ids across fresh databases. */
export const demoId = (name: string) =>
  idFrom((round) => createHash('sha256').update(`atrium-crm-demo:${round}:${name}`).digest());

/** An opaque secret (token, code, session): 256 random bits. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** Secrets are stored only as this hash: a leaked table holds nothing usable. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const isCrmId = (value: string) => /^[A-Za-z0-9]{20}$/.test(value);

import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Secrets at rest. One 32-byte master key (CREDENTIALS_KEY, or DATA_DIR/credentials.key created on the
 * first start) from which two subkeys are derived with HKDF: one seals values that must be read back
 * (AES-256-GCM), the other hashes values that only need checking (HMAC-SHA256: API keys, access tokens),
 * so a database dump without the key can neither decrypt credentials nor test guesses against hashes.
 */

export const KEY_BYTES = 32;
export const KEY_FILE_NAME = 'credentials.key';
const SEAL_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Secrets {
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url). `context` (e.g. the owner's id) is bound as associated data. */
  seal(plaintext: string, context?: string): string;
  /** The plaintext; throws when the value was tampered with, sealed under another key or another context. */
  open(sealed: string, context?: string): string;
  /** HMAC-SHA256 (hex) under the hashing subkey. */
  keyedHash(value: string): string;
}

export class SecretsError extends Error {
  override name = 'SecretsError';
}

const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;
export const CREDENTIALS_KEY_HINT =
  'must be 32 bytes as base64 (44 characters) or hex (64 characters); e.g. `openssl rand -base64 32`';

/** The key bytes of a CREDENTIALS_KEY value (hex or base64/base64url), or null when it is not exactly 32 bytes. */
export function decodeCredentialsKey(value: string): Buffer | null {
  const v = value.trim();
  if (HEX_KEY.test(v)) return Buffer.from(v, 'hex');
  if (!BASE64_KEY.test(v)) return null;
  const bytes = Buffer.from(v.replace(/=$/, '').replace(/\+/g, '-').replace(/\//g, '_'), 'base64url');
  return bytes.length === KEY_BYTES ? bytes : null;
}

const subkey = (master: Buffer, info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, KEY_BYTES));

export function createSecrets(masterKey: Buffer): Secrets {
  if (masterKey.length !== KEY_BYTES) throw new SecretsError(`The credentials key must be ${KEY_BYTES} bytes`);
  const sealKey = subkey(masterKey, 'atrium/seal/v1');
  const hashKey = subkey(masterKey, 'atrium/keyed-hash/v1');
  return {
    seal(plaintext, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url'));
      return [SEAL_VERSION, ...parts].join('.');
    },
    open(sealed, context = '') {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (version !== SEAL_VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
        throw new SecretsError('Not a sealed value');
      }
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SecretsError('Not a sealed value');
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, ivBytes, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch (error) {
        throw new SecretsError('The sealed value cannot be opened (tampered with, or sealed under another key)', {
          cause: error,
        });
      }
    },
    keyedHash(value) {
      return createHmac('sha256', hashKey).update(value, 'utf8').digest('hex');
    },
  };
}

/**
 * The master key: CREDENTIALS_KEY when set (production), else DATA_DIR/credentials.key, created with 32
 * random bytes and mode 0600 on the first start so a fresh machine just works. An existing but unreadable
 * key file is an error, never replaced: a new key would make every saved credential unreadable.
 */
export async function loadCredentialsKey(opts: { configuredKey?: string; dataDir: string }): Promise<Buffer> {
  if (opts.configuredKey) {
    const key = decodeCredentialsKey(opts.configuredKey);
    if (!key) throw new SecretsError(`CREDENTIALS_KEY ${CREDENTIALS_KEY_HINT}`);
    return key;
  }
  const file = path.join(opts.dataDir, KEY_FILE_NAME);
  const existing = await readKeyFile(file);
  if (existing) return existing;
  await mkdir(opts.dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  try {
    // 'wx': never overwrite a key another process created in between.
    await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600); // whatever the umask
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const raced = await readKeyFile(file);
    if (!raced) throw new SecretsError(`${file} is empty`);
    return raced;
  }
}

async function readKeyFile(file: string): Promise<Buffer | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const key = decodeCredentialsKey(text);
  if (!key) throw new SecretsError(`${file} does not hold a valid key: it ${CREDENTIALS_KEY_HINT}`);
  return key;
}

export async function loadSecrets(opts: { configuredKey?: string; dataDir: string }): Promise<Secrets> {
  return createSecrets(await loadCredentialsKey(opts));
}

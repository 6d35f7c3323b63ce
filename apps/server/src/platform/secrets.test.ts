import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createSecrets, decodeCredentialsKey, KEY_FILE_NAME, loadCredentialsKey, loadSecrets, SecretsError } from './secrets';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atrium-secrets-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const key = randomBytes(32);

describe('seal / open', () => {
  const secrets = createSecrets(key);

  it('round-trips text (unicode too), with a fresh IV every time, in the v1 format', () => {
    const plaintext = JSON.stringify({ apiSecret: 'sk_live_ünïcødé_🔑', empty: '' });
    const a = secrets.seal(plaintext);
    const b = secrets.seal(plaintext);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(a).not.toContain('sk_live');
    expect(secrets.open(a)).toBe(plaintext);
    expect(secrets.open(b)).toBe(plaintext);
    expect(secrets.open(secrets.seal(''))).toBe('');
  });

  it('detects tampering with the ciphertext, the tag or the IV, and malformed values', () => {
    const sealed = secrets.seal('the secret value');
    const [v, iv, tag, ct] = sealed.split('.') as [string, string, string, string];
    const flip = (s: string) => {
      const bytes = Buffer.from(s, 'base64url');
      bytes[0]! ^= 1;
      return bytes.toString('base64url');
    };
    for (const bad of [
      [v, iv, tag, flip(ct)].join('.'),
      [v, iv, flip(tag), ct].join('.'),
      [v, flip(iv), tag, ct].join('.'),
      ['v2', iv, tag, ct].join('.'),
      [v, iv, tag].join('.'),
      `${sealed}.extra`,
      'plain text',
    ]) {
      expect(() => secrets.open(bad)).toThrow(SecretsError);
    }
  });

  it('cannot be opened with another key or under another context', () => {
    const sealed = secrets.seal('bound', 'install-a');
    expect(secrets.open(sealed, 'install-a')).toBe('bound');
    expect(() => secrets.open(sealed, 'install-b')).toThrow(SecretsError);
    expect(() => secrets.open(sealed)).toThrow(SecretsError);
    expect(() => createSecrets(randomBytes(32)).open(sealed, 'install-a')).toThrow(SecretsError);
  });
});

describe('keyedHash', () => {
  it('is deterministic per key, differs between keys and is not a plain SHA-256', async () => {
    const { createHash } = await import('node:crypto');
    const a = createSecrets(key);
    expect(a.keyedHash('atr_value')).toBe(createSecrets(Buffer.from(key)).keyedHash('atr_value'));
    expect(a.keyedHash('atr_value')).toMatch(/^[0-9a-f]{64}$/);
    expect(a.keyedHash('atr_value')).not.toBe(a.keyedHash('atr_valuf'));
    expect(a.keyedHash('atr_value')).not.toBe(createSecrets(randomBytes(32)).keyedHash('atr_value'));
    expect(a.keyedHash('atr_value')).not.toBe(createHash('sha256').update('atr_value').digest('hex'));
  });
});

describe('the key', () => {
  it('accepts 32 bytes as hex, base64 or base64url and nothing else', () => {
    expect(decodeCredentialsKey(key.toString('hex'))).toEqual(key);
    expect(decodeCredentialsKey(key.toString('base64'))).toEqual(key);
    expect(decodeCredentialsKey(key.toString('base64url'))).toEqual(key);
    expect(decodeCredentialsKey(` ${key.toString('base64')}\n`)).toEqual(key);
    for (const bad of [
      '',
      'short',
      randomBytes(31).toString('hex'),
      randomBytes(33).toString('hex'),
      randomBytes(24).toString('base64'),
      randomBytes(48).toString('base64'),
      `${key.toString('hex').slice(0, 63)}g`,
    ]) {
      expect(decodeCredentialsKey(bad)).toBeNull();
    }
    expect(() => createSecrets(randomBytes(16))).toThrow(SecretsError);
  });

  it('CREDENTIALS_KEY is validated by the config, with a clear message that does not echo the value', () => {
    expect(loadConfig({ CREDENTIALS_KEY: key.toString('base64') }).CREDENTIALS_KEY).toBe(key.toString('base64'));
    expect(loadConfig({}).CREDENTIALS_KEY).toBeUndefined();
    const bad = 'not-a-key-but-a-secret-anyway';
    let error: unknown;
    try {
      loadConfig({ CREDENTIALS_KEY: bad });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/CREDENTIALS_KEY: must be 32 bytes as base64 \(44 characters\) or hex/);
    expect((error as Error).message).not.toContain(bad);
  });

  it('uses CREDENTIALS_KEY when set, without touching the data folder', async () => {
    const dataDir = path.join(dir, 'configured');
    expect(await loadCredentialsKey({ configuredKey: key.toString('hex'), dataDir })).toEqual(key);
    await expect(stat(dataDir)).rejects.toThrow();
    await expect(loadCredentialsKey({ configuredKey: 'nope', dataDir })).rejects.toThrow(/CREDENTIALS_KEY must be 32 bytes/);
  });

  it('creates DATA_DIR/credentials.key (mode 0600) on the first start and reuses it afterwards', async () => {
    const dataDir = path.join(dir, 'fresh', 'data');
    const first = await loadCredentialsKey({ dataDir });
    const file = path.join(dataDir, KEY_FILE_NAME);
    expect(first).toHaveLength(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(decodeCredentialsKey(await readFile(file, 'utf8'))).toEqual(first);
    expect(await loadCredentialsKey({ dataDir })).toEqual(first);
    // What one start sealed, the next start opens.
    const sealed = (await loadSecrets({ dataDir })).seal('kept across restarts');
    expect((await loadSecrets({ dataDir })).open(sealed)).toBe('kept across restarts');
  });

  it('refuses a damaged key file rather than replacing it', async () => {
    const dataDir = path.join(dir, 'damaged');
    await loadCredentialsKey({ dataDir });
    const file = path.join(dataDir, KEY_FILE_NAME);
    await writeFile(file, 'garbage');
    await expect(loadCredentialsKey({ dataDir })).rejects.toThrow(/does not hold a valid key/);
    expect(await readFile(file, 'utf8')).toBe('garbage');
  });
});

import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';

describe('embedded PostgreSQL', () => {
  // As root the server runs as `postgres`; a data folder it cannot reach must fail with a clear message.
  it.runIf(process.getuid?.() === 0)('explains when the postgres user cannot reach the data folder', async () => {
    const closed = await mkdtemp(path.join(tmpdir(), 'atrium-closed-')); // mode 700, owned by root
    try {
      const dataDir = path.join(closed, 'data', 'pg');
      await expect(startEmbeddedPostgres({ dataDir, port: 54398, persistent: false })).rejects.toThrow(
        /cannot enter .*atrium-closed-.*Set DATA_DIR/,
      );
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);
    } finally {
      await rm(closed, { recursive: true, force: true });
    }
  });
});

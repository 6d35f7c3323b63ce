import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file gets its own database, cloned from a migrated template, so files run in parallel.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

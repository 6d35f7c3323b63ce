import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['apps/web', 'apps/server', 'packages/contracts'],
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core machines this suite runs on.
    // Much of a file's time is waiting (PostgreSQL, jsdom start-up), so two workers cut the run by about a third.
    maxWorkers: 2,
  },
});

import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { ROOT_DIR } from '../config';
import type { Db } from './client';

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'apps/server/drizzle');

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

import type pg from 'pg';
import type { SandboxDemo } from '../demo-data';

/**
 * Loads the resources' demo rows (contacts, workflows, products...) for the demo companies and locations, inside
 * the transaction that loads the core's, so an empty sandbox gets all or nothing.
 */
export async function seedResourceDemoData(_client: pg.PoolClient, _demo: SandboxDemo): Promise<void> {}

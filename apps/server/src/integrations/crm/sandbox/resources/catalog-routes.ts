import { z } from 'zod';
import { assertCompanyAccess, assertLocationAccess, guard, requireUserType, tokenOf } from '../auth';
import type { SandboxApp } from '../deps';
import { parseOr422 } from '../errors';
import type { ResourceDeps } from './context';
import { crmIdSchema, queryInt, queryText } from './validation';

/**
 * The read-only lists Atrium lets agencies pick from: a location's workflows (workflows.json) and products
 * (products.json), and an agency's snapshots (snapshots.json).
 */

interface WorkflowRow {
  id: string;
  name: string;
  status: string;
  version: number;
  created_at: Date;
  updated_at: Date;
  location_id: string;
}

interface ProductRow {
  id: string;
  location_id: string;
  name: string;
  description: string | null;
  product_type: string;
  available_in_store: boolean;
  image: string | null;
  created_at: Date;
  updated_at: Date;
}

const productsQuery = z.object({
  locationId: crmIdSchema,
  limit: queryInt(1, 100, 20),
  offset: queryInt(0, 100_000, 0),
  search: queryText,
});

export function registerCatalogRoutes(app: SandboxApp, deps: ResourceDeps): void {
  app.get('/workflows/', { preHandler: [...guard(deps, 'workflows.readonly'), requireUserType('Location')] }, async (request) => {
    const { locationId } = parseOr422(z.object({ locationId: crmIdSchema }), request.query);
    await assertLocationAccess(deps, tokenOf(request), locationId);
    const { rows } = await deps.pool.query<WorkflowRow>(
      `SELECT id, name, status, version, created_at, updated_at, location_id FROM crm_sandbox.workflows
         WHERE location_id = $1 ORDER BY lower(name), id`,
      [locationId],
    );
    return {
      workflows: rows.map((w) => ({
        id: w.id,
        name: w.name,
        status: w.status,
        version: w.version,
        createdAt: w.created_at.toISOString(),
        updatedAt: w.updated_at.toISOString(),
        locationId: w.location_id,
      })),
    };
  });

  app.get('/products/', { preHandler: [...guard(deps, 'products.readonly'), requireUserType('Location')] }, async (request) => {
    const q = parseOr422(productsQuery, request.query);
    await assertLocationAccess(deps, tokenOf(request), q.locationId);
    const like = q.search ? `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = 'location_id = $1 AND ($2::text IS NULL OR lower(name) LIKE $2)';
    const [page, total] = await Promise.all([
      deps.pool.query<ProductRow>(
        `SELECT id, location_id, name, description, product_type, available_in_store, image, created_at, updated_at
         FROM crm_sandbox.products WHERE ${where} ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT $4`,
        [q.locationId, like, q.offset, q.limit],
      ),
      deps.pool.query<{ n: string }>(`SELECT count(*) AS n FROM crm_sandbox.products WHERE ${where}`, [q.locationId, like]),
    ]);
    return {
      products: page.rows.map((p) => ({
        _id: p.id,
        locationId: p.location_id,
        name: p.name,
        description: p.description ?? undefined,
        productType: p.product_type,
        availableInStore: p.available_in_store,
        image: p.image ?? undefined,
        createdAt: p.created_at.toISOString(),
        updatedAt: p.updated_at.toISOString(),
      })),
      total: [{ total: Number(total.rows[0]!.n) }],
    };
  });

  app.get('/snapshots/', { preHandler: [...guard(deps, 'snapshots.readonly'), requireUserType('Company')] }, async (request) => {
    const { companyId } = parseOr422(z.object({ companyId: crmIdSchema }), request.query);
    assertCompanyAccess(tokenOf(request), companyId);
    const { rows } = await deps.pool.query<{ id: string; name: string; type: string }>(
      'SELECT id, name, type FROM crm_sandbox.snapshots WHERE company_id = $1 ORDER BY lower(name), id',
      [companyId],
    );
    return { snapshots: rows };
  });
}

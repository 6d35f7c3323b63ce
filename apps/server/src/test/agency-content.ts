import type { App } from '../app';
import type { Persona } from './demo-personas';
import { mainSchema, type Operation, sampleValue } from './openapi-operations';

/**
 * The demo seeds agency-owned rows in only a few groups (a FAQ category, testimonials, tools...). So that every
 * group the matrix covers has private rows of both agencies, each agency admin creates one row in every group
 * it may write, through the API as a user would: groups come in document order, categories before their items,
 * and a required parent id is the caller's own row created just before (tried newest first).
 */
export async function addAgencyContent(opts: { app: App; ops: Operation[]; admins: Persona[] }): Promise<Record<string, number>> {
  const { app, ops, admins } = opts;
  const groups = ops.filter(
    (o) => o.method === 'POST' && o.body && ops.some((g) => g.method === 'GET' && g.path === `${o.path}/{id}`),
  );
  const made: Record<string, number> = {};
  for (const admin of admins) {
    const created: string[] = [];
    for (const op of groups) {
      const schema = mainSchema(op.body!);
      const parents = (schema.required ?? []).filter((f) => mainSchema(schema.properties?.[f] ?? {}).format === 'uuid');
      // The required fields alone, else every field (some groups need an optional one, e.g. a video's id).
      const bases = [sampleValue(schema), sampleValue(schema, true)] as Record<string, unknown>[];
      const parentIds = parents.length ? [...created].reverse().slice(0, 4) : [undefined];
      const attempts = bases.flatMap((base) => parentIds.map((parent) => ({ base, parent })));
      for (const { base, parent } of attempts) {
        const payload = { ...base, ...Object.fromEntries(parents.map((f) => [f, parent])) };
        const res = await app.inject({ method: 'POST', url: op.path, headers: admin.headers, payload });
        if (res.statusCode === 201 || res.statusCode === 200) {
          created.push((res.json() as { data: { _id: string } }).data._id);
          made[op.path] = (made[op.path] ?? 0) + 1;
          break;
        }
      }
    }
  }
  return made;
}

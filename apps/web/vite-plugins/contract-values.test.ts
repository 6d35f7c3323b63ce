import { describe, expect, it } from 'vitest';
import { contractModules } from './contract-modules';
import { plainExports, splitContractImports } from './contract-values';

const plain = plainExports(contractModules);
const exported = (module: string, name: string) => {
  const json = plain.get(module)?.get(name);
  return json === undefined ? undefined : JSON.parse(json);
};

describe('contract values for the web build', () => {
  it('serves endpoints with what the client reads and without schemas or documentation', () => {
    const { list, create } = exported('support', 'supportEndpoints');
    expect(list).toEqual({ method: 'GET', path: '/api/v1/support', auth: 'user', kind: 'list' });
    expect(create).toMatchObject({ method: 'POST', kind: 'data', status: 201 });
    expect(Object.keys(create)).not.toContain('body');
    expect(exported('csv-import', 'csvImportEndpoints').upload.contentType).toBe('text/csv');
  });

  it('serves nested endpoint groups and constant lists, and leaves schemas and functions on the real module', () => {
    expect(exported('education-groups', 'educationGroups').faqs.hides).toBeDefined();
    expect(exported('support', 'TICKET_STATUSES')).toContain('open');
    expect(plain.get('support')?.has('ZTicketCreate')).toBe(false);
    expect(plain.get('plans')?.has('planAllows')).toBe(false);
  });

  it('every endpoint any module serves names its method, path and kind', () => {
    const endpoints: Record<string, unknown>[] = [];
    const walk = (value: unknown) => {
      if (typeof value !== 'object' || value === null) return;
      if ('method' in value && 'path' in value) endpoints.push(value as Record<string, unknown>);
      else for (const item of Object.values(value)) walk(item);
    };
    for (const exports of plain.values()) for (const json of exports.values()) walk(JSON.parse(json));
    expect(endpoints.length).toBeGreaterThan(200);
    for (const endpoint of endpoints) {
      expect(endpoint).toMatchObject({
        method: expect.any(String),
        path: expect.stringMatching(/^\//),
        kind: expect.any(String),
      });
      expect(Object.values(endpoint).every((v) => typeof v !== 'object')).toBe(true);
    }
  });

  it('splits a web import between the generated module and the real one', () => {
    const code = 'import { supportEndpoints, ZTicketCreate as Create, TICKET_STATUSES } from "@atrium/contracts/support";';
    expect(splitContractImports(code, plain)).toBe(
      'import { supportEndpoints, TICKET_STATUSES } from "\\u0000atrium-contract-values:support"; ' +
        'import { ZTicketCreate as Create } from "@atrium/contracts/support";',
    );
    const onlySchemas = 'import { ZTicketCreate } from "@atrium/contracts/support";';
    expect(splitContractImports(onlySchemas, plain)).toBe(onlySchemas);
  });
});

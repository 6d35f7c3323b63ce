import { randomBytes } from 'node:crypto';
import type { TCrmImport } from '@atrium/contracts/crm-imports';
import { expect } from 'vitest';
import type { App } from '../../app';

type Who = { headers: Record<string, string> };

/** A multipart body with one file in the field "file", as a browser's FormData sends it. */
export function csvForm(bytes: Buffer | string, fileName = 'import.csv') {
  const boundary = `----atrium${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The steps of an import through the API: upload, check, run (waiting for the end), read. */
export function importSteps(app: App) {
  const upload = (who: Who, kind: string, bytes: Buffer | string, query = '', fileName?: string) => {
    const form = csvForm(bytes, fileName);
    return app.inject({
      method: 'POST',
      url: `/api/v1/crm/imports?kind=${kind}${query}`,
      headers: { ...who.headers, ...form.headers },
      payload: form.payload,
    });
  };
  const check = (who: Who, id: string, mapping: (string | null)[]) =>
    app.inject({ method: 'POST', url: `/api/v1/crm/imports/${id}/check`, headers: who.headers, payload: { mapping } });
  const read = async (who: Who, id: string): Promise<TCrmImport> => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/crm/imports/${id}`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** Runs a checked import and waits until it is written (the queue is off in tests: it runs in the process). */
  const run = async (who: Who, id: string): Promise<TCrmImport> => {
    const res = await app.inject({ method: 'POST', url: `/api/v1/crm/imports/${id}/run`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(202);
    for (let i = 0; i < 600; i++) {
      const now = await read(who, id);
      if (now.status === 'done' || now.status === 'failed') return now;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the import did not finish');
  };
  /** The whole way with the proposed mapping: the import after running. */
  const importFile = async (who: Who, kind: string, text: Buffer | string) => {
    const up = await upload(who, kind, text);
    expect(up.statusCode, up.body).toBe(201);
    const uploaded: TCrmImport = up.json().data;
    const checked = await check(who, uploaded._id, uploaded.mapping);
    expect(checked.statusCode, checked.body).toBe(200);
    return run(who, uploaded._id);
  };
  const errors = async (who: Who, id: string, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/crm/imports/${id}/errors${query}`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: { line: number; field: string | null; column: string | null; value: string | null; message: string; stage: string }[];
      meta: { total: number; nextCursor: string | null };
    };
  };
  return { upload, check, read, run, importFile, errors };
}

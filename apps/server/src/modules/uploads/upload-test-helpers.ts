import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from '../../test/test-app';

export interface FilePart {
  field?: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export function multipart(parts: FilePart[]) {
  const boundary = `----atrium-${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap(({ field = 'image', filename = 'picture.png', contentType = 'image/png', data }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends these parts to the upload route; `query` is sent as written (so encoded traversal attempts arrive as such). */
export function uploadParts(t: TestApp, query: string, parts: FilePart[], headers: Record<string, string>) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/utils/upload/image?${query}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 4, height = 3) =>
  sharp({ create: { width, height, channels: 3, background: '#f00' } })
    [format]()
    .toBuffer();

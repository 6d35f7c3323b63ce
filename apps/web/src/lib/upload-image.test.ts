import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/app-harness';
import { uploadImage } from './upload-image';

const stored = { url: '/uploads/apps/icons/a.png', path: 'apps/icons/a.png', width: 64, height: 64, bytes: 1200, format: 'png' };

afterEach(() => vi.unstubAllGlobals());

describe('uploadImage', () => {
  it('posts the file as multipart in the field "image" to the SPEC path and returns the stored image', async () => {
    const { calls } = stubFetch(() => ({ status: 201, body: { data: stored } }));
    const file = new File(['png bytes'], 'icon.png', { type: 'image/png' });

    expect(await uploadImage({ file, desiredPath: 'apps/icons' }, 'tok')).toEqual(stored);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    if (!call) throw new Error('nothing sent');
    expect(call.url).toBe('/api/v1/utils/upload/image?desiredPath=apps%2Ficons');
    expect(call.method).toBe('POST');
    expect(call.body).toBeInstanceOf(FormData);
    expect((call.body as FormData).get('image')).toBeInstanceOf(File);
    // The browser writes the multipart boundary into the content type itself; a JSON one would break the upload.
    expect(call.headers['Content-Type']).toBeUndefined();
    expect(call.headers.Authorization).toBe('Bearer tok');
  });
});

import '@/test/i18n';
import { UPLOAD_MAX_BYTES } from '@atrium/contracts/upload-limits';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { ImageUploadButton } from './image-upload-button';

afterEach(() => vi.unstubAllGlobals());

const image = (bytes: number) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

describe('ImageUploadButton', () => {
  it('uploads a picked image to the folder asked for and hands back its address; the same file can be picked again', async () => {
    const { calls } = stubFetch(() => ({
      status: 201,
      body: { data: { url: '/uploads/apps/icons/logo.png', bytes: 10, format: 'png', width: 1, height: 1 } },
    }));
    const onUploaded = vi.fn();
    renderInShell(<ImageUploadButton label="Upload icon" desiredPath="apps/icons" onUploaded={onUploaded} ns="console" />);
    const input = screen.getByLabelText(/Upload icon/) as HTMLInputElement;
    await userEvent.upload(input, image(10));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('/uploads/apps/icons/logo.png'));
    expect(calls[0]?.url).toContain('desiredPath=apps%2Ficons');
    expect(input.value).toBe('');
  });

  it('refuses an image over the limit before uploading it', async () => {
    const { calls } = stubFetch(() => ({ status: 500 }));
    const onUploaded = vi.fn();
    renderInShell(<ImageUploadButton label="Upload icon" desiredPath="apps/icons" onUploaded={onUploaded} ns="console" />);
    await userEvent.upload(screen.getByLabelText(/Upload icon/), image(UPLOAD_MAX_BYTES + 1));
    expect(calls).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session-store';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { SESSION } from '@/test/fixtures';
import { WhitelabelForm } from './whitelabel-form';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const INSTALL_ID = '0190f5a0-0000-7000-8000-0000000000e1';
const UPLOADED = '/uploads/whitelabel/logos/0190f5a0-0000-7000-8000-0000000000f1.png';

beforeEach(() => {
  vi.clearAllMocks();
  setSession(SESSION);
});
afterEach(() => vi.unstubAllGlobals());

function serve() {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/v1/utils/upload/image'))
      return { status: 201, body: { data: { url: UPLOADED, path: UPLOADED.slice(9), width: 64, height: 64, bytes: 900 } } };
    return { body: { data: {} } };
  });
}

describe('WhitelabelForm', { timeout: 20_000 }, () => {
  it('uploads a logo with the image upload, previews it and saves its address', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderInShell(<WhitelabelForm installId={INSTALL_ID} config={null} />);
    expect(screen.getByText('No logo yet')).toBeInTheDocument();

    await user.upload(screen.getByLabelText(/Upload a logo/), new File(['png'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByLabelText('Logo URL')).toHaveValue(UPLOADED));
    const upload = calls.find((c) => c.url.startsWith('/api/v1/utils/upload/image'));
    expect(upload?.method).toBe('POST');
    expect(new URL(upload!.url, 'http://x').searchParams.get('desiredPath')).toBe('whitelabel/logos');
    expect((upload!.body as FormData).get('image')).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', UPLOADED);
    expect(screen.getByLabelText(/Replace logo/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('White-label settings saved'));
    expect(calls.find((c) => c.url.endsWith('whitelabel-config'))?.body).toMatchObject({ logoUrl: UPLOADED });
  });

  it('refuses an image over the size limit before uploading it, and removes a logo', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderInShell(
      <WhitelabelForm
        installId={INSTALL_ID}
        config={{ displayName: null, logoUrl: 'https://cdn.test/logo.png', primaryColor: null, hideBranding: false }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', 'https://cdn.test/logo.png');
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Replace logo/), big);
    expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/larger than \d+ MB/));
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.getByLabelText('Logo URL')).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell, stubFetch } from '@/test/app-harness';
import '@/test/i18n';
import { APP_ID, consoleApp, signInAs } from '@/features/console/test-fixtures';
import { lifecycleActions } from './lifecycle-actions';
import { LifecycleBar } from './lifecycle-bar';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

beforeEach(() => {
  vi.clearAllMocks();
  signInAs('super_admin');
});
afterEach(() => vi.unstubAllGlobals());

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('lifecycleActions', () => {
  it('offers each status its next step, approval and rejection to the super admin only', () => {
    expect(lifecycleActions('draft', false)).toEqual(['submit']);
    expect(lifecycleActions('in_review', false)).toEqual([]);
    expect(lifecycleActions('in_review', true)).toEqual(['approve', 'reject']);
    expect(lifecycleActions('live', false)).toEqual(['deprecate']);
    expect(lifecycleActions('deprecated', true)).toEqual([]);
  });
});

describe('LifecycleBar', () => {
  it('shows the buttons for each status and role', () => {
    const { unmount } = renderInShell(<LifecycleBar app={consoleApp({ status: 'draft' })} isSuperAdmin={false} />);
    expect(buttons()).toEqual(['Submit for review']);
    unmount();
    const second = renderInShell(<LifecycleBar app={consoleApp({ status: 'in_review' })} isSuperAdmin={false} />);
    expect(buttons()).toEqual([]);
    expect(screen.getByText('Waiting for review.')).toBeInTheDocument();
    second.unmount();
    const third = renderInShell(<LifecycleBar app={consoleApp({ status: 'in_review' })} isSuperAdmin />);
    expect(buttons()).toEqual(['Reject', 'Approve']);
    third.unmount();
    renderInShell(<LifecycleBar app={consoleApp({ status: 'live' })} isSuperAdmin={false} />);
    expect(buttons()).toEqual(['Deprecate']);
  });

  it('shows the rejection reason prominently on a draft', () => {
    renderInShell(<LifecycleBar app={consoleApp({ rejectionReason: 'Add real screenshots' })} isSuperAdmin={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Changes requested by the reviewerAdd real screenshots');
  });

  it('holds submission while there are unsaved edits', () => {
    renderInShell(<LifecycleBar app={consoleApp()} isSuperAdmin={false} dirty />);
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
    expect(screen.getByText('Save your changes before submitting.')).toBeInTheDocument();
  });

  it('submits, and shows the server refusal when the listing is incomplete', async () => {
    const { calls } = stubFetch(() => ({
      status: 400,
      body: { error: { code: 'bad_request', message: 'Complete the listing before submitting: add at least one plan' } },
    }));
    renderInShell(<LifecycleBar app={consoleApp()} isSuperAdmin={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Complete the listing before submitting: add at least one plan')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: `/api/v1/console/apps/${APP_ID}/submit`, method: 'POST', body: undefined });
  });

  it('rejects only with a reason of at least 5 characters', async () => {
    const { calls } = stubFetch(() => ({
      body: { data: consoleApp({ status: 'draft', rejectionReason: 'Needs screenshots' }) },
    }));
    const onMoved = vi.fn();
    renderInShell(<LifecycleBar app={consoleApp({ status: 'in_review' })} isSuperAdmin onMoved={onMoved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Review Booster?' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject app' }));
    expect(within(dialog).getByText('Give the creator a reason of at least 5 characters.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 't enough screenshots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject app' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]).toMatchObject({ url: `/api/v1/console/apps/${APP_ID}/reject`, body: { reason: 'not enough screenshots' } });
    expect(toast.success).toHaveBeenCalledWith('Review Booster was sent back to the creator');
    expect(onMoved).toHaveBeenCalledWith('reject', expect.objectContaining({ status: 'draft' }));
  });

  it('asks before deprecating', async () => {
    const { calls } = stubFetch(() => ({ body: { data: consoleApp({ status: 'deprecated' }) } }));
    renderInShell(<LifecycleBar app={consoleApp({ status: 'live' })} isSuperAdmin={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deprecate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deprecate Review Booster?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Deprecate' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deprecate app' }));
    await waitFor(() => expect(calls[0]?.url).toBe(`/api/v1/console/apps/${APP_ID}/deprecate`));
  });

  it('asks before approving, says the app goes live for every agency, and Escape cancels', async () => {
    const user = userEvent.setup();
    const onMoved = vi.fn();
    const { calls } = stubFetch(() => ({ body: { data: consoleApp({ status: 'live' }) } }));
    renderInShell(<LifecycleBar app={consoleApp({ status: 'in_review' })} isSuperAdmin onMoved={onMoved} />);
    const approve = screen.getByRole('button', { name: 'Approve' });
    await user.click(approve);
    const dialog = screen.getByRole('dialog', { name: 'Approve Review Booster?' });
    expect(dialog).toHaveTextContent('Review Booster goes live in the marketplace at once');
    expect(dialog).toHaveTextContent('every agency and its locations');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(approve).toHaveFocus());
    expect(calls).toHaveLength(0);

    // From the keyboard: open, Tab to the confirm button, Enter.
    await user.keyboard('{Enter}');
    const again = screen.getByRole('dialog', { name: 'Approve Review Booster?' });
    const confirm = within(again).getByRole('button', { name: 'Approve and publish' });
    while (document.activeElement !== confirm) await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls[0]?.url).toBe(`/api/v1/console/apps/${APP_ID}/approve`));
    expect(toast.success).toHaveBeenCalledWith('Review Booster is live');
    expect(onMoved).toHaveBeenCalledWith('approve', expect.objectContaining({ status: 'live' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ssoTarget } from '@/features/crm-sso/utils/sso-target';
import { getSession } from '@/lib/session-store';
import { renderInShell, stubFetch } from '@/test/app-harness';
import { SESSION } from '@/test/fixtures';
import { SsoScreen } from './sso-screen';

/** The CRM page around this one: a real window (an iframe's), whose postMessage the test watches. */
function frameInCrm() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const crm = frame.contentWindow!;
  const asked = vi.spyOn(crm, 'postMessage').mockImplementation(() => {});
  Object.defineProperty(window, 'parent', { value: crm, configurable: true });
  const answer = (data: unknown, source: Window = crm) =>
    window.dispatchEvent(new MessageEvent('message', { data, source, origin: 'https://app.crm.example' }));
  return { crm, asked, answer, remove: () => frame.remove() };
}

const location = () => screen.getByTestId('location').textContent;

describe('/sso: signing in from inside the CRM', () => {
  let framed: ReturnType<typeof frameInCrm> | null = null;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    framed?.remove();
    framed = null;
    Object.defineProperty(window, 'parent', { value: window, configurable: true });
    vi.unstubAllGlobals();
  });

  it('outside a frame, says to open it from the CRM and offers the email sign-in', () => {
    stubFetch(() => ({ status: 500 }));
    renderInShell(<SsoScreen to="/custom_page/app-1" />, { path: '/sso?to=/custom_page/app-1' });
    expect(screen.getByRole('heading', { name: 'Open this page from your CRM' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with email' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fcustom_page%2Fapp-1',
    );
  });

  it('asks the CRM, ignores other windows, signs in with the answer and opens the page asked for', async () => {
    framed = frameInCrm();
    const { calls } = stubFetch(({ url }) => (url === '/api/v1/crm/sso' ? { body: { data: SESSION } } : { status: 404 }));
    renderInShell(<SsoScreen to="/custom_page/app-1" />, { path: '/sso?to=/custom_page/app-1' });
    expect(screen.getAllByText('Signing you in…').length).toBeGreaterThan(0);
    await waitFor(() => expect(framed!.asked).toHaveBeenCalledWith({ message: 'REQUEST_USER_DATA' }, '*'));

    // Another window's answer, and answers of another shape, are ignored.
    framed.answer({ message: 'REQUEST_USER_DATA_RESPONSE', payload: 'forged' }, window);
    framed.answer({ message: 'SOMETHING_ELSE', payload: 'x' });
    framed.answer({ message: 'REQUEST_USER_DATA_RESPONSE', payload: 42 });
    expect(calls).toHaveLength(0);

    framed.answer({ message: 'REQUEST_USER_DATA_RESPONSE', payload: 'U2FsdGVkX1-the-payload' });
    await waitFor(() => expect(location()).toBe('/custom_page/app-1'));
    expect(calls).toEqual([expect.objectContaining({ url: '/api/v1/crm/sso', body: { payload: 'U2FsdGVkX1-the-payload' } })]);
    expect(getSession().token).toBe(SESSION.token);
  });

  it('says why a payload was refused, and tries again on request', async () => {
    framed = frameInCrm();
    let refuse = true;
    stubFetch(() =>
      refuse
        ? { status: 401, body: { error: { code: 'sso_stale', message: 'This sign-in from the CRM has expired.' } } }
        : { body: { data: SESSION } },
    );
    renderInShell(<SsoScreen to={null} />, { path: '/sso' });
    await waitFor(() => expect(framed!.asked).toHaveBeenCalled());
    framed.answer({ message: 'REQUEST_USER_DATA_RESPONSE', payload: 'old' });
    expect(await screen.findByRole('heading', { name: 'This sign-in has expired' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Reload the page in your CRM to sign in again.');
    expect(getSession().token).toBeNull();

    refuse = false;
    const askedBefore = framed.asked.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(framed!.asked.mock.calls.length).toBeGreaterThan(askedBefore));
    framed.answer({ message: 'REQUEST_USER_DATA_RESPONSE', payload: 'new' });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('names an unconnected CRM account', async () => {
    framed = frameInCrm();
    stubFetch(() => ({ status: 403, body: { error: { code: 'sso_unknown_company', message: 'Not connected' } } }));
    renderInShell(<SsoScreen to="/" />, { path: '/sso' });
    await waitFor(() => expect(framed!.asked).toHaveBeenCalled());
    framed.answer({ message: 'REQUEST_USER_DATA_RESPONSE', payload: 'p' });
    expect(await screen.findByRole('heading', { name: 'Your CRM account is not connected' })).toBeInTheDocument();
  });

  it('gives up waiting after the timeout, with a retry that asks again', async () => {
    framed = frameInCrm();
    stubFetch(() => ({ status: 404 }));
    renderInShell(<SsoScreen to="/" timeoutMs={50} />, { path: '/sso' });
    expect(await screen.findByRole('heading', { name: 'Your CRM did not answer' })).toBeInTheDocument();
    const askedBefore = framed.asked.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getAllByText('Signing you in…').length).toBeGreaterThan(0);
    await waitFor(() => expect(framed!.asked.mock.calls.length).toBeGreaterThan(askedBefore));
  });

  it('opens only paths of this site afterwards, never /sso again', () => {
    expect(ssoTarget('/custom_page/a?x=1')).toBe('/custom_page/a?x=1');
    expect(ssoTarget('//evil.example/x')).toBe('/');
    expect(ssoTarget('https://evil.example')).toBe('/');
    expect(ssoTarget('/\\evil.example')).toBe('/');
    expect(ssoTarget('/sso?to=/sso')).toBe('/');
    expect(ssoTarget(null)).toBe('/');
  });
});

describe('/sso with a CRM page slow to listen', () => {
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'parent', { value: window, configurable: true });
    vi.unstubAllGlobals();
  });

  it('asks again while it waits, and stops once answered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const framed = frameInCrm();
    stubFetch(() => ({ body: { data: SESSION } }));
    renderInShell(<SsoScreen to="/" />, { path: '/sso' });
    await vi.advanceTimersByTimeAsync(0);
    expect(framed.asked).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(framed.asked).toHaveBeenCalledTimes(2);
    framed.answer({ message: 'REQUEST_USER_DATA_RESPONSE', payload: 'late' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(framed.asked).toHaveBeenCalledTimes(2);
    framed.remove();
  });
});

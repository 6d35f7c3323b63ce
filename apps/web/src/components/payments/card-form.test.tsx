import '@/test/i18n';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stripeLocale } from './card-engine';
import { CardForm, type CardFormProps } from './card-form';
import { CARD_FRAME_CHANNEL, CARD_FRAME_READY_TIMEOUT_MS } from './sandbox-card-frame';

const SANDBOX = 'http://127.0.0.1:3922';

function renderForm(props: Partial<CardFormProps> = {}) {
  const onConfirmed = vi.fn();
  const onError = vi.fn();
  const view = render(
    <CardForm
      publishableKey="pk_test_atrium_sandbox"
      stripeAccount="acct_summit"
      cardFrameUrl={`${SANDBOX}/elements/card`}
      clientSecret="pi_123_secret_abc"
      mode="payment"
      submitLabel="Pay $97.00"
      onConfirmed={onConfirmed}
      onError={onError}
      {...props}
    />,
  );
  return { ...view, onConfirmed, onError };
}

const frameOf = () => screen.getByTitle('Secure card details') as HTMLIFrameElement;

/** A message as the sandbox's frame posts it (its window, its origin), unless told otherwise. */
function fromFrame(
  data: Record<string, unknown>,
  { origin = SANDBOX, source }: { origin?: string; source?: Window | null } = {},
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { channel: CARD_FRAME_CHANNEL, ...data },
        origin,
        source: source === undefined ? frameOf().contentWindow : source,
      }),
    );
  });
}

/** Spies on what the page posts into the frame. */
function framePosts() {
  const target = frameOf().contentWindow as Window;
  return vi.spyOn(target, 'postMessage').mockImplementation(() => {});
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CardForm with the sandbox frame', () => {
  it('frames the sandbox page with mode, key, account, locale and this origin, never the client secret', () => {
    renderForm();
    const src = new URL(frameOf().src);
    expect(src.origin + src.pathname).toBe(`${SANDBOX}/elements/card`);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      mode: 'payment',
      key: 'pk_test_atrium_sandbox',
      account: 'acct_summit',
      locale: 'en',
      origin: window.location.origin,
    });
    expect(frameOf().src).not.toContain('secret');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the card form…');
    expect(screen.getByRole('button', { name: 'Pay $97.00' })).toBeDisabled();
  });

  it('leaves the account out for the platform’s own intents', () => {
    renderForm({ stripeAccount: null, mode: 'setup' });
    const params = new URL(frameOf().src).searchParams;
    expect(params.has('account')).toBe(false);
    expect(params.get('mode')).toBe('setup');
  });

  it('ignores messages from another origin or another window', () => {
    renderForm();
    fromFrame({ type: 'ready', height: 220 }, { origin: 'https://evil.example' });
    fromFrame({ type: 'ready', height: 220 }, { source: window });
    expect(screen.getByRole('button', { name: 'Pay $97.00' })).toBeDisabled();
    fromFrame({ type: 'ready', height: 220 });
    expect(screen.getByRole('button', { name: 'Pay $97.00' })).toBeEnabled();
    expect(frameOf().style.height).toBe('220px');
    fromFrame({ type: 'resize', height: 401.2 });
    expect(frameOf().style.height).toBe('402px');
  });

  it('says hello to the frame once it has loaded, so a ready sent before the page listened is sent again', () => {
    renderForm();
    const posts = framePosts();
    fireEvent.load(frameOf());
    expect(posts).toHaveBeenCalledWith({ channel: CARD_FRAME_CHANNEL, type: 'hello' }, SANDBOX);
    fromFrame({ type: 'ready', height: 200 });
    expect(screen.getByRole('button', { name: 'Pay $97.00' })).toBeEnabled();
  });

  it('asks the frame to confirm with the client secret, then reports the intent and stays off', async () => {
    const { onConfirmed } = renderForm();
    fromFrame({ type: 'ready', height: 200 });
    const posts = framePosts();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $97.00' }));
    expect(posts).toHaveBeenCalledTimes(1);
    const [message, targetOrigin] = posts.mock.calls[0]!;
    expect(targetOrigin).toBe(SANDBOX);
    expect(message).toMatchObject({ channel: CARD_FRAME_CHANNEL, type: 'confirm', clientSecret: 'pi_123_secret_abc' });
    expect(screen.getByRole('button', { name: 'Confirming…' })).toBeDisabled();

    fromFrame({ type: 'result', id: (message as { id: string }).id, kind: 'confirmed', intentId: 'pi_123', status: 'succeeded' });
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith({ intentId: 'pi_123', status: 'succeeded' }));
    expect(screen.getByRole('button', { name: 'Pay $97.00' })).toBeDisabled();
  });

  it('shows the bank’s message on a decline and lets the buyer try again', async () => {
    const { onConfirmed, onError } = renderForm();
    fromFrame({ type: 'ready', height: 200 });
    const posts = framePosts();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $97.00' }));
    const { id } = posts.mock.calls[0]![0] as { id: string };
    fromFrame({ type: 'result', id: 'someone-else', kind: 'declined', message: 'Not this one.' });
    fromFrame({ type: 'result', id, kind: 'declined', message: 'Your card was declined.' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onError).toHaveBeenCalledWith('Your card was declined.');
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay $97.00' })).toBeEnabled();
  });

  it('shows nothing of its own when the frame finds the fields invalid', async () => {
    const { onError } = renderForm();
    fromFrame({ type: 'ready', height: 200 });
    const posts = framePosts();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $97.00' }));
    fromFrame({ type: 'result', id: (posts.mock.calls[0]![0] as { id: string }).id, kind: 'invalid' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $97.00' })).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('submits when the buyer presses Enter inside the frame, but not while disabled', async () => {
    const { rerender } = renderForm({ disabled: true });
    fromFrame({ type: 'ready', height: 200 });
    const posts = framePosts();
    fromFrame({ type: 'submit' });
    expect(posts).not.toHaveBeenCalled();
    rerender(
      <CardForm
        publishableKey="pk_test_atrium_sandbox"
        stripeAccount="acct_summit"
        cardFrameUrl={`${SANDBOX}/elements/card`}
        clientSecret="pi_123_secret_abc"
        mode="payment"
        submitLabel="Pay $97.00"
        onConfirmed={() => {}}
      />,
    );
    fromFrame({ type: 'submit' });
    expect(posts).toHaveBeenCalledTimes(1);
  });

  it('says the form could not load when the frame never answers, and Retry frames it again', async () => {
    vi.useFakeTimers();
    renderForm();
    act(() => vi.advanceTimersByTime(CARD_FRAME_READY_TIMEOUT_MS + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('The card form could not load.');
    expect(screen.queryByTitle('Secure card details')).toBeNull();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(frameOf()).toBeInTheDocument();
    fromFrame({ type: 'ready', height: 200 });
    expect(screen.getByRole('button', { name: 'Pay $97.00' })).toBeEnabled();
  });

  it('starts afresh for a new intent: the last decline is gone', async () => {
    const { rerender } = renderForm();
    fromFrame({ type: 'ready', height: 200 });
    const posts = framePosts();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $97.00' }));
    fromFrame({
      type: 'result',
      id: (posts.mock.calls[0]![0] as { id: string }).id,
      kind: 'declined',
      message: 'Your card was declined.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    rerender(
      <CardForm
        publishableKey="pk_test_atrium_sandbox"
        stripeAccount="acct_summit"
        cardFrameUrl={`${SANDBOX}/elements/card`}
        clientSecret="pi_456_secret_def"
        mode="payment"
        submitLabel="Pay $97.00"
        onConfirmed={() => {}}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $97.00' })).toBeEnabled();
  });
});

describe('stripeLocale', () => {
  it("gives Stripe Arabic for Atrium's ae and keeps the other languages", () => {
    expect(stripeLocale('ae')).toBe('ar');
    expect(stripeLocale('pt')).toBe('pt');
    expect(stripeLocale(undefined)).toBe('en');
  });
});

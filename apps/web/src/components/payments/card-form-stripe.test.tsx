import '@/test/i18n';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CardForm, type CardFormProps } from './card-form';

/** Stripe.js as far as the form uses it: one Payment Element whose events the test fires. */
const stripe = vi.hoisted(() => {
  const handlers = new Map<string, () => void>();
  const element = {
    on: (name: string, handler: () => void) => handlers.set(name, handler),
    mount: vi.fn(),
    destroy: vi.fn(),
  };
  const instance = {
    elements: vi.fn(() => ({ create: vi.fn(() => element) })),
    confirmPayment: vi.fn(),
    confirmSetup: vi.fn(),
  };
  return { handlers, element, instance, loadStripe: vi.fn() };
});
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

function renderForm(props: Partial<CardFormProps> = {}) {
  const onConfirmed = vi.fn();
  const onError = vi.fn();
  render(
    <CardForm
      publishableKey={props.publishableKey ?? 'pk_live_key'}
      stripeAccount="acct_summit"
      cardFrameUrl={null}
      clientSecret="pi_9_secret_x"
      mode="payment"
      submitLabel="Pay $97.00"
      onConfirmed={onConfirmed}
      onError={onError}
      {...props}
    />,
  );
  return { onConfirmed, onError };
}

async function elementReady() {
  await waitFor(() => expect(stripe.element.mount).toHaveBeenCalled());
  act(() => stripe.handlers.get('ready')?.());
}

beforeEach(() => {
  stripe.handlers.clear();
  vi.clearAllMocks();
  stripe.loadStripe.mockResolvedValue(stripe.instance);
});

describe('CardForm with Stripe.js', () => {
  it('loads Stripe with the key and the connected account and mounts the Payment Element for the intent', async () => {
    renderForm({ publishableKey: 'pk_live_a' });
    expect(screen.getByRole('button', { name: 'Pay $97.00' })).toBeDisabled();
    await elementReady();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_live_a', { stripeAccount: 'acct_summit' });
    expect(stripe.instance.elements).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'pi_9_secret_x', locale: 'en' }),
    );
    expect(screen.getByRole('button', { name: 'Pay $97.00' })).toBeEnabled();
  });

  it('confirms the payment without leaving the page and reports the intent', async () => {
    stripe.instance.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_9', status: 'succeeded' } });
    const { onConfirmed } = renderForm({ publishableKey: 'pk_live_b' });
    await elementReady();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $97.00' }));
    expect(stripe.instance.confirmPayment).toHaveBeenCalledWith(expect.objectContaining({ redirect: 'if_required' }));
    expect(onConfirmed).toHaveBeenCalledWith({ intentId: 'pi_9', status: 'succeeded' });
  });

  it('confirms a setup intent in setup mode', async () => {
    stripe.instance.confirmSetup.mockResolvedValue({ setupIntent: { id: 'seti_1', status: 'succeeded' } });
    const { onConfirmed } = renderForm({ publishableKey: 'pk_live_c', mode: 'setup', clientSecret: 'seti_1_secret_y' });
    await elementReady();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $97.00' }));
    expect(stripe.instance.confirmPayment).not.toHaveBeenCalled();
    expect(onConfirmed).toHaveBeenCalledWith({ intentId: 'seti_1', status: 'succeeded' });
  });

  it('shows a card error’s message, and leaves validation errors to the element', async () => {
    stripe.instance.confirmPayment
      .mockResolvedValueOnce({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } })
      .mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } });
    const { onError, onConfirmed } = renderForm({ publishableKey: 'pk_live_d' });
    await elementReady();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $97.00' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $97.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('says the form could not load when Stripe.js does not, and Retry loads it again', async () => {
    stripe.loadStripe.mockResolvedValueOnce(null);
    renderForm({ publishableKey: 'pk_live_e' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The card form could not load.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await elementReady();
    expect(stripe.loadStripe).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pay $97.00' })).toBeEnabled();
  });
});

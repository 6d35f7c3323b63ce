import type { TStripeFilterBody } from '@atrium/contracts/payments';

/** The query keys of the payments area: one root, so a change reads everything it touches again. */
export const paymentKeys = {
  all: ['payments'] as const,
  connection: ['payments', 'connection'] as const,
  activity: (connectionId: string, filter: Omit<TStripeFilterBody, 'startingAfter'>) =>
    ['payments', 'activity', connectionId, filter] as const,
  submit: (state: string) => ['payments', 'submit', state] as const,
  partnerConnections: ['payments', 'partners'] as const,
  findings: (state: 'open' | 'resolved') => ['payments', 'findings', state] as const,
  failedEvents: ['payments', 'failed-events'] as const,
};

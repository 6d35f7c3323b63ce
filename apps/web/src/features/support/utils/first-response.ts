import type { TTicket } from '@atrium/contracts/support';

/**
 * The team's first answer against its target (FIRST_RESPONSE_TARGET_MINUTES by priority):
 * answered within it (met) or after it (late); unanswered and past it (overdue) or not yet (due);
 * `none` for a ticket closed or solved without any public answer, where a clock no longer means anything.
 */
export type FirstResponse =
  | { state: 'met' | 'late'; minutes: number }
  | { state: 'overdue'; minutes: number }
  | { state: 'due'; minutes: number }
  | { state: 'none' };

type Timing = Pick<TTicket, 'createdAt' | 'firstResponseAt' | 'firstResponseTargetMinutes' | 'status'>;

const minutesBetween = (from: string, to: number) => (to - new Date(from).getTime()) / 60_000;

/** Null when the ticket came without first-response data (only the team that answers it is sent any). */
export function firstResponse(ticket: Timing, now: number): FirstResponse | null {
  const target = ticket.firstResponseTargetMinutes;
  if (target === undefined) return null;
  if (ticket.firstResponseAt) {
    const took = minutesBetween(ticket.createdAt, new Date(ticket.firstResponseAt).getTime());
    return { state: took <= target ? 'met' : 'late', minutes: took };
  }
  if (ticket.status === 'solved' || ticket.status === 'closed') return { state: 'none' };
  const waited = minutesBetween(ticket.createdAt, now);
  return waited > target ? { state: 'overdue', minutes: waited - target } : { state: 'due', minutes: target - waited };
}

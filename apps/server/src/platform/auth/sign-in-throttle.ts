import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../errors';
import { type BackoffRule, backoffWaitMs, claimBackoff, clearCounters, readCounters, unclaim } from '../rate-limit/rate-counters';
import type { Secrets } from '../secrets';

export interface SignInThrottleSettings {
  /** Failed sign-ins to one account (from anywhere) before delays start. */
  freeAccountFailures: number;
  /** Failed sign-ins and registrations from one client address (to any account) before delays start. */
  freeAddressAttempts: number;
}

const MINUTE = 60_000;
/** A counter is forgotten after an hour without a counted attempt: longer than any delay, so a delay cannot reset it. */
const MEMORY_MS = 60 * MINUTE;
/** The account's own delay stays short, so an attacker's failures only delay its owner (decision 014)... */
const ACCOUNT_CAP_MS = 5 * MINUTE;
/** ...while the attacker's address, and that address on that account, wait up to a quarter of an hour. */
const ADDRESS_CAP_MS = 15 * MINUTE;

/**
 * One throttle for the four sign-in routes (decision 014): counters per account, per client address, and
 * per account from that address, in PostgreSQL so every process shares them. An attempt is counted
 * before its outcome is known (atomically, so concurrent guesses cannot share one opening) and taken back
 * when it succeeds. Errors of the database are not caught: sign-in needs the database anyway, and a
 * throttle that failed open would let guesses through unchecked.
 */
export function createSignInThrottle({ db, secrets, settings }: { db: Db; secrets: Secrets; settings: SignInThrottleSettings }) {
  const rule = (key: string, free: number, capMs: number): BackoffRule => ({ key, free, capMs, memoryMs: MEMORY_MS });
  const addressOf = (request: FastifyRequest) => normalizeIP(request.ip, 64);
  const addressRule = (request: FastifyRequest) =>
    rule(`sign-in:address:${addressOf(request)}`, settings.freeAddressAttempts, ADDRESS_CAP_MS);
  // Emails only ever reach the table as keyed hashes.
  const accountRules = (request: FastifyRequest, email: string) => [
    rule(`sign-in:account:${secrets.keyedHash(`sign-in|${email}`)}`, settings.freeAccountFailures, ACCOUNT_CAP_MS),
    rule(
      `sign-in:account-address:${secrets.keyedHash(`sign-in|${email}|${addressOf(request)}`)}`,
      settings.freeAccountFailures,
      ADDRESS_CAP_MS,
    ),
  ];

  /** Counts the attempt on every rule, or refuses it (429, Retry-After) while any of them must wait. */
  async function admit(reply: FastifyReply, rules: BackoffRule[]): Promise<void> {
    const before = await readCounters(
      db,
      rules.map((r) => r.key),
    );
    let waits = rules.map((r) => backoffWaitMs(r, before.get(r.key)));
    if (Math.max(...waits) === 0) {
      // One by one, account first: a concurrent attempt that took the account's opening also gets the rest.
      let claimedAll = true;
      for (const r of rules) {
        claimedAll = await claimBackoff(db, r);
        if (!claimedAll) break;
      }
      if (claimedAll) return;
      // Another attempt took the opening first: what this one claimed before stays counted, and it waits.
      const after = await readCounters(
        db,
        rules.map((r) => r.key),
      );
      waits = rules.map((r) => backoffWaitMs(r, after.get(r.key)) || 1000);
    }
    const seconds = Math.ceil(Math.max(...waits) / 1000);
    reply.header('retry-after', String(seconds));
    throw new AppError(429, 'rate_limited', `Too many sign-in attempts. Try again in ${inWords(seconds)}.`, {
      retryAfterSeconds: seconds,
    });
  }

  return {
    /** A sign-in: failures count for the account and the address; a success resets the account's counters. */
    async signIn<T>(request: FastifyRequest, reply: FastifyReply, email: string, run: () => Promise<T>): Promise<T> {
      const address = addressRule(request);
      const account = accountRules(request, email);
      await admit(reply, [...account, address]);
      let result: T;
      try {
        result = await run();
      } catch (error) {
        // A wrong password stays counted; anything else (the server failing) was not a guess. Settled, not
        // awaited as a whole: with the database gone the original error is the one to answer.
        if (!(error instanceof AppError && error.statusCode === 401))
          await Promise.allSettled([...account, address].map((r) => unclaim(db, r.key)));
        throw error;
      }
      // The address keeps its count of failures: a success with an account of one's own must not wipe it.
      await Promise.all([
        clearCounters(
          db,
          account.map((r) => r.key),
        ),
        unclaim(db, address.key),
      ]);
      return result;
    },

    /** A registration: every attempt counts for the address, whatever its outcome. */
    async register<T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<T>): Promise<T> {
      await admit(reply, [addressRule(request)]);
      return run();
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

function inWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

// The checkout half of the payments bench (payments.ts starts the servers): `POST /api/agency_app/create_order` at 20
// connections for 10 s, every request a new Buy (its own requestKey), each answering an order and a payment intent
// made on the agency's connected account at the Stripe sandbox. Atrium's own time is a request's latency minus what
// its `Server-Timing: stripe;dur=` header says it waited on Stripe (integrations/payments/stripe-timing.ts).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { BENCH_BASE } from './bench-server';
import { serverPid } from './crm-sync';

export const CHECKOUT_CONNECTIONS = 20;
const CHECKOUT_SECONDS = 10;
const WARM_UP_SECONDS = 3;
const COOL_DOWN_SECONDS = 1;
const CREATE_ORDER_PATH = '/api/agency_app/create_order';

/** A buyer (a location's person, signed in) and the one-time product it buys. */
export interface Buyer {
  token: string;
  product: { id: string; priceMinor: number; currency: string };
}

export interface CheckoutResult {
  requests: number;
  rps: number;
  errors: number;
  /** Answers without a Server-Timing of Stripe (every checkout calls Stripe: one is a measuring fault). */
  untimed: number;
  total: { p50: number; p99: number };
  own: { p50: number; p99: number };
  stripe: { p50: number; p99: number };
  /** The server process's CPU time (user and system) over the run, per request: what the load does not change. */
  cpuMsPerRequest: number;
  /** Of which in the kernel (system calls: the sockets to PostgreSQL, Stripe and the client). */
  systemMsPerRequest: number;
}

/** The body of one Buy: a new requestKey each time, so every request is a new order. */
const orderBody = (buyer: Buyer) =>
  JSON.stringify({
    productId: buyer.product.id,
    requestKey: randomUUID(),
    expectedAmountMinor: buyer.product.priceMinor,
    currency: buyer.product.currency,
  });

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A process's CPU time so far, in its own code (utime) and in the kernel for it (stime), in ms (ticks of 10 ms). */
export const cpuSplitMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
};

/** A process's CPU time so far (user and system), in ms. */
export const cpuMs = (pid: number) => {
  const { user, system } = cpuSplitMs(pid);
  return user + system;
};

const stripeMsOf = (headers: Record<string, string | string[]>) => {
  const value = headers['server-timing'] ?? headers['Server-Timing'];
  const match = /stripe;dur=([\d.]+)/.exec(String(value ?? ''));
  return match ? Number(match[1]) : null;
};

/**
 * One load of 20 connections for the warm-up, the measured window and a second after it. Only requests that started
 * inside the window count: not the first instant, when all 20 connections open and send at once, nor the last, when
 * the load generator's own end-of-run work delays reading the answers (neither is Atrium's time).
 */
async function run(buyer: Buyer): Promise<CheckoutResult> {
  const pid = serverPid();
  const windowStart = performance.now() + WARM_UP_SECONDS * 1000;
  const windowEnd = windowStart + CHECKOUT_SECONDS * 1000;
  let cpuBefore = cpuSplitMs(pid);
  let cpuAfter = cpuBefore;
  const sampleCpu = [
    setTimeout(() => (cpuBefore = cpuSplitMs(pid)), windowStart - performance.now()),
    setTimeout(() => (cpuAfter = cpuSplitMs(pid)), windowEnd - performance.now()),
  ];
  const totals: number[] = [];
  const waits: number[] = [];
  let untimed = 0;
  // autocannon reads a response's headers (onResponse) and then reports its latency ('response'), synchronously one
  // after the other on the same connection: the wait read first belongs to the latency reported next.
  let waited: number | null = null;
  const instance = autocannon({
    url: BENCH_BASE,
    connections: CHECKOUT_CONNECTIONS,
    duration: WARM_UP_SECONDS + CHECKOUT_SECONDS + COOL_DOWN_SECONDS,
    pipelining: 1,
    requests: [
      {
        method: 'POST',
        path: CREATE_ORDER_PATH,
        headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
        setupRequest: (req: Record<string, unknown>) => ({ ...req, body: orderBody(buyer) }),
        onResponse: (_status: number, _body: string, _context: unknown, headers: Record<string, string | string[]>) => {
          waited = stripeMsOf(headers);
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    const started = performance.now() - ms;
    if (started >= windowStart && started < windowEnd) {
      if (waited === null) untimed++;
      totals.push(ms);
      waits.push(waited ?? 0);
    }
    waited = null;
  });
  const result = await instance;
  for (const timer of sampleCpu) clearTimeout(timer);
  const system = cpuAfter.system - cpuBefore.system;
  const cpu = cpuAfter.user - cpuBefore.user + system;
  const own = totals.map((ms, i) => ms - waits[i]!).sort((a, b) => a - b);
  const total = [...totals].sort((a, b) => a - b);
  const stripe = [...waits].sort((a, b) => a - b);
  return {
    requests: totals.length,
    rps: totals.length / CHECKOUT_SECONDS,
    // Anywhere in the run, not only inside the window.
    errors: result.errors + result.non2xx + result.timeouts,
    untimed,
    total: { p50: percentile(total, 50), p99: percentile(total, 99) },
    own: { p50: percentile(own, 50), p99: percentile(own, 99) },
    stripe: { p50: percentile(stripe, 50), p99: percentile(stripe, 99) },
    cpuMsPerRequest: cpu / Math.max(1, totals.length),
    systemMsPerRequest: system / Math.max(1, totals.length),
  };
}

/** The checkout under load: a warm-up (JIT, pools, the buyer's Stripe customer), then the measured window. */
export const benchCheckout = (buyer: Buyer): Promise<CheckoutResult> => run(buyer);

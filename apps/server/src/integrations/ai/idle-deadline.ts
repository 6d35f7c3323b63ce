/**
 * A timeout on waiting, not on the whole reply: the `openai` client's own `timeout` stops at the response headers, so
 * a server that answers 200 and then goes quiet would hold a streamed reply forever. Armed before each wait for the
 * provider (the response, each chunk) and disarmed once it arrives, it does not count the time the caller spends
 * consuming events. Its `signal` aborts on the caller's signal or when a wait lasts longer than `timeoutMs`.
 */
export class IdleDeadline {
  readonly signal: AbortSignal;
  #expired = false;
  #timer: NodeJS.Timeout | undefined;
  readonly #controller = new AbortController();

  constructor(
    readonly timeoutMs: number,
    callerSignal: AbortSignal | undefined,
  ) {
    this.signal = callerSignal ? AbortSignal.any([callerSignal, this.#controller.signal]) : this.#controller.signal;
  }

  /** True once a wait outlasted `timeoutMs` (the caller's own abort leaves it false). */
  get expired(): boolean {
    return this.#expired;
  }

  arm(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#expired = true;
      this.#controller.abort();
    }, this.timeoutMs);
  }

  disarm(): void {
    clearTimeout(this.#timer);
  }
}

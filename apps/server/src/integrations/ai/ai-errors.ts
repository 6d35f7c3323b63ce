import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';

/**
 * Failures the agent layer can explain to a person (decision 032). Messages say what happened in plain words and
 * never carry the API key or a request body; the provider's own text, when kept, is in `providerMessage` for logs.
 */
export type AiErrorCode = 'rate_limited' | 'unavailable' | 'timeout' | 'truncated' | 'bad_configuration' | 'rejected';

export class AiError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
    readonly providerMessage?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 429: too many requests or tokens for the account. */
export class AiRateLimitedError extends AiError {
  constructor(
    /** Seconds the provider asked to wait (`retry-after-ms` or `retry-after`), null when it did not say. */
    readonly retryAfterSeconds: number | null,
    providerMessage?: string,
  ) {
    const wait = retryAfterSeconds === null ? '' : ` Try again in ${retryAfterSeconds} s.`;
    super('rate_limited', `The AI service is busy (rate limited).${wait}`, 429, providerMessage);
  }
}

/** 5xx, connection refused or reset before the reply began, an error sent inside the stream. */
export class AiUnavailableError extends AiError {
  constructor(status?: number, providerMessage?: string) {
    super('unavailable', 'The AI service is unavailable right now.', status, providerMessage);
  }
}

/** No answer, or no progress of a streamed one, within AI_TIMEOUT_MS. */
export class AiTimeoutError extends AiError {
  constructor(readonly timeoutMs: number) {
    super('timeout', `The AI service did not answer within ${Math.round(timeoutMs / 1000)} s.`);
  }
}

/** The stream ended (or the connection broke) before the provider said the reply was finished. */
export class AiTruncatedError extends AiError {
  constructor() {
    super('truncated', 'The answer was cut off: the connection to the AI service ended early.');
  }
}

/** 401, 403, 404: the key, the model's name or the address is wrong. An operator has to fix it, not the person. */
export class AiConfigurationError extends AiError {
  constructor(status: number, providerMessage?: string) {
    const what = status === 404 ? 'AI_MODEL or AI_BASE_URL' : 'AI_API_KEY';
    super('bad_configuration', `The AI service refused Atrium's settings (${status}): check ${what}.`, status, providerMessage);
  }
}

/** Any other 4xx: the request itself was refused (the conversation is too long, a policy refused it...). */
export class AiRejectedError extends AiError {
  constructor(status: number, providerMessage?: string) {
    super('rejected', 'The AI service refused this request.', status, providerMessage);
  }
}

/** Seconds from `retry-after-ms`, `retry-after` in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(headers: Headers | undefined, now = Date.now()): number | null {
  const ms = Number(headers?.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(ms) && ms >= 0) return Math.ceil(ms / 1000);
  const value = headers?.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The `openai` package's error classes in Atrium's terms. A 401 body can echo part of the key ("Incorrect API key
 * provided: sk-ab***yz"), so the provider's text is dropped for 401 and 403. `midStream`: a network failure after
 * the reply began is a truncation, not an outage. Anything not from the client is returned unchanged (a bug here).
 */
export function toAiError(error: unknown, context: { timeoutMs: number; midStream?: boolean }): unknown {
  const midStream = context.midStream ?? false;
  if (error instanceof AiError) return error;
  if (error instanceof APIConnectionTimeoutError) return new AiTimeoutError(context.timeoutMs);
  if (error instanceof APIConnectionError) return midStream ? new AiTruncatedError() : new AiUnavailableError();
  if (error instanceof APIError) {
    const status = error.status;
    const text = status === 401 || status === 403 ? undefined : error.message;
    if (status === undefined) return new AiUnavailableError(undefined, text);
    if (status === 429) return new AiRateLimitedError(retryAfterSeconds(error.headers), text);
    if (status === 408) return new AiTimeoutError(context.timeoutMs);
    if (status >= 500) return new AiUnavailableError(status, text);
    if (status === 401 || status === 403 || status === 404) return new AiConfigurationError(status, text);
    return new AiRejectedError(status, text);
  }
  // undici's fetch rejects a body read with TypeError('terminated') when the socket closes mid-reply.
  if (midStream && error instanceof TypeError) return new AiTruncatedError();
  return error;
}

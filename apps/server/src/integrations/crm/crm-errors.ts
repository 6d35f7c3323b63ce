/**
 * What a CRM call can fail with. Messages are Atrium's own and name only the operation and the status: the CRM's
 * own text (which can quote a contact's email) is kept apart in `crmMessage`, so logging an error never logs
 * personal data, and no error ever carries a token or a request body.
 */
export class CrmApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly retryAfterMs?: number;
  /** The CRM's own message, for a screen that explains a refusal; never put it in a log line. */
  readonly crmMessage?: string;
  /** Where an answer did not match its documented shape: the paths that did not, without their values. */
  readonly issues?: { path: string; message: string }[];

  constructor(options: {
    status: number;
    code: string;
    message: string;
    retryAfterMs?: number;
    crmMessage?: string;
    issues?: { path: string; message: string }[];
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'CrmApiError';
    this.status = options.status;
    this.code = options.code;
    this.retryAfterMs = options.retryAfterMs;
    this.crmMessage = options.crmMessage;
    this.issues = options.issues;
  }
}

/**
 * 401 or a refused grant. `unauthorized`: the access token is expired or revoked, the caller refreshes once;
 * `invalid_grant`: the refresh token is spent or revoked; `scope_not_authorized`: the token is live but lacks the
 * scope. The last two need the person to connect again.
 */
export class CrmAuthError extends CrmApiError {
  constructor(options: ConstructorParameters<typeof CrmApiError>[0]) {
    super(options);
    this.name = 'CrmAuthError';
  }
}

/** 429 after the retries were spent, or a wait longer than the client may sleep: `retryAfterMs` says when to try. */
export class CrmRateLimitError extends CrmApiError {
  constructor(options: ConstructorParameters<typeof CrmApiError>[0]) {
    super(options);
    this.name = 'CrmRateLimitError';
  }
}

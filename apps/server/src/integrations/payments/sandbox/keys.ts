/**
 * The sandbox's fixed credentials (decision 029): the same on every machine, so a fresh clone works with no setup.
 * They only open the local sandbox; the real Stripe's keys come from the environment.
 */
export const SANDBOX_SECRET_KEY = 'sk_test_atrium_sandbox';
export const SANDBOX_PUBLISHABLE_KEY = 'pk_test_atrium_sandbox';
export const SANDBOX_CONNECT_CLIENT_ID = 'ca_atrium_sandbox';

/** The platform's own account (Atrium's): what `GET /v1/account` answers without `Stripe-Account`. */
export const PLATFORM_ACCOUNT_ID = 'acct_1AtriumPlatform00';

/** The API version the sandbox answers in (the SDK's pinned one). */
export const SANDBOX_API_VERSION = '2026-10-28.endive';

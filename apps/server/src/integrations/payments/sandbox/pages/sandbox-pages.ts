import type { ResourceGroup } from '../api';
import { registerCardFrame } from './card-frame';
import { registerInvoicePages } from './invoice-page';
import { registerOAuthPage } from './oauth-page';
import { registerOnboardingPage } from './onboarding-page';
import { registerReceiptPage } from './receipt-page';
import { registerThreeDSecurePage } from './three-d-secure-page';

/**
 * A2's part of the sandbox: its browser pages (the card frame, Account Link onboarding, the OAuth authorize page,
 * hosted invoices, charges' receipts, the 3-D Secure step). Registered by the app after the API; plain Fastify routes on the sandbox's own origin.
 */
export const registerSandboxPages: ResourceGroup = (app, ctx) => {
  registerCardFrame(app);
  registerOnboardingPage(app, ctx);
  registerOAuthPage(app, ctx);
  registerInvoicePages(app, ctx);
  registerReceiptPage(app, ctx);
  registerThreeDSecurePage(app, ctx);
};

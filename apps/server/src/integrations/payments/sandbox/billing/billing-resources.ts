import type { ResourceGroup } from '../api';

/**
 * A2's part of the sandbox: Billing (subscriptions, invoices, products and prices as billing uses them). Each entry
 * registers one resource group's routes with `apiRoute` (`../api`), given the sandbox's context; the app calls them
 * all after the core resources (A1's `../resources/*`).
 */
export const BILLING_RESOURCES: readonly ResourceGroup[] = [];

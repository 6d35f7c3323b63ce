import type { ResourceGroup } from '../api';
import { registerCardFrame } from './card-frame';

/**
 * A2's part of the sandbox: its browser pages (the card frame, 3-D Secure, Account Link onboarding, the OAuth
 * authorize page). Registered by the app after the API; plain Fastify routes on the sandbox's own origin.
 */
export const registerSandboxPages: ResourceGroup = (app) => {
  registerCardFrame(app);
};

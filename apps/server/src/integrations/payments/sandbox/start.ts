import { freePort } from '../../crm/sandbox/start';
import { buildStripeSandbox, type StripeSandbox } from './app';
import type { StripeSandboxOptions } from './context';

export interface StartStripeSandboxOptions extends Omit<StripeSandboxOptions, 'publicUrl'> {
  /** STRIPE_SANDBOX_PORT; 0 takes a free one. */
  port?: number;
  host?: string;
  /** The address browsers use, when not http://localhost:<port> (a proxy in front). */
  publicUrl?: string;
  /** Where the one line saying where it listens goes. */
  log?: (message: string) => void;
}

export const DEFAULT_STRIPE_SANDBOX_PORT = 3920;

/** Starts the Stripe sandbox on its own port; its address, the sandbox, and how to stop it. */
export async function startStripeSandbox(
  options: StartStripeSandboxOptions,
): Promise<{ url: string; sandbox: StripeSandbox; close: () => Promise<void> }> {
  const { host = '0.0.0.0', log = console.log, port: asked = DEFAULT_STRIPE_SANDBOX_PORT, publicUrl: given, ...rest } = options;
  const port = asked === 0 ? await freePort(host) : asked;
  const publicUrl = (given ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const sandbox = await buildStripeSandbox({ ...rest, publicUrl });
  try {
    await sandbox.app.listen({ port, host });
  } catch (error) {
    await sandbox.close();
    throw error;
  }
  log(`[stripe-sandbox] listening on ${publicUrl}`);
  return { url: publicUrl, sandbox, close: sandbox.close };
}

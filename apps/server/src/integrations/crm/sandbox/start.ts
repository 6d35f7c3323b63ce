import { buildCrmSandbox, type CrmSandbox } from './app';
import type { CrmSandboxOptions } from './deps';

export interface StartOptions extends Omit<CrmSandboxOptions, 'publicUrl'> {
  /** CRM_SANDBOX_PORT; 0 takes a free one. */
  port?: number;
  host?: string;
  /** The address browsers use, when not http://localhost:<port> (a proxy in front). */
  publicUrl?: string;
  /** Where the one line saying where it listens goes. */
  log?: (message: string) => void;
}

export const DEFAULT_CRM_SANDBOX_PORT = 3910;

/** Starts the sandbox on its own port; returns its address and how to stop it. */
export async function startCrmSandbox(
  options: StartOptions,
): Promise<{ url: string; app: CrmSandbox; close: () => Promise<void> }> {
  const { port = DEFAULT_CRM_SANDBOX_PORT, host = '127.0.0.1', log = console.log, ...rest } = options;
  // The public address is needed before listening (it goes into pages); with port 0 it is known only after.
  let publicUrl = options.publicUrl ?? `http://localhost:${port}`;
  const app = await buildCrmSandbox({ ...rest, publicUrl });
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  if (!options.publicUrl) {
    publicUrl = `http://localhost:${actualPort}`;
    app.sandbox.publicUrl = publicUrl;
  }
  log(`[crm-sandbox] listening on ${publicUrl}`);
  return { url: publicUrl, app, close: () => app.close() };
}

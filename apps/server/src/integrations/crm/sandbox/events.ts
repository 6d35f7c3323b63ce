import { EventEmitter } from 'node:events';
import type { ClientKey } from './deps';

/** An app installed on (or removed from) a company or one of its locations, as the INSTALL/UNINSTALL webhooks tell it. */
export interface InstallEvent {
  clientKey: ClientKey;
  appId: string;
  installType: 'Company' | 'Location';
  companyId: string;
  /** Set when installType is Location. */
  locationId?: string;
  userId: string;
}

interface EventMap {
  install: InstallEvent;
  uninstall: InstallEvent;
}

/**
 * The OAuth side records installs; the webhooks (sandbox/webhooks.ts) announce them. An event bus keeps the two
 * apart: neither imports the other. A listener's failure is its own to report, never the install's.
 */
export class SandboxEvents {
  readonly #emitter = new EventEmitter();

  on<K extends keyof EventMap>(event: K, listener: (payload: EventMap[K]) => void | Promise<void>): void {
    this.#emitter.on(event, listener);
  }

  emit<K extends keyof EventMap>(event: K, payload: EventMap[K]): void {
    this.#emitter.emit(event, payload);
  }
}

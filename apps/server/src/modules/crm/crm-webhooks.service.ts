import type { DbOrTx } from '../../db/client';
import { verifyWebhookSignature } from '../../integrations/crm/webhook-signature';
import { AppError } from '../../platform/errors';
import { crmWebhookEvents } from './crm.tables';
import type { CrmSettings } from './crm-settings';

/** A webhook older (or newer) than this is refused: a captured delivery cannot be replayed later. */
export const WEBHOOK_FRESH_MS = 5 * 60_000;

const refused = (message: string) => new AppError(401, 'invalid_webhook', message);

/** Whether the raw body carries a valid signature in either of the CRM's headers. */
function signedByCrm(settings: CrmSettings, raw: string, headers: Record<string, unknown>): boolean {
  const ed25519 = headers['x-ghl-signature'];
  if (typeof ed25519 === 'string' && settings.webhookEd25519PublicKey) {
    return verifyWebhookSignature(raw, ed25519, settings.webhookEd25519PublicKey);
  }
  const rsa = headers['x-wh-signature'];
  return typeof rsa === 'string' && verifyWebhookSignature(raw, rsa, settings.webhookPublicKey);
}

/**
 * Accepts one webhook from the CRM: signed over the exact bytes received, fresh, and new (its `webhookId` is recorded
 * once; a repeated delivery answers 200 and changes nothing). What each kind of event does is the sync's.
 */
export async function receiveCrmWebhook(opts: {
  db: DbOrTx;
  settings: CrmSettings;
  raw: string | undefined;
  headers: Record<string, unknown>;
  body: { type: string; webhookId: string; timestamp: string; companyId?: string; locationId?: string };
  now?: Date;
}): Promise<{ duplicate: boolean }> {
  const { body, now = new Date() } = opts;
  if (opts.raw === undefined || !signedByCrm(opts.settings, opts.raw, opts.headers)) {
    throw refused('The webhook is not signed by the CRM');
  }
  const sentAt = new Date(body.timestamp);
  if (Math.abs(now.getTime() - sentAt.getTime()) > WEBHOOK_FRESH_MS) throw refused('The webhook is too old or from the future');
  const recorded = await opts.db
    .insert(crmWebhookEvents)
    .values({
      webhookId: body.webhookId,
      type: body.type,
      crmCompanyId: body.companyId ?? null,
      crmLocationId: body.locationId ?? null,
      sentAt,
    })
    .onConflictDoNothing()
    .returning({ webhookId: crmWebhookEvents.webhookId });
  return { duplicate: recorded.length === 0 };
}

import { z } from 'zod';
import { ZId, zData, zList, zText } from './common';

/** One mail of the outbox, as the super admin reads it (`/api/v1/admin/outbox`). */
export const ZOutboxMailSummary = z.object({
  _id: ZId,
  kind: zText(),
  toAddress: zText(),
  subject: zText(),
  createdAt: zText(),
  sentAt: zText().nullable(),
  /** Why delivery failed (an error code), when it did. */
  error: zText().nullable(),
});
export type TOutboxMailSummary = z.infer<typeof ZOutboxMailSummary>;
export const ZOutboxMail = ZOutboxMailSummary.extend({ text: zText(), html: zText().nullable() });
export type TOutboxMail = z.infer<typeof ZOutboxMail>;

export const ZOutboxList = zList(ZOutboxMailSummary);
export const ZOutboxMailResponse = zData(ZOutboxMail);

import { z } from 'zod';
import { ZId, ZIdParams, ZPageQuery, zData, zList, zText } from './common';
import { endpoint } from './endpoint';

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

const outbox = { tag: 'Admin', auth: 'user' } as const;

/** The super admin's window on sent and unsent mail (`/admin/outbox` on the web). */
export const outboxEndpoints = {
  list: endpoint({
    ...outbox,
    method: 'GET',
    path: '/api/v1/admin/outbox',
    summary: 'Every mail, newest first (super admin)',
    query: ZPageQuery,
    list: ZOutboxMailSummary,
  }),
  get: endpoint({
    ...outbox,
    method: 'GET',
    path: '/api/v1/admin/outbox/:id',
    summary: 'One mail with its text (super admin)',
    params: ZIdParams,
    data: ZOutboxMail,
  }),
};

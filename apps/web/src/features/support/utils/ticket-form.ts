import { type TTicketCategory, type TTicketCreate, type TTicketPriority, ZTicketCreate } from '@atrium/contracts/support';
import type { FieldErrors, Translate } from '@/lib/forms/field-errors';
import { contractErrors } from '@/lib/forms/issue-message';
import { serverFieldErrors, topField } from '@/lib/forms/server-errors';

export interface TicketFormValues {
  subject: string;
  description: string;
  category: TTicketCategory;
  priority: TTicketPriority;
  attachments: string[];
}

export type TicketField = keyof TicketFormValues;
export type TicketFormErrors = FieldErrors<TicketField>;

export const EMPTY_TICKET: TicketFormValues = {
  subject: '',
  description: '',
  category: 'question',
  priority: 'normal',
  attachments: [],
};

const FIELDS = Object.keys(EMPTY_TICKET) as TicketField[];

export type TicketValidation = { ok: true; body: TTicketCreate } | { ok: false; errors: TicketFormErrors };

/** Checks the form with the contract the server uses, with one message per field in the viewer's language. */
export function validateTicket(values: TicketFormValues, t: Translate): TicketValidation {
  const parsed = ZTicketCreate.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: contractErrors(parsed.error.issues, { ...values }, t, { fields: FIELDS }) };
}

/** A 400's details beside the fields they name (the server's own words); the rest go above the form. */
export function serverTicketErrors(data: unknown): TicketFormErrors {
  return serverFieldErrors(data, topField(FIELDS));
}

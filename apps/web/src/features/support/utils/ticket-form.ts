import { type TTicketCategory, type TTicketCreate, type TTicketPriority, ZTicketCreate } from '@atrium/contracts/support';
import { issueMessage, serverDetails, type Translate } from '../../../lib/field-messages';

export interface TicketFormValues {
  subject: string;
  description: string;
  category: TTicketCategory;
  priority: TTicketPriority;
  attachments: string[];
}

export type TicketField = keyof TicketFormValues;
export type TicketFormErrors = Partial<Record<TicketField, string>>;

export const EMPTY_TICKET: TicketFormValues = {
  subject: '',
  description: '',
  category: 'question',
  priority: 'normal',
  attachments: [],
};

const FIELDS = new Set<string>(Object.keys(EMPTY_TICKET));

export type TicketValidation = { ok: true; body: TTicketCreate } | { ok: false; errors: TicketFormErrors };

/** Checks the form with the contract the server uses, with one message per field in the viewer's language. */
export function validateTicket(values: TicketFormValues, t: Translate): TicketValidation {
  const parsed = ZTicketCreate.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: TicketFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!FIELDS.has(field) || errors[field as TicketField]) continue;
    const raw = values[field as TicketField];
    errors[field as TicketField] = issueMessage(issue, t, typeof raw === 'string' && !raw.trim());
  }
  return { ok: false, errors };
}

/** A 400's details beside the fields they name (the server's own words); the rest go above the form. */
export function serverTicketErrors(data: unknown): TicketFormErrors {
  const errors: TicketFormErrors = {};
  for (const detail of serverDetails(data)) {
    const field = detail.path[0] ?? '';
    if (FIELDS.has(field) && !errors[field as TicketField]) errors[field as TicketField] = detail.message;
  }
  return errors;
}

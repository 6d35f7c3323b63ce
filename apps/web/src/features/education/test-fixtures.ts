import type { TFaq, TFaqCategory } from '@atrium/contracts/faqs';
import type { TUser } from '@atrium/contracts/users';
import { setSession } from '@/lib/session-store';

/** Test data of the education feature, shaped by the contracts. */
const id = (n: number) => `0190a0a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`;

export const GETTING_STARTED: TFaqCategory = {
  _id: id(0xc1),
  name: 'Getting started',
  description: 'Your first day in Atrium.',
  position: 0,
  owner: 'platform',
  createdAt: at(1),
  updatedAt: at(1),
};
export const BILLING: TFaqCategory = { ...GETTING_STARTED, _id: id(0xc2), name: 'Billing', description: null, position: 1 };

const faq = (n: number, categoryId: string, position: number, question: string, answer: string): TFaq => ({
  _id: id(n),
  categoryId,
  question,
  answer,
  position,
  status: 'published',
  owner: 'platform',
  createdAt: at(n % 28 || 1),
  updatedAt: at(n % 28 || 1),
});

export const WHAT_IS = faq(
  1,
  GETTING_STARTED._id,
  0,
  'What is Atrium?',
  '<p>The marketplace and hub for your <strong>agency</strong>.</p>',
);
export const SIGN_IN = faq(2, GETTING_STARTED._id, 1, 'How do I sign in?', '<p>Use <b>Login</b> in the header.</p>');
export const INVOICE = faq(3, BILLING._id, 0, 'Can I get an invoice?', '<p>Yes, every payment has a PDF invoice.</p>');

/** Newest first, as the server sends them; the page sorts by position. */
export const CATEGORIES = [BILLING, GETTING_STARTED];
export const FAQS = [INVOICE, SIGN_IN, WHAT_IS];

export const DENTAL = { _id: id(0xd1), name: 'Summit Dental Downtown', createdAt: at(1) };
export const REALTY = { _id: id(0xd2), name: 'Summit Realty North', createdAt: at(1) };

const list = <T>(data: T[]) => ({ data, meta: { total: data.length, nextCursor: null } });
export const listBody = list;

export function signInAs(role: TUser['role']) {
  setSession({
    token: 'tok-edu',
    user: {
      _id: id(0xb1),
      email: 'olivia@summitgrowth.test',
      firstName: 'Olivia',
      lastName: 'Admin',
      role,
      // App creators belong to a partner, not to an agency.
      agencyId: role === 'app_creator' ? null : id(0xa1),
      locationId: role === 'agency_admin' || role === 'app_creator' ? null : DENTAL._id,
      createdAt: at(1),
    },
    agency: null,
  });
}

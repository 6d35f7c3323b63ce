import { formatMoney } from './store-pricing';

/**
 * The store's mails (issue 23): a receipt when an order is paid, a notice of a refund, a delivery and a new message
 * in an order's thread. English only, as every mail of Atrium (the server keeps no reader language); what was bought
 * is named as bought, amounts in the order's currency.
 */

export type StoreMailKind = 'paid' | 'new_order' | 'refunded' | 'delivered' | 'message';

export interface StoreMailInput {
  kind: StoreMailKind;
  order: { _id: string; productName: string; amountMinor: number; currency: string; refundedMinor: number; paidAt: Date | null };
  sellerName: string;
  locationName: string;
  /** The absolute address of the order's page for this reader. */
  url: string;
  /** A message's author and first words (`message`). */
  message?: { author: string; body: string };
  /** What this refund gave back (`refunded`). */
  refundMinor?: number;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const shortRef = (id: string) => id.slice(-8).toUpperCase();

function wording(input: StoreMailInput): { subject: string; lines: string[]; action: string } {
  const { order, sellerName, locationName } = input;
  const total = formatMoney(order.amountMinor, order.currency);
  const ref = `Order ${shortRef(order._id)}`;
  switch (input.kind) {
    case 'paid':
      return {
        subject: `Receipt from ${sellerName}: ${order.productName}`,
        lines: [
          `Thank you: ${locationName} paid ${total} to ${sellerName} for ${order.productName}.`,
          `${ref}, paid ${order.paidAt?.toUTCString() ?? 'just now'}.`,
        ],
        action: 'See the order',
      };
    case 'new_order':
      return {
        subject: `New order: ${order.productName} for ${locationName}`,
        lines: [`${locationName} bought ${order.productName} for ${total}.`, `${ref}.`],
        action: 'Open the order',
      };
    case 'refunded': {
      const refund = formatMoney(input.refundMinor ?? order.refundedMinor, order.currency);
      return {
        subject: `Refund of ${refund}: ${order.productName}`,
        lines: [
          `${sellerName} refunded ${refund} of ${total} for ${order.productName} (${locationName}).`,
          'It reaches the card it was paid with within 5 to 10 business days.',
          `${ref}.`,
        ],
        action: 'See the order',
      };
    }
    case 'delivered':
      return {
        subject: `Delivered: ${order.productName}`,
        lines: [`${sellerName} delivered ${order.productName} to ${locationName}.`, `${ref}.`],
        action: 'See what was delivered',
      };
    case 'message': {
      const words = input.message?.body.replace(/\s+/g, ' ').slice(0, 280) ?? '';
      return {
        subject: `New message about ${order.productName}`,
        lines: [`${input.message?.author ?? 'Someone'} wrote about ${ref} (${order.productName}):`, `“${words}”`],
        action: 'Read and answer',
      };
    }
  }
}

export function storeMail(input: StoreMailInput): { subject: string; text: string; html: string } {
  const worded = wording(input);
  return {
    // A subject line holds no line breaks (a product name with one would start a new header).
    subject: worded.subject.replace(/\s+/g, ' ').slice(0, 200),
    text: `${worded.lines.join('\n')}\n\n${worded.action}: ${input.url}\n`,
    html: [
      ...worded.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(input.url)}">${escapeHtml(worded.action)}</a></p>`,
    ].join('\n'),
  };
}

import type { TNotificationKind } from '@atrium/contracts/notifications';

/**
 * The mail for a notification: one sentence saying what happened, the link, and where to change the choice.
 * English only: the server keeps no reader language (the web words in-app notifications in the reader's).
 */

export interface NotificationMailInput {
  kind: TNotificationKind;
  subject: string;
  detail: string | null;
  /** The absolute address of the notification's link. */
  url: string;
  publicUrl: string;
}

export const NOTIFICATION_SETTINGS_PATH = '/notifications/settings';

interface Worded {
  subject: string;
  sentence: string;
  action: string;
}

function wording(kind: TNotificationKind, subject: string, detail: string | null): Worded {
  switch (kind) {
    case 'roadmap_shipped':
      return {
        subject: `“${subject}” has shipped`,
        sentence: detail
          ? `“${subject}”, an idea you voted for, has shipped in ${detail}.`
          : `“${subject}”, an idea you voted for, has shipped.`,
        action: 'See the idea',
      };
    case 'approval_request':
      return {
        subject: `${detail ?? 'A location'} asks to use ${subject}`,
        sentence: `${detail ?? 'One of your locations'} asks your agency to approve ${subject}.`,
        action: 'Approve or decline it',
      };
    case 'update_available':
      return {
        subject: detail ? `${subject} ${detail} is available` : `An update of ${subject} is available`,
        sentence: detail
          ? `${subject}, which you installed, has a new version: ${detail}.`
          : `${subject}, which you installed, has a new version.`,
        action: 'See what changed',
      };
    case 'ticket_reply':
      return {
        subject: `New reply to “${subject}”`,
        sentence: detail
          ? `${detail} replied to your support ticket “${subject}”.`
          : `There is a new reply to your support ticket “${subject}”.`,
        action: 'Read the reply',
      };
    case 'review_reply':
      return {
        subject: `The developer of ${subject} replied to your review`,
        sentence: `The developer of ${subject} replied to your review.`,
        action: 'Read the reply',
      };
    case 'crm_reconnect':
      return {
        subject: 'Connect the CRM again',
        sentence: `The CRM stopped accepting the connection of ${subject}: nothing is read or sent until an admin connects it again.`,
        action: 'Connect again',
      };
    case 'crm_menu_link_failed':
      return {
        subject: `${subject} has no link in the CRM yet`,
        sentence: detail
          ? `${subject} is installed for ${detail}, but its link could not be added to the CRM. Atrium keeps trying.`
          : `${subject} is installed, but its link could not be added to the CRM. Atrium keeps trying.`,
        action: 'See the CRM connection',
      };
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function notificationMail(input: NotificationMailInput): { subject: string; text: string; html: string } {
  const worded = wording(input.kind, input.subject, input.detail);
  const settings = new URL(NOTIFICATION_SETTINGS_PATH, input.publicUrl).toString();
  const footer = 'You get this mail because you chose e-mail for these notifications.';
  return {
    // A subject line holds no line breaks (a title with one would start a new header).
    subject: worded.subject.replace(/\s+/g, ' ').slice(0, 200),
    text: `${worded.sentence}\n\n${worded.action}: ${input.url}\n\n--\n${footer}\nChange it: ${settings}\n`,
    html: [
      `<p>${escapeHtml(worded.sentence)}</p>`,
      `<p><a href="${escapeHtml(input.url)}">${escapeHtml(worded.action)}</a></p>`,
      `<p style="color:#6b7280;font-size:12px">${escapeHtml(footer)} <a href="${escapeHtml(settings)}">Change it</a>.</p>`,
    ].join('\n'),
  };
}

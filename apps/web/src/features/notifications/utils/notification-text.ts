import type { TNotification, TNotificationKind } from '@atrium/contracts/notifications';
import type { TFunction } from 'i18next';

type Worded = Pick<TNotification, 'kind' | 'subject' | 'detail'>;

/**
 * The sentence of each kind, with the detail (the changelog, the asking location, the version, who replied)
 * and without it. `subject` is an idea, an app or a ticket's title.
 */
const SENTENCES: Record<TNotificationKind, { withDetail: string; alone: string }> = {
  roadmap_shipped: { withDetail: 'notifications.shipped', alone: 'notifications.shippedAlone' },
  approval_request: { withDetail: 'notifications.approvalRequest', alone: 'notifications.approvalRequestAlone' },
  update_available: { withDetail: 'notifications.updateAvailable', alone: 'notifications.updateAvailableAlone' },
  ticket_reply: { withDetail: 'notifications.ticketReply', alone: 'notifications.ticketReplyAlone' },
  review_reply: { withDetail: 'notifications.reviewReply', alone: 'notifications.reviewReply' },
  crm_reconnect: { withDetail: 'notifications.crmReconnect', alone: 'notifications.crmReconnect' },
  crm_menu_link_failed: { withDetail: 'notifications.crmMenuLinkFailed', alone: 'notifications.crmMenuLinkFailedAlone' },
};

const translate = (t: TFunction<'updates'>, n: Worded, subject: string, detail: string) => {
  const sentence = SENTENCES[n.kind] ?? SENTENCES.roadmap_shipped;
  return n.detail ? t(sentence.withDetail, { subject, detail }) : t(sentence.alone, { subject });
};

/** The sentence for a notification, worded here from its stored data (the server keeps no language). */
export function notificationText(t: TFunction<'updates'>, notification: Worded): string {
  return translate(t, notification, notification.subject, notification.detail ?? '');
}

export interface TextPart {
  key: string;
  text: string;
  /** The person's content (an item or changelog title), kept in its own direction inside the sentence. */
  isolated: boolean;
}

// Private-use characters stand in for the titles while translating, so the sentence can be split around them.
const SUBJECT = '\uE000';
const DETAIL = '\uE001';

/** The same sentence in parts, so titles can sit in `<bdi>`: an English title inside Arabic keeps its punctuation. */
export function notificationParts(t: TFunction<'updates'>, notification: Worded): TextPart[] {
  const parts: TextPart[] = [];
  translate(t, notification, SUBJECT, DETAIL)
    .split(SUBJECT)
    .forEach((chunk, i) => {
      if (i > 0) parts.push({ key: `s${i}`, text: notification.subject, isolated: true });
      chunk.split(DETAIL).forEach((piece, j) => {
        if (j > 0) parts.push({ key: `d${i}.${j}`, text: notification.detail ?? '', isolated: true });
        if (piece) parts.push({ key: `t${i}.${j}`, text: piece, isolated: false });
      });
    });
  return parts;
}

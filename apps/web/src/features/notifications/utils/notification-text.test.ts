import { NOTIFICATION_KINDS } from '@atrium/contracts/notifications';
import { describe, expect, it } from 'vitest';
import '@/test/i18n';
import { notification } from '@/features/notifications/test-fixtures';
import { testI18n } from '@/test/i18n';
import { notificationParts, notificationText } from './notification-text';

const t = testI18n.getFixedT('en', 'updates');

describe('notification wording', () => {
  it('words a shipped idea with the changelog that shipped it, or alone', () => {
    expect(notificationText(t, notification())).toBe('“Dark mode” has shipped — in November release');
    expect(notificationText(t, notification({ detail: null }))).toBe('“Dark mode” has shipped');
  });

  it('words every kind, with its detail or without', () => {
    const app = { subject: 'Invoice Hero' };
    expect(notificationText(t, notification({ kind: 'approval_request', ...app, detail: 'Alpha One' }))).toBe(
      'Alpha One asks to use Invoice Hero',
    );
    expect(notificationText(t, notification({ kind: 'approval_request', ...app, detail: null }))).toBe(
      'A location asks to use Invoice Hero',
    );
    expect(notificationText(t, notification({ kind: 'update_available', ...app, detail: '2.0.0' }))).toBe(
      'Invoice Hero 2.0.0 is available',
    );
    expect(notificationText(t, notification({ kind: 'update_available', ...app, detail: null }))).toBe(
      'A new version of Invoice Hero is available',
    );
    expect(notificationText(t, notification({ kind: 'ticket_reply', subject: 'Login fails', detail: 'Dana Lee' }))).toBe(
      'Dana Lee replied to your ticket “Login fails”',
    );
    expect(notificationText(t, notification({ kind: 'ticket_reply', subject: 'Login fails', detail: null }))).toBe(
      'New reply to your ticket “Login fails”',
    );
    expect(notificationText(t, notification({ kind: 'review_reply', ...app, detail: null }))).toBe(
      'The developer of Invoice Hero replied to your review',
    );
  });

  it('words every kind in every language, with the titles kept', () => {
    const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../../public/locales/*/updates.json', {
      eager: true,
    });
    expect(Object.keys(files)).toHaveLength(16);
    for (const [path, file] of Object.entries(files)) {
      const lng = path.split('/').at(-2)!;
      testI18n.addResourceBundle(lng, 'updates', file.default, true, true);
      const tr = testI18n.getFixedT(lng, 'updates');
      for (const kind of NOTIFICATION_KINDS) {
        const withDetail = notificationText(tr, notification({ kind, subject: 'Zap', detail: 'D1' }));
        const alone = notificationText(tr, notification({ kind, subject: 'Zap', detail: null }));
        expect(withDetail, `${lng} ${kind}`).toContain('Zap');
        // A review reply and a reconnect notice (its subject is the agency) have no detail to show.
        if (kind !== 'review_reply' && kind !== 'crm_reconnect') expect(withDetail, `${lng} ${kind}`).toContain('D1');
        expect(alone, `${lng} ${kind}`).toContain('Zap');
        expect(`${withDetail}${alone}`, `${lng} ${kind}`).not.toMatch(/notifications\.|{{/);
      }
    }
  });

  it('splits the sentence around the titles so they can be isolated', () => {
    expect(notificationParts(t, notification())).toEqual([
      { key: 't0.0', text: '“', isolated: false },
      { key: 's1', text: 'Dark mode', isolated: true },
      { key: 't1.0', text: '” has shipped — in ', isolated: false },
      { key: 'd1.1', text: 'November release', isolated: true },
    ]);
  });
});

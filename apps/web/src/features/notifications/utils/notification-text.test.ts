import { describe, expect, it } from 'vitest';
import '../../../test/i18n';
import { testI18n } from '../../../test/i18n';
import { notification } from '../test-fixtures';
import { notificationParts, notificationText } from './notification-text';

const t = testI18n.getFixedT('en', 'updates');

describe('notification wording', () => {
  it('words a shipped idea with the changelog that shipped it, or alone', () => {
    expect(notificationText(t, notification())).toBe('“Dark mode” has shipped — in November release');
    expect(notificationText(t, notification({ detail: null }))).toBe('“Dark mode” has shipped');
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

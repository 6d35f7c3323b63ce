import { describe, expect, it } from 'vitest';
import { comment } from '@/features/support/support-fixtures';
import { relativeTime } from '@/lib/time-labels';
import { addComment } from './comments-cache';
import { initials, shortName } from './people';
import { durationLabel } from './time';

describe('addComment', () => {
  it('adds a comment once, in time order, whichever of request and socket brings it first', () => {
    const first = comment({ _id: 'a', createdAt: '2026-01-01T10:00:00.000Z' });
    const second = comment({ _id: 'b', createdAt: '2026-01-01T11:00:00.000Z' });
    const list = addComment([second], first);
    expect(list?.map((c) => c._id)).toEqual(['a', 'b']);
    expect(addComment(list, second)).toBe(list);
    expect(addComment(undefined, first)).toBeUndefined();
  });
});

describe('people and time labels', () => {
  it('shortens names for presence chips and makes initials', () => {
    expect(shortName('Dana Kim')).toBe('Dana K.');
    expect(shortName('Cher')).toBe('Cher');
    expect(initials('Emma Rose Diaz')).toBe('ED');
  });

  it('words durations and distances with Intl', () => {
    expect(durationLabel(45, 'en')).toBe('45 min');
    expect(durationLabel(240, 'en')).toBe('4 hr');
    expect(durationLabel(2 * 24 * 60, 'en')).toBe('2 days');
    const now = Date.parse('2026-11-23T12:00:00.000Z');
    expect(relativeTime('2026-11-23T11:55:00.000Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-11-23T11:59:50.000Z', now, 'en')).toBe('this minute');
  });
});

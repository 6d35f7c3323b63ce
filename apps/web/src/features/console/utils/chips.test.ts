import { describe, expect, it } from 'vitest';
import { addChips, splitChips } from './chips';

describe('splitChips', () => {
  it('splits on commas, semicolons and line breaks, trims and drops empty pieces', () => {
    expect(splitChips('dental, recall')).toEqual(['dental', 'recall']);
    expect(splitChips(' a ;b\r\nc\n\n, ,d;')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitChips(' , ; ')).toEqual([]);
  });
});

describe('addChips', () => {
  const limits = { max: 4, maxLength: 6 };
  it('adds new pieces once, whatever their case, in order', () => {
    expect(addChips(['Email'], ['email', 'SMS', 'sms', 'Chat'], limits)).toEqual(['Email', 'SMS', 'Chat']);
  });
  it('stops at the maximum and cuts pieces to the maximum length', () => {
    expect(addChips(['a', 'b'], ['reminders', 'c', 'd'], limits)).toEqual(['a', 'b', 'remind', 'c']);
  });
});

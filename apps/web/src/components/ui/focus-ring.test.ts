import { describe, expect, it } from 'vitest';
import { buttonClasses } from './button-classes';
import { focusRing, focusRingOffset } from './focus-ring';

describe('focus ring', () => {
  it('shows a ring for keyboard focus only, instead of the outline', () => {
    expect(focusRing.split(' ').sort()).toEqual([
      'focus-visible:outline-none',
      'focus-visible:ring-2',
      'focus-visible:ring-brand-500',
    ]);
    expect(focusRingOffset).toContain(focusRing);
    expect(focusRingOffset).toContain('focus-visible:ring-offset-2');
  });

  it('is the ring of buttons too', () => {
    expect(buttonClasses()).toContain(focusRingOffset);
  });
});

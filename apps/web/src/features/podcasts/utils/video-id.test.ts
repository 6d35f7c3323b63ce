import { describe, expect, it } from 'vitest';
import { extractVideoId, isValidVideoId } from './video-id';

describe('extractVideoId', () => {
  it('keeps a bare id', () => {
    expect(extractVideoId(' dQw4w9WgXcQ ')).toBe('dQw4w9WgXcQ');
  });

  it('takes the id out of a pasted YouTube address', () => {
    expect(extractVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toBe('dQw4w9WgXcQ');
    expect(extractVideoId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });

  it('leaves anything else for validation to judge', () => {
    expect(extractVideoId('https://vimeo.com/123')).toBe('https://vimeo.com/123');
    expect(isValidVideoId('https://vimeo.com/123')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { toEmbedUrl } from './to-embed-url';

describe('toEmbedUrl', () => {
  describe('video-sharing site (YouTube)', () => {
    it.each([
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
      ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
      ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
      ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
      ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
      ['https://www.youtube.com/shorts/aBcDeF12345', 'aBcDeF12345'],
      ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
      ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ])('%s -> embed %s', (input, id) => {
      expect(toEmbedUrl(input)).toBe(`https://www.youtube.com/embed/${id}`);
    });

    it('prefers the v parameter over the last path segment', () => {
      expect(toEmbedUrl('https://www.youtube.com/watch/other?v=fromParam')).toBe('https://www.youtube.com/embed/fromParam');
    });

    it('uses the last non-empty path segment when there is no v parameter', () => {
      expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ/')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    });

    it('returns a YouTube address without any id as given', () => {
      expect(toEmbedUrl('https://www.youtube.com/')).toBe('https://www.youtube.com/');
    });
  });

  describe('video hosting site (Vimeo)', () => {
    it.each([
      ['https://vimeo.com/76979871', '76979871'],
      ['https://www.vimeo.com/channels/staffpicks/76979871', '76979871'],
      ['https://player.vimeo.com/video/76979871', '76979871'],
    ])('%s -> player %s', (input, id) => {
      expect(toEmbedUrl(input)).toBe(`https://player.vimeo.com/video/${id}`);
    });
  });

  describe('screen-recording site (Loom)', () => {
    it.each([
      ['https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184', '0281766fa2d04bb788eaf19e65135184'],
      ['https://loom.com/share/abc123?sid=xyz', 'abc123'],
    ])('%s -> embed %s', (input, id) => {
      expect(toEmbedUrl(input)).toBe(`https://www.loom.com/embed/${id}`);
    });
  });

  describe('any other address', () => {
    it.each([
      'https://example.com/help/video.mp4',
      'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
      'https://wistia.com/medias/abc',
      '/videos/local-help.mp4',
      'not a url at all',
      'http://[malformed',
      '',
    ])('%j is used as given', (input) => {
      expect(toEmbedUrl(input)).toBe(input);
    });
  });
});

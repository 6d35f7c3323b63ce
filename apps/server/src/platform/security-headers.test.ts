import { describe, expect, it } from 'vitest';
import { byTransport, PERMISSIONS_POLICY, securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it("is helmet's set of headers for the options, worked out once", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameSrc: ['https:'] } },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain('frame-src https:');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
  });

  it('refuses options helmet refuses, at start rather than on a request', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], 'bad name': [] } } }),
    ).toThrow();
  });
});

describe('byTransport', () => {
  const headers = securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } });

  it('sends upgrade-insecure-requests to pages served over https only', () => {
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const { http, https } = byTransport(headers);
    expect(http['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(http['content-security-policy']).toContain("default-src 'self'");
    expect(https['content-security-policy']).toMatch(/;upgrade-insecure-requests$/);
    expect(https['x-frame-options']).toBe(http['x-frame-options']);
  });
});

describe('PERMISSIONS_POLICY', () => {
  it('switches off the features no page uses and leaves the ones video embeds need', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    for (const feature of ['fullscreen', 'autoplay', 'picture-in-picture', 'encrypted-media', 'accelerometer', 'gyroscope'])
      expect(PERMISSIONS_POLICY).not.toContain(feature);
  });
});

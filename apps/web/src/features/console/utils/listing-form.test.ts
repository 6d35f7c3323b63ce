import { describe, expect, it } from 'vitest';
import { consoleApp } from '@/features/console/test-fixtures';
import { emptyListing, listingFromApp, serverListingErrors, toUpdateBody, validateListing } from './listing-form';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key);
const valid = {
  ...emptyListing(),
  name: '  Review Booster ',
  tagline: 'Collect more five-star reviews',
  description: '<p>Hello</p>',
  type: 'reporting' as const,
  categories: ['Reputation'],
};

describe('validateListing', () => {
  it('builds the contract body: trimmed, empty optional fields as null', () => {
    const result = validateListing(valid, t);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({
      name: 'Review Booster',
      iconUrl: null,
      videoUrl: null,
      customPageUrl: null,
      support: { website: null, email: null, docsUrl: null, privacyUrl: null },
      screenshots: [],
      tags: [],
    });
    expect(result.body.partnerId).toBeUndefined();
    expect(toUpdateBody(result.body)).not.toHaveProperty('partnerId');
  });

  it('gives each field a translated message from the contract problem', () => {
    const result = validateListing(
      {
        ...emptyListing(),
        name: 'x',
        tagline: '',
        supportEmail: 'not-an-email',
        videoUrl: 'http://insecure.test/video',
        iconUrl: 'ftp://icon',
        screenshots: [{ url: 'javascript:alert(1)', caption: '' }],
        tags: ['a'],
      },
      t,
    );
    expect(result).toEqual({
      ok: false,
      errors: expect.objectContaining({
        name: 'errors.tooShort:{"min":2,"count":2}',
        tagline: 'errors.required',
        description: 'errors.required',
        type: 'errors.type',
        categories: 'errors.atLeast:{"n":1}',
        tags: 'errors.chipLength:{"min":2,"max":30,"count":30}',
        supportEmail: 'errors.email',
        videoUrl: 'errors.url',
        iconUrl: 'errors.image',
        'screenshots.0.url': 'errors.image',
      }),
    });
  });

  it('asks the super admin for a partner', () => {
    expect(validateListing(valid, t, { requirePartner: true })).toEqual({ ok: false, errors: { partnerId: 'errors.partner' } });
    const result = validateListing({ ...valid, partnerId: '0190f5a0-0000-7000-8000-00000000c0a1' }, t, { requirePartner: true });
    expect(result.ok && result.body.partnerId).toBe('0190f5a0-0000-7000-8000-00000000c0a1');
  });

  it('accepts uploaded images and https links', () => {
    const result = validateListing(
      {
        ...valid,
        iconUrl: '/uploads/apps/icons/a.png',
        screenshots: [{ url: 'https://cdn.test/s.png', caption: ' Dashboard ' }],
      },
      t,
    );
    expect(result.ok && result.body.screenshots).toEqual([{ url: 'https://cdn.test/s.png', caption: 'Dashboard' }]);
  });
});

describe('listingFromApp', () => {
  it('turns the server copy into form values (nulls as empty strings)', () => {
    const values = listingFromApp(
      consoleApp({ support: { website: 'https://x.test', email: null, docsUrl: null, privacyUrl: null } }),
    );
    expect(values).toMatchObject({ name: 'Review Booster', iconUrl: '', supportWebsite: 'https://x.test', supportEmail: '' });
  });

  it('carries the CRM scopes to the body, an empty list included (it takes them all away)', () => {
    const t = (key: string) => key;
    const scoped = validateListing(listingFromApp(consoleApp({ crmScopes: ['contacts.readonly'] })), t);
    expect(scoped.ok && scoped.body.crmScopes).toEqual(['contacts.readonly']);
    const none = validateListing(listingFromApp(consoleApp()), t);
    expect(none.ok && none.body.crmScopes).toEqual([]);
  });
});

describe('serverListingErrors', () => {
  it('maps 400 details onto the form fields, nested ones included', () => {
    const data = {
      error: {
        code: 'validation_error',
        message: 'Invalid body',
        details: [
          { path: ['support', 'email'], message: 'Bad email' },
          { path: 'body/screenshots/1/url', message: 'Bad screenshot' },
          { path: ['description'], message: 'Describe the app' },
        ],
      },
    };
    expect(serverListingErrors(data)).toEqual({
      supportEmail: 'Bad email',
      'screenshots.1.url': 'Bad screenshot',
      description: 'Describe the app',
    });
  });
});

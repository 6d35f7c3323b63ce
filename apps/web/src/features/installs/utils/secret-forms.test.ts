import { describe, expect, it } from 'vitest';
import { credentialsBody, whitelabelBody, whitelabelValues } from './secret-forms';

const ID = '0190a0a0-0000-7000-8000-0000000001a1';
const messages = {
  nameRequired: 'name?',
  nameRule: 'rule',
  duplicate: 'dup',
  valueRequired: 'value?',
  valueTooLong: 'long',
  atLeastOne: 'one',
  atMost: 'max',
};

describe('credentialsBody', () => {
  it('builds the body from filled rows, skipping empty ones', () => {
    const rows = [
      { key: 0, name: ' client_id ', value: 'abc' },
      { key: 1, name: '', value: '' },
      { key: 2, name: 'secret', value: 's3cret' },
    ];
    expect(credentialsBody(ID, rows, messages)).toEqual({
      ok: true,
      body: { installId: ID, credentials: { client_id: 'abc', secret: 's3cret' } },
    });
  });

  it('points errors at their rows, in the given language', () => {
    const result = credentialsBody(
      ID,
      [
        { key: 0, name: '1bad', value: 'x' },
        { key: 1, name: 'ok', value: '   ' },
        { key: 2, name: 'ok', value: 'y' },
        { key: 3, name: '', value: 'orphan' },
      ],
      messages,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]).toEqual({ name: 'rule' });
    expect(result.errors[2]).toEqual({ name: 'dup' });
    expect(result.errors[3]).toEqual({ name: 'name?' });
  });

  it('needs at least one credential', () => {
    expect(credentialsBody(ID, [{ key: 0, name: '', value: '' }], messages)).toEqual({ ok: false, errors: {}, form: 'one' });
  });
});

describe('whitelabelBody', () => {
  it('turns blank fields into null and checks the colour', () => {
    const values = { ...whitelabelValues(null), displayName: '  Acme ', primaryColor: '#1A73E8' };
    expect(whitelabelBody(ID, values).data).toEqual({
      installId: ID,
      displayName: 'Acme',
      logoUrl: null,
      primaryColor: '#1A73E8',
      hideBranding: false,
    });
    expect(whitelabelBody(ID, { ...values, primaryColor: 'blue' }).success).toBe(false);
    expect(whitelabelBody(ID, { ...values, logoUrl: 'http://insecure.test/logo.png' }).success).toBe(false);
  });
});

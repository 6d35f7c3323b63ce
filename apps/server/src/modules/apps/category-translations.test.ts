import { ZCategoryTranslations } from '@atrium/contracts/categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidationError, jsonRequest } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { saveCategoryLabels } from './category-translations';

let t: Awaited<ReturnType<typeof createTestApp>>;
let http: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp();
  http = jsonRequest(t.app);
  await saveCategoryLabels({
    db: t.db,
    kind: 'app',
    table: {
      Payments: { fr: 'Paiements', de: 'Zahlungen', ae: 'المدفوعات' },
      // Translated into French only: every other language shows the English name.
      Reputation: { fr: 'Réputation' },
    },
  });
  await saveCategoryLabels({ db: t.db, kind: 'roadmap', table: { Billing: { fr: 'Facturation' } } });
});
afterAll(() => t.close());

const labels = async (query: string) => {
  const res = await http.get(`/api/v1/categories/translations?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZCategoryTranslations.parse(res.json()).data;
};

describe('GET /api/v1/categories/translations', () => {
  it("gives each category's label in the language asked for", async () => {
    expect(await labels('kind=app&lang=fr')).toEqual({
      kind: 'app',
      lang: 'fr',
      labels: { Payments: 'Paiements', Reputation: 'Réputation' },
    });
    expect((await labels('kind=app&lang=ae')).labels.Payments).toBe('المدفوعات');
  });

  it('falls back to the English name where the language has no row, and English is the names themselves', async () => {
    expect((await labels('kind=app&lang=de')).labels).toEqual({ Payments: 'Zahlungen', Reputation: 'Reputation' });
    expect((await labels('kind=app&lang=ja')).labels).toEqual({ Payments: 'Payments', Reputation: 'Reputation' });
    expect((await labels('kind=app&lang=en')).labels).toEqual({ Payments: 'Payments', Reputation: 'Reputation' });
  });

  it('keeps the two kinds apart', async () => {
    expect((await labels('kind=roadmap&lang=fr')).labels).toEqual({ Billing: 'Facturation' });
    expect((await labels('kind=app&lang=fr')).labels).not.toHaveProperty('Billing');
  });

  it('lets browsers reuse the answer for a while', async () => {
    const res = await http.get('/api/v1/categories/translations?kind=app&lang=fr');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
  });

  it('rejects an unknown language or kind, and a missing one, with a 400 that names the field', async () => {
    expect(expectValidationError(await http.get('/api/v1/categories/translations?kind=app&lang=xx'))).toEqual(['lang']);
    expect(expectValidationError(await http.get('/api/v1/categories/translations?kind=app&lang=ar'))).toEqual(['lang']);
    expect(expectValidationError(await http.get('/api/v1/categories/translations?kind=app'))).toEqual(['lang']);
    expect(expectValidationError(await http.get('/api/v1/categories/translations?kind=apps&lang=fr'))).toEqual(['kind']);
    const res = await http.get('/api/v1/categories/translations?kind=app&lang=fr%27%20or%201=1');
    expect(expectValidationError(res)).toEqual(['lang']);
    expect(expectValidationError(await http.get('/api/v1/categories/translations?kind=app&lang=fr%00'))).toEqual(['lang']);
    expect(expectValidationError(await http.get('/api/v1/categories/translations?kind=app&lang=fr&lang=de'))).toEqual(['lang']);
  });

  it('corrects a label when it is saved again', async () => {
    await saveCategoryLabels({ db: t.db, kind: 'roadmap', table: { Billing: { fr: 'Facturation et paiements' } } });
    expect((await labels('kind=roadmap&lang=fr')).labels.Billing).toBe('Facturation et paiements');
  });
});

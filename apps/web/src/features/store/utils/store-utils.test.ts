import { describe, expect, it } from 'vitest';
import { moved } from '@/features/store/components/manager/collections-panel';
import { minorToInput, parseMinor, priceWithChoices } from './money';
import { checkDraft, emptyDraft } from './product-draft';
import { orderStep } from './states';

const t = (key: string, o?: Record<string, unknown>) => (o ? `${key} ${JSON.stringify(o)}` : key);
const money = (minor: number) => `$${minor / 100}`;

describe('amounts typed by an owner', () => {
  it('become minor units of the currency, with its own decimals', () => {
    expect(parseMinor('97', 'USD')).toBe(9_700);
    expect(parseMinor('97.5', 'USD')).toBe(9_750);
    expect(parseMinor('97,50', 'EUR')).toBe(9_750);
    expect(parseMinor('1,250.00', 'USD')).toBe(125_000);
    expect(parseMinor('1500', 'JPY')).toBe(1_500);
    expect(parseMinor('1.5', 'JPY')).toBeNull();
    expect(parseMinor('97.555', 'USD')).toBeNull();
    expect(parseMinor('-5', 'USD')).toBeNull();
    expect(parseMinor('ten', 'USD')).toBeNull();
    expect(parseMinor('', 'USD')).toBeNull();
  });

  it('show back as the plain number an input holds', () => {
    expect(minorToInput(9_700, 'USD')).toBe('97');
    expect(minorToInput(9_750, 'USD')).toBe('97.50');
    expect(minorToInput(1_500, 'JPY')).toBe('1500');
  });
});

describe('a price with the buyer choices', () => {
  it('adds each chosen choice to the product price', () => {
    const options = [
      {
        name: 'Pages',
        choices: [
          { label: '5', priceMinor: 0 },
          { label: '20', priceMinor: 5_000 },
        ],
      },
      { name: 'Rush', choices: [{ label: 'Yes', priceMinor: 2_500 }] },
    ];
    expect(priceWithChoices(9_700, options, {})).toBe(9_700);
    expect(priceWithChoices(9_700, options, { Pages: '20' })).toBe(14_700);
    expect(priceWithChoices(9_700, options, { Pages: '20', Rush: 'Yes' })).toBe(17_200);
    expect(priceWithChoices(9_700, options, { Pages: 'gone' })).toBe(9_700);
  });
});

describe('the product form check', () => {
  it('says what is missing, field by field', () => {
    const result = checkDraft({ ...emptyDraft(), kind: 'snapshot', billing: 'month', price: '0.2' }, 'USD', t, money);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: 'form.errors.nameRequired',
      price: 'form.errors.priceMin {"min":"$0.5"}',
      snapshotId: 'form.errors.snapshotRequired',
      billing: 'form.errors.snapshotOnce',
    });
  });

  it('finds an option named twice, a choice without a label and a bad extra price', () => {
    const result = checkDraft(
      {
        ...emptyDraft(),
        name: 'SEO',
        price: '97',
        options: [
          { name: 'Pages', required: true, choices: [{ label: '5', price: '' }] },
          { name: 'pages', required: false, choices: [{ label: '', price: 'x' }] },
        ],
      },
      'USD',
      t,
      money,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'options.1.name': 'form.errors.optionTwice',
      'options.1.choices.0.label': 'form.errors.choiceLabel',
      'options.1.choices.0.price': 'form.errors.priceFormat',
    });
  });

  it('builds the body in minor units', () => {
    const result = checkDraft(
      {
        ...emptyDraft(),
        name: ' SEO audit ',
        price: '97.50',
        billing: 'month',
        deliveryDays: '5',
        options: [{ name: 'Pages', required: true, choices: [{ label: '20', price: '50' }] }],
        status: 'published',
      },
      'USD',
      t,
      money,
    );
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({
        name: 'SEO audit',
        priceMinor: 9_750,
        billing: 'month',
        deliveryDays: 5,
        options: [{ name: 'Pages', required: true, choices: [{ label: '20', priceMinor: 5_000 }] }],
        snapshotId: null,
        status: 'published',
      }),
    });
  });
});

describe('ordering', () => {
  it('moves one item, and leaves the list as it was for a move out of range', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('places an order on its steps', () => {
    expect(orderStep('paid')).toBe(0);
    expect(orderStep('delivered')).toBe(2);
    expect(orderStep('refunded')).toBe(-1);
  });
});

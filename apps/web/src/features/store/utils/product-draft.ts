import {
  STORE_MAX_PRICE_MINOR,
  STORE_MIN_PRICE_MINOR,
  type TStoreProduct,
  type TStoreProductCreate,
} from '@atrium/contracts/store';
import type { FieldErrors, Translate } from '@/lib/forms/field-errors';
import { minorToInput, parseMinor } from './money';

/** A product as its form holds it: amounts as typed, in the store's currency. */
export interface ProductDraft {
  kind: TStoreProduct['kind'];
  name: string;
  description: string;
  images: string[];
  price: string;
  billing: TStoreProduct['billing'];
  options: { name: string; required: boolean; choices: { label: string; price: string }[] }[];
  deliverables: string;
  deliveryDays: string;
  snapshotId: string;
  tagIds: string[];
  status: TStoreProduct['status'];
}

export const MAX_IMAGES = 8;
export const MAX_OPTIONS = 10;
export const MAX_CHOICES = 20;

export const emptyDraft = (): ProductDraft => ({
  kind: 'service',
  name: '',
  description: '',
  images: [],
  price: '',
  billing: 'one_time',
  options: [],
  deliverables: '',
  deliveryDays: '',
  snapshotId: '',
  tagIds: [],
  status: 'draft',
});

export function draftOf(product: TStoreProduct): ProductDraft {
  return {
    kind: product.kind,
    name: product.name,
    description: product.description ?? '',
    images: product.images,
    price: minorToInput(product.priceMinor, product.currency),
    billing: product.billing,
    options: product.options.map((o) => ({
      name: o.name,
      required: o.required,
      choices: o.choices.map((c) => ({
        label: c.label,
        price: c.priceMinor ? minorToInput(c.priceMinor, product.currency) : '',
      })),
    })),
    deliverables: product.deliverables ?? '',
    deliveryDays: product.deliveryDays === null ? '' : String(product.deliveryDays),
    snapshotId: product.snapshot?._id ?? '',
    tagIds: product.tags.map((tag) => tag._id),
    status: product.status,
  };
}

export type ProductBody = Omit<TStoreProductCreate, 'storeId'>;
export type DraftCheck = { ok: true; body: ProductBody } | { ok: false; errors: FieldErrors };

const dupes = (values: string[]) => {
  const lower = values.map((v) => v.trim().toLowerCase());
  return lower.map((v, i) => v !== '' && lower.indexOf(v) !== i);
};

/**
 * The draft checked with the contract's rules, worded in the reader's language (`money` formats the limits), and
 * the body to send. Error keys are field paths: `name`, `price`, `options.1.name`, `options.1.choices.0.price`.
 */
export function checkDraft(draft: ProductDraft, currency: string, t: Translate, money: (minor: number) => string): DraftCheck {
  const errors: FieldErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = t('form.errors.nameRequired');
  else if (name.length > 120) errors.name = t('form.errors.tooLong', { max: 120 });

  const priceMinor = parseMinor(draft.price, currency);
  if (!draft.price.trim()) errors.price = t('form.errors.priceRequired');
  else if (priceMinor === null) errors.price = t('form.errors.priceFormat');
  else if (priceMinor < STORE_MIN_PRICE_MINOR) errors.price = t('form.errors.priceMin', { min: money(STORE_MIN_PRICE_MINOR) });
  else if (priceMinor > STORE_MAX_PRICE_MINOR) errors.price = t('form.errors.priceMax', { max: money(STORE_MAX_PRICE_MINOR) });

  if (draft.kind === 'snapshot') {
    if (!draft.snapshotId) errors.snapshotId = t('form.errors.snapshotRequired');
    if (draft.billing !== 'one_time') errors.billing = t('form.errors.snapshotOnce');
  }

  let deliveryDays: number | null = null;
  if (draft.deliveryDays.trim()) {
    deliveryDays = Number(draft.deliveryDays);
    if (!Number.isInteger(deliveryDays) || deliveryDays < 1 || deliveryDays > 365) errors.deliveryDays = t('form.errors.days');
  }
  if (draft.deliverables.length > 5_000) errors.deliverables = t('form.errors.tooLong', { max: 5_000 });

  const optionNameTwice = dupes(draft.options.map((o) => o.name));
  const options = draft.options.map((option, i) => {
    const at = `options.${i}`;
    if (!option.name.trim()) errors[`${at}.name`] = t('form.errors.optionName');
    else if (option.name.trim().length > 80) errors[`${at}.name`] = t('form.errors.tooLong', { max: 80 });
    else if (optionNameTwice[i]) errors[`${at}.name`] = t('form.errors.optionTwice');
    if (option.choices.length === 0) errors[`${at}.choices`] = t('form.errors.noChoices');
    const labelTwice = dupes(option.choices.map((c) => c.label));
    const choices = option.choices.map((choice, j) => {
      const cat = `${at}.choices.${j}`;
      if (!choice.label.trim()) errors[`${cat}.label`] = t('form.errors.choiceLabel');
      else if (choice.label.trim().length > 80) errors[`${cat}.label`] = t('form.errors.tooLong', { max: 80 });
      else if (labelTwice[j]) errors[`${cat}.label`] = t('form.errors.choiceTwice');
      const extra = choice.price.trim() ? parseMinor(choice.price, currency) : 0;
      if (extra === null || extra > STORE_MAX_PRICE_MINOR) errors[`${cat}.price`] = t('form.errors.priceFormat');
      return { label: choice.label.trim(), priceMinor: extra ?? 0 };
    });
    return { name: option.name.trim(), required: option.required, choices };
  });

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      kind: draft.kind,
      name,
      description: draft.description.trim() || null,
      images: draft.images,
      priceMinor: priceMinor ?? 0,
      billing: draft.kind === 'snapshot' ? 'one_time' : draft.billing,
      options,
      deliverables: draft.deliverables.trim() || null,
      deliveryDays,
      snapshotId: draft.kind === 'snapshot' ? draft.snapshotId : null,
      tagIds: draft.tagIds,
      status: draft.status,
    },
  };
}

/** Where a server complaint about a body path shows in the form (`priceMinor` is the typed price). */
export function draftKeyOf(path: readonly string[]): string | null {
  if (path.length === 0) return null;
  const key = path.join('.').replace(/priceMinor$/, 'price');
  if (
    key === 'price' ||
    key === 'name' ||
    key === 'snapshotId' ||
    key === 'billing' ||
    key === 'deliveryDays' ||
    key === 'deliverables'
  )
    return key;
  if (key.startsWith('options.')) return key;
  if (key.startsWith('images')) return 'images';
  return null;
}

import type { TStoreChosenOption, TStoreListingDetail } from '@atrium/contracts/store';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/forms/select-field';
import { Field } from '@/components/ui/field';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/rich-text';
import { OptionSelect } from '@/features/store/components/option-select';
import { priceWithChoices } from '@/features/store/utils/money';
import { CheckoutPanel, type CheckoutPanelProps } from './checkout-panel';
import { useDeliveryPromise } from './product-card';

type Problems = Record<string, string>;

/**
 * One product as a buyer sees it: pictures, description, its options (the price follows the choices), what is
 * delivered and when, the values a snapshot asks for, and the checkout.
 */
export function ProductDetail({
  listing,
  ...links
}: { listing: TStoreListingDetail } & Pick<CheckoutPanelProps, 'onStale' | 'orderHref' | 'subscriptionsHref'>) {
  const { t } = useTranslation('store');
  const promise = useDeliveryPromise()(listing.deliveryDays);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [values, setValues] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Problems>({});
  const total = priceWithChoices(listing.priceMinor, listing.options, chosen);
  const options = useMemo<TStoreChosenOption[]>(
    () => listing.options.filter((o) => chosen[o.name]).map((o) => ({ name: o.name, choice: chosen[o.name] ?? '' })),
    [listing.options, chosen],
  );
  const snapshotValues = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(values)
          .filter(([, v]) => v.trim() !== '')
          .map(([k, v]) => [k, v.trim()]),
      ),
    [values],
  );
  const formId = useId();
  const box = useRef<HTMLDivElement>(null);

  const validate = () => {
    const next: Problems = {};
    for (const option of listing.options)
      if (option.required && !chosen[option.name]) next[`option:${option.name}`] = t('listing.chooseOne');
    for (const field of listing.snapshotFields)
      if (field.required && !field.defaultValue && !values[field.key]?.trim())
        next[`field:${field.key}`] = t('listing.fieldRequired');
    setProblems(next);
    const first = Object.keys(next)[0];
    if (first)
      [...(box.current?.querySelectorAll<HTMLElement>('[data-field]') ?? [])].find((el) => el.dataset.field === first)?.focus();
    return !first;
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="min-w-0 space-y-6">
        <Gallery images={listing.images} name={listing.name} />
        {listing.description ? <RichText html={listing.description} /> : null}
        {listing.deliverables || promise ? (
          <section
            aria-labelledby={`${formId}-delivered`}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 sm:p-5"
          >
            <h2 id={`${formId}-delivered`} className="mb-2 text-base font-semibold text-ink-900">
              {t('listing.delivered')}
            </h2>
            {listing.deliverables ? (
              <p dir="auto" className="text-sm whitespace-pre-wrap text-ink-700">
                {listing.deliverables}
              </p>
            ) : null}
            {promise ? <p className="mt-2 text-sm font-medium text-ink-900">{promise}</p> : null}
            {listing.kind === 'snapshot' && listing.snapshot ? (
              <p className="mt-2 text-sm text-ink-700">{t('listing.snapshotLoads', { name: listing.snapshot.name })}</p>
            ) : null}
          </section>
        ) : null}
      </div>
      <div ref={box} className="space-y-4 lg:sticky lg:top-4">
        {listing.options.length > 0 || listing.snapshotFields.length > 0 ? (
          <div className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 sm:p-5">
            {listing.options.map((option) => (
              <OptionSelect
                key={option.name}
                data-field={`option:${option.name}`}
                option={option}
                currency={listing.currency}
                value={chosen[option.name] ?? ''}
                error={problems[`option:${option.name}`]}
                onChange={(value) => {
                  setChosen((c) => ({ ...c, [option.name]: value }));
                  setProblems(({ [`option:${option.name}`]: _gone, ...rest }) => rest);
                }}
              />
            ))}
            {listing.snapshotFields.length > 0 ? (
              <fieldset className="space-y-3">
                <legend className="mb-1 text-sm font-semibold text-ink-900">{t('listing.snapshotValues')}</legend>
                {listing.snapshotFields.map((field) =>
                  field.type === 'choice' ? (
                    <SelectField
                      key={field.key}
                      data-field={`field:${field.key}`}
                      label={field.label}
                      value={values[field.key] ?? field.defaultValue ?? ''}
                      error={problems[`field:${field.key}`]}
                      hint={field.helpText ?? undefined}
                      onChange={(e) => setValues((v) => ({ ...v, [field.key]: e.target.value }))}
                    >
                      <option value="">{t('listing.choose')}</option>
                      {field.options.map((o) => (
                        <option key={o} value={o}>
                          {o}
                        </option>
                      ))}
                    </SelectField>
                  ) : (
                    <Field
                      key={field.key}
                      data-field={`field:${field.key}`}
                      name={field.key}
                      label={field.required && !field.defaultValue ? field.label : t('listing.optional', { name: field.label })}
                      type={
                        field.type === 'email'
                          ? 'email'
                          : field.type === 'url'
                            ? 'url'
                            : field.type === 'number'
                              ? 'number'
                              : field.type === 'phone'
                                ? 'tel'
                                : 'text'
                      }
                      placeholder={field.defaultValue ?? undefined}
                      value={values[field.key] ?? ''}
                      error={problems[`field:${field.key}`]}
                      hint={field.helpText ?? undefined}
                      onChange={(e) => {
                        const value = e.target.value;
                        setValues((v) => ({ ...v, [field.key]: value }));
                      }}
                    />
                  ),
                )}
              </fieldset>
            ) : null}
          </div>
        ) : null}
        <CheckoutPanel
          listing={listing}
          options={options}
          snapshotValues={snapshotValues}
          totalMinor={total}
          validate={validate}
          {...links}
        />
      </div>
    </div>
  );
}

/** The product's pictures: one large, the others as buttons that bring theirs forward. */
function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('store');
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  if (!current)
    return (
      <div className="flex aspect-[16/9] items-center justify-center rounded-2xl bg-ink-100 text-ink-400">
        <Icon name="store" className="size-14" />
      </div>
    );
  return (
    <div className="space-y-3">
      <img
        src={current}
        alt={t('listing.image', { name, n: shown + 1 })}
        className="aspect-[16/9] w-full rounded-2xl object-cover ring-1 ring-ink-200"
      />
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((url, index) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={t('listing.showImage', { n: index + 1 })}
                onClick={() => setShown(index)}
                className={`block overflow-hidden rounded-lg ring-2 ${index === shown ? 'ring-brand-500' : 'ring-transparent'} ${focusRing}`}
              >
                <img src={url} alt="" className="h-14 w-20 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

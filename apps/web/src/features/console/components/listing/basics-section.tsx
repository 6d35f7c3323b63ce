import { APP_TYPES, INSTALL_TARGETS } from '@atrium/contracts/app-values';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/forms/form-section';
import { SelectField } from '@/components/forms/select-field';
import { Field } from '@/components/ui/field';
import { ChipsInput } from '@/features/console/components/chips-input';
import { CATEGORY_SUGGESTIONS } from '@/features/console/constants';
import type { TPartnerRef } from '@/features/console/utils/console-types';
import { LISTING_LIMITS } from '@/features/console/utils/listing-form';
import type { ListingSectionProps } from './listing-fields';

export interface BasicsSectionProps extends ListingSectionProps {
  /** Shown to the super admin creating an app: they choose whose app it is. */
  partners?: readonly TPartnerRef[];
  partnersLoading?: boolean;
}

export function BasicsSection({ values, errors, set, disabled, partners, partnersLoading }: BasicsSectionProps) {
  const { t } = useTranslation('console');
  const headingId = useId();
  return (
    <FormSection id={headingId} title={t('listing.basics')} description={t('listing.basicsHint')}>
      {partners ? (
        <SelectField
          label={t('listing.partner')}
          name="partnerId"
          value={values.partnerId}
          onChange={(e) => set('partnerId', e.target.value)}
          error={errors.partnerId}
          hint={t('listing.partnerHint')}
          disabled={disabled || partnersLoading}
        >
          <option value="">{partnersLoading ? t('loading') : t('listing.choosePartner')}</option>
          {partners.map((p) => (
            <option key={p._id} value={p._id}>
              {p.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('listing.name')}
          name="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
          maxLength={80}
          disabled={disabled}
          autoComplete="off"
        />
        <SelectField
          label={t('listing.type')}
          name="type"
          value={values.type}
          onChange={(e) => set('type', e.target.value as typeof values.type)}
          error={errors.type}
          disabled={disabled}
        >
          <option value="">{t('listing.chooseType')}</option>
          {APP_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <Field
        label={t('listing.tagline')}
        name="tagline"
        value={values.tagline}
        onChange={(e) => set('tagline', e.target.value)}
        error={errors.tagline}
        hint={t('listing.taglineHint', { n: values.tagline.trim().length, max: 140, count: 140 })}
        maxLength={140}
        disabled={disabled}
        autoComplete="off"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <ChipsInput
          label={t('listing.categories')}
          values={values.categories}
          onChange={(next) => set('categories', next)}
          max={LISTING_LIMITS.categories}
          maxLength={40}
          suggestions={CATEGORY_SUGGESTIONS}
          placeholder={t('listing.categoriesPlaceholder')}
          error={errors.categories}
          disabled={disabled}
        />
        <ChipsInput
          label={t('listing.tags')}
          values={values.tags}
          onChange={(next) => set('tags', next)}
          max={LISTING_LIMITS.tags}
          maxLength={30}
          placeholder={t('listing.tagsPlaceholder')}
          error={errors.tags}
          disabled={disabled}
        />
      </div>
      <fieldset disabled={disabled}>
        <legend className="mb-1.5 block text-sm font-medium text-ink-800">{t('listing.installTarget')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {INSTALL_TARGETS.map((target) => (
            <label
              key={target}
              className={`flex cursor-pointer items-start gap-2.5 rounded-lg border p-3 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                values.installTarget === target
                  ? 'border-brand-500 bg-brand-50/60 text-ink-900'
                  : 'border-ink-200 bg-white text-ink-700 hover:border-ink-300'
              }`}
            >
              <input
                type="radio"
                name="installTarget"
                value={target}
                checked={values.installTarget === target}
                onChange={() => set('installTarget', target)}
                className="mt-0.5 accent-brand-600"
              />
              <span>
                <span className="block font-medium">{t(`targets.${target}`)}</span>
                <span className="block text-xs text-ink-500">{t(`targets.${target}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </FormSection>
  );
}

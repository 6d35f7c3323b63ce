import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/forms/form-section';
import { Field } from '@/components/ui/field';
import type { ListingValues } from '@/features/console/utils/listing-form';
import type { ListingSectionProps } from './listing-fields';

const LINKS: { field: keyof ListingValues; label: string; type: 'url' | 'email' }[] = [
  { field: 'customPageUrl', label: 'customPageUrl', type: 'url' },
  { field: 'supportWebsite', label: 'supportWebsite', type: 'url' },
  { field: 'supportEmail', label: 'supportEmail', type: 'email' },
  { field: 'supportDocsUrl', label: 'supportDocsUrl', type: 'url' },
  { field: 'supportPrivacyUrl', label: 'supportPrivacyUrl', type: 'url' },
];

/** The app's own page and where users get help; every one optional. */
export function LinksSection({ values, errors, set, disabled }: ListingSectionProps) {
  const { t } = useTranslation('console');
  const headingId = useId();
  return (
    <FormSection id={headingId} title={t('listing.links')} description={t('listing.linksHint')}>
      <div className="grid gap-5 sm:grid-cols-2">
        {LINKS.map(({ field, label, type }) => (
          <Field
            key={field}
            label={t(`listing.${label}`)}
            name={field}
            type={type}
            value={values[field] as string}
            onChange={(e) => set(field, e.target.value)}
            error={errors[field]}
            placeholder={type === 'email' ? 'support@example.com' : 'https://'}
            disabled={disabled}
            inputMode={type}
            className={field === 'customPageUrl' ? 'sm:col-span-2' : ''}
            hint={field === 'customPageUrl' ? t('listing.customPageHint') : undefined}
          />
        ))}
      </div>
    </FormSection>
  );
}

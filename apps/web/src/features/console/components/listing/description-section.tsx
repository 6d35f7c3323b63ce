import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/forms/form-section';
import { RichText } from '@/components/ui/rich-text';
import { TextareaField } from '@/components/ui/textarea-field';
import type { ListingSectionProps } from './listing-fields';

/** The description as HTML with a live preview of exactly what survives sanitising. */
export function DescriptionSection({ values, errors, set, disabled }: ListingSectionProps) {
  const { t } = useTranslation('console');
  const headingId = useId();
  return (
    <FormSection id={headingId} title={t('listing.description')} description={t('listing.descriptionHint')}>
      <div className="grid gap-5 lg:grid-cols-2">
        <TextareaField
          label={t('listing.descriptionHtml')}
          name="description"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
          hint={t('listing.allowedHtml')}
          rows={10}
          disabled={disabled}
          className="font-mono text-xs leading-relaxed"
        />
        <div>
          <p className="mb-1.5 text-sm font-medium text-ink-800">{t('listing.preview')}</p>
          <div
            data-testid="description-preview"
            className="h-[calc(100%-1.75rem)] max-h-80 min-h-32 overflow-y-auto rounded-lg border border-dashed border-ink-300 bg-ink-50 p-4"
          >
            {values.description.trim() ? (
              <RichText html={values.description} deferred />
            ) : (
              <p className="text-xs text-ink-400 italic">{t('listing.emptyPreview')}</p>
            )}
          </div>
        </div>
      </div>
    </FormSection>
  );
}

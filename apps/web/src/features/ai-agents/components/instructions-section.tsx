import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/forms/form-section';
import { TextareaField } from '@/components/ui/textarea-field';
import type { SectionProps } from './section-props';

const MAX = 8_000;

/** Tone and rules: the model's system message (the embedded answerer quotes passages and does not read it). */
export function InstructionsSection({ values, errors, set, disabled }: SectionProps) {
  const { t } = useTranslation('aiAgents');
  const headingId = useId();
  return (
    <FormSection id={headingId} title={t('builder.instructions')} description={t('builder.instructionsHint')}>
      <TextareaField
        label={t('builder.instructionsLabel')}
        name="instructions"
        rows={7}
        value={values.instructions}
        onChange={(e) => set('instructions', e.target.value)}
        error={errors.instructions}
        hint={t('builder.characters', { n: values.instructions.length, max: MAX })}
        placeholder={t('builder.instructionsPlaceholder')}
        maxLength={MAX}
        disabled={disabled}
        dir="auto"
      />
    </FormSection>
  );
}

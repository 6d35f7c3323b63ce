import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentAvatar } from '@/components/ai-chat/agent-avatar';
import { FormSection } from '@/components/forms/form-section';
import { ImageUploadButton } from '@/components/forms/image-upload-button';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { SectionProps } from './section-props';

/** Where agents' pictures are stored among the uploads. */
const AVATAR_FOLDER = 'ai-agents/avatars';

/** Who the agent is to the people it talks to: name, picture, and the first thing it says. */
export function IdentitySection({ values, errors, set, disabled }: SectionProps) {
  const { t } = useTranslation('aiAgents');
  const headingId = useId();
  return (
    <FormSection id={headingId} title={t('builder.identity')} description={t('builder.identityHint')}>
      <Field
        label={t('builder.name')}
        name="name"
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
        maxLength={80}
        disabled={disabled}
        dir="auto"
      />
      <div>
        <p className="mb-2 text-sm font-medium text-ink-800">{t('builder.avatar')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <AgentAvatar name={values.name} avatar={values.avatar || null} size="lg" />
          <ImageUploadButton
            ns="aiAgents"
            label={values.avatar ? t('builder.replaceAvatar') : t('builder.uploadAvatar')}
            desiredPath={AVATAR_FOLDER}
            onUploaded={(url) => set('avatar', url)}
            disabled={disabled}
          />
          {values.avatar ? (
            <Button variant="ghost" size="sm" onClick={() => set('avatar', '')} disabled={disabled}>
              {t('builder.removeAvatar')}
            </Button>
          ) : null}
        </div>
        {errors.avatar ? <p className="mt-2 text-sm text-red-600">{errors.avatar}</p> : null}
      </div>
      <TextareaField
        label={t('builder.greeting')}
        name="greeting"
        rows={2}
        value={values.greeting}
        onChange={(e) => set('greeting', e.target.value)}
        error={errors.greeting}
        hint={t('builder.greetingHint')}
        maxLength={500}
        disabled={disabled}
        dir="auto"
      />
    </FormSection>
  );
}

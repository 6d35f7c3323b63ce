import type { TPodcastCreate } from '@atrium/contracts/podcasts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import {
  type PodcastField,
  type PodcastFormErrors,
  type PodcastFormValues,
  validatePodcastForm,
} from '@/features/podcasts/utils/podcast-form';
import { extractVideoId } from '@/features/podcasts/utils/video-id';
import { PodcastPreview, VideoPreview } from './podcast-form-previews';

export interface PodcastFormProps {
  formId: string;
  initial: PodcastFormValues;
  /** Field messages from the server's 400 details; shown until the field is edited. */
  serverErrors: PodcastFormErrors;
  disabled?: boolean;
  onSubmit: (body: TPodcastCreate) => void;
}

export function PodcastForm({ formId, initial, serverErrors, disabled, onSubmit }: PodcastFormProps) {
  const { t } = useTranslation('admin', { keyPrefix: 'podcasts' });
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PodcastFormErrors>(serverErrors);

  useEffect(() => setErrors(serverErrors), [serverErrors]);

  const set = (field: PodcastField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validatePodcastForm(values, t);
    if (result.ok) onSubmit(result.body);
    else setErrors(result.errors);
  };

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className="grid gap-6 md:grid-cols-2">
      <fieldset disabled={disabled} className="min-w-0 space-y-5">
        <Field
          label={t('form.title')}
          name="title"
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title}
          maxLength={200}
          required
          autoFocus
        />
        <Field
          label={t('form.date')}
          name="date"
          type="date"
          value={values.date}
          onChange={(e) => set('date', e.target.value)}
          error={errors.date}
          required
        />
        <Field
          label={t('form.video')}
          name="video"
          value={values.video}
          onChange={(e) => set('video', e.target.value)}
          onBlur={(e) => {
            const id = extractVideoId(e.target.value);
            if (id !== e.target.value) set('video', id);
          }}
          error={errors.video}
          hint={t('form.videoHint')}
          required
          spellCheck={false}
          autoComplete="off"
          placeholder="dQw4w9WgXcQ"
          className="[&_input]:font-mono"
        />
        <VideoPreview videoId={values.video.trim()} />
      </fieldset>
      <fieldset disabled={disabled} className="min-w-0 space-y-5">
        <TextareaField
          label={t('form.description')}
          name="description"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
          hint={t('form.descriptionHint')}
          rows={9}
          className="font-mono text-xs leading-relaxed"
        />
        <PodcastPreview html={values.description} />
      </fieldset>
    </form>
  );
}

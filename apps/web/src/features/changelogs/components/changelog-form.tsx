import type { TChangelog } from '@atrium/contracts/changelogs';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/forms/form-section';
import { Field } from '@/components/ui/field';
import type { ChangelogFormErrors, ChangelogFormValues } from '@/features/changelogs/utils/changelog-form';
import type { AppOption } from '@/lib/queries/app-options';
import { ItemPicker, StatusBadge } from './item-picker';
import { RichTextField } from './rich-text-field';
import { RoadmapChoice } from './roadmap-choice';

export interface ChangelogFormProps {
  formId: string;
  values: ChangelogFormValues;
  onChange: (values: ChangelogFormValues) => void;
  errors: ChangelogFormErrors;
  /** The entry being edited; null for a new one (only a new entry picks its roadmap). */
  entry: TChangelog | null;
  allowPlatform: boolean;
  chosenApp: AppOption | null;
  onChosenApp: (app: AppOption | null) => void;
  onSubmit: () => void;
}

/** The entry's fields: title and body, then the roadmap and the items it ships. */
export function ChangelogForm(props: ChangelogFormProps) {
  const { formId, values, onChange, errors, entry, allowPlatform, chosenApp, onChosenApp, onSubmit } = props;
  const { t } = useTranslation('updates');
  const published = entry?.status === 'published';
  const message = (error?: 'required') => (error ? t(`editor.required`) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form id={formId} noValidate onSubmit={submit} className="space-y-6">
      <FormSection title={t('editor.contentSection')} description={t('editor.contentHint')}>
        <Field
          label={t('editor.title')}
          name="title"
          value={values.title}
          maxLength={160}
          dir="auto"
          error={message(errors.title)}
          onChange={(event) => onChange({ ...values, title: event.target.value })}
        />
        <RichTextField
          label={t('editor.body')}
          name="body"
          value={values.body}
          error={message(errors.body)}
          onChange={(body) => onChange({ ...values, body })}
        />
      </FormSection>
      <FormSection title={t('editor.shipSection')} description={published ? t('editor.shipLocked') : t('editor.shipHint')}>
        {entry ? (
          <p className="text-sm text-ink-700">
            <span className="font-medium text-ink-900">{t('editor.roadmap')}: </span>
            {entry.app ? entry.app.name : t('changelogs.filter.platform')}
          </p>
        ) : (
          <RoadmapChoice
            value={values.roadmap}
            allowPlatform={allowPlatform}
            chosenApp={chosenApp}
            error={message(errors.roadmap)}
            onChange={(roadmap, app) => {
              onChosenApp(app);
              // Items belong to one roadmap: another roadmap starts with none picked.
              onChange({ ...values, roadmap, items: roadmap === values.roadmap ? values.items : [] });
            }}
          />
        )}
        {published ? (
          <ul className="space-y-2">
            {values.items.map((item) => (
              <li key={item._id} className="flex items-center gap-3 text-sm text-ink-800">
                <span dir="auto" className="min-w-0 flex-1 truncate">
                  {item.title}
                </span>
                <StatusBadge status={item.status} />
              </li>
            ))}
          </ul>
        ) : (
          <ItemPicker roadmap={values.roadmap} selected={values.items} onChange={(items) => onChange({ ...values, items })} />
        )}
      </FormSection>
    </form>
  );
}

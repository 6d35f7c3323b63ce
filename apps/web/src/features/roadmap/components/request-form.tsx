import type { TRoadmapItem } from '@atrium/contracts/roadmap';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSection } from '@/components/forms/form-section';
import { SelectField } from '@/components/forms/select-field';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useRoadmapCategories } from '@/features/roadmap/api/get-roadmap-categories';
import { useSubmitRoadmapRequest } from '@/features/roadmap/api/submit-roadmap-request';
import { useRoadmapScopes } from '@/features/roadmap/hooks/use-roadmap-scopes';
import { EMPTY_REQUEST, REQUEST_FIELDS, type RequestFormValues, validateRequest } from '@/features/roadmap/utils/request-form';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { refusal, topField } from '@/lib/forms/server-errors';
import { useFocusFirstError } from '@/lib/forms/use-focus-first-error';
import { useAppOptions } from '@/lib/queries/app-options';
import { CategoryField } from './category-field';

/**
 * The Request page's form: title, description, which roadmap (the platform's or an app's) and a category with the
 * roadmap's categories suggested; checked by the contract first, the server's field problems shown beside the fields.
 */
export function RequestForm({ onDone }: { onDone: (item: TRoadmapItem) => void }) {
  const { t } = useTranslation('roadmap');
  const [values, setValues] = useState<RequestFormValues>(EMPTY_REQUEST);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const submit = useSubmitRoadmapRequest();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const scopes = useRoadmapScopes();
  const apps = useAppOptions({ scope: 'marketplace' });
  const categories = useRoadmapCategories(values.roadmap);

  const roadmaps = useMemo(() => {
    const named = new Map<string, string>(scopes.apps.map((a) => [a.value, a.name]));
    for (const app of apps.data ?? []) named.set(app._id, app.name);
    return [...named].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [scopes.apps, apps.data]);

  const change = (patch: Partial<RequestFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    const touched = Object.keys(patch).map((k) => (k === 'roadmap' ? 'appId' : k));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !touched.includes(k))));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    setMessage(null);
    const checked = validateRequest(values, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      onDone(await submit.mutateAsync(checked.body));
    } catch (error) {
      const failure = refusal(error, topField(REQUEST_FIELDS));
      setErrors(failure.errors);
      setMessage(failure.message && t('request.failed', { message: failure.message }));
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert message={message} />
      <FormSection title={t('request.section')} description={t('request.sectionHint')}>
        <Field
          label={t('request.titleLabel')}
          name="title"
          value={values.title}
          onChange={(e) => change({ title: e.target.value })}
          error={errors.title}
          hint={t('request.titleHint')}
          maxLength={160}
          dir="auto"
        />
        <TextareaField
          label={t('request.descriptionLabel')}
          name="description"
          value={values.description}
          onChange={(e) => change({ description: e.target.value })}
          error={errors.description}
          hint={t('request.descriptionHint')}
          rows={6}
          dir="auto"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t('request.roadmapLabel')}
            name="roadmap"
            value={values.roadmap}
            onChange={(e) => change({ roadmap: e.target.value, category: values.category })}
            error={errors.appId}
          >
            <option value="platform">{t('scope.platform')}</option>
            {roadmaps.length > 0 ? (
              <optgroup label={t('request.apps')}>
                {roadmaps.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </SelectField>
          <CategoryField
            value={values.category}
            onChange={(category) => change({ category })}
            error={errors.category}
            suggestions={(categories.data ?? []).map((c) => c.name)}
          />
        </div>
      </FormSection>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/roadmap" className={buttonClasses('ghost')}>
          {t('actions.cancel')}
        </Link>
        <Button type="submit" loading={submit.isPending}>
          {t('request.submit')}
        </Button>
      </div>
    </form>
  );
}

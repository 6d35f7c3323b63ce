import { PROSPECT_EDITABLE_STATUSES, PROSPECT_TEXT_FIELDS, type TProspect } from '@atrium/contracts/prospects';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { TextareaField } from '@/components/ui/textarea-field';
import { useCreateProspect, useUpdateProspect } from '@/features/crm/api/prospects';
import {
  type ProspectField,
  type ProspectTextField,
  type ProspectValues,
  prospectValues,
  validateProspect,
} from '@/features/crm/utils/prospect-form';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { refusal, topField } from '@/lib/forms/server-errors';
import { useFocusFirstError } from '@/lib/forms/use-focus-first-error';
import { TagInput } from './tag-input';

const FIELDS: readonly ProspectField[] = [...PROSPECT_TEXT_FIELDS, 'tags', 'status'];
const TYPES: Partial<Record<ProspectTextField, string>> = { email: 'email', phone: 'tel', website: 'url' };

/** Add or edit a prospect; checked with the contract before sending, the server's refusals shown beside their fields. */
export function ProspectDialog({ prospect, onClose }: { prospect: TProspect | null; onClose: () => void }) {
  const { t } = useTranslation('crm', { keyPrefix: 'prospects.form' });
  const { t: tp } = useTranslation('crm', { keyPrefix: 'prospects' });
  const [values, setValues] = useState<ProspectValues>(() => prospectValues(prospect));
  const [errors, setErrors] = useState<FieldErrors<ProspectField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const create = useCreateProspect();
  const update = useUpdateProspect();
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof ProspectValues>(field: K, value: ProspectValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateProspect(values, t);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setMessage(null);
    const onError = (error: Error) => {
      const placed = refusal(error, topField(FIELDS));
      setErrors(placed.errors);
      setMessage(placed.message);
    };
    // A converted prospect keeps its status: only converting sets it, and the form offers no way back.
    const { status: _status, ...fields } = checked.data;
    const body = prospect?.status === 'converted' ? fields : checked.data;
    if (prospect) update.mutate({ id: prospect._id, body }, { onSuccess: onClose, onError });
    else create.mutate(checked.data, { onSuccess: onClose, onError });
  };

  const text = (field: ProspectTextField, extra: { required?: boolean } = {}) => (
    <Field
      label={t(`fields.${field}`)}
      name={field}
      type={TYPES[field] ?? 'text'}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={errors[field]}
      required={extra.required}
      dir="auto"
    />
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={prospect ? t('editTitle') : t('addTitle')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" form="prospect-form" loading={pending}>
            {prospect ? t('save') : t('add')}
          </Button>
        </>
      }
    >
      <form id="prospect-form" ref={formRef} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {message ? (
          <div className="sm:col-span-2">
            <FormAlert message={message} />
          </div>
        ) : null}
        <div className="sm:col-span-2">{text('businessName', { required: true })}</div>
        {text('contactName')}
        {text('email')}
        {text('phone')}
        {text('website')}
        <div className="sm:col-span-2">{text('address')}</div>
        {text('city')}
        {text('country')}
        {prospect?.status === 'converted' ? null : (
          <SelectField
            label={t('fields.status')}
            value={values.status}
            onChange={(e) => set('status', e.target.value as ProspectValues['status'])}
            error={errors.status}
          >
            {PROSPECT_EDITABLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tp(`status.${status}`)}
              </option>
            ))}
          </SelectField>
        )}
        <div className="sm:col-span-2">
          <TagInput label={t('fields.tags')} tags={values.tags} onChange={(tags) => set('tags', tags)} error={errors.tags} />
        </div>
        <div className="sm:col-span-2">
          <TextareaField
            label={t('fields.notes')}
            name="notes"
            rows={3}
            value={values.notes}
            onChange={(e) => set('notes', e.target.value)}
            error={errors.notes}
          />
        </div>
      </form>
    </Modal>
  );
}

import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '@atrium/contracts/support';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useCreateTicket } from '@/features/support/api/create-ticket';
import { useKeyboardHints } from '@/features/support/hooks/use-keyboard-hints';
import {
  EMPTY_TICKET,
  serverTicketErrors,
  type TicketFormErrors,
  type TicketFormValues,
  validateTicket,
} from '@/features/support/utils/ticket-form';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { AttachmentField } from './attachment-field';
import { BackLink } from './back-link';
import { useSupportScope } from './support-scope';

/** Raising a ticket: checked with the contract before sending, the server's refusals beside their fields. */
export function NewTicketScreen() {
  const { t } = useTranslation('support');
  const { base, embed } = useSupportScope();
  usePageTitle(t('form.title'));
  const navigate = useNavigate();
  const create = useCreateTicket(embed);
  const [values, setValues] = useState<TicketFormValues>(EMPTY_TICKET);
  const [errors, setErrors] = useState<TicketFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // After a refused submit, keyboard and screen-reader users land on the first field to fix.
  const focusFirstError = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const set = <K extends keyof TicketFormValues>(key: K, value: TicketFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (create.isPending) return;
    setRefusal(null);
    const checked = validateTicket(values, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError();
      return;
    }
    try {
      const ticket = await create.mutateAsync(checked.body);
      toast.success(t('form.created', { number: ticket.number }));
      navigate(`${base}/${ticket._id}`);
    } catch (err) {
      const fields = err instanceof ApiError ? serverTicketErrors(err.data) : {};
      setErrors(fields);
      focusFirstError();
      if (Object.keys(fields).length === 0)
        setRefusal(t('form.failed', { message: err instanceof Error ? err.message : String(err) }));
    }
  };

  // Ctrl/Cmd+Enter sends from any field, as in the conversation's composer (hinted where there is a keyboard).
  const keyboard = useKeyboardHints();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void onSubmit();
    }
  };

  return (
    <div className="mx-auto max-w-3xl">
      <BackLink />
      <h1 className={embed ? 'mt-3 text-xl font-bold text-ink-900' : 'mt-3 text-3xl font-bold tracking-tight text-ink-900'}>
        {t('form.title')}
      </h1>
      <p className="mt-1 text-sm text-ink-600">{t('form.subtitle')}</p>
      <form
        ref={form}
        noValidate
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        aria-busy={create.isPending}
        className="mt-6 space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6"
      >
        <FormAlert message={refusal} />
        <Field
          label={t('form.subject')}
          name="subject"
          value={values.subject}
          onChange={(e) => set('subject', e.target.value)}
          error={errors.subject}
          hint={t('form.subjectHint')}
          maxLength={160}
          dir="auto"
          autoFocus
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t('form.category')}
            value={values.category}
            error={errors.category}
            onChange={(e) => set('category', e.target.value as TicketFormValues['category'])}
          >
            {TICKET_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('form.priority')}
            value={values.priority}
            error={errors.priority}
            onChange={(e) => set('priority', e.target.value as TicketFormValues['priority'])}
          >
            {TICKET_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`priority.${p}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextareaField
          label={t('form.description')}
          name="description"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
          hint={t('form.descriptionHint')}
          rows={7}
          dir="auto"
        />
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-ink-800">{t('form.attachments')}</legend>
          <p className="mb-2 text-xs text-ink-500">{t('form.attachmentsHint')}</p>
          <AttachmentField
            urls={values.attachments}
            onChange={(urls) => set('attachments', urls)}
            error={errors.attachments}
            disabled={create.isPending}
            label={t('attachments.add')}
          />
        </fieldset>
        <div className="flex flex-col-reverse gap-3 border-t border-ink-100 pt-5 sm:flex-row sm:items-center sm:justify-end">
          {keyboard ? <span className="text-xs text-ink-400 sm:me-auto">{t('composer.shortcut')}</span> : null}
          <Link to={base} className={buttonClasses('ghost')}>
            {t('form.cancel')}
          </Link>
          <Button type="submit" loading={create.isPending}>
            {create.isPending ? t('form.submitting') : t('form.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}

import { ZProfileUpdateBody } from '@atrium/contracts/account';
import type { TUser } from '@atrium/contracts/users';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSection } from '@/components/forms/form-section';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { useUpdateProfile } from '@/features/account/api/account';
import { accountProblem } from '@/features/account/utils/server-problems';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { validateWith } from '@/lib/forms/validate-with';

const FIELDS = ['firstName', 'lastName', 'email', 'currentPassword'] as const;

/** Name and email. The current password is asked for only once the email differs from the saved one. */
export function ProfileDetailsForm({ user }: { user: TUser }) {
  const { t } = useTranslation('account', { keyPrefix: 'profile.details' });
  const { t: tc } = useTranslation();
  const titleId = useId();
  const form = useFormFields(FIELDS, {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    currentPassword: '',
  });
  const update = useUpdateProfile();
  const [saved, setSaved] = useState<string | null>(null);
  const labels = { firstName: t('firstName'), lastName: t('lastName'), email: t('email'), currentPassword: t('currentPassword') };
  const emailChanges = form.values.email.trim().toLowerCase() !== user.email;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setSaved(null);
    const { currentPassword, ...rest } = form.values;
    const body = emailChanges ? { ...rest, currentPassword } : rest;
    const result = validateWith(ZProfileUpdateBody, body as typeof form.values, labels, tc);
    if (!result.ok) return form.showErrors(result.errors);
    if (emailChanges && !currentPassword) return form.showErrors({ currentPassword: t('currentPasswordMissing') });
    form.showErrors({});
    update.mutate(result.data, {
      onSuccess: (next) => setSaved(emailChanges ? t('emailChanged', { email: next.email }) : t('saved')),
      onError: (error) => {
        const problem = accountProblem(error);
        if (problem === 'emailTaken') return form.showErrors({ email: t('emailTaken') });
        if (problem) return form.showErrors({ currentPassword: t(problem) });
        form.showServerError(error, tc);
      },
    });
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <FormSection id={titleId} title={t('title')} description={t('description')}>
        <FormAlert message={form.formError} />
        <FormAlert message={saved} tone="info" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={labels.firstName} autoComplete="given-name" {...form.fieldProps('firstName')} />
          <Field label={labels.lastName} autoComplete="family-name" {...form.fieldProps('lastName')} />
        </div>
        <Field label={labels.email} type="email" autoComplete="email" inputMode="email" {...form.fieldProps('email')} />
        {emailChanges ? (
          <PasswordField
            label={labels.currentPassword}
            autoComplete="current-password"
            hint={t('currentPasswordHint')}
            {...form.fieldProps('currentPassword')}
          />
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending} className="max-sm:w-full">
            {t('save')}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}

import { ZPasswordChangeBody } from '@atrium/contracts/account';
import { PASSWORD_MIN } from '@atrium/contracts/auth';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSection } from '@/components/forms/form-section';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { useChangePassword } from '@/features/account/api/account';
import { accountProblem } from '@/features/account/utils/server-problems';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { validateWith } from '@/lib/forms/validate-with';

const FIELDS = ['currentPassword', 'password', 'confirm'] as const;
const EMPTY = { currentPassword: '', password: '', confirm: '' };

/** A new password (checked as at registration); the server signs out every other browser. */
export function ChangePasswordForm({ onChanged }: { onChanged: (signedOut: number) => void }) {
  const { t } = useTranslation('account', { keyPrefix: 'profile.password' });
  const { t: tc } = useTranslation();
  const titleId = useId();
  const form = useFormFields(FIELDS, EMPTY);
  const change = useChangePassword();
  const labels = { currentPassword: t('current'), password: t('new'), confirm: t('confirm') };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const { confirm, ...body } = form.values;
    const result = validateWith(
      ZPasswordChangeBody,
      body,
      { currentPassword: labels.currentPassword, password: labels.password },
      tc,
    );
    if (!result.ok) return form.showErrors(result.errors);
    if (confirm !== body.password) return form.showErrors({ confirm: t('mismatch') });
    form.showErrors({});
    change.mutate(result.data, {
      onSuccess: ({ signedOut }) => onChanged(signedOut),
      onError: (error) => {
        const problem = accountProblem(error);
        if (problem === 'currentPasswordWrong' || problem === 'currentPasswordMissing')
          return form.showErrors({ currentPassword: t(problem) });
        form.showServerError(error, tc);
      },
    });
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <FormSection id={titleId} title={t('title')} description={t('description')}>
        <FormAlert message={form.formError} />
        <PasswordField label={labels.currentPassword} autoComplete="current-password" {...form.fieldProps('currentPassword')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label={labels.password}
            autoComplete="new-password"
            hint={tc('auth.passwordHint', { min: PASSWORD_MIN, count: PASSWORD_MIN })}
            {...form.fieldProps('password')}
          />
          <PasswordField label={labels.confirm} autoComplete="new-password" {...form.fieldProps('confirm')} />
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={change.isPending} className="max-sm:w-full">
            {t('submit')}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}

/** The note shown after a change (the form itself starts empty again). */
export function PasswordChangedNote({ signedOut }: { signedOut: number | null }) {
  const { t } = useTranslation('account', { keyPrefix: 'profile.password' });
  if (signedOut === null) return null;
  return <FormAlert tone="info" message={signedOut > 0 ? t('changedSignedOut', { n: signedOut }) : t('changed')} />;
}

/** Keeps the note and a key that empties the form after each change. */
export function usePasswordChanged() {
  const [state, setState] = useState<{ signedOut: number | null; round: number }>({ signedOut: null, round: 0 });
  return {
    ...state,
    onChanged: (signedOut: number) => setState((s) => ({ signedOut, round: s.round + 1 })),
  };
}

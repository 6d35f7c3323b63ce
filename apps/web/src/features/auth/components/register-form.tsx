import { PASSWORD_MIN, ZSignupBody } from '@atrium/contracts/auth';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { useSignupMutation } from '@/features/auth/api/signup';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { validateWith } from '@/lib/forms/validate-with';
import { useNavigationGuard } from '@/lib/navigation-guard';
import { FormAlert } from './form-alert';
import { LeaveConfirmDialog } from './leave-confirm-dialog';

const FIELDS = ['agencyName', 'firstName', 'lastName', 'email', 'password'] as const;
const EMPTY = { agencyName: '', firstName: '', lastName: '', email: '', password: '' };

/** Agency sign-up. Leaving with unsaved input asks first (navigation guard on /register). */
export function RegisterForm() {
  const { t } = useTranslation();
  const form = useFormFields(FIELDS, EMPTY);
  const signup = useSignupMutation();
  const guard = useNavigationGuard('/register', form.isDirty && !signup.isSuccess);
  const labels = {
    agencyName: t('auth.agencyName'),
    firstName: t('auth.firstName'),
    lastName: t('auth.lastName'),
    email: t('auth.email'),
    password: t('auth.password'),
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signup.isPending) return;
    const result = validateWith(ZSignupBody, form.values, labels, t);
    if (!result.ok) return form.showErrors(result.errors);
    form.showErrors({});
    signup.mutate(result.data, {
      onError: (error) => form.showServerError(error, t),
    });
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <FormAlert message={form.formError} />
      <div className="space-y-4">
        <Field label={labels.agencyName} autoComplete="organization" {...form.fieldProps('agencyName')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={labels.firstName} autoComplete="given-name" {...form.fieldProps('firstName')} />
          <Field label={labels.lastName} autoComplete="family-name" {...form.fieldProps('lastName')} />
        </div>
        <Field label={labels.email} type="email" autoComplete="email" inputMode="email" {...form.fieldProps('email')} />
        <PasswordField
          label={labels.password}
          autoComplete="new-password"
          hint={t('auth.passwordHint', { min: PASSWORD_MIN, count: PASSWORD_MIN })}
          {...form.fieldProps('password')}
        />
      </div>
      <Button type="submit" size="lg" loading={signup.isPending} className="mt-6 w-full">
        {t('auth.registerSubmit')}
      </Button>
      <LeaveConfirmDialog open={guard.blocked} onStay={guard.stay} onLeave={guard.proceed} />
    </form>
  );
}

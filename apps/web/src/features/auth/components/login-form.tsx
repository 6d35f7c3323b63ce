import { ZLoginBody } from '@atrium/contracts/auth';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { focusRing } from '@/components/ui/focus-ring';
import { PasswordField } from '@/components/ui/password-field';
import { useLoginMutation } from '@/features/auth/api/login';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { validateWith } from '@/lib/forms/validate-with';
import { FormAlert } from './form-alert';

const FIELDS = ['email', 'password'] as const;

/**
 * Sign-in for every kind of account: the server finds the account by its email. On success the session is
 * stored and the page moves on.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const form = useFormFields(FIELDS, { email: '', password: '' });
  const login = useLoginMutation();
  const labels = { email: t('auth.email'), password: t('auth.password') };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const result = validateWith(ZLoginBody, form.values, labels, t);
    if (!result.ok) return form.showErrors(result.errors);
    form.showErrors({});
    login.mutate(result.data, { onError: (error) => form.showServerError(error, t) });
  };

  // The email typed so far goes along, so the reset form does not ask for it again.
  const email = form.values.email.trim();
  const forgotPath = email ? `/forgot-password?email=${encodeURIComponent(email)}` : '/forgot-password';
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <FormAlert message={form.formError} />
      <div className="space-y-4">
        <Field label={labels.email} type="email" autoComplete="email" inputMode="email" {...form.fieldProps('email')} />
        <PasswordField label={labels.password} autoComplete="current-password" {...form.fieldProps('password')} />
      </div>
      <div className="mt-3 flex justify-end">
        <Link
          to={forgotPath}
          className={`rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline ${focusRing}`}
        >
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" size="lg" loading={login.isPending} className="mt-5 w-full">
        {t('auth.loginSubmit')}
      </Button>
    </form>
  );
}

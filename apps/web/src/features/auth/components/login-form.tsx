import { ZLoginBody } from '@atrium/contracts/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { type LoginPortal, useLoginMutation } from '../api/login';
import { validateWith } from '../form-errors';
import { useAuthForm } from '../hooks/use-auth-form';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { PortalSwitch } from './portal-switch';

const FIELDS = ['email', 'password'] as const;

/** Sign-in for both portals. On success the session is stored and the page moves on. */
export function LoginForm() {
  const { t } = useTranslation();
  const [portal, setPortal] = useState<LoginPortal>('agency');
  const form = useAuthForm(FIELDS, { email: '', password: '' });
  const login = useLoginMutation();
  const labels = { email: t('auth.email'), password: t('auth.password') };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const result = validateWith(ZLoginBody, form.values, labels, t);
    if (!result.ok) return form.showErrors(result.errors);
    form.showErrors({});
    login.mutate(
      { portal, body: result.data },
      {
        onError: (error) => form.showServerError(error, t),
      },
    );
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <PortalSwitch value={portal} onChange={setPortal} />
      <FormAlert message={form.formError} />
      <div className="space-y-4">
        <Field label={labels.email} type="email" autoComplete="email" inputMode="email" {...form.fieldProps('email')} />
        <PasswordField label={labels.password} autoComplete="current-password" {...form.fieldProps('password')} />
      </div>
      <Button type="submit" size="lg" loading={login.isPending} className="mt-6 w-full">
        {t('auth.loginSubmit')}
      </Button>
    </form>
  );
}

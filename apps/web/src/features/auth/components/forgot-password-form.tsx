import { RESET_LINK_MINUTES, ZForgotPasswordBody } from '@atrium/contracts/auth';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SvgIcon } from '@/components/header/chrome-icons';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useForgotPasswordMutation } from '@/features/auth/api/password-reset';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { validateWith } from '@/lib/forms/validate-with';
import { FormAlert } from './form-alert';

const FIELDS = ['email'] as const;
const ENVELOPE =
  'M4 5h16a1.5 1.5 0 0 1 1.5 1.5v11A1.5 1.5 0 0 1 20 19H4a1.5 1.5 0 0 1-1.5-1.5v-11A1.5 1.5 0 0 1 4 5zM3 6.5l9 6.5 9-6.5';
const linkClass = 'font-medium text-brand-700 hover:text-brand-800 hover:underline';

/**
 * Asks for a reset link. The answer is the same whether or not the email has an account, so the page says
 * "if an account uses it" and never whether one does.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const form = useFormFields(FIELDS, { email: initialEmail });
  const request = useForgotPasswordMutation();
  const labels = { email: t('auth.email') };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    const result = validateWith(ZForgotPasswordBody, form.values, labels, t);
    if (!result.ok) return form.showErrors(result.errors);
    form.showErrors({});
    request.mutate(result.data, { onError: (error) => form.showServerError(error, t) });
  };

  if (request.isSuccess) {
    return (
      <div role="status" className="text-center">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
          <SvgIcon d={ENVELOPE} className="size-6" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-ink-900">{t('auth.forgotSentTitle')}</h2>
        <p className="mt-2 text-sm leading-6 text-ink-600">
          {t('auth.forgotSentBody', { email: request.variables.email, minutes: RESET_LINK_MINUTES, count: RESET_LINK_MINUTES })}
        </p>
        <p className="mt-3 text-sm text-ink-500">{t('auth.forgotSentHint')}</p>
        <div className="mt-6 flex flex-col gap-3">
          <Link to="/login" className={`${linkClass} text-sm`}>
            {t('auth.backToSignIn')}
          </Link>
          <button type="button" onClick={() => request.reset()} className={`${linkClass} text-sm`}>
            {t('auth.forgotTryAgain')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <FormAlert message={form.formError} />
      <Field
        label={labels.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus={!initialEmail}
        {...form.fieldProps('email')}
      />
      <Button type="submit" size="lg" loading={request.isPending} className="mt-6 w-full">
        {t('auth.forgotSubmit')}
      </Button>
    </form>
  );
}

import { PASSWORD_MIN, RESET_LINK_ERRORS, ZResetPasswordBody } from '@atrium/contracts/auth';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PasswordField } from '@/components/ui/password-field';
import { useResetPasswordMutation } from '@/features/auth/api/password-reset';
import { ApiError } from '@/lib/api-client';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { validateWith } from '@/lib/forms/validate-with';
import { FormAlert } from './form-alert';

const FIELDS = ['password', 'confirm'] as const;
const linkClass = 'font-medium text-brand-700 hover:text-brand-800 hover:underline';
type LinkProblem = (typeof RESET_LINK_ERRORS)[number];

const linkProblemOf = (error: unknown): LinkProblem | null =>
  error instanceof ApiError && (RESET_LINK_ERRORS as readonly string[]).includes(error.code) ? (error.code as LinkProblem) : null;

/** Texts a page may word its own way (an invitation sets a first password rather than resetting one). */
export type ResetFormWords = Partial<Record<'submit' | 'doneTitle' | 'doneBody' | LinkProblem, string>>;

/**
 * Chooses a new password with the token of a mailed link. A used, expired or unknown link says so and offers a
 * new one; a success says that every browser was signed out and leads to the sign-in.
 */
export function ResetPasswordForm({ token, words = {} }: { token: string; words?: ResetFormWords }) {
  const { t } = useTranslation();
  const form = useFormFields(FIELDS, { password: '', confirm: '' });
  const reset = useResetPasswordMutation();
  const labels = { password: t('auth.newPassword'), confirm: t('auth.confirmPassword') };
  const problem = linkProblemOf(reset.error);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const result = validateWith(
      ZResetPasswordBody,
      { token, password: form.values.password },
      { token: '', password: labels.password },
      t,
    );
    if (!result.ok) return form.showErrors(result.errors);
    if (form.values.confirm !== form.values.password) return form.showErrors({ confirm: t('auth.passwordsDiffer') });
    form.showErrors({});
    reset.mutate(result.data, {
      onError: (error) => {
        if (!linkProblemOf(error)) form.showServerError(error, t);
      },
    });
  };

  if (!token || problem) {
    return (
      <div role="alert" className="text-center">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-red-50 text-red-600">
          <Icon name="alert" className="size-6" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-ink-900">{t('auth.resetLinkProblemTitle')}</h2>
        <p className="mt-2 text-sm leading-6 text-ink-600">
          {words[problem ?? 'reset_link_invalid'] ?? t(`auth.resetLink.${problem ?? 'reset_link_invalid'}`)}
        </p>
        <Link to="/forgot-password" className={`${linkClass} mt-6 inline-block text-sm`}>
          {t('auth.resetAskNew')}
        </Link>
      </div>
    );
  }

  if (reset.isSuccess) {
    return (
      <div role="status" className="text-center">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-green-50 text-green-600">
          <Icon name="check" className="size-6" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-ink-900">{words.doneTitle ?? t('auth.resetDoneTitle')}</h2>
        <p className="mt-2 text-sm leading-6 text-ink-600">{words.doneBody ?? t('auth.resetDoneBody')}</p>
        <Link to="/login" className={`${linkClass} mt-6 inline-block text-sm`}>
          {t('auth.signIn')}
        </Link>
      </div>
    );
  }

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <FormAlert message={form.formError} />
      <div className="space-y-4">
        <PasswordField
          label={labels.password}
          autoComplete="new-password"
          autoFocus
          hint={t('auth.passwordHint', { min: PASSWORD_MIN, count: PASSWORD_MIN })}
          {...form.fieldProps('password')}
        />
        <PasswordField label={labels.confirm} autoComplete="new-password" {...form.fieldProps('confirm')} />
      </div>
      <Button type="submit" size="lg" loading={reset.isPending} className="mt-6 w-full">
        {words.submit ?? t('auth.resetSubmit')}
      </Button>
    </form>
  );
}

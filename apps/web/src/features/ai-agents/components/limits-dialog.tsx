import { type TAiUsageScope, ZAiLimits } from '@atrium/contracts/ai-agents';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { useSetAgentLimits } from '@/features/ai-agents/api/usage';
import { errorMessage } from '@/features/ai-agents/utils/error-message';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { contractErrors } from '@/lib/forms/issue-message';
import { refusal, topField } from '@/lib/forms/server-errors';

const FIELDS = ['monthlyTokens', 'requestsPerMinute'] as const;
type LimitField = (typeof FIELDS)[number];

/** Whole numbers as typed; an empty or odd entry stays NaN so the contract says what is wrong. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Edits one scope's monthly token budget and request rate (PUT /v1/agents/limits). */
export function LimitsDialog({ row, onClose }: { row: TAiUsageScope; onClose: () => void }) {
  const { t } = useTranslation('aiAgents');
  const formId = useId();
  const save = useSetAgentLimits();
  const [values, setValues] = useState<Record<LimitField, string>>({
    monthlyTokens: String(row.limits.monthlyTokens),
    requestsPerMinute: String(row.limits.requestsPerMinute),
  });
  const [errors, setErrors] = useState<FieldErrors<LimitField>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAiLimits.safeParse({
      monthlyTokens: toNumber(values.monthlyTokens),
      requestsPerMinute: toNumber(values.requestsPerMinute),
    });
    if (!parsed.success) {
      setErrors(contractErrors(parsed.error.issues, values, t, { fields: FIELDS }));
      return;
    }
    save.mutate(
      { scope: row.scope, id: row.id, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(t('usage.saved', { name: row.name }));
          onClose();
        },
        onError: (error) => {
          const placed = refusal<LimitField>(error, topField(FIELDS));
          setErrors(placed.errors);
          setFormError(placed.message === null ? null : errorMessage(error, t));
        },
      },
    );
  };

  const field = (name: LimitField) => ({
    name,
    value: values[name],
    error: errors[name],
    type: 'number',
    inputMode: 'numeric' as const,
    min: 0,
    step: 1,
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors((c) => ({ ...c, [name]: undefined }));
    },
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={t('usage.editTitle', { name: row.name })}
      size="sm"
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {t('usage.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        <FormAlert message={formError} />
        <Field label={t('usage.monthlyTokens')} hint={t('usage.monthlyTokensHint')} {...field('monthlyTokens')} />
        <Field label={t('usage.requestsPerMinute')} hint={t('usage.requestsPerMinuteHint')} {...field('requestsPerMinute')} />
      </form>
    </Modal>
  );
}

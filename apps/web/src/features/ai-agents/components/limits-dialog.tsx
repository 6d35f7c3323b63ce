import { type TAiUsageScope, ZAiLimits } from '@atrium/contracts/ai-agents';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { useSetAgentLimits } from '@/features/ai-agents/api/usage';
import { useDialogForm } from '@/features/ai-agents/hooks/use-dialog-form';
import { FormDialog } from './form-dialog';

const FIELDS = ['monthlyTokens', 'requestsPerMinute'] as const;

/** Whole numbers as typed; an empty or odd entry stays NaN so the contract says what is wrong. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const numeric = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

/** Edits one scope's monthly token budget and request rate (PUT /v1/agents/limits). */
export function LimitsDialog({ row, onClose }: { row: TAiUsageScope; onClose: () => void }) {
  const { t } = useTranslation('aiAgents');
  const save = useSetAgentLimits();
  const form = useDialogForm(
    FIELDS,
    { monthlyTokens: String(row.limits.monthlyTokens), requestsPerMinute: String(row.limits.requestsPerMinute) },
    t,
  );
  const onSubmit = () => {
    const limits = form.check(
      ZAiLimits.safeParse({
        monthlyTokens: toNumber(form.values.monthlyTokens),
        requestsPerMinute: toNumber(form.values.requestsPerMinute),
      }),
    );
    if (!limits) return;
    save.mutate(
      { scope: row.scope, id: row.id, ...limits },
      {
        onSuccess: () => {
          toast.success(t('usage.saved', { name: row.name }));
          onClose();
        },
        onError: form.refused,
      },
    );
  };
  return (
    <FormDialog
      title={t('usage.editTitle', { name: row.name })}
      submitLabel={t('usage.save')}
      pending={save.isPending}
      formError={form.formError}
      onSubmit={onSubmit}
      onClose={onClose}
      size="sm"
    >
      <Field label={t('usage.monthlyTokens')} hint={t('usage.monthlyTokensHint')} {...numeric} {...form.field('monthlyTokens')} />
      <Field
        label={t('usage.requestsPerMinute')}
        hint={t('usage.requestsPerMinuteHint')}
        {...numeric}
        {...form.field('requestsPerMinute')}
      />
    </FormDialog>
  );
}

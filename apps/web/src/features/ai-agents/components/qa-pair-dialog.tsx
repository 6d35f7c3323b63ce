import {
  AGENT_QA_ANSWER_MAX,
  AGENT_QA_QUESTION_MAX,
  type TAgentQaPair,
  ZAgentQaPairInput,
} from '@atrium/contracts/agent-knowledge';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useSaveQaPair } from '@/features/ai-agents/api/knowledge';
import { useDialogForm } from '@/features/ai-agents/hooks/use-dialog-form';
import { FormDialog } from './form-dialog';

const FIELDS = ['question', 'answer'] as const;

/** Adds a pair (no `pair`) or edits one; the answer is Markdown, shown sanitised like every answer. */
export function QaPairDialog({ agentId, pair, onClose }: { agentId: string; pair: TAgentQaPair | null; onClose: () => void }) {
  const { t } = useTranslation('aiAgents');
  const save = useSaveQaPair(agentId);
  const form = useDialogForm(FIELDS, { question: pair?.question ?? '', answer: pair?.answer ?? '' }, t);
  const onSubmit = () => {
    const body = form.check(ZAgentQaPairInput.safeParse(form.values));
    if (body) save.mutate({ pairId: pair?._id, body }, { onSuccess: onClose, onError: form.refused });
  };
  return (
    <FormDialog
      title={pair ? t('knowledge.editPair') : t('knowledge.addPair')}
      submitLabel={t('knowledge.savePair')}
      pending={save.isPending}
      formError={form.formError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Field label={t('knowledge.question')} maxLength={AGENT_QA_QUESTION_MAX} dir="auto" {...form.field('question')} />
      <TextareaField
        label={t('knowledge.answer')}
        rows={6}
        hint={t('knowledge.answerHint')}
        maxLength={AGENT_QA_ANSWER_MAX}
        dir="auto"
        {...form.field('answer')}
      />
    </FormDialog>
  );
}

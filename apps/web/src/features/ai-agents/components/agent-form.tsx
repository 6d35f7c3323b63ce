import type { TAgent } from '@atrium/contracts/ai-agents';
import { type FormEvent, useEffect, useId, useMemo } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { SaveBar } from '@/components/forms/save-bar';
import { useSaveAgent } from '@/features/ai-agents/api/agents';
import { useAgentForm } from '@/features/ai-agents/hooks/use-agent-form';
import { agentValues, refusedAgent, toSettings, validateAgent } from '@/features/ai-agents/utils/agent-form';
import { IdentitySection } from './identity-section';
import { InstructionsSection } from './instructions-section';
import { LocationsSection } from './locations-section';
import { KnowledgeKindsSection, ToolsSection } from './sources-section';

export interface AgentFormProps {
  agent: TAgent;
  /** Tells the page whether there are unsaved edits (the navigation guard, Publish, the playground's note). */
  onDirtyChange: (dirty: boolean) => void;
}

/** Moves focus to the first field with a message, so keyboard and screen-reader users land on it. */
function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The draft's settings; Save sends them all (PUT /v1/agents with the id). */
export function AgentForm({ agent, onDirtyChange }: AgentFormProps) {
  const { t } = useTranslation('aiAgents');
  const formId = useId();
  const initial = useMemo(() => agentValues(agent), [agent]);
  const form = useAgentForm(initial);
  const save = useSaveAgent();
  const { dirty, reset } = form;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // A restore or a publish brings a new server copy: follow it unless the person is mid-edit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new server copy should reset the form
  useEffect(() => {
    if (!dirty) reset(initial);
  }, [initial]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const target = event.currentTarget;
    const checked = validateAgent(form.values, t);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError(target);
      return;
    }
    try {
      const saved = await save.mutateAsync({ _id: agent._id, ...toSettings(form.values) });
      reset(agentValues(saved));
      toast.success(t('toast.saved'));
    } catch (error) {
      form.setErrors(refusedAgent(error));
      focusFirstError(target);
    }
  };

  const sectionProps = { values: form.values, errors: form.errors, set: form.set, disabled: save.isPending };
  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-6" aria-label={t('builder.formLabel')}>
      <FormAlert message={form.errors.form} />
      <IdentitySection {...sectionProps} />
      <InstructionsSection {...sectionProps} />
      <KnowledgeKindsSection {...sectionProps} />
      {agent.owner === 'agency' ? <LocationsSection {...sectionProps} /> : null}
      <ToolsSection {...sectionProps} />
      <SaveBar
        ns="aiAgents"
        formId={formId}
        dirty={dirty}
        saving={save.isPending}
        onDiscard={() => reset(form.baseline)}
        submitLabel={t('builder.save')}
        disabled={!dirty}
      />
    </form>
  );
}

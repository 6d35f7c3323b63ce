import { AGENT_KNOWLEDGE_KINDS, AGENT_TOOLS } from '@atrium/contracts/ai-agents';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSection } from '@/components/forms/form-section';
import { CheckList } from './check-list';
import type { SectionProps } from './section-props';

/** What the agent may answer from. Retrieval still reads only what the asker may read. */
export function KnowledgeKindsSection({ values, errors, set, disabled }: SectionProps) {
  const { t } = useTranslation('aiAgents');
  const headingId = useId();
  const options = AGENT_KNOWLEDGE_KINDS.map((kind) => ({
    value: kind,
    title: t(`kinds.${kind}.title`),
    hint: t(`kinds.${kind}.hint`),
  }));
  return (
    <FormSection id={headingId} title={t('builder.knowledge')} description={t('builder.knowledgeHint')}>
      <CheckList
        legend={t('builder.knowledgeLegend')}
        options={options}
        selected={values.knowledgeKinds}
        onChange={(next) => set('knowledgeKinds', next)}
        error={errors.knowledgeKinds}
        disabled={disabled}
        columns
      />
      {values.knowledgeKinds.length === 0 ? <FormAlert tone="info" message={t('builder.noKnowledge')} /> : null}
    </FormSection>
  );
}

/** The tools a model may call; the embedded answerer calls none, but offers the handoff when it does not know. */
export function ToolsSection({ values, errors, set, disabled }: SectionProps) {
  const { t } = useTranslation('aiAgents');
  const headingId = useId();
  const options = AGENT_TOOLS.map((tool) => ({ value: tool, title: t(`tools.${tool}.title`), hint: t(`tools.${tool}.hint`) }));
  return (
    <FormSection id={headingId} title={t('builder.tools')} description={t('builder.toolsHint')}>
      <CheckList
        legend={t('builder.toolsLegend')}
        options={options}
        selected={values.tools}
        onChange={(next) => set('tools', next)}
        error={errors.tools}
        disabled={disabled}
      />
    </FormSection>
  );
}

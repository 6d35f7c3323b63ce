import type { TAgent } from '@atrium/contracts/ai-agents';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/forms/select-field';

/** The agent to ask, when the person may use more than one; a lone agent needs no choice. */
export function AgentPicker({
  agents,
  value,
  onChange,
}: {
  agents: readonly TAgent[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('aiChat');
  if (agents.length < 2) return null;
  return (
    <SelectField label={t('chat.pickAgent')} value={value} onChange={(event) => onChange(event.target.value)}>
      {agents.map((agent) => (
        <option key={agent._id} value={agent._id}>
          {agent.name}
        </option>
      ))}
    </SelectField>
  );
}

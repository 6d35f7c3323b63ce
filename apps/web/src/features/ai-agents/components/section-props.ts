import type { AgentErrors, AgentValues } from '@/features/ai-agents/utils/agent-form';

/** What every section of the builder takes from the form. */
export interface SectionProps {
  values: AgentValues;
  errors: AgentErrors;
  set: <K extends keyof AgentValues>(field: K, value: AgentValues[K]) => void;
  disabled: boolean;
}

import { useCallback, useMemo, useState } from 'react';
import { type AgentErrors, type AgentValues, sameAgentValues } from '@/features/ai-agents/utils/agent-form';

/** The builder's values against the saved draft (the baseline), with a message per field. */
export function useAgentForm(initial: AgentValues) {
  const [baseline, setBaseline] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AgentErrors>({});

  const set = useCallback(<K extends keyof AgentValues>(field: K, value: AgentValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The location choice shows its message under the list, whichever of its two controls changed.
    const key = field === 'allLocations' ? 'locationIds' : field;
    setErrors((current) => (current[key as keyof AgentErrors] ? { ...current, [key]: undefined } : current));
  }, []);

  /** After a save or a restore: the server's copy is the new baseline. */
  const reset = useCallback((next: AgentValues) => {
    setBaseline(next);
    setValues(next);
    setErrors({});
  }, []);

  const dirty = useMemo(() => !sameAgentValues(values, baseline), [values, baseline]);
  return { values, errors, setErrors, set, reset, dirty, baseline };
}

import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSaveAgent } from '@/features/ai-agents/api/agents';
import { newAgentValues, toSettings } from '@/features/ai-agents/utils/agent-form';
import { errorMessage } from '@/features/ai-agents/utils/error-message';

/** Creates a draft with a placeholder name and the usual settings, then opens it in the builder. */
export function NewAgentButton() {
  const { t } = useTranslation('aiAgents');
  const navigate = useNavigate();
  const save = useSaveAgent();
  const create = () =>
    save.mutate(toSettings(newAgentValues(t('list.newName'))), {
      onSuccess: (agent) => navigate(`/ai-agents/${agent._id}`),
      onError: (error) => toast.error(errorMessage(error, t)),
    });
  return (
    <Button onClick={create} loading={save.isPending} icon={<span aria-hidden="true">+</span>}>
      {t('list.new')}
    </Button>
  );
}

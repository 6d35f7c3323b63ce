import { AGENT_FILE_MAX_BYTES, AGENT_FILES_MAX, type TAgentFile } from '@atrium/contracts/agent-knowledge';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/forms/form-section';
import { ImagePickButton } from '@/components/forms/image-upload-button';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/state-card';
import { useAgentFiles, useDeleteAgentFile, useUploadAgentFile } from '@/features/ai-agents/api/knowledge';
import { errorMessage } from '@/features/ai-agents/utils/error-message';
import { AgentFileRow } from './agent-file-row';

/** What the picker offers; the server checks the bytes themselves (a PDF must be one). */
const ACCEPT = '.txt,.md,.markdown,.pdf,text/plain,text/markdown,application/pdf';
const MAX_MB = AGENT_FILE_MAX_BYTES / 1024 / 1024;

/** The agent's uploaded documents: upload, follow their reading and indexing, delete. */
export function AgentFiles({ agentId }: { agentId: string }) {
  const { t } = useTranslation('aiAgents');
  const files = useAgentFiles(agentId);
  const upload = useUploadAgentFile(agentId);
  const remove = useDeleteAgentFile(agentId);
  const [deleting, setDeleting] = useState<string | null>(null);
  const full = (files.data?.length ?? 0) >= AGENT_FILES_MAX;

  const onPick = (file: File) => {
    // Refused here too, so a large file fails at once instead of after its upload.
    if (file.size > AGENT_FILE_MAX_BYTES) {
      toast.error(t('knowledge.tooLarge', { max: MAX_MB }));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(t('knowledge.uploaded', { name: file.name })),
      onError: (error) => toast.error(errorMessage(error, t)),
    });
  };
  const onDelete = (file: TAgentFile) => {
    setDeleting(file._id);
    remove.mutate(file._id, {
      onError: (error) => toast.error(errorMessage(error, t)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <FormSection title={t('knowledge.filesTitle')} description={t('knowledge.filesHint', { max: MAX_MB })}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-ink-500">{t('knowledge.filesCount', { n: files.data?.length ?? 0, max: AGENT_FILES_MAX })}</p>
        <ImagePickButton busy={upload.isPending} disabled={full || !files.isSuccess} icon="⇪" onPick={onPick} accept={ACCEPT}>
          {upload.isPending ? t('upload.uploading') : t('knowledge.upload')}
        </ImagePickButton>
      </div>
      {files.isPending ? (
        <Spinner label={t('loading')} />
      ) : files.isError ? (
        <LoadError
          title={t('knowledge.filesFailed')}
          body={t('errors.loadBody')}
          retryLabel={t('actions.retry')}
          onRetry={() => void files.refetch()}
          retrying={files.isFetching}
        />
      ) : files.data.length === 0 ? (
        <p className="text-sm text-ink-600">{t('knowledge.filesEmpty')}</p>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-xl ring-1 ring-ink-200">
          {files.data.map((file) => (
            <AgentFileRow key={file._id} file={file} deleting={deleting === file._id} onDelete={() => onDelete(file)} />
          ))}
        </ul>
      )}
    </FormSection>
  );
}

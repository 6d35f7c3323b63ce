import { agentKnowledgeEndpoints as api, type TAgentFile, type TAgentQaPairInput } from '@atrium/contracts/agent-knowledge';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The agent's own knowledge sits beside the agent's keys, so deleting an agent's cache entries takes it too. */
export const knowledgeKeys = {
  qa: (id: string) => ['ai-agents', 'qa', id] as const,
  files: (id: string) => ['ai-agents', 'files', id] as const,
};

/** GET /v1/agents/:id/qa: the custom question-and-answer pairs, newest first. */
export const agentQaQuery = (id: string) =>
  queryOptions({
    queryKey: knowledgeKeys.qa(id),
    queryFn: ({ signal }) => apiFetch(api.qaList, { params: { id }, signal }),
  });
export const useAgentQa = (id: string) => useQuery(agentQaQuery(id));

function useQaWrite<I>(agentId: string, write: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: knowledgeKeys.qa(agentId) }) });
}

/** POST (no pairId) or PUT (pairId) a pair; either is indexed again on the server. */
export const useSaveQaPair = (agentId: string) =>
  useQaWrite(agentId, ({ pairId, body }: { pairId?: string; body: TAgentQaPairInput }) =>
    pairId
      ? apiFetch(api.qaUpdate, { params: { id: agentId, pairId }, body })
      : apiFetch(api.qaCreate, { params: { id: agentId }, body }),
  );

export const useDeleteQaPair = (agentId: string) =>
  useQaWrite(agentId, (pairId: string) => apiFetch(api.qaDelete, { params: { id: agentId, pairId } }));

/** A file still on its way through the job queue. */
export const isIndexing = (file: TAgentFile) => file.state !== 'indexed' && file.state !== 'failed';

/** How often the list is read again while a file is being read or indexed, so its progress moves. */
const POLL_MS = 2_000;

/** GET /v1/agents/:id/files: the uploaded files with their indexing state, polled while any is in progress. */
export const agentFilesQuery = (id: string) =>
  queryOptions({
    queryKey: knowledgeKeys.files(id),
    queryFn: ({ signal }) => apiFetch(api.files, { params: { id }, signal }),
    refetchInterval: (query) => (query.state.data?.some(isIndexing) ? POLL_MS : false),
  });
export const useAgentFiles = (id: string) => useQuery(agentFilesQuery(id));

function useFileWrite<I>(agentId: string, write: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: knowledgeKeys.files(agentId) }),
  });
}

/** POST /v1/agents/:id/files (multipart field `file`): answers at once; reading and indexing follow on the queue. */
export const useUploadAgentFile = (agentId: string) =>
  useFileWrite(agentId, (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return apiFetch(api.fileUpload, { params: { id: agentId }, body });
  });

export const useDeleteAgentFile = (agentId: string) =>
  useFileWrite(agentId, (fileId: string) => apiFetch(api.fileDelete, { params: { id: agentId, fileId } }));

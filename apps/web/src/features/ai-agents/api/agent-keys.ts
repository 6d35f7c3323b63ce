/** Query keys of the agents feature: every write refreshes what sits under `all`. */
export const agentKeys = {
  all: ['ai-agents'] as const,
  list: ['ai-agents', 'list'] as const,
  detail: (id: string) => ['ai-agents', 'detail', id] as const,
  versions: (id: string) => ['ai-agents', 'versions', id] as const,
  usage: ['ai-agents', 'usage'] as const,
};

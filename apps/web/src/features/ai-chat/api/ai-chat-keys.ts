/** Query keys of the chat screens, per viewer (each person reads their own conversations and ratings). */
export const aiChatKeys = {
  all: ['ai-chat'] as const,
  agents: (viewer: string) => ['ai-chat', 'agents', viewer] as const,
  conversations: (viewer: string) => ['ai-chat', 'conversations', viewer] as const,
  conversation: (viewer: string, id: string) => ['ai-chat', 'conversation', viewer, id] as const,
  shared: (token: string) => ['ai-chat', 'shared', token] as const,
};

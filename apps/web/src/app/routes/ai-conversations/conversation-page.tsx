import { ConversationScreen } from '@/features/ai-conversations/components/conversation-screen';
import { InboxShell } from './inbox-shell';

/** /ai-agents/conversations/:conversationId: one conversation, live, with a person's reply. */
export function ConversationPage() {
  return (
    <InboxShell>
      <ConversationScreen />
    </InboxShell>
  );
}

import { ConversationListScreen } from '@/features/ai-conversations/components/conversation-list-screen';
import { InboxShell } from './inbox-shell';

/** /ai-agents/conversations: the conversations the agency's team reads, filtered from the address. */
export function InboxPage() {
  return (
    <InboxShell>
      <ConversationListScreen />
    </InboxShell>
  );
}

import { Suspense } from 'react';
import { lazyNamed } from '@/lib/chunk-errors';
import { useSession } from '@/lib/session-store';

/** Loaded only for a signed-in person: visitors of the help pages do not download the chat. */
const HelpChatLauncher = lazyNamed(() => import('@/features/ai-chat/components/help-chat-launcher'), 'HelpChatLauncher', [
  'aiChat',
]);

/** The chat launcher of the help pages (support, roadmap, changelogs, the FAQ and the knowledge base). */
export function HelpChat() {
  const { token } = useSession();
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <HelpChatLauncher />
    </Suspense>
  );
}

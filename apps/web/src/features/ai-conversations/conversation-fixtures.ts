import type { TChatConversationDetail } from '@atrium/contracts/chat-conversations';
import type { TUser } from '@atrium/contracts/users';
import { conversation, DENTAL, id, message, minutesAgo, OLIVIA } from '@/test/chat-conversation-fixtures';
import { page, signInAs as signIn } from '@/test/sign-in-as';

export { conversation, DENTAL, EMMA, HELPER, id, message, minutesAgo, OLIVIA } from '@/test/chat-conversation-fixtures';

export function detail(overrides: Partial<TChatConversationDetail> = {}): TChatConversationDetail {
  return {
    ...conversation(),
    messages: [
      message(),
      message({
        _id: id(0xe2),
        role: 'assistant',
        author: null,
        text: 'Refunds are paid within **5 days**.',
        sources: [{ passageId: 'faq:1', title: 'Refunds FAQ', url: '/faq#refunds' }],
        finishReason: 'stop',
        rating: { helpful: false, reason: 'It did not say how to ask for one.' },
        createdAt: minutesAgo(9),
      }),
    ],
    ...overrides,
  };
}

export { page };

export const signInAs = (role: TUser['role'], person = OLIVIA) =>
  signIn(role, person, { agencyId: id(0xa1), locationId: DENTAL._id, token: 'tok-inbox' });

/** The AI conversations inbox (issue 24) as one lazy chunk: the list and one conversation. */
export { ConversationPage } from './conversation-page';
export { InboxPage } from './inbox-page';

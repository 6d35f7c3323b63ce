/** The AI chat screens (issue 24) as one lazy chunk: the location's chat inside the CRM, and a shared conversation. */
export { LocationChatPage } from './location-chat-page';
export { SharedConversationPage } from './shared-conversation-page';

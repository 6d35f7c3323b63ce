import { useTranslation } from 'react-i18next';
import { HelpChat } from '@/app/routes/help-chat';
import { SupportRoutes } from '@/features/support/components/support-routes';
import { SupportSignIn } from '@/features/support/components/support-states';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';

/** The framed view lives in this module's chunk (help-desk-screens.tsx says why). */
export { Component as EmbeddedComponent } from './support-embedded-page';

const SCOPE = { base: '/support_tickets', embed: null };

/** /support_tickets, /support_tickets/new and /support_tickets/:ticketId (issue 5): tickets need an account. */
export function Component() {
  const { token } = useSession();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      {token ? <SupportRoutes scope={SCOPE} /> : <VisitorPrompt />}
      <HelpChat />
    </div>
  );
}

function VisitorPrompt() {
  const { t } = useTranslation('support');
  usePageTitle(t('pageTitle'));
  return (
    <div className="mx-auto max-w-2xl">
      <SupportSignIn />
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { CrmFrameShell, FrameLoading, FramePanel, FrameSignIn } from '@/app/routes/crm-frame';
import { ChatWorkspace } from '@/features/ai-chat/components/chat-workspace';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';

/**
 * `/:company_id/:userId/ai-agent` (SPEC 2): a location's person chatting with their agency's agents inside the CRM's
 * frame, signed in by the CRM's SSO (`/sso?to=` this page), as the store's framed pages are. The address must name the
 * signed-in person and their agency; the location is theirs, and the server checks it again. `/ai-agent` (what the CRM
 * menu's link opens) sends the signed-in person on to their own.
 */
export function LocationChatPage() {
  const { t, ready } = useTranslation('aiChat');
  const { token, user } = useSession();
  const params = useParams();
  usePageTitle(ready ? t('page.title') : '');
  const locationId = user?.locationId ?? null;
  const matches = user !== null && user._id === params.userId && user.agencyId === params.company_id;
  // A handoff's ticket opens in the CRM's own support view, inside the same frame.
  const supportBase = `/updated_app/support/${params.company_id}/${locationId}/${params.userId}`;

  if (ready && user?.agencyId && params.userId === undefined)
    return <Navigate to={`/${user.agencyId}/${user._id}/ai-agent`} replace />;

  let body: ReactNode;
  // A message panel has its own heading; the chat's is the bar's title.
  let Title: 'h1' | 'span' = 'span';
  if (!ready) body = <FrameLoading />;
  else if (!token || !user)
    body = <FrameSignIn icon="sparkles" title={t('page.signInTitle')} body={t('page.signInBody')} action={t('page.signIn')} />;
  else if (!matches) body = <FramePanel icon="shield" title={t('page.mismatchTitle')} body={t('page.mismatchBody')} />;
  else if (!locationId) body = <FramePanel icon="map" title={t('page.noLocationTitle')} body={t('page.noLocationBody')} />;
  else {
    Title = 'h1';
    body = <ChatWorkspace target={{ kind: 'location', locationId }} ticketHref={(id) => `${supportBase}/${id}`} />;
  }

  return (
    <CrmFrameShell
      icon="sparkles"
      title={<Title className="truncate text-sm font-semibold text-ink-900">{ready ? t('page.title') : ''}</Title>}
    >
      <div className="flex h-full flex-col">{body}</div>
    </CrmFrameShell>
  );
}

import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon, type IconName } from '@/components/ui/icon';
import { useLoginHref } from '@/components/ui/sign-in-prompt';
import { Spinner } from '@/components/ui/spinner';
import { lazyNamed } from '@/lib/chunk-errors';

/** The frame has no default layout, so it brings its own toasts. */
const AppToaster = lazyNamed(() => import('@/app/layouts/app-toaster'), 'AppToaster');

/**
 * A page the CRM shows in its frame (SPEC 2's app views: the store, the AI chat): no site header, the CRM draws its
 * own; a small title bar instead, and the page's content under it.
 */
export function CrmFrameShell({
  icon,
  title,
  aside,
  children,
}: {
  icon: IconName;
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-ink-50">
      <div className="flex h-11 items-center gap-2 border-b border-ink-200 bg-white px-3 sm:px-5">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
          <Icon name={icon} className="size-4" />
        </span>
        {title}
        {aside}
      </div>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-3 py-4 sm:px-5 sm:py-6">
        {children}
      </main>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </div>
  );
}

/** A framed page's one message (sign in, a wrong link), centred. */
export function FramePanel({ icon, title, body, action }: { icon: IconName; title: string; body: string; action?: ReactNode }) {
  return (
    <div role="alert" className="mx-auto mt-6 max-w-md rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-ink-200">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon name={icon} className="size-6" />
      </span>
      <h1 className="mt-3 text-lg font-semibold text-ink-900">{title}</h1>
      <p className="mt-1 text-sm text-ink-600">{body}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

/** Not signed in (the CRM's sign-in did not happen): sign in by email, and come back here. */
export function FrameSignIn({ icon, title, body, action }: { icon: IconName; title: string; body: string; action: string }) {
  const loginHref = useLoginHref();
  return (
    <FramePanel
      icon={icon}
      title={title}
      body={body}
      action={
        <Link to={loginHref} className={buttonClasses('primary')}>
          {action}
        </Link>
      }
    />
  );
}

/** The framed page waits (its texts, what it shows). */
export function FrameLoading({ label }: { label?: string }) {
  return (
    <div className="flex justify-center py-24">
      <Spinner size="lg" label={label} />
    </div>
  );
}

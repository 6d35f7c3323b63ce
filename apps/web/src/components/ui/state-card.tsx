import type { ReactElement, ReactNode } from 'react';
import { buttonClasses } from './button-classes';
import { Icon, type IconName } from './icon';

export interface StateCardProps {
  title: ReactNode;
  body: ReactNode;
  action?: ReactNode;
  /** A name from the shared icon set, or a feature's own icon element (sized by the card). */
  icon?: IconName | ReactElement;
}

/** An empty, nothing-found or not-found state of a screen: icon, title, one line and optional actions. */
export function StateCard({ title, body, action, icon = 'faq' }: StateCardProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600 [&>svg]:size-7">
        {typeof icon === 'string' ? <Icon name={icon} className="size-7" /> : icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink-900">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-ink-600">{body}</p>
      {action ? <div className="mt-5 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}

export interface LoadErrorProps {
  title: string;
  body: string;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A screen whose data failed to load, with Retry (an alert, so screen readers hear it at once). */
export function LoadError({ title, body, retryLabel, onRetry, retrying }: LoadErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-600">
        <Icon name="alert" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-red-800">{title}</h2>
      <p className="mt-1 text-sm text-red-700">{body}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={buttonClasses('secondary', 'md', 'mt-5')}>
        {retryLabel}
      </button>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/header/icons';

interface DestinationCardProps {
  icon: IconName;
  title: string;
  body: string;
  children?: ReactNode;
  action?: ReactNode;
}

export function DestinationCard({ icon, title, body, children, action }: DestinationCardProps) {
  return (
    <article className="flex flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className="mt-4 text-base font-semibold text-ink-900">{title}</h3>
      <p className="mt-1.5 text-sm leading-6 text-ink-600">{body}</p>
      {children}
      {action ? <div className="mt-auto pt-5">{action}</div> : null}
    </article>
  );
}

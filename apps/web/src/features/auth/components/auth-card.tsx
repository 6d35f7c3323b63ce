import type { ReactNode } from 'react';
import { BrandMark } from '@/components/header/brand';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The centred card of the sign-in screens, with the brand above the form. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="w-full max-w-md">
      <div className="rounded-2xl border border-ink-200/80 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <BrandMark className="size-11" />
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-ink-900">{title}</h1>
          <p className="mt-1.5 text-sm leading-6 text-ink-500">{subtitle}</p>
        </div>
        {children}
      </div>
      <p className="mt-6 text-center text-sm text-ink-600">{footer}</p>
    </div>
  );
}

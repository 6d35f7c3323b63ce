import type { ReactNode } from 'react';

const TONES = {
  good: 'bg-green-50 text-green-700 ring-green-200',
  warn: 'bg-amber-50 text-amber-800 ring-amber-200',
  bad: 'bg-red-50 text-red-700 ring-red-200',
  idle: 'bg-ink-100 text-ink-700 ring-ink-200',
  busy: 'bg-brand-50 text-brand-700 ring-brand-200',
} as const;
export type PillTone = keyof typeof TONES;

/** A small status pill: a connection's state, a sync run, an import, a push, a location's version. */
export function StatusPill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

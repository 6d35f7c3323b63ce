import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/state-card';

/** Rows shaped like the lists, so the screen does not jump when the data arrives. */
export function ListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => `skeleton-${i}`).map((key) => (
        <div key={key} aria-hidden="true" className="h-20 animate-pulse rounded-2xl bg-white p-5 ring-1 ring-ink-200">
          <div className="h-4 w-1/3 rounded bg-ink-200/70" />
          <div className="mt-3 h-3 w-1/2 rounded bg-ink-100" />
        </div>
      ))}
    </div>
  );
}

export function ManageLoadError({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('authoring-quizzes');
  return (
    <LoadError title={title} body={t('states.errorBody')} retryLabel={t('actions.retry')} onRetry={onRetry} retrying={retrying} />
  );
}

/** A failed save's message above a form (field problems show beside their fields). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
      {message}
    </p>
  );
}

import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { retryAfterOf } from '@/lib/event-stream';

/** Failures the reader can act on get their own words; anything else shows the server's plain message. */
const KNOWN = new Set([
  'network_error',
  'truncated',
  'timeout',
  'unavailable',
  'rate_limited',
  'ai_rate_limited',
  'ai_budget_exhausted',
  'bad_configuration',
]);

export function chatErrorText(t: TFunction<'aiChat'>, error: { code: string; message: string } | unknown): string {
  const code =
    error instanceof ApiError || (typeof error === 'object' && error !== null && 'code' in error)
      ? String((error as { code: unknown }).code)
      : '';
  const seconds = retryAfterOf(error);
  if (seconds !== null) return t('errors.retryIn', { seconds });
  if (KNOWN.has(code)) return t(`errors.${code}` as 'errors.timeout');
  const message =
    error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
      ? String((error as { message: unknown }).message)
      : '';
  return message || t('errors.generic');
}

/**
 * The line under the conversation when an answer failed: the conversation stays, the question can be asked again.
 */
export function ChatError({ error, onRetry, onDismiss }: { error: unknown; onRetry?: () => void; onDismiss?: () => void }) {
  const { t } = useTranslation('aiChat');
  if (!error) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <span className="min-w-0 flex-1">{chatErrorText(t, error)}</span>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      ) : null}
      {onDismiss ? (
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t('errors.dismiss')}
        </Button>
      ) : null}
    </div>
  );
}

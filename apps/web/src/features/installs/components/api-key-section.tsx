import type { TMaskedApiKey } from '@atrium/contracts/app-tokens';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { type NewApiKey, useIssueApiKey } from '@/features/installs/api/install-secrets';
import { formatDate } from '@/lib/format';
import { MaskedValue } from './masked-value';

/**
 * The install's Atrium API key. The server returns the full key only in the answer that creates it, so
 * it lives in this component's state alone: once dismissed (or the dialog closes) only its last 4 remain.
 */
export function ApiKeySection({ installId, apiKey }: { installId: string; apiKey: TMaskedApiKey | null }) {
  const { t, i18n } = useTranslation('installs');
  const issue = useIssueApiKey();
  const [fresh, setFresh] = useState<NewApiKey | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);

  const generate = () =>
    issue.mutate(installId, {
      onSuccess: (key) => {
        setFresh(key);
        setCopied(false);
        setConfirming(false);
      },
    });
  const copy = async () => {
    if (!fresh) return;
    try {
      await navigator.clipboard.writeText(fresh.key);
      setCopied(true);
    } catch {
      // Clipboard blocked (permissions, insecure origin): the key stays selectable to copy by hand.
      setCopied(false);
    }
  };

  if (fresh) {
    return (
      <div className="space-y-4">
        <div role="alert" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Icon name="alert" className="mt-0.5 size-5 text-amber-600" />
          <p>{t('apiKey.onceWarning')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <code
            data-testid="new-api-key"
            className="min-w-0 flex-1 rounded-lg border border-ink-200 bg-ink-900 px-3.5 py-2.5 font-mono text-sm break-all text-white select-all"
          >
            {fresh.key}
          </code>
          <Button
            variant="secondary"
            onClick={copy}
            icon={copied ? <Icon name="check" className="size-4 text-emerald-600" /> : undefined}
          >
            {copied ? t('apiKey.copied') : t('apiKey.copy')}
          </Button>
        </div>
        <div className="flex justify-end">
          <Button onClick={() => setFresh(null)}>{t('apiKey.done')}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-600">{t('apiKey.intro')}</p>
      {apiKey ? (
        <div className="rounded-xl border border-ink-200 px-4 py-3">
          <MaskedValue last4={apiKey.last4} className="block text-base text-ink-900" />
          <p className="mt-1 text-xs text-ink-500">
            {t('apiKey.created', { date: formatDate(apiKey.createdAt, i18n.language) })}
            {' · '}
            {apiKey.lastUsedAt
              ? t('apiKey.lastUsed', { date: formatDate(apiKey.lastUsedAt, i18n.language) })
              : t('apiKey.neverUsed')}
          </p>
        </div>
      ) : (
        <p className="rounded-xl border border-dashed border-ink-300 px-4 py-3 text-sm text-ink-500">{t('apiKey.none')}</p>
      )}
      {issue.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {t('states.error', { message: issue.error.message })}
        </p>
      ) : null}
      <div className="flex justify-end">
        {apiKey ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('apiKey.rotate')}
          </Button>
        ) : (
          <Button onClick={generate} loading={issue.isPending}>
            {t('apiKey.generate')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('apiKey.rotateTitle')}
        confirmLabel={t('apiKey.rotate')}
        pending={issue.isPending}
        onConfirm={generate}
        onClose={() => setConfirming(false)}
      >
        {t('apiKey.rotateWarning')}
      </ConfirmDialog>
    </div>
  );
}

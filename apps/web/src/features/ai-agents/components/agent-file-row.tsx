import type { TAgentFile } from '@atrium/contracts/agent-knowledge';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type PillTone, StatusPill } from '@/components/ui/status-pill';
import { isIndexing } from '@/features/ai-agents/api/knowledge';
import { formatNumber } from '@/lib/format';
import { UsageBar } from './usage-bar';

const TONE: Record<TAgentFile['state'], PillTone> = {
  queued: 'idle',
  extracting: 'busy',
  indexing: 'busy',
  indexed: 'good',
  failed: 'bad',
};

/** One uploaded file: its state, its progress while on the queue, what it gave, or why it failed. */
export function AgentFileRow({ file, deleting, onDelete }: { file: TAgentFile; deleting: boolean; onDelete: () => void }) {
  const { t, i18n } = useTranslation('aiAgents');
  const progress = isIndexing(file) && file.progress && file.progress.total > 0 ? file.progress : null;
  return (
    <li className="space-y-2 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 truncate text-sm font-medium text-ink-900" dir="auto">
          {file.name}
        </p>
        <StatusPill tone={TONE[file.state]}>{t(`knowledge.state.${file.state}`)}</StatusPill>
        <Button
          variant="ghost"
          size="sm"
          loading={deleting}
          onClick={onDelete}
          aria-label={t('knowledge.deleteNamed', { name: file.name })}
        >
          {t('knowledge.delete')}
        </Button>
      </div>
      {progress ? (
        <UsageBar
          used={progress.done}
          limit={progress.total}
          label={t('knowledge.progress', { name: file.name, done: progress.done, total: progress.total })}
          calm
        />
      ) : null}
      {file.state === 'indexed' ? (
        <p className="text-xs text-ink-600">
          {t('knowledge.passages', { n: formatNumber(file.passages, i18n.language) })}
          {file.truncated ? ` · ${t('knowledge.truncated')}` : ''}
        </p>
      ) : null}
      {file.state === 'failed' && file.error ? (
        <p className="text-xs text-red-700" dir="auto">
          {file.error}
        </p>
      ) : null}
    </li>
  );
}

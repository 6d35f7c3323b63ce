import type { TAgent } from '@atrium/contracts/ai-agents';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { AgentForm } from '@/features/ai-agents/components/agent-form';
import { KnowledgePanel } from '@/features/ai-agents/components/knowledge-panel';
import { VersionsPanel } from '@/features/ai-agents/components/versions-panel';

type Panel = 'settings' | 'playground' | 'knowledge' | 'versions';

export interface BuilderPanelsProps {
  agent: TAgent;
  dirty: boolean;
  onDirtyChange: (dirty: boolean) => void;
  /** On narrow screens the playground is a tab here; on wide ones it sits beside the panels (null). */
  playground: ReactNode | null;
}

/** The builder's panels as tabs. The form stays mounted while another tab shows, so unsaved edits are kept. */
export function BuilderPanels({ agent, dirty, onDirtyChange, playground }: BuilderPanelsProps) {
  const { t } = useTranslation('aiAgents');
  const idPrefix = useId();
  const [panel, setPanel] = useState<Panel>('settings');
  // A restore replaces the draft, unsaved edits included: a new key mounts the form on the restored copy.
  const [formKey, setFormKey] = useState(0);
  const panels: Panel[] = playground
    ? ['settings', 'playground', 'knowledge', 'versions']
    : ['settings', 'knowledge', 'versions'];
  const shown = panels.includes(panel) ? panel : 'settings';
  const tabId = (p: Panel) => `${idPrefix}-tab-${p}`;
  const panelId = (p: Panel) => `${idPrefix}-panel-${p}`;
  return (
    <div className="space-y-6">
      <SegmentedTabs
        tabs={panels}
        value={shown}
        onChange={setPanel}
        label={t('builder.panels')}
        labelOf={(p) => t(`builder.tab.${p}`)}
        tabId={tabId}
        panelId={panelId}
        className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto"
      />
      <div role="tabpanel" id={panelId('settings')} aria-labelledby={tabId('settings')} hidden={shown !== 'settings'}>
        <AgentForm key={formKey} agent={agent} onDirtyChange={onDirtyChange} />
      </div>
      {/* Kept mounted while hidden, so the conversation survives a look at the settings. */}
      {playground ? (
        <div role="tabpanel" id={panelId('playground')} aria-labelledby={tabId('playground')} hidden={shown !== 'playground'}>
          {playground}
        </div>
      ) : null}
      {shown === 'knowledge' ? (
        <div role="tabpanel" id={panelId('knowledge')} aria-labelledby={tabId('knowledge')}>
          <KnowledgePanel agent={agent} />
        </div>
      ) : null}
      {shown === 'versions' ? (
        <div role="tabpanel" id={panelId('versions')} aria-labelledby={tabId('versions')}>
          <VersionsPanel
            agent={agent}
            dirty={dirty}
            onRestored={() => {
              setFormKey((k) => k + 1);
              setPanel('settings');
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

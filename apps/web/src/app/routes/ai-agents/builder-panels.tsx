import type { TAgent } from '@atrium/contracts/ai-agents';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { AgentForm } from '@/features/ai-agents/components/agent-form';
import { VersionsPanel } from '@/features/ai-agents/components/versions-panel';

type Panel = 'settings' | 'versions';
const PANELS: readonly Panel[] = ['settings', 'versions'];

export interface BuilderPanelsProps {
  agent: TAgent;
  dirty: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

/** The builder's panels as tabs. The form stays mounted while another tab shows, so unsaved edits are kept. */
export function BuilderPanels({ agent, dirty, onDirtyChange }: BuilderPanelsProps) {
  const { t } = useTranslation('aiAgents');
  const idPrefix = useId();
  const [panel, setPanel] = useState<Panel>('settings');
  // A restore replaces the draft, unsaved edits included: a new key mounts the form on the restored copy.
  const [formKey, setFormKey] = useState(0);
  const tabId = (p: Panel) => `${idPrefix}-tab-${p}`;
  const panelId = (p: Panel) => `${idPrefix}-panel-${p}`;
  return (
    <div className="space-y-6">
      <SegmentedTabs
        tabs={PANELS}
        value={panel}
        onChange={setPanel}
        label={t('builder.panels')}
        labelOf={(p) => t(`builder.tab.${p}`)}
        tabId={tabId}
        panelId={panelId}
        className="flex w-full sm:inline-flex sm:w-auto"
        tabClassName="flex-1 sm:flex-none"
      />
      <div role="tabpanel" id={panelId('settings')} aria-labelledby={tabId('settings')} hidden={panel !== 'settings'}>
        <AgentForm key={formKey} agent={agent} onDirtyChange={onDirtyChange} />
      </div>
      {panel === 'versions' ? (
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

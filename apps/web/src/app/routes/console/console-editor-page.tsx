import type { TConsoleApp } from '@atrium/contracts/app-console';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LeaveDialog } from '@/components/forms/leave-dialog';
import { useConsoleApp } from '@/features/console/api/get-console-app';
import { EditorHeader } from '@/features/console/components/editor/editor-header';
import { EDITOR_TABS, type EditorTab, EditorTabs } from '@/features/console/components/editor/editor-tabs';
import { ListingPanel } from '@/features/console/components/listing/listing-panel';
import { useNavigationGuard } from '@/lib/navigation-guard';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { useSearchParams } from '@/lib/use-search-params';
import { ConsolePage } from './console-page';
import { EditorPanels } from './editor-panels';
import { EditorLoading, EditorNotFound } from './editor-states';

const isTab = (value: string | null): value is EditorTab => EDITOR_TABS.includes(value as EditorTab);

/** /console/apps/new and /console/apps/:id: the listing, plans, releases, installs and review steps of one app. */
export function ConsoleEditorPage({ id }: { id: string | undefined }) {
  // Keyed by the id so moving from one app to another (or from new to the created draft) starts clean.
  return <Editor key={id ?? 'new'} id={id} />;
}

function Editor({ id }: { id: string | undefined }) {
  const { t } = useTranslation('console');
  const { user } = useSession();
  const isSuperAdmin = user?.role === 'super_admin';
  const navigate = useNavigate();
  const idPrefix = useId();
  const [params, setParams] = useSearchParams();
  const tab: EditorTab = id && isTab(params.get('tab')) ? (params.get('tab') as EditorTab) : 'listing';
  const query = useConsoleApp(id);
  usePageTitle(id ? (query.data?.name ?? '') : t('list.new'), t('eyebrow'));
  const [dirty, setDirty] = useState<Partial<Record<EditorTab, boolean>>>({});
  const [created, setCreated] = useState<TConsoleApp | null>(null);
  const anyDirty = Object.values(dirty).some(Boolean);
  const guard = useNavigationGuard(id ? `/console/apps/${id}` : '/console/apps/new', anyDirty && !created);

  // After the first save the draft has an id: continue on its own page, at its plans.
  useEffect(() => {
    if (created) navigate(`/console/apps/${created._id}?tab=plans`, { replace: true });
  }, [created, navigate]);

  const markDirty = useCallback(
    (which: EditorTab) => (value: boolean) => setDirty((d) => (d[which] === value ? d : { ...d, [which]: value })),
    [],
  );
  const [listingDirty] = useState(() => markDirty('listing'));
  const selectTab = (next: EditorTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'listing') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  const app = query.data ?? null;
  if (id && query.isPending) return <EditorLoading />;
  if (id && query.isError) return <EditorNotFound message={query.error.message} />;

  return (
    <ConsolePage>
      <EditorHeader
        name={app?.name ?? ''}
        iconUrl={app?.iconUrl ?? null}
        backTo="/console/apps"
        backLabel={t('editor.back')}
        meta={app ? `${app.partner.name} · ${t(`types.${app.type}`)}` : t('editor.newHint')}
      />
      <div className="space-y-6">
        <EditorTabs value={tab} onChange={selectTab} dirty={dirty} disabled={!app} idPrefix={idPrefix} />
        {app ? (
          <EditorPanels app={app} tab={tab} idPrefix={idPrefix} isSuperAdmin={isSuperAdmin} dirty={dirty} markDirty={markDirty} />
        ) : (
          <div role="tabpanel" id={`${idPrefix}-panel-listing`} aria-labelledby={`${idPrefix}-tab-listing`}>
            <p className="mb-6 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100">
              {t('editor.newNote')}
            </p>
            <ListingPanel app={null} isSuperAdmin={isSuperAdmin} onCreated={setCreated} onDirtyChange={listingDirty} />
          </div>
        )}
      </div>
      <LeaveDialog open={guard.blocked} onStay={guard.stay} onLeave={guard.proceed} ns="console" />
    </ConsolePage>
  );
}

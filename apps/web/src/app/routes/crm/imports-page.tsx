import type { TCrmImportKind } from '@atrium/contracts/crm-imports';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { CsvImportFlow } from '@/features/crm/components/csv-import-flow';
import { ImportHistory } from '@/features/crm/components/import-history';
import { useImportLive } from '@/features/crm/hooks/use-import-live';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSearchParams } from '@/lib/use-search-params';
import { CrmAccess, CrmPageShell } from './crm-page-shell';

const KINDS = ['users', 'locations'] as const satisfies readonly TCrmImportKind[];
type Kind = (typeof KINDS)[number];

/** /crm/imports: CSV upload of users or locations (agency admins), with the history of imports. */
export function Component() {
  return (
    <CrmPageShell>
      <CrmAccess audience="agencyAdmins">
        <ImportsPage />
      </CrmAccess>
    </CrmPageShell>
  );
}

function ImportsPage() {
  const { t } = useTranslation('crm', { keyPrefix: 'imports' });
  usePageTitle(t('pageTitle'));
  useImportLive();
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.get('kind') === 'locations' ? 'locations' : 'users';
  const importId = params.get('import');
  // The step and the kind live in the address, so a reload or the back button keeps the place.
  const go = (next: { kind?: Kind; import?: string | null }) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next.kind) out.set('kind', next.kind);
      if (next.import === null) out.delete('import');
      else if (next.import) out.set('import', next.import);
      return out;
    });

  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />
      <div className="mt-8 flex flex-col gap-8">
        <section
          aria-labelledby="import-now"
          className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200"
        >
          <h2 id="import-now" tabIndex={-1} className="text-lg font-semibold text-ink-900 outline-none">
            {t('newTitle')}
          </h2>
          <SegmentedTabs
            tabs={KINDS}
            value={kind}
            onChange={(next) => go({ kind: next, import: null })}
            label={t('kindLabel')}
            labelOf={(k) => t(`kinds.${k}`)}
            tabId={(k) => `import-tab-${k}`}
            panelId={(k) => `import-panel-${k}`}
            className="flex w-full sm:inline-flex sm:w-auto"
            tabClassName="flex-1"
          />
          <div id={`import-panel-${kind}`} role="tabpanel" aria-labelledby={`import-tab-${kind}`} className="flex flex-col gap-3">
            <p className="text-sm text-ink-600">{t(`help.${kind}`)}</p>
            <CsvImportFlow kind={kind} importId={importId} onImportChange={(id) => go({ import: id })} />
          </div>
        </section>
        <section aria-labelledby="import-history" className="flex flex-col gap-3">
          <h2 id="import-history" className="text-xl font-semibold text-ink-900">
            {t('history.title')}
          </h2>
          <ImportHistory
            kind={kind}
            onOpen={(id) => {
              go({ import: id });
              // The import opens in the section above: bring it into view, its heading first for screen readers.
              const heading = document.getElementById('import-now');
              heading?.scrollIntoView?.({ block: 'start' });
              heading?.focus();
            }}
          />
        </section>
      </div>
    </>
  );
}

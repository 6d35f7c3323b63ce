import { CSV_TARGETS, type TCsvTarget } from '@atrium/contracts/csv-import';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCsvParents } from '@/features/education/authoring-quizzes/api/get-csv-parents';
import { ManageHeader, ManagePage } from '@/features/education/authoring-quizzes/components/manage-header';
import { FormAlert } from '@/features/education/authoring-quizzes/components/manage-states';
import { useCsvImport } from '@/features/education/authoring-quizzes/hooks/use-csv-import';
import { downloadText, templateCsv } from '@/features/education/authoring-quizzes/utils/csv-text';
import { MANAGE_PATH } from '@/features/education/authoring-quizzes/utils/paths';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { CsvDropZone } from './csv-drop-zone';
import { ImportProgress } from './import-progress';
import { ImportReport } from './import-report';
import { ParentPicker } from './parent-picker';
import { PreviewPanel } from './preview-panel';
import { TargetPicker } from './target-picker';

/** Players are an agency's people: the super admin has none to import. */
const targetsFor = (role: string | undefined): readonly TCsvTarget[] =>
  role === 'agency_admin' ? CSV_TARGETS : CSV_TARGETS.filter((target) => target !== 'players');

/** `/education/manage/import`: CSV imports with a preview, real progress and a per-row report. */
export function ImportScreen() {
  const { t } = useTranslation('authoring-quizzes');
  usePageTitle(t('import.pageTitle'));
  const { user } = useSession();
  const [target, setTarget] = useState<TCsvTarget>('checklist-items');
  const [parentId, setParentId] = useState<string | null>(null);
  const parents = useCsvParents(target);
  const needsParent = target !== 'players';
  // A list chosen for another target, or one that is gone, is no choice.
  const parent = needsParent ? (parents.parents.find((p) => p.id === parentId) ?? null) : null;
  const csv = useCsvImport(target, parent?.id ?? null);
  const busy = csv.importing || csv.previewing;
  const ready = Boolean(csv.file) && (!needsParent || parent !== null);
  const finished = csv.preview !== null && (csv.imported.size > 0 || csv.stop !== null) && !csv.importing;

  return (
    <ManagePage>
      <ManageHeader
        back={{ to: MANAGE_PATH, label: t('backToContent') }}
        eyebrow={t('eyebrow')}
        title={t('import.title')}
        subtitle={t('import.subtitle')}
      />
      <div className="mt-8 space-y-6">
        <section aria-labelledby="import-step-what" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
          <h2 id="import-step-what" className="text-lg font-semibold text-ink-900">
            {t('import.steps.what')}
          </h2>
          <div className="mt-4 space-y-5">
            <TargetPicker
              targets={targetsFor(user?.role)}
              value={target}
              disabled={busy}
              onChange={(next) => {
                setTarget(next);
                setParentId(null);
              }}
            />
            {needsParent ? (
              <ParentPicker target={target} state={parents} value={parent?.id ?? ''} disabled={busy} onChange={setParentId} />
            ) : null}
            <div className="flex flex-col items-start gap-3 rounded-xl bg-ink-50 px-4 py-3 sm:flex-row sm:items-center">
              <p className="min-w-0 flex-1 text-sm text-ink-700">{t('import.template.body')}</p>
              <Button variant="secondary" size="sm" onClick={() => downloadText(`${target}-template.csv`, templateCsv(target))}>
                {t('import.template.download')}
              </Button>
            </div>
          </div>
        </section>

        <section aria-labelledby="import-step-file" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
          <h2 id="import-step-file" className="text-lg font-semibold text-ink-900">
            {t('import.steps.file')}
          </h2>
          <div className="mt-4 space-y-4">
            <CsvDropZone file={csv.file} problem={csv.fileProblem} disabled={busy} onFile={(f) => void csv.chooseFile(f)} />
            <FormAlert message={csv.previewError ? t('import.previewFailed', { reason: csv.previewError }) : null} />
            <div className="flex flex-wrap items-center gap-3">
              <Button onClick={() => void csv.runPreview()} disabled={!ready || busy} loading={csv.previewing}>
                {t('import.preview')}
              </Button>
              {!ready && !busy ? (
                <p className="text-sm text-ink-500">{needsParent && !parent ? t('import.needParent') : t('import.needFile')}</p>
              ) : null}
            </div>
          </div>
        </section>

        {csv.preview && !csv.importing && !finished ? (
          <PreviewPanel target={target} report={csv.preview} onImport={() => void csv.runImport()} />
        ) : null}
        {csv.importing && csv.progress ? (
          <ImportProgress progress={csv.progress} cancelling={csv.cancelling} onCancel={csv.cancel} />
        ) : null}
        {finished && csv.preview ? (
          <ImportReport
            target={target}
            preview={csv.preview}
            imported={csv.imported}
            stop={csv.stop}
            pending={csv.pending.length}
            onResume={() => void csv.runImport()}
            onStartOver={csv.startOver}
          />
        ) : null}
      </div>
    </ManagePage>
  );
}

import type { TChangelog } from '@atrium/contracts/changelogs';
import { type ReactNode, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '@/components/forms/form-alert';
import { LeaveDialog } from '@/components/forms/leave-dialog';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { useChangelog } from '@/features/changelogs/api/get-changelog';
import { usePublishChangelog } from '@/features/changelogs/api/publish-changelog';
import { useSaveChangelog } from '@/features/changelogs/api/save-changelog';
import { canWriteChangelogs, canWritePlatform } from '@/features/changelogs/utils/access';
import {
  type ChangelogFormErrors,
  type ChangelogFormValues,
  emptyForm,
  formOf,
  sameForm,
  stillInvalid,
  toCreate,
  toUpdate,
  validateChangelog,
} from '@/features/changelogs/utils/changelog-form';
import { CHANGELOGS_PATH, changelogEditPath, changelogPath } from '@/features/changelogs/utils/changelog-paths';
import { newlyShipped } from '@/features/changelogs/utils/shipping';
import { ApiError } from '@/lib/api-client';
import { useNavigationGuard } from '@/lib/navigation-guard';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import type { AppOption } from '@/lib/queries/app-options';
import { useSession } from '@/lib/session-store';
import { ChangelogForm } from './changelog-form';
import { ChangelogError, ChangelogSkeleton, ChangelogState } from './changelog-states';
import { PublishDialog } from './publish-dialog';

const FORM_ID = 'changelog-form';

/** /change_logs/new and /change_logs/:changelogId/edit: the entry editor, for the roadmap's managers. */
export function ChangelogEditorScreen({ id }: { id: string | null }) {
  const { user } = useSession();
  const entry = useChangelog(id ?? '', id !== null);
  if (!canWriteChangelogs(user?.role)) return <NotAllowed />;
  if (id === null) return <ChangelogEditor entry={null} />;
  if (entry.isPending)
    return (
      <Frame>
        <ChangelogSkeleton timeline={false} />
      </Frame>
    );
  if (entry.isError)
    return (
      <Frame>
        {entry.error instanceof ApiError && entry.error.status < 500 ? (
          <NotAllowed inline />
        ) : (
          <ChangelogError onRetry={() => void entry.refetch()} retrying={entry.isFetching} />
        )}
      </Frame>
    );
  if (!entry.data.viewerCanManage) return <NotAllowed />;
  // Keyed, so reaching another entry's editor starts from that entry's values.
  return <ChangelogEditor key={entry.data._id} entry={entry.data} />;
}

/** Shown to someone who may not write this entry (or any): the API would refuse them anyway. */
function NotAllowed({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation('updates');
  const state = (
    <ChangelogState
      title={t('editor.notAllowed.title')}
      body={t('editor.notAllowed.body')}
      action={
        <Link to={CHANGELOGS_PATH} className={buttonClasses('secondary')}>
          {t('changelogs.back')}
        </Link>
      }
    />
  );
  return inline ? state : <Frame>{state}</Frame>;
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">{children}</div>;
}

function ChangelogEditor({ entry }: { entry: TChangelog | null }) {
  const { t } = useTranslation('updates');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useSession();
  const allowPlatform = canWritePlatform(user?.role);
  const [saved, setSaved] = useState<ChangelogFormValues>(() =>
    entry ? formOf(entry) : emptyForm(allowPlatform ? 'platform' : ''),
  );
  const [values, setValues] = useState(saved);
  const [chosenApp, setChosenApp] = useState<AppOption | null>(entry?.app ?? null);
  const [errors, setErrors] = useState<ChangelogFormErrors>({});
  const [publishing, setPublishing] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const save = useSaveChangelog();
  const publish = usePublishChangelog();
  usePageTitle(entry ? t('editor.editTitle') : t('editor.newTitle'));

  const dirty = !sameForm(values, saved);
  const draft = entry?.status !== 'published';
  const guard = useNavigationGuard(pathname, dirty && leaveTo === null);

  // Navigates once the guard no longer holds (after a save), so leaving the editor is not blocked.
  useEffect(() => {
    if (leaveTo !== null) void navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);

  const check = () => {
    const found = validateChangelog(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const persist = async (): Promise<TChangelog> =>
    save.mutateAsync(entry ? { id: entry._id, values: toUpdate(values, draft) } : { id: null, values: toCreate(values) });

  const onSave = async () => {
    if (!check()) return;
    try {
      const result = await persist();
      setSaved(values);
      toast.success(draft ? t('editor.savedDraft') : t('editor.saved'));
      if (!entry) setLeaveTo(changelogEditPath(result._id));
    } catch {
      // The message shows above the form (save.error).
    }
  };

  const onPublish = async () => {
    try {
      const result = await persist();
      setSaved(values);
      await publish.mutateAsync(result._id);
      toast.success(t('editor.publishedToast'));
      setPublishing(false);
      setLeaveTo(changelogPath(result._id));
    } catch {
      // Shown in the dialog (publish.error or save.error).
    }
  };

  const serverError = save.error?.message ?? null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <Link
        to={entry ? changelogPath(entry._id) : CHANGELOGS_PATH}
        className={`inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-brand-700 hover:text-brand-900 ${focusRing}`}
      >
        <Icon name="arrowEnd" className="size-4 rotate-180" />
        {entry ? t('editor.backToEntry') : t('changelogs.back')}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {entry ? t('editor.editTitle') : t('editor.newTitle')}
        </h1>
        {draft ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-medium text-amber-800">
            {t('changelogs.draft')}
          </span>
        ) : null}
      </div>
      <div className="mt-6 space-y-6">
        {!publishing ? <FormAlert message={serverError} /> : null}
        <ChangelogForm
          formId={FORM_ID}
          values={values}
          onChange={(next) => {
            setValues(next);
            setErrors((shown) => stillInvalid(shown, next));
          }}
          errors={errors}
          entry={entry}
          allowPlatform={allowPlatform}
          chosenApp={chosenApp}
          onChosenApp={setChosenApp}
          onSubmit={() => void onSave()}
        />
      </div>
      <div className="sticky bottom-3 z-10 mt-6 flex flex-col gap-3 rounded-2xl bg-white/95 px-5 py-4 shadow-lg ring-1 ring-ink-200 backdrop-blur sm:flex-row sm:items-center">
        <p className="flex flex-1 items-center gap-2 text-sm" aria-live="polite">
          <span aria-hidden="true" className={`size-2 rounded-full ${dirty ? 'bg-amber-500' : 'bg-emerald-500'}`} />
          <span className={dirty ? 'font-medium text-amber-800' : 'text-ink-600'}>
            {dirty ? t('editor.unsaved') : t('editor.allSaved')}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            form={FORM_ID}
            variant={draft ? 'secondary' : 'primary'}
            loading={save.isPending && !publishing}
            className="flex-1 sm:flex-none"
          >
            {draft ? t('editor.saveDraft') : t('editor.save')}
          </Button>
          {draft ? (
            <Button
              className="flex-1 sm:flex-none"
              onClick={() => {
                if (check()) setPublishing(true);
              }}
            >
              {t('editor.publish')}
            </Button>
          ) : null}
        </div>
      </div>
      <PublishDialog
        open={publishing}
        title={values.title}
        shipping={newlyShipped(values.items)}
        pending={save.isPending || publish.isPending}
        error={publish.error?.message ?? save.error?.message ?? null}
        onConfirm={() => void onPublish()}
        onClose={() => {
          publish.reset();
          setPublishing(false);
        }}
      />
      <LeaveDialog open={guard.blocked} onStay={guard.stay} onLeave={guard.proceed} ns="updates" />
    </div>
  );
}

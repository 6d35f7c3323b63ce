import { type TConsoleApp, ZAppVersionInput } from '@atrium/contracts/app-console';
import { type FormEvent, useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useAddConsoleVersion } from '@/features/console/api/add-console-version';
import { ApiError } from '@/lib/api-client';
import { VersionList } from './version-list';

export interface VersionsPanelProps {
  app: TConsoleApp;
  onDirtyChange: (dirty: boolean) => void;
}

type Errors = { version?: string; notes?: string };

/** The likely next version as the placeholder: 1.2.3 -> 1.2.4 (1.0.0 for the first release). */
const nextPatch = (latest: string | undefined) => {
  const parts = latest?.split('.').map(Number);
  return parts && parts.length === 3 ? `${parts[0]}.${parts[1]}.${(parts[2] ?? 0) + 1}` : '1.0.0';
};

/** The release history and a form for the next release (the server refuses one that is not newer). */
export function VersionsPanel({ app, onDirtyChange }: VersionsPanelProps) {
  const { t } = useTranslation('console');
  const formId = useId();
  const [version, setVersion] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = useAddConsoleVersion();
  const frozen = app.status === 'deprecated';
  const dirty = Boolean(version.trim() || notes.trim());
  const latest = [...app.versions].sort((a, b) => b.releasedAt.localeCompare(a.releasedAt))[0]?.version;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    setRefusal(null);
    const parsed = ZAppVersionInput.safeParse({ version: version.trim(), notes });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'version') next.version ??= t('errors.version');
        if (field === 'notes')
          next.notes ??= issue.code === 'too_big' ? t('errors.tooLong', { max: 10_000, count: 10_000 }) : t('errors.notes');
      }
      setErrors(next);
      return;
    }
    try {
      await add.mutateAsync({ id: app._id, body: parsed.data });
      setVersion('');
      setNotes('');
      setErrors({});
      toast.success(t('toast.released', { version: parsed.data.version }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A 409 says the version is not newer than the last: the server's words name both versions.
      if (error instanceof ApiError && error.status === 409) {
        setRefusal(message);
        setErrors({ version: t('errors.versionNotNewer') });
      } else toast.error(t('toast.error', { message }));
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <section aria-labelledby={`${formId}-history`}>
        <h2 id={`${formId}-history`} className="mb-4 text-lg font-semibold text-ink-900">
          {t('versions.history')}
        </h2>
        <VersionList versions={app.versions} />
      </section>
      {frozen ? (
        <FormAlert tone="info" message={t('editor.frozen')} />
      ) : (
        <form
          id={formId}
          noValidate
          onSubmit={onSubmit}
          className="h-fit space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 lg:sticky lg:top-24"
        >
          <div>
            <h2 className="text-base font-semibold text-ink-900">{t('versions.newRelease')}</h2>
            <p className="mt-1 text-sm text-ink-500">{t('versions.newReleaseHint')}</p>
          </div>
          <FormAlert message={refusal} />
          <Field
            label={t('versions.version')}
            name="version"
            value={version}
            onChange={(e) => {
              setVersion(e.target.value);
              setErrors((c) => ({ ...c, version: undefined }));
              setRefusal(null);
            }}
            error={errors.version}
            placeholder={nextPatch(latest)}
            hint={latest ? t('versions.latestIs', { version: latest }) : t('versions.formatHint')}
            autoComplete="off"
            spellCheck={false}
            className="[&_input]:font-mono"
          />
          <TextareaField
            label={t('versions.notes')}
            name="notes"
            value={notes}
            onChange={(e) => {
              setNotes(e.target.value);
              setErrors((c) => ({ ...c, notes: undefined }));
            }}
            error={errors.notes}
            hint={t('listing.allowedHtml')}
            rows={6}
          />
          <Button type="submit" loading={add.isPending} className="w-full">
            {add.isPending ? t('versions.publishing') : t('versions.publish')}
          </Button>
        </form>
      )}
    </div>
  );
}

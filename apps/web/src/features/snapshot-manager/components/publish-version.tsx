import { ZSnapshotVersionCreate } from '@atrium/contracts/snapshots';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { usePublishVersion } from '@/features/snapshot-manager/api/listings';
import { asksForContents, contentsFromDraft, emptyContents } from '@/features/snapshot-manager/utils/contents-draft';
import { errorText } from '@/features/snapshot-manager/utils/error-text';
import { ContentsEditor } from './contents-editor';
import { CrmProblem, crmProblemOf } from './crm-problem';

/** A new version with its release notes; the contents are read again from the CRM. */
export function PublishVersion({ snapshotId, current }: { snapshotId: string; current: number }) {
  const { t } = useTranslation('snapshot-manager');
  const publish = usePublishVersion();
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState(false);
  const [contents, setContents] = useState(emptyContents);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const listed = contentsFromDraft(contents);
    const body = { snapshot_id: snapshotId, releaseNotes: notes, ...(listed ? { contents: listed } : {}) };
    if (!ZSnapshotVersionCreate.safeParse(body).success) {
      setProblem(true);
      return;
    }
    publish.mutate(body, {
      onSuccess: (detail) => {
        setNotes('');
        setContents(emptyContents());
        toast.success(t('version.published', { number: detail.version.number }));
      },
    });
  };
  const crmCode = publish.isError ? crmProblemOf(publish.error) : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ink-600">{t('version.current', { number: current })}</p>
      <TextareaField
        label={t('version.notes')}
        name="version-notes"
        value={notes}
        rows={4}
        maxLength={5000}
        dir="auto"
        hint={t('version.notesHint')}
        onChange={(event) => {
          setNotes(event.target.value);
          setProblem(false);
        }}
        error={problem ? t('version.notesRequired') : undefined}
      />
      <ContentsEditor value={contents} onChange={setContents} required={publish.isError && asksForContents(publish.error)} />
      {crmCode ? <CrmProblem code={crmCode} /> : null}
      {publish.isError && !crmCode ? (
        <p role="alert" className="text-sm text-red-600">
          {errorText(publish.error, t('errors.offline'), t('errors.save'))}
        </p>
      ) : null}
      <Button type="submit" loading={publish.isPending}>
        {t('version.submit', { number: current + 1 })}
      </Button>
    </form>
  );
}

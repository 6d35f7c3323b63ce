import type { TSnapshotDetail, TSnapshotFolder } from '@atrium/contracts/snapshots';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormSection } from '@/components/forms/form-section';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { TextareaField } from '@/components/ui/textarea-field';
import { useCreateListing } from '@/features/snapshot-manager/api/listings';
import { asksForContents, contentsFromDraft, emptyContents } from '@/features/snapshot-manager/utils/contents-draft';
import { errorText } from '@/features/snapshot-manager/utils/error-text';
import { type FieldDraft, type FieldErrors, validateFieldDrafts } from '@/features/snapshot-manager/utils/field-drafts';
import {
  draftToCreate,
  emptyListingDraft,
  type ListingDraft,
  type ListingErrors,
  validateListing,
} from '@/features/snapshot-manager/utils/listing-draft';
import { ContentsEditor } from './contents-editor';
import { CrmProblem, crmProblemOf } from './crm-problem';
import { CrmSnapshotPicker } from './crm-snapshot-picker';
import { CustomFieldsEditor } from './custom-fields-editor';
import { FormProblems } from './form-problems';
import { ListingFields } from './listing-fields';

interface PublishFormProps {
  folders: readonly TSnapshotFolder[];
  /** CRM snapshot ids the agency has listed already. */
  listed: ReadonlySet<string>;
  initialFolder: string | null;
  onPublished: (listing: TSnapshotDetail) => void;
}

/** "Publish a snapshot": one of the agency's CRM snapshots, how the listing reads, and what locations must give. */
export function PublishForm({ folders, listed, initialFolder, onPublished }: PublishFormProps) {
  const { t } = useTranslation('snapshot-manager');
  const create = useCreateListing();
  const [crmSnapshotId, setCrmSnapshotId] = useState('');
  const [draft, setDraft] = useState<ListingDraft>(() => emptyListingDraft(initialFolder));
  const [fields, setFields] = useState<FieldDraft[]>([]);
  const [contents, setContents] = useState(emptyContents);
  const [errors, setErrors] = useState<ListingErrors>({});
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [checked, setChecked] = useState(false);

  // Once a submit has shown problems, they follow the edits, so a fixed field loses its message at once.
  const change = (patch: Partial<ListingDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (checked) setErrors(validateListing(next, crmSnapshotId));
  };
  const changeFields = (next: FieldDraft[]) => {
    setFields(next);
    if (checked) setFieldErrors(validateFieldDrafts(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const listingProblems = validateListing(draft, crmSnapshotId);
    const fieldProblems = validateFieldDrafts(fields);
    setChecked(true);
    setErrors(listingProblems);
    setFieldErrors(fieldProblems);
    setAttempt((n) => n + 1);
    if (Object.keys(listingProblems).length > 0 || Object.keys(fieldProblems).length > 0) return;
    create.mutate(draftToCreate(crmSnapshotId, draft, fields, contentsFromDraft(contents)), { onSuccess: onPublished });
  };

  const problemCount = Object.keys(errors).length + Object.keys(fieldErrors).length;
  const crmCode = create.isError ? crmProblemOf(create.error) : null;
  const contentsAsked = create.isError && asksForContents(create.error);

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <FormSection id="publish-crm" title={t('publish.crmTitle')} description={t('publish.crmBody')}>
        <CrmSnapshotPicker
          value={crmSnapshotId}
          listed={listed}
          error={errors.crmSnapshotId ? t('form.errors.crmSnapshot') : null}
          onChange={(id, name) => {
            setCrmSnapshotId(id);
            const next = draft.name.trim() ? draft : { ...draft, name };
            setDraft(next);
            if (checked) setErrors(validateListing(next, id));
          }}
        />
      </FormSection>
      <FormSection id="publish-listing" title={t('publish.listingTitle')} description={t('publish.listingBody')}>
        <ListingFields draft={draft} onChange={change} errors={errors} folders={folders} />
      </FormSection>
      <FormSection id="publish-fields" title={t('fields.title')} description={t('fields.body')}>
        <CustomFieldsEditor fields={fields} onChange={changeFields} errors={fieldErrors} />
      </FormSection>
      <FormSection id="publish-notes" title={t('publish.notesTitle')}>
        <ContentsEditor value={contents} onChange={setContents} required={contentsAsked} />
        <TextareaField
          label={t('publish.releaseNotes')}
          name="releaseNotes"
          value={draft.releaseNotes}
          rows={3}
          maxLength={5000}
          dir="auto"
          hint={t('publish.releaseNotesHint')}
          onChange={(event) => change({ releaseNotes: event.target.value })}
        />
      </FormSection>

      {crmCode ? <CrmProblem code={crmCode} /> : null}
      <FormProblems
        attempt={attempt}
        message={
          problemCount > 0
            ? t('form.problems', { count: problemCount })
            : create.isError && !crmCode
              ? errorText(create.error, t('errors.offline'), t('errors.save'))
              : null
        }
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Link to="/snapshots" className={buttonClasses('secondary')}>
          {t('actions.cancel')}
        </Link>
        <Button type="submit" loading={create.isPending}>
          {t('publish.submit')}
        </Button>
      </div>
    </form>
  );
}

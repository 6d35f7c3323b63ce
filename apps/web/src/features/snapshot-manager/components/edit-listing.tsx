import type { TSnapshotDetail, TSnapshotFolder } from '@atrium/contracts/snapshots';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormSection } from '@/components/forms/form-section';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSaveCustomFields } from '@/features/snapshot-manager/api/custom-fields';
import { useDeleteListing, useUpdateListing } from '@/features/snapshot-manager/api/listings';
import { errorText } from '@/features/snapshot-manager/utils/error-text';
import {
  draftFromField,
  type FieldDraft,
  type FieldErrors,
  validateFieldDrafts,
} from '@/features/snapshot-manager/utils/field-drafts';
import {
  draftFromListing,
  draftToUpdate,
  type ListingDraft,
  type ListingErrors,
  validateListing,
} from '@/features/snapshot-manager/utils/listing-draft';
import { CustomFieldsEditor } from './custom-fields-editor';
import { FormProblems } from './form-problems';
import { ListingFields } from './listing-fields';
import { PublishVersion } from './publish-version';

interface EditListingProps {
  listing: TSnapshotDetail;
  folders: readonly TSnapshotFolder[];
  onDeleted: () => void;
}

/** Editing a listing: its text and visibility, its custom fields, a new version, or removing it. */
export function EditListing({ listing, folders, onDeleted }: EditListingProps) {
  const { t } = useTranslation('snapshot-manager');
  const update = useUpdateListing();
  const saveFields = useSaveCustomFields();
  const remove = useDeleteListing();
  const [draft, setDraft] = useState<ListingDraft>(() => draftFromListing(listing));
  // The fields as last saved: the next save compares with them (new ones have ids once created).
  const [savedFields, setSavedFields] = useState(listing.customFields);
  const [fields, setFields] = useState<FieldDraft[]>(() => listing.customFields.map(draftFromField));
  const [errors, setErrors] = useState<ListingErrors>({});
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const saving = update.isPending || saveFields.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const listingProblems = validateListing(draft);
    const fieldProblems = validateFieldDrafts(fields);
    setErrors(listingProblems);
    setFieldErrors(fieldProblems);
    setAttempt((n) => n + 1);
    if (Object.keys(listingProblems).length > 0 || Object.keys(fieldProblems).length > 0) return;
    try {
      await update.mutateAsync({ id: listing._id, body: draftToUpdate(draft) });
      const saved = await saveFields.mutateAsync({ snapshotId: listing._id, before: savedFields, drafts: fields });
      setSavedFields(saved);
      setFields(saved.map(draftFromField));
      toast.success(t('edit.saved'));
    } catch {
      // The mutation's error is shown under the form.
    }
  };

  const problemCount = Object.keys(errors).length + Object.keys(fieldErrors).length;
  const failed = update.error ?? saveFields.error;

  return (
    <div className="space-y-6">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
        <FormSection id="edit-listing" title={t('publish.listingTitle')}>
          <ListingFields
            draft={draft}
            onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
            errors={errors}
            folders={folders}
          />
        </FormSection>
        <FormSection id="edit-fields" title={t('fields.title')} description={t('fields.body')}>
          <CustomFieldsEditor fields={fields} onChange={setFields} errors={fieldErrors} />
        </FormSection>
        <FormProblems
          attempt={attempt}
          message={
            problemCount > 0
              ? t('form.problems', { count: problemCount })
              : failed
                ? errorText(failed, t('errors.offline'), t('errors.save'))
                : null
          }
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Link to={`/snapshot/${listing._id}`} className={buttonClasses('secondary')}>
            {t('edit.viewPage')}
          </Link>
          <Button type="submit" loading={saving}>
            {t('edit.save')}
          </Button>
        </div>
      </form>
      <FormSection id="edit-version" title={t('version.title')} description={t('version.body')}>
        <PublishVersion snapshotId={listing._id} current={listing.version.number} />
      </FormSection>
      <FormSection id="edit-delete" title={t('edit.deleteTitle')} description={t('listings.deleteBody')}>
        <div>
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>
            {t('listings.delete')}
          </Button>
        </div>
      </FormSection>
      <ConfirmDialog
        open={confirmDelete}
        title={t('listings.deleteTitle', { name: listing.name })}
        confirmLabel={t('listings.delete')}
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error, t('errors.offline'), t('errors.save')) : null}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(listing._id, {
            onSuccess: () => {
              toast.success(t('listings.deleted'));
              onDeleted();
            },
          })
        }
      >
        {t('listings.deleteBody')}
      </ConfirmDialog>
    </div>
  );
}

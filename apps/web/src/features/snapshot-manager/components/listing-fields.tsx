import { SNAPSHOT_VISIBILITIES, type TSnapshotFolder } from '@atrium/contracts/snapshots';
import { useTranslation } from 'react-i18next';
import { ImageUploadButton } from '@/components/forms/image-upload-button';
import { RichTextInput } from '@/components/forms/rich-text-input';
import { SelectField } from '@/components/forms/select-field';
import { Field } from '@/components/ui/field';
import { buildTree, flatten } from '@/features/snapshot-manager/utils/folder-tree';
import type { ListingDraft, ListingErrors } from '@/features/snapshot-manager/utils/listing-draft';

const MAX_SCREENSHOTS = 10;

interface ListingFieldsProps {
  draft: ListingDraft;
  onChange: (patch: Partial<ListingDraft>) => void;
  errors: ListingErrors;
  folders: readonly TSnapshotFolder[];
}

/** What a listing says and who sees it: shared by publishing and editing. */
export function ListingFields({ draft, onChange, errors, folders }: ListingFieldsProps) {
  const { t } = useTranslation('snapshot-manager');
  const folderOptions = flatten(buildTree(folders));
  return (
    <div className="space-y-5">
      <Field
        label={t('form.name')}
        name="name"
        value={draft.name}
        maxLength={120}
        onChange={(event) => onChange({ name: event.target.value })}
        error={errors.name ? t('form.errors.name') : null}
        dir="auto"
      />
      <RichTextInput
        label={t('form.description')}
        name="description"
        value={draft.description}
        onChange={(description) => onChange({ description })}
        error={errors.description ? t('form.errors.description') : null}
        rows={6}
        texts={{ hint: t('form.descriptionHint'), preview: t('form.preview'), empty: t('form.previewEmpty') }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('form.niche')}
          name="niche"
          value={draft.niche}
          maxLength={100}
          placeholder={t('form.nichePlaceholder')}
          onChange={(event) => onChange({ niche: event.target.value })}
        />
        <Field
          label={t('form.tags')}
          name="tags"
          value={draft.tags}
          hint={t('form.tagsHint')}
          onChange={(event) => onChange({ tags: event.target.value })}
          error={errors.tags ? t('form.errors.tags') : null}
        />
      </div>

      <div>
        <p className="mb-1.5 text-sm font-medium text-ink-800">{t('form.cover')}</p>
        <div className="flex flex-wrap items-center gap-3">
          {draft.coverUrl ? (
            <img
              src={draft.coverUrl}
              alt={t('form.coverAlt')}
              className="h-20 w-36 rounded-lg object-cover ring-1 ring-ink-200"
            />
          ) : null}
          <ImageUploadButton
            ns="snapshot-manager"
            label={draft.coverUrl ? t('form.coverReplace') : t('form.coverUpload')}
            desiredPath="snapshots/covers"
            onUploaded={(coverUrl) => onChange({ coverUrl })}
          />
          {draft.coverUrl ? (
            <button
              type="button"
              onClick={() => onChange({ coverUrl: null })}
              className="text-sm font-medium text-red-700 hover:underline"
            >
              {t('form.coverRemove')}
            </button>
          ) : null}
        </div>
      </div>

      <div>
        <p className="mb-1.5 text-sm font-medium text-ink-800">{t('form.screenshots')}</p>
        {draft.screenshots.length > 0 ? (
          <ul className="mb-3 flex flex-wrap gap-3">
            {draft.screenshots.map((url, index) => (
              <li key={url} className="relative">
                <img
                  src={url}
                  alt={t('form.screenshotAlt', { number: index + 1 })}
                  className="h-20 w-32 rounded-lg object-cover ring-1 ring-ink-200"
                />
                <button
                  type="button"
                  onClick={() => onChange({ screenshots: draft.screenshots.filter((s) => s !== url) })}
                  aria-label={t('form.screenshotRemove', { number: index + 1 })}
                  className="absolute -end-2 -top-2 grid size-6 place-items-center rounded-full bg-white text-sm text-ink-700 shadow ring-1 ring-ink-200 hover:text-red-700"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <ImageUploadButton
          ns="snapshot-manager"
          label={t('form.screenshotAdd')}
          desiredPath="snapshots/screenshots"
          disabled={draft.screenshots.length >= MAX_SCREENSHOTS}
          onUploaded={(url) => onChange({ screenshots: [...draft.screenshots, url] })}
        />
        <p className="mt-1.5 text-xs text-ink-500">{t('form.screenshotsHint', { max: MAX_SCREENSHOTS })}</p>
      </div>

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink-800">{t('form.visibility')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {SNAPSHOT_VISIBILITIES.map((visibility) => (
            <label
              key={visibility}
              className={`flex cursor-pointer items-start gap-2 rounded-xl border p-3 text-sm ${
                draft.visibility === visibility
                  ? 'border-brand-500 bg-brand-50'
                  : 'border-ink-200 bg-white hover:border-brand-300'
              }`}
            >
              <input
                type="radio"
                name="visibility"
                value={visibility}
                checked={draft.visibility === visibility}
                onChange={() => onChange({ visibility })}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span>
                <span className="block font-medium text-ink-900">{t(`visibility.${visibility}.label`)}</span>
                <span className="block text-xs text-ink-500">{t(`visibility.${visibility}.body`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink-800">{t('form.price')}</legend>
        <div className="flex flex-wrap items-start gap-4">
          <label className="flex items-center gap-2 pt-2.5 text-sm">
            <input
              type="radio"
              name="price"
              checked={!draft.priced}
              onChange={() => onChange({ priced: false })}
              className="size-4 accent-brand-600"
            />
            {t('form.free')}
          </label>
          <label className="flex items-center gap-2 pt-2.5 text-sm">
            <input
              type="radio"
              name="price"
              checked={draft.priced}
              onChange={() => onChange({ priced: true })}
              className="size-4 accent-brand-600"
            />
            {t('form.paid')}
          </label>
          {draft.priced ? (
            <div className="flex items-start gap-2">
              <Field
                label={t('form.amount')}
                name="amount"
                inputMode="decimal"
                value={draft.amount}
                onChange={(event) => onChange({ amount: event.target.value })}
                error={errors.amount ? t('form.errors.amount') : null}
                className="w-32"
              />
              <SelectField
                label={t('form.currency')}
                value={draft.currency}
                onChange={(event) => onChange({ currency: event.target.value })}
                className="w-28"
              >
                {['usd', 'eur', 'gbp', 'cad', 'aud'].map((code) => (
                  <option key={code} value={code}>
                    {code.toUpperCase()}
                  </option>
                ))}
              </SelectField>
            </div>
          ) : null}
        </div>
        <p className="mt-1.5 text-xs text-ink-500">{t('form.priceHint')}</p>
      </fieldset>

      <SelectField
        label={t('form.folder')}
        value={draft.folderId ?? ''}
        onChange={(event) => onChange({ folderId: event.target.value || null })}
      >
        <option value="">{t('folders.top')}</option>
        {folderOptions.map((node) => (
          <option key={node.folder._id} value={node.folder._id}>
            {`${'\u00a0\u00a0'.repeat(node.depth)}${node.folder.name}`}
          </option>
        ))}
      </SelectField>

      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={draft.loadIntoNewLocations}
          onChange={(event) => onChange({ loadIntoNewLocations: event.target.checked })}
          className="mt-0.5 size-4 rounded accent-brand-600"
        />
        <span>
          <span className="block font-medium text-ink-900">{t('form.loadIntoNew')}</span>
          <span className="block text-xs text-ink-500">{t('form.loadIntoNewHint')}</span>
        </span>
      </label>
    </div>
  );
}

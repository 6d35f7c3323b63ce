import type { TStore, TStoreProduct } from '@atrium/contracts/store';
import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSection } from '@/components/forms/form-section';
import { ImageUploadButton } from '@/components/forms/image-upload-button';
import { RichTextInput } from '@/components/forms/rich-text-input';
import { SaveBar } from '@/components/forms/save-bar';
import { SelectField } from '@/components/forms/select-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { focusRing } from '@/components/ui/focus-ring';
import { TextareaField } from '@/components/ui/textarea-field';
import { useAgencySnapshots, useCreateProduct, useRemoveProduct, useUpdateProduct } from '@/features/store/api/products';
import { useTags } from '@/features/store/api/tags-collections';
import { useMoney } from '@/features/store/hooks/use-money';
import { checkDraft, draftKeyOf, draftOf, emptyDraft, MAX_IMAGES, type ProductDraft } from '@/features/store/utils/product-draft';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { refusal } from '@/lib/forms/server-errors';
import { OptionEditor } from './option-editor';
import { SyncState } from './sync-state';

/**
 * A product's form, new or saved: kind (a service, or one of the agency's snapshot listings), words and pictures,
 * price in the store's currency and billing, the buyer's options, what is delivered and when, tags, and whether it
 * is published. Checked here with the contract's rules; the server's refusals land beside their fields.
 */
export function ProductForm({
  store,
  product,
  onDone,
}: {
  store: TStore;
  product: TStoreProduct | null;
  onDone: (id: string | null) => void;
}) {
  const { t } = useTranslation('store');
  const { money } = useMoney();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = useRef(product ? draftOf(product) : emptyDraft());
  const [draft, setDraft] = useState<ProductDraft>(initial.current);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const create = useCreateProduct(store._id);
  const update = useUpdateProduct(store._id);
  const remove = useRemoveProduct(store._id);
  const tags = useTags(store._id);
  const snapshots = useAgencySnapshots(draft.kind === 'snapshot');
  const saving = create.isPending || update.isPending;
  const currency = product?.currency ?? store.currency;
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial.current);

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus?.();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    const checked = checkDraft(draft, currency, t, (minor) => money(minor, currency));
    if (!checked.ok) {
      showErrors(checked.errors);
      setFormError(t('form.fix'));
      return;
    }
    try {
      const saved = product
        ? await update.mutateAsync({ id: product._id, body: checked.body })
        : await create.mutateAsync({ storeId: store._id, ...checked.body });
      initial.current = draftOf(saved);
      setDraft(initial.current);
      setErrors({});
      toast.success(t('form.saved'));
      if (!product) onDone(saved._id);
    } catch (err) {
      const placed = refusal(err, draftKeyOf);
      showErrors(placed.errors);
      setFormError(placed.message);
    }
  };

  const confirmDelete = async () => {
    if (!product) return;
    try {
      const outcome = await remove.mutateAsync(product._id);
      toast.success(outcome.outcome === 'archived' ? t('form.archived') : t('form.deleted'));
      setDeleting(false);
      onDone(null);
    } catch {
      // The dialog shows the error.
    }
  };

  const snapshotItems = snapshots.data?.data ?? [];
  return (
    <form id={formId} ref={formRef} noValidate onSubmit={submit} className="space-y-6">
      <FormAlert message={formError} />
      {product ? <SyncState product={product} store={store} /> : null}
      <FormSection title={t('form.what')}>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink-800">{t('form.kind')}</legend>
          <div className="flex flex-wrap gap-2">
            {(['service', 'snapshot'] as const).map((kind) => (
              <label
                key={kind}
                className={`flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 focus-within:ring-2 focus-within:ring-brand-500 ${
                  draft.kind === kind
                    ? 'bg-brand-50 font-medium text-brand-800 ring-brand-300'
                    : 'bg-white text-ink-700 ring-ink-200'
                }`}
              >
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  className="sr-only"
                  checked={draft.kind === kind}
                  disabled={saving || (product?.orderCount ?? 0) > 0}
                  onChange={() => setDraft((d) => ({ ...d, kind, billing: kind === 'snapshot' ? 'one_time' : d.billing }))}
                />
                {t(`kind.${kind}`)}
              </label>
            ))}
          </div>
          <p className="mt-1.5 text-xs text-ink-500">{t(`form.kindHint.${draft.kind}`)}</p>
        </fieldset>
        {draft.kind === 'snapshot' ? (
          <SelectField
            name="snapshotId"
            label={t('form.snapshot')}
            value={draft.snapshotId}
            error={errors.snapshotId}
            disabled={saving || snapshots.isPending}
            hint={
              snapshots.isError
                ? t('form.snapshotsFailed')
                : snapshotItems.length === 0 && !snapshots.isPending
                  ? t('form.noSnapshots')
                  : undefined
            }
            onChange={(e) => set('snapshotId', e.target.value)}
          >
            <option value="">{snapshots.isPending ? t('form.loadingSnapshots') : t('form.chooseSnapshot')}</option>
            {product?.snapshot && !snapshotItems.some((s) => s._id === product.snapshot?._id) ? (
              <option value={product.snapshot._id}>{product.snapshot.name}</option>
            ) : null}
            {snapshotItems.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <Field
          name="name"
          label={t('form.name')}
          value={draft.name}
          maxLength={120}
          error={errors.name}
          disabled={saving}
          onChange={(e) => set('name', e.target.value)}
        />
        <RichTextInput
          label={t('form.description')}
          name="description"
          value={draft.description}
          onChange={(value) => set('description', value)}
          disabled={saving}
          rows={6}
          texts={{ hint: t('form.descriptionHint'), preview: t('form.preview'), empty: t('form.previewEmpty') }}
        />
        <div>
          <p className="mb-1.5 text-sm font-medium text-ink-800">{t('form.images')}</p>
          {draft.images.length > 0 ? (
            <ul className="mb-2 flex flex-wrap gap-2">
              {draft.images.map((url, i) => (
                <li key={url} className="relative">
                  <img
                    src={url}
                    alt={t('form.imageN', { n: i + 1 })}
                    className="h-20 w-28 rounded-lg object-cover ring-1 ring-ink-200"
                  />
                  <button
                    type="button"
                    onClick={() =>
                      set(
                        'images',
                        draft.images.filter((u) => u !== url),
                      )
                    }
                    aria-label={t('form.removeImage', { n: i + 1 })}
                    className={`absolute -end-1.5 -top-1.5 flex size-6 items-center justify-center rounded-full bg-ink-900 text-xs text-white shadow ${focusRing}`}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {draft.images.length < MAX_IMAGES ? (
            <ImageUploadButton
              label={t('form.addImage')}
              desiredPath="store/products"
              ns="store"
              disabled={saving}
              onUploaded={(url) => set('images', [...draft.images, url])}
            />
          ) : null}
          <p className="mt-1.5 text-xs text-ink-500">{errors.images ?? t('form.imagesHint', { max: MAX_IMAGES })}</p>
        </div>
      </FormSection>

      <FormSection title={t('form.pricing')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="price"
            label={t('form.price')}
            inputMode="decimal"
            value={draft.price}
            error={errors.price}
            disabled={saving}
            hint={t('form.priceHint')}
            endAdornment={<span className="pe-2 text-xs font-medium text-ink-500">{currency}</span>}
            onChange={(e) => set('price', e.target.value)}
          />
          <SelectField
            name="billing"
            label={t('form.billing')}
            value={draft.billing}
            error={errors.billing}
            disabled={saving || draft.kind === 'snapshot'}
            hint={draft.kind === 'snapshot' ? t('form.snapshotOnceHint') : undefined}
            onChange={(e) => set('billing', e.target.value as ProductDraft['billing'])}
          >
            {(['one_time', 'month', 'year'] as const).map((b) => (
              <option key={b} value={b}>
                {t(`billing.${b}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <div>
          <p className="mb-1.5 text-sm font-medium text-ink-800">{t('form.options')}</p>
          <OptionEditor
            options={draft.options}
            onChange={(options) => set('options', options)}
            errors={errors}
            currency={currency}
            disabled={saving}
          />
        </div>
      </FormSection>

      <FormSection title={t('form.delivery')}>
        <TextareaField
          name="deliverables"
          label={t('form.deliverables')}
          rows={4}
          dir="auto"
          value={draft.deliverables}
          error={errors.deliverables}
          hint={t('form.deliverablesHint')}
          disabled={saving}
          onChange={(e) => set('deliverables', e.target.value)}
        />
        <Field
          name="deliveryDays"
          label={t('form.deliveryDays')}
          type="number"
          min={1}
          max={365}
          className="sm:max-w-xs"
          value={draft.deliveryDays}
          error={errors.deliveryDays}
          hint={t('form.deliveryDaysHint')}
          disabled={saving}
          onChange={(e) => set('deliveryDays', e.target.value)}
        />
      </FormSection>

      <FormSection title={t('form.shelf')}>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink-800">{t('form.tags')}</legend>
          {(tags.data ?? []).length === 0 ? (
            <p className="text-sm text-ink-500">{tags.isPending ? t('form.loadingTags') : t('form.noTags')}</p>
          ) : (
            <div className="flex flex-wrap gap-2">
              {(tags.data ?? []).map((tag) => {
                const on = draft.tagIds.includes(tag._id);
                return (
                  <label
                    key={tag._id}
                    className={`flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm ring-1 focus-within:ring-2 focus-within:ring-brand-500 ${
                      on ? 'bg-brand-50 text-brand-800 ring-brand-300' : 'bg-white text-ink-700 ring-ink-200'
                    }`}
                  >
                    <input
                      type="checkbox"
                      className="size-4 rounded border-ink-300"
                      checked={on}
                      disabled={saving}
                      onChange={() =>
                        set('tagIds', on ? draft.tagIds.filter((id) => id !== tag._id) : [...draft.tagIds, tag._id])
                      }
                    />
                    <span dir="auto">{tag.name}</span>
                  </label>
                );
              })}
            </div>
          )}
        </fieldset>
        <SelectField
          name="status"
          label={t('form.status')}
          className="sm:max-w-xs"
          value={draft.status}
          disabled={saving}
          hint={t(`form.statusHint.${draft.status}`)}
          onChange={(e) => set('status', e.target.value as ProductDraft['status'])}
        >
          {(['draft', 'published', 'archived'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`productStatus.${s}`)}
            </option>
          ))}
        </SelectField>
      </FormSection>

      {product ? (
        <div className="flex justify-end">
          <Button variant="ghost" className="text-red-700" onClick={() => setDeleting(true)}>
            {t('form.delete')}
          </Button>
        </div>
      ) : null}
      <SaveBar
        dirty={dirty}
        saving={saving}
        formId={formId}
        ns="store"
        submitLabel={product ? t('form.save') : t('form.create')}
        onDiscard={() => {
          setDraft(initial.current);
          setErrors({});
          setFormError(null);
        }}
      />
      <ConfirmDialog
        open={deleting}
        title={t('form.deleteTitle', { name: product?.name ?? '' })}
        confirmLabel={(product?.orderCount ?? 0) > 0 ? t('form.archive') : t('form.delete')}
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setDeleting(false);
          remove.reset();
        }}
      >
        <p>
          {(product?.orderCount ?? 0) > 0 ? t('form.archiveBody', { total: product?.orderCount ?? 0 }) : t('form.deleteBody')}
        </p>
      </ConfirmDialog>
    </form>
  );
}

import type { TStoreCollection, TStoreProduct } from '@atrium/contracts/store';
import { type DragEvent, type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { focusRing } from '@/components/ui/focus-ring';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { TextareaField } from '@/components/ui/textarea-field';
import { useProducts } from '@/features/store/api/products';
import {
  useCollections,
  useCreateCollection,
  useRemoveCollection,
  useUpdateCollection,
} from '@/features/store/api/tags-collections';

const DRAG_TYPE = 'application/x-atrium-store-product';

/** `items` with the one at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The store's collections (ordered shelves of products): their order, and each one's name, words and products. */
export function CollectionsPanel({ storeId }: { storeId: string }) {
  const { t } = useTranslation('store');
  const collections = useCollections(storeId);
  const products = useProducts(storeId);
  const create = useCreateCollection(storeId);
  const update = useUpdateCollection(storeId);
  const [selected, setSelected] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  if (collections.isPending || products.isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('collections.loading')} />
      </div>
    );
  if (collections.isError)
    return (
      <LoadError
        title={t('collections.errorTitle')}
        body={collections.error.message}
        retryLabel={t('actions.retry')}
        retrying={collections.isFetching}
        onRetry={() => void collections.refetch()}
      />
    );
  const list = collections.data;
  const current = list.find((c) => c._id === selected) ?? list[0] ?? null;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const clean = name.trim();
    if (!clean) return setNameError(t('collections.nameRequired'));
    if (clean.length > 80) return setNameError(t('form.errors.tooLong', { max: 80 }));
    try {
      const made = await create.mutateAsync({ name: clean, description: null, productIds: [], position: list.length });
      setName('');
      setSelected(made._id);
    } catch (err) {
      setNameError(err instanceof Error ? err.message : String(err));
    }
  };
  // Positions are written for the two that swap, so the order holds whatever positions were before.
  const swap = async (index: number, by: -1 | 1) => {
    const next = moved(list, index, index + by);
    try {
      await Promise.all(
        next.map((c, position) => (c.position === position ? null : update.mutateAsync({ id: c._id, body: { position } }))),
      );
    } catch (err) {
      toast.error(t('collections.moveFailed', { message: err instanceof Error ? err.message : String(err) }));
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="space-y-3">
        <form noValidate onSubmit={add} className="space-y-2">
          <Field
            name="collection"
            label={t('collections.new')}
            value={name}
            maxLength={80}
            error={nameError}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(null);
            }}
          />
          <Button type="submit" size="sm" loading={create.isPending}>
            {t('collections.add')}
          </Button>
        </form>
        {list.length === 0 ? (
          <p className="text-sm text-ink-500">{t('collections.emptyBody')}</p>
        ) : (
          <ol aria-label={t('collections.order')} className="space-y-1.5">
            {list.map((collection, index) => (
              <li
                key={collection._id}
                className={`flex items-center gap-1 rounded-xl p-1.5 ring-1 ${current?._id === collection._id ? 'bg-brand-50 ring-brand-300' : 'bg-white ring-ink-200'}`}
              >
                <button
                  type="button"
                  aria-current={current?._id === collection._id ? 'true' : undefined}
                  onClick={() => setSelected(collection._id)}
                  className={`min-w-0 flex-1 truncate rounded-lg px-2 py-1.5 text-start text-sm font-medium text-ink-900 ${focusRing}`}
                >
                  <span dir="auto">{collection.name}</span>
                  <span className="ms-2 text-xs font-normal text-ink-500">{collection.productIds.length}</span>
                </button>
                {index > 0 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={update.isPending}
                    onClick={() => void swap(index, -1)}
                    aria-label={t('collections.moveUp', { name: collection.name })}
                  >
                    ↑
                  </Button>
                ) : null}
                {index < list.length - 1 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={update.isPending}
                    onClick={() => void swap(index, 1)}
                    aria-label={t('collections.moveDown', { name: collection.name })}
                  >
                    ↓
                  </Button>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
      {current ? (
        <CollectionEditor
          key={`${current._id}:${current.updatedAt}`}
          storeId={storeId}
          collection={current}
          products={products.data?.data ?? []}
          onRemoved={() => setSelected(null)}
        />
      ) : (
        <StateCard icon="grid" title={t('collections.emptyTitle')} body={t('collections.emptyBody')} />
      )}
    </div>
  );
}

/** One collection: name, a line about it, and its products in order (drag, or Move up / Move down). */
function CollectionEditor({
  storeId,
  collection,
  products,
  onRemoved,
}: {
  storeId: string;
  collection: TStoreCollection;
  products: TStoreProduct[];
  onRemoved: () => void;
}) {
  const { t } = useTranslation('store');
  const update = useUpdateCollection(storeId);
  const remove = useRemoveCollection(storeId);
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description ?? '');
  const [ids, setIds] = useState(collection.productIds);
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState('');
  const [removing, setRemoving] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  const byId = new Map(products.map((p) => [p._id, p]));
  const addable = products.filter((p) => !ids.includes(p._id) && p.status !== 'archived');
  const dirty =
    name !== collection.name || description !== (collection.description ?? '') || ids.join() !== collection.productIds.join();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const clean = name.trim();
    if (!clean) return setNameError(t('collections.nameRequired'));
    if (clean.length > 80) return setNameError(t('form.errors.tooLong', { max: 80 }));
    try {
      await update.mutateAsync({
        id: collection._id,
        body: { name: clean, description: description.trim() || null, productIds: ids },
      });
      toast.success(t('collections.saved'));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = Number(event.dataTransfer.getData(DRAG_TYPE));
    setDragging(null);
    if (!Number.isNaN(from)) setIds((current) => moved(current, from, to));
  };

  return (
    <form noValidate onSubmit={save} className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 sm:p-5">
      <FormAlert message={error} />
      <Field
        name="name"
        label={t('collections.name')}
        value={name}
        maxLength={80}
        error={nameError}
        onChange={(e) => {
          setName(e.target.value);
          setNameError(null);
        }}
      />
      <TextareaField
        name="description"
        label={t('collections.description')}
        rows={2}
        maxLength={1000}
        dir="auto"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div>
        <p className="mb-1.5 text-sm font-medium text-ink-800">{t('collections.products')}</p>
        {ids.length === 0 ? <p className="text-sm text-ink-500">{t('collections.noProducts')}</p> : null}
        <ol className="space-y-1.5">
          {ids.map((id, index) => {
            const product = byId.get(id);
            const label = product?.name ?? t('collections.unknownProduct');
            return (
              <li
                key={id}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData(DRAG_TYPE, String(index));
                  event.dataTransfer.effectAllowed = 'move';
                  setDragging(index);
                }}
                onDragEnd={() => setDragging(null)}
                onDragOver={(event) => {
                  if ([...event.dataTransfer.types].includes(DRAG_TYPE)) event.preventDefault();
                }}
                onDrop={(event) => onDrop(event, index)}
                className={`flex cursor-grab items-center gap-2 rounded-lg bg-ink-50 px-2 py-1.5 ring-1 ring-ink-200 ${dragging === index ? 'opacity-50' : ''}`}
              >
                <span aria-hidden="true" className="text-ink-400">
                  ⋮⋮
                </span>
                <span className="w-6 text-xs text-ink-500">{index + 1}</span>
                <span dir="auto" className="min-w-0 flex-1 truncate text-sm text-ink-900">
                  {label}
                  {product && product.status !== 'published' ? (
                    <span className="ms-2 text-xs text-ink-500">({t(`productStatus.${product.status}`)})</span>
                  ) : null}
                </span>
                {index > 0 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setIds((c) => moved(c, index, index - 1))}
                    aria-label={t('collections.moveUp', { name: label })}
                  >
                    ↑
                  </Button>
                ) : null}
                {index < ids.length - 1 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setIds((c) => moved(c, index, index + 1))}
                    aria-label={t('collections.moveDown', { name: label })}
                  >
                    ↓
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setIds((c) => c.filter((x) => x !== id))}
                  aria-label={t('collections.removeProduct', { name: label })}
                >
                  ×
                </Button>
              </li>
            );
          })}
        </ol>
        {addable.length > 0 ? (
          <div className="mt-3 flex flex-wrap items-end gap-2">
            <SelectField
              label={t('collections.addProduct')}
              className="min-w-48 flex-1"
              value={adding}
              onChange={(e) => setAdding(e.target.value)}
            >
              <option value="">{t('collections.chooseProduct')}</option>
              {addable.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.name}
                </option>
              ))}
            </SelectField>
            <Button
              variant="secondary"
              disabled={!adding}
              onClick={() => {
                setIds((c) => [...c, adding]);
                setAdding('');
              }}
            >
              {t('collections.addToCollection')}
            </Button>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-between gap-2 border-t border-ink-100 pt-4">
        <Button variant="ghost" className="text-red-700" onClick={() => setRemoving(true)}>
          {t('collections.remove')}
        </Button>
        <Button type="submit" loading={update.isPending} disabled={!dirty}>
          {t('collections.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={removing}
        title={t('collections.removeTitle', { name: collection.name })}
        confirmLabel={t('collections.remove')}
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() =>
          remove.mutate(collection._id, {
            onSuccess: () => {
              setRemoving(false);
              onRemoved();
            },
          })
        }
        onClose={() => {
          setRemoving(false);
          remove.reset();
        }}
      >
        <p>{t('collections.removeBody')}</p>
      </ConfirmDialog>
    </form>
  );
}

import type { TStoreTag } from '@atrium/contracts/store';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useCreateTag, useRemoveTag, useRenameTag, useTags } from '@/features/store/api/tags-collections';
import type { Translate } from '@/lib/forms/field-errors';

/** A tag's name as the contract allows it: 1 to 50 characters, unique in the store whatever the case. */
function tagProblem(name: string, others: TStoreTag[], t: Translate): string | null {
  const clean = name.trim();
  if (!clean) return t('tags.required');
  if (clean.length > 50) return t('form.errors.tooLong', { max: 50 });
  if (others.some((tag) => tag.name.toLowerCase() === clean.toLowerCase())) return t('tags.taken');
  return null;
}

/** The store's tags: add, rename in place, delete (its products stay, without it). */
export function TagsPanel({ storeId }: { storeId: string }) {
  const { t } = useTranslation('store');
  const tags = useTags(storeId);
  const create = useCreateTag(storeId);
  const rename = useRenameTag(storeId);
  const remove = useRemoveTag(storeId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; name: string; error: string | null } | null>(null);
  const [removing, setRemoving] = useState<TStoreTag | null>(null);
  const all = tags.data ?? [];

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const problem = tagProblem(name, all, t);
    if (problem) return setError(problem);
    try {
      await create.mutateAsync(name.trim());
      setName('');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  const saveEdit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const problem = tagProblem(
      editing.name,
      all.filter((tag) => tag._id !== editing.id),
      t,
    );
    if (problem) return setEditing({ ...editing, error: problem });
    try {
      await rename.mutateAsync({ id: editing.id, name: editing.name.trim() });
      setEditing(null);
    } catch (err) {
      setEditing({ ...editing, error: err instanceof Error ? err.message : String(err) });
    }
  };

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field
          name="tag"
          label={t('tags.new')}
          className="flex-1 sm:max-w-sm"
          value={name}
          maxLength={50}
          error={error}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />
        <Button type="submit" loading={create.isPending} className="sm:mt-7">
          {t('tags.add')}
        </Button>
      </form>
      {tags.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={t('tags.loading')} />
        </div>
      ) : tags.isError ? (
        <LoadError
          title={t('tags.errorTitle')}
          body={tags.error.message}
          retryLabel={t('actions.retry')}
          retrying={tags.isFetching}
          onRetry={() => void tags.refetch()}
        />
      ) : all.length === 0 ? (
        <StateCard icon="list" title={t('tags.emptyTitle')} body={t('tags.emptyBody')} />
      ) : (
        <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
          {all.map((tag) => (
            <li key={tag._id} className="flex flex-wrap items-center gap-3 p-3 sm:px-4">
              {editing?.id === tag._id ? (
                <form noValidate onSubmit={saveEdit} className="flex flex-1 flex-wrap items-start gap-2">
                  <Field
                    name={`tag-${tag._id}`}
                    label={t('tags.rename', { name: tag.name })}
                    className="min-w-48 flex-1"
                    value={editing.name}
                    maxLength={50}
                    autoFocus
                    error={editing.error}
                    onChange={(e) => setEditing({ ...editing, name: e.target.value, error: null })}
                    onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
                  />
                  <Button type="submit" size="sm" className="mt-8" loading={rename.isPending}>
                    {t('tags.save')}
                  </Button>
                  <Button size="sm" variant="ghost" className="mt-8" onClick={() => setEditing(null)}>
                    {t('actions.cancel')}
                  </Button>
                </form>
              ) : (
                <>
                  <span dir="auto" className="flex-1 font-medium text-ink-900">
                    {tag.name}
                  </span>
                  <span className="text-xs text-ink-500">{t('tags.products', { total: tag.productCount })}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditing({ id: tag._id, name: tag.name, error: null })}
                    aria-label={t('tags.renameAction', { name: tag.name })}
                  >
                    {t('tags.renameShort')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700"
                    onClick={() => setRemoving(tag)}
                    aria-label={t('tags.removeAction', { name: tag.name })}
                  >
                    {t('tags.remove')}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('tags.removeTitle', { name: removing?.name ?? '' })}
        confirmLabel={t('tags.remove')}
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() =>
          removing &&
          remove.mutate(removing._id, {
            onSuccess: () => setRemoving(null),
          })
        }
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
      >
        <p>{t('tags.removeBody', { total: removing?.productCount ?? 0 })}</p>
      </ConfirmDialog>
    </div>
  );
}

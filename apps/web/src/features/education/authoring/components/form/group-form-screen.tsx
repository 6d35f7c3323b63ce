import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSection } from '@/components/forms/form-section';
import { LeaveDialog } from '@/components/forms/leave-dialog';
import { SaveBar } from '@/components/forms/save-bar';
import { useGroupItem } from '@/features/education/authoring/api/get-group-item';
import { useGroupItems } from '@/features/education/authoring/api/get-group-items';
import { useSaveGroupItem } from '@/features/education/authoring/api/save-group-item';
import { AuthoringPage, CONSOLE_PATH } from '@/features/education/authoring/components/authoring-page';
import { ListError, ListSkeleton } from '@/features/education/authoring/components/list/list-states';
import type { AuthoringGroup, AuthoringItem, FieldSpec } from '@/features/education/authoring/descriptor/group-descriptor';
import { useGroupForm } from '@/features/education/authoring/hooks/use-group-form';
import { useParentOptions } from '@/features/education/authoring/hooks/use-parent-options';
import { canWrite } from '@/features/education/authoring/utils/can-write';
import {
  activeFields,
  emptyValues,
  type FormMode,
  groupServerErrors,
  validateValues,
  valuesFromItem,
} from '@/features/education/authoring/utils/form-values';
import { parentIdOf } from '@/features/education/authoring/utils/list-view';
import { ownerOfWriter, writesSettings } from '@/features/education/utils/ownership';
import { nextPosition } from '@/features/education/utils/position';
import { ApiError } from '@/lib/api-client';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { useNavigationGuard } from '@/lib/navigation-guard';
import { useSession } from '@/lib/session-store';
import { useSearchParams } from '@/lib/use-search-params';
import { FieldControl } from './field-control';

/** Short fields share a row on wide screens; texts, images and the row's name take the whole width. */
const WIDE_KINDS = new Set<FieldSpec['kind']>(['richText', 'textarea', 'sections', 'image']);

/**
 * `/education/manage/<group>/new` and `/<group>/:id` (and a settings group's own page): the group's fields,
 * checked with its contract before sending, with the server's field errors beside the fields.
 */
export function GroupFormScreen({ group, id }: { group: AuthoringGroup; id: string | undefined }) {
  const { t } = useTranslation('authoring');
  const query = useGroupItem(group, id);
  const loads = Boolean(id) || Boolean(group.singleton);
  if (loads && query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <AuthoringPage title={t(`groups.${group.key}.title`)} back={backLink(group, t)}>
        {missing ? (
          <FormAlert message={t('form.notFound')} />
        ) : (
          <ListError onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
      </AuthoringPage>
    );
  }
  if (loads && !query.data)
    return (
      <AuthoringPage title={t(`groups.${group.key}.title`)} back={backLink(group, t)}>
        <ListSkeleton />
      </AuthoringPage>
    );
  // Keyed, so moving from one item to another starts from that item's values.
  return <GroupForm key={id ?? 'new'} group={group} id={id} item={query.data ?? null} />;
}

const backLink = (group: AuthoringGroup, t: (key: string) => string, search = '') =>
  group.singleton
    ? { to: CONSOLE_PATH, label: t('console.title') }
    : { to: `${CONSOLE_PATH}/${group.key}${search}`, label: t(`groups.${group.key}.title`) };

function GroupForm({ group, id, item }: { group: AuthoringGroup; id: string | undefined; item: Record<string, unknown> | null }) {
  const { t } = useTranslation('authoring');
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const formId = useId();
  const mode: FormMode = item ? 'update' : 'create';
  const parentField = group.parent?.field;
  const preset = useMemo(() => {
    const parent = params.get('parent');
    return parent && parentField ? { [parentField]: parent } : {};
  }, [params, parentField]);
  const form = useGroupForm(item ? valuesFromItem(group, item) : emptyValues(group, preset));
  const save = useSaveGroupItem(group);
  const siblings = useGroupItems(group.ordered ? group : undefined);
  const parents = useParentOptions(group, siblings.data);
  const [formError, setFormError] = useState<string | null>(null);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const guard = useNavigationGuard(pathname, form.dirty && !leaveTo);

  const writable = group.singleton ? writesSettings(user?.role) : !item || canWrite(user?.role, item as AuthoringItem);
  const inherited = writable && group.singleton && item && item.owner !== ownerOfWriter(user?.role);
  // The parents the row may go under: those with its own owner, and the one it has (a row written before that rule).
  const rowOwner = item ? (item as AuthoringItem).owner : ownerOfWriter(user?.role);
  const currentParent = item && parentField ? item[parentField] : undefined;
  const parentChoices = parents.options.filter((p) => p.id !== id && (p.owner === rowOwner || p.id === currentParent));
  const listSearch = (values: Record<string, unknown>) => {
    const parent = parentField ? values[parentField] : null;
    return typeof parent === 'string' && parent ? `?parent=${encodeURIComponent(parent)}` : '';
  };

  // Navigate once the guard has seen that nothing is unsaved any more.
  useEffect(() => {
    if (leaveTo) navigate(leaveTo);
  }, [leaveTo, navigate]);

  const showErrors = (errors: FieldErrors) => {
    form.setErrors(errors);
    // Focus the first field with a message, once it is drawn.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[id="${formId}"] [aria-invalid="true"]`)?.focus());
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const result = validateValues(group, form.values, mode, t);
    if (!result.ok) return showErrors(result.errors);
    const body = { ...result.body };
    if (mode === 'create' && group.ordered) {
      const parent = parentField ? body[parentField] : null;
      body.position = nextPosition((siblings.data ?? []).filter((s) => (parentIdOf(group, s) ?? null) === (parent ?? null)));
    }
    save.mutate(
      { id, body },
      {
        onSuccess: (saved) => {
          toast.success(t(mode === 'create' ? 'toast.created' : 'toast.saved'));
          if (group.singleton) form.reset(valuesFromItem(group, saved));
          else setLeaveTo(`${CONSOLE_PATH}/${group.key}${listSearch(saved)}`);
        },
        onError: (error) => {
          // A parent the writer does not own is a 404 naming the field.
          const named = error instanceof ApiError && (error.status === 400 || error.status === 404);
          const fieldErrors = named ? groupServerErrors(group, error.data) : {};
          if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
          else setFormError(t('form.saveFailed', { message: error.message }));
        },
      },
    );
  };

  const title = group.singleton
    ? t(`groups.${group.key}.title`)
    : item
      ? String(item[group.titleField] ?? '') || t(`groups.${group.key}.title`)
      : t(`groups.${group.key}.new`);

  return (
    <AuthoringPage
      title={title}
      description={t(`groups.${group.key}.hint`)}
      back={backLink(group, t, listSearch(item ?? preset))}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-6">
        <FormAlert message={formError} />
        {!writable ? <FormAlert tone="info" message={t(`form.readOnly.${item?.owner ?? 'platform'}`)} /> : null}
        {inherited ? <FormAlert tone="info" message={t('form.inherited')} /> : null}
        <FormSection title={t('form.details')} description={writable ? t('form.requiredNote') : undefined}>
          <fieldset disabled={!writable || save.isPending} className="grid min-w-0 gap-5 sm:grid-cols-2">
            {/* Every field the values call for shows; a create-only one is locked on an update (and never sent). */}
            {activeFields(group, form.values, 'create').map((field) => (
              <div
                key={field.name}
                className={WIDE_KINDS.has(field.kind) || field.name === group.titleField ? 'sm:col-span-2' : ''}
              >
                <FieldControl
                  field={field}
                  value={form.values[field.name] ?? ''}
                  onChange={(value) => form.set(field.name, value)}
                  errors={form.errors}
                  disabled={!writable}
                  parents={parentChoices}
                  uploadPath={`education/${group.key}`}
                  locked={mode === 'update' && field.createOnly}
                />
              </div>
            ))}
          </fieldset>
        </FormSection>
        {writable ? (
          <SaveBar
            ns="authoring"
            formId={formId}
            dirty={form.dirty}
            saving={save.isPending}
            onDiscard={() => form.reset(item ? valuesFromItem(group, item) : emptyValues(group, preset))}
            submitLabel={mode === 'create' && !group.singleton ? t('actions.create') : t('actions.save')}
            note={
              mode === 'create' && !form.dirty && !save.isPending ? (
                <span className="text-ink-600">{t('editor.notCreated')}</span>
              ) : undefined
            }
          />
        ) : null}
      </form>
      <LeaveDialog ns="authoring" open={guard.blocked} onStay={guard.stay} onLeave={guard.proceed} />
    </AuthoringPage>
  );
}

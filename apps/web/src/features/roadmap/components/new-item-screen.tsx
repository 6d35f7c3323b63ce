import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSection } from '@/components/forms/form-section';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { PageHeader } from '@/components/ui/page-header';
import { useRoadmapCategories } from '@/features/roadmap/api/get-roadmap-categories';
import { useCreateRoadmapItem } from '@/features/roadmap/api/save-roadmap-item';
import { useRoadmapScopes } from '@/features/roadmap/hooks/use-roadmap-scopes';
import { canManageSome } from '@/features/roadmap/utils/board';
import { ITEM_FIELDS, type ItemFormValues, toItemValues, validateNewItem } from '@/features/roadmap/utils/item-form';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { refusal, topField } from '@/lib/forms/server-errors';
import { useFocusFirstError } from '@/lib/forms/use-focus-first-error';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useAppOptions } from '@/lib/queries/app-options';
import { useSession } from '@/lib/session-store';
import { useSearchParams } from '@/lib/use-search-params';
import { ItemFormFields } from './item-form-fields';
import { RoadmapIcon } from './roadmap-icons';
import { ItemSkeleton, StateCard } from './roadmap-states';
import { ScreenFrame } from './screen-frame';

/**
 * /roadmap/new (managers): a planned item straight onto a roadmap. The super admin may pick the platform or any app;
 * a partner's team the apps whose items it manages.
 */
export function NewItemScreen() {
  const { t } = useTranslation('roadmap');
  usePageTitle(t('create.title'));
  const { user } = useSession();
  const navigate = useNavigate();
  const formId = useId();
  const [params] = useSearchParams();
  const superAdmin = user?.role === 'super_admin';
  const scopes = useRoadmapScopes();
  const apps = useAppOptions({ scope: 'marketplace', enabled: superAdmin });

  const roadmaps = useMemo(() => {
    const managed = new Map<string, string>();
    for (const item of scopes.items)
      if (item.app && (superAdmin || item.viewerCanManage)) managed.set(item.app._id, item.app.name);
    if (superAdmin) for (const app of apps.data ?? []) managed.set(app._id, app.name);
    const appOptions = [...managed].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
    return superAdmin ? [{ value: 'platform', label: t('scope.platform') }, ...appOptions] : appOptions;
  }, [scopes.items, apps.data, superAdmin, t]);

  const wanted = params.get('roadmap');
  const [values, setValues] = useState<ItemFormValues>(() =>
    toItemValues(null, wanted && wanted !== 'all' ? wanted : 'platform'),
  );
  const roadmap = roadmaps.some((r) => r.value === values.roadmap) ? values.roadmap : (roadmaps[0]?.value ?? values.roadmap);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const create = useCreateRoadmapItem();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const categories = useRoadmapCategories(roadmap);

  // Until the board's items say what the viewer manages, a partner's form would offer no roadmap yet.
  if (!superAdmin && !scopes.isSuccess)
    return (
      <ScreenFrame>
        <ItemSkeleton />
      </ScreenFrame>
    );
  if (!canManageSome(user, scopes.items))
    return (
      <ScreenFrame>
        <StateCard
          icon="board"
          title={t('create.forbidden.title')}
          body={t('create.forbidden.body')}
          action={
            <Link to="/roadmap" className={buttonClasses('secondary')}>
              {t('item.back')}
            </Link>
          }
        />
      </ScreenFrame>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setMessage(null);
    const checked = validateNewItem({ ...values, roadmap }, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      const item = await create.mutateAsync(checked.body);
      toast.success(t('create.done'));
      navigate(`/roadmap/${item._id}`);
    } catch (error) {
      const failure = refusal(error, topField(ITEM_FIELDS));
      setErrors(failure.errors);
      setMessage(failure.message);
    }
  };

  return (
    <ScreenFrame>
      <div className="mx-auto max-w-3xl">
        <Link to="/roadmap" className="inline-flex items-center gap-1 text-sm font-medium text-ink-600 hover:text-brand-700">
          <RoadmapIcon name="chevronStart" className="size-4" />
          {t('item.back')}
        </Link>
        <div className="mt-4">
          <PageHeader eyebrow={t('board.eyebrow')} title={t('create.title')} subtitle={t('create.subtitle')} />
        </div>
        <form ref={formRef} id={formId} noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
          <FormAlert message={message} />
          <FormSection title={t('create.section')}>
            <ItemFormFields
              values={{ ...values, roadmap }}
              onChange={(patch) => {
                setValues((v) => ({ ...v, ...patch }));
                setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
              }}
              errors={errors}
              categories={(categories.data ?? []).map((c) => c.name)}
              roadmaps={roadmaps}
            />
          </FormSection>
          <div className="flex justify-end gap-3">
            <Link to="/roadmap" className={buttonClasses('ghost')}>
              {t('actions.cancel')}
            </Link>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </div>
        </form>
      </div>
    </ScreenFrame>
  );
}

import type { TConsoleApp } from '@atrium/contracts/app-console';
import { type FormEvent, useEffect, useId, useMemo } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { SaveBar } from '@/components/forms/save-bar';
import { useCreateConsoleApp } from '@/features/console/api/create-console-app';
import { useConsolePartners } from '@/features/console/api/get-console-partners';
import { useUpdateConsoleApp } from '@/features/console/api/update-console-app';
import { useListingForm } from '@/features/console/hooks/use-listing-form';
import {
  emptyListing,
  type ListingErrors,
  listingFromApp,
  serverListingErrors,
  toUpdateBody,
  validateListing,
} from '@/features/console/utils/listing-form';
import { ApiError } from '@/lib/api-client';
import { BasicsSection } from './basics-section';
import { CrmAccessSection } from './crm-access-section';
import { DescriptionSection } from './description-section';
import { LinksSection } from './links-section';
import { MediaSection } from './media-section';

export interface ListingPanelProps {
  /** null while creating a new app. */
  app: TConsoleApp | null;
  isSuperAdmin: boolean;
  onCreated?: (app: TConsoleApp) => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Moves focus to the first field with a message (in page order), so keyboard and screen-reader users land on it. */
function focusFirstError(form: HTMLFormElement | null, errors: ListingErrors) {
  if (!form || !Object.values(errors).some(Boolean)) return;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

export function ListingPanel({ app, isSuperAdmin, onCreated, onDirtyChange }: ListingPanelProps) {
  const { t } = useTranslation('console');
  const formId = useId();
  const initial = useMemo(() => (app ? listingFromApp(app) : emptyListing()), [app]);
  const form = useListingForm(initial);
  const create = useCreateConsoleApp();
  const update = useUpdateConsoleApp();
  const creating = !app;
  const partners = useConsolePartners(creating && isSuperAdmin);
  const frozen = app?.status === 'deprecated';
  const saving = create.isPending || update.isPending;
  const { dirty, reset } = form;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // The server's copy changed (a lifecycle step, another tab): follow it unless the user is mid-edit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new server copy should reset the form
  useEffect(() => {
    if (!dirty) reset(initial);
  }, [initial]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || frozen) return;
    const target = event.currentTarget;
    const result = validateListing(form.values, t, { requirePartner: creating && isSuperAdmin });
    if (!result.ok) {
      form.setErrors(result.errors);
      focusFirstError(target, result.errors);
      toast.error(t('toast.fixErrors'));
      return;
    }
    try {
      if (app) {
        const saved = await update.mutateAsync({ id: app._id, body: toUpdateBody(result.body) });
        reset(listingFromApp(saved));
        toast.success(t('toast.saved'));
      } else {
        const created = await create.mutateAsync(result.body);
        reset(listingFromApp(created));
        toast.success(t('toast.created'));
        onCreated?.(created);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const errors = serverListingErrors(error.data);
        form.setErrors(errors);
        focusFirstError(target, errors);
      }
      toast.error(t('toast.error', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  const sectionProps = { values: form.values, errors: form.errors, set: form.set, disabled: saving || frozen };
  const serverError = create.error ?? update.error;
  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-6">
      {frozen ? <FormAlert tone="info" message={t('editor.frozen')} /> : null}
      {serverError instanceof ApiError && serverError.status === 409 ? <FormAlert message={serverError.message} /> : null}
      <BasicsSection
        {...sectionProps}
        partners={creating && isSuperAdmin ? (partners.data ?? []) : undefined}
        partnersLoading={partners.isPending && partners.fetchStatus !== 'idle'}
      />
      <DescriptionSection {...sectionProps} />
      <MediaSection {...sectionProps} />
      <LinksSection {...sectionProps} />
      <CrmAccessSection {...sectionProps} />
      {frozen ? null : (
        <SaveBar
          ns="console"
          formId={formId}
          dirty={dirty}
          saving={saving}
          onDiscard={creating ? undefined : () => reset(form.baseline)}
          submitLabel={creating ? t('editor.createDraft') : t('editor.saveListing')}
          note={creating && !saving ? <span className="text-ink-600">{t('editor.notCreated')}</span> : undefined}
          disabled={!creating && !dirty}
        />
      )}
    </form>
  );
}

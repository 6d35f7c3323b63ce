import { type TStore, ZStoreUpdate } from '@atrium/contracts/store';
import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSection } from '@/components/forms/form-section';
import { LeaveDialog } from '@/components/forms/leave-dialog';
import { RichTextInput } from '@/components/forms/rich-text-input';
import { SaveBar } from '@/components/forms/save-bar';
import { SelectField } from '@/components/forms/select-field';
import { Field } from '@/components/ui/field';
import { RadioCards } from '@/components/ui/radio-cards';
import { useUpdateStore } from '@/features/store/api/stores';
import { STORE_CURRENCIES } from '@/features/store/utils/currencies';
import { collectErrors, type FieldErrors } from '@/lib/forms/field-errors';
import { refusal, topField } from '@/lib/forms/server-errors';
import { useNavigationGuard } from '@/lib/navigation-guard';
import { StoreCrmLink } from './store-crm-link';
import { StorePaymentState } from './store-payment-state';

const FIELDS = ['name', 'description', 'currency', 'open'] as const;
type SettingsField = (typeof FIELDS)[number];
interface SettingsDraft {
  name: string;
  description: string;
  currency: string;
  open: 'open' | 'closed';
}

const draftOf = (store: TStore): SettingsDraft => ({
  name: store.name,
  description: store.description ?? '',
  currency: store.currency,
  open: store.open ? 'open' : 'closed',
});

/**
 * The store itself (`settings` tab): its name and description as buyers read them, whether it sells now, the
 * currency while nothing is sold, and whether Stripe can take its payments. Checked with the contract's schema
 * before sending; leaving with unsaved edits asks first (`basePath`: the tab's address).
 */
export function StoreSettingsForm({ store, basePath }: { store: TStore; basePath: string }) {
  const { t } = useTranslation('store');
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = useRef(draftOf(store));
  const [draft, setDraft] = useState(initial.current);
  const [errors, setErrors] = useState<FieldErrors<SettingsField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateStore(store._id);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial.current);
  const guard = useNavigationGuard(basePath, dirty && !update.isPending);
  const currencies: string[] = STORE_CURRENCIES.includes(store.currency as never)
    ? [...STORE_CURRENCIES]
    : [store.currency, ...STORE_CURRENCIES];

  const set = <K extends SettingsField>(key: K, value: SettingsDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const showErrors = (next: FieldErrors<SettingsField>, message: string | null) => {
    setErrors(next);
    setFormError(message);
    const first = FIELDS.find((f) => next[f]);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus?.();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const body = {
      name: draft.name,
      description: draft.description.trim() ? draft.description : null,
      open: draft.open === 'open',
      // Sent only when it changes: an unchanged currency must not trip the "something was sold" rule.
      ...(draft.currency !== store.currency && { currency: draft.currency }),
    };
    const checked = ZStoreUpdate.safeParse(body);
    if (!checked.success) {
      const next = collectErrors(
        checked.error.issues,
        (issue) => (FIELDS.includes(issue.path[0] as SettingsField) ? (issue.path[0] as SettingsField) : null),
        (issue, field) =>
          issue.code === 'too_big'
            ? t('form.errors.tooLong', { max: Number(issue.maximum) })
            : field === 'name'
              ? t('settings.errors.nameRequired')
              : t('settings.errors.invalid'),
      );
      showErrors(next, t('form.fix'));
      return;
    }
    try {
      const saved = await update.mutateAsync(checked.data);
      initial.current = draftOf(saved);
      setDraft(initial.current);
      showErrors({}, null);
      toast.success(
        saved.open !== store.open ? t(saved.open ? 'settings.savedOpen' : 'settings.savedClosed') : t('settings.saved'),
      );
    } catch (err) {
      const placed = refusal(err, topField(FIELDS));
      showErrors(placed.errors, placed.message);
    }
  };

  const saving = update.isPending;
  return (
    <form id={formId} ref={formRef} noValidate onSubmit={submit} className="space-y-6">
      <FormAlert message={formError} />
      <FormSection title={t('settings.about')} description={t('settings.aboutHint')}>
        <Field
          name="name"
          label={t('settings.name')}
          value={draft.name}
          maxLength={120}
          dir="auto"
          error={errors.name}
          disabled={saving}
          hint={t('settings.nameHint')}
          onChange={(e) => set('name', e.target.value)}
        />
        <RichTextInput
          label={t('settings.description')}
          name="description"
          value={draft.description}
          error={errors.description}
          onChange={(value) => set('description', value)}
          disabled={saving}
          rows={6}
          texts={{ hint: t('settings.descriptionHint'), preview: t('form.preview'), empty: t('form.previewEmpty') }}
        />
      </FormSection>
      <FormSection title={t('settings.selling')}>
        <RadioCards
          legend={t('settings.openLegend')}
          legendClassName="mb-1 text-sm font-medium text-ink-800"
          value={draft.open}
          onChange={(value) => set('open', value)}
          options={[
            { value: 'open', title: t('settings.open'), hint: t('settings.openHint') },
            { value: 'closed', title: t('settings.closed'), hint: t('settings.closedHint') },
          ]}
        />
        <SelectField
          name="currency"
          label={t('home.currency')}
          className="sm:max-w-xs"
          value={draft.currency}
          error={errors.currency}
          disabled={saving || store.hasSales}
          hint={store.hasSales ? t('settings.currencyLocked') : t('settings.currencyHint')}
          onChange={(e) => set('currency', e.target.value)}
        >
          {currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      </FormSection>
      <StorePaymentState store={store} />
      <StoreCrmLink />
      <SaveBar
        dirty={dirty}
        saving={saving}
        formId={formId}
        ns="store"
        submitLabel={t('settings.save')}
        onDiscard={() => {
          setDraft(initial.current);
          showErrors({}, null);
        }}
      />
      <LeaveDialog open={guard.blocked} onStay={guard.stay} onLeave={guard.proceed} ns="store" />
    </form>
  );
}

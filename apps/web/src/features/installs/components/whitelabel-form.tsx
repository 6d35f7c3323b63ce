import type { TWhitelabelConfig } from '@atrium/contracts/installs';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ImageUploadButton } from '@/components/forms/image-upload-button';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useSaveWhitelabel } from '@/features/installs/api/install-secrets';
import { type WhitelabelValues, whitelabelBody, whitelabelValues } from '@/features/installs/utils/secret-forms';

type Errors = Partial<Record<'displayName' | 'logoUrl' | 'primaryColor', string>>;
const HEX = /^#[0-9a-fA-F]{6}$/;
const LOGO = /^(https:\/\/[^\s]+|\/uploads\/[A-Za-z0-9._/-]{1,300})$/;

/** How the app presents itself to this install's users: name, logo, colour, Atrium branding. */
export function WhitelabelForm({ installId, config }: { installId: string; config: TWhitelabelConfig | null }) {
  const { t } = useTranslation('installs');
  const colorId = useId();
  const [values, setValues] = useState<WhitelabelValues>(() => whitelabelValues(config));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveWhitelabel();
  const set = <K extends keyof WhitelabelValues>(key: K, value: WhitelabelValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = whitelabelBody(installId, values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'displayName') next.displayName = t('whitelabel.nameRule');
        if (field === 'logoUrl') next.logoUrl = t('whitelabel.logoRule');
        if (field === 'primaryColor') next.primaryColor = t('whitelabel.colorRule');
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: () => toast.success(t('toast.whitelabelSaved')) });
  };

  const swatch = HEX.test(values.primaryColor) ? values.primaryColor : '#2545eb';
  // Only an address the contract would accept is shown: a half-typed one would be a broken image.
  const logoPreview = LOGO.test(values.logoUrl.trim()) ? values.logoUrl.trim() : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('whitelabel.displayName')}
        name="displayName"
        value={values.displayName}
        maxLength={80}
        onChange={(e) => set('displayName', e.target.value)}
        error={errors.displayName}
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-ink-50 ring-1 ring-ink-200">
          {logoPreview ? (
            <img src={logoPreview} alt={t('whitelabel.logoPreview')} className="size-full object-contain" />
          ) : (
            <span className="px-2 text-center text-xs text-ink-400">{t('whitelabel.noLogo')}</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <Field
            label={t('whitelabel.logoUrl')}
            name="logoUrl"
            type="url"
            inputMode="url"
            dir="ltr"
            placeholder="https://"
            value={values.logoUrl}
            onChange={(e) => set('logoUrl', e.target.value)}
            error={errors.logoUrl}
            hint={t('whitelabel.logoHint')}
          />
          <div className="flex flex-wrap gap-2">
            <ImageUploadButton
              ns="installs"
              label={values.logoUrl.trim() ? t('whitelabel.logoReplace') : t('whitelabel.logoUpload')}
              desiredPath="whitelabel/logos"
              onUploaded={(url) => {
                set('logoUrl', url);
                setErrors((current) => ({ ...current, logoUrl: undefined }));
              }}
              disabled={save.isPending}
            />
            {values.logoUrl.trim() ? (
              <Button variant="ghost" size="sm" onClick={() => set('logoUrl', '')} disabled={save.isPending}>
                {t('whitelabel.logoRemove')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <div>
        <label htmlFor={colorId} className="mb-1.5 block text-sm font-medium text-ink-800">
          {t('whitelabel.color')}
        </label>
        <div className="flex items-center gap-3">
          <input
            type="color"
            aria-label={t('whitelabel.colorPicker')}
            value={swatch}
            onChange={(e) => set('primaryColor', e.target.value)}
            className="h-11 w-14 cursor-pointer rounded-lg border border-ink-200 bg-white p-1"
          />
          <input
            id={colorId}
            value={values.primaryColor}
            placeholder="#2545eb"
            maxLength={7}
            onChange={(e) => set('primaryColor', e.target.value)}
            aria-invalid={errors.primaryColor ? true : undefined}
            className={`h-11 w-36 rounded-lg border bg-white px-3.5 font-mono text-sm focus:ring-2 focus:outline-none ${
              errors.primaryColor
                ? 'border-red-400 focus:ring-red-200'
                : 'border-ink-200 focus:border-brand-500 focus:ring-brand-100'
            }`}
          />
        </div>
        {errors.primaryColor ? <p className="mt-1.5 text-sm text-red-600">{errors.primaryColor}</p> : null}
      </div>
      <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-ink-200 p-3.5">
        <input
          type="checkbox"
          checked={values.hideBranding}
          onChange={(e) => set('hideBranding', e.target.checked)}
          className="mt-0.5 size-4 accent-brand-600"
        />
        <span>
          <span className="block text-sm font-medium text-ink-900">{t('whitelabel.hideBranding')}</span>
          <span className="block text-xs text-ink-500">{t('whitelabel.hideBrandingHint')}</span>
        </span>
      </label>
      {save.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {t('states.error', { message: save.error.message })}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          {t('whitelabel.save')}
        </Button>
      </div>
    </form>
  );
}

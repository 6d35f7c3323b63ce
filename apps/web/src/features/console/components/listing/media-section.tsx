import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/forms/form-section';
import { ImageUploadButton } from '@/components/forms/image-upload-button';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { AppIcon } from '@/features/console/components/app-icon';
import { UPLOAD_FOLDERS } from '@/features/console/constants';
import { LISTING_LIMITS } from '@/features/console/utils/listing-form';
import type { ListingSectionProps } from './listing-fields';
import { ScreenshotList } from './screenshot-list';

/** Icon, screenshots (uploaded or linked, captioned, in order) and the video. */
export function MediaSection({ values, errors, set, disabled }: ListingSectionProps) {
  const { t } = useTranslation('console');
  const headingId = useId();
  const [link, setLink] = useState('');
  const full = values.screenshots.length >= LISTING_LIMITS.screenshots;
  const addScreenshot = (url: string) => set('screenshots', [...values.screenshots, { url, caption: '' }]);

  return (
    <FormSection id={headingId} title={t('listing.media')} description={t('listing.mediaHint')}>
      <div>
        <p className="mb-2 text-sm font-medium text-ink-800">{t('listing.icon')}</p>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <AppIcon name={values.name || '?'} url={values.iconUrl || null} size="lg" />
          <div className="min-w-0 flex-1 space-y-3">
            <div className="flex flex-wrap gap-2">
              <ImageUploadButton
                ns="console"
                label={values.iconUrl ? t('listing.replaceIcon') : t('listing.uploadIcon')}
                desiredPath={UPLOAD_FOLDERS.icon}
                onUploaded={(url) => set('iconUrl', url)}
                disabled={disabled}
              />
              {values.iconUrl ? (
                <Button variant="ghost" size="sm" onClick={() => set('iconUrl', '')} disabled={disabled}>
                  {t('listing.removeIcon')}
                </Button>
              ) : null}
            </div>
            <Field
              label={t('listing.iconUrl')}
              name="iconUrl"
              value={values.iconUrl}
              onChange={(e) => set('iconUrl', e.target.value)}
              error={errors.iconUrl}
              hint={t('listing.iconHint')}
              placeholder="https://"
              disabled={disabled}
              inputMode="url"
            />
          </div>
        </div>
      </div>

      <div>
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm font-medium text-ink-800">{t('listing.screenshots')}</p>
          <p className="text-xs text-ink-500">
            {t('listing.screenshotCount', { n: values.screenshots.length, max: LISTING_LIMITS.screenshots })}
          </p>
        </div>
        <ScreenshotList
          screenshots={values.screenshots}
          errors={errors}
          onChange={(next) => set('screenshots', next)}
          disabled={disabled}
        />
        {errors.screenshots ? <p className="mt-2 text-sm text-red-600">{errors.screenshots}</p> : null}
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <ImageUploadButton
            ns="console"
            label={t('listing.uploadScreenshot')}
            desiredPath={UPLOAD_FOLDERS.screenshot}
            onUploaded={addScreenshot}
            disabled={disabled || full}
          />
          <span className="hidden self-center text-xs text-ink-400 sm:block">{t('listing.or')}</span>
          <Field
            label={t('listing.screenshotUrl')}
            name="screenshotUrl"
            value={link}
            onChange={(e) => setLink(e.target.value)}
            placeholder="https://"
            disabled={disabled || full}
            inputMode="url"
            className="flex-1 [&_label]:sr-only"
          />
          <Button
            variant="secondary"
            size="sm"
            className="h-11"
            disabled={disabled || full || !link.trim()}
            onClick={() => {
              addScreenshot(link.trim());
              setLink('');
            }}
          >
            {t('listing.addScreenshot')}
          </Button>
        </div>
      </div>

      <Field
        label={t('listing.videoUrl')}
        name="videoUrl"
        value={values.videoUrl}
        onChange={(e) => set('videoUrl', e.target.value)}
        error={errors.videoUrl}
        hint={t('listing.videoHint')}
        placeholder="https://"
        disabled={disabled}
        inputMode="url"
      />
    </FormSection>
  );
}

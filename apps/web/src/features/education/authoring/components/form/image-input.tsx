import { useTranslation } from 'react-i18next';
import { ImageUploadButton } from '@/components/forms/image-upload-button';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

export interface ImageInputProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The uploads folder for this group's images. */
  desiredPath: string;
  error?: string;
  disabled?: boolean;
}

/** An image from the image upload (or an https address), with a preview of the current one. */
export function ImageInput({ label, name, value, onChange, desiredPath, error, disabled }: ImageInputProps) {
  const { t } = useTranslation('authoring');
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-ink-100 ring-1 ring-ink-200">
        {value.trim() ? (
          <img src={value} alt={t('image.current')} className="size-full object-cover" />
        ) : (
          <span className="px-2 text-center text-xs text-ink-400">{t('image.none')}</span>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <Field
          label={label}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
          hint={t('image.hint')}
          placeholder="https://"
          inputMode="url"
          disabled={disabled}
        />
        <div className="flex flex-wrap gap-2">
          <ImageUploadButton
            ns="authoring"
            label={value ? t('image.replace') : t('image.upload')}
            desiredPath={desiredPath}
            onUploaded={onChange}
            disabled={disabled}
          />
          {value ? (
            <Button variant="ghost" size="sm" onClick={() => onChange('')} disabled={disabled}>
              {t('image.remove')}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

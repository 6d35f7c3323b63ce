import { useTranslation } from 'react-i18next';
import { ImageUploadButton } from '@/components/forms/image-upload-button';
import { focusRing } from '@/components/ui/focus-ring';

export const MAX_ATTACHMENTS = 5;

/** Images added through the shared upload, shown as thumbnails that can be removed again. */
export function AttachmentField({
  urls,
  onChange,
  error,
  disabled,
  label,
}: {
  urls: string[];
  onChange: (urls: string[]) => void;
  error?: string;
  disabled?: boolean;
  label: string;
}) {
  const { t } = useTranslation('support');
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        {urls.map((url, i) => (
          <span key={url} className="group relative">
            <img
              src={url}
              alt={t('attachments.item', { n: i + 1 })}
              className="size-14 rounded-lg object-cover ring-1 ring-ink-200"
            />
            <button
              type="button"
              onClick={() => onChange(urls.filter((u) => u !== url))}
              aria-label={t('attachments.remove', { n: i + 1 })}
              disabled={disabled}
              className={`absolute -end-1.5 -top-1.5 flex size-5 items-center justify-center rounded-full bg-ink-900 text-xs text-white shadow ${focusRing}`}
            >
              <span aria-hidden="true">×</span>
            </button>
          </span>
        ))}
        {urls.length < MAX_ATTACHMENTS ? (
          <ImageUploadButton
            label={label}
            desiredPath="support"
            ns="support"
            disabled={disabled}
            onUploaded={(url) => onChange([...urls, url])}
          />
        ) : null}
      </div>
      {error ? <p className="mt-1.5 text-sm text-red-600">{error}</p> : null}
    </div>
  );
}

/** A comment's or ticket's images, opened full size in a new tab. */
export function AttachmentList({ urls }: { urls: string[] }) {
  const { t } = useTranslation('support');
  if (urls.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {urls.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" className={`block rounded-lg ${focusRing}`}>
            <img
              src={url}
              alt={t('attachments.item', { n: i + 1 })}
              loading="lazy"
              className="size-20 rounded-lg object-cover ring-1 ring-ink-200"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

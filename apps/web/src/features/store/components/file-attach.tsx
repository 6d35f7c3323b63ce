import type { TStoreFile } from '@atrium/contracts/store';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePickButton, tooLargeToUpload, UPLOAD_MAX_MB } from '@/components/forms/image-upload-button';
import { focusRing } from '@/components/ui/focus-ring';
import { formatNumber } from '@/lib/format';
import { useUploadImage } from '@/lib/upload-image';

export const MAX_FILES = 10;

/** "1.2 MB", "340 KB" in the reader's language. */
export function useFileSize() {
  const { t, i18n } = useTranslation('store');
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('files.mb', { size: formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10, i18n.language) })
      : t('files.kb', { size: formatNumber(Math.max(1, Math.round(bytes / 1024)), i18n.language) });
}

/**
 * Files for a message or a delivery, uploaded as soon as they are picked (Atrium's uploads take images: screenshots,
 * designs, reports as pictures); each can be removed again before sending.
 */
export function FileAttach({
  files,
  onChange,
  disabled,
}: {
  files: TStoreFile[];
  onChange: (files: TStoreFile[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('store');
  const upload = useUploadImage();
  const [error, setError] = useState<string | null>(null);
  const size = useFileSize();

  const onFile = async (file: File) => {
    setError(null);
    if (tooLargeToUpload(file)) {
      setError(t('files.tooLarge', { max: UPLOAD_MAX_MB }));
      return;
    }
    try {
      const stored = await upload.mutateAsync({ file, desiredPath: 'store/orders' });
      onChange([
        ...files,
        { url: stored.url, name: file.name, size: stored.bytes, contentType: file.type || `image/${stored.format}` },
      ]);
    } catch (err) {
      setError(t('files.failed', { message: err instanceof Error ? err.message : String(err) }));
    }
  };

  const busy = upload.isPending;
  return (
    <div className="space-y-2">
      {files.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {files.map((file) => (
            <li
              key={file.url}
              className="flex items-center gap-2 rounded-lg bg-ink-50 py-1 ps-2.5 pe-1 text-xs ring-1 ring-ink-200"
            >
              <span dir="auto" className="max-w-40 truncate font-medium text-ink-800">
                {file.name}
              </span>
              <span className="text-ink-500">{size(file.size)}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(files.filter((f) => f.url !== file.url))}
                aria-label={t('files.remove', { name: file.name })}
                className={`flex size-6 items-center justify-center rounded-md text-ink-500 hover:bg-ink-200 hover:text-ink-900 ${focusRing}`}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length < MAX_FILES ? (
        <ImagePickButton busy={busy} disabled={disabled} icon="+" onPick={(file) => void onFile(file)}>
          {busy ? t('files.uploading') : t('files.attach')}
        </ImagePickButton>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message's files, each opening in a new tab. */
export function FileList({ files }: { files: TStoreFile[] }) {
  const size = useFileSize();
  if (files.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.url}>
          <a
            href={file.url}
            target="_blank"
            rel="noreferrer"
            className={`inline-flex items-center gap-2 rounded-lg bg-white px-2.5 py-1.5 text-xs font-medium text-brand-700 ring-1 ring-ink-200 hover:bg-brand-50 ${focusRing}`}
          >
            <span dir="auto" className="max-w-48 truncate">
              {file.name}
            </span>
            <span className="text-ink-500">{size(file.size)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

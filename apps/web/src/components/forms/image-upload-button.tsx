import { UPLOAD_MAX_BYTES } from '@atrium/contracts/upload-limits';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { useUploadImage } from '@/lib/upload-image';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** Images larger than the server takes are refused before their upload, not after it. */
export const tooLargeToUpload = (file: File) => file.size > UPLOAD_MAX_BYTES;
export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;

export interface ImageUploadButtonProps {
  label: string;
  desiredPath: string;
  onUploaded: (url: string) => void;
  disabled?: boolean;
  /** The caller's namespace, which holds `upload.uploading`, `upload.tooLarge` ({{max}}) and `upload.failed` ({{message}}). */
  ns: string;
}

/**
 * An image picker shaped as a small secondary button: the file goes to `onPick`, and the input is cleared at once so
 * the same file can be picked again. `accept` lets other files use the same button (an agent's documents).
 */
export function ImagePickButton({
  busy,
  disabled,
  icon,
  children,
  onPick,
  accept = ACCEPT,
}: {
  busy: boolean;
  disabled?: boolean;
  icon: string;
  children: ReactNode;
  onPick: (file: File) => void;
  accept?: string;
}) {
  return (
    <label
      className={`${buttonClasses('secondary', 'sm')} cursor-pointer focus-within:ring-2 focus-within:ring-brand-500 focus-within:ring-offset-2 ${
        disabled || busy ? 'pointer-events-none opacity-60' : ''
      }`}
    >
      <input
        type="file"
        accept={accept}
        className="sr-only"
        disabled={disabled || busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onPick(file);
        }}
      />
      <span aria-hidden="true">{busy ? '…' : icon}</span>
      {children}
    </label>
  );
}

/** A file picker that uploads at once and hands back the stored image's `/uploads/...` address. */
export function ImageUploadButton({ label, desiredPath, onUploaded, disabled, ns }: ImageUploadButtonProps) {
  const { t } = useTranslation(ns);
  const upload = useUploadImage();

  const onFile = async (file: File) => {
    // Checked here too so a large file fails at once rather than after its upload.
    if (tooLargeToUpload(file)) {
      toast.error(t('upload.tooLarge', { max: UPLOAD_MAX_MB }));
      return;
    }
    try {
      const image = await upload.mutateAsync({ file, desiredPath });
      onUploaded(image.url);
    } catch (error) {
      toast.error(t('upload.failed', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  const busy = upload.isPending;
  return (
    <ImagePickButton busy={busy} disabled={disabled} icon="↑" onPick={(file) => void onFile(file)}>
      {busy ? t('upload.uploading') : label}
    </ImagePickButton>
  );
}

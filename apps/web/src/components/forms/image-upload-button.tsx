import { UPLOAD_MAX_BYTES } from '@atrium/contracts/upload-limits';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { useUploadImage } from '@/lib/upload-image';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export interface ImageUploadButtonProps {
  label: string;
  desiredPath: string;
  onUploaded: (url: string) => void;
  disabled?: boolean;
  /** The caller's namespace, which holds `upload.uploading`, `upload.tooLarge` ({{max}}) and `upload.failed` ({{message}}). */
  ns: string;
}

/** A file picker that uploads at once and hands back the stored image's `/uploads/...` address. */
export function ImageUploadButton({ label, desiredPath, onUploaded, disabled, ns }: ImageUploadButtonProps) {
  const { t } = useTranslation(ns);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    // Checked here too so a large file fails at once rather than after its upload.
    if (file.size > UPLOAD_MAX_BYTES) {
      toast.error(t('upload.tooLarge', { max: UPLOAD_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    try {
      const image = await upload.mutateAsync({ file, desiredPath });
      onUploaded(image.url);
    } catch (error) {
      toast.error(t('upload.failed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const busy = upload.isPending;
  return (
    <label
      className={`${buttonClasses('secondary', 'sm')} cursor-pointer focus-within:ring-2 focus-within:ring-brand-500 focus-within:ring-offset-2 ${
        disabled || busy ? 'pointer-events-none opacity-60' : ''
      }`}
    >
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        disabled={disabled || busy}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <span aria-hidden="true">{busy ? '…' : '↑'}</span>
      {busy ? t('upload.uploading') : label}
    </label>
  );
}

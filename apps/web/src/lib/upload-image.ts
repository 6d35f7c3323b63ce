import { type TUploadedImage, uploadEndpoints } from '@atrium/contracts/uploads';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { useSession } from './session-store';

export interface UploadImageInput {
  file: File;
  /** The uploads folder, e.g. `apps/icons`. */
  desiredPath: string;
}

/** POST /api/v1/utils/upload/image (multipart field `image`): answers with the stored file's `/uploads/...` url. */
export async function uploadImage({ file, desiredPath }: UploadImageInput, token: string | null): Promise<TUploadedImage> {
  const body = new FormData();
  body.append('image', file);
  return apiFetch(uploadEndpoints.image, { query: { desiredPath }, body, token });
}

export function useUploadImage() {
  const { token } = useSession();
  return useMutation({ mutationFn: (input: UploadImageInput) => uploadImage(input, token) });
}

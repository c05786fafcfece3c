import { IMAGE_UPLOAD_FIELD, type ImageType, type UploadedImage } from '@larder/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

export interface UploadImageInput {
  accountId: number;
  type: ImageType;
  blob: Blob;
  /** Only a hint for logs: the server decides the type by the bytes. */
  filename?: string;
}

/** POST /vendor/accounts/{accountId}/images?type=…: answers the stored variants (docs/product.md#images). */
export function uploadImage({ accountId, type, blob, filename }: UploadImageInput): Promise<UploadedImage> {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, blob, filename ?? (blob.type === 'image/png' ? 'image.png' : 'image.jpg'));
  return api.post<UploadedImage>(`vendor/accounts/${accountId}/images`, form, { query: { type } });
}

export const uploadImageMutationOptions = () =>
  mutationOptions({ mutationKey: ['images', 'upload'], mutationFn: uploadImage });

/** An upload; what the picture is attached to is saved by the caller with the answer. */
export function useUploadImage() {
  return useMutation(uploadImageMutationOptions());
}

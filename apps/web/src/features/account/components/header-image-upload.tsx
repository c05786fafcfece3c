import type { UploadedImage } from '@larder/contract';
import type { ReactNode } from 'react';
import { ImageCropUpload } from '@/shared/images/image-crop-upload';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useUpdateVendor } from '../api/update-vendor';

/**
 * The header image is shown 16:9 on the marketplace, so it is cropped so (docs/product.md#images: the header
 * compression).
 */
export const HEADER_IMAGE_ASPECT = 16 / 9;

/** Picks, crops, uploads and attaches the vendor's header image. */
export function HeaderImageUpload({
  onSaved,
  saveLabel,
}: {
  onSaved?: (image: UploadedImage) => void | Promise<void>;
  saveLabel?: ReactNode;
}) {
  const { vendor, vendorId, account } = useVendorSession();
  const update = useUpdateVendor(vendorId);
  return (
    <ImageCropUpload
      accountId={account.id}
      type="vendor"
      profile="header"
      aspect={HEADER_IMAGE_ASPECT}
      current={vendor.image}
      saveLabel={saveLabel}
      onUploaded={async (image) => {
        await update.mutateAsync({ image });
        await onSaved?.(image);
      }}
    />
  );
}

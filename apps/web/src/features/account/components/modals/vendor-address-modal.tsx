import { MAP_ZOOM } from '@larder/contract';
import { useTranslation } from '@/i18n/react';
import { ModalLayout, useModalControls } from '@/shared/components/modal-layout';
import { AddressEditor } from '../address-editor';

/** view=edit-vendor-address: huge layout; a click outside does not close it (docs/product.md#modals). */
export function VendorAddressModal() {
  const { t } = useTranslation();
  const { close } = useModalControls();
  return (
    <ModalLayout title={t('vendorProfile.address.title')}>
      <AddressEditor zoom={MAP_ZOOM.default} onSaved={close} />
    </ModalLayout>
  );
}

import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/react';
import { ModalLayout, useModalControls } from '@/shared/components/modal-layout';
import { HeaderImageUpload } from '../header-image-upload';

/** view=edit-vendor-image: the establishment's header image. */
export function VendorImageModal() {
  const { t } = useTranslation();
  const { close } = useModalControls();
  return (
    <ModalLayout title={t('vendorProfile.headerImage.title')}>
      <Stack gap="md" py="xs">
        <Text size="sm" c="dimmed">
          {t('vendorProfile.headerImage.hint')}
        </Text>
        <HeaderImageUpload onSaved={close} />
      </Stack>
    </ModalLayout>
  );
}

import { MAP_ZOOM } from '@larder/contract';
import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ModalLayout } from '@/shared/components/modal-layout';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { userKeys } from '@/shared/session/api/user-keys';
import { AddressEditor } from '../address-editor';

/**
 * view=second-step: Step 2 / 2, the location on the map. Saving it completes the onboarding: the
 * create-catalog prompt opens, and the session gate takes the now activated user to the catalogue.
 */
export function SecondStepModal() {
  const { t } = useTranslation();
  const { openModal } = useModalParams();
  const queryClient = useQueryClient();
  return (
    <ModalLayout title={t('vendorProfile.onboarding.step', { step: 2, of: 2 })}>
      <Stack gap="sm" data-testid="second-step">
        <Text fw={600}>{t('vendorProfile.onboarding.secondStepTitle')}</Text>
        <AddressEditor
          zoom={MAP_ZOOM.onboarding}
          saveLabel={t('vendorProfile.onboarding.finish')}
          onSaved={async () => {
            openModal('create-catalog', undefined, { replace: true });
            await queryClient.invalidateQueries({ queryKey: userKeys.me() });
          }}
        />
      </Stack>
    </ModalLayout>
  );
}

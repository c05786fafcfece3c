import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';
import { ModalLayout, useModalControls } from '@/shared/components/modal-layout';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { useVendorSession } from '@/shared/session/vendor-context';
import { nextOnboardingStep } from './onboarding-steps';

/** view=almost-ready: the first onboarding screen; later closes, proceed opens the first step not done. */
export function AlmostReadyModal() {
  const { t } = useTranslation();
  const { close } = useModalControls();
  const { openModal } = useModalParams();
  const { vendor } = useVendorSession();
  return (
    <ModalLayout title={t('vendorProfile.onboarding.almostReadyTitle')}>
      <Stack gap="lg" align="center" ta="center" py="md" data-testid="almost-ready">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconConfetti size={34} />
        </ThemeIcon>
        <Text maw={360}>{t('vendorProfile.onboarding.almostReadyText', { name: vendor.name })}</Text>
        <Group justify="center" gap="sm">
          <Button variant="default" onClick={close} data-testid="almost-ready-later">
            {t('vendorProfile.onboarding.later')}
          </Button>
          <Button
            onClick={() => openModal(nextOnboardingStep(vendor), undefined, { replace: true })}
            data-testid="almost-ready-proceed"
          >
            {t('vendorProfile.onboarding.proceed')}
          </Button>
        </Group>
      </Stack>
    </ModalLayout>
  );
}

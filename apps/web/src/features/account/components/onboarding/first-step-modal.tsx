import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { ModalLayout } from '@/shared/components/modal-layout';
import { buildSearch } from '@/shared/paths';
import { userKeys } from '@/shared/session/api/user-keys';
import { useVendorSession } from '@/shared/session/vendor-context';
import { HeaderImageUpload } from '../header-image-upload';
import { nextOnboardingStep } from './onboarding-steps';

/** view=first-step: Step 1 / 2, the header image; then step 2 (or the end, when it is done). */
export function FirstStepModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { vendor } = useVendorSession();
  const queryClient = useQueryClient();
  return (
    <ModalLayout title={t('vendorProfile.onboarding.step', { step: 1, of: 2 })}>
      <Stack gap="md" py="xs" data-testid="first-step">
        <Text fw={600}>{t('vendorProfile.onboarding.firstStepTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('vendorProfile.headerImage.hint')}
        </Text>
        <HeaderImageUpload
          saveLabel={t('vendorProfile.onboarding.next')}
          onSaved={async (image) => {
            // flushSync: the URL must be the next step before the refetch can activate the account.
            await navigate(
              {
                pathname: location.pathname,
                search: buildSearch(location.search, { view: nextOnboardingStep({ ...vendor, image }) }),
              },
              { replace: true, flushSync: true },
            );
            // With the location already there, this save activated the account.
            await queryClient.invalidateQueries({ queryKey: userKeys.me() });
          }}
        />
      </Stack>
    </ModalLayout>
  );
}

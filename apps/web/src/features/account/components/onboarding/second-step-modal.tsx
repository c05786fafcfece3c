import { MAP_ZOOM } from '@larder/contract';
import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { ModalLayout } from '@/shared/components/modal-layout';
import { buildSearch } from '@/shared/paths';
import { userKeys } from '@/shared/session/api/user-keys';
import { AddressEditor } from '../address-editor';

/**
 * view=second-step: Step 2 / 2, the location on the map. Saving it completes the onboarding: the
 * create-catalog prompt opens, and the session gate takes the now activated user to the catalogue.
 */
export function SecondStepModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return (
    <ModalLayout title={t('vendorProfile.onboarding.step', { step: 2, of: 2 })}>
      <Stack gap="sm" data-testid="second-step">
        <Text fw={600}>{t('vendorProfile.onboarding.secondStepTitle')}</Text>
        <AddressEditor
          zoom={MAP_ZOOM.onboarding}
          saveLabel={t('vendorProfile.onboarding.finish')}
          onSaved={async () => {
            // The router commits a navigation as a transition; without flushSync the activated
            // user could reach the session gate before the URL that sends them to the catalogue.
            await navigate(
              {
                pathname: location.pathname,
                search: buildSearch(location.search, { view: 'create-catalog' }),
              },
              { replace: true, flushSync: true },
            );
            await queryClient.invalidateQueries({ queryKey: userKeys.me() });
          }}
        />
      </Stack>
    </ModalLayout>
  );
}

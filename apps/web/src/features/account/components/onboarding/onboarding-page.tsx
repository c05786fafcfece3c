import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/react';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { useLogout } from '@/shared/session/api/logout';
import { useVendorSession } from '@/shared/session/vendor-context';

/**
 * What a signed-in owner of a not yet activated account sees on /auth: the onboarding opens over
 * it at once; after "later" it stays here to be resumed.
 */
export function OnboardingPage() {
  const { t } = useTranslation();
  const { vendor } = useVendorSession();
  const { view, openModal } = useModalParams();
  const logout = useLogout();
  useDocumentTitle(t('vendorProfile.onboarding.almostReadyTitle'));

  // Opened once on arrival; "later" clears the view and leaves the page as it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival
  useEffect(() => {
    if (!view) openModal('almost-ready', undefined, { replace: true });
  }, []);

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%" data-testid="onboarding-page">
        <Stack gap="md">
          <Title order={1} fz="h3">
            {vendor.name}
          </Title>
          <Text c="dimmed">{t('vendorProfile.onboarding.pageText')}</Text>
          <Group justify="space-between">
            <Button variant="default" onClick={() => logout.mutate()} loading={logout.isPending}>
              {t('profile.logout')}
            </Button>
            <Button onClick={() => openModal('almost-ready')} data-testid="onboarding-resume">
              {t('vendorProfile.onboarding.resume')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

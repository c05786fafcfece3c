import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { ModalLayout, useModalControls } from '@/shared/components/modal-layout';
import { paths } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';

/**
 * view=create-catalog (docs/product.md#onboarding): the prompt to fill the catalogue; later closes, proceed
 * opens it.
 */
export function CreateCatalogueModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { close } = useModalControls();
  const { vendorId } = useVendorSession();
  return (
    <ModalLayout title={t('catalogue.createCatalogue.title')}>
      <Stack gap="lg" align="center" ta="center" py="md" data-testid="create-catalog">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconToolsKitchen2 size={34} />
        </ThemeIcon>
        <Text maw={440}>{t('catalogue.createCatalogue.text')}</Text>
        <Group justify="center" gap="sm">
          <Button variant="default" onClick={close} data-testid="create-catalog-later">
            {t('catalogue.createCatalogue.later')}
          </Button>
          <Button
            onClick={() => void navigate(paths.catalogue(vendorId), { replace: true })}
            data-testid="create-catalog-proceed"
          >
            {t('catalogue.createCatalogue.proceed')}
          </Button>
        </Group>
      </Stack>
    </ModalLayout>
  );
}

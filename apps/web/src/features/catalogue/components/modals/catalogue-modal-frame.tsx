import type { Catalogue } from '@larder/contract';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { ModalLayout, useModalControls } from '@/shared/components/modal-layout';
import { CenteredSpinner } from '@/shared/components/spinner';
import { type CatalogueContext, useCatalogueContext } from '../../hooks/use-catalogue-context';

export type LoadedCatalogueContext = CatalogueContext & { catalogue: Catalogue };

/**
 * The frame of a catalogue structure modal: waits for the loaded catalogue (the modals work on it, no
 * extra request). Who may open them is the registry's `permission` (docs/product.md#roles-and-permissions).
 */
export function CatalogueModalFrame({
  title,
  children,
}: {
  title: ReactNode;
  children: (context: LoadedCatalogueContext) => ReactNode;
}) {
  const { t } = useTranslation();
  const context = useCatalogueContext();
  const { catalogue } = context;
  let body: ReactNode;
  if (catalogue) {
    body = children({ ...context, catalogue });
  } else if (context.catalogueQuery.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {t('catalogue.loadFailed')}
      </Alert>
    );
  } else {
    body = <CenteredSpinner />;
  }
  return <ModalLayout title={title}>{body}</ModalLayout>;
}

/** An item named by the URL that the catalogue does not hold (deleted meanwhile, or a stale link). */
export function ItemNotFound() {
  const { t } = useTranslation();
  const { close } = useModalControls();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      <Group justify="space-between" gap="sm">
        <span>{t('catalogue.itemNotFound')}</span>
        <Button size="xs" variant="white" color="red" onClick={close}>
          {t('common.close')}
        </Button>
      </Group>
    </Alert>
  );
}

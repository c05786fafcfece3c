import { Stack } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyPageState } from '@/shared/components/empty-page-state';
import { PageHeader } from '@/shared/components/page-header';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/** /vendor/{id}/catalog */
export function CatalogPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.catalog'));
  return (
    <Stack gap={0}>
      <PageHeader title={t('pages.catalog.title')} />
      <EmptyPageState
        icon={<IconToolsKitchen2 size={28} />}
        title={t('pages.catalog.emptyTitle')}
        description={t('pages.catalog.emptyText')}
      />
    </Stack>
  );
}

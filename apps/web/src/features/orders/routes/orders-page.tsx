import { Stack } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyPageState } from '@/shared/components/empty-page-state';
import { PageHeader } from '@/shared/components/page-header';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/** /vendor/{id}/orders */
export function OrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.orders'));
  return (
    <Stack gap={0}>
      <PageHeader title={t('pages.orders.title')} />
      <EmptyPageState
        icon={<IconReceipt size={28} />}
        title={t('pages.orders.emptyTitle')}
        description={t('pages.orders.emptyText')}
      />
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyPageState } from '@/shared/components/empty-page-state';
import { PageHeader } from '@/shared/components/page-header';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/** /vendor/{id}/statistics */
export function StatisticsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.statistics'));
  return (
    <Stack gap={0}>
      <PageHeader title={t('pages.statistics.title')} />
      <EmptyPageState
        icon={<IconChartBar size={28} />}
        title={t('pages.statistics.emptyTitle')}
        description={t('pages.statistics.emptyText')}
      />
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyPageState } from '@/shared/components/empty-page-state';
import { PageHeader } from '@/shared/components/page-header';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/** /vendor/{id}/employees */
export function EmployeesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.employees'));
  return (
    <Stack gap={0}>
      <PageHeader title={t('pages.employees.title')} />
      <EmptyPageState
        icon={<IconUsers size={28} />}
        title={t('pages.employees.emptyTitle')}
        description={t('pages.employees.emptyText')}
      />
    </Stack>
  );
}

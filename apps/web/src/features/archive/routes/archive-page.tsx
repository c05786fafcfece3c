import { Stack } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyPageState } from '@/shared/components/empty-page-state';
import { PageHeader } from '@/shared/components/page-header';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/** /vendor/{id}/archive */
export function ArchivePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.archive'));
  return (
    <Stack gap={0}>
      <PageHeader title={t('pages.archive.title')} />
      <EmptyPageState
        icon={<IconArchive size={28} />}
        title={t('pages.archive.emptyTitle')}
        description={t('pages.archive.emptyText')}
      />
    </Stack>
  );
}

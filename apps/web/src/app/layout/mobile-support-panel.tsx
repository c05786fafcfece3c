import { CloseButton, Group, Paper, Title } from '@mantine/core';
import { SupportContent } from '@/features/support/components/support-content';
import { useTranslation } from '@/i18n/react';
import { useModalParams } from '@/shared/hooks/use-modal-params';

/**
 * view=support at mobile width: a page panel instead of the modal (docs/product.md#header-and-navigation).
 */
export function MobileSupportPanel() {
  const { t } = useTranslation();
  const { clearParams } = useModalParams();
  return (
    <Paper withBorder p="md" data-testid="support-panel">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={1} fz="h3">
          {t('support.title')}
        </Title>
        <CloseButton aria-label={t('common.close')} onClick={() => clearParams(['view'])} />
      </Group>
      <SupportContent />
    </Paper>
  );
}

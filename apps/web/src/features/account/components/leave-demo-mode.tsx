import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useWarning } from '@/shared/components/warning-modal';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useLeaveDemoMode } from '../api/leave-demo-mode';

/** Leaving demo mode (docs/product.md#demo-mode): confirmed first, because it cannot be undone. */
export function LeaveDemoMode() {
  const { t } = useTranslation();
  const { vendorId } = useVendorSession();
  const leave = useLeaveDemoMode(vendorId);
  const { warn, warningModal } = useWarning();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await leave.mutateAsync();
      setConfirming(false);
    } catch {
      setConfirming(false);
      warn();
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid="demo-mode">
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('vendorProfile.demo.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('vendorProfile.demo.text')}
        </Text>
        <Group>
          <Button color="orange" onClick={() => setConfirming(true)} data-testid="leave-demo">
            {t('vendorProfile.demo.leave')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('vendorProfile.demo.confirmTitle')}
        centered
        radius="lg"
      >
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('vendorProfile.demo.confirmText')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="orange"
              loading={leave.isPending}
              onClick={() => void confirm()}
              data-testid="leave-demo-confirm"
            >
              {t('vendorProfile.demo.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {warningModal}
    </Paper>
  );
}

import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';

export interface WarningModalProps {
  opened: boolean;
  onClose: () => void;
  /** The title; "Oops! Something went wrong!" by default (docs/product.md#how-the-web-app-reacts). */
  title?: ReactNode;
  /** An optional explanation under the title (e.g. what the server's conflict means). */
  message?: ReactNode;
  /** A way out besides "understand", e.g. retrying a load that failed. */
  action?: { label: string; onClick: () => void };
}

/**
 * The warning (docs/product.md#how-the-web-app-reacts): "Oops! Something went wrong!" with an understand
 * button. It opens over whatever is open (a modal's save failed: the modal stays as it was, so nothing typed
 * is lost).
 */
export function WarningModal({ opened, onClose, title, message, action }: WarningModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="24rem"
      centered
      withCloseButton={false}
      zIndex={400}
      radius="lg"
      aria-labelledby="warning-modal-title"
    >
      <Stack gap="md" align="center" ta="center" data-testid="warning-modal" role="alertdialog">
        <ThemeIcon size={48} radius="xl" color="orange" variant="light">
          <IconAlertTriangle size={26} />
        </ThemeIcon>
        <Text fw={700} fz="lg" id="warning-modal-title">
          {title ?? t('common.oops')}
        </Text>
        {message && (
          <Text c="dimmed" size="sm">
            {message}
          </Text>
        )}
        <Group justify="center" w="100%" grow>
          <Button
            variant={action ? 'default' : 'filled'}
            onClick={onClose}
            data-testid="warning-understand"
            data-autofocus={action ? undefined : true}
          >
            {t('common.understand')}
          </Button>
          {action && (
            <Button onClick={action.onClick} data-testid="warning-action" data-autofocus>
              {action.label}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A WarningModal owned by one component: `warn(message?)` opens it, `warningModal` is the element to
 * render. `guard(action)` runs an action and warns when it fails, resolving to whether it succeeded.
 */
export function useWarning() {
  const [state, setState] = useState<{ opened: boolean; message?: ReactNode }>({ opened: false });
  const warn = useCallback((message?: ReactNode) => setState({ opened: true, message }), []);
  const close = useCallback(() => setState((current) => ({ ...current, opened: false })), []);
  const warningModal = useMemo(
    () => <WarningModal opened={state.opened} onClose={close} message={state.message} />,
    [state, close],
  );
  return { warn, warningModal };
}

import { ActionIcon, Group, Modal, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from '@/i18n/react';

/** What the modal host gives the modal it shows. */
export interface ModalControls {
  /** Closes the modal the way its registry entry says (clears view, or goes back to its parent). */
  close: () => void;
}

const ModalControlsContext = createContext<ModalControls | null>(null);

export const ModalControlsProvider = ModalControlsContext.Provider;

export function useModalControls(): ModalControls {
  const controls = useContext(ModalControlsContext);
  if (!controls)
    throw new Error('useModalControls() is only available inside a modal opened by the modal host');
  return controls;
}

/**
 * The standard frame of a modal's content: an optional back button, the title (the dialog's
 * accessible name) and the close button, then the body.
 */
export function ModalLayout({
  title,
  onBack,
  children,
}: {
  title: ReactNode;
  onBack?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Modal.Header>
        <Group gap="xs" wrap="nowrap">
          {onBack && (
            <Tooltip label={t('common.back')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={onBack}
                aria-label={t('common.back')}
              >
                <IconArrowLeft size={20} />
              </ActionIcon>
            </Tooltip>
          )}
          <Modal.Title fw={650} fz="lg">
            {title}
          </Modal.Title>
        </Group>
        <Modal.CloseButton aria-label={t('common.close')} />
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
    </>
  );
}

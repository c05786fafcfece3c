import { CATALOGUE_ERROR_CODES } from '@larder/contract';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { StateButton, useButtonState } from '@/shared/components/state-button';

/** What is about to be deleted: a section, a product, or a product's place in one section. */
export type DeleteTarget =
  | { kind: 'section'; sectionId: number; name: string; productCount: number }
  | { kind: 'product'; productId: number; name: string }
  | { kind: 'remove'; sectionId: number; productId: number; name: string; sectionName: string };

/** The refusals the user can fix (docs/product.md#the-error-catalogue), explained in the dialog itself. */
const REFUSALS_SHOWN_HERE: readonly string[] = [
  CATALOGUE_ERROR_CODES.nonEmptySection,
  CATALOGUE_ERROR_CODES.lastSection,
];

/**
 * Asks before deleting. A refusal the user can fix (a section still has products, a product's last
 * section) is explained in the dialog; any other failure goes to `onFailure` (the warning modal).
 */
export function DeleteDialog({
  target,
  onClose,
  onConfirm,
  onFailure,
}: {
  target: DeleteTarget | null;
  onClose: () => void;
  onConfirm: (target: DeleteTarget) => Promise<unknown>;
  onFailure: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const button = useButtonState();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shown, setShown] = useState<DeleteTarget | null>(null);
  if (target && target !== shown) {
    setShown(target);
    // Said before any click: the server refuses a section with products (docs/product.md#sections).
    setRefusal(
      target.kind === 'section' && target.productCount > 0
        ? t('guidance.deleteSection.nonEmpty', { count: target.productCount })
        : null,
    );
  }

  const confirm = async () => {
    if (!target) return;
    try {
      await button.run(() => onConfirm(target));
      onClose();
    } catch (error) {
      if (isApiError(error) && REFUSALS_SHOWN_HERE.includes(error.code)) setRefusal(errorMessage(error, t));
      else {
        onClose();
        onFailure(error);
      }
    }
  };

  const title =
    shown?.kind === 'section'
      ? t('catalogue.delete.sectionTitle', { name: shown.name })
      : shown?.kind === 'remove'
        ? t('catalogue.delete.removeTitle', { name: shown.name, section: shown.sectionName })
        : t('catalogue.delete.productTitle', { name: shown?.name ?? '' });
  const text =
    shown?.kind === 'section'
      ? t('catalogue.delete.sectionText')
      : shown?.kind === 'remove'
        ? t('catalogue.delete.removeText')
        : t('catalogue.delete.productText');

  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="md" centered radius="lg">
      <Stack gap="md" data-testid="delete-dialog">
        {!refusal && <Text size="sm">{text}</Text>}
        {refusal && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            data-testid="delete-refused"
          >
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {refusal ? t('common.close') : t('common.cancel')}
          </Button>
          {!refusal && (
            <StateButton
              state={button.state}
              color="red"
              onClick={() => void confirm()}
              data-testid="confirm-delete"
            >
              {shown?.kind === 'remove' ? t('catalogue.delete.removeConfirm') : t('catalogue.delete.confirm')}
            </StateButton>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

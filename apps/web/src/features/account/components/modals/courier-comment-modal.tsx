import { LIMITS } from '@larder/contract';
import { Group, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { ModalLayout } from '@/shared/components/modal-layout';
import { StateButton } from '@/shared/components/state-button';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useSaveVendorChanges } from '../../hooks/use-save-vendor-changes';

/**
 * view=courier-comment (docs/product.md#the-vendor-profile-and-address): one textarea of at most 55
 * characters with its counter.
 */
export function CourierCommentModal() {
  const { t } = useTranslation();
  const { vendor } = useVendorSession();
  const { save, state, warningModal } = useSaveVendorChanges();
  const [comment, setComment] = useState(vendor.commentForCourier ?? '');

  const next = comment.trim() === '' ? null : comment.trim();
  const changed = next !== (vendor.commentForCourier ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(changed ? { commentForCourier: next } : null);
  };

  return (
    <ModalLayout title={t('vendorProfile.courierComment.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs" maw={520} mx="auto" py="xs">
          <Textarea
            label={t('vendorProfile.courierComment.label')}
            placeholder={t('vendorProfile.courierComment.placeholder')}
            rows={3}
            maxLength={LIMITS.courierComment}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value.slice(0, LIMITS.courierComment))}
            data-testid="courier-comment-input"
            data-autofocus
          />
          <Text size="xs" c="dimmed" ta="right" data-testid="courier-comment-counter">
            {`${comment.length}/${LIMITS.courierComment}`}
          </Text>
          <Group justify="flex-end" mt="xs">
            <StateButton type="submit" state={state}>
              {t('common.save')}
            </StateButton>
          </Group>
        </Stack>
      </form>
      {warningModal}
    </ModalLayout>
  );
}

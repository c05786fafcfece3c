import { Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { ModalLayout } from '@/shared/components/modal-layout';
import { StateButton } from '@/shared/components/state-button';
import { ImageCropUpload } from '@/shared/images/image-crop-upload';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useSaveVendorChanges } from '../../hooks/use-save-vendor-changes';

/** view=edit-vendor-name-logo: the establishment's name (required) and its square logo. */
export function VendorNameLogoModal() {
  const { t } = useTranslation();
  const { vendor, account } = useVendorSession();
  const { save, update, state, warningModal } = useSaveVendorChanges();
  const [name, setName] = useState(vendor.name);

  const trimmed = name.trim();
  const changed = trimmed !== vendor.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) void save(changed ? { name: trimmed } : null);
  };

  return (
    <ModalLayout title={t('vendorProfile.nameLogo.title')}>
      <Stack gap="lg" py="xs">
        <Stack gap="xs">
          <Text fw={600}>{t('vendorProfile.nameLogo.logo')}</Text>
          <ImageCropUpload
            accountId={account.id}
            type="logo"
            aspect={1}
            current={vendor.avatar}
            onUploaded={(image) => update.mutateAsync({ avatar: image })}
          />
        </Stack>
        <Divider />
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('vendorProfile.nameLogo.name')}
              required
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={trimmed === '' ? t('validation.required') : undefined}
              data-testid="vendor-name"
            />
            <Group justify="flex-end">
              <StateButton
                type="submit"
                state={state}
                disabled={trimmed === ''}
                data-testid="vendor-name-save"
              >
                {t('common.save')}
              </StateButton>
            </Group>
          </Stack>
        </form>
      </Stack>
      {warningModal}
    </ModalLayout>
  );
}

import { email as emailRule, maskPhone, normalizePhone, telNew } from '@larder/contract';
import { Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { ModalLayout } from '@/shared/components/modal-layout';
import { StateButton } from '@/shared/components/state-button';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useSaveVendorChanges } from '../../hooks/use-save-vendor-changes';

/** The stored digits shown as the mask shows them: a plus and the digits. */
const shownPhone = (stored: string | null) => (stored ? maskPhone(stored) : '');

/**
 * view=edit-vendor-contacts (docs/product.md#the-vendor-profile-and-address): the phone with the tel_new mask
 * (a plus and up to 13 digits), the e-mail; each error only for a non-empty invalid value; save only when
 * changed.
 */
export function VendorContactsModal() {
  const { t } = useTranslation();
  const { vendor } = useVendorSession();
  const { save, state, warningModal } = useSaveVendorChanges();
  const [phone, setPhone] = useState(shownPhone(vendor.phone));
  const [email, setEmail] = useState(vendor.email ?? '');

  const trimmedEmail = email.trim();
  const phoneError = phone !== '' && telNew(phone) !== true;
  const emailError = trimmedEmail !== '' && emailRule(trimmedEmail) !== true;
  const nextPhone = phone === '' || phone === '+' ? null : normalizePhone(phone);
  const nextEmail = trimmedEmail === '' ? null : trimmedEmail;
  const changed = nextPhone !== (vendor.phone ?? null) || nextEmail !== (vendor.email ?? null);
  const canSave = changed && !phoneError && !emailError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) void save({ phone: nextPhone, email: nextEmail });
  };

  return (
    <ModalLayout title={t('vendorProfile.contacts.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={440} mx="auto" py="xs">
          <TextInput
            label={t('vendorProfile.contacts.phone')}
            description={t('validation.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+"
            value={phone}
            onChange={(event) => setPhone(maskPhone(event.currentTarget.value))}
            error={phoneError ? t('validation.phone') : undefined}
            data-testid="vendor-phone"
            data-autofocus
          />
          <TextInput
            label={t('vendorProfile.contacts.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailError ? t('validation.email') : undefined}
            data-testid="vendor-email"
          />
          <Group justify="flex-end" mt="xs">
            <StateButton type="submit" state={state} disabled={!canSave} data-testid="vendor-contacts-save">
              {t('common.save')}
            </StateButton>
          </Group>
        </Stack>
      </form>
      {warningModal}
    </ModalLayout>
  );
}
